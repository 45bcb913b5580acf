"""Reading a play-period story into a Situation (engine.conduct.reading).

The snippets of ``tests/data/play_story_snippets.tsv`` were written for this test (not taken
from the story sets): each gives a story, the search's hint (``-``: none), the event expected
(``-``: not a play-period story) and the facts the words tell, in the ``; fact=value`` notation
``write_facts`` writes. Facts the snippet does not list are not checked.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.conduct import rule_situation
from engine.conduct.facts import write_facts
from engine.conduct.reading import read_story_facts, situation_from_story
from engine.conduct.situation import DummyAct, Event, Situation
from engine.rules.model import Seat
from engine.rules.result import AuctionInfo

TABLE = Path(__file__).parents[2] / "data" / "play_story_snippets.tsv"


def _rows() -> list[tuple[str, str | None, str, str]]:
    lines = TABLE.read_text(encoding="utf-8").rstrip("\n").split("\n")
    assert lines[0].split("\t") == ["snippet", "hint", "event", "facts"]
    rows = []
    for line in lines[1:]:
        snippet, hint, event, facts = line.split("\t")
        rows.append((snippet, None if hint == "-" else hint, event, facts))
    return rows


ROWS = _rows()


def test_the_table_is_large_enough() -> None:
    assert len(ROWS) >= 40
    assert len({event for _, _, event, _ in ROWS}) >= 15


@pytest.mark.parametrize(("snippet", "hint", "event", "facts"), ROWS,
                         ids=[f"{k}-{row[2]}" for k, row in enumerate(ROWS)])
def test_snippet(snippet: str, hint: str | None, event: str, facts: str) -> None:
    situation = situation_from_story(snippet, hint)
    if event == "-":
        assert situation is None
        return
    assert situation is not None
    assert situation.event.value == event
    written = set(write_facts(situation).split())
    missing = [pair for pair in facts.split() if pair not in written]
    assert not missing, f"{missing} not in {sorted(written)}"


def test_decisive_words_override_the_hint() -> None:
    text = "Защитник положил пятую карту во взятку."
    assert situation_from_story(text, "46B1").event is Event.FIFTH_CARD  # type: ignore[union-attr]
    text = "Я назвал со стола «туза», потом сразу поправился: «короля»."
    assert situation_from_story(text, "45B").event is Event.NAMED_CARD  # type: ignore[union-attr]


def test_the_hint_is_a_prior_when_no_word_decides() -> None:
    text = "Разыгрывающий что-то сделал со столом, а соперники недовольны."
    found = situation_from_story(text, "45G")
    assert found is not None and found.event is Event.CARD_TURNED


def test_a_hint_outside_the_play_laws_alone_gives_nothing() -> None:
    assert situation_from_story("Что-то случилось за столом.", "27B1(A)") is None


def test_the_auction_gives_seats() -> None:
    info = AuctionInfo(contract="4♠", declarer=Seat.E, complete=True)
    found = situation_from_story("Болван заглянул мне в карты.", "43A2(C)", info)
    assert found is not None
    assert (found.declarer, found.seat, found.act) == (Seat.E, Seat.W, DummyAct.LOOK)
    assert found.trump is not None and found.trump.value == "♠"


def test_unknown_facts_stay_unknown_so_the_engine_asks() -> None:
    found = situation_from_story("Защитник сыграл пятую карту во взятку.", None)
    assert found is not None and found.was_lead is None
    ruling = rule_situation(found)
    assert ruling.status == "needs_facts"
    assert [q.fact for q in ruling.questions] == ["was_lead"]


def test_a_dummy_right_with_no_breach_told_is_ruled_as_a_right() -> None:
    text = "Я играю 4♠, и болван (партнёр) предупредил меня: «Ты на столе»."
    found = situation_from_story(text, "42B2")
    assert found is not None and found.a2 is False
    assert rule_situation(found).status == "final"


def test_an_alleged_breach_of_43a2_is_left_to_the_director() -> None:
    text = ("Я играю 3БК. Болван предупредил меня, что я хожу не с той руки, а соперники "
            "утверждают, что он до этого заглядывал в их карты.")
    found = situation_from_story(text, "42B2")
    assert found is not None and found.act is DummyAct.WARN and found.a2 is None
    assert [q.fact for q in rule_situation(found).questions] == ["a2"]


def test_a_clause_of_its_own_names_nobody_dummy() -> None:
    """«Болван, пока я думал»: the teller is not dummy's seat-mate in the sentence."""
    found = situation_from_story("Болван, пока я думал, потрогал ♣K на столе.", "45F")
    assert found is not None and (found.seat, found.declarer) == (Seat.N, Seat.S)


def test_the_patterns_that_fired_are_named() -> None:
    situation, fired = read_story_facts("Играю 3БК. Правый положил пятую карту во взятку.")
    assert isinstance(situation, Situation)
    assert {"seat.teller_plays", "event.words", "fact.actor"} <= set(fired)
    situation, fired = read_story_facts("3БК Севера. Правый положил пятую карту во взятку.")
    assert {"seat.contract", "event.words", "fact.actor"} <= set(fired)


