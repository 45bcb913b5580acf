"""The 42nd blind table of play-period stories (``tests/data/play_scenarios_blind42.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 52 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: an English watermill millwright and a
Norfolk wherry skipper (in English), a plasterer, a Volga deckhand, a cash-in-transit guard, an
old buoy keeper on the Oka, a Sussex hurdle maker and a Stoke-on-Trent saggar maker (in
English), a Kuban combine driver, a post-office sorter, a milling-machine operator and a Sochi
chambermaid: twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(d05d6fd): dev 28 of 40, holdout 16 of 20, scored once before any work of stop 52 was
measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""


from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind42.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "wherryman_2nt_explained_wrong": "dev: engine fails this unseen row",
    "wherryman_led_when_partner_won": "holdout: engine fails this unseen row",
    "burlak_misheard_their_two_clubs": "dev: engine fails this unseen row",
    "bakenshchik_asked_about_their_discards": "holdout: engine fails this unseen row",
    "hurdlemaker_little_trump_on_king": "holdout: engine fails this unseen row",
    "saggarmaker_extra_card_off_table": "dev: engine fails this unseen row",
    "kombainer_led_out_of_turn_face_up": "holdout: engine fails this unseen row",
    "frezerovshchik_queen_maybe_seen": "dev: engine fails this unseen row",
    "frezerovshchik_multi_or_weak_diamonds": "dev: engine fails this unseen row",
    "gornichnaya_took_double_for_penalty": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind42_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
