"""``bridge-laws feedback``: the questions the bot answered badly (👎, or nothing found), worst
first, so the search vocabulary grows from real use."""

from __future__ import annotations

import argparse
import os

from bot.cli.common import EXIT_BAD_INPUT, EXIT_OK, fail, print_json

HELP = "неудачные вопросы к боту (👎 или «не нашёл»), худшие первыми"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db", metavar="ПУТЬ", help="файл SQLite с отзывами (по умолчанию — FEEDBACK_DB)"
    )
    parser.add_argument("--limit", type=int, default=50, metavar="N", help="сколько показать")
    parser.add_argument("--json", action="store_true", help="вывод в JSON")


def run(args: argparse.Namespace) -> int:
    from bot.telegram.feedback_store import FeedbackStore

    path = args.db or os.environ.get("FEEDBACK_DB", "").strip()
    if not path:
        return fail("не указан файл отзывов: --db ПУТЬ или переменная FEEDBACK_DB.")
    if not os.path.isfile(path):
        return fail(f"нет файла отзывов «{path}».", EXIT_BAD_INPUT)
    if args.limit < 1:
        return fail("--limit: нужно число больше нуля.")
    store = FeedbackStore(path)
    try:
        worst = store.worst_queries(args.limit)
    finally:
        store.close()
    if args.json:
        print_json({"queries": [stats.to_json() for stats in worst]})
        return EXIT_OK
    if not worst:
        print("Неудачных вопросов нет.")
        return EXIT_OK
    for stats in worst:
        marks = f"👎 {stats.down}  👍 {stats.up}  не нашёл: {stats.not_found}"
        marks += f"  всего: {stats.shown}"
        shown = ", ".join(stats.ids) if stats.ids else "—"
        print(f"«{stats.query}»\n    {marks}; показано: {shown}; последний раз {stats.last_at}")
    return EXIT_OK
