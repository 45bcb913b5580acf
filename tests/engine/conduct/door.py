"""The ruling the product gives to a story, for the hand-written play tests."""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.result import Ruling
from engine.search import get_searcher


def ruled(text: str) -> Ruling:
    """The ruling the product gives (the search's reading of the case included)."""
    return rule_text(text, None, get_searcher())


def offender_letter(ruling: Ruling) -> str | None:
    """The letter of the ruling's offender («E»), None when the ruling names none."""
    return getattr(ruling.offender, "letter", None)
