"""Law 46 golden table: ``tests/data/cards.tsv``, written from the text of Law 46.

Format: one header line, then one case a line, nine tab-separated fields:
``dummy said facts status card law choices error_names why``. ``facts`` is ``-`` or
space-separated ``led=SUIT``/``won=SUIT``; ``card`` is a contract card or ``null``;
``law`` and ``choices`` (space-separated cards) are ``-`` when empty; ``error_names`` is the
token a status=error message must quote (case-insensitive); ``why`` explains the row.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.play import designate_card, law46, tricks
from laws_text import load_corpus

TABLE = Path(__file__).resolve().parents[2] / "data" / "cards.tsv"
FIELDS = ["dummy", "said", "facts", "status", "card", "law", "choices", "error_names", "why"]


def _rows() -> list[dict[str, str]]:
    lines = TABLE.read_text(encoding="utf-8").splitlines()
    assert lines[0].split("\t") == FIELDS
    return [dict(zip(FIELDS, line.split("\t"), strict=True)) for line in lines[1:]]


ROWS = _rows()


def request_text(row: dict[str, str]) -> str:
    facts = [] if row["facts"] == "-" else row["facts"].split()
    return " ; ".join([row["dummy"], row["said"], *facts])


def test_table_is_big_and_covers_every_clause_of_law_46() -> None:
    assert len(ROWS) >= 30
    laws = {row["law"] for row in ROWS}
    assert {"46A", "46B1", "46B2", "46B3(A)", "46B3(B)", "46B4"} <= laws
    assert {row["status"] for row in ROWS} == {"final", "needs_facts", "error"}


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['said']}|{r['facts']}" for r in ROWS])
def test_golden(row: dict[str, str]) -> None:
    payload = designate_card(request_text(row)).to_json()
    expected_keys = {"status", "card", "law", "choices", "summary"}
    if row["status"] == "error":
        expected_keys.add("error")
    assert set(payload) == expected_keys
    assert payload["status"] == row["status"], payload["summary"]
    assert payload["card"] == (None if row["card"] == "null" else row["card"])
    assert payload["law"] == (None if row["law"] == "-" else row["law"])
    assert payload["choices"] == ([] if row["choices"] == "-" else row["choices"].split())
    assert payload["summary"]
    if row["status"] == "error":
        assert row["error_names"].lower() in payload["error"].lower()
    elif payload["law"]:
        assert payload["law"] in payload["summary"]


def test_every_law_the_play_engine_cites_is_in_the_corpus() -> None:
    corpus = load_corpus()
    cited = set(law46.LAWS) | set(tricks.LAWS) | {"46B"}
    cited |= {row["law"] for row in ROWS if row["law"] != "-"}
    missing = sorted(law for law in cited if law not in corpus)
    assert missing == []


def test_void_designation_does_not_invent_the_cut_off_end_of_46b4() -> None:
    # the source breaks off at «...разыгрывающий может об»: only the words before it are used
    ruling = designate_card("♠KJ5 ; дама пик")
    assert ruling.law == "46B4" and ruling.card is None
    assert "недействительным" in ruling.summary
    assert "может" not in ruling.summary
