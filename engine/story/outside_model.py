"""A learned reading of «is this question about a law outside 19-46, and which group?».

The cue rules of ``engine.story.outside`` are precise but fit the voices they were written
for; this multinomial logistic regression, learned from labelled questions of many voices
(``benchmarks/train_outside.py``), carries over better. Its weights are
``engine/data/outside_model.tsv``: for each feature (a lemma of the question, a pair of
neighbouring lemmas «a_b», an English word, a word's character n-grams «~рен», the text's own
word its slang or English translates into) and each law group, how much the feature adds to
the group's log odds against questions Laws 19-46 govern. The n-grams carry a misspelt or
slang word («ренанснул») to the word it resembles; the translations carry «revoked» to
«фальшренонс».
A question is flagged when the odds of all groups together against «inside» reach the
threshold learned with the weights; it is then given the likeliest group's main law.

>>> prediction("Соперник сделал ренонс, заметили через две взятки").group
'revoke'
>>> prediction("Партнёр открылся 1 пикой, я ответил 2 трефы. Можно ли мне теперь пас?") is None
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any, cast

from engine.glyphs import looks_latin
from engine.search import cache as index_cache
from engine.search.errors import DataFileError
from engine.search.jargon import JargonMatcher, packaged_matcher
from engine.search.morph import STOPWORDS, lemmas
from engine.search.normalize import normalise, split_words

TABLE = "data/outside_model.tsv"
_MAX_CHARS = 4000  # features of a question's first few thousand characters are plenty

# law group → its main law (the one the answer names) and every law it holds
GROUPS: dict[str, tuple[str, frozenset[str]]] = {
    "revoke": ("64", frozenset({"61", "62", "63", "64"})),
    "claim": ("68", frozenset({"68", "69", "70", "71"})),
    "lead_out_of_turn": ("54", frozenset({"53", "54", "55", "56"})),
    "penalty_card": ("50", frozenset({"50", "51", "52"})),
    "ui": ("16", frozenset({"16", "73"})),
    "mi": ("75", frozenset({"75"})),
    "tardiness": ("74", frozenset({"74", "90", "91"})),
    "scoring": ("77", frozenset({"77", "78", "79"})),
    "appeal": ("92", frozenset({"92", "93"})),
    "wrong_cards": ("13", frozenset({"6", "7", "13", "14"})),
    "wrong_board": ("15", frozenset({"8", "15", "17"})),
    "tricks": ("66", frozenset({"65", "66", "67"})),
    "spectators": ("76", frozenset({"76"})),
    "premature": ("57", frozenset({"57", "58"})),
    "exposed": ("49", frozenset({"48", "49"})),
    "fouled": ("87", frozenset({"87"})),
    "director": (
        "12", frozenset({"12", "72", "80", "81", "82", "83", "84", "85", "86", "88"})
    ),
    "rectification": ("10", frozenset({"9", "10", "11"})),
    "retraction": ("47", frozenset({"47"})),
    "cannot_comply": ("59", frozenset({"59", "60"})),
}
OTHER = "other_outside"  # a law outside 19-46 of no group above: flagged, not named
INSIDE = "inside"


_KIN_AT_MOST = 4  # a group wider than this (the director's powers) is no family of one topic


def kin(law: str) -> tuple[str, ...]:
    """The other laws of a law's group, in their order in the book: the family a question
    about that topic may turn on («64» → 61, 62, 63: which of them decides depends on facts
    a short question rarely gives).

    >>> kin("64"), kin("75"), kin("12")
    (('61', '62', '63'), (), ())
    """
    group = group_of(law)
    if group not in GROUPS or len(GROUPS[group][1]) > _KIN_AT_MOST:
        return ()
    return tuple(sorted(GROUPS[group][1] - {law}, key=int))


def with_kin(laws: list[str]) -> list[str]:
    """The laws, then their kin not already among them.

    >>> with_kin(["62", "16"])
    ['62', '16', '61', '63', '64', '73']
    """
    found = list(dict.fromkeys(laws))
    for law in list(found):
        found += [other for other in kin(law) if other not in found]
    return found


def group_of(law: str) -> str:
    """The group of a law outside 19-46 («62» → «revoke»; «13» → «other_outside»)."""
    for group, (_, laws) in GROUPS.items():
        if law in laws:
            return group
    return OTHER


def _words(text: str) -> list[str]:
    return split_words(normalise(text[:_MAX_CHARS]))


_GRAM = 4  # letters in a word's character n-gram («#рен», «рено», …, «онс#»)


def grams(word: str) -> list[str]:
    """A word's character n-grams, its edges marked: a typo, a slang ending or a stem of a
    word the training never saw still shares most of them with the word it resembles.

    >>> grams("ренонс")
    ['~#рен', '~рено', '~енон', '~нонс', '~онс#']
    >>> grams("пас"), grams("1♠")
    ([], [])
    """
    if len(word) < _GRAM or not word.isalpha():
        return []
    marked = f"#{word}#"
    return [f"~{marked[at : at + _GRAM]}" for at in range(len(marked) - _GRAM + 1)]


def _jargon() -> JargonMatcher:
    """The search's own matcher of the bridge vocabulary (built once per process)."""
    return packaged_matcher()


