"""The 34th blind table of play-period stories (``tests/data/play_scenarios_blind34.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 44 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a gunsmith, a second-hand bookseller,
a carriage coachman (in English), a Scottish gamekeeper (in English), a furniture restorer, a
clockmaker, a dressmaker, an organ builder, a ship's quartermaster (in English), a country-pub
innkeeper (in English), a tiled-stove maker and a sugar-beet grower: twenty English posts.

Every play code appears at least once in each half of the writing; seven posts are governed by
a law outside 19-46 (status ``outside``) and six leave out a deciding fact (``needs_facts``).
Every third row is ``holdout``. On that session's start engine (39f5f18): dev 25 of 40,
holdout 14 of 20, scored once before any work of stop 44 was measured on it and released
at once: the failures are the strict xfails below (named only). Its dev rows may be worked on;
the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind34.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "coachman_partner_led_too_soon": "holdout: engine fails this unseen row",
    "gamekeeper_lead_faced_straight_away": "holdout: engine fails this unseen row",
    "quartermaster_high_diamond_meant_queen": "holdout: engine fails this unseen row",
    "stovemaker_dummy_said_draw_trumps": "holdout: engine fails this unseen row",
    "beetgrower_singleton_hesitation": "dev: engine fails this unseen row",
    "beetgrower_transfer_not_alerted": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind34_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
