"""Training mode in a chat (issue 14): /daily at an hour, the scheduler with a fake clock
(once a day, across a restart over the same SQLite file), scores from poll answers, /top,
/forget and who may change the schedule."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from aiogram import Bot
from aiogram.exceptions import (
    TelegramBadRequest,
    TelegramForbiddenError,
    TelegramMigrateToChat,
    TelegramServerError,
)
from aiogram.methods import GetChatMember, SendPoll, TelegramMethod
from aiogram.types import (
    Chat,
    ChatMemberMember,
    ChatMemberOwner,
    Message,
    Poll,
    PollAnswer,
    PollOption,
    Update,
    User,
)

from bot.telegram import daily
from bot.telegram.app import build_dispatcher, default_properties
from bot.telegram.daily import OFF, BadSchedule, DailyScheduler, parse_daily
from bot.telegram.quiz_store import Daily, SqliteQuizStore
from bot.telegram.services import Services
from tests.bot.conftest import TOKEN
from tests.bot.harness import GROUP, OTHER, USER, Harness, private, sent_texts
from tests.bot.recording import RecordingSession
from tests.bot.test_bot_quiz import _poll_limits

MSK = timedelta(hours=3)


def msk(day: int, hour: int, minute: int = 0) -> datetime:
    """A moment of December 2026 given in Moscow time (as an aware UTC datetime)."""
    return datetime(2026, 12, day, hour, minute, tzinfo=UTC) - MSK


class QuizSession(RecordingSession):
    """The recording session, plus polls with ids (to answer them) and chat members."""

    def __init__(self) -> None:
        super().__init__()
        self.admins: set[int] = set()
        self.member_error: Exception | None = None
        self.send_error: Exception | None = None
        self._polls = itertools.count(1)
        self.poll_ids: list[str] = []

    async def make_request(
        self, bot: Bot, method: TelegramMethod[Any], timeout: int | None = None
    ) -> Any:
        if isinstance(method, GetChatMember):
            self.requests.append(method)
            if self.member_error is not None:
                raise self.member_error
            user = User(id=method.user_id, is_bot=False, first_name="x")
            if method.user_id in self.admins:
                return ChatMemberOwner(user=user, is_anonymous=False)
            return ChatMemberMember(user=user)
        if isinstance(method, SendPoll):
            self.requests.append(method)
            if self.send_error is not None:
                raise self.send_error
            chat_id = int(method.chat_id)
            number = next(self._polls)
            self.poll_ids.append(f"poll{number}")
            return Message(
                message_id=50000 + number,
                date=0,
                chat=Chat(id=chat_id, type="private" if chat_id > 0 else "supergroup"),
                poll=Poll(
                    id=f"poll{number}",
                    question=method.question,
                    options=[PollOption(persistent_id=str(n), text=str(o), voter_count=0)
                             for n, o in enumerate(method.options)],
                    total_voter_count=0, is_closed=False, is_anonymous=False, type="quiz",
                    allows_multiple_answers=False, allows_revoting=False, members_only=False,
                    correct_option_id=method.correct_option_id,
                ),
            )
        return await super().make_request(bot, method, timeout)


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def harness(services: Services, store: SqliteQuizStore, clock: Clock) -> Harness:
    session = QuizSession()
    bot = Bot(TOKEN, session=session, default=default_properties())
    dp = build_dispatcher(services, throttle_rate=0)
    scheduler: DailyScheduler = dp["daily"]
    daily.use_store(dp, scheduler, store)
    scheduler.clock = clock
    return Harness(dp=dp, bot=bot, session=session)


@pytest.fixture
def clock() -> Clock:
    return Clock(msk(1, 9, 0))


@pytest.fixture
async def qt(services: Services, clock: Clock) -> AsyncIterator[Harness]:
    store = SqliteQuizStore()
    yield harness(services, store, clock)
    await store.close()


def scheduler(tg: Harness) -> DailyScheduler:
    found: DailyScheduler = tg.dp["daily"]
    return found


def polls(tg: Harness) -> list[SendPoll]:
    return tg.session.of(SendPoll)  # type: ignore[no-any-return]


def session(tg: Harness) -> QuizSession:
    assert isinstance(tg.session, QuizSession)
    return tg.session


async def answer(tg: Harness, poll: str, user: User, option: int) -> None:
    update = Update(update_id=next(tg._update_ids),
                    poll_answer=PollAnswer(poll_id=poll, user=user, option_ids=[option],
                                               option_persistent_ids=[str(option)]))
    await tg.feed(update)


# --- the schedule's argument -----------------------------------------------------------------
@pytest.mark.parametrize(("text", "clock", "offset"), [
    ("10:00", "10:00", 180),
    ("9.30", "09:30", 180),
    ("7", "07:00", 180),
    ("10ж00", "10:00", 180),  # «:» typed on the Russian layout
    ("10:00 +5", "10:00", 300),
    ("10:00 UTC+5", "10:00", 300),
    ("10:00 utc", "10:00", 0),
    ("23:59 мск+2", "23:59", 300),
    ("8:15 UTC-3:30", "08:15", -210),
    ("6:00 GMT", "06:00", 0),
])
def test_schedule_is_read(text: str, clock: str, offset: int) -> None:
    found = parse_daily(text)
    assert isinstance(found, Daily)
    assert (found.clock(), found.offset) == (clock, offset)


@pytest.mark.parametrize("text", ["off", "ВЫКЛ", "щаа", "стоп"])
def test_off_is_read(text: str) -> None:
    assert parse_daily(text) is OFF


@pytest.mark.parametrize("text", [
    "25:00", "10:61", "завтра", "<b>10</b>", "🕙", "10:00 +20", "10:00 марс", "1" * 500,
    "10:00 +5:20", "\x00\x01",
])
def test_bad_schedule(text: str) -> None:
    with pytest.raises(BadSchedule):
        parse_daily(text)


# --- /daily and the scheduler ---------------------------------------------------------------
async def test_daily_fires_once_a_day_with_a_fake_clock(qt: Harness, clock: Clock) -> None:
    said = sent_texts(await qt.send("/daily 10:00"))
    assert "10:00" in said[0] and "МСК" in said[0] and "сегодня" in said[0]
    run = scheduler(qt)
    assert await run.tick(qt.bot, msk(1, 9, 59)) == []
    assert await run.tick(qt.bot, msk(1, 10, 0)) == [USER.id]
    assert await run.tick(qt.bot, msk(1, 10, 1)) == []
    assert await run.tick(qt.bot, msk(1, 23, 59)) == []
    assert len(polls(qt)) == 1
    _poll_limits(polls(qt)[0])
    assert polls(qt)[0].is_anonymous is False
    assert any("Вопрос дня" in text for text in qt.session.texts())
    assert await run.tick(qt.bot, msk(2, 9, 0)) == []
    assert await run.tick(qt.bot, msk(2, 10, 0)) == [USER.id]
    clock.now = msk(2, 12, 0)
    shown = sent_texts(await qt.send("/daily"))
    assert "10:00" in shown[0] and "2 декабря" in shown[0]


async def test_daily_across_a_restart(services: Services, clock: Clock, tmp_path: Path) -> None:
    path = str(tmp_path / "bot.sqlite")
    first = SqliteQuizStore(path)
    before = harness(services, first, clock)
    session(before).admins.add(USER.id)
    await before.send("/daily 10:00", chat=GROUP)
    assert await scheduler(before).tick(before.bot, msk(1, 10, 0)) == [GROUP.id]
    await first.close()
    second = SqliteQuizStore(path)  # the bot restarted: a new store over the same file
    after = harness(services, second, clock)
    try:
        assert await scheduler(after).tick(after.bot, msk(1, 10, 30)) == []
        assert await scheduler(after).tick(after.bot, msk(2, 10, 0)) == [GROUP.id]
        assert len(polls(after)) == 1
    finally:
        await second.close()


async def test_set_after_the_hour_starts_tomorrow(qt: Harness, clock: Clock) -> None:
    clock.now = msk(1, 15, 0)
    said = sent_texts(await qt.send("/daily 10:00"))
    assert "завтра" in said[0]
    assert await scheduler(qt).tick(qt.bot, msk(1, 15, 1)) == []
    assert await scheduler(qt).tick(qt.bot, msk(2, 10, 0)) == [USER.id]


async def test_time_zone_of_the_chat(qt: Harness, clock: Clock) -> None:
    clock.now = msk(1, 6, 0)
    await qt.send("/daily 10:00 UTC+5")  # 10:00 there is 08:00 in Moscow
    assert await scheduler(qt).tick(qt.bot, msk(1, 7, 59)) == []
    assert await scheduler(qt).tick(qt.bot, msk(1, 8, 0)) == [USER.id]


async def test_daily_off(qt: Harness) -> None:
    await qt.send("/daily 10:00")
    said = sent_texts(await qt.send("/daily off"))
    assert "выключен" in said[0]
    assert await scheduler(qt).tick(qt.bot, msk(1, 10, 0)) == []
    again = sent_texts(await qt.send("/daily щаа"))
    assert "не включён" in again[0]
    shown = sent_texts(await qt.send("/daily"))
    assert "не включён" in shown[0] and "/daily 10:00" in shown[0]


async def test_scheduler_task_started_with_the_dispatcher(qt: Harness, clock: Clock) -> None:
    """The startup hook starts the minute loop; a fake sleep moves the fake clock."""
    await qt.send("/daily 10:00")
    run = scheduler(qt)
    end = msk(3, 12, 0)
    done = asyncio.Event()

    async def sleep(seconds: float) -> None:
        assert 1 <= seconds <= 61
        clock.now += timedelta(seconds=seconds)
        if clock.now >= end:
            done.set()
        await asyncio.sleep(0)

    run.sleep = sleep
    await qt.dp.emit_startup(bot=qt.bot)
    await asyncio.wait_for(done.wait(), timeout=60)
    await qt.dp.emit_shutdown(bot=qt.bot)
    assert len(polls(qt)) == 3  # days 1, 2 and 3 at 10:00


async def test_failed_sends(qt: Harness) -> None:
    """A passing failure is tried again at the next minute; a refusal waits for tomorrow;
    a bot removed from the chat stops its schedule."""
    await qt.send("/daily 10:00")
    run = scheduler(qt)
    method = SendPoll(question="q", options=["a", "b"], chat_id=1)
    session(qt).send_error = TelegramServerError(method, "Internal Server Error")
    assert await run.tick(qt.bot, msk(1, 10, 0)) == []
    session(qt).send_error = None
    assert await run.tick(qt.bot, msk(1, 10, 1)) == [USER.id]
    session(qt).send_error = TelegramBadRequest(method, "Bad Request: not enough rights")
    assert await run.tick(qt.bot, msk(2, 10, 0)) == []
    session(qt).send_error = None
    assert await run.tick(qt.bot, msk(2, 10, 1)) == []
    assert await run.tick(qt.bot, msk(3, 10, 0)) == [USER.id]
    session(qt).send_error = TelegramForbiddenError(method, "Forbidden: bot was kicked")
    assert await run.tick(qt.bot, msk(4, 10, 0)) == []
    assert await run.store.daily(USER.id) is None


async def test_a_group_that_became_a_supergroup_keeps_its_quiz(qt: Harness) -> None:
    session(qt).admins.add(USER.id)
    old = Chat(id=-4242, type="group", title="Клуб")
    await qt.send("/daily 10:00", chat=old)
    session(qt).send_error = TelegramMigrateToChat(
        SendPoll(question="q", options=["a", "b"], chat_id=old.id),
        "Bad Request: group chat was upgraded to a supergroup chat", GROUP.id)
    run = scheduler(qt)
    assert await run.tick(qt.bot, msk(1, 10, 0)) == []
    session(qt).send_error = None
    assert await run.tick(qt.bot, msk(1, 10, 1)) == [GROUP.id]
    assert await run.store.daily(old.id) is None


# --- who may change the schedule ------------------------------------------------------------
async def test_only_group_admins_set_the_daily_quiz(qt: Harness) -> None:
    refused = sent_texts(await qt.send("/daily 10:00", chat=GROUP, user=OTHER))
    assert "администратор" in refused[0]
    assert [r for r in qt.session.requests if isinstance(r, GetChatMember)]
    assert await scheduler(qt).store.daily(GROUP.id) is None
    session(qt).admins.add(USER.id)
    done = sent_texts(await qt.send("/daily 10:00", chat=GROUP, user=USER))
    assert "Готово" in done[0]
    refused_off = sent_texts(await qt.send("/daily off", chat=GROUP, user=OTHER))
    assert "администратор" in refused_off[0]
    shown = sent_texts(await qt.send("/daily", chat=GROUP, user=OTHER))  # anyone may look
    assert "10:00" in shown[0]
    assert await scheduler(qt).store.daily(GROUP.id) is not None


async def test_anonymous_admin_and_a_failing_member_check(qt: Harness) -> None:
    anonymous = User(id=1087968824, is_bot=True, first_name="Group")
    done = sent_texts(await qt.send("/daily 9:00", chat=GROUP, user=anonymous, sender_chat=GROUP))
    assert "Готово" in done[0]
    session(qt).member_error = TelegramBadRequest(
        GetChatMember(chat_id=GROUP.id, user_id=USER.id), "Bad Request: chat not found")
    refused = sent_texts(await qt.send("/daily off", chat=GROUP, user=USER))
    assert "администратор" in refused[0]


@pytest.mark.parametrize("argument", ["25:00", "<b>x</b>", "🕙🕙", "ы" * 3000, "10:00 +99"])
async def test_bad_daily_argument_gets_a_russian_answer(qt: Harness, argument: str) -> None:
    said = sent_texts(await qt.send(f"/daily {argument}"))
    assert said and "Не получилось" in said[0] and "/daily 10:00" in said[0]
    assert await scheduler(qt).store.daily(USER.id) is None


# --- scores ---------------------------------------------------------------------------------
async def test_scores_top_and_forget(qt: Harness) -> None:
    await qt.send("/quiz", chat=GROUP)
    poll = polls(qt)[-1]
    correct = poll.correct_option_id
    assert correct is not None
    poll_id = session(qt).poll_ids[-1]
    await answer(qt, poll_id, USER, correct)
    await answer(qt, poll_id, USER, correct)  # the same answer delivered twice counts once
    await answer(qt, poll_id, OTHER, (correct + 1) % len(poll.options))
    await answer(qt, "unknown-poll", OTHER, 0)
    top = sent_texts(await qt.send("/top", chat=GROUP))[0]
    assert top.index("Иван — 1 из 1") < top.index("Пётр — 0 из 1")
    renamed = User(id=USER.id, is_bot=False, first_name="Ваня")
    assert "Ваня — 1 из 1" in sent_texts(await qt.send("/top", chat=GROUP, user=renamed))[0]
    gone = sent_texts(await qt.send("/forget", chat=GROUP, user=OTHER))[0]
    assert "удалены" in gone
    top = sent_texts(await qt.send("/top", chat=GROUP))[0]
    assert "Пётр" not in top and "Иван" in top
    assert "нечего" in sent_texts(await qt.send("/forget", chat=GROUP, user=OTHER))[0]
    # scores are per chat: nothing in the private chat
    assert "никто не отвечал" in sent_texts(await qt.send("/top", chat=private(USER)))[0]


async def test_daily_quiz_answers_count_and_top_is_ten(qt: Harness) -> None:
    session(qt).admins.add(USER.id)
    await qt.send("/daily 10:00", chat=GROUP)
    assert await scheduler(qt).tick(qt.bot, msk(1, 10, 0)) == [GROUP.id]
    poll = polls(qt)[-1]
    correct = poll.correct_option_id
    assert correct is not None
    players = [User(id=3000 + n, is_bot=False, first_name=f"<Игрок{n}> & 🂡" * 5)
               for n in range(12)]
    for n, player in enumerate(players):
        await answer(qt, session(qt).poll_ids[-1], player, correct if n % 2 else (correct + 1) % 2)
    top = sent_texts(await qt.send("/top", chat=GROUP, user=players[8]))[0]
    assert top.count(" — ") == 10
    assert "Вы: 0 из 1." in top  # the one asking (ranked 12th by name) is not among the ten
    assert top.count("— 1 из 1") == 6


def test_quiz_store_keeps_no_more_than_needed() -> None:
    store = SqliteQuizStore()
    tables = {row[0] for row in store._db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"quiz_daily", "quiz_sent", "quiz_polls", "quiz_answers", "quiz_scores"}
    columns = {row[1] for row in store._db.execute("PRAGMA table_info(quiz_scores)")}
    assert columns == {"chat_id", "user_id", "name", "correct", "total"}
    store._db.close()


async def test_polls_expire(qt: Harness) -> None:
    now = [1_000_000.0]
    store = SqliteQuizStore(now=lambda: now[0])
    await store.remember_poll("p", GROUP.id, 1)
    now[0] += 4 * 86400
    assert await store.answer("p", USER.id, "Иван", 1) is None
    await store.remember_poll("q", GROUP.id, 0)  # old polls are removed on the way
    assert store._db.execute("SELECT COUNT(*) FROM quiz_polls").fetchone()[0] == 1
    answered = await store.answer("q", USER.id, "Иван", 0)
    assert answered is not None and answered.right
    await store.close()


def test_commands_in_the_menu() -> None:
    from bot.telegram.app import COMMANDS

    assert {"daily", "top", "forget"} <= {name for name, _, _ in COMMANDS}
