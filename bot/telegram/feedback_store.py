"""Search answers and their 👍/👎 votes in SQLite: the query, the ids shown, the vote, a time.

No user ids are stored. An answer row is written when results are shown (so «ещё» can find
the query again) and gets at most one vote.

>>> store = FeedbackStore()
>>> first = store.record_answer("контра в свою очередь", ["19A1", "19A2"])
>>> store.vote(first, up=False), store.vote(first, up=True)
(True, False)
>>> [(q.query, q.down, q.up) for q in store.worst_queries()]
[('контра в свою очередь', 1, 0)]
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

MAX_QUERY_CHARS = 500

_SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    query TEXT NOT NULL,
    ids TEXT NOT NULL,
    shown_at TEXT NOT NULL,
    vote INTEGER,
    voted_at TEXT
);
CREATE INDEX IF NOT EXISTS answers_query ON answers (query);
"""


@dataclass(frozen=True)
class StoredAnswer:
    id: int
    query: str
    ids: tuple[str, ...]
    vote: int | None


@dataclass(frozen=True)
class QueryStats:
    """How one query (case and spaces folded) fared: votes and answers with nothing found."""

    query: str
    down: int
    up: int
    not_found: int
    shown: int
    ids: tuple[str, ...]  # the ids shown the last time
    last_at: str

    @property
    def badness(self) -> int:
        return self.down - self.up + self.not_found

    def to_json(self) -> dict[str, object]:
        return {
            "query": self.query,
            "down": self.down,
            "up": self.up,
            "not_found": self.not_found,
            "shown": self.shown,
            "ids": list(self.ids),
            "last_at": self.last_at,
        }


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _fold(query: str) -> str:
    return " ".join(query.lower().replace("ё", "е").split())[:MAX_QUERY_CHARS]


class FeedbackStore:
    """One SQLite database; ``path=None`` keeps it in memory (the console, tests)."""

    def __init__(self, path: str | None = None) -> None:
        self.path = path or ":memory:"
        self._db = sqlite3.connect(self.path, isolation_level=None)
        if self.path != ":memory:":
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA busy_timeout=3000")
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        self._db.close()

    def record_answer(self, query: str, ids: Sequence[str]) -> int:
        """Store an answer shown to someone; returns its id (carried by the buttons)."""
        cursor = self._db.execute(
            "INSERT INTO answers (query, ids, shown_at) VALUES (?, ?, ?)",
            (_fold(query), " ".join(ids), _now()),
        )
        return int(cursor.lastrowid or 0)

    def answer(self, answer_id: int) -> StoredAnswer | None:
        row = self._db.execute(
            "SELECT id, query, ids, vote FROM answers WHERE id = ?", (answer_id,)
        ).fetchone()
        if row is None:
            return None
        return StoredAnswer(row[0], row[1], tuple(row[2].split()), row[3])

    def vote(self, answer_id: int, *, up: bool) -> bool:
        """Record a vote; False when the answer is unknown or was already voted on."""
        cursor = self._db.execute(
            "UPDATE answers SET vote = ?, voted_at = ? WHERE id = ? AND vote IS NULL",
            (1 if up else -1, _now(), answer_id),
        )
        return cursor.rowcount == 1

    def worst_queries(self, limit: int = 50) -> list[QueryStats]:
        """Unhelpful queries (a 👎, or nothing found), worst first."""
        rows = self._db.execute(
            """
            SELECT query,
                   SUM(vote = -1), SUM(vote = 1), SUM(ids = ''), COUNT(*),
                   MAX(shown_at),
                   (SELECT ids FROM answers AS last WHERE last.query = answers.query
                    ORDER BY last.id DESC LIMIT 1)
            FROM answers GROUP BY query
            """
        ).fetchall()
        stats = [
            QueryStats(q, int(d or 0), int(u or 0), int(nf or 0), shown, tuple(ids.split()), at)
            for q, d, u, nf, shown, at, ids in rows
        ]
        bad = [s for s in stats if s.down > s.up or s.not_found > 0]
        bad.sort(key=lambda s: s.last_at, reverse=True)  # recent first among equals
        bad.sort(key=lambda s: (-s.badness, -s.down))
        return bad[:limit]
