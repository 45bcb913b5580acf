"""Fixtures for end-to-end tests: a fake Bot API server, aiogram bots pointed at it, redis."""

from __future__ import annotations

import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from aiogram import Bot
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer

from tests.fakes import FakeTelegramServer


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


@pytest.fixture
def workdir(tmp_path: Path) -> Path:
    return tmp_path
