"""P27: who misinformed, read as a director reads it: the opponent asked when the answer is
told as a bare quote, an explanation told with «пояснил», and the misinformation found out
«до заявки Севера» (the partner's call still to come, 21B1's proviso).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_the_opponent_asked_gave_the_explanation_told_as_a_bare_quote() -> None:
    ruling = ruled(
        "Сдавал Север. Север 1♣, Восток 1♠, я (Юг) спросил Запада про 1♠ — «обычная "
        "пика». Я пас. Потом Запад сказал, что у них 1♠ — это трансфер в червы, мой партнёр "
        "ещё не заявлял. Можно мне заменить пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W
    assert "21B1" in ruling.laws


def test_asking_ones_own_partner_names_no_offender() -> None:
    ruling = ruled(
        "Восток 1♦, я пас, Запад 1♥, я спросил партнёра — «не знаю». Потом выяснилось, что "
        "1♥ у них искусственная, а алерта не было. Партнёр ещё не заявлял. Могу поменять пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is not Seat.N


def test_an_explanation_told_with_poyasnil_names_who_gave_it() -> None:
    ruling = ruled(
        "Сдавал Запад. Запад 2♣, алерт. На вопрос партнёра Восток пояснил: «натуральные трефы». "
        "Север пас, Восток 2♦. Тут Запад признался, что 2♣ у них искусственное сильное "
        "открытие. Партнёр хочет поменять свой пас, я ещё не заявлял.")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.E


def test_found_out_before_the_partners_call_lets_the_call_be_changed() -> None:
    ruling = ruled(
        "Сдавал Восток. Восток 1♣ с алертом, Запад на мой вопрос сказал, что это натуральная "
        "трефа. Я (Юг) пас, Запад 1♥. До заявки Севера Восток сказал, что 1♣ у них "
        "искусственная, 16+. Могу ли я заменить пас на 2♣?")
    assert ruling.irregularity == "misinformation"
    assert "21B1" in ruling.laws and "21B3" not in ruling.laws
    assert not ruling.questions


def misplaced_attention(text: str) -> bool | None:
    from engine.conduct.reading import situation_from_story
    from engine.conduct.situation import Event

    situation = situation_from_story(text)
    assert situation is not None and situation.event is Event.DUMMY_MISPLACED, text
    return situation.attention


def test_dummys_card_noticed_two_tricks_later_is_too_late_to_withdraw() -> None:
    assert misplaced_attention(
        "Контракт 4♥, разыгрывает Юг. В третьей взятке Юг назвал со стола ♠4, а болван положил "
        "♠K без указания. Заметили это только в пятой взятке. Можно вернуть короля?") is False


def test_dummys_card_noticed_after_the_next_trick_was_played_out() -> None:
    assert misplaced_attention(
        "4♠ by West, dummy East. At trick eight declarer asked for the ♥3 but dummy played the "
        "♥Q. Then trick nine: declarer led a club and all four played. Only then did North "
        "point at the queen. Does the queen stand?") is False


def test_the_next_trick_only_begun_decides_nothing() -> None:
    assert misplaced_attention(
        "Контракт 3БК, разыгрывает Север. В шестой взятке болван вместо названной ♦2 положил "
        "♦Q. Север пошёл в седьмую взятку с руки, и тут Восток заметил даму. Что теперь?"
    ) is not False


def test_dummys_words_after_a_colon_and_an_adverb_are_his_remark() -> None:
    ruling = ruled(
        "Играли 4♥, разыгрывает Север, болван Юг. В шестой взятке болван громко: «Козыри "
        "сначала выбери!». Север послушался. Так можно?")
    assert ruling.irregularity == "dummy_breach"
    assert ruling.offender is Seat.S
    assert "43A1(C)" in ruling.laws


def test_dummy_pointing_out_an_irregularity_asked_in_the_imperfective() -> None:
    ruling = ruled(
        "Контракт 3БК, разыгрывает Запад, болван Восток. На пятой взятке Юг пошёл не в свою "
        "очередь. Болван тут же: «Стоп, это не ваш ход!». Может ли болван указывать на "
        "нарушение?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A1(B)" in ruling.laws


def test_a_learners_missing_alert_names_the_partner_who_did_not_alert() -> None:
    ruling = ruled(
        "Board 4, West dealer, I am South. 1NT-P-2H-P. West not alert the 2H, I think it is "
        "hearts, I pass. Then East say 2H is transfer. My partner not call yet. Can I change?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W
    assert not ruling.questions


def test_dummy_who_looked_then_says_a_defender_revoked_is_43b2a() -> None:
    ruling = ruled(
        "Контракт 3♥, разыгрывает Запад, болван Восток. Болван встал и посмотрел карты Юга. "
        "Через две взятки болван первым заявил, что Юг не дал в масть, хотя трефа у него "
        "была. Что получит разыгрывающий за ренонс?")
    assert ruling.irregularity == "dummy_breach"
    assert "43B2(A)" in ruling.laws and "43B2(C)" not in ruling.laws


def test_dummy_who_looked_then_asks_declarer_is_still_43b2c() -> None:
    ruling = ruled(
        "Контракт 3♥, разыгрывает Запад, болван Восток. Болван встал и посмотрел карты Юга, "
        "а потом спросил Запада: «Партнёр, треф нет?» Что теперь?")
    assert ruling.irregularity == "dummy_breach"
    assert "43B2(C)" in ruling.laws and "43B2(A)" not in ruling.laws


def test_a_contract_set_off_by_commas_before_the_verb_of_playing_tells_the_trump() -> None:
    ruling = ruled(
        "Пятая взятка, 4♥, играю я, Юг, болван Север. Запад ходит ♣K, со стола ♣2, Восток "
        "сносит ♠A, я бью ♥3. Чья взятка и кто ходит?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.S, Seat.S)


def test_two_parties_versions_of_the_pause_leave_it_unknown() -> None:
    ruling = ruled(
        "Контракт 3♥, играет Север, болван Юг. Север назвал со стола «пиковую даму», потом "
        "поправился: «нет, оговорился, короля». Юг уверяет, что поправился сразу, а Восток "
        "клянётся, что Север успел подумать. Восток ещё не играл. Какая карта сыграна?")
    assert ruling.irregularity == "designation"
    assert ruling.status == "needs_facts"
    assert [q.fact for q in ruling.questions] == ["without_pause"]


def test_a_correction_at_once_told_by_the_teller_alone_stands() -> None:
    ruling = ruled(
        "Контракт 3♥, играю я, Север, болван Юг. Назвал со стола «пиковую даму» и сразу "
        "поправился: «нет, оговорился, короля». Восток ещё не играл. Какая карта сыграна?")
    assert ruling.irregularity == "designation"
    assert ruling.status == "final"


def test_notrump_said_apart_from_the_contract_is_the_trump() -> None:
    ruling = ruled(
        "Третья взятка, без козыря, играю я, Юг, болван Север. Запад ходит ♣3, со стола ♣2, "
        "Восток сносит ♥A, я кладу ♣5. Кто взял взятку?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None and ruling.trick.winner is Seat.S
