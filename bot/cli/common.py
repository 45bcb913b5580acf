"""What every subcommand shares: exit codes, Russian argparse, JSON output, --jsonl batches."""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn, Protocol

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2


class RussianArgumentParser(argparse.ArgumentParser):
    """argparse that reports usage errors in Russian and exits 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        translated = (
            message.replace("the following arguments are required", "не хватает аргументов")
            .replace("unrecognized arguments", "непонятные аргументы")
            .replace("invalid choice", "нет такого варианта")
            .replace("expected one argument", "нужно значение")
            .replace("invalid int value", "нужно целое число, а не")
        )
        sys.stderr.write(f"{self.prog}: ошибка: {translated}\n")
        sys.exit(EXIT_BAD_INPUT)


def fail(message: str, code: int = EXIT_BAD_INPUT) -> int:
    """Print a Russian error on stderr and return the exit code."""
    sys.stderr.write(f"bridge-laws: {message}\n")
    return code


@contextmanager
def collector_paused(process_ends: bool = False) -> Iterator[None]:
    """Python's cyclic garbage collector paused while a command runs: loading the law text,
    the search and the models makes hundreds of thousands of objects that live as long as the
    process, and the collector scanned them again and again (a fifth of the CPU time of
    ``bridge-laws ask``); the little cyclic garbage one answer leaves goes with the process.
    A command that keeps running (``--jsonl``, the console, the bot) calls ``collect_again``
    once it has started. The collector is left as it was found (tests call ``main`` often).
    With ``process_ends`` (the command line's own run: the process exits right after) the
    objects are frozen first, so that neither the collection the re-enabled collector starts
    at the next allocation nor the one at interpreter exit scans them again (~60 ms of ``ask``).
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if process_ends:
            gc.freeze()
        if was:
            gc.enable()
        else:
            gc.disable()


def collect_again() -> None:
    """The cyclic garbage collector back on, for a command that keeps running."""
    gc.enable()


def print_json(payload: Any) -> None:
    sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
    sys.stdout.flush()


def read_argument_or_stdin(words: list[str]) -> str:
    """The positional text, or all of stdin when none was given."""
    if words:
        return " ".join(words)
    if sys.stdin is None or sys.stdin.isatty():
        return ""
    return sys.stdin.read()


def run_jsonl(handle: Callable[[str], dict[str, Any]]) -> int:
    """One JSON object per stdin line, in order; a bad line gets a status=error object."""
    stream = sys.stdin.buffer if sys.stdin is not None else None
    if stream is None:
        return EXIT_OK
    collect_again()  # a batch may be long
    for raw in stream:
        line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
        try:
            payload = handle(line)
        except Exception as error:  # a batch never stops on one bad line
            payload = {"status": "error", "error": _russian(error)}
        print_json(payload)
    return EXIT_OK


def _russian(error: Exception) -> str:
    from laws_text.errors import BridgeLawsError

    if isinstance(error, BridgeLawsError):
        return str(error)
    return f"внутренняя ошибка: {type(error).__name__}"


class Verdict(Protocol):
    """What ``ruling`` and ``card`` evaluate to: a status, an error, and a JSON form."""

    @property
    def status(self) -> str: ...
    @property
    def error(self) -> str | None: ...
    @property
    def summary(self) -> str: ...

    def to_json(self) -> dict[str, Any]: ...


def add_text_and_output_arguments(parser: argparse.ArgumentParser, text_help: str) -> None:
    """The positional TEXT (or stdin) and the --json / --jsonl switches of CLI.md."""
    parser.add_argument("text", nargs="*", metavar="ТЕКСТ", help=text_help)
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="ответ в JSON (см. контракт CLI)")
    output.add_argument(
        "--jsonl", action="store_true", help="по запросу в строке ввода, по JSON в строке вывода"
    )


def run_verdict_command(
    args: argparse.Namespace,
    evaluate: Callable[[str], Verdict],
    render: Callable[[Any], str],
) -> int:
    """Evaluate TEXT (or each stdin line with --jsonl) and print it per the contract:
    exit 0 on a ruling (final or needs_facts), 2 on bad input with the reason on stderr."""
    if args.jsonl:
        return run_jsonl(lambda line: evaluate(line).to_json())
    verdict = evaluate(read_argument_or_stdin(args.text).strip())
    if args.json:
        print_json(verdict.to_json())
    elif verdict.status != "error":
        sys.stdout.write(render(verdict) + "\n")
    if verdict.status == "error":
        return fail(verdict.error or verdict.summary, EXIT_BAD_INPUT)
    return EXIT_OK
