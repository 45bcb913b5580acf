"""The ninth blind table of play-period stories (``tests/data/play_scenarios_blind9.tsv``):
60 forum-length posts (26-97 words) about Laws 20-23 and 41-46, written in stop 18 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Kuzbass miner, a ballet teacher, a
taxi driver between rides, a Finnish player and an Australian (the ten English posts), a
Moldovan winemaker, a radio sports commentator, a nurse on a night shift, a retired pilot with
checklists, a librarian quoting the law book, a schoolteacher grading the players and a young
Instagram player with hashtags.

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (fixed before the engine was run). On that session's start engine (e4525a0) dev 25
of 40, holdout 10 of 20. The dev rows were then read and worked on (dev 37 of 40 at 0343041);
scored once at the end, the holdout half stayed at 10 of 20. The failures are the strict
xfails below (holdout rows named only, never read).
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind9.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "librarian_queen_then_jack": "«через три секунды … просто передумал» not read as a pause",
    "librarian_review_from_dummy": "20D read; the row names the asker as offender, blind2 "
    "and play_rulings name none for 20D",
    "nurse_club_queen_slip": "label card_played; a named dummy card is `designation` elsewhere",
    "insta_who_doubled": "holdout: engine fails this unseen row",
    "radio_east_fifth_spade_nine": "holdout: engine fails this unseen row",
    "pilot_dummy_spreads_too_early": "holdout: engine fails this unseen row",
    "insta_peek_last_trick": "holdout: engine fails this unseen row",
    "taxi_declarer_fifth_spade": "holdout: engine fails this unseen row",
    "pilot_ten_two_legal_tens": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind9_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=10)
