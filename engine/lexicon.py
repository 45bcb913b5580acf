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

from functools import cache
from importlib import resources

_SEPARATOR = "|"
_ALL_FORMS = "^"


def fold(text: str) -> str:
    """The form every lexicon word is kept in: lower case, ё folded to е, spaces single.

    >>> fold("  Не В  свою   очерЁдь ")
    'не в свою очередь'
    """
    return " ".join(text.lower().replace("ё", "е").split())


@cache
def _entries() -> dict[str, frozenset[str]]:
    text = resources.files("engine").joinpath("data/lexicon.tsv").read_text(encoding="utf-8")
    return parse_lexicon(text)


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
        bucket.update(fold(w) for w in rest.split(_SEPARATOR) if w.strip())
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
