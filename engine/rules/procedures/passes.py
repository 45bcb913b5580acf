"""Law 30: a pass out of rotation that was not accepted (Law 29A cancelled it).

30A before any bid: the offender passes at his next turn (23B if his partner opens).
30B1 at RHO's turn after a bid: the offender passes at his next turn.
30B2 at partner's turn after a bid: (A) the offender passes throughout, 23B; (B) partner may
bid or pass but not double or redouble on this round.
30B3 at LHO's turn: a change of call (Law 25, procedure ``change``).
30C a conventional pass: Law 31 instead.
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Seat
from engine.rules.procedures import bids

CITES = register("30", "30A", "30B1", "30B2(A)", "30B2(B)", "30C", "23B")


def pass_out_of_rotation(ctx: Context, draft: Draft, seat: Seat, turn: Seat, index: int) -> Draft:
    state = ctx.state
    draft.cite("30")
    if ctx.facts.take_bool("conventional"):
        draft.cite("30C").say("Пас конвенционный: применяется не правило 30, а правило 31 (30C).")
        return bids.bid_out_of_rotation(ctx, draft, seat, turn, index, conventional_pass=True)
    partner = seat.partner
    if not state.any_bid():
        ctx.penalize(draft, seat, "pass_next_turn", "30A")
        return (
            draft.cite("30A")
            .adjust("23B")
            .say(
                f"Назначений ещё не было: {seat.russian} должен спасовать в свою следующую "
                f"очередь (30A); если {partner.russian} откроет торговлю и пас вне очереди "
                "ущемит ненарушившую сторону, судья назначит присуждённый результат (23B)."
            )
        )
    if turn is partner:
        ctx.penalize(draft, seat, "pass_throughout", "30B2(A)")
        ctx.penalize(draft, partner, "no_double_this_turn", "30B2(B)")
        return (
            draft.cite("30B2(A)", "30B2(B)")
            .adjust("23B")
            .say(
                f"Пас в очередь партнёра после назначения: {seat.russian} должен пасовать до "
                f"конца торговли (30B2(A)); {partner.russian} может сделать любое достаточное "
                "назначение или спасовать, но на этом круге не может контрировать или "
                "реконтрировать (30B2(B)); при ущербе — 23B."
            )
        )
    # At RHO's turn (30B1). At LHO's turn a pass is a change of call (30B3), which the
    # ``change`` procedure takes when the offender made the last call; in the odd log where he
    # did not (the turn came back to his LHO after a cancellation) a director would apply the
    # milder 30B1 by analogy.
    ctx.penalize(draft, seat, "pass_next_turn", "30B1")
    return draft.cite("30B1").say(
        f"Пас в очередь правого соперника после назначения: {seat.russian} должен спасовать "
        "в свою следующую очередь (30B1)."
    )
