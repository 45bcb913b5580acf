"""The 26th blind table of play-period stories (``tests/data/play_scenarios_blind26.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 36 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a cryptographer, an American marathon
runner (in English), a taxidermist, a cartoonist, an Australian ex-gymnast (in English), a
snowboarder, a locomotive driver, a piano tuner, a British skydiving instructor (in English), a
Swiss hotel manager (in English), a beadworker and a Volga ferryman: twenty English posts.

Every play code appears at least twice; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout``. On that session's start engine (ffa2e3a): dev 27 of 40, holdout 10 of 20, scored
once before any work of stop 36 was measured on it and released at once: the failures are the
strict xfails below (named only). Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind26.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "marathoner_partner_faces_opening_lead": "holdout: engine fails this unseen row",
    "cartoonist_declarer_flips_card_early": "holdout: engine fails this unseen row",
    "gymnast_partner_asks_whose_lead": "holdout: engine fails this unseen row",
    "snowboarder_partner_asks_about_clubs": "holdout: engine fails this unseen row",
    "pianotuner_renamed_after_fermata": "holdout: engine fails this unseen row",
    "hotelier_one_club_then_three_passes": "dev: engine fails this row at the start",
    "ferrier_partner_leads_after_south_won": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind26_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
