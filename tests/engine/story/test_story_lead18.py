"""Readings of a story fixed by the lead in stop 18.

A list of players with one verb of calling and a pass after it («North, East, South and West
all said pass») is a pass by each, in turn, as «… all passed» is.

A summary «everybody passed» followed by a colon and the players one by one tells the same
four passes twice: the colon's list is the telling, the summary adds none.
"""

from __future__ import annotations

import pytest

from engine.rules.model import CallKind, Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def _calls(text: str) -> list[tuple[Seat | None, CallKind]]:
    return [(call.seat, call.call.kind) for call in read_story(text).calls]


FOUR_PASSES = [(Seat.N, CallKind.PASS), (Seat.E, CallKind.PASS),
               (Seat.S, CallKind.PASS), (Seat.W, CallKind.PASS)]


@pytest.mark.parametrize(
    "text",
    [
        "Board 9: North, East, South and West all said pass. What now?",
        "Сдача 9. Север, Восток, Юг и Запад сказали «пас». Что делать со сдачей?",
        "Board 9, everybody passed: North, East, South and West all passed. What now?",
        "Сдача 9, все спасовали: Север пас, Восток пас, Юг пас, Запад пас. Что делать?",
    ],
)
def test_four_passes_told_one_by_one_are_four(text: str) -> None:
    assert _calls(text) == FOUR_PASSES
    ruling = auction_ruling(read_story(text))
    assert ruling is None or ruling.irregularity == "none"


def test_a_summary_without_a_list_still_passes_the_board_out() -> None:
    assert [kind for _, kind in _calls("Board 9, everybody passed. What now?")] == [
        CallKind.PASS] * 4


def test_a_colon_before_something_else_keeps_the_summary() -> None:
    calls = _calls("Сдача 9, все спасовали: такое бывает. Что делать?")
    assert [kind for _, kind in calls] == [CallKind.PASS] * 4
