"""Law 41 answers that hold whatever the story leaves untold (engine/conduct/law41.py).

A director answers some questions without asking who asked: the answer is the same for each
part the asker may play. These tests pin those answers, and that a told fact still decides.
"""

from __future__ import annotations

from engine.conduct import rule_situation
from engine.conduct.situation import Event, Request, Role, Situation
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
