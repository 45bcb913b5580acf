"""Replaying the auction through the table of procedures, call by call.

Earlier irregularities are settled by the facts (or by the calls that followed them) and the
obligations they impose stay in force; the last one is the ruling. The replay stops at the
first ruling that needs a fact.
"""

from __future__ import annotations

from collections import deque

from engine.rules.context import Context, Draft
from engine.rules.facts import Facts
from engine.rules.model import Seat
from engine.rules.parse import Item
from engine.rules.procedures import PROCEDURES, exposed
from engine.rules.procedures.change import apply_change
from engine.rules.state import AuctionState


def replay(dealer: Seat, items: list[Item], facts: Facts) -> Context:
    ctx = Context(AuctionState(dealer), deque(items), facts)
    if facts.take_bool("start") is False:  # «начало=нет»: earlier calls were not typed
        ctx.state.untold_start = True
        ctx.steps.append("untold_start")
    declarer, defender = facts.take_seat("declarer"), facts.take_seat("defender")
    if facts.take_bool("after_end"):  # «после_торговли=да»: every call typed came after it
        ctx.state.ended_before = True
        ctx.state.told_declarer = declarer
        ctx.state.declaring_side = defender.lho if defender is not None else None
        ctx.steps.append("after_end")
    for seat, kind in facts.barred():  # obliged to pass by a ruling before the calls typed
        ctx.state.oblige(seat, kind, "", shown=False)
    if _run(ctx):
        return ctx
    _after_the_calls(ctx)
    return ctx


def _run(ctx: Context) -> bool:
    """Apply the calls still queued; True when a ruling stopped on a question."""
    while True:
        if ctx.pending is not None:
            ctx.pending.supply(ctx)
        item = ctx.pop()
        if item is None:
            break
        seat = item.seat if item.seat is not None else ctx.state.turn
        draft = _apply(ctx, item, seat)
        if draft is not None and draft.needs_facts:
            return True
    # a later irregularity may have moved the turn away from the player a ruling waits for:
    # then that later one is the ruling, and no question is asked that no call could answer
    if ctx.pending is not None and ctx.pending.waiting_for(ctx) is ctx.state.turn:
        ctx.draft = ctx.pending.finish(ctx)
        ctx.steps.append(ctx.draft.step)
        if ctx.draft.needs_facts:
            return True
    return False


def _apply(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    before = len(ctx.state.events)
    try:
        draft = _first(ctx, item, seat)
    finally:
        _mark(ctx, item, before)
    recorded = any(e.call == item.call for e in ctx.state.events[before:])
    if draft is not None and draft.needs_facts and not recorded:
        ctx.unrecorded = (seat, item)
    return draft


def _mark(ctx: Context, item: Item, before: int) -> None:
    """Calls given as facts (or forced by a law) are told apart from the calls typed."""
    if item.fact is None:
        return
    for event in ctx.state.events[before:]:
        if event.call == item.call and event.fact is None:
            event.fact = item.fact


def _first(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    for name, procedure in PROCEDURES:
        draft = procedure(ctx, item, seat)
        if draft is None:
            continue
        ctx.steps.append(name)
        prelude = ctx.prelude
        if prelude is not None and draft is not prelude and draft.irregularity != "none":
            ctx.prelude = None
            draft.follow(prelude)
        if draft.irregularity != "none" or ctx.draft is None:
            ctx.draft = draft
        return draft
    return None


def _after_the_calls(ctx: Context) -> None:
    """A ``replacement`` nobody used changes the last call (Law 25); then Law 24."""
    state = ctx.state
    last = state.last_call()
    if ctx.facts.has("replacement") and last is not None:
        fact = ctx.fact_call("replacement", last.seat)
        assert fact is not None
        before = len(state.events)
        ctx.draft = apply_change(ctx, last, fact)
        _mark(ctx, fact, before)
        ctx.steps.append("change_of_call")
        # a ruling waiting for the offender's next call takes it from the facts first
        # («затем=2♠»): asked before that, the same question would come back for ever
        if (ctx.pending is not None or not ctx.draft.needs_facts) and _run(ctx):
            return
        if ctx.draft.needs_facts:
            return
    card = exposed.exposed_card(ctx)
    if card is not None:
        ctx.draft = card
        ctx.steps.append("exposed_card")
