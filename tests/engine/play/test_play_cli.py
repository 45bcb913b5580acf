"""``bridge-laws card`` run as a program: the issue's "done means" and the exit codes."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from typing import Any

import pytest

DUMMY = "♠KJ5 ♥A32 ♦- ♣QT98"
if shutil.which("bridge-laws"):
    COMMAND = ["bridge-laws", "card"]
else:
    COMMAND = [
        sys.executable,
        "-c",
        "import sys; from bot.cli import main; sys.exit(main())",
        "card",
    ]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*COMMAND, *args], input=stdin, capture_output=True, text=True, timeout=60, check=False
    )


def card_json(text: str) -> dict[str, Any]:
    done = run("--json", text)
    assert done.returncode == 0, done.stderr
    payload: dict[str, Any] = json.loads(done.stdout)
    return payload


@pytest.mark.parametrize(
    ("said", "card", "law"),
    [
        ("валет ; led=♠", "♠J", "46B3(B)"),  # the "done means"
        ("пика", "♠5", "46B2"),
        ("старшую пику", "♠K", "46B1"),
        ("дама пик", None, "46B4"),
    ],
)
def test_done_means(said: str, card: str | None, law: str) -> None:
    payload = card_json(f"{DUMMY} ; {said}")
    assert (payload["status"], payload["card"], payload["law"]) == ("final", card, law)
    assert payload["choices"] == []


def test_rank_in_two_suits_without_facts_asks_which() -> None:
    payload = card_json("♠KJ5 ♥J32 ♦- ♣QT98 ; валет")
    assert payload["status"] == "needs_facts"
    assert payload["card"] is None
    assert payload["choices"] == ["♠J", "♥J"]


def test_human_output_is_russian() -> None:
    done = run(f"{DUMMY} ; валет ; led=♠")
    assert done.returncode == 0
    assert "♠J" in done.stdout and "валет пик" in done.stdout and "46B3(B)" in done.stdout


def test_bad_input_exits_2_with_the_bad_word_on_stderr() -> None:
    done = run(f"{DUMMY} ; валетт")
    assert done.returncode == 2
    assert "«валетт»" in done.stderr and "Traceback" not in done.stderr
    done = run("--json", f"{DUMMY} ; валетт")
    assert done.returncode == 2
    assert json.loads(done.stdout)["status"] == "error"


def test_text_from_stdin() -> None:
    done = run("--json", stdin=f"{DUMMY} ; маленькую черву\n")
    assert done.returncode == 0
    assert json.loads(done.stdout)["card"] == "♥2"


def test_jsonl_one_object_per_line_and_never_stops() -> None:
    lines = [f"{DUMMY} ; пика", "мусор", "", f"{DUMMY} ; старшую трефу", "\x00\x01🂡"]
    done = run("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [item["status"] for item in out] == ["final", "error", "error", "final", "error"]
    assert [item["card"] for item in out] == ["♠5", None, None, "♣Q", None]
