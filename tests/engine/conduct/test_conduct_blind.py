"""A second opinion on the play period: a table of table stories written BLIND
(tests/data/play_scenarios_blind.tsv) — from the law text of Laws 20-23 and 41-46 and the CLI
contract only, before the engine ran on it and without reading the engine or its own tables.

Each story (Russian, in words, not notation) goes through ``engine.answer.rule_text``, the door
``bridge-laws ruling`` uses, and the JSON it gives is checked against the row.

Columns: name, half (``dev``/``holdout``, fixed before the first run), story, status,
irregularity, offender (``N E S W``; ``-`` = none), laws (clause ids joined by ``|``: the
ruling must cite at least one; ``-`` = not checked), trick (``winner/next_leader``; ``-`` =
none), outside (law numbers joined by ``|``: at least one must be in ``outside``; ``-`` = not
checked), why (the law's words, quoted exactly in «»). ``*`` in irregularity or offender: not
checked (rows governed by a law outside the text, and the seat in a ``needs_facts`` row).

Rows the engine rules differently are listed in ``ENGINE_DIFFERS`` (one set, by name): they run
as strict xfails, so a fix shows up as an XPASS failure and the row leaves the set.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind.tsv"
ROWS = blind.read_rows(TABLE)

# Rows where the engine and the blind reading of the law part (name -> what differs).
ENGINE_DIFFERS: dict[str, str] = {
    "cp_declarer_touched_dummy_king": (
        "the label names no offender; the engine names declarer, as the same case in "
        "play_scenarios_blind2.tsv (cp_touched_dummy, offender S) and the story sets do"
    ),
    "cp_defender_named_card": (
        "a named card is the engine's `designation` (45C4), as in play_rulings.tsv, not "
        "`card_played`"
    ),
}


def test_the_table_has_its_shape() -> None:
    blind.check_common_shape(ROWS, ENGINE_DIFFERS, size=90)
    statuses = Counter(row["status"] for row in ROWS)
    assert statuses["outside"] == 10 and statuses["needs_facts"] == 8
    finals = {row["irregularity"] for row in ROWS if row["status"] == "final"}
    assert finals == set(blind.PLAY_CODES)


def test_every_cited_id_exists_and_every_quote_is_the_law_text() -> None:
    blind.check_ids_and_quotes(ROWS)


@pytest.mark.parametrize("row", blind.params(ROWS, ENGINE_DIFFERS, half_in_id=False))
def test_blind_scenario(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
