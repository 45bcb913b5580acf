"""Errors of the engine: small structured subclasses of the product's one root error.

Every message is Russian and names the piece of input at fault.
"""

from __future__ import annotations

from laws_text.errors import BridgeLawsError

_SHOWN = 30


def quoted(token: str) -> str:
    """A piece of input as it can be quoted back to the user: printable and short.

    >>> quoted("1\\x00♠")
    '«1�♠»'
    >>> quoted("x" * 40)[-3:]
    'x…»'
    """
    text = "".join(ch if ch.isprintable() else "�" for ch in token)
    text = text if len(text) <= _SHOWN else text[:_SHOWN] + "…"
    return f"«{text}»"


class EngineError(BridgeLawsError):
    """Root of the engine's errors."""


class BadAuction(EngineError):
    """A token of the auction cannot be read as a call (or a seat prefix)."""

    def __init__(self, token: str, message: str) -> None:
        self.token = token
        super().__init__(message)


class BadFact(EngineError):
    """A ``fact=value`` pair that is unknown or whose value cannot be read."""

    def __init__(self, key: str, value: str, message: str) -> None:
        self.key = key
        self.value = value
        super().__init__(message)


class ImpossibleAuction(EngineError):
    """The calls can be read but cannot have happened as described (or a fact contradicts them)."""

    def __init__(self, token: str, message: str) -> None:
        self.token = token
        super().__init__(message)
