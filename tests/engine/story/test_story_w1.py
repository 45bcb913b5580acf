"""Auctions told with compass letters and Latin calls (brief W1): a one-letter seat with words
of when or how between it and its verb of calling («W сразу кладёт X», «E ещё раз говорит
пас»), and not accepting told in the inverted order («принимать отказался»).

Each story is worded unlike the posts of ``tests/data/stories/forum_w1_assistant.tsv`` that
showed the misses; the expectations come from the law text and bridge sense.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.calls import adverbs_end
from engine.story.model import Circumstance
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from engine.story.words import tokenize


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a weak Latin call («X», «P») after a letter, adverbs and a verb of calling: his call
        ("Dealer S. S 1C, W P, N 1H, and then W again says X out of turn.",
         "S:1♣ W:пас N:1♥ W:контра"),
        ("Сдающий W. W 1♠, N пас, и S сразу же кладёт P — очередь была E.",
         "W:1♠ N:пас S:пас"),
        ("Сдающий E. E 1♦, S X, а N потом тут же говорит XX вне очереди.",
         "E:1♦ S:контра N:реконтра"),
        # a letter, words of when, and a colon: the call after the colon is his
        ("Сдающий S. S 1♣, W пас, N 1♥, и тут W опять: 1♠ — вместо E.",
         "S:1♣ W:пас N:1♥ W:1♠"),
        ("Dealer E. E 1D, S 1S, W 2C. Then N once more: P, before E had called.",
         "E:1♦ S:1♠ W:2♣ N:пас"),
        # «letter — call» in a list: a Latin «X»/«XX» after the dash is that player's call
        ("Сдаёт E. E — 1♣, S — X, W — XX, N — 1♥.", "E:1♣ S:контра W:реконтра N:1♥"),
        ("Dealer W. W - 1S, N - X, E - 2S, S - P.", "W:1♠ N:контра E:2♠ S:пас"),
        # English verbs of calling in the present tense
        ("Dealer E. E opens 1C, S overcalls 1H, W responds 1S, N raises 2H.",
         "E:1♣ S:1♥ W:1♠ N:2♥"),
    ],
)
def test_letter_adverbs_verb_call(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_out_of_turn_caller_named_by_letter_and_adverbs() -> None:
    ruling = auction_ruling(read_story(
        "Сдающий W. W 1♠, N пас, и S сразу же кладёт P — очередь была E. W не принял."))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.S)
    assert "30B1" in ruling.laws  # the pass came in the turn of S's RHO, after a bid


def test_double_of_partner_turn_read_from_letters() -> None:
    ruling = auction_ruling(read_story(
        "Dealer S. S 1C, W P, N 1H, and then W again says X out of turn. North did not "
        "accept it."))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.W)
    assert "32A" in ruling.laws  # W doubled in E's turn: his partner's


@pytest.mark.parametrize(
    "refusal",
    ["принимать отказалась", "принимать не стала", "принять отказалась"],
)
def test_refusal_in_inverted_order(refusal: str) -> None:
    story = read_story(f"Сдающий S. S 1♥, W 1♦. N это назначение {refusal}, W думает.")
    assert story.auction_text() == "S:1♥ W:1♦"
    assert Circumstance.NOT_ACCEPTED in story.circumstances
    assert story.offender is Seat.W


def test_call_refused_is_not_a_call_of_the_refuser() -> None:
    # «контру» right before the words of refusing is the call judged, not N's double
    story = read_story("Dlr E. E 1♣, S пас, N X вне очереди. E контру принимать не стал.")
    assert story.auction_text() == "E:1♣ S:пас N:контра"


def test_adverbs_end_stops_at_other_words() -> None:
    assert adverbs_end(tokenize("W в торговле сказал X"), 1) == 1
    assert adverbs_end(tokenize("E снова ещё раз тут же говорит"), 1) == 4  # at most three


def test_letter_with_adverbs_but_no_verb_is_no_seat() -> None:
    story = read_story("Разыгрывающий S, E сразу положил даму пик на туза.")
    assert not story.has_auction


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the auction so far told after «после»/«after» with the opponents in parentheses
        ("Dealer N. After 1NT-(2H)-X West passed and North bid 2NT.",
         "N:1БК E:2♥ S:контра W:пас N:2БК"),
        ("Сдающий N. После 1♦ (1♠) 2♣ Запад спасовал, а Север сказал 2♦.",
         "N:1♦ E:1♠ S:2♣ W:пас N:2♦"),
    ],
)
def test_run_after_after_is_the_auction(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_run_after_after_is_seated_from_the_dealer() -> None:
    ruling = auction_ruling(read_story(
        "Сдающий N. После 1NT-(2H)-X Запад сказал 2♦. Север не принял."))
    assert ruling is not None
    assert [(c.seat.name, str(c.call)) for c in ruling.auction.calls][:3] == [
        ("N", "1БК"), ("E", "2♥"), ("S", "контра")]
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.W)


def test_refusal_in_the_present_tense() -> None:
    story = read_story("Dealer N. N 1S, E 2H, S 2S, W 2D. North refuses.")
    assert Circumstance.NOT_ACCEPTED in story.circumstances
    assert story.offender is Seat.W
