"""/quiz and /quiz 27: a Telegram quiz poll the rules engine made, and a «📖 пункт» button.

The poll's question, options and explanation are plain text (no parse mode); the correct
option is the engine's ruling on the quiz's situation (``engine.quiz``).
"""

from __future__ import annotations

import random

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup, Message, ReplyParameters

from bot.telegram.callbacks import LawCb
from bot.telegram.middlewares.chat import reply_to
from bot.telegram.render import esc
from bot.telegram.replies import send
from bot.telegram.services import Services
from engine.quiz import Quiz, QuizError, level_named, make_quiz

_SEEDS = random.SystemRandom()
MAX_ARGUMENT = 40  # a clause id or a level is short; a longer argument is neither
USAGE = (
    "После /quiz — номер пункта правил или уровень, например <code>/quiz 27</code> или "
    "<code>/quiz игрок</code>."
)


def quiz_markup(quiz: Quiz) -> InlineKeyboardMarkup:
    """«📖 пункт 27B2»: opens the clause the quiz is about in a new message."""
    return InlineKeyboardMarkup(
        inline_keyboard=[
            [InlineKeyboardButton(text=f"📖 пункт {law}",
                                  callback_data=LawCb(id=law, edit=False).pack())]
            for law in quiz.laws
        ]
    )


def quiz_note(quiz: Quiz) -> str:
    """The message under the poll: the level, the quiz's number, where to read more."""
    return (
        f"Вопрос №{quiz.seed} · уровень: {esc(quiz.level.russian)}.\n"
        "Ответьте в опросе выше; разбор — в пункте правил:"
    )


async def quiz_command(message: Message, command: CommandObject, services: Services) -> None:
    """/quiz: a quiz on any topic; /quiz 27: one whose situation that clause rules;
    /quiz игрок (клубный судья, турнирный судья): one of that level."""
    law = (command.args or "").strip() or None
    if law is not None and len(law) > MAX_ARGUMENT:
        await send(message, USAGE, reply_to=reply_to(message))
        return
    level = level_named(law) if law is not None else None
    if level is not None:
        law = None
    try:
        quiz = make_quiz(_SEEDS.randrange(10**6), services.corpus, law, level)
    except QuizError as error:
        await send(message, esc(str(error)), reply_to=reply_to(message))
        return
    answer_to = reply_to(message)
    await message.answer_poll(
        question=quiz.question,
        options=list(quiz.options),
        type="quiz",
        correct_option_id=quiz.correct,
        explanation=quiz.explanation,
        is_anonymous=False,
        question_parse_mode=None,
        explanation_parse_mode=None,
        reply_parameters=(
            None if answer_to is None
            else ReplyParameters(message_id=answer_to, allow_sending_without_reply=True)
        ),
    )
    await send(message, quiz_note(quiz), quiz_markup(quiz))


def build_router() -> Router:
    router = Router(name="quiz")
    router.message.register(quiz_command, Command("quiz"))
    return router
