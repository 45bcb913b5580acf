"""Bot throughput: updates per second through the production Dispatcher, and what the bot layer
costs on top of the engine.

    python benchmarks/bot_throughput.py [--updates 3000] [--rounds 3] [--cpu]

A mix of private-chat updates (questions from tests/data/questions.tsv, law lookups as
``/law ID`` and bare ids, rulings from tests/data/rulings.tsv as ``/ruling ...``) goes through
``build_dispatcher(...).feed_update`` with a no-op session: every Bot API call is serialised as
aiogram's aiohttp session would (``prepare_value`` on each field) and answered at once, so no
network is measured. The same inputs also go to the engine alone (in turns of ``CHUNK``
updates with the bot, so that both see the same load of a shared machine), through the calls
the handlers make: a question through the engine's one door ``engine.answer.answer(text, searcher,
top)`` (search, laws outside the text, story reading, ruling, parts) plus a snippet of each
shown clause; a law id through ``corpus.lookup``; ``/ruling`` through the rules engine. The
script prints both times per update, the ratio ``bot / engine`` (target <= 1.5) and the time
the bot layer adds, overall and per kind; for scale, the old baseline of a question (the search
alone, which understated the engine's work) and what a bare aiogram Dispatcher with one echo
handler costs per update through the same session. Throttling and logging stay at their
production settings (``LOG_LEVEL=INFO`` with the redacting filter, written to /dev/null); each
update comes from its own user.
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import datetime
import itertools
import logging
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from aiogram import Bot, Dispatcher  # noqa: E402
from aiogram.client.session.base import BaseSession  # noqa: E402
from aiogram.methods import GetMe, SendMessage, TelegramMethod  # noqa: E402
from aiogram.types import Chat, Message, Update, User  # noqa: E402

from bot.telegram.app import build_dispatcher, default_properties  # noqa: E402
from bot.telegram.logs import setup_logging  # noqa: E402
from bot.telegram.retry import RetryMiddleware  # noqa: E402
from bot.telegram.services import Services  # noqa: E402
from bot.telegram.views.search import PAGE, SNIPPET_WIDTH  # noqa: E402

TOKEN = "123:BENCHMARK"
BOT_USER = User(id=123, is_bot=True, first_name="bench", username="bridge_laws_bench_bot")
MIX = (("question", 4), ("law", 3), ("ruling", 3))  # kind, weight
KINDS = tuple(kind for kind, _ in MIX)
CHUNK = 100  # updates timed through the bot, then through the engine alone, in turn
clock = time.perf_counter  # --cpu: time.process_time, the CPU this process used


class NoopSession(BaseSession):
    """Serialises each request like the aiohttp session and answers without a network."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        self._ids = itertools.count(1)

    async def make_request(
        self, bot: Bot, method: TelegramMethod[Any], timeout: int | None = None
    ) -> Any:
        self.calls += 1
        files: dict[str, Any] = {}
        for value in method.model_dump(warnings=False).values():
            self.prepare_value(value, bot=bot, files=files)
        if isinstance(method, GetMe):
            return BOT_USER
        if isinstance(method, SendMessage):
            chat = Chat(id=int(method.chat_id), type="private")
            return Message(message_id=next(self._ids), date=datetime.datetime.now(), chat=chat,
                           text=str(method.text), from_user=BOT_USER)
        return True

    async def close(self) -> None:
        return None

    async def stream_content(self, *args: Any, **kwargs: Any) -> Any:  # pragma: no cover
        raise NotImplementedError


def inputs(services: Services) -> dict[str, list[str]]:
    data = ROOT / "tests" / "data"
    with (data / "questions.tsv").open(encoding="utf-8") as stream:
        questions = [row["question"] for row in csv.DictReader(stream, delimiter="\t")]
    with (data / "rulings.tsv").open(encoding="utf-8") as stream:
        rulings = [row["input"] for row in csv.DictReader(stream, delimiter="\t")
                   if row["input"].strip() and not row["input"].startswith(";")]
    ids = list(services.corpus.ids)
    return {"question": questions, "law": ids, "ruling": rulings}


