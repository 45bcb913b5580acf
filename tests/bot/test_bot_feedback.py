"""👍/👎: stored without user ids, once per answer; ``bridge-laws feedback`` lists the worst."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

from bot.telegram.feedback_store import FeedbackStore
from bot.telegram.services import Services
from tests.bot.harness import Harness, buttons, callback_answers


async def test_a_vote_is_stored_once_and_its_buttons_go(tg: Harness, services: Services) -> None:
    await tg.send("недостаточное назначение")
    answer = tg.last_message()
    requests = await tg.press(answer, "👎")
    assert callback_answers(requests) == ["Спасибо — учту, чтобы отвечать лучше."]
    after = buttons(tg.current(answer))
    assert "👎" not in after and any(label.startswith("📖 27") for label in after)
    requests = await tg.press(answer, "👍")  # the old keyboard, pressed again
    assert callback_answers(requests) == ["Отзыв на этот ответ уже учтён. Спасибо!"]
    (worst,) = services.feedback.worst_queries()
    assert (worst.query, worst.down, worst.up) == ("недостаточное назначение", 1, 0)
    shown = [label.removeprefix("📖 ") for label in buttons(answer) if label.startswith("📖")]
    assert list(worst.ids) == shown


async def test_nothing_found_is_remembered_as_unhelpful(tg: Harness, services: Services) -> None:
    await tg.send("рецепт борща")
    (worst,) = services.feedback.worst_queries()
    assert worst.query == "рецепт борща" and worst.not_found == 1


def test_the_store_keeps_no_user_ids(tmp_path: Path) -> None:
    store = FeedbackStore(str(tmp_path / "f.sqlite3"))
    store.vote(store.record_answer("Контра  в свою Очередь", ["32B2"]), up=True)
    store.close()
    with sqlite3.connect(tmp_path / "f.sqlite3") as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(answers)")]
    assert columns == ["id", "query", "ids", "shown_at", "vote", "voted_at"]


def test_worst_queries_are_ordered_worst_first() -> None:
    store = FeedbackStore()
    for query, votes in (("a", [True]), ("b", [False, False]), ("c", [False]), ("d", [])):
        for up in votes:
            store.vote(store.record_answer(query, ["27A"]), up=up)
        if not votes:
            store.record_answer(query, ["27A"])
    assert [s.query for s in store.worst_queries()] == ["b", "c"]


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    code = "import sys; from bot.cli import main; sys.exit(main())"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=60, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": "."})


def test_feedback_command_lists_unhelpful_queries(tmp_path: Path) -> None:
    path = tmp_path / "feedback.sqlite3"
    store = FeedbackStore(str(path))
    store.vote(store.record_answer("карта на столе", ["45C"]), up=False)
    store.record_answer("что такое ренонс", [])
    store.vote(store.record_answer("недостаточное назначение", ["27A"]), up=True)
    store.close()
    done = cli("feedback", "--db", str(path), "--json")
    assert done.returncode == 0, done.stderr
    queries = json.loads(done.stdout)["queries"]
    assert [q["query"] for q in queries] == ["карта на столе", "что такое ренонс"]
    done = cli("feedback", "--db", str(path))
    assert "«карта на столе»" in done.stdout and "недостаточное" not in done.stdout


def test_feedback_command_without_a_database_exits_2(tmp_path: Path) -> None:
    done = cli("feedback", "--db", str(tmp_path / "missing.sqlite3"))
    assert done.returncode == 2 and "нет файла отзывов" in done.stderr
