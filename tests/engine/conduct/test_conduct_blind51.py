"""The 51st blind table of play-period stories (``tests/data/play_scenarios_blind51.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 61 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Cherepovets welder, a Vologda road
builder, a Wyoming ranch hand, a Shatura furniture maker, a Yessentuki hairdresser and a
Yorkshire caver (the ranch hand and the caver in English); a Skopin potter, a Tomsk
geophysicist, a Trinidad steel-pan player, a Samara taxi dispatcher, an Astrakhan fisherwoman
and a Queensland cane cutter (the steel-pan player and the cane cutter in English): twenty
English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(c0c0909): dev 26 of 40, holdout 10 of 20, scored once before any work of stop 61
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind51.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "svarshchik_vostok_snyos_bubnu_imeya_piku": "holdout: engine fails this unseen row",
    "svarshchik_pokazal_tuza_pik_partneru_i_peredumal": "dev: engine fails this unseen row",
    "dorozhnik_perevod_v_piki_bez_alerta_uznali_posle_khoda": (
        "holdout: engine fails this unseen row"
    ),
    "dorozhnik_dvoyka_pik_potom_dama_byla_li_pauza": "holdout: engine fails this unseen row",
    "wrangler_two_hearts_stuck_together_from_my_hand": "holdout: engine fails this unseen row",
    "parikmakher_vika_dolgo_dumala_arsen_skazal_3_chervy": "dev: engine fails this unseen row",
    "parikmakher_lyusya_bolvanom_rasskazala_sudye": "holdout: engine fails this unseen row",
    "potholer_asked_north_about_their_discards": "holdout: engine fails this unseen row",
    "potholer_north_led_when_i_had_won_the_trick": "dev: engine fails this unseen row",
    "geofizik_kto_atakuet_protiv_4_chervey_zapada_s_kontroy": (
        "holdout: engine fails this unseen row"
    ),
    "geofizik_zapad_derzhal_pikovuyu_damu_u_sukna": "holdout: engine fails this unseen row",
    "dispetcherka_poprosila_povtorit_torgovlyu_posle_svoey_karty": (
        "dev: engine fails this unseen row"
    ),
    "dispetcherka_bolvan_polozhil_damu_vmesto_chetvyorki": "dev: engine fails this unseen row",
    "dispetcherka_bolvan_pervym_zametil_renons_a_do_etogo_zaglyadyval": (
        "holdout: engine fails this unseen row"
    ),
    "rybachka_partnyor_rugaet_chto_ne_kozyrnula": "holdout: engine fails this unseen row",
    "rybachka_zapad_skazal_damu_bez_masti": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind51_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
