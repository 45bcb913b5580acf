"""The fake Bot API server itself, driven by aiogram's real client and a minimal Dispatcher."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
from aiogram import Bot, Dispatcher, F
from aiogram.exceptions import (
    ClientDecodeError,
    TelegramBadRequest,
    TelegramConflictError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message
from aiogram.webhook.aiohttp_server import SimpleRequestHandler
from aiohttp import ClientSession, web

from tests.e2e.conftest import free_port, make_bot
from tests.fakes import DEFAULT_GROUP, DEFAULT_USER, FakeTelegramServer


def echo_dispatcher() -> Dispatcher:
    dp = Dispatcher()

    @dp.message(F.text)
    async def echo(message: Message) -> None:
        button = InlineKeyboardButton(text="ещё", callback_data=f"more:{message.message_id}")
        markup = InlineKeyboardMarkup(inline_keyboard=[[button]])
        await message.answer(f"<b>эхо</b>: {message.text}", parse_mode="HTML",
                             reply_markup=markup)

    @dp.callback_query(F.data.startswith("more:"))
    async def more(query: CallbackQuery) -> None:
        assert isinstance(query.message, Message)
        await query.message.edit_text(f"нажато {query.data}")
        await query.answer()

    return dp


@pytest.fixture
async def polling(telegram: FakeTelegramServer, bot: Bot) -> AsyncIterator[Dispatcher]:
    dp = echo_dispatcher()
    task = asyncio.create_task(
        dp.start_polling(bot, polling_timeout=1, handle_signals=False, close_bot_session=False)
    )
    await telegram.wait_for("getUpdates", timeout=5, delivered=False)
    yield dp
    await dp.stop_polling()
    await asyncio.wait_for(task, 5)


async def test_get_me_through_aiogram(telegram: FakeTelegramServer, bot: Bot) -> None:
    me = await bot.get_me()
    assert me.id == 123
    assert me.username == telegram.state.username
    assert telegram.calls_of("getMe")


async def test_wrong_token_is_unauthorized(telegram: FakeTelegramServer) -> None:
    stranger = make_bot(telegram, token="999:WRONG")
    try:
        with pytest.raises(TelegramUnauthorizedError):
            await stranger.get_me()
    finally:
        await stranger.session.close()
    assert telegram.unauthorized == ["getMe"]


async def test_polling_answers_every_update_and_confirms_it(
    telegram: FakeTelegramServer, polling: Dispatcher
) -> None:
    ids = [telegram.feed(telegram.build.private_message(f"вопрос {n}")) for n in range(3)]
    for n in range(3):
        call = await telegram.wait_for(
            "sendMessage", lambda c, n=n: c.params["text"].endswith(f"вопрос {n}"))
        assert call.params["chat_id"] == DEFAULT_USER["id"]
        assert call.result["text"] == f"эхо: вопрос {n}"  # HTML parsed away, as Telegram does
    # the next long poll carries offset = last id + 1, which confirms (drops) all three
    await telegram.wait_for("getUpdates", lambda c: c.params.get("offset") == ids[-1] + 1)
    assert telegram.pending_updates == []


async def test_button_press_edits_the_message(
    telegram: FakeTelegramServer, polling: Dispatcher
) -> None:
    telegram.feed(telegram.build.private_message("27B1"))
    sent = await telegram.wait_for("sendMessage")
    data = sent.params["reply_markup"]["inline_keyboard"][0][0]["callback_data"]
    telegram.feed(telegram.build.callback_query(data, sent.result))
    edit = await telegram.wait_for("editMessageText")
    assert edit.params["message_id"] == sent.result["message_id"]
    assert edit.result["text"] == f"нажато {data}"
    await telegram.wait_for("answerCallbackQuery")


async def test_get_updates_offset_and_long_poll_semantics(telegram: FakeTelegramServer) -> None:
    async def get_updates(**params: object) -> list[dict[str, object]]:
        async with ClientSession() as http, http.post(
            f"{telegram.url}/bot{telegram.token}/getUpdates", json=params
        ) as resp:
            body = await resp.json()
        assert body["ok"], body
        return list(body["result"])

    first = telegram.feed(telegram.build.private_message("a"))
    second = telegram.feed(telegram.build.inline_query("27B1"))
    # unconfirmed updates come back again and again
    assert [u["update_id"] for u in await get_updates()] == [first, second]
    assert [u["update_id"] for u in await get_updates(limit=1)] == [first]
    assert [u["update_id"] for u in await get_updates(allowed_updates=["inline_query"])] == [
        second]
    assert [u["update_id"] for u in await get_updates(offset=first + 1,
                                                      allowed_updates=[])] == [second]
    # a long poll waits for the next update and returns as soon as it arrives
    started = time.monotonic()
    waiting = asyncio.create_task(get_updates(offset=second + 1, timeout=5))
    await asyncio.sleep(0.2)
    third = telegram.feed(telegram.build.private_message("b"))
    assert [u["update_id"] for u in await waiting] == [third]
    assert time.monotonic() - started < 2
    # and gives up with an empty list after the timeout
    started = time.monotonic()
    assert await get_updates(offset=third + 1, timeout=1) == []
    assert 0.9 <= time.monotonic() - started < 3
    assert telegram.pending_updates == []


async def test_retry_after_and_server_errors(telegram: FakeTelegramServer, bot: Bot) -> None:
    telegram.feed(telegram.build.private_message("hi"))
    chat = DEFAULT_USER["id"]
    telegram.fail("sendMessage", 429, retry_after=3)
    with pytest.raises(TelegramRetryAfter) as caught:
        await bot.send_message(chat, "x")
    assert caught.value.retry_after == 3
    telegram.fail("sendMessage", 502, times=2)
    for _ in range(2):
        with pytest.raises(TelegramServerError):
            await bot.send_message(chat, "x")
    telegram.fail("sendMessage", 502, html_body=True)
    with pytest.raises(ClientDecodeError):
        await bot.send_message(chat, "x")
    sent = await bot.send_message(chat, "наконец")
    assert sent.text == "наконец"
    assert [c.status for c in telegram.calls_of("sendMessage", delivered=False)] == [
        429, 502, 502, 502, 200]


async def test_a_fault_can_target_one_chat(telegram: FakeTelegramServer, bot: Bot) -> None:
    telegram.feed(telegram.build.private_message("hi"))
    telegram.feed(telegram.build.group_message("hi"))
    telegram.fail("sendMessage", 500, when=lambda p: p["chat_id"] == DEFAULT_USER["id"])
    group = await bot.send_message(DEFAULT_GROUP["id"], "ok")
    assert group.chat.type == "supergroup"
    with pytest.raises(TelegramServerError):
        await bot.send_message(DEFAULT_USER["id"], "x")
    await bot.send_message(DEFAULT_USER["id"], "x")


async def test_hung_request_then_answer_or_drop(telegram: FakeTelegramServer) -> None:
    telegram.feed(telegram.build.private_message("hi"))
    short = make_bot(telegram, timeout=5)
    try:
        telegram.hang("sendMessage", 1.0)
        started = time.monotonic()
        await short.send_message(DEFAULT_USER["id"], "медленно")
        assert time.monotonic() - started >= 1.0
        telegram.hang("sendMessage", 0.3, then="drop")
        with pytest.raises(TelegramNetworkError):
            await short.send_message(DEFAULT_USER["id"], "потеряно")
        assert [c.params["text"] for c in telegram.calls_of("sendMessage")] == ["медленно"]
        # a request hung longer than the client's own timeout
        telegram.hang("getMe", 30)
        started = time.monotonic()
        with pytest.raises(TelegramNetworkError):
            await short.get_me(request_timeout=1)
        assert time.monotonic() - started < 3
    finally:
        await short.session.close()


async def test_polling_survives_faults_without_losing_updates(
    telegram: FakeTelegramServer, polling: Dispatcher
) -> None:
    telegram.fail("getUpdates", 502)
    telegram.hang("getUpdates", 0.5, then="drop")
    telegram.feed(telegram.build.private_message("q0"))  # ends the poll already in flight
    await telegram.wait_for("getUpdates", lambda c: c.fault == "502", delivered=False)
    telegram.feed(telegram.build.private_message("q1"))  # fed while the client backs off
    await telegram.wait_for("getUpdates", lambda c: c.fault == "hang 0.5s", delivered=False)
    telegram.feed(telegram.build.private_message("q2"))  # fed while a poll hangs
    telegram.feed(telegram.build.private_message("q3"))
    for n in range(4):
        await telegram.wait_for("sendMessage", lambda c, n=n: c.params["text"].endswith(f"q{n}"),
                                timeout=10)
    assert len(telegram.calls_of("sendMessage")) == 4


async def test_telegram_limits_are_enforced(telegram: FakeTelegramServer, bot: Bot) -> None:
    chat = DEFAULT_USER["id"]
    with pytest.raises(TelegramBadRequest, match="chat not found"):
        await bot.send_message(chat, "x")
    telegram.feed(telegram.build.private_message("hi"))
    with pytest.raises(TelegramBadRequest, match="too long"):
        await bot.send_message(chat, "я" * 4097)
    await bot.send_message(chat, "<b>" + "я" * 4096 + "</b>", parse_mode="HTML")
    with pytest.raises(TelegramBadRequest, match="can't parse entities"):
        await bot.send_message(chat, "<b>1 < 2</b>", parse_mode="HTML")
    long_data = InlineKeyboardButton(text="x", callback_data="ж" * 33)
    with pytest.raises(TelegramBadRequest, match="BUTTON_DATA_INVALID"):
        await bot.send_message(chat, "x", reply_markup=InlineKeyboardMarkup(
            inline_keyboard=[[long_data]]))
    sent = await bot.send_message(chat, "один")
    with pytest.raises(TelegramBadRequest, match="not modified"):
        await bot.edit_message_text("один", chat_id=chat, message_id=sent.message_id)
    with pytest.raises(TelegramBadRequest, match="to edit not found"):
        await bot.edit_message_text("два", chat_id=chat, message_id=999)
    edited = await bot.edit_message_text("два", chat_id=chat, message_id=sent.message_id)
    assert isinstance(edited, Message)
    assert edited.text == "два"


async def test_webhook_delivery_checks_the_secret(telegram: FakeTelegramServer, bot: Bot) -> None:
    dp = echo_dispatcher()
    app = web.Application()
    SimpleRequestHandler(dp, bot, secret_token="s3cret").register(app, path="/hook")
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook", secret_token="s3cret")
        with pytest.raises(TelegramConflictError):
            await bot.get_updates()
        assert await telegram.deliver_webhook(telegram.build.private_message("x"),
                                              secret="wrong") == 401
        assert await telegram.deliver_webhook(telegram.build.private_message("y"),
                                              secret="") == 401
        assert await telegram.deliver_webhook(telegram.build.private_message("ok")) == 200
        call = await telegram.wait_for("sendMessage")
        assert call.params["text"].endswith("ok")
        await asyncio.sleep(0.2)
        assert len(telegram.calls_of("sendMessage")) == 1
    finally:
        await runner.cleanup()


async def test_a_method_in_the_webhook_reply_is_executed(
    telegram: FakeTelegramServer, bot: Bot
) -> None:
    dp = Dispatcher()

    @dp.message(F.text)
    async def answer_in_reply(message: Message) -> object:
        return message.answer(f"ответ в теле: {message.text}")  # not awaited: a method object

    app = web.Application()
    SimpleRequestHandler(dp, bot, handle_in_background=False).register(app, path="/hook")
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        await bot.set_webhook(f"http://127.0.0.1:{port}/hook")
        assert await telegram.deliver_webhook(telegram.build.private_message("27B1")) == 200
        call = telegram.calls_of("sendMessage")[-1]
        assert call.via == "webhook-reply"
        assert call.result["text"] == "ответ в теле: 27B1"
        assert call.params["chat_id"] == DEFAULT_USER["id"]
    finally:
        await runner.cleanup()
