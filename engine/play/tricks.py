"""Law 44 in play: following suit (44C/44D), the winner of a trick (44E/44F), the next lead (44G).

Seats are ``N E S W``, in clockwise order of play.

>>> from engine.play.cards import Card, Rank, Suit
>>> s, h = Suit.SPADES, Suit.HEARTS
>>> trick = [Card(s, Rank.KING), Card(s, Rank.ACE), Card(h, Rank.TWO), Card(s, Rank.THREE)]
>>> outcome = trick_winner("N", trick, trump=None)
>>> outcome.winner, outcome.card.code, outcome.law
('E', '♠A', '44F')
>>> trick_winner("N", trick, trump=h).winner, trick_winner("N", trick, trump=h).law
('S', '44E')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from engine.play.cards import Card, Holding, Suit
from engine.play.errors import BadTrick

Seat = Literal["N", "E", "S", "W"]
SEATS: tuple[Seat, ...] = ("N", "E", "S", "W")
LAWS = ("44A", "44C", "44D", "44E", "44F", "44G")


def seat_after(seat: Seat, steps: int = 1) -> Seat:
    """The seat ``steps`` places to the left (the next to play)."""
    return SEATS[(SEATS.index(seat) + steps) % 4]


@dataclass(frozen=True)
class PlayCheck:
    """Whether a card may be played: ``law`` is 44A (a lead), 44C (follow) or 44D (cannot)."""

    legal: bool
    law: str
    reason: str


@dataclass(frozen=True)
class TrickOutcome:
    """Who won a complete trick, with which card and by which law; who leads next (44G)."""

    winner: Seat
    card: Card
    law: str
    next_leader: Seat
    next_law: str = "44G"


def must_follow(holding: Holding, led: Suit) -> bool:
    """A player who holds a card of the suit led must follow suit (44C)."""
    return holding.has_suit(led)


def legal_cards(holding: Holding, led: Suit | None) -> tuple[Card, ...]:
    """The cards that may be played: any to a lead (44A), the led suit if held (44C/44D)."""
    if led is not None and must_follow(holding, led):
        return holding.suit(led)
    return holding.cards


def check_play(holding: Holding, card: Card, led: Suit | None) -> PlayCheck:
    """May ``card`` be played from ``holding`` to a trick led in ``led`` (None: it is the lead)?"""
    if card not in holding:
        raise BadTrick(card.code, f"карты {card.code} нет в руке")
    if led is None:
        return PlayCheck(True, "44A", "ходом можно сыграть любой картой")
    if not must_follow(holding, led):
        return PlayCheck(True, "44D", f"{led.symbol} нет: можно сыграть любой картой")
    if card.suit is led:
        return PlayCheck(True, "44C", f"масть хода {led.symbol} дана")
    return PlayCheck(False, "44C", f"в руке есть {led.symbol}: нужно давать в масть хода")


def winning_index(cards: Sequence[Card], trump: Suit | None) -> tuple[int, str]:
    """Index of the card winning so far and the law: 44E with a trump in it, else 44F."""
    if not cards:
        raise BadTrick("", "во взятке нет ни одной карты")
    trumps = [i for i, card in enumerate(cards) if trump is not None and card.suit is trump]
    if trumps:
        return max(trumps, key=lambda i: cards[i].rank), "44E"
    led = cards[0].suit
    following = [i for i, card in enumerate(cards) if card.suit is led]
    return max(following, key=lambda i: cards[i].rank), "44F"


def trick_winner(leader: Seat, cards: Sequence[Card], trump: Suit | None) -> TrickOutcome:
    """The outcome of a complete trick of four cards played in turn from ``leader``."""
    if len(cards) != 4:
        raise BadTrick(str(len(cards)), f"во взятке должно быть 4 карты, а не {len(cards)}")
    if len(set(cards)) != 4:
        raise BadTrick("", "во взятке одна и та же карта сыграна дважды")
    index, law = winning_index(cards, trump)
    winner = seat_after(leader, index)
    return TrickOutcome(winner, cards[index], law, next_leader=winner)


def next_leader(leader: Seat, cards: Sequence[Card], trump: Suit | None) -> Seat:
    """The player who won the trick leads to the next one (44G)."""
    return trick_winner(leader, cards, trump).next_leader
