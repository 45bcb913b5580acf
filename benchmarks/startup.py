"""Start-up of the offline console: time to its banner and to the first answer, cold and warm.

    python benchmarks/startup.py [--runs 3] [--typing 0] [--question "…"] [--source DIR]
                                 [--no-pyc] [--no-console]

Each run starts ``bridge-laws console`` (``python -m bot.cli console``) in a subprocess with
its own temporary search cache (``BRIDGE_LAWS_CACHE``): «cold» is the first run on an empty
cache (what a person sees right after ``pip install``), «warm» a later run on the cache the
cold run left. The question is written to the console's stdin ``--typing`` seconds after the
start (0: at once, as a pipe does; a person needs a few seconds to type one), then stdin is
closed; the first answer is the first line printed after the banner that is not the notice
to wait.

Prints the median over ``--runs`` of: seconds to the banner, seconds to the first answer, and
seconds from the question to its answer (what a person waits after pressing Enter).
``--source`` runs another copy of the project instead of this one (``python -m bot.cli`` with
that directory first on the path), e.g. the last commit for a before/after figure:
``git archive HEAD | tar -x -C /tmp/before && python benchmarks/startup.py --source
/tmp/before``.

Next to the console it times ``bridge-laws ask QUESTION`` from the start to its exit (cold and
warm, the same way) and a process that only loads pymorphy3's dictionary and parses one word
(``MORPH_ONLY``), and prints each first answer as a ratio to that process: the issue's target
is a cold first answer within 2× a warm one and 4× pymorphy3. For ``ask`` and pymorphy3 it
prints their CPU seconds too (user and system): on a machine busy with other work the wall
time varies by half, the CPU time by far less.

``--no-pyc`` times the project as it is right after ``pip install -e .`` or an edit, when no
compiled bytecode of its modules exists yet: the children run a fresh copy of the project's
packages (``bot``, ``engine``, ``laws_text``, without any ``__pycache__``) with
``PYTHONDONTWRITEBYTECODE=1``, so every run compiles every module it imports. The standard
library and the installed dependencies keep their bytecode (pip compiles them on install), in
the pymorphy3 process as well.

The console's first answer waits for the bot's own imports (aiogram builds hundreds of
pydantic models at import: seconds, more than everything else together); ``--no-console``
leaves the console out and times ``ask`` and pymorphy3 only.
"""

from __future__ import annotations

import argparse
import os
import selectors
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

QUESTION = "партнёр сказал пас не в свою очередь, что теперь"
BANNER_MARK = "консоли".encode()
MORPH_ONLY = "import pymorphy3; pymorphy3.MorphAnalyzer().parse('очередь')"
PACKAGES = ("bot", "engine", "laws_text")


ROOT = Path(__file__).resolve().parent.parent


def console_command() -> list[str]:
    """The console of the project on ``PYTHONPATH`` (no script shim, the same for any copy)."""
    return [sys.executable, "-m", "bot.cli", "console"]


@dataclass(frozen=True)
class Timing:
    banner: float  # seconds from the start to the banner on stdout
    answer: float  # seconds from the start to the answer's first line
    question: float  # when the question was written


