"""What training mode keeps: a chat's daily quiz hour, the polls it sent, the players' scores.

Two stores with one interface (``QuizStore``): SQLite for one process (a file, or memory
with no path) and Redis for replicas sharing ``REDIS_URL``. Only the least is kept: per
chat the hour and the last day a daily quiz went out; per poll its chat and correct option
(a few days); per player and chat the score and a first name for /top. ``forget`` deletes a
player's data in a chat, ``stop_daily`` a chat's schedule.

The «sent today» mark is taken atomically (a unique row in SQLite, ``SET NX`` in Redis), so
two replicas never both send the day's quiz:

>>> import asyncio
>>> store = SqliteQuizStore()
>>> day = date(2026, 12, 1)
>>> asyncio.run(store.claim_day(-5, day)), asyncio.run(store.claim_day(-5, day))
(True, False)
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta, timezone
from typing import Any, Protocol

POLL_DAYS = 3  # a poll's answers are scored for this long after it was sent
NAME_CHARS = 64
MOSCOW = 180  # minutes east of UTC: Moscow keeps UTC+3 all year


@dataclass(frozen=True)
class Daily:
    """A chat's daily quiz: at ``hour:minute`` in the chat's time zone (minutes from UTC)."""

    hour: int
    minute: int
    offset: int = MOSCOW
    thread_id: int | None = None  # a forum topic the quiz goes to
    since: date | None = None  # the first local day it may go out (set after the hour: tomorrow)

    @property
    def tz(self) -> timezone:
        return timezone(timedelta(minutes=self.offset))

    def clock(self) -> str:
        return f"{self.hour:02d}:{self.minute:02d}"

    def zone(self) -> str:
        """«МСК» for Moscow, «UTC+5», «UTC−3:30» otherwise."""
        if self.offset == MOSCOW:
            return "МСК"
        sign = "+" if self.offset >= 0 else "−"
        hours, minutes = divmod(abs(self.offset), 60)
        return f"UTC{sign}{hours}" + (f":{minutes:02d}" if minutes else "")

    def encode(self) -> str:
        since = self.since.isoformat() if self.since else ""
        return f"{self.hour}:{self.minute}:{self.offset}:{self.thread_id or ''}:{since}"

    @classmethod
    def decode(cls, text: str) -> Daily:
        hour, minute, offset, thread, since = text.split(":")
        return cls(
            int(hour), int(minute), int(offset), int(thread) if thread else None,
            date.fromisoformat(since) if since else None,
        )


@dataclass(frozen=True)
class Score:
    user_id: int
    name: str
    correct: int
    total: int


@dataclass(frozen=True)
class Answered:
    """A poll answer that was scored: in which chat, and whether it was right."""

    chat_id: int
    right: bool


class QuizStore(Protocol):
    async def set_daily(self, chat_id: int, daily: Daily) -> None: ...
    async def daily(self, chat_id: int) -> Daily | None: ...
    async def dailies(self) -> dict[int, Daily]: ...
    async def stop_daily(self, chat_id: int) -> bool: ...
    async def claim_day(self, chat_id: int, day: date) -> bool: ...
    async def release_day(self, chat_id: int, day: date) -> None: ...
    async def last_day(self, chat_id: int) -> date | None: ...
    async def remember_poll(self, poll_id: str, chat_id: int, correct: int) -> None: ...
    async def answer(
        self, poll_id: str, user_id: int, name: str, option: int
    ) -> Answered | None: ...
    async def top(self, chat_id: int, limit: int = 10) -> list[Score]: ...
    async def score(self, chat_id: int, user_id: int) -> Score | None: ...
    async def forget(self, chat_id: int, user_id: int) -> bool: ...
    async def close(self) -> None: ...


def _ranked(scores: list[Score], limit: int) -> list[Score]:
    scores.sort(key=lambda s: (-s.correct, s.total, s.name.casefold(), s.user_id))
    return scores[:limit]


_SCHEMA = """
CREATE TABLE IF NOT EXISTS quiz_daily (
    chat_id INTEGER PRIMARY KEY, schedule TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS quiz_sent (
    chat_id INTEGER NOT NULL, day TEXT NOT NULL, PRIMARY KEY (chat_id, day)
);
CREATE TABLE IF NOT EXISTS quiz_polls (
    poll_id TEXT PRIMARY KEY, chat_id INTEGER NOT NULL, correct INTEGER NOT NULL,
    sent_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS quiz_answers (
    poll_id TEXT NOT NULL, user_id INTEGER NOT NULL, chat_id INTEGER NOT NULL,
    PRIMARY KEY (poll_id, user_id)
);
CREATE TABLE IF NOT EXISTS quiz_scores (
    chat_id INTEGER NOT NULL, user_id INTEGER NOT NULL, name TEXT NOT NULL,
    correct INTEGER NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (chat_id, user_id)
);
"""


class SqliteQuizStore:
    """One process: an SQLite file (the bot's FEEDBACK_DB), or memory with ``path=None``."""

    def __init__(self, path: str | None = None, *, now: Callable[[], float] = time.time) -> None:
        self.path = path or ":memory:"
        self._now = now
        self._db = sqlite3.connect(self.path, isolation_level=None)
        if self.path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA busy_timeout=3000")
        self._db.executescript(_SCHEMA)

    async def close(self) -> None:
        self._db.close()

    async def set_daily(self, chat_id: int, daily: Daily) -> None:
        self._db.execute(
            "INSERT INTO quiz_daily (chat_id, schedule) VALUES (?, ?) "
            "ON CONFLICT (chat_id) DO UPDATE SET schedule = excluded.schedule",
            (chat_id, daily.encode()),
        )

    async def daily(self, chat_id: int) -> Daily | None:
        row = self._db.execute(
            "SELECT schedule FROM quiz_daily WHERE chat_id = ?", (chat_id,)
        ).fetchone()
        return None if row is None else Daily.decode(row[0])

    async def dailies(self) -> dict[int, Daily]:
        rows = self._db.execute("SELECT chat_id, schedule FROM quiz_daily").fetchall()
        return {chat: Daily.decode(schedule) for chat, schedule in rows}

    async def stop_daily(self, chat_id: int) -> bool:
        # the day's mark stays (a quiz sent today is not sent again if turned on again)
        gone = self._db.execute("DELETE FROM quiz_daily WHERE chat_id = ?", (chat_id,))
        return gone.rowcount > 0

    async def claim_day(self, chat_id: int, day: date) -> bool:
        old = (day - timedelta(days=POLL_DAYS)).isoformat()
        self._db.execute("DELETE FROM quiz_sent WHERE day < ?", (old,))
        cursor = self._db.execute(
            "INSERT OR IGNORE INTO quiz_sent (chat_id, day) VALUES (?, ?)",
            (chat_id, day.isoformat()),
        )
        return cursor.rowcount == 1

    async def release_day(self, chat_id: int, day: date) -> None:
        self._db.execute(
            "DELETE FROM quiz_sent WHERE chat_id = ? AND day = ?", (chat_id, day.isoformat())
        )

    async def last_day(self, chat_id: int) -> date | None:
        row = self._db.execute(
            "SELECT MAX(day) FROM quiz_sent WHERE chat_id = ?", (chat_id,)
        ).fetchone()
        return date.fromisoformat(row[0]) if row and row[0] else None

    async def remember_poll(self, poll_id: str, chat_id: int, correct: int) -> None:
        now = self._now()
        expired = now - POLL_DAYS * 86400
        self._db.execute(
            "DELETE FROM quiz_answers WHERE poll_id IN "
            "(SELECT poll_id FROM quiz_polls WHERE sent_at < ?)", (expired,)
        )
        self._db.execute("DELETE FROM quiz_polls WHERE sent_at < ?", (expired,))
        self._db.execute(
            "INSERT OR REPLACE INTO quiz_polls (poll_id, chat_id, correct, sent_at) "
            "VALUES (?, ?, ?, ?)", (poll_id, chat_id, correct, now),
        )

    async def answer(self, poll_id: str, user_id: int, name: str, option: int) -> Answered | None:
        row = self._db.execute(
            "SELECT chat_id, correct FROM quiz_polls WHERE poll_id = ? AND sent_at >= ?",
            (poll_id, self._now() - POLL_DAYS * 86400),
        ).fetchone()
        if row is None:
            return None
        chat_id, correct = row
        first = self._db.execute(
            "INSERT OR IGNORE INTO quiz_answers (poll_id, user_id, chat_id) VALUES (?, ?, ?)",
            (poll_id, user_id, chat_id),
        )
        if first.rowcount != 1:
            return None  # this answer was already counted
        right = option == correct
        self._db.execute(
            "INSERT INTO quiz_scores (chat_id, user_id, name, correct, total) "
            "VALUES (?, ?, ?, ?, 1) ON CONFLICT (chat_id, user_id) DO UPDATE SET "
            "name = excluded.name, correct = correct + excluded.correct, total = total + 1",
            (chat_id, user_id, name[:NAME_CHARS], int(right)),
        )
        return Answered(chat_id, right)

    async def top(self, chat_id: int, limit: int = 10) -> list[Score]:
        rows = self._db.execute(
            "SELECT user_id, name, correct, total FROM quiz_scores WHERE chat_id = ?",
            (chat_id,),
        ).fetchall()
        return _ranked([Score(*row) for row in rows], limit)

    async def score(self, chat_id: int, user_id: int) -> Score | None:
        row = self._db.execute(
            "SELECT user_id, name, correct, total FROM quiz_scores "
            "WHERE chat_id = ? AND user_id = ?", (chat_id, user_id),
        ).fetchone()
        return None if row is None else Score(*row)

    async def forget(self, chat_id: int, user_id: int) -> bool:
        gone = self._db.execute(
            "DELETE FROM quiz_scores WHERE chat_id = ? AND user_id = ?", (chat_id, user_id)
        ).rowcount
        gone += self._db.execute(
            "DELETE FROM quiz_answers WHERE chat_id = ? AND user_id = ?", (chat_id, user_id)
        ).rowcount
        return gone > 0


# Redis keys: quiz:daily (hash chat -> schedule), quiz:sent:<chat>:<day> (the day's mark),
# quiz:last (hash chat -> day), quiz:poll:<id> ("chat:correct", expiring),
# quiz:score:<chat>:<user> (hash: c, t, n and p:<poll> = the time the poll was answered),
# quiz:players:<chat> (set of user ids with a score).
_ANSWER = """
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('HINCRBY', KEYS[1], 't', 1)
redis.call('HINCRBY', KEYS[1], 'c', ARGV[3])
redis.call('HSET', KEYS[1], 'n', ARGV[4])
redis.call('SADD', KEYS[2], ARGV[5])
return 1
"""


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _score(user_id: int, fields: list[Any]) -> Score | None:
    correct, total, name = fields
    if total is None:
        return None
    return Score(user_id, _text(name or ""), int(_text(correct or 0)), int(_text(total)))


class RedisQuizStore:
    """Replicas: everything in the Redis of ``REDIS_URL`` (the client is the caller's)."""

    def __init__(self, redis: Any, *, prefix: str = "quiz") -> None:
        self.redis = redis
        self.prefix = prefix
        self._answer = redis.register_script(_ANSWER)

    def _key(self, *parts: object) -> str:
        return ":".join((self.prefix, *map(str, parts)))

    async def close(self) -> None:
        """The client belongs to the FSM storage, which closes it."""

    async def set_daily(self, chat_id: int, daily: Daily) -> None:
        await self.redis.hset(self._key("daily"), str(chat_id), daily.encode())

    async def daily(self, chat_id: int) -> Daily | None:
        value = await self.redis.hget(self._key("daily"), str(chat_id))
        return None if value is None else Daily.decode(_text(value))

    async def dailies(self) -> dict[int, Daily]:
        found = await self.redis.hgetall(self._key("daily"))
        return {int(_text(chat)): Daily.decode(_text(value)) for chat, value in found.items()}

    async def stop_daily(self, chat_id: int) -> bool:
        # the day's mark stays (a quiz sent today is not sent again if turned on again)
        return bool(await self.redis.hdel(self._key("daily"), str(chat_id)))

    async def claim_day(self, chat_id: int, day: date) -> bool:
        taken = await self.redis.set(
            self._key("sent", chat_id, day.isoformat()), "1", nx=True,
            ex=(POLL_DAYS + 1) * 86400,
        )
        if taken:
            await self.redis.hset(self._key("last"), str(chat_id), day.isoformat())
        return bool(taken)

    async def release_day(self, chat_id: int, day: date) -> None:
        await self.redis.delete(self._key("sent", chat_id, day.isoformat()))

    async def last_day(self, chat_id: int) -> date | None:
        value = await self.redis.hget(self._key("last"), str(chat_id))
        return None if value is None else date.fromisoformat(_text(value))

    async def remember_poll(self, poll_id: str, chat_id: int, correct: int) -> None:
        await self.redis.set(
            self._key("poll", poll_id), f"{chat_id}:{correct}", ex=POLL_DAYS * 86400
        )

    async def answer(self, poll_id: str, user_id: int, name: str, option: int) -> Answered | None:
        value = await self.redis.get(self._key("poll", poll_id))
        if value is None:
            return None
        chat, correct = (int(part) for part in _text(value).split(":"))
        right = option == correct
        score = self._key("score", chat, user_id)
        now = time.time()
        counted = await self._answer(
            keys=[score, self._key("players", chat)],
            args=[f"p:{poll_id}", f"{now:.0f}", int(right), name[:NAME_CHARS], user_id],
        )
        if not counted:
            return None
        await self._prune(score, now)
        return Answered(chat, right)

    async def _prune(self, score: str, now: float) -> None:
        """Drop the marks of polls too old to be answered any more."""
        fields = await self.redis.hgetall(score)
        old = [field for field, value in fields.items()
               if _text(field).startswith("p:") and float(_text(value)) < now - POLL_DAYS * 86400]
        if old:
            await self.redis.hdel(score, *old)

    async def top(self, chat_id: int, limit: int = 10) -> list[Score]:
        users = [int(_text(user)) for user in
                 await self.redis.smembers(self._key("players", chat_id))]
        async with self.redis.pipeline(transaction=False) as pipe:
            for user in users:
                pipe.hmget(self._key("score", chat_id, user), "c", "t", "n")
            found = await pipe.execute()
        scores = [_score(user, fields) for user, fields in zip(users, found, strict=True)]
        return _ranked([s for s in scores if s is not None], limit)

    async def score(self, chat_id: int, user_id: int) -> Score | None:
        fields = await self.redis.hmget(self._key("score", chat_id, user_id), "c", "t", "n")
        return _score(user_id, fields)

    async def forget(self, chat_id: int, user_id: int) -> bool:
        gone = await self.redis.delete(self._key("score", chat_id, user_id))
        gone += await self.redis.srem(self._key("players", chat_id), str(user_id))
        return bool(gone)
