"""The ``card`` request: ``DUMMY ; SAID [; led=SUIT] [; won=SUIT]``.

>>> request = parse_request("♠KJ5 ♥A32 ♦- ♣QT98 ; валет ; led=♠")
>>> request.led, request.won, request.designation.rank
(<Suit.SPADES: '♠'>, None, <Rank.JACK: 11>)
>>> parse_request("п:КВ5 ; пику ; won=пики").won
<Suit.SPADES: '♠'>
>>> parse_request("п:КВ5 ; валет led = ♠").led
<Suit.SPADES: '♠'>
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.play.cards import Holding, Suit
from engine.play.designation import Designation, parse_designation
from engine.play.errors import BadRequest, shown
from engine.play.holding import parse_holding
from engine.play.words import LATIN_SUIT_LETTERS, RUSSIAN_SUIT_LETTERS, SYMBOLS, meaning, normalize

MAX_LENGTH = 2000
_EQUALS = re.compile(r"\s*=\s*")
# fact names: the contract's English ones and Russian aliases
USAGE = (
    "ожидается «КАРТЫ БОЛВАНА ; ЧТО СКАЗАЛ РАЗЫГРЫВАЮЩИЙ [; led=МАСТЬ] [; won=МАСТЬ]», "
    "например «♠KJ5 ♥A32 ♦- ♣QT98 ; маленькую пику»"
)
FACTS = {"led": "led", "ход": "led", "масть_хода": "led", "won": "won", "взял": "won"}


@dataclass(frozen=True)
class CardRequest:
    """The dummy's cards, what declarer said, and the facts of the current trick."""

    dummy: Holding
    said: str
    designation: Designation
    led: Suit | None = None
    won: Suit | None = None


def parse_suit(raw: str) -> Suit:
    """A suit named on its own: ``♠``, ``S``, ``п``, ``т`` (clubs here), ``пики``, ``spades``."""
    word = normalize(raw).strip()
    suit = SYMBOLS.get(word) or LATIN_SUIT_LETTERS.get(word) or RUSSIAN_SUIT_LETTERS.get(word)
    found = meaning(word)
    if suit is None and found is not None and found.kind == "suit":
        suit = found.suit
    if suit is None:
        message = f"«{shown(raw)}» — это не масть (ожидается ♠ ♥ ♦ ♣, S H D C, п ч б т)"
        raise BadRequest(raw, message)
    return suit


def _facts(segments: list[str]) -> dict[str, Suit]:
    facts: dict[str, Suit] = {}
    for item in " ".join(segments).split():
        key, sep, value = item.partition("=")
        name = FACTS.get(normalize(key))
        if not sep or name is None:
            raise BadRequest(
                item, f"«{shown(item)}»: ожидается led=МАСТЬ (масть хода) или won=МАСТЬ"
            )
        if name in facts:
            raise BadRequest(item, f"«{shown(item)}»: {name} указан дважды")
        facts[name] = parse_suit(value)
    if len(facts) == 2:
        raise BadRequest(
            "won",
            "led и won вместе не бывают: led — болван отвечает на ход, "
            "won — болван ходит, выиграв предыдущую взятку",
        )
    return facts


def parse_request(text: str) -> CardRequest:
    """Read the whole request; raises a PlayError naming the bad part."""
    if len(text) > MAX_LENGTH:
        message = f"слишком длинный запрос: {len(text)} знаков (не больше {MAX_LENGTH})"
        raise BadRequest(text[:40], message)
    segments = [_EQUALS.sub("=", segment).strip() for segment in text.split(";")]
    if not text.strip():
        raise BadRequest(text, "пустой запрос: " + USAGE)
    if len(segments) < 2:
        raise BadRequest(text, f"«{shown(text)}»: нет «;» после карт болвана — {USAGE}")
    if not segments[1]:
        raise BadRequest(text, "не сказано, какую карту назвал разыгрывающий: " + USAGE)
    dummy = parse_holding(segments[0])
    words = segments[1].split()
    said = " ".join(word for word in words if "=" not in word)  # a fact without its «;»
    facts = _facts([*(word for word in words if "=" in word), *segments[2:]])
    if not said:
        raise BadRequest(text, "не сказано, какую карту назвал разыгрывающий: " + USAGE)
    designation = parse_designation(said)
    return CardRequest(dummy, said, designation, facts.get("led"), facts.get("won"))
