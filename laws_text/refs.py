"""Cross-references in clause text, resolved to canonical ids.

Absolute: «см. правило 23A», «правилом 26B», «правила 41B и 41C», «правила 30,31 или 32»,
«правило 45Е» (a Cyrillic letter). Relative to the clause: «раздел A2B» inside Law 31
(→ 31A2(B)), «следующий раздел (B)» inside 27B1(A) (→ 27B1(B)), «(B1) и (B2)» inside
25B2(C) (→ 25B2(B)(1), 25B2(B)(2)), «предыдущему пункту 1» inside 21B2 (→ 21B1).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from laws_text.ids import parse_clause_id, split_clause_id
from laws_text.model import Edition, Ref

_ID = r"\d{1,3}(?:[A-HАВСЕ]\d?(?:[A-H]\d?)?)?(?![\w])"
_JOIN = r"\s*(?:,|(?<=\s)(?:и|или)(?=\s))\s*"
_ABSOLUTE = re.compile(rf"(?<!\w)правил\w*\s+(?P<ids>{_ID}(?:{_JOIN}{_ID})*)", re.IGNORECASE)
_REL = r"\(?[A-H]\)?\d?(?:[A-H]\d?)?(?![\w])"
_RELATIVE = re.compile(
    rf"(?<!\w)(?:раздел|пункт)\w*\s+(?:(?:следующ|предыдущ)\w*\s+)?"
    rf"(?P<ids>{_REL}(?:{_JOIN}{_REL})*|\d(?![\w.]))",
    re.IGNORECASE,
)
_ITEM_PAIR = re.compile(r"\((?P<item>[A-H])(?P<sub>\d)\)")


def find_refs(text: str, clause_id: str, ids: set[str], edition: Edition) -> Iterator[Ref]:
    """Every reference in ``text`` once, in order of appearance."""
    found: list[tuple[int, Ref]] = []
    for match in _ABSOLUTE.finditer(text):
        for part in re.split(_JOIN, match.group("ids")):
            target = parse_clause_id(part)
            if target:
                found.append((match.start(), _ref(match.group(0), target, ids)))
    for match in _RELATIVE.finditer(text):
        for part in re.split(_JOIN, match.group("ids")):
            target = _resolve_relative(part.strip(), clause_id, match.group(0))
            if target:
                found.append((match.start(), _ref(match.group(0), target, ids)))
    for match in _ITEM_PAIR.finditer(text):
        subsection = _ancestor(clause_id, depth=2)
        if subsection:
            target = f"{subsection}({match['item']})({match['sub']})"
            found.append((match.start(), _ref(match.group(0), target, ids)))
    seen: set[str] = set()
    for _, ref in sorted(found, key=lambda pair: pair[0]):
        if ref.target not in seen and ref.target != clause_id:
            seen.add(ref.target)
            yield ref
    del edition


def _ref(raw: str, target: str, ids: set[str]) -> Ref:
    shown = " ".join(raw.split())
    if shown.endswith(")") and shown.count("(") < shown.count(")"):
        shown = shown[:-1]
    return Ref(raw=shown, target=target, in_text=target in ids)


def _resolve_relative(part: str, clause_id: str, raw: str) -> str | None:
    law = split_clause_id(clause_id).law
    if part.isdigit():  # «пункту 1»: a subsection of this clause's section
        section = _ancestor(clause_id, depth=1)
        return f"{section}{part}" if section else None
    if part.startswith("("):  # «раздел (B)»: an item beside this one
        subsection = _ancestor(clause_id, depth=2)
        return f"{subsection}{part}" if subsection else None
    del raw
    return parse_clause_id(f"{law}{part}")


def _ancestor(clause_id: str, depth: int) -> str | None:
    parts = split_clause_id(clause_id)
    if parts.depth < depth:
        return None
    if depth == 1:
        return f"{parts.law}{parts.section}"
    return f"{parts.law}{parts.section}{parts.subsection}"
