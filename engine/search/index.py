"""The search index over every clause: BM25 with fields, lemma pairs and stored surfaces.

A clause's document is its title (boosted), the titles above it (its context), its own
text and its footnotes. Terms are lemmas (every normal form of an ambiguous word) and
unordered pairs of content lemmas standing close together («вне|очередь»). BM25's
term-frequency part is computed once here, so a query only multiplies by the IDF.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from engine.search.morph import derived_keys, is_known, is_stopword, lemmas
from engine.search.normalize import words
from laws_text import Corpus

K1 = 0.8
B = 0.5
WEIGHTS = {"title": 3.0, "context": 2.0, "text": 1.0, "notes": 0.5}
FIELD_B = {"title": 0.5, "context": 0.5, "text": 0.5, "notes": 0.5}
PAIR_WINDOW = 2
MAX_ALTERNATIVES = 3

Posting = tuple[int, float]  # (document number, BM25 tf part)


def pair_key(first: str, second: str) -> str:
    """An unordered pair; a negation reads forward only: «не масть» is ``не>масть``."""
    if first == "не":
        return f"не>{second}"
    return f"{first}|{second}" if first <= second else f"{second}|{first}"


def content(sequence: Iterable[str]) -> list[str]:
    """The words that carry meaning (negations included), in order."""
    return [word for word in sequence if not is_stopword(word)]


def pairs(alternatives: Sequence[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Alternatives of the pair terms of a content-word sequence (window of two)."""
    out: list[tuple[str, ...]] = []
    for i, first in enumerate(alternatives):
        for second in islice(alternatives, i + 1, i + 1 + PAIR_WINDOW):
            keys = _pair_keys(first, second)
            if keys:
                out.append(keys)
    return out


@lru_cache(maxsize=512)  # a question's pairs, and the next question's: not every pair ever
def _pair_keys(first: tuple[str, ...], second: tuple[str, ...]) -> tuple[str, ...]:
    """The pair terms of two neighbours' alternatives, sorted (a question asks the same
    neighbours twice: in its words as written and as the jargon translated them)."""
    keys = {
        pair_key(a, b)
        for a in first[:MAX_ALTERNATIVES]
        for b in second[:MAX_ALTERNATIVES]
        if a != b and b != "не"
    }
    return tuple(sorted(keys))


@dataclass
class SearchIndex:
    """Postings and per-clause data; plain types only, so it can be saved with marshal."""

    ids: list[str]
    postings: dict[str, tuple[float, list[Posting]]]  # term -> (idf, postings)
    surfaces: list[dict[str, list[str]]]  # per document: lemma -> word forms in its text
    vocabulary: list[str]  # word forms of the text, most frequent first (typo repair)
    headings: list[list[list[str]]]  # per document: lemma alternatives of each heading word

    def to_plain(self) -> dict[str, object]:
        return {
            "ids": self.ids,
            "postings": self.postings,
            "surfaces": self.surfaces,
            "vocabulary": self.vocabulary,
            "headings": self.headings,
        }

    @classmethod
    def from_plain(cls, plain: dict[str, object]) -> SearchIndex:
        return cls(**plain)  # type: ignore[arg-type]


def _fields(corpus: Corpus, clause_id: str) -> list[tuple[str, str, bool]]:
    """(field, text, whether the words are the clause's own) for each field of a clause."""
    clause = corpus[clause_id]
    context = " ".join(parent.title for parent in corpus.ancestors(clause_id)[:-1])
    fields = [
        ("title", clause.title, True),
        ("context", context, False),
        ("text", clause.text, True),
    ]
    fields += [("notes", footnote.text, True) for footnote in clause.footnotes]
    return fields


