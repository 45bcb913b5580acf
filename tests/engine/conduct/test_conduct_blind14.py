"""The fourteenth blind table of play-period stories (``tests/data/play_scenarios_blind14.tsv``):
60 forum-length posts (45-90 words) about Laws 20-23 and 41-46, written in stop 24 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a ship's cook, a choir singer, a taxi
dispatcher, a chemistry teacher, a young mother typing one-handed, a retired judge, a mushroom
picker, a fitness trainer, a stand-up comedian, an Australian club player, a director from
Lagos and a New Zealand junior (ten English posts, the last three's; their other five are
Russian).

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout``. On that session's start engine (3c391b5): dev 22 of 40, holdout 8 of 20. No row
was read or worked on in stop 24; scored once at its end (aa1e497): dev 25 of 40, holdout 8
of 20. The failures are the strict xfails below (named only). From stop 25 its dev rows may be
worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind14.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "judge_declarer_review_first_turn": "holdout: engine fails this unseen row",
    "mushroom_dummy_asks_defender": "dev: engine fails this unseen row",
    "chemist_notrump_discard_ace": "dev: engine fails this unseen row",
    "comedian_dummy_wrong_hand_warning": "holdout: engine fails this unseen row",
    "dispatcher_misinfo_partner_called": "holdout: engine fails this unseen row",
    "judge_dummy_peeked_then_pointed": "holdout: engine fails this unseen row",
    "comedian_dummy_pulls_ace": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind14_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=10)
