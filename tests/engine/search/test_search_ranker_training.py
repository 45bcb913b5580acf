"""The ranker learns from the clauses the examples' votes add to a long story's candidates."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from engine.search.rerank import FEATURES
from engine.search.searcher import STORY_CANDIDATES, VOTED_CANDIDATES

np = pytest.importorskip("numpy")
TRAINER = Path(__file__).resolve().parents[3] / "benchmarks" / "train_ranker.py"


@pytest.fixture(scope="module")
def trainer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_ranker", TRAINER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _question(hits: set[int], size: int) -> list[tuple[object, bool]]:
    return [(np.full(len(FEATURES), float(place)), place in hits) for place in range(size)]


def test_a_voted_clause_after_the_story_candidates_is_learned_from(trainer: ModuleType) -> None:
    size = STORY_CANDIDATES + VOTED_CANDIDATES
    question = _question({STORY_CANDIDATES + 1}, size)
    kept = trainer.trained(question)
    assert len(kept) == trainer.TRAINED + VOTED_CANDIDATES
    # the voted hit above every other candidate kept (each one's features: its place)
    missed = [*range(trainer.TRAINED), STORY_CANDIDATES, *range(STORY_CANDIDATES + 2, size)]
    rows = trainer.pairs([question])
    assert sorted(row[0] for row in rows) == sorted(STORY_CANDIDATES + 1 - p for p in missed)


def test_a_short_question_keeps_its_first_candidates_only(trainer: ModuleType) -> None:
    question = _question({2}, trainer.TRAINED + 3)
    assert len(trainer.trained(question)) == trainer.TRAINED
    assert len(trainer.pairs([question])) == trainer.TRAINED - 1


def test_a_hit_between_the_first_ten_and_the_votes_teaches_nothing(
    trainer: ModuleType,
) -> None:
    question = _question({trainer.TRAINED + 2}, STORY_CANDIDATES + VOTED_CANDIDATES)
    assert len(trainer.pairs([question])) == 0
