"""``bridge-laws ask`` as other programs run it: JSON contract, JSONL batches, exit codes.

What crosses the process boundary (stdout, stdin, the exit code, what gets imported) runs
the real command in a subprocess; the rest calls the same ``main`` in this process
(``ask_here``). Both load the search the session built (``search_cache``, tests/conftest.py):
a subprocess inherits the environment that names the cache directory.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.cli import main

ROOT = Path(__file__).resolve().parents[3]


def ask(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", "ask", *args],
        input=stdin if stdin is not None else "",
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )


@dataclass(frozen=True)
class Done:
    returncode: int
    stdout: str
    stderr: str


Ask = Callable[..., Done]


@pytest.fixture
def ask_here(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Ask:
    """``bridge-laws ask ARGS`` run by ``bot.cli.main`` in this process, stdin empty."""

    def run(*args: str) -> Done:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8"))
        capsys.readouterr()
        try:
            code = main(["ask", *args])
        except SystemExit as exit_:  # argparse's errors, as the process would exit
            code = exit_.code if isinstance(exit_.code, int) else 1
        out, err = capsys.readouterr()
        return Done(code, out, err)

    return run


def test_json_follows_the_contract() -> None:
    done = ask("--json", "пас не в свою очередь")
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert set(payload) == {"query", "results", "outside", "ruling"}
    assert payload["query"] == "пас не в свою очередь"
    assert 1 <= len(payload["results"]) <= 3
    for result in payload["results"]:
        assert set(result) == {"id", "law", "title", "score", "text"}
        assert isinstance(result["law"], int) and 19 <= result["law"] <= 46
        assert isinstance(result["score"], float)
        assert result["id"].startswith(str(result["law"]))
    assert payload["results"][0]["id"].startswith("30")


def test_top_limits_the_results(ask_here: Ask) -> None:
    payload = json.loads(ask_here("--json", "--top", "5", "контра").stdout)
    assert len(payload["results"]) == 5
    assert json.loads(ask_here("--json", "--top", "1", "контра").stdout)["results"][0]


def test_a_miss_is_an_empty_list(ask_here: Ask) -> None:
    done = ask_here("--json", "рецепт борща")
    assert done.returncode == 0
    assert json.loads(done.stdout) == {
        "query": "рецепт борща", "results": [], "outside": [], "ruling": None
    }


def test_jsonl_answers_every_line_in_order() -> None:
    lines = ["недостаточное назначение", "", "😀😀", "27б1", "рецепт борща", "x" * 7000]
    done = ask("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0]["query"] == lines[0] and out[0]["results"][0]["id"].startswith("27")
    for bad in (out[1], out[2], out[5]):
        assert bad["status"] == "error" and bad["error"]
    assert out[3]["results"][0]["id"] == "27B1"
    assert out[4]["results"] == []


@pytest.mark.parametrize(
    "args",
    [("",), ("   ",), ("--top", "0", "контра"), ("--top", "x", "контра"), ("🙈🙈",)],
)
def test_bad_input_exits_2_with_russian_message(ask_here: Ask, args: tuple[str, ...]) -> None:
    done = ask_here(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert any("а" <= char <= "я" for char in done.stderr)
    assert "Traceback" not in done.stderr


def test_empty_stdin_is_bad_input() -> None:
    assert ask(stdin="").returncode == 2


def test_human_answer_is_russian_with_ids_and_titles(ask_here: Ask) -> None:
    done = ask_here("недостаточное назначение")
    assert done.returncode == 0
    assert "Правило 27" in done.stdout and "Недостаточное назначение" in done.stdout
    miss = ask_here("рецепт борща")
    assert "Ничего не нашёл" in miss.stdout


@pytest.mark.parametrize(
    "junk",
    ["SELECT * FROM laws; DROP TABLE laws; --", "<script>alert(1)</script>", "12345",
     "\x7f\x01binary\x02"],
)
def test_junk_gets_an_answer_not_a_traceback(ask_here: Ask, junk: str) -> None:
    done = ask_here("--json", junk)
    assert done.returncode in (0, 2)
    assert "Traceback" not in done.stderr
    if done.returncode == 0:
        assert set(json.loads(done.stdout)) == {"query", "results", "outside", "ruling"}


def test_ask_never_imports_aiogram() -> None:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "bot.cli", "ask", "--json", "контра"],
        capture_output=True, text=True, timeout=60, cwd=ROOT,
    )
    assert done.returncode == 0
    imported = [line.split("|")[-1].strip() for line in done.stderr.splitlines()]
    assert "engine.search" in imported
    assert not [name for name in imported if name.split(".")[0] == "aiogram"]
