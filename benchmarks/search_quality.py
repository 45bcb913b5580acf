"""Search quality on the development set: top-1, top-3 and MRR, overall and per style.

    python benchmarks/search_quality.py [--questions tests/data/questions.tsv] [--misses [A|B]]

Prints, in one run and over the same clauses: the project's search; the same pipeline
scored by the bm25s library instead of the hand-rolled BM25 (to compare the two);
BM25 over Snowball stems (what Elasticsearch's ``russian`` analyzer does; PyStemmer + bm25s);
and plain rapidfuzz ``token_set_ratio``. A result counts when it is an accepted clause or
lies below one. MRR looks at the first ten results.

The set is split deterministically into halves A and B by a hash of the question: tuning
looks only at half A's misses (``--misses A``), and half B shows whether a change is general.
The same run prints the project's figures on every author's set of
``engine/data/examples/`` (the development set is one of them), with and without the
example bank. The bank votes with questions people wrote; a set is always scored with a
bank WITHOUT that set (leave-one-author-out), otherwise it would find its own answers.
The learned last ranking step (``engine/data/ranker.tsv``, 20 weights) was trained on all
sets; its leave-one-author-out figures are printed by ``benchmarks/train_ranker.py``.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.search import BadQuery, Searcher  # noqa: E402
from engine.search.examples import (  # noqa: E402
    EXAMPLES_DIR,
    load_examples,
    parse_examples,
    without,
)
from laws_text import Corpus, load_corpus  # noqa: E402

DEPTH = 10
DEVELOPER_SETS = frozenset({"dev", "fresh"})  # written by the engine's developer
Ranker = Callable[[str], list[str]]


def read_questions(path: Path) -> list[tuple[str, list[str], str]]:
    examples = parse_examples(path.read_text(encoding="utf-8"), str(path))
    return [(e.question, list(e.accepted), e.style) for e in examples]


def half(question: str) -> str:
    """«A» or «B»: the question's half of the set, by a hash of its text (stable across runs)."""
    return "AB"[hashlib.sha256(question.encode("utf-8")).digest()[0] % 2]


def is_hit(corpus: Corpus, result: str, accepted: list[str]) -> bool:
    above = {clause.id for clause in corpus.ancestors(result)}
    return any(clause_id in above for clause_id in accepted)


def bank_for(questions: Path) -> tuple:
    """The example bank a set is scored with: every example set but its own."""
    source = questions.resolve()
    if source.parent == EXAMPLES_DIR.resolve():
        return without(load_examples(), source.stem)
    return load_examples()


def project(corpus: Corpus, searcher: Searcher | None = None) -> Ranker:
    searcher = searcher or Searcher(corpus)

    def rank(question: str) -> list[str]:
        try:
            return [hit.clause_id for hit in searcher.search(question, top=DEPTH).hits]
        except BadQuery:
            return []

    return rank


def project_with_bm25s(corpus: Corpus, bank: tuple = ()) -> Ranker:
    """The project's analysis and ranking, with BM25 scores computed by bm25s."""
    import bm25s
    import numpy as np

    from engine.search import index as search_index

    searcher = Searcher(corpus, examples=bank)  # the same bank as the project's run
    documents = search_index.document_terms(corpus)
    tokens = [
        [term for term, weight in terms for _ in range(max(1, round(weight)))]
        for terms in documents
    ]
    retriever = bm25s.BM25(k1=search_index.K1, b=search_index.B, method="robertson")
    retriever.index(tokens, show_progress=False)
    vocabulary = retriever.vocab_dict
    postings: dict[str, tuple[float, list[tuple[int, float]]]] = {}
    for term in vocabulary:
        if not term:
            continue  # bm25s's padding token
        scores = retriever.get_scores([term])
        found = [(int(d), float(scores[d])) for d in np.nonzero(scores)[0]]
        postings[term] = (1.0, found)  # bm25s scores already hold the IDF
    searcher.index.postings = postings
    return project(corpus, searcher)


_WORD = re.compile(r"[0-9a-zа-яё]+")


def snowball_bm25(corpus: Corpus) -> Ranker:
    import bm25s
    import Stemmer
    from bm25s.stopwords import STOPWORDS_RUSSIAN

    stemmer = Stemmer.Stemmer("russian")
    stop = set(STOPWORDS_RUSSIAN)

    def analyse(text: str) -> list[str]:
        return stemmer.stemWords([w for w in _WORD.findall(text.lower()) if w not in stop])

    ids = corpus.ids
    retriever = bm25s.BM25()
    documents = [analyse(f"{corpus[i].title} {corpus[i].text}") for i in ids]
    retriever.index(documents, show_progress=False)

    def rank(question: str) -> list[str]:
        query = [t for t in analyse(question) if t in retriever.vocab_dict]
        if not query:
            return []
        scores = retriever.get_scores(query)
        order = sorted(range(len(ids)), key=lambda d: -scores[d])
        return [ids[d] for d in order[:DEPTH] if scores[d] > 0]

    return rank


