"""What the handlers need from the engine, injected with ``Dispatcher(services=...)``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from bot.telegram.feedback_store import FeedbackStore
from laws_text import Corpus, load_corpus


class HitLike(Protocol):
    clause_id: str
    score: float
    matched: tuple[str, ...]


class SearchResultLike(Protocol):
    query: str
    hits: list[Any]
    direct: bool
    suggestions: list[str]
    notice: str | None


class Searcher(Protocol):
    def search(self, query: str, top: int = 3) -> SearchResultLike: ...


class JsonRuling(Protocol):
    def to_json(self) -> dict[str, Any]: ...


Snippet = Callable[[str, Iterable[str], int], list[tuple[str, bool]]]


@dataclass
class Services:
    """The engine and the stores: a handler takes ``services: Services`` as a parameter."""

    corpus: Corpus
    searcher: Searcher
    snippet: Snippet
    rule: Callable[[str], JsonRuling]  # ``AUCTION ; fact=value ...`` -> ruling (never raises)
    designate: Callable[[str], JsonRuling]  # Law 46 request -> card ruling (never raises)
    feedback: FeedbackStore

    @classmethod
    def create(cls, feedback_db: str | None = None) -> Services:
        """The real engine over the shipped law text; feedback in SQLite (memory if no path)."""
        from engine.play import designate_card
        from engine.rules.ruling import rule
        from engine.search import get_searcher, snippet

        return cls(
            corpus=load_corpus(),
            searcher=get_searcher(),
            snippet=snippet,
            rule=rule,
            designate=designate_card,
            feedback=FeedbackStore(feedback_db),
        )

    def ruling(self, text: str) -> dict[str, Any]:
        """The ``ruling`` JSON of the CLI contract for a wizard text."""
        return self.rule(text).to_json()

    def card(self, text: str) -> dict[str, Any]:
        """The ``card`` JSON of the CLI contract."""
        return self.designate(text).to_json()
