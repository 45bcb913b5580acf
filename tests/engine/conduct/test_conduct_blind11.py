"""The eleventh blind table of play-period stories (``tests/data/play_scenarios_blind11.tsv``):
60 forum-length posts (50-79 words) about Laws 20-23 and 41-46, written in stop 20 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Yekaterinburg tram driver, a
cardiologist, a street-market trader, a Yakut school headmistress, a retired diplomat, two
students writing in turns, an Altai farmer, a teenage rapper, a librarian with footnotes in
brackets, a Scottish club player, a Canadian retiree and an Indian engineer (the ten English
posts are theirs; their other five posts are in Russian, written as foreigners living in
Russia).

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (fixed before the labels were written). On that session's start engine (c1599f7):
dev 21 of 40, holdout 8 of 20. No row was read or worked on in stop 20: the whole table was
scored once at its end (c6dd38f: dev 21 of 40, holdout 8 of 20, unchanged), and the failures are
the strict xfails below (named only). The dev rows may be worked on from stop 21; the holdout
rows stay unread. In stop 21 the dev rows were worked on (helper P21, ``test_conduct_p21.py``):
dev 40 of 40.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind11.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "rapper_flips_ten_early": "holdout: engine fails this unseen row",
    "scot_dummy_tells_td_fact": "holdout: engine fails this unseen row",
    "diplomat_may_change_after_mi": "holdout: engine fails this unseen row",
    "canuck_dummy_calls_td_mid_hand": "holdout: engine fails this unseen row",
    "students_heart_no_rank": "holdout: engine fails this unseen row",
    "cardio_declarer_shown_queen": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind11_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=10)
