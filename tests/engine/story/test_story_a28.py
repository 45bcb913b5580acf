"""A28: the bridge words of Portuguese, Romanian and Serbian players as they write them in
English or Russian posts (seats, suits, notrump, the director, the dealer, the auction), and
an impression («мне показалось, что он спасовал») that tells no call.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_portuguese_seats_and_suits_are_read_in_an_english_post() -> None:
    text = ("Board 2, dealer Leste. Leste passo, Sul 1 espadas, Oeste 2 ouros, Norte 2 copas, "
            "and then Leste said 3 paus. Is it ok?")
    assert calls_made(text) == [(Seat.E, "пас"), (Seat.S, "1♠"), (Seat.W, "2♦"),
                                (Seat.N, "2♥"), (Seat.E, "3♣")]


def test_notrump_in_portuguese_and_romanian_words() -> None:
    assert [call for _, call in calls_made("Norte opened 2 sem trunfo, Leste passo.")] == [
        "2БК", "пас"]
    assert [call for _, call in calls_made("N 1 fără atu, E pas, S 3 fără atu.")] == [
        "1БК", "пас", "3БК"]


def test_serbian_seats_in_latin_letters_inside_a_russian_post() -> None:
    text = ("Delio Zapad: 1 herc, pas, pas, и тут Jug говорит «rekontra», а kontre не было. "
            "Sudija пришёл сразу. Что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "S")
    assert "36" in laws


def test_an_impression_of_a_pass_is_no_pass() -> None:
    text = ("Сдавал Восток. Я (Юг) сказал 1♠ раньше Востока — мне показалось, что он уже "
            "спасовал. Запад не принял.")
    assert calls_made(text) == [(Seat.S, "1♠")]
