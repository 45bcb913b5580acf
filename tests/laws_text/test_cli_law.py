"""`bridge-laws law` and `bridge-laws import` as other programs run them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.laws_text.conftest import CANONICAL, SOURCES


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.cli", *args], capture_output=True, text=True, timeout=60
    )


def test_law_json_follows_the_contract() -> None:
    done = run("law", "--json", "31B")
    assert done.returncode == 0, done.stderr
    payload = json.loads(done.stdout)
    assert set(payload) == {
        "id",
        "title",
        "path",
        "text",
        "footnotes",
        "refs",
        "children",
        "parent",
    }
    assert payload["id"] == "31B"
    assert payload["path"] == [
        "Правило 31. Назначение вне очереди",
        "B. В очередь партнера или LHO",
    ]
    assert payload["parent"] == "31"
    assert payload["children"] == []
    assert payload["refs"] == ["23A", "26"]
    assert payload["footnotes"] == [
        "Если он их делал, то последующие заявки в очередь LHO трактуются, как изменения "
        "заявок, и применяется правило 25."
    ]
    assert "заявок(**)" in payload["text"]


def test_law_26a2_is_whole_and_26_shows_its_footnote() -> None:
    text_26a2 = run("law", "26A2").stdout
    assert "специфицированную масть" in text_26a2
    assert "Если заявка была повторена" not in text_26a2
    text_26 = run("law", "26").stdout
    marker_line = next(i for i, line in enumerate(text_26.splitlines()) if "другую(*)" in line)
    note_line = next(
        i for i, line in enumerate(text_26.splitlines()) if "Если заявка была повторена" in line
    )
    assert note_line == marker_line + 1


def test_forgiving_id_and_refs_only_inside_the_text() -> None:
    payload = json.loads(run("law", "--json", "Правило", "20", "C", "1").stdout)
    assert payload["id"] == "20C1"
    assert payload["refs"] == ["41"]  # 47E is outside the text: not printed as an id


def test_unknown_and_bad_ids_exit_2_in_russian() -> None:
    missing = run("law", "27B4")
    assert missing.returncode == 2
    assert "Нет пункта 27B4" in missing.stderr and "27B1–27B3" in missing.stderr
    outside = run("law", "--json", "64")
    assert outside.returncode == 2 and "19–46" in outside.stderr and outside.stdout == ""
    junk = run("law", "<script>")
    assert junk.returncode == 2 and "не похоже на номер правила" in junk.stderr


def test_import_rebuilds_the_canonical_file(tmp_path: Path) -> None:
    out = tmp_path / "laws.txt"
    done = run("import", *map(str, sorted(SOURCES.glob("*.txt"))), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8") == CANONICAL.read_text(encoding="utf-8")
    assert "совпало" in done.stderr
    missing = run("import", str(tmp_path / "nope.txt"), "-o", str(out))
    assert missing.returncode == 2 and "нет такого файла" in missing.stderr
