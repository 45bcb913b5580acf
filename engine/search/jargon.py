"""The bridge vocabulary (``engine/data/jargon.tsv``): slang and synonyms → the text's terms.

>>> entries = parse_jargon(
...     "# c\\nдабл\\tконтра\\tslang\\nне в свою очередь\\tвне очереди\\tsynonym\\n"
... )
>>> [(e.variant, e.target, e.kind) for e in entries]  # doctest: +NORMALIZE_WHITESPACE
[(('дабл',), ('контра',), 'slang'),
 (('не', 'в', 'свою', 'очередь'), ('вне', 'очереди'), 'synonym')]
>>> matcher = JargonMatcher(entries)
>>> sequence = ["дабл", "не", "в", "свою", "очередь"]
>>> [(start, end, entry.target) for start, end, entry in matcher.find(sequence)]
[(0, 1, ('контра',)), (1, 5, ('вне', 'очереди'))]
>>> [m[2].target for m in matcher.find(["даблом", "не", "в", "своей", "очереди"])]
[('контра',), ('вне', 'очереди')]
>>> pair = "open\\tназначение\\tenglish\\nopening\\tпервый\\tenglish"
>>> by_form = JargonMatcher(parse_jargon(pair))
>>> [m[2].target for m in by_form.find(["opening", "opened", "opens"])]
[('первый',), ('назначение',), ('назначение',)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.search.errors import DataFileError
from engine.search.morph import lemmas
from engine.search.normalize import words

KINDS = frozenset({"slang", "synonym", "english", "abbr", "aspect", "general"})
JARGON_FILE = "jargon.tsv"


@dataclass(frozen=True)
class JargonEntry:
    variant: tuple[str, ...]  # normalised words of what players say
    target: tuple[str, ...]  # normalised words of the translation
    kind: str
    line: int = 0
    exact: tuple[bool, ...] = ()  # per variant word: match this very form only («=правого»)


def parse_jargon(text: str, source: str = JARGON_FILE) -> list[JargonEntry]:
    """Entries of a jargon file; a malformed line raises DataFileError naming it."""
    entries: list[JargonEntry] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        columns = raw.split("\t")
        if len(columns) != 3:
            raise DataFileError(source, number, "нужно три столбца через табуляцию")
        tokens = columns[0].split()
        exact = tuple(token.startswith("=") for token in tokens)
        variant = [word for token in tokens for word in words(token)]
        target, kind = words(columns[1]), columns[2].strip()
        if len(variant) != len(tokens):
            exact = (False,) * len(variant)
        if kind not in KINDS:
            raise DataFileError(source, number, f"неизвестный вид «{kind}»")
        if not variant or not target:
            raise DataFileError(source, number, "пустой вариант или перевод")
        entries.append(JargonEntry(tuple(variant), tuple(target), kind, number, exact))
    return entries


# beside the package, not through importlib.resources: an editable install made before
# engine/__init__.py existed sees ``engine`` as a namespace package, which has no files()
JARGON_PATH = Path(__file__).resolve().parent.parent / "data" / JARGON_FILE


@cache
def jargon_text() -> str:
    return JARGON_PATH.read_text(encoding="utf-8")


# the packaged vocabulary, parsed once per process (or handed over parsed: ``seed_jargon``)
_LOADED: dict[Path, tuple[JargonEntry, ...]] = {}


def load_jargon() -> tuple[JargonEntry, ...]:
    """The packaged vocabulary (read once per process)."""
    loaded = _LOADED.get(JARGON_PATH)
    if loaded is None:
        loaded = _LOADED[JARGON_PATH] = tuple(parse_jargon(jargon_text(), str(JARGON_PATH)))
    return loaded


def seed_jargon(entries: Iterable[JargonEntry]) -> None:
    """The packaged vocabulary as parsed before: the search's cache holds it (keyed by the
    file's text), so that the process need not parse the file again. Parsed already, the
    file's own entries stay."""
    if JARGON_PATH not in _LOADED:
        _LOADED[JARGON_PATH] = tuple(entries)


@cache
def packaged_matcher() -> JargonMatcher:
    """The matcher of the packaged vocabulary, built once per process: the search and the
    outside model's translations share it (each built its own: 30 ms of the start-up)."""
    return JargonMatcher(load_jargon())


def _forms(word: str) -> frozenset[str]:
    return frozenset((word, *lemmas(word)))


class JargonMatcher:
    """Finds variants in a word sequence by lemma: longest first, without overlaps."""

    def __init__(self, entries: Sequence[JargonEntry]) -> None:
        self._entries = tuple(entries)
        self._by_first: dict[str, list[tuple[tuple[frozenset[str], ...], JargonEntry]]] = {}
        for entry in entries:
            pattern = tuple(_forms(word) for word in entry.variant)
            for form in pattern[0]:
                self._by_first.setdefault(form, []).append((pattern, entry))
        for candidates in self._by_first.values():
            candidates.sort(key=lambda item: -len(item[0]))

    def vocabulary(self) -> set[str]:
        """Words a question may use as they are: a variant's first word and its lemmas; every
        word of an English variant as written (its guessed forms, «passe» of «passed», are
        no words a typo should turn into).

        >>> sorted(JargonMatcher(parse_jargon("passed out\\tпас\\tenglish\\n")).vocabulary())
        ['out', 'passed']
        """
        found = {form for form in self._by_first if not form.isascii()}
        for entry in self._entries:
            if all(word.isascii() for word in entry.variant):
                found.update(entry.variant)
            else:
                found.update(form for form in _forms(entry.variant[0]))
        return found

    def targets(self) -> set[str]:
        """Every word the entries translate into."""
        return {word for entry in self._entries for word in entry.target}

    def find(self, sequence: Sequence[str]) -> list[tuple[int, int, JargonEntry]]:
        """(start, end, entry) for each match, left to right."""
        forms = [_forms(word) for word in sequence]
        found: list[tuple[int, int, JargonEntry]] = []
        start = 0
        while start < len(sequence):
            # the longest; of equally long ones, the one closest to the words as written
            # («opening» is the entry «opening», «opened» the entry «open»), then the first
            best: tuple[int, int, int, JargonEntry] | None = None
            seen: set[int] = set()
            for form in forms[start]:
                for pattern, entry in self._by_first.get(form, ()):
                    if id(entry) in seen:
                        continue
                    seen.add(id(entry))
                    end = start + len(pattern)
                    if end > len(sequence) or (best is not None and end < best[0]):
                        continue
                    if not _fits(sequence[start:end], forms[start:end], pattern, entry):
                        continue
                    same = _closeness(sequence[start:end], forms[start:end], entry.variant)
                    key = (end, same, -entry.line, entry)
                    if best is None or key[:3] > best[:3]:
                        best = key
            if best is None:
                start += 1
                continue
            found.append((start, best[0], best[3]))
            start = best[0]
        return found


def _closeness(
    sequence: Sequence[str], forms: Sequence[frozenset[str]], variant: Sequence[str]
) -> int:
    """2 a word written as the variant's, 1 a variant's word that is one of its base forms."""
    return sum(
        2 if word == wanted else int(wanted in found)
        for word, found, wanted in zip(sequence, forms, variant, strict=True)
    )


def _fits(
    sequence: Sequence[str],
    forms: Sequence[frozenset[str]],
    pattern: Sequence[frozenset[str]],
    entry: JargonEntry,
) -> bool:
    exact = entry.exact or (False,) * len(pattern)
    return all(
        word == variant if only else bool(found & wanted)
        for word, found, wanted, variant, only in zip(
            sequence, forms, pattern, entry.variant, exact, strict=True
        )
    )
