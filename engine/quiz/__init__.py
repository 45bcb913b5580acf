"""Training mode: quizzes the rules engine makes (``make_quiz(seed, corpus, law) -> Quiz``).

Pure logic, no I/O. A topic (``auction``, ``play``) makes a seeded table situation in the
notation of ``bridge-laws ruling`` and its story in Russian; ``generate`` rules it with the
engine (the correct option), rules variants with one fact changed (the wrong options: another
clause's rectification, the offender's side confused, another seat or card), keeps the options
whose meaning differs (``outcome.Answer.key``) and quotes the clause. Levels: игрок, клубный
судья, турнирный судья. The correct answer never comes from a hand-written key.
"""

from engine.quiz.generate import TOPICS, covered_laws, make_quiz
from engine.quiz.model import Level, Quiz, QuizError, level_named

__all__ = [
    "TOPICS", "Level", "Quiz", "QuizError", "covered_laws", "level_named", "make_quiz",
]
