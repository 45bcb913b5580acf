"""Shape checks for the search development set ``tests/data/questions.tsv``.

The set measures the search engine, so these tests only guard the file itself:
its format, its style labels, its coverage of Laws 19-46 and that every accepted
clause id names a real clause of the corpus.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from laws_text import load_corpus

QUESTIONS = Path(__file__).resolve().parents[1] / "data" / "questions.tsv"
HEADER = ["question", "accepted", "style"]
STYLES = {
    "clean",
    "slang",
    "typo",
    "layout",
    "noyo",
    "yo",
    "id",
    "english",
    "emoji",
    "conversational",
}
# minimum number of questions per style, as the development set was specified
MIN_PER_STYLE = {
    "typo": 25,
    "layout": 20,
    "slang": 20,
    "id": 20,
    "english": 15,
    "conversational": 30,
}
MIN_ROWS = 200
MIN_PER_LAW = 3


@dataclass(frozen=True)
class Row:
    line: int
    question: str
    accepted: tuple[str, ...]
    style: str


def _read_lines() -> list[str]:
    raw = QUESTIONS.read_bytes()
    text = raw.decode("utf-8")  # strict: a bad byte fails here
    assert not text.startswith("\ufeff"), "questions.tsv must not start with a BOM"
    assert "\r" not in text, "questions.tsv must use \\n line ends"
    return text.rstrip("\n").split("\n")


@cache
def _rows() -> tuple[Row, ...]:
    rows = []
    for number, line in enumerate(_read_lines()[1:], start=2):
        fields = line.split("\t")
        assert len(fields) == 3, f"line {number}: expected 3 tab-separated fields: {line!r}"
        question, accepted, style = fields
        rows.append(Row(number, question, tuple(accepted.split(" ")), style))
    return tuple(rows)


def _law_of(clause_id: str) -> int:
    digits = clause_id[: len(clause_id) - len(clause_id.lstrip("0123456789"))]
    return int(digits)


def _normalised(question: str) -> str:
    return " ".join(question.lower().replace("ё", "е").split())


def test_header() -> None:
    assert _read_lines()[0].split("\t") == HEADER


def test_row_count() -> None:
    assert len(_rows()) >= MIN_ROWS


def test_fields_are_filled_and_trimmed() -> None:
    for row in _rows():
        assert row.question.strip(), f"line {row.line}: empty question"
        assert row.question == row.question.strip(), f"line {row.line}: stray spaces"
        assert all(row.accepted), f"line {row.line}: empty or doubled space in accepted ids"
        assert len(set(row.accepted)) == len(row.accepted), f"line {row.line}: repeated id"


def test_styles_are_known() -> None:
    unknown = {row.style for row in _rows()} - STYLES
    assert not unknown, f"unknown styles: {sorted(unknown)}"


def test_style_mix() -> None:
    counts = Counter(row.style for row in _rows())
    short = {
        style: counts[style] for style, least in MIN_PER_STYLE.items() if counts[style] < least
    }
    assert not short, f"too few questions of style: {short}"
    assert counts["noyo"] + counts["yo"] >= 15


def test_no_duplicate_questions() -> None:
    seen: dict[str, int] = {}
    for row in _rows():
        key = _normalised(row.question)
        assert key not in seen, f"line {row.line} repeats line {seen[key]}: {row.question!r}"
        seen[key] = row.line


def test_accepted_ids_are_canonical_clauses() -> None:
    corpus = load_corpus()
    for row in _rows():
        for clause_id in row.accepted:
            assert corpus.get(clause_id) is not None, f"line {row.line}: no clause {clause_id!r}"


@pytest.mark.parametrize("law", range(19, 47))
def test_every_law_is_covered(law: int) -> None:
    covering = [row for row in _rows() if law in {_law_of(cid) for cid in row.accepted}]
    assert len(covering) >= MIN_PER_LAW, f"Law {law}: only {len(covering)} questions"
