"""The domain of the law text: an edition, its clauses, their footnotes and references."""

from __future__ import annotations

from dataclasses import dataclass, field

from laws_text.ids import split_clause_id


@dataclass(frozen=True)
class Edition:
    """Which code this is and which laws of it the loaded text covers."""

    name: str
    year: int
    first_law: int
    last_law: int
    notice: str

    @property
    def laws(self) -> range:
        return range(self.first_law, self.last_law + 1)

    def covers(self, law: int) -> bool:
        return self.first_law <= law <= self.last_law


@dataclass(frozen=True)
class Footnote:
    """A footnote as printed: its marker (``*``, ``**``) on a given page, and its text."""

    key: str  # "<page><marker>", e.g. "55*": unique in the edition
    page: int
    marker: str
    text: str


@dataclass(frozen=True)
class Ref:
    """A cross-reference found in a clause's text."""

    raw: str  # as written, e.g. "правилом 26B"
    target: str  # canonical id, e.g. "26B"
    in_text: bool  # False for laws outside this edition's text (12, 16, 47, ...)


@dataclass(frozen=True)
class Heading:
    """A Глава / Часть / Раздел heading standing above a law."""

    kind: str  # "Глава" | "Часть" | "Раздел"
    number: str  # Roman numeral as printed
    title: str

    def __str__(self) -> str:
        return f"{self.kind} {self.number} - {self.title}"


@dataclass
class Clause:
    """One law, section, subsection or item, with its own words only (not its children's)."""

    id: str
    law: int
    title: str
    text: str
    pages: tuple[int, ...]
    footnotes: tuple[Footnote, ...] = ()
    parent: str | None = None
    children: list[str] = field(default_factory=list)
    refs: tuple[Ref, ...] = ()
    headings: tuple[Heading, ...] = ()  # headings printed right above this clause
    notes: tuple[str, ...] = ()  # editorial notes (restored title, text cut off in source)

    @property
    def depth(self) -> int:
        """0 for a law, 1 for a section (27B), 2 for 27B1, 3 for 27B1(A), 4 below."""
        return split_clause_id(self.id).depth

    @property
    def label(self) -> str:
        """How the clause is named to a reader: «Правило 27B1(A)»."""
        return f"Правило {self.id}"
