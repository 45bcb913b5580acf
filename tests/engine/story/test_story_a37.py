"""A37: cards seen in the auction counted in a learner's English («drop two card») or with a
digit («уронил 2 карты»): two cards or more bar the partner at his next turn (24C). A call
judged with its owner's pronoun between («пас его не принял»), a player named in a thought, a
partner who has not called yet because his turn comes next, «не не» and «такой» in a player's
own words, «get to» in a question, words of correction after the final pass, a director in
slang («дира позвали»), the end of the auction told again after a late call; a player named
in a second aside («East, without a glance, my son, bid»), a turn told as the next one after
the last call («before I made a call»), a refusal in Nigerian Pidgin («he no accept»).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_two_card_in_learners_english_are_two_cards() -> None:
    text = ("I deal, open 1♠, LHO pass, partner bid 2♠. Then RHO let fall three card face up, "
            "all of us see them. What happen now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24C" in laws


def test_cards_counted_with_a_digit_are_two_cards() -> None:
    text = ("Сдавал я, Юг: 1♥, Запад пас, партнёр 2♥. Восток, доставая карточку из бокса, "
            "уронил 2 карты лицом вверх. Что теперь Западу?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24C" in laws


def test_a_pass_the_teller_refused_with_its_owner_between_is_no_call() -> None:
    text = ("Сдача 7, сдавал Юг. Восток поспешил и спасовал первым. Я, Юг, пас его не принял и "
            "открыл 1♦. Что теперь Востоку?")
    assert calls_made(text) == [(Seat.E, "пас"), (Seat.S, "1♦")]


def test_a_player_named_in_a_thought_does_not_make_the_call_after_it() -> None:
    text = ("Сдавал Юг. Я сидел Север, решил, что сдаёт Запад, и сказал пас первым. Юг ещё "
            "ничего не говорил. Что мне теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")


def test_partner_not_yet_called_after_the_last_call_is_his_turn_to_come() -> None:
    text = ("Сдавал Восток. Восток пас, я пас, а левый говорит «контра» — контрировать "
            "нечего. Партнёр ещё не заявлял, позвали судью. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "W")
    assert "36" in laws


def test_no_no_in_a_players_own_words_changes_his_call() -> None:
    text = ("Сдавал Север. Север 1♠, Восток пас, Юг 2♣, и Запад кладёт 2♦, а потом такой: не "
            "не, 2♥. Судью позвали. Что будет?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "W")


def test_a_call_asked_about_with_get_to_is_no_call() -> None:
    text = ("North dealt and opened 1♥, and East said pass before South had a chance to call. "
            "We refused it. Does East's partner get to pass as well?")
    assert calls_made(text) == [(Seat.N, "1♥"), (Seat.E, "пас")]


def test_words_of_correction_after_the_final_pass_are_a_call_after_it() -> None:
    text = ("1♠ - (p) - 4♠ - (p) - p - (p). I'm East; after the third pass South says 'sorry, "
            "five clubs, I meant to cue-bid'. What now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "S")
    assert "39" in laws


def test_a_director_in_slang_refuses_a_call_out_of_turn() -> None:
    text = ("сдача 8 сдавал запад а я север и сразу 1 пику ляпнул. ну типа вне очереди запад "
            "ещё ничего не говорил. дира позвали он мою заявку убрал запад спасовал и я снова "
            "сказал 1 пику. штраф есть?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "31A1" in laws


def test_the_end_told_again_after_a_late_call_adds_no_passes() -> None:
    text = ("я север, играю 3 бк, торговля закончилась тремя пасами. и тут восток говорит «4 "
            "трефы». судья заявку отменил, торговля окончена. можно мне что-то запретить "
            "западу на ход?")
    assert calls_made(text) == [(Seat.E, "4♣")]


def test_a_player_named_in_a_second_aside_does_not_take_the_call() -> None:
    text = ("South dealer. I opened 1♦, West passed, partner 1♠, and then East, without a "
            "glance at the table, my son, bid 2♣. What now?")
    assert calls_made(text)[-1] == (Seat.E, "2♣")


def test_a_turn_told_as_the_next_one_after_the_last_call_is_no_call_out_of_turn() -> None:
    text = ("Board 7, South dealer. I opened 1♣, West 1♦, partner 1♥, and East, who had been "
            "told to pass for the rest of the auction, bid 1♠. We called the director before I "
            "made a call. What now?")
    assert calls_made(text) == [(Seat.S, "1♣"), (Seat.W, "1♦"), (Seat.N, "1♥"),
                                (Seat.E, "1♠")]


def test_no_accept_in_pidgin_refuses_the_call() -> None:
    text = ("Board 3, dealer South: 1H - p - and my partner East doubled before North "
            "called. I'm West. North say he no accept. What is the ruling for us?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "E")
    assert "32" in laws


def test_his_partner_opened_names_someone_elses_partner() -> None:
    text = ("Сдача 8, сдавал Запад. (1♠)-2♦-(2♣). Два трефы после моих двух бубен! Партнёр не "
            "принял, и Восток исправил на 3♣ — ну да, пики же его партнёр открыл. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "E")
    assert "27B2" in laws


def test_one_small_card_named_twice_is_one_small_card() -> None:
    text = ("Board 2, East dealer. East passed and my partner, pulling out a card, let his ♦4 "
            "fall face up: only one small card, the 4 of diamonds. Does he have to pass now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "N")
    assert "24A" in laws


def test_a_player_and_a_verb_of_calling_right_after_the_run_reseat_its_last_bid() -> None:
    text = ("Сдача 2, сдаёт Восток: 1♥-(2♣!) — Север заявил, не дождавшись партнёра, "
            "очередь была Юга. Запад не принял. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "31B" in laws


def test_a_diminutive_of_a_seated_name_names_the_same_player() -> None:
    text = ("Сдавал Север, я Юг, Галя (Запад) слева от меня. Север открыл 1♦, Восток пас, я "
            "1♠, и тут у Галеньки выпала дама пик лицом вверх. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "W")
    assert "24B" in laws


def test_a_call_in_a_players_own_question_is_made() -> None:
    text = ("Сдавал Север. Север пас, Восток пас, Юг 1♥ и тут же говорит: «Ой, 1♠, можно?» "
            "Запад ещё ничего не сказал. Что теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")


def test_calls_in_a_list_of_options_weighed_are_not_made() -> None:
    text = ("Сдача 4, сдаёт Запад. Запад пас, Север 1♠, Восток пас, Юг 2♦, а секунд через "
            "десять меняет на 2♥: передумал. Запад замену не принял. Рассматриваю варианты: "
            "(1) оставить 2♦, Север пасует раз; (2) заявить 3♦ или иное, Север молчит до "
            "конца. Верно?")
    assert calls_made(text) == [(Seat.W, "пас"), (Seat.N, "1♠"), (Seat.E, "пас"),
                                (Seat.S, "2♦")]
