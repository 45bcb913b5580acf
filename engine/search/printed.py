"""Text copied out of print: a PDF or a scanned bulletin breaks words with a hyphen at the
end of a line («недоста- точное», «сдаю- щий») and writes the seats short with a period
(«Сев.», «Вост.», «Ю.»). Both are put back before a story or a question is read, so that
the word is one word and the period ends no sentence.

>>> printed_as_typed("В. Гусев (З.) пишет: «Сдача 9, сдаю- щий Сев. Пока Сев. раздумывал, Ю. "
...                  "громко сказал 1♣. Я заяв- ку не принял.»")
'В. Гусев (Запад) пишет: «Сдача 9, сдающий Север. Пока Север раздумывал, Юг громко сказал 1♣. \
Я заявку не принял.»'
>>> printed_as_typed("1♠ пас- пас, пол- стола, Север-Юг, В. Петров, Ю. Иванов, у Вост. ♦Д95")
'1♠ пас- пас, пол- стола, Север-Юг, В. Петров, Ю. Иванов, у Восток ♦Д95'
"""

from __future__ import annotations

import re
from functools import cache

from engine.glyphs import cyrillic_lookalikes, modern_spelling, plain_latin
from engine.lexicon import words
from engine.search.kindred import as_russian
from engine.search.morph import is_known

# a word broken at a line's end: letters, a hyphen, a space, lower-case letters
_BROKEN = re.compile(r"(?<![^\W\d_])([а-яёА-ЯЁ]{2,})- ([а-яё]{1,})(?![^\W\d_])")
# a seat written short with a period: «Сев.», «Вост.», «Зап.» always (the period kept where a
# capital letter opens the next sentence), a single letter only where no name can follow
# («Ю. громко сказал», «(З.)», «В. — пас»), since «Ю. Иванов» is a name's initial
_SHORT_SEATS = {"Сев": "Север", "Вост": "Восток", "Зап": "Запад", "Ю": "Юг", "З": "Запад",
                "С": "Север", "В": "Восток"}
_SHORT_SEAT = re.compile(
    r"(?<![^\W\d_])(?:(?P<long>Сев|Вост|Зап)\.(?P<next>\s*[А-ЯЁA-Z])?"
    r"|(?P<letter>Ю|З|С|В)\.(?=\s*(?:[),:;—–-]|[а-яё])))")


def as_typed(text: str) -> str:
    """A text as if typed today on a Russian keyboard, the one reading every door starts
    from: the pre-1918 spelling in the modern one, Ukrainian and Belarusian words in Russian,
    print's broken words and short seats undone, Latin letters drawn like Cyrillic ones
    inside a Russian word as those."""
    return cyrillic_lookalikes(printed_as_typed(as_russian(modern_spelling(
        spoken_english(hungarian_seats(pbn_tags(spoken_marks(text))))))))


_HUNGARIAN_SEATS = (("printed.hungarian_seat.north", "N"), ("printed.hungarian_seat.east", "E"),
                    ("printed.hungarian_seat.south", "S"), ("printed.hungarian_seat.west", "W"))
_WORD = re.compile(r"[^\W\d_]+")


def hungarian_seats(text: str) -> str:
    """The seats written with Hungarian letters (É north, K east, D south, Ny west: a capital
    standing alone, not a card's rank after a suit) in a post that speaks Hungarian bridge
    words, as the compass letters.

    >>> hungarian_seats("Osztó É: É 1 pikk, K passz, D 2 kőr, Ny passz, ♠K")
    'Osztó N: N 1 pikk, E passz, S 2 kőr, W passz, ♠K'
    >>> hungarian_seats("D 2♥, K пас")
    'D 2♥, K пас'
    """
    letters, alone = _hungarian_letters()
    if alone.search(text) is None or not _speaks_hungarian(text):
        return text
    return alone.sub(lambda m: letters[m.group().lower()], text)


@cache
def _hungarian_letters() -> tuple[dict[str, str], re.Pattern[str]]:
    letters = {word: seat for concept, seat in _HUNGARIAN_SEATS for word in words(concept)}
    capitals = sorted((re.escape(w[:1].upper() + w[1:]) for w in letters), key=len, reverse=True)
    return letters, re.compile(rf"(?<![^\W_])(?<![♠♥♦♣])({'|'.join(capitals)})(?![^\W_])")


def _speaks_hungarian(text: str) -> bool:
    marker = words("printed.hungarian_words")
    return any(word in marker for word in _WORD.findall(plain_latin(text).lower()))


# an English word with its «g» dropped in speech, written with an apostrophe («hidin'»,
# «sittin'», «biddin'»), and «an'» for «and»: the apostrophe would open a quote
_DROPPED_G = re.compile(r"(?<![^\W\d_])([A-Za-z]{2,}in|an)'(?![^\W\d_])")
# «me» for «my» before the partner, as Scouse and Yorkshire say it («me partner passes»)
_DIALECT_MY = re.compile(r"(?<![^\W\d_])([Mm])e(?= (?:partner|pard)(?![^\W\d_]))")


_SPOKEN_MARKS = (("printed.spoken_mark.question", "?"), ("printed.spoken_mark.exclamation", "!"),
                 ("printed.spoken_mark.colon", ":"), ("printed.spoken_mark.comma", ","),
                 ("printed.spoken_mark.stop", "."))
_SPOKEN_AT_LEAST = 2  # marks said as words before a post is read as dictated


