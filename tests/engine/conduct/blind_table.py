"""What the blind tables of play-period stories share (``tests/data/play_scenarios_blind*.tsv``
and their modules ``test_conduct_blind*.py``): how a table is read, how a row becomes a test
(a strict xfail when the module lists it as a known failure), how a ruling is checked against
the row, how the row's clause ids and quotes are checked against the law text, and the shape
every table has. What a table alone has (its size, its counts, its voices) stays in its module.

Columns, the same in every table: ``name``, ``half`` (``dev``/``holdout``: every third row
held out), ``story``, ``status``, ``irregularity`` (``*``: not checked), ``offender``
(N/E/S/W, ``-`` none, ``*`` not checked), ``laws`` (clause ids, ``|``-separated alternatives:
any one cited counts; ``-`` none), ``trick`` (``winner/next_leader``; ``-`` none), ``outside``
(law numbers outside 19-46, ``|``-separated alternatives: any one named counts; ``-`` none)
and ``why`` (the law's words, quoted exactly in «»).
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from engine.answer import rule_text
from engine.rules.result import PLAY_CODES
from engine.search import Searcher
from laws_text import load_corpus

if TYPE_CHECKING:
    from laws_text.corpus import Corpus

__all__ = [
    "COLUMNS",
    "DATA",
    "PLAY_CODES",
    "Row",
    "Searcher",
    "alternatives",
    "check_case",
    "check_common_shape",
    "check_ids_and_quotes",
    "check_play_mix",
    "check_ruling",
    "check_story",
    "params",
    "read_rows",
    "ruled",
]

DATA = Path(__file__).resolve().parents[2] / "data"

COLUMNS = [
    "name",
    "half",
    "story",
    "status",
    "irregularity",
    "offender",
    "laws",
    "trick",
    "outside",
    "why",
]
STATUSES = {"final", "needs_facts", "outside"}
OFFENDERS = {"N", "E", "S", "W", "-", "*"}

Row = dict[str, str]


def read_rows(table: Path) -> list[Row]:
    """The rows of a tab-separated table with a header line."""
    with table.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def alternatives(cell: str) -> list[str]:
    """A ``|``-separated cell as its alternatives; ``-`` is none."""
    return [] if cell == "-" else cell.split("|")


def params(
    rows: Iterable[Row], known_failures: Mapping[str, str], *, half_in_id: bool = True
) -> list[Any]:
    """One pytest param a row, its id ``half-name`` (or ``name``); a row listed in
    ``known_failures`` (name -> reason) is a strict xfail, so a fix shows up as an XPASS."""
    out: list[Any] = []
    for row in rows:
        reason = known_failures.get(row["name"])
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        test_id = f"{row['half']}-{row['name']}" if half_in_id else row["name"]
        out.append(pytest.param(row, id=test_id, marks=marks))
    return out


def ruled(text: str, searcher: Searcher) -> dict[str, Any]:
    """What ``bridge-laws ruling`` answers to ``text``: its JSON."""
    out: dict[str, Any] = rule_text(text, load_corpus(), searcher).to_json()
    return out


def check_case(
    out: Mapping[str, Any], status: str, code: str, offender: str, law: str,
    *, outside: bool = False,
) -> None:
    """A ruling's status, irregularity, offender (``-``: none) and one law it cites (with
    ``outside``, a law outside the text it names counts too)."""
    said = (out.get("irregularity"), out.get("offender"), out.get("laws"), out.get("summary"))
    assert out["status"] == status, said
    assert out["irregularity"] == code, said
    assert out["offender"] == (None if offender == "-" else offender), said
    cited = set(out["laws"]) | ({str(n) for n in out.get("outside") or ()} if outside else set())
    assert law in cited, said


def check_story(row: Row, searcher: Searcher) -> None:
    """The row's story, ruled through ``engine.answer.rule_text`` (the door ``bridge-laws
    ruling`` uses), gives the JSON the row says (``check_ruling``)."""
    check_ruling(row, rule_text(row["story"], load_corpus(), searcher).to_json())


def check_ruling(row: Row, out: Mapping[str, Any]) -> None:
    """The ruling says what the row says, field by field."""
    said = (out.get("irregularity"), out.get("offender"), out.get("laws"), out.get("summary"))
    assert out["status"] == row["status"], said
    if row["irregularity"] != "*":
        assert out["irregularity"] == row["irregularity"], said
    if row["offender"] != "*":
        expected = None if row["offender"] == "-" else row["offender"]
        assert out["offender"] == expected, said
    laws = alternatives(row["laws"])
    if laws:
        assert set(laws) & set(out["laws"] or ()), (laws, said)
    trick = out.get("trick") or None
    if row["trick"] == "-":
        assert trick is None, (trick, said)
    else:
        winner, next_leader = row["trick"].split("/")
        assert trick == {"winner": winner, "next_leader": next_leader}, (trick, said)
    outside = alternatives(row["outside"])
    if outside:
        named = {str(law) for law in out.get("outside") or ()}
        assert set(outside) & named, (outside, out.get("outside"), said)
    if row["status"] == "needs_facts":
        assert out["questions"], said
        assert all(question["ask"].strip() for question in out["questions"]), said


def _flat(text: str) -> str:
    return " ".join(text.split())


def _law_text(corpus: Corpus) -> str:
    return _flat(" ".join(clause.text for clause in corpus))


def check_ids_and_quotes(rows: Iterable[Row]) -> None:
    """In every row: each cited clause exists, each law named outside is outside 19-46, a row
    the text governs quotes the law, and each quote is word for word in one clause the row
    cites (in the law text, when the row cites none)."""
    corpus = load_corpus()
    for row in rows:
        _check_ids_and_quotes(row, corpus)


def _check_ids_and_quotes(row: Row, corpus: Corpus) -> None:
    ids = alternatives(row["laws"])
    for clause_id in ids:
        assert clause_id in corpus, (row["name"], clause_id)
    for number in alternatives(row["outside"]):
        assert number.isdigit() and not 19 <= int(number) <= 46, (row["name"], number)
    assert row["why"].strip(), row["name"]
    quotes = [_flat(quote) for quote in re.findall(r"«([^»]+)»", row["why"])]
    assert quotes or row["status"] == "outside", row["name"]
    texts = [_flat(corpus[clause_id].text) for clause_id in ids] or [_law_text(corpus)]
    for quote in quotes:
        assert any(quote in text for text in texts), (row["name"], quote, ids)


def check_common_shape(
    rows: Sequence[Row], known_failures: Mapping[str, str], *, size: int
) -> None:
    """What every blind table keeps: its size and columns, unique names, every third row held
    out (so a third of ``size`` is the holdout half), the values each column may take, and
    known failures that name rows of the table."""
    assert len(rows) == size
    assert all(list(row) == COLUMNS for row in rows)
    assert all(all(row[column] for column in COLUMNS) for row in rows)
    names = [row["name"] for row in rows]
    assert len(set(names)) == len(names)
    assert set(known_failures) <= set(names)
    halves = [row["half"] for row in rows]
    assert halves == ["holdout" if index % 3 == 2 else "dev" for index in range(len(rows))]
    for row in rows:
        assert row["status"] in STATUSES, row["name"]
        assert row["offender"] in OFFENDERS, row["name"]
        assert re.fullmatch(r"-|[NESW]/[NESW]", row["trick"]), row["name"]
        assert row["trick"] == "-" or row["irregularity"] == "trick", row["name"]
        if row["status"] == "outside":
            assert alternatives(row["outside"]), row["name"]
        else:
            assert row["outside"] == "-", row["name"]
            assert row["irregularity"] in PLAY_CODES, row["name"]
            assert alternatives(row["laws"]), row["name"]


_LATIN = re.compile(r"[A-Za-z]")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def is_english(story: str) -> bool:
    """A post written in English: more Latin letters than Cyrillic ones."""
    return len(_LATIN.findall(story)) > len(_CYRILLIC.findall(story))


def check_play_mix(
    rows: Sequence[Row], *, outside: int, needs_facts: int, english: int, per_code: int = 3
) -> None:
    """The mix a play-period blind table was written to: every play code at least ``per_code``
    times (outside rows aside), so many rows governed outside 19-46, so many asking a fact, so
    many English posts."""
    codes = Counter(row["irregularity"] for row in rows if row["status"] != "outside")
    assert set(codes) == set(PLAY_CODES), set(PLAY_CODES) ^ set(codes)
    assert min(codes.values()) >= per_code, codes
    statuses = Counter(row["status"] for row in rows)
    assert statuses["outside"] == outside, statuses
    assert statuses["needs_facts"] == needs_facts, statuses
    assert sum(is_english(row["story"]) for row in rows) == english


# a hand-written case of a helper's own wording: name, story, status, code, offender, law
TextCase = tuple[str, str, str, str, str, str]


def told_params(
    cases: Sequence[TextCase], known_failures: Mapping[str, str] | None = None
) -> list[Any]:
    """One pytest param a hand-written case, its id the case's name; a case listed in
    ``known_failures`` (name -> reason) is a strict xfail, so a fix shows up as an XPASS."""
    known = known_failures or {}
    return [
        pytest.param(case, id=case[0], marks=pytest.mark.xfail(strict=True, reason=known[case[0]]))
        if case[0] in known else pytest.param(case, id=case[0])
        for case in cases
    ]


def check_told(case: TextCase, searcher: Searcher) -> None:
    """A hand-written case ruled through the story door, checked as ``check_case`` does (a law
    outside the text that the ruling names counts for ``outside`` cases)."""
    _, text, status, code, offender, law = case
    check_case(ruled(text, searcher), status, code, offender, law, outside=True)


def table_tests(
    rows: Sequence[Row], known_failures: Mapping[str, str], *, english: int, per_code: int = 3,
    needs_facts: int = 6,
) -> tuple[Callable[[], None], Callable[[], None], Callable[[Row, Searcher], None]]:
    """The three tests of a blind table of the standard shape (60 posts of 20-130 words, seven
    outside, ``needs_facts`` (six unless told) asking a fact, ``english`` English ones): its
    shape, its ids and quotes, and every row ruled through ``rule_text`` (a known failure as a
    strict xfail). A table's module
    binds them to names pytest collects::

        test_table_shape, test_ids_and_quotes, test_story = blind.table_tests(ROWS, KNOWN, ...)
    """

    def test_table_shape() -> None:
        check_common_shape(rows, known_failures, size=60)
        check_play_mix(rows, outside=7, needs_facts=needs_facts, english=english,
                       per_code=per_code)
        words = [len(row["story"].split()) for row in rows]
        assert all(20 <= count <= 130 for count in words), words

    def test_ids_exist_and_quotes_are_the_law_word_for_word() -> None:
        check_ids_and_quotes(rows)

    @pytest.mark.parametrize("row", params(rows, known_failures))
    def test_story(row: Row, packaged_searcher: Searcher) -> None:
        check_story(row, packaged_searcher)

    return test_table_shape, test_ids_exist_and_quotes_are_the_law_word_for_word, test_story
