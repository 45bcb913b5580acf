"""A second blind table of play-period stories in players' own words
(tests/data/play_scenarios_blind2.tsv), written from the law text of Laws 20-23 and 41-46 and
the command-line contract before the engine ran on it.

Columns: name, half (dev/holdout, every third row holdout), story, status, irregularity (``*``:
not checked), offender (N/E/S/W, ``-`` none, ``*`` not checked), laws (``|``-separated
alternatives: any one must be cited; ``-`` none), trick (``winner/next_leader`` or ``-``),
outside (law numbers, ``|``-separated alternatives, or ``-``), why (the law's words, «quoted»).
With roles only, «я» is South, partner North, LHO West, RHO East.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind2.tsv"
ROWS = blind.read_rows(TABLE)

# Rows the engine rules wrongly today: name -> why (strict xfail; remove when fixed).
KNOWN_FAILURES: dict[str, str] = {
}


def test_table_shape() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=90)
    codes = Counter(row["irregularity"] for row in ROWS)
    assert all(codes[code] >= 4 for code in blind.PLAY_CODES), codes
    statuses = Counter(row["status"] for row in ROWS)
    assert statuses["outside"] == 10 and statuses["needs_facts"] == 8, statuses


@pytest.mark.parametrize("row", ROWS, ids=[row["name"] for row in ROWS])
def test_ids_exist_and_quotes_are_exact(row: blind.Row) -> None:
    blind.check_ids_and_quotes([row])


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES, half_in_id=False))
def test_blind_story_is_ruled(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
