"""A32: an English novice's words for the opponents («the left guy», «the right guy's
partner»); the teller correcting his own word («declarer - I mean dealer») names no player; a
card falling from «my partner's hand» is the partner's, not the teller's.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_the_left_guy_and_the_right_guy_are_the_opponents_by_their_side() -> None:
    text = ("My partner opened 1 heart, the right guy said pass, I bid 2 hearts and then the "
            "left guy said 2 spades. Is that allowed?")
    assert calls_made(text) == [(Seat.N, "1♥"), (Seat.E, "пас"), (Seat.S, "2♥"),
                                (Seat.W, "2♠")]


def test_a_word_the_teller_corrects_names_no_caller() -> None:
    text = ("My partner was declarer – I mean dealer, first to speak – and opened 1 club. RHO "
            "passed, I bid 1 diamond. What happens if LHO now says 1 club?")
    assert calls_made(text)[:3] == [(Seat.N, "1♣"), (Seat.E, "пас"), (Seat.S, "1♦")]


def test_a_card_from_my_partners_hand_is_the_partners() -> None:
    text = ("During the auction a card slipped out of my partner's fingers and landed face up: "
            "the ♥K. Nobody has called since. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "N")
