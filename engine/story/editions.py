"""Numbers in a question that are not clauses of this text: other editions' ids, board numbers.

People quote the 2007/2017 codes («Law 30 B.1.b.(i)», «45C4(b)») and name boards and tables
(«сдача 19», «Board 7», «стол 3»). An id this text lacks gets a notice naming the nearest clause
it does have; a board or table number is never a law.

>>> from laws_text import load_corpus
>>> [f.notice for f in foreign_ids("см. Law 30 B.1.b.(i)", load_corpus())]
['В тексте 1987 года нет пункта 30B1(B)(i); ближайший — 30B1.']
>>> foreign_ids("по 45C4(b) и п. 27Б1б", load_corpus())
[]
>>> board_numbers("Сдача 19, стол 3; Board #4 и на 7-й доске")
[19, 3, 4, 7]
>>> board_numbers("Юг открыл 1 пику, Север сказал 2 червы")
[]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from engine import lexicon
from engine.search.normalize import normalise
from engine.search.refs import find_references
from laws_text import Corpus
from laws_text.ids import parse_clause_id

_MAX_CHARS = 20_000

_NUMBER_SIGN = r"(?:no\.?\s*|#\s*|n\s+)?"  # «№» (NFKC makes it «no»), «#», «N»
_ORDINAL = r"\s*-?\s*(?:й|я|ю|ой|ая|ую|ей|м|ом)"  # «19-й», «7-я»


@cache
def _board_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """«сдача 19», «Board #4», «стол 3» and «19-й сдаче», «на 5 столе»: the words are the
    lexicon's ``story.board`` (boards) and ``outside.board`` (tables, more forms)."""
    found: set[str] = set()
    for concept in ("story.board", "outside.board"):
        try:
            found |= lexicon.words(concept)
        except KeyError:
            continue
    names = "|".join(re.escape(word) for word in sorted(found, key=len, reverse=True))
    before = re.compile(
        rf"(?<![0-9a-zа-я])(?:{names})\.?\s*{_NUMBER_SIGN}(?P<num>\d{{1,3}})(?![0-9])"
    )
    after = re.compile(
        rf"(?<![0-9a-zа-я])(?:(?P<num>\d{{1,3}}){_ORDINAL}|(?<=в |а )(?P<bare>\d{{1,3}}))"
        rf"\s+(?:{names})(?![a-zа-я])"
    )
    return before, after


_PREFIX = r"(?:law|rule|правил[а-я]*|закон[а-я]*|пункт[а-я]*|п\.?)"
_LETTER = r"[a-hабвгдеcфхнэц]"
_ROMAN = r"\((?:i{1,3}|iv|vi{0,3})\)"
_PART = (
    rf"(?:\(?{_LETTER}\)?(?![a-zа-я])|\(?\d{{1,2}}\)?(?![0-9])|{_ROMAN}(?![a-zа-я]))"
)
# an id with its law word: parts may stand apart («Law 30 B.1.b.(i)», «п. 27 Б 1»)
_PREFIXED = re.compile(
    rf"(?<![0-9a-zа-я]){_PREFIX}\s*(?P<law>\d{{1,2}})(?![0-9])"
    rf"(?P<tail>(?:[\s.\-]*{_PART}(?!\s+[a-zа-я]{{2}}))+)"
)
# an id without one: its section letter is glued to the number («30b1b(i)», «45c4(b)»)
_BARE = re.compile(
    rf"(?<![0-9a-zа-я.])(?P<law>\d{{1,2}})(?P<tail>{_LETTER}(?![a-zа-я])(?:[.\-]?{_PART})*)"
)
_TOKEN = re.compile(r"\(?([a-zа-я]+|\d{1,2})\)?")
_ROMANS = frozenset({"i", "ii", "iii", "iv", "v", "vi", "vii", "viii"})


@dataclass(frozen=True)
class ForeignId:
    """An id the question quotes that this text lacks, and the nearest clause it has; or
    another edition's id this text numbers otherwise, and the clause it is here."""

    raw: str  # as written
    clause_id: str  # read in the canonical style: 30B1(B)(i)
    nearest: str  # the deepest ancestor this text has: 30B1
    notice: str  # Russian, for the reader


def board_spans(normalised: str) -> list[tuple[int, int, int]]:
    """(start, end, number) of every board or table number in a normalised text, in order."""
    before, after = _board_patterns()
    found: list[tuple[int, int, int]] = []
    for match in before.finditer(normalised):
        found.append((match.start(), match.end(), int(match["num"])))
    for match in after.finditer(normalised):
        number = match["num"] or match["bare"]
        found.append((match.start(), match.end(), int(number)))
    return sorted(found)


