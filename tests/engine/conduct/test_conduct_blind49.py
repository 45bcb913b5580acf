"""The 49th blind table of play-period stories (``tests/data/play_scenarios_blind49.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 59 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Novorossiysk marine pilot, a glider
pilot from near Kazan, a Kamchatka seismologist, a Rostov shop-window decorator, a Winnipeg
ice-rink resurfacer and a Dublin bookmaker (the last two in English); a Sheregesh ski
instructor, a Surgut oil-field shift worker, a Krasnodar city landscaper, a Chelyabinsk forge
press operator, a Yorkshire vicar and a Nevada truck-stop waitress (the last two in English):
twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(49f3abe): dev 26 of 40, holdout 11 of 20, scored once before any work of stop 59 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind49.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "seysmolog_bolvan_soobshchil_sudye_kto_polozhil_korolya": (
        "holdout: engine fails this unseen row"
    ),
    "oformitel_pikovaya_dama_zapada_videl_li_vostok": "holdout: engine fails this unseen row",
    "zamboni_lho_led_the_heart_queen_when_rho_won": "dev: engine fails this unseen row",
    "zamboni_said_heart_from_dummy_wanted_the_king": "holdout: engine fails this unseen row",
    "bookie_transfer_auction_who_leads_against_four_spades": (
        "holdout: engine fails this unseen row"
    ),
    "bookie_two_diamonds_explained_natural_was_multi": "dev: engine fails this unseen row",
    "bookie_warned_partner_wrong_hand_did_i_look_at_rho": "holdout: engine fails this unseen row",
    "gornolyzhnik_korol_chervey_v_santimetre_ot_sukna": "dev: engine fails this unseen row",
    "gornolyzhnik_zapad_poshyol_damoy_pik_ne_v_svoy_khod": "holdout: engine fails this unseen row",
    "ozelenitel_multi_bez_alerta_ya_razygryvala_3bk": "holdout: engine fails this unseen row",
    "ozelenitel_popravila_korolya_pik_na_stole": "holdout: engine fails this unseen row",
    "pressovshchik_sprosil_pro_signaly_na_snose": "dev: engine fails this unseen row",
    "vicar_dummy_told_the_director_what_happened": "holdout: engine fails this unseen row",
    "truckstop_picked_up_dummys_card_myself": "dev: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind49_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
