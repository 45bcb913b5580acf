"""The words the facts of a question look for (``clues``, ``marks``, ``scenes``, …) in all
their forms, so that typo repair knows «уронил» and «закончилась» as well as the law text.

>>> "упасть" in fact_lemmas(), "закончиться" in fact_lemmas()
(True, True)
>>> {"уронил", "уронила", "закончилась"} <= set(inflected(["уронить", "закончиться"]))
True
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType

from engine.search import bids, clues, events, exposed, marks, moments, naming, scenes, seats
from engine.search.morph import lexeme

_MODULES: tuple[ModuleType, ...] = (
    bids, clues, events, exposed, marks, moments, naming, scenes, seats
)


def fact_lemmas() -> tuple[str, ...]:
    """The Russian words of the fact modules' word sets, sorted."""
    found: set[str] = set()
    for module in _MODULES:
        for value in vars(module).values():
            if isinstance(value, frozenset | dict):
                found.update(
                    word for word in value
                    if isinstance(word, str) and word.isalpha() and not word.isascii()
                )
    return tuple(sorted(found))


def inflected(words: Iterable[str]) -> list[str]:
    """Every form of each word that is a dictionary lemma (others stay as they are)."""
    forms: dict[str, None] = {}
    for word in words:
        forms.update(dict.fromkeys(lexeme(word)))
    return list(forms)
