"""The card declarer names from dummy (Law 46), read from the words he said.

Players quote declarer («сказал просто "пика"», «назвал только "короля"») or write the
words right after the verb («сказал болвану маленькую»). What those words name decides the
clause: a suit alone (46B2), a rank alone (46B3), «старшую»/«маленькую» (46B1), a whole card.

>>> sorted(named_card('разыгрывающий сказал просто "пика"'))
['names-dummy', 'no-rank']
>>> sorted(named_card("декларант назвал только короля, а масть не сказал"))
['names-dummy', 'no-suit']
>>> sorted(named_card("разыгрывающий сказал болвану «маленькую бубну»"))
['high-low', 'names-dummy']
>>> sorted(named_card("разыгрывающий назвал семерку червей"))
['names-dummy']
>>> named_card('партнер сказал "пика" вместо 1 пики') is None
True
"""

from __future__ import annotations

import re

from engine.lexicon import words
from engine.search.bids import level
from engine.search.morph import lemmas
from engine.search.normalize import split_words

_F = frozenset
_QUOTED = re.compile(r"[«\"“„']([^«»\"“”„']{1,60})[»\"”“']")
_PHRASE = re.compile(r"[.,;:!?()—–]+|\s-\s")
_CONTEXT = words("search.who.declarer") | words("search.who.dummy") | {"стол"}
_NAMING = words("search.naming")
_SKIP = words("search.naming_skip")  # forms
_STOP = words("search.naming_stop")  # forms
_SUITS = words("search.suit")
_RANKS = words("search.rank")
_HIGH_LOW = words("search.high_low")
_REACH = 3


def _forms(word: str) -> frozenset[str]:
    return _F((word, *lemmas(word)))


_OTHER_WORDS = 1  # words of a quote naming a card that are neither card words nor fillers


def _names_a_card(quoted: list[str]) -> bool:
    """Whether quoted words are a card's name («маленькую бубну», «нет-нет, туза!»), not a
    remark that mentions a card («нафига ты с туза пошел?»: dummy's words, no designation).

    >>> _names_a_card(["нет", "туза"]), _names_a_card(["нафига", "ты", "с", "туза", "пошел"])
    (True, False)
    """
    card_words = _SUITS | _RANKS | _HIGH_LOW
    other = [
        word for word in quoted
        if word not in _SKIP and word not in _STOP and not word.isdigit()
        and _forms(word).isdisjoint(card_words)
    ]
    return len(other) <= _OTHER_WORDS


def _spans(text: str) -> list[list[str]]:
    """The words quoted that name a card, or else the few words right after a verb of
    naming."""
    quoted = [split_words(match.group(1)) for match in _QUOTED.finditer(text)]
    named = [span for span in quoted if _names_a_card(span)]
    if named:
        return named
    spans: list[list[str]] = []
    for phrase in _PHRASE.split(text):
        sequence = split_words(phrase)
        for i, word in enumerate(sequence):
            if _NAMING.isdisjoint(_forms(word)):
                continue
            span: list[str] = []
            for following in sequence[i + 1 :]:
                if following in _STOP or len(span) >= _REACH:
                    break
                if following not in _SKIP:
                    span.append(following)
            spans.append(span)
    return spans


def _kind(span: list[str]) -> str | None:
    """``high-low``, ``no-rank``, ``no-suit`` or ``''`` (a whole card); None: no card."""
    forms = [_forms(word) for word in span]
    suit = any(not f.isdisjoint(_SUITS) for f in forms)
    rank = any(not f.isdisjoint(_RANKS) for f in forms) or any(
        word.isdigit() and 2 <= int(word) <= 10 for word in span
    )
    high_low = any(not f.isdisjoint(_HIGH_LOW) for f in forms)
    if high_low and not rank:
        return "high-low"
    if suit and not rank:
        return "no-rank"
    if rank and not suit:
        return "no-suit"
    return "" if rank else None


_DOUBLE_WORDS = words("search.double_noun")


# words said after a colon, up to the sentence's end («говорит: контра на две пики.»)
_SPOKEN = re.compile(r":\s*([^.!?:;,()«»\"“”„]{1,40})")
_SPOKEN_WORDS = 4  # the double and the words naming what it doubles, said after a colon


def double_words(text: str) -> bool:
    """Whether quoted words of a double name a level or a strain («"контра двум пикам"»),
    or words said after a colon that open with the double («говорит: контра на две пики»).

    >>> double_words('можно ли сказать "контра на 2 пики"'), double_words('"контра"')
    (True, False)
    >>> double_words("Лиля всегда говорит: контра на две пики. Или: контрирую три бубны.")
    True
    >>> double_words("Торговля: 1♠ пас 2♠ контра, 3♠ пас")
    False
    >>> double_words("Восток сказал: контра, и партнёр пошёл с пик")
    False
    """
    spans = [split_words(m.group(1)) for m in _QUOTED.finditer(text)]
    spans += [span[:_SPOKEN_WORDS] for m in _SPOKEN.finditer(text)
              if (span := split_words(m.group(1)))
              and not _forms(span[0]).isdisjoint(_DOUBLE_WORDS)]
    for span in spans:
        forms = [_forms(word) for word in span]
        if any(not f.isdisjoint(_DOUBLE_WORDS) for f in forms) and len(span) > 1 and (
            any(level(word) is not None for word in span)
            or any(not f.isdisjoint(_SUITS) for f in forms)
        ):
            return True
    return False


def named_card(text: str) -> frozenset[str] | None:
    """The facts of a card named from dummy in a normalised question, or None."""
    every = [_forms(word) for word in split_words(text)]
    quoted = _QUOTED.search(text) is not None  # «разыгрывающий: "низкую"» needs no verb
    if all(f.isdisjoint(_CONTEXT) for f in every) or (
        not quoted and all(f.isdisjoint(_NAMING) for f in every)
    ):
        return None
    for span in _spans(text):
        kind = _kind(span)
        if kind is not None:
            return _F({"names-dummy", kind} - {""})
    return None
