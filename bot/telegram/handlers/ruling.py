"""The ruling wizard (``/ruling``, a typed auction or story, «⚖️ Разобрать») and Law 46
(``/card``).

The wizard keeps, per user in a chat, the case in the notation (the auction as typed, or a
story's reading), what the user gave (``shown``) and the ``fact=value`` answers so far; each
step calls the engine again with ``NOTATION ; fact=value ...``. Option buttons edit the same
message; a call typed as an answer gets a fresh message. Every screen is verdict first.

``/ruling`` alone opens the bidding box (``views/bidding.py``): the auction by taps in one
message, its ``Box`` kept in the FSM; ✓ turns that message into the wizard's card, and
«✎ торговля» turns it back.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Any

from aiogram import Bot, Router
from aiogram.exceptions import TelegramBadRequest
from aiogram.filters import Command, CommandObject, StateFilter
from aiogram.fsm.context import FSMContext
from aiogram.fsm.state import State, StatesGroup
from aiogram.types import (
    CallbackQuery,
    ForceReply,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    Message,
    ReplyParameters,
)

from bot.telegram.callbacks import BoxCb, CopyCb, JudgeCb, RulingCb
from bot.telegram.context import asked, asked_at, first_offer, owner_of, remember
from bot.telegram.middlewares.chat import Addressed, is_private, reply_to
from bot.telegram.render import clean_input, esc, shorten
from bot.telegram.replies import edit, origin, send
from bot.telegram.services import Services
from bot.telegram.views.bidding import Box, box_keyboard, box_text
from bot.telegram.views.ruling import (
    CALL_FACTS,
    SEATS,
    card_keyboard,
    card_text,
    compose,
    edition_line,
    fact_label,
    ruling_keyboard,
    ruling_text,
)
from bot.telegram.views.search import judge_law

MAX_CASE = 1000  # an auction, or a story told in words
MAX_ANSWER_WORDS = 3  # a typed answer is a call or an option («2 ♥», «нет»); longer is new
CARD_HINT = (
    "Пример: <code>/card ♠KJ5 ♥A32 ; пика</code> — карты болвана, "
    "затем «;» и что сказал разыгрывающий."
)
STALE = (
    "Эти кнопки — от разбора, который закончен или который ведёт другой участник. "
    "Начать свой: /ruling"
)
FOREIGN = "Этот разбор ведёт другой участник. Свой разбор того же случая — кнопкой ниже."
COPY_BUTTON = "⚖️ Свой разбор этого случая"
NO_STEPS = (
    "<i>Ответить на вопрос кнопкой здесь не получится: пришлите торговлю командой /ruling "
    "(например, <code>/ruling 1♠ пас 1♥ ; принято=нет</code>).</i>"
)


class RulingWizard(StatesGroup):
    auction = State()  # waiting for the auction text
    answering = State()  # a question is on screen
    done = State()  # the ruling is final; «◀ назад» still works


async def start_ruling(
    message: Message, state: FSMContext, services: Services, text: str, *, reply_to: int | None
) -> None:
    """Rule on ``text`` (an auction or a story), or open the bidding box when there is none."""
    text = clean_input(text)
    if not text:
        await open_box(message, state, services, reply_to=reply_to)
        return
    if len(text) > MAX_CASE:
        too_long = (
            f"Слишком длинно ({len(text)} символов): пришлите только торговлю "
            f"или расскажите случай короче, до {MAX_CASE} символов."
        )
        await send(message, too_long, reply_to=reply_to)
        return
    ruling = services.ruling(text)
    if ruling.get("status") == "error":
        screen = ruling_text(ruling, text)
        if await state.get_state() == RulingWizard.auction.state:
            screen += "\nЖду торговлю. Если это был не разбор — /cancel, и спрашивайте как обычно."
        await send(message, screen, reply_to=reply_to)
        return  # a wizard waiting for the auction keeps waiting
    await show_ruling(message, state, services, text, ruling, reply_to=reply_to)


async def show_ruling(
    message: Message,
    state: FSMContext,
    services: Services,
    text: str,
    ruling: dict[str, Any],
    *,
    reply_to: int | None,
) -> None:
    """The verdict-first card for the engine's ``ruling`` on ``text``; when a fact is
    missing, the wizard asks it (on the notation of the story when ``text`` is one)."""
    base = services.wizard_base(text) if ruling.get("status") == "needs_facts" else text
    compact = not is_private(message)
    data: dict[str, Any] = {"auction": base, "shown": text, "facts": []}
    screen, markup = _screen(ruling, services, data, compact=compact)
    if base is None:
        screen += "\n" + NO_STEPS
    sent = await send(message, screen, markup, reply_to=reply_to)
    await remember(state.storage, sent, text, owner=state.key.user_id)
    if base is None:
        await state.clear()
        return
    await state.set_state(_state_for(ruling))
    await state.set_data({**data, "msg": sent.message_id})


async def open_box(
    message: Message, state: FSMContext, services: Services, *, reply_to: int | None
) -> None:
    """The bidding box: the auction by taps, one message edited in place (the box lives in
    the FSM, so a typed auction is still welcome)."""
    box = Box()
    sent = await send(message, box_text(box, None), box_keyboard(box), reply_to=reply_to)
    await remember(state.storage, sent, "", owner=state.key.user_id)
    await state.set_state(RulingWizard.auction)
    await state.set_data({"box": box.to_data(), "msg": sent.message_id})


async def box_button(
    callback: CallbackQuery, callback_data: BoxCb, state: FSMContext, services: Services
) -> None:
    """A key of the bidding box: the same message is edited; ✓ rules on the auction and the
    message becomes the wizard's verdict-first card."""
    data = await state.get_data()
    message = origin(callback)
    if message is None or "box" not in data or data.get("msg") != message.message_id:
        await refuse(callback, state, message)
        return
    box = Box.from_data(data["box"])
    if callback_data.key == "edit":  # «✎ торговля» under the ruling: back to the box
        await state.set_state(RulingWizard.auction)
        await state.set_data({"box": box.to_data(), "msg": message.message_id})
        ruling = services.ruling(box.notation()) if box.calls else None
        await edit(callback, box_text(box, ruling), box_keyboard(box))
        await callback.answer()
        return
    if await state.get_state() != RulingWizard.auction.state:  # a ruling is on screen
        await refuse(callback, state, message)
        return
    if callback_data.key == "ok":
        await _rule_box(callback, message, box, state, services)
        return
    problem = box.press(callback_data.key)
    if problem is not None:
        await callback.answer(problem)
        return
    await state.update_data(box=box.to_data())
    ruling = services.ruling(box.notation()) if box.calls else None
    await edit(callback, box_text(box, ruling), box_keyboard(box))
    await callback.answer()


