"""Inline mode: ``@bot 27B1`` offers that clause, ``@bot контра не в очередь`` the best ones."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import (
    InlineQuery,
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InlineQueryResultUnion,
    InputTextMessageContent,
)

from bot.telegram.render import clean_input, plain, shorten
from bot.telegram.services import Services
from bot.telegram.views.law import law_keyboard, law_text
from bot.telegram.views.search import clause_snippet
from laws_text import BridgeLawsError, UnknownClause, parse_clause_id

RESULTS_LIMIT = 50
SEARCH_TOP = 10
CHILDREN_SHOWN = 12
CACHE_SECONDS = 300


def article(services: Services, clause_id: str, matched: tuple[str, ...] = ()) -> (
    InlineQueryResultArticle
):
    """The clause as an inline result: posting it sends the law browser's message."""
    corpus = services.corpus
    clause = corpus[clause_id]
    description = plain(clause_snippet(services, clause_id, matched)) if matched else ""
    if not description:
        description = clause.text or corpus.full_text(clause_id) or clause.title
    return InlineQueryResultArticle(
        id=clause.id,
        title=shorten(f"{clause.id}. {clause.title}", 100),
        description=shorten(description, 160),
        input_message_content=InputTextMessageContent(message_text=law_text(corpus, clause_id)),
        reply_markup=law_keyboard(corpus, clause_id),
    )


def inline_results(services: Services, query: str) -> tuple[list[InlineQueryResultUnion], str]:
    """Results for the query and, when there are none, what to say on the results button."""
    corpus = services.corpus
    if not query:
        return [article(services, law.id) for law in corpus.laws()], ""
    if parse_clause_id(query) is not None:
        try:
            clause = corpus.lookup(query)
        except UnknownClause as error:
            found = [error.suggestion] if error.suggestion in corpus else []
            return [article(services, i) for i in found if i], shorten(str(error), 60)
        ids = [clause.id, *clause.children[:CHILDREN_SHOWN]]
        return [article(services, i) for i in ids], ""
    try:
        result = services.searcher.search(query, top=SEARCH_TOP)
    except BridgeLawsError as error:
        return [], shorten(str(error), 60)
    results: list[InlineQueryResultUnion] = [
        article(services, hit.clause_id, tuple(hit.matched)) for hit in result.hits
    ]
    return results, "" if results else f"Не нашёл: «{shorten(query, 30)}»"


async def inline_query(query: InlineQuery, services: Services) -> None:
    """Answer an inline query with at most 50 clauses."""
    text = clean_input(query.query)[:256]
    results, problem = inline_results(services, text)
    button = None
    if problem:
        button = InlineQueryResultsButton(text=problem, start_parameter="help")
    await query.answer(
        results[:RESULTS_LIMIT], cache_time=CACHE_SECONDS, is_personal=False, button=button
    )


def build_router() -> Router:
    router = Router(name="inline")
    router.inline_query.register(inline_query)
    return router
