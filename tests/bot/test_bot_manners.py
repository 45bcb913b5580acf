"""Throttling, the error handler, and bad input of every kind."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest
from aiogram.methods import AnswerCallbackQuery, SendMessage

from bot.telegram.app import SOMETHING_WRONG
from bot.telegram.middlewares.throttling import NOTICE
from bot.telegram.services import Services
from tests.bot.conftest import make_harness
from tests.bot.harness import GROUP, OTHER, Harness, sent_texts


async def test_throttling_sends_one_notice_per_burst(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.3)
    answered = sent_texts(await tg.send("27B1"))
    assert len(answered) == 1
    burst = [sent_texts(await tg.send("27B2")) for _ in range(4)]
    assert burst == [[NOTICE], [], [], []]
    other = sent_texts(await tg.send("27B2", user=OTHER))  # another user is not throttled
    assert len(other) == 1 and other != [NOTICE]
    await asyncio.sleep(0.35)
    again = sent_texts(await tg.send("27B2"))
    assert len(again) == 1 and "27B2." in again[0]


async def test_throttled_buttons_still_stop_their_spinner(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.3)
    await tg.send("/law 27B")
    message = tg.last_message()
    requests = await tg.press(message, "27B2.")
    assert [type(r) for r in requests][-1] is AnswerCallbackQuery
    assert [r.text for r in requests if isinstance(r, AnswerCallbackQuery)] == [NOTICE]
    requests = await tg.press(message, "27B3.")
    assert [r.text for r in requests if isinstance(r, AnswerCallbackQuery)] == [None]


async def test_group_chatter_never_counts_for_throttling(services: Services) -> None:
    tg = make_harness(services, throttle_rate=0.3)
    for _ in range(3):
        assert await tg.send("болтовня", chat=GROUP) == []
    assert "27B1." in sent_texts(await tg.send("/law 27B1", chat=GROUP))[0]


class Exploding:
    def search(self, query: str, top: int = 3) -> object:
        raise RuntimeError("a bug in the engine")


async def test_an_internal_error_is_answered_not_silent(
    services: Services, caplog: pytest.LogCaptureFixture
) -> None:
    tg = make_harness(replace(services, searcher=Exploding()))
    with caplog.at_level("ERROR", logger="bot.telegram"):
        requests = await tg.send("недостаточное назначение", expect_error=True)
    assert sent_texts(requests) == [SOMETHING_WRONG]
    assert "что-то пошло не так" in SOMETHING_WRONG.lower()
    assert any("update 1 failed" in record.getMessage() for record in caplog.records)


async def test_an_error_under_a_button_is_shown_in_an_alert(services: Services) -> None:
    tg = make_harness(replace(services, searcher=Exploding()))
    await tg.send("/law 27")
    await tg.send("/help")
    requests = await tg.press(tg.last_message(), "❓ недостаточное", expect_error=True)
    alerts = [r for r in requests if isinstance(r, AnswerCallbackQuery) and r.show_alert]
    assert alerts and alerts[0].text == SOMETHING_WRONG


BAD_INPUT = [
    "",
    "   ",
    "x" * 5000,
    "недостаточное назначение " * 300,
    "\x00\x01\x02\x7f\ufffe",
    "<b>недостаточное</b> & <script>alert(1)</script>",
    "🙂🙂🙂🃏♠♥",
    "ytljcnfnjxyjt yfpyfxtybt",  # «недостаточное назначение» on the wrong layout
    "27Z9(Q)",
    "999",
    "/law <i>27</i>",
    "/law " + "27B1" * 30,
    "/ruling 8♠ 9БК пас пас пас",
    "/ruling " + "1♠ " * 400,
    "/ruling <script>",
    "/card &amp; ; ;",
    "/ask",
]


@pytest.mark.parametrize("text", BAD_INPUT, ids=range(len(BAD_INPUT)))
async def test_bad_input_gets_a_clear_russian_answer(tg: Harness, text: str) -> None:
    requests = await tg.send(text)
    texts = sent_texts(requests)
    if not text.strip():
        assert texts == [] or all(t for t in texts)
        return
    assert texts, f"no answer to {text[:40]!r}"
    assert all(any("а" <= ch.lower() <= "я" for ch in t) for t in texts)  # Russian
    for request in requests:
        if isinstance(request, SendMessage):
            assert "<script>" not in request.text
