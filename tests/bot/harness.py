"""Feeding updates to the production Dispatcher and reading what the bot sent back."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import Any

from aiogram import Bot, Dispatcher
from aiogram.methods import (
    AnswerCallbackQuery,
    EditMessageText,
    GetMe,
    SendMessage,
    TelegramMethod,
)
from aiogram.types import (
    CallbackQuery,
    Chat,
    InlineQuery,
    Message,
    Update,
    User,
)

from bot.telegram.app import SOMETHING_WRONG
from tests.bot.recording import RecordingSession, check_html

USER = User(id=1001, is_bot=False, first_name="Иван", language_code="ru")
OTHER = User(id=1002, is_bot=False, first_name="Пётр", language_code="ru")
GROUP = Chat(id=-1001234567890, type="supergroup", title="Бридж-клуб")


def private(user: User = USER) -> Chat:
    return Chat(id=user.id, type="private", first_name=user.first_name)


@dataclass
class Harness:
    dp: Dispatcher
    bot: Bot
    session: RecordingSession
    _update_ids: Any = field(default_factory=lambda: itertools.count(1))
    _message_ids: Any = field(default_factory=lambda: itertools.count(1))

    # --- feeding --------------------------------------------------------------------------
    async def feed(self, update: Update, *, expect_error: bool = False) -> list[Any]:
        before = len(self.session.requests)
        await self.dp.feed_update(self.bot, update)
        assert not self.session.violations, self.session.violations
        new = [r for r in self.session.requests[before:] if not isinstance(r, GetMe)]
        if not expect_error:
            said = [_visible(r) for r in new if isinstance(r, SendMessage)]
            assert SOMETHING_WRONG not in said, "the bot hit an internal error"
        return new

    def message(
        self,
        text: str | None,
        *,
        chat: Chat | None = None,
        user: User = USER,
        reply_to: Message | None = None,
        **extra: Any,
    ) -> Message:
        return Message(
            message_id=next(self._message_ids),
            date=int(time.time()),
            chat=chat or private(user),
            from_user=user,
            text=text,
            reply_to_message=reply_to,
            **extra,
        ).as_(self.bot)

    async def send(self, text: str | None, **kwargs: Any) -> list[Any]:
        expect_error = kwargs.pop("expect_error", False)
        message = self.message(text, **kwargs)
        update = Update(update_id=next(self._update_ids), message=message)
        return await self.feed(update, expect_error=expect_error)

    async def press(
        self, message: Message, label: str, *, user: User = USER, expect_error: bool = False
    ) -> list[Any]:
        """Press the button whose text contains ``label`` under ``message``."""
        data = button_data(message, label)
        query = CallbackQuery(
            id=str(next(self._update_ids)),
            from_user=user,
            chat_instance="ci",
            message=self.session.messages[(message.chat.id, message.message_id)],
            data=data,
        )
        update = Update(update_id=next(self._update_ids), callback_query=query)
        return await self.feed(update, expect_error=expect_error)

    async def press_data(self, message: Message, data: str, *, user: User = USER) -> list[Any]:
        query = CallbackQuery(
            id=str(next(self._update_ids)), from_user=user, chat_instance="ci",
            message=message, data=data,
        )
        return await self.feed(Update(update_id=next(self._update_ids), callback_query=query))

    async def inline(self, text: str, *, user: User = USER) -> list[Any]:
        query = InlineQuery(id=str(next(self._update_ids)), from_user=user, query=text, offset="")
        return await self.feed(Update(update_id=next(self._update_ids), inline_query=query))

    # --- reading --------------------------------------------------------------------------
    def last_message(self) -> Message:
        """The bot's latest message as it stands now (after edits)."""
        return self.session.messages[max(self.session.messages, key=lambda k: k[1])]

    def current(self, message: Message) -> Message:
        return self.session.messages[(message.chat.id, message.message_id)]


def button_data(message: Message, label: str) -> str:
    markup = message.reply_markup
    assert markup is not None, "the message has no buttons"
    for row in markup.inline_keyboard:
        for button in row:
            if label in button.text:
                assert button.callback_data is not None
                return button.callback_data
    labels = [b.text for row in markup.inline_keyboard for b in row]
    raise AssertionError(f"no button {label!r} in {labels}")


def buttons(message: Message) -> list[str]:
    markup = message.reply_markup
    if markup is None:
        return []
    return [b.text for row in markup.inline_keyboard for b in row]


def _visible(request: TelegramMethod[Any]) -> str:
    return check_html(request.text) if isinstance(request, SendMessage | EditMessageText) else ""


def sent_texts(requests: list[Any]) -> list[str]:
    """Visible text of the messages sent or edited among ``requests``."""
    return [_visible(r) for r in requests if isinstance(r, SendMessage | EditMessageText)]


def callback_answers(requests: list[Any]) -> list[str | None]:
    return [r.text for r in requests if isinstance(r, AnswerCallbackQuery)]
