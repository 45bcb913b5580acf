"""Row-by-row snapshots of the product on every story set and blind table, and their diff.

    python benchmarks/row_diff.py snapshot OUT.json [--only TEXT] [--workers N]
    python benchmarks/row_diff.py figures SNAP.json
    python benchmarks/row_diff.py diff BEFORE.json AFTER.json [-v]
    python benchmarks/row_diff.py misses SNAP.json [--only TEXT] [--kind KIND]

``snapshot`` runs every row of ``tests/data/stories/**/*.tsv`` through ``engine.answer.answer``
(what ``bridge-laws ask --jsonl --top 3`` prints) and every row of
``tests/data/play_scenarios_blind*.tsv`` through ``engine.answer.rule_text`` (what ``bridge-laws
ruling`` prints), in-process, and writes what each row got and whether it passed each check
(``--only`` keeps rows whose file path contains TEXT). The checks are those of
``benchmarks/story_quality.py`` and ``tests/engine/conduct/blind_table.py``:

- ``s1``/``s3``: search top-1/top-3 on rows with clauses; ``auc``/``play``: the ruling's
  irregularity, offender and a cited law at once, by period; ``out``: a law outside 19-46 named
  on rows that have one; ``fa``: a law outside flagged on a row that has none (a failure);
  ``blind``: a blind-table row ruled as the row says.

Rows are grouped so that unseen data stays unseen: ``unseen`` (the md5 slices of the released
held-out story sets, ``benchmarks/train_outside.py`` ``MD5_SLICED``) and ``blind-holdout``
(the blind tables' holdout halves) are only ever counted; ``dev`` and ``blind-dev`` rows may be
listed. ``diff`` prints, per group and check, the counts before and after and how many rows
turned each way, and with ``-v`` the development rows that changed; ``misses`` lists the
development rows that fail a check. A snapshot before and after an engine change shows what
the change did to every row, not only to the figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from story_quality import (  # noqa: E402
    AUCTION_CODES,
    Story,
    is_hit,
    read_stories,
    ruling_checks,
)
from train_outside import MD5_SLICED  # noqa: E402

STORIES = ROOT / "tests" / "data" / "stories"
DATA = ROOT / "tests" / "data"
CHECKS = ("s1", "s3", "auc", "play", "out", "fa", "blind")
GROUPS = ("dev", "unseen", "blind-dev", "blind-holdout")
SEEN = {"dev", "blind-dev"}

Row = dict[str, Any]

_searcher: Any = None


def _start_worker() -> None:
    global _searcher
    from engine.search import get_searcher

    _searcher = get_searcher()
    _searcher.accelerate()


def _story_group(path: Path, text: str) -> str:
    folder = path.parent.name
    sliced = folder in MD5_SLICED and int(hashlib.md5(text.encode()).hexdigest(), 16) % 3 == 0
    return "unseen" if sliced else "dev"


def _story_row(path: Path, line: int, story: Story) -> Row:
    from engine.answer import answer

    reply = answer(story.text, _searcher, 3)
    corpus = _searcher.corpus
    results = [hit.clause_id for hit in reply.result.hits][:3]
    ruling = None if reply.ruling is None else reply.ruling.to_json()
    checks: dict[str, bool | None] = dict.fromkeys(CHECKS)
    if story.clauses:
        hits = [is_hit(corpus, result, story.clauses) for result in results]
        checks["s1"] = bool(hits[:1] and hits[0])
        checks["s3"] = any(hits)
    outside = [str(number) for number in reply.outside_ids or []]
    if story.outside:
        checks["out"] = bool(set(story.outside) & set(outside))
    else:
        checks["fa"] = not outside
    if story.irregularity != "-":
        period = "auc" if story.irregularity in AUCTION_CODES else "play"
        checks[period] = all(ruling_checks(story, ruling).values())
    return {
        "key": f"{path.relative_to(STORIES)}:{line}",
        "group": _story_group(path, story.text),
        "checks": {name: value for name, value in checks.items() if value is not None},
        "got": {"results": results, "outside": outside, "ruling": _short(ruling)},
        "want": {"clauses": list(story.clauses), "outside": list(story.outside),
                 "irregularity": story.irregularity, "offender": story.offender,
                 "laws": list(story.ruling_laws)},
        "text": story.text,
    }


def _short(ruling: dict[str, Any] | None) -> dict[str, Any] | None:
    if ruling is None:
        return None
    keys = ("status", "irregularity", "offender", "laws", "trick", "outside", "summary")
    return {key: ruling.get(key) for key in keys}


def _blind_row(path: Path, row: dict[str, str]) -> Row:
    from engine.answer import rule_text
    from tests.engine.conduct.blind_table import check_ruling

    out = rule_text(row["story"], _searcher.corpus, _searcher).to_json()
    try:
        check_ruling(row, out)
        passed = True
    except AssertionError:
        passed = False
    return {
        "key": f"{path.name}:{row['name']}",
        "group": "blind-holdout" if row["half"] == "holdout" else "blind-dev",
        "checks": {"blind": passed},
        "got": {"ruling": _short(out)},
        "want": {key: row[key] for key in ("status", "irregularity", "offender", "laws",
                                             "trick", "outside")},
        "text": row["story"],
    }


def _run_file(path_text: str) -> list[Row]:
    path = Path(path_text)
    if path.parent == DATA:
        from tests.engine.conduct.blind_table import read_rows

        return [_blind_row(path, row) for row in read_rows(path)]
    return [
        _story_row(path, line, story)
        for line, story in enumerate(read_stories(path), start=2)
    ]


def _files(only: str | None) -> list[Path]:
    files = sorted(STORIES.rglob("*.tsv")) + sorted(DATA.glob("play_scenarios_blind*.tsv"))
    return [path for path in files if only is None or only in str(path.relative_to(ROOT))]


def snapshot(out: Path, only: str | None, workers: int) -> None:
    files = _files(only)
    rows: list[Row] = []
    # the biggest files first, so the last worker is not left with a long one
    order = sorted(files, key=lambda path: -path.stat().st_size)
    with ProcessPoolExecutor(max_workers=workers, initializer=_start_worker) as pool:
        for done, batch in enumerate(pool.map(_run_file, map(str, order)), start=1):
            rows += batch
            print(f"\r{done}/{len(order)} files", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    rows.sort(key=lambda row: row["key"])
    out.write_text(json.dumps(rows, ensure_ascii=False), encoding="utf-8")
    print(f"{len(rows)} rows -> {out}")


def _load(path: Path) -> dict[str, Row]:
    return {row["key"]: row for row in json.loads(path.read_text(encoding="utf-8"))}


def _tally(rows: dict[str, Row]) -> dict[tuple[str, str], Counter[bool]]:
    tally: dict[tuple[str, str], Counter[bool]] = {}
    for row in rows.values():
        for check, passed in row["checks"].items():
            tally.setdefault((row["group"], check), Counter())[passed] += 1
    return tally


def figures(path: Path) -> None:
    tally = _tally(_load(path))
    for group in GROUPS:
        cells = [
            f"{check} {tally[(group, check)][True]}/{sum(tally[(group, check)].values())}"
            for check in CHECKS if (group, check) in tally
        ]
        if cells:
            print(f"{group:14} " + "  ".join(cells))


def _changes(before: dict[str, Row], after: dict[str, Row]) -> Iterator[tuple[Row, str, int]]:
    for key in sorted(set(before) & set(after)):
        old, new = before[key], after[key]
        for check, passed in new["checks"].items():
            was = old["checks"].get(check)
            if was is not None and was != passed:
                yield new, check, 1 if passed else -1


def diff(before_path: Path, after_path: Path, verbose: bool) -> None:
    before, after = _load(before_path), _load(after_path)
    old, new = _tally(before), _tally(after)
    turned: Counter[tuple[str, str, int]] = Counter()
    listed: list[str] = []
    for row, check, sign in _changes(before, after):
        turned[(row["group"], check, sign)] += 1
        if row["group"] in SEEN:
            listed.append(f"{'+' if sign > 0 else '-'}{check:5} {row['key']}  {_said(row)}")
    for group in GROUPS:
        cells = []
        for check in CHECKS:
            if (group, check) not in new:
                continue
            total = sum(new[(group, check)].values())
            cells.append(
                f"{check} {old.get((group, check), Counter())[True]}->{new[(group, check)][True]}"
                f"/{total} (+{turned[(group, check, 1)]} -{turned[(group, check, -1)]})"
            )
        if cells:
            print(f"{group:14} " + "  ".join(cells))
    only_one = set(before) ^ set(after)
    if only_one:
        print(f"{len(only_one)} rows in one snapshot only")
    if verbose:
        print("\n".join(listed))


def _said(row: Row) -> str:
    got = row["got"]
    ruling = got.get("ruling") or {}
    return (f"got {' '.join(got.get('results') or [])} | {ruling.get('irregularity')} "
            f"{ruling.get('offender')} {' '.join(ruling.get('laws') or [])}")


def misses(path: Path, only: str | None, kind: str | None) -> None:
    for row in _load(path).values():
        if row["group"] not in SEEN or (only and only not in row["key"]):
            continue
        failed = [check for check, passed in row["checks"].items()
                  if not passed and (kind is None or check == kind)]
        if failed:
            want = row["want"]
            print(f"{' '.join(failed)}  {row['key']}\n  {row['text'][:400]}\n"
                  f"  want {json.dumps(want, ensure_ascii=False)}\n  {_said(row)}"
                  f" | {(row['got'].get('ruling') or {}).get('summary', '')[:200]}\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("snapshot")
    take.add_argument("out", type=Path)
    take.add_argument("--only")
    take.add_argument("--workers", type=int, default=2)
    show = commands.add_parser("figures")
    show.add_argument("snap", type=Path)
    compare = commands.add_parser("diff")
    compare.add_argument("before", type=Path)
    compare.add_argument("after", type=Path)
    compare.add_argument("-v", "--verbose", action="store_true")
    failing = commands.add_parser("misses")
    failing.add_argument("snap", type=Path)
    failing.add_argument("--only")
    failing.add_argument("--kind", choices=CHECKS)
    args = parser.parse_args()
    if args.command == "snapshot":
        snapshot(args.out, args.only, args.workers)
    elif args.command == "figures":
        figures(args.snap)
    elif args.command == "diff":
        diff(args.before, args.after, args.verbose)
    else:
        misses(args.snap, args.only, args.kind)
    return 0


if __name__ == "__main__":
    sys.exit(main())
