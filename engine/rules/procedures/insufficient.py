"""Law 27: an insufficient bid in rotation (out of rotation it is Law 31, see ``rotation``).

27A: the LHO may accept it (he does by calling over it). 27B: if not, the offender corrects it
to a sufficient bid or a pass; 27B1(A) the lowest sufficient bid in the same denomination, the
bid being without doubt not conventional: no penalty (but 27B1(B)); 27B2 anything else, or a
bid that may have been conventional: partner passes throughout (23A, 26); 27B3 an attempt to
substitute a double or redouble: that call is cancelled, partner passes throughout (23A, 26),
and the offender still corrects his bid.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.model import Call, Seat, Status, lowest_bid_in
from engine.rules.parse import Item
from engine.rules.procedures.common import YES_NO

CITES = register("27", "27A", "27B", "27B1(A)", "27B1(B)", "27B2", "27B3", "23A", "25", "25A")


def insufficient_bid(ctx: Context, item: Item, seat: Seat) -> Draft | None:
    state = ctx.state
    call = item.call
    if seat is not state.turn or state.ended or not call.is_bid or call.level > 7:
        return None
    last = state.last_bid()
    if last is None or not state.insufficient(call):
        return None
    draft = Draft("insufficient_bid", "insufficient_bid", seat).cite("27")
    draft.say(
        f"{seat.russian} заявил {call} после {last.call} ({last.seat.russian_genitive}): "
        "это недостаточное назначение."
    )
    accepted = ctx.facts.take_bool("accepted")
    if accepted is None and (ctx.facts.has("replacement") or ctx.next_is_by(seat)):
        accepted = False  # the offender corrects it: the LHO did not accept it
    if accepted is None:
        accepted = ctx.lho_called(seat)
    if accepted is None:
        draft.next_unknown = True  # both branches the answer chooses between are cited
        return draft.cite("27A", "27B").ask(
            "accepted",
            f"{seat.lho.russian} (левый соперник нарушителя) принимает недостаточное "
            f"назначение {call} (27A)? Оно принято и тогда, когда {seat.lho.russian} уже "
            "сделал после него заявку; если не принято, его заменяют достаточным "
            "назначением или пасом (27B).",
            YES_NO,
        )
    if accepted:
        state.record(seat, call, Status.ACCEPTED)
        return draft.cite("27A").say(
            f"{seat.lho.russian} принял его (27A): {call} остаётся в торговле, "
            f"следующие назначения должны быть достаточными по отношению к {call}."
        )
    event = state.record(seat, call, Status.CANCELLED)
    draft.cite("27B").say(
        f"Назначение не принято (27B): {seat.russian} должен заменить его достаточным "
        "назначением или пасом."
    )
    inadvertent = ctx.facts.take_bool("inadvertent")
    ctx.pending = InsufficientPending(
        draft, seat, call, last.call, state.events.index(event), inadvertent is True
    )
    return draft


@dataclass
class InsufficientPending:
    """Waits for the offender's correction of his insufficient bid."""

    draft: Draft
    offender: Seat
    bid: Call
    above: Call
    index: int
    inadvertent: bool
    penalized: bool = False  # 27B3 already applied: only the final correction is missing

    def waiting_for(self, ctx: Context) -> Seat:
        return self.offender

    def supply(self, ctx: Context) -> None:
        if ctx.state.turn is self.offender:
            fact = ctx.fact_call("replacement", self.offender)
            if fact is not None:
                ctx.push_front(fact)

    def wants(self, ctx: Context, item: Item, seat: Seat) -> bool:
        return seat is self.offender and ctx.state.turn is self.offender

    def resolve(self, ctx: Context, item: Item, seat: Seat) -> Draft | None:
        state, draft, call = ctx.state, self.draft, item.call
        partner = self.offender.partner
        if call.is_double_or_redouble:
            if self.penalized or self.inadvertent:
                return self._not_a_correction(ctx, item, seat)
            event = state.record(seat, call, Status.CANCELLED)
            ctx.penalize(draft, partner, "pass_throughout", "27B3")
            draft.cite("27B3").adjust("23A")
            ctx.lead_record(self.offender, self.bid, "27B3", self.index + 1)
            ctx.lead_record(self.offender, call, "27B3", state.events.index(event) + 1)
            self.penalized = True
            return draft.say(
                f"{seat.russian} пытается заменить его на {call.accusative}: эта заявка "
                "аннулируется, "
                f"{partner.russian} должен пасовать до конца торговли (27B3), а {seat.russian} "
                "всё равно должен заявить достаточное назначение или пас."
            )
        if call.is_bid and (call.level > 7 or state.insufficient(call)):
            return self._not_a_correction(ctx, item, seat)
        state.record(seat, call)
        ctx.pending = None
        if self.penalized:
            return draft.say(
                f"Окончательная заявка {seat.russian_genitive} на этом круге: {call}."
            )
        if self.inadvertent:
            return draft.cite("25", "25A").say(
                f"Это немедленное исправление нечаянной оплошности: {call} утверждается "
                "без наказания (25A)."
            )
        lowest = (
            lowest_bid_in(self.bid.strain, self.above) if self.bid.strain is not None else None
        )
        conventional: bool | None = True
        if call == lowest:
            conventional = ctx.facts.take_bool("conventional")
            if conventional is None:
                # the answer chooses between the two branches: both are cited
                return draft.cite("27B1(A)", "27B2").ask(
                    "conventional",
                    f"Могло ли недостаточное назначение {self.bid} быть конвенционным "
                    "(обещать не ту масть, которую назвало, или особую силу)?",
                    YES_NO,
                )
        if call == lowest and conventional is False:
            draft.cite("27B1(A)").adjust("27B1(B)")
            return draft.say(
                f"{call} — ближайшее достаточное назначение в той же деноминации, "
                "а недостаточное назначение было неконвенционным: торговля продолжается "
                "без наказания (27B1(A)); но если недостаточное назначение передало "
                "информацию, ущемившую ненарушившую сторону, судья назначает присуждённый "
                "результат (27B1(B))."
            )
        ctx.penalize(draft, partner, "pass_throughout", "27B2")
        draft.cite("27B2").adjust("23A")
        ctx.lead_record(
            self.offender, self.bid, "27B2", self.index + 1, conventional=call == lowest
        )
        if call == lowest:
            why = "недостаточное назначение могло быть конвенционным"
        else:
            what = "пас" if call.is_pass else str(call)
            why = f"{what} — не ближайшее достаточное назначение в той же деноминации" + (
                f" (им было бы {lowest})" if lowest is not None else ""
            )
        return draft.say(
            f"Исправлено на {call.accusative}; {why}, поэтому {partner.russian} должен "
            "пасовать до конца "
            "торговли (27B2; если этот вынужденный пас ущемит ненарушившую сторону — 23A)."
        )

    def finish(self, ctx: Context) -> Draft:
        if self.penalized:
            return self.draft
        lowest = (
            lowest_bid_in(self.bid.strain, self.above) if self.bid.strain is not None else None
        )
        options = tuple(str(c) for c in (lowest, Call.pass_()) if c is not None)
        partner = self.offender.partner.russian
        # the answer chooses between the branches of 27B: each is cited, as a director
        # states the options before the offender chooses
        return self.draft.cite("27B1(A)", "27B2", "27B3").ask(
            "replacement",
            f"Какую заявку {self.offender.russian} делает вместо {self.bid}? Без наказания — "
            f"только {lowest} (ближайшее достаточное в той же деноминации), если {self.bid} "
            f"не могло быть конвенционным (27B1(A)); любое другое достаточное назначение или "
            f"пас — {partner} пасует до конца торговли (27B2); контра или реконтра "
            f"аннулируется, {partner} пасует до конца торговли, а замена всё равно нужна "
            "(27B3).",
            options,
        )

    def _not_a_correction(self, ctx: Context, item: Item, seat: Seat) -> Draft:
        """A call that cannot correct the insufficient bid does not count: he still must
        substitute a sufficient bid or a pass (27B)."""
        ctx.state.record(seat, item.call, Status.CANCELLED)
        self.draft.say(
            f"{item.call} не может заменить недостаточное назначение {self.bid}: его "
            "исправляют достаточным назначением или пасом (27B), и "
            f"{self.offender.russian} должен сделать это теперь."
        )
        if ctx.facts.has("replacement") or ctx.next_is_by(self.offender):
            return self.draft  # his next attempt follows
        return self.finish(ctx)
