"""Small helpers the procedures share: irregularity codes and Russian phrases."""

from __future__ import annotations

from engine.rules.model import Call, Seat
from engine.rules.result import Irregularity

YES_NO = ("да", "нет")


def out_of_rotation_code(call: Call) -> Irregularity:
    if call.is_pass:
        return "pass_out_of_rotation"
    if call.is_bid:
        return "bid_out_of_rotation"
    return "double_out_of_rotation"


def relation(offender: Seat, turn: Seat) -> str:
    """Whose turn the offender called at, seen from him: ``rho``, ``partner`` or ``lho``."""
    if turn is offender.rho:
        return "rho"
    if turn is offender.partner:
        return "partner"
    return "lho"


def at_turn_of(offender: Seat, turn: Seat) -> str:
    """«в очередь партнёра (Севера)» and the like."""
    who = {"rho": "правого соперника", "partner": "партнёра", "lho": "левого соперника"}
    return f"в очередь {who[relation(offender, turn)]} ({turn.russian_genitive})"


def skipped_seats(offender: Seat, turn: Seat, auction_started: bool) -> tuple[Seat, ...]:
    """Seats that lose their turn when a call out of rotation is accepted (for Law 34)."""
    if not auction_started:
        return ()
    seats: list[Seat] = []
    seat = turn
    while seat is not offender:
        seats.append(seat)
        seat = seat.lho
    return tuple(seats)


def call_phrase(call: Call) -> str:
    """«назначение 1♥», «пас», «контру» (as the object of «сделал»)."""
    return f"назначение {call}" if call.is_bid else call.accusative
