"""Two readings of a story fixed by the lead in stop 15.

A change of call the teller calls a change of mind is deliberate: Law 25B, whatever the pause.
25A covers only «нечаянную заявку» corrected without pause; 25B's title is «Задержанная или
преднамеренная коррекция». A story that says the player changed his mind and also that he did
it at once must not be ruled as a slip.

«Раньше» before a subject in the nominative is «formerly», not «before (someone's turn)».

«Конвенций нет»: a word of negation after the noun denies it as one before it does.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def _ruled(text: str) -> tuple[str, str, list[str]]:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None, text
    return ruling.irregularity, ruling.status, list(ruling.laws)


@pytest.mark.parametrize(
    "text",
    [
        "Север открыл 1♦, Восток пас, Юг сказал 1♥, потом передумал и без паузы сказал 1♠.",
        "East opened 1D, I passed, West bid 2C, then immediately changed his mind and said 3C.",
    ],
)
def test_a_change_of_mind_is_never_the_slip_of_25a(text: str) -> None:
    irregularity, status, laws = _ruled(text)
    assert irregularity == "change_of_call"
    assert "25A" not in laws
    assert "25B" in laws or status == "needs_facts"


def test_a_slip_corrected_at_once_is_still_25a() -> None:
    irregularity, status, laws = _ruled(
        "Север открыл 1♦, Восток пас, Юг сказал 1♥, но тут же без паузы поправился: "
        "оговорился, хотел 1♠."
    )
    assert (irregularity, status) == ("change_of_call", "final")
    assert "25A" in laws


def test_formerly_is_no_turn_and_no_dealer() -> None:
    story = read_story(
        "Раньше я работал на заводе, а теперь хожу в клуб. Вчера Север открыл 1♠, Восток пас, "
        "Юг сказал 4♠, и дальше все пасовали. Я сидел на Западе и хотел ходить, но сосед "
        "справа сказал, что первым ходит он. Кто прав?"
    )
    assert story.dealer is Seat.N
    assert "dealer.turn_holder" not in story.fired


def test_a_convention_denied_after_the_noun_is_natural() -> None:
    irregularity, status, laws = _ruled(
        "Сдающий N. N — 1D, E — 1S, S — 1H. W не принял. S исправил на 2H, конвенций нет. "
        "Что теперь?"
    )
    assert (irregularity, status) == ("insufficient_bid", "final")
    assert "27B1(A)" in laws and "27B2" not in laws
