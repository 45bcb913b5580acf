"""What a procedure works with: the auction so far, the calls still to come, the facts, and
the ruling it is drafting.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

from engine.rules.citations import check
from engine.rules.facts import Facts
from engine.rules.model import Call, Seat, Status
from engine.rules.parse import Item
from engine.rules.result import Irregularity, Penalty, PenaltyKind, Question
from engine.rules.state import AuctionState, LeadRecord


@dataclass
class Draft:
    """A ruling being built: what happened, the clauses applied, and what is still unknown."""

    step: str
    irregularity: Irregularity
    offender: Seat | None
    laws: list[str] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    adjusted: bool = False
    questions: list[Question] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    next_unknown: bool = False  # who calls next cannot be told yet

    def cite(self, *ids: str) -> Draft:
        for clause in ids:
            check(clause)
            if clause not in self.laws:
                self.laws.append(clause)
        return self

    def say(self, sentence: str) -> Draft:
        self.sentences.append(sentence)
        return self

    def ask(self, fact: str, ask: str, options: tuple[str, ...] = ()) -> Draft:
        self.questions.append(Question(fact, ask, options))
        return self

    def adjust(self, clause: str) -> Draft:
        """The director may award an adjusted score for damage (Law 23A, 23B or 27B1(B))."""
        self.adjusted = True
        return self.cite(clause)

    @property
    def needs_facts(self) -> bool:
        return bool(self.questions)

    def follow(self, earlier: Draft) -> None:
        """This ruling continues an earlier one (31A1 into Law 27, 25A into the law of the
        call that stands): its clauses, penalties and sentences come first."""
        self.laws = list(dict.fromkeys(earlier.laws + self.laws))
        self.penalties = earlier.penalties + self.penalties
        self.sentences = earlier.sentences + self.sentences
        self.adjusted = self.adjusted or earlier.adjusted


class Pending(Protocol):
    """A ruling that waits for later calls (a replacement, RHO's call, the offender's choice)."""

    draft: Draft

    def waiting_for(self, ctx: Context) -> Seat:
        """The player whose call the ruling waits for."""

    def supply(self, ctx: Context) -> None:
        """Put a call given as a fact in front of the queue when its turn has come."""

    def wants(self, ctx: Context, item: Item, seat: Seat) -> bool:
        """Whether this call is the one the ruling waits for."""

    def resolve(self, ctx: Context, item: Item, seat: Seat) -> Draft | None:
        """Decide the ruling with that call (None: let the other procedures handle it)."""

    def finish(self, ctx: Context) -> Draft:
        """The ruling when the input ends before that call."""


@dataclass
class Context:
    state: AuctionState
    queue: deque[Item]
    facts: Facts
    draft: Draft | None = None
    pending: Pending | None = None
    prelude: Draft | None = None  # a ruling the next irregularity continues
    unrecorded: tuple[Seat, Item] | None = None  # the call a question stopped the replay at
    steps: list[str] = field(default_factory=list)

    # --- the calls to come ------------------------------------------------------------------
    def peek(self) -> Item | None:
        return self.queue[0] if self.queue else None

    def pop(self) -> Item | None:
        return self.queue.popleft() if self.queue else None

    def push_front(self, item: Item) -> None:
        self.queue.appendleft(item)

    def fact_call(self, key: str, seat: Seat) -> Item | None:
        fact = self.facts.take_call(key)
        return None if fact is None else Item(seat, fact.call, fact.token, key)

    # --- who acted after an irregular call --------------------------------------------------
    def lho_called(self, offender: Seat) -> bool | None:
        """Did the offender's LHO accept the call or call over it? Facts first, then the next
        call as typed: without a seat prefix it is the LHO's, the next in rotation.
        None when it cannot be told (the input ends, or someone else called next)."""
        value = self.facts.take_bool("accepted")
        if value is not None:
            return value
        following = self.peek()
        if following is None:
            return None
        if following.seat is None or following.seat is offender.lho:
            return True
        return None

    def cancel_calls_over(self, offender: Seat, resume: Seat) -> int:
        """Law 35 (A, C): the LHO's call over an inadmissible call is cancelled with it, and
        so is each later call of the input by a named player other than ``resume`` (the
        player who calls next once the auction goes on as if nothing had happened): such a
        call was made before the director came («… 8♣, and nobody noticed: pass, pass»), one
        of «all subsequent calls». Returns how many calls were cancelled."""
        cancelled = 0
        following = self.peek()
        if following is not None and following.seat in (None, offender.lho):
            self.pop()
            self.state.record(offender.lho, following.call, Status.CANCELLED)
            cancelled += 1
            while (following := self.peek()) is not None and following.seat is not None and (
                following.seat is not resume
            ):
                self.pop()
                self.state.record(following.seat, following.call, Status.CANCELLED)
                cancelled += 1
        return cancelled

    def lho_called_before_ruling(self, offender: Seat) -> bool:
        """Law 35: whether the LHO called before the penalty was assessed (a past event, so an
        input that ends at the irregular call means he did not). A call of his typed after
        it answers that whatever was said of accepting it: an inadmissible call is never
        accepted, only called over («… 8♣; I passed, not noticing. The TD cancelled it»)."""
        following = self.peek()
        if following is not None and following.seat in (None, offender.lho):
            self.facts.take_bool("accepted")
            return True
        return bool(self.lho_called(offender))

    def next_is_by(self, seat: Seat) -> bool:
        following = self.peek()
        return following is not None and following.seat is seat

    # --- consequences -----------------------------------------------------------------------
    def penalize(self, draft: Draft, seat: Seat, kind: PenaltyKind, law: str) -> None:
        check(law)
        self.state.oblige(seat, kind, law)
        draft.penalties.append(Penalty(seat, kind, law))

    def lead_record(
        self, offender: Seat, call: Call, law: str, after: int, *, conventional: bool = False
    ) -> None:
        check(law)
        self.state.leads.append(LeadRecord(offender, call, law, after, conventional))
