"""P39: dummy's cards told as suit words sharing one rank («и пиковый, и бубновый короли») are
a card of each suit; «болван выиграл взятку пиковым тузом» tells the suit dummy won the last
trick in (46B3(A)); a defending teller whose seat the words do not tell still has declarer
named by a compass seat («Играем против 4♠, разыгрывает Юг»), and dummy's partner is then
the one who breached; a rank said in the plural before suits joined by «и» («тузы пик и
червей») is a card of each.

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
