"""The 27th blind table of play-period stories (``tests/data/play_scenarios_blind27.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 37 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a tinsmith, an archer (in English), an
icebreaker's officer, a Scottish curler (in English), a rowing coach, a bonsai gardener, a
fencer (in English), an American orthodontist (in English), an old-town lamplighter, a taiga
trapper, a national park ranger and a mountain guide: twenty English posts.

Every play code appears at least once in each half of the writing and at least twice in the
table; seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(da58249): dev 26 of 40, holdout 15 of 20, scored once before any work of stop 37 was measured
on it and released at once: the failures are the strict xfails below (named only). Its dev rows
may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind27.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "tinsmith_club_found_after_next_trick": "holdout: engine fails this unseen row",
    "icebreaker_partner_shows_spade_queen": "holdout: engine fails this unseen row",
    "curler_queen_slides_from_hand": "holdout: engine fails this unseen row",
    "rower_dummy_scolds_turned_card": "holdout: engine fails this unseen row",
    "orthodontist_king_back_in_hand": "dev: engine fails this row at the start",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind27_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
