"""The tenth blind table of play-period stories (``tests/data/play_scenarios_blind10.tsv``):
60 forum-length posts (49-67 words) about Laws 20-23 and 41-46, written in stop 19 from the
law text and the contract alone by a writer who never saw the engine, each ruled through
``engine.answer.rule_text`` (the door ``bridge-laws ruling`` uses).

Twelve voices new to the blind tables, five posts each: a Murmansk trawler fisherman, a Kazan
accountant, an anaesthetist, a village postmistress, a chess coach, a Belarusian speaker of
trasianka, an Irish pub player and a New Zealand retiree (the ten English posts), three sisters
telling one story together, a hockey commentator, a forester and a young gamer.

Every play code appears at least three times; seven posts are governed by a law outside 19-46
(status ``outside``) and six leave out a deciding fact (``needs_facts``). Every third row is
``holdout`` (fixed before the engine was run). On that session's start engine (c26956d) dev 12
of 40, holdout 8 of 20. The failures are the strict xfails below
(holdout rows named only, never read).
"""

from __future__ import annotations

import pytest

from tests.engine.conduct import blind_table as blind

TABLE = blind.DATA / "play_scenarios_blind10.tsv"
ROWS = blind.read_rows(TABLE)

KNOWN_FAILURES: dict[str, str] = {
    "trawler_ruff_deuce_beats_ace": "dev: fails on the stop-19 start engine",
    "accountant_fifth_card_own_hand": "dev: fails on the stop-19 start engine",
    "postmistress_who_leads_board10": "dev: fails on the stop-19 start engine",
    "chesscoach_queen_rank_only_follow": "dev: fails on the stop-19 start engine",
    "trasianka_multi_not_alerted": "holdout: engine fails this unseen row",
    "kiwi_dummy_spread_higgledy": "dev: fails on the stop-19 start engine",
    "forester_swapped_face_down_lead": "dev: fails on the stop-19 start engine",
    "anaesth_dummy_taps_diamond_ace": "dev: fails on the stop-19 start engine",
    "chesscoach_dummy_ruffs_ace": "dev: fails on the stop-19 start engine",
    "trasianka_dummy_shouts_at_lho": "dev: fails on the stop-19 start engine",
    "irish_rho_drops_spade_king": "holdout: engine fails this unseen row",
    "kiwi_strong_club_told_natural": "dev: fails on the stop-19 start engine",
    "sisters_transfer_taken_as_diamonds": "dev: fails on the stop-19 start engine",
    "forester_dummy_queen_for_jack": "dev: fails on the stop-19 start engine",
    "trawler_dummy_peeks_lho_hand": "holdout: engine fails this unseen row",
    "postmistress_dummy_puts_ace_for_small": "dev: fails on the stop-19 start engine",
    "chesscoach_rho_fifth_spade_jack": "holdout: engine fails this unseen row",
    "trasianka_declarer_lifts_dummy_king": "dev: fails on the stop-19 start engine",
    "irish_trump_while_holding_diamond": "dev: fails on the stop-19 start engine",
    "kiwi_dummy_queen_timing_unknown": "holdout: engine fails this unseen row",
    "sisters_declarer_takes_dummy_ten": "dev: fails on the stop-19 start engine",
    "hockey_nine_clubs_pause_unknown": "dev: fails on the stop-19 start engine",
    "forester_weak_nt_mi_lho_changes": "holdout: engine fails this unseen row",
    "trawler_rho_club_found_later": "dev: fails on the stop-19 start engine",
    "accountant_club_mi_partner_unknown": "holdout: engine fails this unseen row",
    "postmistress_half_pulled_heart_queen": "dev: fails on the stop-19 start engine",
    "chesscoach_conceded_claim_trump_queen": "dev: fails on the stop-19 start engine",
    "trasianka_board12_all_pass": "holdout: engine fails this unseen row",
    "kiwi_lho_leads_queen_out_of_turn": "dev: fails on the stop-19 start engine",
    "sisters_nt_spade_queen_wins": "holdout: engine fails this unseen row",
    "hockey_declarer_fifth_from_dummy": "dev: fails on the stop-19 start engine",
    "forester_partner_flips_spade_ace": "dev: fails on the stop-19 start engine",
    "anaesth_rho_tank_then_pass": "holdout: engine fails this unseen row",
    "trasianka_king_no_suit_dummy_lead": "dev: fails on the stop-19 start engine",
    "irish_review_before_or_after_dummy_card": "holdout: engine fails this unseen row",
    "sisters_turned_old_trick_to_look": "dev: fails on the stop-19 start engine",
    "hockey_asked_partner_for_auction": "holdout: engine fails this unseen row",
    "forester_rho_leads_after_lho_won": "dev: fails on the stop-19 start engine",
    "accountant_lho_refuses_signal_explanation": "dev: fails on the stop-19 start engine",
    "anaesth_named_club_king_then_changed": "dev: fails on the stop-19 start engine",
}


def test_table_shape() -> None:
    blind.check_common_shape(ROWS, KNOWN_FAILURES, size=60)
    blind.check_play_mix(ROWS, outside=7, needs_facts=6, english=10)
    words = [len(row["story"].split()) for row in ROWS]
    assert all(20 <= count <= 130 for count in words), words


def test_ids_exist_and_quotes_are_the_law_word_for_word() -> None:
    blind.check_ids_and_quotes(ROWS)


@pytest.mark.parametrize("row", blind.params(ROWS, KNOWN_FAILURES))
def test_blind10_story(row: blind.Row, packaged_searcher: blind.Searcher) -> None:
    blind.check_story(row, packaged_searcher)
