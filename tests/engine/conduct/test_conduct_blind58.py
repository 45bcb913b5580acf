"""The 58th blind table of play-period stories (``tests/data/play_scenarios_blind58.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 68 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a glassblower from Gus-Khrustalny, a
bakery owner from Kolomna, a railway track worker from Ruzayevka, a winemaker from
Abrau-Dyurso, a Tyneside tugboat skipper and a Maine clam digger (the skipper and the digger in
English); a spinning-mill worker from Ivanovo, a librarian from Tver, a retired ship's
navigator from Murmansk, a White Sea lighthouse keeper, a Montana fly tier and a Bristol stilt
walker (the tier and the walker in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and seven leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(164d5bc): dev 30 of 40, holdout 11 of 20, scored once before any work of stop 68
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
Two labels were widened because the quote check demanded it (both dev rows):
``steklodyv_dama_ili_devyatka`` gains ``45C4(A)`` and ``shturman_podsmotrel_i_podskazal`` gains
``43A2(C)`` (their quotes are those clauses' words).
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind58.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "putevoy_ty_na_stole": "holdout: engine fails this unseen row",
    "vinodel_povtorite_torgovlyu": "holdout: engine fails this unseen row",
    "clamdigger_forgot_transfer": "holdout: engine fails this unseen row",
    "clamdigger_touched_queen": "holdout: engine fails this unseen row",
    "shturman_lishnyaya_bubna": "holdout: engine fails this unseen row",
    "shturman_vyshel_ne_v_ochered": "holdout: engine fails this unseen row",
    "mayachnik_kto_atakuet": "holdout: engine fails this unseen row",
    "flytier_touched_the_jack": "dev: engine fails this unseen row",
    "stiltwalker_extra_two_fell_out": "holdout: engine fails this unseen row",
    "stiltwalker_dummy_gobby": "dev: engine fails this unseen row",
    "stiltwalker_just_said_king": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind58_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2,
                      needs_facts=7)
