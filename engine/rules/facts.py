"""The ``fact=value`` pairs after the ``;``: what the director learnt at the table.

A fact is used by the first irregularity that needs it (in auction order); a key given twice
answers the first two irregularities that ask it, in order.

>>> facts = read_facts(["принято=нет", "замена=2♠", "сдающий=З"])
>>> facts.take_bool("accepted"), str(facts.take_call("replacement")), facts.take_seat("dealer")
(False, '2♠', <Seat.W: 3>)
>>> facts.take_bool("accepted") is None
True

A player barred by an earlier ruling the calls do not show (``пасует_до_конца=С``,
``пасует_раз=В``) is obliged to pass from the first call on:

>>> read_facts(["пасует_до_конца=С", "пасует_раз=E"]).barred()
[(<Seat.N: 0>, 'pass_throughout'), (<Seat.E: 1>, 'pass_next_turn')]
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass
from typing import Literal

from engine.errors import BadAuction, BadFact, quoted
from engine.rules.model import Call, Seat
from engine.rules.tokens import normalize, read_call, read_seat

# single: one card whose rank nobody made out; card: one card whose rank the words do not give
Exposure = Literal["small", "honour", "lead", "2+", "single", "card"]
FactValue = bool | Seat | Call | str

BOOL_FACTS = ("accepted", "conventional", "rho_called", "inadvertent", "simultaneous", "start",
              "after_end")
SEAT_FACTS = ("dealer", "offender", "barred", "barred_once", "declarer", "defender")
CALL_FACTS = ("replacement", "rho", "then")

_ALIASES: dict[str, str] = {}
_RUSSIAN: dict[str, str] = {}
for _key, _names in {
    "dealer": "dealer сдающий сдатчик",
    "accepted": "accepted принято принята принял принят",
    "conventional": "conventional конвенционно конвенционная конвенционный конвенция",
    "replacement": "replacement замена",
    "rho": "rho рхо правый",
    "then": "then затем потом",
    "rho_called": "rho_called rho_заявил рхо_заявил правый_заявил",
    "inadvertent": "inadvertent нечаянно случайно",
    "exposed": "exposed показано показана",
    "offender": "offender нарушитель",
    "simultaneous": "simultaneous одновременно",
    # «начало=нет»: the calls typed are not the start of the auction (earlier calls untold)
    "start": "start начало",
    # «после_торговли=да»: every call typed came after the final pass of an untold auction
    "after_end": "after_end после_торговли",
    "declarer": "declarer разыгрывающий",
    "defender": "defender вистующий",
    # a player obliged to pass by an earlier ruling the calls typed do not show
    "barred": "barred пасует_до_конца обязан_пасовать пасует",
    "barred_once": "barred_once пасует_раз пасует_один_раз",
}.items():
    for _name in _names.split():
        _ALIASES[_name] = _key
    _RUSSIAN[_key] = _names.split()[1]  # what a message names the fact by

_YES = {"да", "yes", "y", "д", "true", "1", "+", "ага", "lf"}
_NO = {"нет", "no", "n", "н", "false", "0", "-", "ytn"}
_EXPOSURES: dict[str, Exposure] = {}
for _kind, _names in {
    "small": "small малая мелкая малую",
    "honour": "honour honor онер онёр",
    "lead": "lead ход",
    "2+": "2+ 2 две несколько many",
    "single": "single одна одиночная",
    "card": "card карта",
}.items():
    for _name in _names.split():
        _EXPOSURES[_name] = _kind  # type: ignore[assignment]

# the Russian name of each fact, for every text a user reads (the JSON keeps the English key)
RUSSIAN_KEYS = {
    "dealer": "сдающий",
    "accepted": "принято",
    "conventional": "конвенционно",
    "replacement": "замена",
    "rho": "правый",
    "then": "затем",
    "rho_called": "правый_заявил",
    "inadvertent": "нечаянно",
    "exposed": "показано",
    "offender": "нарушитель",
    "simultaneous": "одновременно",
    "start": "начало",
    "after_end": "после_торговли",
    "declarer": "разыгрывающий",
    "defender": "вистующий",
    "barred": "пасует_до_конца",
    "barred_once": "пасует_раз",
}
KNOWN = ", ".join(RUSSIAN_KEYS.values())


@dataclass(frozen=True)
class CallFact:
    """A call given as a fact, with the words it was typed as."""

    call: Call
    token: str

    def __str__(self) -> str:
        return str(self.call)


class Facts:
    """Typed fact values, consumed in order by the irregularities that need them."""

    def __init__(self) -> None:
        self._values: dict[str, deque[FactValue | CallFact]] = {}
        self._given: dict[str, int] = {}

    def add(self, key: str, value: FactValue | CallFact) -> None:
        self._values.setdefault(key, deque()).append(value)
        self._given[key] = self._given.get(key, 0) + 1

    def given(self, key: str) -> int:
        """How many values of ``key`` the input gave, used up or not."""
        return self._given.get(key, 0)

    def has(self, key: str) -> bool:
        return bool(self._values.get(key))

    def _take(self, key: str) -> FactValue | CallFact | None:
        values = self._values.get(key)
        return values.popleft() if values else None

    def peek_bool(self, key: str) -> bool | None:
        """The next value of a yes/no fact without using it up."""
        values = self._values.get(key)
        value = values[0] if values else None
        return value if isinstance(value, bool) else None

    def take_bool(self, key: str) -> bool | None:
        value = self._take(key)
        return value if isinstance(value, bool) else None

    def take_seat(self, key: str) -> Seat | None:
        value = self._take(key)
        return value if isinstance(value, Seat) else None

    def take_call(self, key: str) -> CallFact | None:
        value = self._take(key)
        return value if isinstance(value, CallFact) else None

    def take_exposure(self) -> Exposure | None:
        value = self._take("exposed")
        return _EXPOSURES.get(value) if isinstance(value, str) else None

    def barred(self) -> list[tuple[Seat, str]]:
        """The players obliged to pass before the calls typed, with the kind of obligation
        (``pass_throughout`` or ``pass_next_turn``); the facts are used up."""
        out: list[tuple[Seat, str]] = []
        for key, kind in (("barred", "pass_throughout"), ("barred_once", "pass_next_turn")):
            while (seat := self.take_seat(key)) is not None:
                out.append((seat, kind))
        return out

    def left(self) -> list[str]:
        return [key for key, values in self._values.items() if values]


def is_fact_name(word: str) -> bool:
    """Whether a word names a fact of the auction notation.

    >>> is_fact_name("принято"), is_fact_name("событие")
    (True, False)
    """
    return normalize(word) in _ALIASES


def read_facts(pairs: list[str]) -> Facts:
    """Facts from ``key=value`` tokens; BadFact naming the pair otherwise."""
    facts = Facts()
    for pair in pairs:
        raw_key, _, raw_value = pair.partition("=")
        key = _ALIASES.get(normalize(raw_key))
        if key is None:
            raise BadFact(
                raw_key, raw_value, f"Неизвестный факт {quoted(raw_key)}; известные: {KNOWN}."
            )
        value = raw_value.strip()
        if not value:
            raise BadFact(raw_key, raw_value, f"У факта {quoted(raw_key)} нет значения.")
        facts.add(key, _read_value(key, raw_key, value))
    return facts


def _said(key: str, raw_key: str) -> str:
    """The fact as a message names it: as typed, or by its Russian name when typed in the
    English notation (the bot's wizard writes ``replacement=``; its user reads «замена»).

    >>> _said("replacement", "replacement"), _said("replacement", "Замена")
    ('«замена»', '«Замена»')
    """
    return quoted(_RUSSIAN.get(key, raw_key) if raw_key.isascii() else raw_key)


def _read_value(key: str, raw_key: str, value: str) -> FactValue | CallFact:
    word = normalize(value)
    if key in BOOL_FACTS:
        if word in _YES:
            return True
        if word in _NO:
            return False
        raise BadFact(
            raw_key, value, f"{_said(key, raw_key)}: ожидается да или нет, а не {quoted(value)}."
        )
    if key in SEAT_FACTS:
        try:
            return read_seat(value)
        except BadAuction as error:
            raise BadFact(raw_key, value, f"{_said(key, raw_key)}: {error}") from None
    if key in CALL_FACTS:
        try:
            return CallFact(read_call(value), value)
        except BadAuction as error:
            raise BadFact(raw_key, value, f"{_said(key, raw_key)}: {error}") from None
    if word in _EXPOSURES:
        return word
    kind = card_exposure(value)
    if kind is None:
        raise BadFact(
            raw_key,
            value,
            f"{_said(key, raw_key)}: ожидается малая, онер, ход, 2+, одна, карта или сама "
            f"карта (♥K, ♠7), а не {quoted(value)}.",
        )
    return kind


def card_exposure(value: str) -> Exposure | None:
    """The kind of exposure a card (or cards) given instead of a kind is: an ace, king, queen,
    jack or ten is an honour, a nine or lower a small card (24A, 24B); two or more cards 2+.

    >>> card_exposure("♥K"), card_exposure("♠7"), card_exposure("10♦"), card_exposure("ч:КД")
    ('honour', 'small', 'honour', '2+')
    >>> card_exposure("онер?") is None
    True
    """
    from engine.play.cards import Rank
    from engine.play.errors import PlayError
    from engine.play.holding import parse_holding

    text = value.strip()
    rank_first = re.fullmatch(r"(10|[^\W\d_]|\d)\s*([♠♥♦♣])", text)
    if rank_first is not None:  # «10♦», «K♥»: the suit written after the rank
        text = rank_first[2] + rank_first[1]
    try:
        cards = parse_holding(text).cards
    except (PlayError, ValueError):
        return None
    if len(cards) > 1:
        return "2+"
    if len(cards) == 1:
        return "honour" if cards[0].rank >= Rank.TEN else "small"
    return None
