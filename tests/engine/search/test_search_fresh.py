"""Search quality on fresh questions, written after the development set and away from it.

``tests/data/questions_fresh.tsv`` (same format as ``questions.tsv``) was written from the law
text and from how players talk, before the changes it measures: cards seen during the auction
however they fell, declarer's quoted words about dummy's card, calls over a call out of turn,
calls after the auction, doubles of one's own side, seats by neighbour and compass, bids in
words. Its figures: ``python benchmarks/search_quality.py --questions
tests/data/questions_fresh.tsv``. A regression below the floors fails CI.

``tests/data/questions_thirdparty.tsv`` (150 questions) was written by a third author who saw
neither the engine nor the other sets; it was scored as a held-out set (top-1 0.707 at first)
before being added here, with lower floors: it is the honest measure of generalisation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.search import BadQuery, Searcher
from engine.search.examples import load_examples, without
from laws_text import load_corpus

DATA = Path(__file__).resolve().parents[2] / "data"
FRESH = DATA / "questions_fresh.tsv"
THIRD_PARTY = DATA / "questions_thirdparty.tsv"
# (file, top-1 floor, top-3 floor): reached when last tightened, each set scored with the
# example bank of the OTHER sets (fresh 0.952 / 0.980 on 395; third party 0.820 / 0.913 on
# 150); the floors sit a little below, so that a change of one or two answers does not fail CI.
# director / youngster: two more independent authors (a tournament director, a young online
# player), first scored 0.750 / 0.922 and 0.672 / 0.817 with the example bank of the others.
DIRECTOR = DATA.parent.parent / "engine" / "data" / "examples" / "director.tsv"
YOUNGSTER = DIRECTOR.with_name("youngster.tsv")
FLOORS = {FRESH: (0.94, 0.96), THIRD_PARTY: (0.80, 0.89), DIRECTOR: (0.73, 0.90),
          YOUNGSTER: (0.64, 0.79)}


def _rows(path: Path) -> list[tuple[str, list[str]]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        if line.strip():
            question, accepted, _ = line.split("\t")
            rows.append((question, accepted.split()))
    return rows


@pytest.fixture(scope="module", params=list(FLOORS), ids=lambda path: path.stem)
def table(request: pytest.FixtureRequest) -> Path:
    path: Path = request.param
    return path


@pytest.fixture(scope="module")
def ranks(table: Path) -> list[int | None]:
    """For each question, the rank (0-based) of the first acceptable result, or None."""
    corpus = load_corpus()
    # the example bank without this set: scored with itself, it would find its own answers
    searcher = Searcher(corpus, examples=without(load_examples(), table.resolve().stem))
    found: list[int | None] = []
    for question, accepted in _rows(table):
        try:
            hits = searcher.search(question, top=3).hits
        except BadQuery:
            hits = []
        above = [{c.id for c in corpus.ancestors(hit.clause_id)} for hit in hits]
        found.append(next((r for r, ids in enumerate(above) if ids & set(accepted)), None))
    return found


def test_the_table_is_sound(table: Path) -> None:
    corpus = load_corpus()
    rows = _rows(table)
    assert len(rows) >= 120
    questions = [question for question, _ in rows]
    assert len(set(questions)) == len(questions)
    assert not set(questions) & {q for q, _ in _rows(DATA / "questions.tsv")}
    for question, accepted in rows:
        assert accepted and all(clause_id in corpus for clause_id in accepted), question


def test_top1_hit_rate(table: Path, ranks: list[int | None]) -> None:
    floor = FLOORS[table][0]
    rate = sum(rank == 0 for rank in ranks) / len(ranks)
    assert rate >= floor, f"{table.name}: top-1 {rate:.3f} < {floor}"


def test_top3_hit_rate(table: Path, ranks: list[int | None]) -> None:
    floor = FLOORS[table][1]
    rate = sum(rank is not None for rank in ranks) / len(ranks)
    assert rate >= floor, f"{table.name}: top-3 {rate:.3f} < {floor}"
