"""The public entry of the rules engine: ``rule(text) -> Ruling``; it never raises.

>>> rule("1♠ пас 1♥").questions[0].fact
'accepted'
>>> r = rule("1♠ пас 1♥ ; принято=нет замена=2♠ конвенционно=нет")
>>> r.status, r.offender, [p.to_json() for p in r.penalties], r.lead_restrictions
('final', <Seat.S: 2>, [{'seat': 'N', 'kind': 'pass_throughout', 'law': '27B2'}], '26A')
>>> rule("1♠ пас 4♠ пас пас пас").to_json()["auction"]["contract"]
'4♠'
>>> rule("1♠ 1з").status
'error'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ParamSpec

from engine.rules.citations import register
from engine.rules.context import Context
from engine.rules.lead import LeadOutcome, lead_restrictions
from engine.rules.model import FORCED, CallKind, Seat
from engine.rules.parse import Parsed, board_dealer, parse
from engine.rules.replay import replay
from engine.rules.result import AuctionInfo, DealerFrom, Penalty, Ruling, SeatCall
from engine.rules.state import AuctionState
from laws_text import Corpus
from laws_text.errors import BridgeLawsError
from laws_text.ids import parent_id

P = ParamSpec("P")

CITES = register("22A", "22B", "41A", "19A1", "19B1")


def rule(text: str, corpus: Corpus | None = None) -> Ruling:
    """The ruling on the last irregularity of ``text`` (auction ``;`` facts).

    Bad input gives a ruling with status ``error`` and a Russian message naming the bad token.
    With ``corpus``, every cited id is one of its clauses (an id it lacks is cited by its
    nearest ancestor that it has).
    """
    return guarded(_rule, text, corpus)


def _rule(text: str, corpus: Corpus | None) -> Ruling:
    if not isinstance(text, str):
        return error_ruling("ожидается текст")
    parsed = parse(text)
    dealer, source = _dealer(parsed)
    ctx = replay(dealer, parsed.items, parsed.facts)
    ruling = _build(ctx, dealer, source, parsed.board)
    if ruling.status == "needs_facts" and ruling.questions and (
            parsed.facts.given(fact := ruling.questions[0].fact) > len(parsed.items) + 2):
        # each call may be an irregularity of its own that asks a fact once (an incident
        # with no call, a card exposed, asks its own): more answers than that, and the
        # question is back again, means the answers cannot settle the calls as written (a
        # wizard would go round for ever)
        return error_ruling(
            f"Ответы не сходятся с записанными заявками: вопрос «{fact}» задан уже "
            f"{parsed.facts.given(fact) + 1}-й раз. Проверьте запись торговли: кто и что "
            "заявил после нарушения."
        )
    if corpus is not None:
        ruling.laws = list(dict.fromkeys(existing_clause(law, corpus) for law in ruling.laws))
        ruling.penalties = [
            Penalty(p.seat, p.kind, existing_clause(p.law, corpus)) for p in ruling.penalties
        ]
    return ruling


def _dealer(parsed: Parsed) -> tuple[Seat, DealerFrom]:
    """The dealer: a fact, else a board number, else the first call's seat prefix, else N."""
    # Seat.N is 0: compare with None, never rely on truth values of seats
    dealer = parsed.facts.take_seat("dealer")
    if dealer is None:
        dealer = parsed.dealer
    if dealer is not None:
        return dealer, "fact"
    if parsed.board is not None:
        return board_dealer(parsed.board), "board"
    first = parsed.items[0].seat if parsed.items else None
    if first is not None:
        return first, "prefix"
    return Seat.N, "assumed"


def _dealer_sentence(dealer: Seat, source: DealerFrom, board: int | None) -> str | None:
    if source == "board" and board is not None:
        return f"Сдача {board}: сдающий — {dealer.russian}."
    if source == "prefix":
        return (
            f"Сдающий не указан — считаю сдающим {dealer.russian_accusative}: "
            "с него начата торговля."
        )
    if source == "assumed":
        return f"Сдающий не указан — считаю, что {dealer.russian}."
    return None


def _calls(ctx: Context) -> tuple[SeatCall, ...]:
    """Every call as read (typed or given as a fact), by seat, in the order made."""
    calls = [
        SeatCall(e.seat, e.call) for e in ctx.state.events if not e.implied and e.fact != FORCED
    ]
    if ctx.unrecorded is not None:
        seat, item = ctx.unrecorded
        if item.fact != FORCED:
            calls.append(SeatCall(seat, item.call))
        for later in ctx.queue:  # the calls after the question, in rotation unless prefixed
            if later.fact != FORCED:
                seat = later.seat if later.seat is not None else seat.lho
                calls.append(SeatCall(seat, later.call))
    return tuple(calls)


