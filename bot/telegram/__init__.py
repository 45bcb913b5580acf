"""The Telegram bot (aiogram 3): ``build_dispatcher`` and ``build_bot`` live in ``app``."""
