"""R5: numbers that count or tell the time are no laws; the words of Law 40; «вопрос» frames;
seats and calls written as letters.

Each case is worded unlike the post it was found on: another author, another event.
"""

from __future__ import annotations

import pytest

from engine.search import Searcher, get_searcher
from engine.search.analyze import analyse
from engine.search.bids import unglued
from engine.search.clues import seat_letter, tokens
from engine.search.facts import facts
from engine.search.normalize import normalise
from engine.search.refs import find_references

# a time of day written in a story is not a reference to the law of that number
CLOCKS = [
    "Играли в 21:15 за пятым столом, партнёр спасовал не в свою очередь.",
    "Около 22.30, последний тур: левый дал контру раньше своего партнёра.",
    "At 20:45 on table 6 my RHO opened out of turn.",
    "Турнир начался в 19:00, а к 23:40 мы всё ещё спорили о недостаточной заявке.",
]


@pytest.mark.parametrize("text", CLOCKS)
def test_a_time_of_day_is_no_reference(text: str) -> None:
    assert find_references(normalise(text), range(19, 47), 1987) == []


@pytest.mark.parametrize(
    ("text", "cited"),
    [
        ("что говорит правило 21 про дезинформацию?", ["21"]),
        ("по 27 или по 31 судить?", ["27", "31"]),
        ("закон 25: поправился сразу", ["25"]),
    ],
)
def test_a_law_number_next_to_no_clock_is_still_a_reference(text: str, cited: list[str]) -> None:
    assert [r.clause_id for r in find_references(normalise(text), range(19, 47), 1987)] == cited


def _weight(text: str, word: str) -> float:
    analysis = analyse(normalise(text), get_searcher().vocabulary)
    return max(w for terms, w in zip(analysis.terms, analysis.weights, strict=True)
               if word in terms)


def test_a_count_of_points_weighs_nothing_a_level_keeps_its_weight() -> None:
    text = "у меня было 18 очков, и я открыл 1 пику"
    assert _weight(text, "18") == 0.0
    assert _weight(text, "1") > 0.0


def test_points_do_not_find_the_clause_that_cites_a_law_of_that_number() -> None:
    # «20» is in the text only as «(см. правило 20)» in 41B: a player's 20 points are not it
    result = get_searcher().search(
        "Сидим на висте, у партнёра оказалось 20 очков, а он всю торговлю молчал. "
        "Как такое вообще допускается правилами?"
    )
    assert "41B" not in [hit.clause_id for hit in result.hits[:3]]


# Law 40 in players' words: a deceptive call, an agreement made and not disclosed
LAW_40 = [
    ("Имею ли я право нарочно спасовать с крепкой рукой, чтобы соперники угодили в ловушку?",
     "40A"),
    ("Мы с партнёром условились, что прыжок в две бубны у нас слабый, но соперникам этого "
     "не сказали. Так можно?", "40B"),
    ("У соседей уговор: после 1БК ответ 2♣ ничего не значит, в карте это не записано. "
     "Это честно?", "40B"),
]


@pytest.mark.parametrize(("text", "clause"), LAW_40)
def test_law_40_in_players_words(text: str, clause: str) -> None:
    hits = [hit.clause_id for hit in get_searcher().search(text).hits]
    assert clause in hits[:3]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("поймал их в ловушку пасом", "блеф"),
        ("мы так договорились с партнёром", "взаимопонимание"),
        ("у них был уговор", "взаимопонимание"),
    ],
)
def test_the_words_of_law_40_are_translated(text: str, target: str) -> None:
    analysis = analyse(normalise(text), get_searcher().vocabulary)
    assert any(target in expansion for _, expansion in analysis.expansions)


def test_the_word_question_frames_a_post_and_does_not_find_41b() -> None:
    searcher: Searcher = get_searcher()
    text = "Вопрос к знатокам: партнёр спасовал не в свою очередь до открытия, что ему теперь?"
    assert _weight(text, "вопрос") < 1.0
    assert searcher.search(text).hits[0].clause_id.startswith("30")


# seats written as letters and calls as shorthand letters, where a call is told
SHORTHAND = [
    ("Сдающий S. S 1c, потом N говорит p, хотя очередь W. Что теперь?",
     {"pass", "oot", "turn=rho"}),
    ("Сдаёт E. E 1s, а W сразу говорит x, хотя очередь S. Как быть?",
     {"double", "oot", "turn=rho"}),
    ("Вчера так: N 1d, E p, S 1h, и тут E выдаёт x вне очереди.", {"double", "oot"}),
]


@pytest.mark.parametrize(("text", "present"), SHORTHAND)
def test_seat_letters_and_call_letters_are_read(text: str, present: set[str]) -> None:
    assert present <= facts(unglued(normalise(text)))


@pytest.mark.parametrize(
    "text",
    [
        "It's LHO's call now, e.g. after 2 s.",  # an English possessive, a strain, «e.g.»
        "Партнёр открыл 2 s, я сказал 3 s.",
    ],
)
def test_letters_that_are_no_seats_name_nobody(text: str) -> None:
    sequence = tokens(unglued(normalise(text)))
    assert all(seat_letter(sequence, k) is None for k in range(len(sequence)))


def test_a_shorthand_double_out_of_turn_finds_law_32() -> None:
    hits = get_searcher().search("Сдаёт E. E 1s, а W сразу говорит x, хотя очередь S. Как быть?")
    assert hits.hits and hits.hits[0].clause_id.startswith("32B")


def test_the_course_of_the_auction_is_no_lead() -> None:
    # «ход торговли» is the auction: its glued bids are bids, not cards
    assert unglued("ход торговли: n 1h, e 2c") == "ход торговли: n 1 h, e 2 c"
    assert unglued("з ходит 5б") == "з ходит 5б"
