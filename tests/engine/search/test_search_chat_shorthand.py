"""Chat shorthand the search reads: a level glued to a one-letter suit («2ч»), «парт», «pard»."""

from __future__ import annotations

import pytest

from engine.search import Searcher
from engine.search.bids import auction_terms, unglued
from engine.search.normalize import normalise, words


@pytest.fixture(scope="module")
def searcher(packaged_searcher: Searcher) -> Searcher:
    return packaged_searcher


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("north 1т east 1б", "north 1 трефа east 1 бубна"),
        ("(2ч) - 3п", "(2 черва) - 3 пика"),
        ("7д!", "7 бубна!"),
        ("1п/2т", "1 пика/2 трефа"),
    ],
)
def test_a_level_glued_to_a_suit_letter_is_a_bid(typed: str, read: str) -> None:
    assert unglued(typed) == read


@pytest.mark.parametrize(
    "typed",
    [
        "со стола сыграл 3п",  # a card of dummy
        "разыгрывающий сбросил 4т",  # a discard
        "взятку взял 6ч",
        "у меня 2б",  # a card held
        "9ч 0п 12т 1чп п1 х1ч",  # no level, a longer word, or glued on the left
    ],
)
def test_a_card_or_a_longer_word_stays_as_typed(typed: str) -> None:
    assert unglued(typed) == typed


def test_a_lower_bid_after_a_higher_one_in_shorthand_is_insufficient() -> None:
    told = words(unglued(normalise("вост 2т, юг 1п, и тут все замолчали")))
    assert "недостаточное" in auction_terms(told)


@pytest.mark.parametrize(
    "burst",
    [
        "сев открыл 2б, вост 1ч. что теперь?",
        "з 2т, с 1п. тд зовём?",
        "ю 3ч, з 2п — так можно?",
        "в открыл 2п, ю сказал 2т. оппы возмутились. как быть?",
    ],
)
def test_a_lower_bid_in_shorthand_finds_the_insufficient_bid_law(
    searcher: Searcher, burst: str
) -> None:
    hits = [hit.clause_id for hit in searcher.search(burst).hits]
    assert len(hits) == 3 and all(hit.startswith("27") for hit in hits)


@pytest.mark.parametrize("partner", ["парт", "парту", "пард", "pard"])
def test_partner_shorthand_is_the_partner(searcher: Searcher, partner: str) -> None:
    understood = searcher._understand(f"мой {partner} спасовал не в свою очередь")
    assert ("партнер",) in understood.analysis.terms
