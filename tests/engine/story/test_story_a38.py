"""A38: a double denied by the word before it («a redouble with no double», «без контры»,
«nobody doubled») is no call; a call in parentheses after «I'm South:» is an opponent's, the
run's order seats it; a role named with the teller's possessive after it («Партнёр мой 1♦
открыл», «левый мой») makes the call that follows.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Circumstance
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_double_said_not_made_is_no_call() -> None:
    text = ("Who ever heard of a redouble without a double? I'm South, dealer North: "
            "1D-(1S)-P-(XX). Nobody doubled anything. What now?")
    assert read_story(text).auction_text() == "N:1♦ E:1♠ S:пас W:реконтра"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "W")


def test_without_a_double_in_russian_is_no_call() -> None:
    text = ("Сдавал Север: 1♣, Восток 1♥, Юг пас, и Запад без всякой контры сказал реконтра. "
            "Что теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "W")


def test_a_call_in_parentheses_after_the_tellers_seat_and_colon_is_an_opponents() -> None:
    text = "Board 3, South dealt, I'm West: (1H)-1S-(2H)-2S. Whose turn is it?"
    assert read_story(text).auction_text() == "S:1♥ W:1♠ N:2♥ E:2♠"


def test_the_tellers_seat_said_before_a_run_is_no_label_of_its_first_call() -> None:
    text = "Dealer North, I'm South: 1D-(1S)-P-(2S). Can my partner bid now?"
    assert read_story(text).auction_text() == "N:1♦ E:1♠ S:пас W:2♠"


def test_the_tellers_seat_said_before_his_own_single_call_is_his() -> None:
    text = "Сдавал Север. Я Юг: пас, хотя очередь была Востока. Что теперь?"
    assert read_story(text).auction_text() == "S:пас"


def test_a_role_with_the_possessive_after_it_makes_the_call() -> None:
    text = ("Я сидел на Юге, сдавал Восток, он спасовал. Я пас. Левый мой 1♠ открыл, партнёр "
            "мой 2♠ поднял. Кто теперь говорит?")
    assert calls_made(text) == [(Seat.E, "пас"), (Seat.S, "пас"), (Seat.W, "1♠"),
                                (Seat.N, "2♠")]


def test_the_deal_a_player_thought_was_his_after_a_dash_is_no_dealer() -> None:
    text = ("Сдача 4, сдаёт Запад. Я, Север, думал — моя сдача, и сразу сказал «пас». Запад "
            "ещё молчал. Что мне теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")


def test_a_change_said_aloud_after_a_dash_of_thinking_is_a_call() -> None:
    text = ("Сдавал я, Юг: «1 пика». Подумал — «нет, 2 пики». Запад замену не принял. Я "
            "оставил 1 пику. Что Северу?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")


def test_not_wanting_to_accept_is_a_refusal() -> None:
    text = ("Board 1, North dealt and opened 1H. I'm East: I bid 1NT, South bid 1S, "
            "insufficient. I don't want to accept, so South changed to 2S. Must North pass?")
    said = read_story(text).circumstances
    assert Circumstance.NOT_ACCEPTED in said
    assert Circumstance.ACCEPTED not in said


def test_the_tellers_seat_said_after_his_role_and_contract() -> None:
    text = ("I was declarer in 4S as North, but first the auction. Dealer East: 1H, then I "
            "bid 1S before South had called. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")


def test_the_tellers_seat_said_as_a_seat_he_was_in() -> None:
    text = ("I'm in the East seat. South dealt and passed, and before West called I opened "
            "1D. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "E")
