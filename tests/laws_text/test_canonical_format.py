"""The canonical file is for people to edit: a hand edit loads, a broken one says where."""

from __future__ import annotations

from pathlib import Path

import pytest

from laws_text import load_corpus_from
from laws_text.errors import CorpusFormatError
from tests.laws_text.conftest import CANONICAL


def test_a_hand_edit_is_picked_up(tmp_path: Path) -> None:
    text = CANONICAL.read_text(encoding="utf-8")
    edited = text.replace("Надлежещая форма", "Надлежащая форма", 1)
    path = tmp_path / "laws.txt"
    path.write_text(edited, encoding="utf-8")
    corpus = load_corpus_from(path)
    assert corpus["19B2"].title == "Надлежащая форма"
    assert len(corpus) == 174


def test_rewrapped_text_means_the_same(tmp_path: Path) -> None:
    text = CANONICAL.read_text(encoding="utf-8")
    path = tmp_path / "laws.txt"
    path.write_text(text.replace("Это назначение должно\n", "Это назначение\nдолжно "), "utf-8")
    original = load_corpus_from(CANONICAL)
    assert load_corpus_from(path)["19A1"].text == original["19A1"].text


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda t: t.replace("[27B1(A)]", "[27Б1(A)]"), "неверный номер пункта"),
        (lambda t: t.replace("@pages 57\n", "@pages пятьдесят\n", 1), "@pages"),
        (lambda t: t.replace("@edition", "@editoin"), "@edition"),
        (lambda t: t.replace("# Раздел III", "# Разд III"), "заголовок"),
        (lambda t: t.replace("[^56*]", "[^55*]"), "сноска 55* уже была"),
    ],
)
def test_broken_edits_name_the_line(tmp_path: Path, damage, problem: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "laws.txt"
    path.write_text(damage(CANONICAL.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(CorpusFormatError) as caught:
        load_corpus_from(path)
    assert problem in str(caught.value)
    assert "laws.txt" in str(caught.value)
