"""The 48th blind table of play-period stories (``tests/data/play_scenarios_blind48.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 58 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Moscow metro tunneller, a Meshchera
peat-cutter, a retired submarine sonar operator, a Petrozavodsk ecologist, a New York dog walker
and a Somerset cider maker (the last two in English); a Yekaterinburg theatre sound engineer, a
Kirov game warden, a customs officer at the Finnish border, an old St Petersburg hotel doorman,
a Minnesota snowplough driver and a West End wardrobe mistress (the last two in English):
twenty English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(e9278c0): dev 23 of 40, holdout 9 of 20, scored once before any work of stop 58 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind48.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "metrostroevets_bolvanom_sprosil_vostoka_pro_trefy": "holdout: engine fails this unseen row",
    "torfyanik_naparnik_ne_dal_piku_nashlas_dama": "holdout: engine fails this unseen row",
    "gidroakustik_na_vtoroy_vzyatke_prosil_povtorit_torgovlyu": (
        "holdout: engine fails this unseen row"
    ),
    "ekolog_bolvan_videla_karty_zapada_renons": "holdout: engine fails this unseen row",
    "dogwalker_lho_tanked_with_a_stiff_heart": "holdout: engine fails this unseen row",
    "dogwalker_held_the_sq_low_over_the_table": "dev: engine fails this unseen row",
    "dogwalker_called_h10_that_was_already_gone": "holdout: engine fails this unseen row",
    "cidermaker_east_forgot_multi_after_the_hand": "dev: engine fails this unseen row",
    "cidermaker_touched_dummys_king_reaching_for_the_four": (
        "holdout: engine fails this unseen row"
    ),
    "cidermaker_said_jack_then_queen_was_there_a_pause": "holdout: engine fails this unseen row",
    "zvukooperator_derzhal_damu_chervey_nad_suknom": "dev: engine fails this unseen row",
    "okhotoved_vostochnyy_dumal_zapadnyy_smenil_mast": "dev: engine fails this unseen row",
    "okhotoved_bolvan_skazal_beri_tuzom": "holdout: engine fails this unseen row",
    "tamozhennik_bolvan_predupredil_khod_so_stola": "dev: engine fails this unseen row",
    "costumier_partner_fanned_queen_could_i_see": "holdout: engine fails this unseen row",
    "costumier_just_said_queen_after_spade_ace": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind48_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
