"""The eighth blind table of play-period stories (``tests/data/play_scenarios_blind8.tsv``):
60 forum-length posts (mostly 40-90 words, a few shorter, two near a hundred) about Laws
20-23 and 41-46, written from the law text and the contract alone, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Voices new to the blind tables: a programmer filing the incident as a bug report («Шаги
воспроизведения … Ожидалось … Фактически»), a Georgian player with toasts and digressions, a
cruise-ship tournament player, a Swede and an Irish woman writing English ("pard", "S3", "the
jack of clubs"), a court stenographer quoting everyone with times, a player who tells the cards
only by how they lay («рубашкой вверх», «наполовину вышла из ряда»), a team captain writing after
the match, a beekeeper, a New Zealand farmer and a Singaporean (English). Ten posts are in
English; seats come by compass, by role («левый», «правый», "RHO", «болван») or both.

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (fixed before the engine was run). Written in stop 17; on that session's start
engine (abf4d08) dev 33 of 40, holdout 16 of 20, and the same when scored once at its end
(2783748); the failures are the strict xfails below. Released as development data at the start
of stop 18, when the ninth blind table was written: its holdout rows may be read and worked on.
"""

from __future__ import annotations

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind8.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
}


def test_table_shape() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=60)
    blind.check_play_mix(ROWS, outside=7, needs_facts=6, english=10)
    words = [len(row["story"].split()) for row in ROWS]
    assert all(30 <= count <= 130 for count in words), words
    assert sum(40 <= count <= 90 for count in words) >= 50, words
    for row in ROWS:
        if row["irregularity"] == "trick":
            assert row["status"] == "needs_facts" or row["trick"] != "-", row["name"]


def test_ids_exist_and_quotes_are_the_law_word_for_word() -> None:
    blind.check_ids_and_quotes(ROWS)


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES))
def test_blind8_story(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