def _last_double_legal(state: AuctionState) -> tuple[str, str] | None:
    """An auction with no irregularity whose last call is a double or a redouble: what makes
    it legal, with its clause (the question such a story asks: «а так можно было
    контрировать?»). A double may come at any later turn, the calls between being passes."""
    made = [e for e in state.events if not e.implied]
    if not made or not made[-1].call.is_double_or_redouble:
        return None
    last = made[-1]
    if last.call.kind is CallKind.DOUBLE:
        return "19A1", (f"Контра {last.seat.russian_genitive} законна: контрировать можно "
                        "последнее из предшествующих назначений, если его сделал оппонент и "
                        "после него были только пасы (19A1).")
    return "19B1", (f"Реконтра {last.seat.russian_genitive} законна: реконтрировать можно "
                    "последнюю из предшествующих контр, если она исходит от оппонента и после "
                    "неё были только пасы (19B1).")


def _build(ctx: Context, dealer: Seat, source: DealerFrom, board: int | None) -> Ruling:
    state, draft = ctx.state, ctx.draft
    needs = draft is not None and draft.needs_facts
    lead = LeadOutcome() if needs else lead_restrictions(state)
    laws = list(draft.laws) if draft is not None else []
    sentences = list(draft.sentences) if draft is not None else ["Нарушений нет."]
    told = _dealer_sentence(dealer, source, board)
    if "untold_start" in ctx.steps:
        sentences.insert(0, "Торговля рассказана не с начала: первая названная контра или "
                            "реконтра считается сделанной после заявки, которой нет в тексте.")
    if told is not None:
        sentences.insert(0, told)
    for law in lead.laws:
        if law not in laws:
            laws.append(law)
    sentences += lead.sentences
    if draft is None and (legal := _last_double_legal(state)) is not None:
        laws.append(legal[0])
        sentences.append(legal[1])
    penalties = list(draft.penalties) if draft is not None else []
    if not state.ended:
        for obligation in state.obligations:
            if obligation.shown and not any(
                p.seat is obligation.seat
                and (p.kind == obligation.kind or p.kind == "pass_throughout")
                for p in penalties
            ):
                penalties.append(Penalty(obligation.seat, obligation.kind, obligation.law))  # type: ignore[arg-type]
    calls = _calls(ctx)
    info = AuctionInfo(
        dealer=dealer,
        complete=state.ended,
        passed_out=state.passed_out,
        calls=calls,
        dealer_from=source,
    )
    next_to_call: Seat | None = None
    if state.ended_before:  # the declarer as told, never guessed from a defender named
        info = AuctionInfo(dealer, None, state.told_declarer, None, False, True, calls, source)
        if told is not None:
            sentences.remove(told)  # no dealer is needed for calls after the final pass
        sentences.insert(0, "Все названные заявки сделаны после финального паса торговли, "
                            "которой нет в тексте.")
    elif state.ended and not needs:
        if state.passed_out:
            laws.append("22A")
            sentences.append(
                "Все спасовали: сдача не разыгрывается, руки возвращаются в коробку "
                "без пересдачи (22A)."
            )
        else:
            declarer = state.declarer()
            assert declarer is not None
            info = AuctionInfo(
                dealer, state.contract(), declarer, declarer.lho, False, True, calls, source
            )
            laws += ["22B", "41A"]
            sentences.append(
                f"Торговля закончена: контракт {state.contract()}, разыгрывает "
                f"{declarer.russian}, первый ход закрытой картой делает {declarer.lho.russian} "
                "(22B, 41A)."
            )
    elif not state.ended and not (draft is not None and draft.next_unknown):
        next_to_call = state.turn
        duty = state.must_pass(state.turn)
        sentences.append(
            f"Следующим заявляет {state.turn.russian}"
            + (f" — он обязан пасовать ({duty.law or 'по прежнему решению'})."
               if duty is not None else ".")
        )
    questions = list(draft.questions) if draft is not None else []
    if questions:
        sentences.append("Нужно уточнить: " + " ".join(q.ask for q in questions))
    return Ruling(
        status="needs_facts" if needs else "final",
        irregularity=draft.irregularity if draft is not None else "none",
        offender=draft.offender if draft is not None else None,
        laws=list(dict.fromkeys(laws)),
        penalties=penalties,
        lead_restrictions=lead.code,
        adjusted_score=draft.adjusted if draft is not None else False,
        next_to_call=next_to_call,
        auction=info,
        questions=questions,
        summary=" ".join(dict.fromkeys(sentences)),
        steps=list(ctx.steps),
        lead_suits=lead.suits,
    )


def existing_clause(clause: str, corpus: Corpus) -> str:
    """The clause, or its nearest ancestor that the text has (a cited id always exists)."""
    current: str | None = clause
    while current is not None and current not in corpus:
        current = parent_id(current)
    return current if current is not None else clause


def error_ruling(message: str) -> Ruling:
    """A ruling that could not be made, with the Russian reason."""
    return Ruling(status="error", summary=message, error=message)


def guarded(build: Callable[P, Ruling], *args: P.args, **kwargs: P.kwargs) -> Ruling:
    """``build(*args, **kwargs)``, or an error ruling in its place: the engine's outer
    boundary (bad input says why in Russian; a bug must not crash a caller either).

    >>> guarded(int, "x").status, guarded(error_ruling, "нет").error
    ('error', 'нет')
    """
    try:
        return build(*args, **kwargs)
    except BridgeLawsError as error:
        return error_ruling(str(error))
    except Exception as error:
        return error_ruling(f"внутренняя ошибка: {type(error).__name__}")
