"""Typo repair against the vocabulary of the law text and the jargon file.

Edit distance 1 for words of up to seven letters, 2 for longer ones; words shorter
than four letters are never touched (too many neighbours).

>>> fixer = TypoFixer(["недостаточное", "назначение", "назначения", "контра"])
>>> fixer.repair("недостточное"), fixer.repair("назначене"), fixer.repair("кантра")
('недостаточное', 'назначение', 'контра')
>>> fixer.repair("пас") is None, fixer.repair("абракадабра") is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

MIN_LENGTH = 4


def max_distance(word: str) -> int:
    return 1 if len(word) <= 7 else 2


class TypoFixer:
    """Nearest known word by Levenshtein distance; earlier words win ties (most frequent first)."""

    def __init__(self, vocabulary: Iterable[str]) -> None:
        self.words = list(dict.fromkeys(vocabulary))
        self._known = frozenset(self.words)
        self._near_length: dict[int, list[str]] = {}  # candidates per query length, in order

    def _candidates(self, size: int, limit: int) -> list[str]:
        found = self._near_length.get(size)
        if found is None:
            found = [word for word in self.words if abs(len(word) - size) <= limit]
            self._near_length[size] = found
        return found

    def __contains__(self, word: str) -> bool:
        return word in self._known

    def repair(self, word: str) -> str | None:
        """The closest vocabulary word, or None when the word is fine, short or too far."""
        if len(word) < MIN_LENGTH or word in self._known or not word.isalpha():
            return None
        limit = max_distance(word)
        found = process.extractOne(
            word,
            self._candidates(len(word), limit),
            scorer=Levenshtein.distance,
            processor=None,  # both sides are normalised already
            score_cutoff=limit,
        )
        return None if found is None else str(found[0])
