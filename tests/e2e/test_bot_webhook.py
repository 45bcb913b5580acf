"""``bridge-laws bot`` in webhook mode (WEBHOOK_URL/SECRET/HOST/PORT) as a subprocess: the fake
Telegram posts updates to it with the secret header; the answers come back through the fake
Bot API. A post without the right secret is refused and never processed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp import ClientSession, ClientTimeout

from laws_text import load_corpus
from tests.e2e.botproc import ANSWERED_WITHIN, STARTED_WITHIN, BotProcess, bot_env
from tests.e2e.conftest import free_port, person
from tests.fakes import FakeTelegramServer

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

SECRET = "e2e-Webhook_secret-42"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def telegram() -> AsyncIterator[FakeTelegramServer]:
    async with FakeTelegramServer() as server:
        yield server


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def webhook_bot(
    telegram: FakeTelegramServer, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[BotProcess]:
    workdir: Path = tmp_path_factory.mktemp("webhook")
    port = free_port()
    env = bot_env(
        telegram, workdir, WEBHOOK_URL=f"http://127.0.0.1:{port}/tg/hook",
        WEBHOOK_SECRET=SECRET, WEBHOOK_HOST="127.0.0.1", WEBHOOK_PORT=str(port),
    )
    process = BotProcess(env, workdir)
    await process.start()
    try:
        await telegram.wait_for("setWebhook", timeout=STARTED_WITHIN)
    except TimeoutError:
        await process.stop()
        pytest.fail(f"the bot did not set its webhook:\n{process.output()[-3000:]}")
    yield process
    if process.running:
        await process.stop()


async def test_webhook_is_registered_with_url_and_secret(
    telegram: FakeTelegramServer, webhook_bot: BotProcess
) -> None:
    hook = telegram.calls_of("setWebhook")[-1].params
    assert hook["url"] == webhook_bot.env["WEBHOOK_URL"]
    assert hook["secret_token"] == SECRET
    assert not telegram.calls_of("getUpdates", delivered=False)  # no polling in webhook mode


async def test_update_with_the_secret_is_answered(
    telegram: FakeTelegramServer, webhook_bot: BotProcess
) -> None:
    user = person(41)
    mark = len(telegram.calls)
    status = await telegram.deliver_webhook(telegram.build.command("law", "27B1", user=user))
    assert status == 200
    answer = await telegram.wait_for(
        "sendMessage", lambda c: c.params["chat_id"] == user["id"], after=mark,
        timeout=ANSWERED_WITHIN)
    assert load_corpus()["27B1"].title in answer.result["text"]


@pytest.mark.parametrize(
    ("n", "secret"), list(enumerate(["", "wrong-secret", SECRET.lower(), SECRET + "x"])))
async def test_update_without_the_secret_is_refused_and_never_processed(
    telegram: FakeTelegramServer, webhook_bot: BotProcess, n: int, secret: str
) -> None:
    intruder, honest = person(50 + n), person(55 + n)
    mark = len(telegram.calls)
    status = await telegram.deliver_webhook(
        telegram.build.command("law", "27B1", user=intruder), secret=secret)
    assert status in (401, 403)
    # a genuine update afterwards is answered, and by then nothing went to the intruder
    assert await telegram.deliver_webhook(telegram.build.command("law", "27", user=honest)) == 200
    title = load_corpus()["27"].title
    await telegram.wait_for(
        "sendMessage", lambda c: c.params["chat_id"] == honest["id"] and title in c.result["text"],
        after=mark, timeout=ANSWERED_WITHIN)
    assert not [c for c in telegram.calls[mark:] if c.params.get("chat_id") == intruder["id"]]


async def test_a_bare_post_without_header_is_refused(
    telegram: FakeTelegramServer, webhook_bot: BotProcess
) -> None:
    update = {"update_id": 999, **telegram.build.command("law", "27B1", user=person(60))}
    async with ClientSession(timeout=ClientTimeout(total=10)) as http, http.post(
        webhook_bot.env["WEBHOOK_URL"], json=update
    ) as resp:
        assert resp.status in (401, 403)


async def test_zz_log_never_shows_the_token_or_the_secret(
    telegram: FakeTelegramServer, webhook_bot: BotProcess
) -> None:
    assert await webhook_bot.stop() == 0
    log = webhook_bot.output()
    assert " DEBUG " in log
    assert telegram.token not in log
    assert SECRET not in log
