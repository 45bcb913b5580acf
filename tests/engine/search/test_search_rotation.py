"""Whose turn it was, worked out from the order of calls in a story told by compass seats."""

from __future__ import annotations

import pytest

from engine.search.facts import facts
from engine.search.normalize import normalise

CASES = [
    # (story, facts it must have, facts it must not have)
    ("Север открыл 1♦, Восток ещё думает, а Запад уже говорит 1♠. Наказание?",
     {"oot", "bid", "turn=partner", "after"}, {"turn=rho"}),
    ("Сдающий Восток. Юг, не дождавшись, сказал 1♥. Восток спасовал. Что теперь?",
     {"oot", "bid", "turn=rho", "next=pass", "owner-called"}, set()),
    ("Север 1♣, и прежде чем Восток успел что-то сказать, Запад говорит «пас».",
     {"oot", "pass", "turn=partner", "after"}, {"bid"}),
    ("Север открыл 1♥, Восток спасовал, и тут Запад, не дожидаясь Юга, сказал «контра». "
     "Юг спасовал.", {"oot", "double", "turn=rho", "owner-called"}, set()),
    ("Сдавал Восток, но Юг открыл первым — 1♦. Восток сказал 1♠.",
     {"oot", "bid", "turn=rho", "next=bid", "owner-called"}, set()),
]


@pytest.mark.parametrize(("story", "present", "absent"), CASES)
def test_the_order_of_calls_tells_the_offence(story: str, present: set[str],
                                              absent: set[str]) -> None:
    found = facts(normalise(story))
    assert present <= found, sorted(found)
    assert not absent & found, sorted(found)


def test_a_pass_left_out_of_the_story_is_not_an_offence() -> None:
    found = facts(normalise("Север открыл 1♥, Юг ответил 2♥. Что это значит?"))
    assert "oot" not in found


def test_waiting_for_the_director_is_not_waiting_for_a_turn() -> None:
    found = facts(normalise(
        "Север открыл 1♥, Восток пас. Прежде чем кто-то позвал судью, Юг сказал 2♥."
    ))
    assert "oot" not in found


def test_a_turn_said_outright_wins_over_the_order() -> None:
    found = facts(normalise("Север объявил 1 трефу, хотя очередь была Запада. Запад объявил "
                            "1 бубну."))
    assert {"oot", "turn=rho", "owner-called"} <= found  # West sits on North's right
