"""The same Dispatcher in a terminal: no token, no network.

Each typed line becomes a Telegram update fed with ``dp.feed_update``; the Bot's session is
an in-process ``ConsoleSession`` that prints what the bot sends. Buttons print as numbered
choices; typing the number presses the button. ``@bot QUERY`` runs inline mode.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TextIO

from aiogram import Bot, Dispatcher
from aiogram.client.session.base import BaseSession
from aiogram.methods import (
    AnswerCallbackQuery,
    AnswerInlineQuery,
    EditMessageReplyMarkup,
    EditMessageText,
    GetMe,
    SendMessage,
    SendPoll,
    TelegramMethod,
)
from aiogram.methods.base import TelegramType
from aiogram.types import (
    CallbackQuery,
    Chat,
    InlineKeyboardMarkup,
    InlineQuery,
    Message,
    Update,
    User,
)

from bot.telegram.app import default_properties

TOKEN = "1:console"  # well-formed, never sent anywhere
BOT_USER = User(id=1, is_bot=True, first_name="Законы бриджа", username="bridge_laws_bot")
YOU = User(id=7, is_bot=False, first_name="Вы", language_code="ru")
CHAT = Chat(id=YOU.id, type="private", first_name=YOU.first_name)


@dataclass
class Choice:
    """A numbered thing the user can pick: a button, or an inline result to post."""

    data: str | None = None  # callback data of a button
    message: Message | None = None  # the message it sits under
    inline_id: str | None = None  # ...or the posted inline message it sits under
    result: Any = None  # an inline result to post


def readable(text: str, *, bold: bool = False) -> str:
    """Telegram HTML as terminal text: tags dropped (bold kept with ANSI if asked).

    >>> readable("<b>27B1</b> &lt;x&gt;")
    '27B1 <x>'
    """
    if bold:
        text = re.sub(r"<b>(.*?)</b>", "\x1b[1m\\1\x1b[0m", text, flags=re.S)
    return html.unescape(re.sub(r"<[^<>]+>", "", text))


def _now() -> datetime:
    return datetime.now(UTC)


def _inline_markup(markup: object) -> InlineKeyboardMarkup | None:
    return markup if isinstance(markup, InlineKeyboardMarkup) else None


class ConsoleSession(BaseSession):
    """A Bot API that prints: messages, edits, button choices and inline results."""

    def __init__(self, out: TextIO) -> None:
        super().__init__()
        self.out = out
        self.bold = out.isatty()
        self.choices: list[Choice] = []
        self._fresh = True  # the next keyboard printed starts a new numbering
        self._ids = itertools.count(1)
        self.messages: dict[int, Message] = {}
        self.inline_messages: dict[str, InlineKeyboardMarkup | None] = {}
        self.closed = False  # the output is gone (a broken pipe): nothing more to print

    async def close(self) -> None:
        pass

    async def stream_content(
        self, url: str, headers: dict[str, Any] | None = None, timeout: int = 30,
        chunk_size: int = 65536, raise_for_status: bool = True,
    ) -> AsyncGenerator[bytes, None]:  # pragma: no cover - the bot downloads nothing
        yield b""

    def new_turn(self) -> None:
        self._fresh = True

    async def make_request(
        self, bot: Bot, method: TelegramMethod[TelegramType], timeout: int | None = None
    ) -> TelegramType:
        return self._handle(bot, method)  # type: ignore[no-any-return]

    def _handle(self, bot: Bot, method: TelegramMethod[Any]) -> Any:
        if isinstance(method, GetMe):
            return BOT_USER
        if isinstance(method, SendMessage):
            message = Message(
                message_id=next(self._ids), date=_now(), chat=CHAT, from_user=BOT_USER,
                text=method.text, reply_markup=_inline_markup(method.reply_markup),
            ).as_(bot)
            self.messages[message.message_id] = message
            self._print(method.text, method.reply_markup, message=message)
            return message
        if isinstance(method, SendPoll):
            return self._poll(bot, method)
        if isinstance(method, EditMessageText | EditMessageReplyMarkup):
            return self._edit(bot, method)
        if isinstance(method, AnswerCallbackQuery) and method.text:
            self._say(f"  ⓘ {method.text}")
        if isinstance(method, AnswerInlineQuery):
            self._inline(method)
        return True

    def _poll(self, bot: Bot, method: SendPoll) -> Message:
        """A quiz poll as numbered options; the answer and its explanation follow it."""
        self._say("")
        self._say(f"📊 {method.question}")
        for number, option in enumerate(method.options, start=1):
            self._say(f"  {number}) {option if isinstance(option, str) else option.text}")
        if method.correct_option_id is not None:
            self._say(f"  Ответ: {method.correct_option_id + 1}. {method.explanation or ''}")
        message = Message(
            message_id=next(self._ids), date=_now(), chat=CHAT, from_user=BOT_USER,
            text=method.question,
        ).as_(bot)
        self.messages[message.message_id] = message
        return message

    def _edit(self, bot: Bot, method: EditMessageText | EditMessageReplyMarkup) -> Any:
        text = method.text if isinstance(method, EditMessageText) else None
        if method.inline_message_id is not None:
            self.inline_messages[method.inline_message_id] = method.reply_markup
            self._print(text, method.reply_markup, inline_id=method.inline_message_id, edited=True)
            return True
        old = self.messages[int(method.message_id or 0)]
        changes: dict[str, Any] = {"reply_markup": method.reply_markup}
        if text is not None:
            changes["text"] = text
        new = old.model_copy(update=changes).as_(bot)
        self.messages[new.message_id] = new
        self._print(text, method.reply_markup, message=new, edited=True)
        return new

    def _inline(self, method: AnswerInlineQuery) -> None:
        if not method.results:
            hint = method.button.text if method.button else "ничего не нашлось"
            self._say(f"(инлайн) {hint}")
            return
        self._start_numbering()
        self._say("(инлайн) выберите, что отправить:")
        for result in method.results:
            self.choices.append(Choice(result=result))
            title = getattr(result, "title", result.id)
            self._say(f"  [{len(self.choices)}] {title}")

    def post_inline(self, result: Any) -> None:
        """The user picked an inline result: it appears as a message sent via the bot."""
        inline_id = f"inline-{next(self._ids)}"
        self.inline_messages[inline_id] = result.reply_markup
        self._print(result.input_message_content.message_text, result.reply_markup,
                    inline_id=inline_id)

    # --- printing -------------------------------------------------------------------------
    def _print(
        self, text: str | None, markup: Any, *, message: Message | None = None,
        inline_id: str | None = None, edited: bool = False,
    ) -> None:
        if text is not None:
            head = "✎ " if edited else ""
            self._say("")
            self._say(head + readable(text, bold=self.bold))
        if isinstance(markup, InlineKeyboardMarkup) and markup.inline_keyboard:
            self._start_numbering()
            for row in markup.inline_keyboard:
                cells = []
                for button in row:
                    data = button.callback_data
                    self.choices.append(Choice(data, message=message, inline_id=inline_id))
                    cells.append(f"[{len(self.choices)}] {button.text}")
                self._say("  " + "   ".join(cells))

    def _start_numbering(self) -> None:
        if self._fresh:
            self.choices = []
            self._fresh = False

    def _say(self, line: str) -> None:
        if self.closed:
            return
        try:
            self.out.write(line + "\n")
            self.out.flush()
        except BrokenPipeError:  # the reader went away (``… | head``): stop printing
            self.closed = True


class Console:
    """Turns typed lines into updates for one Dispatcher and one printing Bot."""

    def __init__(self, dp: Dispatcher, out: TextIO) -> None:
        self.dp = dp
        self.session = ConsoleSession(out)
        self.bot = Bot(TOKEN, session=self.session, default=default_properties())
        self._update_ids = itertools.count(1)
        self._message_ids = itertools.count(1_000_000)

    async def handle(self, line: str) -> None:
        """One typed line: a button number, an inline query, or a message."""
        text = line.strip()
        if not text:
            return
        self.session.new_turn()
        choices = self.session.choices
        if text.isdigit() and 1 <= int(text) <= len(choices):
            await self._pick(choices[int(text) - 1])
            return
        inline = re.match(r"^@(?:bot|bridge_laws_bot)\b\s*(.*)$", text, re.I | re.S)
        if inline:
            query = InlineQuery(id=str(next(self._update_ids)), from_user=YOU,
                                query=inline.group(1), offset="")
            await self._feed(inline_query=query)
            return
        message = Message(
            message_id=next(self._message_ids), date=_now(), chat=CHAT,
            from_user=YOU, text=line.rstrip("\r\n"),
        )
        await self._feed(message=message)

    async def _pick(self, choice: Choice) -> None:
        if choice.result is not None:
            self.session.post_inline(choice.result)
            return
        if choice.data is None:
            return
        query = CallbackQuery(
            id=str(next(self._update_ids)), from_user=YOU, chat_instance="console",
            data=choice.data, inline_message_id=choice.inline_id,
            message=self.session.messages.get(choice.message.message_id)
            if choice.message is not None else None,
        )
        await self._feed(callback_query=query)

    async def _feed(self, **event: Any) -> None:
        update = Update(update_id=next(self._update_ids), **event)
        await self.dp.feed_update(self.bot, update)


async def run_console(
    dp: Dispatcher | Callable[[], Dispatcher], stdin: TextIO, stdout: TextIO,
    *, banner: str | None = None, first_line: str | None = None,
) -> int:
    """Read lines until EOF (or /exit), feeding each to ``dp``; returns the exit code.

    ``dp`` may be a function that builds the Dispatcher: it is called on the first line that
    is not blank. ``banner`` is printed first, when given; ``first_line`` is a line already
    read (``bridge-laws console`` prints its banner and reads the first line at once, while
    the engine loads).
    """
    console: Console | None = None
    interactive = stdin.isatty()
    if banner:
        stdout.write(banner + "\n")
        stdout.flush()
    while console is None or not console.session.closed:
        if first_line is not None:
            line, first_line = first_line, None
        else:
            if interactive:
                stdout.write("\n> ")
                stdout.flush()
            line = stdin.readline()
        if not line:
            break
        if line.strip() in {"/exit", "/quit", "выход"}:
            break
        if not line.strip():
            continue
        if console is None:
            console = Console(dp if isinstance(dp, Dispatcher) else dp(), stdout)
        await console.handle(line)
    if console is not None:
        await console.bot.session.close()
    return 0
