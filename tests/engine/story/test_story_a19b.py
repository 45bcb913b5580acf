"""Brief A19b: seat letters abbreviated with a dot, a shorthand run that repeats a call our
side was told in words to make, and «все пасуют» as the premise of somebody's reasoning.

Each story is worded unlike the posts that showed the gap; it checks the reading rule.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.table import dotted_letters
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled


def test_abbreviation_dots_dropped_but_not_sentence_ends() -> None:
    kept = [t.raw for t in dotted_letters(tokenize("Сд. З.; З. пас, а Ю. сказал. Потом С. Он"))]
    assert kept == ["Сд", "З", ";", "З", "пас", ",", "а", "Ю", "сказал", ".", "Потом", "С", ".",
                    "Он"]


def test_dotted_letter_before_a_verb_and_quoted_call() -> None:
    text = ("Протокол. Сд. З.; З. — пас; ходить должен С., но В. перебил его: «две трефы»; "
            "С. отказался принять. Что теперь?")
    assert calls_made(text) == [(Seat.W, "пас"), (Seat.E, "2♣")]
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", Seat.E)


def test_run_repeating_our_pass_told_in_words() -> None:
    text = ("Я на Юге, сдавал я. Партнёр вылез с 1S до меня, судья велел мне пасовать до "
            "конца торговли. Ладно, я спасовал. Потом P-(2C)-2S-(P)-3S, и 3S сказал я по "
            "привычке. Что будет?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.S)


def test_all_pass_as_a_premise_is_no_call() -> None:
    text = ("Сдавал Север. Север пас, Восток пас, Юг пас. Я на Западе и говорю «контра» — "
            "решил, раз все пасуют, можно и так. Соперники позвали судью.")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", Seat.W)
