"""Another code's law numbers in a question: which edition a number belongs to (named,
or implied by that code's own words), and a later code's id read as this text's clause
that says the same thing."""

from __future__ import annotations

import pytest

from engine.search import Searcher
from engine.search.normalize import normalise
from engine.search.refs import LATER_TO_THIS, find_references, later_spelled, other_edition
from laws_text import load_corpus
from laws_text.ids import parse_clause_id

LAWS = range(19, 47)
YEAR = 1987


def _read(text: str) -> list[tuple[str, bool]]:
    return [(r.clause_id, r.foreign) for r in find_references(text, LAWS, YEAR)]


# --- an edition implied by its own words ---------------------------------------------------

@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("the comparable call of law 23 lets him bid on", [("23", True)]),
        ("по правилу 23 замена сопоставима, значит партнер свободен", [("23", True)]),
        ("пункт 27b1(b): сопоставимость заявок", [("27B1(B)", True)]),
        ("law 27b1(a): the same meaning, so no further rectification", [("27B1(A)", False)]),
        ("по новым правилам закон 23 другой", [("23", True)]),
    ],
)
def test_a_later_codes_words_make_its_numbers_that_codes(
    text: str, read: list[tuple[str, bool]]
) -> None:
    assert _read(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "сопоставимой заявки в 1987 году не было: тут правило 27b3",
        "в старой редакции нет сопоставимости, смотрите 27b3",
    ],
)
def test_naming_this_text_keeps_its_numbers(text: str) -> None:
    assert _read(text) == [("27B3", False)]


def test_the_words_imply_nothing_when_the_loaded_text_is_the_later_code() -> None:
    assert not other_edition("правило 23 о сопоставимой заявке", 2017)
    assert not other_edition("закон 23 про сопоставимую заявку", None)


def test_words_in_another_sentence_do_not_carry() -> None:
    text = "сейчас это была бы сопоставимая заявка. а правило 27b3 у нас что говорит?"
    assert _read(text) == [("27B3", False)]


# --- a later code's id read as this text's clause ------------------------------------------

@pytest.mark.parametrize(
    ("text", "clause_id"),
    [
        ("по кодексу 2007 года правило 29a", "29B"),  # forfeiture: 29B here
        ("law 29b of the 2017 laws: the call is cancelled", "29A"),
        ("закон 31a2(b) в редакции 2017 года", "31A2"),
        ("2017, law 46b1(a): «high»", "46B1"),
        ("в действующем кодексе 20f1", "20F1"),
        ("по действующей редакции правило 44c", "44C"),
    ],
)
def test_a_later_id_is_read_as_the_clause_that_says_the_same(text: str, clause_id: str) -> None:
    assert _read(text) == [(clause_id, False)]


@pytest.mark.parametrize(
    "text",
    [
        "правило 29a",  # no other edition named: this text's own 29A
        "в 1987 году правило 29a",
    ],
)
def test_without_a_later_code_an_id_stays_this_texts(text: str) -> None:
    assert _read(text) == [("29A", False)]


@pytest.mark.parametrize(
    ("text", "clause_id"),
    [
        ("в редакции 1975 года правило 29a", "29A"),  # an older code: not the later table
        ("law 27c of the 2017 code", "27C"),  # 2017's premature replacement: no match here
        ("закон 40 в редакции 2017 года", "40"),
    ],
)
def test_an_id_without_a_known_counterpart_stays_foreign(text: str, clause_id: str) -> None:
    assert _read(text) == [(clause_id, True)]


def test_a_preposition_before_a_year_is_no_section_letter() -> None:
    assert _read("под номером 27 в 2017 году было другое") == [("27", True)]
    assert [r.clause_id for r in find_references("правило 27 в 1", LAWS, YEAR)] == ["27B1"]


def test_every_counterpart_is_a_clause_of_the_text_and_every_key_canonical() -> None:
    corpus = load_corpus()
    assert all(target in corpus for target in LATER_TO_THIS.values())
    assert all(parse_clause_id(key) == key for key in LATER_TO_THIS)


# --- the search ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def searcher(packaged_searcher: Searcher) -> Searcher:
    """The packaged search (text and example bank), as the session built or loaded it once
    (tests/conftest.py): built again here, it would understand ~5000 examples anew."""
    return packaged_searcher


def test_the_search_answers_a_later_id_with_its_counterpart(searcher: Searcher) -> None:
    text = ("Кодекс 2017, закон 29A: игрок слева от нарушителя сам заявил после заявки "
            "вне очереди. Есть ли теперь наказание?")
    assert searcher.search(text, top=3).hits[0].clause_id == "29B"


def test_the_search_reads_an_implied_edition_by_the_words(searcher: Searcher) -> None:
    text = ("Считается ли сопоставимой по закону 23 контра вместо недостаточного 1♣? "
            "Оппонент так и заменил, когда мы не приняли.")
    first = searcher.search(text, top=3).hits[0].clause_id
    assert first.startswith("27B")


@pytest.mark.parametrize(
    "text",
    ["", "сопоставимая " * 500, "law 29a " * 300, "\x00 2017 23 в 2017", "😀 закон 23 2017"],
)
def test_junk_never_raises(text: str) -> None:
    assert isinstance(find_references(text, LAWS, YEAR), list)


# --- an id spelt as the later codes print it ------------------------------------------------

def test_a_small_item_after_a_capital_section_is_the_later_spelling() -> None:
    assert later_spelled("Закон 27B1(b) и 31A2(a); но 27B1(B), 27б1б и 27b1(b) — нет") == {
        "27B1(B)", "31A2(A)"
    }


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Арбитр сослался на 27B1(b), когда замену разрешил", [("27B1(B)", True)]),
        ("Арбитр сослался на 31A2(a)", [("31A2", False)]),  # the same clause here
        ("Арбитр сослался на 27B1(b) из текста 1987 года", [("27B1(B)", False)]),
        ("Арбитр сослался на 45C4(b)", [("45C4(B)", False)]),
    ],
)
def test_the_later_spelling_reads_the_id_as_that_codes(
    typed: str, read: list[tuple[str, bool]]
) -> None:
    found = find_references(normalise(typed), LAWS, YEAR, later_spelled(typed))
    assert [(r.clause_id, r.foreign) for r in found] == read
