"""What the handlers need from the engine, injected with ``Dispatcher(services=...)``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
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
    corpus: Corpus

    def search(self, query: str, top: int = 3) -> SearchResultLike: ...

    def in_cyrillic(self, text: str) -> tuple[str, list[tuple[str, str]]]: ...


class JsonRuling(Protocol):
    def to_json(self) -> dict[str, Any]: ...


Snippet = Callable[[str, Iterable[str], int], list[tuple[str, bool]]]
# a message, the searcher, how many clauses -> ``engine.answer.Answer``
Reader = Callable[[str, Any, int], Any]
# the door's answer -> the notation the wizard builds on (``engine.answer.reading_notation``)
ReadingNotation = Callable[[Any], str | None]


@dataclass
class Services:
    """The engine and the stores: a handler takes ``services: Services`` as a parameter."""

    corpus: Corpus
    searcher: Searcher
    snippet: Snippet
    rule: Callable[[str], JsonRuling]  # notation or a table story -> ruling (never raises)
    designate: Callable[[str], JsonRuling]  # Law 46 request -> card ruling (never raises)
    feedback: FeedbackStore
    reader: Reader | None = None  # ``engine.answer.answer``: the one door for a message
    notation: Callable[[str], str | None] | None = None  # a story -> the wizard's notation
    reading: ReadingNotation | None = None  # the same, from the door's answer (no re-reading)
    # the door's last answer, until the wizard takes its notation (see ``wizard_base``)
    _read: Any = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def create(cls, feedback_db: str | None = None) -> Services:
        """The real engine over the shipped law text; feedback in SQLite (memory if no path)."""
        from engine.answer import answer, reading_notation, rule_text, story_notation
        from engine.play import designate_card
        from engine.search import get_searcher, snippet

        corpus = load_corpus()
        searcher = get_searcher()
        searcher.accelerate()  # the bot answers many questions: numpy's import pays off
        return cls(
            corpus=corpus,
            searcher=searcher,
            snippet=snippet,
            rule=lambda text: rule_text(text, corpus, searcher),
            designate=designate_card,
            feedback=FeedbackStore(feedback_db),
            reader=answer,
            notation=lambda text: story_notation(text, corpus, searcher),
            reading=lambda reply: reading_notation(reply, corpus),
        )

    def read(self, text: str, top: int = 3) -> Any:
        """Everything the engine says about a message (``engine.answer.Answer``); raises
        ``BadQuery`` when there is no question at all, as the search does."""
        if self.reader is None:
            from engine.answer import answer as reader

            reply = reader(text, self.searcher, top)  # type: ignore[arg-type]
        else:
            reply = self.reader(text, self.searcher, top)
        self._read = reply
        return reply

    def ruling(self, text: str) -> dict[str, Any]:
        """The ``ruling`` JSON of the CLI contract for a wizard text."""
        self._read = None  # the wizard's notation then rests on this ruling, not the door's
        return self.rule(text).to_json()

    def wizard_base(self, text: str) -> str | None:
        """The notation the ruling wizard adds its ``fact=value`` answers to: the text itself
        when written in the notation, the story's reading otherwise (None: no such reading).

        Right after the door read ``text`` (its ruling is the one on screen), the door's own
        reading is checked instead of reading the message a second time."""
        read, self._read = self._read, None
        if read is not None and self.reading is not None and getattr(read, "query", None) == text:
            return self.reading(read)
        if self.notation is None:
            return text
        return self.notation(text)

    def card(self, text: str) -> dict[str, Any]:
        """The ``card`` JSON of the CLI contract."""
        return self.designate(text).to_json()
