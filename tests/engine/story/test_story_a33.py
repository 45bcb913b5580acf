"""A33: a verb of calling in the present tense, first person («говорю», «пасую»), is the
teller's call whoever was named before it; a call a player only thought his partner had made
(«he thought partner had bid 3S») is no call.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_first_person_present_verb_is_the_tellers_call() -> None:
    text = ("Сдача 5. Партнёр открыл 1♥, правый пас, отвечаю 2♣, левый пас. Потом партнёр "
            "2♥, все пас. Нормально?")
    assert calls_made(text)[:4] == [(Seat.N, "1♥"), (Seat.E, "пас"), (Seat.S, "2♣"),
                                    (Seat.W, "пас")]


def test_the_present_verb_after_an_opponent_named_is_still_mine() -> None:
    text = ("Сдаю я, сижу на Юге. Открываю 1♠, левый пас, партнёр 2♠, правый пас, и тут, "
            "пока левый тянется к боксу, говорю: «ой, 4♠» и кладу карточку. Что теперь?")
    calls = calls_made(text)
    assert calls[-1] == (Seat.S, "4♠")


def test_a_call_only_thought_of_is_no_call() -> None:
    text = ("West 1S, North 2H, East 2S, all pass. After the final pass West said 4 spades; "
            "he thought partner had bid 3S. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "W")
    assert (Seat.E, "3♠") not in calls_made(text)


def test_greek_bridge_words_in_greek_letters() -> None:
    text = ("Сдача 3, сдавал Νότος. Νότος πάσο, Δύση 1 καρό, Βορράς κόντρα, Ανατολή 2 κούπες. "
            "Что дальше?")
    assert calls_made(text) == [(Seat.S, "пас"), (Seat.W, "1♦"), (Seat.N, "контра"),
                                (Seat.E, "2♥")]


def test_latvian_bridge_words() -> None:
    text = ("Доска 5, dealer Ziemeļi. Ziemeļi 1 pīķis, Austrumi pass, Dienvidi 2 kreiči, "
            "Rietumi kontra. Всё легально?")
    assert calls_made(text) == [(Seat.N, "1♠"), (Seat.E, "пас"), (Seat.S, "2♣"),
                                (Seat.W, "контра")]


def test_esperanto_bridge_words() -> None:
    text = ("Saluton! Сдавал Oriento: Oriento 1 koro, Sudo pasas, Okcidento 1 sen atuto, "
            "Nordo kontro. Можно так?")
    assert calls_made(text) == [(Seat.E, "1♥"), (Seat.S, "пас"), (Seat.W, "1БК"),
                                (Seat.N, "контра")]


def test_a_call_told_in_the_passive_from_a_players_side() -> None:
    text = ("Сдача 4, сдающий Запад. Прежде чем Западом что-либо было сказано, со стороны "
            "Востока было заявлено 1♠. Что должно быть сделано?")
    assert calls_made(text)[0] == (Seat.E, "1♠")


def test_a_name_making_the_first_call_sits_where_the_dealer_sits() -> None:
    text = ("Вечер, даже Таня пришла вовремя. Сдавала Запад. Таня 1♦, Север пас, Восток 1♠, я "
            "пас, Таня 2♦, все пас. А потом Таня вдруг говорит «3♦». Что теперь?")
    calls = calls_made(text)
    assert calls[0] == (Seat.W, "1♦")
    assert calls[-1] == (Seat.W, "3♦")


def test_afrikaans_call_words() -> None:
    text = ("Board 2, East deals: East 1 harte, me pas, West 2 klawers, partner doebel. Fine "
            "or not?")
    assert calls_made(text) == [(Seat.E, "1♥"), (Seat.S, "пас"), (Seat.W, "2♣"),
                                (Seat.N, "контра")]


def test_a_call_taken_off_the_table_and_another_put_is_a_change() -> None:
    text = ("Сдача 6, сдавал Север. Север 1♦, Восток кладёт на стол 1♥... потом убирает и "
            "кладёт 1♠. Юг возмутился. Какая заявка в силе?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")


def test_esperanto_no_takes_a_call_back() -> None:
    text = ("Saluton! Сдача 4. Okcidento 1♣, Nordo 1♠, Oriento 2♥, и секунд через десять: "
            "«ne, ne — 2♦». Sudo замену не принял. Что теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")


def test_a_card_told_again_in_brackets_is_one_card() -> None:
    text = ("Сдача 5. Север 1♣, Восток 1♦, и у Юга из руки выпадает ♥K (король червей) лицом "
            "вверх. Карта одна, ходом не была. Что полагается Северу?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "S")
    assert "24B" in laws and "24C" not in laws


def test_one_card_of_two_named_as_alternatives_is_one_card() -> None:
    text = ("Сдача 8. Запад 1♥, и у Севера выпала карта лицом вверх — то ли ♦Q, то ли ♦4, "
            "никто не запомнил. Карта одна. Должен ли Юг пасовать?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "N")
    assert "24C" not in laws


def test_a_call_in_a_question_asked_without_its_mark_is_not_made() -> None:
    text = ("Восток 1♦, Юг 1♥, Запад 2♦. Север задал вопрос: может ли он, Север, сейчас "
            "контрировать 2♦.")
    assert calls_made(text) == [(Seat.E, "1♦"), (Seat.S, "1♥"), (Seat.W, "2♦")]


def test_the_partner_of_a_seat_in_the_genitive_is_that_seats_partner() -> None:
    text = ("Сдавал Восток. Восток 1♦, Юг контра, Запад пас, и тут партнёр Юга выдаёт "
            "реконтру. Восток ещё ничего не сказал. Что делать?")
    assert calls_made(text)[-1] == (Seat.N, "реконтра")


def test_a_seat_letter_before_an_aside_naming_his_play_role_is_the_caller() -> None:
    text = ("Сдавал В. В 1♥, Ю пас, З 4♥, все пас. После третьего паса З, будущий "
            "разыгрывающий, выложил 5♥. Что теперь?")
    assert calls_made(text)[-1] == (Seat.W, "5♥")


def test_a_change_some_seconds_later_and_denied_a_slip_is_25b() -> None:
    text = ("Board 3, South deals. South 1♦, West pass, North 1♠, East 2♣. Then about five "
            "second later East say 'sorry, I want 2♦'. Not slip of tongue, he change his mind. "
            "South don't accept. What now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")
    assert "25A" not in laws


def test_a_call_meant_in_german_is_not_made_and_a_change_ohne_pause_is_25a() -> None:
    text = ("Board 4, Teiler West. West 1 Pik. Ich wollte 2 Coeur, вытащил 2 Karo. Сразу, ohne "
            "Pause, я поменял на 2 Coeur. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "N")
    assert "25A" in laws


def test_a_slip_put_right_with_an_old_apology_is_a_replacement() -> None:
    text = ("Сдавал Юг. Юг произнёс «одна пика» и тотчас же, без малейшей паузы, поправился: "
            "«виноват, одна черва». Запад требует оставить пику. Прав ли он?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")
    assert "25A" in laws
