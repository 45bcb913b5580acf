"""The 41st blind table of play-period stories (``tests/data/play_scenarios_blind41.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 51 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Yorkshire linotype operator and a
Welsh coal merchant (in English), a Siberian boiler-house stoker, a warehouse storekeeper, a
tailoring-shop cutter, an oil-rig driller, a Bristol pest-control man and a London market
trader (in English), a high-rise installer, a freight forwarder, a kindergarten nanny and a
river hydrologist: twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(5412db3): dev 25 of 40, holdout 11 of 20, scored once before any work of stop 51 was
measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""


from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind41.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "coalheaver_four_passes_redeal": "holdout: engine fails this unseen row",
    "coalheaver_swap_face_down_lead": "holdout: engine fails this unseen row",
    "kochegar_review_after_lead_faced": "holdout: engine fails this unseen row",
    "kladovshchik_two_cards_stuck_together": "dev: engine fails this unseen row",
    "kladovshchik_which_queen_from_dummy": "dev: engine fails this unseen row",
    "kladovshchik_dummy_nudged_spade_king": "holdout: engine fails this unseen row",
    "zakroyshchitsa_declarer_touched_spade_jack": "holdout: engine fails this unseen row",
    "barrowboy_top_one_from_table": "holdout: engine fails this unseen row",
    "barrowboy_no_alert_wants_last_pass_back": "holdout: engine fails this unseen row",
    "ekspeditor_fifth_card_by_east": "holdout: engine fails this unseen row",
    "nyanechka_partner_ruffed_small": "holdout: engine fails this unseen row",
    "nyanechka_dummy_asked_about_hearts": "dev: engine fails this unseen row",
    "gidrolog_dummy_called_director_himself": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind41_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