async def _rule_box(
    callback: CallbackQuery, message: Message, box: Box, state: FSMContext, services: Services
) -> None:
    if not box.calls:
        await callback.answer("Сначала наберите торговлю: сдающий, затем заявки.")
        return
    notation = box.notation()
    ruling = services.ruling(notation)
    if ruling.get("status") == "error":
        await callback.answer(shorten(ruling.get("error") or "ошибка", 190), show_alert=True)
        return
    data: dict[str, Any] = {
        "auction": notation, "shown": notation, "facts": [], "box": box.to_data()
    }
    screen, markup = _screen(ruling, services, data, compact=not is_private(message))
    await edit(callback, screen, markup)
    await callback.answer()
    await remember(state.storage, message, notation, owner=state.key.user_id)
    await state.set_state(_state_for(ruling))
    await state.set_data({**data, "msg": message.message_id})


async def ruling_command(
    message: Message, command: CommandObject, state: FSMContext, services: Services
) -> None:
    """/ruling 1♠ пас 1♥ — the ruling card; /ruling alone opens the bidding box."""
    await start_ruling(message, state, services, command.args or "", reply_to=reply_to(message))


async def auction_text(
    message: Message, query: str, state: FSMContext, services: Services
) -> None:
    """The auction typed after a bare /ruling (or after «⚖️ Разобрать»)."""
    await start_ruling(message, state, services, query, reply_to=reply_to(message))


async def answer_text(
    message: Message, query: str, state: FSMContext, services: Services, bot: Bot
) -> None:
    """A typed answer to the question on screen (a call, or one of the options); a longer
    message that is no answer is a new question, and leaves the wizard."""
    data = await state.get_data()
    auction, facts = data.get("auction", ""), list(data.get("facts", []))
    current = services.ruling(compose(auction, facts))
    question = _question(current)
    if question is None:
        await state.set_state(RulingWizard.done)
        return
    value = _typed_value(question, query) if len(query.split()) <= MAX_ANSWER_WORDS else None
    if value is None and len(query.split()) > 2:
        await state.clear()
        from bot.telegram.answers import answer_message  # the door imports this module

        await answer_message(message, services, query, state, reply_to=reply_to(message))
        return
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
    data["facts"] = facts
    text, markup = _screen(ruling, services, data, compact=not is_private(message))
    sent = await send(message, text, markup, reply_to=reply_to(message))
    case = str(data.get("shown") or auction)
    await remember(state.storage, sent, case, owner=state.key.user_id)
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
        await refuse(callback, state, message)
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
    data["facts"] = facts
    await edit(callback, *_screen(ruling, services, data, compact=not is_private(message)))
    await callback.answer()


