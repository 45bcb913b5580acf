"""Reading a holding: ``♠KJ5 ♥A32 ♦- ♣QT98``, ``S:KJ5 H:A32``, ``п:КВ5 ч:Т32``.

A suit is a symbol, or a letter (``S H D C``, Russian ``п ч б т``) at the start of a group
or before a colon. Ranks are ``A K Q J T 10 9..2`` or Russian ``Т К Д В 10..2``: «Т» is the
ten in Latin notation and the ace in Russian, decided by the other letters of the holding
(a Russian holding has ``п ч б т`` suit letters or «Д»/«В»; a Latin one ``S H D C`` or A/Q/J).
A suit that is missing, empty, or written ``-`` is void.

>>> str(parse_holding("♠KJ5 ♥A32 ♦- ♣QT98"))
'♠KJ5 ♥A32 ♦- ♣QT98'
>>> str(parse_holding("п:КВ5 ч:Т32"))
'♠KJ5 ♥A32 ♦- ♣-'
>>> str(parse_holding("S:AKT H:1098"))
'♠AKT ♥T98 ♦- ♣-'
"""

from __future__ import annotations

import re

from engine.play.cards import Card, Holding, Rank, Suit
from engine.play.errors import BadHolding, shown
from engine.play.words import (
    DIGIT_RANKS,
    LATIN_RANK_LETTERS,
    LATIN_SUIT_LETTERS,
    RUSSIAN_RANK_LETTERS,
    RUSSIAN_SUIT_LETTERS,
    SYMBOLS,
    normalize,
)

MAX_CARDS = 13
_VOID = "-—–"
_RUSSIAN_MARKS = re.compile(r"[пчбдвb]|т:")
_LATIN_MARKS = re.compile(r"[shdcaqj]")


def _ten_or_ace(char: str, text: str) -> Rank:
    """Rank of a «T»: by the notation of the whole holding, else by the letter's alphabet."""
    russian = bool(_RUSSIAN_MARKS.search(text))
    latin = bool(_LATIN_MARKS.search(text))
    if russian and not latin:
        return Rank.ACE
    if latin and not russian:
        return Rank.TEN
    return Rank.ACE if char == "т" else Rank.TEN


def _rank(char: str, text: str) -> Rank | None:
    if char in "tт":
        return _ten_or_ace(char, text)
    return LATIN_RANK_LETTERS.get(char) or RUSSIAN_RANK_LETTERS.get(char) or DIGIT_RANKS.get(char)


def _suit_mark(text: str, i: int, group_start: bool) -> Suit | None:
    char = text[i]
    if char in SYMBOLS:
        return SYMBOLS[char]
    letter = LATIN_SUIT_LETTERS.get(char) or RUSSIAN_SUIT_LETTERS.get(char)
    if letter is None:
        return None
    colon = text[i + 1 : i + 2] == ":"
    if colon or group_start or char != "т":
        return letter
    return None


def parse_holding(raw: str) -> Holding:
    """The holding written in ``raw``; raises BadHolding naming the bad part."""
    text = normalize(raw).strip()
    if not text:
        raise BadHolding(raw, "не указаны карты болвана (например, «♠KJ5 ♥A32 ♦- ♣QT98»)")
    groups: dict[Suit, list[Rank]] = {}
    suit: Suit | None = None
    group_start = True
    i = 0
    while i < len(text):
        char = text[i]
        if char.isspace() or char == ",":
            group_start = True
            i += 1
            continue
        mark = _suit_mark(text, i, group_start)
        group_start = False
        if mark is not None:
            if mark in groups:
                raise BadHolding(char, f"масть {mark.symbol} указана в картах болвана дважды")
            suit = mark
            groups[suit] = []
            i += 2 if text[i + 1 : i + 2] == ":" else 1
            continue
        if suit is None:
            word = text[i:].split()[0]
            raise BadHolding(word, f"«{shown(word)}»: не указана масть этих карт болвана")
        if char in _VOID:
            i += 1
            continue
        rank: Rank | None
        if text.startswith("10", i):
            rank, i = Rank.TEN, i + 2
        else:
            rank, i = _rank(char, text), i + 1
        if rank is None:
            raise BadHolding(char, f"«{shown(char)}» в картах болвана: нет такой карты")
        if rank in groups[suit]:
            card = Card(suit, rank)
            raise BadHolding(card.code, f"карта {card.code} указана у болвана дважды")
        groups[suit].append(rank)
    cards = [Card(s, r) for s, ranks in groups.items() for r in ranks]
    if len(cards) > MAX_CARDS:
        message = f"у болвана не может быть больше {MAX_CARDS} карт, а указано {len(cards)}"
        raise BadHolding(raw, message)
    return Holding.of(cards)
