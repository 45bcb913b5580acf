"""``bridge-laws console`` driven through stdin, and ``bridge-laws bot``'s start-up rules."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import subprocess
import sys

import pytest
from aiohttp import web

from bot.telegram.logs import RedactingFilter

MAIN = "import sys; from bot.cli import main; sys.exit(main())"
TOKEN = "123456:AAsecret-token-for-tests"


def clean_env(**extra: str) -> dict[str, str]:
    names = ("BOT_TOKEN", "BOT_API_URL", "WEBHOOK_URL", "REDIS_URL", "FEEDBACK_DB", "LOG_LEVEL")
    env = {k: v for k, v in os.environ.items() if k not in names}
    env.update(PYTHONPATH=os.getcwd(), NO_PROXY="127.0.0.1", **extra)
    return env


@pytest.mark.slow  # starts the program as a process
def test_console_runs_a_scripted_session() -> None:
    script = "\n".join(
        ["/help", "3", "2", "недостаточное назначение", "1", "/ruling 1♠ пас 1♥", "2", "3♥"]
    )
    done = subprocess.run(
        [sys.executable, "-c", MAIN, "console"], input=script + "\n", capture_output=True,
        text=True, timeout=120, env=clean_env(),
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "<b>" not in out and "&lt;" not in out  # HTML rendered readable
    assert "[1] ❓ недостаточное назначение" in out  # buttons as numbered choices
    assert "27B1. Неконвенционное" in out  # «3» pressed the 📖 27B1 example
    assert "✎ " in out  # «2» pressed a navigation button: the message was edited
    assert re.search(r"^1\. 27\S* — ", out, re.MULTILINE)  # the search answered with Law 27
    assert "Недостаточное назначение принято" in out  # «1» opened it
    assert "Торговля: 1♠ пас 1♥" in out and "принято: нет" in out and "замена: 3♥" in out
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # starts the program as a process
def test_console_exits_cleanly_on_eof_without_input() -> None:
    done = subprocess.run([sys.executable, "-c", MAIN, "console"], input="", capture_output=True,
                          text=True, timeout=60, env=clean_env())
    assert done.returncode == 0 and "консоли" in done.stdout and done.stderr == ""


@pytest.mark.slow  # starts the program as a process
def test_bot_without_a_token_exits_2_in_russian() -> None:
    done = subprocess.run([sys.executable, "-c", MAIN, "bot"], capture_output=True, text=True,
                          timeout=60, env=clean_env())
    assert done.returncode == 2
    assert "не задан BOT_TOKEN" in done.stderr and "bridge-laws console" in done.stderr


@pytest.mark.slow  # starts the program as a process
def test_bot_with_a_malformed_token_exits_2_without_echoing_it() -> None:
    done = subprocess.run([sys.executable, "-c", MAIN, "bot"], capture_output=True, text=True,
                          timeout=60, env=clean_env(BOT_TOKEN="not a token secretvalue"))
    assert done.returncode == 2 and "BOT_TOKEN" in done.stderr
    assert "secretvalue" not in done.stderr + done.stdout


@pytest.mark.slow  # starts the program as a process
def test_bot_with_an_unusable_feedback_db_exits_2() -> None:
    env = clean_env(BOT_TOKEN=TOKEN, FEEDBACK_DB="/nonexistent/dir/feedback.sqlite3")
    done = subprocess.run([sys.executable, "-c", MAIN, "bot"], capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 2 and "FEEDBACK_DB" in done.stderr
    assert "secret-token" not in done.stderr


def test_the_filter_redacts_messages_arguments_and_tracebacks() -> None:
    redacting = RedactingFilter([TOKEN])
    try:
        raise RuntimeError(f"GET /bot{TOKEN}/getMe")
    except RuntimeError:
        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "url %s", (f"/bot{TOKEN}",),
                                   sys.exc_info())
    redacting.filter(record)
    text = logging.Formatter().format(record)
    assert "secret-token" not in text and "***" in text and "RuntimeError" in text


@pytest.mark.slow  # starts the program as a process
async def test_the_token_never_appears_in_the_bot_log() -> None:
    """A Bot API that echoes the request path (with the token) in its errors, then refuses."""
    calls = 0

    async def answer(request: web.Request) -> web.Response:
        nonlocal calls
        calls += 1
        if calls == 1:
            body = {"ok": False, "error_code": 502, "description": f"Bad Gateway {request.path}"}
            return web.json_response(body, status=502)
        body = {"ok": False, "error_code": 401, "description": f"Unauthorized {request.path}"}
        return web.json_response(body, status=401)

    app = web.Application()
    app.router.add_route("POST", "/{tail:.*}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", MAIN, "bot",
            env=clean_env(BOT_TOKEN=TOKEN, BOT_API_URL=f"http://127.0.0.1:{port}",
                          LOG_LEVEL="DEBUG"),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(process.communicate(), timeout=60)
    finally:
        await runner.cleanup()
    log = (out + err).decode()
    assert process.returncode == 2, log
    assert calls == 2 and "Bad Gateway /bot***/getMe" in log  # the error was logged...
    assert "secret-token" not in log  # ...with the token redacted
    assert "Telegram не принял BOT_TOKEN" in log
