"""The 57th blind table of play-period stories (``tests/data/play_scenarios_blind57.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 67 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: an auto body repairer from Tolyatti, a
retired flight mechanic from Ulan-Ude, a retired gardener from Michurinsk, a printing-press
operator from Tver, a Lancashire loom tuner and a Newfoundland cod fisherman (the tuner and the
fisherman in English); a nickel smelter from Norilsk, a flour miller from Yelets, a Vologda
village cattlewoman, a stone carver from Pudozh, a Cumbrian slate-quarry foreman and a Maine
sardine-cannery packer (the foreman and the packer in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(79486d4): dev 29 of 40, holdout 17 of 20, scored once before any work of stop 67
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
One label was widened because the quote check demanded it: ``skotnitsa_bolvan_za_spinoy`` gains
``43A2(B)`` (its quote is 43A2(B)'s words; a dev row).
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind57.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "pechatnik_multi_ne_tak_obyasnili": "holdout: engine fails this unseen row",
    "codjigger_dummy_said_in_hand": "dev: engine fails this unseen row",
    "kamenotes_bolvan_kriknul_shtrafnaya": "holdout: engine fails this unseen row",
    "sardinepacker_must_follow_trump": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind57_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2,
                      needs_facts=6)
