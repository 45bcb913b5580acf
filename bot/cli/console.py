"""``bridge-laws console``: the Telegram bot's Dispatcher and handlers in the terminal.

The banner is printed before anything slow is imported; the search (its index and example
bank: loaded from the on-disk cache, or built on the first run after an install) and the
engine's first answer are warmed in a background thread (with the bot's own imports) while
the person reads and types. The first line typed waits for that thread only if it has not
finished yet, with a notice.
"""

from __future__ import annotations

import argparse
import sys
import threading
from typing import TextIO

from bot.cli.common import collect_again

HELP = "бот в терминале: те же ответы, что в Telegram, без токена и без сети"
BANNER = (
    "Бот «Законы бриджа» в консоли (без Telegram и без сети).\n"
    "Пишите вопросы и команды (/help, /law 27B1, /ruling 1♠ пас 1♥); "
    "число — нажать кнопку с этим номером; @bot запрос — инлайн-режим; Ctrl+D — выход."
)
EXIT = frozenset({"/exit", "/quit", "выход"})  # the console's own words to leave
WAITING = "⏳ Загружаю поиск… (сразу после установки он строится один раз, несколько секунд)"
# what the warm-up asks: a story (the story reader, the rules) and a question (the search)
WARM_UP = ("Север открыл 1 трефу, Восток пас, Юг 1 бубна, Запад 1 трефа.",
           "партнёр сказал пас не в свою очередь")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--feedback-db",
        metavar="ПУТЬ",
        help="файл SQLite для отзывов 👍/👎 (по умолчанию — в памяти)",
    )


class WarmUp(threading.Thread):
    """Imports the bot, loads (or builds) the search and answers a few messages once, off the
    main thread, which meanwhile only waits for the first line typed.

    The main thread touches the bot and the engine only after ``wait``, so nothing is shared
    (and no import or CPU is contended) while the thread runs. A failure here is kept and
    raised again by ``wait``, in the main thread.
    """

    def __init__(self) -> None:
        super().__init__(name="bridge-laws-warm-up", daemon=True)
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            from engine.answer import answer
            from engine.search import get_searcher

            searcher = get_searcher()
            for text in WARM_UP:
                answer(text, searcher, 3)
            import bot.telegram.app
            import bot.telegram.console
            import bot.telegram.services  # noqa: F401 (imported for the main thread)
        except BaseException as error:  # re-raised in the main thread by ``wait``
            self.error = error

    def wait(self, out: TextIO) -> None:
        """Until everything is ready; says so when the person has to wait for it."""
        self.join(timeout=0.05)
        if self.is_alive():
            _say(out, WAITING)
            self.join()
        if self.error is not None:
            raise self.error


def _say(out: TextIO, text: str) -> None:
    out.write(text + "\n")
    out.flush()


def run(args: argparse.Namespace) -> int:
    _say(sys.stdout, BANNER)  # before any slow import: the person reads while we load
    warm_up = WarmUp()
    warm_up.start()
    if sys.stdin.isatty():
        sys.stdout.write("\n> ")
        sys.stdout.flush()
    first = sys.stdin.readline()  # typed while the thread works
    if not first or first.strip() in EXIT:
        return 0
    warm_up.wait(sys.stdout)
    collect_again()  # a conversation may be long

    import asyncio
    import logging

    from bot.telegram.app import build_dispatcher
    from bot.telegram.console import run_console
    from bot.telegram.services import Services

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    services = Services.create(args.feedback_db)
    dp = build_dispatcher(services, throttle_rate=0)
    try:
        return asyncio.run(run_console(dp, sys.stdin, sys.stdout, first_line=first))
    finally:
        services.feedback.close()
        _quiet_if_gone(sys.stdout)


def _quiet_if_gone(out: TextIO) -> None:
    """After ``… | head`` closed the pipe: no «Exception ignored» from the exit's flush."""
    import os

    try:
        out.flush()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())
