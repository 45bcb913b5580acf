"""Learn the weights of the search's last ranking step from every author's labelled questions.

    python benchmarks/train_ranker.py [--l2 10] [--story-weight 1] [--write]

For each author's set (``engine/data/examples/*.tsv``) the search lists its candidates
with their features (``engine/search/rerank.py``), the example bank built WITHOUT that set.
A pairwise logistic regression learns to put the first acceptable candidate above every
other one of the hand-set combination's first ``TRAINED`` (the search re-orders more, but
weights learned on the farther ones put fewer of the 880 questions first), fitted to the
optimum by Newton's method; ``--story-weight`` counts the pairs of the forum writers' long
stories that many times. The figures printed are leave-one-author-out: each set re-ranked
by weights learned from the other sets only, per set and pooled over the developer's sets,
the short-question authors and the forum writers' long stories (``forum_*``). ``--write``
saves the weights learned from all sets to ``engine/data/ranker.tsv``.
"""

from __future__ import annotations

import argparse
import pickle
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.search import BadQuery, Searcher  # noqa: E402
from engine.search.examples import load_examples, without  # noqa: E402
from engine.search.rerank import FEATURES, RANKER_PATH  # noqa: E402
from engine.search.searcher import STORY_CANDIDATES  # noqa: E402
from laws_text import load_corpus  # noqa: E402

DEVELOPER_SETS = frozenset({"dev", "fresh"})  # written by the engine's developer
TRAINED = 10  # the pairs come from this many candidates of each question
STORY_SETS = "forum_"  # the sets of long forum stories: their names start so
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


def collected(cache: Path | None) -> dict[str, list[Question]]:
    """``collect()``, or what an earlier run with the same ``--cache`` file collected (the
    candidates depend on the search's code and data: delete the file after changing them)."""
    if cache is not None and cache.exists():
        with cache.open("rb") as file:
            return dict(pickle.load(file))
    sets = collect()
    if cache is not None:
        with cache.open("wb") as file:
            pickle.dump(sets, file)
    return sets


def trained(question: Question) -> Question:
    """The candidates the pairs come from: the first ``TRAINED`` of the hand-set combination,
    and the clauses the examples' votes added to a long story's (``VOTED_CANDIDATES``, after
    the first ``STORY_CANDIDATES``), which only the learned weights can bring forward."""
    return question[:TRAINED] + question[STORY_CANDIDATES:]


def pairs(questions: list[Question]) -> np.ndarray:
    """The first hit minus each miss among the trained candidates, for every question with
    both."""
    rows = []
    for question in questions:
        nearest = trained(question)
        hits = [x for x, hit in nearest if hit]
        if hits:
            rows += [hits[0] - x for x, hit in nearest if not hit]
    return np.array(rows).reshape(-1, len(FEATURES))


def weighted_pairs(
    sets: dict[str, list[Question]], story_weight: float
) -> tuple[np.ndarray, np.ndarray]:
    """The pairs of these sets, and each pair's weight (a forum story's: ``story_weight``)."""
    rows, weights = [], []
    for source, questions in sets.items():
        found = pairs(questions)
        rows.append(found)
        weights.append(np.full(len(found), story_weight if _stories(source) else 1.0))
    return np.concatenate(rows), np.concatenate(weights)


def _stories(source: str) -> bool:
    return source.startswith(STORY_SETS)


def fit(
    differences: np.ndarray, weights: np.ndarray | None, l2: float, steps: int = 30
) -> np.ndarray:
    """Pairwise logistic regression, L2-regularised (``l2`` / number of pairs), by Newton's
    method from the hand-set order: the mean weighted log loss at its minimum."""
    count, size = differences.shape
    share = np.ones(count) if weights is None else weights / weights.mean()
    ridge = l2 / count * np.eye(size)
    coefficients = np.zeros(size)
    coefficients[FEATURES.index("combined")] = 5.0
    for _ in range(steps):
        odds = 1.0 / (1.0 + np.exp(-(differences @ coefficients)))
        gradient = -(differences.T @ (share * (1.0 - odds))) / count + ridge @ coefficients
        curvature = (differences.T * (share * odds * (1.0 - odds))) @ differences / count
        step = np.linalg.solve(curvature + ridge, gradient)
        coefficients -= step
        if np.abs(step).max() < 1e-6:
            break
    return coefficients


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
    parser.add_argument("--story-weight", type=float, default=1.0,
                        help="how many times a forum story's pairs count")
    parser.add_argument("--write", action="store_true", help="save the weights of all sets")
    parser.add_argument("--cache", type=Path, help="keep the collected candidates in this file")
    args = parser.parse_args()
    sets = collected(args.cache)
    print("leave-one-author-out, top-1 / top-3 (questions naming an id left out):")
    print(f"  {'set':16s} {'hand-set':>13s} {'learned':>13s}  n")
    pooled: dict[str, list[tuple[float, float, int]]] = {
        "developer": [], "independent": [], "forum stories": []
    }
    learned_rates: dict[str, list[tuple[float, float, int]]] = {k: [] for k in pooled}
    for source, questions in sets.items():
        others = {name: qs for name, qs in sets.items() if name != source}
        learned = fit(*weighted_pairs(others, args.story_weight), args.l2)
        before, after = rates(questions, None), rates(questions, learned)
        print(f"  {source:16s} {before[0]:.3f} {before[1]:.3f}   {after[0]:.3f} {after[1]:.3f}"
              f"  {len(questions)}")
        group = (
            "developer" if source in DEVELOPER_SETS
            else "forum stories" if _stories(source) else "independent"
        )
        pooled[group].append((before[0] - after[0], before[1] - after[1], len(questions)))
        learned_rates[group].append((after[0], after[1], len(questions)))
    for group, values in pooled.items():
        total = sum(n for _, _, n in values) or 1
        top1 = sum(d * n for d, _, n in values) / total
        top3 = sum(d * n for _, d, n in values) / total
        own1 = sum(r * n for r, _, n in learned_rates[group]) / total
        own3 = sum(r * n for _, r, n in learned_rates[group]) / total
        print(f"  {group} sets: learned top-1 {own1:.3f}, top-3 {own3:.3f} "
              f"(learned − hand-set: top-1 {-top1:+.3f}, top-3 {-top3:+.3f})")
    weights = fit(*weighted_pairs(sets, args.story_weight), args.l2)
    shown = ", ".join(f"{n} {w:.3f}" for n, w in zip(FEATURES, weights, strict=True))
    print("weights from all sets:", shown)
    if args.write:
        story = f" --story-weight {args.story_weight:g}" if args.story_weight != 1.0 else ""
        lines = [
            "# Weights of the learned ranking (engine/search/rerank.py): feature <TAB> weight.",
            f"# Written by `python benchmarks/train_ranker.py --l2 {args.l2:g}{story} --write` "
            f"from {sum(len(qs) for qs in sets.values())} questions of {len(sets)} authors' "
            "sets.",
            *(f"{name}\t{weight:.4f}" for name, weight in zip(FEATURES, weights, strict=True)),
        ]
        RANKER_PATH.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"written: {RANKER_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
