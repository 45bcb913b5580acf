"""``bridge-laws console``: the Telegram bot's Dispatcher and handlers in the terminal."""

from __future__ import annotations

import argparse

HELP = "бот в терминале: те же ответы, что в Telegram, без токена и без сети"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--feedback-db",
        metavar="ПУТЬ",
        help="файл SQLite для отзывов 👍/👎 (по умолчанию — в памяти)",
    )


def run(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    import sys

    from bot.telegram.app import build_dispatcher
    from bot.telegram.console import run_console
    from bot.telegram.services import Services

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    services = Services.create(args.feedback_db)
    dp = build_dispatcher(services, throttle_rate=0)
    try:
        return asyncio.run(run_console(dp, sys.stdin, sys.stdout))
    finally:
        services.feedback.close()
