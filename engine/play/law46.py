"""Law 46: which dummy card an incomplete or erroneous designation plays.

>>> designate_card("♠KJ5 ♥A32 ♦- ♣QT98 ; валет ; led=♠").to_json()["card"]
'♠J'
>>> ruling = designate_card("♠KJ5 ♥A32 ♦- ♣QT98 ; пика")
>>> ruling.card.code, ruling.law
('♠5', '46B2')
>>> designate_card("♠KJ5 ; дама пик").to_json()["card"] is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.play.cards import Card, Holding, Rank, Suit
from engine.play.designation import Height
from engine.play.request import CardRequest, parse_request
from engine.play.tricks import legal_cards, must_follow
from laws_text.errors import BridgeLawsError

Status = Literal["final", "needs_facts", "error"]
LAWS = ("46A", "46B1", "46B2", "46B3", "46B3(A)", "46B3(B)", "46B4", "44C")
_UNLESS = " Так — если не очевидно, что разыгрывающий хотел иного (46B)."


@dataclass(frozen=True)
class CardRuling:
    """The ruling: the card played (None when void or undecided), the law, the candidates."""

    status: Status
    card: Card | None
    law: str | None
    choices: tuple[Card, ...] = ()
    summary: str = ""
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The contract's JSON object for ``bridge-laws card --json``."""
        payload: dict[str, Any] = {
            "status": self.status,
            "card": self.card.code if self.card is not None else None,
            "law": self.law,
            "choices": [card.code for card in self.choices],
            "summary": self.summary,
        }
        if self.status == "error":
            payload["error"] = self.error
        return payload


def designate_card(text: str) -> CardRuling:
    """Rule on ``DUMMY ; SAID [; led=SUIT] [; won=SUIT]``; never raises on any string."""
    try:
        request = parse_request(text)
    except BridgeLawsError as error:
        return CardRuling("error", None, None, summary=str(error), error=str(error))
    return rule(request)


def rule(request: CardRequest) -> CardRuling:
    """Apply Law 46 to a parsed request."""
    said = request.designation
    if said.card is not None:
        return _named_card(request, said.card)
    if said.suit is not None:
        return _suit_named(request, said.suit, said.height)
    if said.rank is not None:
        return _rank_named(request, said.rank)
    assert said.height is not None  # parse_designation never returns an empty designation
    return _height_only(request, said.height)


def _names(cards: tuple[Card, ...]) -> str:
    return ", ".join(f"{card.code} ({card.russian})" for card in cards)


def _void(what: str) -> CardRuling:
    summary = f"На столе нет {what}: такое обозначение является недействительным (46B4)."
    return CardRuling("final", None, "46B4", summary=summary)


def _follow_note(request: CardRequest, card: Card) -> str:
    """A warning when the card would not follow suit though dummy can (44C)."""
    led = request.led
    if led is None or card.suit is led or not must_follow(request.dummy, led):
        return ""
    return f" Но у болвана есть {led.symbol}: он обязан давать в масть хода (44C)."


def _named_card(request: CardRequest, card: Card) -> CardRuling:
    if card not in request.dummy:
        return _void(f"{card.code} ({card.russian})")
    summary = (
        f"Названы и масть, и старшинство (46A): со стола играется {_names((card,))}."
        + _follow_note(request, card)
    )
    return CardRuling("final", card, "46A", summary=summary)


def _pick(dummy: Holding, suit: Suit, height: Height) -> Card | None:
    return dummy.highest(suit) if height == "high" else dummy.lowest(suit)


def _height_word(height: Height) -> str:
    return "самая старшая" if height == "high" else "самая младшая"


def _suit_named(request: CardRequest, suit: Suit, height: Height | None) -> CardRuling:
    card = _pick(request.dummy, suit, height or "low")
    if card is None:
        return _void(f"ни одной карты масти {suit.symbol}")
    if height is None:
        law, how = "46B2", "Масть названа без старшинства"
    else:
        law, how = "46B1", f"Сказано «{'старшая' if height == 'high' else 'младшая'}»"
    summary = (
        f"{how}: считается названной {_height_word(height or 'low')} карта масти "
        f"{suit.symbol} — {_names((card,))}; правило {law}."
        + _UNLESS
        + _follow_note(request, card)
    )
    return CardRuling("final", card, law, summary=summary)


