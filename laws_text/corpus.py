"""The loaded law text: clauses by id, their hierarchy, breadcrumbs and forgiving lookup."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from importlib import resources
from pathlib import Path

from laws_text.canonical import CanonicalText, parse_canonical
from laws_text.errors import BadClauseId, UnknownClause
from laws_text.ids import parent_id, parse_clause_id_parts, split_clause_id
from laws_text.model import Clause, Edition, Footnote
from laws_text.refs import find_refs

CANONICAL_FILE = "laws_1987.txt"


class Corpus:
    """Every clause of one edition, in the order of the book."""

    def __init__(self, canonical: CanonicalText) -> None:
        self.edition: Edition = canonical.edition
        self.footnotes: dict[str, Footnote] = canonical.footnotes
        self._clauses: dict[str, Clause] = {}
        for raw in canonical.clauses:
            parts = split_clause_id(raw.id)
            self._clauses[raw.id] = Clause(
                id=raw.id,
                law=parts.law,
                title=raw.title,
                text=raw.text,
                pages=raw.pages,
                footnotes=tuple(self.footnotes[key] for key in raw.footnote_keys),
                parent=parent_id(raw.id),
                headings=tuple(raw.headings),
                notes=tuple(raw.notes),
            )
        for clause in self._clauses.values():
            if clause.parent is not None:
                self._clauses[clause.parent].children.append(clause.id)
        ids = set(self._clauses)
        for clause in self._clauses.values():
            clause.refs = tuple(find_refs(clause.text, clause.id, ids, self.edition))
        self._order = list(self._clauses)
        self._index = {clause_id: i for i, clause_id in enumerate(self._order)}

    # --- access ---------------------------------------------------------------------------
    def __iter__(self) -> Iterator[Clause]:
        return iter(self._clauses.values())

    def __len__(self) -> int:
        return len(self._clauses)

    def __contains__(self, clause_id: object) -> bool:
        return clause_id in self._clauses

    def get(self, clause_id: str) -> Clause | None:
        return self._clauses.get(clause_id)

    def __getitem__(self, clause_id: str) -> Clause:
        return self._clauses[clause_id]

    @property
    def ids(self) -> list[str]:
        return list(self._order)

    def laws(self) -> list[Clause]:
        return [clause for clause in self if clause.parent is None]

    def previous(self, clause_id: str) -> Clause | None:
        i = self._index[clause_id]
        return self._clauses[self._order[i - 1]] if i > 0 else None

    def next(self, clause_id: str) -> Clause | None:
        i = self._index[clause_id]
        return self._clauses[self._order[i + 1]] if i + 1 < len(self._order) else None

    def ancestors(self, clause_id: str) -> list[Clause]:
        """The clause and every clause above it, law first."""
        chain: list[Clause] = []
        current: str | None = clause_id
        while current is not None:
            clause = self._clauses[current]
            chain.append(clause)
            current = clause.parent
        return chain[::-1]

    def path(self, clause_id: str) -> list[str]:
        """Breadcrumb: «Правило 27. Недостаточное назначение», «B. ...», «1. ...»."""
        return [breadcrumb(clause) for clause in self.ancestors(clause_id)]

    def descendants(self, clause_id: str) -> list[Clause]:
        out: list[Clause] = []
        for child in self._clauses[clause_id].children:
            out.append(self._clauses[child])
            out.extend(self.descendants(child))
        return out

    def full_text(self, clause_id: str) -> str:
        """The clause's text followed by all of its children's, as a reader sees it."""
        parts = [self._clauses[clause_id].text]
        parts += [f"{breadcrumb(c)} {c.text}".strip() for c in self.descendants(clause_id)]
        return " ".join(part for part in parts if part)

    # --- forgiving lookup -----------------------------------------------------------------
    def lookup(self, text: str) -> Clause:
        """The clause a user means by ``text``; BadClauseId or UnknownClause otherwise."""
        parts = parse_clause_id_parts(text)
        if parts is None:
            raise BadClauseId(text)
        clause_id = str(parts)
        clause = self._clauses.get(clause_id)
        if clause is not None:
            return clause
        edition = self.edition
        covered = f"{edition.first_law}–{edition.last_law}"
        if not edition.covers(parts.law):
            raise UnknownClause(
                clause_id,
                f"Правила {parts.law} нет в этом тексте: здесь правила {covered} "
                f"({edition.name}, {edition.year}).",
            )
        parent = parent_id(clause_id)
        while parent is not None and parent not in self._clauses:
            parent = parent_id(parent)
        siblings = self._clauses[parent].children if parent else []
        assert parent is not None  # the law itself is covered, so it is loaded
        where = (
            f"в правиле {parent}"
            if self._clauses[parent].parent is None
            else (f"в пункте {parent}")
        )
        if siblings:
            have = _id_range(siblings)
            message = f"Нет пункта {clause_id}; {where} есть {have}."
            raise UnknownClause(clause_id, message, siblings[0])
        message = f"Нет пункта {clause_id}; {where} нет подпунктов, есть только {parent}."
        raise UnknownClause(clause_id, message, parent)


def _id_range(ids: list[str]) -> str:
    if len(ids) == 1:
        return ids[0]
    if len(ids) == 2:
        return f"{ids[0]} и {ids[1]}"
    return f"{ids[0]}–{ids[-1]}"


def breadcrumb(clause: Clause) -> str:
    """How the clause heads its own text: «Правило 27. ...», «B. ...», «(A). ...»."""
    if clause.parent is None:
        head = f"Правило {clause.id}."
    else:
        parts = split_clause_id(clause.id)
        if parts.subitem is not None:
            head = f"({parts.subitem})."
        elif parts.item is not None:
            head = f"({parts.item})."
        elif parts.subsection is not None:
            head = f"{parts.subsection}."
        else:
            head = f"{parts.section}."
    return f"{head} {clause.title}".strip()


def load_corpus_from(path: str | Path) -> Corpus:
    file = Path(path)
    return Corpus(parse_canonical(file.read_text(encoding="utf-8"), str(file)))


@cache
def load_corpus() -> Corpus:
    """The edition shipped with the package (loaded once per process)."""
    text = resources.files("laws_text").joinpath(CANONICAL_FILE).read_text(encoding="utf-8")
    return Corpus(parse_canonical(text, CANONICAL_FILE))
