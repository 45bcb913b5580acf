"""The 30th blind table of play-period stories (``tests/data/play_scenarios_blind30.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 40 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Volga ferryman, a cabinetmaker, a
craft distiller, a power-line repairman, an orchestra trumpeter (in English), a Cheshire
salt-works hand (in English), a Karelian sawmill worker, a river barge skipper, a church bell
founder, a village shoemaker, a retired telegraph operator (in English) and a Cape Cod
cranberry grower (in English): twenty English posts.

Every play code appears at least once in each half of the writing and at least twice in the
table; seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(41452e6): dev 18 of 40, holdout 9 of 20, scored once before any work of stop 40 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind30.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "ferryman_face_down_lead_take_back": "dev: engine fails this unseen row",
    "ferryman_dummy_diamond_noticed_later": "holdout: engine fails this unseen row",
    "cabinetmaker_declarer_straightens_dummy": "holdout: engine fails this unseen row",
    "distiller_partner_question_then_switch": "dev: engine fails this unseen row",
    "trumpeter_partner_leads_out_of_turn": "holdout: engine fails this unseen row",
    "saltmaker_partner_card_after_dummy_trick": "dev: engine fails this unseen row",
    "saltmaker_wants_ruff_holding_diamond": "holdout: engine fails this unseen row",
    "saltmaker_multi_found_in_play": "dev: engine fails this unseen row",
    "sawyer_dummy_puts_jack_not_nine": "dev: engine fails this unseen row",
    "bargeman_partner_wants_auction_after_lead": "dev: engine fails this unseen row",
    "bellfounder_misheard_transfer": "holdout: engine fails this unseen row",
    "telegraphist_revoke_found_trick_nine": "holdout: engine fails this unseen row",
    "telegraphist_face_down_lead_swapped": "dev: engine fails this unseen row",
    "telegraphist_misexplained_two_diamonds": "holdout: engine fails this unseen row",
    "telegraphist_partner_fifth_card_king": "dev: engine fails this unseen row",
    "cranberry_dummy_keeps_trick_count": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind30_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
