"""The 44th blind table of play-period stories (``tests/data/play_scenarios_blind44.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 54 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Scottish long-haul lorry driver and a
retired Leeds milkman (in English), a Podolsk plumber, a long-distance train attendant, a
northern rotation-shift oil worker and a Tula supermarket cashier; a London refuse collector
and a Somerset cricket groundsman (in English), an excavator operator, a retired Ivanovo
knitter, a university lab assistant and a surveyor: twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(8a29314): dev 22 of 40, holdout 12 of 20, scored once before any work of stop 54 was measured
on it and released at once: the failures are the strict xfails below (named only). Its dev rows
may be worked on; the holdout rows stay unread.
"""



from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind44.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "lorrydriver_partner_showed_queen_then_led_club": "holdout: engine fails this unseen row",
    "milkman_warned_wrong_hand_peek_disputed": "holdout: engine fails this unseen row",
    "vakhtovik_club_ten_beats_discarded_ace": "holdout: engine fails this unseen row",
    "vakhtovik_review_asked_after_dummy_card_disputed": "dev: engine fails this unseen row",
    "groundsman_top_spade_called_ace_came": "dev: engine fails this unseen row",
    "ekskavatorshchik_sbrosil_tuza_ne_kozyryal": "holdout: engine fails this unseen row",
    "vyazalshchitsa_dama_na_valeta_pauza_spornaya": "holdout: engine fails this unseen row",
    "laborantka_pyataya_karta_vostoka": "holdout: engine fails this unseen row",
    "laborantka_bolvan_proshel_za_spinoy_vostoka": "dev: engine fails this unseen row",
    "laborantka_sever_ispravil_obyasnenie_do_svoey_zayavki": (
        "holdout: engine fails this unseen row"
    ),
    "geodezist_sam_vzyal_kartu_so_stola": "dev: engine fails this unseen row",
    "geodezist_bolvan_dal_pokazaniya_sudye": "dev: engine fails this unseen row",
    "geodezist_multi_obyasnili_kak_bubny": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind44_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
