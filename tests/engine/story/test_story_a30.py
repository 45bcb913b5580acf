"""A30: a double told after a digression about the player's own thoughts still doubles the
bid told before it.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import calls_made


def test_a_double_after_a_long_aside_doubles_the_opening_before_it() -> None:
    text = ("Сдавал Запад, он открыл 1♥. Мне показалось, что у него опять его любимые слабые "
            "открытия, как на прошлой неделе в парном турнире, поэтому я, не долго думая, "
            "сказал контра. Все спасовали. Что теперь?")
    calls = calls_made(text)
    assert calls[:2] == [(Seat.W, "1♥"), (Seat.N, "контра")]
    assert [call for _, call in calls[2:]] == ["пас", "пас", "пас"]

