"""The 50th blind table of play-period stories (``tests/data/play_scenarios_blind50.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 60 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Gus-Khrustalny glazier, a Suzdal
soap maker, a Singapore orchid grower, a retired Mosfilm cameraman, a Volga-Don canal-lock
operator and a Houston sandblaster (the orchid grower and the sandblaster in English); a Kazan
circus juggler, a Tobolsk bone carver, a Nebraska crop-duster pilot, a Murmansk commercial
diver, a Yaroslavl choir master and a Welsh tightrope walker (the pilot and the walker in
English): twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(459a2bc): dev 22 of 40, holdout 14 of 20, scored once before any work of stop 60 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind50.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "mylovar_sama_prinyala_korotkuyu_trefu_za_silnuyu": "dev: engine fails this unseen row",
    "kinooperator_vynul_korolya_chervey_iz_stola_i_peredumal": (
        "holdout: engine fails this unseen row"
    ),
    "shlyuzovoy_nazval_dvoyku_bubey_potom_korolya_spor_o_pauze": (
        "holdout: engine fails this unseen row"
    ),
    "sandblaster_rho_said_weak_two_was_flannery_found_at_trick_three": (
        "dev: engine fails this unseen row"
    ),
    "sandblaster_rho_showed_out_of_clubs_then_played_one": "dev: engine fails this unseen row",
    "rezchik_bolvan_sam_vylozhil_korolya_pik_kogda_zametili": "dev: engine fails this unseen row",
    "cropduster_said_high_club_wanted_the_ten": "holdout: engine fails this unseen row",
    "vodolaz_korol_bubey_stola_popravlyal_ili_igral": "dev: engine fails this unseen row",
    "vodolaz_2_trefy_obyasnili_naturalnymi_a_oni_silnye": "dev: engine fails this unseen row",
    "khormeyster_2_bubny_bez_alerta_reglament_neizvesten": "holdout: engine fails this unseen row",
    "tightrope_lho_said_natural_it_was_a_transfer": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind50_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
