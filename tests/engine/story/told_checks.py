"""What the story tests of several briefs read back from a story: the calls as made, and the
ruling the door gives."""

from __future__ import annotations

from engine.answer import answer
from engine.rules.model import Seat
from engine.search import get_searcher
from engine.story.auction import read_auction
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def calls_made(text: str) -> list[tuple[Seat | None, str]]:
    """The calls the reader takes as made at the table, by seat (implied calls left out)."""
    return [(call.seat, str(call.call)) for call in read_auction(text).story().calls
            if not call.implied]


def seated_calls(text: str) -> list[str]:
    """Every call of the story's auction with the seat it was made from («E:1♥»), the calls
    put in their turn between those told included."""
    return [f"{seat.letter}:{call}" for seat, call in read_story(text).seated()]


def ruled(text: str) -> tuple[str | None, Seat | None, tuple[str, ...]]:
    """The door's ruling: irregularity, offender and the laws it cites."""
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None, text
    return ruling.irregularity, ruling.offender, tuple(ruling.laws)


def auction_ruled(text: str) -> tuple[str | None, str | None, list[str]]:
    """The auction engine's ruling on the story's reading: irregularity, the offender's letter
    and the laws it cites."""
    ruling = auction_ruling(read_story(text))
    assert ruling is not None, text
    offender = ruling.offender.letter if ruling.offender is not None else None
    return ruling.irregularity, offender, list(ruling.laws)
