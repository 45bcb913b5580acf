"""Every clause id the engine may cite, declared by the module that cites it.

Each procedure module declares ``CITES = register(...)``; a ruling can cite only a declared id
(``check``), and a test checks that every declared id exists in the loaded law text.

>>> register("27", "27A")
('27', '27A')
>>> check("27A")
>>> check("99Z")
Traceback (most recent call last):
...
engine.rules.citations.UndeclaredCitation: 99Z
"""

from __future__ import annotations

_DECLARED: dict[str, None] = {}


class UndeclaredCitation(AssertionError):
    """A procedure cites an id it did not declare (a bug in the engine, not bad input)."""


def register(*ids: str) -> tuple[str, ...]:
    for clause in ids:
        _DECLARED[clause] = None
    return ids


def check(clause: str) -> None:
    if clause not in _DECLARED:
        raise UndeclaredCitation(clause)


def declared() -> list[str]:
    return list(_DECLARED)
