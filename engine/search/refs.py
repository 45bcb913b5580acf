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
from dataclasses import dataclass, replace

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
    # a later code's id read as this text's clause (2017's 29A is 29B here): the id as cited
    cited: str = ""


# «25-е правило», «по 26-му»: an ordinal's ending, not a section letter
_ORDINAL = re.compile(r"^(?P<law>\d{1,3})\s*-\s*(?:е|й|я|ю|м|го|му|ое|ой|ом)$")
# «…к 23. В 1987 году»: a sentence ends after the number; its next word is no section letter
_SENTENCE_END = re.compile(r"\.\s")
_YEAR = re.compile(r"(?:19|20)\d\d(?![0-9])")
# a year written short after a number («87 года», «87-го года», «в 87 г.»)
_YEAR_AFTER = re.compile(r"(?:-?(?:го|м|ом)\b)?\s*(?:года|году|год|г\.)(?![а-я])")
_COUNT_UNITS = lexicon.words("search.count_unit")
_OTHER_EDITION = lexicon.words("search.other_edition")


def _phrases(concept: str) -> frozenset[str]:
    """A lexicon concept's phrases as the words a sentence is split into («today's» too)."""
    return frozenset(
        " ".join(re.findall(r"[0-9a-zа-я%]+", phrase)) for phrase in lexicon.words(concept)
    )


# words only the 2007/2017 codes use («comparable call») or that name them («по новым
# правилам»): their sentence's numbers are that code's when the loaded text is older, unless
# the sentence names the loaded text too
_LATER_TERMS = _phrases("e3.later_edition_term")
_THIS_EDITION = _phrases("e3.this_edition")
_LATER_FROM = 2007  # the first code with those words

# The 2007/2017 codes' ids that name a clause of this (1987) text saying the same thing, and
# that clause. An id of another edition that is not here stays that edition's («Law 23» of
# 2017 is the comparable call, which this text lacks; its 27B1(b), 27C, 27D, 40B2, 26 and
# 32 are laid out otherwise): the question is then read by its words. Only ids whose
# meaning is known to match are listed; 29A and 29B swapped places in 2007.
_SAME_LAWS = ("19", "20", "21", "24", "25", "28", "31", "33", "34", "35", "36", "37", "38",
              "39", "41", "42", "43", "44", "45", "46")
_SAME_CLAUSES = (
    "19A", "19A1", "19A2", "19A3", "19B", "19B1", "19B2", "19B3", "19C", "19D",
    "20A", "20B", "20C", "20D", "20E", "20F", "20F1", "20F2", "21A", "21B", "21B1",
    "24A", "24B", "24C", "25A", "25B", "25B1", "27A", "27B", "27B1(A)", "27B2",
    "28A", "28B", "30", "30A", "30B", "30B1", "30C", "31A", "31A1", "31A2", "31B", "33",
    "34", "41A", "41B", "41C", "41D", "42A", "42A1", "42A2", "42A3", "42B", "42B1", "42B2",
    "42B3", "43A", "43A1", "43A1(A)", "43A1(B)", "43A1(C)", "43A2", "43A2(A)", "43A2(B)",
    "43A2(C)", "43B", "44A", "44B", "44C", "44D", "44E", "44F", "44G", "45A", "45B", "45C",
    "45C1", "45C2", "45C3", "45C4", "45C4(A)", "45C4(B)", "45D", "45E", "45E1",
    "45E2", "45F", "45G", "46A", "46B", "46B1", "46B2", "46B3", "46B3(A)", "46B3(B)", "46B4",
)
LATER_TO_THIS: dict[str, str] = {
    **{clause: clause for clause in _SAME_LAWS + _SAME_CLAUSES},
    "29A": "29B",  # forfeiture of the right to rectify (1987: to penalise)
    "29B": "29A",  # the call out of rotation is cancelled
    "31A2(A)": "31A2", "31A2(B)": "31A2",  # 2017 reads them by the comparable call
    "46B1(A)": "46B1", "46B1(B)": "46B1",  # «high» / «low»
}
_OLDER = re.compile(r"\b(?:1963|1975)\b")
# ids both texts have that mean another thing in the later codes: 2017's 27B1(b) is the
# comparable call, this text's 27B1(B) the adjusted score
_LATER_DIFFERS = frozenset({"27B1(B)"})
# an id as the 2007/2017 codes print it: a capital section, a number, a small item
# («27B1(b)», «45C4(b)»); this text prints its items in capitals («27B1(B)»)
_LATER_SPELLING = re.compile(
    r"(?<![0-9A-Za-z])(?P<law>\d{1,2})\s*(?P<section>[A-H])\s*(?P<number>\d)"
    r"\s*\((?P<item>[a-h])\)"
)


