"""Builders of Telegram ``Update`` payloads (plain JSON dicts, as the Bot API sends them).

The fake server owns one ``UpdateBuilder``; message ids come from the server's per-chat counter,
so a user's message and the bot's answers in one chat never share an id.
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Callable
from typing import Any

Json = dict[str, Any]

DEFAULT_USER: Json = {"id": 1001, "is_bot": False, "first_name": "Иван", "language_code": "ru"}
DEFAULT_GROUP: Json = {"id": -1001234567890, "type": "supergroup", "title": "Бридж-клуб"}

_COMMAND = re.compile(r"^/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?")
_MENTION = re.compile(r"(?<![\w@])@[A-Za-z0-9_]{5,32}")


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units, the unit of Telegram entity offsets.

    >>> utf16_len("a♠") , utf16_len("👍")
    (2, 2)
    """
    return len(text.encode("utf-16-le")) // 2


def entities_for(text: str) -> list[Json]:
    """The ``bot_command`` and ``mention`` entities Telegram would attach to ``text``.

    >>> [e["type"] for e in entities_for("/law@bridge_bot 27B1 @someone_else")]
    ['bot_command', 'mention']
    """
    found: list[Json] = []
    command = _COMMAND.match(text)
    if command:
        found.append({"type": "bot_command", "offset": 0, "length": utf16_len(command.group())})
    for mention in _MENTION.finditer(text):
        if command and mention.start() < command.end():
            continue
        offset = utf16_len(text[: mention.start()])
        found.append({"type": "mention", "offset": offset, "length": utf16_len(mention.group())})
    return found


def private_chat(user: Json) -> Json:
    chat = {"id": user["id"], "type": "private", "first_name": user["first_name"]}
    if "username" in user:
        chat["username"] = user["username"]
    return chat


class UpdateBuilder:
    """Makes update payloads; ``update_id`` is added by the server when the update is fed."""

    def __init__(self, next_message_id: Callable[[int], int]) -> None:
        self._next_message_id = next_message_id
        self._query_ids = itertools.count(1)

    def message_payload(
        self,
        text: str,
        *,
        user: Json | None = None,
        chat: Json | None = None,
        reply_to: Json | None = None,
    ) -> Json:
        """A ``Message`` object (not an update): the building block of the builders below."""
        user = user or DEFAULT_USER
        chat = chat or private_chat(user)
        message: Json = {
            "message_id": self._next_message_id(chat["id"]),
            "date": int(time.time()),
            "chat": chat,
            "from": user,
            "text": text,
        }
        entities = entities_for(text)
        if entities:
            message["entities"] = entities
        if reply_to is not None:
            message["reply_to_message"] = reply_to
        return message

    def private_message(self, text: str, *, user: Json | None = None) -> Json:
        """A text message in a private chat with the bot."""
        return {"message": self.message_payload(text, user=user)}

    def group_message(
        self,
        text: str,
        *,
        user: Json | None = None,
        chat: Json | None = None,
        reply_to: Json | None = None,
    ) -> Json:
        """A text message in a group chat, optionally replying to ``reply_to`` (a Message)."""
        payload = self.message_payload(
            text, user=user, chat=chat or DEFAULT_GROUP, reply_to=reply_to
        )
        return {"message": payload}

    def command(
        self,
        name: str,
        args: str = "",
        *,
        user: Json | None = None,
        chat: Json | None = None,
        bot_username: str | None = None,
        reply_to: Json | None = None,
    ) -> Json:
        """``/name[@bot] args`` in a private chat, or in ``chat`` when given."""
        head = f"/{name.lstrip('/')}" + (f"@{bot_username}" if bot_username else "")
        text = f"{head} {args}".rstrip()
        payload = self.message_payload(text, user=user, chat=chat, reply_to=reply_to)
        return {"message": payload}

    def callback_query(self, data: str, message: Json, *, user: Json | None = None) -> Json:
        """A button press under ``message`` (the bot's message, as the server returned it)."""
        user = user or DEFAULT_USER
        query = {
            "id": str(next(self._query_ids)),
            "from": user,
            "message": message,
            "chat_instance": f"ci{message['chat']['id']}",
            "data": data,
        }
        return {"callback_query": query}

    def inline_query(self, query: str, *, user: Json | None = None, offset: str = "") -> Json:
        """``@bot query`` typed in any chat."""
        return {
            "inline_query": {
                "id": f"iq{next(self._query_ids)}",
                "from": user or DEFAULT_USER,
                "query": query,
                "offset": offset,
                "chat_type": "sender",
            }
        }


def update_type(update: Json) -> str:
    """The update's type, as in ``allowed_updates``.

    >>> update_type({"update_id": 3, "inline_query": {}})
    'inline_query'
    """
    kinds = [key for key in update if key != "update_id"]
    if len(kinds) != 1:
        msg = f"an update carries exactly one object, got {kinds}"
        raise ValueError(msg)
    return kinds[0]
