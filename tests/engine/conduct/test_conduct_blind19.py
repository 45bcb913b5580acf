"""The nineteenth blind table of play-period stories (``tests/data/play_scenarios_blind19.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 29 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a glassblower, an ornithologist, a
radiologist, a steelworker, an Icelander and a British yachtswoman (the last two in English),
a barber, a violinist, an archivist, a paramedic, a confectioner and a Montana rancher (in
English): fifteen English posts.

Every play code appears at least twice (the two writers' halves each held every code once
at least); seven posts are governed by a law outside 19-46 (status ``outside``) and six leave
out a deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start
engine (c54cbc0): dev 23 of 40, holdout 12 of 20, scored once before any work of stop 29 and
released at once: the failures are the strict xfails below (named only). Its dev rows may be
worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind19.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "radiologist_partner_led_out_of_turn": (
        "dev: lost when the case and outside models were retrained on the rows "
        "released up to stop 41"
    ),
    "yachtswoman_skipper_said_just_club": "dev: engine fails this unseen row",
    "icelander_nt_spade_ace_discard_trick": "holdout: engine fails this unseen row",
    "ornithologist_defender_hesitated_no_honour": "holdout: engine fails this unseen row",
    "glassblower_stayman_called_natural": "holdout: engine fails this unseen row",
    "steelworker_dummy_says_take_finesse": "holdout: engine fails this unseen row",
    "archivist_defender_turned_card_early": "holdout: engine fails this unseen row",
    "paramedic_extra_club_from_hand": "dev: engine fails this unseen row",
    "montana_grabbed_dummy_king": "dev: engine fails this unseen row",
    "archivist_unalerted_short_club": "holdout: engine fails this unseen row",
    "violinist_who_bid_spades_first": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind19_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=15, per_code=2)
