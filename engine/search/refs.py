"""Direct references to laws and clauses anywhere in a question («что в правиле 27», «27б1»).

Ids go through the same parser as ``bridge-laws law`` (``laws_text.ids``). A bare number
counts only when it is a law of the loaded text and the question is about little else,
so that «1 пика после 2 треф» is not read as laws 1 and 2.

>>> [(r.raw, r.clause_id) for r in find_references("что в правиле 27?", range(19, 47))]
[('правиле 27', '27')]
>>> [(r.raw, r.clause_id) for r in find_references("закон 31 а", range(19, 47))]
[('закон 31 а', '31A')]
>>> [r.clause_id for r in find_references("п. 27б1 и 27 b 1 (a)", range(19, 47))]
['27B1', '27B1(A)']
>>> [r.clause_id for r in find_references("правило 27 в торговле", range(19, 47))]
['27']
>>> find_references("соперник дал 1 пику после моих 2 треф", range(19, 47))
[]
>>> [r.clause_id for r in find_references("правило 12", range(19, 47))]
['12']
>>> [r.clause_id for r in find_references("чем 23 а отличается от 23 б", range(19, 47))]
['23A', '23B']
>>> [r.clause_id for r in find_references("в правиле 44 пункт а, раздел 2", range(19, 47))]
['44A']
>>> [r.clause_id for r in find_references("что в 25 б2 с про ход", range(19, 47))]
['25B2(C)']
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from engine import lexicon
from laws_text.ids import parse_clause_id

_PREFIX = r"(?:правил[а-я]*|прав\.|закон[а-я]*|law|rule|пункт[а-я]*|п\.|п|ст\.|стать[а-я]*|§|№)"
# a number, then up to four parts, each a single letter or a short number
_REFERENCE = re.compile(
    rf"(?<![0-9a-zа-я])(?:(?P<prefix>{_PREFIX})\s*)?"
    r"(?P<id>\d{1,3}(?![0-9])(?:[\s.\-]*\(?(?:[a-zа-я](?![a-zа-я])|\d{1,2}(?![0-9]))\)?){0,4})"
)
_PART = re.compile(r"[\s.\-]*\(?(?:[a-zа-я](?![a-zа-я])|\d{1,2}(?![0-9]))\)?")
_SPACED_LETTER = re.compile(r"\s+(?P<letter>[a-zа-я])\)?$")
# one-letter Russian words (prepositions, conjunctions): «27 в торговле», «правило 27 и 28»;
# any other letter after a law number is a section letter («23 а от 23 б», «31 б что»)
_LETTER_WORDS = frozenset("вжикосуя")
# words that do not follow a preposition: before them a lone letter is a section letter
_NOT_AFTER_PREPOSITION = lexicon.words("search.not_after_preposition")
# «правило 23 пункт б», «правило 31, раздел а»: the section named after the law
_SECTION = re.compile(
    r"\s*,?\s*(?:пункт[а-я]*|п\.|подпункт[а-я]*|раздел[а-я]*|част[а-я]*)\s*"
    r"(?P<part>[a-zа-я](?![a-zа-я])(?:[\s.\-]*\(?(?:[a-zа-я](?![a-zа-я])|\d{1,2}(?![0-9]))\)?){0,3})"
)


@dataclass(frozen=True)
class Reference:
    raw: str  # as written, prefix included
    clause_id: str  # canonical id as parsed; it may not exist in the text
    start: int
    end: int
    prefixed: bool
    # its sentence names another edition («в редакции 2017 года закон 27B1(a)»): that
    # edition's id, not a clause of this text the question asks for
    foreign: bool = False


# «25-е правило», «по 26-му»: an ordinal's ending, not a section letter
_ORDINAL = re.compile(r"^(?P<law>\d{1,3})\s*-\s*(?:е|й|я|ю|м|го|му|ое|ой|ом)$")
# «…к 23. В 1987 году»: a sentence ends after the number; its next word is no section letter
_SENTENCE_END = re.compile(r"\.\s")
_COUNT_UNITS = lexicon.words("search.count_unit")
_OTHER_EDITION = lexicon.words("search.other_edition")
_SENTENCE_BREAK = re.compile(r"[.!?](?=\s)|[\n;]|\s/\s")


# board and table words: «сдача 22», "Board #20", «стол 31», «на 19-й доске» number no law;
# after a number only a board's («43 стол» may be Law 43 and the dummy)
_BOARDS = lexicon.words("story.board")
_TABLES = _BOARDS | lexicon.words("outside.board")
_BOARD_BEFORE = re.compile(r"(?P<word>[a-zа-я]+)\s*(?:#|no\.?|n)?\s*$")
_BOARD_AFTER = re.compile(r"\s*(?:-?\s*(?:й|я|ю|ой|ая|ую|ей|м|ом))?\s+(?P<word>[a-zа-я]+)")


def _board(text: str, start: int, end: int) -> bool:
    r"""Whether the number at ``start:end`` is a board's or a table's.

    >>> text = "сдача 22, board #20, на 19-й доске"
    >>> [_board(text, m.start(), m.end()) for m in re.finditer(r"\d+", text)]
    [True, True, True]
    >>> _board("правило 22 о сдаче", 8, 10)
    False
    """
    before = _BOARD_BEFORE.search(text[max(0, start - 20) : start])
    after = _BOARD_AFTER.match(text, end)
    return (before is not None and before.group("word") in _TABLES) or (
        after is not None and after.group("word") in _BOARDS
    )


def _counts(rest: str) -> bool:
    """Whether the word after a bare number says what it counts («22 очка», "20 hcp").

    >>> _counts(" очка на двоих"), _counts("% в турнире"), _counts(" правило")
    (True, True, False)
    """
    found = re.match(r"\s*(%|[a-zа-я]+)", rest)
    return found is not None and found.group(1) in _COUNT_UNITS


def _sentence(breaks: list[tuple[int, int]], start: int, end: int, size: int) -> tuple[int, int]:
    """The span of the sentence around ``start:end``, given the (start, end) of every
    sentence break of a text ``size`` long.

    >>> _sentence([(5, 6), (12, 13)], 8, 10, 20), _sentence([(5, 6)], 1, 2, 20)
    ((6, 12), (0, 5))
    """
    place = bisect.bisect_left(breaks, (start, start))
    first = breaks[place - 1][1] if place else 0
    later = bisect.bisect_left(breaks, (end, end))
    return first, breaks[later][0] if later < len(breaks) else size


def other_edition(sentence: str, year: int | None) -> bool:
    """Whether a sentence names an edition other than ``year``'s: another edition's year
    (not any year: «турнир 2024 года»), or words such as «действующая редакция».

    >>> other_edition("в 2017 году есть закон 40b2", 1987), other_edition("в 1987 году", 1987)
    (True, False)
    >>> other_edition("по действующей редакции (закон 27b1(b))", 1987)
    True
    >>> other_edition("на турнире 2024 года по правилу 27", 1987)
    False
    """
    padded = f" {' '.join(re.findall(r'[0-9a-zа-я%]+', sentence))} "
    return any(
        f" {phrase} " in padded for phrase in _OTHER_EDITION
        if not phrase.isdigit() or (year is not None and phrase != str(year))
    )


def _candidates(body: str) -> list[str]:
    """The id text and its shorter versions, dropping trailing parts one at a time."""
    out = [body]
    while True:
        parts = list(_PART.finditer(body, len(re.match(r"\d+", body).group())))  # type: ignore[union-attr]
        if not parts:
            return out
        body = body[: parts[-1].start()]
        out.append(body)


# «19-46», «20–22 очка»: two numbers joined by a dash
_RANGE = re.compile(r"(?<![0-9])(?P<first>\d{1,3})\s*[-–—]\s*(?P<last>\d{1,3})(?![0-9])")
_WIDE_RANGE = 5  # laws a prefixed range may span and still name each of them


def _ranges(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, prefixed) of the ranges of numbers in a text."""
    out = []
    for found in _RANGE.finditer(text):
        if int(found.group("last")) > int(found.group("first")):
            before = text[: found.start()].rstrip()
            prefixed = re.search(rf"{_PREFIX}$", before) is not None
            out.append((found.start(), found.end(), prefixed))
    return out


