"""The 47th blind table of play-period stories (``tests/data/play_scenarios_blind47.tsv``):
60 forum-length posts about Laws 20-23 and 41-46, written in stop 57 from the law text and the
contract alone by two writers who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: an Arkhangelsk ship's radio operator,
an Altai dairy farmer, a Ryazan village cinema projectionist, a Hermitage hall attendant, a
Kennet and Avon narrowboat dweller and an Edinburgh tobacconist (the last two in English); a
Tula baker, a Kazan dry-cleaner, a Perm figure-skating coach, a Dagestan sheep breeder, a
Louisiana shrimp-boat captain and an Alaska bush pilot (the last two in English): twenty
English posts.

Seven posts are governed by a law outside 19-46 (status ``outside``) and six leave out a
deciding fact (``needs_facts``). Every third row is ``holdout``. On that session's start engine
(75ca2a5): dev 24 of 40, holdout 10 of 20, scored once before any work of stop 57 was
measured on it and released at once: the failures are the strict xfails below (named only). Its
dev rows may be worked on; the holdout rows stay unread.
"""

from __future__ import annotations

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind47.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "smotritel_razygryvayushchiy_vydvinul_damu_na_stole": "dev: engine fails this unseen row",
    "fermersha_vostok_nazval_devyatku_potom_valeta_pauza": "holdout: engine fails this unseen row",
    "kinomekhanik_bolvan_podnyal_trefovogo_korolya": "holdout: engine fails this unseen row",
    "canalboater_transfer_who_is_declarer_who_leads": "holdout: engine fails this unseen row",
    "tobacconist_east_king_of_spades_but_i_ruffed": "holdout: engine fails this unseen row",
    "tobacconist_declarer_diamond_stuck_to_heart": "holdout: engine fails this unseen row",
    "trenersha_bolvan_pripodnyala_tuza_trefy": "holdout: engine fails this unseen row",
    "ovtsevod_skazal_bolshuyu_piku": "holdout: engine fails this unseen row",
    "shrimper_held_club_queen_an_inch_off_the_cloth": "holdout: engine fails this unseen row",
    "shrimper_dummy_told_director_trick_was_on_board": "holdout: engine fails this unseen row",
}


(
    test_table_shape,
    test_ids_exist_and_quotes_are_the_law_word_for_word,
    test_blind47_story,
) = blind.table_tests(ROWS, KNOWN_FAILURES, english=20, per_code=2)
