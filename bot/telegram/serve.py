"""Running the bot for real: long polling, or a webhook behind aiohttp (Telegram's secret
header checked by aiogram's ``SimpleRequestHandler``)."""

from __future__ import annotations

import asyncio
import logging
import signal
import sqlite3
from contextlib import suppress

from aiogram import Bot, Dispatcher
from aiogram.exceptions import (
    TelegramAPIError,
    TelegramNetworkError,
    TelegramRetryAfter,
    TelegramServerError,
    TelegramUnauthorizedError,
)
from aiogram.fsm.storage.base import BaseStorage

from bot.telegram.app import build_bot, build_dispatcher
from bot.telegram.services import Services
from bot.telegram.settings import Settings, StartupError

logger = logging.getLogger("bot.telegram.serve")

STARTUP_ATTEMPTS = 6


async def serve(settings: Settings) -> None:
    """Build everything, wait for the Bot API, then poll or serve the webhook until stopped."""
    try:
        services = Services.create(settings.feedback_db)
    except sqlite3.Error as error:
        msg = f"не удалось открыть базу отзывов FEEDBACK_DB «{settings.feedback_db}»: {error}"
        raise StartupError(msg, bad_input=True) from None
    storage = await _storage(settings.redis_url)
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


async def _storage(redis_url: str | None) -> BaseStorage | None:
    if not redis_url:
        return None
    from aiogram.fsm.storage.redis import RedisStorage
    from redis.exceptions import RedisError

    storage = RedisStorage.from_url(redis_url)
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
    from aiogram.webhook.aiohttp_server import SimpleRequestHandler, setup_application
    from aiohttp import web

    app = web.Application()
    handler = SimpleRequestHandler(dispatcher=dp, bot=bot, secret_token=settings.webhook_secret)
    handler.register(app, path=settings.webhook_path)
    setup_application(app, dp, bot=bot)
    runner = web.AppRunner(app, handle_signals=False)
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


async def _until_signal() -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    await stop.wait()
