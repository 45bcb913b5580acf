"""The twelfth blind table of play-period stories (``tests/data/play_scenarios_blind12.tsv``):
60 forum-length posts (47-81 words) about Laws 20-23 and 41-46, written in stop 21 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a ship's cook on a cruise liner, a
night-shift security guard, a physics teacher, a Murmansk fisherman, an opera singer, a tax
inspector, a kindergarten teacher, a taxi driver dictating from the car, a chess coach, a New
Zealand club director and a Welsh retired miner (the ten English posts are theirs) and a
Nigerian accountant who writes Russian.

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (fixed before the labels were written). On that session's start engine (d583d9c):
dev 25 of 40, holdout 12 of 20. No row was read or worked on in stops 21 and 22; scored once
at the end of stop 22 (1c6414d): dev 26 of 40, holdout 12 of 20. The failures are the strict
xfails below (named only). From stop 23 its dev rows may be worked on; the holdout rows stay
unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind12.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "inspector_dummy_warned_after_leaving_seat": "holdout: engine fails this unseen row",
    "soprano_transfer_or_natural": "dev: engine fails this unseen row",
    "inspector_ace_without_suit": "holdout: engine fails this unseen row",
    "chess_dummy_five_noticed_late": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind12_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=10)
