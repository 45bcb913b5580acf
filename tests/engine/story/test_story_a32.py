"""A32: an English novice's words for the opponents («the left guy», «the right guy's
partner»); the teller correcting his own word («declarer - I mean dealer») names no player; a
card falling from «my partner's hand» is the partner's, not the teller's.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made, ruled


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


def test_a_count_of_cards_after_the_points_is_no_bid() -> None:
    text = ("Сдавал Запад. Запад открыл 1♦, мой партнёр пас, Восток 1♥. У меня было "
            "одиннадцать очков и шесть треф, я сказал 2♣.")
    assert calls_made(text) == [(Seat.W, "1♦"), (Seat.N, "пас"), (Seat.E, "1♥"),
                                (Seat.S, "2♣")]


def test_me_for_my_before_the_partner_is_no_turn_of_the_teller() -> None:
    # «before me partner's opened his gob»: Scouse «me» for «my»; nobody called out of turn
    text = ("Dealer West. West opens 1D, me partner passes, East bids 1S and I pass. Before me "
            "partner's opened his gob, West asks for the bidding again. Fine?")
    irregularity, _, _ = ruled(text)
    assert irregularity == "none"


def test_partners_even_is_his_has_not_his_turn() -> None:
    # «before my partner's even opened his mouth»: a time, not the partner's turn; the
    # auction told in turn holds no call out of rotation
    text = ("North deals and bids 1C, East passes, I bid 1H, West passes. Before my partner's "
            "even opened his mouth, West says sorry and takes the bidding box back. Fine?")
    irregularity, _, _ = auction_ruled(text)
    assert irregularity != "pass_out_of_rotation" and irregularity != "bid_out_of_rotation"


def test_finnish_seats_calls_and_suits_in_a_russian_post() -> None:
    text = ("Jako 7, jakaja pohjoinen. Pohjoinen — 1 hertta, itä — passi, etelä — 2 ristiä, "
            "länsi — kahdennus. Kilpailunjohtaja пришёл.")
    assert calls_made(text) == [(Seat.N, "1♥"), (Seat.E, "пас"), (Seat.S, "2♣"),
                                (Seat.W, "контра")]


def test_hungarian_seat_letters_in_a_post_that_speaks_hungarian() -> None:
    text = ("Osztó K. K 1 treff, D passz, Ny 1 kőr, É 1 pikk, K 1 káró. A versenybíró "
            "jött.")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", Seat.E)


def test_a_croatian_level_in_words_above_seven() -> None:
    text = ("Сдавал Istok. Istok 1 pik, Jug pas, Zapad 4 pik, Sjever pas, Istok 7 pik, Jug pas, "
            "а Zapad на эмоциях: «osam pik»! Позвали sudac.")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", Seat.W)


def test_a_seat_letter_then_suddenly_and_a_quoted_call_is_his_call() -> None:
    text = ("Сдавал Ю. Ю 1♥, З пас, С 2♥, В пас, Ю пас. И тут С внезапно «3♥»! Позвали "
            "судью.")
    assert calls_made(text)[-1] == (Seat.N, "3♥")
