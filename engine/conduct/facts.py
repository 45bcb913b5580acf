"""The ``; fact=value`` notation of a play-period situation, Russian aliases first.

Keys, their aliases and the words of the values are data: the ``conduct.*`` concepts of
``engine/data/lexicon.tsv``. In a value, «_» stands for a space (``событие=пятая_карта``).
Cards are written as for ``bridge-laws card`` (``♥K``, ``ч:К``, ``HK``); a trick is its cards
in the order played, separated by commas (``взятка=♠K,♠A,♥2,♠3``); a holding is its suits
separated by commas (``стол=♠KJ5,♥A32``).

>>> values = read_facts("событие=пятая_карта кто=защитник это_ход=нет")
>>> values["event"], values["actor"], values["was_lead"]
(<Event.FIFTH_CARD: 'fifth_card'>, <Role.DEFENDER: 'defender'>, False)
>>> read_facts("event=trick trick=♠K,♠A,♥2,♠3 leader=N")["trick"][1].code
'♠A'
>>> read_facts("козырь=бк")["trump"]
<Trump.NOTRUMP: 'БК'>
"""

from __future__ import annotations

import re
from collections.abc import Callable
from enum import Enum
from functools import cache
from importlib import resources
from typing import Any, TypeVar

from engine.conduct.situation import DummyAct, Event, PassKind, Request, Role, Situation, Trump
from engine.errors import BadAuction, BadFact, quoted
from engine.lexicon import concepts, fold, words
from engine.play.cards import Card, Holding
from engine.play.designation import parse_designation
from engine.play.holding import parse_holding
from engine.play.request import parse_suit
from engine.rules.model import Seat
from engine.rules.tokens import read_seat
from laws_text.errors import BridgeLawsError

_EQUALS = re.compile(r"\s*=\s*")
_E = TypeVar("_E", bound=Enum)

# the kind of value each fact takes
_BOOL = [
    "auction_over",
    "lead_faced",
    "in_turn",
    "must_pass",
    "asked_partner",
    "absent",
    "played_card",
    "refused",
    "opening_leader",
    "partner_called",
    "lho_changed",
    "conveyed",
    "could_know",
    "may_damage",
    "bid_made",
    "face_down",
    "play_over",
    "a2",
    "a2_alleged",
    "revoke",
    "has_suit",
    "seen",
    "position",
    "touched",
    "arranging",
    "already_played",
    "corrected",
    "inadvertent",
    "without_pause",
    "opponent_played_after",
    "attention",
    "defender_played",
    "was_lead",
    "suggestion",
    "all_played",
    "director_judges",
    "question_hinted",
    "duty_asked",
]
KINDS: dict[str, str] = {
    "event": "event",
    "actor": "role",
    "target": "role",
    "seat": "seat",
    "dealer": "seat",  # for the auction before the «;», not a fact of the situation
    "offender": "seat",
    "declarer": "seat",
    "leader": "seat",
    "trump": "trump",
    "trick": "cards",
    "card": "card",
    "led": "suit",
    "won": "suit",
    "hand": "holding",
    "dummy": "holding",
    "said": "text",
    "act": "act",
    "then": "act",
    "request": "request",
    "kind": "kind",
    **dict.fromkeys(_BOOL, "bool"),
}


def _key(word: str) -> str:
    return fold(word).replace("_", " ")


@cache
def _aliases() -> dict[str, str]:
    """Every name of a fact (folded, «_» as a space) → its key."""
    found: dict[str, str] = {}
    for key in KINDS:
        for word in words(f"conduct.key.{key}"):
            found[_key(word)] = key
    return found


def is_fact_name(word: str) -> bool:
    """Whether a word names a fact of the play notation.

    >>> is_fact_name("событие"), is_fact_name("это_ход"), is_fact_name("погода")
    (True, True, False)
    """
    return _key(word) in _aliases()


@cache
def _values(prefix: str) -> dict[str, str]:
    """The words of the values under ``conduct.<prefix>.*`` → the value's name."""
    found: dict[str, str] = {}
    for concept in concepts(f"conduct.{prefix}."):
        name = concept.rsplit(".", 1)[1]
        for word in words(concept):
            found[_key(word)] = name
    return found


@cache
def _shown() -> dict[str, str]:
    """Concept → the first Russian word on its line of lexicon.tsv: the name help text shows."""
    text = resources.files("engine").joinpath("data/lexicon.tsv").read_text(encoding="utf-8")
    found: dict[str, str] = {}
    for line in text.splitlines():
        concept, tab, rest = line.partition("\t")
        if not tab or not concept.startswith("conduct.") or concept in found:
            continue
        russian = [w.strip() for w in rest.split("|") if w.strip() and not w.strip().isascii()]
        if russian:
            found[concept] = russian[0].replace(" ", "_")
    return found


def _russian(concept: str, english: str) -> str:
    """A Russian word of a concept as it is typed in a value («пятая_карта»), else English."""
    return _shown().get(concept, english)


def russian_key(key: str) -> str:
    """The Russian name of a fact of the play notation, as the notation accepts it.

    >>> russian_key("was_lead")
    'это_ход'
    """
    return _russian(f"conduct.key.{key}", key)


