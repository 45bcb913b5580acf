"""Laws 28, 29 and 33: a call out of rotation, before the penalty of Law 30, 31 or 32.

28A (a call at the turn of an RHO who must pass is in rotation) is ``barred.rho_must_pass``;
a player who calls again at his LHO's turn changes his call (30B3, 31B footnote: ``change``).
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures import bids, doubles, legal, passes
from engine.rules.procedures.common import (
    YES_NO,
    at_turn_of,
    call_phrase,
    out_of_rotation_code,
    skipped_seats,
)

CITES = register("28", "28B", "29", "29A", "29B", "33", "27C",
                 "30A", "30B1", "30B2", "30B3", "31A", "31B", "32A", "32B")


def out_of_rotation(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    turn = state.turn
    if seat is turn or state.ended:
        return None
    call = item.call
    draft = Draft("out_of_rotation", out_of_rotation_code(call), seat)
    draft.say(f"{seat.russian} сделал {call_phrase(call)} вне очереди, {at_turn_of(seat, turn)}.")
    if ctx.facts.has("simultaneous") and _simultaneous(ctx, item, turn):
        return draft.cite("33").say(
            f"Заявка сделана одновременно с заявкой {turn.russian_genitive}, чья была очередь: "
            "она считается последующей (33), и торговля идёт дальше по порядку."
        )
    if call.is_double_or_redouble and state.double_illegal(seat, call) is not None:
        return doubles.inadmissible_out_of_rotation(ctx, draft, item, seat, turn)
    # 28B: the opponent in turn called; besides the RHO, the dealer who is the offender's LHO
    # when the offender called before the dealer's first call («Север сдаёт, Запад пас, Север
    # 1♦»): his call is in rotation, not an acceptance of the call before it
    if turn is seat.rho or (turn is seat.lho and not state.counted()):
        rho_called = ctx.facts.take_bool("rho_called")
        # «not accepted» tells that the director ruled: RHO's next call came after the ruling
        declined = ctx.facts.peek_bool("accepted") is False
        repeated = _repeated(ctx, item, seat, turn)
        if rho_called is None and ctx.next_is_by(turn) and not declined and not repeated:
            rho_called = True
        if rho_called:
            return _forfeited(ctx, draft, item, seat, turn)
        if repeated and not ctx.facts.has("accepted"):
            draft.say("Правый соперник заявил, а нарушитель повторил ту же заявку, как велит "
                      "31A1/32B1: значит, заявку вне очереди аннулировали до заявки правого.")
            event = state.record(seat, call, Status.CANCELLED)
            draft.cite("29", "29A").say(
                f"Заявка аннулируется, очередь возвращается к {turn.russian_dative} (29A)."
            )
            return _cancelled(ctx, draft, seat, turn, state.events.index(event))
    stated = ctx.facts.has("accepted")
    accepted = ctx.facts.take_bool("accepted")
    if accepted is None and (
        ctx.facts.has("rho")
        or ctx.facts.has("then")
        or (turn is seat.partner and ctx.next_is_by(turn))
    ):
        accepted = False
    if accepted is None:
        accepted = ctx.lho_called(seat)
    if call.is_bid and state.insufficient(call):
        draft.cite("27C")  # an insufficient bid out of turn: Law 31 applies, whatever LHO does
    if accepted is None:
        draft.cite("29", "29A").next_unknown = True
        section = _if_declined(ctx, seat, turn, call.is_pass, call.is_bid)
        if section is not None:
            draft.cite(section).say(
                f"Если {seat.lho.russian} не примет эту заявку вне очереди, она аннулируется "
                f"(29A), и нарушитель наказывается по {section}."
            )
        return draft.ask(
            "accepted",
            f"{seat.lho.russian} (левый соперник нарушителя) принимает эту заявку вне очереди? "
            f"Принятой она считается и тогда, когда {seat.lho.russian} уже заявил после неё.",
            YES_NO,
        )
    if accepted:
        skipped = skipped_seats(seat, turn, bool(state.counted()))
        state.record(seat, call, Status.ACCEPTED, skipped=skipped)
        how = "принял её" if stated else "заявил после неё"
        draft.cite("29", "29B").say(
            f"{seat.lho.russian} {how} и тем лишился права на наказание (29B): "
            "заявка остаётся в силе, торговля продолжается от неё."
        )
        if call.is_pass and state.ended:
            return _retained(ctx, draft, seat)
        return draft
    event = state.record(seat, call, Status.CANCELLED)
    draft.cite("29", "29A").say(
        f"Заявка аннулируется, очередь возвращается к {turn.russian_dative} (29A)."
    )
    return _cancelled(ctx, draft, seat, turn, state.events.index(event))


def _if_declined(ctx: Context, seat: Seat, turn: Seat, is_pass: bool, is_bid: bool) -> str | None:
    """The section whose penalty follows when the call out of rotation is not accepted: a
    pass by Law 30 (30A before any bid, then by whose turn it was), a bid by Law 31 (31A at
    RHO's turn, 31B at partner's or LHO's), a double or redouble by Law 32 (32A at partner's
    turn, 32B at RHO's).

    >>> from engine.rules.ruling import rule
    >>> [law for law in rule("1♦ пас 1♠ пас 2♦ Ю:3♦").laws if law.startswith("3")]
    ['31A']
    >>> [[law for law in rule(t).laws if law.startswith("3")] for t in ("1♠ Ю:пас", "1♠ З:пас")]
    [['30B1'], ['30B2']]
    """
    if is_pass:
        if not ctx.state.any_bid():
            return "30A"
        return {seat.rho: "30B1", seat.partner: "30B2", seat.lho: "30B3"}[turn]
    if is_bid:
        return "31A" if turn is seat.rho else "31B"
    return {seat.partner: "32A", seat.rho: "32B"}.get(turn)


def _cancelled(ctx: Context, draft: Draft, seat: Seat, turn: Seat, index: int) -> Draft:
    """The penalty of Law 30, 31 or 32 for the cancelled call at ``index``."""
    call = ctx.state.events[index].call
    if call.is_pass:
        return passes.pass_out_of_rotation(ctx, draft, seat, turn, index)
    if call.is_bid:
        return bids.bid_out_of_rotation(ctx, draft, seat, turn, index)
    return doubles.double_out_of_rotation(ctx, draft, seat, turn, index)


def _repeated(ctx: Context, item: Item, seat: Seat, turn: Seat) -> bool:
    """The RHO whose turn it was calls next, and then the offender makes the same bid or
    double again (``Ю:контра В:пас Ю:контра``; a pass again is what 30 orders anyway, and
    tells nothing): he repeats it as Laws 31A1 and 32B1 order after the call out of rotation
    was cancelled, so the RHO called after the cancellation, not over it (no Law 28B).

    >>> from engine.rules.ruling import rule
    >>> rule("З:1♥ С:пас Ю:контра В:пас Ю:контра ; сдающий=З").laws[-1]
    '32B1'
    """
    queue = ctx.queue
    return (not item.call.is_pass and len(queue) >= 2 and queue[0].seat in (None, turn)
            and queue[1].seat is seat and queue[1].call == item.call)


def _retained(ctx: Context, draft: Draft, seat: Seat) -> Draft:
    """Law 34 when the accepted pass out of rotation is itself the third pass: the LHO's pass
    over it is one of the passes that follow it, cancelled with it."""
    following = ctx.peek()
    over = following is not None and following.seat in (None, seat.lho)
    if over and following is not None and following.call.is_pass:
        ctx.pop()
        ctx.state.record(seat.lho, following.call)
    return legal.retained_right(ctx, draft) or draft


def _simultaneous(ctx: Context, item: Item, turn: Seat) -> bool:
    """Law 33: put the call of the player in turn first; True when that was done."""
    simultaneous = ctx.facts.take_bool("simultaneous")
    following = ctx.peek()
    if not simultaneous or following is None or following.seat not in (None, turn):
        return False
    ctx.pop()
    ctx.push_front(item)
    ctx.push_front(Item(turn, following.call, following.token, following.fact))
    return True


def _forfeited(ctx: Context, draft: Draft, item: Item, seat: Seat, turn: Seat) -> Draft:
    """Law 28B: the opponent whose turn it was called before the penalty was assessed."""
    ctx.state.record(seat, item.call, Status.CANCELLED)
    draft.cite("28", "28B").say(
        f"{turn.russian} (чья была очередь) заявил до того, как наказание было наложено: его "
        f"заявка сделана в очередь, права наказать заявку вне очереди больше нет, и торговля "
        f"продолжается так, как будто {seat.russian} на этом круге ничего не заявлял (28B)."
    )
    following = ctx.peek()
    if following is None or following.seat not in (None, turn):
        rho = ctx.fact_call("rho", turn)
        if rho is not None:
            ctx.push_front(rho)
        else:
            draft.next_unknown = True
    return draft
