"""The thirteenth blind table of play-period stories (``tests/data/play_scenarios_blind13.tsv``):
60 forum-length posts (45-90 words) about Laws 20-23 and 41-46, written in stop 23 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a veterinarian, a librarian, a hockey
coach, a programmer, a village grandmother, a court stenographer, a crossword fan, a Yakutsk
engineer, a film director, a Canadian club director, a South African player and a Scottish
retired teacher (the ten English posts are the last three's; their other five are Russian).

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (the order fixed by a seeded shuffle before the labels were written). On that
session's start engine (6df431f): dev 19 of 40, holdout 12 of 20. No row was read or worked
on in stop 23; scored once at its end (f282e6c): dev 19 of 40, holdout 12 of 20. The failures
are the strict xfails below (named only). From stop 24 its dev rows may be worked on; the
holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind13.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "scot_cue_bid_explained_too_late": "holdout: engine fails this unseen row",
    "steno_transfer_called_natural": "dev: engine fails this unseen row",
    "coder_king_without_suit": "holdout: engine fails this unseen row",
    "coder_declarer_touched_diamond_queen": "dev: engine fails this unseen row",
    "filmmaker_asks_partner_for_auction": "dev: engine fails this unseen row",
    "canadian_dummy_straightening_spades": "holdout: engine fails this unseen row",
    "granny_wants_to_ruff_holding_heart": "dev: engine fails this unseen row",
    "vet_partner_showed_diamond_queen": "holdout: engine fails this unseen row",
    "scot_wants_to_see_last_trick": "dev: engine fails this unseen row",
    "springbok_dummy_points_out_revoke": "holdout: engine fails this unseen row",
    "filmmaker_west_leads_face_up_oot": "holdout: engine fails this unseen row",
    "springbok_declarer_pulls_dummy_card": "dev: engine fails this unseen row",
}


# the ten English posts, and a programmer's post written mostly in code-like Latin
(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind13_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=11)
