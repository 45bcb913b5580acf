"""What a ruling answers, as a quiz option: a value that says what it means, and its words.

Two options mean the same when their ``key`` is equal; the words are made from the key alone,
so the same key always reads the same. Every ``Answer`` here is read off a ``Ruling`` the engine
made; nothing in this module decides a case.

>>> from engine.rules.ruling import rule
>>> after_the_auction(rule("1♠ пас 1♥ ; принято=нет замена=2♠ конвенционно=нет")).text
'Север пасует до конца торговли; можно потребовать или запретить ход в ♥'
>>> opening_leader(rule("1♥ пас 2♠ пас 4♠ пас пас пас")).text
'Запад'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.quiz.model import MAX_OPTION
from engine.rules.model import Seat
from engine.rules.result import Ruling

_PENALTY = {
    "pass_throughout": "{seat} пасует до конца торговли",
    "pass_next_turn": "{seat} пасует в свою следующую очередь",
    "no_double_this_turn": "{seat} не может контрировать на этом круге",
}
_PLURAL = {
    "pass_throughout": "{seats} пасуют до конца торговли",
    "pass_next_turn": "{seats} пасуют в свою следующую очередь",
    "no_double_this_turn": "{seats} не могут контрировать на этом круге",
}
_LEAD = {
    "26": "возможны ограничения хода (правило 26)",
    "26B": "можно запретить ход в любую одну масть",
}


@dataclass(frozen=True)
class Answer:
    """One option: what it means (``key``, any hashable value) and how it reads."""

    key: object
    text: str


@dataclass(frozen=True)
class AfterAuction:
    """What an auction ruling leaves: who must pass, the lead restriction, who calls next."""

    penalties: tuple[tuple[Seat, str], ...]
    lead: str | None
    suits: tuple[str, ...]
    turn: Seat | None

    @property
    def text(self) -> str:
        parts = [_penalty(kind, seats) for kind, seats in _by_kind(self.penalties)]
        parts = parts or ["Наказания нет"]
        if self.lead == "26A" and self.suits:
            parts.append("можно потребовать или запретить ход в " + " или ".join(self.suits))
        elif self.lead is not None:
            parts.append(_LEAD.get(self.lead, _LEAD["26"]))
        text = "; ".join(parts)
        if self.turn is not None:
            longer = f"{text}; заявляет {self.turn.russian}"
            if len(longer) <= MAX_OPTION:
                text = longer
        return text[0].upper() + text[1:]


def _by_kind(penalties: tuple[tuple[Seat, str], ...]) -> list[tuple[str, list[Seat]]]:
    """Penalties grouped by kind, in the order first met: both players of a side together."""
    grouped: dict[str, list[Seat]] = {}
    for seat, kind in penalties:
        grouped.setdefault(kind, []).append(seat)
    return list(grouped.items())


def _penalty(kind: str, seats: list[Seat]) -> str:
    if len(seats) == 1:
        return _PENALTY[kind].format(seat=seats[0].russian)
    names = " и ".join(seat.russian for seat in seats)
    return _PLURAL[kind].format(seats=names)


def after_the_auction(ruling: Ruling, turn: bool = False) -> Answer:
    """«Что теперь?» in the auction: who must pass, what lead restriction, who calls next."""
    key = AfterAuction(
        penalties=tuple(sorted({(p.seat, p.kind) for p in ruling.penalties})),
        lead=ruling.lead_restrictions,
        suits=tuple(s.symbol for s in ruling.lead_suits),
        turn=ruling.next_to_call if turn else None,
    )
    return Answer(key, key.text)


def wrong_side(answer: Answer) -> Answer | None:
    """The same penalties laid on the other side: the offender's side confused."""
    key = answer.key
    if not isinstance(key, AfterAuction) or not key.penalties:
        return None
    moved = tuple(sorted((seat.lho, kind) for seat, kind in key.penalties))
    side = replace(key, penalties=moved)
    return Answer(side, side.text)


def opening_leader(ruling: Ruling) -> Answer | None:
    """«Кто делает первый ход?»: the seat the engine names (Law 41A)."""
    seat = ruling.auction.opening_leader
    return None if seat is None else seat_answer(seat)


def trick_winner(ruling: Ruling) -> Answer | None:
    """«Кто взял взятку?»: the seat the engine names (Law 44)."""
    return None if ruling.trick is None else seat_answer(ruling.trick.winner)


def seat_answer(seat: Seat) -> Answer:
    return Answer(("seat", seat), seat.russian)
