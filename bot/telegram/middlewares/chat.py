"""What in a chat is addressed to the bot: everything in private; in groups only commands,
mentions of the bot and replies to the bot's own messages.

>>> strip_mention("@Bridge_Laws_Bot что такое ренонс?", "bridge_laws_bot")
'что такое ренонс?'
>>> strip_mention("скажи, @bridge_laws_bot, 27B1", "bridge_laws_bot")
'скажи, 27B1'
"""

from __future__ import annotations

import re
from typing import Any

from aiogram import Bot
from aiogram.filters import Filter
from aiogram.types import Message

from bot.telegram.render import clean_input


def is_private(message: Message) -> bool:
    return message.chat.type == "private"


def mentions(text: str, username: str | None) -> bool:
    return bool(username) and re.search(rf"@{re.escape(username or '')}\b", text, re.I) is not None


def strip_mention(text: str, username: str | None) -> str:
    if not username:
        return text
    stripped = re.sub(rf"\s*@{re.escape(username)}\b[,:]?", "", text, flags=re.I)
    return " ".join(stripped.split())


async def replies_to_bot(message: Message, bot: Bot) -> bool:
    reply = message.reply_to_message
    return bool(reply and reply.from_user and reply.from_user.id == bot.id)


class Addressed(Filter):
    """A text message meant for the bot (not a command); gives the handler ``query``.

    In a private chat every text is; in a group, a text that mentions the bot (the mention
    is removed) or that replies to one of the bot's messages.
    """

    async def __call__(self, message: Message, bot: Bot) -> bool | dict[str, Any]:
        text = message.text
        if text is None or text.lstrip().startswith("/") or message.via_bot is not None:
            return False  # a message posted through inline mode is an answer, not a question
        if is_private(message):
            return {"query": clean_input(text)}
        me = await bot.me()
        if mentions(text, me.username):
            return {"query": clean_input(strip_mention(text, me.username))}
        if await replies_to_bot(message, bot):
            return {"query": clean_input(text)}
        return False


def reply_to(message: Message) -> int | None:
    """Which message an answer should reply to: none in private, the asking one in groups."""
    return None if is_private(message) else message.message_id
