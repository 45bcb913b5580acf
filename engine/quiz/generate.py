"""The quiz generator: a seeded topic, its situation ruled by the engine, wrong answers that are
the engine's rulings on the situation with one fact changed, and the clause quoted.

The correct option is always the engine's ruling on ``scenario`` (``engine.answer.rule_text``,
the same call ``bridge-laws ruling`` makes); a wrong option is kept only when its meaning (the
``Answer.key``) differs from the correct one and from every other option.
"""

from __future__ import annotations

import re
from random import Random

from engine.answer import rule_text
from engine.quiz import auction, play
from engine.quiz.case import Case, Topic
from engine.quiz.model import (
    MAX_EXPLANATION,
    MAX_OPTION,
    MAX_QUESTION,
    Level,
    Quiz,
    QuizError,
)
from engine.quiz.outcome import Answer, wrong_side
from laws_text import Corpus
from laws_text.ids import parent_id, parse_clause_id

TOPICS: tuple[Topic, ...] = (*auction.TOPICS, *play.TOPICS)
WRONG = 3  # wrong options at most: four options in all
ATTEMPTS = 400  # situations tried before saying that no quiz can be made
_LAW = re.compile(r"\d+")


def law_number(clause: str) -> int:
    """``27B1(A)`` → 27."""
    found = _LAW.match(clause)
    return int(found[0]) if found else 0


def covered_laws() -> list[int]:
    """The law numbers the generator can make a quiz about."""
    return sorted({law for topic in TOPICS for law in topic.laws})


def within(clause: str, wanted: str) -> bool:
    """Whether ``clause`` is ``wanted`` or one of the clauses below it."""
    current: str | None = clause
    while current is not None:
        if current == wanted:
            return True
        current = parent_id(current)
    return False


def make_quiz(
    seed: int, corpus: Corpus, law: str | None = None, level: Level | None = None
) -> Quiz:
    """The quiz of ``seed``; with ``law``, one whose clauses are that clause or below it;
    with ``level``, one for that level.

    Raises ``QuizError`` (a Russian message) for a law the generator has no situation for.
    """
    wanted: str | None = None
    topics = TOPICS
    if law is not None:
        wanted = parse_clause_id(law)
        if wanted is None or wanted not in corpus:
            msg = f"Нет такого пункта правил: «{law[:30]}»."
            raise QuizError(msg)
        topics = tuple(t for t in TOPICS if law_number(wanted) in t.laws)
        if not topics:
            msg = _cannot(wanted)
            raise QuizError(msg)
    rng = Random(seed)
    for _ in range(ATTEMPTS):
        topic = rng.choice(topics)
        quiz = build(topic, topic.make(rng), corpus, rng, seed, wanted)
        if quiz is not None and (level is None or quiz.level is level):
            return quiz
    if level is not None:
        msg = f"Не нашлось вопроса уровня «{level.russian}»" + (
            f" по пункту {wanted}." if wanted else "."
        )
        raise QuizError(msg)
    raise QuizError(_cannot(wanted or "?"))


def _cannot(wanted: str) -> str:
    laws = ", ".join(map(str, covered_laws()))
    return (f"Не могу составить вопрос по пункту {wanted}: вопросы есть по правилам {laws}.")


def build(
    topic: Topic, case: Case, corpus: Corpus, rng: Random, seed: int, wanted: str | None = None
) -> Quiz | None:
    """The quiz of one situation, or None when the engine does not rule it final or too few
    different wrong answers come out."""
    ruling = rule_text(case.scenario, corpus)
    if ruling.status != "final":
        return None
    correct = case.read(ruling, case.scenario)
    if correct is None or len(correct.text) > MAX_OPTION:
        return None
    laws = _key_laws(ruling.laws, topic.laws, wanted)
    if not laws:
        return None
    question = f"{case.story} {case.ask}"
    if len(question) > MAX_QUESTION:
        return None
    wrong = _wrong(case, correct, corpus, rng)
    if not wrong:
        return None
    options = [answer.text for answer in wrong]
    at = rng.randrange(len(options) + 1)
    options.insert(at, correct.text)
    return Quiz(
        question=question,
        options=tuple(options),
        correct=at,
        explanation=explain(laws[0], corpus),
        laws=laws,
        scenario=case.scenario,
        level=case.level or topic.level,
        seed=seed,
        topic=topic.name,
        reader=case.read,
    )


def _wrong(case: Case, correct: Answer, corpus: Corpus, rng: Random) -> list[Answer]:
    """Up to ``WRONG`` answers unlike the correct one and unlike each other: the engine's
    rulings on the variants first (in a seeded order), then the side confused, then fill."""
    found: list[Answer] = []
    seen = {correct.key}
    texts = {correct.text}

    def keep(answer: Answer | None) -> None:
        if answer is None or len(found) >= WRONG:
            return
        if answer.key in seen or answer.text in texts or len(answer.text) > MAX_OPTION:
            return
        seen.add(answer.key)
        texts.add(answer.text)
        found.append(answer)

    variants = list(case.variants)
    rng.shuffle(variants)
    for text in variants:
        ruling = rule_text(text, corpus)
        if ruling.status in ("final", "outside"):
            keep(case.read(ruling, text))
    if case.mirror:
        keep(wrong_side(correct))
    fill = list(case.fill)
    rng.shuffle(fill)
    for answer in fill:
        keep(answer)
    return found


def _key_laws(cited: list[str], families: tuple[int, ...], wanted: str | None) -> tuple[str, ...]:
    """The clause the quiz is about: the first most specific cited clause of the topic's laws
    (in the topic's order), within ``wanted`` when a law was asked for."""
    for family in families:
        own = [c for c in cited if law_number(c) == family]
        leaves = [c for c in own if not any(o != c and within(o, c) for o in own)]
        if wanted is not None:
            leaves = [c for c in leaves if within(c, wanted)]
            if not leaves:
                leaves = [c for c in own if c == wanted]
        if leaves:
            return (leaves[0],)
    return ()


def explain(clause: str, corpus: Corpus) -> str:
    """The clause quoted (cut at a word with «…» to fit a poll's explanation)."""
    text = " ".join(corpus[clause].text.split())
    head = f"Правило {clause}: «"
    room = MAX_EXPLANATION - len(head) - 1
    if len(text) > room:
        cut = text[: room - 1]
        cut = cut[: cut.rfind(" ")] if " " in cut else cut
        text = cut.rstrip(",;:") + "…"
    return f"{head}{text}»"
