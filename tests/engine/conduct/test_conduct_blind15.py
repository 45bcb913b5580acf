"""The fifteenth blind table of play-period stories (``tests/data/play_scenarios_blind15.tsv``):
60 forum-length posts (45-70 words) about Laws 20-23 and 41-46, written in stop 25 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a submarine officer, a florist, a tax
inspector, an archaeologist, a philosopher, a grandmother from Vologda writing as she speaks,
a sports commentator, a teenager with gamer slang, a wedding toastmaster, a Jamaican club
player, a Hong Kong student and a retired schoolteacher from Florida (fifteen English posts,
the last three's).

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout``. On that session's start engine (6589402): dev 28 of 40, holdout 9 of 20. No row
was read or worked on in stop 25; scored once at its end (ccacce7): dev 29 of 40, holdout 9
of 20. The failures are the strict xfails below (named only). From stop 26 its dev rows may be
worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind15.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "florist_card_maybe_seen": "holdout: engine fails this unseen row",
    "taxman_hesitation_pass": "holdout: engine fails this unseen row",
    "archaeologist_face_down_lead_swap": "holdout: engine fails this unseen row",
    "granny_ruff_while_holding_suit": "holdout: engine fails this unseen row",
    "teen_dummy_trumps_left": "holdout: engine fails this unseen row",
    "toastmaster_wrong_board_played": "holdout: engine fails this unseen row",
    "jamaican_dummy_asks_opponents": "dev: engine fails this unseen row",
    "hkstudent_mi_partner_called": "holdout: engine fails this unseen row",
    "hkstudent_dummy_half_pulls_ace": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind15_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=15)
