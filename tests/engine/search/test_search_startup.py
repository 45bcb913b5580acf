"""What ``bridge-laws ask`` builds at start-up, built once and only when needed.

The start-up figures are in ``python benchmarks/startup.py --no-console``; here: numpy is not
imported to answer a question, the bridge vocabulary's matcher is one per process (the search
and the outside model's translations share it), the entries the search's cache hands over are
the file's own, and the example bank's vote breaks a tie at its last neighbour by the earlier
example, in plain Python and with numpy (``accelerate``, for processes that answer many
questions) alike.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import astuple
from pathlib import Path

import pytest

from engine.search import get_searcher
from engine.search.examples import ExampleBank
from engine.search.jargon import JARGON_PATH, load_jargon, packaged_matcher, parse_jargon
from engine.story.outside_model import translations

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.slow  # a process of its own
def test_answering_a_question_imports_no_numpy() -> None:
    script = (
        "import sys\n"
        "from engine.answer import answer\n"
        "from engine.search import get_searcher\n"
        "reply = answer('партнёр сказал пас не в свою очередь, что теперь', get_searcher())\n"
        "assert reply.result.hits, 'no answer'\n"
        "print('numpy' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT)},  # the session's search cache (conftest)
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "False"


def test_the_search_and_the_outside_model_share_one_matcher() -> None:
    searcher = get_searcher()
    assert searcher.matcher is packaged_matcher()
    assert translations(["he", "revoked"]) == {"фальшренонс"}  # through the shared matcher


def test_the_search_hands_over_the_files_own_entries() -> None:
    get_searcher()  # from its cache: the entries parsed when the cache was built
    parsed = parse_jargon(JARGON_PATH.read_text(encoding="utf-8"), str(JARGON_PATH))
    assert [astuple(entry) for entry in load_jargon()] == [astuple(entry) for entry in parsed]


def test_a_tie_at_the_last_neighbour_goes_to_the_earlier_example() -> None:
    """Six examples nearest, eight more tied after them, eight neighbours: the two tied ones
    that vote are the first two, wherever the nearest lie (numpy's partial sort, used before,
    took the 1st and 4th here)."""
    layout = "ttbttbtbbbttbt"  # b: as near as can be, t: one more word, tied with each other
    bags = [{"T:пас": 1.0} if kind == "b" else {"T:пас": 1.0, "T:ход": 1.0} for kind in layout]
    labels = [(str(number),) for number in range(len(layout))]
    others = 90  # a bank of a hundred: «пас» is not too common a feature to be looked up
    bank = ExampleBank.build([*bags, *[{"T:стол": 1.0}] * others], [*labels, *[("45A",)] * others])
    nearest = [str(number) for number, kind in enumerate(layout) if kind == "b"]
    for accelerated in (False, True):
        if accelerated:
            assert bank.accelerate()
        votes = bank.votes({"T:пас": 1.0})
        assert sorted(votes, key=int) == sorted([*nearest, "0", "1"], key=int), accelerated
        assert votes["2"] == pytest.approx(1.0)


def test_numpy_votes_exactly_as_plain_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same sums in the same order: equal votes, float for float, on the shipped bank
    and the bags of the development questions and stories."""
    searcher = get_searcher()
    bags: list[dict[str, float]] = []
    monkeypatch.setattr(searcher.bank, "votes", lambda bag: bags.append(bag) or {})
    for path in sorted((ROOT / "tests" / "data").glob("questions*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            searcher.search(line.split("\t")[0])
    for path in sorted((ROOT / "tests" / "data" / "stories").glob("*.tsv")):
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            searcher.search(line.split("\t")[0])
    monkeypatch.undo()
    assert len(bags) > 1000
    plain = ExampleBank.from_plain(searcher.bank.to_plain())
    fast = ExampleBank.from_plain(searcher.bank.to_plain())
    assert fast.accelerate()
    assert [plain.votes(bag) for bag in bags] == [fast.votes(bag) for bag in bags]


def test_a_bank_survives_its_plain_form() -> None:
    bank = ExampleBank.build([{"T:пас": 1.0, "F:oot": 0.5}, {"T:контра": 2.0}],
                             [("30",), ("19A1",)])
    again = ExampleBank.from_plain(bank.to_plain())
    assert again == bank
    assert again.votes({"T:пас": 1.0}) == bank.votes({"T:пас": 1.0})
