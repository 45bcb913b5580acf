"""Find the hierarchy in a clean stream: headings, «Правило N.», then ``A.`` ``1.`` ``(A).``
``(1).`` items; split each item's title from its body; note pages and footnote markers."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from laws_text.importer.cleanup import PAGE, SEP
from laws_text.model import Heading

# Law titles missing from every source, restored from the printed code (see the issue).
RESTORED_TITLES = {19: "Контры и реконтры"}
RESTORED_NOTE = "Заголовок правила восстановлен: в источниках его нет."
GUESSED_NOTE = (
    "Заголовка правила в источнике нет; номер выведен из следующего заголовка, проверьте."
)

_EVENTS = re.compile(
    rf"(?P<page>{PAGE}(?P<page_no>\d+){PAGE})"
    rf"|(?P<sep>{SEP})"
    r"|(?<!\w)(?P<heading>(?P<kind>Глава|Часть|Раздел) (?P<num>[IVX]+) - )"
    r"|(?<!\w)(?P<law>Правило (?P<law_no>\d+)\.\s*)(?=[А-ЯЁ])"
    r"|(?<![\w.(,])(?P<sec>[A-H])\.(?=[«\"(]?[А-ЯЁA-Z])"
    r"|(?<![\w.(,])(?P<sub>[1-9])\.(?=[«\"(]?[А-ЯЁA-Z])"
    r"|(?<![\w.])\((?P<item>[A-H])\)\.(?=[«\"(]?[А-ЯЁA-Z])"
    r"|(?<![\w.])\((?P<subitem>[1-9])\)\.(?=[«\"(]?[А-ЯЁA-Z])"
)
_LEVELS = ("sec", "sub", "item", "subitem")
_BODY_START = re.compile(r"^[«\"(]?[А-ЯЁ](?:[а-яё]|$)")
_LATIN_ABBREV = re.compile(r"^(?:[A-Z]{2,}|(?:[A-Z]\.){2,})[,.;:]?$")
_FOOTNOTE_MARK = re.compile(r"\((\*+)\)")


@dataclass
class ParsedClause:
    id: str
    level: int  # 0 law, 1 section, 2 subsection, 3 item, 4 sub-item
    marker: str  # as printed: "Правило 27.", "B.", "1.", "(A).", "(1)."
    parts: list[str] = field(default_factory=list)  # raw text chunks (title + body)
    pages: list[int] = field(default_factory=list)
    footnote_keys: list[str] = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    law_title: str | None = None  # a law's title comes from its header line
    title: str = ""
    text: str = ""

    @property
    def raw(self) -> str:
        return " ".join(" ".join(self.parts).split())


def _successor(value: str | None, kind: str) -> str:
    if value is None:
        return "A" if kind in ("sec", "item") else "1"
    return chr(ord(value) + 1)


def clause_id(path: list[str | None]) -> str:
    law, sec, sub, item, subitem = (path + [None] * 5)[:5]
    out = f"{law}{sec or ''}{sub or ''}"
    if item:
        out += f"({item})"
    if subitem:
        out += f"({subitem})"
    return out


class _Walker:
    """Walks the events of one clean stream and builds clauses in book order."""

    def __init__(self, first_page: int) -> None:
        self.page = first_page
        self.clauses: list[ParsedClause] = []
        self.path: list[str | None] = [None] * 5
        self.current: ParsedClause | None = None
        self.pending_headings: list[Heading] = []
        self.heading: list[str] | None = None  # words of a heading being read
        self.heading_meta: tuple[str, str] | None = None
        self.law_title: list[str] | None = None  # header being read, until its separator
        self.title_sep_count = 0

    def text(self, chunk: str) -> None:
        if not chunk.strip():
            return
        if self.heading is not None:
            self.heading.append(chunk)
            return
        if self.law_title is not None and self.current is not None:
            self._law_title_text(chunk)
            return
        if self.current is None:
            self._implicit_law()
        assert self.current is not None
        self.current.parts.append(chunk)
        if self.page not in self.current.pages:
            self.current.pages.append(self.page)
        for mark in _FOOTNOTE_MARK.finditer(chunk):
            key = f"{self.page}{mark.group(1)}"
            if key not in self.current.footnote_keys:
                self.current.footnote_keys.append(key)

    def _law_title_text(self, chunk: str) -> None:
        assert self.law_title is not None and self.current is not None
        if self.title_sep_count == 0:
            self.law_title.append(chunk)
        elif self.title_sep_count == 1 and re.match(r"\s*[а-яё]", chunk):
            self.law_title.append(chunk)  # the title's second line, underlined too
        else:
            self._close_law_title()
            self.text(chunk)

    def _close_law_title(self) -> None:
        assert self.law_title is not None and self.current is not None
        self.current.law_title = " ".join(" ".join(self.law_title).split())
        self.law_title = None

    def separator(self) -> None:
        if self.heading is not None and self.heading_meta is not None:
            kind, num = self.heading_meta
            self.pending_headings.append(
                Heading(kind, num, " ".join(" ".join(self.heading).split()))
            )
            self.heading = None
        elif self.law_title is not None:
            self.title_sep_count += 1
            if self.title_sep_count > 2:
                self._close_law_title()

    def start_heading(self, kind: str, num: str) -> None:
        self._end_law_title()
        self.heading, self.heading_meta = [], (kind, num)

    def start_law(self, number: int) -> None:
        self._end_law_title()
        self.path = [str(number), None, None, None, None]
        self._open(ParsedClause(str(number), 0, f"Правило {number}."))
        self.law_title, self.title_sep_count = [], 0

    def _implicit_law(self) -> None:
        """Items before any «Правило N.» header: the header was lost (Law 19 in 000)."""
        self.path = ["?", None, None, None, None]
        self._open(ParsedClause("?", 0, ""))

    def item(self, kind: str, value: str) -> bool:
        level = _LEVELS.index(kind) + 1
        if self.law_title is not None:
            if self.title_sep_count == 0:
                return False
            self._end_law_title()
        if self.current is None:
            self._implicit_law()
        if level > 1 and self.path[level - 1] is None:
            return False  # "1." with no section open: not a marker
        if value != _successor(self.path[level], kind):
            return False
        self.path[level] = value
        for deeper in range(level + 1, 5):
            self.path[deeper] = None
        marker = f"({value})." if kind in ("item", "subitem") else f"{value}."
        self._open(ParsedClause(clause_id(self.path), level, marker))
        return True

    def _open(self, clause: ParsedClause) -> None:
        clause.headings, self.pending_headings = self.pending_headings, []
        clause.pages.append(self.page)
        self.clauses.append(clause)
        self.current = clause

    def _end_law_title(self) -> None:
        if self.law_title is not None:
            self._close_law_title()


def parse_structure(text: str, first_page: int) -> list[ParsedClause]:
    """Clauses of one clean stream, in book order, titles not yet split from bodies."""
    walker = _Walker(first_page)
    position = 0
    for match in _EVENTS.finditer(text):
        groups = match.groupdict()
        if groups["page"]:
            walker.text(text[position : match.start()])
            walker.page = int(groups["page_no"])
        elif groups["sep"]:
            walker.text(text[position : match.start()])
            walker.separator()
        elif groups["heading"]:
            walker.text(text[position : match.start()])
            walker.start_heading(groups["kind"], groups["num"])
        elif groups["law"]:
            walker.text(text[position : match.start()])
            walker.start_law(int(groups["law_no"]))
        else:
            level_kind = next(k for k in _LEVELS if groups[k])
            before = text[position : match.start()]
            walker.text(before)
            if not walker.item(level_kind, groups[level_kind]):
                position = match.start()
                continue
        position = match.end()
    walker.text(text[position:])
    walker._end_law_title()
    _resolve_implicit_laws(walker.clauses)
    return walker.clauses


def _resolve_implicit_laws(clauses: list[ParsedClause]) -> None:
    """A law without header takes the number before the next law's, and a restored title."""
    for i, clause in enumerate(clauses):
        if clause.id != "?":
            continue
        following = next((c for c in clauses[i + 1 :] if c.level == 0 and c.id != "?"), None)
        if following is None:
            continue
        number = int(following.id) - 1
        clause.id, clause.marker = str(number), f"Правило {number}."
        clause.law_title = RESTORED_TITLES.get(number, "")
        clause.notes.append(RESTORED_NOTE if clause.law_title else GUESSED_NOTE)
        for child in clauses[i + 1 :]:
            if not child.id.startswith("?"):
                break
            child.id = str(number) + child.id[1:]


def split_title(raw: str, hint_words: int | None = None) -> tuple[str, str]:
    """Title and body of an item: the hint (from a line-broken source) or the first
    capitalised Russian word (or «S.O.», «LHO» before a lowercase word) after the first word."""
    words = raw.split()
    if hint_words is not None:
        return " ".join(words[:hint_words]), " ".join(words[hint_words:])
    for i in range(1, len(words)):
        word = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if _BODY_START.match(word):
            return " ".join(words[:i]), " ".join(words[i:])
        if _LATIN_ABBREV.match(word) and re.match(r"[а-яё]", nxt):
            return " ".join(words[:i]), " ".join(words[i:])
    return raw, ""
