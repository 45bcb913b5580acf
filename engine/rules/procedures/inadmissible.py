"""Laws 36 and 35A: a double or redouble that Law 19 does not permit, made in rotation.

36: it is cancelled, the offender substitutes a legal call, partner passes throughout (23A,
26). 35A: if the LHO called over it before the penalty, it and every later call are cancelled,
the auction goes back to the offender and proceeds as though there had been no irregularity.
(Out of rotation it is Law 32, procedure ``rotation``.)
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Event, Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures.change import correction_of_illegal

CITES = register("36", "35", "35A", "19A1", "19B1", "23A")

_WHY = {
    "19A1": "контрировать можно только последнее назначение соперника, после которого были "
    "одни пасы (19A1)",
    "19B1": "реконтрировать можно только последнюю контру соперника, после которой были одни "
    "пасы (19B1)",
}


def inadmissible_double(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    if seat is not state.turn or state.ended or not item.call.is_double_or_redouble:
        return None
    clause = state.double_illegal(seat, item.call)
    if clause is None:
        return None
    draft = Draft("inadmissible_double", "inadmissible_double", seat).cite("36", clause)
    draft.say(
        f"{seat.russian} заявил {item.call.accusative}, а {_WHY[clause]}: заявка неприемлема."
    )
    corrected = correction_of_illegal(
        ctx, draft, seat, item, lambda event: _penalty(ctx, draft, seat, event)
    )
    if corrected is not None:
        return corrected
    if ctx.lho_called_before_ruling(seat):
        return void_under_35a(ctx, draft, seat, item, turn=seat)
    return _penalty(ctx, draft, seat, state.record(seat, item.call, Status.CANCELLED))


def _penalty(ctx: Context, draft: Draft, seat: Seat, event: Event) -> Draft:
    ctx.penalize(draft, seat.partner, "pass_throughout", "36")
    ctx.lead_record(seat, event.call, "36", ctx.state.events.index(event) + 1)
    return draft.adjust("23A").say(
        f"Она аннулируется; {seat.russian} должен заменить её легальной заявкой, "
        f"{seat.partner.russian} пасует до конца торговли (36; при ущербе — 23A)."
    )


def void_under_35a(ctx: Context, draft: Draft, seat: Seat, item: Item, turn: Seat) -> Draft:
    """Law 35A: LHO called over an inadmissible double or redouble before the penalty, so
    it and every later call are cancelled without penalty and the auction returns to ``turn``."""
    state = ctx.state
    state.record(seat, item.call, Status.CANCELLED)
    ctx.cancel_calls_over(seat, resume=turn)
    state.turn = turn
    return draft.cite("35", "35A").say(
        f"{seat.lho.russian} заявил после неё до наложения наказания: эта заявка и все "
        f"последующие аннулируются без наказания, очередь возвращается к "
        f"{turn.russian_dative}, торговля идёт так, как будто нарушения не было (35A)."
    )
