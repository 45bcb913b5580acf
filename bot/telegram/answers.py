"""The two answers several handlers give: a clause by id, and the results of a question."""

from __future__ import annotations

from aiogram.types import InlineKeyboardMarkup, Message

from bot.telegram.render import esc
from bot.telegram.replies import send
from bot.telegram.services import Services
from bot.telegram.views.law import law_keyboard, law_text, open_buttons
from bot.telegram.views.search import (
    PAGE,
    not_found_text,
    results_keyboard,
    results_text,
    suggested_ids,
)
from laws_text import BadClauseId, UnknownClause

MAX_QUESTION = 1000


async def send_law(
    message: Message, services: Services, text: str, *, reply_to: int | None
) -> bool:
    """Show the clause ``text`` names; False when ``text`` is not a clause id at all."""
    try:
        clause = services.corpus.lookup(text)
    except BadClauseId:
        return False
    except UnknownClause as error:
        markup = None
        if error.suggestion and error.suggestion in services.corpus:
            markup = InlineKeyboardMarkup(inline_keyboard=open_buttons([error.suggestion]))
        await send(message, esc(str(error)), markup, reply_to=reply_to)
        return True
    corpus = services.corpus
    await send(
        message, law_text(corpus, clause.id), law_keyboard(corpus, clause.id), reply_to=reply_to
    )
    return True


async def answer_question(
    message: Message, services: Services, query: str, *, reply_to: int | None
) -> None:
    """The best clauses for a question, or an honest «не нашёл» with suggestions."""
    if len(query) > MAX_QUESTION:
        await send(
            message,
            f"Вопрос слишком длинный ({len(query)} символов). Сформулируйте его короче, "
            f"до {MAX_QUESTION} символов: например, «недостаточное назначение».",
            reply_to=reply_to,
        )
        return
    result = services.searcher.search(query, top=PAGE + 1)  # BadQuery -> the error handler
    hits = result.hits[:PAGE]
    if result.direct and len(hits) == 1:
        clause_id = hits[0].clause_id
        text = law_text(services.corpus, clause_id)
        if result.notice:
            text = f"<i>{esc(result.notice)}</i>\n\n{text}"
        await send(message, text, law_keyboard(services.corpus, clause_id), reply_to=reply_to)
        return
    ids = [hit.clause_id for hit in hits]
    answer_id = services.feedback.record_answer(query, ids)
    if not hits:
        rows = open_buttons(suggested_ids(result.suggestions, services))
        markup = InlineKeyboardMarkup(inline_keyboard=rows) if rows else None
        await send(message, not_found_text(query, result), markup, reply_to=reply_to)
        return
    markup = results_keyboard(answer_id, ids, offset=0, more=len(result.hits) > PAGE)
    await send(message, results_text(services, result, hits), markup, reply_to=reply_to)
