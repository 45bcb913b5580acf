"""When an irregular call happened: before or after anybody bid, after the auction, or when
a player was kept from calling (Laws 30, 34, 35D, 39).

>>> from engine.search.clues import tokens
>>> facts: set[str] = set()
>>> phase(tokens("до открытия торговли"), 1, facts, set())
>>> sorted(facts)
['before']
>>> kept_from_calling(tokens("у меня не было возможности заявить"), 4)
True
"""

from __future__ import annotations

from engine.lexicon import words
from engine.search.clues import Token, has, has_any, near, tokens
from engine.search.exposed import CARDS

_AUCTION = words("search.auction")  # not «bidding»: «before the bidding was over»
_PASSING = words("search.pass")
_ENDED = words("search.ended")
_CALL_WORDS = (
    words("search.double") | words("search.redouble") | words("search.pass")
    | words("search.calling")
)


def _word(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def auction_over(sequence: list[Token], i: int) -> bool:
    """«после (окончания) торговли», «торговля (уже) закончилась», «когда кончился аукцион».

    >>> [auction_over(tokens(t), 1) for t in ("после торговли", "торговля завершилась")]
    [True, False]
    >>> [auction_over(tokens(t), 2) for t in ("когда кончилась торговля", "не кончился аукцион")]
    [True, False]
    """
    token, previous = sequence[i], _word(sequence, i - 1)
    following = sequence[min(i + 1, len(sequence) - 1)]
    if token.word == "после":  # «после того, как все спасовали»
        ahead = sequence[i + 1 : i + 6]
        return any(t.word == "все" for t in ahead) and any(has_any(t, _PASSING) for t in ahead)
    if has(token, "окончание", "конец", "завершение") and previous in ("после", "по"):
        return has_any(following, _AUCTION)
    if not has_any(token, _AUCTION):
        return False
    if previous == "после" or (has_any(sequence[max(0, i - 1)], _ENDED) and i > 0
                               and _word(sequence, i - 2) != "не"):
        return True
    ahead = sequence[i + 1 : i + 3]
    return any(has_any(t, _ENDED) for t in ahead) and "не" not in (t.word for t in ahead)


_CHANCE = words("search.chance")
_SPEAKING = _CALL_WORDS | words("search.speaking")


def kept_from_calling(sequence: list[Token], i: int) -> bool:
    """«у меня не было возможности заявить», «не успел сказать», «помешал сделать заявку»."""
    token = sequence[i]
    negated = "не" in (_word(sequence, i - 1), _word(sequence, i - 2))
    if not ((has_any(token, _CHANCE) and negated) or has(token, "помешать", "лишить")):
        return False
    return near(sequence, i, _SPEAKING, 0, 3) > i



_OPENING = words("search.opening")
_NOBODY = words("search.nobody")
_BEFORE = words("search.before")
_ANYBODY = words("search.anybody")


def phase(sequence: list[Token], i: int, facts: set[str], consumed: set[int]) -> None:
    """Before or after anybody bid («до открытия», «никто не открыл», «торговля уже шла»).

    >>> facts = set()
    >>> phase(tokens("nobody had bid yet"), 0, facts, set()), sorted(facts)
    (None, ['before'])
    >>> facts = set()
    >>> phase(tokens("before anybody has made a bid"), 1, facts, set()), sorted(facts)
    (None, ['before'])
    >>> facts = set()
    >>> phase(tokens("before anyone noticed, partner bid 2c"), 1, facts, set()), sorted(facts)
    (None, [])
    """
    token, previous = sequence[i], _word(sequence, i - 1)
    if previous == "до" and has(token, "открытие", "первый", "того", "начало") and not (
        _card_next(sequence, i)
    ):
        span = [k for k in range(i, min(len(sequence), i + 6)) if has_any(sequence[k], _OPENING)]
        if span and (span[0] <= i + 1 or has(token, "того")):
            facts.add("before")
            consumed.update(range(i, span[0] + 1))
    english = token.word in _NOBODY or (previous in _BEFORE and token.word in _ANYBODY)
    if has(token, "никто") or english:
        # «никто не открыл»; "nobody had bid yet", "before anybody has made a bid" (in one
        # phrase: «before anyone noticed, partner bid 2C» is no time before any bid)
        span = [k for k in range(i, min(len(sequence), i + 5)) if has_any(sequence[k], _OPENING)
                and not (english and sequence[k].segment != token.segment)]
        if span:
            facts.add("before")
            consumed.update(range(i, span[0] + 1))
    if previous == "после" and has(token, "открытие") and not _card_next(sequence, i):
        facts.add("after")
        consumed.add(i)
    if has(token, "торговля") and _word(sequence, i + 1) in ("уже", "шла"):
        facts.add("after")


def _card_next(sequence: list[Token], i: int) -> bool:
    """Whether the word after ``i`` (the last word: itself) names a card («до открытия
    карты»: no opening bid)."""
    return has_any(sequence[min(i + 1, len(sequence) - 1)], CARDS)


_ = tokens  # the examples use it
