"""Clause ids round-trip and forgiving input; references resolve or are marked outside."""

from __future__ import annotations

import pytest

from laws_text import BadClauseId, Corpus, UnknownClause, parse_clause_id


def test_every_canonical_id_round_trips(corpus: Corpus) -> None:
    for clause_id in corpus.ids:
        assert parse_clause_id(clause_id) == clause_id
        assert parse_clause_id(clause_id.lower()) == clause_id
        assert corpus.lookup(f"Правило {clause_id}").id == clause_id


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("27b1a", "27B1(A)"),
        ("27 B 1 (a)", "27B1(A)"),
        ("27.B.1.a", "27B1(A)"),
        ("Правило 27 Б1", "27B1"),
        ("27 Б 1", "27B1"),
        ("Правило 27B1(a)", "27B1(A)"),
        ("27В1", "27B1"),  # Cyrillic В looks like Latin B
        ("27С", "27C"),
        ("25b2b1", "25B2(B)(1)"),
        ("25B2(B)(1)", "25B2(B)(1)"),
        ("закон 31 а", "31A"),
        ("п. 46B3(b)", "46B3(B)"),
        ("  правилу 26  ", "26"),
    ],
)
def test_forgiving_ids(corpus: Corpus, typed: str, expected: str) -> None:
    assert corpus.lookup(typed).id == expected


@pytest.mark.parametrize(
    ("typed", "message", "suggestion"),
    [
        ("27B4", "Нет пункта 27B4; в пункте 27B есть 27B1–27B3.", "27B1"),
        ("27D", "Нет пункта 27D; в правиле 27 есть 27A–27C.", "27A"),
        ("33A", "Нет пункта 33A; в правиле 33 нет подпунктов, есть только 33.", "33"),
        ("27B1(C)", "Нет пункта 27B1(C); в пункте 27B1 есть 27B1(A) и 27B1(B).", "27B1(A)"),
        ("50", "Правила 50 нет в этом тексте: здесь правила 19–46", None),
        ("12C1", "Правила 12 нет в этом тексте", None),
    ],
)
def test_unknown_ids_say_what_exists(
    corpus: Corpus, typed: str, message: str, suggestion: str | None
) -> None:
    with pytest.raises(UnknownClause) as caught:
        corpus.lookup(typed)
    assert str(caught.value).startswith(message)
    assert caught.value.suggestion == suggestion
    if suggestion:
        assert suggestion in corpus


@pytest.mark.parametrize(
    "junk", ["", "   ", "привет", "<b>27</b>", "27B1; DROP TABLE", "😀", "x" * 500]
)
def test_non_ids_are_refused_clearly(corpus: Corpus, junk: str) -> None:
    with pytest.raises(BadClauseId) as caught:
        corpus.lookup(junk)
    assert "не похоже на номер правила" in str(caught.value)
    assert len(str(caught.value)) < 200


def test_references_resolve_inside_or_are_marked_outside(corpus: Corpus) -> None:
    total = 0
    for clause in corpus:
        for ref in clause.refs:
            total += 1
            law = int("".join(ch for ch in ref.target[:3] if ch.isdigit()))
            if corpus.edition.covers(law):
                assert ref.in_text and ref.target in corpus, (clause.id, ref)
            else:
                assert not ref.in_text, (clause.id, ref)
    assert total >= 80


@pytest.mark.parametrize(
    ("clause_id", "targets"),
    [
        ("20C1", ["47E", "41"]),
        ("20C2", ["41B", "41C"]),
        ("21B2", ["21B1", "16C"]),  # «согласно предыдущему пункту 1»
        ("25B2(C)", ["25B2(B)(1)", "25B2(B)(2)", "26"]),  # «(B1) и (B2)»
        ("27B1(A)", ["27B1(B)"]),  # «следующий раздел (B)»
        ("29A", ["29B", "30", "31", "32"]),  # «правилами 30,31 или 32»
        ("31A", ["31A2(B)"]),  # «раздел A2B» inside Law 31
        ("43B1", ["90", "43A1", "43A2"]),
        ("45C1", ["45E"]),  # written with a Cyrillic Е
        ("41A", ["47E2"]),
        ("20E", ["12C1"]),
    ],
)
def test_reference_forms(corpus: Corpus, clause_id: str, targets: list[str]) -> None:
    assert [ref.target for ref in corpus[clause_id].refs] == targets


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@given(st.text(max_size=80))
def test_id_parsing_never_raises(text: str) -> None:
    result = parse_clause_id(text)
    assert result is None or parse_clause_id(result) == result


@given(
    st.integers(1, 999),
    st.sampled_from("ABCDEFGH"),
    st.integers(1, 9),
    st.sampled_from("ABCDEFGH"),
    st.integers(1, 9),
    st.integers(0, 4),
)
def test_generated_ids_round_trip(
    law: int, section: str, sub: int, item: str, subitem: int, depth: int
) -> None:
    parts = [str(law), section, str(sub), f"({item})", f"({subitem})"][: depth + 1]
    canonical = "".join(parts)
    assert parse_clause_id(canonical) == canonical
    assert parse_clause_id(" ".join(p.strip("()").lower() for p in parts)) == canonical
