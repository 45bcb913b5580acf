"""A post with several questions, split into parts that each carry the story they need.

People ask two things at once: «1) ... 2) ...», «И ещё: ...», «Второй вопрос: ...», or two
questions in a row that ask different things. Each part is answered on its own, so each part
gets the story told before the questions. A question that asks nothing of its own («Кто
прав?», «Одна или две?») or continues the one before («Или ...?») stays with its neighbour.
The words are the lexicon's ``parts.*`` concepts.

>>> split_parts("Партнёр сделал ренонс. Сколько взяток передаётся? И ещё: может ли болван "
...             "сказать об этом?")
['Партнёр сделал ренонс. Сколько взяток передаётся?', 'Партнёр сделал ренонс. И ещё: может \
ли болван сказать об этом?']
>>> split_parts("Партнёр дал контру не в очередь. Что теперь? Он пасует до конца?")
['Партнёр дал контру не в очередь. Что теперь? Он пасует до конца?']
>>> split_parts("Вопросы: 1) что такое ренонс; 2) кто ходит первым после торговли")
['Вопросы: 1) что такое ренонс;', 'Вопросы: 2) кто ходит первым после торговли']
>>> split_parts("")
[]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from engine import lexicon
from engine.story.outside import Phrase, parse_phrase, phrase_spans

MAX_PARTS = 6
_MAX_CHARS = 20_000
_WORD = re.compile(r"[0-9a-zа-яё]+(?:['’][0-9a-zа-яё]+)*", re.IGNORECASE)
# «1) ...», «2. ...», «(3) ...» at a line's start or after a sentence's end
_NUMBERED = re.compile(r"(?:(?<=^)|(?<=\n)|(?<=[.!?;:]))[ \t]*\(?(?P<n>[1-9])[).](?=\s)")
_ENUMERATOR = re.compile(r"\(?[1-9][).]")  # «2.» alone does not end a sentence
_OPEN_QUOTES = "«„“"
_CLOSE_QUOTES = "»“”"
_ENDS = ".!?…;"
_SAME_QUESTION = 0.5  # two questions sharing this share of their words ask one thing
_CONTENT_LEAST = 3  # a question with fewer words of its own asks nothing of its own


@cache
def _phrases(concept: str) -> tuple[Phrase, ...]:
    try:
        found = lexicon.words(concept)
    except KeyError:
        return ()
    return tuple(parse_phrase(word) for word in sorted(found))


@cache
def _stopwords() -> frozenset[str]:
    try:
        return lexicon.words("search.stopword")
    except KeyError:
        return frozenset()


def _words(text: str) -> list[str]:
    return [lexicon.fold(w) for w in _WORD.findall(text)]


def _starts_with(text: str, concept: str) -> bool:
    words = _words(text)[:6]
    return any(start == 0 for start, _ in phrase_spans(words, _phrases(concept)))


def sentences(text: str) -> list[str]:
    """The sentences of a text; a «?» inside quotes («Червей нет?») does not end one.

    >>> sentences("Он спросил: «Червей нет?» Я ответил. Кто прав?")
    ['Он спросил: «Червей нет?» Я ответил.', 'Кто прав?']
    """
    out: list[str] = []
    depth = 0
    start = 0
    straight = False
    for index, char in enumerate(text):
        if char == '"':
            straight = not straight
        elif char in _OPEN_QUOTES and not (char == "“" and depth > 0):
            depth += 1
        elif char in _CLOSE_QUOTES and depth > 0:
            depth -= 1
        ends = char in _ENDS or char == "\n"
        following = text[index + 1 : index + 2]
        enumerator = _ENUMERATOR.fullmatch(text[start : index + 1].strip()) is not None
        if (ends and depth == 0 and not straight and not enumerator
                and (not following or following.isspace())):
            piece = text[start : index + 1].strip()
            if piece:
                out.append(piece)
            start = index + 1
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _chunks(text: str) -> list[str]:
    """The text cut before each enumerated item, when there are two or more in order."""
    found = list(_NUMBERED.finditer(text))
    numbers = [int(m["n"]) for m in found]
    if len(found) < 2 or numbers[:2] != [numbers[0], numbers[0] + 1]:
        return [text]
    cuts = [m.start() for m in found]
    ends = [*cuts[1:], len(text)]
    pieces = [text[: cuts[0]]] + [text[a:b] for a, b in zip(cuts, ends, strict=True)]
    return [piece.strip() for piece in pieces if piece.strip()]


def _content(sentence: str) -> set[str]:
    stop = _stopwords()
    return {w[:5] for w in _words(sentence) if w not in stop and not w.isdigit()}


def _generic(sentence: str) -> bool:
    """Whether a question asks nothing of its own («Кто прав?», «Одна или две?»)."""
    words = _words(sentence)
    covered: set[int] = set()
    for start, end in phrase_spans(words, _phrases("parts.generic")):
        covered.update(range(start, end))
    stop = _stopwords()
    own = [w for i, w in enumerate(words) if i not in covered and w not in stop]
    return len(own) < _CONTENT_LEAST


@dataclass
class _Part:
    lines: list[str] = field(default_factory=list)
    asks: bool = False  # holds a question of its own
    words: set[str] = field(default_factory=set)


def _is_question(sentence: str) -> bool:
    return sentence.rstrip("»\"”)").rstrip().endswith("?")


def _group(story: list[str], rest: Sequence[str], markers: Sequence[bool]) -> list[_Part]:
    parts: list[_Part] = [_Part()]
    pending: list[str] = []  # story told between questions: it goes with the next one
    for sentence, marked in zip(rest, markers, strict=True):
        current = parts[-1]
        if not _is_question(sentence) and not marked:
            pending.append(sentence)
            continue
        own = _is_question(sentence) and not _generic(sentence)
        follows = _starts_with(sentence, "parts.followup")
        words = _content(sentence)
        same = bool(current.words) and len(words & current.words) >= _SAME_QUESTION * min(
            len(words), len(current.words)
        )
        new = marked or (own and current.asks and not follows and not same)
        if new and (current.lines or current.asks):
            parts.append(_Part(lines=[*pending]))
        else:
            parts[-1].lines += pending
        pending = []
        part = parts[-1]
        part.lines.append(sentence)
        part.asks = part.asks or own or marked
        part.words |= words
    if pending:
        parts[-1].lines += pending
    return [part for part in parts if part.lines]


def split_parts(text: str) -> list[str]:
    """The questions of a post, each with the story told before them; one part for one."""
    if not isinstance(text, str) or not text.strip():
        return []
    text = text[:_MAX_CHARS]
    chunks = _chunks(text)
    flat: list[str] = []
    markers: list[bool] = []
    for number, chunk in enumerate(chunks):
        for index, sentence in enumerate(sentences(chunk)):
            flat.append(sentence)
            enumerated = len(chunks) > 1 and number > 0 and index == 0
            markers.append(enumerated or (bool(flat[:-1]) and _starts_with(sentence,
                                                                           "parts.marker")))
    first = next((i for i, s in enumerate(flat) if _is_question(s) or markers[i]), len(flat))
    if len(chunks) > 1:  # the text before «1)» is the story
        first = min(first, len(sentences(chunks[0])))
        if re.match(r"\s*\(?1[).]", chunks[0]):
            first = 0
        else:
            markers[first] = first < len(markers) and markers[first]
    story, rest = flat[:first], flat[first:]
    parts = _group(story, rest, markers[first:])
    if len(parts) <= 1:
        return [text.strip()]
    parts = parts[:MAX_PARTS]
    return [" ".join([*story, *part.lines]) for part in parts]
