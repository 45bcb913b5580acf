"""A situation a topic makes: its notation, its story in Russian, and how to read the answer.

``variants`` are the same situation with one fact changed (another position, another
replacement, accepted or not): the engine's ruling on each is a real mistake a player makes
when he takes one case for another. ``fill`` are further wrong answers of the same kind as
the correct one (the other seats, the other cards) used when the variants give too few.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from engine.quiz.model import Level
from engine.quiz.outcome import Answer
from engine.rules.model import Call, Seat
from engine.rules.result import Ruling

Reader = Callable[[Ruling, str], "Answer | None"]  # the ruling and the text it rules on


@dataclass(frozen=True)
class Case:
    """One situation of a quiz and the wrong answers to try."""

    scenario: str
    story: str
    ask: str
    read: Reader
    variants: tuple[str, ...] = ()
    fill: tuple[Answer, ...] = ()
    mirror: bool = False  # also offer the penalties laid on the other side
    level: Level | None = None  # when it differs from the topic's


@dataclass(frozen=True)
class Topic:
    """A family of situations: who it is for and the laws whose clauses its quizzes cite."""

    name: str
    level: Level
    laws: tuple[int, ...]
    make: Callable[[Random], Case]


_LETTERS = {Seat.N: "С", Seat.E: "В", Seat.S: "Ю", Seat.W: "З"}


def notation(calls: list[tuple[Seat, Call]]) -> str:
    """Calls with seat prefixes: ``С:1♠ В:пас Ю:1♥``."""
    return " ".join(f"{_LETTERS[seat]}:{call}" for seat, call in calls)


def told(calls: list[tuple[Seat, Call]]) -> str:
    """Calls as a reader sees them: «Север 1♠, Восток пас, Юг 1♥»."""
    return ", ".join(f"{seat.russian} {call}" for seat, call in calls)


def letter(seat: Seat) -> str:
    return _LETTERS[seat]
