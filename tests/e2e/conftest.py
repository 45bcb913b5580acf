"""Fixtures for end-to-end tests: a fake Bot API server, aiogram bots pointed at it, redis."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Iterator

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer

from tests.fakes import Call, FakeTelegramServer
from tests.fakes.telegram_methods import Json


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nobody listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def make_bot(server: FakeTelegramServer, *, token: str | None = None, timeout: float = 10) -> Bot:
    """aiogram's real Bot with its real aiohttp session, talking to ``server``."""
    session = AiohttpSession(api=TelegramAPIServer.from_base(server.url), timeout=timeout)
    return Bot(token or server.token, session=session)


@pytest.fixture
async def telegram() -> AsyncIterator[FakeTelegramServer]:
    async with FakeTelegramServer() as server:
        yield server


@pytest.fixture
async def bot(telegram: FakeTelegramServer) -> AsyncIterator[Bot]:
    bot = make_bot(telegram)
    yield bot
    await bot.session.close()


def _wait_for_port(port: int, process: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"redis-server exited early with code {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    pytest.fail(f"redis-server did not listen on {port} within {timeout}s")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """A private, throwaway redis-server on a free port (no persistence)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server; .ci/run does)")
    port = free_port()
    with tempfile.TemporaryDirectory() as workdir:
        process = subprocess.Popen(
            [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", workdir],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            _wait_for_port(port, process, timeout=10)
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)


def person(n: int) -> Json:
    """A distinct Telegram user (the bot throttles per user, so tests spread their updates)."""
    return {"id": 5000 + n, "is_bot": False, "first_name": f"Игрок{n}", "language_code": "ru"}


def buttons(call: Call) -> dict[str, str]:
    """The inline keyboard a call sent or edited in: button text -> callback_data."""
    markup = call.params.get("reply_markup") or {}
    return {b["text"]: b.get("callback_data", "") for row in markup.get("inline_keyboard", [])
            for b in row}


def button_data(call: Call, prefix: str) -> str:
    """The callback_data of the first button whose data starts with ``prefix``."""
    found = [data for data in buttons(call).values() if data.startswith(prefix)]
    assert found, f"no button {prefix!r} in {buttons(call)}"
    return found[0]


def replies_to(call: Call) -> int | None:
    """The message id a sendMessage call replies to, however aiogram passed it."""
    params = call.params.get("reply_parameters") or {}
    return params.get("message_id", call.params.get("reply_to_message_id"))


async def exchange(
    server: FakeTelegramServer, payload: Json, method: str = "sendMessage", timeout: float = 10
) -> Call:
    """Feed an update and wait for the bot's first ``method`` call to the same chat after it."""
    mark = len(server.calls)
    server.feed(payload)
    chat_id = _chat_of(payload)
    return await server.wait_for(
        method, lambda c: chat_id is None or c.params.get("chat_id") == chat_id,
        after=mark, timeout=timeout,
    )


async def press(
    server: FakeTelegramServer,
    message: Json,
    label: str,
    *,
    user: Json,
    method: str = "editMessageText",
) -> Call:
    """Press the button ``label`` (its text, or a callback_data prefix) under the bot's
    ``message`` as it looks now, and wait for the bot's ``method`` call."""
    current = server.state.messages[(message["chat"]["id"], message["message_id"])]
    keyboard = {b["text"]: b.get("callback_data", "")
                for row in (current.get("reply_markup") or {}).get("inline_keyboard", [])
                for b in row}
    data = keyboard.get(label) or next(
        (d for d in keyboard.values() if d.startswith(label)), None)
    assert data, f"no button {label!r} under the message: {keyboard}"
    return await exchange(server, server.build.callback_query(data, current, user=user), method)


def _chat_of(payload: Json) -> int | None:
    if "message" in payload:
        return int(payload["message"]["chat"]["id"])
    if "callback_query" in payload:
        return int(payload["callback_query"]["message"]["chat"]["id"])
    return None
