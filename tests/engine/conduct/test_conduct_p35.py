"""P35: dummy's unasked card noticed «потом», after a while the story does not measure, leaves
the moment of attention to ask (45D); «не имел» a suit is a void in it.

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import ruled


def test_dummy_card_noticed_later_asks_when() -> None:
    ruling = ruled(
        "Играли 3БК, разыгрывал Запад, болван Восток. Юг пошёл с пики, болван сам, без "
        "слова Запада, положил пикового туза, Север сыграл малую пику, Запад — тоже. Позже "
        "кто-то заметил, что туза не называли. Отменять?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "needs_facts"
    assert "attention" in {question.fact for question in ruling.questions}


def test_dummy_card_noticed_at_once_is_withdrawn() -> None:
    ruling = ruled(
        "Играли 3БК, разыгрывал Запад, болван Восток. Юг пошёл с пики, болван сам, без "
        "слова Запада, положил пикового туза, и Север тут же заметил, что туза не называли. "
        "Отменять?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "final"


def test_a_player_who_had_none_of_the_suit_led_may_discard() -> None:
    ruling = ruled(
        "Контракт 2♥, разыгрывает Север. Восток пошёл королём пик, я (Юг) пик не имел и "
        "сбросил бубну, козырем не побил. Север возмущён. Я нарушил?")
    assert ruling.irregularity == "follow_suit"
    assert ruling.status == "final"
    assert "44D" in ruling.laws


def test_dummy_asking_with_nety_is_his_right() -> None:
    ruling = ruled(
        "Играли 4♠, разыгрывал Запад, я — болван. На бубну Запад сбросил пику, и я спросил: "
        "«бубна нету?» Юг возмутился. Мне можно так спросить?")
    assert ruling.irregularity == "dummy_right"
    assert "42B1" in ruling.laws


def test_dummy_watching_the_count_is_his_right() -> None:
    ruling = ruled(
        "Я был болваном, 4♠ играл партнёр. Всю сдачу я молча следил, сколько взяток у нас, "
        "и выравнивал свои сыгранные карты. Соперник недоволен. Можно?")
    assert ruling.irregularity == "dummy_right"
    assert "42A2" in ruling.laws


def test_a_defenders_fifth_card_judged_a_lead_keeps_its_code() -> None:
    ruling = ruled(
        "Играли 2♠, разыгрывал Север. В четвёртой взятке Юг выиграл тузом, карты ещё лежали, "
        "и тут Восток бросил сверху пятую карту, ♣7, будто ходит в следующую. Судья решил, "
        "что это был ход. Что дальше?")
    assert ruling.status == "outside"
    assert ruling.irregularity == "fifth_card"
    assert "45E1" in ruling.laws
    assert {"53", "56"} <= set(ruling.outside)


def test_declarer_asking_what_a_defenders_card_means_may_ask() -> None:
    ruling = ruled(
        "Я разыгрывал 3БК с Севера, болван — Юг. Восток вышел пиковым тузом, Запад дал "
        "восьмёрку. В свою очередь я спросил Востока, что у них означает восьмёрка. Запад "
        "возмутился. Можно было спрашивать?")
    assert ruling.irregularity == "review_or_explanation"
    assert "20F2" in ruling.laws
    assert ruling.offender is None


def test_a_card_pulled_out_of_dummys_row_is_played() -> None:
    ruling = ruled(
        "East here, defending 4♥ by West, dummy East's partner... no, dummy North holds "
        "♣Q 9 2. South led a club, West pulled the queen out of dummy's row, then said "
        "\"no, the two\". He was not arranging anything. Is the queen played?")
    assert ruling.irregularity == "card_played"
    assert "45C3" in ruling.laws


def test_a_card_named_then_taken_back_in_a_second_quote() -> None:
    ruling = ruled(
        "Играем 3♥, разыгрывает Запад, болван Восток с ♣К В 4. Север пошёл трефой. Запад "
        "сказал: «Трефовый король». Потом: «Пардон, валет». Болван положил валета. Кто прав?")
    assert ruling.irregularity == "designation"
    assert "45C4(B)" in ruling.laws


def test_a_player_who_forgot_his_own_transfer_gets_no_redress() -> None:
    ruling = ruled(
        "Сдавал Север: 1БК, Восток пас, Юг 2♥ (у нас трансфер), Запад пас, Север пас — забыл "
        "про трансфер, дальше все пасовали. До первого хода Север просит разрешить ему "
        "исправить пас. Можно?")
    assert ruling.irregularity == "own_misunderstanding"
    assert "21A" in ruling.laws
