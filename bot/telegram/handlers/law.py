"""The law browser: ``/law 27B1``, a message that is just an id, and navigation buttons."""

from __future__ import annotations

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, Message

from bot.telegram.answers import answer_question, send_law
from bot.telegram.callbacks import LawCb, LawsIndexCb
from bot.telegram.middlewares.chat import Addressed, reply_to
from bot.telegram.replies import edit, origin, send
from bot.telegram.services import Services
from bot.telegram.views.law import law_screen, laws_index
from laws_text import parse_clause_id


async def law_command(message: Message, command: CommandObject, services: Services) -> None:
    """/law 27B1: the clause; as a reply to someone's message, the answer replies to it."""
    target = message.reply_to_message
    answer_to = target.message_id if target is not None else reply_to(message)
    args = (command.args or "").strip()
    if not args:
        text, markup = laws_index(services.corpus)
        await send(message, text, markup, reply_to=answer_to)
        return
    if not await send_law(message, services, args, reply_to=answer_to):
        await answer_question(message, services, args, reply_to=answer_to)


async def looks_like_id(message: Message, query: str) -> bool:
    """A message that is nothing but a clause id («27B1», «правило 27 Б1»).
    (async: aiogram runs a plain-function filter in a worker thread, per message.)"""
    return parse_clause_id(query) is not None


async def law_by_id(message: Message, query: str, services: Services) -> None:
    """A message that is just an id opens that clause."""
    await send_law(message, services, query, reply_to=reply_to(message))


async def law_button(callback: CallbackQuery, callback_data: LawCb, services: Services) -> None:
    """Navigate to a clause (editing in place) or open it in a new message; the trail of
    followed references comes along for «↩ назад»."""
    corpus = services.corpus
    if callback_data.id not in corpus:
        await callback.answer("Такого пункта нет в тексте правил.")
        return
    text, markup = await law_screen(
        corpus, callback_data.id, callback.bot, tuple(callback_data.trail)
    )
    message = origin(callback)
    if callback_data.edit or message is None:
        await edit(callback, text, markup)
    else:
        await send(message, text, markup)
    await callback.answer()


async def index_button(
    callback: CallbackQuery, callback_data: LawsIndexCb, services: Services
) -> None:
    """The table of contents, in place."""
    text, markup = laws_index(services.corpus)
    await edit(callback, text, markup)
    await callback.answer()


def build_router() -> Router:
    router = Router(name="law")
    router.message.register(law_command, Command("law"))
    router.message.register(law_by_id, Addressed(), looks_like_id)
    router.callback_query.register(law_button, LawCb.filter())
    router.callback_query.register(index_button, LawsIndexCb.filter())
    return router
