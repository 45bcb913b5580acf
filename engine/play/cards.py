"""Suits, ranks, cards and a player's holding (the bridge model of the play engine).

>>> Card(Suit.CLUBS, Rank.TEN).code
'♣T'
>>> Card(Suit.SPADES, Rank.JACK).russian
'валет пик'
>>> str(Holding.of([Card(Suit.SPADES, Rank.KING), Card(Suit.CLUBS, Rank.TWO)]))
'♠K ♥- ♦- ♣2'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum, IntEnum


class Suit(Enum):
    """A suit; members are listed in bidding order (clubs lowest)."""

    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"

    @property
    def symbol(self) -> str:
        return self.value

    @property
    def letter(self) -> str:
        return _SUIT_LETTERS[self]

    @property
    def russian_plural(self) -> str:
        """Genitive plural, as in «валет пик», «в масти червей»."""
        return _SUIT_GENITIVE[self]


_SUIT_LETTERS = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}
_SUIT_GENITIVE = {
    Suit.CLUBS: "треф",
    Suit.DIAMONDS: "бубен",
    Suit.HEARTS: "червей",
    Suit.SPADES: "пик",
}
# the order in which a holding is written: ♠ ♥ ♦ ♣
DISPLAY_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(IntEnum):
    """A rank; the value orders ranks (two lowest, ace highest)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        """The contract's rank letter: ``A K Q J T 9 .. 2``."""
        return _RANK_SYMBOLS.get(self, str(self.value))

    @property
    def russian(self) -> str:
        return _RANK_NAMES[self]

    @property
    def russian_genitive(self) -> str:
        """As in «нет валета», «нет десятки»."""
        return _RANK_GENITIVE[self]


_RANK_SYMBOLS = {Rank.ACE: "A", Rank.KING: "K", Rank.QUEEN: "Q", Rank.JACK: "J", Rank.TEN: "T"}
_RANK_NAMES = {
    Rank.TWO: "двойка",
    Rank.THREE: "тройка",
    Rank.FOUR: "четвёрка",
    Rank.FIVE: "пятёрка",
    Rank.SIX: "шестёрка",
    Rank.SEVEN: "семёрка",
    Rank.EIGHT: "восьмёрка",
    Rank.NINE: "девятка",
    Rank.TEN: "десятка",
    Rank.JACK: "валет",
    Rank.QUEEN: "дама",
    Rank.KING: "король",
    Rank.ACE: "туз",
}

_RANK_GENITIVE = {
    rank: name[:-1] + "и" if name.endswith("ка") else name for rank, name in _RANK_NAMES.items()
}
_RANK_GENITIVE.update(
    {Rank.QUEEN: "дамы", Rank.JACK: "валета", Rank.KING: "короля", Rank.ACE: "туза"}
)


@dataclass(frozen=True)
class Card:
    """One card: ``code`` is the contract form, suit symbol and rank letter (``♣T``)."""

    suit: Suit
    rank: Rank

    @property
    def code(self) -> str:
        return self.suit.symbol + self.rank.symbol

    @property
    def russian(self) -> str:
        return f"{self.rank.russian} {self.suit.russian_plural}"

    def __str__(self) -> str:
        return self.code


@dataclass(frozen=True)
class Holding:
    """The cards a player holds, each suit from the highest card down."""

    cards: tuple[Card, ...]

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Holding:
        ordered = sorted(set(cards), key=lambda card: (DISPLAY_ORDER.index(card.suit), -card.rank))
        return cls(tuple(ordered))

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def suit(self, suit: Suit) -> tuple[Card, ...]:
        """The cards of one suit, highest first."""
        return tuple(card for card in self.cards if card.suit is suit)

    def has_suit(self, suit: Suit) -> bool:
        return any(card.suit is suit for card in self.cards)

    def highest(self, suit: Suit) -> Card | None:
        cards = self.suit(suit)
        return cards[0] if cards else None

    def lowest(self, suit: Suit) -> Card | None:
        cards = self.suit(suit)
        return cards[-1] if cards else None

    def of_rank(self, rank: Rank) -> tuple[Card, ...]:
        """Every card of one rank, in display order of the suits."""
        return tuple(card for card in self.cards if card.rank is rank)

    def suits(self) -> tuple[Suit, ...]:
        """The suits the holding has cards in, in display order."""
        return tuple(suit for suit in DISPLAY_ORDER if self.has_suit(suit))

    def __str__(self) -> str:
        parts = []
        for suit in DISPLAY_ORDER:
            ranks = "".join(card.rank.symbol for card in self.suit(suit))
            parts.append(suit.symbol + (ranks or "-"))
        return " ".join(parts)
