"""Middlewares (throttling) and the filters that decide what in a group chat is for the bot."""