def child_env(cache: Path, source: Path, no_pyc: bool) -> dict[str, str]:
    """The environment of a child: its own cache, this copy of the project first on the path,
    no token (the console, not the bot) and, with ``no_pyc``, no bytecode written."""
    env = {**os.environ, "BRIDGE_LAWS_CACHE": str(cache), "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(source)}
    env.pop("BOT_TOKEN", None)
    env.pop("PYTHONPYCACHEPREFIX", None)  # bytecode next to the sources, as after install
    if no_pyc:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def compile_all(source: Path) -> None:
    """Bytecode for every module of the project, so that no run pays for compiling one."""
    subprocess.run([sys.executable, "-m", "compileall", "-q",
                    *(str(source / package) for package in PACKAGES)],
                   stdout=subprocess.DEVNULL, check=False)


def fresh_copy(source: Path, directory: Path) -> Path:
    """The project's packages copied into ``directory`` without any compiled bytecode."""
    for package in PACKAGES:
        shutil.copytree(source / package, directory / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return directory


def run_once(
    cache: Path, question: str, typing: float, source: Path = ROOT, no_pyc: bool = False
) -> Timing:
    env = child_env(cache, source, no_pyc)
    start = time.perf_counter()
    process = subprocess.Popen(
        console_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, env=env, cwd=source,
    )
    assert process.stdin is not None and process.stdout is not None
    selector = selectors.DefaultSelector()
    selector.register(process.stdout, selectors.EVENT_READ)
    output = b""
    banner = answer = asked = None
    while True:
        now = time.perf_counter() - start
        if asked is None and now >= typing:
            process.stdin.write(question.encode() + b"\n")
            process.stdin.close()
            asked = now
        wait = max(0.0, typing - now) if asked is None else 1.0
        if selector.select(timeout=wait or 0.01):
            chunk = os.read(process.stdout.fileno(), 65536)
            if not chunk:
                break
            output += chunk
            if banner is None and BANNER_MARK in output:
                banner = time.perf_counter() - start
            # the answer: the first output after the banner that is not a notice to wait
            after = output.split(BANNER_MARK, 1)[-1].split(b"\n", 2)[-1] if banner else b""
            if answer is None and any(
                line.strip() and not line.startswith("⏳".encode())
                for line in after.splitlines()
            ):
                answer = time.perf_counter() - start
    process.wait()
    selector.close()
    if process.returncode != 0 or banner is None or answer is None or asked is None:
        raise SystemExit(f"the console failed (exit {process.returncode}):\n{output.decode()}")
    return Timing(banner, answer, asked)


@dataclass(frozen=True)
class Run:
    wall: float  # seconds from the start to the exit
    cpu: float  # seconds of CPU (user and system) the process used: steadier on a busy machine


def wall(command: list[str], env: dict[str, str], cwd: Path) -> Run:
    """The time ``command`` took to run to its exit (its output is not kept)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env=env, cwd=cwd)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {process.returncode})")
    return Run(elapsed, usage.ru_utime + usage.ru_stime)


@dataclass(frozen=True)
class Results:
    console: dict[str, list[Timing]]  # «cold» and «warm» runs of the console
    ask: dict[str, list[Run]]  # ``bridge-laws ask``, cold and warm
    morph: list[Run]  # a process that only loads pymorphy3


def measure(
    runs: int, question: str, typing: float, source: Path = ROOT, no_pyc: bool = False,
    console_too: bool = True,
) -> Results:
    console: dict[str, list[Timing]] = {"cold": [], "warm": []}
    ask: dict[str, list[Run]] = {"cold": [], "warm": []}
    morph: list[Run] = []
    ask_command = [sys.executable, "-m", "bot.cli", "ask", question]
    with tempfile.TemporaryDirectory(prefix="bridge-laws-source-") as copy:
        if no_pyc:  # ``python -m`` puts the working directory first: it is the copy too
            source = fresh_copy(source, Path(copy))
        else:
            compile_all(source)
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="bridge-laws-startup-") as directory:
                cache = Path(directory) / "console"
                if console_too:
                    console["cold"].append(run_once(cache, question, typing, source, no_pyc))
                    console["warm"].append(run_once(cache, question, typing, source, no_pyc))
                env = child_env(Path(directory) / "ask", source, no_pyc)
                ask["cold"].append(wall(ask_command, env, source))
                ask["warm"].append(wall(ask_command, env, source))
                morph.append(wall([sys.executable, "-c", MORPH_ONLY], env, source))
    return Results(console, ask, morph)


def report(results: Results) -> None:
    morph = statistics.median(run.wall for run in results.morph)
    morph_cpu = statistics.median(run.cpu for run in results.morph)
    if any(results.console.values()):
        print(f"{'cache':<6} {'banner, s':>10} {'first answer, s':>16}"
              f" {'after question, s':>18} {'× pymorphy3':>12}")
    for name, timings in results.console.items():
        if not timings:
            continue
        banner = statistics.median(t.banner for t in timings)
        answer = statistics.median(t.answer for t in timings)
        waited = statistics.median(t.answer - t.question for t in timings)
        print(f"{name:<6} {banner:>10.2f} {answer:>16.2f} {waited:>18.2f}"
              f" {answer / morph:>12.2f}")
    print(f"bridge-laws ask, start to exit: {'cache':<6} {'wall, s':>8} {'× pymorphy3':>12}"
          f" {'CPU, s':>8} {'× pymorphy3':>12}")
    for name, runs in results.ask.items():
        value = statistics.median(run.wall for run in runs)
        cpu = statistics.median(run.cpu for run in runs)
        print(f"{'':<31} {name:<6} {value:>8.2f} {value / morph:>12.2f}"
              f" {cpu:>8.2f} {cpu / morph_cpu:>12.2f}")
    cold, warm = (statistics.median(run.wall for run in results.ask[name])
                  for name in ("cold", "warm"))
    cold_cpu, warm_cpu = (statistics.median(run.cpu for run in results.ask[name])
                          for name in ("cold", "warm"))
    print(f"pymorphy3 alone (MorphAnalyzer() and one parse): {morph:.2f} s, "
          f"CPU {morph_cpu:.2f} s; ask cold / warm: {cold / warm:.2f}"
          f" (CPU {cold_cpu / warm_cpu:.2f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--typing", type=float, default=0.0,
                        help="seconds before the question is written (a person typing)")
    parser.add_argument("--question", default=QUESTION)
    parser.add_argument("--source", type=Path, default=ROOT,
                        help="the project's directory to run (this one by default)")
    parser.add_argument("--no-pyc", action="store_true",
                        help="no compiled bytecode of the project (as right after install)")
    parser.add_argument("--no-console", action="store_true",
                        help="time only bridge-laws ask and pymorphy3, not the console")
    args = parser.parse_args()
    results = measure(args.runs, args.question, args.typing, args.source.resolve(),
                      args.no_pyc, not args.no_console)
    print(f"bridge-laws console ({args.source}), median of {args.runs}, "
          f"question after {args.typing:g} s"
          + (", no bytecode of the project" if args.no_pyc else ""))
    report(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