def _in_range(start: int, ranges: list[tuple[int, int, bool]], text: str) -> bool:
    """Whether a number is an end of a range that names no law: a range written without a
    law word («20-22 очка», "a law in 19-46"), or one too wide to mean each law in it
    («правила 19–46»: the whole text)."""
    for first, end, prefixed in ranges:
        if first <= start < end:
            found = _RANGE.match(text, first)
            span = int(found.group("last")) - int(found.group("first")) if found else 0
            return not prefixed or span > _WIDE_RANGE
    return False


def find_references(text: str, laws: range, year: int | None = None) -> list[Reference]:
    """References in a normalised (lower-case) text, left to right; ``year``: the loaded
    edition's, to tell another edition's ids (``Reference.foreign``).

    A number that counts something is no law, nor is an ordinal's ending a section:

    >>> find_references("у нас было 22 очка на линии, а у них 19 hcp", range(19, 47))
    []
    >>> find_references("сдача 22, стол 31: партнер спасовал", range(19, 47))
    []
    >>> [r.clause_id for r in find_references("перечитала 25-е правило", range(19, 47))]
    ['25']
    >>> [(r.clause_id, r.foreign) for r in find_references(
    ...     "в 2017 году закон 32 с отсылкой к 23. в 1987 году иначе", range(19, 47), 1987)]
    [('32', True), ('23', True)]

    >>> find_references("is there a law in 19-46 for this? 2nt showed 20-22", range(19, 47))
    []
    >>> [r.clause_id for r in find_references("правила 30–32 о чём?", range(19, 47))]
    ['30', '32']
    """
    found: list[Reference] = []
    ranges = _ranges(text)
    breaks = [(m.start(), m.end()) for m in _SENTENCE_BREAK.finditer(text)]
    editions: dict[tuple[int, int], bool] = {}  # per sentence: whether it names another
    position = 0
    while (match := _REFERENCE.search(text, position)) is not None:
        position = match.end()
        if _in_range(match.start("id"), ranges, text):
            continue
        prefixed = match.group("prefix") is not None
        body = match.group("id")
        stop = _SENTENCE_END.search(body)
        if stop is not None:
            body = body[: stop.start()]
        ordinal = _ORDINAL.match(body)
        if ordinal is not None:
            body = ordinal.group("law")
        rest = text[match.start("id") + len(body) :]
        # «27 в торговле»: a lone preposition followed by a word is a word, not a section
        spaced = _SPACED_LETTER.search(body)
        following = rest.split(maxsplit=1)[0] if rest.strip() else ""
        if (
            spaced is not None
            and spaced.group("letter") in _LETTER_WORDS
            and rest[:1].isspace()
            and following[:1].isalpha()
            and following not in _NOT_AFTER_PREPOSITION  # «25 б2 с про ход»: a letter
        ):
            body = body[: spaced.start()]
        parsed = next(
            ((c, p) for c in _candidates(body) if (p := parse_clause_id(c)) is not None), None
        )
        if parsed is None:
            continue
        body, clause_id = parsed
        position = match.start("id") + len(body)
        law = int(re.match(r"\d+", clause_id).group())  # type: ignore[union-attr]
        if not prefixed and law not in laws:
            continue
        end = match.start("id") + len(body)
        if not prefixed and re.fullmatch(r"\d+", body) and (
            _counts(text[end:]) or _board(text, match.start("id"), end)
        ):
            continue
        section = _SECTION.match(text, end) if re.fullmatch(r"\d+", body) else None
        if section is not None:
            longer = next(
                (p for c in _candidates(body + section.group("part"))
                 if len(c) > len(body) and (p := parse_clause_id(c)) is not None),
                None,
            )
            if longer is not None:
                clause_id = longer
                end = section.end()  # the section word and what of it parsed
                position = end
        sentence = _sentence(breaks, match.start(), end, len(text))
        if sentence not in editions:
            editions[sentence] = other_edition(text[sentence[0] : sentence[1]], year)
        foreign = editions[sentence]
        found.append(
            Reference(text[match.start() : end], clause_id, match.start(), end, prefixed, foreign)
        )
    return found
