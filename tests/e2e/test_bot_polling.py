"""``bridge-laws bot`` as a subprocess, long polling the fake Bot API (BOT_API_URL).

One process serves the whole module (it takes a few seconds to start); every test talks as its
own users and chats, and the last test stops the process and reads its DEBUG log.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from urllib.parse import quote

import pytest
import pytest_asyncio

from laws_text import load_corpus
from tests.e2e.botproc import ANSWERED_WITHIN, STARTED_WITHIN, BotProcess, bot_env
from tests.e2e.conftest import person, press
from tests.fakes import Call, FakeTelegramServer

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

SOMETHING_WRONG = "что-то пошло не так"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def telegram() -> AsyncIterator[FakeTelegramServer]:
    async with FakeTelegramServer() as server:
        yield server


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot_process(
    telegram: FakeTelegramServer, tmp_path_factory: pytest.TempPathFactory
) -> AsyncIterator[BotProcess]:
    workdir: Path = tmp_path_factory.mktemp("polling")
    process = BotProcess(bot_env(telegram, workdir), workdir)
    await process.start()
    try:
        await telegram.wait_for("getUpdates", timeout=STARTED_WITHIN, delivered=False)
    except TimeoutError:
        await process.stop()
        pytest.fail(f"the bot did not start polling:\n{process.output()[-3000:]}")
    yield process
    if process.running:
        await process.stop()


def law_answer(user_id: int, clause_id: str = "27B1") -> Callable[[Call], bool]:
    """A predicate: the real /law answer (not an error notice) for that user's chat."""
    title = load_corpus()[clause_id].title

    def check(call: Call) -> bool:
        return call.params.get("chat_id") == user_id and title in call.result["text"]

    return check


async def law_answered(
    server: FakeTelegramServer, user_id: int, *, after: int, timeout: float = ANSWERED_WITHIN
) -> Call:
    """Wait for the /law 27B1 answer in ``user_id``'s chat; fail with what the user got."""
    try:
        return await server.wait_for("sendMessage", law_answer(user_id), after=after,
                                     timeout=timeout)
    except TimeoutError:
        got = [(c.status, c.fault, c.params.get("text", "")[:80]) for c in server.calls[after:]
               if c.method == "sendMessage" and c.params.get("chat_id") == user_id]
        pytest.fail(f"no answer to /law 27B1 within {timeout}s; the chat got: {got}")


def no_error_notice(server: FakeTelegramServer, user_id: int) -> None:
    texts = [c.params["text"] for c in server.calls_of("sendMessage")
             if c.params.get("chat_id") == user_id]
    assert not any(SOMETHING_WRONG in text.lower() for text in texts), texts


async def test_startup_registers_menu_and_polls(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    assert telegram.calls_of("getMe")
    assert telegram.calls_of("deleteWebhook")
    await telegram.wait_for("setMyCommands")
    assert bot_process.running


async def test_question_law_and_ruling_each_answered(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    corpus = load_corpus()
    question = telegram.build.private_message("недостаточное назначение", user=person(11))
    law = telegram.build.command("law", "27B1", user=person(12))
    ruling = telegram.build.command("ruling", "1♠ пас 1♥", user=person(13))
    mark = len(telegram.calls)
    for payload in (question, law, ruling):
        telegram.feed(payload)
    answers = [
        await telegram.wait_for("sendMessage", lambda c, u=u: c.params["chat_id"] == u["id"],
                                after=mark, timeout=ANSWERED_WITHIN)
        for u in (person(11), person(12), person(13))
    ]
    assert "27" in answers[0].result["text"]  # Law 27: the insufficient bid
    assert corpus["27B1"].title in answers[1].result["text"]
    assert "недостаточное назначение" in answers[2].result["text"].lower()
    # the wizard goes on in the same message, through the same process
    await asyncio.sleep(0.6)  # a pause, as a person takes before pressing a button
    step = await press(telegram, answers[2].result, "нет", user=person(13))
    assert step.result["text"] != answers[2].result["text"]


async def test_retry_after_on_send_message_still_answers(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    user = person(21)
    fault = telegram.fail("sendMessage", 429, retry_after=1,
                          when=lambda p: p.get("chat_id") == user["id"])
    mark = len(telegram.calls)
    telegram.feed(telegram.build.command("law", "27B1", user=user))
    await law_answered(telegram, user["id"], after=mark)
    assert fault.used == 1
    no_error_notice(telegram, user["id"])


async def test_bad_gateway_on_send_message_still_answers(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    user = person(22)
    fault = telegram.fail("sendMessage", 502, when=lambda p: p.get("chat_id") == user["id"])
    mark = len(telegram.calls)
    telegram.feed(telegram.build.command("law", "27B1", user=user))
    await law_answered(telegram, user["id"], after=mark)
    assert fault.used == 1
    no_error_notice(telegram, user["id"])


async def test_dropped_send_message_is_sent_again(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    user = person(23)
    fault = telegram.hang("sendMessage", 0.3, then="drop",
                          when=lambda p: p.get("chat_id") == user["id"])
    mark = len(telegram.calls)
    telegram.feed(telegram.build.command("law", "27B1", user=user))
    await law_answered(telegram, user["id"], after=mark)
    assert fault.used == 1
    no_error_notice(telegram, user["id"])


async def test_hung_send_message_does_not_stop_other_chats(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    slow, quick = person(24), person(25)
    telegram.hang("sendMessage", 8, when=lambda p: p.get("chat_id") == slow["id"])
    mark = len(telegram.calls)
    telegram.feed(telegram.build.command("law", "27B1", user=slow))
    await telegram.wait_for("sendMessage", lambda c: c.params["chat_id"] == slow["id"],
                            after=mark, delivered=False)
    telegram.feed(telegram.build.command("law", "27B1", user=quick))
    quick_answer = await law_answered(telegram, quick["id"], after=mark)
    slow_answer = await law_answered(telegram, slow["id"], after=mark)
    # the order, not a wall clock: the quick chat was answered before the hang ended
    assert quick_answer.started < slow_answer.started, "the quick chat waited for the hung one"


async def test_get_updates_outage_loses_no_update(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    users = [person(30 + n) for n in range(4)]
    faults = [telegram.fail("getUpdates", 502), telegram.hang("getUpdates", 1.0, then="drop"),
              telegram.fail("getUpdates", 429, retry_after=1)]
    mark = len(telegram.calls)
    telegram.feed(telegram.build.command("law", "27B1", user=users[0]))  # ends the current poll
    for fault, user in zip(faults, users[1:], strict=True):
        await telegram.wait_for("getUpdates", lambda c, f=fault: c.fault is not None
                                and f.used == 1, after=mark, delivered=False,
                                timeout=ANSWERED_WITHIN)
        telegram.feed(telegram.build.command("law", "27B1", user=user))  # fed during the outage
    for user in users:
        await law_answered(telegram, user["id"], after=mark)
    assert all(fault.used == 1 for fault in faults)


async def test_zz_log_is_debug_and_never_shows_the_token(
    telegram: FakeTelegramServer, bot_process: BotProcess
) -> None:
    """Runs last: stops the bot gracefully and reads everything it printed."""
    assert await bot_process.stop() == 0
    assert bot_process.stopped_by == "SIGINT"
    log = bot_process.output()
    assert " DEBUG " in log, "LOG_LEVEL=DEBUG was not applied"
    if any(f.method == "getUpdates" and f.used for f in telegram.faults):
        assert "Failed to fetch updates" in log  # the outage was logged, and read here
    token = telegram.token
    for form in {token, quote(token, safe=""), quote(token)}:
        assert form not in log, f"the token ({form}) leaked into the log"
