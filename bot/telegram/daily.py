"""The daily quiz of a chat: «/daily 10:00» read into a ``Daily``, and the scheduler that
sends each chat its quiz once a day (a task started with the Dispatcher).

Every minute the scheduler looks at each chat's hour in the chat's time zone; when it has
come and the day's mark can still be taken (atomically: ``QuizStore.claim_day``), it sends
the quiz. A restart, or a second replica over the same Redis, finds the mark and sends
nothing.

>>> parse_daily("10:00")
Daily(hour=10, minute=0, offset=180, thread_id=None, since=None)
>>> parse_daily("9.30 UTC+5").zone(), parse_daily("21 мск-1").offset
('UTC+5', 120)
>>> parse_daily("щаа") is OFF
True
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable
from contextlib import suppress
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
)
from aiogram.fsm.storage.base import BaseStorage

from bot.telegram.quiz_store import MOSCOW, Daily, QuizStore, RedisQuizStore, SqliteQuizStore
from engine.lexicon import fold, words
from engine.quiz import Quiz, QuizError, make_quiz

logger = logging.getLogger("bot.telegram.daily")

OFF = object()  # «/daily off»
MAX_ARGUMENT = 40
MAX_OFFSET = 14 * 60  # UTC-12 ... UTC+14 are the zones there are
_TIME = re.compile(r"(\d{1,2})(?:\s*[:.жЖ;]\s*(\d{2}))?(.*)")
_ZONE = re.compile(r"([^\d+\-−]*?)\s*(?:([+\-−])\s*(\d{1,2})(?:\s*[:.]?\s*(\d{2}))?)?")

# a sender: (bot, chat id, the chat's schedule, the quiz, the store); raises if no poll went out
Sender = Callable[[Bot, int, Daily, Quiz, QuizStore], Awaitable[None]]


class BadSchedule(ValueError):
    """The argument of /daily is neither a time nor «off» (message in Russian)."""


def parse_daily(text: str) -> Daily | object:
    """«10:00», «9.30», «21», with an optional zone («+5», «UTC+5», «МСК+2»; Moscow if none);
    ``OFF`` for «off», «выкл». Raises ``BadSchedule`` for anything else."""
    folded = fold(text)
    if folded in words("quiz.daily.off"):
        return OFF
    found = _TIME.fullmatch(folded) if len(folded) <= MAX_ARGUMENT else None
    if found is None:
        raise BadSchedule("не понял время")
    hour, minute = int(found[1]), int(found[2] or 0)
    if hour > 23 or minute > 59:
        raise BadSchedule("такого времени нет")
    return Daily(hour, minute, _offset(found[3].strip()))


def _offset(zone: str) -> int:
    found = _ZONE.fullmatch(zone)
    if found is None:
        raise BadSchedule("не понял часовой пояс")
    word, sign, hours, minutes = found.groups()
    word = word.strip()
    if word and word in words("quiz.daily.moscow"):
        base = MOSCOW
    elif word in words("quiz.daily.utc") or (not word and sign):
        base = 0
    elif not word:
        base = MOSCOW
    else:
        raise BadSchedule("не понял часовой пояс")
    shift = int(hours or 0) * 60 + int(minutes or 0)
    offset = base + (-shift if sign in ("-", "−") else shift)
    if abs(offset) > MAX_OFFSET or int(minutes or 0) % 15:
        raise BadSchedule("такого часового пояса нет")
    return offset


def due(daily: Daily, now: datetime) -> date | None:
    """The chat's local date when its hour has come by ``now`` (aware), else None."""
    local = now.astimezone(daily.tz)
    if daily.since is not None and local.date() < daily.since:
        return None
    return local.date() if (local.hour, local.minute) >= (daily.hour, daily.minute) else None


def starting(daily: Daily, now: datetime) -> Daily:
    """The schedule as set at ``now``: when the hour has passed today, from tomorrow."""
    local = now.astimezone(daily.tz)
    passed = (local.hour, local.minute) >= (daily.hour, daily.minute)
    return replace(daily, since=local.date() + timedelta(days=1) if passed else local.date())


def utc_now() -> datetime:
    return datetime.now(UTC)


