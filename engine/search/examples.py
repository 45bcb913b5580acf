"""Questions people asked, with the clauses that answer them: a vote of the nearest ones.

The law text says things the way a lawgiver does; players tell stories. The example files
(``engine/data/examples/*.tsv``, one per author: ``question<TAB>accepted ids<TAB>style``)
hold questions written by different people and labelled with the clauses that rule on
them. A new question is compared with each of them on what the search understood of it
(lemmas after jargon and typo repair, the facts of the irregularity), TF-IDF
weighted, by cosine; the ``NEIGHBOURS`` nearest vote for their clauses with similarity
squared. The vote is a boost next to the text search and the director's index, it does
not replace them.

Scoring an author's set with a bank that holds it would be cheating: benchmarks and tests
build the bank without the set they score (``without``).

>>> bank = ExampleBank.build(
...     [{"T:пас": 1.0, "F:oot": 1.0}, {"T:контра": 1.0}, {"T:пас": 1.0, "T:ход": 1.0}],
...     [("30",), ("19A1",), ("41A",)],
... )
>>> {clause: round(vote, 2) for clause, vote in bank.votes({"T:пас": 1.0, "F:oot": 1.0}).items()}
{'30': 1.0, '41A': 0.03}
>>> bank.votes({"T:алерт": 1.0})
{}
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, cast

from engine.search.errors import DataFileError

if TYPE_CHECKING:  # numpy loads with the first bank (a ruling on an auction needs none)
    import numpy as np

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "examples"
NEIGHBOURS = 8
POWER = 2.0  # a neighbour votes with its similarity to this power
FACT_WEIGHT = 1.0
ALTERNATIVES = 1  # lemma alternatives of a word that stand for it (sharing its weight)
COMMON_SHARE = 0.2  # features of more than this share of the examples are not looked up
COMMON_LEAST = 20  # … in a bank of a hundred examples or more
SILENT_FACTS = frozenset({"a-call"})  # facts nearly every question about the auction has

Features = Mapping[str, float]


@dataclass(frozen=True)
class Example:
    question: str
    accepted: tuple[str, ...]
    style: str
    source: str  # the file's name without «.tsv»: the author's set


def parse_examples(text: str, source: str) -> list[Example]:
    """The rows of one example file; a malformed line raises an error naming it."""
    rows: list[Example] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if number == 1 or not raw.strip():
            continue  # the header
        columns = raw.split("\t")
        if len(columns) != 3 or not columns[0].strip() or not columns[1].split():
            raise DataFileError(source, number, "нужно три столбца: вопрос, пункты, стиль")
        rows.append(Example(columns[0], tuple(columns[1].split()), columns[2].strip(),
                            Path(source).stem))
    return rows


@cache
def load_examples(directory: Path = EXAMPLES_DIR) -> tuple[Example, ...]:
    """Every example file of the directory, in name order (read once per process)."""
    rows: list[Example] = []
    for path in sorted(directory.glob("*.tsv")):
        rows += parse_examples(path.read_text(encoding="utf-8"), str(path))
    return tuple(rows)


@cache
def packaged_examples_text(directory: Path = EXAMPLES_DIR) -> str:
    """The example files as they are (a cheap fingerprint: nothing parsed)."""
    return "\n".join(
        f"{path.name}\n{path.read_text(encoding='utf-8')}"
        for path in sorted(directory.glob("*.tsv"))
    )


def examples_text(examples: Iterable[Example]) -> str:
    """What a bank is built from, for the index cache's fingerprint."""
    return "\n".join(f"{e.question}\t{' '.join(e.accepted)}" for e in examples)


def without(examples: Iterable[Example], source: str) -> tuple[Example, ...]:
    """The examples of every author but one: the bank to score that author's set with."""
    return tuple(example for example in examples if example.source != source)


def features(
    terms: Sequence[tuple[str, ...]], weights: Sequence[float], facts: Iterable[str]
) -> dict[str, float]:
    """A question as the bank compares it: weighted lemmas and facts.

    (Word pairs were tried too: equal quality, slower.)
    """
    bag: dict[str, float] = defaultdict(float)
    for alternatives, weight in zip(terms, weights, strict=True):
        chosen = alternatives[:ALTERNATIVES]
        if weight > 0 and chosen:
            for term in chosen:
                bag[f"T:{term}"] += weight / len(chosen)
    for fact in facts:
        if fact not in SILENT_FACTS:
            bag[f"F:{fact}"] += FACT_WEIGHT
    return dict(bag)


