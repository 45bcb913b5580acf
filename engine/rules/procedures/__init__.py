"""The ordered table of procedures: each looks at one call and either applies (returning the
ruling it drafted, with its citations) or passes (None) to the next.

The first that applies wins; ``legal_call`` at the end records a call that broke no law.
``exposed_card`` (Law 24) and a ``replacement`` after a legal auction (Law 25) are applied by
``replay`` when the calls run out.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.rules.context import Context, Draft
from engine.rules.model import Seat
from engine.rules.parse import Item
from engine.rules.procedures import (
    above_seven,
    after_end,
    barred,
    change,
    inadmissible,
    insufficient,
    legal,
    rotation,
)

Procedure = Callable[[Context, Item, Seat], Draft | None]


def pending(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    """A ruling waiting for this very call (a correction, RHO's call, the offender's choice)."""
    waiting = ctx.pending
    if waiting is None or not waiting.wants(ctx, item, seat):
        return None
    return waiting.resolve(ctx, item, seat)


PROCEDURES: list[tuple[str, Procedure]] = [
    ("pending", pending),
    ("call_after_final_pass", after_end.call_after_final_pass),  # 39, 35D
    ("rho_must_pass", barred.rho_must_pass),  # 28A (never applies: records the implied pass)
    ("call_while_barred", barred.call_while_barred),  # 37, 35B
    ("bid_above_seven", above_seven.bid_above_seven),  # 38, 35C
    ("change_of_call", change.change_of_call),  # 25 (30B3, 31B footnote)
    ("out_of_rotation", rotation.out_of_rotation),  # 28B, 29, 30, 31, 32, 33
    ("insufficient_bid", insufficient.insufficient_bid),  # 27
    ("inadmissible_double", inadmissible.inadmissible_double),  # 36, 35A
    ("legal_call", legal.legal_call),  # 34
]