# --- O6: a board played in place of another («вместо 12-й сдачи сыграли 14-ю»: Law 15)
_ORDINAL_NUMBER = re.compile(rf"(?<![0-9a-zа-я.])(?P<num>\d{{1,3}}){_ORDINAL}(?![0-9a-zа-я])")
_INSTEAD_REACH = 50  # characters either side of «вместо» where the two boards stand
_NEXT_TO = 4  # characters from «вместо» to the board it names («instead of board 9»)


@cache
def _instead_pattern() -> re.Pattern[str] | None:
    """The words of «instead of» (``outside.slot.instead``), longest first, as one pattern."""
    try:
        instead = sorted(lexicon.words("outside.slot.instead"), key=len, reverse=True)
    except KeyError:
        return None
    if not instead:
        return None
    return re.compile(
        rf"(?<![0-9a-zа-я])(?:{'|'.join(re.escape(word) for word in instead)})(?![a-zа-я])"
    )


def board_swapped(normalised: str) -> str | None:
    """The words that tell a board was played in place of another: «вместо» (the lexicon's
    ``outside.slot.instead``) right before a board's number («вместо 12-й сдачи», «instead
    of board 9») and another, different board's number or ordinal near it («14-ю»); None
    otherwise (a call or a contract «вместо» another on a numbered board is no wrong board).

    >>> board_swapped("третий стол вместо 12-й сдачи сыграл 14-ю, потом сыграли и её")
    'вместо 12-й сдачи сыграл 14-ю'
    >>> board_swapped("сдача 12: сыграли 4 пики вместо 3 бк") is None
    True
    >>> board_swapped("сдача 5, стол 3. вместо паса север сказал 2 червы") is None
    True
    """
    pattern = _instead_pattern()
    if pattern is None:
        return None
    boards = board_spans(normalised)
    for match in pattern.finditer(normalised):
        low, high = match.start() - _INSTEAD_REACH, match.end() + _INSTEAD_REACH
        near = [(start, end, number) for start, end, number in boards
                if start >= low and end <= high]
        if not near:
            continue
        ordinals = [(m.start(), m.end(), int(m["num"]))
                    for m in _ORDINAL_NUMBER.finditer(normalised, max(low, 0), high)]
        spans = sorted(set(near + ordinals))
        named = [span for span in near if 0 <= span[0] - match.end() <= _NEXT_TO]
        if not named or len({number for _, _, number in spans}) < 2:
            continue
        first = min(spans[0][0], match.start())
        last = max(spans[-1][1], match.end())
        return " ".join(normalised[first:last].split())
    return None


# --- O6: scores of the duplicate table quoted in a question («Север пишет 790, Восток — 590»)
_SCORE_NUMBER = re.compile(r"(?<![0-9a-zа-я.,:/])(?P<num>\d{3,4})(?![0-9]|[.,:/]\d)")
_YEARS = range(1900, 2100)  # «1987», «2017»: an edition's year, never a score
_LEAST_SCORE = 110  # below this a number is as often points or a count as a score


