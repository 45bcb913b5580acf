"""The words of card designations, Russian and English, and text normalisation.

>>> meaning("пику")
Meaning(kind='suit', suit=<Suit.SPADES: '♠'>, rank=None, word='')
>>> meaning("маленькую").kind
'low'
>>> meaning("вальта").rank
<Rank.JACK: 11>
>>> normalize("♠️ЁЛКА ♡")
'♠елка ♥'
>>> swap_layout("gbre")
'пику'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.glyphs import fold_yo, plain_latin, plain_suits, to_latin, to_russian
from engine.lexicon import words
from engine.play.cards import Rank, Suit

Kind = Literal["suit", "rank", "high", "low", "filler", "ambiguous"]


@dataclass(frozen=True)
class Meaning:
    """What one word says about the card: a suit, a rank, high/low, or nothing."""

    kind: Kind
    suit: Suit | None = None
    rank: Rank | None = None
    word: str = ""


SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}
LATIN_SUIT_LETTERS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
RUSSIAN_SUIT_LETTERS = {"п": Suit.SPADES, "ч": Suit.HEARTS, "б": Suit.DIAMONDS, "т": Suit.CLUBS}
LATIN_RANK_LETTERS = {
    "a": Rank.ACE,
    "k": Rank.KING,
    "q": Rank.QUEEN,
    "j": Rank.JACK,
    "t": Rank.TEN,
}
# «Т» (туз) is the ace in Russian; «В» (валет) the jack; Latin B is a look-alike of «В».
RUSSIAN_RANK_LETTERS = {
    "т": Rank.ACE,
    "а": Rank.ACE,
    "к": Rank.KING,
    "д": Rank.QUEEN,
    "в": Rank.JACK,
    "b": Rank.JACK,
}
DIGIT_RANKS = {str(rank.value): rank for rank in Rank if rank <= Rank.TEN}


def _split(text: str) -> tuple[str, ...]:
    return tuple(text.split())


_ADJ = _split("ый ий ой ая яя ую юю ое ее ого его ому ему ым им ом ем ые ие ых их ыми ими")
_NOUN_A = _split("а ы и у е ой ою ам ами ах")  # пика, дама, десятка...

_SUITS = {
    Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"
}
_RANKS = {
    Rank.ACE: "ace", Rank.KING: "king", Rank.QUEEN: "queen", Rank.JACK: "jack",
    **{rank: str(rank.value) for rank in Rank if rank <= Rank.TEN},
}


def _forms(listed: frozenset[str]) -> list[str]:
    """The words of a concept, a stem «дам*» taking the noun endings (дама, даму, ...)."""
    found: list[str] = []
    for word in sorted(listed):
        found += [word[:-1] + e for e in _NOUN_A] if word.endswith("*") else [word]
    return found


def _adjectives(stems: frozenset[str]) -> list[str]:
    """Every adjective form of a concept's stems («пиков» → пиковый, пиковую, ...)."""
    return [stem + ending for stem in sorted(stems) for ending in _ADJ]


def _build() -> dict[str, Meaning]:
    table: dict[str, Meaning] = {}
    for suit, name in _SUITS.items():
        for word in _forms(words(f"designation.suit.{name}")):
            table[word] = Meaning("suit", suit=suit)
        for word in _adjectives(words(f"designation.suit_stem.{name}")):
            table[word] = Meaning("suit", suit=suit)
    for rank, name in _RANKS.items():
        for word in _forms(words(f"designation.rank.{name}")):
            table[word] = Meaning("rank", rank=rank)
    for height in ("high", "low"):
        stems, listed = words(f"designation.{height}_stem"), words(f"designation.{height}")
        for word in [*_adjectives(stems), *_forms(listed)]:
            table[word] = Meaning(height)
    for word in sorted(words("designation.filler")):
        table.setdefault(word, Meaning("filler"))
    return table


WORDS = _build()


def meaning(word: str) -> Meaning | None:
    """The meaning of one normalised word, or None when it is not a designation word."""
    return WORDS.get(word)


def normalize(text: str) -> str:
    """Lower case, «ё» as «е», suit symbols without emoji selectors or outlines, Latin
    letters without their marks and Greek letters as Latin ones («μπαστούνι» → «mpastouni»)."""
    return fold_yo(plain_latin(plain_suits(text)).lower())


def swap_layout(text: str) -> str:
    """The same keys typed in the other keyboard layout (ЙЦУКЕН <-> QWERTY)."""
    if any("a" <= ch <= "z" for ch in text):
        return fold_yo(to_russian(text))
    return to_latin(text)
