"""The lexicon: the words that signal each concept, read once from ``engine/data/lexicon.tsv``.

Code asks for a concept by its name and keeps no word list of its own, so a word is added in
one place. Words come back folded: lower case, ё as е.

>>> "пас" in words("call.pass"), "спасовать" in words("call.pass")
(True, False)
>>> concept_of("ДАБЛ", "call.double", "call.redouble")
'call.double'
>>> words("no.such.concept")
Traceback (most recent call last):
...
KeyError: 'no.such.concept'

A word written ``^судья`` stands for every form of its word in the Russian dictionary
(судьи, судье, судьёй …): a vocabulary names a word once, not each of its cases.

>>> "судьей" in all_forms("судья"), "судьям" in all_forms("судья"), all_forms("ктр")
(True, True, frozenset({'ктр'}))
"""

from __future__ import annotations

import marshal
import zlib
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path

from engine.glyphs import fold_ukrainian

_SEPARATOR = "|"
_ALL_FORMS = "^"
_SOURCE = "data/lexicon.tsv"
# the lexicon as parsed, shipped beside the prebuilt search (``python -m engine.search.prebuild``
# writes it): reading it is a fifth of the time of parsing the text, at every start
PREBUILT_DIR = Path(__file__).resolve().parent / "data" / "prebuilt"


def fold(text: str) -> str:
    """The form every lexicon word is kept in: lower case, ё folded to е, spaces single.

    >>> fold("  Не В  свою   очерЁдь ")
    'не в свою очередь'
    """
    return " ".join(fold_ukrainian(text.lower().replace("ё", "е")).split())


@cache
def _entries() -> dict[str, frozenset[str]]:
    data = source_bytes()
    shipped = read_shipped(PREBUILT_DIR / prebuilt_name(data))
    return shipped if shipped is not None else parse_lexicon(data.decode("utf-8"))


def prebuilt_name(data: bytes) -> str:
    """The file name of the parsed lexicon of this text (its checksum and length)."""
    return f"lexicon-{zlib.crc32(data):08x}-{len(data)}.bin"


def prebuilt_payload(data: bytes) -> bytes:
    """The parsed lexicon of this text as the shipped file holds it (concepts and words
    sorted, so that what is read back never depends on the order of a set)."""
    entries = parse_lexicon(data.decode("utf-8"))
    return marshal.dumps({concept: tuple(sorted(entries[concept])) for concept in sorted(entries)})


def source_bytes() -> bytes:
    """The lexicon's text as the package holds it."""
    return resources.files("engine").joinpath(_SOURCE).read_bytes()


def read_shipped(path: Path) -> dict[str, frozenset[str]] | None:
    """A shipped parsed lexicon, or None (none built for this text, or spoiled)."""
    try:
        plain = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if not isinstance(plain, dict):
        return None
    return {concept: frozenset(words) for concept, words in plain.items()}


def parse_lexicon(text: str) -> dict[str, frozenset[str]]:
    """Concept → words from the lexicon's text; lines of one concept add up.

    >>> parse_lexicon("a.b\\tпас | Pass\\n# note\\na.b\\tnb\\n")["a.b"] == {"пас", "pass", "nb"}
    True
    """
    found: dict[str, set[str]] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        concept, tab, rest = line.partition("\t")
        if not tab or not concept.strip():
            msg = f"lexicon.tsv, line {number}: expected «concept<TAB>words»"
            raise ValueError(msg)
        bucket = found.setdefault(concept.strip(), set())
        bucket.update(map(fold, filter(str.strip, rest.split(_SEPARATOR))))
    return {concept: frozenset(ws) for concept, ws in found.items()}


@cache
def words(concept: str) -> frozenset[str]:
    """The folded words of a concept, a word marked ``^`` in all its forms; KeyError for a
    concept the lexicon does not have."""
    given = _entries()[concept]
    marked = {word for word in given if word.startswith(_ALL_FORMS)}
    if not marked:
        return given
    return frozenset(given - marked | {form for word in marked for form in all_forms(word[1:])})


def all_forms(word: str) -> frozenset[str]:
    """Every form of a Russian word (folded) whose dictionary form it is, the word itself
    for a word the dictionary does not know."""
    from engine.search.morph import lexeme  # the search's one analyzer; it reads this file

    return frozenset(lexeme(word))


ENGLISH_WORDS = 2  # words only English has («the», «and», «was»): this many make a text English


def english_text(seen: Iterable[str]) -> bool:
    """Whether these words of a text (folded) hold enough that only English has
    (``search.english_only``) to make the text English, not Russian in Latin letters.

    >>> english_text("i said the jack and he played".split()), english_text(["ghbdtn", "z"])
    (True, False)
    """
    only = words("search.english_only")
    return sum(word in only for word in seen) >= ENGLISH_WORDS


def concepts(prefix: str = "") -> list[str]:
    """The names of the concepts, those starting with ``prefix`` when given."""
    return sorted(c for c in _entries() if c.startswith(prefix))


def concept_of(word: str, *candidates: str) -> str | None:
    """The first of ``candidates`` whose words hold ``word`` (folded), else None."""
    folded = fold(word)
    for concept in candidates:
        if folded in words(concept):
            return concept
    return None