@dataclass(eq=False)
class ExampleBank:
    """TF-IDF vectors of the examples in an inverted index.

    The postings of every feature lie in two flat arrays (example numbers and normalised
    weights), a feature's span of them in ``spans``: a question's similarity to every
    example is then one ``numpy.bincount`` over the spans of its features, not a Python
    loop over a thousand postings (the vote was a fifth of the time per question).
    """

    idf: dict[str, float]
    spans: dict[str, tuple[int, int]]  # feature -> its postings: rows[start:end]
    rows: np.ndarray  # example numbers, feature by feature
    weights: np.ndarray  # the normalised weight of the feature in that example
    labels: list[tuple[str, ...]]  # each example's accepted clauses

    def __eq__(self, other: object) -> bool:
        import numpy as np

        return isinstance(other, ExampleBank) and (
            (self.idf, self.spans, self.labels) == (other.idf, other.spans, other.labels)
            and np.array_equal(self.rows, other.rows)
            and np.array_equal(self.weights, other.weights)
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, like any dataclass with eq

    @classmethod
    def empty(cls) -> ExampleBank:
        import numpy as np

        return cls({}, {}, np.zeros(0, np.int32), np.zeros(0), [])

    @classmethod
    def build(cls, bags: Sequence[Features], labels: Sequence[tuple[str, ...]]) -> ExampleBank:
        import numpy as np

        frequency: dict[str, int] = defaultdict(int)
        for bag in bags:
            for feature in bag:
                frequency[feature] += 1
        total = len(bags)
        idf = {f: math.log((total + 1) / (n + 0.5)) for f, n in frequency.items()}
        postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        common = max(COMMON_SHARE * total, COMMON_LEAST)
        for number, bag in enumerate(bags):
            for feature, value in _unit(bag, idf).items():
                if frequency[feature] <= common:  # a word most questions share decides little
                    postings[feature].append((number, value))
        spans: dict[str, tuple[int, int]] = {}
        rows: list[int] = []
        weights: list[float] = []
        for feature, found in postings.items():
            spans[feature] = (len(rows), len(rows) + len(found))
            rows += [number for number, _ in found]
            weights += [value for _, value in found]
        return cls(idf, spans, np.array(rows, np.int32), np.array(weights, np.float64),
                   list(labels))

    def votes(self, bag: Features) -> dict[str, float]:
        """Clause → the summed vote of the nearest examples (similarity ** POWER each)."""
        import numpy as np

        rows: list[np.ndarray] = []
        weights: list[np.ndarray] = []
        for feature, value in _unit(bag, self.idf).items():
            span = self.spans.get(feature)
            if span is not None:
                rows.append(self.rows[span[0] : span[1]])
                weights.append(self.weights[span[0] : span[1]] * value)
        if not rows:
            return {}
        similarity = np.bincount(
            np.concatenate(rows), np.concatenate(weights), minlength=len(self.labels)
        )
        count = min(NEIGHBOURS, len(similarity))
        nearest = np.argpartition(-similarity, count - 1)[:count]
        # the same neighbours whatever the order of a tie: best first, then the earlier example
        ordered = sorted(nearest.tolist(), key=lambda number: (-similarity[number], number))
        out: dict[str, float] = defaultdict(float)
        for number in ordered:
            near = float(similarity[number])
            if near <= 0.0:
                break
            labels = self.labels[number]
            for clause_id in labels:
                out[clause_id] += near**POWER / len(labels)
        return dict(out)

    def to_plain(self) -> dict[str, object]:
        """Plain types for the index cache (marshal): the arrays as their bytes."""
        return {"idf": self.idf, "spans": self.spans, "rows": self.rows.tobytes(),
                "weights": self.weights.tobytes(), "labels": self.labels}

    @classmethod
    def from_plain(cls, plain: Mapping[str, object]) -> ExampleBank:
        import numpy as np

        return cls(
            cast(dict[str, float], plain["idf"]),
            cast(dict[str, tuple[int, int]], plain["spans"]),
            np.frombuffer(cast(bytes, plain["rows"]), np.int32),
            np.frombuffer(cast(bytes, plain["weights"]), np.float64),
            cast(list[tuple[str, ...]], plain["labels"]),
        )


def _unit(bag: Features, idf: Mapping[str, float]) -> dict[str, float]:
    weighted = {f: v * idf[f] for f, v in bag.items() if idf.get(f, 0.0) > 0.0}
    norm = math.sqrt(sum(value * value for value in weighted.values())) or 1.0
    return {feature: value / norm for feature, value in weighted.items()}
