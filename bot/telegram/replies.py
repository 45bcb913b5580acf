"""Sending and editing: long answers split, group answers reply, edits that may not change."""

from __future__ import annotations

from aiogram.exceptions import TelegramBadRequest
from aiogram.types import CallbackQuery, InlineKeyboardMarkup, Message, ReplyParameters

from bot.telegram.render import fit, split_html


async def send(
    message: Message,
    text: str,
    markup: InlineKeyboardMarkup | None = None,
    *,
    reply_to: int | None = None,
) -> Message:
    """Send HTML to the message's chat in as many parts as needed; buttons go on the last.

    ``reply_to`` (a message id of that chat) makes the first part a reply to it.
    """
    chunks = split_html(text)
    sent: Message | None = None
    for index, chunk in enumerate(chunks):
        parameters = None
        if reply_to is not None and index == 0:
            parameters = ReplyParameters(message_id=reply_to, allow_sending_without_reply=True)
        last = index == len(chunks) - 1
        sent = await message.answer(
            chunk, reply_markup=markup if last else None, reply_parameters=parameters
        )
    assert sent is not None  # split_html never returns an empty list
    return sent


async def edit(
    callback: CallbackQuery, text: str, markup: InlineKeyboardMarkup | None = None
) -> None:
    """Replace the message under the pressed button (in place; inline messages too).

    A message the bot can no longer see gets a new message instead.
    """
    text = fit(text)
    bot = callback.bot
    try:
        if callback.inline_message_id is not None and bot is not None:
            await bot.edit_message_text(
                text=text, inline_message_id=callback.inline_message_id, reply_markup=markup
            )
        elif isinstance(callback.message, Message):
            await callback.message.edit_text(text, reply_markup=markup)
        elif callback.message is not None and bot is not None:
            await bot.send_message(callback.message.chat.id, text, reply_markup=markup)
    except TelegramBadRequest as error:
        if "message is not modified" not in error.message:
            raise


async def edit_markup(callback: CallbackQuery, markup: InlineKeyboardMarkup | None) -> None:
    """Replace only the buttons under the message (ignoring «not modified»)."""
    try:
        if callback.inline_message_id is not None and callback.bot is not None:
            await callback.bot.edit_message_reply_markup(
                inline_message_id=callback.inline_message_id, reply_markup=markup
            )
        elif isinstance(callback.message, Message):
            await callback.message.edit_reply_markup(reply_markup=markup)
    except TelegramBadRequest as error:
        if "message is not modified" not in error.message:
            raise


def origin(callback: CallbackQuery) -> Message | None:
    """The message a button sits under, when the bot can still see it."""
    return callback.message if isinstance(callback.message, Message) else None
