"""What ``bridge-laws bot`` is configured with (read from the environment by bot/cli/run_bot.py).

Kept free of aiogram so that a bad setting is reported before the heavy imports.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from laws_text import BridgeLawsError


@dataclass(frozen=True)
class Settings:
    """Everything ``bridge-laws bot`` reads from the environment (see bot/cli/run_bot.py)."""

    token: str
    api_url: str | None = None
    webhook_url: str | None = None
    webhook_secret: str = ""
    webhook_host: str = "0.0.0.0"
    webhook_port: int = 8080
    redis_url: str | None = None
    feedback_db: str | None = None
    throttle_rate: float = 0.5

    @property
    def webhook_path(self) -> str:
        return urlsplit(self.webhook_url or "").path or "/webhook"


class StartupError(BridgeLawsError):
    """The bot could not start (message is Russian and holds no secret)."""

    def __init__(self, message: str, *, bad_input: bool = False) -> None:
        self.bad_input = bad_input
        super().__init__(message)
