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
from aiogram.methods import SetMyCommands, SetMyDescription, SetMyShortDescription
from aiogram.methods.base import TelegramMethod
from aiogram.types import BotCommand, ErrorEvent, LinkPreviewOptions, Message

from bot.telegram import daily
from bot.telegram.handlers import ask, feedback, inline, law, quiz, ruling, start, terms
from bot.telegram.middlewares.metrics import install as install_metrics
from bot.telegram.middlewares.throttling import ThrottlingMiddleware
from bot.telegram.render import esc, shorten
from bot.telegram.retry import RetryMiddleware
from bot.telegram.services import Services
from laws_text import BridgeLawsError

logger = logging.getLogger("bot.telegram")

DEFAULT_THROTTLE = 0.5  # seconds per update once a person's burst is spent
SOMETHING_WRONG = "Что-то пошло не так — я уже записал ошибку. Попробуйте ещё раз чуть позже."

# The command menu (setMyCommands): Russian by default and for Russian clients; English
# descriptions for clients in English (the answers themselves are always Russian).
COMMANDS = (
    ("help", "что я умею и примеры", "what I do, with examples (answers in Russian)"),
    ("ask", "вопрос по правилам: /ask контра не в очередь", "a question about the laws"),
    ("law", "пункт правил: /law 27B1", "a clause of the laws: /law 27B1"),
    ("ruling", "разбор нарушения: /ruling 1♠ пас 1♥", "a ruling: /ruling 1♠ pass 1♥"),
    ("card", "правило 46: /card ♠KJ5 ♥A32 ; пика", "Law 46: which dummy card is played"),
    ("quiz", "вопрос-тренировка: /quiz 27", "a training quiz: /quiz 27"),
    ("terms", "термины: /terms LHO", "the glossary: /terms LHO"),
    ("daily", "вопрос дня в чате: /daily 10:00", "a daily quiz in this chat: /daily 10:00"),
    ("top", "лучшие по ответам на вопросы", "the chat's best quiz scores"),
    ("forget", "удалить мои результаты в чате", "delete my quiz scores in this chat"),
    ("cancel", "прервать разбор", "stop the ruling wizard"),
    ("start", "начало", "start"),
)
DESCRIPTION = (
    "Законы дубликатного бриджа на русском (редакция 1987 года, правила 19–46). "
    "Спросите своими словами, пришлите торговлю («1♠ пас 1♥») или расскажите случай за "
    "столом — найду пункт правил или разберу нарушение: что происходит сейчас, кто пасует, "
    "кто заявляет дальше. Номер пункта («27B1») открывает его текст.\n\n"
    "Это перевод редакции 1987 года; на турнире решает судья по действующей редакции."
)
SHORT_DESCRIPTION = (
    "Законы бриджа 1987 (правила 19–46): вопрос словами, торговля или случай — пункт и решение."
)


def build_dispatcher(
    services: Services,
    *,
    storage: BaseStorage | None = None,
    throttle_rate: float = DEFAULT_THROTTLE,
) -> Dispatcher:
    """A fresh Dispatcher with every router; handlers get ``services`` as a parameter.

    ``storage`` holds the ruling wizard's state (memory by default, Redis for replicas);
    ``throttle_rate`` is the seconds per update once a person's burst is spent (a token
    bucket: see ``middlewares/throttling``; 0 turns throttling off).
    """
    storage = storage if storage is not None else MemoryStorage()
    isolation = _isolation(storage)
    # FSM registered by hand, after the throttle's arrival counter: the counter must see the
    # updates that wait for a user's isolation lock (a flood), not only the one holding it
    dp = Dispatcher(
        storage=storage, events_isolation=isolation, disable_fsm=True, services=services
    )
    throttling = ThrottlingMiddleware(throttle_rate)
    dp.update.outer_middleware(throttling.arrivals)
    dp.update.outer_middleware(dp.fsm)
    for module in (start, law, terms, ruling, quiz, feedback, inline, ask):  # ask last: any text
        dp.include_router(module.build_router())
    dp.message.middleware(throttling)
    dp.callback_query.middleware(throttling)
    install_metrics(dp, throttling)  # GET /metrics of the webhook server (serve.py)
    dp.errors.register(on_error)
    dp.startup.register(set_commands)
    daily.setup(dp, services, quiz.send_daily)  # the daily quiz: a task started with dp
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
    """The command menu (Russian, and English for English clients) and the bot's description
    and short description; a failure here must not stop the bot."""
    russian = [BotCommand(command=name, description=ru) for name, ru, _ in COMMANDS]
    english = [BotCommand(command=name, description=en) for name, _, en in COMMANDS]
    methods: tuple[TelegramMethod[bool], ...] = (
        SetMyCommands(commands=russian),
        SetMyCommands(commands=russian, language_code="ru"),
        SetMyCommands(commands=english, language_code="en"),
        SetMyDescription(description=DESCRIPTION),
        SetMyShortDescription(short_description=SHORT_DESCRIPTION),
    )
    for method in methods:
        try:
            await bot(method)
        except TelegramAPIError as error:
            logger.warning("%s failed: %s", type(method).__name__, error)


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
