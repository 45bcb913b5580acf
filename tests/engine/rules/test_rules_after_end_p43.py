"""P43: several calls after the final pass. Each is a call after the final pass (39), so the
ruling is on the first of them, with its offender, and the later ones are cancelled in the
same ruling (39A or 39B by whose they are; 35D when the LHO called over a defender's bid).
Passes typed before a bid made after the final pass are cancelled without penalty and the
ruling is on that bid."""

from __future__ import annotations

from engine.rules.ruling import rule


def test_the_first_call_after_the_final_pass_is_ruled_and_a_later_one_joins_it() -> None:
    # West (a defender) bids, then South (dummy-to-be, West's RHO) doubles
    ruling = rule("N:1♠ пас 4♠ пас пас пас W:5♦ S:контра ; сдающий=N")
    assert (ruling.irregularity, ruling.offender and ruling.offender.letter) == (
        "call_after_final_pass", "W")
    assert "39B" in ruling.laws and "39A" in ruling.laws
    assert ruling.to_json()["lead_restrictions"]  # West's diamonds: Law 26 for East's lead


def test_a_defenders_bid_after_the_declarers_side_also_restricts_the_lead() -> None:
    ruling = rule("N:1♠ пас 4♠ пас пас пас S:5♠ W:6♦ ; сдающий=N")
    assert ruling.offender is not None and ruling.offender.letter == "S"
    assert {"39A", "39B"} <= set(ruling.laws)


def test_passes_typed_before_a_late_bid_do_not_take_the_ruling() -> None:
    ruling = rule("N:1♥ пас 3♥ пас пас пас пас W:4♠ S:пас ; сдающий=N")
    assert ruling.offender is not None and ruling.offender.letter == "W"
    assert "39B" in ruling.laws


def test_the_lho_calling_over_a_defenders_bid_still_cancels_everything_under_35d() -> None:
    ruling = rule("N:1♥ пас 3♥ пас пас пас E:3♠ S:контра W:пас ; сдающий=N")
    assert ruling.offender is not None and ruling.offender.letter == "E"
    assert "35D" in ruling.laws and "39B" not in ruling.laws
