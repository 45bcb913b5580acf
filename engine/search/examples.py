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

import heapq
import math
from array import array
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, cast

from engine.search.errors import DataFileError

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "examples"
NEIGHBOURS = 8
POWER = 2.0  # a neighbour votes with its similarity to this power
FACT_WEIGHT = 1.0
ALTERNATIVES = 1  # lemma alternatives of a word that stand for it (sharing its weight)
COMMON_SHARE = 0.2  # features of more than this share of the examples are not looked up
COMMON_LEAST = 20  # … in a bank of a hundred examples or more
# facts nearly every question about the auction has («a-call»); facts only the director's
# index reads («fifth»: whose card it was decides 45E1 or 45E2, and the examples of a fifth
# card are voted for by their words)
SILENT_FACTS = frozenset({"a-call", "fifth"})

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


@cache
def packaged_examples_bytes(directory: Path = EXAMPLES_DIR) -> bytes:
    """``packaged_examples_text`` in UTF-8, read without decoding the files: the bank's cache
    key at start-up (decoding a megabyte of Cyrillic and encoding it again cost ~5 ms)."""
    data = b"\n".join(
        path.name.encode("utf-8") + b"\n" + path.read_bytes()
        for path in sorted(directory.glob("*.tsv"))
    )
    return data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")  # ``read_text``'s newlines


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
    weights), a feature's span of them in ``spans``: a question's similarity to the
    examples sums the spans of its features. Plain ``array`` and a Python loop by default:
    importing numpy takes about 0.1 s of CPU, more than a one-shot ``ask`` spends voting. A
    process that answers question after question (the bot, the console, ``--jsonl``) calls
    ``accelerate`` once and votes with ``numpy.bincount`` (about 0.15 ms a question against
    0.45 ms): the same sums in the same order, so the same votes.
    """

    idf: dict[str, float]
    spans: dict[str, tuple[int, int]]  # feature -> its postings: rows[start:end]
    rows: array[int]  # example numbers, feature by feature
    weights: array[float]  # the normalised weight of the feature in that example
    labels: list[tuple[str, ...]]  # each example's accepted clauses
    # the postings as numpy arrays, once ``accelerate`` found numpy (views of the two above)
    _arrays: tuple[Any, Any] | None = field(default=None, repr=False)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ExampleBank) and (
            (self.idf, self.spans, self.labels, self.rows, self.weights)
            == (other.idf, other.spans, other.labels, other.rows, other.weights)
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, like any dataclass with eq

    @classmethod
    def empty(cls) -> ExampleBank:
        return cls({}, {}, array("i"), array("d"), [])

    @classmethod
    def build(cls, bags: Sequence[Features], labels: Sequence[tuple[str, ...]]) -> ExampleBank:
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
        return cls(idf, spans, array("i", rows), array("d", weights), list(labels))

    def accelerate(self) -> bool:
        """Vote with numpy from now on, if it is installed (see the class's note)."""
        try:
            import numpy as np
        except ImportError:
            return False
        self._arrays = (np.frombuffer(self.rows, np.intc), np.frombuffer(self.weights))
        return True

    def votes(self, bag: Features) -> dict[str, float]:
        """Clause → the summed vote of the nearest examples (similarity ** POWER each)."""
        unit = _unit(bag, self.idf)
        nearest = self._nearest_arrays(unit) if self._arrays else self._nearest(unit)
        out: dict[str, float] = defaultdict(float)
        for number, near in nearest:
            if near <= 0.0:
                break
            labels = self.labels[number]
            for clause_id in labels:
                out[clause_id] += near**POWER / len(labels)
        return dict(out)

    def _nearest(self, unit: dict[str, float]) -> list[tuple[int, float]]:
        """The NEIGHBOURS nearest examples with their similarity, best first and, in a tie,
        the earlier example first."""
        similarity: dict[int, float] = {}  # example → its similarity, if it shares a feature
        known = similarity.get
        for feature, value in unit.items():
            span = self.spans.get(feature)
            if span is not None:
                rows, weights = self.rows[span[0] : span[1]], self.weights[span[0] : span[1]]
                for number, weight in zip(rows, weights, strict=True):
                    similarity[number] = known(number, 0.0) + weight * value
        if not similarity:
            return []
        # the NEIGHBOURS-th best similarity (found in C, no key function), then every example
        # at least that near, ordered
        floor = heapq.nlargest(NEIGHBOURS, similarity.values())[-1]
        nearest = sorted((-near, number) for number, near in similarity.items() if near >= floor)
        return [(number, -negative) for negative, number in nearest[:NEIGHBOURS]]

    def _nearest_arrays(self, unit: dict[str, float]) -> list[tuple[int, float]]:
        """``_nearest`` with numpy: the same postings summed in the same order."""
        import numpy as np

        assert self._arrays is not None
        rows, weights = self._arrays
        picked: list[Any] = []
        scaled: list[Any] = []
        for feature, value in unit.items():
            span = self.spans.get(feature)
            if span is not None:
                picked.append(rows[span[0] : span[1]])
                scaled.append(weights[span[0] : span[1]] * value)
        if not picked:
            return []
        similarity = np.bincount(
            np.concatenate(picked), np.concatenate(scaled), minlength=len(self.labels)
        )
        touched = similarity[similarity > 0.0]
        if not len(touched):
            return []
        count = min(NEIGHBOURS, len(touched))
        floor = np.partition(touched, len(touched) - count)[len(touched) - count]
        chosen = np.flatnonzero(similarity >= floor).tolist()
        nearest = sorted((-float(similarity[number]), number) for number in chosen)
        return [(number, -negative) for negative, number in nearest[:NEIGHBOURS]]

    def to_plain(self) -> dict[str, object]:
        """Plain types for the index cache (marshal): the arrays as their bytes."""
        return {"idf": self.idf, "spans": self.spans, "rows": self.rows.tobytes(),
                "weights": self.weights.tobytes(), "labels": self.labels}

    @classmethod
    def from_plain(cls, plain: Mapping[str, object]) -> ExampleBank:
        # «i» and «d»: 4-byte example numbers and 8-byte weights (numpy's int32 and float64
        # wrote the same bytes to the caches made before)
        rows, weights = array("i"), array("d")
        rows.frombytes(cast(bytes, plain["rows"]))
        weights.frombytes(cast(bytes, plain["weights"]))
        return cls(
            cast(dict[str, float], plain["idf"]),
            cast(dict[str, tuple[int, int]], plain["spans"]),
            rows,
            weights,
            cast(list[tuple[str, ...]], plain["labels"]),
        )


def _unit(bag: Features, idf: Mapping[str, float]) -> dict[str, float]:
    weighted = {f: v * idf[f] for f, v in bag.items() if idf.get(f, 0.0) > 0.0}
    norm = math.sqrt(sum(value * value for value in weighted.values())) or 1.0
    return {feature: value / norm for feature, value in weighted.items()}
