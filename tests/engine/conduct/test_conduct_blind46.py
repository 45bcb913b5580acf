"""The 46th blind table of play-period stories (``tests/data/play_scenarios_blind46.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 56 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Kuban agronomist, a Samara TV
repairman, a Tyumen construction slinger, a Gzhel pottery teacher, a Cornish lifeboat volunteer
and a Yorkshire confectioner (the last two in English); a Vorkuta boiler-house operator, a
Torzhok embroiderer, a Cherepovets crane operator, a Bryansk forester, an Oxfordshire Morris
dancer and a retired London bus driver (the last two in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(bbf5edf): dev 25 of 40, holdout 15 of 20, scored once before any work of stop 56 was measured
on it and released at once: the failures are the strict xfails below (named only). Its dev rows
may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind46.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "keramistka_kosnulas_bubnovogo_korolya_na_stole": "holdout: engine fails this unseen row",
    "morrisdancer_dummy_played_king_before_i_named_it": "holdout: engine fails this unseen row",
    "morrisdancer_face_down_lead_then_partner_asked_about_clubs": (
        "holdout: engine fails this unseen row"
    ),
    "allotmenteer_strong_or_weak_no_trump_no_card": "dev: engine fails this unseen row",
    "allotmenteer_asked_must_i_follow_under_partners_ace": "holdout: engine fails this unseen row",
    "allotmenteer_said_king_after_dummys_club_ace": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind46_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
