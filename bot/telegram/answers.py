"""The answers several handlers give: a clause by id, and the one door for any message.

The door (:func:`answer_message`) reads a message with the engine (``engine.answer``): an
auction or a table story the rules engine rules on comes back as a verdict-first ruling; a
law outside the text as its honest answer; anything else as the clauses the search finds,
with «⚖️ Разобрать» when the question describes an irregularity. A reply to the bot's
answer is read together with the question that answer answered.
"""

from __future__ import annotations

from typing import Any

from aiogram.fsm.context import FSMContext
from aiogram.types import InlineKeyboardMarkup, Message

from bot.telegram.context import recall, remember, with_context
from bot.telegram.handlers.ruling import show_ruling
from bot.telegram.middlewares.chat import is_private
from bot.telegram.render import esc
from bot.telegram.replies import send
from bot.telegram.services import Services
from bot.telegram.views.law import law_keyboard, law_screen, law_text, open_buttons
from bot.telegram.views.ruling import AUCTION_CODES
from bot.telegram.views.search import (
    PAGE,
    judge_law,
    not_found_text,
    parts_text,
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
    text, markup = await law_screen(services.corpus, clause.id, message.bot)
    await send(message, text, markup, reply_to=reply_to)
    return True


async def answer_message(
    message: Message,
    services: Services,
    query: str,
    state: FSMContext,
    *,
    reply_to: int | None,
) -> None:
    """The one door: a ruling, an honest «not in this text», or the clauses that answer."""
    if len(query) > MAX_QUESTION:
        await send(message, _too_long(query), reply_to=reply_to)
        return
    bot_id = message.bot.id if message.bot is not None else 0
    earlier = await recall(state.storage, message, bot_id)
    text = with_context(earlier, query) if earlier else query
    if _is_notation(text):  # «1♠ пас 1♥», «; событие=пятая_карта ...»: the rules engine's own
        ruling = services.ruling(text)
        if ruling.get("status") != "error":
            await show_ruling(message, state, services, text, ruling, reply_to=reply_to)
            return
    reply = services.read(text, top=PAGE + 1)  # BadQuery -> the error handler
    told = reply.ruling.to_json() if reply.ruling is not None else None
    if told is not None and not reply.parts and _rules_now(told):
        await show_ruling(message, state, services, text, told, reply_to=reply_to)
        return
    await answer_question(
        message, services, text, reply_to=reply_to, state=state, reply=reply, ruling=told
    )


def _is_notation(text: str) -> bool:
    from engine.answer import is_notation

    return is_notation(text)


def _rules_now(ruling: dict[str, Any]) -> bool:
    """Whether the ruling on a story is the answer itself, not an offer under the clauses
    («⚖️ Разобрать»): a verdict on an irregularity or a case of the play, a law outside the
    text, or a question about an irregularity of the auction the story tells. A message that
    asks several things gets its clauses, part by part, with the offer."""
    status, irregularity = ruling.get("status"), str(ruling.get("irregularity", "none"))
    if status == "outside":
        return True
    if status == "final":
        return irregularity != "none"
    if status == "needs_facts":
        return irregularity in AUCTION_CODES
    return False


async def answer_question(
    message: Message,
    services: Services,
    query: str,
    *,
    reply_to: int | None,
    state: FSMContext | None = None,
    reply: Any = None,
    ruling: dict[str, Any] | None = None,
) -> None:
    """The best clauses for a question, or an honest «не нашёл» with suggestions.

    ``reply`` is the engine's answer when the door already read the message; in a group the
    answer is compact (the best clause, buttons for more).
    """
    if len(query) > MAX_QUESTION:
        await send(message, _too_long(query), reply_to=reply_to)
        return
    if reply is None:
        reply = services.read(query, top=PAGE + 1)  # BadQuery -> the error handler
    result = reply.result
    hits = result.hits[:PAGE]
    notices = "".join(f"<i>{esc(notice)}</i>\n\n" for notice in reply.notices)
    if result.direct and len(hits) == 1:
        clause_id = hits[0].clause_id
        text = law_text(services.corpus, clause_id)
        if result.notice:
            text = f"<i>{esc(result.notice)}</i>\n\n{text}"
        markup = law_keyboard(services.corpus, clause_id)
        await send(message, notices + text, markup, reply_to=reply_to)
        return
    compact = not is_private(message)
    ids = [hit.clause_id for hit in hits]
    answer_id = services.feedback.record_answer(query, ids)
    judge = _judge(services, result, ruling)
    if reply.parts:
        text, ids = parts_text(services, reply.parts, per_part=1 if compact else 2)
        markup = results_keyboard(answer_id, ids, offset=0, more=False, judge=judge)
        sent = await send(message, notices + text, markup, reply_to=reply_to)
    elif not hits:
        rows = open_buttons(suggested_ids(result.suggestions, services))
        found = InlineKeyboardMarkup(inline_keyboard=rows) if rows else None
        await send(message, notices + not_found_text(query, result), found, reply_to=reply_to)
        return
    else:
        shown = hits[:1] if compact else hits
        markup = results_keyboard(
            answer_id, ids, offset=0, more=len(result.hits) > PAGE, judge=judge
        )
        text = results_text(services, result, shown, compact=compact)
        sent = await send(message, notices + text, markup, reply_to=reply_to)
    if state is not None:
        await remember(state.storage, sent, query)


def _judge(services: Services, result: Any, ruling: dict[str, Any] | None) -> bool:
    """«⚖️ Разобрать»: the engine has a ruling to ask its facts for, or the best clause is
    of an auction irregularity the wizard can rule on once it has the auction."""
    if ruling is not None and ruling.get("status") in ("final", "needs_facts"):
        return True
    return bool(result.hits) and judge_law(services.corpus, result.hits[0].clause_id) is not None


def _too_long(query: str) -> str:
    return (
        f"Вопрос слишком длинный ({len(query)} символов). Сформулируйте его короче, "
        f"до {MAX_QUESTION} символов: например, «недостаточное назначение», "
        "или пришлите только торговлю: «1♠ пас 1♥»."
    )
