"""Questions that are not about bridge get an honest «nothing found», not noise.

``tests/data/offtopic.tsv``: everyday questions, and near misses that share words with the
law text («кто выиграл матч», «как открыть счёт», «my partner is always late»); its last 80
were written by a helper who never saw the engine (other card games, football, banks,
courts, schools, accounts…: 48 of them were answered before the vocabulary of other games
and matters, 18 after). Figures: ``python benchmarks/search_quality.py`` (line «off-topic»).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search.jargon import load_jargon
from engine.search.question import EVERYDAY, everyday

OFF_TOPIC = Path(__file__).resolve().parents[2] / "data" / "offtopic.tsv"
FLOOR = 0.84  # share answered with nothing (120 of 140 when last tightened)


@pytest.fixture(scope="module")
def searcher(packaged_searcher: Searcher) -> Searcher:
    return packaged_searcher


def test_off_topic_questions_find_nothing(searcher: Searcher) -> None:
    questions = OFF_TOPIC.read_text(encoding="utf-8").splitlines()[1:]
    assert len(questions) >= 50
    answered = [q for q in questions if searcher.search(q).hits]
    assert 1 - len(answered) / len(questions) >= FLOOR, answered


def test_everyday_words_do_not_make_a_bridge_question(searcher: Searcher) -> None:
    assert EVERYDAY.isdisjoint(searcher.domain)
    assert {"контра", "ренонс", "болван", "недостаточный", "revoke"} <= searcher.domain


def test_general_vocabulary_is_translated_but_is_not_bridge_talk(searcher: Searcher) -> None:
    general = [entry for entry in load_jargon() if entry.kind == "general"]
    assert general and all(everyday(entry) for entry in general)
    result = searcher.search("is it too late to take back my bid")
    assert result.hits  # «bid» is bridge talk; «too late», «take back» help find the clause
