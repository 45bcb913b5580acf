"""The 21st blind table of play-period stories (``tests/data/play_scenarios_blind21.tsv``):
60 forum-length posts (50-90 words) about Laws 20-23 and 41-46, written in stop 31 from the
law text and the contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a cobbler, a carpenter, an optician,
an acrobat, a Yorkshire roofer (in English), a street juggler (in English), a calligrapher, a
perfumer, a weaver from Ivanovo, a goldsmith, a retired miller and a Nova Scotia shipwright
(in English): fifteen English posts.

Every play code appears at least twice (the two writers' halves each held every code once
at least); seven posts are governed by a law outside 19-46 (status ``outside``) and six leave
out a deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start
engine (04432da): dev 26 of 40, holdout 14 of 20, scored once before any work of stop 31 was
measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind21.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "carpenter_multi_explained_as_weak_two": "holdout: engine fails this unseen row",
    "shipwright_face_down_lead_change_of_mind": "holdout: engine fails this unseen row",
    "calligrapher_high_spade_from_dummy": "dev: engine fails this row",
    "shipwright_pitched_ace_club_king_wins": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind21_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=15, per_code=2)
