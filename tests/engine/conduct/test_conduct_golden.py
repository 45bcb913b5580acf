"""The golden table of play-period rulings (tests/data/play_rulings.tsv), written from the law
text of Laws 20-23 and 41-46 before the engine ran on it.

Columns: name, input (``[AUCTION] ; fact=value ...``), status, irregularity, offender, laws
(ids that must be cited; ``!id`` must not be), adjusted (да/нет/*), trick
(``winner/next_leader`` or ``-``), outside (law numbers, exactly), questions (fact keys asked,
in order), error (a piece the error message must contain), why (the clause words).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from engine.conduct import rule_play
from engine.rules.citations import declared
from laws_text import load_corpus

TABLE = Path(__file__).resolve().parents[2] / "data" / "play_rulings.tsv"


def _rows() -> list[dict[str, str]]:
    with TABLE.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


ROWS = _rows()


def _none(value: str) -> str | None:
    return None if value == "-" else value


def test_the_table_is_big_enough_and_explained() -> None:
    assert len(ROWS) >= 120
    assert all(row["why"].strip() for row in ROWS)
    assert len({row["name"] for row in ROWS}) == len(ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r["name"] for r in ROWS])
def test_golden_play_ruling(row: dict[str, str]) -> None:
    out: dict[str, Any] = rule_play(row["input"]).to_json()
    assert out["status"] == row["status"], out["summary"]
    if row["status"] == "error":
        assert row["error"] in out["error"], out["error"]
        return
    assert out["error"] is None
    assert out["summary"]
    assert out["irregularity"] == row["irregularity"], out["summary"]
    assert out["offender"] == _none(row["offender"]), out["summary"]
    for law in row["laws"].split():
        if law == "-":
            continue
        if law.startswith("!"):
            assert law[1:] not in out["laws"], (law, out["laws"])
        else:
            assert law in out["laws"], (law, out["laws"], out["summary"])
    if row["adjusted"] != "*":
        assert out["adjusted_score"] is (row["adjusted"] == "да"), out["summary"]
    trick = out["trick"]
    if row["trick"] == "-":
        assert trick is None
    else:
        assert trick is not None, out["summary"]
        assert f"{trick['winner']}/{trick['next_leader']}" == row["trick"]
    assert out["outside"] == ([] if row["outside"] == "-" else row["outside"].split())
    asked = [q["fact"] for q in out["questions"]]
    assert asked == ([] if row["questions"] == "-" else row["questions"].split())
    assert set(out["laws"]) <= set(declared())


def test_golden_rulings_cite_the_text_as_it_is() -> None:
    """With the corpus given, no cited id had to fall back to an ancestor."""
    corpus = load_corpus()
    for row in ROWS:
        plain, checked = rule_play(row["input"]), rule_play(row["input"], corpus)
        assert checked.laws == plain.laws, row["name"]
        assert all(law in corpus for law in checked.laws), row["name"]