def later_spelled(original: str) -> frozenset[str]:
    """The ids a question (as typed, before case is folded) writes in a later code's style.

    >>> sorted(later_spelled("по 27B1(b) и 45C4(a), а 27B1(B) и 27b1(b) — нет"))
    ['27B1(B)', '45C4(A)']
    >>> later_spelled(123)  # type: ignore[arg-type]
    frozenset()
    """
    if not isinstance(original, str):
        return frozenset()
    found = set()
    for match in _LATER_SPELLING.finditer(original[:20_000]):
        clause_id = parse_clause_id(
            f"{match['law']}{match['section']}{match['number']}({match['item']})"
        )
        if clause_id is not None:
            found.add(clause_id)
    return frozenset(found)
_SENTENCE_BREAK = re.compile(r"[.!?](?=\s)|[\n;]|\s/\s")


# board and table words: «сдача 22», "Board #20", «стол 31», «на 19-й доске» number no law;
# after a number only a board's («43 стол» may be Law 43 and the dummy)
_BOARDS = lexicon.words("story.board")
_TABLES = _BOARDS | lexicon.words("outside.board")
_BOARD_BEFORE = re.compile(r"(?P<word>[a-zа-я]+)\.?\s*(?:#|no\.?|n)?\s*$")  # «сд. 23»
_BOARD_AFTER = re.compile(r"\s*(?:-?\s*(?:й|я|ю|ой|ая|ую|ей|м|ом))?\s+(?P<word>[a-zа-я]+)")


def _board(text: str, start: int, end: int) -> bool:
    r"""Whether the number at ``start:end`` is a board's or a table's.

    >>> text = "сдача 22, board #20, на 19-й доске, сд. 23"
    >>> [_board(text, m.start(), m.end()) for m in re.finditer(r"\d+", text)]
    [True, True, True, True]
    >>> _board("правило 22 о сдаче", 8, 10)
    False
    """
    before = _BOARD_BEFORE.search(text[max(0, start - 20) : start])
    after = _BOARD_AFTER.match(text, end)
    return (before is not None and before.group("word") in _TABLES) or (
        after is not None and after.group("word") in _BOARDS
    )


_MONTHS = lexicon.words("search.month")
_DOCUMENTS = lexicon.words("search.document_noun")
_WORD_BEFORE = re.compile(r"(?P<word>[a-zа-я]+)\s*(?:no\.?|#|n)?\s*$")


def _not_a_law(text: str, start: int, end: int) -> bool:
    r"""Whether a bare number is a date («от 28 ноября», "on March 21") or a document's
    («Протокол № 21», «дело 24»): the minutes and letters people quote are no laws.

    >>> text = "протокол no 21 от 28 ноября, march 24"
    >>> [_not_a_law(text, m.start(), m.end()) for m in re.finditer(r"\d+", text)]
    [True, True, True]
    >>> _not_a_law("что в 28 о заявке на месте", 6, 8)
    False
    """
    if _clock(text, start, end):
        return True
    after = re.match(r"\s*([a-zа-я]+)", text[end:])
    before = _WORD_BEFORE.search(text[max(0, start - 20) : start])
    if after is not None and after.group(1) in _MONTHS:
        return True
    return before is not None and (
        before.group("word") in _MONTHS or before.group("word") in _DOCUMENTS
    )


_CLOCK_AFTER = re.compile(r"(?::[0-5]\d|\.[0-5]\d)(?![0-9]|\.\d)")
_CLOCK_BEFORE = re.compile(r"(?<![0-9.:])(?:[01]?\d|2[0-3])[:.]$")