async def refuse(callback: CallbackQuery, state: FSMContext, message: Message | None) -> None:
    """A wizard button that is not the presser's to press. His own old step: say so. Another
    member's wizard in a group: offer him, once, a wizard of his own on the same case."""
    owner = await owner_of(state.storage, message) if message is not None else None
    presser = callback.from_user.id
    if message is None or owner is None or owner == presser or is_private(message):
        await callback.answer(STALE, show_alert=True)
        return
    await callback.answer(FOREIGN)
    if not await first_offer(state.storage, message, presser):
        return
    button = InlineKeyboardButton(
        text=COPY_BUTTON, callback_data=CopyCb(msg=message.message_id).pack()
    )
    offer = f"{esc(callback.from_user.first_name)}, {FOREIGN[0].lower()}{FOREIGN[1:]}"
    await message.answer(
        offer,
        reply_markup=InlineKeyboardMarkup(inline_keyboard=[[button]]),
        reply_parameters=_reply(message.message_id),
    )


async def copy_button(
    callback: CallbackQuery, callback_data: CopyCb, state: FSMContext, services: Services
) -> None:
    """«Свой разбор этого случая»: the case of another member's wizard, in the presser's own
    wizard (the bidding box when that wizard had no auction yet)."""
    message = origin(callback)
    if message is None:
        await callback.answer(STALE, show_alert=True)
        return
    await callback.answer()
    bot_id = message.from_user.id if message.from_user is not None else 0
    case = await asked_at(state.storage, bot_id, message.chat.id, callback_data.msg)
    if case:
        await start_ruling(message, state, services, case, reply_to=callback_data.msg)
    else:
        await open_box(message, state, services, reply_to=callback_data.msg)


async def judge_button(
    callback: CallbackQuery, callback_data: JudgeCb, state: FSMContext, services: Services
) -> None:
    """«⚖️ Разобрать» under a search answer: the wizard on the question as asked, or, when
    it tells no auction, the wizard asking for one, with what the question seems to be."""
    stored = services.feedback.answer(callback_data.answer)
    message = origin(callback)
    if stored is None or message is None:
        await callback.answer("Этот ответ устарел — задайте вопрос ещё раз.")
        return
    await callback.answer()
    where = reply_to(message)
    question = await asked(state.storage, message) or stored.query  # as typed, if remembered
    ruling = services.ruling(question)
    if ruling.get("status") in ("final", "needs_facts", "outside"):
        await show_ruling(message, state, services, question, ruling, reply_to=where)
        return
    guess = judge_law(services.corpus, stored.ids[0]) if stored.ids else None
    await state.set_state(RulingWizard.auction)
    await state.set_data({"question": question})
    law, example = guess if guess is not None else (27, "1♠ пас 1♥")
    title = services.corpus[str(law)].title
    prompt = (
        f"⚖️ Разберу по шагам: «{esc(shorten(question, 120))}».\n"
        f"Похоже на правило {law} ({esc(title)}). Пришлите торговлю по порядку, "
        f"заявки через пробел; место — перед заявкой не в очередь: <code>{esc(example)}</code>. "
        "Чего не хватит, спрошу кнопками. Прервать: /cancel"
    )
    markup = None if is_private(message) else ForceReply(selective=True)
    await message.answer(prompt, reply_markup=markup, reply_parameters=_reply(where))


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
    text = clean_input(text)[:MAX_CASE]
    if not text:
        await send(message, CARD_HINT, reply_to=reply_to)
        return
    card = services.card(text)
    markup = card_keyboard(card, services.corpus)
    screen = card_text(card, text, edition=edition_line(services.corpus))
    await send(message, screen, markup, reply_to=reply_to)


def _screen(
    ruling: dict[str, Any], services: Services, data: dict[str, Any], *, compact: bool
) -> tuple[str, Any]:
    facts = list(data.get("facts", []))
    shown = data.get("shown") or data.get("auction") or ""
    answered = [fact_label(fact) for fact in facts]
    text = ruling_text(
        ruling, shown, answered, edition=edition_line(services.corpus), compact=compact
    )
    wizard = bool(data.get("auction")) and (
        ruling.get("status") == "needs_facts" or bool(facts)
    )
    markup = ruling_keyboard(
        ruling, services.corpus, step=len(facts), can_go_back=bool(facts), wizard=wizard,
        from_box=data.get("box") is not None,
    )
    return text, markup if markup.inline_keyboard else None


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
    router.callback_query.register(judge_button, JudgeCb.filter())
    router.callback_query.register(box_button, BoxCb.filter())
    router.callback_query.register(copy_button, CopyCb.filter())
    return router

