"""/start and /help: what the bot does, examples to tap, and which edition of the laws it is."""

from __future__ import annotations

from aiogram import Bot, Router
from aiogram.filters import Command, CommandObject, CommandStart
from aiogram.fsm.context import FSMContext
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot.telegram.answers import answer_message, send_law
from bot.telegram.callbacks import ExampleCb
from bot.telegram.handlers.ruling import answer_card, start_ruling
from bot.telegram.middlewares.chat import reply_to
from bot.telegram.render import clean_input, esc
from bot.telegram.replies import origin, send
from bot.telegram.services import Services
from bot.telegram.views.law import payload_clause
from laws_text import parse_clause_id

# (button, kind, text): tapping runs the example as if it had been typed
EXAMPLES: tuple[tuple[str, str, str], ...] = (
    ("❓ недостаточное назначение", "ask", "недостаточное назначение"),
    ("❓ контра не в очередь", "ask", "контра не в очередь"),
    ("📖 27B1", "law", "27B1"),
    ("⚖️ 1♠ пас 1♥", "ruling", "1♠ пас 1♥"),
    ("⚖️ случай за столом", "ask", "Сдача 7. Север открыл 1 трефу, Восток пас, Юг 1 бубна, "
     "а Запад говорит 1 трефа. Я не принял."),
    ("🃏 ♠KJ5 ♥A32 ; пика", "card", "♠KJ5 ♥A32 ; пика"),
)


def help_text(services: Services, username: str | None) -> str:
    edition = services.corpus.edition
    at = f"@{esc(username)}" if username else "@бот"
    return "\n".join(
        [
            f"<b>{esc(edition.name)}</b> (редакция {edition.year} года, "
            f"правила {edition.first_law}–{edition.last_law}) — спросите меня о них.",
            "",
            "• Вопрос своими словами — найду пункты правил и выделю совпавшие слова.",
            "• Торговля, например <code>1♠ пас 1♥</code>, или случай словами "
            "(«Север открыл 1 трефу, Восток пас, …») — разберу нарушение: сначала что "
            "происходит сейчас, потом наказания и пункты; чего не хватает, спрошу кнопками.",
            "• <code>/ruling</code> без торговли — торговля кнопками: сдающий, заявки, "
            "«вне очереди», ⌫ и ✓ — разобрать.",
            "• <code>27B1</code> или <code>/law 27B1</code> — пункт правил "
            "с переходами к соседним, к ссылкам и к пунктам, которые ссылаются на него; "
            "«📤 поделиться» и ссылка на пункт.",
            "• <code>/terms</code> — термины: LHO, RHO, S.O., ТД, болван, …",
            "• <code>/card ♠KJ5 ♥A32 ; пика</code> — какую карту болвана назвал "
            "разыгрывающий (правило 46).",
            f"• В группе: <code>/ask вопрос</code>, упоминание {at} или ответ на моё сообщение "
            "(его я читаю вместе с вопросом, на который отвечал).",
            f"• В любом чате: <code>{at} 27B1</code> — вставить пункт правил.",
            "",
            f"<i>{esc(edition.notice)}</i>",
            "",
            "Примеры — нажмите:",
        ]
    )


def examples_keyboard() -> InlineKeyboardMarkup:
    buttons = [
        InlineKeyboardButton(text=text, callback_data=ExampleCb(n=n).pack())
        for n, (text, _, _) in enumerate(EXAMPLES)
    ]
    rows = [buttons[i : i + 2] for i in range(0, len(buttons), 2)]
    return InlineKeyboardMarkup(inline_keyboard=rows)


async def help_command(
    message: Message, services: Services, bot: Bot, command: CommandObject
) -> None:
    """/start, /help: what the bot does, with examples to tap; ``/start law_27B1_A_`` (a deep
    link) opens that clause instead."""
    args = clean_input(command.args or "")[:80]
    if command.command == "start" and args:
        clause_id = payload_clause(args) or (args if parse_clause_id(args) else None)
        if clause_id is not None and await send_law(
            message, services, clause_id, reply_to=reply_to(message)
        ):
            return
    me = await bot.me()
    text = help_text(services, me.username)
    await send(message, text, examples_keyboard(), reply_to=reply_to(message))


async def example_button(
    callback: CallbackQuery, callback_data: ExampleCb, services: Services, state: FSMContext
) -> None:
    """Run the tapped example as if its text had been sent."""
    message = origin(callback)
    if message is None or not 0 <= callback_data.n < len(EXAMPLES):
        await callback.answer("Пример устарел: /help")
        return
    await callback.answer()
    _, kind, text = EXAMPLES[callback_data.n]
    if kind == "ask":
        await answer_message(message, services, text, state, reply_to=None)
    elif kind == "law":
        await send_law(message, services, text, reply_to=None)
    elif kind == "ruling":
        await start_ruling(message, state, services, text, reply_to=None)
    else:
        await answer_card(message, services, text, reply_to=None)


def build_router() -> Router:
    router = Router(name="start")
    router.message.register(help_command, CommandStart())
    router.message.register(help_command, Command("help"))
    router.callback_query.register(example_button, ExampleCb.filter())
    return router
