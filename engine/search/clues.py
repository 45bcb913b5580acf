"""Word-level clues of the facts of a question (``facts.py`` puts them together).

A question is cut into phrases (at punctuation and at «а», «но», «потом»); each word keeps
its lemmas. The clues here: what call a word names; who speaks of whom and whose turn a
phrase names are in ``seats.py``.

>>> sequence = tokens("партнер спасовал в мою очередь")
>>> [token.word for token in sequence], call_kind(sequence, 1)
(['партнер', 'спасовал', 'в', 'мою', 'очередь'], 'pass')
>>> call_kind(tokens("он сказал три без козыря"), 2)
'bid'
>>> call_kind(tokens("rho said no bid"), 3), call_kind(tokens("rho bid 2c"), 1)
('pass', 'bid')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from engine.lexicon import words
from engine.search.bids import STRAIN_NAMES, bid_at, level
from engine.search.morph import lemmas
from engine.search.normalize import split_words

_BREAK = re.compile(r"[.,;:!?()«»\"“”„—–]+|\s-\s")
_JOINERS = words("search.joiner")


@dataclass(frozen=True)
class Token:
    word: str
    forms: frozenset[str]  # the word and its lemmas
    segment: int  # phrase number
    question: bool = False  # the phrase ends with «?»


def tokens(text: str, repairs: dict[str, str] | None = None) -> list[Token]:
    """The words of a normalised question, phrase by phrase (typo repairs applied).

    ``text`` must be normalised already (``normalise``): this runs on every question.
    """
    out: list[Token] = []
    segment = 0
    position = 0
    for match in [*_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        asked = bool(match and "?" in match.group())
        for word in split_words(text[position:end]):
            word = (repairs or {}).get(word, word)
            if word in _JOINERS and out and out[-1].segment == segment:
                segment += 1
            out.append(Token(word, frozenset((word, *lemmas(word))), segment, asked))
        position = match.end() if match else len(text)
        if out and out[-1].segment == segment:
            segment += 1
    return out


def contract_told(sequence: list[Token], i: int) -> bool:
    """Whether the level at ``i`` names the contract played: a contract word a few words
    before it (one phrase back at most: «разыгрывал сосед справа, 2 бубна») or its
    declarer right after its strain.

    >>> [contract_told(tokens(t), k) for t, k in (("играли 4 пики", 1), ("4 s by rho", 0),
    ...  ("разыгрывал сосед справа, 2 бубна", 3), ("левый сказал 2 пики", 2),
    ...  ("разыгрывающий сказал 3 бк", 2))]
    [True, True, True, False, False]
    """
    segment = sequence[i].segment
    for k in range(max(0, i - _CONTRACT_REACH), i):
        if sequence[k].segment >= segment - 1 and _contract_word(sequence[k], _CONTRACT_BEFORE):
            return True
    after = [t for t in sequence[i + 2 : i + 4] if t.segment <= segment + 1]
    return any(_contract_word(t, _CONTRACT_AFTER) for t in after)


def _contract_word(token: Token, forms: frozenset[str]) -> bool:
    return token.word not in _PLAYER_NOUNS and has_any(token, forms)


def has(token: Token, *forms: str) -> bool:
    return not token.forms.isdisjoint(forms)


def has_any(token: Token, forms: Iterable[str]) -> bool:
    return not token.forms.isdisjoint(forms)


def near(sequence: list[Token], i: int, forms: frozenset[str], before: int, after: int) -> int:
    """The position of a word with one of ``forms`` within the window, or -1 (same phrase)."""
    segment = sequence[i].segment
    for k in range(max(0, i - before), min(len(sequence), i + after + 1)):
        if k != i and sequence[k].segment == segment and has_any(sequence[k], forms):
            return k
    return -1


# --- what ----------------------------------------------------------------------------------
_PASS = words("search.pass")
_DOUBLE = words("search.double")
_REDOUBLE = words("search.redouble")
_BID = words("search.bid")
_CALL = words("search.call")
_MAKING = words("search.making")
_STRAINS = frozenset().union(*(words(f"search.strain.{s}") for s in STRAIN_NAMES)) | {"масть"}
_SUMMONED = words("search.summoned")  # «call the TD», «called the director over»
_NOT_A_CALL_AFTER = words("search.opened_thing")  # «открыл карту»: no call opened
_FACE_UP = words("search.face_up_form")  # «открыто», «открытой картой»: face up, no bid
_CONTRACT_BEFORE = words("search.contract_before")  # «играли 4♠»: the contract played
_CONTRACT_AFTER = words("search.contract_after")  # «4♠ by RHO»: the contract and its declarer
_CONTRACT_REACH = 3  # words between a contract word and the level it names
# «разыгрывающий» is a player (its lemma is the verb's): «будущий разыгрывающий сказал 3БК»
_PLAYER_NOUNS = words("search.player_noun")
_NO_CALL = words("search.no_call")  # «no» before «bid»: a pass


_PARTICIPLE = ("нный", "нного", "нной", "нную", "нным", "нных", "нном", "нная", "нное")


# a seat's Latin initial («W», «n»), from the one seat vocabulary (``seat.*``)
_SEAT_LETTERS = {
    seat[0]: seat for seat in ("north", "east", "south", "west")
    if seat[0] in words(f"seat.{seat}")
}
_BEFORE_SEAT = words("search.seat_letter_before")
_CALL_VERBS = words("search.call_verb")
_WEAK_CALLS = {
    word: kind for kind in ("pass", "double", "redouble")
    for word in words(f"search.weak_call.{kind}")
}


def _word_at(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def seat_letter(sequence: list[Token], i: int) -> str | None:
    """The compass seat a lone letter names where a call or a turn is told: «W говорит x»,
    «N 1 h», «очередь E», «dealer N»; not the strain of «2 s», nor «it's», nor «e.g.».

    >>> [seat_letter(tokens("w говорит x, очередь e, dealer n, s сразу 2 c"), k)
    ...  for k in (0, 4, 6, 7)]
    ['west', 'east', 'north', 'south']
    >>> [seat_letter(tokens(t), 1) for t in ("2 s", "it s my call", "e g the")]
    [None, None, None]
    """
    seat = _SEAT_LETTERS.get(_word_at(sequence, i))
    if seat is None:
        return None
    previous, following = _word_at(sequence, i - 1), _word_at(sequence, i + 1)
    if level(previous) is not None or (
        seat == "south" and previous.isascii() and len(previous) > 1 and previous.isalpha()
        and previous not in _BEFORE_SEAT
    ):
        return None  # «2 s»: a strain; «lho s», «it s»: an English possessive
    if previous in _BEFORE_SEAT:
        return seat
    for word in (following, _word_at(sequence, i + 2)):  # «W сразу говорит x»
        if level(word) is not None or word in _WEAK_CALLS or word in _CALL_VERBS:
            return seat
    return None


def _weak_call(sequence: list[Token], i: int) -> str | None:
    """A call written as its shorthand letter («p», «x», «xx») after a seat letter or a verb
    of calling, or right after a bid («1 h x»).

    >>> [_weak_call(tokens("w говорит x, e p"), k) for k in (2, 4)]
    ['double', 'pass']
    >>> _weak_call(tokens("1 h x"), 2), _weak_call(tokens("пункт x"), 1)
    ('double', None)
    """
    kind = _WEAK_CALLS.get(_word_at(sequence, i))
    if kind is None:
        return None
    previous = _word_at(sequence, i - 1)
    told = (
        previous in _CALL_VERBS
        or seat_letter(sequence, i - 1) is not None
        or (level(_word_at(sequence, i - 2)) is not None and strain_of(previous))
    )
    return kind if told else None


# «1 h x»: unglued shorthand; a strain's Latin letters («h», «nt») from ``strain.*``
_STRAIN_LETTERS = frozenset(
    word for strain in ("clubs", "diamonds", "hearts", "spades", "notrump")
    for word in words(f"strain.{strain}")
    if word.isascii() and len(word) <= 2 and word[0] == strain[0]
)


def strain_of(word: str) -> bool:
    """Whether a word names a strain, in words or as the letter of a shorthand bid."""
    return word in _STRAINS or word in _STRAIN_LETTERS


_NOT_MADE = words("search.en_not_made")  # «had not called», «hadn't bid», «never doubled»
_STILL = words("search.en_still")  # «had not yet called»


def _not_made(sequence: list[Token], i: int) -> bool:
    """An English call word denied: «W had not yet called», «RHO hadn't bid» tell a call
    nobody made (the turn it was, not a call in it).

    >>> [_not_made(tokens(t), 3) for t in ("w had not called", "w had then called")]
    [True, False]
    >>> _not_made(tokens("w has not yet called"), 4), _not_made(tokens("rho hadn t bid"), 3)
    (True, True)
    """
    if not sequence[i].word.isascii():
        return False
    segment = sequence[i].segment
    before = [t.word for t in sequence[max(0, i - 2) : i] if t.segment == segment]
    if before[-1:] and before[-1] in _STILL:
        before = before[:-1]
    return bool(before) and before[-1] in _NOT_MADE


def call_kind(sequence: list[Token], i: int) -> str | None:
    """The kind of call a word names (``bid`` for «1 пику»), or None.

    Passive participles («контрированное назначение») describe a call, they make none;
    active ones («реконтрирующий») name the player who made it.
    """
    token = sequence[i]
    if token.word in _WEAK_CALLS:
        return _weak_call(sequence, i)
    if _not_made(sequence, i):
        return None
    if token.word.endswith(_PARTICIPLE) or token.word in _FACE_UP:
        return None
    if level(token.word) is not None:
        if i > 0 and sequence[i - 1].word == "вместо":
            return None  # «сказал 2 пики вместо 2 червей»: the bid meant was not made
        if contract_told(sequence, i):
            return None  # «играли 4♠», «4♠ by RHO»: the contract played, no call made
        if token.word.isdigit() and i + 1 < len(sequence) and has_any(sequence[i + 1], _STRAINS):
            return "bid"
        return "bid" if bid_at([t.word for t in sequence], i) is not None else None
    if has_any(token, _REDOUBLE):
        return "redouble"
    if has_any(token, _DOUBLE):
        return "double"
    if has_any(token, _PASS):
        return "pass"
    if has_any(token, _BID):
        if has(token, "открыть") and near(sequence, i, _NOT_A_CALL_AFTER, 0, 2) >= 0:
            return None
        if _word_at(sequence, i - 1) in _NO_CALL:
            return "pass"  # "no bid": the British pass
        return "bid"
    if has_any(token, _CALL) and near(sequence, i, _SUMMONED, 0, 2) > i:
        return None  # «I called the TD»: the director summoned, no call made
    if has_any(token, _CALL) or (
        token.word in ("свою", "свое", "свой") and i > 0 and has_any(sequence[i - 1], _MAKING)
    ):
        return "call"  # «сделал свою», «сказал своё»: his own call
    return None
