"""Read and write the canonical, human-editable law text (``laws_text/laws_1987.txt``).

The format, line by line:

* ``% ...`` a comment; blank lines separate entries.
* ``@edition NAME | YEAR | FIRST | LAST`` and ``@notice TEXT``: the edition's metadata.
* ``# Глава VI - РОЗЫГРЫШ`` (also ``Часть``, ``Раздел``): a heading above the next law.
* ``[27B1(A)] Без наказания``: a clause, by id, with its title; then its directives
  ``@pages 56 57``, ``@footnotes 56*`` (keys of the footnotes its markers point to),
  ``@note ...`` (an editorial note), and then its text, wrapped at will (lines are
  joined with single spaces).
* ``[^56*] Разыгрывающий специфицирует ...``: a footnote, by page and marker.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field

from laws_text.errors import CorpusFormatError
from laws_text.ids import parse_clause_id
from laws_text.model import Edition, Footnote, Heading

_CLAUSE = re.compile(r"^\[(?P<id>[^]^][^]]*)\]\s*(?P<title>.*)$")
_FOOTNOTE = re.compile(r"^\[\^(?P<page>\d+)(?P<marker>\*+)\]\s*(?P<text>.*)$")
_HEADING = re.compile(
    r"^#\s*(?P<kind>Глава|Часть|Раздел)\s+(?P<num>[IVXLC]+)\s+-\s+(?P<title>.+)$"
)
WRAP = 96


@dataclass
class RawClause:
    """A clause as it stands in the canonical file, before links are resolved."""

    id: str
    title: str
    text: str = ""
    pages: tuple[int, ...] = ()
    footnote_keys: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)


@dataclass
class CanonicalText:
    edition: Edition
    clauses: list[RawClause]
    footnotes: dict[str, Footnote]


def parse_canonical(text: str, path: str = "laws_1987.txt") -> CanonicalText:
    """Parse the canonical text; errors name the file and line."""
    meta: dict[str, str] = {}
    clauses: list[RawClause] = []
    footnotes: dict[str, Footnote] = {}
    pending_headings: list[Heading] = []
    current: RawClause | None = None
    body: list[str] = []
    footnote_key: str | None = None

    def flush() -> None:
        nonlocal current, footnote_key
        joined = " ".join(part.strip() for part in body if part.strip())
        if current is not None:
            current.text = joined
        elif footnote_key is not None:
            old = footnotes[footnote_key]
            footnotes[footnote_key] = Footnote(old.key, old.page, old.marker, joined)
        body.clear()
        current = None
        footnote_key = None

    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("%"):
            continue
        if not stripped:
            continue
        if stripped.startswith("@") and current is None and footnote_key is None:
            key, _, value = stripped[1:].partition(" ")
            meta[key] = value.strip()
            continue
        if stripped.startswith("#"):
            flush()
            match = _HEADING.match(stripped)
            if not match:
                raise CorpusFormatError(path, number, "заголовок не по форме «# Раздел IV - ...»")
            pending_headings.append(Heading(match["kind"], match["num"], match["title"].strip()))
            continue
        match = _FOOTNOTE.match(stripped)
        if match:
            flush()
            key = match["page"] + match["marker"]
            if key in footnotes:
                raise CorpusFormatError(path, number, f"сноска {key} уже была")
            footnotes[key] = Footnote(key, int(match["page"]), match["marker"], "")
            footnote_key = key
            body.append(match["text"])
            continue
        match = _CLAUSE.match(stripped)
        if match:
            flush()
            clause_id = match["id"]
            if parse_clause_id(clause_id) != clause_id:
                raise CorpusFormatError(path, number, f"неверный номер пункта [{clause_id}]")
            current = RawClause(clause_id, match["title"].strip(), headings=pending_headings)
            pending_headings = []
            clauses.append(current)
            continue
        if current is not None and stripped.startswith("@"):
            key, _, value = stripped[1:].partition(" ")
            _clause_directive(current, key, value.strip(), path, number)
            continue
        if current is None and footnote_key is None:
            raise CorpusFormatError(
                path, number, "текст вне пункта: нужна строка [номер] Заголовок"
            )
        body.append(stripped)
    flush()
    return CanonicalText(_edition(meta, path), clauses, footnotes)


def _clause_directive(clause: RawClause, key: str, value: str, path: str, line: int) -> None:
    if key == "pages":
        try:
            clause.pages = tuple(int(page) for page in value.split())
        except ValueError:
            raise CorpusFormatError(path, line, f"@pages: не номера страниц: {value}") from None
    elif key == "footnotes":
        clause.footnote_keys = tuple(value.split())
    elif key == "note":
        clause.notes.append(value)
    else:
        raise CorpusFormatError(path, line, f"неизвестная директива @{key}")


def _edition(meta: dict[str, str], path: str) -> Edition:
    try:
        name, year, first, last = (part.strip() for part in meta["edition"].split("|"))
        return Edition(name, int(year), int(first), int(last), meta.get("notice", ""))
    except (KeyError, ValueError):
        raise CorpusFormatError(
            path, 1, "нет строки @edition ИМЯ | ГОД | ПЕРВОЕ | ПОСЛЕДНЕЕ"
        ) from None


def render_canonical(
    edition: Edition,
    clauses: Iterable[RawClause],
    footnotes_after: dict[str, list[Footnote]],
    header: str,
) -> str:
    """Write the canonical text; ``footnotes_after`` maps a clause id to footnotes printed
    after it (where the footnote stood in the book: at the end of its page)."""
    out = [f"% {line}".rstrip() for line in header.splitlines()]
    out += [
        "",
        f"@edition {edition.name} | {edition.year} | {edition.first_law} | {edition.last_law}",
        f"@notice {edition.notice}",
    ]
    for clause in clauses:
        out.append("")
        out.extend(f"# {heading}" for heading in clause.headings)
        out.append(f"[{clause.id}] {clause.title}".rstrip())
        if clause.pages:
            out.append("@pages " + " ".join(str(page) for page in clause.pages))
        if clause.footnote_keys:
            out.append("@footnotes " + " ".join(clause.footnote_keys))
        out.extend(f"@note {note}" for note in clause.notes)
        out.extend(_wrap(clause.text))
        for note in footnotes_after.get(clause.id, []):
            out.append("")
            out.extend(_wrap(f"[^{note.key}] {note.text}"))
    return "\n".join(out) + "\n"


def _wrap(text: str) -> list[str]:
    if not text:
        return []
    return textwrap.wrap(text, WRAP, break_long_words=False, break_on_hyphens=False)