def known_facts() -> str:
    """The facts for help text: a Russian name of each, with its English key."""
    return ", ".join(f"{_russian(f'conduct.key.{key}', key)} ({key})" for key in KINDS)


def known_events() -> str:
    """The events for help text: a Russian name of each."""
    return ", ".join(_russian(f"conduct.event.{e.value}", e.value) for e in Event)


def read_facts(text: str) -> dict[str, Any]:
    """The typed facts of ``key=value`` pairs; BadFact naming the pair that cannot be read."""
    found: dict[str, Any] = {}
    for pair in _EQUALS.sub("=", text.replace(";", " ")).split():
        raw_key, sep, raw_value = pair.partition("=")
        if not sep:
            raise BadFact(pair, "", f"{quoted(pair)}: ожидается факт=значение.")
        key = _aliases().get(_key(raw_key))
        if key is None:
            raise BadFact(
                raw_key,
                raw_value,
                f"Неизвестный факт {quoted(raw_key)}; известные: {known_facts()}.",
            )
        if not raw_value:
            raise BadFact(raw_key, raw_value, f"У факта {quoted(raw_key)} нет значения.")
        if key in found:
            raise BadFact(raw_key, raw_value, f"Факт {quoted(raw_key)} указан дважды.")
        found[key] = _value(KINDS[key], raw_key, raw_value)
    return found


def _value(kind: str, raw_key: str, raw: str) -> Any:
    try:
        return _READERS[kind](raw)
    except BadFact:
        raise
    except BridgeLawsError as error:
        raise BadFact(raw_key, raw, f"{quoted(raw_key)}: {error}") from None
    except _Unknown as error:
        raise BadFact(raw_key, raw, f"{quoted(raw_key)}: {quoted(raw)} — {error}") from None


class _Unknown(ValueError):
    """A value not among the words of its kind."""


def _named(prefix: str, enum: type[_E], what: str) -> Callable[[str], _E]:
    def read(raw: str) -> _E:
        name = _values(prefix).get(_key(raw))
        if name is None:
            if enum is Event:
                raise _Unknown(f"это не {what}; известные: {known_events()}")
            raise _Unknown(f"это не {what}")
        return enum(name)

    return read


def _bool(raw: str) -> bool:
    word = fold(raw)
    if word in words("conduct.yes"):
        return True
    if word in words("conduct.no"):
        return False
    raise _Unknown("ожидается да или нет")


def _card(raw: str) -> Card:
    """One card: as a one-card holding (``H2``, ``ч:К``, ``♣10``) or in words (``валет_пик``)."""
    text = raw.replace("_", " ")
    try:
        cards = parse_holding(text).cards
    except BridgeLawsError:
        cards = ()
    if len(cards) == 1:
        return cards[0]
    card = parse_designation(text).card
    if card is None:
        raise _Unknown("это не карта (ожидается масть и старшинство, например ♥K или ч:К)")
    return card


def _cards(raw: str) -> tuple[Card, ...]:
    parts = [part for part in re.split(r"[,/]", raw) if part.strip()]
    if not parts:
        raise _Unknown("нет карт")
    return tuple(_card(part) for part in parts)


def _trump(raw: str) -> Trump:
    if _key(raw) in {_key(w) for w in words("conduct.notrump")}:
        return Trump.NOTRUMP
    return Trump.of(parse_suit(raw))


def _seat(raw: str) -> Any:
    try:
        return read_seat(raw)
    except BadAuction as error:
        raise _Unknown(str(error)) from None


_READERS: dict[str, Callable[[str], Any]] = {
    "event": _named("event", Event, "событие"),
    "role": _named("role", Role, "роль (разыгрывающий, болван, вистующий)"),
    "act": _named("act", DummyAct, "действие болвана"),
    "request": _named("request", Request, "просьба"),
    "kind": _named("kind", PassKind, "вид паса (вынужденный, в_очередь_партнёра)"),
    "bool": _bool,
    "seat": _seat,
    "trump": _trump,
    "suit": parse_suit,
    "card": _card,
    "cards": _cards,
    "holding": lambda raw: parse_holding(raw.replace("_", " ")),
    "text": lambda raw: raw.replace("_", " "),
}


def write_facts(situation: Situation) -> str:
    """The notation of a situation's known facts (English keys), which ``read_facts`` reads back.

    >>> from engine.conduct.situation import Situation
    >>> write_facts(Situation(Event.FIFTH_CARD, actor=Role.DEFENDER, was_lead=False))
    'event=fifth_card actor=defender was_lead=нет'
    """
    pairs = []
    for key in ("event", *(k for k in KINDS if k not in ("event", "dealer"))):
        value = getattr(situation, key)
        if value is None or value == () or value == "":
            continue
        pairs.append(f"{key}={_written(value)}")
    return " ".join(pairs)


def _written(value: object) -> str:
    if isinstance(value, bool):
        return "да" if value else "нет"
    if isinstance(value, Seat):
        return value.letter
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, Holding):
        return str(value).replace(" ", ",")
    if isinstance(value, tuple):
        return ",".join(_written(item) for item in value)
    return "_".join(str(value).split())
