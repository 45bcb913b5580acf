"""English chat abbreviations of irregularities (IB, MI, POOT, BOOT, ...) reach the
translation's words and find the same law as the words spelled out."""

from __future__ import annotations

import pytest

from engine.search import get_searcher
from engine.search.analyze import Vocabulary, analyse
from engine.search.normalize import normalise, words
from engine.search.searcher import Searcher

ABBREVIATIONS = [
    ("we had an IB at our table", "недостаточное"),
    ("the MI came out later", "дезинформация"),
    ("South's POOT", "вне"),
    ("a BOOT by West", "очереди"),
    ("a DOOT by East", "контра"),
    ("a COOT by the dealer", "заявка"),
    ("OLOOT by the wrong defender", "первый"),
    ("he said 3NT and in the same breath 4H", "паузы"),
    ("she pulled the wrong card, then fixed it", "оплошности"),
]


@pytest.fixture(scope="module")
def vocabulary() -> Vocabulary:
    return get_searcher().vocabulary


@pytest.fixture(scope="module")
def searcher() -> Searcher:
    return get_searcher()


@pytest.mark.parametrize(("question", "word"), ABBREVIATIONS)
def test_abbreviation_reaches_the_translation(
    question: str, word: str, vocabulary: Vocabulary
) -> None:
    analysis = analyse(normalise(question), vocabulary)
    translated = " ".join(target for _, target in analysis.expansions)
    assert word in words(translated), analysis.expansions


@pytest.mark.parametrize(
    ("short", "spelled", "laws"),
    [
        ("How is a BOOT penalised?", "How is a bid out of turn penalised?", ("31",)),
        ("Dealer's LHO made a POOT, what now?",
         "Dealer's LHO made a pass out of turn, what now?", ("30",)),
        ("Rules for an IB that the next player condoned?",
         "Rules for an insufficient bid that the next player condoned?", ("27",)),
        ("Can the TD give an adjusted score after MI?",
         "Can the TD give an adjusted score after misinformation?", ("21", "40")),
    ],
)
def test_abbreviation_finds_the_law_of_the_words(
    short: str, spelled: str, laws: tuple[str, ...], searcher: Searcher
) -> None:
    short_top = searcher.search(short, top=1).hits[0].clause_id
    spelled_top = searcher.search(spelled, top=1).hits[0].clause_id
    assert short_top.startswith(laws), short_top
    assert spelled_top.startswith(laws), spelled_top


@pytest.mark.parametrize(
    ("question", "law"),
    [
        ("I didn't catch the opponent's bid. Can I have it again?", "20A"),
        ("RHO and partner put their bids out at the same instant, partner's turn. "
         "Which call counts?", "33"),
        ("While straightening the dummy, declarer nudged a small heart. Does that card have "
         "to be played?", "45C3"),
        ("Declarer asked for the ace of clubs from dummy, no such card there. Now what?", "46B4"),
    ],
)
def test_english_table_phrases_find_their_clause(
    question: str, law: str, searcher: Searcher
) -> None:
    assert searcher.search(question, top=1).hits[0].clause_id == law
