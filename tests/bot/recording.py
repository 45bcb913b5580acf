"""A recording ``BaseSession`` (shaped like aiogram's tests/mocked_bot.py) that answers every
method in process and checks Telegram's limits on what the bot sends.

A violation raises ``LimitViolation`` inside the handler, so the test sees it (the bot's error
handler would turn it into «что-то пошло не так»; ``RecordingSession.violations`` keeps them).
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import AsyncGenerator
from html.parser import HTMLParser
from typing import Any

from aiogram import Bot
from aiogram.client.default import Default
from aiogram.client.session.base import BaseSession
from aiogram.exceptions import TelegramBadRequest
from aiogram.methods import (
    AnswerCallbackQuery,
    AnswerInlineQuery,
    EditMessageReplyMarkup,
    EditMessageText,
    GetMe,
    SendMessage,
    SetMyCommands,
    TelegramMethod,
)
from aiogram.methods.base import TelegramType
from aiogram.types import Chat, InlineKeyboardMarkup, Message, User

BOT_USERNAME = "bridge_laws_bot"
TEXT_LIMIT = 4096
CALLBACK_DATA_LIMIT = 64
INLINE_RESULTS_LIMIT = 50
CALLBACK_ANSWER_LIMIT = 200
# Telegram's HTML: https://core.telegram.org/bots/api#html-style
ALLOWED_TAGS = {
    "b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "span", "tg-spoiler",
    "a", "tg-emoji", "code", "pre", "blockquote",
}
_ENTITY = re.compile(r"&(?:lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);")


class LimitViolation(AssertionError):
    """The bot sent something Telegram would refuse."""


def utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


class _TelegramHTML(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.text: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ALLOWED_TAGS:
            self.problems.append(f"tag <{tag}> is not allowed")
        self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def check_html(html_text: str) -> str:
    """Raise LimitViolation unless ``html_text`` is Telegram-valid HTML; return visible text."""
    for match in re.finditer(r"&", html_text):
        if not _ENTITY.match(html_text, match.start()):
            raise LimitViolation(f"bare '&' at {match.start()}: {html_text[:200]!r}")
    for match in re.finditer(r"<", html_text):
        tag = re.match(r"</?([a-zA-Z-]+)[^<>]*>", html_text[match.start() :])
        if not tag:
            raise LimitViolation(f"bare '<' at {match.start()}: {html_text[:200]!r}")
    parser = _TelegramHTML()
    parser.feed(html_text)
    parser.close()
    if parser.stack:
        parser.problems.append(f"unclosed {parser.stack}")
    if parser.problems:
        raise LimitViolation(f"{parser.problems}: {html_text[:300]!r}")
    return "".join(parser.text)


def check_text(text: str, parse_mode: Any) -> str:
    visible = check_html(text) if parse_mode == "HTML" else text
    if not visible.strip():
        raise LimitViolation("empty message text")
    if utf16_len(visible) > TEXT_LIMIT:
        raise LimitViolation(f"message text of {utf16_len(visible)} UTF-16 units")
    return visible


def check_markup(markup: Any) -> None:
    if not isinstance(markup, InlineKeyboardMarkup):
        return
    for row in markup.inline_keyboard:
        if not row:
            raise LimitViolation("empty keyboard row")
        for button in row:
            if not button.text.strip():
                raise LimitViolation("button without text")
            data = button.callback_data
            if data is not None and not 1 <= len(data.encode()) <= CALLBACK_DATA_LIMIT:
                raise LimitViolation(f"callback_data of {len(data.encode())} bytes: {data!r}")


class RecordingSession(BaseSession):
    """Answers every method like Telegram would and records it."""

    def __init__(self) -> None:
        super().__init__()
        self.requests: list[TelegramMethod[Any]] = []
        self.violations: list[LimitViolation] = []
        self._ids = itertools.count(1000)
        self.messages: dict[tuple[int, int], Message] = {}

    async def close(self) -> None:
        pass

    async def stream_content(
        self, url: str, headers: dict[str, Any] | None = None, timeout: int = 30,
        chunk_size: int = 65536, raise_for_status: bool = True,
    ) -> AsyncGenerator[bytes, None]:  # pragma: no cover - the bot downloads nothing
        yield b""

    async def make_request(
        self, bot: Bot, method: TelegramMethod[TelegramType], timeout: int | None = None
    ) -> TelegramType:
        self.requests.append(method)
        try:
            self._check(bot, method)
        except LimitViolation as violation:
            self.violations.append(violation)
            raise
        return self._answer(bot, method)  # type: ignore[no-any-return]

    # --- limits ---------------------------------------------------------------------------
    def _check(self, bot: Bot, method: TelegramMethod[Any]) -> None:
        if isinstance(method, SendMessage | EditMessageText):
            check_text(method.text, _resolve(bot, method.parse_mode, "parse_mode"))
            check_markup(method.reply_markup)
        elif isinstance(method, EditMessageReplyMarkup):
            check_markup(method.reply_markup)
        elif isinstance(method, AnswerCallbackQuery):
            if method.text is not None and len(method.text) > CALLBACK_ANSWER_LIMIT:
                raise LimitViolation(f"callback answer of {len(method.text)} characters")
        elif isinstance(method, AnswerInlineQuery):
            if len(method.results) > INLINE_RESULTS_LIMIT:
                raise LimitViolation(f"{len(method.results)} inline results")
            ids = [result.id for result in method.results]
            if len(set(ids)) != len(ids) or any(len(i.encode()) > 64 for i in ids):
                raise LimitViolation(f"bad inline result ids {ids}")
            for result in method.results:
                content = result.input_message_content  # type: ignore[union-attr]
                mode = _resolve(bot, content.parse_mode, "parse_mode")
                check_text(content.message_text, mode)
                check_markup(result.reply_markup)  # type: ignore[union-attr]
        elif isinstance(method, SetMyCommands):
            for command in method.commands:
                if not re.fullmatch(r"[a-z0-9_]{1,32}", command.command):
                    raise LimitViolation(f"bad command name {command.command!r}")
                if not 1 <= len(command.description) <= 256:
                    raise LimitViolation(f"bad description for {command.command}")

    # --- answers --------------------------------------------------------------------------
    def _answer(self, bot: Bot, method: TelegramMethod[Any]) -> Any:
        if isinstance(method, GetMe):
            return User(id=bot.id, is_bot=True, first_name="Законы бриджа", username=BOT_USERNAME)
        if isinstance(method, SendMessage):
            chat_id = int(method.chat_id)
            message = Message(
                message_id=next(self._ids),
                date=int(time.time()),
                chat=Chat(id=chat_id, type="private" if chat_id > 0 else "supergroup"),
                from_user=User(id=bot.id, is_bot=True, first_name="Законы бриджа",
                               username=BOT_USERNAME),
                text=method.text,
                # a ForceReply asks the client for a reply; only an inline keyboard stays
                reply_markup=method.reply_markup
                if isinstance(method.reply_markup, InlineKeyboardMarkup) else None,
            )
            self.messages[(chat_id, message.message_id)] = message
            return message.as_(bot)
        if isinstance(method, EditMessageText | EditMessageReplyMarkup):
            if method.inline_message_id is not None:
                return True
            key = (int(method.chat_id or 0), int(method.message_id or 0))
            old = self.messages.get(key)
            if old is None:
                raise TelegramBadRequest(method=method, message="message to edit not found")
            update: dict[str, Any] = {"reply_markup": method.reply_markup}
            if isinstance(method, EditMessageText):
                update["text"] = method.text
            if all(getattr(old, k) == v for k, v in update.items()):
                raise TelegramBadRequest(
                    method=method, message="Bad Request: message is not modified"
                )
            new = old.model_copy(update=update)
            self.messages[key] = new
            return new.as_(bot)
        return True

    # --- what tests read ------------------------------------------------------------------
    def of(self, kind: type[Any]) -> list[Any]:
        return [request for request in self.requests if isinstance(request, kind)]

    def texts(self) -> list[str]:
        """The visible text of every message sent or edited, in order."""
        return [
            check_html(r.text)
            for r in self.requests
            if isinstance(r, SendMessage | EditMessageText)
        ]

    def clear(self) -> None:
        self.requests.clear()


def _resolve(bot: Bot, value: Any, name: str) -> Any:
    return bot.default[name] if isinstance(value, Default) else value
