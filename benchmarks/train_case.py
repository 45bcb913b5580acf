"""Learn the case model (``engine/story/case_model.py``) and print honest figures.

    python benchmarks/train_case.py [--l2 0.002] [--threshold 0.55] [--no-snippets]
        [--no-eval] [--write] [--leave-out SET,SET …] [--out FILE]

Data, never an unseen row: the released table stories (``tests/data/stories``; their md5
slices, the root files' held-out thirds and the unreleased sets left out, as in
``train_outside.py``) labelled with their irregularity code, or «outside» when a law outside
19-46 governs them; the dev halves of the blind play tables
(``tests/data/play_scenarios_*.tsv``; the holdout halves and unreleased tables left out); and
the play reader's snippets (``tests/data/play_story_snippets.tsv``, their event as a code).

Figures: each story set and each blind table is scored by a model learned without it (its
writers never seen): the share of its posts whose code the model names, by period, and among
the posts where the model is sure (probability at least ``--threshold``). ``--write`` learns
from everything and writes ``engine/data/case_model.tsv`` (or ``--out``); ``--leave-out``
learns without the named sets, so the engine run with that model can be measured on them.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import optimize, sparse  # scipy comes with bm25s (the bench extra)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from story_quality import AUCTION_CODES  # noqa: E402
from train_outside import IN_FILE, MD5_SLICED, STORIES, UNRELEASED  # noqa: E402

from engine.story.outside_model import features  # noqa: E402

DATA = ROOT / "tests" / "data"
OUT = ROOT / "engine" / "data" / "case_model.tsv"
UNRELEASED_TABLES: set[str] = set()  # blind tables written to be scored once
OUTSIDE = "outside"
# the snippets' events (engine.conduct.situation.Event values) as the codes of a ruling
SNIPPET_CODES = {
    "card_played": "card_played", "card_turned": "card_turned", "designation": "designation",
    "named_card": "designation", "dummy_action": "dummy_right", "dummy_breach": "dummy_breach",
    "dummy_indicated": "dummy_indicated_card", "dummy_misplaced": "dummy_misplayed_card",
    "explanation": "review_or_explanation", "review": "review_or_explanation",
    "fifth_card": "fifth_card", "follow_suit": "follow_suit",
    "misinformation": "misinformation", "opening_lead": "opening_lead",
    "dummy_layout": "opening_lead",
    "own_misunderstanding": "own_misunderstanding", "passed_out": "passed_out",
    "trick": "trick", "lead_out_of_turn": OUTSIDE, "revoke": OUTSIDE, "claim": OUTSIDE,
    "quitted_trick": OUTSIDE, "defective_trick": OUTSIDE,
}
SETTINGS = {"l2": 2e-3, "weakest": 0.02}
LEAST = 2  # a feature must be in this many training posts


@dataclass
class Row:
    text: str
    code: str
    group: str  # the set or table it belongs to (a fold of the evaluation)


def story_rows() -> list[Row]:
    rows: list[Row] = []
    folders = [STORIES, *sorted(p for p in STORIES.iterdir()
                                if p.is_dir() and p.name not in UNRELEASED)]
    for folder in folders:
        for path in sorted(folder.glob("*.tsv")):
            lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")[1:]
            for i, line in enumerate(lines):
                text, _, outside, status, code = line.split("\t")[:5]
                if folder.name in MD5_SLICED and int(
                        hashlib.md5(text.encode()).hexdigest(), 16) % 3 == 0:
                    continue
                if folder == STORIES and path.stem.startswith(IN_FILE) and i % 3 == 2:
                    continue
                if code == "-":
                    if status != OUTSIDE or outside == "-":
                        continue  # a general question names no case
                    code = OUTSIDE
                group = path.stem if folder == STORIES else folder.name
                rows.append(Row(text.replace("\n", " "), code, group))
    return rows


def table_rows() -> list[Row]:
    rows: list[Row] = []
    for path in sorted(DATA.glob("play_scenarios_*.tsv")):
        if path.stem in UNRELEASED_TABLES:
            continue
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
                if row["half"] != "dev":
                    continue
                code = OUTSIDE if row["status"] == OUTSIDE else row["irregularity"]
                if code != "*":
                    rows.append(Row(row["story"], code, path.stem))
    return rows


def snippet_rows() -> list[Row]:
    rows: list[Row] = []
    path = DATA / "play_story_snippets.tsv"
    with path.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            code = SNIPPET_CODES.get(row["event"])
            if code is not None:
                rows.append(Row(row["snippet"], code, "snippets"))
    return rows


@dataclass
class Data:
    classes: list[str]
    vocabulary: list[str]
    matrix: sparse.csr_matrix  # rows × features, binary
    labels: np.ndarray


def encode(rows: list[Row]) -> Data:
    classes = sorted({row.code for row in rows})
    index: dict[str, int] = {}
    indices, indptr = [], [0]
    for row in rows:
        found = sorted(features(row.text))
        indices += [index.setdefault(f, len(index)) for f in found]
        indptr.append(len(indices))
    shape = (len(rows), len(index))
    matrix = sparse.csr_matrix((np.ones(len(indices)), indices, indptr), shape=shape)
    labels = np.array([classes.index(row.code) for row in rows])
    return Data(classes, sorted(index, key=index.__getitem__), matrix, labels)


@dataclass
class Learned:
    prior: np.ndarray  # (classes,)
    weights: np.ndarray  # (features, classes), each feature's weights centred
    kept: np.ndarray  # (features,) bool


def learn(data: Data, train: np.ndarray) -> Learned:
    """Multinomial logistic regression (L-BFGS, L2) on the training rows (a boolean mask)
    over the features found in ``LEAST`` training posts or more."""
    x_all = data.matrix[train]
    present = np.asarray((x_all > 0).sum(axis=0)).ravel() >= LEAST
    x = x_all[:, present].tocsr()
    k = len(data.classes)
    onehot = np.eye(k)[data.labels[train]]
    n, d = x.shape

    def loss(flat: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = flat[: d * k].reshape(d, k), flat[d * k :]
        z = x @ w + b
        z -= z.max(axis=1, keepdims=True)
        log_p = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        value = -(onehot * log_p).sum() / n + SETTINGS["l2"] * (w * w).sum() / 2
        residual = (np.exp(log_p) - onehot) / n
        grad_w = x.T @ residual + SETTINGS["l2"] * w
        return value, np.concatenate([np.asarray(grad_w).ravel(), residual.sum(axis=0)])

    fit = optimize.minimize(loss, np.zeros(d * k + k), jac=True, method="L-BFGS-B",
                            options={"maxiter": 400})
    w, b = fit.x[: d * k].reshape(d, k), fit.x[d * k :]
    w = w - w.mean(axis=1, keepdims=True)  # a softmax is blind to a shift shared by all codes
    strong = np.abs(w).max(axis=1) >= SETTINGS["weakest"]
    kept = np.zeros(len(data.vocabulary), dtype=bool)
    kept[np.flatnonzero(present)[strong]] = True
    weights = np.zeros((len(data.vocabulary), k))
    weights[kept] = w[strong]
    return Learned(b - b.mean(), weights, kept)


def probabilities(data: Data, learned: Learned, rows: np.ndarray) -> np.ndarray:
    z = data.matrix[rows] @ learned.weights + learned.prior
    z -= z.max(axis=1, keepdims=True)
    p = np.exp(z)
    return p / p.sum(axis=1, keepdims=True)


def period(code: str) -> str:
    return "auction" if code in AUCTION_CODES else OUTSIDE if code == OUTSIDE else "play"


def evaluate(rows: list[Row], data: Data, threshold: float) -> None:
    """Each set scored by a model learned without it (the snippets are always learned from)."""
    groups = np.array([row.group for row in rows])
    tally: Counter[tuple[str, str]] = Counter()
    for group in sorted(set(groups.tolist()) - {"snippets"}):
        test = groups == group
        found = probabilities(data, learn(data, ~test), test)
        for row, p in zip([r for r, t in zip(rows, test, strict=True) if t], found,
                          strict=True):
            named = data.classes[int(p.argmax())]
            kind = period(row.code)
            tally[kind, "posts"] += 1
            tally[kind, "named"] += named == row.code
            if p.max() >= threshold:
                tally[kind, "sure"] += 1
                tally[kind, "sure and named"] += named == row.code
    print("each set scored by a model that never saw it:")
    for kind in ("auction", "play", OUTSIDE):
        posts, named = tally[kind, "posts"], tally[kind, "named"]
        sure, right = tally[kind, "sure"], tally[kind, "sure and named"]
        print(f"  {kind:8s} code named {named}/{posts} ({named / max(posts, 1):.3f}); "
              f"sure on {sure}, of them right {right} ({right / max(sure, 1):.3f})")


def write(rows: list[Row], data: Data, threshold: float, snippets: bool, out: Path) -> None:
    learned = learn(data, np.ones(len(rows), dtype=bool))
    flags = "" if snippets else " --no-snippets"
    lines = [
        "# Learned model of a story's case (engine/story/case_model.py): feature <TAB> its",
        "# weight per irregularity code (multinomial logistic regression, weights centred).",
        f"# Written by `python benchmarks/train_case.py{flags} --l2 {SETTINGS['l2']} "
        f"--threshold {threshold} --write` from {len(rows)} posts.",
        "feature\t" + "\t".join(data.classes),
        "@prior\t" + "\t".join(f"{value:.3f}" for value in learned.prior),
        f"@threshold\t{threshold:.3f}",
    ]
    for at in sorted(np.flatnonzero(learned.kept), key=data.vocabulary.__getitem__):
        lines.append(data.vocabulary[at] + "\t"
                     + "\t".join(f"{value:.2f}" for value in learned.weights[at]))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}: {int(learned.kept.sum())} features")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--l2", type=float, default=SETTINGS["l2"])
    parser.add_argument("--weakest", type=float, default=SETTINGS["weakest"])
    parser.add_argument("--threshold", type=float, default=0.55)
    parser.add_argument("--no-snippets", action="store_true")
    parser.add_argument("--no-eval", action="store_true")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--leave-out", default="", metavar="SETS",
                        help="comma-separated sets or tables (holdout12, "
                        "play_scenarios_blind13, forum_cook …) to learn without: the engine "
                        "with the model written so can be measured on their posts")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    SETTINGS.update(l2=args.l2, weakest=args.weakest)
    left_out = set(filter(None, args.leave_out.split(",")))
    rows = story_rows() + table_rows() + ([] if args.no_snippets else snippet_rows())
    rows = [row for row in rows if row.group not in left_out]
    data = encode(rows)
    counts = Counter(period(row.code) for row in rows)
    print(f"{len(rows)} posts ({', '.join(f'{k} {v}' for k, v in sorted(counts.items()))}); "
          f"{len(data.vocabulary)} features; {len(data.classes)} codes")
    if not args.no_eval:
        evaluate(rows, data, args.threshold)
    if args.write:
        write(rows, data, args.threshold, not args.no_snippets, args.out)


if __name__ == "__main__":
    main()
