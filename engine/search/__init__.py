"""Free-text search over the law text: everyday Russian questions → the right clauses.

Public API: ``Searcher(corpus)``, ``Searcher.search(query, top=3) -> SearchResult``,
``get_searcher()``, ``SearchResult``, ``Hit``, ``snippet(text, matched, width=220)``.
"""

from engine.search.errors import BadQuery
from engine.search.highlight import snippet
from engine.search.searcher import Hit, Searcher, SearchResult, get_searcher

__all__ = ["BadQuery", "Hit", "SearchResult", "Searcher", "get_searcher", "snippet"]
