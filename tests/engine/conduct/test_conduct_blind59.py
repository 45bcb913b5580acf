"""The 59th blind table of play-period stories (``tests/data/play_scenarios_blind59.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 69 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a village joiner, a summer-camp
counsellor, a flower-shop owner, a taxi driver, a Thames mudlark from London and a Cornish
sea-shanty singer (the mudlark and the singer in English); an orchestra conductor, a
cross-country skier, an Arctic weather-station observer, a newspaper journalist, a Yorkshire
brewery drayman and a Vermont maple-syrup maker (the drayman and the syrup maker in English):
twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and seven leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(6576cfd): dev 28 of 40, holdout 15 of 20, scored once before any work of stop 69
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
Two labels were widened because the quote check demanded it: the holdout rows
``tsvetochnitsa_net_korolya`` gains ``44C`` and ``mudlark_transfer_not_natural`` gains
``21B1``, the dev row ``lyzhnitsa_ne_to_obyasnenie`` gains ``21B2`` (their quotes are those
clauses' words).
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind59.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "stolyar_renons_vostoka": "holdout: engine fails this unseen row",
    "tsvetochnitsa_net_korolya": "holdout: engine fails this unseen row",
    "shantyman_slip_of_tongue": "holdout: engine fails this unseen row",
    "lyzhnitsa_bolvan_krichit": "dev: engine fails this unseen row",
    "meteorolog_povtor_na_pervoy": "holdout: engine fails this unseen row",
    "zhurnalistka_hod_ne_v_ochered": "holdout: engine fails this unseen row",
    "sugarmaker_dummy_pulled_king": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind59_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2,
                      needs_facts=7)
