"""The 37th blind table of play-period stories (``tests/data/play_scenarios_blind37.tsv``):
60 forum-length posts (42-96 words) about Laws 20-23 and 41-46, written in stop 47 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a New Mexico balloonist and a Hebridean
crofter (in English), a Yekaterinburg stonecutter, a Khabarovsk ice carver, a Suzdal mead maker,
a Tula bathhouse attendant, a Barossa vintner and a San Diego surf instructor (in English), a
Perm pelmeni maker, a Tula samovar repairman, a Rostov pigeon fancier and a Petersburg photo
retoucher: twenty English posts.

Every play code appears at least once in each half of the writing; seven posts are governed by
a law outside 19-46 (status ``outside``) and six leave out a deciding fact (``needs_facts``).
Every third row is ``holdout``. On that session's start engine (f3e8b53): dev 26 of 40,
holdout 10 of 20, scored once before any work of stop 47 was measured on it and released
at once: the failures are the strict xfails below (named only). Its dev rows may be worked on;
the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind37.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "crofter_diamond_named_without_rank": "dev: engine fails this unseen row",
    "stonecutter_spade_queen_not_on_table": "holdout: engine fails this unseen row",
    "icecarver_spade_king_dropped": "dev: engine fails this unseen row",
    "meadmaker_dummy_peeked_flagged_revoke": "holdout: engine fails this unseen row",
    "banshchik_ace_named_without_suit": "holdout: engine fails this unseen row",
    "surfer_told_partner_youre_in_dummy": "holdout: engine fails this unseen row",
    "surfer_wanted_to_swap_face_down_lead": "holdout: engine fails this unseen row",
    "golubyatnik_bidding_again_trick_four": "holdout: engine fails this unseen row",
    "retoucher_heart_queen_shown_maybe": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind37_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
