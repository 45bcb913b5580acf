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
from engine.rules.model import Call, Seat, Status
from engine.rules.parse import Item

CITES = register("39", "39A", "39B", "35", "35D", "22A")


def call_after_final_pass(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    if not state.ended:
        return None
    if item.call.is_pass and (bid := _bid_after_passes(ctx, seat)) is not None:
        item, seat = bid  # passes typed before it: cancelled with no penalty (39A), and the
        # ruling is on the bid, double or redouble made after the final pass
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
        return _later_calls(ctx, draft, seat, declarer)
    if ctx.lho_called_before_ruling(seat):
        following = ctx.peek()
        if following is not None and following.seat in (None, seat.lho):
            ctx.pop()
            state.record(seat.lho, following.call, Status.CANCELLED)
        _cancel_rest(ctx, seat.lho)
        return draft.cite("35", "35D").say(
            f"{seat.lho.russian} заявил после неё: эта и все последующие заявки аннулируются "
            "без наказания (35D)."
        )
    ctx.lead_record(seat, call, "39B", state.events.index(event) + 1)
    draft.cite("39B").say(
        f"Это {call} вистующего: могут быть наложены ограничения на ход по правилу 26 (39B)."
    )
    return _later_calls(ctx, draft, seat, declarer)


def _bid_after_passes(ctx: Context, seat: Seat) -> tuple[Item, Seat] | None:
    """A pass after the final pass followed by more passes and then a bid, double or
    redouble: the passes are cancelled (no penalty, 39A) and that call, with its player, is
    what is ruled on; None when only passes follow."""
    k = next((n for n, following in enumerate(ctx.queue) if not following.call.is_pass), None)
    if k is None:
        return None
    ctx.state.record(seat, Call.pass_(), Status.CANCELLED)
    player = seat
    for _ in range(k):
        taken = _cancel_next(ctx, player)
        assert taken is not None
        player = taken[1]
    bid = ctx.pop()
    assert bid is not None
    return bid, bid.seat or player.lho


def _later_calls(ctx: Context, draft: Draft, seat: Seat, declarer: Seat) -> Draft:
    """The calls typed after it (not the LHO's call over a defender's, which 35D rules) were
    made after the final pass too: each is cancelled and ruled in the same way, 39A or 39B
    by whose it is; they are part of this ruling, not new ones."""
    state = ctx.state
    previous = seat
    while (taken := _cancel_next(ctx, previous)) is not None:
        following, player = taken
        previous = player
        if following.call.is_pass or player.same_side(declarer):
            draft.cite("39A").say(
                f"{player.russian} заявил после неё {following.call.accusative}: это тоже "
                "заявка после финального паса, она аннулируется без наказания (39A)."
            )
            continue
        ctx.lead_record(player, following.call, "39B", len(state.events))  # after it
        draft.cite("39B").say(
            f"{player.russian} заявил после неё {following.call.accusative}: это заявка "
            "вистующего, тоже после финального паса; она аннулируется, и могут быть наложены "
            "ограничения на ход по правилу 26 (39B)."
        )
    return draft


def _cancel_rest(ctx: Context, last: Seat) -> None:
    """35D: every call typed after the LHO's is cancelled with it, without penalty."""
    while (taken := _cancel_next(ctx, last)) is not None:
        last = taken[1]


def _cancel_next(ctx: Context, previous: Seat) -> tuple[Item, Seat] | None:
    """The next call typed, cancelled as one more call after the final pass (its player the
    one typed, else the LHO of the player before it); None when no call is left."""
    following = ctx.pop()
    if following is None:
        return None
    player = following.seat or previous.lho
    ctx.state.record(player, following.call, Status.CANCELLED)
    ctx.state.turn = player.lho
    return following, player
