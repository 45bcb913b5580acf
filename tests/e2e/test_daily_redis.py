"""REDIS_URL and training mode: two Dispatcher replicas over one real redis-server share the
daily quiz schedule, its «sent today» mark (so the day's quiz goes out once, not twice) and
the scores (an answer counted once whichever replica gets it)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from datetime import timedelta

import pytest
from aiogram import Bot, Dispatcher
from aiogram.fsm.storage.redis import RedisStorage
from aiogram.methods import SendPoll
from aiogram.types import Message, PollAnswer, Update, User
from redis.asyncio import Redis

from bot.telegram.app import build_dispatcher, default_properties
from bot.telegram.daily import DailyScheduler
from bot.telegram.quiz_store import RedisQuizStore
from bot.telegram.services import Services
from tests.bot.conftest import TOKEN
from tests.bot.harness import GROUP, OTHER, USER
from tests.bot.recording import check_html
from tests.bot.test_bot_daily import Clock, QuizSession, msk


@dataclass
class Replica:
    dp: Dispatcher
    bot: Bot
    session: QuizSession
    storage: RedisStorage

    @property
    def scheduler(self) -> DailyScheduler:
        found: DailyScheduler = self.dp["daily"]
        return found

    def polls(self) -> list[SendPoll]:
        return self.session.of(SendPoll)  # type: ignore[no-any-return]

    async def feed(self, update: Update) -> None:
        await self.dp.feed_update(self.bot, update)
        assert not self.session.violations, self.session.violations

    async def say(self, text: str, *, user: User = USER, chat: int = GROUP.id) -> str:
        """Send a command; the visible text of the bot's last message."""
        before = len(self.session.requests)
        message = Message.model_validate({
            "message_id": 1, "date": 0, "text": text, "from": user.model_dump(),
            "chat": {"id": chat, "type": "private" if chat > 0 else "supergroup"},
        })
        await self.feed(Update(update_id=1, message=message))
        sent = [r for r in self.session.requests[before:] if hasattr(r, "text") and r.text]
        return check_html(sent[-1].text)


@pytest.fixture(scope="module")
def services() -> Iterator[Services]:
    services = Services.create(None)
    yield services
    services.feedback.close()


@pytest.fixture
async def replicas(
    services: Services, redis_url: str, clock: Clock
) -> AsyncIterator[list[Replica]]:
    async with Redis.from_url(redis_url) as client:
        await client.flushdb()
    made: list[Replica] = []

    def start() -> Replica:
        storage = RedisStorage.from_url(redis_url)
        session = QuizSession()
        session.admins.add(USER.id)
        bot = Bot(TOKEN, session=session, default=default_properties())
        dp = build_dispatcher(services, storage=storage, throttle_rate=0)
        replica = Replica(dp, bot, session, storage)
        replica.scheduler.clock = clock
        made.append(replica)
        return replica

    first, second = start(), start()
    try:
        yield [first, second]
    finally:
        for replica in made:
            await replica.storage.close()


@pytest.fixture
def clock() -> Clock:
    return Clock(msk(1, 9, 0))


async def test_redis_is_the_store_with_a_redis_url(replicas: list[Replica]) -> None:
    assert all(isinstance(r.scheduler.store, RedisQuizStore) for r in replicas)


async def test_two_replicas_send_the_daily_quiz_once(
    replicas: list[Replica], redis_url: str, services: Services
) -> None:
    a, b = replicas
    assert "Готово" in await a.say("/daily 10:00")
    assert "10:00" in await b.say("/daily")  # the schedule is shared
    for minute in range(0, 5):  # both replicas tick at once, minute after minute
        now = msk(1, 10, minute)
        await asyncio.gather(*(r.scheduler.tick(r.bot, now) for r in (a, b, a, b)))
    assert len(a.polls()) + len(b.polls()) == 1
    # a third replica (or a restart) over the same Redis sends nothing more that day
    storage = RedisStorage.from_url(redis_url)
    try:
        session = QuizSession()
        bot = Bot(TOKEN, session=session, default=default_properties())
        dp = build_dispatcher(services, storage=storage, throttle_rate=0)
        late: DailyScheduler = dp["daily"]
        assert await late.tick(bot, msk(1, 18, 0)) == []
        assert await late.tick(bot, msk(2, 10, 0)) == [GROUP.id]
    finally:
        await storage.close()
    sent = await asyncio.gather(*(r.scheduler.tick(r.bot, msk(2, 10, 1)) for r in (a, b)))
    assert sent == [[], []]


async def test_many_chats_once_each_under_concurrent_ticks(replicas: list[Replica]) -> None:
    a, b = replicas
    chats = [-100 - n for n in range(8)]
    for chat in chats:
        await a.say("/daily 7:30", chat=chat)
    now = msk(2, 7, 30)
    results = await asyncio.gather(*(r.scheduler.tick(r.bot, now) for r in (a, b) * 5))
    sent = sorted(chat for chats_sent in results for chat in chats_sent)
    assert sent == sorted(chats)
    assert len(a.polls()) + len(b.polls()) == len(chats)


async def test_startup_tasks_of_two_replicas(replicas: list[Replica], clock: Clock) -> None:
    """The real minute loops of both replicas, a fake clock that both move."""
    a, b = replicas
    await a.say("/daily 10:00")
    end = msk(3, 11, 0)
    done = asyncio.Event()

    async def sleep(seconds: float) -> None:
        clock.now += timedelta(seconds=seconds / 2)  # two loops move the one clock
        if clock.now >= end:
            done.set()
        await asyncio.sleep(0)

    for replica in replicas:
        replica.scheduler.sleep = sleep
        await replica.dp.emit_startup(bot=replica.bot)
    try:
        await asyncio.wait_for(done.wait(), timeout=120)
    finally:
        for replica in replicas:
            await replica.dp.emit_shutdown(bot=replica.bot)
    assert len(a.polls()) + len(b.polls()) == 3  # days 1, 2 and 3


async def test_scores_across_replicas(replicas: list[Replica], redis_url: str) -> None:
    a, b = replicas
    await a.say("/quiz")
    poll = a.polls()[-1]
    poll_id = a.session.poll_ids[-1]
    correct = poll.correct_option_id
    assert correct is not None

    def answered(user: User, option: int) -> Update:
        return Update(update_id=2, poll_answer=PollAnswer(
            poll_id=poll_id, user=user, option_ids=[option],
            option_persistent_ids=[str(option)]))

    await asyncio.gather(b.feed(answered(USER, correct)), a.feed(answered(USER, correct)))
    await b.feed(answered(OTHER, (correct + 1) % len(poll.options)))
    top = await a.say("/top")
    assert "Иван — 1 из 1" in top and "Пётр — 0 из 1" in top
    async with Redis.from_url(redis_url) as client:
        ttl = await client.ttl(f"quiz:poll:{poll_id}")
        assert 0 < ttl <= 3 * 86400
        assert await client.exists(f"quiz:score:{GROUP.id}:{OTHER.id}")
        assert "удалены" in await b.say("/forget", user=OTHER)
        assert not await client.exists(f"quiz:score:{GROUP.id}:{OTHER.id}")
        assert not await client.sismember(f"quiz:players:{GROUP.id}", str(OTHER.id))
    assert "Пётр" not in await a.say("/top")


async def test_daily_off_is_shared(replicas: list[Replica]) -> None:
    a, b = replicas
    await a.say("/daily 10:00")
    assert "выключен" in await b.say("/daily off")
    sent = await asyncio.gather(*(r.scheduler.tick(r.bot, msk(1, 10, 0)) for r in replicas))
    assert sent == [[], []]
