"""The golden table of rulings (tests/data/rulings.tsv), written from the text of each law.

Columns: name, input, status, irregularity, offender, laws (ids that must be cited; ``!id``
must not be), penalties (``seat:kind:law`` exactly), lead (26/26A/26B), next (next to call),
adjusted (да/нет/*), auction (``contract/declarer/leader``, ``passed``, ``-`` unfinished, ``*``),
questions (fact keys asked, in order), error (a piece the error message must contain), calls
(``auction.calls`` as ``N:1♠ E:пас``, ``*`` unchecked), dealer_from (``*`` unchecked), says (pieces
of the summary separated by `` | ``; ``!piece`` must not be there), why (the law's words).
"""

from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Any

import pytest

from engine.rules.ruling import rule

TABLE = Path(__file__).resolve().parents[2] / "data" / "rulings.tsv"


def _rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


ROWS = _rows()


def _none(value: str) -> str | None:
    return None if value == "-" else value


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_golden_ruling(row: dict[str, str]) -> None:
    ruling = rule(row["input"])
    out: dict[str, Any] = ruling.to_json()
    assert out["status"] == row["status"], out["summary"]
    if row["status"] == "error":
        assert row["error"] in out["error"], out["error"]
        return
    assert out["error"] is None
    assert out["irregularity"] == row["irregularity"], out["summary"]
    assert out["offender"] == _none(row["offender"])
    for law in row["laws"].split():
        if law == "-":
            continue
        if law.startswith("!"):
            assert law[1:] not in out["laws"], (law, out["laws"])
        else:
            assert law in out["laws"], (law, out["laws"])
    penalties = sorted(f"{p['seat']}:{p['kind']}:{p['law']}" for p in out["penalties"])
    expected = [] if row["penalties"] == "-" else sorted(row["penalties"].split())
    assert penalties == expected, out["summary"]
    assert out["lead_restrictions"] == _none(row["lead"]), out["summary"]
    assert out["next_to_call"] == _none(row["next"]), out["summary"]
    if row["adjusted"] != "*":
        assert out["adjusted_score"] is (row["adjusted"] == "да")
    _check_auction(row["auction"], out["auction"])
    asked = [q["fact"] for q in out["questions"]]
    assert asked == ([] if row["questions"] == "-" else row["questions"].split())
    assert out["summary"]
    if row["calls"] != "*":
        calls = " ".join(f"{c['seat']}:{c['call']}" for c in out["auction"]["calls"])
        assert calls == row["calls"], out["summary"]
    if row["dealer_from"] != "*":
        assert out["auction"]["dealer_from"] == row["dealer_from"]
    for piece in [] if row["says"] == "*" else row["says"].split(" | "):
        if piece.startswith("!"):
            assert piece[1:] not in out["summary"], out["summary"]
        else:
            assert piece in out["summary"], out["summary"]
    paragraphs = [s for s in re.split(r"(?<=[.!?])\s+", out["summary"]) if len(s) > 30]
    assert len(paragraphs) == len(set(paragraphs)), out["summary"]


def _check_auction(expected: str, auction: dict[str, Any]) -> None:
    if expected == "*":
        return
    if expected == "-":
        assert auction["complete"] is False
        assert auction["contract"] is None
        return
    assert auction["complete"] is True
    if expected == "passed":
        assert auction["passed_out"] is True
        assert auction["contract"] is None
        return
    contract, declarer, leader = expected.split("/")
    assert (auction["contract"], auction["declarer"], auction["opening_leader"]) == (
        contract,
        declarer,
        leader,
    )
    assert auction["passed_out"] is False


def test_table_is_large_and_well_formed() -> None:
    assert len(ROWS) >= 80
    names = [r["name"] for r in ROWS]
    assert len(names) == len(set(names))
    for row in ROWS:
        assert row["why"].strip(), row["name"]
        assert row["status"] in ("final", "needs_facts", "error")


def test_table_covers_every_clause_of_the_issue() -> None:
    wanted = [
        "27A",
        "27B1(A)",
        "27B1(B)",
        "27B2",
        "27B3",
        "27C",
        "28A",
        "28B",
        "29A",
        "29B",
        "30A",
        "30B1",
        "30B2(A)",
        "30B2(B)",
        "30B3",
        "30C",
        "31A1",
        "31A2(A)",
        "31A2(B)",
        "31B",
        "32A",
        "32B1",
        "32B2",
        "33",
        "34",
        "35A",
        "35B",
        "35C",
        "35D",
        "36",
        "37",
        "38",
        "39A",
        "39B",
        "25A",
        "25B1",
        "25B2(A)",
        "25B2(B)(1)",
        "25B2(B)(2)",
        "25B2(C)",
        "24A",
        "24B",
        "24C",
        "23A",
        "23B",
        "26A1",
        "26A2",
        "22A",
        "22B",
        "41A",
        "19A1",
        "19B1",
    ]
    cited = {law for row in ROWS for law in row["laws"].split()}
    missing = [law for law in wanted if law not in cited]
    assert not missing


_ENGLISH_KEY = re.compile(
    r"\b(accepted|conventional|replacement|rho|rho_called|then|inadvertent|exposed|offender"
    r"|dealer|simultaneous|won|led)\b|\b[a-z_]+="
)


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_what_a_user_reads_is_russian(row: dict[str, str]) -> None:
    """Summaries, questions and the human output name no English fact key (the JSON does)."""
    from bot.cli.ruling import render

    ruling = rule(row["input"])
    texts = [ruling.summary, *(q.ask for q in ruling.questions)]
    if ruling.status != "error":
        texts.append(render(ruling))
    for text in texts:
        assert not _ENGLISH_KEY.search(text), text
