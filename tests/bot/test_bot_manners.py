"""The error handler, and bad input of every kind (throttling: test_bot_throttling.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from aiogram.methods import AnswerCallbackQuery, SendMessage

from bot.telegram.app import SOMETHING_WRONG
from bot.telegram.services import Services
from tests.bot.conftest import make_harness
from tests.bot.harness import Harness, sent_texts


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
