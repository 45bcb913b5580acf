"""A40: an insufficient bid refused and put right stays Law 27's case even when the post also
says it was not alerted (no call was made on a misexplanation); a player's call taken back
with «нет» right after a word of «straight after» («и сразу нет 2♦») is his own change of
call, told without quotes.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled, ruled


def test_an_unalerted_insufficient_bid_put_right_is_still_an_insufficient_bid() -> None:
    text = ("Сдавал Север. 1♥-(пас)-2♥-(2♣). Мы не приняли, Запад поправил на 3♣. Никто из "
            "них ничего не алертировал, так что конвенционное ли 2♣, непонятно. Решение?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", Seat.W)
    assert any(law.startswith("27B") for law in laws), laws


def test_a_call_taken_back_with_no_straight_after_is_a_change_of_call() -> None:
    text = ("Сдавала Юг. Юг 1♣, Запад пас, Север сказал 1♦ и сразу нет 2♦. Восток замену не "
            "принял. Как быть?")
    assert "E:1♦" not in read_story(text).auction_text()
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "N")


def test_a_question_mark_in_brackets_is_the_turn_of_a_player_who_had_not_called() -> None:
    text = ("Dealer West. (1D)-P-(?)-1S: I was too quick, my right-hand opponent had not "
            "called yet. Nobody accepted my 1S. What happens now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "S")
    assert any(law.startswith("31A") for law in laws), laws  # at RHO's turn


def test_a_player_who_has_gotta_pass_and_bids_calls_while_barred() -> None:
    text = ("Dealer South. West doubled out of turn and the TD said West has gotta pass at his "
            "next turn. Then 1S by South, and West bid 2H anyway. What happens to 2H?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_while_barred", "W")


def test_a_call_the_teller_says_is_owed_after_a_colon_is_not_made() -> None:
    text = ("Сдавал Север. Восток вылез с 1♣ раньше Севера, Юг не принял, 1♣ сняли. Север пас. "
            "Восток теперь хочет 1♥. Я ему: должен повторить 1♣! Кто прав?")
    calls = read_story(text).auction_text()
    assert calls.count("1♣") == 1, calls
