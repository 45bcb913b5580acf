"""Learn the weights of the search's last ranking step from every author's labelled questions.

    python benchmarks/train_ranker.py [--l2 10] [--write]

For each author's set (``engine/data/examples/*.tsv``) the search lists its ten candidates
with their features (``engine/search/rerank.py``), the example bank built WITHOUT that set.
A pairwise logistic regression learns to put the first acceptable candidate above every
other one. The figures printed are leave-one-author-out: each set re-ranked by weights
learned from the other sets only. ``--write`` saves the weights learned from all sets to
``engine/data/ranker.tsv``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.search import BadQuery, Searcher  # noqa: E402
from engine.search.examples import load_examples, without  # noqa: E402
from engine.search.rerank import FEATURES, RANKER_PATH  # noqa: E402
from laws_text import load_corpus  # noqa: E402

DEVELOPER_SETS = frozenset({"dev", "fresh"})  # written by the engine's developer
Question = list[tuple[np.ndarray, bool]]  # each candidate's features and whether it is a hit


def collect() -> dict[str, list[Question]]:
    """Per set: each question's candidates (questions naming a clause id are answered by it)."""
    corpus = load_corpus()
    searcher = Searcher(corpus, examples=())
    examples = load_examples()
    out: dict[str, list[Question]] = {}
    for source in sorted({example.source for example in examples}):
        searcher.use_examples(without(examples, source))
        questions: list[Question] = []
        for example in examples:
            if example.source != source:
                continue
            try:
                if searcher.search(example.question).direct:
                    continue
                candidates = searcher.candidates(example.question)
            except BadQuery:
                continue
            questions.append([
                (
                    np.array([c.features.get(name, 0.0) for name in FEATURES]),
                    any(a in {x.id for x in corpus.ancestors(c.clause_id)}
                        for a in example.accepted),
                )
                for c in candidates
            ])
        out[source] = questions
    return out


def pairs(questions: list[Question]) -> np.ndarray:
    """The first hit minus each miss, for every question with both."""
    rows = []
    for question in questions:
        hits = [x for x, hit in question if hit]
        if hits:
            rows += [hits[0] - x for x, hit in question if not hit]
    return np.array(rows)


def fit(differences: np.ndarray, l2: float, steps: int = 600, rate: float = 0.5) -> np.ndarray:
    """Pairwise logistic regression by gradient descent, from the hand-set order."""
    weights = np.zeros(len(FEATURES))
    weights[FEATURES.index("combined")] = 5.0
    for _ in range(steps):
        odds = 1.0 / (1.0 + np.exp(-(differences @ weights)))
        gradient = -(differences * (1.0 - odds)[:, None]).mean(axis=0)
        weights -= rate * (gradient + l2 * weights / len(differences))
    return weights


def rates(questions: list[Question], weights: np.ndarray | None) -> tuple[float, float]:
    """Top-1 and top-3 hit rates with these weights (None: the hand-set order)."""
    top1 = top3 = 0
    for question in questions:
        order = list(range(len(question)))
        if weights is not None:
            values = [float(x @ weights) for x, _ in question]
            order.sort(key=lambda i: -values[i])
        hits = [question[i][1] for i in order]
        top1 += bool(hits) and hits[0]
        top3 += any(hits[:3])
    return top1 / len(questions), top3 / len(questions)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--l2", type=float, default=10.0)
    parser.add_argument("--write", action="store_true", help="save the weights of all sets")
    args = parser.parse_args()
    sets = collect()
    print("leave-one-author-out, top-1 / top-3 (questions naming an id left out):")
    print(f"  {'set':12s} {'hand-set':>13s} {'learned':>13s}  n")
    pooled: dict[str, list[tuple[float, float, int]]] = {"developer": [], "independent": []}
    for source, questions in sets.items():
        others = [q for name, qs in sets.items() if name != source for q in qs]
        learned = fit(pairs(others), args.l2)
        before, after = rates(questions, None), rates(questions, learned)
        print(f"  {source:12s} {before[0]:.3f} {before[1]:.3f}   {after[0]:.3f} {after[1]:.3f}"
              f"  {len(questions)}")
        group = "developer" if source in DEVELOPER_SETS else "independent"
        pooled[group].append((before[0] - after[0], before[1] - after[1], len(questions)))
    for group, values in pooled.items():
        total = sum(n for _, _, n in values)
        top1 = sum(d * n for d, _, n in values) / total
        top3 = sum(d * n for _, d, n in values) / total
        print(f"  {group} sets: learned − hand-set = top-1 {-top1:+.3f}, top-3 {-top3:+.3f}")
    weights = fit(pairs([q for qs in sets.values() for q in qs]), args.l2)
    shown = ", ".join(f"{n} {w:.3f}" for n, w in zip(FEATURES, weights, strict=True))
    print("weights from all sets:", shown)
    if args.write:
        lines = [
            "# Weights of the learned ranking (engine/search/rerank.py): feature <TAB> weight.",
            f"# Written by `python benchmarks/train_ranker.py --l2 {args.l2:g} --write` from "
            f"{sum(len(qs) for qs in sets.values())} questions of {len(sets)} authors' sets.",
            *(f"{name}\t{weight:.4f}" for name, weight in zip(FEATURES, weights, strict=True)),
        ]
        RANKER_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"written: {RANKER_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
