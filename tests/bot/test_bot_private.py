"""Questions and commands in a private chat, through the production Dispatcher."""

from __future__ import annotations

from aiogram.methods import SendMessage

from tests.bot.harness import Harness, buttons, sent_texts


async def test_start_shows_examples_and_edition_notice(tg: Harness) -> None:
    requests = await tg.send("/start")
    (text,) = sent_texts(requests)
    assert "1987" in text and "2017" in text  # the edition notice
    labels = buttons(tg.last_message())
    assert any("27B1" in label for label in labels)


async def test_question_answers_with_clauses_snippets_and_buttons(tg: Harness) -> None:
    requests = await tg.send("недостаточное назначение")
    (sent,) = [r for r in requests if isinstance(r, SendMessage)]
    assert "<b>" in sent.text and "27" in sent.text
    labels = buttons(tg.last_message())
    assert any(label.startswith("📖 27") for label in labels)
    assert "👍" in labels and "👎" in labels
