"""Two ``bridge-laws bot`` processes in webhook mode with one REDIS_URL, as replicas behind one
load balancer: a ruling wizard started on one replica goes on when its next step lands on the
other."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.telegram.handlers.ruling import STALE
from tests.e2e.botproc import ANSWERED_WITHIN, STARTED_WITHIN, BotProcess, bot_env
from tests.e2e.conftest import free_port, person
from tests.fakes import Call, FakeTelegramServer
from tests.fakes.telegram_methods import Json

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

SECRET = "replicas-secret"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def telegram() -> AsyncIterator[FakeTelegramServer]:
    async with FakeTelegramServer() as server:
        yield server


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def replicas(
    telegram: FakeTelegramServer, redis_url: str, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[list[BotProcess]]:
    processes = []
    for name in ("a", "b"):
        workdir: Path = tmp_path_factory.mktemp(f"replica_{name}")
        port = free_port()
        env = bot_env(telegram, workdir, WEBHOOK_URL=f"http://127.0.0.1:{port}/hook",
                      WEBHOOK_SECRET=SECRET, WEBHOOK_HOST="127.0.0.1",
                      WEBHOOK_PORT=str(port), REDIS_URL=redis_url)
        processes.append(BotProcess(env, workdir))
    await asyncio.gather(*(process.start() for process in processes))
    try:
        for process in processes:
            url = process.env["WEBHOOK_URL"]
            await telegram.wait_for("setWebhook", lambda c, u=url: c.params["url"] == u,
                                    timeout=STARTED_WITHIN)
    except TimeoutError:
        logs = "\n".join(p.output()[-2000:] for p in processes)
        await asyncio.gather(*(process.stop() for process in processes))
        pytest.fail(f"the replicas did not start:\n{logs}")
    yield processes
    await asyncio.gather(*(p.stop() for p in processes if p.running))


async def post(
    server: FakeTelegramServer, replica: BotProcess, payload: Json, method: str
) -> Call:
    mark = len(server.calls)
    assert await server.deliver_webhook(payload, url=replica.env["WEBHOOK_URL"]) == 200
    return await server.wait_for(method, after=mark, timeout=ANSWERED_WITHIN)


def pressing(server: FakeTelegramServer, message: Json, label: str, user: Json) -> Json:
    current = server.state.messages[(message["chat"]["id"], message["message_id"])]
    keyboard = {b["text"]: b["callback_data"]
                for row in current["reply_markup"]["inline_keyboard"] for b in row}
    return server.build.callback_query(keyboard[label], current, user=user)


async def test_wizard_continues_on_the_other_replica(
    telegram: FakeTelegramServer, replicas: list[BotProcess]
) -> None:
    a, b = replicas
    user = person(80)
    card = await post(telegram, a, telegram.build.command("ruling", "1♠ пас 1♥", user=user),
                      "sendMessage")
    message = card.result
    await asyncio.sleep(0.6)  # a pause, as a person takes before pressing a button
    step = await post(telegram, b, pressing(telegram, message, "нет", user), "editMessageText")
    assert step.params["message_id"] == message["message_id"]
    assert step.result["text"] != card.result["text"]
    await asyncio.sleep(0.6)
    back = await post(telegram, a, pressing(telegram, message, "◀ назад", user),
                      "editMessageText")
    assert back.result["text"] == card.result["text"]
    assert all(c.params.get("text") != STALE for c in telegram.calls_of("answerCallbackQuery"))


async def test_zz_replicas_stop_cleanly(
    telegram: FakeTelegramServer, replicas: list[BotProcess]
) -> None:
    codes = await asyncio.gather(*(process.stop() for process in replicas))
    assert codes == [0, 0], [p.output()[-1500:] for p in replicas]
    for process in replicas:
        assert telegram.token not in process.output()
