"""``GET /healthz`` and ``GET /metrics`` of the webhook server, over real HTTP: the server
``serve.webhook_app`` builds (the production Dispatcher and Bot) runs in this process on a
free port, the fake Bot API answers getMe (or fails it), updates come in as Telegram posts
them; the last test starts ``bridge-laws bot`` in webhook mode as a process."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from aiogram.fsm.storage.base import BaseStorage
from aiohttp import ClientSession, ClientTimeout, web

from bot.telegram.app import build_bot, build_dispatcher
from bot.telegram.serve import webhook_app
from bot.telegram.services import Services
from bot.telegram.settings import Settings
from tests.e2e.botproc import ANSWERED_WITHIN, STARTED_WITHIN, BotProcess, bot_env
from tests.e2e.conftest import free_port, person
from tests.fakes import FakeTelegramServer

SECRET = "health-Secret_42"


@pytest.fixture(scope="module")
def services() -> Iterator[Services]:
    services = Services.create(None)
    yield services
    services.feedback.close()


class Served:
    """The webhook server running here: its base URL, and GET helpers."""

    def __init__(self, base: str) -> None:
        self.base = base

    async def get(self, path: str) -> tuple[int, str, str]:
        """Status, content type and body of ``GET path``."""
        async with ClientSession(timeout=ClientTimeout(total=20)) as http, http.get(
            self.base + path
        ) as resp:
            return resp.status, resp.content_type, await resp.text()

    async def health(self) -> tuple[int, dict[str, object]]:
        async with ClientSession(timeout=ClientTimeout(total=20)) as http, http.get(
            self.base + "/healthz"
        ) as resp:
            return resp.status, await resp.json()

    async def metrics(self) -> dict[str, float]:
        """The samples of ``GET /metrics``: ``name{labels}`` → value."""
        status, kind, text = await self.get("/metrics")
        assert status == 200 and kind == "text/plain"
        return parse_exposition(text)


def parse_exposition(text: str) -> dict[str, float]:
    """Prometheus text format: every line a comment or ``name{labels} value``."""
    samples: dict[str, float] = {}
    for line in text.splitlines():
        if line.startswith("#"):
            assert re.match(r"^# (HELP|TYPE) bridge_laws_\w+ ", line), line
            continue
        match = re.fullmatch(r'(bridge_laws_\w+(?:\{\w+="[^"]*"(?:,\w+="[^"]*")*\})?) (\S+)',
                             line)
        assert match, f"not an exposition line: {line!r}"
        samples[match.group(1)] = float(match.group(2))
    return samples


@asynccontextmanager
async def serving(
    telegram: FakeTelegramServer, services: Services, *,
    storage: BaseStorage | None = None, throttle_rate: float = 0.0,
) -> AsyncIterator[Served]:
    """``webhook_app`` on a free port, registered with the fake Telegram."""
    port = free_port()
    settings = Settings(
        token=telegram.token, api_url=telegram.url,
        webhook_url=f"http://127.0.0.1:{port}/tg/hook", webhook_secret=SECRET,
        webhook_host="127.0.0.1", webhook_port=port,
    )
    dp = build_dispatcher(services, storage=storage, throttle_rate=throttle_rate)
    bot = build_bot(telegram.token, telegram.url)
    runner = web.AppRunner(webhook_app(dp, bot, settings), handle_signals=False,
                           access_log=None, shutdown_timeout=2.0)
    await runner.setup()
    try:
        await web.TCPSite(runner, "127.0.0.1", port).start()
        await bot.set_webhook(settings.webhook_url or "", secret_token=SECRET)
        yield Served(f"http://127.0.0.1:{port}")
    finally:
        await runner.cleanup()
        await bot.session.close()
        await dp.storage.close()


async def test_healthz_is_200_when_the_bot_api_answers(
    telegram: FakeTelegramServer, services: Services
) -> None:
    async with serving(telegram, services) as served:
        mark = len(telegram.calls_of("getMe"))
        status, report = await served.health()
        assert (status, report) == (200, {"bot_api": True, "redis": None})
        assert len(telegram.calls_of("getMe")) == mark + 1  # asked now, not remembered
        _, _, body = await served.get("/healthz")
        assert telegram.token not in body and "FAKE" not in body


@pytest.mark.parametrize("failure", [502, 401])
async def test_healthz_is_503_when_the_bot_api_does_not(
    telegram: FakeTelegramServer, services: Services, failure: int
) -> None:
    async with serving(telegram, services) as served:
        telegram.fail("getMe", failure, times=1)
        status, report = await served.health()
        assert (status, report) == (503, {"bot_api": False, "redis": None})
        _, _, body = await served.get("/healthz")  # the API is back: healthy again
        assert '"bot_api": true' in body
        assert telegram.token not in body


async def test_healthz_is_503_when_the_bot_api_hangs(
    telegram: FakeTelegramServer, services: Services
) -> None:
    async with serving(telegram, services) as served:
        telegram.hang("getMe", 8.0)
        status, report = await served.health()
    assert (status, report["bot_api"]) == (503, False)


async def test_healthz_pings_redis(
    telegram: FakeTelegramServer, services: Services, redis_url: str
) -> None:
    from aiogram.fsm.storage.redis import RedisStorage

    async with serving(telegram, services, storage=RedisStorage.from_url(redis_url)) as served:
        assert await served.health() == (200, {"bot_api": True, "redis": True})
    nobody = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there
    async with serving(telegram, services, storage=RedisStorage.from_url(nobody)) as served:
        assert await served.health() == (503, {"bot_api": True, "redis": False})


async def test_redis_forgets_a_chat_after_the_documented_time(redis_url: str) -> None:
    from aiogram.fsm.storage.base import StorageKey

    from bot.telegram.serve import KEPT, open_storage

    storage = await open_storage(redis_url)
    assert storage is not None
    try:
        key = StorageKey(bot_id=1, chat_id=-1009, user_id=1, thread_id=77)
        await storage.set_data(key, {"q": "контра не в очередь"})
        await storage.set_state(key, "wizard:asking")
        redis = storage.redis  # type: ignore[attr-defined]
        for part in ("data", "state"):
            ttl = await redis.ttl(storage.key_builder.build(key, part))  # type: ignore[attr-defined]
            assert KEPT.total_seconds() - 60 < ttl <= KEPT.total_seconds()
        assert KEPT.days == 30  # what the README tells a group's admin
    finally:
        await storage.close()


async def test_metrics_count_updates_by_kind_latency_and_errors(
    telegram: FakeTelegramServer, services: Services
) -> None:
    async with serving(telegram, services) as served:
        before = await served.metrics()
        assert before['bridge_laws_throttled_total{outcome="dropped"}'] == 0
        user, unlucky = person(71), person(72)
        mark = len(telegram.calls)
        assert await telegram.deliver_webhook(telegram.build.command("law", "27B1", user=user)) \
            == 200
        await telegram.wait_for("sendMessage", lambda c: c.params["chat_id"] == user["id"],
                                after=mark, timeout=15)
        await telegram.deliver_webhook(telegram.build.inline_query("27B1", user=user))
        await telegram.wait_for("answerInlineQuery", after=mark, timeout=15)
        # Telegram refuses every message to this chat: the handler raises, the error counts
        telegram.fail("sendMessage", 400, times=5,
                      when=lambda params: params.get("chat_id") == unlucky["id"])
        await telegram.deliver_webhook(telegram.build.command("law", "27", user=unlucky))
        after = await _settled(served, 'bridge_laws_update_errors_total{kind="message"}')
    assert after['bridge_laws_updates_total{kind="message"}'] == 2
    assert after['bridge_laws_updates_total{kind="inline_query"}'] == 1
    assert after['bridge_laws_update_errors_total{kind="message"}'] == 1
    assert 'bridge_laws_update_errors_total{kind="inline_query"}' not in after
    assert after['bridge_laws_update_seconds_count{kind="message"}'] == 2
    assert after['bridge_laws_update_seconds_bucket{kind="message",le="+Inf"}'] == 2
    assert 0 < after['bridge_laws_update_seconds_sum{kind="message"}'] < 30
    buckets = [value for name, value in after.items()
               if name.startswith('bridge_laws_update_seconds_bucket{kind="message"')]
    assert buckets == sorted(buckets)  # cumulative


async def test_metrics_count_throttled_updates(
    telegram: FakeTelegramServer, services: Services
) -> None:
    async with serving(telegram, services, throttle_rate=0.2) as served:
        flooder = person(80)
        sent = 20  # at once: 6 answered, the next ones wait, past 12 waiting they are dropped
        statuses = await asyncio.gather(*(
            telegram.deliver_webhook(telegram.build.command("law", "27", user=flooder))
            for _ in range(sent)))
        assert set(statuses) == {200}
        after = await _settled(served, 'bridge_laws_updates_total{kind="message"}', sent)
    delayed = after['bridge_laws_throttled_total{outcome="delayed"}']
    dropped = after['bridge_laws_throttled_total{outcome="dropped"}']
    assert delayed >= 1 and dropped >= 1
    answered = [c for c in telegram.calls_of("sendMessage")
                if c.params["chat_id"] == flooder["id"]]
    assert len(answered) == sent - dropped + 1  # the dropped ones get one notice between them


async def _settled(
    served: Served, name: str, least: float = 1, timeout: float = 20
) -> dict[str, float]:
    """``/metrics`` once the sample ``name`` reached ``least`` (updates end in the background)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        samples = await served.metrics()
        if samples.get(name, 0) >= least:
            return samples
        assert asyncio.get_running_loop().time() < deadline, f"{name} stayed below {least}"
        await asyncio.sleep(0.1)


