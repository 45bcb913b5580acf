"""The bridge vocabulary file is well formed, complete, and speaks the translation's words."""

from __future__ import annotations

import pytest

from engine.search.errors import DataFileError
from engine.search.index import build_index
from engine.search.jargon import JARGON_PATH, KINDS, JargonMatcher, load_jargon, parse_jargon
from engine.search.morph import is_stopword, lemmas
from engine.search.normalize import words
from laws_text import load_corpus

# What the issue asks for, as players write it (each must be a variant or a target).
REQUIRED = [
    "дабл", "редабл", "контра", "реконтра", "ставка", "заявка", "назначение", "бид", "пасс",
    "стол", "болван", "дамми", "декларант", "разыгрывающий", "защитник", "вистующий",
    "оппонент", "атака", "заход", "первый ход", "лид", "ренонс", "ревок", "ТД", "арбитр",
    "судья", "директор", "вне очереди", "не в свою очередь", "не в очередь",
    "недостаточная ставка", "недостаточная заявка", "засветил карту", "показал карту",
    "штрафная карта", "конвенционная карта", "система", "алерт", "S.O.", "организатор",
    "insufficient bid", "bid out of turn", "lead out of turn", "dummy", "declarer", "revoke",
    "penalty card", "director", "UI",
]


@pytest.fixture(scope="module")
def text_terms() -> set[str]:
    index = build_index(load_corpus())
    return {term for term in index.postings if "|" not in term}


def test_every_line_is_well_formed() -> None:
    lines = JARGON_PATH.read_text(encoding="utf-8").splitlines()
    entries = load_jargon()
    data = [line for line in lines if line.strip() and not line.startswith("#")]
    assert len(entries) == len(data) >= 150
    for line in data:
        assert line.count("\t") == 2, line
        assert line == line.strip(), line
    assert {entry.kind for entry in entries} <= KINDS


def test_variants_are_unique_and_differ_from_their_targets() -> None:
    seen: dict[tuple[str, ...], int] = {}
    for entry in load_jargon():
        assert entry.variant not in seen, f"line {entry.line} repeats line {seen[entry.variant]}"
        seen[entry.variant] = entry.line
        assert entry.variant != entry.target, f"line {entry.line}"


def test_every_target_word_is_in_the_law_text(text_terms: set[str]) -> None:
    missing = [
        (entry.line, word)
        for entry in load_jargon()
        for word in entry.target
        if not is_stopword(word) and text_terms.isdisjoint(lemmas(word))
    ]
    assert missing == []


@pytest.mark.parametrize("term", REQUIRED)
def test_required_terms_are_understood(term: str, text_terms: set[str]) -> None:
    """Each term is the translation's own word, or the vocabulary translates it."""
    sequence = words(term)
    in_text = all(not text_terms.isdisjoint(lemmas(word)) for word in sequence)
    found = JargonMatcher(load_jargon()).find(sequence)
    assert in_text or (found and found[0][0] == 0), term


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("дабл\tконтра\n", "три столбца"),
        ("дабл\tконтра\tжаргон\n", "неизвестный вид"),
        ("!!!\tконтра\tslang\n", "пустой"),
    ],
)
def test_malformed_lines_are_reported_with_their_number(text: str, problem: str) -> None:
    with pytest.raises(DataFileError, match=problem) as error:
        parse_jargon("# header\n" + text, "x.tsv")
    assert error.value.line == 2
