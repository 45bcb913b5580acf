"""P28: who misinformed, and what makes a told double legal.

- The player who did not alert («Север не заалертировал 2♦ партнёра») and the opponent who
  answered «на мой вопрос».
- A story whose auction holds no irregularity and ends in a double or a redouble, which it
  asks about: the ruling cites what makes that call legal (19A1, 19B1).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.rules.ruling import rule
from tests.engine.conduct.door import ruled


def test_the_player_who_did_not_alert_his_partners_call_misinformed() -> None:
    ruling = ruled(
        "Сдавал Запад. Запад 1♣, Север пас, Восток 2♦. Запад 2♦ партнёра не заалертировал, "
        "а у них это слабый прыжок по карте — я думал, что сильный, и спасовал. Мой партнёр "
        "ещё не заявлял. Могу я заменить пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W
    assert "21B1" in ruling.laws


def test_the_opponent_who_answered_my_question_gave_the_explanation() -> None:
    ruling = ruled(
        "левый открыл 2♣, партнёр пас, и правый на мой вопрос сказал «сильная рука». Я "
        "спасовала. Потом по их карте выяснилось: 2♣ у них натуральная, слабая. Торговля ещё "
        "идёт. Можно поменять пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.E


def test_a_late_double_after_two_passes_is_legal_and_cites_19a1() -> None:
    ruling = ruled(
        "Сдача 3, сдавал Юг. Юг 1♠, Запад пас, Север пас, а Восток — контра. Соперники "
        "говорят, что контрить надо было сразу. Так можно?")
    assert ruling.irregularity == "none"
    assert "19A1" in ruling.laws
    assert "19A1" in ruling.summary and "Востока" in ruling.summary


def test_a_redouble_of_the_opponents_double_is_legal_and_cites_19b1() -> None:
    ruling = rule("1♦ пас 1♠ X XX")
    assert ruling.irregularity == "none"
    assert ruling.laws == ["19B1"]
    assert "Реконтра Севера законна" in ruling.summary


def test_a_double_inside_the_auction_is_not_what_the_ruling_explains() -> None:
    ruling = rule("1♦ X 1♠ пас")
    assert ruling.irregularity == "none"
    assert "19A1" not in ruling.laws


def test_a_card_turned_not_waiting_for_a_player_was_turned_before_all_had_played() -> None:
    ruling = ruled(
        "Контракт 3♣ у Запада, болван Восток, я Север. Я пошёл ♥Q, со стола ♥2, и, не "
        "дожидаясь Юга и Запада, я перевернул свою даму рубашкой вверх. Это нарушение?")
    assert ruling.status == "final"
    assert ruling.irregularity == "card_turned"
    assert "45G" in ruling.laws


def test_a_dummy_card_taken_out_of_its_column_was_touched() -> None:
    ruling = ruled(
        "Играю 4♠ с Юга, стол у Севера. Ход со стола: я вынул ♥Q из червовой колонки, "
        "подержал и вернул на место, а сыграл двойку. Ничего не поправлял. Восток требует "
        "даму. Так?")
    assert ruling.status == "final"
    assert ruling.irregularity == "card_played"
    assert "45C3" in ruling.laws


def test_a_void_told_with_the_owner_between_needs_no_card_to_rule_44d() -> None:
    ruling = ruled(
        "4♥ играет Запад, я Юг. Запад ходит ♠J, а пик у меня уже не было, и я сбросил "
        "бубну, козырять не стал. Запад говорит — обязан был бить. Прав ли он?")
    assert ruling.status == "final"
    assert ruling.irregularity == "follow_suit"
    assert "44D" in ruling.laws


def test_dummys_cards_told_after_the_trick_it_won_decide_a_rank_named_alone() -> None:
    ruling = ruled(
        "I'm South, declarer in 4♠, dummy North. Dummy won trick five with the ♥K, still "
        "holding ♥Q and ♣Q. I said just 'queen'. West says it must be the club queen. "
        "Which queen is played?")
    assert ruling.status == "final"
    assert ruling.irregularity == "designation"
    assert "46B3(A)" in ruling.laws
    assert "♥Q" in ruling.summary


def test_dummy_who_called_the_director_himself_breached_43a1a() -> None:
    ruling = ruled(
        "I was dummy, partner South played 3NT. West was very slow, so I called the "
        "director myself. Was that wrong?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A1(A)" in ruling.laws
