"""What the engine answers: a ruling with its citations, penalties, questions and the auction.

``Ruling.to_json()`` is the JSON of ``bridge-laws ruling`` (shared/contracts/CLI.md), field
for field; the extra attributes (``steps``, ``lead_suits``) are for Python callers only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from engine.rules.model import Seat, Strain

Status = Literal["final", "needs_facts", "error"]
PenaltyKind = Literal["pass_next_turn", "pass_throughout", "no_double_this_turn"]
Irregularity = Literal[
    "none",
    "insufficient_bid",
    "pass_out_of_rotation",
    "bid_out_of_rotation",
    "double_out_of_rotation",
    "inadmissible_double",
    "call_while_barred",
    "bid_above_seven",
    "call_after_final_pass",
    "change_of_call",
    "exposed_card",
]
LeadCode = Literal["26", "26A", "26B"]


@dataclass(frozen=True)
class Penalty:
    """A player who must pass (or may not double) and the clause that says so."""

    seat: Seat
    kind: PenaltyKind
    law: str

    def to_json(self) -> dict[str, str]:
        return {"seat": self.seat.letter, "kind": self.kind, "law": self.law}


@dataclass(frozen=True)
class Question:
    """One missing fact: its key, how to ask it in Russian, and the answers to offer.

    An empty ``options`` means "type a call".
    """

    fact: str
    ask: str
    options: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"fact": self.fact, "ask": self.ask, "options": list(self.options)}


@dataclass(frozen=True)
class AuctionInfo:
    """The auction as far as it went: contract, declarer and opening leader when it is over."""

    dealer: Seat = Seat.N
    contract: str | None = None
    declarer: Seat | None = None
    opening_leader: Seat | None = None
    passed_out: bool = False
    complete: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer.letter,
            "contract": self.contract,
            "declarer": _seat(self.declarer),
            "opening_leader": _seat(self.opening_leader),
            "passed_out": self.passed_out,
            "complete": self.complete,
        }


@dataclass
class Ruling:
    """The director's answer about the last irregularity of an auction."""

    status: Status
    irregularity: Irregularity = "none"
    offender: Seat | None = None
    laws: list[str] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    lead_restrictions: LeadCode | None = None
    adjusted_score: bool = False
    next_to_call: Seat | None = None
    auction: AuctionInfo = field(default_factory=AuctionInfo)
    questions: list[Question] = field(default_factory=list)
    summary: str = ""
    error: str | None = None
    # for Python callers (the bot): which procedures fired, and the suits of a 26A restriction
    steps: list[str] = field(default_factory=list)
    lead_suits: tuple[Strain, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "irregularity": self.irregularity,
            "offender": _seat(self.offender),
            "laws": list(self.laws),
            "penalties": [p.to_json() for p in self.penalties],
            "lead_restrictions": self.lead_restrictions,
            "adjusted_score": self.adjusted_score,
            "next_to_call": _seat(self.next_to_call),
            "auction": self.auction.to_json(),
            "questions": [q.to_json() for q in self.questions],
            "summary": self.summary,
            "error": self.error,
        }


def _seat(seat: Seat | None) -> str | None:
    return None if seat is None else seat.letter
