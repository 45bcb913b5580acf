"""Decide how a word broken across an old line end is rejoined: ``ко- торое`` → ``которое``,
but a real hyphen stays (``какие- либо`` → ``какие-либо``).

Evidence, strongest first: the word written whole elsewhere in the sources; the word known to
pymorphy3's dictionary; the hyphenated form known; a hyphen particle; otherwise a plain join
(almost every break in these dumps is a syllable break of a word the dictionary lacks, such as
``контри- ровать``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

import pymorphy3

_PARTICLE_SUFFIXES = {"то", "либо", "нибудь", "ка", "таки", "де"}
_PARTICLE_PREFIXES = {"кое", "кой"}
_WORD = re.compile(r"\w+(?:-\w+)*")


@cache
def _morph() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer()


def _known(word: str) -> bool:
    return bool(_morph().word_is_known(word.lower().replace("ё", "е")))


class HyphenJoiner:
    """Callable ``(left, right) -> word`` with the sources' own words as first evidence."""

    def __init__(self, texts: Iterable[str]) -> None:
        self.whole: set[str] = set()
        for text in texts:
            # only words not touching a break: "ко- торое" must not count "ко" or "торое"
            unbroken = re.sub(r"\w+-\s+\w+", " ", text)
            self.whole.update(w.lower().replace("ё", "е") for w in _WORD.findall(unbroken))

    def __call__(self, left: str, right: str) -> str:
        joined, hyphenated = left + right, f"{left}-{right}"
        j, h = joined.lower().replace("ё", "е"), hyphenated.lower().replace("ё", "е")
        if j in self.whole:
            return joined
        if h in self.whole:
            return hyphenated
        if _known(joined):
            return joined
        if right.lower() in _PARTICLE_SUFFIXES or left.lower() in _PARTICLE_PREFIXES:
            return hyphenated
        if left.lower() in {"по", "из"} and _known(hyphenated):
            return hyphenated
        return joined
