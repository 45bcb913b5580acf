"""Laws 39 and 35D: a call after the final pass of the auction.

It is cancelled; 39A a pass by a defender or any call by the future declarer or dummy: no
penalty; 39B a bid, double or redouble by a defender: Law 26 may apply. 35D: if the LHO
called over it, it and every later call are cancelled without penalty. After four passes
there is no contract and no play (22A), so no lead can be restricted: the call is simply
cancelled.
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Seat, Status
from engine.rules.parse import Item

CITES = register("39", "39A", "39B", "35", "35D", "22A")


def call_after_final_pass(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    if not state.ended:
        return None
    call = item.call
    draft = Draft("call_after_final_pass", "call_after_final_pass", seat).cite("39")
    draft.say(
        f"{seat.russian} заявил {call.accusative} после финального паса: заявка аннулируется (39)."
    )
    event = state.record(seat, call, Status.CANCELLED)
    state.turn = seat.lho  # a later call typed without a seat is the next player's
    declarer = state.declarer()
    if declarer is None and state.ended_before:
        draft.next_unknown = True  # the auction was not typed: whose side plays is not known
        return draft.cite("39A", "39B").ask(  # the answer chooses between them: both cited
            "declarer", "Кто разыгрывающий (или кто из его стороны)? От этого зависит, "
            "заявил ли игрок как вистующий (39B) или как разыгрывающая сторона (39A).",
            ("С", "В", "Ю", "З"))
    if declarer is None:
        return draft.cite("22A").say(
            "Все спасовали, контракта нет и розыгрыша не будет (22A): наказания нет."
        )
    if seat.same_side(declarer) or call.is_pass:
        role = "вистующего" if not seat.same_side(declarer) else "разыгрывающей стороны"
        draft.cite("39A").say(f"Это заявка {role}: наказания нет (39A).")
        return _lho_passed_over(ctx, draft, seat)
    if ctx.lho_called_before_ruling(seat):
        following = ctx.peek()
        if following is not None and following.seat in (None, seat.lho):
            ctx.pop()
            state.record(seat.lho, following.call, Status.CANCELLED)
        return draft.cite("35", "35D").say(
            f"{seat.lho.russian} заявил после неё: эта и все последующие заявки аннулируются "
            "без наказания (35D)."
        )
    ctx.lead_record(seat, call, "39B", state.events.index(event) + 1)
    return draft.cite("39B").say(
        f"Это {call} вистующего: могут быть наложены ограничения на ход по правилу 26 (39B)."
    )


def _lho_passed_over(ctx: Context, draft: Draft, seat: Seat) -> Draft:
    """A pass by the LHO right after it is one more call after the final pass: cancelled,
    no penalty (39A); it is part of this ruling, not a new one."""
    following = ctx.peek()
    if following is None or following.seat not in (None, seat.lho) or not following.call.is_pass:
        return draft
    ctx.pop()
    ctx.state.record(seat.lho, following.call, Status.CANCELLED)
    ctx.state.turn = seat.lho.lho
    return draft.say(
        f"Пас {seat.lho.russian_genitive} после неё тоже аннулируется без наказания (39A)."
    )
