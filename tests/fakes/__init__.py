"""Test doubles that speak real protocols (a fake Telegram Bot API server over HTTP)."""

from tests.fakes.telegram_records import Call, Fault
from tests.fakes.telegram_server import DEFAULT_TOKEN, FakeTelegramServer
from tests.fakes.telegram_updates import DEFAULT_GROUP, DEFAULT_USER, UpdateBuilder

__all__ = [
    "DEFAULT_GROUP",
    "DEFAULT_TOKEN",
    "DEFAULT_USER",
    "Call",
    "FakeTelegramServer",
    "Fault",
    "UpdateBuilder",
]