def _clock(text: str, start: int, end: int) -> bool:
    r"""Whether a bare number is a time of day: the hours of «19:40» or «в 22.40», the
    minutes of «в 21:30» (a story's time is no law).

    >>> text = "19:40, стол 3; в 22.40 все ушли; к 20:25 доиграли"
    >>> [_clock(text, m.start(), m.end()) for m in re.finditer(r"\d+", text)]
    [True, True, False, True, True, True, True]
    >>> _clock("правило 27. 2 пики", 8, 10)
    False
    """
    hours = text[start:end]
    if hours.isdigit() and int(hours) <= 23 and _CLOCK_AFTER.match(text, end):
        return True
    minutes = len(hours) == 2 and hours.isdigit() and int(hours) <= 59
    return minutes and _CLOCK_BEFORE.search(text[max(0, start - 3) : start]) is not None


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

    A later code's own words name it too, unless the sentence names this text as well:

    >>> other_edition("law 23, comparable call: can he replace it?", 1987)
    True
    >>> other_edition("сопоставимой заявки в 1987 году не было, смотрим 27b3", 1987)
    False
    >>> other_edition("правило 23 про сопоставимую заявку", 2017)
    False
    """
    padded = _padded(sentence)
    if any(
        f" {phrase} " in padded for phrase in _OTHER_EDITION
        if not phrase.isdigit() or (year is not None and phrase != str(year))
    ):
        return True
    return _later_terms(padded, year)


def _later_terms(padded: str, year: int | None) -> bool:
    """Whether a padded sentence uses a later code's own words (or names a later code: «по
    свежему кодексу», «in the current WBF laws») while this text is older and is not named
    in it."""
    if year is None or year >= _LATER_FROM or _names_this(padded, year):
        return False
    return any(f" {phrase} " in padded for phrase in _LATER_TERMS) or _named_code(
        padded.split(), _LATER_ADJECTIVES
    ) or any(word in _LATER_BODIES for word in padded.split())


# the grammar of a named code: an adjective («нынешних», "current") and, at most one word
# on, a noun that names a code («законах», "laws"): «в нынешних законах WBF», «по свежему
# своду», "under the current WBF laws"; the stems are the lexicon's, the endings these
_ADJECTIVE_ENDINGS = lexicon.words("search.edition.adjective_ending")
_NOUN_ENDINGS = lexicon.words("search.edition.noun_ending")
_LATER_ADJECTIVES = lexicon.words("search.edition.later_adjective")
_OLD_ADJECTIVES = lexicon.words("search.edition.this_adjective")
_CODE_NOUNS = lexicon.words("search.edition.code_noun")
_LATER_BODIES = lexicon.words("search.edition.later_body")


def _stem_of(word: str, stems: frozenset[str], endings: frozenset[str]) -> bool:
    """Whether a word is one of the stems with one of the endings («нынешних»: «нынешн»)."""
    return any(
        word[:cut] in stems and (cut == len(word) or word[cut:] in endings)
        for cut in range(2, len(word) + 1)
    )


def _named_code(words: list[str], adjectives: frozenset[str]) -> bool:
    """Whether the words name a code by an adjective of ``adjectives`` and a code's noun.

    >>> later = lexicon.words("search.edition.later_adjective")
    >>> _named_code("по свежему своду это 27b1b".split(), later)
    True
    >>> _named_code("in the current wbf laws".split(), later)
    True
    >>> _named_code("новичок правил не знает".split(), later)
    False
    >>> _named_code("новую заявку по правилам".split(), later)
    False
    """
    for place, word in enumerate(words):
        if not _stem_of(word, adjectives, _ADJECTIVE_ENDINGS):
            continue
        if any(
            _stem_of(noun, _CODE_NOUNS, _NOUN_ENDINGS) for noun in words[place + 1 : place + 3]
        ):
            return True
    return False


def _padded(sentence: str) -> str:
    """A sentence's words, space-separated, with a space at each end."""
    return f" {' '.join(re.findall(r'[0-9a-zа-я%]+', sentence))} "


