"""What the search's tests share: searchers over the law text with example banks of their own.

Their index is the session's (``search_cache``, tests/conftest.py: built or loaded once and
saved there), read from the cache instead of lemmatising the law text again; the banks the
tests then give them are built in memory and never saved, so no test's bank reaches the cache
that the session, and the programs the tests start, read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from engine.search import BadQuery, Searcher
from engine.search.examples import load_examples, without
from laws_text import load_corpus


@pytest.fixture(scope="session")
def bankless_searcher(search_cache: Path) -> Callable[..., Searcher]:
    """``bankless_searcher(weights=None)``: a new searcher with an empty example bank."""

    def make(weights: Mapping[str, float] | None = None) -> Searcher:
        searcher = Searcher(load_corpus(), search_cache, examples=(), weights=weights)
        searcher.cache_dir = None  # banks given from here on are built, never saved
        return searcher

    return make


Asked = tuple[tuple[str, tuple[str, ...]], ...]  # (question, accepted clauses) of a set


class HeldOut:
    """Sets scored leave-one-author-out on the session's ``heldout_searcher``: a set's ranks
    are computed once per session, whichever module asks for them (test_search_quality.py
    asks for the development set that test_search_authors.py scores too)."""

    def __init__(self, searcher: Searcher) -> None:
        self.searcher = searcher
        self._ranks: dict[tuple[str, Asked], list[int | None]] = {}

    def ranks(self, source: str, asked: Asked) -> list[int | None]:
        """For each question, the rank (0-based) of the first acceptable result among the
        top 3, or None; scored with the example bank of every author but ``source``."""
        key = (source, asked)
        if key not in self._ranks:
            self._ranks[key] = self._scored(source, asked)
        return self._ranks[key]

    def _scored(self, source: str, asked: Asked) -> list[int | None]:
        examples = load_examples()
        bank = without(examples, source)
        assert len(bank) < len(examples), f"no author {source!r}: the set would score itself"
        searcher = self.searcher
        searcher.use_examples(bank)
        corpus = searcher.corpus
        found: list[int | None] = []
        for question, accepted in asked:
            try:
                hits = searcher.search(question, top=3).hits
            except BadQuery:
                hits = []
            above = [{c.id for c in corpus.ancestors(hit.clause_id)} for hit in hits]
            found.append(next((r for r, ids in enumerate(above) if ids & set(accepted)), None))
        return found


@pytest.fixture(scope="session")
def heldout_ranks(heldout_searcher: Searcher) -> Callable[[str, Asked], list[int | None]]:
    """``heldout_ranks(source, asked)``: ``HeldOut.ranks``, shared by the session."""
    return HeldOut(heldout_searcher).ranks
