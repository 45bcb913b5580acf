"""``bridge-laws console`` starts at once: the banner before anything slow is imported, the
search warmed in a background thread while the person types, the first line waiting for it
(with a notice) only when it is not ready yet."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import console as console_cli
from bot.telegram.app import build_dispatcher
from bot.telegram.console import run_console
from bot.telegram.services import Services

MAIN = "import sys; from bot.cli import main; sys.exit(main())"
# the banner's first write records which modules were imported by then
PROBE = """
import sys
from bot.cli import main

class Probe:
    def __init__(self, out):
        self.out, self.seen = out, None
    def write(self, text):
        if self.seen is None:
            self.seen = sorted(m for m in ("aiogram", "pymorphy3", "engine.search.searcher",
                                           "bot.telegram.app") if m in sys.modules)
            sys.stderr.write(f"imported before the banner: {self.seen}\\n")
        return self.out.write(text)
    def __getattr__(self, name):
        return getattr(self.out, name)

sys.stdout = Probe(sys.stdout)
sys.exit(main(["console"]))
"""


def console_env(cache: Path | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"BOT_TOKEN", "FEEDBACK_DB"}}
    env.update(PYTHONPATH=os.getcwd(), PYTHONUNBUFFERED="1")
    if cache is not None:
        env["BRIDGE_LAWS_CACHE"] = str(cache)
    return env


@pytest.mark.slow  # starts the program as a process
def test_the_banner_comes_before_any_slow_import() -> None:
    done = subprocess.run([sys.executable, "-c", PROBE], input="", capture_output=True,
                          text=True, timeout=120, env=console_env())
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(console_cli.BANNER)
    assert "imported before the banner: []" in done.stderr


@pytest.mark.slow  # starts the program as a process, and builds the search from nothing
def test_a_cold_start_says_it_is_preparing_and_fills_the_cache(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    done = subprocess.run(
        [sys.executable, "-c", MAIN, "console"], input="/law 27B1\n", capture_output=True,
        text=True, timeout=240, env=console_env(cache),
    )
    assert done.returncode == 0, done.stderr
    banner, rest = done.stdout.split(console_cli.BANNER, 1)
    assert banner == ""
    assert rest.lstrip().startswith(console_cli.WAITING)  # the line came before the search
    assert "Неконвенционное назначение" in rest  # …and was answered
    # the search's two files, and the parses of the outside and case models once a question
    # has needed them
    kept = [p.name for p in cache.iterdir()]
    assert len(kept) in (2, 3, 4) and all(name.startswith("search-") for name in kept), kept
    # the next start finds the cache: the same answer, with no notice to wait
    again = subprocess.run(
        [sys.executable, "-c", MAIN, "console"], input="/law 27B1\n", capture_output=True,
        text=True, timeout=120, env=console_env(cache),
    )
    assert again.returncode == 0 and "Неконвенционное назначение" in again.stdout


@pytest.mark.slow  # starts the program as a process
def test_a_closed_pipe_ends_the_console_quietly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", MAIN, "console"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=console_env(),
    )
    assert process.stdin is not None and process.stdout is not None
    assert "консоли" in process.stdout.readline().decode()
    process.stdout.close()  # like «bridge-laws console | head -1»
    process.stdin.write("контра не в очередь\n/law 27\n".encode())
    process.stdin.close()
    assert process.wait(timeout=120) == 0
    assert process.stderr is not None
    error = process.stderr.read()
    process.stderr.close()
    assert b"Traceback" not in error and b"BrokenPipe" not in error, error.decode()[-2000:]


async def test_the_dispatcher_is_built_on_the_first_line_not_before(services: Services) -> None:
    built: list[int] = []

    def ready():  # type: ignore[no-untyped-def]
        built.append(1)
        return build_dispatcher(services, throttle_rate=0)

    out = io.StringIO()
    assert await run_console(ready, io.StringIO("\n  \n"), out) == 0
    assert built == [] and out.getvalue() == ""  # blank lines: nothing to answer yet
    await run_console(ready, io.StringIO("/law 27B1\n/law 27\n"), out)
    assert built == [1]  # once, for the first line
    assert services.corpus["27B1"].title in out.getvalue()
    assert services.corpus["27"].title in out.getvalue()


async def test_a_line_read_before_the_console_is_answered_first(services: Services) -> None:
    out = io.StringIO()
    dp = build_dispatcher(services, throttle_rate=0)
    await run_console(dp, io.StringIO("/law 27\n"), out, first_line="/law 27B1\n")
    printed = out.getvalue()
    first, second = services.corpus["27B1"].title, services.corpus["27"].title
    assert first in printed and second in printed
    assert printed.index(first) < printed.rindex(second)


def test_warm_up_loads_the_search_and_says_nothing_when_ready() -> None:
    warm_up = console_cli.WarmUp()
    warm_up.start()
    warm_up.join(timeout=120)
    out = io.StringIO()
    warm_up.wait(out)
    assert warm_up.error is None and out.getvalue() == ""


def test_a_failed_warm_up_is_raised_in_the_main_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    import engine.search

    def broken() -> None:
        raise OSError("no law text")

    monkeypatch.setattr(engine.search, "get_searcher", broken)
    warm_up = console_cli.WarmUp()
    warm_up.start()
    with pytest.raises(OSError, match="no law text"):
        warm_up.wait(io.StringIO())
