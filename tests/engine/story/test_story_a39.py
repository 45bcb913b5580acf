"""A39: a «?» standing alone in a run of shorthand (``1♠-(п)-?-(2♦)``) is the turn of a player
who had not called, so the call after it skips him (made out of rotation) and the run goes on
through it; a call with the teller's possessive closing its clause («Пас мой, …») says whose a
call already told was, not a call made; «брать … не стал» and «торговля вернулась к …» refuse a
call out of turn; a card dropped face up in the auction («выронила …, легла лицевой стороной
вверх») is an exposed card; a double the teller «had» («у меня была хорошая контра») is a hand
held, not a call; a card put down «из коробки» is a call whatever its level, and one put down
after «забрал и» replaces it; the first call then said to stand («пусть будет 2♦») changes
nothing.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled


def test_a_question_mark_slot_makes_the_next_call_out_of_rotation() -> None:
    text = ("Сдавал Восток. (1♦)-?-(1♠): я ещё думал, а партнёр Востока уже сказал 1♠. "
            "Судью позвали сразу. Что теперь?")
    assert read_story(text).auction_text() == "E:1♦ W:1♠"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")


def test_the_run_goes_on_through_the_slot_so_the_call_told_again_is_no_new_call() -> None:
    text = ("Dealer West. 1D-(P)-?-(X) — my RHO had passed, and my LHO doubled 1D while it "
            "was my turn. The double was cancelled, I bid 1H, and he doubled again. Ruling?")
    calls = read_story(text).auction_text()
    assert calls.count("контра") == 2, calls
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "S")  # I am East


def test_a_mark_of_surprise_glued_to_a_call_is_no_slot() -> None:
    text = "Сдавал Север: 1♥-(2♣!?)-пас-(пас). Это нормально?"
    assert read_story(text).auction_text() == "N:1♥ E:2♣ S:пас W:пас"


def test_the_tellers_possessive_after_a_call_says_whose_it_was() -> None:
    text = ("Сдающий Юг: 1♠-?-пас. Пас мой, сказан в очередь Запада. Север брать его не стал. "
            "Что мне теперь?")
    assert read_story(text).auction_text() == "S:1♠ N:пас"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")


def test_a_card_dropped_face_up_in_the_auction_is_an_exposed_card() -> None:
    text = ("Сдача 3, сдавал Юг. Юг 1♠, Запад пас, Север 2♠. Восток, вынимая карточку, "
            "выронила даму треф, и карта легла лицевой стороной вверх. Что с ней?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24B" in laws or "24" in laws


def test_a_double_the_teller_had_in_hand_is_no_call() -> None:
    text = ("Сдавал Север. Север 1♠, и тут мой партнёр Запад сказал пас вне очереди. Север "
            "не принял. А у меня была хорошая контра на пики! Что мне можно?")
    assert "контра" not in read_story(text).auction_text()


def test_a_bidding_card_taken_back_and_replaced_is_a_change_of_call() -> None:
    text = ("Левый (Запад) открыл, выложив из бокса 3♣, потом убрал и выложил 3♦. "
            "Мой партнёр говорит: пусть будет 3♣. Кто прав?")
    reading = read_story(text)
    assert reading.auction_text() == "W:3♣"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "W")


def test_a_seat_with_the_tellers_relation_beside_it_tells_the_tellers_seat() -> None:
    text = ("Сдавал Запад. Запад, мой партнёр, открыл 1♥, Север спасовал, а я сказал 2♥. "
            "Тут Юг говорит, что я заявил не в свою очередь. Прав ли он?")
    assert read_story(text).auction_text() == "W:1♥ N:пас E:2♥"
    irregularity, _, _ = auction_ruled(text)
    assert irregularity == "none"


def test_the_contract_defended_against_is_no_call() -> None:
    text = ("Я Запад, первый ход мой против 3♠. Положил трефовую даму рубашкой вверх и "
            "передумал. Можно ли заменить?")
    assert "3♠" not in read_story(text).auction_text()