def fuzzy(corpus: Corpus) -> Ranker:
    from rapidfuzz import fuzz, process
    from rapidfuzz.utils import default_process

    ids = corpus.ids
    texts = [f"{corpus[i].title} {corpus[i].text}" for i in ids]

    def rank(question: str) -> list[str]:
        found = process.extract(
            question, texts, scorer=fuzz.token_set_ratio, processor=default_process,
            limit=DEPTH, score_cutoff=1,
        )
        return [ids[index] for _, _, index in found]

    return rank


Scores = tuple[int, int, float]


def evaluate(corpus: Corpus, rank: Ranker, rows: list[tuple[str, list[str], str]]):
    per_style: dict[str, list[Scores]] = defaultdict(list)
    per_half: dict[str, list[Scores]] = defaultdict(list)
    misses = []
    for question, accepted, style in rows:
        results = rank(question)
        position = next(
            (i for i, result in enumerate(results) if is_hit(corpus, result, accepted)), None
        )
        top1 = int(position == 0)
        top3 = int(position is not None and position < 3)
        reciprocal = 0.0 if position is None else 1.0 / (position + 1)
        per_style[style].append((top1, top3, reciprocal))
        per_half[half(question)].append((top1, top3, reciprocal))
        if not top1:
            misses.append((half(question), style, question, " ".join(accepted), results[:3]))
    return per_style, per_half, misses


def means(values: list[Scores]) -> tuple[float, float, float]:
    """top-1, top-3 and MRR of scored questions."""
    n = len(values) or 1
    return (sum(v[0] for v in values) / n, sum(v[1] for v in values) / n,
            sum(v[2] for v in values) / n)


def summary(values: list[Scores]) -> str:
    top1, top3, mrr = means(values)
    return f"{top1:6.3f} {top3:6.3f} {mrr:6.3f}  (n={len(values)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--questions", type=Path, default=ROOT / "tests/data/questions.tsv")
    parser.add_argument(
        "--misses", nargs="?", const="AB", choices=["A", "B", "AB"],
        help="list the project's top-1 misses (of one half only: A or B)",
    )
    parser.add_argument("--only-project", action="store_true")
    args = parser.parse_args()
    rows = read_questions(args.questions)
    corpus = load_corpus()
    searcher = Searcher(corpus, examples=bank_for(args.questions))
    systems: dict[str, Callable[[Corpus], Ranker]] = {
        "project": lambda corpus: project(corpus, searcher)
    }
    if not args.only_project:
        systems.update(
            {
                "project, bm25s scoring": lambda corpus: project_with_bm25s(
                    corpus, bank_for(args.questions)
                ),
                "BM25 Snowball (baseline)": snowball_bm25,
                "rapidfuzz token_set (baseline)": fuzzy,
            }
        )
    print(f"{len(rows)} questions from {args.questions}; top-1  top-3  MRR@{DEPTH}")
    project_misses = []
    for name, factory in systems.items():
        per_style, per_half, misses = evaluate(corpus, factory(corpus), rows)
        if name == "project":
            project_misses = misses
        every = [value for values in per_style.values() for value in values]
        print(f"\n{name:32s} {summary(every)}")
        for part in sorted(per_half):
            print(f"  {'half ' + part:30s} {summary(per_half[part])}")
        for style in sorted(per_style):
            print(f"  {style:30s} {summary(per_style[style])}")
    print("\nevery author's set, scored with a bank without it | with no example bank:")
    pooled: dict[str, list[Scores]] = defaultdict(list)
    independent: dict[str, list[Scores]] = defaultdict(list)
    for path in sorted(EXAMPLES_DIR.glob("*.tsv")):
        set_rows = read_questions(path)
        figures = []
        for label, bank in (("bank", bank_for(path)), ("none", ())):
            searcher.use_examples(bank)
            per_style, _, _ = evaluate(corpus, project(corpus, searcher), set_rows)
            every = [value for values in per_style.values() for value in values]
            pooled[label] += every
            if path.stem not in DEVELOPER_SETS:
                independent[label] += every
            figures.append(summary(every))
        print(f"  {path.stem:30s} {figures[0]} | {figures[1]}")
    print(f"  {'all sets':30s} {summary(pooled['bank'])} | {summary(pooled['none'])}")
    both = (summary(independent["bank"]), summary(independent["none"]))
    print(f"  {'independent authors':30s} {both[0]} | {both[1]}")
    off_topic = (ROOT / "tests/data/offtopic.tsv").read_text(encoding="utf-8").splitlines()[1:]
    searcher.use_examples(load_examples())
    answered = sum(1 for question in off_topic if project(corpus, searcher)(question))
    print(f"\noff-topic questions answered with nothing: {len(off_topic) - answered} of "
          f"{len(off_topic)} (tests/data/offtopic.tsv)")
    if args.misses:
        print(f"\nproject top-1 misses (half {'/'.join(args.misses)}):")
        for part, style, question, accepted, results in project_misses:
            if part in args.misses:
                got = " ".join(results)
                print(f"  [{part} {style}] {question}  | want {accepted} | got {got}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
