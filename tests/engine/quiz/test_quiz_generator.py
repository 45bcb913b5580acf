"""The quiz generator: every quiz is the engine's ruling, fits a Telegram quiz poll, comes
back the same from the same seed, and keeps to the law asked for."""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.quiz import TOPICS, Level, Quiz, QuizError, covered_laws, level_named, make_quiz
from engine.quiz.generate import law_number, within
from laws_text import Corpus, load_corpus

SEEDS = range(300)


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="module")
def quizzes(corpus: Corpus) -> list[Quiz]:
    return [make_quiz(seed, corpus) for seed in SEEDS]


def test_every_scenario_is_ruled_final_and_cites_the_quiz_law(
    quizzes: list[Quiz], corpus: Corpus
) -> None:
    for quiz in quizzes:
        ruling = rule_text(quiz.scenario, corpus)
        assert ruling.status == "final", (quiz.seed, quiz.scenario, ruling.summary)
        assert quiz.laws and set(quiz.laws) <= set(ruling.laws), (quiz.seed, ruling.laws)
        assert all(law in corpus for law in quiz.laws)


def test_the_correct_option_is_the_engines_ruling(quizzes: list[Quiz], corpus: Corpus) -> None:
    for quiz in quizzes:
        assert quiz.reader is not None
        answer = quiz.reader(rule_text(quiz.scenario, corpus), quiz.scenario)
        assert answer is not None and answer.text == quiz.options[quiz.correct], quiz.seed


def test_wrong_options_differ_from_the_correct_one(quizzes: list[Quiz]) -> None:
    for quiz in quizzes:
        right = quiz.options[quiz.correct]
        wrong = [o for i, o in enumerate(quiz.options) if i != quiz.correct]
        assert wrong, quiz.seed
        assert right not in wrong
        assert len(set(quiz.options)) == len(quiz.options)
        # the same words with only the case or the spacing changed are the same answer
        folded = {" ".join(o.lower().split()) for o in quiz.options}
        assert len(folded) == len(quiz.options), quiz.seed


def test_poll_limits(quizzes: list[Quiz]) -> None:
    for quiz in quizzes:
        assert quiz.fits_poll(), quiz
        assert len(quiz.question) <= 300 and len(quiz.explanation) <= 200
        assert 2 <= len(quiz.options) <= 10 and all(len(o) <= 100 for o in quiz.options)


def test_explanation_quotes_the_clause(quizzes: list[Quiz], corpus: Corpus) -> None:
    for quiz in quizzes:
        law = quiz.laws[0]
        assert quiz.explanation.startswith(f"Правило {law}: «")
        quoted = quiz.explanation.split("«", 1)[1].rstrip("»").rstrip("…")
        assert quoted and quoted in " ".join(corpus[law].text.split())


def test_same_seed_same_quiz(corpus: Corpus) -> None:
    for seed in (0, 7, 123456, -5, 10**12):
        assert make_quiz(seed, corpus).to_json() == make_quiz(seed, corpus).to_json()


def test_many_laws_and_levels(quizzes: list[Quiz]) -> None:
    laws = {law_number(q.laws[0]) for q in quizzes}
    assert len(laws) >= 12, sorted(laws)
    first_forty = {law_number(q.laws[0]) for q in quizzes[:40]}
    assert len(first_forty) >= 8, sorted(first_forty)
    assert {q.level.russian for q in quizzes} == {"игрок", "клубный судья", "турнирный судья"}
    assert {q.topic for q in quizzes} == {t.name for t in TOPICS}


@pytest.mark.parametrize("law", covered_laws())
def test_every_covered_law_makes_a_quiz(law: int, corpus: Corpus) -> None:
    for seed in (1, 2, 3):
        quiz = make_quiz(seed, corpus, str(law))
        assert all(within(clause, str(law)) for clause in quiz.laws), quiz.laws
        assert set(quiz.laws) <= set(rule_text(quiz.scenario, corpus).laws)


@pytest.mark.parametrize("clause", ["27B2", "31A2(B)", "26A2", "44G", "45E1", "30B1", "25b1"])
def test_a_clause_below_a_law(clause: str, corpus: Corpus) -> None:
    quiz = make_quiz(11, corpus, clause)
    wanted = clause.upper()
    assert all(within(law, wanted) for law in quiz.laws), quiz.laws


@pytest.mark.parametrize("law", ["40", "19", "23", "", "99", "🂡", "<b>27</b>", "x" * 5000,
                                 "\x00\x01", "щфы"])
def test_a_law_without_quizzes_is_a_russian_error(law: str, corpus: Corpus) -> None:
    with pytest.raises(QuizError) as error:
        make_quiz(3, corpus, law)
    message = str(error.value)
    assert any("а" <= ch <= "я" for ch in message.lower())
    assert len(message) < 300


@pytest.mark.parametrize(
    ("words", "level"),
    [("игрок", Level.PLAYER), ("Клубный судья", Level.CLUB), ("турнир", Level.TOURNAMENT),
     ("27", None), ("", None)],
)
def test_level_words_come_from_the_lexicon(words: str, level: Level | None) -> None:
    assert level_named(words) is level


@pytest.mark.parametrize("level", list(Level))
def test_a_quiz_of_a_level(level: Level, corpus: Corpus) -> None:
    for seed in range(5):
        quiz = make_quiz(seed, corpus, level=level)
        assert quiz.level is level and quiz.fits_poll()


def test_a_level_a_law_has_no_quiz_for(corpus: Corpus) -> None:
    with pytest.raises(QuizError, match="уровня"):
        make_quiz(1, corpus, "27", Level.PLAYER)