def spoken_marks(text: str) -> str:
    """A post dictated to a phone's speech recognition, its punctuation said as words
    («…сдавал север точка север пас…, запятая, вопросительный знак»), or written as a
    telegram («ТЧК», «ЗПТ», «ВПР»): the marks put back, so that its sentences end where the
    teller said. A single «точка» («точка зрения») is a word.

    >>> spoken_marks("сдавал север точка север пас запятая восток пас вопросительный знак")
    'сдавал север. север пас, восток пас?'
    >>> spoken_marks("Играю 4♥ ТЧК Восток против ТЧК Какая карта сыграна ВПР")
    'Играю 4♥. Восток против. Какая карта сыграна?'
    >>> spoken_marks("с моей точки зрения точка невозврата")
    'с моей точки зрения точка невозврата'
    """
    lowered = text.lower()
    patterns = [(_spoken_pattern(concept), mark) for concept, mark in _SPOKEN_MARKS]
    said = sum(len(pattern.findall(lowered)) for pattern, _ in patterns)
    if said < _SPOKEN_AT_LEAST or not patterns[-1][0].search(lowered):
        return text
    for pattern, mark in patterns:
        text = pattern.sub(mark, text)
    return text


@cache
def _spoken_pattern(concept: str) -> re.Pattern[str]:
    said = sorted(words(concept), key=len, reverse=True)
    return re.compile(r"\s+(?:" + "|".join(re.escape(w) for w in said) + r")(?![\w])",
                      re.IGNORECASE)


def spoken_english(text: str) -> str:
    """English words written as said, in full: a dropped «g», «me» for «my», dummy's French
    name («le mort»).

    >>> spoken_english("I was sittin' South, defendin' 4S an' all; 'ere, 'twas")
    "I was sitting South, defending 4S and all; 'ere, 'twas"
    >>> spoken_english("Me partner passes. Before me partner's even opened his gob, …")
    "My partner passes. Before my partner's even opened his gob, …"
    >>> spoken_english("Le mort (North) said «you're in le mort!»")
    "dummy (North) said «you're in dummy!»"
    >>> spoken_english("Il morto (Nord) played the king, el muerto too")
    'dummy (Nord) played the king, dummy too'
    """
    if "'" in text:
        text = _DROPPED_G.sub(
            lambda m: m.group(1) + ("d" if m.group(1).lower() == "an" else "g"), text)
    if "e partner" in text or "e pard" in text:
        text = _DIALECT_MY.sub(lambda m: m.group(1) + "y", text)
    if "mort" in text or "Mort" in text or "muerto" in text:
        text = _LE_MORT.sub("dummy", text)  # «le mort (North)»: dummy, in French bridge words
    return text


# dummy named in French, Italian or Spanish inside an English post («le mort», «the mort»,
# «il morto», «el muerto»)
_LE_MORT = re.compile(
    r"(?<![^\W\d_])(?:(?:[Ll]e|[Tt]he) mort|[Ii]l morto|[Ee]l muerto)(?![^\W\d_])")


# a tag of a PBN hand record: «[Declarer "S"]», «[Auction "W"]», «[Contract "4HX"]»
_PBN_TAG = re.compile(r'\[([A-Za-z]+)\s+"([^"\]\n]*)"\]')


def pbn_tags(text: str) -> str:
    """The values of a pasted PBN record's tags without their quotes, so that a seat or a
    contract in a tag reads as one, not as words somebody said.

    >>> pbn_tags('[Dealer "W"] [Declarer "S"] [Contract "4HX"] he said "pass"')
    '[Dealer W] [Declarer S] [Contract 4HX] he said "pass"'
    """
    return _PBN_TAG.sub(r"[\1 \2]", text) if '"]' in text else text


def printed_as_typed(text: str) -> str:
    """The words a line break cut joined, the seats written short in full, the words a
    hyphen contracts («к-ра», «п-р») in full."""
    if "- " in text:
        text = _BROKEN.sub(_joined, text)
    if "." in text:
        text = _SHORT_SEAT.sub(_seat, text)
    if "-" in text:
        text = contractions_in_full(text)
    return text


def contractions_in_full(text: str) -> str:
    """Words written short around a hyphen by players who abbreviate everything, in full
    (``printed.contraction``: each item the short form and the word, «к-ра контра»).

    >>> contractions_in_full("1п-(к-ра)-2п. П-р (С) дал к-ру, из-за этого")
    '1п-(контра)-2п. Партнер (С) дал контру, из-за этого'
    """
    full, pattern = _contractions()
    if pattern is None:
        return text

    def expand(match: re.Match[str]) -> str:
        word = full[match.group().lower()]
        return word[:1].upper() + word[1:] if match.group()[:1].isupper() else word

    return pattern.sub(expand, text)


@cache
def _contractions() -> tuple[dict[str, str], re.Pattern[str] | None]:
    full = dict(item.split(" ", 1) for item in words("printed.contraction"))
    if not full:
        return full, None
    forms = sorted((re.escape(short) for short in full), key=len, reverse=True)
    return full, re.compile(rf"(?<![^\W\d_])(?:{'|'.join(forms)})(?![^\W\d_])", re.IGNORECASE)


def _joined(match: re.Match[str]) -> str:
    head, tail = match.group(1), match.group(2)
    whole = head + tail
    if is_known(whole) and not (is_known(head) and is_known(tail)):
        return whole
    return match.group(0)


def _seat(match: re.Match[str]) -> str:
    if match["long"]:
        after = match["next"]
        return _SHORT_SEATS[match["long"]] + ("." + after if after else "")
    return _SHORT_SEATS[match["letter"]]
