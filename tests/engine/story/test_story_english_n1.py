"""English ways of telling an auction that lost rulings on posts by new voices (brief N1),
each case worded unlike the post that revealed it: the mechanism is tested, not the post.

Opponents named by their side («my left opponent», «the right-hand player»), «SA» (sans
atout) for notrump as Dutch and French players write it, a double said as «doublet», a
correction told as «made it 3SA», and a call out of turn told by «before she could do
anything».
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.calls import read_call, subject_at
from engine.story.model import Role
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling, engine_text
from engine.story.words import tokenize


@pytest.mark.parametrize(
    ("text", "role"),
    [("left opponent", Role.LHO), ("the left-hand opponent", Role.LHO),
     ("right opponent", Role.RHO), ("the right-hand player", Role.RHO)],
)
def test_an_opponent_named_by_his_side(text: str, role: Role) -> None:
    tokens = tokenize(text)
    start = 1 if tokens[0].text == "the" else 0
    named = subject_at(tokens, start)
    assert named is not None and named.role is role


@pytest.mark.parametrize(("text", "call"), [("3SA", "3БК"), ("1 SA", "1БК"), ("6sa", "6БК")])
def test_sans_atout_is_notrump(text: str, call: str) -> None:
    found = read_call(tokenize(text), 0)
    assert found is not None and str(found.call) == call


def test_a_bare_sa_is_no_call() -> None:
    # «sa» names notrump only after a level
    assert read_call(tokenize("sa"), 0) is None


def test_doublet_is_a_double_of_ones_own_side() -> None:
    story = read_story(
        "West opened 1♠ and my right-hand opponent raised to 3♠ — then West said doublet "
        "on his own partner's 3♠! What is the penalty?"
    )
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.W)


def test_made_it_is_the_replacement_of_an_insufficient_bid() -> None:
    story = read_story(
        "I opened 2♦, my left opponent came in with 1SA, which is insufficient. Partner "
        "refused it, so he made it 2SA, a natural overcall. Penalty?"
    )
    assert engine_text(story).startswith("S:2♦ W:1БК")
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.W)
    assert "27B1(A)" in ruling.laws


def test_before_she_could_do_anything_is_out_of_turn() -> None:
    story = read_story(
        "I opened 1♦. Before she could do anything, the player on my right said double. "
        "Ruling please?"
    )
    assert engine_text(story).startswith("S:1♦ E:контра ;")
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.E)


def test_a_bid_above_an_earlier_call_comes_after_it() -> None:
    story = read_story(
        "In a slam fight West put 8♣ on the table, above South's 7♠. How is this ruled?"
    )
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_above_seven", Seat.W)


def test_calls_written_the_continental_way() -> None:
    story = read_story(
        "I opened 2♦ and my left opponent said 1BA, insufficient. Partner refused it. Ruling?"
    )
    assert engine_text(story).startswith("S:2♦ W:1БК")
    story = read_story(
        "Partner opened 1♠, RHO said kontra, I said passe, and LHO said rekontra. All normal?"
    )
    assert engine_text(story).startswith("N:1♠ E:контра S:пас W:реконтра")
    ruling = auction_ruling(story)
    assert ruling is not None  # a redouble of his own partner's double
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.W)