def workload(services: Services, size: int) -> list[tuple[str, str, str]]:
    """``size`` (kind, message text, engine input) triples in a fixed, interleaved order."""
    pools = {kind: itertools.cycle(items) for kind, items in inputs(services).items()}
    kinds = itertools.cycle([kind for kind, weight in MIX for _ in range(weight)])
    work = []
    for n in range(size):
        kind = next(kinds)
        item = next(pools[kind])
        if kind == "question":
            work.append((kind, item, item))
        elif kind == "law":
            work.append((kind, f"/law {item}" if n % 2 else item, item))
        else:
            work.append((kind, f"/ruling {item}", item))
    return work


def updates(work: list[tuple[str, str, str]], first_user: int) -> list[Update]:
    made = []
    now = datetime.datetime.now()
    for n, (_, text, _) in enumerate(work):
        user = User(id=first_user + n, is_bot=False, first_name="u")
        chat = Chat(id=user.id, type="private")
        message = Message(message_id=1, date=now, chat=chat, from_user=user, text=text)
        made.append(Update(update_id=first_user + n, message=message))
    return made


def engine_calls(services: Services) -> dict[str, Callable[[str], object]]:
    """The engine work each kind of update needs, without the bot around it, as the handlers
    call it: the door (``services.read``) and a snippet of each shown clause; the clause
    lookup; the ruling. ``search`` is the old baseline of a question, the search alone."""
    corpus = services.corpus

    def snippets(hits: list[Any]) -> None:
        for hit in hits[:PAGE]:
            body = corpus[hit.clause_id].text or corpus.full_text(hit.clause_id)
            services.snippet(body, hit.matched, SNIPPET_WIDTH)

    def question(text: str) -> object:
        reply = services.read(text, top=PAGE + 1)
        snippets(reply.result.hits)
        for part in reply.parts:
            snippets(part.result.hits)
        return reply

    def search(text: str) -> object:
        result = services.searcher.search(text, top=PAGE + 1)
        snippets(result.hits)
        return result

    return {
        "question": question, "law": corpus.lookup, "ruling": services.ruling, "search": search
    }


async def time_floor(work: list[tuple[str, str, str]], first_user: int) -> float:
    """aiogram's own cost: a bare Dispatcher whose one handler answers every text at once."""
    dp = Dispatcher()

    @dp.message()
    async def echo(message: Message) -> None:
        await message.answer("ok")

    bot = Bot(TOKEN, session=NoopSession(), default=default_properties())
    started = clock()
    for update in updates(work, first_user):
        await dp.feed_update(bot, update)
    return clock() - started


Spent = dict[str, float]  # seconds per kind of update


async def time_round(services: Services, work: list[tuple[str, str, str]], first_user: int,
                     chunk: int = CHUNK) -> tuple[Spent, Spent]:
    """One round: the updates through the Dispatcher and the same inputs through the engine
    alone, ``chunk`` updates of one then of the other, so that both see the same load of a
    shared machine. ``search`` is the old baseline of a question (the search alone)."""
    dp = build_dispatcher(services)
    session = NoopSession()
    session.middleware(RetryMiddleware())  # as build_bot installs it
    bot = Bot(TOKEN, session=session, default=default_properties())
    calls = engine_calls(services)
    made = updates(work, first_user)
    spent_bot: Spent = dict.fromkeys(KINDS, 0.0)
    spent_engine: Spent = dict.fromkeys((*KINDS, "search"), 0.0)
    for start in range(0, len(work), chunk):
        block = range(start, min(start + chunk, len(work)))
        for n in block:
            started = clock()
            await dp.feed_update(bot, made[n])
            spent_bot[work[n][0]] += clock() - started
        for n in block:
            kind, _, engine_input = work[n]
            started = clock()
            calls[kind](engine_input)
            spent_engine[kind] += clock() - started
            if kind == "question":
                started = clock()
                calls["search"](engine_input)
                spent_engine["search"] += clock() - started
    assert session.calls >= len(work), "some updates got no answer"
    return spent_bot, spent_engine


