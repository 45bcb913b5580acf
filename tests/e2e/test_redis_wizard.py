"""REDIS_URL: the ruling wizard's state lives in a real redis-server, so two Dispatcher replicas
(two processes behind one webhook, here two instances in one process) continue each other's
wizard. The same steps with two in-memory storages fail, which shows what Redis is for."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass

import pytest
from aiogram import Bot, Dispatcher
from aiogram.fsm.storage.base import BaseStorage
from aiogram.fsm.storage.memory import MemoryStorage
from aiogram.fsm.storage.redis import RedisStorage
from aiogram.types import Update
from redis.asyncio import Redis

from bot.telegram.app import build_bot, build_dispatcher
from bot.telegram.handlers.ruling import STALE
from bot.telegram.services import Services
from tests.e2e.conftest import person
from tests.fakes import Call, FakeTelegramServer
from tests.fakes.telegram_methods import Json

AUCTION = "1♠ пас 1♥"


@dataclass
class Replica:
    """One Dispatcher with its own Bot (own HTTP session) and its own storage connection."""

    dp: Dispatcher
    bot: Bot

    async def handle(self, server: FakeTelegramServer, payload: Json) -> None:
        update = Update.model_validate(server.make_update(payload), context={"bot": self.bot})
        await self.dp.feed_update(self.bot, update)


@pytest.fixture(scope="module")
def services() -> Iterator[Services]:
    services = Services.create(None)
    yield services
    services.feedback.close()


@asynccontextmanager
async def replicas(
    server: FakeTelegramServer, services: Services, storages: list[BaseStorage]
) -> AsyncIterator[list[Replica]]:
    made = [Replica(build_dispatcher(services, storage=storage, throttle_rate=0),
                    build_bot(server.token, server.url)) for storage in storages]
    try:
        yield made
    finally:
        for replica in made:
            await replica.dp.storage.close()
            await replica.bot.session.close()


@pytest.fixture
async def redis_pair(
    telegram: FakeTelegramServer, services: Services, redis_url: str
) -> AsyncIterator[list[Replica]]:
    async with Redis.from_url(redis_url) as client:
        await client.flushdb()
    storages: list[BaseStorage] = [RedisStorage.from_url(redis_url) for _ in range(2)]
    async with replicas(telegram, services, storages) as made:
        yield made


@pytest.fixture
async def memory_pair(telegram: FakeTelegramServer, services: Services) -> AsyncIterator[
    list[Replica]
]:
    async with replicas(telegram, services, [MemoryStorage(), MemoryStorage()]) as made:
        yield made


async def step(server: FakeTelegramServer, replica: Replica, payload: Json, method: str) -> Call:
    mark = len(server.calls)
    await replica.handle(server, payload)
    return await server.wait_for(method, after=mark, timeout=5)


def press(server: FakeTelegramServer, message: Json, label: str, user: Json) -> Json:
    """The callback update of pressing ``label`` under the bot's message as it is now."""
    current = server.state.messages[(message["chat"]["id"], message["message_id"])]
    keyboard = {b["text"]: b["callback_data"]
                for row in current["reply_markup"]["inline_keyboard"] for b in row}
    return server.build.callback_query(keyboard[label], current, user=user)


async def test_wizard_moves_between_replicas_through_redis(
    telegram: FakeTelegramServer, redis_pair: list[Replica], redis_url: str
) -> None:
    a, b = redis_pair
    user = person(70)
    card = await step(telegram, a, telegram.build.command("ruling", AUCTION, user=user),
                      "sendMessage")
    message = card.result
    async with Redis.from_url(redis_url) as client:
        assert await client.keys("fsm:*"), "the wizard state is not in Redis"
    second = await step(telegram, b, press(telegram, message, "нет", user), "editMessageText")
    assert second.params["message_id"] == message["message_id"]
    assert second.result["text"] != card.result["text"]
    back = await step(telegram, a, press(telegram, message, "◀ назад", user), "editMessageText")
    assert back.result["text"] == card.result["text"]
    assert not [c for c in telegram.calls_of("answerCallbackQuery")
                if c.params.get("text") == STALE]


async def test_auction_typed_on_another_replica(
    telegram: FakeTelegramServer, redis_pair: list[Replica]
) -> None:
    a, b = redis_pair
    user = person(71)
    ask = await step(telegram, b, telegram.build.command("ruling", user=user), "sendMessage")
    assert "торговлю" in ask.result["text"]
    card = await step(telegram, a, telegram.build.private_message(AUCTION, user=user),
                      "sendMessage")
    assert "недостаточное назначение" in card.result["text"].lower()


async def test_without_shared_storage_the_other_replica_does_not_know_the_wizard(
    telegram: FakeTelegramServer, memory_pair: list[Replica]
) -> None:
    a, b = memory_pair
    user = person(72)
    card = await step(telegram, a, telegram.build.command("ruling", AUCTION, user=user),
                      "sendMessage")
    refused = await step(telegram, b, press(telegram, card.result, "нет", user),
                         "answerCallbackQuery")
    assert refused.params.get("text") == STALE
    assert not telegram.calls_of("editMessageText")
