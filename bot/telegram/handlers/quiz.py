"""/quiz and /quiz 27: a Telegram quiz poll the rules engine made, and a «📖 пункт» button;
training mode in a chat: /daily (a quiz every day at an hour), /top (the chat's scores from
poll answers), /forget (a player's data deleted).

The poll's question, options and explanation are plain text (no parse mode); the correct
option is the engine's ruling on the quiz's situation (``engine.quiz``). The poll is not
anonymous, so Telegram tells the bot who answered what (``poll_answer``).
"""

from __future__ import annotations

import logging
import random
from datetime import date

from aiogram import Bot, Router
from aiogram.enums import ChatMemberStatus
from aiogram.exceptions import TelegramAPIError
from aiogram.filters import Command, CommandObject
from aiogram.types import (
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    PollAnswer,
    ReplyParameters,
)

from bot.telegram.callbacks import LawCb
from bot.telegram.daily import OFF, BadSchedule, DailyScheduler, parse_daily, starting
from bot.telegram.middlewares.chat import is_private, reply_to
from bot.telegram.quiz_store import Daily, QuizStore, Score
from bot.telegram.render import clean_input, esc, shorten
from bot.telegram.replies import send
from bot.telegram.services import Services
from engine.quiz import Quiz, QuizError, level_named, make_quiz

logger = logging.getLogger("bot.telegram.quiz")

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


def quiz_note(quiz: Quiz, heading: str = "") -> str:
    """The message under the poll: the level, the quiz's number, where to read more."""
    return (
        f"{heading}Вопрос №{quiz.seed} · уровень: {esc(quiz.level.russian)}.\n"
        "Ответьте в опросе выше; разбор — в пункте правил:"
    )


