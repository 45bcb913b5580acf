"""Calls after an aside closed by a comma and a dash, and bidding cards described by colour
(brief H11a): «Восток, решив пошутить, — «8 треф»», «кладёт красную X», "slaps a red X".

Each story is worded unlike the posts that showed the misses; the expectations come from the
law text and bridge sense.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # an aside of thought between commas, then a dash and the call: the call is made
        ("Сдающий С. Север — 7 червей. Восток, недолго думая, — 7 пик.", "N:7♥ E:7♠"),
        ("Сдавал Запад. Запад — 1 пика. Север, решив рискнуть, — «2 черви».", "W:1♠ N:2♥"),
        ("Dealer W. West - 1S. North, thinking it over, - 2H.", "W:1♠ N:2♥"),
    ],
)
def test_call_after_aside_and_dash(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_thought_with_what_stays_a_thought() -> None:
    # «решив, что …» keeps the call inside the thought: no call made
    story = read_story("Сдающий С. Север — 1 трефа. Восток решил, что Север сказал 1 пику.")
    assert story.auction_text() == "N:1♣"


def test_bid_above_seven_after_aside() -> None:
    ruling = auction_ruling(read_story(
        "Сдача 8, сдавал Запад. Запад — 7 бубен. Север — 7 пик. Восток, видимо "
        "увлёкшись, — «8 бубен». Судья пришёл сразу."))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_above_seven", Seat.E)
    assert "38" in ruling.laws


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the double card named by its colour between the verb and the call
        ("Сдающий С. С 1♦, В 1♠, и тут Ю сразу кладёт красную X.", "N:1♦ E:1♠ S:контра"),
        ("Dealer N. N 1D, E 1S, and then S slaps a red X on the table.",
         "N:1♦ E:1♠ S:контра"),
        ("Dealer N. N 1D, E X, and S puts the blue XX down.", "N:1♦ E:контра S:реконтра"),
        # «сам (же)» between the player and his verb
        ("Сдающий С. С 1♦, В 1♠, а Ю сам же кладёт X.", "N:1♦ E:1♠ S:контра"),
    ],
)
def test_call_card_described(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_red_double_out_of_turn_is_ruled() -> None:
    ruling = auction_ruling(read_story(
        "Dealer N. N 1D, E 1S, and then N slaps a red X on the table out of turn. "
        "South did not accept it."))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.N)
