"""The play of the cards: Law 46 (designating dummy's card) and the trick rules of Law 44."""

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
