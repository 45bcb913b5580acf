"""A35: a change told with the infinitive («поменять на») replaces the call; a call inside
what someone thought («he thought I bid 1♥») is no call; a refusal in the infinitive; a legal
double disputed in other words cites what allows it; a board number cut short with a dot
(«Сд. 23») is no Law 23; words a hyphen contracts («к-ра», «п-р») read as the words.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.search.printed import as_typed, contractions_in_full
from tests.engine.story.told_checks import auction_ruled, calls_made, ruled


def test_a_change_told_in_the_infinitive_replaces_the_call() -> None:
    text = ("Сдача 5, сдающий Север. Север пас, я (Восток) 2♦, но решил поменять на 2♥, "
            "слова не успел договорить. Юг ещё молчал. Это можно?")
    assert calls_made(text)[-1] == (Seat.E, "2♦")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")
    assert "25" in laws


def test_a_call_inside_what_someone_thought_is_no_call() -> None:
    text = ("Dealer East. East opened 1♠, I (South) bid 2♥ and West said 2♦: he thought I "
            "had bid 1♥ only. Ruling?")
    assert [call for _, call in calls_made(text)] == ["1♠", "2♥", "2♦"]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "W")


def test_a_refusal_in_the_infinitive_joins_the_calls_after_it() -> None:
    text = ("Борд 9, Север сдающий. 1♦ - пас - и Запад сказать контра, но очередь был Юг! Я "
            "Север не принимать. Юг сказать 1♠. Что делать Запад?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", Seat.W)
    assert "32B2" in laws


def test_a_legal_double_called_illegal_in_other_words_cites_19a1() -> None:
    text = ("Сдача: 9. Сдающий: С. Торговля: С 1♦ – В пас – Ю 1♠ – З контра. Что случилось: "
            "Север говорит, Запад не может контрировать. Вопрос: контра легальная?")
    irregularity, _, laws = ruled(text)
    assert irregularity == "none"
    assert "19A1" in laws


def test_a_board_cut_short_with_a_dot_is_no_law() -> None:
    text = "Сд. 23, сд. З: 1♥-(пас)-1♠-(2♣) / пас-(пас)-пас. Всё законно?"
    assert [call for _, call in calls_made(text)] == ["1♥", "пас", "1♠", "2♣", "пас", "пас",
                                                      "пас"]
    irregularity, _, laws = ruled(text)
    assert irregularity == "none"
    assert "23" not in laws


def test_contracted_words_read_in_full() -> None:
    assert contractions_in_full("П-р дал к-ру, а р-ка была позже") == (
        "Партнер дал контру, а реконтра была позже")
    assert contractions_in_full("кто-то из-за к-ра") == "кто-то из-за контра"
    text = "Сдающий Ю: 1ч-(к-ра)-пас-(2т). Что-то не так?"
    assert [call for _, call in calls_made(as_typed(text))] == ["1♥", "контра", "пас", "2♣"]
