"""Errors of the play engine: each names the token that was wrong, in Russian."""

from __future__ import annotations

from laws_text.errors import BridgeLawsError

_SHOWN = 30


def shown(token: str) -> str:
    """A bad token as it can be quoted back to the user: printable and short.

    >>> shown("a\\x00b")
    'a�b'
    """
    text = "".join(ch if ch.isprintable() else "�" for ch in token)
    return text if len(text) <= _SHOWN else text[:_SHOWN] + "…"


class PlayError(BridgeLawsError):
    """Bad input about cards or play; ``token`` is the piece of input at fault."""

    def __init__(self, token: str, message: str) -> None:
        self.token = token
        super().__init__(message)


class BadHolding(PlayError):
    """The dummy's holding cannot be read."""


class BadDesignation(PlayError):
    """What declarer said cannot be read as a card, a suit, a rank or high/low."""


class BadRequest(PlayError):
    """The ``DUMMY ; SAID ; led=... ; won=...`` request is malformed."""


class BadTrick(PlayError):
    """A trick or a play that cannot happen (wrong number of cards, a card not held)."""
