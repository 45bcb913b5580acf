"""Running the bot for real: long polling, or a webhook behind aiohttp (Telegram's secret
header checked by aiogram's ``SimpleRequestHandler``), with ``GET /healthz`` and
``GET /metrics`` (Prometheus's text format) on the same server."""

from __future__ import annotations

import asyncio
import logging
import signal
import sqlite3
from contextlib import suppress
from datetime import timedelta
from typing import TYPE_CHECKING

from aiogram import Bot, Dispatcher
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.fsm.storage.base import BaseStorage
from aiogram.methods import GetMe

from bot.telegram.app import build_bot, build_dispatcher
from bot.telegram.services import Services
from bot.telegram.settings import Settings, StartupError

if TYPE_CHECKING:
    from aiohttp import web

    from bot.telegram.middlewares.metrics import Metrics

logger = logging.getLogger("bot.telegram.serve")

STARTUP_ATTEMPTS = 6
HEALTH_PATH = "/healthz"
METRICS_PATH = "/metrics"
HEALTH_TIMEOUT = 5.0  # seconds for each of getMe and PING
WARM_UP = "Север открыл 1 трефу, Восток пас, Юг 1 бубна, Запад 1 трефа. Что теперь?"
KEPT = timedelta(days=30)  # how long Redis keeps a chat's wizard state and reply context


async def serve(settings: Settings) -> None:
    """Build everything, wait for the Bot API, then poll or serve the webhook until stopped."""
    try:
        services = Services.create(settings.feedback_db)
    except sqlite3.Error as error:
        msg = f"не удалось открыть базу отзывов FEEDBACK_DB «{settings.feedback_db}»: {error}"
        raise StartupError(msg, bad_input=True) from None
    services.read(WARM_UP)  # what the engine loads on its first story: not on a person's time
    storage = await open_storage(settings.redis_url)
    dp = build_dispatcher(services, storage=storage, throttle_rate=settings.throttle_rate)
    bot = build_bot(settings.token, settings.api_url)
    try:
        await wait_for_api(bot)
        if settings.webhook_url:
            await run_webhook(dp, bot, settings)
        else:
            with suppress(TelegramAPIError):
                await bot.delete_webhook()  # polling and a webhook cannot live together
            await dp.start_polling(bot, handle_signals=True, close_bot_session=False)
    finally:
        await bot.session.close()
        await dp.storage.close()
        services.feedback.close()


async def open_storage(redis_url: str | None) -> BaseStorage | None:
    if not redis_url:
        return None
    from aiogram.fsm.storage.redis import RedisStorage
    from redis.exceptions import RedisError

    # the wizard's state and the questions answers replied to: forgotten after KEPT idle
    storage = RedisStorage.from_url(redis_url, state_ttl=KEPT, data_ttl=KEPT)
    try:
        await storage.redis.ping()
    except (RedisError, OSError) as error:
        await storage.close()
        msg = f"не удалось подключиться к Redis из REDIS_URL: {type(error).__name__}"
        raise StartupError(msg) from None
    return storage


async def wait_for_api(bot: Bot, attempts: int = STARTUP_ATTEMPTS) -> None:
    """getMe until the Bot API answers; a refused token stops at once."""
    delay = 0.5
    for attempt in range(1, attempts + 1):
        try:
            me = await bot.me()
        except TelegramUnauthorizedError:
            msg = "Telegram не принял BOT_TOKEN (401): проверьте токен у @BotFather."
            raise StartupError(msg, bad_input=True) from None
        except TelegramRetryAfter as error:
            delay = float(error.retry_after)
        except (TelegramNetworkError, TelegramServerError) as error:
            logger.warning("Bot API not ready (attempt %d): %s: %s", attempt,
                           type(error).__name__, error)
        else:
            logger.info("bot @%s (id %s) is up", me.username, me.id)
            return
        if attempt < attempts:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 10.0)
    msg = "не удалось связаться с Telegram Bot API (проверьте сеть или BOT_API_URL)."
    raise StartupError(msg)


async def run_webhook(dp: Dispatcher, bot: Bot, settings: Settings) -> None:
    """Serve updates on WEBHOOK_HOST:WEBHOOK_PORT; a request without the secret gets 401."""
    from aiohttp import web

    runner = web.AppRunner(webhook_app(dp, bot, settings), handle_signals=False)
    await runner.setup()
    site = web.TCPSite(runner, settings.webhook_host, settings.webhook_port)
    try:
        await site.start()
        logger.info(
            "webhook: listening on %s:%s%s",
            settings.webhook_host, settings.webhook_port, settings.webhook_path,
        )
        await bot.set_webhook(  # only now that the port is open
            settings.webhook_url or "",
            secret_token=settings.webhook_secret,
            allowed_updates=dp.resolve_used_update_types(),
        )
        await _until_signal()
    finally:
        await runner.cleanup()


def webhook_app(dp: Dispatcher, bot: Bot, settings: Settings) -> web.Application:
    """The webhook server: updates on the webhook's path (secret checked), ``GET /healthz``
    and ``GET /metrics`` (Prometheus) beside it."""
    from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
    from aiohttp import web

    app = web.Application()
    handler = SimpleRequestHandler(dispatcher=dp, bot=bot, secret_token=settings.webhook_secret)
    handler.register(app, path=settings.webhook_path)
    setup_application(app, dp, bot=bot)

    async def healthz(request: web.Request) -> web.Response:
        report = await health(bot, dp.storage)
        healthy = report["bot_api"] and report["redis"] is not False
        return web.json_response(report, status=200 if healthy else 503,
                                 headers={"Cache-Control": "no-store"})

    async def metrics(request: web.Request) -> web.Response:
        counters: Metrics | None = dp.workflow_data.get("metrics")
        text = counters.render() if counters is not None else ""
        return web.Response(text=text, content_type="text/plain",
                            headers={"Cache-Control": "no-store"})

    app.router.add_get(HEALTH_PATH, healthz)
    app.router.add_get(METRICS_PATH, metrics)
    return app


async def health(bot: Bot, storage: BaseStorage) -> dict[str, bool | None]:
    """Whether the Bot API answers getMe and Redis answers PING (None: no Redis in use).

    Only yes or no: no error text, which could carry the token of the request's URL.
    """
    return {"bot_api": await _bot_api_answers(bot), "redis": await _redis_answers(storage)}


async def _bot_api_answers(bot: Bot) -> bool:
    try:
        # the session without the retrying middleware: a health check is asked, not insisted on
        await asyncio.wait_for(bot.session.make_request(bot, GetMe(), int(HEALTH_TIMEOUT)),
                               HEALTH_TIMEOUT)
    except (TelegramAPIError, TimeoutError, OSError) as error:
        logger.warning("healthz: Bot API did not answer getMe: %s", type(error).__name__)
        return False
    return True


async def _redis_answers(storage: BaseStorage) -> bool | None:
    redis = getattr(storage, "redis", None)  # RedisStorage has it; MemoryStorage does not
    if redis is None:
        return None
    from redis.exceptions import RedisError

    try:
        return bool(await asyncio.wait_for(redis.ping(), HEALTH_TIMEOUT))
    except (RedisError, TimeoutError, OSError) as error:
        logger.warning("healthz: Redis did not answer PING: %s", type(error).__name__)
        return False


async def _until_signal() -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
