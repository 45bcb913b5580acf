"""Law 41 answers that hold whatever the story leaves untold (engine/conduct/law41.py).

A director answers some questions without asking who asked: the answer is the same for each
part the asker may play. These tests pin those answers, and that a told fact still decides.
"""

from __future__ import annotations

from engine.conduct import rule_situation
from engine.conduct.situation import Event, Request, Role, Situation
from engine.play.cards import Suit
from engine.rules.model import Seat


def test_contract_asked_mid_play_is_answered_for_every_part() -> None:
    # 41C: declarer and either defender, at their turn; dummy may not ask (43A1(C))
    out = rule_situation(Situation(Event.REVIEW, request=Request.CONTRACT, auction_over=True))
    assert out.status == "final" and out.offender is None
    assert {"41C", "43A1(C)"} <= set(out.laws)
    assert not out.questions


def test_contract_asked_by_dummy_is_still_refused() -> None:
    out = rule_situation(Situation(Event.REVIEW, request=Request.CONTRACT, actor=Role.DUMMY))
    assert out.status == "final" and "43A1(C)" in out.laws
    assert "Нет" in (out.summary or "")


def test_review_after_the_lead_is_faced_is_too_late_whoever_asks() -> None:
    situation = Situation(Event.REVIEW, request=Request.REVIEW, auction_over=True,
                          lead_faced=True, seat=Seat.E)
    out = rule_situation(situation)
    assert out.status == "final" and "41C" in out.laws
    assert not out.questions


def test_review_by_a_told_player_who_has_played_asks_nothing_more() -> None:
    situation = Situation(Event.REVIEW, request=Request.REVIEW, auction_over=True,
                          lead_faced=True, actor=Role.DEFENDER, played_card=True)
    out = rule_situation(situation)
    assert out.status == "final" and "41C" in out.laws


def test_explanation_mid_play_is_answered_for_every_part() -> None:
    situation = Situation(Event.EXPLANATION, request=Request.EXPLANATION, auction_over=True,
                          lead_faced=True)
    out = rule_situation(situation)
    assert out.status == "final" and "20F2" in out.laws
    assert "16" in (out.outside or [])


def test_explanation_before_the_lead_still_asks_who_asked() -> None:
    situation = Situation(Event.EXPLANATION, request=Request.EXPLANATION, auction_over=True,
                          lead_faced=False)
    out = rule_situation(situation)
    assert out.status == "needs_facts"
    assert [q.fact for q in out.questions] == ["actor"]


def test_a_face_down_lead_is_withdrawn_only_by_the_director_whoever_led() -> None:
    out = rule_situation(Situation(Event.OPENING_LEAD, seat=Seat.W, face_down=True))
    assert out.status == "final" and out.laws == ["41A"] and out.offender is None
    assert "47E2" in (out.summary or "")


def test_a_lead_without_its_declarer_or_face_still_asks_the_declarer() -> None:
    out = rule_situation(Situation(Event.OPENING_LEAD, seat=Seat.W))
    assert out.status == "needs_facts"
    assert [q.fact for q in out.questions] == ["declarer"]


def test_a_layout_only_asked_about_has_no_offender() -> None:
    out = rule_situation(Situation(Event.DUMMY_LAYOUT, lead_faced=True))
    assert out.status == "final" and out.offender is None and out.laws == ["41D"]


# --- a yes/no fact that does not change the verdict is not asked (engine/conduct/rule.py) ---


def test_a_slip_put_right_at_once_is_ruled_whether_an_opponent_played_or_not() -> None:
    situation = Situation(Event.NAMED_CARD, actor=Role.DEFENDER, seat=Seat.E, corrected=True,
                          inadvertent=True, without_pause=True)
    out = rule_situation(situation)
    assert out.status == "final" and not out.questions
    assert "45C4(B)" in out.laws and out.offender is Seat.E
    assert "Если да:" in out.summary and "Если нет:" in out.summary  # each case said


def test_a_fact_that_changes_the_verdict_is_still_asked() -> None:
    out = rule_situation(Situation(Event.CARD_TURNED, actor=Role.DEFENDER))
    assert out.status == "needs_facts"
    assert [q.fact for q in out.questions] == ["all_played"]


def test_declarer_asking_about_the_defenders_signals_is_told_when_he_may() -> None:
    situation = Situation(Event.EXPLANATION, request=Request.CONVENTIONS, actor=Role.DECLARER,
                          auction_over=True, lead_faced=True)
    out = rule_situation(situation)
    assert out.status == "final" and out.laws == ["20F2"] and out.offender is None
    assert "в свою очередь игры" in out.summary


def test_misinformation_while_the_auction_goes_on_cites_21b1_while_asking() -> None:
    out = rule_situation(Situation(Event.MISINFORMATION, auction_over=False))
    assert out.status == "needs_facts" and "21B1" in out.laws
    assert [q.fact for q in out.questions] == ["partner_called"]


def test_a_quitted_trick_and_a_defective_trick_are_laws_66_and_67() -> None:
    for event, law in ((Event.QUITTED_TRICK, "66"), (Event.DEFECTIVE_TRICK, "67")):
        out = rule_situation(Situation(event, seat=Seat.W))
        assert out.status == "outside" and out.outside == [law], event


def test_a_rank_named_after_a_lead_plays_the_only_legal_card_of_that_rank() -> None:
    from engine.play.holding import parse_holding

    situation = Situation(Event.DESIGNATION, declarer=Seat.N, led=Suit.DIAMONDS,
                          dummy=parse_holding("♦Q4 ♣Q83"), said="дама")
    out = rule_situation(situation)
    assert out.status == "final" and out.laws == ["46B3(B)"]
    assert "♦Q" in out.summary


def test_misinformation_with_the_period_unknown_cites_the_clause_it_asks_about() -> None:
    out = rule_situation(Situation(Event.MISINFORMATION))
    assert out.status == "needs_facts" and {"21B", "21B1"} <= set(out.laws)
    assert [q.fact for q in out.questions] == ["auction_over"]
