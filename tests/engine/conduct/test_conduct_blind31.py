"""The 31st blind table of play-period stories (``tests/data/play_scenarios_blind31.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 41 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a village woodcarver, a bridge-toll
keeper, a quilt maker, a Volga river pilot, an English kite flyer (in English), a Liverpool
docker (in English), a hat maker, a canal lock keeper, a fabric dyer, an arrow maker, an Irish
travelling tinker (in English) and a London rag-and-bone man (in English): twenty English
posts.

Every play code appears at least once in each half of the writing and at least twice in the
table; seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(52a83e1): dev 23 of 40, holdout 11 of 20, scored once before any work of stop 41 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind31.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "quiltmaker_heard_hearts_not_diamonds": "holdout: engine fails this unseen row",
    "riverpilot_declarer_queen_put_back": "holdout: engine fails this unseen row",
    "kiteflyer_dummy_nudges_heart_jack": "holdout: engine fails this unseen row",
    "kiteflyer_jack_only_heart_legal": "dev: engine fails this unseen row",
    "kiteflyer_review_after_card_maybe": "holdout: engine fails this unseen row",
    "stevedore_said_ace_played_three": "dev: engine fails this unseen row",
    "stevedore_east_fifth_card_diamond": "holdout: engine fails this unseen row",
    "lockkeeper_one_club_stands": "dev: engine fails this unseen row",
    "dyer_slow_spade_then_switch": "dev: engine fails this unseen row",
    "fletcher_must_return_hearts": "dev: engine fails this unseen row",
    "fletcher_dummy_played_for_declarer": "holdout: engine fails this unseen row",
    "tinker_heard_spades_not_hearts": "holdout: engine fails this unseen row",
    "ragpicker_seven_then_nine": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind31_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
