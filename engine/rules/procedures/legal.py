"""A call in rotation that breaks no law, and Law 34 when three passes would end the auction
although a pass out of rotation had deprived a player of his turn.
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Seat, Status
from engine.rules.parse import Item

CITES = register("34")


def legal_call(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    state.record(seat, item.call)
    if item.call.is_pass and state.ended:
        return retained_right(ctx)
    return None


def retained_right(ctx: Context, draft: Draft | None = None) -> Draft | None:
    """Law 34: the auction goes back to the player who missed his turn (``draft``: the
    ruling on the pass out of rotation, when it is that pass that would end the auction)."""
    state = ctx.state
    counted = state.counted()
    final = counted[-3:]
    for event in final:
        if not (event.call.is_pass and event.skipped):
            continue
        later = {e.seat for e in counted[counted.index(event) + 1 :]}
        missed = [s for s in event.skipped if s not in later]
        if not missed:
            continue
        start = state.events.index(event)
        for cancelled in state.events[start:]:
            if cancelled.counts and cancelled.call.is_pass:
                cancelled.status = Status.CANCELLED
        state.turn = missed[0]
        if draft is None:
            draft = Draft("retained_right", "pass_out_of_rotation", event.seat)
        return draft.cite("34").say(
            f"Торговля не закончилась: пас {event.seat.russian_genitive} вне очереди лишил "
            f"{missed[0].russian_genitive} права заявить на этом круге. Торговля "
            f"возвращается к {missed[0].russian_dative}, последующие пасы аннулируются, и "
            "торговля продолжается так, как будто нарушения не было (34)."
        )
    return None
