"""The play of the cards: Law 46 (designating dummy's card) and the trick rules of Law 44.

The names below load from their modules at first use: a story that only names a card needs
``engine.play.cards``, not the procedures of Law 46.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_getattr

if TYPE_CHECKING:
    from engine.play.cards import Card, Holding, Rank, Suit
    from engine.play.designation import Designation, parse_designation
    from engine.play.errors import BadDesignation, BadHolding, BadRequest, BadTrick, PlayError
    from engine.play.holding import parse_holding
    from engine.play.law46 import CardRuling, designate_card, rule
    from engine.play.request import CardRequest, parse_request, parse_suit
    from engine.play.tricks import (
        PlayCheck,
        Seat,
        TrickOutcome,
        check_play,
        legal_cards,
        must_follow,
        next_leader,
        trick_winner,
        winning_index,
    )

# each name of the package → the module that defines it
_HOMES: dict[str, str] = {
    **dict.fromkeys(("Card", "Holding", "Rank", "Suit"), "cards"),
    **dict.fromkeys(("Designation", "parse_designation"), "designation"),
    **dict.fromkeys(
        ("BadDesignation", "BadHolding", "BadRequest", "BadTrick", "PlayError"), "errors"
    ),
    "parse_holding": "holding",
    **dict.fromkeys(("CardRuling", "designate_card", "rule"), "law46"),
    **dict.fromkeys(("CardRequest", "parse_request", "parse_suit"), "request"),
    **dict.fromkeys(
        ("PlayCheck", "Seat", "TrickOutcome", "check_play", "legal_cards", "must_follow",
         "next_leader", "trick_winner", "winning_index"),
        "tricks",
    ),
}


__getattr__ = lazy_getattr(__name__, _HOMES)


__all__ = [
    "BadDesignation",
    "BadHolding",
    "BadRequest",
    "BadTrick",
    "Card",
    "CardRequest",
    "CardRuling",
    "Designation",
    "Holding",
    "PlayCheck",
    "PlayError",
    "Rank",
    "Seat",
    "Suit",
    "TrickOutcome",
    "check_play",
    "designate_card",
    "legal_cards",
    "must_follow",
    "next_leader",
    "parse_designation",
    "parse_holding",
    "parse_request",
    "parse_suit",
    "rule",
    "trick_winner",
    "winning_index",
]
