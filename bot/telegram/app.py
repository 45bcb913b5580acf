"""The one place the bot is assembled: routers, middlewares, the error handler, the Bot."""

from __future__ import annotations

import logging

from aiogram import Bot, Dispatcher
from aiogram.client.default import DefaultBotProperties
from aiogram.client.session.aiohttp import AiohttpSession
from aiogram.client.telegram import TelegramAPIServer
from aiogram.enums import ParseMode
from aiogram.exceptions import TelegramAPIError, TelegramBadRequest
from aiogram.fsm.storage.base import BaseEventIsolation, BaseStorage
from aiogram.fsm.storage.memory import MemoryStorage, SimpleEventIsolation
from aiogram.types import BotCommand, ErrorEvent, LinkPreviewOptions, Message

from bot.telegram.handlers import ask, feedback, inline, law, ruling, start
from bot.telegram.middlewares.throttling import ThrottlingMiddleware
from bot.telegram.render import esc, shorten
from bot.telegram.retry import RetryMiddleware
from bot.telegram.services import Services
from laws_text import BridgeLawsError

logger = logging.getLogger("bot.telegram")

DEFAULT_THROTTLE = 0.5  # seconds between two updates of one user
SOMETHING_WRONG = "Что-то пошло не так — я уже записал ошибку. Попробуйте ещё раз чуть позже."

COMMANDS = (
    ("help", "что я умею и примеры"),
    ("ask", "вопрос по правилам: /ask контра не в очередь"),
    ("law", "пункт правил: /law 27B1"),
    ("ruling", "разбор нарушения в торговле: /ruling 1♠ пас 1♥"),
    ("card", "правило 46: /card ♠KJ5 ♥A32 ; пика"),
    ("cancel", "прервать разбор"),
    ("start", "начало"),
)


def build_dispatcher(
    services: Services,
    *,
    storage: BaseStorage | None = None,
    throttle_rate: float = DEFAULT_THROTTLE,
) -> Dispatcher:
    """A fresh Dispatcher with every router; handlers get ``services`` as a parameter.

    ``storage`` holds the ruling wizard's state (memory by default, Redis for replicas);
    ``throttle_rate`` is the per-user pause in seconds (0 turns throttling off).
    """
    storage = storage if storage is not None else MemoryStorage()
    isolation = _isolation(storage)
    dp = Dispatcher(storage=storage, events_isolation=isolation, services=services)
    for module in (start, law, ruling, feedback, inline, ask):  # ask last: it takes any text
        dp.include_router(module.build_router())
    throttling = ThrottlingMiddleware(throttle_rate)
    dp.message.middleware(throttling)
    dp.callback_query.middleware(throttling)
    dp.errors.register(on_error)
    dp.startup.register(set_commands)
    return dp


def _isolation(storage: BaseStorage) -> BaseEventIsolation:
    """One update of a user at a time: Redis locks when replicas share Redis, else in-process."""
    create = getattr(storage, "create_isolation", None)  # RedisStorage has it
    if create is not None and not isinstance(storage, MemoryStorage):
        isolation: BaseEventIsolation = create()
        return isolation
    return SimpleEventIsolation()


REQUEST_TIMEOUT = 20.0


def build_bot(token: str, api_url: str | None = None) -> Bot:
    """The Bot: HTML by default, no link previews, passing failures retried;
    ``api_url`` is the base URL of a self-hosted Bot API server (Telegram's otherwise)."""
    # 20 s, not aiohttp's 60: a hung request must not hold a handler for a minute
    # (long polling adds its own polling timeout on top of this one).
    if api_url:
        session = AiohttpSession(api=TelegramAPIServer.from_base(api_url), timeout=REQUEST_TIMEOUT)
    else:
        session = AiohttpSession(timeout=REQUEST_TIMEOUT)
    session.middleware(RetryMiddleware())
    return Bot(token, session=session, default=default_properties())


def default_properties() -> DefaultBotProperties:
    return DefaultBotProperties(
        parse_mode=ParseMode.HTML, link_preview=LinkPreviewOptions(is_disabled=True)
    )


async def set_commands(bot: Bot) -> None:
    """The command menu in Russian (a failure here must not stop the bot)."""
    commands = [BotCommand(command=name, description=text) for name, text in COMMANDS]
    try:
        await bot.set_my_commands(commands)
    except TelegramAPIError as error:
        logger.warning("setMyCommands failed: %s", error)


async def on_error(event: ErrorEvent) -> bool:
    """Every error ends here: a Russian answer instead of silence, and a log line."""
    update, error = event.update, event.exception
    if isinstance(error, BridgeLawsError):
        text = str(error)
        logger.info("update %s: %s", update.update_id, error)
    else:
        text = SOMETHING_WRONG
        logger.error(
            "update %s failed: %s", update.update_id, type(error).__name__, exc_info=error
        )
    try:
        await _tell(event, text)
    except TelegramAPIError as failure:
        logger.warning("update %s: could not report the error: %s", update.update_id, failure)
    return True


async def _tell(event: ErrorEvent, text: str) -> None:
    update = event.update
    if update.callback_query is not None:
        query = update.callback_query
        try:
            await query.answer(shorten(text, 190), show_alert=True)
        except TelegramBadRequest:  # already answered (or too old): say it in the chat
            if isinstance(query.message, Message):
                await query.message.answer(esc(text))
        return
    if update.inline_query is not None:
        await update.inline_query.answer([], cache_time=0)
        return
    message = update.message
    if isinstance(message, Message):
        if message.chat.type == "private":
            await message.answer(esc(text))
        else:
            await message.reply(esc(text))