@cache
def duplicate_scores() -> frozenset[int]:
    """Every score a board can give one side: contracts made (trick score, the part-score or
    game bonus by vulnerability, slam bonuses, the bonus for making a doubled or redoubled
    contract, overtricks) and undertricks (undoubled, doubled, redoubled), 1987's table.

    >>> {110, 420, 590, 620, 790, 990, 1430, 800, 1100} <= duplicate_scores()
    True
    >>> {125, 333, 1234} & duplicate_scores()
    set()
    """
    found: set[int] = set()
    for level in range(1, 8):
        for per, first in ((20, 0), (30, 0), (30, 10)):  # minors, majors, notrump
            for factor in (1, 2, 4):
                for vulnerable in (False, True):
                    trick_score = (per * level + first) * factor
                    made = trick_score + ((500 if vulnerable else 300) if trick_score >= 100
                                          else 50)
                    if level == 6:
                        made += 750 if vulnerable else 500
                    if level == 7:
                        made += 1500 if vulnerable else 1000
                    made += {1: 0, 2: 50, 4: 100}[factor]
                    over = per if factor == 1 else (200 if vulnerable else 100) * factor // 2
                    found.update(made + extra * over for extra in range(0, 8 - level))
                    for down in range(1, level + 7):
                        if factor == 1:
                            found.add(down * (100 if vulnerable else 50))
                        elif vulnerable:
                            found.add((200 + 300 * (down - 1)) * factor // 2)
                        else:
                            first_three = 100 + 200 * min(down - 1, 2)
                            found.add((first_three + 300 * max(down - 3, 0)) * factor // 2)
    return frozenset(found)


def quoted_scores(normalised: str) -> list[int]:
    """The different duplicate scores a question quotes (110 and above, no year, no board).

    >>> quoted_scores("север диктует 790, а восток спорит, что надо 590. сдача 5, 1987 год")
    [790, 590]
    >>> quoted_scores("у меня 12 очков, стол 120")
    []
    """
    masked = normalised
    for start, end, _ in board_spans(normalised):
        masked = masked[:start] + " " * (end - start) + masked[end:]
    scores: list[int] = []
    for match in _SCORE_NUMBER.finditer(masked):
        number = int(match["num"])
        if (number >= _LEAST_SCORE and number not in _YEARS and number in duplicate_scores()
                and number not in scores):
            scores.append(number)
    return scores


def board_numbers(text: str) -> list[int]:
    """Board and table numbers in a question («сдача 19», «Board #4», «стол 3»): never laws."""
    if not isinstance(text, str):
        return []
    numbers: list[int] = []
    for _, _, number in board_spans(normalise(text[:_MAX_CHARS])):
        if number not in numbers:
            numbers.append(number)
    return numbers


def _reading(law: str, tail: str) -> tuple[str, list[str]] | None:
    """The id's canonical 1987 part and the deeper levels (2017's roman items) beyond it."""
    parts = _TOKEN.findall(tail)
    shapes = ("letter", "digit", "letter", "digit")
    base: list[str] = []
    extra: list[str] = []
    for index, part in enumerate(parts):
        if part in _ROMANS and index >= 3:
            extra.append(part)
            continue
        if extra or index >= len(shapes):
            return None
        if (shapes[index] == "digit") != part.isdigit() or len(part) > 2:
            return None
        base.append(part if index < 2 else f"({part})")
    canonical = parse_clause_id(law + "".join(base))
    if canonical is None:
        return None
    return canonical, extra


def _nearest(clause_id: str, corpus: Corpus) -> str | None:
    current = clause_id
    while current and current not in corpus:
        trimmed = re.sub(r"(?:\([^()]*\)|[A-Z]|\d+)$", "", current)
        if trimmed == current or not re.match(r"\d", trimmed):
            return None
        current = trimmed
    return current or None


def foreign_ids(text: str, corpus: Corpus) -> list[ForeignId]:
    """Clause ids in the question, in any edition's spelling, that this text does not have.

    Only ids of laws this text covers: a law outside it is ``engine.story.outside``'s matter.
    """
    if not isinstance(text, str):
        return []
    normalised = normalise(text[:_MAX_CHARS])
    spans = board_spans(normalised)
    found: list[ForeignId] = []
    seen: set[str] = set()
    matches = sorted(
        [*_PREFIXED.finditer(normalised), *_BARE.finditer(normalised)], key=lambda m: m.start()
    )
    taken_until = -1
    for match in matches:
        if match.start() < taken_until or any(s <= match.start() < e for s, e, _ in spans):
            continue
        taken_until = match.end()
        if not corpus.edition.covers(int(match["law"])):
            continue
        reading = _reading(match["law"], match["tail"])
        if reading is None:
            continue
        canonical, extra = reading
        clause_id = canonical + "".join(f"({roman})" for roman in extra)
        if clause_id in corpus or clause_id in seen:
            continue
        nearest = _nearest(clause_id, corpus)
        if nearest is None:
            continue
        seen.add(clause_id)
        notice = (
            f"В тексте {corpus.edition.year} года нет пункта {clause_id}; "
            f"ближайший — {nearest}."
        )
        found.append(ForeignId(match.group(0).strip(), clause_id, nearest, notice))
    return found + _later_numbers(normalised, corpus, seen)


def _later_numbers(normalised: str, corpus: Corpus, seen: set[str]) -> list[ForeignId]:
    """Ids this text has, quoted in a sentence that names a later code: 2017's 29A is 29B
    here, and 2017's 23 (the comparable call) is not this text's 23 at all.

    >>> from laws_text import load_corpus
    >>> [f.notice for f in _later_numbers("по кодексу 2017 закон 29a", load_corpus(), set())]
    ['Пункт 29A редакций 2007/2017 годов — это пункт 29B текста 1987 года.']
    >>> [f.nearest for f in _later_numbers("law 23 (comparable call)", load_corpus(), set())]
    ['23']
    >>> _later_numbers("по 45c4(b) кодекса 2017 года", load_corpus(), set())
    []
    """
    edition = corpus.edition
    found: list[ForeignId] = []
    for reference in find_references(normalised, edition.laws, edition.year):
        cited = reference.cited
        if not cited or cited in seen or cited not in corpus:
            continue
        if not reference.foreign and reference.clause_id == cited:
            continue  # the same clause in both: nothing to tell
        seen.add(cited)
        if reference.foreign:
            notice = (
                f"Номер {cited} в вопросе — из другой редакции; в тексте {edition.year} года "
                f"под этим номером — «{corpus[cited].title}». Ответ найден по словам вопроса."
            )
            found.append(ForeignId(reference.raw, cited, cited, notice))
        else:
            notice = (
                f"Пункт {cited} редакций 2007/2017 годов — это пункт {reference.clause_id} "
                f"текста {edition.year} года."
            )
            found.append(ForeignId(reference.raw, cited, reference.clause_id, notice))
    return found
