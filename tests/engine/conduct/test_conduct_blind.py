"""A second opinion on the play period: a table of table stories written BLIND
(tests/data/play_scenarios_blind.tsv) — from the law text of Laws 20-23 and 41-46 and the CLI
contract only, before the engine ran on it and without reading the engine or its own tables.

Each story (Russian, in words, not notation) goes through ``engine.answer.rule_text``, the door
``bridge-laws ruling`` uses, and the JSON it gives is checked against the row.

Columns: name, half (``dev``/``holdout``, fixed before the first run), story, status,
irregularity, offender (``N E S W``; ``-`` = none), laws (clause ids joined by ``|``: the
ruling must cite at least one; ``-`` = not checked), trick (``winner/next_leader``; ``-`` = not
checked), outside (law numbers joined by ``|``: at least one must be in ``outside``; ``-`` =
not checked), why (the law's words, quoted exactly in «»). ``*`` in irregularity or offender:
not checked (rows governed by a law outside the text, and the seat in a ``needs_facts`` row).

Rows the engine rules differently are listed in ``ENGINE_DIFFERS`` (one set, by name): they run
as strict xfails, so a fix shows up as an XPASS failure and the row leaves the set.
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from engine.answer import rule_text
from engine.rules import result
from laws_text import load_corpus

if TYPE_CHECKING:
    from engine.search import Searcher

TABLE = Path(__file__).resolve().parents[2] / "data" / "play_scenarios_blind.tsv"

PLAY_CODES = frozenset(result.PLAY_CODES)

# Rows where the engine and the blind reading of the law part (name -> what differs).
ENGINE_DIFFERS: dict[str, str] = {
    "mi_lho_changes_subsequent_call": (
        "read as West's change of call (25); 21B2 lets the LHO change his later call"
    ),
    "cp_declarer_touched_dummy_king": (
        "the label names no offender; the engine names declarer, as the same case in "
        "play_scenarios_blind2.tsv (cp_touched_dummy, offender S) and the story sets do"
    ),
    "cp_defender_named_card": (
        "a named card is the engine's `designation` (45C4), as in play_rulings.tsv, not "
        "`card_played`"
    ),
}


def _rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


ROWS = _rows()


def _params() -> list[Any]:
    return [
        pytest.param(
            row,
            id=row["name"],
            marks=(
                [pytest.mark.xfail(strict=True, reason=ENGINE_DIFFERS[row["name"]])]
                if row["name"] in ENGINE_DIFFERS
                else []
            ),
        )
        for row in ROWS
    ]


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_the_table_has_its_shape() -> None:
    assert len(ROWS) == 90
    assert len({row["name"] for row in ROWS}) == len(ROWS)
    halves = Counter(row["half"] for row in ROWS)
    assert halves == {"dev": 60, "holdout": 30}
    statuses = Counter(row["status"] for row in ROWS)
    assert statuses["outside"] == 10 and statuses["needs_facts"] == 8
    assert {row["irregularity"] for row in ROWS if row["status"] == "final"} == PLAY_CODES
    assert set(ENGINE_DIFFERS) <= {row["name"] for row in ROWS}


def test_every_cited_id_exists_and_every_quote_is_the_law_text() -> None:
    corpus = load_corpus()
    everything = _squash(" ".join(clause.text for clause in corpus))
    for row in ROWS:
        quotes = [_squash(quote) for quote in re.findall(r"«([^»]+)»", row["why"])]
        assert quotes or row["status"] == "outside", row["name"]
        if row["laws"] == "-":
            assert all(quote in everything for quote in quotes), row["name"]
            continue
        ids = row["laws"].split("|")
        assert all(clause_id in corpus for clause_id in ids), (row["name"], ids)
        cited = _squash(" ".join(corpus[clause_id].text for clause_id in ids))
        for quote in quotes:
            assert quote in cited, (row["name"], quote)


def _check(row: dict[str, str], out: dict[str, Any]) -> None:
    said = out.get("summary")
    assert out["status"] == row["status"], said
    if row["irregularity"] != "*":
        assert out["irregularity"] == row["irregularity"], said
    if row["offender"] != "*":
        expected = None if row["offender"] == "-" else row["offender"]
        assert out["offender"] == expected, said
    if row["laws"] != "-":
        wanted = set(row["laws"].split("|"))
        assert wanted & set(out["laws"] or ()), (wanted, out["laws"], said)
    if row["trick"] != "-":
        winner, leader = row["trick"].split("/")
        assert out.get("trick") == {"winner": winner, "next_leader": leader}, said
    if row["outside"] != "-":
        wanted = set(row["outside"].split("|"))
        assert wanted & set(out.get("outside") or ()), (wanted, out.get("outside"), said)
    if row["status"] == "needs_facts":
        assert out["questions"], said


@pytest.mark.parametrize("row", _params())
def test_blind_scenario(row: dict[str, str], packaged_searcher: Searcher) -> None:
    out: dict[str, Any] = rule_text(row["story"], load_corpus(), packaged_searcher).to_json()
    _check(row, out)
