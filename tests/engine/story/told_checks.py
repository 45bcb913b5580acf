"""What the story tests of several briefs read back from a story: the calls as made, and the
ruling the door gives."""

from __future__ import annotations

from engine.answer import answer
from engine.rules.model import Seat
from engine.search import get_searcher
from engine.story.auction import read_auction


def calls_made(text: str) -> list[tuple[Seat | None, str]]:
    """The calls the reader takes as made at the table, by seat (implied calls left out)."""
    return [(call.seat, str(call.call)) for call in read_auction(text).story().calls
            if not call.implied]


def ruled(text: str) -> tuple[str | None, Seat | None, tuple[str, ...]]:
    """The door's ruling: irregularity, offender and the laws it cites."""
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None, text
    return ruling.irregularity, ruling.offender, tuple(ruling.laws)
