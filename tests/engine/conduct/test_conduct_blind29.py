"""The 29th blind table of play-period stories (``tests/data/play_scenarios_blind29.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 39 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a church sexton, a quarryman, a
milliner, a Vologda wheelwright, a Halifax harbour master (in English), a Wyoming ranch hand (in
English), a retired naval navigator, an Ivanovo seamstress, a Yakutsk fur trader, a grumpy
ironmonger, a Maine lobsterman (in English) and a London greengrocer (in English): twenty
English posts.

Every play code appears at least once in each half of the writing and at least twice in the
table; seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(89d7cae): dev 24 of 40, holdout 11 of 20, scored once before any work of stop 39 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind29.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "sexton_declarer_says_highest": "dev: engine fails this unseen row",
    "quarryman_revoke_found_trick_ten": "holdout: engine fails this unseen row",
    "quarryman_queen_held_face_up": "dev: engine fails this unseen row",
    "harbormaster_lead_from_wrong_hand": "holdout: engine fails this unseen row",
    "harbormaster_jack_then_queen": "dev: engine fails this unseen row",
    "harbormaster_unalerted_transfer": "holdout: engine fails this unseen row",
    "ranchhand_who_leads_vs_west": "dev: engine fails this unseen row",
    "ranchhand_partner_question_then_switch": "holdout: engine fails this unseen row",
    "lobsterman_partner_revoke_established": "holdout: engine fails this unseen row",
    "lobsterman_east_flashed_diamond_queen": "holdout: engine fails this unseen row",
    "greengrocer_multi_revealed_trick_five": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind29_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
