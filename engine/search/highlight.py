"""Short excerpts around the matched words, as segments the bot can make bold.

>>> text = "Игрок может контрировать только последнее из предшествующих назначений."
>>> snippet(text, ("контрировать",), width=40)
[('Игрок может ', False), ('контрировать', True), (' только…', False)]
>>> snippet("Пас вне очереди", ("пас", "очереди"))
[('Пас', True), (' вне ', False), ('очереди', True)]
>>> snippet("Короткий текст", ())
[('Короткий текст', False)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.glyphs import fold_yo

_WORD = re.compile(r"[0-9A-Za-zА-Яа-яЁё]+(?:-[0-9A-Za-zА-Яа-яЁё]+)*")


def _is_match(word: str, wanted: frozenset[str]) -> bool:
    return fold_yo(word.lower()) in wanted


def snippet(text: str, matched: Iterable[str], width: int = 220) -> list[tuple[str, bool]]:
    """Segments (text, is_match) of an excerpt of about ``width`` characters.

    The excerpt is the window holding the most matched words; «…» marks a cut.
    """
    wanted = frozenset(fold_yo(word.lower()) for word in matched)
    spans = [m.span() for m in _WORD.finditer(text) if _is_match(m.group(), wanted)]
    start, end = 0, len(text)
    if len(text) > width:
        best = (0, 0)
        for first, _ in spans or [(0, 0)]:
            begin = 0 if first < width // 2 else first - width // 4
            count = sum(1 for s, e in spans if s >= begin and e <= begin + width)
            if count > best[0]:
                best = (count, begin)
        start = best[1]
        end = min(len(text), start + width)
        # cut on word boundaries
        if start > 0:
            start = text.rfind(" ", 0, start) + 1
        if end < len(text):
            end = text.rfind(" ", start, end) if text.rfind(" ", start, end) > start else end
    segments: list[tuple[str, bool]] = []
    prefix = "…" if start > 0 else ""
    position = start
    for s, e in spans:
        if s < start or e > end:
            continue
        if s > position or prefix:
            segments.append((prefix + text[position:s], False))
            prefix = ""
        segments.append((text[s:e], True))
        position = e
    tail = text[position:end] + ("…" if end < len(text) else "")
    if tail or prefix:
        segments.append((prefix + tail, False))
    return [segment for segment in segments if segment[0]]
