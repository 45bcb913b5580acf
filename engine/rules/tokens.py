"""Reading one call or one seat as people type them, in Russian or English.

«п» is spades in a bid but «пас» is pass; «Т»/«т» is clubs as a strain letter; Cyrillic
С/В/Т/Х/Е/Р typed for the Latin letters they look like are read by context (a strain after
a level, a seat before a colon, X for a double).

>>> str(read_call("1п")), str(read_call("пас")), str(read_call("3бк")), str(read_call("2Т"))
('1♠', 'пас', '3БК', '2♣')
>>> str(read_call("xx")), str(read_call("К")), str(read_call("-")), str(read_call("8♦"))
('реконтра', 'контра', 'пас', '8♦')
>>> read_seat("З"), read_seat("w"), read_seat("Ю"), read_seat("C")
(<Seat.W: 3>, <Seat.W: 3>, <Seat.S: 2>, <Seat.N: 0>)
"""

from __future__ import annotations

import re

from engine.errors import BadAuction, quoted
from engine.rules.model import Call, Seat, Strain

_SUIT_GLYPHS = str.maketrans({"♤": "♠", "♡": "♥", "♢": "♦", "♧": "♣", "\ufe0f": None, "ё": "е"})

_PASS = {"пас", "пасс", "p", "pass", "pas", "-", "–", "—", "р", "зфыы", "gfc", "ps"}
_DOUBLE = {"контра", "контр", "ктр", "к", "x", "х", "dbl", "double", "вид", "rjynhf"}
_REDOUBLE = {
    "реконтра",
    "реконтр",
    "рк",
    "xx",
    "хх",
    "xх",
    "хx",
    "rdbl",
    "redouble",
    "квид",
    "htrjynhf",
}
_STRAINS: dict[str, Strain] = {}
for _strain, _names in (
    (Strain.CLUBS, "♣ c с т t треф трефы трефа трефу clubs club"),
    (Strain.DIAMONDS, "♦ d б бубны бубна бубну бубен diamonds diamond"),
    (Strain.HEARTS, "♥ h ч черви черва червы черву червей hearts heart"),
    (Strain.SPADES, "♠ s п пики пика пику пик spades spade"),
    (Strain.NOTRUMP, "бк б/к бкз нт nt n notrump notrumps бескозырка бескозырная бескозырки"),
):
    for _name in _names.split():
        _STRAINS[_name] = _strain

_SEATS: dict[str, Seat] = {}
for _seat, _names in (
    (Seat.N, "с n c север сев north"),
    (Seat.E, "в e b е восток вост east"),
    (Seat.S, "ю s юг south"),
    (Seat.W, "з w 3 запад зап west"),
):
    for _name in _names.split():
        _SEATS[_name] = _seat

_BID = re.compile(r"^(\d+)\s*(.+)$")
_HINT = "ожидается пас, контра, реконтра или назначение вроде 1♠, 3БК, 2ч"


def normalize(token: str) -> str:
    """Lower case, one spelling of suit glyphs, ё folded to е.

    >>> normalize("1♤️"), normalize("ПАС"), normalize("Реконтра")
    ('1♠', 'пас', 'реконтра')
    """
    return token.translate(_SUIT_GLYPHS).strip().lower()


def read_call(token: str) -> Call:
    """The call a token means; BadAuction naming the token otherwise."""
    word = normalize(token)
    if word in _PASS:
        return Call.pass_()
    if word in _DOUBLE:
        return Call.double()
    if word in _REDOUBLE:
        return Call.redouble()
    match = _BID.match(word)
    if match is None:
        raise BadAuction(token, f"Не понимаю заявку {quoted(token)}: {_HINT}.")
    digits, rest = match.groups()
    strain = _STRAINS.get(rest.strip(" .").replace(" ", ""))
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
    return _STRAINS.get(normalize(word))


def read_seat(token: str) -> Seat:
    """A seat: С В Ю З, N E S W, or the full word; BadAuction naming the token otherwise."""
    seat = _SEATS.get(normalize(token).rstrip(":").strip())
    if seat is None:
        raise BadAuction(
            token,
            f"Не понимаю место {quoted(token)}: ожидается С, В, Ю, З или N, E, S, W.",
        )
    return seat


def is_seat(token: str) -> bool:
    return normalize(token).rstrip(":").strip() in _SEATS