async def send_quiz(
    bot: Bot,
    chat_id: int,
    quiz: Quiz,
    store: QuizStore | None,
    *,
    thread_id: int | None = None,
    answer_to: int | None = None,
    heading: str = "",
) -> None:
    """The quiz poll (not anonymous: answers are scored), remembered for scoring, then the
    note with the clause buttons. Raises only when the poll itself could not be sent."""
    sent = await bot.send_poll(
        chat_id=chat_id,
        message_thread_id=thread_id,
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
    try:
        poll = sent.poll if isinstance(sent, Message) else None
        if store is not None and poll is not None:
            await store.remember_poll(poll.id, chat_id, quiz.correct)
        await bot.send_message(
            chat_id, quiz_note(quiz, heading), message_thread_id=thread_id,
            reply_markup=quiz_markup(quiz),
        )
    except TelegramAPIError as error:  # the poll is out: it must not be sent again
        logger.warning("quiz note to chat %s failed: %s", chat_id, error)


async def send_daily(bot: Bot, chat_id: int, daily: Daily, quiz: Quiz, store: QuizStore) -> None:
    """The daily quiz of a chat (the scheduler's sender)."""
    await send_quiz(bot, chat_id, quiz, store, thread_id=daily.thread_id, heading="Вопрос дня. ")


async def quiz_command(
    message: Message, command: CommandObject, services: Services, bot: Bot,
    quiz_store: QuizStore | None = None,
) -> None:
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
    await send_quiz(
        bot, message.chat.id, quiz, quiz_store,
        thread_id=message.message_thread_id if message.is_topic_message else None,
        answer_to=reply_to(message),
    )


# --- /daily ------------------------------------------------------------------------------
DAILY_USAGE = (
    "Вопрос дня: каждый день в этот чат приходит вопрос-тренировка.\n"
    "<code>/daily 10:00</code> — включить (время московское; другой пояс: "
    "<code>/daily 10:00 +5</code> или <code>/daily 9:30 UTC+2</code>),\n"
    "<code>/daily off</code> — выключить, <code>/daily</code> — показать расписание."
)
ADMINS_ONLY = "Включать и выключать вопрос дня в группе могут только администраторы чата."
NO_DAILY = "Вопрос дня в этом чате не включён."
_ADMINS = {ChatMemberStatus.CREATOR, ChatMemberStatus.ADMINISTRATOR}
_MONTHS = (
    "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
    "октября", "ноября", "декабря",
)


def russian_date(day: date) -> str:
    return f"{day.day} {_MONTHS[day.month - 1]}"


def schedule_text(daily: Daily) -> str:
    return f"каждый день в {daily.clock()} ({daily.zone()})"


async def is_admin(message: Message, bot: Bot) -> bool:
    """In a group: the sender is its creator or an administrator (getChatMember); an
    anonymous administrator posts as the chat itself. A private chat is its own admin."""
    if is_private(message):
        return True
    if message.sender_chat is not None:
        return message.sender_chat.id == message.chat.id
    if message.from_user is None:
        return False
    try:
        member = await bot.get_chat_member(message.chat.id, message.from_user.id)
    except TelegramAPIError as error:
        logger.warning("getChatMember in chat %s failed: %s", message.chat.id, error)
        return False
    return member.status in _ADMINS


async def daily_command(
    message: Message, command: CommandObject, bot: Bot, quiz_store: QuizStore,
    daily: DailyScheduler,
) -> None:
    """/daily 10:00 turns the chat's daily quiz on, /daily off turns it off (group admins
    only), /daily shows it."""
    answer_to = reply_to(message)
    argument = clean_input(command.args or "")
    chat_id = message.chat.id
    if not argument:
        await send(message, await _daily_state(quiz_store, chat_id), reply_to=answer_to)
        return
    try:
        wanted = parse_daily(argument)
    except BadSchedule as error:
        text = f"Не получилось: {esc(str(error))} «{esc(shorten(argument, 40))}».\n\n"
        await send(message, text + DAILY_USAGE, reply_to=answer_to)
        return
    if not await is_admin(message, bot):
        await send(message, ADMINS_ONLY, reply_to=answer_to)
        return
    if wanted is OFF:
        stopped = await quiz_store.stop_daily(chat_id)
        text = "Вопрос дня выключен, расписание этого чата удалено." if stopped else NO_DAILY
        await send(message, text, reply_to=answer_to)
        return
    assert isinstance(wanted, Daily)
    topic = message.message_thread_id if message.is_topic_message else None
    now = daily.clock()
    schedule = starting(Daily(wanted.hour, wanted.minute, wanted.offset, topic), now)
    await quiz_store.set_daily(chat_id, schedule)
    today = now.astimezone(schedule.tz).date()
    sent_today = await quiz_store.last_day(chat_id) == today
    first = "завтра" if schedule.since != today or sent_today else "сегодня"
    await send(
        message,
        f"Готово: вопрос дня будет приходить сюда {schedule_text(schedule)}, первый — "
        f"{first}. Ответы идут в счёт: /top — лучшие в чате, /forget — удалить ваши "
        "результаты. Выключить: <code>/daily off</code>.",
        reply_to=answer_to,
    )


async def _daily_state(store: QuizStore, chat_id: int) -> str:
    schedule = await store.daily(chat_id)
    if schedule is None:
        return f"{NO_DAILY}\n\n{DAILY_USAGE}"
    text = f"Вопрос дня: {schedule_text(schedule)}."
    last = await store.last_day(chat_id)
    if last is not None:
        text += f" Последний раз — {russian_date(last)}."
    return text + " Выключить: <code>/daily off</code>."


# --- scores ------------------------------------------------------------------------------
TOP = 10
NO_SCORES = "В этом чате пока никто не отвечал на вопросы. Попробуйте /quiz."


def score_line(place: int, score: Score, name: str) -> str:
    return f"{place}. {esc(shorten(name, 40) or '—')} — {score.correct} из {score.total}"


async def top_command(message: Message, quiz_store: QuizStore) -> None:
    """/top: the chat's ten best by correct answers (of all answered)."""
    user = message.from_user
    me = user.id if user is not None else None
    scores = await quiz_store.top(message.chat.id, TOP)
    if not scores:
        await send(message, NO_SCORES, reply_to=reply_to(message))
        return
    lines = [
        score_line(place, score, user.first_name if user and score.user_id == me else score.name)
        for place, score in enumerate(scores, 1)
    ]
    if me is not None and me not in {score.user_id for score in scores}:
        mine = await quiz_store.score(message.chat.id, me)
        if mine is not None:
            lines.append(f"Вы: {mine.correct} из {mine.total}.")
    text = "<b>Лучшие в этом чате</b> (верных ответов из всех):\n" + "\n".join(lines)
    await send(message, text, reply_to=reply_to(message))


async def forget_command(message: Message, quiz_store: QuizStore) -> None:
    """/forget: the sender's scores and answers in this chat are deleted."""
    if message.from_user is None:
        return
    gone = await quiz_store.forget(message.chat.id, message.from_user.id)
    text = (
        "Готово: ваши результаты и ответы в этом чате удалены."
        if gone else "У меня нет ваших результатов в этом чате — удалять нечего."
    )
    await send(message, text, reply_to=reply_to(message))


async def poll_answered(poll_answer: PollAnswer, quiz_store: QuizStore | None = None) -> None:
    """An answer to one of our quiz polls counts once in its chat's scores."""
    user = poll_answer.user
    if quiz_store is None or user is None or user.is_bot or not poll_answer.option_ids:
        return  # answered as a channel, or a vote taken back
    await quiz_store.answer(
        poll_answer.poll_id, user.id, user.first_name, poll_answer.option_ids[0]
    )


def build_router() -> Router:
    router = Router(name="quiz")
    router.message.register(quiz_command, Command("quiz"))
    router.message.register(daily_command, Command("daily"))
    router.message.register(top_command, Command("top"))
    router.message.register(forget_command, Command("forget"))
    router.poll_answer.register(poll_answered)
    return router
