"""Per-user throttling with one polite notice per burst.

Installed as an *inner* middleware, so it only sees updates a handler is about to take:
chatter in a group that the bot ignores never counts and never earns a notice.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiogram import BaseMiddleware
from aiogram.types import CallbackQuery, Message, TelegramObject, User

NOTICE = "Не так быстро 🙂 Дайте мне секунду и повторите, если ответа не было."
MAX_TRACKED = 10_000


class ThrottlingMiddleware(BaseMiddleware):
    """Drop a user's update that comes less than ``rate`` seconds after the last one taken.

    The first dropped update of a burst gets ``NOTICE``; the rest are dropped silently
    (a pressed button is still answered, so its spinner stops).
    """

    def __init__(self, rate: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.clock = clock
        self._last: dict[int, float] = {}
        self._noticed: set[int] = set()

    async def __call__(
        self,
        handler: Callable[[TelegramObject, dict[str, Any]], Awaitable[Any]],
        event: TelegramObject,
        data: dict[str, Any],
    ) -> Any:
        user: User | None = data.get("event_from_user")
        if user is None or self.rate <= 0:
            return await handler(event, data)
        now = self.clock()
        last = self._last.get(user.id)
        if last is not None and now - last < self.rate:
            await self._refuse(event, notice=user.id not in self._noticed)
            self._noticed.add(user.id)
            return None
        self._last[user.id] = now
        self._noticed.discard(user.id)
        if len(self._last) > MAX_TRACKED:
            self._forget(now)
        return await handler(event, data)

    async def _refuse(self, event: TelegramObject, *, notice: bool) -> None:
        if isinstance(event, CallbackQuery):
            await event.answer(NOTICE if notice else None)
        elif isinstance(event, Message) and notice:
            if event.chat.type == "private":
                await event.answer(NOTICE)
            else:
                await event.reply(NOTICE)

    def _forget(self, now: float) -> None:
        stale = [uid for uid, at in self._last.items() if now - at >= self.rate]
        for uid in stale:
            del self._last[uid]
            self._noticed.discard(uid)
