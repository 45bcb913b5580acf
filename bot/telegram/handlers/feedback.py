"""👍/👎 under a search answer: stored without user ids; the buttons go away once voted."""

from __future__ import annotations

from aiogram import Router
from aiogram.types import CallbackQuery

from bot.telegram.callbacks import VoteCb
from bot.telegram.replies import edit_markup, origin
from bot.telegram.services import Services
from bot.telegram.views.search import without_votes


async def vote_button(callback: CallbackQuery, callback_data: VoteCb, services: Services) -> None:
    """Store the vote once; thank the voter and take the vote buttons off."""
    if services.feedback.answer(callback_data.answer) is None:
        await callback.answer("Этот ответ устарел — спасибо всё равно!")
        return
    if not services.feedback.vote(callback_data.answer, up=callback_data.up):
        await callback.answer("Отзыв на этот ответ уже учтён. Спасибо!")
        return
    thanks = "Спасибо!" if callback_data.up else "Спасибо — учту, чтобы отвечать лучше."
    await callback.answer(thanks)
    message = origin(callback)
    if message is not None:
        await edit_markup(callback, without_votes(message.reply_markup))


def build_router() -> Router:
    router = Router(name="feedback")
    router.callback_query.register(vote_button, VoteCb.filter())
    return router
