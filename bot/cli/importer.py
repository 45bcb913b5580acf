"""``bridge-laws import RAW... -o FILE``: raw dumps of the law text to the canonical file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.cli.common import EXIT_BAD_INPUT, EXIT_OK, fail

HELP = "собрать канонический текст правил из сырых источников (laws_text/sources/*.txt)"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("raw", nargs="+", metavar="ИСТОЧНИК", help="сырые файлы текста правил")
    parser.add_argument("-o", "--output", required=True, metavar="ФАЙЛ", help="куда записать")
    parser.add_argument("-q", "--quiet", action="store_true", help="не печатать отчёт")


def run(args: argparse.Namespace) -> int:
    from laws_text.importer.build import import_files

    paths = [Path(name) for name in args.raw]
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        return fail(f"нет такого файла: {', '.join(missing)}", EXIT_BAD_INPUT)
    result = import_files(paths)
    if not result.clauses:
        return fail("в источниках не нашлось ни одного пункта правил", EXIT_BAD_INPUT)
    Path(args.output).write_text(result.text, encoding="utf-8")
    if not args.quiet:
        for line in result.report:
            sys.stderr.write(f"{line}\n")
        sys.stderr.write(f"записано: {args.output} ({len(result.clauses)} пунктов)\n")
    return EXIT_OK