@pytest.mark.slow  # starts the bot as a process
async def test_the_bot_process_serves_healthz_and_metrics(
    telegram: FakeTelegramServer, tmp_path: Path
) -> None:
    port = free_port()
    env = bot_env(telegram, tmp_path, WEBHOOK_URL=f"http://127.0.0.1:{port}/tg/hook",
                  WEBHOOK_SECRET=SECRET, WEBHOOK_HOST="127.0.0.1", WEBHOOK_PORT=str(port))
    process = BotProcess(env, tmp_path)
    await process.start()
    try:
        await telegram.wait_for("setWebhook", timeout=STARTED_WITHIN)
        served = Served(f"http://127.0.0.1:{port}")
        assert await served.health() == (200, {"bot_api": True, "redis": None})
        user = person(85)
        mark = len(telegram.calls)
        await telegram.deliver_webhook(telegram.build.command("law", "27B1", user=user))
        await telegram.wait_for("sendMessage", lambda c: c.params["chat_id"] == user["id"],
                                after=mark, timeout=ANSWERED_WITHIN)
        samples = await _settled(served, 'bridge_laws_updates_total{kind="message"}')
        assert samples['bridge_laws_update_seconds_count{kind="message"}'] == 1
    finally:
        code = await process.stop()
    assert code == 0, process.output()[-2000:]
    assert telegram.token not in process.output() and SECRET not in process.output()
