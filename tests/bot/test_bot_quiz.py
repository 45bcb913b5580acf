"""/quiz in Telegram (a quiz poll and a «📖 пункт» button) and ``bridge-laws quiz``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator

import pytest
from aiogram import Bot, Dispatcher
from aiogram.methods import SendMessage, SendPoll

from bot.telegram.app import default_properties
from bot.telegram.callbacks import LawCb
from bot.telegram.handlers import law as law_handlers
from bot.telegram.handlers import quiz as quiz_handlers
from bot.telegram.services import Services
from engine.quiz.generate import within
from tests.bot.conftest import TOKEN
from tests.bot.harness import GROUP, Harness
from tests.bot.recording import RecordingSession


@pytest.fixture
async def qt(services: Services) -> AsyncIterator[Harness]:
    """A Dispatcher with the quiz router (and the law browser its button opens)."""
    session = RecordingSession()
    bot = Bot(TOKEN, session=session, default=default_properties())
    dp = Dispatcher(services=services)
    dp.include_router(quiz_handlers.build_router())
    dp.include_router(law_handlers.build_router())
    yield Harness(dp=dp, bot=bot, session=session)
    await dp.storage.close()


def _poll_limits(poll: SendPoll) -> None:
    assert poll.type == "quiz"
    assert 1 <= len(poll.question) <= 300
    assert 2 <= len(poll.options) <= 10
    texts = [o if isinstance(o, str) else o.text for o in poll.options]
    assert all(1 <= len(t) <= 100 for t in texts) and len(set(texts)) == len(texts)
    assert poll.correct_option_id is not None and 0 <= poll.correct_option_id < len(texts)
    assert poll.explanation is not None and 1 <= len(poll.explanation) <= 200


async def test_quiz_sends_a_quiz_poll_and_a_clause_button(qt: Harness) -> None:
    sent = await qt.send("/quiz")
    polls = [r for r in sent if isinstance(r, SendPoll)]
    assert len(polls) == 1
    _poll_limits(polls[0])
    note = qt.last_message()
    assert "уровень" in (note.text or "")
    data = note.reply_markup.inline_keyboard[0][0].callback_data  # type: ignore[union-attr]
    assert data is not None and len(data.encode()) <= 64
    clause = LawCb.unpack(data).id
    assert clause in polls[0].explanation  # type: ignore[operator]
    opened = await qt.press(note, "пункт")
    texts = [r.text for r in opened if isinstance(r, SendMessage)]
    assert texts and clause.split("(")[0] in texts[0]


@pytest.mark.parametrize("law", ["27", "44", "31B", "26A2"])
async def test_quiz_keeps_to_the_law_asked(qt: Harness, law: str) -> None:
    await qt.send(f"/quiz {law}")
    note = qt.last_message()
    data = note.reply_markup.inline_keyboard[0][0].callback_data  # type: ignore[union-attr]
    assert data is not None and within(LawCb.unpack(data).id, law)


@pytest.mark.parametrize("law", ["40", "99", "<b>x</b>", "🂡" * 50])
async def test_quiz_for_a_law_it_cannot_ask_about(qt: Harness, law: str) -> None:
    sent = await qt.send(f"/quiz {law}")
    assert not [r for r in sent if isinstance(r, SendPoll)]
    said = [r.text for r in sent if isinstance(r, SendMessage)]
    assert said and any(word in said[0] for word in ("пункт", "правил"))


async def test_quiz_of_a_level(qt: Harness) -> None:
    await qt.send("/quiz турнирный судья")
    assert "турнирный судья" in (qt.last_message().text or "")


async def test_quiz_in_a_group(qt: Harness) -> None:
    sent = await qt.send("/quiz 27", chat=GROUP)
    polls = [r for r in sent if isinstance(r, SendPoll)]
    assert len(polls) == 1 and polls[0].is_anonymous is False
    _poll_limits(polls[0])


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, timeout=120
    )


def test_cli_quiz_json_is_reproducible_and_ruled_final() -> None:
    first = _cli("quiz", "--json", "--seed", "17")
    again = _cli("quiz", "--json", "--seed", "17")
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout
    quiz = json.loads(first.stdout)
    assert set(quiz) >= {"question", "options", "correct", "explanation", "laws", "scenario"}
    ruled = _cli("ruling", "--json", quiz["scenario"])
    ruling = json.loads(ruled.stdout)
    assert ruling["status"] == "final"
    assert set(quiz["laws"]) <= set(ruling["laws"])


def test_cli_quiz_text_and_bad_law() -> None:
    shown = _cli("quiz", "--seed", "3", "--law", "27")
    assert shown.returncode == 0 and "1. " in shown.stdout and "Ответ:" in shown.stdout
    bad = _cli("quiz", "--law", "40")
    assert bad.returncode == 2 and "Не могу составить вопрос" in bad.stderr
