"""The 54th blind table of play-period stories (``tests/data/play_scenarios_blind54.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 64 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Volga village water carrier, a retired
Yaroslavl steam-engine driver, a market trader from the Yorkshire Dales, a tar burner from the
Arkhangelsk forests, a Welsh coracle maker and a felt worker from Uryupinsk (the trader and the
coracle maker in English); a retired crop-duster pilot from Stavropol, a Tobolsk fur farmer, a
Glasgow boilermaker, a Vyatka felt-boot maker, an East End pie-shop owner and an Altai herbalist
(the boilermaker and the pie-shop owner in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(5eef98d): dev 26 of 40, holdout 13 of 20, scored once before any work of stop 64
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind54.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "parovoznik_dama_buben_nf": "holdout: engine fails this unseen row",
    "sherstobit_ogovorilsya_valet_dama_nf": "holdout: engine fails this unseen row",
    "lyotchitsa_bolvan_kozyrnul_dvoykoy": "dev: engine fails this unseen row",
    "zverovod_pika_v_bubnakh": "holdout: engine fails this unseen row",
    "boilermaker_extra_jack_on_trick": "dev: engine fails this unseen row",
    "boilermaker_whose_opening_lead": "dev: engine fails this unseen row",
    "boilermaker_claim_missed_trump": "holdout: engine fails this unseen row",
    "pieman_weak_two_multi": "holdout: engine fails this unseen row",
    "travnitsa_partner_poshel_ne_v_ochered": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind54_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
