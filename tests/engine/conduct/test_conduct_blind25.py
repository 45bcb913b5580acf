"""The 25th blind table of play-period stories (``tests/data/play_scenarios_blind25.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 35 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a tile-layer, a cellist, a
paleontologist, a New Zealand sheep shearer (in English), an old cinema projectionist (in
English), a lexicographer, a Venetian gondolier (in English), a chocolatier, a herpetologist, a
Texan rodeo rider (in English), an acupuncturist and a boiler-room stoker: twenty English posts.

Every play code appears at least twice (the two writers' halves each held every code once
at least); seven posts are governed by a law outside 19-46 (status ``outside``) and six leave
out a deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start
engine (1e3b189): dev 28 of 40, holdout 15 of 20, scored once before any work of stop 35 was
measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind25.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "projectionist_dummy_running_commentary": "holdout: engine fails this unseen row",
    "lexicographer_misread_stayman": "holdout: engine fails this unseen row",
    "lexicographer_review_missed_double": "holdout: engine fails this unseen row",
    "gondolier_review_at_first_turn": "dev: engine fails this row at the start",
    "gondolier_east_leads_first": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind25_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
