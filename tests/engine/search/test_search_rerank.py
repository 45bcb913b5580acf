"""The learned last step of the ranking: its weights file, and what it does to the order.

How much it gains, leave-one-author-out: ``python benchmarks/train_ranker.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search.errors import DataFileError
from engine.search.facts import facts
from engine.search.rerank import FEATURES, load_weights, parse_weights, phase, score
from engine.search.searcher import CANDIDATES, STORY_CANDIDATES, VOTED_CANDIDATES
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
    assert 3 <= len(candidates) <= CANDIDATES
    for candidate in candidates:
        assert set(candidate.features) <= set(FEATURES)
        assert all(0.0 <= value <= 1.0 for value in candidate.features.values())


def test_the_weights_decide_the_order(search_cache: Path) -> None:
    corpus = load_corpus()
    hand_set = {name: float(name == "combined") for name in FEATURES}
    # the index and the packaged bank loaded from the session's cache, not built again
    searcher = Searcher(corpus, cache_dir=search_cache, weights=hand_set)
    candidates = searcher.candidates(QUESTION)
    hits = [hit.clause_id for hit in searcher.search(QUESTION, top=CANDIDATES).hits]
    assert hits == [c.clause_id for c in candidates]  # only «combined»: the hand-set order
    by_text = Searcher(corpus, cache_dir=search_cache,
                       weights={name: float(name == "text") for name in FEATURES})
    expected = sorted(candidates, key=lambda c: -score({"text": 1.0}, c.features))
    assert [h.clause_id for h in by_text.search(QUESTION, top=CANDIDATES).hits] == [
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


# a question, and the part of the deal its facts tell of (1 the play, -1 the auction, 0 both)
PHASES = [
    ("болван дотронулся до карты на столе, разыгрывающий ещё думал", 1),
    ("Dummy touched the ace on the table while declarer was thinking", 1),
    ("Партнёр открыл 1 пику, правый сказал 1 бубну — недостаточно, я не принял", -1),
    ("LHO bid out of turn before my partner", -1),
    ("Partner opened 1S, RHO bid 1D, insufficient; I did not accept. Can dummy later tell "
     "declarer?", -1),
    ("вистующий сделал первый ход не в очередь", 0),  # a lead (play) out of turn (auction)
]


@pytest.mark.parametrize(("question", "expected"), PHASES)
def test_the_facts_tell_the_part_of_the_deal(question: str, expected: int) -> None:
    assert phase(facts(question)) == expected


@pytest.mark.parametrize(("question", "part"), [PHASES[0], PHASES[1], PHASES[4]])
def test_a_clause_of_the_other_part_of_the_deal_is_marked(
    packaged_searcher: Searcher, question: str, part: int
) -> None:
    """A story of the play marks the candidates of laws 19-40, a story of the auction those
    of laws 41-46, and no others."""
    corpus = packaged_searcher.corpus
    candidates = packaged_searcher.candidates(question)
    marked = {c.clause_id for c in candidates if c.features.get("phase-off")}
    play = {c.clause_id for c in candidates if corpus[c.clause_id].law >= 41}
    assert marked == ({c.clause_id for c in candidates} - play if part > 0 else play)


# an auction question that asks about dummy too: play clauses are among its candidates
MIXED = (
    "Partner opened 1 spade, RHO bid 1 diamond, insufficient; I did not accept. Can dummy "
    "later tell declarer?"
)


def test_some_candidate_of_the_other_part_is_marked(packaged_searcher: Searcher) -> None:
    marked = [
        c for question in (PHASES[0][0], PHASES[1][0], PHASES[4][0], MIXED)
        for c in packaged_searcher.candidates(question) if c.features.get("phase-off")
    ]
    assert marked  # the feature is not silent on questions of either part


def test_a_question_of_neither_part_marks_nothing(packaged_searcher: Searcher) -> None:
    question = "вистующий сделал первый ход не в очередь"
    assert phase(facts(question)) == 0
    assert not any(c.features.get("phase-off") for c in packaged_searcher.candidates(question))


def test_a_long_story_finds_clauses_the_first_ten_miss(packaged_searcher: Searcher) -> None:
    """The learned ranking re-orders more than ten candidates of a story when the text
    offers them; a short question keeps ten (and its speed)."""
    story = (
        "Сдача 9, последний тур. Север открыл 1 пику, Восток спасовал, Юг сказал 2 червы, "
        "Запад контра, а Север, не дожидаясь, сказал 3 бубны вне очереди. Потом болван "
        "показал карту, разыгрывающий назвал со стола туза, вистующий положил карту лицом "
        "вверх до своей очереди. Кто что должен делать и какие наказания?"
    )
    found = len(packaged_searcher.candidates(story))
    assert CANDIDATES < found <= STORY_CANDIDATES + VOTED_CANDIDATES
    assert len(packaged_searcher.candidates("пас вне очереди")) <= CANDIDATES
