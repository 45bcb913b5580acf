"""P34: «2 Karo – ohne Alert», «2 caro — alert nu a fost»: a call told without its alert in
German or Romanian words names the caller's partner as the one who misinformed (21B).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


@pytest.mark.parametrize("unalerted", ["ohne Alert", "alert nu a fost"])
def test_a_call_told_without_its_alert_in_other_words(unalerted: str) -> None:
    ruling = ruled(
        f"Сдаёт Север. Север 1БК, Восток пас, Юг 2♦ — {unalerted}. Запад пас, Север 2♥, и "
        "только тут стало ясно, что 2♦ — трансфер. Восток ещё не заявлял. Может Запад "
        "заменить пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.N


def test_a_card_named_and_taken_back_in_one_breath_is_a_slip_put_right() -> None:
    ruling = ruled(
        "Играем 3♣, разыгрывает Север, болван Юг. Пятая взятка, Север ходит со стола и "
        "говорит: «короля бубен… ой, короля пик», одним духом. Со стола положили ♠K, Запад ещё "
        "не играл. Восток хочет бубнового короля. Кто прав?")
    assert ruling.irregularity == "designation"
    assert "45C4(B)" in ruling.laws and ruling.status == "final"


def test_dummy_counting_the_tricks_is_his_right() -> None:
    ruling = ruled(
        "Я был болваном, 2♠ играл партнёр. После седьмой взятки я подсчитал, сколько у нас "
        "взяток, ничего не сказав. Соперник говорит, что болвану нельзя. Так ли?")
    assert ruling.irregularity == "dummy_right"
    assert "42A2" in ruling.laws


def test_a_rank_alone_with_two_such_cards_left_in_dummy() -> None:
    ruling = ruled(
        "4♥ by North, I'm East. Trick 9: I led a diamond; dummy has no diamonds left and "
        "holds both the ♠9 and the ♣9. Declarer said just 'nine'. Which nine is played?")
    assert ruling.irregularity == "designation"
    assert "46B3(B)" in ruling.laws


def test_the_teller_of_the_sentence_before_does_not_own_the_contract() -> None:
    ruling = ruled(
        "Привет всем! Лесник я. Играли 2♦, разыгрывал партнёр, Юг, а я, Север, болван. Ход "
        "был со стола, я постучал пальцем по трефовому королю. Запад позвал судью.")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is Seat.N


def test_the_teller_in_a_comparison_is_not_who_played() -> None:
    ruling = ruled(
        "3NT by South, I'm North, dummy. Trick six: West led the ♦K, I played low, East "
        "followed, South won. Then West, absent-minded like me on Mondays, dropped the ♥2 "
        "onto the same trick as a fifth card. Not a lead. What now?")
    assert ruling.irregularity == "fifth_card"
    assert ruling.offender is Seat.W


@pytest.mark.parametrize("naming", ["говорит только «cupă»", "сказал черву и всё"])
def test_a_suit_named_alone_is_the_lowest_card_of_it(naming: str) -> None:
    ruling = ruled(
        f"Играет Юг, на столе у Севера ♥K J 5 3. Ход со стола, Юг {naming}. Болван дал ♥J, "
        "а Юг хотел короля. Какая карта считается?")
    assert ruling.irregularity == "designation"
    assert "46B2" in ruling.laws


def test_the_mannequin_of_a_machine_translation_is_dummy() -> None:
    ruling = ruled(
        "Контракт 2 сердца, декларант Север, манекен Юг. В пятой взятке манекен выдвинул "
        "вперёд короля клубов без инструкции, пока декларант думал. Каково постановление?")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is Seat.S


def test_a_dictated_post_ends_its_sentences_where_the_teller_said_stop() -> None:
    ruling = ruled(
        "добрый вечер запятая играли три червы разыгрывал юг точка со стола он сказал пику "
        "и всё точка болван положил даму пик а там дама и тройка точка какую пику играть "
        "вопросительный знак")
    assert ruling.irregularity == "designation"
    assert "46B2" in ruling.laws
