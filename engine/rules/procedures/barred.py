"""Laws 28A, 37 and 35B: calls around a player whom the laws oblige to pass.

28A: a call at the turn of an RHO who must pass is in rotation (his pass is taken as made).
37: a bid, double or redouble by a player who must pass is cancelled and both players of his
side pass throughout (23A, 26); 35B: if his LHO called over it before the penalty, it and the
later legal calls stand, but a player barred throughout still passes.
A double by the partner barred from doubling on this round (30B2(B)) is treated like an
inadmissible double (Law 36 by analogy): it is cancelled, he makes a legal call, and his
partner (already passing throughout) passes throughout.
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Call, Event, Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures.change import correction_of_illegal

CITES = register("28", "28A", "37", "35", "35B", "36", "30B2(B)", "23A")


def rho_must_pass(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    """Law 28A: count the barred RHO's pass and let the call be judged as made in rotation."""
    state = ctx.state
    turn = state.turn
    if seat is turn or state.ended or seat is not turn.lho or state.must_pass(turn) is None:
        return None
    state.record(turn, Call.pass_(), implied=True)
    sentence = (
        f"{seat.russian} заявил в очередь {turn.russian_genitive}, который обязан пасовать: "
        f"заявка считается сделанной в очередь, пас {turn.russian_genitive} засчитан (28A)."
    )
    target = ctx.draft
    if target is None:
        target = ctx.draft = Draft("rotation_28a", "none", None)
    target.cite("28", "28A").say(sentence)
    return None


def call_while_barred(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    if seat is not state.turn or state.ended or item.call.is_pass:
        return None
    duty = state.must_pass(seat)
    if duty is None:
        if item.call.is_double_or_redouble and state.barred_from_doubling(seat) is not None:
            return _forbidden_double(ctx, item, seat)
        return None
    draft = Draft("call_while_barred", "call_while_barred", seat).cite("37")
    draft.say(
        f"{seat.russian} обязан пасовать ({duty.law or 'по прежнему решению'}), а заявил "
        f"{item.call.accusative}: это "
        "акция, "
        "нарушающая обязанность пасовать."
    )
    corrected = correction_of_illegal(
        ctx, draft, seat, item, lambda event: _penalty(ctx, draft, seat, event)
    )
    if corrected is not None:
        return corrected
    if ctx.lho_called_before_ruling(seat):
        throughout = duty.kind == "pass_throughout"
        state.record(seat, item.call, Status.ACCEPTED)
        return draft.cite("35", "35B").say(
            f"{seat.lho.russian} заявил после неё до наложения наказания: она и все "
            "последующие легальные заявки утверждаются без наказания (35B)"
            + (f", но {seat.russian} по-прежнему пасует до конца торговли." if throughout else ".")
        )
    return _penalty(ctx, draft, seat, state.record(seat, item.call, Status.CANCELLED))


def _penalty(ctx: Context, draft: Draft, seat: Seat, event: Event) -> Draft:
    state = ctx.state
    ctx.penalize(draft, seat, "pass_throughout", "37")
    ctx.penalize(draft, seat.partner, "pass_throughout", "37")
    ctx.lead_record(seat, event.call, "37", state.events.index(event) + 1)
    return draft.adjust("23A").say(
        f"Заявка аннулируется; {seat.russian} и {seat.partner.russian} должны пасовать до "
        f"конца торговли (37; при ущербе — 23A). Сейчас {seat.russian} пасует."
    )


def _forbidden_double(ctx: Context, item: Item, seat: Seat) -> Draft:
    state = ctx.state
    draft = Draft("forbidden_double", "inadmissible_double", seat).cite("36", "30B2(B)")
    draft.say(
        f"{seat.russian} не может контрировать или реконтрировать на этом круге (30B2(B)), "
        f"а заявил {item.call.accusative}."
    )
    if ctx.lho_called_before_ruling(seat):
        state.record(seat, item.call, Status.ACCEPTED)
        return draft.cite("35", "35B").say(
            f"{seat.lho.russian} заявил после неё до наложения наказания: она утверждается "
            "без наказания (по аналогии с 35B)."
        )
    event = state.record(seat, item.call, Status.CANCELLED)
    ctx.penalize(draft, seat.partner, "pass_throughout", "36")
    ctx.lead_record(seat, item.call, "36", state.events.index(event) + 1)
    return draft.adjust("23A").say(
        f"По аналогии с правилом 36 она аннулируется, {seat.russian} делает легальную заявку "
        f"без контры и реконтры, {seat.partner.russian} пасует до конца торговли."
    )
