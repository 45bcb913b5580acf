"""What a quiz is: a question, its options, which one is the engine's ruling, and why.

>>> Level.CLUB.russian
'клубный судья'
>>> q = Quiz("Что теперь?", ("да", "нет"), 0, "27A: «…»", ("27A",), "1♠ пас 1♥ ; принято=да",
...          Level.CLUB, 7)
>>> q.to_json()["correct"], sorted(q.to_json())[:3]
(0, ['correct', 'explanation', 'laws'])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from engine.errors import EngineError
from engine.lexicon import fold, words

# Telegram's limits for a quiz poll (sendPoll)
MAX_QUESTION = 300
MAX_OPTION = 100
MAX_EXPLANATION = 200
MIN_OPTIONS = 2
MAX_OPTIONS = 10


class Level(Enum):
    """Who the question is for: a player, a club director, a tournament director."""

    PLAYER = "player"  # the name of its lexicon concept: quiz.level.player
    CLUB = "club"
    TOURNAMENT = "tournament"

    @property
    def russian(self) -> str:
        return _LEVELS[self]


_LEVELS = {
    Level.PLAYER: "игрок",
    Level.CLUB: "клубный судья",
    Level.TOURNAMENT: "турнирный судья",
}


def level_named(text: str) -> Level | None:
    """The level a word names («игрок», «клубный судья», «турнир»; the ``quiz.level.*``
    concepts of the lexicon), None for any other text.

    >>> level_named("Турнирный судья"), level_named("27B2")
    (<Level.TOURNAMENT: 'tournament'>, None)
    """
    folded = fold(text)
    for level in Level:
        if folded in words(f"quiz.level.{level.value}"):
            return level
    return None


class QuizError(EngineError):
    """No quiz can be made as asked (a law the generator has no situation for)."""


@dataclass(frozen=True)
class Quiz:
    """One quiz: ``options[correct]`` is the engine's ruling on ``scenario``."""

    question: str
    options: tuple[str, ...]
    correct: int
    explanation: str
    laws: tuple[str, ...]
    scenario: str
    level: Level
    seed: int
    topic: str = ""  # the topic that made it
    # how the option was read off the ruling (``reader(ruling, scenario).text``), for checks
    reader: Callable[..., Any] | None = field(default=None, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The JSON of ``bridge-laws quiz --json``: exactly the contract's fields (the level
        is said in the question's heading of the human output, the seed is the caller's)."""
        return {
            "question": self.question,
            "options": list(self.options),
            "correct": self.correct,
            "explanation": self.explanation,
            "laws": list(self.laws),
            "scenario": self.scenario,
        }

    def fits_poll(self) -> bool:
        """Whether Telegram accepts it as a quiz poll."""
        return (
            0 < len(self.question) <= MAX_QUESTION
            and MIN_OPTIONS <= len(self.options) <= MAX_OPTIONS
            and all(0 < len(o) <= MAX_OPTION for o in self.options)
            and len(set(self.options)) == len(self.options)
            and 0 <= self.correct < len(self.options)
            and 0 < len(self.explanation) <= MAX_EXPLANATION
        )
