"""Logging that never shows a secret: the bot token (and the webhook secret) are redacted.

>>> f = RedactingFilter(["123:AAsecret"])
>>> f.redact("GET https://api.telegram.org/bot123:AAsecret/getMe")
'GET https://api.telegram.org/bot***/getMe'
>>> f.redact("bot123%3AAAsecret")
'bot123%3A***'
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

MASK = "***"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
PER_UPDATE = "aiogram.event"  # the logger of aiogram's line per handled update


class RedactingFilter(logging.Filter):
    """Rewrites every record so that none of ``secrets`` (nor a token's secret half) shows."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        parts: set[str] = set()
        for secret in secrets:
            if not secret:
                continue
            parts.add(secret)
            _, _, tail = secret.partition(":")
            if len(tail) >= 8:
                parts.add(tail)  # the token's secret half, however the colon got encoded
        self.secrets = sorted(parts, key=len, reverse=True)

    def redact(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, MASK)
        return text

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = self.redact(record.getMessage())
        record.args = None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


def setup_logging(level: int, secrets: Iterable[str]) -> RedactingFilter:
    """Root logging to stderr with the redacting filter on every handler.

    aiogram's line per handled update («Update id=… is handled. Duration …») shows at DEBUG
    only: at INFO it would be formatted, redacted and written for every update, while
    ``GET /metrics`` already counts the updates and their time (its warnings still show)."""
    logging.basicConfig(level=level, format=FORMAT, force=True)
    logging.getLogger(PER_UPDATE).setLevel(per_update_level(level))
    redacting = RedactingFilter(secrets)
    for handler in logging.getLogger().handlers:
        handler.addFilter(redacting)
    return redacting


def per_update_level(level: int) -> int:
    """The level of aiogram's per-update logger when the root logs at ``level``.

    >>> [logging.getLevelName(per_update_level(level)) for level in (10, 20, 30, 40)]
    ['DEBUG', 'WARNING', 'WARNING', 'ERROR']
    """
    return level if level <= logging.DEBUG else max(level, logging.WARNING)