def test_i_play_yields_to_a_declarer_named_later() -> None:
    """«Играем 4♥» names the teller's side only when nobody else is told to declare."""
    situation = situation_from_story(
        "Играем 4♥. Болван — Запад. Юг положил карту рубашкой вверх раньше, чем сыграл Восток.",
        "45G")
    assert situation is not None and situation.declarer is Seat.E
    situation = situation_from_story("Играю 4♥. Правый положил пятую карту во взятку.")
    assert situation is not None and situation.declarer is Seat.S
    situation = situation_from_story("Играю против 4♥. Правый положил пятую карту во взятку.")
    assert situation is not None and situation.declarer is not Seat.S


@pytest.mark.parametrize("junk", ["", "   ", "\x00\x01\x02", "<b>пас</b>" * 3, "😀" * 50,
                                  "ghjcnj ctdth gfc", "x" * 20000, "«»«»\"\"''“”"])
def test_junk_gives_none_or_a_situation_and_never_raises(junk: str) -> None:
    found = situation_from_story(junk, "45E")
    assert found is None or isinstance(found, Situation)


def test_wrong_types_never_raise() -> None:
    assert situation_from_story(None, None) is None  # type: ignore[arg-type]
    assert situation_from_story(42, 7) is None  # type: ignore[arg-type]


HINTS = st.one_of(st.none(), st.text(max_size=10),
                  st.sampled_from(["45E", "43A2(B)", "46B1", "21B1", "44G", "27", "45C4(B)"]))
# words the reader looks for, to build stories that reach its patterns
WORDS = [
    'я', 'партнёр', 'левый', 'правый', 'Север', 'Юг', 'Восток', 'Запад', 'болван',
    'разыгрывающий', 'вистующий', 'стол', 'со', 'стола', 'на', 'столе', '«туз»',
    '«маленькую»', '♠K', '♥AQ3', '♦10', '♣2', '10♥', 'короля', 'пик', 'даму', 'взятку',
    'пятую', 'карту', 'оговорился', 'сразу', 'поправился', 'без', 'паузы', 'назвал', 'сказал',
    'заглянул', 'встал', '«Ты', 'на', 'столе!»', 'пик', 'нет', '?', 'объяснил', 'неправильно',
    'алерт', 'пас', '–', '4♠', '3БК', 'играю', 'против', 'козыри', 'черви', 'кто', 'взял',
    ',', '.', '!', '~', '(', ')', '—', 'dummy', 'declarer', 'LHO', 'RHO', 'led', 'played',
    'trick', 'fifth', 'card', '«»', '"', "'", '/', '1♠',
]


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=300), hint=HINTS)
def test_never_raises(text: str, hint: str | None) -> None:
    found = situation_from_story(text, hint)
    assert found is None or isinstance(found, Situation)
    if found is not None:
        assert rule_situation(found).status in ("final", "needs_facts", "outside", "error")


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(st.sampled_from(WORDS), max_size=40), hint=HINTS)
def test_never_raises_on_bridge_words(parts: list[str], hint: str | None) -> None:
    found, fired = read_story_facts(" ".join(parts), hint)
    assert found is None or isinstance(found, Situation)
    assert all(isinstance(name, str) for name in fired)
    if found is not None:
        assert rule_situation(found).status != "error"


def test_a_suit_dummy_lacks_is_no_absent_card() -> None:
    void = "Контракт 4♠ Юга. Ходили в бубну, на столе нет бубен. Разыгрывающий сказал «король»."
    absent = "Контракт 4♠ Юга. Разыгрывающий сказал «король треф», а такой карты на столе нет."
    found = situation_from_story(void, "46B")
    assert found is not None and found.event is Event.DESIGNATION and found.absent is None
    found = situation_from_story(absent, "46B")
    assert found is not None and found.absent is True


def test_seats_written_as_one_russian_letter() -> None:
    """«з», «ю» are seats wherever they stand; «в», «с» only before a verb or beside a part
    told (they are prepositions before a contract or a card)."""
    found = situation_from_story("ю играет 3бк. з ходит 4ч, с дал 2ч, в скинул ♠2, ю 9ч. "
                                 "кто взял?")
    assert found is not None and found.event is Event.TRICK
    assert (found.declarer, found.leader) == (Seat.S, Seat.W)
    found = situation_from_story("Разыгрывающий в 2п положил во взятку пятую карту, это не ход.")
    assert found is not None and found.event is Event.FIFTH_CARD and found.seat is None
    found = situation_from_story("Контракт 4♥, разыгрывает З, болван В. З переворачивает свою "
                                 "карту рубашкой вверх, хотя Ю ещё не сыграл.", "45G")
    assert found is not None and (found.declarer, found.seat) == (Seat.W, Seat.W)
