"""Notices for another code's numbers that this text has too: what the number is here
(2017's 29A is this text's 29B) or that it is another rule (2017's 23 is not this 23)."""

from __future__ import annotations

import pytest

from engine.story.editions import foreign_ids
from laws_text import load_corpus


def _found(text: str) -> list[tuple[str, str]]:
    return [(f.clause_id, f.nearest) for f in foreign_ids(text, load_corpus())]


@pytest.mark.parametrize(
    ("text", "cited", "here"),
    [
        ("Спрашиваю про 29A по кодексу 2017 года: левый заявил после нашей ошибки", "29A", "29B"),
        ("The 2007 Law 29B cancelled his call, right?", "29B", "29A"),
    ],
)
def test_a_later_id_is_told_as_this_texts_clause(text: str, cited: str, here: str) -> None:
    (found,) = foreign_ids(text, load_corpus())
    assert (found.clause_id, found.nearest) == (cited, here)
    assert found.notice == (
        f"Пункт {cited} редакций 2007/2017 годов — это пункт {here} текста 1987 года."
    )


def test_a_later_number_without_counterpart_names_what_this_one_is() -> None:
    (found,) = foreign_ids("Law 23 nowadays is the comparable call, isn't it?", load_corpus())
    assert (found.clause_id, found.nearest) == ("23", "23")
    assert "из другой редакции" in found.notice
    assert "«Ненормальные пасы, наносящие ущерб»" in found.notice


@pytest.mark.parametrize(
    "text",
    [
        "правило 29A",  # this text's own
        "45C4(b) в редакции 2017 года то же самое?",  # the same clause in both
        "в 1987 году правило 23",
        "Law 64 of the 2017 code",  # outside this text: another module's matter
    ],
)
def test_no_notice_when_the_number_is_this_texts_or_the_same(text: str) -> None:
    assert _found(text) == []


def test_a_number_is_told_once() -> None:
    text = "По кодексу 2017 закон 29A. И ещё раз: по кодексу 2017 закон 29A."
    assert _found(text) == [("29A", "29B")]


def test_an_absent_id_keeps_its_own_notice() -> None:
    assert _found("по кодексу 2017 закон 40B4") == [("40B4", "40B")]


@pytest.mark.parametrize(
    "text", ["", "2017 " * 2000, "закон 23 2017 " * 300, "<b>law 29a</b> 2017", "\x00\x01"]
)
def test_junk_never_raises(text: str) -> None:
    assert isinstance(foreign_ids(text, load_corpus()), list)
