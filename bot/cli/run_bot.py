"""``bridge-laws bot``: the Telegram bot, by long polling or by webhook, configured from the
environment.

    BOT_TOKEN        the token from @BotFather (required; never logged)
    BOT_API_URL      base URL of a self-hosted Bot API server (default: Telegram's)
    WEBHOOK_URL      public URL Telegram posts updates to; set -> webhook mode
    WEBHOOK_SECRET   secret Telegram sends in X-Telegram-Bot-Api-Secret-Token
                     (A-Z a-z 0-9 _ -, up to 256; a random one when not set)
    WEBHOOK_HOST     address to listen on (default 0.0.0.0)
    WEBHOOK_PORT     port to listen on (default 8080); the path is WEBHOOK_URL's path
    REDIS_URL        wizard state in Redis (replicas share it); memory otherwise
    FEEDBACK_DB      SQLite file for 👍/👎 (memory otherwise)
    LOG_LEVEL        DEBUG, INFO (default), WARNING, ERROR
    BOT_THROTTLE     seconds per update of one user once a burst of 6 is spent (0.5; 0 = off)

In webhook mode the same server answers GET /healthz (200, or 503 when the Bot API or Redis
does not answer) and GET /metrics (Prometheus's text format).
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from bot.cli.common import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, collect_again, fail

HELP = "запустить Telegram-бота (BOT_TOKEN; long polling или вебхук, если задан WEBHOOK_URL)"

NO_TOKEN = (
    "не задан BOT_TOKEN — токен Telegram-бота, который выдаёт @BotFather.\n"
    "  Запуск:  BOT_TOKEN=123456789:AA… bridge-laws bot\n"
    "  Необязательно: BOT_API_URL, WEBHOOK_URL (+ WEBHOOK_SECRET, WEBHOOK_HOST, WEBHOOK_PORT), "
    "REDIS_URL, FEEDBACK_DB, LOG_LEVEL, BOT_THROTTLE.\n"
    "  Попробовать бота без Telegram и без токена:  bridge-laws console"
)
_SECRET = re.compile(r"^[A-Za-z0-9_-]{1,256}$")
_TOKEN = re.compile(r"^\d+:[A-Za-z0-9_-]+$")
Number = TypeVar("Number", int, float)
if TYPE_CHECKING:
    from bot.telegram.settings import Settings

_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class SettingsError(ValueError):
    """A bad environment variable (Russian message, no secret in it)."""


ENVIRONMENT = """\
Настройки — переменные окружения:
  BOT_TOKEN       токен бота от @BotFather (обязательно; в журнал не попадает)
  BOT_API_URL     адрес своего сервера Bot API (по умолчанию — серверы Telegram)
  WEBHOOK_URL     публичный адрес вебхука; если задан — режим вебхука, иначе long polling
  WEBHOOK_SECRET  секрет заголовка X-Telegram-Bot-Api-Secret-Token (иначе случайный)
  WEBHOOK_HOST    на каком адресе слушать (по умолчанию 0.0.0.0)
  WEBHOOK_PORT    на каком порту слушать (по умолчанию 8080)
  REDIS_URL       хранить состояние разбора в Redis (для нескольких копий бота)
  FEEDBACK_DB     файл SQLite для отзывов 👍/👎 (по умолчанию — в памяти)
  LOG_LEVEL       DEBUG, INFO (по умолчанию), WARNING, ERROR
  BOT_THROTTLE    после 6 сообщений подряд — секунд на сообщение (0.5; 0 — без ограничения)
В режиме вебхука тот же сервер отвечает на GET /healthz (200, или 503, если Bot API или Redis
не отвечают) и GET /metrics (счётчики для Prometheus).
Без Telegram и без токена: bridge-laws console"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = ENVIRONMENT


def read_settings(env: dict[str, str]) -> Settings:
    """Settings from the environment; SettingsError names the variable that is wrong."""
    import secrets

    from bot.telegram.settings import Settings

    token = env.get("BOT_TOKEN", "").strip()
    if not _TOKEN.match(token):
        raise SettingsError("BOT_TOKEN не похож на токен бота: ожидается «123456789:AA…».")
    secret = env.get("WEBHOOK_SECRET", "").strip()
    if secret and not _SECRET.match(secret):
        raise SettingsError("WEBHOOK_SECRET: только латиница, цифры, _ и -, до 256 символов.")
    webhook_url = env.get("WEBHOOK_URL", "").strip() or None
    if webhook_url and not webhook_url.startswith(("https://", "http://")):
        raise SettingsError("WEBHOOK_URL должен начинаться с https://")
    return Settings(
        token=token,
        api_url=env.get("BOT_API_URL", "").strip().rstrip("/") or None,
        webhook_url=webhook_url,
        webhook_secret=secret or secrets.token_urlsafe(32),
        webhook_host=env.get("WEBHOOK_HOST", "").strip() or "0.0.0.0",
        webhook_port=_number(env, "WEBHOOK_PORT", "8080", int, 1, 65535),
        redis_url=env.get("REDIS_URL", "").strip() or None,
        feedback_db=env.get("FEEDBACK_DB", "").strip() or None,
        throttle_rate=_number(env, "BOT_THROTTLE", "0.5", float, 0, 60),
    )


def _number(
    env: dict[str, str],
    name: str,
    default: str,
    kind: Callable[[str], Number],
    low: float,
    high: float,
) -> Number:
    raw = env.get(name, "").strip() or default
    try:
        value = kind(raw)
    except ValueError:
        raise SettingsError(f"{name}: нужно число, а не «{raw[:20]}».") from None
    if not low <= value <= high:
        raise SettingsError(f"{name}: нужно число от {low} до {high}.")
    return value


def run(args: argparse.Namespace) -> int:
    import asyncio
    import logging

    env = dict(os.environ)
    token = env.get("BOT_TOKEN", "").strip()
    if not token:
        return fail(NO_TOKEN, EXIT_BAD_INPUT)
    level = env.get("LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in _LEVELS:
        return fail(f"LOG_LEVEL: одно из {', '.join(_LEVELS)}, а не «{level[:20]}».")
    from bot.telegram.logs import setup_logging

    redacting = setup_logging(getattr(logging, level), [token, env.get("WEBHOOK_SECRET", "")])
    try:
        settings = read_settings(env)
    except SettingsError as error:
        return fail(redacting.redact(str(error)), EXIT_BAD_INPUT)
    redacting.secrets.append(settings.webhook_secret)

    from bot.telegram.serve import serve
    from bot.telegram.settings import StartupError

    collect_again()  # the bot runs for days
    try:
        asyncio.run(serve(settings))
    except StartupError as error:
        return fail(redacting.redact(str(error)), EXIT_BAD_INPUT if error.bad_input else 1)
    except Exception as error:  # the outermost boundary: log (redacted), never print the token
        logging.getLogger("bot.telegram").exception("the bot stopped")
        return fail(f"бот остановлен из-за ошибки: {type(error).__name__}", EXIT_INTERNAL)
    return EXIT_OK
