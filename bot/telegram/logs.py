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
    """Root logging to stderr with the redacting filter on every handler."""
    logging.basicConfig(level=level, format=FORMAT, force=True)
    redacting = RedactingFilter(secrets)
    for handler in logging.getLogger().handlers:
        handler.addFilter(redacting)
    return redacting
