"""`bridge-laws start` (the README's run command): console without a token."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


@pytest.mark.slow  # starts the program as a process
def test_start_without_token_runs_the_offline_console() -> None:
    env = {k: v for k, v in os.environ.items() if k != "BOT_TOKEN"}
    done = subprocess.run(
        [sys.executable, "-m", "bot.cli", "start"],
        input="/law 27B1\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "BOT_TOKEN не задан" in done.stderr
    assert "Неконвенционное назначение" in done.stdout  # the clause 27B1, answered offline
