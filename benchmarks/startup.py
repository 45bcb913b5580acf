"""Start-up of the offline console: time to its banner and to the first answer, cold and warm.

    python benchmarks/startup.py [--runs 3] [--typing 0] [--question "…"] [--source DIR]

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
"""

from __future__ import annotations

import argparse
import os
import selectors
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

QUESTION = "партнёр сказал пас не в свою очередь, что теперь"
BANNER_MARK = "консоли".encode()


ROOT = Path(__file__).resolve().parent.parent


def console_command() -> list[str]:
    """The console of the project on ``PYTHONPATH`` (no script shim, the same for any copy)."""
    return [sys.executable, "-m", "bot.cli", "console"]


@dataclass(frozen=True)
class Timing:
    banner: float  # seconds from the start to the banner on stdout
    answer: float  # seconds from the start to the answer's first line
    question: float  # when the question was written


def run_once(cache: Path, question: str, typing: float, source: Path = ROOT) -> Timing:
    env = {**os.environ, "BRIDGE_LAWS_CACHE": str(cache), "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(source)}
    env.pop("BOT_TOKEN", None)
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


def measure(
    runs: int, question: str, typing: float, source: Path = ROOT
) -> dict[str, list[Timing]]:
    results: dict[str, list[Timing]] = {"cold": [], "warm": []}
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="bridge-laws-startup-") as directory:
            cache = Path(directory)
            results["cold"].append(run_once(cache, question, typing, source))
            results["warm"].append(run_once(cache, question, typing, source))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--typing", type=float, default=0.0,
                        help="seconds before the question is written (a person typing)")
    parser.add_argument("--question", default=QUESTION)
    parser.add_argument("--source", type=Path, default=ROOT,
                        help="the project's directory to run (this one by default)")
    args = parser.parse_args()
    results = measure(args.runs, args.question, args.typing, args.source.resolve())
    print(f"bridge-laws console ({args.source}), median of {args.runs}, "
          f"question after {args.typing:g} s")
    print(f"{'cache':<6} {'banner, s':>10} {'first answer, s':>16} {'after question, s':>18}")
    for name, timings in results.items():
        banner = statistics.median(t.banner for t in timings)
        answer = statistics.median(t.answer for t in timings)
        waited = statistics.median(t.answer - t.question for t in timings)
        print(f"{name:<6} {banner:>10.2f} {answer:>16.2f} {waited:>18.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
