"""Per-user throttling as a token bucket: a person's burst goes through, a flood is slowed,
and a message over the rate is answered later, not refused.

Each user has a bucket of ``burst`` tokens that refills one token every ``rate`` seconds. An
update that finds a token is handled at once; one that finds none waits for its token (the
updates of one user queue in order behind the FSM's event isolation). Only when more than
``max_queue`` updates of a user are waiting at once is an update over the rate dropped — a
flood, with one polite notice.

The bucket is an *inner* middleware on messages and buttons only: group chatter the bot
ignores never counts, and inline queries (which Telegram gives seconds to answer) are never
throttled. The queue is counted by ``ThrottlingMiddleware.arrivals``, an outer middleware of
the update that must run before the FSM's isolation lock (``app.build_dispatcher`` puts it
there).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import CallbackQuery, Message, TelegramObject, User

NOTICE = "Слишком много сообщений подряд 🙂 Эти я пропущу — дождитесь ответов и продолжайте."
BURST = 6  # updates a person may send at once and have all of them answered right away
MAX_QUEUE = 12  # updates of one person waiting at once beyond which the excess is a flood
MAX_TRACKED = 10_000


@dataclass
class _Bucket:
    tokens: float  # may go below zero: updates waiting for their token
    at: float  # when ``tokens`` was last brought up to date
    noticed: bool = False  # the flood notice was sent (once per flood)


class ThrottlingMiddleware(BaseMiddleware):
    """A token bucket per user: ``burst`` at once, then one update every ``rate`` seconds.

    ``rate`` 0 turns throttling off. ``sleep`` and ``clock`` are injectable for tests.
    """

    def __init__(
        self,
        rate: float,
        *,
        burst: int = BURST,
        max_queue: int = MAX_QUEUE,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        self.rate = rate
        self.burst = max(burst, 1)
        self.max_queue = max_queue
        self.clock = clock
        self.sleep = sleep
        self._buckets: dict[int, _Bucket] = {}
        self.arrivals = ArrivalCounter()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        user: User | None = data.get("event_from_user")
        if user is None or self.rate <= 0:
            return await handler(event, data)
        wait = self._take(user.id, flood=self.arrivals.pending(user.id) > self.max_queue)
        if wait is None:
            await self._refuse(event, user.id)
            return None
        if wait > 0:
            await self.sleep(wait)
        return await handler(event, data)

    def _take(self, user_id: int, *, flood: bool = False) -> float | None:
        """Take a token: how long to wait for it (0: at once), None when there is none and
        too many updates of the user are waiting (a flood)."""
        now = self.clock()
        bucket = self._buckets.get(user_id)
        if bucket is None:
            if len(self._buckets) >= MAX_TRACKED:
                self._forget(now)
            bucket = self._buckets[user_id] = _Bucket(float(self.burst), now)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) / self.rate)
        bucket.at = now
        wait = max(0.0, (1.0 - bucket.tokens) * self.rate)
        if wait > 0 and flood:
            return None
        bucket.tokens -= 1.0
        if bucket.tokens >= 0:
            bucket.noticed = False
        return wait

    async def _refuse(self, event: TelegramObject, user_id: int) -> None:
        bucket = self._buckets[user_id]
        notice = not bucket.noticed
        bucket.noticed = True
        if isinstance(event, CallbackQuery):
            await event.answer(NOTICE if notice else None)
        elif isinstance(event, Message) and notice:
            if event.chat.type == "private":
                await event.answer(NOTICE)
            else:
                await event.reply(NOTICE)

    def _forget(self, now: float) -> None:
        """Drop the buckets that are full again (their users are idle)."""
        full = [
            uid for uid, b in self._buckets.items()
            if b.tokens + (now - b.at) / self.rate >= self.burst
        ]
        for uid in full:
            del self._buckets[uid]


class ArrivalCounter(BaseMiddleware):
    """How many updates of each user are in the bot right now (waiting or being handled).

    An outer middleware of the update, registered before the FSM's isolation lock, so that
    the updates queued behind the lock count too.
    """

    def __init__(self) -> None:
        self._pending: dict[int, int] = {}

    def pending(self, user_id: int) -> int:
        return self._pending.get(user_id, 0)

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        user: User | None = data.get("event_from_user")
        if user is None:
            return await handler(event, data)
        self._pending[user.id] = self._pending.get(user.id, 0) + 1
        try:
            return await handler(event, data)
        finally:
            left = self._pending[user.id] - 1
            if left:
                self._pending[user.id] = left
            else:
                del self._pending[user.id]
