"""Laws 38 and 35C: a bid above seven.

38: it is cancelled and both players of the offending side pass throughout (23A, 26).
35C: if the LHO called over it before the penalty, it and every later call are cancelled;
the offender substitutes a pass and the auction proceeds as though there had been no
irregularity.
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Event, Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures.change import correction_of_illegal

CITES = register("38", "35", "35C", "23A")


def bid_above_seven(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    call = item.call
    if state.ended or not call.is_bid or call.level <= 7:
        return None
    turn = state.turn
    draft = Draft("bid_above_seven", "bid_above_seven", seat).cite("38")
    draft.say(
        f"{seat.russian} заявил {call}: ни розыгрыш, ни обсчёт контракта выше седьмого уровня "
        "не допускается (38)."
    )
    corrected = correction_of_illegal(
        ctx, draft, seat, item, lambda event: _penalty(ctx, draft, seat, event)
    )
    if corrected is not None:
        return corrected
    if ctx.lho_called_before_ruling(seat):
        state.record(seat, call, Status.CANCELLED)
        ctx.cancel_calls_over(seat, resume=turn)
        state.turn = turn
        state.oblige(seat, "pass_next_turn", "35C", shown=False)
        return draft.cite("35", "35C").say(
            f"{seat.lho.russian} заявил после него до наложения наказания: это назначение и "
            f"все последующие заявки аннулируются, {seat.russian} заменяет его пасом, и "
            "торговля продолжается так, как будто нарушения не было (35C)."
        )
    return _penalty(ctx, draft, seat, state.record(seat, call, Status.CANCELLED))


def _penalty(ctx: Context, draft: Draft, seat: Seat, event: Event) -> Draft:
    ctx.penalize(draft, seat, "pass_throughout", "38")
    ctx.penalize(draft, seat.partner, "pass_throughout", "38")
    ctx.lead_record(seat, event.call, "38", ctx.state.events.index(event) + 1)
    return draft.adjust("23A").say(
        f"Назначение аннулируется; {seat.russian} и {seat.partner.russian} должны пасовать до "
        "конца торговли (38; при ущербе — 23A)."
    )
