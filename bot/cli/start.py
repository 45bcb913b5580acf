"""``bridge-laws start``: the Telegram bot when BOT_TOKEN is set, the offline console otherwise."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

HELP = "запустить: Telegram-бот, если задан BOT_TOKEN, иначе офлайн-чат в терминале"


def configure(parser: argparse.ArgumentParser) -> None:
    del parser  # no options of its own


def run(args: argparse.Namespace) -> int:
    del args
    if os.environ.get("BOT_TOKEN", "").strip():
        target = importlib.import_module("bot.cli.run_bot")
    else:
        target = importlib.import_module("bot.cli.console")
        sys.stderr.write(
            "BOT_TOKEN не задан: запускаю офлайн-чат в терминале (bridge-laws console).\n"
        )
    parser = argparse.ArgumentParser(prog=f"bridge-laws {target.__name__.rsplit('.', 1)[-1]}")
    target.configure(parser)
    return int(target.run(parser.parse_args([])))
