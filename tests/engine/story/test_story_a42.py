"""A42: a duty to pass told as the ruling's shorthand without a dash, the player in the dative
and the noun «пас» before its length («ТД сказал Северу пас до конца торговли»), bars that
player, so his later bid is a call while barred (Law 37).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Offence
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def test_a_duty_told_with_the_noun_pass_after_the_dative_bars_the_player() -> None:
    text = ("Сдавал Юг. Юг 1♥, Запад 1♣ — недостаточно, мы не приняли, он поправил на 2♣. "
            "Директор объявил Востоку пас до конца торговли. Север пас, Юг 2♥, Запад пас, а "
            "Восток вдруг 3♣. Юг ещё молчит. Что теперь?")
    story = read_story(text)
    assert story.offence is Offence.CALL_WHILE_BARRED
    assert story.barred is Seat.E
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "call_while_barred"
    assert "37" in ruling.laws


def test_the_noun_pass_without_a_length_is_no_duty() -> None:
    text = ("Сдавал Юг. Юг 1♥, я Западу пас показал жестом, Север 2♥, Восток 3♣. "
            "Всё ли законно?")
    assert read_story(text).barred is None
