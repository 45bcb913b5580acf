"""Bot API calls that fail for a passing reason are retried; lasting failures still raise."""

from __future__ import annotations

from typing import Any

import pytest
from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.methods import GetUpdates, SendMessage, TelegramMethod

from bot.telegram.retry import RetryMiddleware
from tests.bot.recording import RecordingSession


class Flaky(RecordingSession):
    """Raises the given errors, one per call, then answers normally."""

    def __init__(self, errors: list[type[Exception] | Exception]) -> None:
        super().__init__()
        self.errors = list(errors)
        self.attempts = 0

    async def make_request(
        self, bot: Bot, method: TelegramMethod[Any], timeout: Any = None
    ) -> Any:
        self.attempts += 1
        if self.errors:
            error = self.errors.pop(0)
            if isinstance(error, type):
                raise error(method=method, message="fault")  # type: ignore[call-arg]
            raise error
        return await super().make_request(bot, method, timeout)


def flaky_bot(errors: list[Any]) -> tuple[Bot, Flaky]:
    session = Flaky(errors)
    session.middleware(RetryMiddleware(first_delay=0.01))
    return Bot("42:TEST", session=session), session


@pytest.mark.parametrize("error", [TelegramServerError, TelegramNetworkError])
async def test_server_and_network_errors_are_retried(error: type[Exception]) -> None:
    bot, session = flaky_bot([error, error])
    message = await bot.send_message(1, "ответ")
    assert message.text == "ответ" and session.attempts == 3


async def test_retry_after_waits_as_telegram_asks() -> None:
    method = SendMessage(chat_id=1, text="x")
    bot, session = flaky_bot([TelegramRetryAfter(method=method, message="flood", retry_after=0)])
    await bot.send_message(1, "ответ")
    assert session.attempts == 2


async def test_a_lasting_failure_raises_after_the_last_attempt() -> None:
    bot, session = flaky_bot([TelegramServerError] * 10)
    with pytest.raises(TelegramServerError):
        await bot.send_message(1, "ответ")
    assert session.attempts == 4


async def test_bad_requests_and_get_updates_are_not_retried() -> None:
    bot, session = flaky_bot([TelegramBadRequest, TelegramServerError])
    with pytest.raises(TelegramBadRequest):
        await bot.send_message(1, "ответ")
    with pytest.raises(TelegramServerError):
        await bot(GetUpdates())
    assert session.attempts == 2
