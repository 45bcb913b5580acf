"""A sixth blind table of play-period and Laws 20-23 stories
(tests/data/play_scenarios_blind6.tsv): forum-length posts (most 40-90 words) in new voices,
ten in English, written from the law text and the CLI contract before the engine ran on them.
Its holdout half was scored once at the end of stop 15 (15/20) and released at the start of
stop 16.

Columns: name, half (``dev``/``holdout``: every third row held out), story, status,
irregularity (``*``: not checked), offender (N/E/S/W, ``-`` none, ``*`` not checked), laws
(ids, ``|``-separated alternatives: any one cited counts; ``-`` none), trick
(``winner/next_leader`` or ``-``), outside (law numbers, ``|``-separated alternatives; ``-``
none), why (the law's words, quoted exactly in «»).

Each story is ruled once (``engine.answer.rule_text``). Rows the engine gets wrong are strict
xfails listed in ``KNOWN_FAILURES`` with a one-line reason.
"""

from __future__ import annotations

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind6.tsv"
ROWS = blind.read_rows(TABLE)

# name -> why the engine's answer differs (strict xfail: a fixed row makes the test fail).
KNOWN_FAILURES: dict[str, str] = {
    "football_fan_follow_unknown": "assumes the player was void; the post says nobody knows",
}


def test_the_table_has_its_shape() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=60)
    for code in blind.PLAY_CODES:
        assert sum(row["irregularity"] == code for row in ROWS) >= 3, code
    assert sum(row["status"] == "outside" for row in ROWS) >= 7
    assert sum(row["status"] == "needs_facts" for row in ROWS) >= 6


def test_ids_exist_and_quotes_are_word_for_word() -> None:
    blind.check_ids_and_quotes(ROWS)


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES))
def test_story_is_ruled(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