def translations(words: list[str]) -> set[str]:
    """The first lemma of each word the bridge vocabulary (``engine/data/jargon.tsv``) turns
    slang and English into: «revoked» speaks as the text's own word does.

    >>> sorted(translations(["he", "revoked"]))
    ['фальшренонс']
    """
    found: set[str] = set()
    for _, _, entry in _jargon().find(words):
        for word in entry.target:
            forms = lemmas(word)
            if forms:
                found.add(forms[0])
    return found


@lru_cache(maxsize=64)
def features(text: str) -> frozenset[str]:
    """The question's features: every lemma of each word, «a_b» for neighbouring words'
    first lemmas, each word's character n-grams («~…») and the lemmas its slang and English
    translate into; a question typed on the English layout is read on the Russian one too.

    >>> sorted(f for f in features("Ренонс установлен?") if not f.startswith("~"))
    ['ренонс', 'ренонс_установить', 'установить', 'фальшренонс']
    >>> sorted(set(grams("ренонс")) & features("реннонс"))  # a typo keeps most n-grams
    ['~#рен', '~нонс', '~онс#']
    """
    texts = [text]
    russian = on_russian_layout(text[:_MAX_CHARS])
    if russian is not None:
        texts.append(russian)
    found: set[str] = set()
    for one in texts:
        previous = ""
        words = _words(one)
        found |= translations(words)
        for word in words:
            if word.isdigit():
                previous = ""
                continue
            forms = lemmas(word)
            found.update(forms)
            found.update(grams(word))
            first = forms[0] if forms else word
            if previous:
                found.add(f"{previous}_{first}")
            previous = first
    return frozenset(found)


def on_russian_layout(text: str) -> str | None:
    """The text with what was typed on the English layout read on the Russian one, by the
    search's own decision (``engine.search.analyze.fix_layout``: the chunks that are no words
    but become words in Russian); None when nothing was. An English post («Declaring 4S, I
    asked …») is left as it is: its conversions are nonsense («вусдфкштп»), and their n-grams
    would speak for whatever group they happened to fit.

    >>> on_russian_layout("ghjnbdybr pfrktqvbk jcnfnjr")
    'противник заклеймил остаток'
    >>> on_russian_layout("declarer asked what the discards meant") is None
    True
    >>> on_russian_layout("Партнёр сделал htyjyc")  # one word on the wrong layout
    'партнер сделал ренонс'
    """
    normalised = normalise(text)
    if not any(map(looks_latin, normalised.split())):
        return None  # nothing typed on the English layout: no need to load the search
    from engine.search import get_searcher
    from engine.search.analyze import fix_layout

    fixed, corrections = fix_layout(normalised, get_searcher().vocabulary)
    return fixed if corrections else None


# A file of thousands of rows is checked and split by regular expressions, not line by line
# in Python; the values of a row become numbers when it is looked up (``Rows``).
_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # what ``str.splitlines`` splits at
_NUMBER = r"-?[0-9]++(?:\.[0-9]++)?+(?:[eE][-+]?[0-9]++)?+"  # what ``float`` surely reads


