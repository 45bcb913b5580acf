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


def test_the_repeat_asked_after_the_rhos_bid_cites_both_branches_of_31a2() -> None:
    ruling = rule("пас Ю:1♠ ; принято=нет правый=2♥")
    assert [q.fact for q in ruling.questions] == ["then"]
    assert {"31A2(A)", "31A2(B)"} <= set(ruling.laws)


def test_a_change_of_call_asks_acceptance_and_cites_both_outcomes() -> None:
    ruling = rule("1♠ пас 2♥ Ю:3♥ ; нечаянно=нет")
    assert [q.fact for q in ruling.questions] == ["accepted"]
    assert {"25B1", "25B2"} <= set(ruling.laws)
    refused = rule("1♠ пас 2♥ Ю:3♥ ; нечаянно=нет принято=нет")
    assert [q.fact for q in refused.questions] == ["then"]
    assert {"25B2(B)(1)", "25B2(B)(2)"} <= set(refused.laws)


def test_a_call_after_an_untold_auction_cites_both_sides_branches() -> None:
    from engine.answer import rule_text

    ruling = rule_text("После финального паса Юг вдруг сказал 3♠. Что теперь?")
    assert ruling.irregularity == "call_after_final_pass"
    assert [q.fact for q in ruling.questions] == ["declarer"]
    assert {"39A", "39B"} <= set(ruling.laws)
