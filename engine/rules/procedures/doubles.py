"""Law 32: a double or redouble out of rotation that was not accepted.

It is cancelled and Law 26B may apply (unless the offender finally makes the same call);
32A at partner's turn: partner passes throughout; 32B at RHO's turn: 1. RHO passes: the
offender must repeat it, no penalty; 2. RHO bids: any legal call, partner passes throughout.
An inadmissible one (Law 19) can never be accepted: if the LHO calls over it anyway, Law 35A
cancels it and every later call; otherwise Law 36 applies (32B1 sends there too).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import FORCED, Call, Event, Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures.bids import own_law
from engine.rules.procedures.inadmissible import void_under_35a

CITES = register("32", "32A", "32B", "32B1", "32B2", "36", "35", "35A", "23A", "19A1", "19B1")


def double_out_of_rotation(
    ctx: Context, draft: Draft, seat: Seat, turn: Seat, index: int
) -> Draft:
    call = ctx.state.events[index].call
    partner = seat.partner
    draft.cite("32")
    ctx.lead_record(seat, call, "32", index + 1)
    if turn is seat.rho:
        draft.cite("32B")  # in RHO's turn: what follows turns on RHO's call (32B1, 32B2)
        ctx.pending = RhoTurnDouble(draft, seat, turn, call, index)
        return draft.say(
            f"Теперь заявляет {turn.russian}. Если он спасует, {seat.russian} обязан повторить "
            f"{call.accusative} без наказания (32B1); если сделает назначение, {seat.russian} "
            "делает любую "
            f"легальную заявку, а {partner.russian} пасует до конца торговли (32B2)."
        )
    # At partner's turn (32A). At LHO's turn the offender either changes his call (Law 25) or
    # doubles before anyone has bid, which is inadmissible: neither reaches this line, but a
    # director would treat any other case like 32A.
    ctx.penalize(draft, partner, "pass_throughout", "32A")
    return (
        draft.cite("32A")
        .adjust("23A")
        .say(f"{partner.russian} должен пасовать до конца торговли (32A; при ущербе — 23A).")
    )


def inadmissible_out_of_rotation(
    ctx: Context, draft: Draft, item: Item, seat: Seat, turn: Seat
) -> Draft:
    state = ctx.state
    clause = state.double_illegal(seat, item.call) or "19A1"
    draft.irregularity = "double_out_of_rotation"
    draft.cite("32", "36", clause).say(
        f"К тому же эта заявка неприемлема по правилу 19 ({clause}) и принята быть не может (32)."
    )
    if ctx.lho_called_before_ruling(seat):
        return void_under_35a(ctx, draft, seat, item, turn)
    event = state.record(seat, item.call, Status.CANCELLED)
    partner = seat.partner
    law = "32A" if turn is partner else "36"
    ctx.penalize(draft, partner, "pass_throughout", law)
    ctx.lead_record(seat, item.call, "36", state.events.index(event) + 1)
    return (
        draft.cite(law)
        .adjust("23A")
        .say(
            f"Она аннулируется; в свою очередь {seat.russian} делает легальную заявку, а "
            f"{partner.russian} пасует до конца торговли ({law}; при ущербе — 23A)."
        )
    )


@dataclass
class RhoTurnDouble:
    """Law 32B: waits for RHO's call, then the offender's."""

    draft: Draft
    offender: Seat
    rho: Seat
    call: Call
    index: int
    penalized: bool = False

    def rho_event(self, ctx: Context) -> Event | None:
        return next(
            (e for e in ctx.state.events[self.index + 1 :] if e.seat is self.rho and e.counts),
            None,
        )

    def waiting_for(self, ctx: Context) -> Seat:
        return self.rho if self.rho_event(ctx) is None else self.offender

    def supply(self, ctx: Context) -> None:
        if ctx.state.turn is self.rho and self.rho_event(ctx) is None:
            fact = ctx.fact_call("rho", self.rho)
            if fact is not None:
                ctx.push_front(fact)

    def wants(self, ctx: Context, item: Item, seat: Seat) -> bool:
        return (
            seat is self.offender
            and ctx.state.turn is self.offender
            and self.rho_event(ctx) is not None
        )

    def resolve(self, ctx: Context, item: Item, seat: Seat) -> Draft | None:
        rho = self.rho_event(ctx)
        assert rho is not None
        if rho.call.is_pass and item.call != self.call:
            # 32B1 leaves him no choice: another call does not count, he repeats his call
            ctx.state.record(seat, item.call, Status.CANCELLED)
            ctx.push_front(Item(self.offender, self.call, str(self.call), FORCED))
            return self.draft.say(
                f"После паса {self.rho.russian_genitive} {self.offender.russian} обязан "
                f"повторить {self.call.accusative} (32B1): заявка {item.call} не в счёт."
            )
        ctx.pending = None
        if not ctx.state.legal(seat, item.call):
            own_law(ctx, self.draft, self.offender, item.call, "32B2")
            return None
        ctx.state.record(seat, item.call)
        return self.finish(ctx)

    def finish(self, ctx: Context) -> Draft:
        rho = self.rho_event(ctx)
        draft = self.draft
        if rho is None:
            # the answer chooses between the two branches: both are cited
            return draft.cite("32B1", "32B2").ask(
                "rho",
                f"Что заявил {self.rho.russian} (чья была очередь) после отмены заявки вне "
                "очереди? Выберите или напишите заявку.",
                ("пас",),
            )
        if rho.call.is_pass:
            # he repeats the same call, so Law 26 (another final call) cannot apply
            ctx.state.leads = [
                r
                for r in ctx.state.leads
                if not (r.offender is self.offender and r.after == self.index + 1)
            ]
            return draft.cite("32B1").say(
                f"{self.rho.russian} спасовал: {self.offender.russian} обязан повторить "
                f"{self.call.accusative}, наказания нет (32B1)."
            )
        if not self.penalized:
            self.penalized = True
            partner = self.offender.partner
            ctx.penalize(draft, partner, "pass_throughout", "32B2")
            # 32B2 names only a bid by RHO; a double or redouble by him is read the same way.
            draft.cite("32B2").adjust("23A").say(
                f"{self.rho.russian} заявил {rho.call}: {self.offender.russian} делает любую "
                f"легальную заявку, {partner.russian} пасует до конца торговли (32B2; "
                "при ущербе — 23A)."
            )
        return draft