@cache
def _plain_values() -> re.Pattern[str]:
    """Values of a row that ``float`` surely reads, tab-separated."""
    return re.compile(rf"{_NUMBER}(?:\t{_NUMBER})*+")


@cache
def _plain_row(groups: int) -> re.Pattern[str]:
    """A whole line of a feature and ``groups`` plain numbers: (feature, the numbers' text).
    No comment, header or blank line is one, nor a value ``float`` might refuse."""
    values = rf"{_NUMBER}(?:\t{_NUMBER}){{{groups - 1}}}+"
    return re.compile(
        rf"^(?!feature\t)([^\t#@{_BREAKS}][^\t{_BREAKS}]*+)\t({values})$", re.MULTILINE
    )


class Rows(Mapping[str, tuple[float, ...]]):
    """Feature → its weight per group, each row's text turned into numbers when it is first
    looked up: a question looks up a few dozen features of thousands, and reading every row
    at once took longer than the rest of the first answer's model.

    >>> rows = Rows({"ренонс": "2.0\\t0.1"})
    >>> rows["ренонс"], "пас" in rows, len(rows)
    ((2.0, 0.1), False, 1)
    """

    def __init__(self, texts: dict[str, str]) -> None:
        self._texts = texts  # feature → its values, tab-separated, already checked
        self._rows: dict[str, tuple[float, ...]] = {}

    def __getitem__(self, feature: str) -> tuple[float, ...]:
        row = self._rows.get(feature)
        if row is None:
            row = self._rows[feature] = tuple(map(float, self._texts[feature].split("\t")))
        return row

    def __contains__(self, feature: object) -> bool:
        return feature in self._texts

    def get(self, feature: str, default: Any = None) -> Any:
        """``Mapping.get`` without its KeyError: most features of a question have no row."""
        return self[feature] if feature in self._texts else default

    def texts(self) -> dict[str, str]:
        """Feature → its values as written (what the cache keeps)."""
        return self._texts

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)


@dataclass(frozen=True)
class Model:
    classes: tuple[str, ...]  # the groups, «inside» not among them
    prior: tuple[float, ...]  # log prior odds of each group against «inside»
    weights: Mapping[str, tuple[float, ...]]  # feature → its weight per group
    threshold: float  # log odds (all groups against «inside») from which a question is flagged


def parse_model(text: str, source: str = TABLE) -> Model:
    """The weights file; a malformed line raises an error naming it.

    Rows of plain numbers after the header are split at once; any other file is read line by
    line, with the same result:

    >>> head = "feature\\ta\\tb\\n@prior\\t-1\\t-2\\n@threshold\\t0.5\\n"
    >>> dict(parse_model(head + "x\\t1\\t2e-1\\ny\\t-3\\t0\\nx\\t4\\t5\\n").weights)
    {'x': (4.0, 5.0), 'y': (-3.0, 0.0)}
    >>> dict(parse_model(head + "x\\t1\\t2e-1\\n# note\\ny\\tinf\\t-0\\n").weights)
    {'x': (1.0, 0.2), 'y': (inf, -0.0)}
    """
    classes: tuple[str, ...] = ()
    prior: tuple[float, ...] = ()
    threshold: float | None = None
    weights: dict[str, str] = {}  # feature → the text of its row (numbers when looked up)
    offset = 0  # where the line starts in the text
    tried = False
    for number, ended in enumerate(text.splitlines(keepends=True), start=1):
        if classes and prior and threshold is not None and not tried:
            tried = True  # the header is read: the rest at once when it is rows alone
            rest = text[offset:]
            rows = _plain_row(len(classes)).findall(rest)
            if len(rows) == rest.count("\n") + (not rest.endswith("\n") and bool(rest)):
                weights.update(rows)  # every line a row (a match never spans two)
                break
        offset += len(ended)
        line = ended.splitlines()[0]
        if not line.strip() or line.startswith("#"):
            continue
        columns = line.split("\t")
        try:
            if columns[0] == "feature":
                classes = tuple(columns[1:])
            elif columns[0] == "@threshold":
                threshold = float(columns[1])
            elif len(columns) != len(classes) + 1 or not classes:
                raise ValueError
            elif columns[0] == "@prior":
                prior = tuple(float(value) for value in columns[1:])
            else:
                values = line[len(columns[0]) + 1 :]
                if not _plain_values().fullmatch(values):  # «inf», « 1»: read now, or named
                    tuple(float(value) for value in columns[1:])
                weights[columns[0]] = values
        except (ValueError, IndexError):
            raise DataFileError(source, number, "нужны признак и вес для каждой группы") from None
    if not classes or not prior or threshold is None:
        raise DataFileError(source, 0, "нет заголовка, априорных весов или порога")
    return Model(classes, prior, Rows(weights), threshold)


