"""The 28th blind table of play-period stories (``tests/data/play_scenarios_blind28.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 38 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a theatre usher (in English), a jester,
a beachcomber (in English), a village club's sheriff, a glover, a ship's chandler, an oboist (in
English), a rock drummer, an ex-army sapper, a stable hand (in English), a beautician and a
dog-sled musher: twenty English posts.

Every play code appears at least once in each half of the writing and at least twice in the
table; seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(d74f7fe): dev 31 of 40, holdout 15 of 20, scored once before any work of stop 38 was measured
on it and released at once: the failures are the strict xfails below (named only). Its dev rows
may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind28.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "usher_partner_leads_face_up_out_of_turn": "holdout: engine fails this unseen row",
    "sheriff_dummy_summons_director": "holdout: engine fails this unseen row",
    "oboist_face_down_lead_second_thoughts": "holdout: engine fails this unseen row",
    "musher_fifth_card_looks_like_lead": "holdout: engine fails this unseen row",
    "musher_dummy_ruff_who_leads": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind28_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
