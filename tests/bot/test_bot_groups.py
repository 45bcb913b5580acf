"""Group chats: only commands, mentions and replies to the bot are answered, as replies."""

from __future__ import annotations

from aiogram.methods import SendMessage
from aiogram.types import Update

from tests.bot.harness import GROUP, OTHER, Harness, buttons, sent_texts


def replies(requests: list[object]) -> list[int | None]:
    return [
        r.reply_parameters.message_id if r.reply_parameters else None  # type: ignore[union-attr]
        for r in requests
        if isinstance(r, SendMessage)
    ]


async def test_chatter_is_ignored(tg: Harness) -> None:
    for text in ("недостаточное назначение", "27B1", "привет всем", "@someone_else 27B1"):
        assert await tg.send(text, chat=GROUP) == []


async def test_commands_with_and_without_the_bot_name(tg: Harness) -> None:
    for command in ("/law 27B1", "/law@bridge_laws_bot 27B1", "/law@Bridge_Laws_Bot 27B1"):
        (text,) = sent_texts(await tg.send(command, chat=GROUP))
        assert "27B1. Неконвенционное" in text


async def test_a_command_for_another_bot_is_ignored(tg: Harness) -> None:
    assert await tg.send("/law@other_bot 27B1", chat=GROUP) == []
    assert await tg.send("/frobnicate", chat=GROUP) == []  # may be another bot's command


async def test_answers_reply_to_the_asking_message(tg: Harness) -> None:
    asking = tg.message("/ask недостаточное назначение", chat=GROUP)
    requests = await tg.feed(Update(update_id=99, message=asking))
    assert replies(requests) == [asking.message_id]
    (text,) = sent_texts(requests)
    assert "Недостаточное назначение" in text  # compact: the best clause of Law 27 ...
    assert "📖 27A" in buttons(tg.last_message())  # ... and the others as buttons


async def test_a_mention_asks_a_question(tg: Harness) -> None:
    requests = await tg.send("@bridge_laws_bot что за недостаточное назначение?", chat=GROUP)
    assert "27" in sent_texts(requests)[0]
    requests = await tg.send("скажи, @Bridge_Laws_Bot, 27B1", chat=GROUP)
    assert "27B1. Неконвенционное" in sent_texts(requests)[0]


async def test_a_reply_to_the_bot_asks_a_question(tg: Harness) -> None:
    await tg.send("/law 27B1", chat=GROUP)
    bot_message = tg.last_message()
    requests = await tg.send("а что такое недостаточное назначение", chat=GROUP,
                             reply_to=bot_message)
    assert "Недостаточное назначение" in sent_texts(requests)[0]
    assert "📖 27A" in buttons(tg.last_message())


async def test_a_reply_to_someone_else_is_chatter(tg: Harness) -> None:
    someone = tg.message("контра не в очередь?", chat=GROUP, user=OTHER)
    assert await tg.send("тоже интересно, недостаточное назначение", chat=GROUP,
                         reply_to=someone) == []


async def test_law_sent_as_a_reply_answers_that_message(tg: Harness) -> None:
    question = tg.message("а можно так заявлять?", chat=GROUP, user=OTHER)
    requests = await tg.send("/law 27B1", chat=GROUP, reply_to=question)
    assert replies(requests) == [question.message_id]


async def test_ask_as_a_reply_takes_the_question_from_that_message(tg: Harness) -> None:
    question = tg.message("что если игрок сделал недостаточное назначение", chat=GROUP,
                          user=OTHER)
    requests = await tg.send("/ask", chat=GROUP, reply_to=question)
    assert replies(requests) == [question.message_id]
    assert "27" in sent_texts(requests)[0]
