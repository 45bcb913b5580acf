"""Law 26 made concrete: which lead declarer may require or forbid after a cancelled call.

Law 26 applies when the offender's call was cancelled and he chose another final call on that
round, and only if he becomes a defender; the restriction falls on his partner's first turn
to lead. 26A: the cancelled call related to a suit: 1. if the offender later named that suit
himself, no restriction; 2. otherwise declarer may require or forbid a lead in it. 26B: any
other cancelled call: declarer may forbid a lead in any one suit.

Readings a director has to choose, documented here:
- a bid in a suit "relates to" that suit; a notrump bid, a pass, a double or a redouble to
  none (26B). When the cancelled call was (or may have been) conventional, the suits it
  related to depend on its meaning, which only the director can judge: the code is "26".
- "later specified by the same player" (26A1) counts every call of the offender made after
  the cancelled one, including his final call on that round (the correction itself).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rules.citations import register
from engine.rules.model import Seat, Strain
from engine.rules.result import LeadCode
from engine.rules.state import AuctionState, LeadRecord

CITES = register("26", "26A1", "26A2", "26B")


@dataclass
class LeadOutcome:
    code: LeadCode | None = None
    laws: list[str] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    suits: tuple[Strain, ...] = ()


def lead_restrictions(state: AuctionState) -> LeadOutcome:
    """The restrictions on the lead, one per round of an offender (26A and 26B are
    alternatives: which applies is decided by what he names later); no sentence twice."""
    outcome = LeadOutcome()
    codes: set[str] = set()
    suits: list[Strain] = []
    groups: dict[tuple[Seat, int], list[LeadRecord]] = {}
    for record in state.leads:
        groups.setdefault((record.offender, _round(state, record)), []).append(record)
    for records in groups.values():
        for clause, sentence, suit in _group(state, records):
            if suit is not None:
                suits.append(suit)
            codes.add(clause)
            for law in ("26", clause):
                if law not in outcome.laws:
                    outcome.laws.append(law)
            if sentence not in outcome.sentences:
                outcome.sentences.append(sentence)
    if "26A2" in codes:
        outcome.code = "26A"
    elif "26" in codes:
        outcome.code = "26"
    elif "26B" in codes:
        outcome.code = "26B"
    outcome.suits = tuple(dict.fromkeys(suits))
    return outcome


def _group(state: AuctionState, records: list[LeadRecord]) -> list[tuple[str, str, Strain | None]]:
    """The restriction of one round: 26 (conventional), else 26A2, else 26B, else 26A1."""
    found: list[tuple[str, LeadRecord, list[Strain | None]]] = []
    for record in records:
        later = state.calls_by(record.offender, record.after)
        if later and later[0] == record.call:
            continue  # the offender's final call on that round is the cancelled call itself
        if state.ended and not _defends(state, record.offender):
            continue
        named = [c.suit for c in later]
        found.append((_clause(record, named), record, named))
    if not found:
        return []
    clauses = {clause for clause, _, _ in found}
    other = "26B" in clauses
    for wanted in ("26", "26A2", "26B", "26A1"):
        if wanted not in clauses:
            continue
        chosen = [(record, named) for clause, record, named in found if clause == wanted]
        result: list[tuple[str, str, Strain | None]] = []
        for record, named in chosen:
            sentence = _sentence(state, record, wanted, named, other=other)
            if wanted == "26A2":
                result.append((wanted, sentence, record.call.suit))
            else:
                result.append((wanted, sentence, None))
            if wanted in ("26", "26B"):
                break  # one restriction of that kind for the round
        return result
    return []


def _round(state: AuctionState, record: LeadRecord) -> int:
    """The offender's final call on the round of a cancelled call: the first of his calls
    that count after it (its index in the log, or -1 while he has not made it)."""
    for index in range(record.after, len(state.events)):
        event = state.events[index]
        if event.seat is record.offender and event.counts:
            return index
    return -1


def _clause(record: LeadRecord, later: list[Strain | None]) -> str:
    if record.conventional:
        return "26"
    suit = record.call.suit
    if suit is None:
        return "26B"
    return "26A1" if suit in later else "26A2"


def _defends(state: AuctionState, seat: Seat) -> bool:
    declarer = state.declarer()
    return declarer is not None and not seat.same_side(declarer)


def _sentence(
    state: AuctionState,
    record: LeadRecord,
    clause: str,
    later: list[Strain | None],
    *,
    other: bool,
) -> str:
    offender, partner = record.offender, record.offender.partner
    if_defends = "" if state.ended else f"Если {offender.russian} станет вистующим, "
    when = (
        f"когда {partner.russian} впервые окажется при ходе (включая первый ход); запрет "
        f"действует, пока {partner.russian} остаётся при ходе"
    )
    who = "разыгрывающий" if if_defends else "Разыгрывающий"
    if clause == "26":
        return (
            f"{if_defends}{who} может ограничить ход {partner.russian_genitive} по правилу 26: "
            f"отменённая заявка {record.call} была конвенционной, и какой масти она касалась "
            "(26A) или не касалась (26B), решает судья."
        )
    suit = record.call.suit
    if clause == "26A1" and suit is not None:
        return (
            f"Отменённая заявка {record.call} касалась масти {suit.symbol}, но "
            f"{offender.russian} позднее сам её назвал: ограничений на ход нет (26A1)."
        )
    if clause == "26A2" and suit is not None:
        barred = any(o.seat is offender and o.kind == "pass_throughout" for o in state.obligations)
        if state.ended or barred:
            tail = ""
        elif other:
            tail = (
                f" Если {offender.russian} назовёт {suit.russian_plural} позднее, вместо этого "
                f"разыгрывающий сможет лишь запретить {partner.russian_dative} ход в любую одну "
                "масть (26A1, 26B)."
            )
        else:
            tail = (
                f" Если {offender.russian} назовёт {suit.russian_plural} позднее, "
                "ограничений не будет (26A1)."
            )
        return (
            f"{if_defends}{who} может потребовать от {partner.russian_genitive} хода "
            f"{suit.russian_lead} или запретить этот ход, {when} (26A2).{tail}"
        )
    return (
        f"{if_defends}{who} может запретить {partner.russian_dative} ход в любую одну масть "
        f"(назвав её), {when} (26B)."
    )