def _names_this(padded: str, year: int) -> bool:
    """Whether a padded sentence names the loaded text («в 1987 году», «в нашем переводе»)."""
    return (
        f" {year} " in padded
        or any(f" {phrase} " in padded for phrase in _THIS_EDITION)
        or _named_code(padded.split(), _OLD_ADJECTIVES)
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


def find_references(
    text: str, laws: range, year: int | None = None, later: frozenset[str] = frozenset()
) -> list[Reference]:
    """References in a normalised (lower-case) text, left to right; ``year``: the loaded
    edition's, to tell another edition's ids (``Reference.foreign``); ``later``: the ids the
    question spelt as a later code does (``later_spelled`` of the text as typed), read as
    that code's unless their sentence names this text.

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
    >>> [(r.clause_id, r.foreign) for r in find_references(
    ...     "под номером 23 в 2017 году другое правило", range(19, 47), 1987)]
    [('23', True)]

    >>> find_references("is there a law in 19-46 for this? 2nt showed 20-22", range(19, 47))
    []
    >>> [r.clause_id for r in find_references("правила 30–32 о чём?", range(19, 47))]
    ['30', '32']
    >>> find_references("по правилам 87 года, по правилам 87-го года", range(1, 94))
    []
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
            and (
                following[:1].isalpha() or _YEAR.match(following) is not None
            )  # «23 в 2017 году»: a preposition before a year
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
        if re.fullmatch(r"\d+", body) and _YEAR_AFTER.match(text, end):
            continue  # «по правилам 87 года»: the edition's year, no law
        if not prefixed and re.fullmatch(r"\d+", body) and (
            _counts(text[end:]) or _board(text, match.start("id"), end)
            or _not_a_law(text, match.start("id"), end)
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
        if (
            clause_id in later
            and (clause_id in LATER_TO_THIS or clause_id in _LATER_DIFFERS)
            and not foreign and year is not None and year < _LATER_FROM
        ):
            foreign = not _names_this(_padded(text[sentence[0] : sentence[1]]), year)
        cited = ""
        if foreign and year is not None:
            cited = clause_id
            clause_id, foreign = _read_as_later(
                clause_id, text[sentence[0] : sentence[1]], year
            )
        found.append(
            Reference(
                text[match.start() : end], clause_id, match.start(), end, prefixed, foreign, cited
            )
        )
    return _contrasted(found, text, breaks)


def _contrasted(
    found: list[Reference], text: str, breaks: list[tuple[int, int]]
) -> list[Reference]:
    """A number the post cites as another code's, told again as this text's in a sentence
    that does not ask about it («по нынешнему закону 23 … а у вас под номером 23 что-то про
    пасы»), is that contrast, not the clause asked for: it is read as the other code's too.

    >>> [(r.clause_id, r.foreign) for r in find_references(
    ...     "по нынешнему закону 23 смотрят заявку. а у вас под номером 23 про пасы.",
    ...     range(19, 47), 1987)]
    [('23', True), ('23', True)]
    >>> [(r.clause_id, r.foreign) for r in find_references(
    ...     "в новой редакции закон 23 другой. а в нашем тексте закон 23 про что?",
    ...     range(19, 47), 1987)]
    [('23', True), ('23', False)]
    """
    other = {r.cited for r in found if r.foreign and r.cited}
    if not other:
        return found
    out = []
    for reference in found:
        _, last = _sentence(breaks, reference.start, reference.end, len(text))
        asks = "?" in text[reference.end : last + 1]
        if not reference.foreign and reference.clause_id in other and not asks:
            reference = replace(reference, foreign=True, cited=reference.clause_id)
        out.append(reference)
    return out


def _read_as_later(clause_id: str, sentence: str, year: int) -> tuple[str, bool]:
    """Another edition's id as this text's clause that says the same, when the sentence
    names a later code (or its words) and the id is one that means the same here;
    otherwise the id as it was, still that edition's.

    >>> _read_as_later("29A", "по кодексу 2017 закон 29a", 1987)
    ('29B', False)
    >>> _read_as_later("45C4(B)", "law 45c4(b) of the 2017 code", 1987)
    ('45C4(B)', False)
    >>> _read_as_later("23", "law 23, comparable call", 1987)
    ('23', True)
    >>> _read_as_later("29A", "в редакции 1975 года 29a", 1987)
    ('29A', True)
    """
    if year >= _LATER_FROM or _OLDER.search(sentence):
        return clause_id, True
    same = LATER_TO_THIS.get(clause_id)
    if same is None:
        return clause_id, True
    return same, False
