"""The 35th blind table of play-period stories (``tests/data/play_scenarios_blind35.tsv``):
60 forum-length posts (45-90 words) about Laws 20-23 and 41-46, written in stop 45 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a wooden-toy maker, a knife maker, a
Sheffield hand engraver (in English), a chair maker, an Altai goat farmer, a Vermont
papermaker (in English), an icon gilder, a Yorkshire bowyer (in English), a kennel keeper, an
Irish basket weaver (in English), an ice fisherman and a tram driver: twenty English posts.

Every play code appears at least once in each half of the writing; seven posts are governed by
a law outside 19-46 (status ``outside``) and six leave out a deciding fact (``needs_facts``).
Every third row is ``holdout``. On that session's start engine (54ba629): dev 26 of 40,
holdout 14 of 20, scored once before any work of stop 45 was measured on it and released
at once: the failures are the strict xfails below (named only). Its dev rows may be worked on;
the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind35.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "cutler_queen_near_cloth": "holdout: engine fails this unseen row",
    "goatherd_misread_transfer": "holdout: engine fails this unseen row",
    "papermaker_touched_dummy_queen": "dev: engine fails this unseen row",
    "basketweaver_seven_touching_table": "dev: engine fails this unseen row",
    "basketweaver_wrong_diamond_noticed_late": "holdout: engine fails this unseen row",
    "basketweaver_missed_transfer_alert": "dev: engine fails this unseen row",
    "icefisher_touched_dummy_queen": "holdout: engine fails this unseen row",
    "icefisher_jack_named_no_suit": "dev: engine fails this unseen row",
    "tramdriver_auction_review_too_late": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind35_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
