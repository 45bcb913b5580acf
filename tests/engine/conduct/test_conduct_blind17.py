"""The seventeenth blind table of play-period stories (``tests/data/play_scenarios_blind17.tsv``):
60 forum-length posts (50-80 words) about Laws 20-23 and 41-46, written in stop 27 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a mountain climber, a firefighter, a
watchmaker, a diver, a circus clown, a blacksmith, a theatre prompter, a shepherd, a biathlete,
a Trinidad cricket fan, a Maltese retiree and a Sri Lankan tea-estate manager (fifteen English
posts, the last three's).

Every play code appears at least twice (the two writers' halves each held every code once
at least); seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout``. On that session's start engine (e1b404f): dev 26 of 40, holdout 9 of 20. No row
was read or worked on in stop 27 before its one scoring (cfb6b5a): dev 26 of 40, holdout 9 of
20. The failures are the strict xfails below (named only). From stop 28 its dev rows may be
worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind17.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "alpinist_late_auction_review": "dev: engine fails this unseen row",
    "watchmaker_misheard_weak_two": "holdout: engine fails this unseen row",
    "firefighter_question_during_play": "dev: engine fails this unseen row",
    "teaplanter_dummy_watched_then_warned": "holdout: engine fails this unseen row",
    "maltese_partner_ace_held_low": "holdout: engine fails this unseen row",
    "maltese_forgot_multi": "holdout: engine fails this unseen row",
    "maltese_ace_after_dummy_won_club": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind17_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=15, per_code=2)
