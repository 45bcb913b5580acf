"""The 33rd blind table of play-period stories (``tests/data/play_scenarios_blind33.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 43 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a cartwright, a fishmonger, a hotel
bellhop (in English), a ship's boatswain (in English), a haberdasher, a stationmaster, a
cellarman, a shoeshiner, a lens maker, a village hayward (in English), a pastry cook and an
office typist (in English): twenty English posts.

Every play code appears at least once in each half of the writing; seven posts are governed by
a law outside 19-46 (status ``outside``) and six leave out a deciding fact (``needs_facts``).
Every third row is ``holdout``. On that session's start engine (c345ef5): dev 31 of 40,
holdout 19 of 20, scored once before any work of stop 43 was measured on it and released
at once: the failures are the strict xfails below (named only). Its dev rows may be worked on;
the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind33.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "haberdasher_spade_jack_changed_to_club": "dev: engine fails this unseen row",
    "pastrycook_declarer_fingered_dummy_queen": "dev: engine fails this unseen row",
    "pastrycook_east_shows_spade_queen": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind33_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
