"""``bridge-laws quiz [--json] [--seed N] [--law ID]``: a quiz question the rules engine makes."""

from __future__ import annotations

import argparse
import random
import sys
from typing import TYPE_CHECKING

from bot.cli.common import EXIT_BAD_INPUT, EXIT_OK, fail, print_json

if TYPE_CHECKING:
    from engine.quiz import Quiz

HELP = "вопрос-тренировка: случай за столом и варианты ответа, верный — решение движка"

EPILOG = (
    "Один и тот же --seed даёт один и тот же вопрос; без него номер выбирается случайно и "
    "печатается. --law 27 (или 27B2) — только случаи, решаемые этим пунктом или пунктом под ним; "
    "--level игрок (клубный судья, турнирный судья) — только вопросы этого уровня. "
    'Пример: bridge-laws quiz --seed 7 --law 27'
)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.add_argument("--json", action="store_true", help="ответ в JSON (см. контракт CLI)")
    parser.add_argument("--seed", type=int, metavar="N", help="номер вопроса (целое число)")
    parser.add_argument("--law", metavar="НОМЕР", help="пункт правил, например 27 или 31B")
    parser.add_argument(
        "--level", metavar="УРОВЕНЬ", help="игрок, клубный судья или турнирный судья"
    )


def run(args: argparse.Namespace) -> int:
    from engine.quiz import QuizError, level_named, make_quiz
    from laws_text import load_corpus

    level = None
    if args.level is not None:
        level = level_named(args.level)
        if level is None:
            return fail("уровень — игрок, клубный судья или турнирный судья.", EXIT_BAD_INPUT)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    try:
        quiz = make_quiz(seed, load_corpus(), args.law, level)
    except QuizError as error:
        return fail(str(error), EXIT_BAD_INPUT)
    if args.json:
        print_json(quiz.to_json())
    else:
        sys.stdout.write(render(quiz) + "\n")
    return EXIT_OK


def render(quiz: Quiz) -> str:
    """The quiz for a person: the question, numbered options, then the answer and the clause."""
    lines = [f"Вопрос №{quiz.seed} (уровень: {quiz.level.russian})", quiz.question, ""]
    lines += [f"{n}. {option}" for n, option in enumerate(quiz.options, 1)]
    lines += [
        "",
        f"Ответ: {quiz.correct + 1}. {quiz.options[quiz.correct]}",
        quiz.explanation,
        f"Случай для «bridge-laws ruling»: {quiz.scenario}",
    ]
    return "\n".join(lines)
