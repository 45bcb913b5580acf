"""The production Dispatcher (``build_dispatcher``) and Bot (``build_bot``) in this process,
polling the fake Bot API over real HTTP: Telegram's own checks (HTML parsing, lengths, edits that
change nothing, replies to unknown messages) apply to every answer."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

import pytest
from aiogram import Bot, Dispatcher

from bot.telegram.app import build_bot, build_dispatcher
from bot.telegram.services import Services
from bot.telegram.views.ruling import compose
from tests.e2e.conftest import button_data, buttons, exchange, person, press, replies_to
from tests.fakes import DEFAULT_GROUP, FakeTelegramServer


@pytest.fixture(scope="module")
def services() -> Iterator[Services]:
    services = Services.create(None)
    yield services
    services.feedback.close()


@pytest.fixture
async def live(telegram: FakeTelegramServer, services: Services) -> AsyncIterator[Dispatcher]:
    """The production Dispatcher polling the fake server (throttling off: scripted users)."""
    dp = build_dispatcher(services, throttle_rate=0)
    bot: Bot = build_bot(telegram.token, telegram.url)
    task = asyncio.create_task(dp.start_polling(bot, handle_signals=False))
    await telegram.wait_for("getUpdates", timeout=10, delivered=False)
    yield dp
    await dp.stop_polling()
    await asyncio.wait_for(task, 10)


async def test_start_menu_and_examples(
    telegram: FakeTelegramServer, live: Dispatcher, services: Services
) -> None:
    commands = (await telegram.wait_for("setMyCommands")).params["commands"]
    names = {c["command"] for c in commands}
    assert {"help", "ask", "law", "ruling", "card"} <= names
    assert all(any("а" <= ch <= "я" for ch in c["description"]) for c in commands)  # Russian

    start = await exchange(telegram, telegram.build.command("start", user=person(1)))
    edition = services.corpus.edition
    assert edition.notice in start.result["text"]
    assert str(edition.year) in start.result["text"]
    example = button_data(start, "ex:")
    opened = await exchange(telegram, telegram.build.callback_query(
        example, start.result, user=person(1)))
    assert "27" in opened.result["text"]  # the first example: insufficient bid, Law 27


async def test_question_lists_the_engine_top_clauses(
    telegram: FakeTelegramServer, live: Dispatcher, services: Services
) -> None:
    question = "контра не в очередь"
    expected = [hit.clause_id for hit in services.searcher.search(question).hits]
    answer = await exchange(telegram, telegram.build.private_message(question, user=person(2)))
    assert expected, "the engine found nothing: the test would prove nothing"
    for clause_id in expected:
        assert clause_id in answer.result["text"]
    # open the first clause in a new message, then vote
    opened = await exchange(telegram, telegram.build.callback_query(
        buttons(answer)[f"📖 {expected[0]}"], answer.result, user=person(2)))
    assert services.corpus[expected[0]].title in opened.result["text"]
    mark = len(telegram.calls)
    telegram.feed(telegram.build.callback_query(
        button_data(answer, "vote:"), answer.result, user=person(2)))
    await telegram.wait_for("answerCallbackQuery", after=mark)


async def test_law_browser_edits_in_place(
    telegram: FakeTelegramServer, live: Dispatcher, services: Services
) -> None:
    sent = await exchange(telegram, telegram.build.command("law", "27b1", user=person(3)))
    assert services.corpus["27B1"].title in sent.result["text"]
    up = telegram.build.callback_query(button_data(sent, "law:27B:"), sent.result, user=person(3))
    edited = await exchange(telegram, up, "editMessageText")
    assert edited.params["message_id"] == sent.result["message_id"]
    assert services.corpus["27B"].title in edited.result["text"]
    assert "27B1" in str(buttons(edited))  # the parent lists its child
    await telegram.wait_for("answerCallbackQuery", after=telegram.calls.index(edited))


async def test_ruling_wizard_back_and_forth(
    telegram: FakeTelegramServer, live: Dispatcher, services: Services
) -> None:
    auction = "1♠ пас 1♥"
    user = person(4)
    card = await exchange(telegram, telegram.build.command("ruling", auction, user=user))
    message = card.result
    first_question = message["text"]
    step = await press(telegram, message, "нет", user=user)
    assert step.result["text"] != first_question
    back = await press(telegram, message, "◀ назад", user=user)
    assert back.result["text"] == first_question
    await press(telegram, message, "нет", user=user)
    facts = ["accepted=нет"]
    final = step
    for _ in range(6):  # answer each further question with its first option, to the end
        ruling = services.ruling(compose(auction, facts))
        if ruling["status"] != "needs_facts":
            break
        question = ruling["questions"][0]
        facts.append(f"{question['fact']}={question['options'][0]}")
        final = await press(telegram, message, f"rul:opt:{len(facts) - 1}:0", user=user)
    expected = services.ruling(compose(auction, facts))
    assert expected["status"] == "final", facts
    assert len(facts) > 1
    for law in expected["laws"]:
        assert law in final.result["text"]
    again = await press(telegram, message, "заново", user=user)
    assert again.result["text"] == first_question


async def test_inline_query_offers_the_clause(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    answer = await exchange(telegram, telegram.build.inline_query("27B1", user=person(5)),
                            "answerInlineQuery")
    results = answer.params["results"]
    assert results[0]["id"] == "27B1"
    assert len(results) <= 50


async def test_group_answers_reply_and_chatter_is_ignored(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    group = DEFAULT_GROUP["id"]
    chatter = telegram.build.group_message("кто сегодня играет?", user=person(6))
    telegram.feed(chatter)
    ask = telegram.build.command("law", "27B1", user=person(7), chat=DEFAULT_GROUP,
                                 bot_username=telegram.state.username)
    answer = await exchange(telegram, ask)
    assert answer.params["chat_id"] == group
    assert replies_to(answer) == ask["message"]["message_id"]
    mention = telegram.build.group_message(
        f"@{telegram.state.username} недостаточное назначение", user=person(8))
    answer = await exchange(telegram, mention)
    assert replies_to(answer) == mention["message"]["message_id"]
    to_bot = telegram.build.group_message("а если контра?", user=person(9),
                                          reply_to=answer.result)
    answer = await exchange(telegram, to_bot)
    assert replies_to(answer) == to_bot["message"]["message_id"]
    answered = {replies_to(c) for c in telegram.calls_of("sendMessage")}
    assert chatter["message"]["message_id"] not in answered


async def test_a_member_pressing_anothers_wizard_starts_his_own_copy(
    telegram: FakeTelegramServer, live: Dispatcher
) -> None:
    owner, other = person(10), person(11)
    ask = telegram.build.command("ruling", "1♠ пас 1♥", user=owner, chat=DEFAULT_GROUP,
                                 bot_username=telegram.state.username)
    card = (await exchange(telegram, ask)).result
    offer = await press(telegram, card, "нет", user=other, method="sendMessage")
    assert "другой участник" in offer.params["text"]
    assert replies_to(offer) == card["message_id"]
    copy = await press(telegram, offer.result, "⚖️ Свой разбор этого случая", user=other,
                       method="sendMessage")
    assert "недостаточное назначение" in copy.params["text"]
    assert copy.result["message_id"] != card["message_id"]
    step = await press(telegram, copy.result, "нет", user=other)
    assert "принято: нет" in step.result["text"]
    untouched = telegram.state.messages[(card["chat"]["id"], card["message_id"])]
    assert "принято: нет" not in untouched["text"]
