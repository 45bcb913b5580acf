"""``bridge-laws bot`` as a real subprocess, with its output kept in files for assertions."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tests.fakes import FakeTelegramServer

# Variables the bot reads; cleared from the inherited environment so a developer's shell
# (a real token, a real redis) never leaks into a test.
BOT_VARIABLES = (
    "BOT_TOKEN", "BOT_API_URL", "WEBHOOK_URL", "WEBHOOK_SECRET", "WEBHOOK_HOST", "WEBHOOK_PORT",
    "REDIS_URL", "FEEDBACK_DB", "LOG_LEVEL",
)

# How long a test waits on a bot process before it calls it dead. These bound liveness, not
# speed (benchmarks/startup.py measures that): the README suite runs three workers on two
# cores, so a process that starts in 5 s alone may take 30 s while two others start too (and
# a fresh clone's CI run, three workers busy, once took over 90 s: a false «dead» there).
STARTED_WITHIN = 180.0  # from the exec to its first getUpdates or setWebhook
ANSWERED_WITHIN = 30.0  # from an update to the bot's answer


def command() -> list[str]:
    """How to start ``bridge-laws bot``: the installed script, else the package's main."""
    beside = Path(sys.executable).with_name("bridge-laws")  # skips a pyenv shim's start-up
    script = str(beside) if beside.exists() else shutil.which("bridge-laws")
    if script is not None:
        return [script, "bot"]
    return [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())", "bot"]


def bot_env(server: FakeTelegramServer, workdir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in BOT_VARIABLES}
    env.update(
        BOT_TOKEN=server.token,
        BOT_API_URL=server.url,
        FEEDBACK_DB=str(workdir / "feedback.sqlite3"),
        LOG_LEVEL="DEBUG",
        PYTHONUNBUFFERED="1",
        NO_PROXY="127.0.0.1",
    )
    env.update(extra)
    return env


@dataclass
class BotProcess:
    """A running ``bridge-laws bot``; stdout and stderr go to files (no pipe can fill up)."""

    env: dict[str, str]
    workdir: Path
    process: asyncio.subprocess.Process | None = None
    returncode: int | None = None
    stopped_by: str = ""
    _files: list[object] = field(default_factory=list)

    @property
    def stdout_path(self) -> Path:
        return self.workdir / "bot.stdout"

    @property
    def stderr_path(self) -> Path:
        return self.workdir / "bot.stderr"

    async def start(self) -> None:
        out = self.stdout_path.open("wb")
        err = self.stderr_path.open("wb")
        self._files = [out, err]
        self.process = await asyncio.create_subprocess_exec(
            *command(), env=self.env, stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=err,
            cwd=self.workdir,
        )

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.returncode is None

    def output(self) -> str:
        """Everything the process printed so far (stdout then stderr)."""
        return "\n".join(
            path.read_text(encoding="utf-8", errors="replace")
            for path in (self.stdout_path, self.stderr_path) if path.exists()
        )

    async def wait(self, timeout: float) -> int:
        assert self.process is not None
        self.returncode = await asyncio.wait_for(self.process.wait(), timeout)
        return self.returncode

    async def stop(self, timeout: float = 10.0) -> int:
        """SIGINT (a graceful stop, like Ctrl+C), then SIGKILL if it does not exit in time."""
        assert self.process is not None
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGINT)
            try:
                await self.wait(timeout)
                self.stopped_by = "SIGINT"
            except TimeoutError:
                self.process.kill()
                await self.wait(timeout)
                self.stopped_by = "SIGKILL"
        for handle in self._files:
            handle.close()  # type: ignore[attr-defined]
        self.returncode = self.process.returncode
        assert self.returncode is not None
        return self.returncode
