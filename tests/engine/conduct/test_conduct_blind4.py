"""A fourth blind table of play-period and Laws 20-23 scenarios, told as forum posts.

``tests/data/play_scenarios_blind4.tsv``: 60 posts of 40-90 words (a few shorter or longer)
in voices of their own (a caddy turned player, a blogger, a mother writing for her son, a BBO
kibitzer, a director trainee, ...), ten in English, written from the law text and the
command-line contract alone. Each post goes through the one public door,
``engine.answer.rule_text``, once; the row says what the ruling must be.

Columns: ``name``, ``half`` (every third row ``holdout``), ``story``, ``status``,
``irregularity`` (``*``: not checked), ``offender`` (N/E/S/W, ``-`` none, ``*`` not checked),
``laws`` (``|``-separated alternatives, any one cited counts; ``-`` none required), ``trick``
(``winner/next_leader`` or ``-``), ``outside`` (law numbers outside 19-46, alternatives, or
``-``) and ``why`` (the deciding words of the law, quoted exactly in «»).
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind4.tsv"
ROWS = blind.read_rows(TABLE)

# Rows the engine rules wrongly today (strict: a row that starts passing must leave this list).
KNOWN_FAILURES: dict[str, str] = {
    # dev half: what the engine does wrong (none left)
    # holdout half (released): none left
}


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES))
def test_story_is_ruled_as_the_law_says(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)


def test_table_shape() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=60)
    statuses = Counter(row["status"] for row in ROWS)
    assert statuses["outside"] == 7
    assert statuses["needs_facts"] == 6
    codes = Counter(row["irregularity"] for row in ROWS if row["status"] != "outside")
    assert set(codes) == set(blind.PLAY_CODES)
    assert min(codes.values()) >= 3

    words = [len(row["story"].split()) for row in ROWS]
    assert all(30 <= count <= 130 for count in words)
    assert sum(40 <= count <= 90 for count in words) >= 50
    english = [row for row in ROWS if not re.search("[а-яё]", row["story"], re.IGNORECASE)]
    assert len(english) == 10


def test_ids_exist_and_quotes_are_the_law_word_for_word() -> None:
    blind.check_ids_and_quotes(ROWS)
