"""Start-up of ``bridge-laws bot`` against the fake Bot API: a refused token, a flaky API."""

from __future__ import annotations

from pathlib import Path

import pytest

from laws_text import load_corpus
from tests.e2e.botproc import ANSWERED_WITHIN, STARTED_WITHIN, BotProcess, bot_env
from tests.e2e.conftest import person
from tests.fakes import FakeTelegramServer

pytestmark = pytest.mark.slow  # each test starts the bot as a process

REFUSED_TOKEN = "987654:RefusedTokenSecretPart"


async def test_refused_token_exits_2_without_printing_it(
    telegram: FakeTelegramServer, tmp_path: Path
) -> None:
    process = BotProcess(bot_env(telegram, tmp_path, BOT_TOKEN=REFUSED_TOKEN), tmp_path)
    await process.start()
    try:
        code = await process.wait(timeout=STARTED_WITHIN)
    finally:
        await process.stop()
    output = process.output()
    assert code == 2, output[-2000:]
    assert "BOT_TOKEN" in output
    assert "RefusedTokenSecretPart" not in output
    assert telegram.unauthorized == ["getMe"]  # one refusal is enough to stop


async def test_api_down_at_start_then_serving(
    telegram: FakeTelegramServer, tmp_path: Path
) -> None:
    getme = telegram.fail("getMe", 502, times=2)
    process = BotProcess(bot_env(telegram, tmp_path), tmp_path)
    await process.start()
    try:
        await telegram.wait_for("getUpdates", timeout=STARTED_WITHIN, delivered=False)
        user = person(90)
        mark = len(telegram.calls)
        telegram.feed(telegram.build.command("law", "27B1", user=user))
        title = load_corpus()["27B1"].title
        await telegram.wait_for(
            "sendMessage",
            lambda c: c.params["chat_id"] == user["id"] and title in c.result["text"],
            after=mark, timeout=ANSWERED_WITHIN)
    finally:
        code = await process.stop()
    assert getme.used == 2
    assert code == 0, process.output()[-2000:]
