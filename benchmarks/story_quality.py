"""Quality on table stories and forum posts: search, laws outside 19-46, and rulings.

    python benchmarks/story_quality.py
        [--holdout | --holdout2 | ... | --holdout61 | --all]
        [--only PREFIX]
        [--misses]

Reads the story sets ``tests/data/stories/*.tsv`` (development; ``--holdout`` scores
``tests/data/stories/holdout/*.tsv`` instead, ``--all`` both). The first held-out set was
scored once at the end of a session and then released as development data; ``--holdout2``
scores the second, ``tests/data/stories/holdout2/``, written by new voices and never tuned
on: it is scored at the end of a session and its figures reported first (``--holdout3``,
a third set by three more authors, written when the second had been scored). Both were
scored at the end of stop 11 and are development data now (``--all`` includes the
second; the third is kept apart as a check that is read only as a figure);
``--holdout4`` scores the set written after that, by four more authors (scored at the end
of stop 12, development data since stop 13); ``--holdout5`` the set written in stop 13 by
four more (scored at its end, development data since stop 14); ``--holdout6`` the set
written in stop 14 by four more (scored at its end, development data since stop 15);
``--holdout7`` the set written in stop 15 by four more (scored at its end, development data
since stop 16, an md5 slice of it kept unseen by that session's helpers); ``--holdout8`` the
set written in stop 16 by nine more (scored at its end, development data since stop 17, an md5
slice of it kept unseen by that session's helpers); ``--holdout9`` the set written in stop 17
by nine more (scored at its end, then released; an md5 slice of it stays unseen);
``--holdout10`` the set written in stop 18 by nine more (scored at its end, then released; an
md5 slice of it stays unseen); ``--holdout11`` the set written in stop 19 by nine more
(scored once at its end, then released; an md5 slice of it stays unseen, so its misses are
never printed); ``--holdout12`` the set written in stop 20 by nine more (scored once at
its end, then released; an md5 slice of it stays unseen, so its misses are never printed);
``--holdout13`` the set written in stop 21 by nine more, ``--holdout14`` the set of stop 23,
``--holdout15`` the set of stop 24, ``--holdout16`` the set of stop 25, ``--holdout17`` the
set of stop 26, ``--holdout18`` the set of stop 27, ``--holdout19`` the set of stop 28,
``--holdout20`` the set of stop 29, ``--holdout21`` the set of stop 30, ``--holdout22``
the set of stop 31, ``--holdout23`` the set of stop 32, ``--holdout24`` the set of stop 33,
``--holdout25`` the set of stop 34, ``--holdout26`` the set of stop 35, ``--holdout27``
the set of stop 36, ``--holdout28`` the set of stop 37, ``--holdout29`` the set of stop 38,
``--holdout30`` the set of stop 39, ``--holdout31`` the set of stop 40, ``--holdout32``
the set of stop 41, ``--holdout33`` the set of stop 42, ``--holdout34`` the set of stop
43, ``--holdout35`` the set of stop 44, ``--holdout36`` the set of stop 45,
``--holdout37`` the set of stop 46, ``--holdout38`` the set of stop 47, ``--holdout39``
the set of stop 48, ``--holdout40`` the set of stop 49, ``--holdout41`` the set of stop
50, ``--holdout42`` the set of stop 51, ``--holdout43`` the set of stop 52,
``--holdout44`` the set of stop 53, ``--holdout45`` the set of stop 54, ``--holdout46``
the set of stop 55, ``--holdout47`` the set of stop 56, ``--holdout48`` the set
of stop 57, ``--holdout49`` the set of stop 58, ``--holdout50`` the set of stop 59,
``--holdout51`` the set of stop 60, ``--holdout52`` the set of stop 61,
``--holdout53`` the set of stop 62, ``--holdout54`` the set of stop 63,
``--holdout57`` the set of stop 66, ``--holdout58`` the set of stop 67,
``--holdout59`` the set of stop 68, ``--holdout60`` the set of stop 69 and
``--holdout61`` the set of stop 70
(each scored once, then released; an md5 slice of each stays unseen, so their misses are
never printed).
It runs the product through its JSON contract: one ``bridge-laws ask --jsonl --top 3``
subprocess per file, one post per line. It prints, per set and overall:

- search: top-1, top-3 and MRR@3 over ``clauses`` (a result counts when it is an
  accepted id or lies below one; rows with ``clauses`` = ``-`` are skipped), per style
  and for the English originals, next to BM25 over Snowball stems (the baseline of
  ``benchmarks/search_quality.py``) on the same rows;
- outside: recall (rows naming laws outside 19-46 whose ``outside`` list names one of
  them) and false alarms (rows with ``outside`` = ``-`` that were flagged);
- rulings, over rows with an ``irregularity``: the share whose ``ruling`` matches on
  irregularity, offender (``-`` expects null) and a cited law (any of ``ruling_laws`` in
  ``ruling.laws``; a row with ``ruling_laws`` = ``-`` passes this one) at once, and each
  of the three alone; split by period (the auction's irregularities, then the play's and
  Laws 20-23's), with the auction's misses counted by kind (no ruling, an auction found
  regular, another irregularity, another offender, another clause).

``outside`` and ``ruling`` may be absent from the output (before the engine has them):
then they count as empty and null.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from search_quality import snowball_bm25  # noqa: E402

from laws_text import Corpus, load_corpus  # noqa: E402

STORIES = ROOT / "tests" / "data" / "stories"
HOLDOUT = STORIES / "holdout"
LAST_SET = 61  # held-out sets holdout2 … holdout44, each with its own flag
# sets released after one scoring with an md5 slice kept unseen: figures only, never misses
FIGURES_ONLY = range(11, LAST_SET + 1)
TOP = 3
HEADER = [
    "story", "clauses", "outside", "status", "irregularity",
    "offender", "ruling_laws", "trick", "style", "why",
]
_LATIN = re.compile(r"[A-Za-z]")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


@dataclass(frozen=True)
class Story:
    text: str
    clauses: tuple[str, ...]
    outside: tuple[str, ...]
    irregularity: str
    offender: str | None
    ruling_laws: tuple[str, ...]
    style: str

    @property
    def english(self) -> bool:
        """An English original: more Latin letters than Cyrillic ones."""
        return len(_LATIN.findall(self.text)) > len(_CYRILLIC.findall(self.text))


@dataclass
class Answer:
    """What the product said about one post (the fields this benchmark reads)."""

    results: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    ruling: dict | None = None
    fields: frozenset[str] = frozenset()  # which of "outside", "ruling" the line carried


def _ids(value: str) -> tuple[str, ...]:
    return () if value == "-" else tuple(value.split())


def read_stories(path: Path) -> list[Story]:
    lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
    if lines[0].split("\t") != HEADER:
        msg = f"{path}: unexpected header {lines[0]!r}"
        raise ValueError(msg)
    stories = []
    for line in lines[1:]:
        text, clauses, outside, _, irregularity, offender, laws, _, style, _ = line.split("\t")
        stories.append(
            Story(text, _ids(clauses), _ids(outside), irregularity,
                  None if offender == "-" else offender, _ids(laws), style)
        )
    return stories


def _command() -> list[str]:
    found = shutil.which("bridge-laws")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())"]


def ask_product(stories: list[Story]) -> list[Answer]:
    """One ``ask --jsonl`` process for the whole file; one JSON line back per post."""
    text = "".join(story.text.replace("\n", " ") + "\n" for story in stories)
    done = subprocess.run(
        [*_command(), "ask", "--jsonl", "--top", str(TOP)],
        input=text, capture_output=True, text=True, encoding="utf-8", check=False,
        cwd=ROOT,
    )
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    if len(lines) != len(stories):
        msg = (f"ask --jsonl gave {len(lines)} lines for {len(stories)} posts "
               f"(exit {done.returncode}): {done.stderr.strip()[:300]}")
        raise RuntimeError(msg)
    answers = []
    for line in lines:
        data = json.loads(line)
        answers.append(
            Answer(
                results=[hit["id"] for hit in data.get("results") or []],
                outside=[str(number) for number in data.get("outside") or []],
                ruling=data.get("ruling") if isinstance(data.get("ruling"), dict) else None,
                fields=frozenset(key for key in ("outside", "ruling") if key in data),
            )
        )
    return answers


def is_hit(corpus: Corpus, result: str, accepted: Iterable[str]) -> bool:
    if corpus.get(result) is None:
        return False
    above = {clause.id for clause in corpus.ancestors(result)}
    return any(clause_id in above for clause_id in accepted)


Scores = tuple[int, int, float]


def score_search(corpus: Corpus, results: list[str], accepted: tuple[str, ...]) -> Scores:
    position = next(
        (i for i, result in enumerate(results[:TOP]) if is_hit(corpus, result, accepted)),
        None,
    )
    if position is None:
        return 0, 0, 0.0
    return int(position == 0), 1, 1.0 / (position + 1)


@dataclass
class Tally:
    """Figures of one set (or of several sets pooled)."""

    project: dict[str, list[Scores]] = field(default_factory=lambda: defaultdict(list))
    baseline: dict[str, list[Scores]] = field(default_factory=lambda: defaultdict(list))
    outside_hits: int = 0
    outside_rows: int = 0
    false_alarms: int = 0
    quiet_rows: int = 0
    rulings: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    ruling_rows: int = 0
    periods: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    auction_misses: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    misses: list[str] = field(default_factory=list)
    answers: int = 0
    carried: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add(self, other: Tally) -> None:
        for mine, theirs in ((self.project, other.project), (self.baseline, other.baseline)):
            for key, values in theirs.items():
                mine[key] += values
        self.outside_hits += other.outside_hits
        self.outside_rows += other.outside_rows
        self.false_alarms += other.false_alarms
        self.quiet_rows += other.quiet_rows
        for key, value in other.rulings.items():
            self.rulings[key] += value
        self.ruling_rows += other.ruling_rows
        for mine_count, theirs_count in ((self.periods, other.periods),
                                         (self.auction_misses, other.auction_misses)):
            for key, value in theirs_count.items():
                mine_count[key] += value
        self.misses += other.misses
        self.answers += other.answers
        for key, value in other.carried.items():
            self.carried[key] += value


def ruling_checks(story: Story, ruling: dict | None) -> dict[str, bool]:
    if ruling is None:
        return {"irregularity": False, "offender": False, "law": False}
    cited = set(ruling.get("laws") or [])
    return {
        "irregularity": ruling.get("irregularity") == story.irregularity,
        "offender": ruling.get("offender") == story.offender,
        # a row that names no law to cite (a case outside 19-46) has nothing to check here
        "law": not story.ruling_laws or any(law in cited for law in story.ruling_laws),
    }


def evaluate(
    corpus: Corpus, stories: list[Story], answers: list[Answer],
    baseline: Callable[[str], list[str]],
) -> Tally:
    tally = Tally()
    for story, answer in zip(stories, answers, strict=True):
        tally.answers += 1
        for key in answer.fields:
            tally.carried[key] += 1
        if story.clauses:
            mine = score_search(corpus, answer.results, story.clauses)
            theirs = score_search(corpus, baseline(story.text), story.clauses)
            for key in ("all", f"style {story.style}") + (("English",) if story.english else ()):
                tally.project[key].append(mine)
                tally.baseline[key].append(theirs)
            if not mine[0]:
                tally.misses.append(
                    f"[{story.style}] {story.text[:110]} | want {' '.join(story.clauses)} "
                    f"| got {' '.join(answer.results[:TOP]) or '-'}"
                )
        if story.outside:
            tally.outside_rows += 1
            tally.outside_hits += bool(set(story.outside) & set(answer.outside))
        else:
            tally.quiet_rows += 1
            tally.false_alarms += bool(answer.outside)
        if story.irregularity != "-":
            tally.ruling_rows += 1
            checks = ruling_checks(story, answer.ruling)
            for key, passed in checks.items():
                tally.rulings[key] += passed
            tally.rulings["all three"] += all(checks.values())
            period = "auction" if story.irregularity in AUCTION_CODES else "play"
            tally.periods[period] += 1
            tally.periods[f"{period} passed"] += all(checks.values())
            if period == "auction" and not all(checks.values()):
                tally.auction_misses[miss_kind(checks, answer.ruling)] += 1
    return tally


# the irregularities of the auction (Laws 24-39); the others are the play's and Laws 20-23's
AUCTION_CODES = frozenset((
    "insufficient_bid", "pass_out_of_rotation", "bid_out_of_rotation", "double_out_of_rotation",
    "inadmissible_double", "call_while_barred", "bid_above_seven", "call_after_final_pass",
    "change_of_call", "exposed_card",
))
MISS_KINDS = ("no ruling", "none found", "wrong code", "wrong offender", "law differs")


def miss_kind(checks: dict[str, bool], ruling: dict | None) -> str:
    """Why a ruling missed, the first reason in ``MISS_KINDS`` order: no ruling at all, an
    auction found regular, another irregularity, the right one charged to another player,
    or the right one and player with another clause (often a fact still asked)."""
    if ruling is None:
        return MISS_KINDS[0]
    if not checks["irregularity"]:
        return MISS_KINDS[1] if ruling.get("irregularity") == "none" else MISS_KINDS[2]
    return MISS_KINDS[3] if not checks["offender"] else MISS_KINDS[4]


def _means(values: list[Scores]) -> str:
    n = len(values)
    if not n:
        return f"{'-':>6} {'-':>6} {'-':>6}"
    top1 = sum(v[0] for v in values) / n
    top3 = sum(v[1] for v in values) / n
    mrr = sum(v[2] for v in values) / n
    return f"{top1:6.3f} {top3:6.3f} {mrr:6.3f}"


def _share(part: int, whole: int) -> str:
    return f"{part / whole:6.3f} ({part}/{whole})" if whole else "     - (0/0)"


def report(name: str, tally: Tally) -> None:
    print(f"\n== {name}")
    print(f"  {'search (top-1 top-3 MRR@3)':28s} {'project':>20s}   {'BM25 Snowball':>20s}     n")
    keys = ["all", "English", *sorted(k for k in tally.project if k.startswith("style "))]
    for key in keys:
        if key in tally.project:
            n = len(tally.project[key])
            print(f"  {key:28s} {_means(tally.project[key])}   "
                  f"{_means(tally.baseline[key])}  {n:4d}")
    print(f"  answers carrying `outside`: {tally.carried['outside']}/{tally.answers}, "
          f"`ruling`: {tally.carried['ruling']}/{tally.answers}")
    print(f"  outside: recall {_share(tally.outside_hits, tally.outside_rows)}, "
          f"false alarms {_share(tally.false_alarms, tally.quiet_rows)}   (baseline: none)")
    print(f"  rulings over {tally.ruling_rows} rows with an irregularity:")
    for key in ("all three", "irregularity", "offender", "law"):
        print(f"    {key:26s} {_share(tally.rulings[key], tally.ruling_rows)}")
    periods = ", ".join(f"{period} {tally.periods[f'{period} passed']}/{tally.periods[period]}"
                        for period in ("auction", "play"))
    print(f"    {'all three, by period':26s} {periods}")
    kinds = ", ".join(f"{kind} {tally.auction_misses[kind]}" for kind in MISS_KINDS)
    print(f"    {'auction misses, by kind':26s} {kinds}")


def story_files(args: argparse.Namespace) -> list[Path]:
    chosen = [n for n in range(2, LAST_SET + 1) if getattr(args, f"holdout{n}")]
    folders = (
        [HOLDOUT] if args.holdout
        else [STORIES / f"holdout{chosen[0]}"] if chosen
        else [STORIES, HOLDOUT, STORIES / "holdout2"] if args.all
        else [STORIES]
    )
    return [
        path for folder in folders for path in sorted(folder.glob("*.tsv"))
        if path.name.startswith(args.only)
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--holdout", action="store_true", help="score the held-out files")
    for n in range(2, LAST_SET + 1):
        which.add_argument(
            f"--holdout{n}", action="store_true",
            help=f"score held-out set {n} (tests/data/stories/holdout{n})"
            + ("; figures only, no --misses" if n in FIGURES_ONLY else ""),
        )
    which.add_argument(
        "--all", action="store_true", help="score every set released as development data"
    )
    parser.add_argument("--only", default="", help="only sets whose file name starts so")
    parser.add_argument("--misses", action="store_true", help="list the project's top-1 misses")
    args = parser.parse_args()
    for n in FIGURES_ONLY:
        if args.misses and getattr(args, f"holdout{n}"):
            parser.error(f"--holdout{n} is scored as figures only: its md5 slice stays unread")
    files = story_files(args)
    if not files:
        print("no story files found", file=sys.stderr)
        return 2
    corpus = load_corpus()
    baseline = snowball_bm25(corpus)
    overall = Tally()
    for path in files:
        stories = read_stories(path)
        tally = evaluate(corpus, stories, ask_product(stories), baseline)
        folder = path.parent.name + "/" if path.parent != STORIES else ""
        label = f"{folder}{path.stem}"
        report(f"{label} ({len(stories)} posts)", tally)
        overall.add(tally)
    report(f"overall ({len(files)} files)", overall)
    if args.misses:
        print("\nproject top-1 misses:")
        for miss in overall.misses:
            print(f"  {miss}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
