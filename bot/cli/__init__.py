"""The ``bridge-laws`` command: one subcommand per module, imported only when it runs.

Each subcommand module defines ``HELP`` (one Russian line), ``configure(parser)`` and
``run(args) -> int``. Heavy imports (aiogram, pymorphy3) stay inside ``run`` so that
``bridge-laws law`` and ``bridge-laws ask`` start fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from bot.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_INTERNAL,
    RussianArgumentParser,
    collector_paused,
    fail,
)

SUBCOMMANDS: dict[str, str] = {
    "start": "bot.cli.start",
    "ask": "bot.cli.ask",
    "law": "bot.cli.law",
    "ruling": "bot.cli.ruling",
    "card": "bot.cli.card",
    "import": "bot.cli.importer",
    "console": "bot.cli.console",
    "bot": "bot.cli.run_bot",
    "feedback": "bot.cli.feedback",
    "quiz": "bot.cli.quiz",
}

DESCRIPTION = (
    "Законы дубликатного бриджа (редакция 1987 года, правила 19–46): "
    "поиск по тексту, пункты правил, разбор нарушений в торговле, Telegram-бот."
)


def _load(name: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(SUBCOMMANDS[name])


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = RussianArgumentParser(prog="bridge-laws", description=DESCRIPTION)
    subparsers = parser.add_subparsers(dest="command", metavar="КОМАНДА", title="команды")
    for name in SUBCOMMANDS:
        if only is not None and name != only:
            subparsers.add_parser(name)
            continue
        try:
            module = _load(name)
        except ModuleNotFoundError:
            continue  # a subcommand not built yet
        sub = subparsers.add_parser(name, help=module.HELP, description=module.HELP)
        module.configure(sub)
        sub.set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command of ``argv`` (default: the command line's, when the process ends with
    it: ``python -m bot.cli`` and the ``bridge-laws`` script)."""
    with collector_paused(process_ends=argv is None):
        return _main(argv)


def _main(argv: Sequence[str] | None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    wanted = next((a for a in args_list if not a.startswith("-")), None)
    only = wanted if wanted in SUBCOMMANDS else None
    parser = build_parser(only)
    args = parser.parse_args(args_list)
    if getattr(args, "run", None) is None:
        parser.print_help()
        return EXIT_BAD_INPUT
    try:
        code: int = args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except Exception as error:  # the one place that turns a bug into exit 1
        return fail(f"внутренняя ошибка: {type(error).__name__}", EXIT_INTERNAL)
    return code


if __name__ == "__main__":
    sys.exit(main())