def model() -> Model:
    """The packaged model (read once per process)."""
    return packaged(TABLE)


@cache
def packaged(table: str) -> Model:
    """A packaged weights file of this format (``engine/<table>``, read once per process). Its
    parse is kept in the user's cache, by the file's fingerprint: checking ten thousand rows
    took longer than reading them back."""
    text = resources.files("engine").joinpath(table).read_text(encoding="utf-8")
    directory, key = index_cache.default_cache_dir(), index_cache.fingerprint([table, text])
    saved = index_cache.load(directory, key)
    if saved is not None:
        return Model(
            cast(tuple[str, ...], saved["classes"]), cast(tuple[float, ...], saved["prior"]),
            Rows(cast(dict[str, str], saved["rows"])), cast(float, saved["threshold"]),
        )
    learned = parse_model(text, table)
    rows = cast(Rows, learned.weights)
    index_cache.save(directory, key, {"classes": learned.classes, "prior": learned.prior,
                                      "rows": rows.texts(), "threshold": learned.threshold})
    return learned


def log_odds(found: frozenset[str], learned: Model) -> list[float]:
    """Each group's log odds against «inside» for a question with these features."""
    rows = [row for feature in found if (row := learned.weights.get(feature)) is not None]
    # each group's column summed in C, from the prior on, in the order the loop added them
    return [sum(column) for column in zip(learned.prior, *rows, strict=True)]


def outside_odds(scores: list[float]) -> float:
    """The log odds of all groups together against «inside»."""
    top = max(scores)
    return top + math.log(sum(math.exp(score - top) for score in scores))


@dataclass(frozen=True)
class Prediction:
    group: str  # «revoke»
    law: str  # its main law («64»); "" for a law of no group
    odds: float  # log odds of «outside» against «inside»
    evidence: tuple[str, ...]  # the features that spoke most for the group
    scores: Mapping[str, float] = field(default_factory=dict)  # each group's log odds


def inside_odds(text: str, learned: Model | None = None) -> float:
    """The model's log odds that a question is about a law outside 19-46 (negative: inside)."""
    if not isinstance(text, str) or not text.strip():
        return 0.0
    learned = learned or model()
    return outside_odds(log_odds(features(text), learned))


def prediction(text: str, learned: Model | None = None) -> Prediction | None:
    """The law group a question is about, when the model is sure enough it is outside 19-46."""
    if not isinstance(text, str) or not text.strip():
        return None
    learned = learned or model()
    found = features(text)
    scores = log_odds(found, learned)
    odds = outside_odds(scores)
    if odds < learned.threshold:
        return None
    best = max(range(len(scores)), key=scores.__getitem__)
    group = learned.classes[best]
    known = sorted((learned.weights[f][best], f) for f in found if f in learned.weights)
    # the words that spoke, not their n-grams («~нонс» tells a reader nothing)
    telling = [(weight, f) for weight, f in known if weight > 0 and len(f) > 2
               and f not in STOPWORDS and not f.startswith("~")]
    evidence = tuple(f for _, f in reversed(telling[-3:]))
    law = GROUPS[group][0] if group in GROUPS else ""
    return Prediction(group, law, odds, evidence, dict(zip(learned.classes, scores, strict=True)))
