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
