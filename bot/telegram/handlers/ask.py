"""Any text for the bot — a question, an auction, a story — goes through one door
(``answers.answer_message``): every text in a private chat; ``/ask``, a mention or a reply to
the bot in groups."""

from __future__ import annotations

from aiogram import F, Router
from aiogram.filters import Command, CommandObject
from aiogram.fsm.context import FSMContext
from aiogram.types import CallbackQuery, Message

from bot.telegram.answers import answer_message
from bot.telegram.callbacks import MoreCb
from bot.telegram.middlewares.chat import Addressed, reply_to
from bot.telegram.render import clean_input, esc, shorten
from bot.telegram.replies import origin, send
from bot.telegram.services import Services
from bot.telegram.views.search import PAGE, results_keyboard, results_text

ASK_HINT = (
    "Напишите вопрос после команды, например: <code>/ask контра не в очередь</code>, "
    "или ответьте командой /ask на сообщение с вопросом."
)


async def ask_command(
    message: Message, command: CommandObject, services: Services, state: FSMContext
) -> None:
    """/ask QUESTION, or /ask as a reply to a message holding the question."""
    query = clean_input(command.args or "")
    target = message.reply_to_message
    answer_to = reply_to(message)
    if not query and target is not None and (target.text or target.caption):
        query = clean_input(target.text or target.caption or "")
        answer_to = target.message_id
    if not query:
        await send(message, ASK_HINT, reply_to=answer_to)
        return
    await answer_message(message, services, query, state, reply_to=answer_to)


async def ask_text(message: Message, query: str, services: Services, state: FSMContext) -> None:
    """Any text for the bot: a question, an auction or a story (the one door)."""
    if not query:
        await send(message, ASK_HINT, reply_to=reply_to(message))
        return
    await answer_message(message, services, query, state, reply_to=reply_to(message))


async def more_button(callback: CallbackQuery, callback_data: MoreCb, services: Services) -> None:
    """«ещё»: the next results for the stored question, as a new message."""
    stored = services.feedback.answer(callback_data.answer)
    message = origin(callback)
    if stored is None or message is None:
        await callback.answer("Этот ответ устарел — задайте вопрос ещё раз.")
        return
    offset = callback_data.offset
    result = services.searcher.search(stored.query, top=offset + PAGE + 1)
    hits = result.hits[offset : offset + PAGE]
    if not hits:
        await callback.answer("Больше ничего подходящего не нашёл.")
        return
    markup = results_keyboard(
        stored.id,
        [hit.clause_id for hit in hits],
        offset=offset,
        more=len(result.hits) > offset + PAGE,
        vote=False,
    )
    await send(message, results_text(services, result, hits, first=offset + 1), markup)
    await callback.answer()


async def unknown_command(message: Message) -> None:
    """A command the bot does not have (private chats only: in groups it may be another bot's)."""
    command = shorten((message.text or "").split()[0], 40)
    await message.answer(
        f"Не знаю команды {esc(command)}. Что я умею: /help", parse_mode="HTML"
    )


async def not_text(message: Message) -> None:
    """Stickers, photos, voice: the bot reads text only."""
    await message.answer("Я понимаю только текст: напишите вопрос словами или номер пункта, 27B1.")


def build_router() -> Router:
    router = Router(name="ask")
    router.message.register(ask_command, Command("ask"))
    router.message.register(ask_text, Addressed())
    private = F.chat.type == "private"
    router.message.register(unknown_command, private, F.text.startswith("/"))
    router.message.register(not_text, private, ~F.text)
    router.callback_query.register(more_button, MoreCb.filter())
    return router
