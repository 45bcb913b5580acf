"""Ukrainian and Belarusian words read as Russian ones.

Players from Kyiv, Lviv or Minsk write their posts in their own language or mix its words
into Russian («Схід сказав 2 піки, суддя каже…», «балван спытаў»). The reader knows Russian
and English; a post with a letter Russian does not have (і, ї, є, ґ, ў) is read word by word
in Russian first, each word the table ``engine/data/kindred.tsv`` knows put in its Russian
form (same case, number, gender and tense), any other word left as it is.

>>> as_russian("Південь сказав 2 піки, а суддя каже, що можна")
'Юг сказал 2 пики, а судья говорит, что можно'
>>> as_russian("Партнёр сказал пас")  # a Russian text is left alone
'Партнёр сказал пас'
>>> as_russian("Кажу з болвана: «чирву», і З: пас")
'Говорю с болвана: «черву», и З: пас'
>>> as_russian("Ці можна?"), as_russian("Ці можна, калі ўсе спасавалі?")
('Эти можно?', 'Ли можно, когда все спасовали?')
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "data" / "kindred.tsv"
_OWN_LETTERS = re.compile("[іїєґўІЇЄҐЎ]")  # letters a Russian text never has
# the preposition «з» (Russian «с», «из»): lower case, before a word in lower case; the letter
# of West is written as a capital or stands before a call
_PREPOSITION_Z = re.compile(r"(?<![^\W\d_])з(?= [а-яёіїєґў])")
_BELARUSIAN = re.compile("[ўЎ]")  # a letter only Belarusian has: its words win
_WORD = re.compile(r"[^\W\d_]+(?:['’ʼ][^\W\d_]+)*")  # «м'ясо», «п’ять»: one word


def as_russian(text: str) -> str:
    """The text with its Ukrainian and Belarusian words in Russian; a text with none of
    their own letters unchanged."""
    if not _OWN_LETTERS.search(text):
        return text
    table = kindred_words("be" if _BELARUSIAN.search(text) else "uk")
    text = _PREPOSITION_Z.sub("с", text)  # «з болвана», «з руки»; a seat «З» stays
    return _WORD.sub(lambda match: _in_russian(match.group(0), table), text)


def _in_russian(word: str, table: dict[str, str]) -> str:
    russian = table.get(_folded(word))
    if russian is None:
        return word
    if word.isupper() and len(word) > 1:
        return russian.upper()
    return russian[:1].upper() + russian[1:] if word[:1].isupper() else russian


def _folded(word: str) -> str:
    return word.lower().replace("’", "'").replace("ʼ", "'")


@cache
def kindred_words(first: str = "uk") -> dict[str, str]:
    """Word as typed (lower case) → its Russian form, from ``engine/data/kindred.tsv``
    (columns: language, word, Russian word; ``#`` starts a comment); where the two languages
    spell one word alike with other meanings («ці»: «эти» in Ukrainian, «ли» in Belarusian),
    the language ``first`` wins."""
    rows = [line.split("\t") for line in TABLE.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    table: dict[str, str] = {}
    for _language, word, russian in sorted(rows, key=lambda row: row[0] != first):
        table.setdefault(_folded(word), russian)
    return table


__all__ = ["as_russian", "kindred_words"]
