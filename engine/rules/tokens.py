"""Reading one call or one seat as people type them, in Russian or English.

«п» is spades in a bid but «пас» is pass; «Т»/«т» is clubs as a strain letter; Cyrillic
С/В/Т/Х/Е/Р typed for the Latin letters they look like are read by context (a strain after
a level, a seat before a colon, X for a double). The words are the concepts ``call.*``,
``seat.*`` and ``strain.*`` of ``engine/data/lexicon.tsv``.

>>> str(read_call("1п")), str(read_call("пас")), str(read_call("3бк")), str(read_call("2Т"))
('1♠', 'пас', '3БК', '2♣')
>>> str(read_call("xx")), str(read_call("К")), str(read_call("-")), str(read_call("8♦"))
('реконтра', 'контра', 'пас', '8♦')
>>> read_seat("З"), read_seat("w"), read_seat("Ю"), read_seat("C")
(<Seat.W: 3>, <Seat.W: 3>, <Seat.S: 2>, <Seat.N: 0>)
"""

from __future__ import annotations

import re
from functools import cache

from engine.errors import BadAuction, quoted
from engine.glyphs import fold_yo, plain_latin, plain_suits
from engine.lexicon import words
from engine.rules.model import Call, Seat, Strain

# a dash typed in place of a call is a pass (notation, not a word: see ``parse`` for dashes
# that separate calls)
DASHES = frozenset("-–—")
_STRAIN_CONCEPTS = {
    Strain.CLUBS: "strain.clubs",
    Strain.DIAMONDS: "strain.diamonds",
    Strain.HEARTS: "strain.hearts",
    Strain.SPADES: "strain.spades",
    Strain.NOTRUMP: "strain.notrump",
}
_SEAT_CONCEPTS = {
    Seat.N: "seat.north",
    Seat.E: "seat.east",
    Seat.S: "seat.south",
    Seat.W: "seat.west",
}


@cache
def _strains() -> dict[str, Strain]:
    return {w: s for s, concept in _STRAIN_CONCEPTS.items() for w in words(concept)}


@cache
def _seats() -> dict[str, Seat]:
    return {w: s for s, concept in _SEAT_CONCEPTS.items() for w in words(concept)}


_BID = re.compile(r"^(\d+)\s*(.+)$")
_HINT = "ожидается пас, контра, реконтра или назначение вроде 1♠, 3БК, 2ч"


def normalize(token: str) -> str:
    """Lower case, one spelling of suit glyphs, ё folded to е.

    >>> normalize("1♤️"), normalize("ПАС"), normalize("Реконтра")
    ('1♠', 'пас', 'реконтра')
    """
    return fold_yo(plain_latin(plain_suits(token))).strip().lower()


def read_call(token: str) -> Call:
    """The call a token means; BadAuction naming the token otherwise."""
    word = normalize(token)
    if word in words("call.pass") or (word and set(word) <= DASHES):
        return Call.pass_()
    if word in words("call.double"):
        return Call.double()
    if word in words("call.redouble"):
        return Call.redouble()
    match = _BID.match(word)
    if match is None:
        raise BadAuction(token, f"Не понимаю заявку {quoted(token)}: {_HINT}.")
    digits, rest = match.groups()
    strain = _strains().get(rest.strip(" .!").replace(" ", ""))
    if strain is None:
        raise BadAuction(
            token,
            f"Не понимаю деноминацию в заявке {quoted(token)}: после уровня ожидается "
            "масть (♣ ♦ ♥ ♠, т б ч п, C D H S) или бескозырная (БК, NT).",
        )
    level = int(digits)
    if not 1 <= level <= 9:
        raise BadAuction(
            token,
            f"Уровень в заявке {quoted(token)} должен быть от 1 до 7 "
            "(8 и 9 — только чтобы описать назначение выше семи).",
        )
    return Call.bid(level, strain)


def read_strain_word(word: str) -> Strain | None:
    """A strain typed on its own (used to glue «1 ♠» back together)."""
    return _strains().get(normalize(word).lstrip("!"))


def read_seat(token: str) -> Seat:
    """A seat: С В Ю З, N E S W, or the full word; BadAuction naming the token otherwise."""
    seat = _seats().get(normalize(token).rstrip(":").strip())
    if seat is None:
        raise BadAuction(
            token,
            f"Не понимаю место {quoted(token)}: ожидается С, В, Ю, З или N, E, S, W.",
        )
    return seat


def is_seat(token: str) -> bool:
    return normalize(token).rstrip(":").strip() in _seats()
