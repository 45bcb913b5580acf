"""The example bank: questions people wrote, labelled with clauses, vote for the answer.

The quality figures per author's set (each scored with a bank WITHOUT that set) are in
``python benchmarks/search_quality.py``; the floors are in test_search_quality.py and
test_search_fresh.py. Here: the files are sound, the bank never scores a set with itself,
and the vote reaches the ranking.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search.errors import DataFileError
from engine.search.examples import (
    EXAMPLES_DIR,
    Example,
    ExampleBank,
    load_examples,
    parse_examples,
    without,
)
from laws_text import load_corpus

STYLES = {"clean", "conversational", "slang", "typo", "english", "layout", "noyo", "yo",
          "id", "emoji"}


@pytest.fixture(scope="module")
def searcher(bankless_searcher: Callable[..., Searcher]) -> Searcher:
    return bankless_searcher()


def test_every_example_file_is_sound() -> None:
    corpus = load_corpus()
    examples = load_examples()
    sources = {example.source for example in examples}
    assert {path.stem for path in EXAMPLES_DIR.glob("*.tsv")} == sources
    assert len(examples) >= 800
    for example in examples:
        assert all(clause_id in corpus for clause_id in example.accepted), example
        assert example.style in STYLES, example
        assert "\t" not in example.question and example.question.strip() == example.question
    for source in sources:  # two authors may well write «контра вне очереди» both
        questions = [example.question for example in examples if example.source == source]
        assert len(set(questions)) == len(questions), f"a question twice in {source}"


def test_a_set_is_scored_without_itself() -> None:
    examples = load_examples()
    for source in {example.source for example in examples}:
        bank = without(examples, source)
        assert bank and all(example.source != source for example in bank)
        assert len(bank) == sum(example.source != source for example in examples)


def test_a_malformed_line_is_named() -> None:
    with pytest.raises(DataFileError, match=r"authors\.tsv, строка 3"):
        parse_examples("question\taccepted\tstyle\nпас вне очереди\t30\tclean\nбез пункта\n",
                       "authors.tsv")


def test_the_nearest_examples_vote_for_their_clauses() -> None:
    bank = ExampleBank.build(
        [{"T:пас": 1.0, "T:очередь": 1.0}, {"T:пас": 1.0, "T:ход": 1.0}, {"T:стол": 1.0}],
        [("30",), ("41A",), ("42A1", "43A1")],
    )
    votes = bank.votes({"T:пас": 1.0, "T:очередь": 1.0})
    assert max(votes, key=votes.__getitem__) == "30"
    assert "42A1" not in votes  # nothing in common: no vote
    split = bank.votes({"T:стол": 1.0})
    assert split == pytest.approx({"42A1": 0.5, "43A1": 0.5})  # two labels share one vote


def test_a_bank_example_lifts_its_clause_in_the_ranking(searcher: Searcher) -> None:
    """A story the text search alone ranks low; one example told alike lifts its clause."""
    question = "Сосед по столу всё время ёрзал и вздыхал, когда партнёр думал над заявкой"
    target = "40A"
    example = Example("Партнёр вздыхал и ёрзал, пока я думал над заявкой", (target,), "clean",
                      "test")
    searcher.use_examples(())
    before = [hit.clause_id for hit in searcher.search(question, top=10).hits]
    searcher.use_examples([example])
    after = [hit.clause_id for hit in searcher.search(question, top=10).hits]
    searcher.use_examples(())
    assert target in after
    assert target not in before or after.index(target) < before.index(target)


def test_examples_outside_the_corpus_are_left_out(searcher: Searcher) -> None:
    searcher.use_examples([Example("пас вне очереди", ("99Z",), "clean", "test")])
    try:
        assert searcher.bank.labels == []
    finally:
        searcher.use_examples(())


def test_every_set_is_found_by_path(tmp_path: Path) -> None:
    (tmp_path / "one.tsv").write_text("question\taccepted\tstyle\nпас\t30\tclean\n",
                                      encoding="utf-8")
    assert load_examples(tmp_path) == (Example("пас", ("30",), "clean", "one"),)
