"""Retrying Bot API calls that failed for a passing reason: 429 (after ``retry_after``), a 5xx,
or a dropped connection. A user should get the answer, not «что-то пошло не так».

``getUpdates`` is left to aiogram's polling loop, which has its own backoff.
"""

from __future__ import annotations

import asyncio
import logging

from aiogram import Bot
from aiogram.client.session.middlewares.base import (
    BaseRequestMiddleware,
    NextRequestMiddlewareType,
)
from aiogram.exceptions import TelegramNetworkError, TelegramRetryAfter, TelegramServerError
from aiogram.methods import GetUpdates, Response, TelegramMethod
from aiogram.methods.base import TelegramType

logger = logging.getLogger("bot.telegram.retry")

ATTEMPTS = 4
FIRST_DELAY = 0.5
MAX_RETRY_AFTER = 30.0  # a longer flood wait is not worth holding a handler for


class RetryMiddleware(BaseRequestMiddleware):
    """Up to ``attempts`` tries per call, waiting as Telegram asks or backing off."""

    def __init__(self, attempts: int = ATTEMPTS, first_delay: float = FIRST_DELAY) -> None:
        self.attempts = attempts
        self.first_delay = first_delay

    async def __call__(
        self,
        make_request: NextRequestMiddlewareType[TelegramType],
        bot: Bot,
        method: TelegramMethod[TelegramType],
    ) -> Response[TelegramType]:
        if method.__api_method__ == GetUpdates.__api_method__:
            return await make_request(bot, method)
        delay = self.first_delay
        for attempt in range(1, self.attempts + 1):
            try:
                return await make_request(bot, method)
            except TelegramRetryAfter as error:
                if attempt == self.attempts or error.retry_after > MAX_RETRY_AFTER:
                    raise
                wait: float = error.retry_after
                reason = f"429, retry after {error.retry_after}s"
            except (TelegramServerError, TelegramNetworkError) as error:
                if attempt == self.attempts:
                    raise
                wait, reason = delay, f"{type(error).__name__}: {error}"
                delay *= 2
            logger.warning(
                "%s failed (%s), retry %d/%d in %.1fs",
                method.__api_method__, reason, attempt, self.attempts - 1, wait,
            )
            await asyncio.sleep(wait)
        raise AssertionError("unreachable")  # the loop returns or raises
