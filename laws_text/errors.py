"""One error hierarchy for the whole product; every front end turns it into Russian text."""

from __future__ import annotations


class BridgeLawsError(Exception):
    """Root of every error the product reports to a user (message is Russian)."""


class BadClauseId(BridgeLawsError, ValueError):
    """The text does not look like a clause id at all."""

    def __init__(self, raw: str) -> None:
        self.raw = raw
        shown = raw if len(raw) <= 40 else raw[:40] + "…"
        super().__init__(
            f"«{shown}» не похоже на номер правила: ожидается, например, 27, 27B или 27B1(A)"
        )


class UnknownClause(BridgeLawsError, LookupError):
    """A well-formed id that is not in the loaded law text."""

    def __init__(self, clause_id: str, message: str, suggestion: str | None = None) -> None:
        self.clause_id = clause_id
        self.suggestion = suggestion
        super().__init__(message)


class CorpusFormatError(BridgeLawsError):
    """The canonical text file is malformed (a hand edit went wrong)."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        self.path = path
        self.line = line
        self.problem = problem
        super().__init__(f"{path}, строка {line}: {problem}")
