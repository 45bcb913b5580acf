"""Learn the outside-laws model (``engine/story/outside_model.py``) and print honest figures.

    python benchmarks/train_outside.py [--rounds /work/tmp_C2b] [--target 0.01] [--l2 0.0005]
        [--outside-weight 3] [--weakest 0.05] [--stories | --stories-baseline] [--no-eval]
        [--write]

Data: ``tests/data/outside_questions.tsv`` (questions about laws outside 19-46 with the laws
that may be named; in-text look-alikes labelled ``-``) and the example bank
``engine/data/examples/*.tsv`` (every question governed by Laws 19-46: class «inside»).
Rows of the questions file were added in rounds of new voices; ``--rounds`` is a folder of
``round<N>.tsv`` files saying which row came from which round (rows of no round are round 0,
always trained on). Without it the rows are split into ten folds at random. ``--stories``
adds the released table stories (``tests/data/stories``, their unseen md5 slices, the files'
held-out thirds and the unreleased sets left out): a post of status «outside» as an outside
question, a post no outside law governs as one of 19-46; each set (folder) is one fold, so a
set's figures come from a model that never saw its writers. ``--stories-baseline`` scores the
same posts with a model that learned from none of them (the figure to compare with).

Figures, all on questions the model did not learn from: leave-one-round-out recall per
round (trained on the other rounds, round 0 and the bank), the false-alarm rate on the bank
(ten folds) and on the look-alikes, for the cue rules alone, the model alone and the
combination (the cue rules' answer, else the model's). Every fold (a round with one tenth of
the bank) is scored by a model learned without it; the threshold a fold is judged at is
chosen on the other folds' unseen bank questions only (the highest odds they reach once the
``--target`` share of them is let through). ``--write`` learns from everything and writes
``engine/data/outside_model.tsv``, its threshold chosen the same way on all folds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import optimize, sparse  # scipy comes with bm25s (the bench extra)

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.search.examples import load_examples  # noqa: E402
from engine.story.outside import JOIN_LEAD, cue_laws  # noqa: E402
from engine.story.outside_model import INSIDE, OTHER, features, group_of  # noqa: E402

QUESTIONS = ROOT / "tests" / "data" / "outside_questions.tsv"
STORIES = ROOT / "tests" / "data" / "stories"
# story sets whose md5 slice stays unseen, and root files whose every third post is held out:
# neither is ever learned from
MD5_SLICED = {"holdout7", "holdout8", "holdout9", "holdout10", "holdout11", "holdout12",
              "holdout13", "holdout14", "holdout15", "holdout16", "holdout17",
              "holdout18", "holdout19", "holdout20", "holdout21",
              "holdout22", "holdout23",
              "holdout24", "holdout25", "holdout26", "holdout27",
              "holdout28", "holdout29", "holdout30", "holdout31",
              "holdout32", "holdout33", "holdout34", "holdout35",
              "holdout36", "holdout37", "holdout38",
              "holdout39", "holdout40", "holdout41", "holdout42",
              "holdout43", "holdout44", "holdout45",
              "holdout46", "holdout47", "holdout48",
              "holdout49", "holdout50", "holdout51",
              "holdout52", "holdout53", "holdout54",
              "holdout55", "holdout56",
              "holdout57", "holdout58", "holdout59",
              "holdout60", "holdout61"}
IN_FILE = ("forum_cook", "forum_lawyer", "forum_twins", "forum_voice", "forum_e3_",
           "forum_n1_", "play_p10_", "forum_s9_", "play_w2_", "forum_w1_", "forum_a1_",
           "forum_d1_", "play_p12_", "forum_r5_", "forum_o6_", "forum_a2_", "play_p13_",
           "forum_e1_", "forum_a3_", "forum_a4_")
UNRELEASED: set[str] = set()  # sets written to be scored once: never read, never learned from
STORY_FOLD = 100  # story rows are folded by their set (folder): a set is left out whole
OUT = ROOT / "engine" / "data" / "outside_model.tsv"
FOLDS = 10
# the weight of the L2 penalty (--l2); how much an outside question counts against one of
# the bank (--outside-weight); how strongly a kept feature speaks for or against some group
SETTINGS = {"l2": 5e-4, "outside_weight": 3.0, "weakest": 0.05}
LEAST = 3  # a feature must be in this many training questions


@dataclass
class Row:
    question: str
    laws: tuple[str, ...]  # () for a question of 19-46
    kind: str  # "bank", "lookalike", "outside"
    fold: int  # the round for outside rows (0: always trained on); a fold for the others
    label: str = INSIDE
    cue: tuple[str, ...] = ()


def read_rows(rounds: Path | None) -> list[Row]:
    by_round: dict[str, int] = {}
    if rounds is not None and rounds.is_dir():
        for path in sorted(rounds.glob("round*.tsv")):
            number = int(path.stem.removeprefix("round"))
            for line in path.read_text(encoding="utf-8").splitlines()[1:]:
                by_round[line.split("\t")[0]] = number
    shuffle = random.Random(7)
    rows: list[Row] = []
    for line in QUESTIONS.read_text(encoding="utf-8").splitlines()[1:]:
        if not line.strip() or line.startswith("#"):
            continue
        question, laws, _ = line.split("\t")
        fold = by_round.get(question, 0) if by_round else shuffle.randrange(1, FOLDS + 1)
        if laws.strip() == "-":
            rows.append(Row(question, (), "lookalike", fold))
        else:
            named = tuple(laws.split())
            rows.append(Row(question, named, "outside", fold, group_of(named[0])))
    for example in load_examples():
        rows.append(Row(example.question, (), "bank", shuffle.randrange(1, FOLDS + 1)))
    return rows


def released_stories(one_fold: bool = False) -> list[Row]:
    """The released table stories (``tests/data/stories``; unseen slices left out): a post
    whose status is «outside» as an outside question of its laws, a post no law outside 19-46
    governs as one of 19-46 (kind «story»), folded by set so that a set is scored by a model
    that never saw its writers. Posts that mix a ruling of 19-46 with an outside law are left
    out: the rulings, not this model, name those."""
    import hashlib

    rows: list[Row] = []
    folders = [STORIES, *sorted(p for p in STORIES.iterdir()
                                if p.is_dir() and p.name not in UNRELEASED)]
    for number, folder in enumerate(folders):
        for path in sorted(folder.glob("*.tsv")):
            lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")[1:]
            for i, line in enumerate(lines):
                text, _, outside, status = line.split("\t")[:4]
                if folder.name in MD5_SLICED and int(
                        hashlib.md5(text.encode()).hexdigest(), 16) % 3 == 0:
                    continue
                if folder == STORIES and path.stem.startswith(IN_FILE) and i % 3 == 2:
                    continue
                fold = STORY_FOLD + (0 if one_fold else number)
                if status == "outside" and outside != "-":
                    laws = tuple(outside.split())
                    rows.append(Row(text, laws, "outside", fold, group_of(laws[0])))
                elif outside == "-":
                    rows.append(Row(text, (), "story", fold))
    return rows


@dataclass
class Data:
    classes: list[str]  # INSIDE first
    vocabulary: list[str]
    docs: list[np.ndarray]  # feature indices of each row
    labels: np.ndarray  # class index of each row


def encode(rows: list[Row]) -> Data:
    classes = [INSIDE, *sorted({row.label for row in rows} - {INSIDE})]
    index: dict[str, int] = {}
    docs: list[np.ndarray] = []
    for row in rows:
        found = sorted(features(row.question))
        docs.append(np.array([index.setdefault(f, len(index)) for f in found], dtype=np.int64))
    vocabulary = sorted(index, key=index.__getitem__)
    labels = np.array([classes.index(row.label) for row in rows])
    return Data(classes, vocabulary, docs, labels)


@dataclass
class Learned:
    prior: np.ndarray  # (groups,) log odds against inside
    weights: np.ndarray  # (vocabulary, groups) log likelihood ratio against inside
    kept: np.ndarray  # (vocabulary,) bool
    threshold: float = 0.0


def matrix(data: Data, rows: np.ndarray) -> sparse.csr_matrix:
    """The binary feature matrix of the chosen rows (a boolean mask)."""
    chosen = np.flatnonzero(rows)
    indices = [data.docs[at] for at in chosen]
    indptr = np.concatenate([[0], np.cumsum([len(i) for i in indices])])
    values = np.ones(int(indptr[-1]))
    flat = np.concatenate(indices) if indices else np.zeros(0, dtype=np.int64)
    return sparse.csr_matrix((values, flat, indptr), shape=(len(chosen), len(data.vocabulary)))


def learn(data: Data, train: np.ndarray) -> Learned:
    """Multinomial logistic regression (L-BFGS, L2) on the training rows (a boolean mask),
    over the features found in ``LEAST`` training questions or more."""
    n_classes, n_features = len(data.classes), len(data.vocabulary)
    x_all = matrix(data, train)
    present = np.asarray((x_all > 0).sum(axis=0)).ravel() >= LEAST
    x = x_all[:, present].tocsr()
    y = data.labels[train]
    onehot = np.eye(n_classes)[y]
    counts = np.where(y == 0, 1.0, SETTINGS["outside_weight"])[:, None]
    n, d = counts.sum(), x.shape[1]

    def loss(flat: np.ndarray) -> tuple[float, np.ndarray]:
        w = flat[: d * n_classes].reshape(d, n_classes)
        b = flat[d * n_classes :]
        z = x @ w + b
        z -= z.max(axis=1, keepdims=True)
        log_p = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        value = -(counts * onehot * log_p).sum() / n + SETTINGS["l2"] * (w * w).sum() / 2
        residual = counts * (np.exp(log_p) - onehot) / n
        grad_w = x.T @ residual + SETTINGS["l2"] * w
        return value, np.concatenate([np.asarray(grad_w).ravel(), residual.sum(axis=0)])

    start = np.zeros(d * n_classes + n_classes)
    fit = optimize.minimize(loss, start, jac=True, method="L-BFGS-B",
                            options={"maxiter": 300})
    w = fit.x[: d * n_classes].reshape(d, n_classes)
    b = fit.x[d * n_classes :]
    ratio = w[:, 1:] - w[:, :1]
    strong = np.abs(ratio).max(axis=1) >= SETTINGS["weakest"]
    kept = np.zeros(n_features, dtype=bool)
    kept[np.flatnonzero(present)[strong]] = True
    weights = np.zeros((n_features, n_classes - 1))
    weights[kept] = ratio[strong]
    return Learned(b[1:] - b[0], weights, kept)


def scores(data: Data, learned: Learned, rows: np.ndarray) -> np.ndarray:
    """(rows, groups) log odds against inside."""
    return np.array([learned.prior + learned.weights[data.docs[at]].sum(axis=0)
                     for at in np.flatnonzero(rows)]).reshape(-1, len(learned.prior))


def odds(group_scores: np.ndarray) -> np.ndarray:
    top = group_scores.max(axis=1, keepdims=True)
    return (top + np.log(np.exp(group_scores - top).sum(axis=1, keepdims=True)))[:, 0]


def out_of_fold(data: Data, rows: list[Row]) -> np.ndarray:
    """(rows, groups) log odds of every row of a fold (a round with its bank fold) from a model
    learned without that fold; rows of round 0 (always trained on) stay at zero."""
    folds = np.array([row.fold for row in rows])
    found = np.zeros((len(rows), len(data.classes) - 1))
    for fold in sorted(set(folds.tolist()) - {0}):
        test = folds == fold
        found[test] = scores(data, learn(data, ~test), test)
    return found


def threshold_at(bank_odds: np.ndarray, target: float) -> float:
    """The odds from which a question is flagged: the highest an unseen bank question reaches
    once the ``target`` share of them is allowed through."""
    bank = np.sort(bank_odds)
    allowed = int(target * len(bank))
    return float(bank[len(bank) - 1 - allowed]) + 1e-6


@dataclass
class Figures:
    rounds: dict[int, tuple[int, int, int, int]]  # round → (rows, cue, model, combined) flagged
    right: tuple[int, int, int]  # right law named: cue, model, combined (rounds 1+)
    bank: tuple[int, int, int, int]  # rows, cue, model, combined false alarms
    lookalike: tuple[int, int, int, int]
    story: tuple[int, int, int, int]  # stories of 19-46, each scored by a model blind to its set


def named_by_model(row: Row, group: str, law_of: dict[str, str]) -> bool:
    """Whether the answer names one of the row's laws: the group's main law and its kin, as
    the runtime names them (``engine.story.outside_model.with_kin``)."""
    from engine.story.outside_model import with_kin

    main = law_of.get(group, "")
    return bool(main) and bool(set(with_kin([main])) & set(row.laws))


def evaluate(
    rows: list[Row], data: Data, target: float
) -> tuple[Figures, list[float], np.ndarray]:
    from engine.story.outside_model import GROUPS, with_kin

    law_of = {group: law for group, (law, _) in GROUPS.items()}
    folds = np.array([row.fold for row in rows])
    kinds = np.array([row.kind for row in rows])
    flagged = np.zeros(len(rows), dtype=bool)
    group = np.array([""] * len(rows), dtype=object)
    thresholds: list[float] = []
    found = out_of_fold(data, rows)  # every fold's rows scored by a model blind to them
    held = odds(found)
    bank = (kinds == "bank") & (folds != 0)
    group[:] = [data.classes[1 + best] for best in found.argmax(axis=1)]
    for fold in sorted(set(folds.tolist()) - {0}):  # the bank's folds and every round
        test = folds == fold
        # the threshold of a fold is chosen on the other folds' unseen bank questions only
        threshold = threshold_at(held[bank & ~test], target)
        thresholds.append(threshold)
        # as the runtime: a question whose likeliest group has no main law is not answered
        flagged[test] = (held[test] >= threshold) & (group[test] != OTHER)
    cue = np.array([bool(row.cue) for row in rows])
    combined = cue | flagged
    per_round: dict[int, tuple[int, int, int, int]] = {}
    right = [0, 0, 0]
    groups_right = 0
    joined = [0, 0]  # the model's law joined the cue rules' (another group): right, wrong
    for fold in sorted(set(folds[kinds == "outside"])):
        if fold == 0:
            continue
        mask = (kinds == "outside") & (folds == fold)
        per_round[int(fold)] = (int(mask.sum()), int(cue[mask].sum()), int(flagged[mask].sum()),
                                int(combined[mask].sum()))
        for at in np.flatnonzero(mask):
            row = rows[at]
            by_cue = bool(set(with_kin(list(row.cue))) & set(row.laws))
            by_model = bool(flagged[at]) and named_by_model(row, group[at], law_of)
            groups_right += bool(flagged[at]) and group[at] == row.label
            right[0] += by_cue
            right[1] += by_model
            # as the runtime: the cue rules' laws, then the model's when it is far surer of
            # another group than of theirs (``JOIN_LEAD``)
            theirs = [found[at][data.classes.index(g) - 1]
                      for g in {group_of(law) for law in row.cue} if g in data.classes]
            other = bool(row.cue) and bool(flagged[at]) and group[at] not in {
                group_of(law) for law in row.cue} and (
                not theirs or found[at].max() - max(theirs) >= JOIN_LEAD)
            right[2] += by_cue or (by_model and (other or not row.cue))
            if other:
                joined[0 if by_model else 1] += 1

    def alarms(kind: str) -> tuple[int, int, int, int]:
        mask = kinds == kind
        return (int(mask.sum()), int(cue[mask].sum()), int(flagged[mask].sum()),
                int(combined[mask].sum()))

    print(f"model's group right on rounds 1+: {groups_right}; its law joined the cue rules' "
          f"(another group): {joined[0]} right, {joined[1]} not the row's")
    figures = Figures(per_round, (right[0], right[1], right[2]), alarms("bank"),
                      alarms("lookalike"), alarms("story"))
    return figures, thresholds, found


def share(part: int, whole: int) -> str:
    return f"{part}/{whole} = {part / whole:.3f}" if whole else "-"


def report(figures: Figures, thresholds: list[float]) -> None:
    print("round  rows   cue   model  combined   (outside questions flagged)")
    print("(the cue rules were tuned on every round after it was scored: their figures here")
    print(" are not held-out; the model's are, and so is the model's share of «combined»)")
    for label, wanted in (("questions", lambda k: k < STORY_FOLD),
                          ("stories (a set left out whole)", lambda k: k >= STORY_FOLD)):
        total = [0, 0, 0, 0]
        for number, (n, cue, model, combined) in figures.rounds.items():
            if not wanted(number):
                continue
            print(f"{number:5d} {n:5d} {cue / n:5.2f} {model / n:7.2f} {combined / n:9.2f}")
            total = [a + b for a, b in zip(total, (n, cue, model, combined), strict=True)]
        n = total[0]
        if n:
            print(f"recall, {label}: cue {share(total[1], n)}, model {share(total[2], n)}, "
                  f"combined {share(total[3], n)}")
    n = sum(value[0] for value in figures.rounds.values())
    print(f"right law named (all rounds): cue {share(figures.right[0], n)}, model "
          f"{share(figures.right[1], n)}, combined {share(figures.right[2], n)}")
    for name, (rows, cue, model, combined) in (("bank", figures.bank),
                                               ("look-alikes", figures.lookalike),
                                               ("stories of 19-46", figures.story)):
        if rows:
            print(f"false alarms on {name}: cue {share(cue, rows)}, model {share(model, rows)}, "
                  f"combined {share(combined, rows)}")
    print("thresholds per fold: " + " ".join(f"{t:.2f}" for t in thresholds))


def write(rows: list[Row], data: Data, target: float, found: np.ndarray | None) -> None:
    """Learn from everything; the threshold is chosen on the bank's out-of-fold odds."""
    stories = " --stories" if any(row.kind == "story" for row in rows) else ""
    if found is None:
        found = out_of_fold(data, rows)
    bank = np.array([row.kind == "bank" and row.fold != 0 for row in rows])
    threshold = threshold_at(odds(found)[bank], target)
    learned = learn(data, np.ones(len(rows), dtype=bool))
    groups = data.classes[1:]
    lines = [
        "# Learned model of questions about laws outside 19-46 (engine/story/outside_model.py):",
        "# feature <TAB> weight per group against «inside» (multinomial logistic regression).",
        f"# Written by `python benchmarks/train_outside.py{stories} --target {target} --l2 "
        f"{SETTINGS['l2']} --outside-weight {SETTINGS['outside_weight']} --weakest "
        f"{SETTINGS['weakest']} --write` from "
        f"{sum(r.kind == 'outside' for r in rows)} outside questions, "
        f"{sum(r.kind != 'outside' for r in rows)} of 19-46.",
        "feature\t" + "\t".join(groups),
        "@prior\t" + "\t".join(f"{value:.3f}" for value in learned.prior),
        f"@threshold\t{threshold:.3f}",
    ]
    for at in sorted(np.flatnonzero(learned.kept), key=data.vocabulary.__getitem__):
        values = "\t".join(f"{value:.2f}" for value in learned.weights[at])
        lines.append(f"{data.vocabulary[at]}\t{values}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {int(learned.kept.sum())} features, "
          f"threshold {threshold:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=Path, default=Path("/work/tmp_C2b"))
    # 0.01 of unseen bank questions let through: the model alone flags 0.71 of rounds 11-14
    # left out one at a time (0.58 at 0.005), and the dev stories' false alarms did not rise
    # (see CUE_VETO in engine/story/outside.py)
    parser.add_argument("--target", type=float, default=0.01)
    parser.add_argument("--l2", type=float, default=SETTINGS["l2"])
    parser.add_argument("--outside-weight", type=float, default=SETTINGS["outside_weight"])
    parser.add_argument("--weakest", type=float, default=SETTINGS["weakest"])
    parser.add_argument("--stories", action="store_true",
                        help="learn from the released table stories too")
    parser.add_argument("--stories-baseline", action="store_true",
                        help="score the stories with a model that learned from none of them")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--no-eval", action="store_true")
    args = parser.parse_args()
    SETTINGS.update(l2=args.l2, outside_weight=args.outside_weight, weakest=args.weakest)
    started = time.perf_counter()
    rows = read_rows(args.rounds)
    if args.stories or args.stories_baseline:
        rows += released_stories(one_fold=args.stories_baseline)
    for row in rows:
        row.cue = tuple(law.law for law in cue_laws(row.question))
    print(f"{len(rows)} rows; cue rules read in {time.perf_counter() - started:.1f} s")
    data = encode(rows)
    print(f"{len(data.vocabulary)} features; classes {', '.join(data.classes)}")
    found = None
    if not args.no_eval:
        figures, thresholds, found = evaluate(rows, data, args.target)
        report(figures, thresholds)
    if args.write:
        write(rows, data, args.target, found)


if __name__ == "__main__":
    main()
