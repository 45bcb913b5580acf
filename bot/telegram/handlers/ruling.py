"""The ruling wizard (``/ruling``) and Law 46 (``/card``).

The wizard keeps, per user in a chat, the auction as typed and the ``fact=value`` answers so
far; each step calls the engine again with ``AUCTION ; fact=value ...``. Option buttons edit
the same message; a call typed as an answer gets a fresh message.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from aiogram import Bot, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command, CommandObject, StateFilter
from aiogram.fsm.context import FSMContext
from aiogram.fsm.state import State, StatesGroup
from aiogram.types import CallbackQuery, ForceReply, Message, ReplyParameters

from bot.telegram.callbacks import RulingCb
from bot.telegram.middlewares.chat import Addressed, is_private, reply_to
from bot.telegram.render import clean_input, esc, shorten
from bot.telegram.replies import edit, origin, send
from bot.telegram.services import Services
from bot.telegram.views.ruling import (
    CALL_FACTS,
    SEATS,
    card_keyboard,
    card_text,
    compose,
    fact_label,
    ruling_keyboard,
    ruling_text,
)

MAX_AUCTION = 500
ASK_AUCTION = (
    "Пришлите торговлю: заявки через пробел, например <code>1♠ пас 1♥</code> "
    "или <code>З:1ч С:1п</code>. Прервать: /cancel"
)
CARD_HINT = (
    "Пример: <code>/card ♠KJ5 ♥A32 ; пика</code> — карты болвана, "
    "затем «;» и что сказал разыгрывающий."
)
STALE = (
    "Эти кнопки — от разбора, который закончен или который ведёт другой участник. "
    "Начать свой: /ruling"
)


class RulingWizard(StatesGroup):
    auction = State()  # waiting for the auction text
    answering = State()  # a question is on screen
    done = State()  # the ruling is final; «◀ назад» still works


async def start_ruling(
    message: Message, state: FSMContext, services: Services, text: str, *, reply_to: int | None
) -> None:
    """Rule on ``text``, or ask for the auction when there is none."""
    text = clean_input(text)
    if not text:
        await state.set_state(RulingWizard.auction)
        await state.set_data({})
        markup = None if is_private(message) else ForceReply(selective=True)
        await message.answer(
            ASK_AUCTION, reply_markup=markup, reply_parameters=_reply(reply_to)
        )
        return
    if len(text) > MAX_AUCTION:
        too_long = f"Слишком длинно ({len(text)} символов): пришлите только торговлю."
        await send(message, too_long, reply_to=reply_to)
        return
    ruling = services.ruling(text)
    if ruling.get("status") == "error":
        screen = ruling_text(ruling, text)
        if await state.get_state() == RulingWizard.auction.state:
            screen += "\nЖду торговлю. Если это был не разбор — /cancel, и спрашивайте как обычно."
        await send(message, screen, reply_to=reply_to)
        return  # a wizard waiting for the auction keeps waiting
    screen, markup = _screen(ruling, services, text, [])
    sent = await send(message, screen, markup, reply_to=reply_to)
    await state.set_state(_state_for(ruling))
    await state.set_data({"auction": text, "facts": [], "msg": sent.message_id})


async def ruling_command(
    message: Message, command: CommandObject, state: FSMContext, services: Services
) -> None:
    """/ruling 1♠ пас 1♥ — the ruling card; /ruling alone asks for the auction."""
    await start_ruling(message, state, services, command.args or "", reply_to=reply_to(message))


async def auction_text(
    message: Message, query: str, state: FSMContext, services: Services
) -> None:
    """The auction typed after a bare /ruling."""
    await start_ruling(message, state, services, query, reply_to=reply_to(message))


async def answer_text(
    message: Message, query: str, state: FSMContext, services: Services, bot: Bot
) -> None:
    """A typed answer to the question on screen (a call, or one of the options)."""
    data = await state.get_data()
    auction, facts = data.get("auction", ""), list(data.get("facts", []))
    current = services.ruling(compose(auction, facts))
    question = _question(current)
    if question is None:
        await state.set_state(RulingWizard.done)
        return
    value = _typed_value(question, query)
    if value is None:
        options = esc(", ".join(question["options"]))
        hint = f"Выберите ответ кнопкой или напишите одно из: {options}. Прервать разбор: /cancel"
        await send(message, hint, reply_to=reply_to(message))
        return
    facts.append(f"{question['fact']}={value}")
    ruling = services.ruling(compose(auction, facts))
    if ruling.get("status") == "error":
        error = ruling.get("error") or ruling.get("summary") or ""
        hint = f"Не понял ответ: {esc(error)}\nОтветьте ещё раз или /cancel."
        await send(message, hint, reply_to=reply_to(message))
        return
    await _drop_buttons(bot, message.chat.id, data.get("msg"))
    text, markup = _screen(ruling, services, auction, facts)
    sent = await send(message, text, markup, reply_to=reply_to(message))
    await state.set_state(_state_for(ruling))
    await state.update_data(facts=facts, msg=sent.message_id)


async def ruling_button(
    callback: CallbackQuery, callback_data: RulingCb, state: FSMContext, services: Services
) -> None:
    """An option, «◀ назад» or «заново»: the same message is edited."""
    data = await state.get_data()
    message = origin(callback)
    facts = list(data.get("facts", []))
    if (
        message is None
        or not data.get("auction")
        or data.get("msg") != message.message_id
        or callback_data.step != len(facts)
    ):
        await callback.answer(STALE, show_alert=True)
        return
    auction = data["auction"]
    if callback_data.action == "opt":
        question = _question(services.ruling(compose(auction, facts)))
        options = question["options"] if question else []
        if not 0 <= callback_data.option < len(options):
            await callback.answer(STALE, show_alert=True)
            return
        assert question is not None  # options are non-empty only when there is a question
        facts.append(f"{question['fact']}={options[callback_data.option]}")
    elif callback_data.action == "back" and facts:
        facts.pop()
    elif callback_data.action == "restart":
        facts = []
    ruling = services.ruling(compose(auction, facts))
    if ruling.get("status") == "error":
        await callback.answer(shorten(ruling.get("error") or "ошибка", 190), show_alert=True)
        return
    await state.set_state(_state_for(ruling))
    await state.update_data(facts=facts)
    await edit(callback, *_screen(ruling, services, auction, facts))
    await callback.answer()


async def cancel_command(message: Message, state: FSMContext) -> None:
    """/cancel: leave the wizard."""
    had = await state.get_state() is not None
    await state.clear()
    text = "Разбор прерван." if had else "Прерывать нечего."
    await send(message, text, reply_to=reply_to(message))


async def card_command(message: Message, command: CommandObject, services: Services) -> None:
    """/card ♠KJ5 ♥A32 ; пика — which dummy card the designation plays (Law 46)."""
    await answer_card(message, services, command.args or "", reply_to=reply_to(message))


async def answer_card(
    message: Message, services: Services, text: str, *, reply_to: int | None
) -> None:
    """The Law 46 card for a request ``DUMMY ; SAID``."""
    text = clean_input(text)[:MAX_AUCTION]
    if not text:
        await send(message, CARD_HINT, reply_to=reply_to)
        return
    card = services.card(text)
    markup = card_keyboard(card, services.corpus)
    await send(message, card_text(card, text), markup, reply_to=reply_to)


def _screen(
    ruling: dict[str, Any], services: Services, auction: str, facts: list[str]
) -> tuple[str, Any]:
    answered = [fact_label(fact) for fact in facts]
    text = ruling_text(ruling, auction, answered)
    markup = ruling_keyboard(ruling, services.corpus, step=len(facts), can_go_back=bool(facts))
    return text, markup


def _state_for(ruling: dict[str, Any]) -> State:
    return RulingWizard.answering if _question(ruling) is not None else RulingWizard.done


def _question(ruling: dict[str, Any]) -> dict[str, Any] | None:
    questions = ruling.get("questions") or []
    return questions[0] if ruling.get("status") == "needs_facts" and questions else None


def _typed_value(question: dict[str, Any], text: str) -> str | None:
    """The fact value a typed answer gives: a call when no options, else a matching option."""
    options = question.get("options") or []
    if not options or question.get("fact") in CALL_FACTS:
        value = "".join(text.split())
        return value or None
    folded = text.strip().lower().replace("ё", "е")
    for option in options:
        names = {option.lower(), SEATS.get(option, "").lower()}
        if folded in names:
            return str(option)
    return None


async def _drop_buttons(bot: Bot, chat_id: int, message_id: int | None) -> None:
    """Take the buttons off the previous wizard message (it is answered)."""
    if message_id is None:
        return
    with suppress(TelegramBadRequest):  # deleted, too old or already without buttons
        await bot.edit_message_reply_markup(chat_id=chat_id, message_id=message_id)


def _reply(message_id: int | None) -> ReplyParameters | None:
    if message_id is None:
        return None
    return ReplyParameters(message_id=message_id, allow_sending_without_reply=True)


def build_router() -> Router:
    router = Router(name="ruling")
    router.message.register(ruling_command, Command("ruling"))
    router.message.register(card_command, Command("card"))
    router.message.register(cancel_command, Command("cancel"))
    router.message.register(auction_text, StateFilter(RulingWizard.auction), Addressed())
    router.message.register(answer_text, StateFilter(RulingWizard.answering), Addressed())
    router.callback_query.register(ruling_button, RulingCb.filter())
    return router
