"""What declarer said, read as a designation: a suit, a rank, and/or «high»/«low».

>>> parse_designation("маленькую пику")
Designation(suit=<Suit.SPADES: '♠'>, rank=None, height='low')
>>> parse_designation("туз треф").card
Card(suit=<Suit.CLUBS: '♣'>, rank=<Rank.ACE: 14>)
>>> parse_designation("♣Т").card.code, parse_designation("♣T").card.code
('♣A', '♣T')
>>> parse_designation("валет т").card.code
'♣J'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, TypeVar

from engine.play.cards import Card, Rank, Suit
from engine.play.errors import BadDesignation, shown
from engine.play.words import (
    DIGIT_RANKS,
    LATIN_RANK_LETTERS,
    LATIN_SUIT_LETTERS,
    RUSSIAN_RANK_LETTERS,
    RUSSIAN_SUIT_LETTERS,
    SYMBOLS,
    Meaning,
    meaning,
    normalize,
    swap_layout,
)

Height = Literal["high", "low"]
MAX_LENGTH = 300
_EDGE_PUNCTUATION = ".,!?;\"'«»()[]{}—–-…“”„"
_PART = re.compile(r"[♠♥♦♣]|\d+|[^\W\d_]+")


@dataclass(frozen=True)
class Designation:
    """A designation of a dummy card; any of its parts may be missing."""

    suit: Suit | None
    rank: Rank | None
    height: Height | None

    @property
    def card(self) -> Card | None:
        """The card when both suit and rank were named."""
        if self.suit is None or self.rank is None:
            return None
        return Card(self.suit, self.rank)


def _suit(part: str) -> Meaning | None:
    suit = SYMBOLS.get(part) or LATIN_SUIT_LETTERS.get(part) or RUSSIAN_SUIT_LETTERS.get(part)
    if suit is not None:
        return Meaning("suit", suit=suit)
    found = meaning(part)
    return found if found is not None and found.kind == "suit" else None


def _rank(part: str) -> Meaning | None:
    rank = DIGIT_RANKS.get(part) or LATIN_RANK_LETTERS.get(part) or RUSSIAN_RANK_LETTERS.get(part)
    if rank is not None:
        return Meaning("rank", rank=rank)
    found = meaning(part)
    return found if found is not None and found.kind == "rank" else None


def _lone(part: str) -> list[Meaning] | None:
    """A chunk of one word: a word of the vocabulary, a rank or suit letter, ``sj``/``js``."""
    if part in ("т", "a"):  # туз or трефы; the English article or an ace
        return [Meaning("ambiguous", word=part)]
    found = meaning(part)
    if found is not None:
        return [found]
    if len(part) == 2:  # sj, js, hk: a Latin suit letter and a rank letter together
        for suit_char, rank_char in ((part[0], part[1]), (part[1], part[0])):
            if suit_char in LATIN_SUIT_LETTERS and rank_char in LATIN_RANK_LETTERS:
                suit = Meaning("suit", suit=LATIN_SUIT_LETTERS[suit_char])
                return [suit, Meaning("rank", rank=LATIN_RANK_LETTERS[rank_char])]
    single = _rank(part) or (_suit(part) if len(part) == 1 else None)
    return [single] if single is not None else None


def _chunk(chunk: str) -> list[Meaning] | None:
    """The meanings of one space-separated chunk, or None when it is not understood."""
    if chunk.count(":") == 1:  # п:В, S:J
        left, right = chunk.split(":")
        suit, rank = _suit(left), _rank(right)
        if suit is None or rank is None:
            return None
        return [suit, rank]
    parts = _PART.findall(chunk)
    if not parts or "".join(parts) != chunk:
        return None
    if len(parts) == 1:
        return _lone(parts[0])
    symbols = [part for part in parts if part in SYMBOLS]
    if len(parts) != 2 or len(symbols) != 1:
        return None
    other = parts[1] if parts[0] in SYMBOLS else parts[0]  # ♠J, J♠, ♣Т, 10♥
    rank = _rank(other)
    return None if rank is None else [Meaning("suit", suit=SYMBOLS[symbols[0]]), rank]


def _read(chunk: str) -> list[Meaning]:
    stripped = chunk.strip(_EDGE_PUNCTUATION)
    if not stripped:
        return []
    found = _chunk(stripped)
    if found is None:  # typed in the other keyboard layout?
        found = _chunk(swap_layout(chunk).strip(_EDGE_PUNCTUATION))
    if found is None:
        raise BadDesignation(chunk, f"«{shown(chunk)}»: не понимаю это слово в названии карты")
    return found


T = TypeVar("T")


@dataclass
class _Heard:
    """Each part of a designation with the word it came from, in the order said."""

    suits: list[tuple[str, Suit]] = field(default_factory=list)
    ranks: list[tuple[str, Rank]] = field(default_factory=list)
    heights: list[tuple[str, Height]] = field(default_factory=list)

    def add(self, word: str, item: Meaning) -> None:
        if item.suit is not None:
            self.suits.append((word, item.suit))
        elif item.rank is not None:
            self.ranks.append((word, item.rank))
        elif item.kind == "high" or item.kind == "low":
            self.heights.append((word, item.kind))

    def settle(self, word: str) -> None:
        """«т» is the ace beside a suit and clubs beside a rank; a lone «a» is an ace."""
        if word == "a":
            if not (self.suits or self.ranks or self.heights):
                self.ranks.append((word, Rank.ACE))
            return
        if self.suits and not (self.ranks or self.heights):
            self.ranks.append((word, Rank.ACE))
        elif (self.ranks or self.heights) and not self.suits:
            self.suits.append((word, Suit.CLUBS))
        else:
            raise BadDesignation(word, "«т»: непонятно, туз это или трефа — скажите словом")


def _one(values: list[tuple[str, T]], what: str) -> T | None:
    """The one value named (repeating it is fine); two different ones are an error."""
    for word, value in values[1:]:
        if value != values[0][1]:
            raise BadDesignation(word, f"названы {what} сразу: «{values[0][0]}» и «{word}»")
    return values[0][1] if values else None


_PREPOSITIONS = frozenset({"в", "во", "к", "ко"})


def _is_suit_word(chunk: str) -> bool:
    """A suit said as a word («пику», «черву»), not as a symbol or a letter."""
    found = meaning(chunk.strip(_EDGE_PUNCTUATION))
    return found is not None and found.kind == "suit"


def parse_designation(said: str) -> Designation:
    """Read what declarer said; raises BadDesignation naming the word at fault."""
    if len(said) > MAX_LENGTH:
        raise BadDesignation(said, f"слишком длинное название карты (больше {MAX_LENGTH} знаков)")
    heard = _Heard()
    ambiguous: list[str] = []
    chunks = normalize(said).split()
    for i, chunk in enumerate(chunks):
        if chunk in _PREPOSITIONS and i + 1 < len(chunks) and _is_suit_word(chunks[i + 1]):
            continue  # «в пику», «к трефе»: a preposition, not a jack or a king
        for item in _read(chunk):
            if item.kind == "ambiguous":
                ambiguous.append(item.word)
            else:
                heard.add(chunk, item)
    for word in ambiguous:
        heard.settle(word)
    if not (heard.suits or heard.ranks or heard.heights):
        raise BadDesignation(
            said, "не названа ни масть, ни старшинство карты (например: «маленькую пику», «♠J»)"
        )
    suit = _one(heard.suits, "две масти")
    rank = _one(heard.ranks, "два старшинства")
    height = _one(heard.heights, "и «старшая», и «младшая»")
    if rank is not None and height is not None:
        word = heard.heights[0][0]
        message = f"«{word}» вместе со старшинством «{heard.ranks[0][0]}»: назовите что-то одно"
        raise BadDesignation(word, message)
    return Designation(suit, rank, height)
