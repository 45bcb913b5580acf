"""Law 25: a player puts another call in place of his own.

25A an inadvertent call corrected without pause: the last call stands, no penalty.
25B1 the LHO accepts the substitute (he does by calling over it): it stands, no penalty.
25B2 not accepted: the substitute is cancelled and (A) a first call that was illegal brings
its own law (with Law 26 for the substitute); (B) a legal first call: the offender (1) keeps
it, partner passes at his next turn, or (2) makes any other legal call, partner passes
throughout; (C) either way Law 26 applies to partner's lead.
A call at LHO's turn by the player who made the last call is such a change (30B3, 31B
footnote); so is ``replacement=`` after a legal auction (the contract of ``bridge-laws``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Call, Event, Seat, Status
from engine.rules.parse import Item
from engine.rules.procedures.common import YES_NO
from engine.rules.state import AuctionState

CITES = register(
    "25",
    "25A",
    "25B",
    "25B1",
    "25B2",
    "25B2(A)",
    "25B2(B)",
    "25B2(B)(1)",
    "25B2(B)(2)",
    "25B2(C)",
    "30B3",
    "31B",
    "23A",
)


def change_of_call(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    last = state.last_call()
    if seat is state.turn or state.ended or last is None or last.seat is not seat:
        return None
    return apply_change(ctx, last, item)


def apply_change(ctx: Context, first: Event, item: Item) -> Draft:
    state, seat, call = ctx.state, first.seat, item.call
    draft = Draft("change_of_call", "change_of_call", seat).cite("25")
    draft.say(f"{seat.russian} заменил свою заявку {first.call.accusative} на {call.accusative}.")
    if item.fact is None:
        if call.is_pass and state.any_bid():
            draft.cite("30B3").say(
                "Пас в очередь левого соперника после назначения трактуется как изменение "
                "заявки (30B3)."
            )
        elif call.is_bid:
            draft.cite("31B").say(
                "Назначение в очередь левого соперника игроком, который уже заявлял, "
                "трактуется как изменение заявки (сноска к 31B)."
            )
    if call == first.call:
        return draft.say("Это та же заявка: ничего не меняется.")
    first_index = state.events.index(first)
    state.cancel(first, turn=seat)
    outcome = _stands_or_asks(ctx, draft, seat, item)
    if outcome is not None:
        return outcome
    sub = state.record(seat, call, Status.CANCELLED)
    draft.cite("25B2(B)").say(
        f"Замена не принята и аннулируется; первая заявка {first.call} была легальной (25B2(B)): "
        f"{seat.russian} либо оставляет её, и тогда {seat.partner.russian} пасует в свою "
        f"следующую очередь, либо делает другую легальную заявку, и тогда "
        f"{seat.partner.russian} пасует до конца торговли."
    )
    ctx.pending = ChangeChoice(draft, seat, first.call, first_index, call, state.events.index(sub))
    return draft


def correction_of_illegal(
    ctx: Context, draft: Draft, seat: Seat, item: Item, apply_law: Callable[[Event], Draft]
) -> Draft | None:
    """The offender put another call in place of his illegal one before anyone called.

    ``apply_law`` applies the law of the illegal call, already logged as cancelled.
    """
    if not ctx.next_is_by(seat):
        return None
    first = ctx.state.record(seat, item.call, Status.CANCELLED)
    following = ctx.pop()
    assert following is not None
    call = following.call
    draft.cite("25").say(f"{seat.russian} сразу заменил её на {call.accusative}.")
    outcome = _stands_or_asks(ctx, draft, seat, following)
    if outcome is not None:
        return outcome
    draft = apply_law(first)
    state = ctx.state
    sub = state.record(seat, call, Status.CANCELLED)
    ctx.lead_record(seat, call, "25B2(A)", state.events.index(sub) + 1)
    return draft.cite("25B2(A)").say(
        f"Замена не принята и аннулируется; первая заявка была нелегальной, поэтому применяется "
        f"её правило, а ограничения на ход по правилу 26 относятся и к замене {call} (25B2(A))."
    )


def _stands_or_asks(ctx: Context, draft: Draft, seat: Seat, item: Item) -> Draft | None:
    """25A or 25B1 when they apply, a question when they may; None when 25B2 applies.

    A substitute that is itself irregular (insufficient, above seven, a double Law 19 does
    not permit, a call of a player who must pass) is still a change of call: if 25A or 25B1
    lets it stand, the law of that irregularity applies to it next.
    """
    call = item.call
    legal = allowed(ctx.state, seat, call)
    inadvertent = ctx.facts.take_bool("inadvertent")
    if inadvertent:
        draft.cite("25A")
        if not legal:
            return _irregular_stands(ctx, draft, seat, item, "25A")
        ctx.state.record(seat, call)
        return draft.say(
            f"Это немедленное исправление нечаянной оплошности: {call} утверждается без "
            "наказания (25A)."
        )
    stated = ctx.facts.has("accepted")
    accepted = ctx.lho_called(seat)
    if accepted and not legal:
        if _acceptable(ctx.state, seat, call):
            ctx.state.record(seat, call, Status.ACCEPTED)
            return draft.cite("25B1", "27A").say(
                f"{seat.lho.russian} принял замену: недостаточное назначение {call} считается "
                "легальным и утверждается, торговля продолжается без наказания (25B1, 27A)."
            )
        return _irregular_stands(ctx, draft, seat, item, "25B1")
    if accepted:
        ctx.state.record(seat, call)
        draft.cite("25B1")
        if stated:
            return draft.say(
                f"{seat.lho.russian} принял замену: {call} утверждается, торговля продолжается "
                "без наказания (25B1)."
            )
        return draft.say(
            f"{seat.lho.russian} заявил после замены: {call} утверждается без наказания; если "
            f"судья решит, что {seat.lho.russian} собирался заявить после первоначальной "
            "заявки, тот может без наказания отменить свою заявку (25B1)."
        )
    if inadvertent is None:  # the answer decides between an inadvertent slip and a change
        draft.cite("25A", "25B").next_unknown = True
        return draft.ask(
            "inadvertent",
            f"Исправлял ли {seat.russian} нечаянную оплошность (не ту карточку, оговорку) сразу, "
            "без паузы?",
            YES_NO,
        )
    if accepted is None:  # not an inadvertent slip: 25B, its branch hangs on the LHO
        draft.cite("25B", "25B1", "25B2").next_unknown = True  # both branches cited
        return draft.ask(
            "accepted",
            f"{seat.lho.russian} (левый соперник) принимает замену на {call.accusative}?",
            YES_NO,
        )
    return None


def _acceptable(state: AuctionState, seat: Seat, call: Call) -> bool:
    """An insufficient bid the LHO may treat as legal (27A): not above seven, not barred."""
    return (
        call.is_bid
        and call.level <= 7
        and state.insufficient(call)
        and state.must_pass(seat) is None
    )


def _irregular_stands(ctx: Context, draft: Draft, seat: Seat, item: Item, clause: str) -> Draft:
    """The substitute stands as his call (25A/25B1), but breaks a law of its own: the replay
    takes it next, as a call at his turn, and that law's ruling continues this one."""
    ctx.push_front(Item(seat, item.call, item.token, item.fact))
    ctx.prelude = draft
    return draft.cite(clause).say(
        f"Замена {item.call} утверждается как заявка {seat.russian_genitive} ({clause}), но "
        "она сама нарушает правила торговли:"
    )


