"""The learned last step of the ranking: its weights file, and what it does to the order.

How much it gains, leave-one-author-out: ``python benchmarks/train_ranker.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search.errors import DataFileError
from engine.search.rerank import FEATURES, load_weights, parse_weights, score
from laws_text import load_corpus

QUESTION = "партнёр сказал пас не в свою очередь, что теперь"


def test_the_packaged_weights_name_every_feature() -> None:
    assert set(load_weights()) == set(FEATURES)


def test_a_bad_weights_file_is_named() -> None:
    with pytest.raises(DataFileError, match=r"ranker\.tsv, строка 2: неизвестный признак"):
        parse_weights("text\t1\nloudness\t2\n", "ranker.tsv")
    with pytest.raises(DataFileError, match="строка 1: нужно два столбца"):
        parse_weights("text\tone\n", "ranker.tsv")
    with pytest.raises(DataFileError, match="нет весов признаков: ruled"):
        parse_weights("\n".join(f"{f}\t0" for f in FEATURES if f != "ruled"), "ranker.tsv")


def test_every_candidate_has_the_features_the_weights_know(packaged_searcher: Searcher) -> None:
    searcher = packaged_searcher
    candidates = searcher.candidates(QUESTION)
    assert 3 <= len(candidates) <= 10
    for candidate in candidates:
        assert set(candidate.features) <= set(FEATURES)
        assert all(0.0 <= value <= 1.0 for value in candidate.features.values())


def test_the_weights_decide_the_order(search_cache: Path) -> None:
    corpus = load_corpus()
    hand_set = {name: float(name == "combined") for name in FEATURES}
    # the index and the packaged bank loaded from the session's cache, not built again
    searcher = Searcher(corpus, cache_dir=search_cache, weights=hand_set)
    candidates = searcher.candidates(QUESTION)
    hits = [hit.clause_id for hit in searcher.search(QUESTION, top=10).hits]
    assert hits == [c.clause_id for c in candidates]  # only «combined»: the hand-set order
    by_text = Searcher(corpus, cache_dir=search_cache,
                       weights={name: float(name == "text") for name in FEATURES})
    expected = sorted(candidates, key=lambda c: -score({"text": 1.0}, c.features))
    assert [h.clause_id for h in by_text.search(QUESTION, top=10).hits] == [
        c.clause_id for c in expected
    ]


def test_scores_are_positive_and_best_first(packaged_searcher: Searcher) -> None:
    """Other programs read «score» (CLI.md): positive, and never higher below than above."""
    from engine.search.examples import load_examples

    searcher = packaged_searcher
    for example in load_examples()[::7]:
        hits = searcher.search(example.question, top=10).hits
        scores = [hit.score for hit in hits]
        assert all(score > 0 for score in scores), example.question
        assert scores == sorted(scores, reverse=True), example.question
