"""Law 24 when what was seen is told and whose card it was is not: the clause the card falls
under is cited and explained while the owner is asked for (the ruling needs him to name the
partner who passes)."""

from __future__ import annotations

import pytest

from engine.rules.ruling import rule


@pytest.mark.parametrize(("seen", "clause"), [("онер", "24B"), ("2+", "24C"), ("ход", "24B"),
                                              ("малая", "24A")])
def test_the_kind_of_card_seen_cites_its_clause_before_the_owner_is_known(
    seen: str, clause: str
) -> None:
    ruling = rule(f"показано={seen}")
    assert ruling.status == "needs_facts"
    assert ruling.irregularity == "exposed_card"
    assert clause in ruling.laws
    assert [question.fact for question in ruling.questions] == ["offender"]


def test_a_card_whose_rank_nobody_saw_cites_both_clauses() -> None:
    ruling = rule("показано=одна")
    assert {"24A", "24B"} <= set(ruling.laws)
    assert "онер" in ruling.summary