def allowed(state: AuctionState, seat: Seat, call: Call) -> bool:
    """Legal in rotation and within the player's obligations."""
    if not state.legal(seat, call):
        return False
    if not call.is_pass and state.must_pass(seat) is not None:
        return False
    return not (call.is_double_or_redouble and state.barred_from_doubling(seat) is not None)


@dataclass
class ChangeChoice:
    """Law 25B2(B): waits for the offender's choice between his first call and another."""

    draft: Draft
    offender: Seat
    first: Call
    first_index: int
    substitute: Call
    sub_index: int

    def waiting_for(self, ctx: Context) -> Seat:
        return self.offender

    def supply(self, ctx: Context) -> None:
        if ctx.state.turn is self.offender:
            fact = ctx.fact_call("then", self.offender)
            if fact is not None:
                ctx.push_front(fact)

    def wants(self, ctx: Context, item: Item, seat: Seat) -> bool:
        return seat is self.offender and ctx.state.turn is self.offender

    def resolve(self, ctx: Context, item: Item, seat: Seat) -> Draft | None:
        state, draft, call = ctx.state, self.draft, item.call
        if not allowed(state, seat, call):
            ctx.pending = None
            ctx.prelude = draft.say(
                f"{self.offender.russian} должен оставить первую заявку или сделать другую "
                f"легальную (25B2(B)), а заявил {call.accusative}:"
            )
            return None  # the law of that irregular call rules on it next
        state.record(seat, call)
        ctx.pending = None
        partner = self.offender.partner
        ctx.lead_record(self.offender, self.substitute, "25B2(C)", self.sub_index + 1)
        if call == self.first:
            ctx.penalize(draft, partner, "pass_next_turn", "25B2(B)(1)")
            draft.cite("25B2(B)(1)").say(
                f"{self.offender.russian} оставил {call.accusative}: {partner.russian} должен "
                "спасовать в "
                "свою следующую очередь (25B2(B)(1); при ущербе — 23A)."
            )
        else:
            ctx.penalize(draft, partner, "pass_throughout", "25B2(B)(2)")
            ctx.lead_record(self.offender, self.first, "25B2(C)", self.first_index + 1)
            draft.cite("25B2(B)(2)").say(
                f"{self.offender.russian} заявил {call.accusative}: {partner.russian} должен "
                "пасовать до "
                "конца торговли (25B2(B)(2); при ущербе — 23A)."
            )
        return draft.cite("25B2(C)").adjust("23A")

    def finish(self, ctx: Context) -> Draft:
        # the answer chooses between the two branches of 25B2(B): both are cited
        return self.draft.cite("25B2(B)(1)", "25B2(B)(2)").ask(
            "then",
            f"Какую заявку {self.offender.russian} делает теперь: оставляет {self.first} "
            "(партнёр пасует один раз) или другую (партнёр пасует до конца торговли)?",
            (str(self.first), str(self.substitute)),
        )
