"""``bridge-laws start``: the Telegram bot when BOT_TOKEN is set, the offline console otherwise."""

from __future__ import annotations

import argparse
import os
import sys

HELP = "запустить: Telegram-бот, если задан BOT_TOKEN, иначе офлайн-чат в терминале"


def configure(parser: argparse.ArgumentParser) -> None:
    del parser  # no options of its own


def run(args: argparse.Namespace) -> int:
    if os.environ.get("BOT_TOKEN", "").strip():
        from bot.cli import run_bot

        return run_bot.run(args)
    from bot.cli import console

    sys.stderr.write(
        "BOT_TOKEN не задан: запускаю офлайн-чат в терминале (bridge-laws console).\n"
    )
    return console.run(args)
