"""Clause ids: canonical form ``27B1(A)`` and forgiving parsing of what people type.

>>> parse_clause_id("27b1a")
'27B1(A)'
>>> parse_clause_id("Правило 27 Б1")
'27B1'
>>> parse_clause_id("27.B.1.a")
'27B1(A)'
>>> parse_clause_id("25B2(b)(1)")
'25B2(B)(1)'
>>> parse_clause_id("27В1")
'27B1'

Who writes «Б» for B counts in the Russian alphabet (а, б, в, г), so his «в» is C:

>>> parse_clause_id("43Б2в"), parse_clause_id("25 б 2 в")
('43B2(C)', '25B2(C)')
>>> parse_clause_id("привет") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Cyrillic letters that users type for the Latin section letters A-H (by look or by sound).
_CYRILLIC_TO_LATIN = {
    "А": "A",
    "Б": "B",
    "В": "B",
    "С": "C",
    "Ц": "C",
    "Д": "D",
    "Е": "E",
    "Ф": "F",
    "Г": "G",
    "Н": "H",
    "Х": "H",
    "Э": "E",
}
_PREFIX = re.compile(
    r"^\s*(?:(?:правил[оауе]?м?|прав\.?|закон[ауе]?|law|п\.|пункт[ауе]?|ст\.|статья|§|№)\s*)*",
    re.IGNORECASE,
)
# law number, then up to four levels: letter, digit, letter, digit (separators optional)
_ID = re.compile(
    r"^(?P<law>\d{1,3})"
    r"(?:[\s.\-]*\(?(?P<sec>[A-HА-ЯЁ])\)?(?![A-ZА-ЯЁ])"
    r"(?:[\s.\-]*\(?(?P<sub>\d{1,2})\)?"
    r"(?:[\s.\-]*\(?(?P<item>[A-HА-ЯЁ])\)?(?![A-ZА-ЯЁ])"
    r"(?:[\s.\-]*\(?(?P<subitem>\d{1,2})\)?)?)?)?)?"
    r"[\s.)]*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ClauseId:
    """A parsed id: law number and the letters/digits of each level below it."""

    law: int
    section: str | None = None
    subsection: int | None = None
    item: str | None = None
    subitem: int | None = None

    def __str__(self) -> str:
        out = str(self.law)
        if self.section:
            out += self.section
        if self.subsection is not None:
            out += str(self.subsection)
        if self.item:
            out += f"({self.item})"
        if self.subitem is not None:
            out += f"({self.subitem})"
        return out

    @property
    def depth(self) -> int:
        parts = (self.section, self.subsection, self.item, self.subitem)
        return sum(part is not None for part in parts)


# the same letters counted in the Russian alphabet, once «Б» shows that is the count used
_CYRILLIC_IN_ORDER = {"В": "C", "Г": "D"}


def _latin(letter: str, in_order: bool = False) -> str | None:
    up = letter.upper()
    if "A" <= up <= "H":
        return up
    if in_order and up in _CYRILLIC_IN_ORDER:
        return _CYRILLIC_IN_ORDER[up]
    return _CYRILLIC_TO_LATIN.get(up)


@lru_cache(maxsize=4096)  # the corpus asks for each of its ids some five times at load
def parse_clause_id_parts(text: str) -> ClauseId | None:
    """Parse a forgiving id into its parts; None if the text is not an id (the parts are
    frozen: one parse serves every caller)."""
    if not text or len(text) > 60:
        return None
    body = _PREFIX.sub("", text.strip())
    match = _ID.match(body)
    if not match:
        return None
    letters = {}
    in_order = any((match.group(name) or "").upper() == "Б" for name in ("sec", "item"))
    for name in ("sec", "item"):
        raw = match.group(name)
        letters[name] = _latin(raw, in_order) if raw else None
        if raw and letters[name] is None:
            return None
    sub = match.group("sub")
    subitem = match.group("subitem")
    return ClauseId(
        law=int(match.group("law")),
        section=letters["sec"],
        subsection=int(sub) if sub else None,
        item=letters["item"],
        subitem=int(subitem) if subitem else None,
    )


def parse_clause_id(text: str) -> str | None:
    """Canonical id string for forgiving input, or None if it is not an id."""
    parts = parse_clause_id_parts(text)
    return str(parts) if parts else None


def split_clause_id(clause_id: str) -> ClauseId:
    """Parts of a canonical id (raises ValueError on anything else)."""
    parts = parse_clause_id_parts(clause_id)
    if parts is None or str(parts) != clause_id:
        msg = f"not a canonical clause id: {clause_id!r}"
        raise ValueError(msg)
    return parts


def parent_id(clause_id: str) -> str | None:
    """The id one level up: ``27B1(A)`` → ``27B1``; a law has no parent."""
    parts = split_clause_id(clause_id)
    if parts.subitem is not None:
        return str(ClauseId(parts.law, parts.section, parts.subsection, parts.item))
    if parts.item is not None:
        return str(ClauseId(parts.law, parts.section, parts.subsection))
    if parts.subsection is not None:
        return str(ClauseId(parts.law, parts.section))
    if parts.section is not None:
        return str(ClauseId(parts.law))
    return None