def _rank_named(request: CardRequest, rank: Rank) -> CardRuling:
    dummy, won = request.dummy, request.won
    held = dummy.of_rank(rank)
    if not held:
        return _void(f"{rank.russian_genitive} ни в одной масти")
    prefix = "Старшинство названо без масти"
    if won is not None:
        card = Card(won, rank)
        if card in dummy:
            summary = (
                f"{prefix}, болван ходит: подразумевается продолжение масти {won.symbol}, в "
                f"которой болван выиграл предыдущую взятку, — {_names((card,))}; правило 46B3(A)."
            )
            return CardRuling("final", card, "46B3(A)", summary=summary + _UNLESS)
        prefix = f"В масти {won.symbol} у болвана нет {rank.russian_genitive}, 46B3(A) не подходит"
    if won is None and request.led is None:
        return _rank_without_facts(prefix, held)
    return _rank_other_cases(request, prefix, held)


def _rank_other_cases(request: CardRequest, prefix: str, held: tuple[Card, ...]) -> CardRuling:
    legal = tuple(card for card in held if card in legal_cards(request.dummy, request.led))
    if len(legal) == 1:
        summary = (
            f"{prefix}: со стола играется единственная карта этого старшинства, которой "
            f"можно легально сыграть, — {_names(legal)}; правило 46B3(B)."
        )
        return CardRuling("final", legal[0], "46B3(B)", summary=summary + _UNLESS)
    if legal:
        summary = (
            f"{prefix}: легально можно сыграть {len(legal)} такие карты — {_names(legal)}; "
            "разыгрывающий должен пояснить, какую из них он имел в виду (46B3(B))."
        )
        return CardRuling("needs_facts", None, "46B3(B)", legal, summary)
    led = request.led
    assert led is not None  # with nothing legal, dummy must hold the suit led
    summary = (
        f"{prefix}: в масти хода {led.symbol} такой карты на столе нет, а болван обязан "
        f"давать в масть (44C), так что сыграть её нельзя (46B3(B)); разыгрывающий должен "
        f"назвать карту масти {led.symbol}."
    )
    return CardRuling("needs_facts", None, "46B3(B)", (), summary)


def _rank_without_facts(prefix: str, held: tuple[Card, ...]) -> CardRuling:
    if len(held) == 1:
        summary = (
            f"{prefix}: на столе одна такая карта — {_names(held)}; она и играется, если "
            "игра ею легальна (46B3)."
        )
        return CardRuling("final", held[0], "46B3", summary=summary + _UNLESS)
    summary = (
        f"{prefix}, а на столе {len(held)} такие карты — {_names(held)}. Если стол ходит, "
        "играется карта той масти, в которой стол выиграл предыдущую взятку (46B3(A)); если "
        "стол отвечает на ход — карта масти хода. Иначе разыгрывающий должен пояснить, какую "
        "карту он имел в виду (46B3(B))."
    )
    return CardRuling("needs_facts", None, "46B3", held, summary)


def _height_only(request: CardRequest, height: Height) -> CardRuling:
    dummy, led = request.dummy, request.led
    word = "старшая" if height == "high" else "младшая"
    if not dummy.cards:
        return _void("ни одной карты")
    if led is not None and must_follow(dummy, led):
        suits: tuple[Suit, ...] = (led,)
        why = f"болван обязан давать в масть хода {led.symbol} (44C)"
    else:
        suits, why = dummy.suits(), f"у болвана осталась одна масть {dummy.suits()[0].symbol}"
    candidates = tuple(card for suit in suits if (card := _pick(dummy, suit, height)))
    if len(candidates) == 1:
        summary = (
            f"Сказано «{word}» без масти, но {why}: считается названной {_height_word(height)} "
            f"карта этой масти — {_names(candidates)}; правило 46B1." + _UNLESS
        )
        return CardRuling("final", candidates[0], "46B1", summary=summary)
    summary = (
        f"Сказано «{word}», но масть не названа (46B1 говорит о карте в названной масти): "
        f"разыгрывающий должен назвать масть. Варианты: {_names(candidates)}."
    )
    return CardRuling("needs_facts", None, "46B1", candidates, summary)
