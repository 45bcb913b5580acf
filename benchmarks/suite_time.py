"""Where the test suite's time goes, file by file, and how two or three workers would share it.

    python benchmarks/suite_time.py [pytest paths and options ...]

Runs pytest in ONE process (``--durations=0``: every test's setup, call and teardown), adds
the times up per file and prints the files slowest first, with their test counts. Then it
plays ``-n 2`` and ``-n 3 --dist loadfile`` (the README's) with these times: the order xdist
would hand the files out (most tests first) and the order tests/conftest.py gives it (slow
files first), each file to the worker that is free first, and prints when each order's last
worker would end. On two cores a third worker gains only the time the others spend waiting
(the bot tests wait for the processes they start), which these times cannot show.
A file that tests/conftest.py's ``SAME_WORKER`` joins to another is counted under that other
file. A file's time here is its tests' time only: each worker also imports and collects the
whole suite once. Keep the paths small on a shared machine: the whole suite takes minutes.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINE = re.compile(r"^\s*([\d.]+)s (setup|call|teardown)\s+(\S+?)(?:::|$)")


def per_file(output: str) -> dict[str, float]:
    seconds: dict[str, float] = defaultdict(float)
    for line in output.splitlines():
        found = LINE.match(line)
        if found:
            seconds[found.group(3)] += float(found.group(1))
    return dict(seconds)


def counts(paths: list[str]) -> dict[str, int]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "--collect-only", "-p", "no:cacheprovider",
         *paths], cwd=ROOT, capture_output=True, text=True,
    )
    found: dict[str, int] = defaultdict(int)
    for line in done.stdout.splitlines():
        if "::" in line:
            found[line.split("::", 1)[0]] += 1
    return dict(found)


def finish(order: list[str], seconds: dict[str, float], workers: int = 2) -> float:
    """When the last worker ends, each file going to the worker free first."""
    ends = [0.0] * workers
    for name in order:
        ends[ends.index(min(ends))] += seconds.get(name, 0.0)
    return max(ends)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from tests.conftest import SAME_WORKER, slow_first

    paths = argv or ["tests"]
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "--durations=0", "--durations-min=0",
         "-p", "no:cacheprovider", *paths], cwd=ROOT, capture_output=True, text=True,
    )
    seconds = per_file(done.stdout)
    tests = counts(paths)
    for name, other in SAME_WORKER.items():  # one scope: scheduled as one file
        if name in seconds:
            seconds[other] = seconds.get(other, 0.0) + seconds.pop(name)
            tests[other] = tests.get(other, 0) + tests.pop(name, 0)
    print(done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-500:])
    print(f"{'seconds':>8} {'tests':>6}  file")
    for name, spent in sorted(seconds.items(), key=lambda item: -item[1]):
        print(f"{spent:8.2f} {tests.get(name, 0):6d}  {name}")
    by_count = sorted(seconds, key=lambda name: -tests.get(name, 0))
    ours = slow_first(by_count, ROOT)
    print(f"total {sum(seconds.values()):.1f} s")
    for workers in (2, 3):  # on two cores a third worker gains only what the others wait
        print(f"  {workers} workers end at {finish(by_count, seconds, workers):.1f} s "
              f"(xdist's order), {finish(ours, seconds, workers):.1f} s (slow files first)")
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
