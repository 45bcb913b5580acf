"""Replaying an auction: whose turn it is, what is legal (Law 19), when it ends (Law 22),
the contract with its doubling, declarer and the opening leader (Law 41A).

>>> state = AuctionState(Seat.N)
>>> for text in ["1♠", "пас", "2♠", "контра", "пас", "пас", "пас"]:
...     _ = state.record(state.turn, read_call(text))
>>> state.ended, state.contract(), state.declarer(), state.opening_leader()
(True, '2♠X', <Seat.N: 0>, <Seat.E: 1>)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rules.model import Call, CallKind, Event, Seat, Status, declarer_of
from engine.rules.tokens import read_call

PASS_KINDS = ("pass_throughout", "pass_next_turn")


@dataclass
class Obligation:
    """A player who must pass (throughout or at his next turn) or may not double this turn."""

    seat: Seat
    kind: str  # pass_throughout | pass_next_turn | no_double_this_turn
    law: str
    shown: bool = True  # False for a plain duty that is no penalty (Law 35C: substitute a pass)


@dataclass
class LeadRecord:
    """A cancelled call of a player who may become a defender (Law 26)."""

    offender: Seat
    call: Call
    law: str  # the clause that brought Law 26 in (27B2, 31B, ...)
    after: int  # index in the log from which the offender's calls count as "later" (26A1)
    conventional: bool = False


@dataclass
class AuctionState:
    dealer: Seat
    events: list[Event] = field(default_factory=list)
    obligations: list[Obligation] = field(default_factory=list)
    leads: list[LeadRecord] = field(default_factory=list)
    turn: Seat = Seat.N
    untold_start: bool = False  # calls were made before the first call typed (``начало=нет``)
    ended_before: bool = False  # the calls typed follow the final pass (``после_торговли=да``)
    told_declarer: Seat | None = None  # ... of an auction not typed: its declarer, as told
    declaring_side: Seat | None = None  # ... or a player of declarer's side (a defender's LHO)

    def __post_init__(self) -> None:
        self.turn = self.dealer

    # --- the calls that count ---------------------------------------------------------------
    def counted(self) -> list[Event]:
        return [e for e in self.events if e.counts]

    def last_bid(self) -> Event | None:
        return next((e for e in reversed(self.counted()) if e.call.is_bid), None)

    def any_bid(self) -> bool:
        return self.last_bid() is not None

    def last_call(self) -> Event | None:
        counted = self.counted()
        return counted[-1] if counted else None

    @property
    def ended(self) -> bool:
        """Three passes after a call, or four passes (Law 22, Law 41A); or told so."""
        if self.ended_before:
            return True
        calls = self.counted()
        if len(calls) >= 4 and all(e.call.is_pass for e in calls):
            return True
        return (
            len(calls) >= 4
            and any(not e.call.is_pass for e in calls)
            and all(e.call.is_pass for e in calls[-3:])
        )

    @property
    def passed_out(self) -> bool:
        return self.ended and not self.any_bid() and not self.ended_before

    # --- legality ---------------------------------------------------------------------------
    def insufficient(self, call: Call) -> bool:
        last = self.last_bid()
        return call.is_bid and last is not None and not call > last.call

    def double_illegal(self, seat: Seat, call: Call) -> str | None:
        """The clause of Law 19 a double or redouble breaks, or None when it is legal."""
        last = next((e for e in reversed(self.counted()) if not e.call.is_pass), None)
        if last is None and self.untold_start:
            return None  # the bid (or double) it answers was made before the calls typed
        if call.kind is CallKind.DOUBLE:
            ok = last is not None and last.call.is_bid and not last.seat.same_side(seat)
            return None if ok else "19A1"
        if call.kind is CallKind.REDOUBLE:
            ok = (
                last is not None
                and last.call.kind is CallKind.DOUBLE
                and not last.seat.same_side(seat)
            )
            return None if ok else "19B1"
        return None

    def legal(self, seat: Seat, call: Call) -> bool:
        """A call in rotation that breaks neither sufficiency nor Law 19 nor the seventh level."""
        if call.is_bid:
            return call.level <= 7 and not self.insufficient(call)
        return self.double_illegal(seat, call) is None

    # --- obligations ------------------------------------------------------------------------
    def must_pass(self, seat: Seat) -> Obligation | None:
        return next((o for o in self.obligations if o.seat is seat and o.kind in PASS_KINDS), None)

    def barred_from_doubling(self, seat: Seat) -> Obligation | None:
        return next(
            (o for o in self.obligations if o.seat is seat and o.kind == "no_double_this_turn"),
            None,
        )

    def oblige(self, seat: Seat, kind: str, law: str, *, shown: bool = True) -> Obligation:
        obligation = Obligation(seat, kind, law, shown)
        self.obligations.append(obligation)
        return obligation

    def _discharge(self, seat: Seat) -> None:
        self.obligations = [
            o
            for o in self.obligations
            if not (o.seat is seat and o.kind in ("pass_next_turn", "no_double_this_turn"))
        ]

    # --- recording --------------------------------------------------------------------------
    def record(
        self,
        seat: Seat,
        call: Call,
        status: Status = Status.STANDS,
        *,
        implied: bool = False,
        skipped: tuple[Seat, ...] = (),
    ) -> Event:
        """Log a call; one that counts passes the turn to the caller's LHO."""
        turn = None if self.ended else self.turn
        event = Event(seat, call, turn, status, implied, skipped)
        self.events.append(event)
        if event.counts:
            if turn is seat:
                self._discharge(seat)
            self.turn = seat.lho
        return event

    def cancel(self, event: Event, turn: Seat | None = None) -> None:
        """Cancel a call; the turn goes back to ``turn`` (default: whose turn it was)."""
        was_counted = event.counts
        event.status = Status.CANCELLED
        if was_counted or turn is not None:
            self.turn = turn if turn is not None else (event.turn or self.turn)

    def calls_by(self, seat: Seat, after: int) -> list[Call]:
        return [e.call for e in self.events[after:] if e.seat is seat and e.counts]

    # --- the result -------------------------------------------------------------------------
    def contract(self) -> str | None:
        if self.ended_before:
            return None  # the auction that ended was not typed
        last = self.last_bid()
        if last is None:
            return None
        doubling = ""
        for event in self.counted()[self.counted().index(last) + 1 :]:
            if event.call.kind is CallKind.DOUBLE:
                doubling = "X"
            elif event.call.kind is CallKind.REDOUBLE:
                doubling = "XX"
        return f"{last.call}{doubling}"

    def declarer(self) -> Seat | None:
        """The first player of the side that made the final bid to name its strain (the one
        told, when the auction was not typed)."""
        if self.ended_before:
            return self.told_declarer if self.told_declarer is not None else self.declaring_side
        return declarer_of([(event.seat, event.call) for event in self.counted()])

    def opening_leader(self) -> Seat | None:
        declarer = self.declarer()
        return None if declarer is None else declarer.lho


def replay(dealer: Seat, calls: list[str]) -> AuctionState:
    """A legal auction typed as calls in rotation (for doctests and tests)."""
    state = AuctionState(dealer)
    for text in calls:
        state.record(state.turn, read_call(text))
    return state
