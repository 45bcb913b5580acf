"""The third blind table of play-period scenarios (tests/data/play_scenarios_blind3.tsv):
forum-length posts (40-90 words: contract, seats, what happened, a question, sometimes the
score or who was annoyed) about Laws 20-23 and 41-46, and cases a law outside 19-46 governs.
Written from the law text and the CLI contract alone, halves fixed before the engine ran.

Columns: name, half (``dev``/``holdout``), story, status, irregularity (``*`` = not checked),
offender (N/E/S/W, ``-`` none, ``*`` not checked; with roles only «я» = S, partner = N,
LHO = W, RHO = E), laws (``|``-separated, any one must be cited; ``-`` none), trick
(``winner/next_leader`` or ``-``), outside (law numbers, any one must be named; ``-`` not
checked), why (the law's words in «», quoted exactly from a clause the row cites).
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind3.tsv"
ROWS = blind.read_rows(TABLE)

# Rows the engine does not rule right yet: name -> one line on what it gets wrong.
KNOWN_FAILURES: dict[str, str] = {
    # dev half
    # holdout half
    "misinfo_too_late_en": "review_or_explanation instead of misinformation 21B3",
    "own_director_request": "irregularity none instead of own_misunderstanding 21A",
    "dummy_after_play_points_out": "needs_facts play_over, stated in the story",
    "card_touched_dummy_nf": "final 45C3 without asking why the card was touched",
    "misplay_defender_withdraws": "needs_facts attention, stated in the story",
    "out_quitted_trick": "outside 74/90/91, not 66",
}


def test_shape_halves_and_codes() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=90)
    codes = Counter(row["irregularity"] for row in ROWS)
    assert all(codes[code] >= 4 for code in blind.PLAY_CODES), codes
    statuses = Counter(row["status"] for row in ROWS)
    assert statuses["outside"] >= 10 and statuses["needs_facts"] >= 8


def test_ids_exist_and_quotes_are_word_for_word() -> None:
    blind.check_ids_and_quotes(ROWS)


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES))
def test_ruling_of_the_story(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
