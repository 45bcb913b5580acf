"""Throttling as a token bucket: a person's burst is answered, a flood is slowed, nothing a
person sends at a normal pace is lost, and inline queries are never throttled."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from aiogram.methods import AnswerCallbackQuery, AnswerInlineQuery
from aiogram.types import Chat, Message, User

from bot.telegram.middlewares.throttling import NOTICE, ThrottlingMiddleware
from bot.telegram.services import Services
from tests.bot.conftest import make_harness
from tests.bot.harness import GROUP, OTHER, sent_texts


class Clock:
    """A clock the test moves, and a sleep that moves it (records every wait)."""

    def __init__(self) -> None:
        self.now = 100.0
        self.waits: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.waits.append(round(seconds, 3))
        self.now += seconds
        await asyncio.sleep(0)  # let the other updates arrive meanwhile


def _message(user: User, text: str = "27B1") -> Message:
    chat = Chat(id=user.id, type="private")
    return Message(message_id=1, date=int(time.time()), chat=chat, from_user=user, text=text)


async def _run(middleware: ThrottlingMiddleware, user: User, handled: list[str]) -> Any:
    async def handler(event: Any, data: dict[str, Any]) -> str:
        handled.append(event.text)
        return "ok"

    return await middleware(handler, _message(user), {"event_from_user": user})


USER = User(id=1, is_bot=False, first_name="Иван")


async def test_a_burst_goes_through_at_once_then_updates_wait_their_turn() -> None:
    clock = Clock()
    middleware = ThrottlingMiddleware(0.5, burst=5, clock=clock, sleep=clock.sleep)
    handled: list[str] = []
    for _ in range(5):
        assert await _run(middleware, USER, handled) == "ok"
    assert clock.waits == [] and len(handled) == 5  # five at once: no wait at all
    assert await _run(middleware, USER, handled) == "ok"  # the sixth is answered later
    assert clock.waits == [0.5]
    clock.now += 10  # a pause refills the bucket
    for _ in range(5):
        await _run(middleware, USER, handled)
    assert clock.waits == [0.5] and len(handled) == 11


async def test_a_flood_is_slowed_and_only_its_excess_is_dropped_with_one_notice() -> None:
    """Thirty messages at once, queued one after another as the FSM's isolation queues them:
    the burst at once, then one per ``rate``; beyond ``max_queue`` waiting, the excess goes."""
    clock = Clock()
    middleware = ThrottlingMiddleware(0.5, burst=5, max_queue=8, clock=clock, sleep=clock.sleep)
    lock = asyncio.Lock()
    handled: list[str] = []
    notices: list[str] = []

    async def handler(event: Any, data: dict[str, Any]) -> None:
        handled.append(event.text)

    class Recorder(Message):
        async def answer(self, text: str, **kwargs: Any) -> Any:  # type: ignore[override]
            notices.append(text)

    async def isolated(event: Any, data: dict[str, Any]) -> Any:
        async with lock:  # one update of a user at a time, as SimpleEventIsolation does
            return await middleware(handler, event, data)

    async def arrive(n: int) -> None:
        event = Recorder(message_id=n, date=int(time.time()), chat=Chat(id=1, type="private"),
                         from_user=USER, text=str(n))
        await middleware.arrivals(isolated, event, {"event_from_user": USER})

    await asyncio.gather(*(arrive(n) for n in range(30)))
    assert handled[:5] == ["0", "1", "2", "3", "4"]  # the burst, in order
    assert 5 + 8 <= len(handled) < 30  # the queue that fits was answered later ...
    assert notices == [NOTICE]  # ... the rest of the flood dropped, with one notice
    assert clock.waits and all(wait == 0.5 for wait in clock.waits)  # one per rate


async def test_each_user_has_a_bucket_of_their_own() -> None:
    clock = Clock()
    middleware = ThrottlingMiddleware(1.0, burst=2, clock=clock, sleep=clock.sleep)
    handled: list[str] = []
    other = User(id=2, is_bot=False, first_name="Пётр")
    for _ in range(2):
        await _run(middleware, USER, handled)
    await _run(middleware, other, handled)
    assert len(handled) == 3 and clock.waits == []


async def test_five_quick_messages_are_all_answered(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.5)
    questions = ["27B1", "недостаточное назначение", "1♠ пас 1♥", "/law 27B2", "пас не в очередь"]
    answers = [sent_texts(await tg.send(text)) for text in questions]
    assert all(len(texts) == 1 for texts in answers), answers
    assert not any(NOTICE in texts for texts in answers)
    assert "27B1." in answers[0][0] and "⚖️" in answers[2][0]


async def test_a_question_and_its_correction_are_both_answered(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.5)
    first = sent_texts(await tg.send("недостаточное назначеие"))
    second = sent_texts(await tg.send("недостаточное назначение"))
    assert first and second and NOTICE not in first + second


async def test_over_the_burst_a_message_is_answered_later_not_refused(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.05)
    started = time.monotonic()
    answers = [sent_texts(await tg.send("27B1")) for _ in range(9)]
    assert all(texts and "27B1." in texts[0] for texts in answers)
    assert time.monotonic() - started >= 0.05 * 2  # the last ones waited for their turn


async def test_buttons_share_the_bucket_and_stop_their_spinner(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.05)
    await tg.send("/law 27B")
    message = tg.last_message()
    for label in ("27B1.", "27B2.", "27B3.", "27B1.", "27B2.", "27B3.", "27B1."):
        requests = await tg.press(message, label)
        assert [type(r) for r in requests][-1] is AnswerCallbackQuery


async def test_inline_queries_are_never_throttled(services: Services) -> None:
    tg = make_harness(services, throttle_rate=30)  # one update per half a minute after the burst
    for _ in range(12):
        requests = await tg.inline("27B1")
        assert any(isinstance(r, AnswerInlineQuery) and r.results for r in requests)


async def test_group_chatter_never_counts_for_throttling(services: Services) -> None:
    tg = make_harness(services, throttle_rate=30)
    for _ in range(10):
        assert await tg.send("болтовня", chat=GROUP) == []
    assert "27B1." in sent_texts(await tg.send("/law 27B1", chat=GROUP))[0]
    other = sent_texts(await tg.send("27B2", user=OTHER))
    assert len(other) == 1 and "27B2." in other[0]
