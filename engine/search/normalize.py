"""Text normalisation shared by the index and the queries.

>>> normalise("ДАБЛ  НЕ В СВОЮ ОЧЕРЕДЬ!!! 😡")
'дабл не в свою очередь!!!'
>>> normalise("Партнёр спасовал в правиле ２７\\x00")
'партнер спасовал в правиле 27'
>>> words("Что в правиле 27Б1? S.O. разрешает")
['что', 'в', 'правиле', '27б1', 'so', 'разрешает']
>>> words("по-прежнему — «контра» <b>пас</b>")
['по-прежнему', 'контра', 'пас']
>>> normalise("Запад открыл 1БК, я сказал 2пики")
'запад открыл 1 бк, я сказал 2 пики'
>>> fold_yo("Ёлка и её")
'Елка и ее'
"""

from __future__ import annotations

import re
import unicodedata

from engine.glyphs import fold_ukrainian, fold_yo, plain_table

MAX_QUERY_CHARS = 6000  # a forum post with its whole story; Telegram allows 4096

_TAG = re.compile(r"<[^<>]{0,200}>")
_SO = re.compile(r"\bs\s*\.\s*o\s*\.?", re.IGNORECASE)
_SPACE = re.compile(r"\s+")
_WORD = re.compile(r"[0-9a-zа-я]+(?:-[0-9a-zа-я]+)*")
# a level glued to its strain, as chats write bids («1БК», «2пики», «3nt», a joke «8бк»): two words
_GLUED_BID = re.compile(
    r"(?<![0-9a-zа-я])([1-9])(бк|б/к|нт|nt|без|пик\w*|треф\w*|черв\w*|бубн\w*)(?![0-9])"
)



def _keep(char: str) -> bool:
    category = unicodedata.category(char)
    # letters, digits, punctuation, spaces (and the backquote, ё on the Russian layout);
    # not emoji, symbols, controls or private use
    return (category[0] in "LNPZ" and category not in ("Zl", "Zp")) or char == "`"


_SUIT_WORDS: dict[str, int | str | None] = {
    "♣": " трефа ", "♦": " бубна ", "♥": " черва ", "♠": " пика "
}
_SUITS = str.maketrans(_SUIT_WORDS)
# suit symbols as the four plain ones and then as words, Latin letters without their marks:
# one table, one pass over the text
_PLAIN = plain_table(_SUITS)


class _Kept(dict[int, int]):
    """``str.translate`` table: a character ``_keep`` keeps maps to itself, any other to a
    space; each character is judged once (the table fills as texts bring new characters)."""

    def __missing__(self, code: int) -> int:
        kept = code if _keep(chr(code)) else _BLANK
        if len(self) < _KEPT_SIZE:
            self[code] = kept
        return kept


_BLANK = ord(" ")
_KEPT_SIZE = 20_000  # characters remembered: junk input cannot grow the table without end
_KEPT = _Kept()


def normalise(text: str) -> str:
    """NFKC, lower case, ё→е, without markup, emoji, symbols or control characters.

    Suit symbols become words: ``2♥`` → ``2 черва``.
    """
    text = unicodedata.normalize("NFKC", text).translate(_PLAIN)
    text = _TAG.sub(" ", text).translate(_KEPT)
    text = _GLUED_BID.sub(r"\1 \2", fold_ukrainian(fold_yo(text.lower())))
    return _SPACE.sub(" ", text).strip()


def words(text: str) -> list[str]:
    """The words of a text, normalised; «S.O.» becomes the single word ``so``."""
    return split_words(normalise(text))


def split_words(normalised: str) -> list[str]:
    """The words of a text ``normalise`` has already seen."""
    return _WORD.findall(_SO.sub(" so ", normalised))
