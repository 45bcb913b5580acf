"""What the engine answers: a ruling with its citations, penalties, questions and the auction.

``Ruling.to_json()`` is the JSON of ``bridge-laws ruling`` (shared/contracts/CLI.md), field
for field; the extra attributes (``steps``, ``lead_suits``) are for Python callers only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from engine.rules.model import Call, Seat, Strain

Status = Literal["final", "needs_facts", "error", "outside"]
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
    # the play period (Laws 41-46) and the procedures of Laws 20-23
    "opening_lead",
    "review_or_explanation",
    "misinformation",
    "own_misunderstanding",
    "passed_out",
    "dummy_right",
    "dummy_breach",
    "follow_suit",
    "trick",
    "card_played",
    "designation",
    "dummy_misplayed_card",
    "fifth_card",
    "dummy_indicated_card",
    "card_turned",
]
_CODES: tuple[str, ...] = get_args(Irregularity)
# the auction's codes (``none`` first) and those of the play period and Laws 20-23
AUCTION_CODES: tuple[str, ...] = _CODES[: _CODES.index("opening_lead")]
PLAY_CODES: tuple[str, ...] = _CODES[_CODES.index("opening_lead") :]
# what each code is called in Russian (every front end shows these words)
IRREGULARITY_NAMES: dict[str, str] = {
    "none": "нарушения нет",
    "insufficient_bid": "недостаточное назначение",
    "pass_out_of_rotation": "пас не в очередь",
    "bid_out_of_rotation": "назначение не в очередь",
    "double_out_of_rotation": "контра (реконтра) не в очередь",
    "inadmissible_double": "недопустимая контра (реконтра)",
    "call_while_barred": "заявка игрока, которому велено пасовать",
    "bid_above_seven": "назначение выше семи",
    "call_after_final_pass": "заявка после окончания торговли",
    "change_of_call": "изменение заявки",
    "exposed_card": "карта, показанная в торговле",
    # the play period (Laws 41-46) and the procedures of Laws 20-23
    "opening_lead": "первый ход",
    "review_or_explanation": "повторение торговли или объяснение",
    "misinformation": "неверная информация",
    "own_misunderstanding": "собственное недоразумение",
    "passed_out": "все спасовали",
    "dummy_right": "права болвана",
    "dummy_breach": "нарушение болвана",
    "follow_suit": "обязанность ходить в масть",
    "trick": "взятка",
    "card_played": "сыгранная карта",
    "designation": "называние карты",
    "dummy_misplayed_card": "карта, сыгранная болваном без указания",
    "fifth_card": "пятая карта во взятке",
    "dummy_indicated_card": "болван указал карту",
    "card_turned": "карта перевёрнута",
}
DealerFrom = Literal["fact", "board", "prefix", "assumed"]
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
class SeatCall:
    """One call as the engine read it: whose it was and what it was (``auction.calls``)."""

    seat: Seat
    call: Call

    def to_json(self) -> dict[str, str]:
        return {"seat": self.seat.letter, "call": str(self.call)}


@dataclass(frozen=True)
class AuctionInfo:
    """The auction as far as it went: contract, declarer and opening leader when it is over.

    ``calls`` are the calls as read, by seat, in the order they were made; ``dealer_from``
    says where the dealer came from (a fact, a board number, the first call's seat prefix,
    or assumed North).
    """

    dealer: Seat = Seat.N
    contract: str | None = None
    declarer: Seat | None = None
    opening_leader: Seat | None = None
    passed_out: bool = False
    complete: bool = False
    calls: tuple[SeatCall, ...] = ()
    dealer_from: DealerFrom = "assumed"

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer.letter,
            "contract": self.contract,
            "declarer": _seat(self.declarer),
            "opening_leader": _seat(self.opening_leader),
            "passed_out": self.passed_out,
            "complete": self.complete,
            "calls": [c.to_json() for c in self.calls],
            "dealer_from": self.dealer_from,
        }


@dataclass(frozen=True)
class TrickInfo:
    """Who won a trick and who leads to the next one (Law 44)."""

    winner: Seat
    next_leader: Seat

    def to_json(self) -> dict[str, str]:
        return {"winner": self.winner.letter, "next_leader": self.next_leader.letter}


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
    trick: TrickInfo | None = None
    # laws outside 19-46 that govern the case (``status`` is "outside" when one rules it)
    outside: list[str] = field(default_factory=list)
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
            "trick": None if self.trick is None else self.trick.to_json(),
            "outside": list(self.outside),
        }


def _seat(seat: Seat | None) -> str | None:
    return None if seat is None else seat.letter