def production_logging() -> None:
    """Logging as ``bridge-laws bot`` sets it up by default, its stream going nowhere."""
    setup_logging(logging.INFO, [TOKEN])
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--updates", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cpu", action="store_true",
                        help="time the CPU this process uses, not the wall clock (on a shared "
                             "machine the other processes then count far less)")
    args = parser.parse_args()
    global clock
    clock = time.process_time if args.cpu else time.perf_counter
    production_logging()
    services = Services.create(None)
    work = workload(services, args.updates)
    counts = {kind: sum(1 for k, _, _ in work if k == kind) for kind, _ in MIX}
    asyncio.run(time_round(services, work, first_user=10**9))  # warm the caches of both sides
    bot_rounds, engine_rounds, floor_rounds = [], [], []
    for round_no in range(args.rounds):
        spent_bot, spent_engine = asyncio.run(
            time_round(services, work, first_user=round_no * 10**6)
        )
        bot_rounds.append(spent_bot)
        engine_rounds.append(spent_engine)
        floor_rounds.append(asyncio.run(time_floor(work, first_user=round_no * 10**6)))
    floor = statistics.median(floor_rounds) / len(work) * 1e3
    bot = {k: statistics.median(r[k] for r in bot_rounds) for k in counts}
    engine = {k: statistics.median(r[k] for r in engine_rounds) for k in counts}
    total_bot, total_engine = sum(bot.values()), sum(engine.values())
    print(f"updates: {len(work)} per round, {args.rounds} rounds (median), mix {counts}, "
          f"{'CPU time' if args.cpu else 'wall clock'}")
    print(f"throughput through the Dispatcher: {len(work) / total_bot:,.0f} updates/s")
    print(f"{'kind':<10}{'bot ms/upd':>12}{'engine ms/upd':>15}{'bot/engine':>12}"
          f"{'added ms':>10}")
    for kind, count in counts.items():
        row_bot, row_engine = bot[kind] / count * 1e3, engine[kind] / count * 1e3
        print(f"{kind:<10}{row_bot:>12.3f}{row_engine:>15.3f}{row_bot / row_engine:>11.2f}x"
              f"{row_bot - row_engine:>10.3f}")
    per_bot, per_engine = total_bot / len(work) * 1e3, total_engine / len(work) * 1e3
    ratio = per_bot / per_engine
    print(f"{'all':<10}{per_bot:>12.3f}{per_engine:>15.3f}{ratio:>11.2f}x"
          f"{per_bot - per_engine:>10.3f}")
    verdict = "meets" if ratio <= 1.5 else "misses"
    print(f"bot time / engine time per update: {ratio:.2f}x ({verdict} the 1.5x target); "
          f"the bot layer adds {per_bot - per_engine:.3f} ms per update "
          f"({(per_bot - per_engine) / per_engine:.0%} of the engine's own time)")
    search = statistics.median(r["search"] for r in engine_rounds) / counts["question"] * 1e3
    old = (total_bot / len(work)) / ((total_engine - engine["question"]
                                      + statistics.median(r["search"] for r in engine_rounds))
                                     / len(work))
    print(f"old baseline (a question = the search alone, {search:.3f} ms): question "
          f"{bot['question'] / counts['question'] * 1e3 / search:.2f}x, all {old:.2f}x "
          "(understated the engine: the door also reads the story, rules and splits parts)")
    print(f"for scale: aiogram alone (bare Dispatcher, one echo handler, same session) "
          f"takes {floor:.3f} ms per update")
    services.feedback.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
