"""English posts the search read wrongly (stop 20), each rule tested on a story worded here,
not on the post that revealed it: the mechanism is tested, not the post.

British «no bid» is a pass; «before RHO had called» names whose turn a call took and is no
call of RHO's; «W had not yet called» is no call either; «after a few seconds» tells time,
not the order of two bids, and «sorry, make that 3NT» is a player correcting his own call;
«nobody had bid yet» is the time before any bid; passes after a bid pass no deal out; dummy's
«you're in dummy» warns of a lead from the wrong hand; a card named a penalty card in the
play; English phrases of a call changed at once or after a pause, or not noticed; «refused»
and «did not want to accept» refuse; a hyphenated «out-of-turn»; a dealer named from the
speaker's seat («LHO was the dealer») orders the calls. The translation no longer turns
«said», «dealer», «all pass», a bare «board» or «seconds» into rare words of one clause.
"""

from __future__ import annotations

import pytest

from engine.search import get_searcher
from engine.search.analyze import analyse
from engine.search.bids import auction_terms, in_auction_order, self_corrected, unglued
from engine.search.clues import tokens
from engine.search.director import load_situations, rulings
from engine.search.facts import facts
from engine.search.normalize import normalise, words


def _facts(text: str) -> frozenset[str]:
    return facts(normalise(text))


def _said(text: str) -> list[str]:
    return words(unglued(normalise(text)))


def _expansions(text: str) -> dict[str, str]:
    analysis = analyse(normalise(text), get_searcher().vocabulary)
    return dict(analysis.expansions)


def _top(text: str, top: int = 3) -> list[str]:
    return [hit.clause_id for hit in get_searcher().search(text, top=top).hits]


# --- the calls an English story tells ------------------------------------------------------


def test_no_bid_is_a_pass_made_out_of_turn() -> None:
    found = _facts("Our club, North dealing. Before North had called, East said no bid, "
                   "and I as South declined to accept it.")
    assert {"pass", "oot", "reject"} <= found
    assert "bid" not in found


def test_a_call_before_the_owner_had_called_is_out_of_turn_in_his_turn() -> None:
    # the call is in the same phrase as «before RHO had called»: his turn, my bid
    found = _facts("I opened two hearts before my RHO had even called. RHO then said no bid.")
    assert {"bid", "oot", "turn=rho", "next=pass"} <= found


def test_a_phrase_opened_by_before_points_to_the_call_after_it() -> None:
    found = _facts("LHO opened one club, partner one diamond, RHO one spade. Then, before "
                   "his partner could say anything, RHO said no bid.")
    assert {"pass", "oot", "turn=partner"} <= found


def test_a_call_not_yet_made_is_no_call() -> None:
    found = _facts("I opened 1 spade, LHO passed, and then my partner doubled - it was "
                   "RHO's turn, and RHO had not yet called.")
    assert {"double", "oot", "turn=lho"} <= found
    assert "next=call" not in found


def test_time_between_two_bids_keeps_their_order() -> None:
    said = _said("RHO opened 1S, then after a few seconds he said 'sorry, make that 2S'.")
    assert [str(bid) for bid in in_auction_order(said)] == ["1♠", "2♠"]
    assert self_corrected(said)
    assert "недостаточное" not in auction_terms(said)


def test_a_bid_after_a_named_bid_still_answers_it() -> None:
    said = _said("LHO bid 1D after my 2C")
    assert [str(bid) for bid in in_auction_order(said)] == ["2♣", "1♦"]
    assert "недостаточное" in auction_terms(said)


def test_a_correction_of_the_last_of_three_bids_is_a_change_of_call() -> None:
    said = _said("Partner opened 1NT, RHO passed and I bid 2D. A moment later I said "
                 "'sorry, make that 3NT'.")
    assert self_corrected(said)
    # an insufficient bid corrected is no change of call
    assert not self_corrected(_said("LHO opened 2S, I bid 2D by mistake, and then I "
                                    "said sorry, make that 3D."))


def test_had_after_a_bid_is_no_count_of_cards() -> None:
    found = _facts("I said two clubs before LHO had called.")
    assert "bid" in found


def test_nobody_had_bid_yet_is_before_any_bid() -> None:
    assert "before" in _facts("RHO said pass out of turn; nobody had bid yet.")
    # the bid told after the comma is no time before any bid
    assert "before" not in _facts("Before anyone noticed, partner bid 2H.")


