"""``bridge-laws ruling`` run as a program: the issue's "done means", output and exit codes."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from typing import Any

if shutil.which("bridge-laws"):
    COMMAND = ["bridge-laws", "ruling"]
else:
    COMMAND = [
        sys.executable,
        "-c",
        "import sys; from bot.cli import main; sys.exit(main())",
        "ruling",
    ]

FIELDS = {
    "status",
    "irregularity",
    "offender",
    "laws",
    "penalties",
    "lead_restrictions",
    "adjusted_score",
    "next_to_call",
    "auction",
    "questions",
    "summary",
    "error",
    "trick",
    "outside",
}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*COMMAND, *args], input=stdin, capture_output=True, text=True, timeout=60, check=False
    )


def ruling_json(text: str) -> dict[str, Any]:
    done = run("--json", text)
    assert done.returncode == 0, done.stderr
    payload: dict[str, Any] = json.loads(done.stdout)
    assert set(payload) == FIELDS
    return payload


def test_insufficient_bid_asks_whether_lho_accepted() -> None:
    out = ruling_json("1♠ пас 1♥")
    assert out["status"] == "needs_facts"
    assert out["irregularity"] == "insufficient_bid"
    assert out["offender"] == "S"
    assert [q["fact"] for q in out["questions"]] == ["accepted"]
    assert out["questions"][0]["options"] == ["да", "нет"]
    assert "27" in out["laws"]


def test_correction_to_another_bid_bars_partner_and_restricts_the_heart_lead() -> None:
    out = ruling_json("1♠ пас 1♥ ; принято=нет замена=2♠ конвенционно=нет")
    assert out["status"] == "final"
    assert out["penalties"] == [{"seat": "N", "kind": "pass_throughout", "law": "27B2"}]
    assert {"27B2", "26A2"} <= set(out["laws"])
    assert out["lead_restrictions"] == "26A"
    assert out["next_to_call"] == "W"
    assert "черв" in out["summary"] and "Север" in out["summary"]
    assert out["auction"] == {
        "dealer": "N",
        "contract": None,
        "declarer": None,
        "opening_leader": None,
        "passed_out": False,
        "complete": False,
        "calls": [
            {"seat": "N", "call": "1♠"},
            {"seat": "E", "call": "пас"},
            {"seat": "S", "call": "1♥"},
            {"seat": "S", "call": "2♠"},
        ],
        "dealer_from": "assumed",
    }
    assert "Сдающий не указан" in out["summary"]


def test_legal_auction_gives_contract_declarer_and_leader() -> None:
    out = ruling_json("1♠ к 2♠ пас пас к пас пас пас")
    assert out["irregularity"] == "none"
    assert out["auction"]["contract"] == "2♠X"
    assert (out["auction"]["declarer"], out["auction"]["opening_leader"]) == ("N", "E")
    out = ruling_json("пас пас пас пас")
    assert out["auction"]["passed_out"] is True


def test_human_output_is_russian_and_says_the_same() -> None:
    done = run("1♠ пас 1♥ ; принято=нет замена=2♠ конвенционно=нет")
    assert done.returncode == 0, done.stderr
    assert "27B2" in done.stdout and "26A" in done.stdout
    assert "Север пасует до конца торговли" in done.stdout
    assert "Следующим заявляет: Запад" in done.stdout


def test_stdin_when_no_argument() -> None:
    done = run("--json", stdin="1♠ пас 1♥\n")
    assert done.returncode == 0
    assert json.loads(done.stdout)["irregularity"] == "insufficient_bid"


def test_bad_input_exits_2_with_a_russian_message_naming_the_token() -> None:
    done = run("1♠ пас 1з")
    assert done.returncode == 2
    assert "«1з»" in done.stderr
    assert done.stdout == ""
    done = run("--json", "1♠ Щ:пас")
    assert done.returncode == 2
    assert json.loads(done.stdout)["status"] == "error"
    assert "«Щ:»" in done.stderr


def test_empty_input_is_bad_input() -> None:
    done = run(stdin="")
    assert done.returncode == 2
    assert "Пустой ввод" in done.stderr


def test_jsonl_answers_every_line_in_order_and_never_stops() -> None:
    lines = ["1♠ пас 1♥", "1♠ пас 1з", "", "<b>x</b>", "1♠ пас 4♠ пас пас пас"]
    done = run("--jsonl", stdin="\n".join(lines) + "\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["status"] for a in answers] == ["needs_facts", "error", "error", "error", "final"]
    assert all(set(a) == FIELDS for a in answers)
    assert answers[-1]["auction"]["contract"] == "4♠"
