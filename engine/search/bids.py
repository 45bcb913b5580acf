"""Bids named in a question («1 пику после моих 2 треф») and what they say about it.

A bid is a level and a strain. When a bid comes after a higher one (in the order of the
auction, which «после» reverses), the question is about an insufficient bid; a level
above seven is a bid above seven.

>>> [str(bid) for bid in find_bids("соперник дал 1 пику после моих 2 треф".split())]
['1♠', '2♣']
>>> auction_terms("соперник дал 1 пику после моих 2 треф".split())
['назначение', 'недостаточное', 'назначение']
>>> auction_terms("я открыл 1 бк а он сказал 2 трефы".split())
['назначение']
>>> auction_terms("партнер сказал 8 пик".split())
['назначение', 'выше', 'семи']
>>> auction_terms("показал 2 карты".split())
[]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from engine.lexicon import words
from engine.search.morph import lemmas

# strain words by lemma (and common forms pymorphy does not know), lowest first
STRAIN_NAMES = ("clubs", "diamonds", "hearts", "spades", "notrump")
_STRAINS = {
    word: n for n, name in enumerate(STRAIN_NAMES) for word in words(f"search.strain.{name}")
}
_SYMBOLS = "♣♦♥♠"


@dataclass(frozen=True)
class Bid:
    level: int
    strain: int  # 0 clubs .. 4 no trump
    position: int  # index of the level word in the question

    @property
    def rank(self) -> int:
        return self.level * 5 + self.strain

    def __str__(self) -> str:
        return f"{self.level}{(_SYMBOLS + 'БК')[self.strain] if self.strain < 4 else 'БК'}"


# a suit written as one Russian letter glued to its level («1ч»): the letter → the suit's
# name in the nominative («черва»). Latin ones («1s», «2h», «3nt») are spaced out below and
# read by the strain words (the same top-1 on the development stories, four more in the top 3)
_GLUED_LETTERS = {
    letter: min(
        (word for word in words(f"search.strain.{name}") if not word.isascii()),
        key=lambda word: (not word.endswith("а"), len(word), word),
    )
    for name in STRAIN_NAMES[:4] for letter in words(f"search.glued_strain.{name}")
}
# Latin letters glued to a level («1s», «2h», «3nt»): spaced out, read by the strain words
_GLUED_LATIN = {
    letter: letter for name in STRAIN_NAMES for letter in words(f"search.glued_latin.{name}")
}
_GLUED_WORD = re.compile(r"[0-9a-zа-я]+")
_GLUED_REACH = 60  # characters before a glued bid in which to look for the words of the play
_GLUED = re.compile(
    r"(?<![0-9a-zа-я])([1-7])("
    + "|".join(sorted([*_GLUED_LETTERS, *_GLUED_LATIN], key=len, reverse=True))
    + r")(?![0-9a-zа-я])"
)


_AUCTION_STEM = ("торгов", "auction", "bidding")


def unglued(text: str) -> str:
    """A normalised text with each level glued to a one-letter suit written as a bid: a chat
    writes «в 1п, ю 1ч», where the law text and the bids below read words. Right after a
    word of the play it is a card, and stays as it is («з ходит 5б», «бубей нет, ю 2б»).

    >>> unglued("з пас, в 1п, ю 1ч / парт 1б")
    'з пас, в 1 пика, ю 1 черва / парт 1 бубна'
    >>> unglued("1т, 8ч 1чел 21п"), unglued("з ходит 5б, бубей нет, ю 2б")
    ('1 трефа, 8ч 1чел 21п', 'з ходит 5б, бубей нет, ю 2б')
    >>> unglued("ход торговли: n 1h, e 2c")
    'ход торговли: n 1 h, e 2 c'
    >>> unglued("w 1s, n 2d, e 2c; 3nt by north, ruffed with the h2")
    'w 1 s, n 2 d, e 2 c; 3 nt by north, ruffed with the h2'
    """

    def spoken(match: re.Match[str]) -> str:
        before = _GLUED_WORD.findall(text, max(0, match.start() - _GLUED_REACH), match.start())
        near = before[-_PLAY_REACH:]
        # «ход торговли: n 1h»: the course of the auction, not a lead
        auction = any(word.startswith(_AUCTION_STEM) for word in near)
        if not auction and any(not _PLAY.isdisjoint((word, *lemmas(word))) for word in near):
            return match[0]
        return f"{match[1]} {_GLUED_LETTERS.get(match[2]) or _GLUED_LATIN[match[2]]}"

    return _GLUED.sub(spoken, text)


def _strain(word: str) -> int | None:
    if word in _STRAINS:
        return _STRAINS[word]
    for form in lemmas(word):
        if form in _STRAINS:
            return _STRAINS[form]
    return None


# levels written as words («три без козыря», «восемь треф»), by lemma
_LEVELS = {word: n for n in range(1, 11) for word in words(f"search.level.{n}")}
# words next to a number word that make it a count of cards, not a bid («у меня две пики»)
_PLAY = words("search.card_count")
_PLAY_REACH = 3
# … of which these count cards only before the number («I had two hearts»); after the bid
# they are the auxiliary of the next clause ("I said one heart before RHO had called")
_HAVING = words("search.card_count_before")


@lru_cache(maxsize=8192)  # asked of every word a story's readers pass over, many times
def level(word: str) -> int | None:
    """The level a word names: a number (``"3"``) or a number word (``"три"``, ``"две"``).

    >>> level("3"), level("две"), level("восьми"), level("0"), level("пика"), level("eight")
    (3, 2, 8, None, None, 8)
    """
    if word.isdigit():
        return int(word) if len(word) <= 2 and word != "0" else None
    if word in _LEVELS:  # «осам»: a word the dictionary does not know is its own form
        return _LEVELS[word]
    return next((_LEVELS[form] for form in lemmas(word) if form in _LEVELS), None)


def strain_at(sequence: Sequence[str], i: int) -> tuple[int, int] | None:
    """(strain, words it takes) of a strain named at ``i``: «пики», «без козыря».

    >>> strain_at(["без", "козыря"], 0), strain_at(["треф"], 0), strain_at(["карт"], 0)
    ((4, 2), (0, 1), None)
    """
    if i >= len(sequence):
        return None
    word = sequence[i]
    if word == "без" and i + 1 < len(sequence) and sequence[i + 1].startswith("козыр"):
        return 4, 2
    if word == "no" and i + 1 < len(sequence) and sequence[i + 1].startswith("trump"):
        return 4, 2  # «three no trump»
    strain = _strain(word)
    return None if strain is None else (strain, 1)


def bid_at(sequence: Sequence[str], i: int) -> Bid | None:
    """The bid whose level stands at ``i`` («1 пику», «три без козыря»), or None.

    A number word counts only away from the words of the play: «у болвана две пики»
    counts cards.

    >>> str(bid_at("он сказал три без козыря".split(), 2)), bid_at("у меня две пики".split(), 2)
    ('3БК', None)
    >>> str(bid_at("i said one heart before rho had called".split(), 2))
    '1♥'
    >>> bid_at("i had two hearts".split(), 2) is None
    True
    """
    value = level(sequence[i])
    if value is None:
        return None
    found = strain_at(sequence, i + 1)
    if found is None:
        return None
    if not sequence[i].isdigit():
        before = sequence[max(0, i - _PLAY_REACH) : i]
        after = sequence[i + 1 + found[1] : i + 1 + found[1] + _PLAY_REACH]
        if any(word in _PLAY or not _PLAY.isdisjoint(lemmas(word)) for word in before) or any(
            word not in _HAVING and (word in _PLAY or not _PLAY.isdisjoint(lemmas(word)))
            for word in after
        ):
            return None
    return Bid(value, found[0], i)


def find_bids(sequence: Sequence[str]) -> list[Bid]:
    """Bids written as a level (a number or a number word) and a strain, in text order."""
    bids: list[Bid] = []
    for i in range(len(sequence) - 1):
        bid = bid_at(sequence, i)  # «10 червей» is a bid too
        if bid is not None and (i == 0 or sequence[i - 1] != "вместо"):  # meant, not made
            bids.append(bid)
    return bids


# verbs after which «A на B» replaces A by B: the order of the words is the order of the bids
_REPLACING = words("search.correcting") | words("search.redoing") | words("search.overcalling")


_AFTER_REACH = 3  # «1S after partner's 2C»: «after» this near the bid it names


def _follows(between: Sequence[str]) -> bool:
    """Whether the words between two bids say the second came first: «1 пика после 2 треф»;
    in English «after» only right before the bid it names («1S after my 2C»), not «after a
    few seconds» or «after that», which tell time going on.

    >>> _follows("после моих".split()), _follows("after my".split())
    (True, True)
    >>> _follows("then after a few seconds said sorry make that".split())
    False
    """
    return "после" in between or "after" in between[-_AFTER_REACH:]


def in_auction_order(sequence: Sequence[str]) -> list[Bid]:
    """The question's bids in the order they were made: «B после A» means A came first.

    >>> [str(bid) for bid in in_auction_order("1 пика после 2 треф потом 2 пики".split())]
    ['2♣', '1♠', '2♠']

    «B на A» answers A, unless a bid is replaced («исправил A на B», «перебил A на B»):

    >>> [str(b) for b in in_auction_order("ответил 1 бк на мои 2 трефы".split())]
    ['2♣', '1БК']
    >>> [str(b) for b in in_auction_order("исправил 1 пику на 2 пики".split())]
    ['1♠', '2♠']

    A bid named again further on is the same bid spoken of, not a new one made:

    >>> told = "дошли до 4 пик я заявил 5 бубен контра на 4 пики"
    >>> [str(b) for b in in_auction_order(told.split())]
    ['4♠', '5♦']
    """
    bids = find_bids(sequence)
    ordered = list(bids)
    for first, second in pairwise(bids):
        between = sequence[first.position + 2 : second.position]
        before = sequence[max(0, first.position - 3) : first.position]
        replaced = any(not _REPLACING.isdisjoint(lemmas(word)) for word in [*before, *between])
        if _follows(between) or ("на" in between and not replaced):
            i, j = ordered.index(first), ordered.index(second)
            ordered[i], ordered[j] = second, first
    return _made(ordered)


def _made(bids: list[Bid]) -> list[Bid]:
    """The bids made, without those named again further on: the same bid as an earlier one
    and further away than a call made right over it («Юг 1♥, Запад 1♥» is two bids)."""
    return [
        bid for k, bid in enumerate(bids)
        if not any((e.level, e.strain) == (bid.level, bid.strain)
                   and abs(bid.position - e.position) > 4 for e in bids[:k])
    ]


# words between two bids that say the player replaced his own call («сказал 2 пики, тут же
# поправился: 2 бубны»): a lower second bid is then a change of call (Law 25), not insufficient
# «перебил мою 1 пику на 1 черву» replaces another's call, not his own
_OWN_FIX = words("search.correcting") | words("search.redoing")
_SELF = _OWN_FIX | words("search.self_fix")


# words of time between the two bids: a second call by the same player, unless someone else
# is named between them («сказал 4 пики, через минуту сказал 3 пики» but not «…, а левый 3 пики»)
_SOON = words("search.soon")
_SOMEONE = words("search.someone")


def self_corrected(sequence: Sequence[str]) -> bool:
    """Two bids with the player's own correction between them: one call replaced by another.

    >>> self_corrected("сказал 1 пику но тут же поправился на 1 бубну".split())
    True
    >>> self_corrected("соперник дал 1 пику после моих 2 треф".split())
    False
    """
    bids = _made(find_bids(sequence))
    if len(bids) > 2:
        # more bids told in English: the last two, when the words between them say the
        # player corrected himself («partner opened 1NT, I bid 2C … "sorry, make that
        # 3NT"») and the one corrected was sufficient (else it is an insufficient bid
        # corrected, 27B)
        between = sequence[bids[-2].position + 2 : bids[-1].position]
        rising = all(bid.rank < bids[-2].rank for bid in bids[:-2])
        english = all(word.isascii() for word in between)
        return rising and english and _own_words(between)
    if len(bids) != 2:
        return False
    between = sequence[bids[0].position + 2 : bids[1].position]
    if _follows(between):
        return False
    before = sequence[max(0, bids[0].position - 3) : bids[0].position]
    if "на" in between and any(not _OWN_FIX.isdisjoint(lemmas(word)) for word in before):
        return True  # «поправился с 1 пики на 1 трефу»
    if _own_words(between):
        return True
    soon = any(not _SOON.isdisjoint(lemmas(word)) for word in between)
    return soon and not any(not _SOMEONE.isdisjoint(lemmas(word)) for word in between)


_SELF_PHRASES = tuple(f" {phrase} " for phrase in _SELF if " " in phrase)


def _own_words(between: Sequence[str]) -> bool:
    """Words of a player correcting his own call: «поправился», «sorry», «make that».

    >>> _own_words("i said sorry make that".split()), _own_words("and lho bid".split())
    (True, False)
    """
    if _follows(between):
        return False
    said = f" {' '.join(between)} "
    return any(
        not _SELF.isdisjoint(lemmas(word)) or word in _SELF for word in between
    ) or any(phrase in said for phrase in _SELF_PHRASES)


# the law text's words for what the bids show: one phrase each («недостаточное назначение»)
_TERMS = {
    name: tuple(next(iter(words(f"search.law_term.{name}"))).split())
    for name in ("bid", "insufficient", "change", "above_seven")
}
LAW_TERMS = frozenset(word for phrase in _TERMS.values() for word in phrase)


def auction_terms(sequence: Sequence[str]) -> list[str]:
    """The translation's words for what the bids in a question show."""
    bids = find_bids(sequence)
    if not bids:
        return []
    terms = [*_TERMS["bid"]]
    pairs = pairwise(in_auction_order(sequence))
    lower = any(later.rank <= earlier.rank for earlier, later in pairs)
    if self_corrected(sequence):
        terms += _TERMS["change"]
    elif lower:
        terms += _TERMS["insufficient"]
    if any(bid.level > 7 for bid in bids):
        terms += _TERMS["above_seven"]
    return terms
