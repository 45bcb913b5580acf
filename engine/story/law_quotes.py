"""Law text a post quotes: «Из «Закона 32A» 2017 года: "контра вне очереди в очередь партнёра
нарушителя — партнёр пасует…"». The quoted words speak of an offender and his partner in
general, not of the players at this table, so the story readers see them blanked (the same
length, so every place in the text stays where it was); the search still reads them.

A quoted passage is law text when a law is named just before it (``story.law_named``: «Закон
27B1(b)», "Law 25A", «в правилах») and its words speak the law's language
(``story.law_wording``: «нарушителя», «наказание», "offender"). Both are matched as the cue
phrases of laws outside the text are (``engine.story.outside``).
"""

from __future__ import annotations

from engine.search.normalize import normalise
from engine.story.outside import concept_phrases, phrase_spans, tokens
from engine.story.words import CLOSING_QUOTES

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
    if not any(mark in text for mark in CLOSING_QUOTES):
        return text
    out = text
    for start, end in _quoted(text):
        passage = text[start:end]
        if len(passage.split()) < _MIN_WORDS or not _speaks(passage, "story.law_wording"):
            continue
        if not _speaks(text[max(0, start - _REACH) : start], "story.law_named"):
            continue
        out = out[:start] + " " * (end - start) + out[end:]
    return out


def _speaks(text: str, concept: str) -> bool:
    """Whether one of the concept's phrases stands in ``text``."""
    said = [word for word, _, _ in tokens(normalise(text))]
    return bool(phrase_spans(said, concept_phrases(concept)))


def _quoted(text: str) -> list[tuple[int, int]]:
    """(start, end) of the inside of every outermost quoted passage (a quote may hold
    another: «…«Закона 24B»…»)."""
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        opening = text[i]
        closing = CLOSING_QUOTES.get(opening)
        if closing is None:
            i += 1
            continue
        depth, k = 1, i + 1
        while k < len(text):
            if text[k] == closing and (closing != opening or depth == 1):
                depth -= 1
                if depth == 0:
                    break
            elif text[k] == opening and closing != opening:
                depth += 1
            k += 1
        if k >= len(text):
            break
        spans.append((i + 1, k))
        i = k + 1
    return spans
