"""The rules engine of the play period (Laws 41-46) and of the procedures of Laws 20-23.

``rule_situation(Situation) -> Ruling`` and ``rule_play(text) -> Ruling`` (``engine.conduct.rule``)
never raise; ``engine.conduct.reading`` reads a story into a ``Situation``. The names below load
from their modules at first use: reading a story that turns out to be no play-period case needs
neither the procedures of each law nor the auction engine they call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.lazy import lazy_getattr

if TYPE_CHECKING:
    from engine.conduct.rule import KNOWN_FACTS, PROCEDURES, rule_play, rule_situation
    from engine.conduct.situation import Event, Situation, event_for_clause

__all__ = [
    "KNOWN_FACTS",
    "PROCEDURES",
    "Event",
    "Situation",
    "event_for_clause",
    "rule_play",
    "rule_situation",
]

# each name of the package → the module that defines it
_HOMES: dict[str, str] = {
    **dict.fromkeys(("KNOWN_FACTS", "PROCEDURES", "rule_play", "rule_situation"), "rule"),
    **dict.fromkeys(("Event", "Situation", "event_for_clause"), "situation"),
}


__getattr__ = lazy_getattr(__name__, _HOMES)
