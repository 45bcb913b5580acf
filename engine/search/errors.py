"""Errors of the search, in the product's one hierarchy (messages are Russian)."""

from __future__ import annotations

from laws_text.errors import BridgeLawsError


class BadQuery(BridgeLawsError, ValueError):
    """The question cannot be searched: empty, too long, or without a single word."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


class DataFileError(BridgeLawsError):
    """A line of a data file (jargon, situations, examples) is malformed."""

    def __init__(self, source: str, line: int, problem: str) -> None:
        self.source = source
        self.line = line
        self.problem = problem
        super().__init__(f"{source}, строка {line}: {problem}")