class DailyScheduler:
    """Sends each chat its daily quiz; ``clock`` and ``sleep`` are injectable for tests."""

    def __init__(
        self,
        store: QuizStore,
        make: Callable[[int], Quiz],
        send: Sender,
        *,
        clock: Callable[[], datetime] = utc_now,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.store = store
        self.make = make
        self.send = send
        self.clock = clock
        self.sleep = sleep
        self._task: asyncio.Task[None] | None = None
        self._seeds = 0

    async def tick(self, bot: Bot, now: datetime | None = None) -> list[int]:
        """One look at every schedule; returns the chats a quiz was sent to."""
        now = now or self.clock()
        sent = []
        for chat_id, daily in (await self.store.dailies()).items():
            day = due(daily, now)
            if day is None or not await self.store.claim_day(chat_id, day):
                continue
            if await self._send(bot, chat_id, daily, day, now):
                sent.append(chat_id)
        return sent

    async def _send(self, bot: Bot, chat_id: int, daily: Daily, day: date, now: datetime) -> bool:
        seed = (int(now.timestamp()) // 60 * 7919 + chat_id) % 10**6
        try:
            quiz = self.make(seed)
            await self.send(bot, chat_id, daily, quiz, self.store)
        except TelegramForbiddenError as error:  # the bot left or was removed from the chat
            logger.info("daily quiz of chat %s stopped: %s", chat_id, error)
            await self.store.stop_daily(chat_id)
            return False
        except TelegramMigrateToChat as error:  # a group became a supergroup: a new id
            await self.store.stop_daily(chat_id)
            moved = replace(daily, thread_id=None, since=None)  # sent there at the next tick
            await self.store.set_daily(error.migrate_to_chat_id, moved)
            return False
        except (TelegramNetworkError, TelegramServerError, TelegramRetryAfter) as error:
            logger.warning("daily quiz of chat %s failed, retried: %s", chat_id, error)
            await self.store.release_day(chat_id, day)  # tried again at the next minute
            return False
        except (TelegramAPIError, QuizError) as error:  # e.g. no right to send polls
            logger.warning("daily quiz of chat %s failed, skipped today: %s", chat_id, error)
            return False
        return True

    async def run(self, bot: Bot) -> None:
        """Tick at the start of every minute until cancelled; a failing tick is logged."""
        while True:
            try:
                await self.tick(bot)
            except Exception:  # the store (Redis) down for a moment must not end the task
                logger.exception("daily quiz tick failed")
            now = self.clock()
            await self.sleep(max(1.0, 60.5 - now.second - now.microsecond / 1e6))

    async def on_startup(self, bot: Bot) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self.run(bot), name="daily-quiz")

    async def on_shutdown(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with suppress(asyncio.CancelledError):
                await task
        await self.store.close()


def store_for(storage: BaseStorage, sqlite_path: str | None) -> QuizStore:
    """Redis when the FSM storage is Redis (replicas share REDIS_URL), else SQLite."""
    redis = getattr(storage, "redis", None)
    if redis is not None and type(storage).__name__ == "RedisStorage":
        return RedisQuizStore(redis)
    return SqliteQuizStore(None if sqlite_path in (None, ":memory:") else sqlite_path)


def setup(dp: Dispatcher, services: Any, send: Sender) -> DailyScheduler:
    """Give handlers ``quiz_store`` and start the scheduler with the Dispatcher.

    The store goes next to the FSM storage: the Redis of REDIS_URL, or the SQLite file of
    FEEDBACK_DB (memory without one).
    """
    path = getattr(getattr(services, "feedback", None), "path", None)
    store = store_for(dp.storage, path)
    scheduler = DailyScheduler(store, lambda seed: make_quiz(seed, services.corpus), send)
    use_store(dp, scheduler, store)
    dp.startup.register(scheduler.on_startup)
    dp.shutdown.register(scheduler.on_shutdown)
    return scheduler


def use_store(dp: Dispatcher, scheduler: DailyScheduler, store: QuizStore) -> None:
    """Handlers and the scheduler both use ``store`` from now on."""
    scheduler.store = store
    dp["quiz_store"] = store
    dp["daily"] = scheduler