def test_passes_after_a_bid_pass_no_deal_out() -> None:
    assert "all-passed" not in _facts("Partner opened 1S, I raised to 4S, all pass. "
                                      "Then the lead came from the wrong side.")


def test_a_hyphenated_out_of_turn_names_no_owner() -> None:
    found = _facts("After my RHO's out-of-turn double was refused, I bid 3C.")
    assert {"double", "oot", "reject"} <= found


def test_refusing_words_refuse() -> None:
    assert "reject" in _facts("East refused the pass and called the TD")
    found = _facts("West did not want to accept the 1H, so it was cancelled")
    assert "reject" in found and "accept" not in found


def test_a_dealer_named_from_my_seat_orders_the_calls() -> None:
    found = _facts("My LHO was the dealer, but my partner opened 1D first. RHO bid 1S over "
                   "it without noticing.")
    assert {"bid", "oot", "turn=rho", "next-lho", "unnoticed"} <= found
    assert "29B" in rulings(load_situations(), found)


@pytest.mark.parametrize(
    ("text", "fact"),
    [("I bid 1H and in the same breath said no, 1S", "immediate"),
     ("She bid 2H and after a long pause asked to change it to 3H", "delayed"),
     ("He bid 3C, thought about it, and changed it to 3D", "delayed")],
)
def test_english_phrases_tell_when_a_call_was_changed(text: str, fact: str) -> None:
    assert fact in _facts(text)


def test_no_slip_is_no_immediate_correction() -> None:
    assert "immediate" not in _facts("It was no slip, he changed his 2H to 2S on purpose")


# --- the play ------------------------------------------------------------------------------


def test_dummy_warning_of_the_wrong_hand() -> None:
    story = ("Declarer, my partner, won the trick on the table and started to pull a card "
             "from his own hand, so I reminded him: you're in dummy. The opponents object "
             "that dummy has to stay silent. Who is right?")
    assert "wrong-hand" in _facts(story)
    assert _top(story, 1) == ["42B2"]


def test_a_card_of_the_play_named_a_penalty_card() -> None:
    story = ("We were defending 3NT. Halfway through the play my partner let the jack of "
             "clubs slip out of his hand, face up on the table. Declarer called it a penalty "
             "card. What does the law say about that card?")
    assert "penalty-card" in _facts(story)
    assert "45C5" in _top(story)


def test_a_dummy_who_left_his_seat_and_warns_is_penalised() -> None:
    found = _facts("I was declarer. Dummy got up, walked round to watch my hand, and a trick "
                   "later told me 'you are in hand' as I reached to the table.")
    assert {"dummy", "left-seat", "wrong-hand"} <= found
    assert "43B2(B)" in rulings(load_situations(), found)


# --- the translation ---------------------------------------------------------------------------


def test_narrative_words_stay_untranslated() -> None:
    expansions = _expansions("Dealer West. LHO said 2C, and a few seconds later partner "
                             "said double; it was the third board tonight, all pass.")
    assert "said" not in expansions and "dealer" not in expansions
    assert "seconds" not in expansions and "board" not in expansions
    assert expansions.get("all pass") == "пас"


def test_a_pass_out_of_rotation_is_no_deal_passed_out() -> None:
    assert _expansions("LHO passed out of rotation")["passed out of rotation"] == (
        "пас вне очереди"
    )


def test_the_cards_go_back_in_the_board() -> None:
    assert _expansions("All four passed, so we put the cards back in the board")[
        "back in the board"] == "дубликатную коробку"


def test_a_whole_story_of_a_pass_out_of_turn_before_any_bid() -> None:
    story = ("Dealer East. Before East had said anything my partner said pass. Nobody had "
             "bid yet. East refused it. What is the penalty?")
    assert _top(story, 1) == ["30A"]


def test_tokens_split_an_english_but() -> None:
    sequence = tokens("lho was the dealer but partner opened")
    assert sequence[0].segment != sequence[-1].segment


def test_ones_own_turn_is_no_double_of_ones_own_side() -> None:
    # «не в свою очередь»: out of turn; the double is not of the player's own side (Law 36)
    found = _facts("Соседка дала контру не в свою очередь, правый ещё думал")
    assert {"double", "oot"} <= found
    assert "own-side" not in found
    assert "own-side" in _facts("партнёр дал контру на свою же заявку")
