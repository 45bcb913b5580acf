"""What a bot's answer answered: a reply to it is read together with that question.

«а если он просто встал и смотрит?», sent as a reply to the bot's answer about a dummy, means
nothing alone. Telegram gives the replied message but not the message *it* replied to, so the
bot remembers, per answer it sent, the question it answered. The memory is the Dispatcher's
FSM storage (memory, or Redis shared by replicas), under a key no user has: the chat, the bot's
own id as the user and the answer's message id as the thread.
"""

from __future__ import annotations

from aiogram.fsm.storage.base import BaseStorage, StorageKey
from aiogram.types import Message

from engine.story.variant import supposed

KEPT = 1000  # characters of a question kept (as long as a question the bot answers)


def _key(bot_id: int, chat_id: int, message_id: int) -> StorageKey:
    return StorageKey(bot_id=bot_id, chat_id=chat_id, user_id=bot_id, thread_id=message_id)


async def remember(
    storage: BaseStorage, answer: Message, question: str, *, owner: int | None = None
) -> None:
    """Keep ``question`` as what the bot's message ``answer`` answered, and who asked it
    (``owner``: the user whose wizard that message is, when it is one)."""
    bot_id = answer.from_user.id if answer.from_user is not None else 0
    key = _key(bot_id, answer.chat.id, answer.message_id)
    data: dict[str, object] = {"q": question[:KEPT]}
    if owner is not None:
        data["by"] = owner
    await storage.set_data(key, data)


async def recall(storage: BaseStorage, message: Message, bot_id: int) -> str | None:
    """The question the bot's message that ``message`` replies to answered, if known."""
    replied = message.reply_to_message
    if replied is None or replied.from_user is None or replied.from_user.id != bot_id:
        return None
    return await asked(storage, replied)


async def asked(storage: BaseStorage, answer: Message) -> str | None:
    """The question the bot's message ``answer`` answered, as it was asked, if known."""
    bot_id = answer.from_user.id if answer.from_user is not None else 0
    data = await storage.get_data(_key(bot_id, answer.chat.id, answer.message_id))
    question = data.get("q")
    return question if isinstance(question, str) and question else None


async def owner_of(storage: BaseStorage, answer: Message) -> int | None:
    """The user whose wizard the bot's message ``answer`` shows, if known."""
    bot_id = answer.from_user.id if answer.from_user is not None else 0
    data = await storage.get_data(_key(bot_id, answer.chat.id, answer.message_id))
    owner = data.get("by")
    return owner if isinstance(owner, int) else None


async def first_offer(storage: BaseStorage, answer: Message, user_id: int) -> bool:
    """True the first time ``user_id`` is offered a copy of the wizard on ``answer`` (the
    offer is a message in the chat: once per member and wizard is enough)."""
    bot_id = answer.from_user.id if answer.from_user is not None else 0
    key = _key(bot_id, answer.chat.id, answer.message_id)
    data = await storage.get_data(key)
    offered = [int(user) for user in data.get("offered", []) if isinstance(user, int)]
    if user_id in offered:
        return False
    await storage.set_data(key, {**data, "offered": [*offered, user_id][-50:]})
    return True


async def asked_at(storage: BaseStorage, bot_id: int, chat_id: int, message_id: int) -> str | None:
    """The question the bot's message ``message_id`` in ``chat_id`` answered, if known."""
    data = await storage.get_data(_key(bot_id, chat_id, message_id))
    question = data.get("q")
    return question if isinstance(question, str) and question else None


def with_context(previous: str, question: str) -> str:
    """The earlier question and the follow-up, read as one message; a variant the follow-up
    supposes («а если бы…») is read as told, for it is the case to rule now.

    >>> with_context("Болван показал, с какой руки ходить", "а кто теперь ходит?")
    'Болван показал, с какой руки ходить. а кто теперь ходит?'
    >>> with_context("Запад дал 1♣ после 1♦. Я не принял.", "а если бы Запад заменил на пас?")
    'Запад дал 1♣ после 1♦. Я не принял. Запад заменил на пас?'
    """
    previous = previous.rstrip()
    joiner = " " if previous.endswith((".", "?", "!", "…")) else ". "
    return previous + joiner + supposed(question)
