"""A follow-up that supposes a variant of a story («а если бы Запад заменил на пас?»).

Inside a story, a call in a «what if» question was never made, and the reader leaves it out.
A follow-up sent in reply to a ruling is different: the variant it supposes is the case to
rule. Without its opening words («а если бы», "what if") it reads as the variant told.

>>> supposed("а если бы Запад заменил на пас?")
'Запад заменил на пас?'
>>> supposed("What if LHO had accepted it?")
'LHO had accepted it?'
>>> supposed("а кто теперь ходит?")
'а кто теперь ходит?'
"""

from __future__ import annotations

import re
from functools import cache

from engine.lexicon import words

_OPENER = "story.what_if"  # the words that open a supposed variant


@cache
def _opener() -> re.Pattern[str]:
    longest_first = sorted(words(_OPENER), key=len, reverse=True)
    alternatives = "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in longest_first)
    return re.compile(rf"^\s*(?:{alternatives})\b[\s,]*", re.IGNORECASE)


def supposed(question: str) -> str:
    """The follow-up without the words that open its «what if», or as it was."""
    found = _opener().match(question.replace("ё", "е").replace("Ё", "Е"))
    if found is None or found.end() >= len(question.rstrip()):
        return question
    return question[found.end():]
