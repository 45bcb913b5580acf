"""Properties of the play-period engine: no input raises, every question can be answered
with its options until a final ruling, and the notation reads back what the questions offer."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.conduct import PROCEDURES, rule_play, rule_situation
from engine.conduct.draft import QUESTIONS
from engine.conduct.facts import KINDS, read_facts, write_facts
from engine.conduct.situation import (
    DummyAct,
    Event,
    PassKind,
    Request,
    Role,
    Situation,
    Trump,
)
from engine.lexicon import concepts, fold, words
from engine.play.cards import Card, Holding, Rank, Suit
from engine.rules.citations import declared
from engine.rules.model import Seat
from engine.rules.result import Ruling

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# a value to type for a question that offers no options (a card, a trick, dummy's cards)
TYPED = {"card": "♥J", "trick": "♠K,♠A,♥2,♠3", "dummy": "♠KJ5,♥J32", "said": "валет"}
EVENT_WORDS = {event: sorted(words(f"conduct.event.{event.value}"))[0] for event in Event}


def _sound(ruling: Ruling) -> None:
    out = ruling.to_json()
    assert out["status"] in ("final", "needs_facts", "error", "outside")
    if out["status"] == "error":
        assert isinstance(out["error"], str) and out["error"]
        assert not out["error"].startswith("внутренняя ошибка"), out["error"]
        return
    assert out["error"] is None
    assert out["summary"]
    assert set(out["laws"]) <= set(declared())
    if out["status"] == "needs_facts":
        assert out["questions"]
    else:
        assert not out["questions"]
    if out["status"] == "outside":
        assert out["outside"]


@SETTINGS
@given(st.text(max_size=300))
def test_no_string_makes_the_engine_raise(text: str) -> None:
    _sound(rule_play(text))


_VOCABULARY = [
    ";",
    "1♠ пас 4♠ пас пас пас",
    "пас пас пас пас",
    "1♠",
    *(f"событие={w.replace(' ', '_')}" for w in EVENT_WORDS.values()),
    *(f"{key}={option}" for key, (_, options) in QUESTIONS.items() for option in options),
    *(f"{key}={value}" for key, value in TYPED.items()),
    "козырь=бк",
    "ходил=С",
    "масть_хода=♠",
    "рука=♠K2,♥5",
    "место=Ю",
    "взятка=♠K,♠K",
    "карта=♥Z",
    "=",
    "кто=",
]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_VOCABULARY), max_size=14))
def test_no_mix_of_facts_makes_the_engine_fail(tokens: list[str]) -> None:
    _sound(rule_play(" ".join(tokens)))


def _cards() -> st.SearchStrategy[Card]:
    return st.builds(Card, st.sampled_from(list(Suit)), st.sampled_from(list(Rank)))


def _maybe(strategy: st.SearchStrategy[object]) -> st.SearchStrategy[object]:
    return st.none() | strategy


_BOOL = st.none() | st.booleans()
situations = st.builds(
    Situation,
    event=st.sampled_from(list(Event)),
    actor=_maybe(st.sampled_from(list(Role))),
    seat=_maybe(st.sampled_from(list(Seat))),
    offender=_maybe(st.sampled_from(list(Seat))),
    declarer=_maybe(st.sampled_from(list(Seat))),
    trump=_maybe(st.sampled_from(list(Trump))),
    leader=_maybe(st.sampled_from(list(Seat))),
    trick=st.lists(_cards(), max_size=6).map(tuple),
    card=_maybe(_cards()),
    led=_maybe(st.sampled_from(list(Suit))),
    hand=_maybe(st.lists(_cards(), max_size=13).map(Holding.of)),
    dummy=_maybe(st.lists(_cards(), max_size=13).map(Holding.of)),
    said=_maybe(st.sampled_from(["валет", "пика", "старшую", "туз треф", "???", ""])),
    won=_maybe(st.sampled_from(list(Suit))),
    act=_maybe(st.sampled_from(list(DummyAct))),
    then=_maybe(st.sampled_from(list(DummyAct))),
    target=_maybe(st.sampled_from(list(Role))),
    request=_maybe(st.sampled_from(list(Request))),
    kind=_maybe(st.sampled_from(list(PassKind))),
    **{key: _BOOL for key, kind in KINDS.items() if kind == "bool"},
)


@SETTINGS
@given(situations)
def test_no_situation_makes_the_engine_raise(situation: Situation) -> None:
    _sound(rule_situation(situation))


def _answers(fact: str, options: tuple[str, ...]) -> list[str]:
    return list(options) if options else [TYPED[fact]]


def _walk(text: str, depth: int = 0) -> int:
    """Answer the first question with each of its options; count the final rulings reached."""
    ruling = rule_play(text)
    assert ruling.status in ("final", "outside", "needs_facts"), (text, ruling.summary)
    if ruling.status != "needs_facts":
        return 1
    assert depth < 12, f"no answer after 12 questions: {text}"
    question = ruling.questions[0]
    assert f" {question.fact}=" not in text, (text, question.fact)
    return sum(
        _walk(f"{text} {question.fact}={answer}", depth + 1)
        for answer in _answers(question.fact, question.options)
    )


def test_answering_every_question_with_each_option_reaches_a_ruling() -> None:
    for event, word in EVENT_WORDS.items():
        for start in (f"; событие={word.replace(' ', '_')}", f"; event={event.value}"):
            assert _walk(start) >= 1


@SETTINGS
@given(situations)
def test_the_notation_reads_back_what_it_writes(situation: Situation) -> None:
    values = read_facts(write_facts(situation))
    for key in (k for k in KINDS if k != "dealer"):
        expected = getattr(situation, key)
        if key == "said" and expected is not None:
            expected = " ".join(expected.split()) or None
        if expected in (None, ()):
            assert key not in values
        else:
            assert values[key] == expected, key


@settings(max_examples=150, deadline=None)
@given(situations, st.randoms(use_true_random=False))
def test_a_situation_answered_at_random_ends(situation: Situation, random: object) -> None:
    """The bot's wizard: the situation's facts as notation, then one answer per question."""
    text = "; " + write_facts(situation)
    assert rule_play(text).to_json() == rule_situation(situation).to_json()
    for _ in range(14):
        ruling = rule_play(text)
        if ruling.status != "needs_facts":
            assert ruling.status in ("final", "outside", "error"), ruling.summary
            return
        question = ruling.questions[0]
        answer = random.choice(_answers(question.fact, question.options))  # type: ignore[attr-defined]
        text += f" {question.fact}={answer}"
    raise AssertionError(f"no answer after 14 questions: {text}")


def test_every_question_is_a_fact_of_the_notation_and_its_options_read_back() -> None:
    for fact, (ask, options) in QUESTIONS.items():
        assert fact in KINDS and ask.endswith("?")
        for option in _answers(fact, options):
            assert fact in read_facts(f"{fact}={option}")


def test_every_event_has_a_procedure_and_a_russian_name() -> None:
    assert set(PROCEDURES) == set(Event)
    for event in Event:
        assert any(not w.isascii() for w in words(f"conduct.event.{event.value}")), event


def test_no_word_of_the_notation_means_two_things() -> None:
    for prefix in (
        "conduct.key.",
        "conduct.event.",
        "conduct.role.",
        "conduct.act.",
        "conduct.request.",
        "conduct.kind.",
    ):
        seen: dict[str, str] = {}
        for concept in concepts(prefix):
            for word in words(concept):
                key = fold(word).replace("_", " ")
                assert seen.setdefault(key, concept) == concept, (word, concept, seen[key])
    assert not words("conduct.yes") & words("conduct.no")
