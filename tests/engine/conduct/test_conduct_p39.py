"""P39: dummy's cards told as suit words sharing one rank («и пиковый, и бубновый короли») are
a card of each suit; «болван выиграл взятку пиковым тузом» tells the suit dummy won the last
trick in (46B3(A)); a defending teller whose seat the words do not tell still has declarer
named by a compass seat («Играем против 4♠, разыгрывает Юг»), and dummy's partner is then
the one who breached; a rank said in the plural before suits joined by «и» («тузы пик и
червей») is a card of each; «dummy won trick four with …» tells the suit dummy won in; the
teller's seat said after a word set off by commas («Я, грешная, сидела Востоком»); a request for
the auction by declarer's right-hand opponent told after the opening lead and dummy's card, no
card of his told, is made at his first turn to play (41B, 20C2); a defender's card that slipped
out of his hand and lay face up is a penalty card (45C5, Law 50); dummy putting down another card
than the one declarer said, noticed while nobody had played to the next trick, is 45D's;
declarer asking what the defenders' discards mean asks of their card-play conventions (20F2); a
system admitted after the auction («признал, что 2♦ у них мульти») makes the explanation given
misinformation found too late to change a call (21B3); a defender who put a card face up
thinking the opening lead his, told it was his partner's, led out of turn (Law 54); declarer's
fifth card while another player is on lead («West was on lead anyway») is no lead (45E2).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_rank_named_alone_after_dummy_won_a_trick_continues_that_suit() -> None:
    ruling = ruled(
        "Играю 3БК, я Юг. Болван взял взятку пиковым тузом, и я со стола сказал только: "
        "«короля». У болвана были и пиковый, и бубновый короли. Какой король сыгран?")
    assert (ruling.status, ruling.irregularity) == ("final", "designation")
    assert "46B3(A)" in ruling.laws
    assert "♠K" in ruling.summary


def test_suit_words_sharing_one_rank_leave_declarer_to_say_when_dummy_won_nothing() -> None:
    ruling = ruled(
        "Я разыгрываю 4♥ на Юге, болван Север. Запад пошёл в трефу, и я сказал на стол: "
        "«валета». На столе лежали трефовый и бубновый валеты. Какой валет играется?")
    assert ruling.irregularity == "designation"
    assert "♣J" in ruling.summary


def test_a_defending_teller_with_declarer_named_by_compass_names_dummy_the_offender() -> None:
    ruling = ruled(
        "Вистуем против 4♠, разыгрывает Юг, болван Север. На пятой взятке болван показал "
        "пальцем на червовую даму на столе, и Юг ею сыграл. Судья сказал продолжать. Правильно?")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is Seat.N
    assert "45F" in ruling.laws


def test_a_plural_rank_before_two_suits_is_a_card_of_each() -> None:
    ruling = ruled(
        "Я Юг, разыгрываю 2♠. Со стола хожу я, говорю «король» и больше ничего, а на столе короли "
        "треф и бубен. Какой король сыгран?")
    assert ruling.irregularity == "designation"
    assert ruling.status == "needs_facts"
    assert "♣K" in ruling.summary and "♦K" in ruling.summary


def test_dummy_won_a_numbered_trick_with_a_card_names_the_suit_dummy_won_in() -> None:
    ruling = ruled(
        "I'm South declaring 3NT, North is dummy. Dummy won trick four with the ace of clubs "
        "and still holds the queen of clubs and the queen of spades. I said 'queen'. Which "
        "queen is played?")
    assert ruling.irregularity == "designation"
    assert "46B3(A)" in ruling.laws
    assert "♣Q" in ruling.summary


def test_the_tellers_seat_after_a_word_set_off_by_commas() -> None:
    ruling = ruled(
        "Север разыгрывал 2♥, болван Юг. Я, грешная, сидела Востоком и положила первый ход "
        "рубашкой вверх. Можно ли мне заменить эту карту, пока её не открыли?")
    assert ruling.irregularity == "opening_lead"
    assert "41A" in ruling.laws
    assert "Восток" in ruling.summary


def test_third_hand_asking_for_the_auction_after_dummys_card_asks_in_his_first_turn() -> None:
    ruling = ruled(
        "Я Север, играю 4♠, Юг болван. Восток вышел червовым тузом, со стола я дал маленькую, "
        "и тут Запад просит повторить ему всю торговлю. Я говорю: поздно, ход открыт. Кто прав?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert {"41B", "20C2"} <= set(ruling.laws)
    assert "Можно" in ruling.summary


def test_a_defenders_card_that_slipped_out_face_up_is_a_penalty_card() -> None:
    ruling = ruled(
        "Играем 3БК, разыгрывает Восток, болван Запад, я Север. Между взятками червовая дама "
        "у меня выскользнула и легла на стол лицом вверх. Восток говорит: пусть лежит. Что с "
        "ней?")
    assert ruling.status == "outside"
    assert ruling.offender is Seat.N
    assert "45C5" in ruling.laws and "50" in ruling.outside


def test_dummy_putting_down_another_card_than_declarer_said_is_45d() -> None:
    ruling = ruled(
        "Four spades by South, I'm West, North is dummy. Declarer asked for a low heart and "
        "dummy plonks down the ace of hearts. East followed. Then declarer said: 'I said "
        "low!' Nobody had played to the next trick. What now?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert ruling.offender is Seat.N
    assert "45D" in ruling.laws


def test_declarer_asking_what_the_defenders_discards_mean_may_ask() -> None:
    ruling = ruled(
        "Я Север, разыгрываю 4♠, Юг болван. Восток два раза подряд сбросил черву, и в свою "
        "очередь я спросил Запада: «Что у вас значат сбросы?» Запад сказал, что не обязан "
        "отвечать. Прав ли он?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "20F2" in ruling.laws


def test_a_system_admitted_after_the_auction_is_misinformation_found_too_late() -> None:
    ruling = ruled(
        "Открыл Север 2♦, я, Восток, спросил Юга, что это, — «слабые две в бубнах». Я "
        "спасовал, Север сыграл 4♥. После розыгрыша Север признал, что 2♦ у них мульти. "
        "Можно ли что-то сделать?")
    assert ruling.irregularity == "misinformation"
    assert "21B3" in ruling.laws


def test_a_card_put_face_up_by_the_wrong_defender_at_the_start_is_an_opening_lead_out_of_turn(
) -> None:
    ruling = ruled(
        "Торговля закончилась на 4♠ у Севера, Юг болван. Я, Запад, думал, что ход мой, и "
        "положил червовую даму лицом вверх, а партнёр говорит, что ход-то его. Юг ещё карты "
        "не выложил. Что теперь?")
    assert (ruling.status, ruling.irregularity) == ("outside", "opening_lead")
    assert ruling.offender is Seat.W
    assert "54" in ruling.outside


def test_declarers_fifth_card_while_another_is_on_lead_is_no_lead() -> None:
    ruling = ruled(
        "Declarer here, North, 3NT with South as dummy. West took trick seven with the king "
        "of spades, four cards lying there. Sleepy, I flick the five of hearts from my hand "
        "right on top of that trick. A fifth card. West's on lead anyway, not me. East calls "
        "it a penalty card. Is it?")
    assert (ruling.status, ruling.irregularity) == ("final", "fifth_card")
    assert "45E2" in ruling.laws
