"""Direct references, bad input, honest misses and highlighting, through ``Searcher.search``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.search import BadQuery, Searcher, snippet


@pytest.fixture(scope="module")
def searcher(packaged_searcher: Searcher) -> Searcher:
    return packaged_searcher


@pytest.mark.parametrize(
    ("question", "clause_id"),
    [
        ("что в правиле 27", "27"),
        ("27б1", "27B1"),
        ("закон 31 а", "31A"),
        ("п. 26A2", "26A2"),
        ("правило 46 B 3", "46B3"),
        ("27 B 1 a", "27B1(A)"),
        ("25B2(b)(1)", "25B2(B)(1)"),
        ("Правило 27 Б1", "27B1"),
        ("27В1", "27B1"),
        ("ghfdbkj 30", "30"),
    ],
)
def test_direct_reference_answers_first(searcher: Searcher, question: str, clause_id: str) -> None:
    result = searcher.search(question)
    assert result.direct
    assert result.hits[0].clause_id == clause_id


def test_reference_with_words_adds_clauses_inside_it(searcher: Searcher) -> None:
    result = searcher.search("правило 27 недостаточное назначение не принято")
    assert result.hits[0].clause_id == "27"
    assert all(hit.clause_id.startswith("27") for hit in result.hits)
    assert len(result.hits) > 1


def test_reference_outside_the_text_says_so(searcher: Searcher) -> None:
    result = searcher.search("правило 12")
    assert result.hits == []
    assert result.notice is not None and "19–46" in result.notice


def test_missing_clause_points_to_what_exists(searcher: Searcher) -> None:
    result = searcher.search("27Д")
    assert result.notice is not None and "27D" in result.notice
    assert [hit.clause_id for hit in result.hits][:1] in (["27"], ["27A"])


def test_bids_are_not_references(searcher: Searcher) -> None:
    assert not searcher.search("соперник дал 1 пику после моих 2 треф").direct


@pytest.mark.parametrize(
    "question",
    ["", "   \n\t ", "😀😀😀", "!!! ??? ...", "\x00\x01\x02", "x" * 100_000, "а" * 7000],
)
def test_bad_input_is_a_clear_russian_error(searcher: Searcher, question: str) -> None:
    with pytest.raises(BadQuery) as error:
        searcher.search(question)
    assert any("а" <= char <= "я" for char in str(error.value))


def test_a_long_forum_post_is_answered(searcher: Searcher) -> None:
    post = "Партнёр сказал пас не в свою очередь, до открытия торговли. " * 80  # ~5000 chars
    assert len(post) > 4500
    assert searcher.search(post).hits[0].clause_id.startswith("30")


@pytest.mark.parametrize(
    "question",
    [
        "рецепт борща",
        "какая погода завтра в москве",
        "SELECT * FROM laws; DROP TABLE laws; --",
        "asdfghjkl",
        "12345",
        "1 2 3 4 5",
        "\ufffd\ufffdq\x8f\x90\ufffd",
        "как играть в шахматы",
    ],
)
def test_off_topic_is_an_honest_miss(searcher: Searcher, question: str) -> None:
    result = searcher.search(question)
    assert result.hits == []
    assert len(result.suggestions) <= 3


def test_html_is_read_as_text(searcher: Searcher) -> None:
    result = searcher.search("<script>контра вне очереди</script>")
    assert result.hits[0].clause_id == "32"


def test_near_miss_suggests_law_titles(searcher: Searcher) -> None:
    result = searcher.search("как играть в шахматы с болваном")
    assert result.hits or result.suggestions
    assert all(title.startswith("Правило ") for title in result.suggestions)


def test_results_are_a_set_without_near_copies(searcher: Searcher) -> None:
    corpus = searcher.corpus
    for question in ("пас вне очереди", "недостаточное назначение", "права болвана"):
        ids = [hit.clause_id for hit in searcher.search(question, top=5).hits]
        assert len(ids) == len(set(ids)) > 1
        for first in ids:
            for second in ids:
                if first != second:
                    assert first not in {c.id for c in corpus.ancestors(second)}


def test_scores_are_ranked(searcher: Searcher) -> None:
    hits = searcher.search("контра вне очереди", top=10).hits
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_any_text_gets_an_answer_or_a_clear_error(packaged_searcher: Searcher, text: str) -> None:
    searcher = packaged_searcher
    try:
        result = searcher.search(text, top=3)
    except BadQuery:
        return
    assert len(result.hits) <= 3
    assert all(hit.clause_id in searcher.corpus for hit in result.hits)


def test_highlight_spans_are_the_matched_words(searcher: Searcher) -> None:
    hit = searcher.search("недостаточное назначение не принято").hits[0]
    assert "недостаточное" in hit.matched
    text = searcher.corpus[hit.clause_id].text
    segments = snippet(text, hit.matched)
    bold = [part for part, is_match in segments if is_match]
    assert bold and all(part.lower() in hit.matched for part in bold)
    assert "".join(part for part, _ in segments).strip("…") in text


def test_snippet_is_short_and_marks_cuts() -> None:
    text = " ".join(["слово"] * 100 + ["контра"] + ["слово"] * 100)
    segments = snippet(text, ("контра",), width=80)
    joined = "".join(part for part, _ in segments)
    assert len(joined) <= 90
    assert joined.startswith("…") and joined.endswith("…")
    assert ("контра", True) in segments


def test_snippet_matches_case_and_yo_insensitively() -> None:
    assert snippet("Партнёр КОНТРА", ("партнер", "контра")) == [
        ("Партнёр", True), (" ", False), ("КОНТРА", True),
    ]
