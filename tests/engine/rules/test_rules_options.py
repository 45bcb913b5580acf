"""When a ruling waits for the one fact that chooses between a law's branches, it states and
cites each branch, as a director lists the options before the players choose: the
replacement of an insufficient bid not accepted (27B1(A), 27B2, 27B3), the call of the RHO
whose turn a bid or a double out of rotation took (31A1/31A2, 32B1/32B2)."""

from __future__ import annotations

from engine.rules.ruling import rule


def test_an_insufficient_bid_not_accepted_lists_every_replacement() -> None:
    ruling = rule("1♥ 1♠ 1♦; принято=нет")
    assert ruling.irregularity == "insufficient_bid"
    assert [q.fact for q in ruling.questions] == ["replacement"]
    assert {"27B1(A)", "27B2", "27B3"} <= set(ruling.laws)
    question = ruling.questions[0].ask
    assert "2♦" in question and "пасует до конца торговли" in question


def test_a_chosen_replacement_cites_its_own_branch_only() -> None:
    ruling = rule("1♥ 1♠ 1♦; принято=нет замена=3♦")
    assert "27B2" in ruling.laws and "27B3" not in ruling.laws


def test_a_bid_out_of_rotation_at_rhos_turn_cites_both_outcomes_of_the_rhos_call() -> None:
    ruling = rule("пас Ю:1♠; принято=нет")
    assert [q.fact for q in ruling.questions] == ["rho"]
    assert {"31A1", "31A2"} <= set(ruling.laws)


def test_a_double_out_of_rotation_at_rhos_turn_cites_both_outcomes() -> None:
    ruling = rule("1♠ пас З:контра; принято=нет")
    assert ruling.irregularity == "double_out_of_rotation"
    assert [q.fact for q in ruling.questions] == ["rho"]
    assert {"32B1", "32B2"} <= set(ruling.laws)
