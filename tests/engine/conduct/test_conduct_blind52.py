"""The 52nd blind table of play-period stories (``tests/data/play_scenarios_blind52.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 62 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Ryazan poultry-farm worker, a flight
attendant, a Somerset cowherd, a Samara tram-depot fitter, a night watchman and an Aberdeen
fishwife (the cowherd and the fishwife in English); a Voronezh stable hand, a Tolyatti car
mechanic, an Oxford-canal boat dweller, a Moscow lift operator, a Krasnoyarsk firefighter and a
Wisconsin dairyman (the boat dweller and the dairyman in English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(bd9fcfe): dev 21 of 40, holdout 7 of 20, scored once before any work of stop 62
was measured on it and released at once: the failures are the strict xfails below (named only).
Its dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind52.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "ptichnitsa_valya_bolvanom_stavila_palochki_za_vzyatki": (
        "holdout: engine fails this unseen row"
    ),
    "bortprovodnitsa_u_yuga_vypala_pyataya_karta_bubna": "dev: engine fails this unseen row",
    "bortprovodnitsa_u_partnyora_vyskolznul_korol_pik": "holdout: engine fails this unseen row",
    "cowherd_missus_picked_up_dummys_ten_of_hearts": "holdout: engine fails this unseen row",
    "cowherd_i_chucked_the_club_ace_in_no_trumps": "dev: engine fails this unseen row",
    "slesar_vynul_damu_so_stola_i_peredumal": "dev: engine fails this unseen row",
    "slesar_yug_derzhal_valeta_u_sukna_ili_u_grudi": "holdout: engine fails this unseen row",
    "fishwife_dougie_asked_nae_diamonds_hen": "holdout: engine fails this unseen row",
    "fishwife_didnae_trump_and_partner_is_greetin": "holdout: engine fails this unseen row",
    "konyukh_derzhal_bubnovogo_korolya_u_sukna_ili_u_grudi": "dev: engine fails this unseen row",
    "avtomekhanik_bolvan_vydvinul_chervovuyu_damu": "holdout: engine fails this unseen row",
    "bargewoman_peter_fetched_tea_then_warned_me_about_the_lead": (
        "holdout: engine fails this unseen row"
    ),
    "bargewoman_passed_hughs_takeout_double_thinking_penalty": (
        "holdout: engine fails this unseen row"
    ),
    "liftersha_popravila_trefy_na_stole_olega_govorit_sygrana": (
        "dev: engine fails this unseen row"
    ),
    "pozharnik_seryoga_polozhil_tuza_vmesto_valeta_kogda_zametili": (
        "holdout: engine fails this unseen row"
    ),
    "pozharnik_rukavom_vyvalil_pikovogo_valeta_pyatym": "holdout: engine fails this unseen row",
    "dairyman_pards_club_queen_slipped_out_face_up": "holdout: engine fails this unseen row",
    "dairyman_pulled_the_club_king_from_dummy_myself": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind52_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
