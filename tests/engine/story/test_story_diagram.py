"""Auctions pasted as tables: each call keeps the seat of its column (engine/story/diagram.py).

The texts are written for these tests, unlike the posts the reader was fixed on: other seat
orders, other borders, other irregularities.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.diagram import read_diagram
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # empty cells before the stated dealer's column are not passes
        ("Сдавал Юг. Север | Восток | Юг | Запад\n– | – | 1♣ | 1♦\n1♥ | 1♠ | пас | пас",
         [(S, "1♣"), (W, "1♦"), (N, "1♥"), (E, "1♠"), (S, "пас"), (W, "пас")]),
        # no dealer stated: the first call of the first row opens the table
        ("N E S W / — — — 2♠ / пас 4♠ пас пас / пас",
         [(W, "2♠"), (N, "пас"), (E, "4♠"), (S, "пас"), (W, "пас"), (N, "пас")]),
        # a dash after the first call is a pass
        ("Сдающий Восток. Ю З С В / - - - 1БК / - 2♣ - 2♦",
         [(E, "1БК"), (S, "пас"), (W, "2♣"), (N, "пас"), (E, "2♦")]),
    ],
)
def test_each_call_has_the_seat_of_its_column(
    text: str, calls: list[tuple[Seat, str]]
) -> None:
    assert calls_made(text) == calls


def test_a_cell_nobody_called_in_makes_the_next_call_out_of_turn() -> None:
    text = ("Сдающий Север. С | В | Ю | З / 1♦ | ? | пас | . Юг сказал пас, хотя Восток ещё "
            "не заявлял. Восток не принял пас. Что теперь?")
    assert calls_made(text)[:2] == [(N, "1♦"), (S, "пас")]
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", S)


def test_an_insufficient_bid_in_a_table_is_charged_to_its_column() -> None:
    text = ("Сдавал Запад. W | N | E | S / 1♠ | 2♦ | 2♣ | ... Восток не увидел 2♦. "
            "Юг не принял. Что должен сделать Восток?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", E)
    assert "27" in laws


def test_words_after_the_table_go_on_from_it() -> None:
    text = "Сдавал Север. С В Ю З / 1♥ пас 2♥ пас / Север подумал и сказал — 4♥."
    assert calls_made(text)[-1] == (N, "4♥")


def test_a_dash_before_words_ends_the_table() -> None:
    text = "Сдавал Восток. В Ю З С / 1♦ пас — и тут Север, не дожидаясь Запада, сказал 1♥."
    assert (S, "пас") in calls_made(text)
    assert (W, "пас") not in calls_made(text)


def test_four_seats_named_in_a_sentence_are_no_table() -> None:
    text = "Север, Юг, Запад и Восток согласились: 1♠ пас 2♠ пас 4♠ — обычная торговля."
    assert read_diagram(tokenize(text)) is None
    assert read_diagram(tokenize("С, В, Ю, З. Потом 1♠ пас 2♠")) is None  # a stop ends the head
