"""An insufficient bid whose acceptance is not told: the ruling asks whether the LHO accepts
it and cites both clauses the answer chooses between, 27A (accepted) and 27B (corrected)."""

from __future__ import annotations

import pytest

from engine.rules.ruling import rule


@pytest.mark.parametrize("text", ["1♠ пас 1♥", "W: 2♦ N: пас E: 3♣ S: пас W: 3♣ N: 2♥"])
def test_acceptance_asked_cites_both_branches(text: str) -> None:
    ruling = rule(text)
    assert ruling.status == "needs_facts"
    assert [q.fact for q in ruling.questions] == ["accepted"]
    assert {"27A", "27B"} <= set(ruling.laws)
    assert "27B2" not in ruling.laws  # no branch is chosen yet


@pytest.mark.parametrize(("fact", "cited", "not_cited"),
                         [("принято=да", "27A", "27B"), ("принято=нет", "27B", "27A")])
def test_acceptance_told_cites_its_branch(fact: str, cited: str, not_cited: str) -> None:
    ruling = rule(f"1♠ пас 1♥ ; {fact}")
    assert cited in ruling.laws and not_cited not in ruling.laws


@pytest.mark.parametrize(
    ("text", "irregularity", "cited", "not_cited"),
    [
        # the double typed first answers a bid made before the calls typed: Law 32, not 36
        ("С:контра З:2♦ ; сдающий=З принято=нет начало=нет", "double_out_of_rotation",
         "32B2", "36"),
        ("З:реконтра ; сдающий=С принято=нет начало=нет", "double_out_of_rotation", "32A", "36"),
        # without the fact the same double is one of nothing (Law 19), ruled by Law 36
        ("С:контра З:2♦ ; сдающий=З принято=нет", "double_out_of_rotation", "36", "32B2"),
    ],
)
def test_untold_start(text: str, irregularity: str, cited: str, not_cited: str) -> None:
    ruling = rule(text)
    assert ruling.irregularity == irregularity
    assert cited in ruling.laws and not_cited not in ruling.laws


def test_untold_start_said_and_only_for_the_first_calls() -> None:
    """The summary says the auction is told from its middle; a double after a visible pass
    of the doubler's own side's bid is still judged by Law 19."""
    ruling = rule("пас контра ; начало=нет")
    assert ruling.irregularity == "none" and "не с начала" in ruling.summary
    assert rule("1♠ пас контра ; начало=нет").irregularity == "inadmissible_double"


@pytest.mark.parametrize(
    ("text", "cited", "declarer"),
    [
        # a defender's double after the final pass of an auction not typed: 39B
        ("З:контра ; после_торговли=да разыгрывающий=С", "39B", "N"),
        # the defender named instead: the other side plays, still 39B; no declarer invented
        ("З:2♦ ; после_торговли=да вистующий=З", "39B", None),
        # a call by declarer's side: no penalty (39A)
        ("С:контра ; после_торговли=да разыгрывающий=Ю", "39A", "S"),
        # the LHO called over it: it and every later call are void (35D)
        ("В:2♥ Ю:пас ; после_торговли=да вистующий=В", "35D", None),
    ],
)
def test_calls_after_an_untold_auction(text: str, cited: str, declarer: str | None) -> None:
    ruling = rule(text)
    out = ruling.to_json()
    assert (ruling.status, ruling.irregularity) == ("final", "call_after_final_pass")
    assert cited in ruling.laws and "22A" not in ruling.laws
    assert out["auction"]["contract"] is None and out["auction"]["declarer"] == declarer
    assert "после финального паса" in ruling.summary


def test_calls_after_an_untold_auction_ask_the_declarer() -> None:
    ruling = rule("В:контра ; после_торговли=да")
    assert ruling.status == "needs_facts"
    assert [q.fact for q in ruling.questions] == ["declarer"]
