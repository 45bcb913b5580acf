"""``bridge-laws`` pauses Python's cyclic garbage collector while a command starts and runs once
(it scanned the loaded search again and again: a fifth of ``ask``'s CPU time), turns it back on
for a command that keeps running, and leaves it as it found it."""

from __future__ import annotations

import argparse
import gc
import io
import sys
from collections.abc import Iterator

import pytest

import bot.cli.ask
from bot.cli import main
from bot.cli.common import EXIT_OK, collector_paused, run_jsonl


@pytest.fixture
def collector() -> Iterator[None]:
    was = gc.isenabled()
    yield
    gc.unfreeze()  # a test of ``process_ends`` froze the objects; the suite keeps collecting
    if was:
        gc.enable()
    else:
        gc.disable()


def test_a_command_runs_with_the_collector_paused(
    monkeypatch: pytest.MonkeyPatch, collector: None
) -> None:
    seen: list[bool] = []

    def run(args: argparse.Namespace) -> int:
        seen.append(gc.isenabled())
        return EXIT_OK

    monkeypatch.setattr(bot.cli.ask, "run", run)
    gc.enable()
    assert main(["ask", "пас вне очереди"]) == EXIT_OK
    assert seen == [False]
    assert gc.isenabled()  # on again, as it was


def test_the_collector_is_left_as_it_was_found(collector: None) -> None:
    gc.disable()
    with collector_paused():
        gc.enable()  # a command that keeps running turned it on
    assert not gc.isenabled()
    gc.enable()
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError
    assert gc.isenabled()


def test_a_batch_collects_again(monkeypatch: pytest.MonkeyPatch, collector: None) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("пас\nконтра\n".encode())))
    seen: list[bool] = []

    def handle(line: str) -> dict[str, object]:
        seen.append(gc.isenabled())
        return {"line": line}

    with collector_paused():
        assert run_jsonl(handle) == EXIT_OK
    assert seen == [True, True]


def test_a_run_the_process_ends_with_freezes_what_it_made(collector: None) -> None:
    # the exit's collections skip the loaded search; a command run in-process keeps them
    gc.unfreeze()
    with collector_paused():
        kept = [[index] for index in range(1000)]
    assert gc.get_freeze_count() == 0
    with collector_paused(process_ends=True):
        kept += [[index] for index in range(1000)]
    assert gc.get_freeze_count() >= len(kept)
