"""Law text a post quotes: «Из «Закона 32A» 2017 года: "контра вне очереди в очередь партнёра
нарушителя — партнёр пасует…"». The quoted words speak of an offender and his partner in
general, not of the players at this table, so the story readers see them blanked (the same
length, so every place in the text stays where it was); the search still reads them.

A quoted passage is law text when a law is named just before it (``story.law_named``: «Закон
27B1(b)», "Law 25A", «в правилах») and its words speak the law's language
(``story.law_wording``: «нарушителя», «(НАКАЗАНИЕ)», "offender").
"""

from __future__ import annotations

import re
from functools import cache

from engine.lexicon import words

_QUOTE_PAIRS = {"«": "»", '"': '"', "“": "”", "„": "“"}
_REACH = 60  # characters before a quote where the law it quotes is named
_MIN_WORDS = 6  # a call or a word quoted is no passage of the law


def without_law_quotes(text: str) -> str:
    """``text`` with every quoted passage of law text blanked.

    >>> without_law_quotes('Закон 32A: "если контра в очередь партнёра нарушителя, партнёр '
    ...                    'пасует до конца торговли". У нас Юг сказал пас.').split()
    ['Закон', '32A:', '"', '".', 'У', 'нас', 'Юг', 'сказал', 'пас.']
    >>> without_law_quotes('Судья сказал: «партнёр нарушителя пасует до конца торговли».') == (
    ...     'Судья сказал: «партнёр нарушителя пасует до конца торговли».')
    True
    """
    if not any(mark in text for mark in _QUOTE_PAIRS):
        return text
    named, wording = _patterns()
    out = text
    for start, end in _quoted(text):
        passage = text[start:end]
        if len(passage.split()) < _MIN_WORDS or not wording.search(passage.lower()):
            continue
        if not named.search(text[max(0, start - _REACH) : start].lower()):
            continue
        out = out[:start] + " " * (end - start) + out[end:]
    return out


def _quoted(text: str) -> list[tuple[int, int]]:
    """(start, end) of the inside of every outermost quoted passage."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        closing = _QUOTE_PAIRS.get(text[i])
        if closing is None:
            i += 1
            continue
        depth, k = 1, i + 1
        while k < len(text):
            if text[k] == closing and (closing != text[i] or depth == 1):
                depth -= 1
                if depth == 0:
                    break
            elif text[k] == text[i] and closing != text[i]:
                depth += 1  # «…«Закона 24B»…»: a quote inside a quote
            k += 1
        if k >= len(text):
            break
        spans.append((i + 1, k))
        i = k + 1
    return spans


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    return _pattern("story.law_named"), _pattern("story.law_wording")


def _pattern(concept: str) -> re.Pattern[str]:
    """The concept's words as one pattern; a word ending in ``*`` matches any ending."""
    parts = sorted(words(concept), key=len, reverse=True)
    alternatives = [re.escape(p[:-1]) + r"\w*" if p.endswith("*") else re.escape(p) + r"\b"
                    for p in parts]
    return re.compile(rf"(?<!\w)(?:{'|'.join(alternatives)})")
