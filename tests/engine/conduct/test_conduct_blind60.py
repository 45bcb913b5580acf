"""The 60th blind table of play-period stories (``tests/data/play_scenarios_blind60.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 70 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a tiler from Kaluga, a retired
telegraph operator, a roadside tyre-fitter, a night watchman, a Grimsby net-maker and a
retired Durham coal miner (the net-maker and the miner in English); a forest ranger from the
Bryansk woods, a theatre make-up artist, a housing-office plumber, a theatre prompter, a
Herefordshire wagon restorer and a Chicago court stenographer (the restorer and the
stenographer in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and seven leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(dabca1c): dev 35 of 40, holdout 15 of 20, scored once before any work of stop 70
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
Four labels were widened because the quote check demanded it: the dev rows
``vakhtyor_transfer_bez_alerta`` gains ``21B1``, ``lesnik_nazval_ne_tu`` ``45C4(A)`` and
``stenographer_dummy_peeked`` ``43A2(C)``, the holdout row ``lesnik_bolvan_za_spinoy``
``43A2(B)`` (their quotes are those clauses' words).
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind60.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "telegrafistka_perebil": "holdout: engine fails this unseen row",
    "netmaker_face_down_swap": "holdout: engine fails this unseen row",
    "pitman_bidding_again": "holdout: engine fails this unseen row",
    "wainwright_king_not_called": "holdout: engine fails this unseen row",
    "wainwright_jack_touching": "dev: engine fails this unseen row",
    "stenographer_fifteen_seconds": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind60_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2,
                      needs_facts=7)
