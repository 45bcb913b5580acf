"""Old and slang names of the suits («вини», «буби», «крести») are read wherever a card is
named: by the designation reader (engine.play) and by the play-period story reader
(engine.conduct), which share the ``designation.*`` vocabulary."""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story
from engine.play.cards import Card, Rank, Suit
from engine.play.designation import parse_designation
from engine.play.words import meaning


@pytest.mark.parametrize(
    ("word", "suit"),
    [("вини", Suit.SPADES), ("винями", Suit.SPADES), ("бубу", Suit.DIAMONDS),
     ("бубой", Suit.DIAMONDS), ("буби", Suit.DIAMONDS), ("крести", Suit.CLUBS),
     ("крестов", Suit.CLUBS)],
)
def test_old_suit_words_name_their_suit(word: str, suit: Suit) -> None:
    said = meaning(word)
    assert said is not None and said.kind == "suit" and said.suit is suit


@pytest.mark.parametrize("word", ["вина", "вину", "крест", "бублик"])
def test_ordinary_words_near_them_name_no_suit(word: str) -> None:
    assert meaning(word) is None


@pytest.mark.parametrize(
    ("said", "card"),
    [("даму буби", Card(Suit.DIAMONDS, Rank.QUEEN)), ("туза вини", Card(Suit.SPADES, Rank.ACE)),
     ("валета крестов", Card(Suit.CLUBS, Rank.JACK))],
)
def test_a_card_named_in_old_words(said: str, card: Card) -> None:
    assert parse_designation(said).card == card


def test_a_story_in_old_words_reads_the_card() -> None:
    found = situation_from_story("Вистующий Восток положил пятой картой во взятку короля вини.")
    assert found is not None and found.card == Card(Suit.SPADES, Rank.KING)
