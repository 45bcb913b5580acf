"""Law 31: a bid out of rotation (or a conventional pass, 30C) that was not accepted.

31A at RHO's turn: 1. RHO passes: the offender must repeat his bid, no penalty if it is legal;
2. RHO bids, doubles or redoubles: the offender makes any legal call; (A) repeating the
denomination: partner passes at his next turn; (B) otherwise: partner passes throughout and
Law 26 applies. A conventional pass at RHO's turn goes straight to A2(B).
31B at partner's turn, or at LHO's turn when the offender had not called before: partner
passes throughout, Law 26. (Having called before, at LHO's turn he changes his call: Law 25.)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import FORCED, Call, Event, Seat, Status, lowest_bid_in
from engine.rules.parse import Item

CITES = register("31", "31A", "31A1", "31A2", "31A2(A)", "31A2(B)", "31B", "23A")


def bid_out_of_rotation(
    ctx: Context,
    draft: Draft,
    seat: Seat,
    turn: Seat,
    index: int,
    *,
    conventional_pass: bool = False,
) -> Draft:
    draft.cite("31")
    call = ctx.state.events[index].call
    partner = seat.partner
    if turn is seat.rho and not conventional_pass:
        draft.cite("31A")  # in RHO's turn: what follows turns on RHO's call (31A1, 31A2)
        ctx.pending = RhoTurnBid(draft, seat, turn, call, index)
        return draft.say(
            f"Теперь заявляет {turn.russian}. Если он спасует, {seat.russian} обязан повторить "
            f"{call} (31A1); если заявит, {seat.russian} может сделать любую легальную заявку "
            "(31A2)."
        )
    clause = "31A2(B)" if turn is seat.rho else "31B"
    ctx.penalize(draft, partner, "pass_throughout", clause)
    ctx.lead_record(seat, call, clause, index + 1, conventional=conventional_pass)
    return (
        draft.cite(clause)
        .adjust("23A")
        .say(
            f"{partner.russian} должен пасовать до конца торговли ({clause}; если этот "
            "вынужденный пас ущемит ненарушившую сторону — 23A)."
        )
    )


@dataclass
class RhoTurnBid:
    """Law 31A: waits for RHO's call and then for the offender's."""

    draft: Draft
    offender: Seat
    rho: Seat
    bid: Call
    index: int
    answered: bool = False  # the offender's call after RHO's was taken from «затем» once

    def rho_event(self, ctx: Context) -> Event | None:
        return next(
            (e for e in ctx.state.events[self.index + 1 :] if e.seat is self.rho and e.counts),
            None,
        )

    def waiting_for(self, ctx: Context) -> Seat:
        return self.rho if self.rho_event(ctx) is None else self.offender

    def supply(self, ctx: Context) -> None:
        turn = ctx.state.turn
        rho = self.rho_event(ctx)
        if turn is self.rho and rho is None:
            fact = ctx.fact_call("rho", self.rho)
        elif turn is self.offender and rho is not None:
            # one «затем» is his call at that turn; a later one answers a later ruling
            fact = None if self.answered else ctx.fact_call("then", self.offender)
            self.answered = self.answered or fact is not None
            repeat_is_illegal = rho.call.is_pass and not ctx.state.legal(self.offender, self.bid)
            if fact is None and ctx.peek() is None and repeat_is_illegal:
                # 31A1 makes him repeat it: the repeated bid is what Law 27 rules on
                fact = Item(self.offender, self.bid, str(self.bid), FORCED)
        else:
            return
        if fact is not None:
            ctx.push_front(fact)

    def wants(self, ctx: Context, item: Item, seat: Seat) -> bool:
        return (
            seat is self.offender
            and ctx.state.turn is self.offender
            and self.rho_event(ctx) is not None
        )

    def resolve(self, ctx: Context, item: Item, seat: Seat) -> Draft | None:
        state, draft, call = ctx.state, self.draft, item.call
        rho = self.rho_event(ctx)
        assert rho is not None
        partner = self.offender.partner
        ctx.pending = None
        if rho.call.is_pass:
            if call != self.bid:
                return self._enforce(ctx, item, seat)
            draft.cite("31A1")
            if not state.legal(seat, call):
                draft.say(
                    f"{self.rho.russian} спасовал: {self.offender.russian} обязан повторить "
                    f"{call} (31A1), но теперь оно недостаточно, поэтому повторённое "
                    "назначение рассматривается по правилу 27."
                )
                ctx.prelude = draft
                return None  # Law 27 takes the repeated insufficient bid
            state.record(seat, call)
            return draft.say(
                f"{self.rho.russian} спасовал, {self.offender.russian} повторил {call}: "
                "наказания нет (31A1)."
            )
        if not state.legal(seat, call):
            own_law(ctx, draft, self.offender, call, "31A2")
            return None
        state.record(seat, call)
        if call.is_bid and call.strain is self.bid.strain:
            ctx.penalize(draft, partner, "pass_next_turn", "31A2(A)")
            return (
                draft.cite("31A2(A)")
                .adjust("23A")
                .say(
                    f"{self.rho.russian} заявил {rho.call}; {self.offender.russian} повторил "
                    f"деноминацию ({call}): {partner.russian} должен спасовать в свою следующую "
                    "очередь (31A2(A); при ущербе — 23A)."
                )
            )
        ctx.penalize(draft, partner, "pass_throughout", "31A2(B)")
        ctx.lead_record(self.offender, self.bid, "31A2(B)", self.index + 1)
        return (
            draft.cite("31A2(B)")
            .adjust("23A")
            .say(
                f"{self.rho.russian} заявил {rho.call}; {self.offender.russian} заявил "
                f"{call.accusative}, "
                f"не повторив деноминацию: {partner.russian} должен пасовать до конца торговли "
                "(31A2(B); при ущербе — 23A)."
            )
        )

    def _enforce(self, ctx: Context, item: Item, seat: Seat) -> Draft:
        """31A1 leaves him no choice: another call does not count, he repeats his bid; when
        the repeated bid is insufficient, the other call is his correction of it (27B)."""
        ctx.pending = self
        forced = Item(self.offender, self.bid, str(self.bid), FORCED)
        if not ctx.state.legal(seat, self.bid):
            ctx.push_front(Item(seat, item.call, item.token, item.fact))
            ctx.push_front(forced)
            return self.draft.say(
                f"{self.offender.russian} заявил {item.call.accusative} вместо повторения "
                f"{self.bid} (31A1): это исправление повторённого недостаточного назначения."
            )
        ctx.state.record(seat, item.call, Status.CANCELLED)
        ctx.push_front(forced)
        return self.draft.say(
            f"После паса {self.rho.russian_genitive} {self.offender.russian} обязан повторить "
            f"{self.bid} (31A1): заявка {item.call} не в счёт."
        )

    def finish(self, ctx: Context) -> Draft:
        rho = self.rho_event(ctx)
        if rho is None:
            # the answer chooses between the two branches: both are cited
            return self.draft.cite("31A1", "31A2").ask(
                "rho",
                f"Что заявил {self.rho.russian} (чья была очередь) после отмены заявки вне "
                "очереди? Выберите или напишите заявку.",
                ("пас",),
            )
        if rho.call.is_pass:
            return self.draft.cite("31A1").say(
                f"{self.rho.russian} спасовал: {self.offender.russian} обязан повторить "
                f"{self.bid}; если оно легально, наказания нет (31A1)."
            )
        last = ctx.state.last_bid()
        above = None if last is None else last.call
        repeat = lowest_bid_in(self.bid.strain, above) if self.bid.strain is not None else None
        options = tuple(str(c) for c in (repeat, Call.pass_()) if c is not None)
        # the answer chooses between the two branches of 31A2: both are cited
        return self.draft.cite("31A2(A)", "31A2(B)").ask(
            "then",
            f"{self.rho.russian} заявил {rho.call}. Что заявил {self.offender.russian} в свою "
            f"очередь? Повторив деноминацию {self.bid}, он обязывает партнёра спасовать один "
            "раз (31A2(A)), иначе партнёр пасует до конца торговли (31A2(B)).",
            options,
        )


def own_law(ctx: Context, draft: Draft, offender: Seat, call: Call, clause: str) -> None:
    """The offender's call at his turn is itself irregular: its own law rules on it next,
    continuing this ruling (the replay passes it on to the other procedures)."""
    ctx.prelude = draft.say(
        f"{offender.russian} должен сделать легальную заявку ({clause}), а заявил "
        f"{call.accusative}:"
    )