def slips(corpus: Corpus) -> dict[str, str]:
    """Words of the text the dictionary does not know, one letter away from a word it does.

    The 1987 translation has slips («Надлежещая форма»); the index reads such a word
    as the word it was meant to be too, so that the question's spelling finds it.
    """
    every = {word for clause in corpus for _, text, _ in _fields(corpus, clause.id)
             for word in words(text) if word.isalpha()}
    known = [word for word in sorted(every) if is_known(word)]
    out: dict[str, str] = {}
    for word in sorted(every):
        if len(word) < 6 or word.isascii() or is_known(word):
            continue
        found = process.extractOne(
            word, known, scorer=Levenshtein.distance, processor=None, score_cutoff=1
        )
        if found is not None:
            out[word] = str(found[0])
    return out


def _alternatives(word: str, slip: dict[str, str]) -> tuple[str, ...]:
    meant = slip.get(word)
    return lemmas(word) if meant is None else tuple(sorted({*lemmas(word), *lemmas(meant)}))


def document_terms(corpus: Corpus) -> list[list[tuple[str, float]]]:
    """Each clause's terms with their field weights, in order (what the index counts)."""
    documents = []
    slip = slips(corpus)
    for clause_id in corpus.ids:
        terms: list[tuple[str, float]] = []
        for name, text, _ in _fields(corpus, clause_id):
            alternatives = [_alternatives(word, slip) for word in content(words(text))]
            weight = WEIGHTS[name]
            terms += [(alt, weight) for alts in alternatives for alt in alts]
            terms += [(key, weight) for alts in alternatives for key in derived_keys(alts)]
            terms += [(key, weight) for keys in pairs(alternatives) for key in keys]
        documents.append(terms)
    return documents


def build_index(corpus: Corpus) -> SearchIndex:
    """BM25F: each field's term frequency is normalised by that field's length, then weighted."""
    ids = corpus.ids
    frequencies: list[dict[str, dict[str, float]]] = []  # per document: field -> term -> tf
    lengths: list[dict[str, float]] = []
    surfaces: list[dict[str, list[str]]] = []
    headings: list[list[list[str]]] = []
    counts: dict[str, int] = defaultdict(int)
    slip = slips(corpus)
    for clause_id in ids:
        fields: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
        length: dict[str, float] = defaultdict(float)
        seen: dict[str, set[str]] = defaultdict(set)
        for name, text, own in _fields(corpus, clause_id):
            sequence = content(words(text))
            alternatives = [_alternatives(word, slip) for word in sequence]
            tf = fields[name]
            length[name] += len(sequence)
            for word, alts in zip(sequence, alternatives, strict=True):
                counts[word] += 1
                for alt in alts + derived_keys(alts):
                    tf[alt] += 1
                    if own:
                        seen[alt].add(word)
            for keys in pairs(alternatives):
                for key in keys:
                    tf[key] += 1
        frequencies.append(fields)
        lengths.append(length)
        surfaces.append({alt: sorted(forms) for alt, forms in seen.items()})
        heading = [
            list(_alternatives(word, slip))
            for name, text, _ in _fields(corpus, clause_id)
            if name in ("title", "context")
            for word in content(words(text))
        ]
        headings.append(heading)
    average = {name: sum(d[name] for d in lengths) / len(lengths) or 1.0 for name in WEIGHTS}
    documents: dict[str, list[Posting]] = defaultdict(list)
    for number, fields in enumerate(frequencies):
        combined: dict[str, float] = defaultdict(float)
        for name, tf in fields.items():
            b = FIELD_B[name]
            norm = 1 - b + b * lengths[number][name] / average[name]
            for term, value in tf.items():
                combined[term] += WEIGHTS[name] * value / norm
        for term, value in combined.items():
            documents[term].append((number, value * (K1 + 1) / (value + K1)))
    total = len(ids)
    postings = {
        term: (math.log(1 + (total - len(found) + 0.5) / (len(found) + 0.5)), found)
        for term, found in documents.items()
    }
    vocabulary = sorted(counts, key=lambda word: (-counts[word], word))
    return SearchIndex(ids, postings, surfaces, vocabulary, headings)
