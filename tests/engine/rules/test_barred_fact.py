"""The facts ``пасует_до_конца`` / ``пасует_раз`` (``barred`` / ``barred_once``): a player
obliged to pass by a ruling the calls typed do not show (a story that starts after it)."""

from __future__ import annotations

import pytest

from engine.errors import BadFact
from engine.rules.facts import read_facts
from engine.rules.model import Seat
from engine.rules.ruling import rule


def test_a_bid_by_a_barred_player_is_law_37() -> None:
    ruling = rule("С:1♠ В:пас Ю:2♥ ; сдающий=С пасует_до_конца=Ю")
    assert (ruling.status, ruling.irregularity, ruling.offender) == (
        "final", "call_while_barred", Seat.S)
    assert "37" in ruling.laws
    assert {(p.seat, p.kind) for p in ruling.penalties} >= {
        (Seat.S, "pass_throughout"), (Seat.N, "pass_throughout")}
    assert "по прежнему решению" in ruling.summary


def test_called_over_before_the_ruling_stands_but_the_duty_to_the_end_stays() -> None:
    ruling = rule("W:3C N:pass ; barred=W dealer=W")
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.W)
    assert "35B" in ruling.laws
    assert "до конца торговли" in ruling.summary


def test_a_duty_for_one_turn_ends_when_the_player_passes() -> None:
    ruling = rule("В:пас Ю:1♣ З:пас С:1♥ В:1♠ ; сдающий=В пасует_раз=В")
    assert ruling.irregularity == "none"


def test_a_barred_player_who_passes_breaks_nothing_and_shows_no_penalty() -> None:
    ruling = rule("С:1♠ В:пас Ю:пас ; пасует_до_конца=Ю")
    assert ruling.irregularity == "none" and ruling.penalties == []
    assert ruling.next_to_call is Seat.W


def test_the_fact_is_a_seat() -> None:
    with pytest.raises(BadFact):
        read_facts(["пасует_до_конца=да"])
    assert rule("1♠ ; пасует_раз=пас").status == "error"
