"""Cards seen during the auction (Law 24): how many, how small, and whether it was the auction.

Facts: ``card``, ``small``, ``honour``, ``several``, ``shown``, ``auction``, ``all-passed``.

>>> from engine.search.clues import tokens
>>> found: set[str] = set()
>>> sequence = tokens("маленькая карта упала на стол при торговле")
>>> for i in range(len(sequence)):
...     auction(sequence, i, found)
>>> sorted(found)
['auction', 'card', 'shown', 'small']
"""

from __future__ import annotations

from engine.lexicon import words
from engine.search.clues import Token, has, has_any, near

_F = frozenset

CARDS = words("search.card")
_SHOWN = words("search.shown")
_SMALL = words("search.small_card")
_HONOUR = words("search.honour")
_SEVERAL = words("search.several")
_AUCTION = words("search.auction") | {"bidding"}  # «during the bidding»
_PASSING = words("search.pass")
_ALL = words("search.all")


def _word(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def _within(sequence: list[Token], i: int, forms: frozenset[str], before: int, after: int) -> bool:
    """A word with one of ``forms`` near ``i``, phrases regardless."""
    return any(has_any(t, forms) for t in sequence[max(0, i - before) : i + after + 1])


_DURING = words("search.during")  # forms
_PHASE_CALLS = words("search.phase_call")  # forms
_GOING = words("search.going")  # forms


def _during(sequence: list[Token], i: int) -> bool:
    """«во время / при / в процессе торговли», «пока торговались», «пока шли заявки»."""
    token, previous = sequence[i], _word(sequence, i - 1)
    if has(token, "торговаться") or (
        token.word in _PHASE_CALLS and (previous in _GOING or previous in _DURING)
    ):
        return True
    return has_any(token, _AUCTION) and (
        previous in _DURING
        or (previous == "the" and _word(sequence, i - 2) == "during")
        or (previous in ("конца", "окончания") and _word(sequence, i - 2) == "до"
            and not has_any(sequence[max(0, i - 3)], _PASSING))
        or (previous in ("конца", "окончания") and _word(sequence, i - 3) == "дождавшись")
        or _word(sequence, i + 1) in _GOING
        or previous in _GOING
    )


def auction(sequence: list[Token], i: int, facts: set[str]) -> None:
    """The marks of one word: a card, its size, the auction, a card shown, several."""
    token = sequence[i]
    if has_any(token, CARDS):
        facts.add("card")
    if has_any(token, _SMALL):
        facts.add("small")
    if has_any(token, _HONOUR):
        facts.add("honour")
    if _during(sequence, i):
        facts.add("auction")
    if has_any(token, _SHOWN) and _within(sequence, i, CARDS, 4, 3):
        facts.add("shown")
    if has(token, "положить", "класть") and _within(sequence, i, CARDS, 0, 2) and any(
        t.word == "стол" for t in sequence[i + 1 : i + 5]
    ):
        facts.add("shown")  # «положил карту на стол» (not «кладём карты в коробку»)
    if has(token, "лицо") and _word(sequence, i + 1) == "вверх":
        facts.add("shown")
    if has_any(token, _SEVERAL) and near(sequence, i, CARDS, 0, 2) > i:
        facts.add("several")  # «две карты», «два туза»
    if has_any(token, _ALL) and near(sequence, i, _PASSING, 3, 3) >= 0:
        facts.add("all-passed")


_RANKS = CARDS - _F({"карта", "card", "cards"})
_PLAY_WORDS = words("search.play")
_PLAY_FACTS = _F({"held", "touched", "on-dummy", "names-dummy", "lead", "face-down",
                  "void", "has-suit", "discard", "dummy", "dummy-violated", "wrong-hand",
                  "withdraw", "after-final", "all-passed"})


def exposed(sequence: list[Token], facts: set[str]) -> None:
    """How many cards were seen, and when: a card dropped or shown is one of the auction's
    (Law 24) unless the question is about the play (Laws 41-46 and beyond).

    >>> from engine.search.clues import tokens
    >>> found = {"card", "shown"}
    >>> exposed(tokens("у партнера упали король и дама"), found)
    >>> sorted(found)
    ['auction', 'card', 'several', 'shown']
    """
    cards = [i for i, t in enumerate(sequence) if has_any(t, CARDS)]
    convention = [i for i in cards if i > 0 and has(sequence[i - 1], "конвенционный")]
    if cards and len(convention) == len(cards):
        facts.discard("shown")  # «показал конвенционную карту» shows no card of the hand
        return
    ranks = {min(sequence[i].forms & _RANKS) for i in cards if sequence[i].forms & _RANKS}
    hand = any(has(t, "рука") and has_any(sequence[max(0, k - 2)], _SHOWN)
               for k, t in enumerate(sequence))  # «показал свою руку»
    plural = hand or any(sequence[i].word in ("карты", "карт") and i > 0 and (
        has_any(sequence[i - 1], _SHOWN) or has(sequence[i - 1], "свой", "мой", "все")
    ) for i in cards)
    if len(ranks) >= 2 or ("shown" in facts and (plural or any(
        has(t, "несколько", "пара", "много") for t in sequence
    ))):
        facts.add("several")  # «уронил короля и даму», «показал свои карты»
    if "shown" in facts and facts.isdisjoint(_PLAY_FACTS) and not any(
        has_any(t, _PLAY_WORDS) for t in sequence
    ):
        facts.add("auction")
