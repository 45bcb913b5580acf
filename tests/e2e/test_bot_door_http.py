"""Issue 13 end to end: the production Dispatcher and Bot, throttling on as in production,
polling the fake Bot API over real HTTP (Telegram's checks of HTML, lengths and buttons apply).

A typed auction and a typed story each get a verdict-first ruling; a burst of five messages
from one person is all answered; a reply in a group is read with the question it answered;
user text comes back escaped; the menu and the descriptions are set.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

import pytest
from aiogram import Bot, Dispatcher

from bot.telegram.app import DEFAULT_THROTTLE, build_bot, build_dispatcher
from bot.telegram.services import Services
from tests.e2e.conftest import buttons, exchange, person, press, replies_to
from tests.fakes import DEFAULT_GROUP, FakeTelegramServer

STORY = (
    "Сдача 7. Север открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа. "
    "Я не принял."
)
FOLLOWS = "По тексту 1987 года"


@pytest.fixture(scope="module")
def services() -> Iterator[Services]:
    services = Services.create(None)
    yield services
    services.feedback.close()


@pytest.fixture
async def live(telegram: FakeTelegramServer, services: Services) -> AsyncIterator[Dispatcher]:
    """The production Dispatcher with the production throttle, polling the fake server."""
    dp = build_dispatcher(services, throttle_rate=DEFAULT_THROTTLE)
    bot: Bot = build_bot(telegram.token, telegram.url)
    task = asyncio.create_task(dp.start_polling(bot, handle_signals=False))
    await telegram.wait_for("getUpdates", timeout=10, delivered=False)
    yield dp
    await dp.stop_polling()
    await asyncio.wait_for(task, 10)


async def test_a_typed_auction_gets_a_verdict_first_ruling(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    user = person(101)
    card = await exchange(telegram, telegram.build.private_message("1♠ пас 1♥", user=user))
    text = card.result["text"]
    assert text.splitlines()[0] == (
        "⚖️ Недостаточное назначение (Юг): решение зависит от ответа ниже."
    )
    assert "<blockquote expandable>" in card.params["text"] and FOLLOWS in text
    for option in ("нет", "2♥", "нет"):
        step = await press(telegram, card.result, option, user=user)
    verdict = step.result["text"].splitlines()[0]
    assert verdict == (
        "⚖️ Недостаточное назначение не принято и заменяется, без наказания; "
        "следующим заявляет Запад."
    )
    assert "📖 27B1(A)" in buttons(step)


async def test_a_typed_story_gets_a_verdict_first_ruling(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    user = person(102)
    card = await exchange(telegram, telegram.build.private_message(STORY, user=user))
    assert card.result["text"].startswith("⚖️ Недостаточное назначение (Запад)")
    final = await press(telegram, card.result, "пас", user=user)
    verdict, *lines = final.result["text"].splitlines()
    assert verdict.startswith("⚖️ Недостаточное назначение не принято и заменяется: ")
    assert "Восток пасует до конца торговли" in verdict
    assert "• Восток пасует до конца торговли (27B2)" in lines
    assert FOLLOWS in final.result["text"]


async def test_a_burst_of_five_messages_is_all_answered(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    user = person(103)
    texts = ["27B1", "недостаточное назначение", "1♠ пас 1♥", "пас не в очередь", "27B2"]
    mark = len(telegram.calls)
    for text in texts:  # all at once, as a person at the table types a few quick lines
        telegram.feed(telegram.build.private_message(text, user=user))
    answers = []
    for _ in texts:
        answers.append(await telegram.wait_for(
            "sendMessage", lambda c: c.params["chat_id"] == user["id"]
            and all(c is not a for a in answers), after=mark, timeout=15))
    said = [a.result["text"] for a in answers]
    assert not any("Слишком много" in text for text in said)
    assert any("27B1. Неконвенционное" in text for text in said)
    assert any(text.startswith("⚖️ Недостаточное назначение") for text in said)


async def test_a_reply_in_a_group_is_read_with_its_question(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    ask = telegram.build.command("ask", "Болван заглянул в карты разыгрывающего",
                                 user=person(104), chat=DEFAULT_GROUP,
                                 bot_username=telegram.state.username)
    answer = await exchange(telegram, ask)
    follow = telegram.build.group_message("а если он просто встал и смотрит?", user=person(104),
                                          reply_to=answer.result)
    reply = await exchange(telegram, follow)
    assert replies_to(reply) == follow["message"]["message_id"]
    shown = reply.result["text"] + " ".join(buttons(reply))
    assert "43A2" in shown or "43B" in shown


async def test_user_html_is_escaped(telegram: FakeTelegramServer, live: Dispatcher) -> None:
    story = "<b>Север</b> открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа & всё"
    card = await exchange(telegram, telegram.build.private_message(story, user=person(105)))
    assert card.ok  # Telegram parsed the HTML
    assert "<b>Север</b> открыл" in card.result["text"]


async def test_menu_and_descriptions(telegram: FakeTelegramServer, live: Dispatcher) -> None:
    await telegram.wait_for("setMyShortDescription")
    assert {"default:", "default:ru", "default:en"} <= set(telegram.state.commands)
    (description,) = telegram.calls_of("setMyDescription")
    assert "1987" in description.params["description"]
