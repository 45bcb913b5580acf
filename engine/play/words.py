"""The words of card designations, Russian and English, and text normalisation.

>>> meaning("пику")
Meaning(kind='suit', suit=<Suit.SPADES: '♠'>, rank=None, word='')
>>> meaning("маленькую").kind
'low'
>>> meaning("вальта").rank
<Rank.JACK: 11>
>>> normalize("♠️ЁЛКА ♡")
'♠елка ♥'
>>> swap_layout("gbre")
'пику'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.play.cards import Rank, Suit

Kind = Literal["suit", "rank", "high", "low", "filler", "ambiguous"]


@dataclass(frozen=True)
class Meaning:
    """What one word says about the card: a suit, a rank, high/low, or nothing."""

    kind: Kind
    suit: Suit | None = None
    rank: Rank | None = None
    word: str = ""


SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}
_LOOKALIKE_SYMBOLS = str.maketrans(
    {"♤": "♠", "♡": "♥", "❤": "♥", "♢": "♦", "♧": "♣", "\ufe0f": None, "\ufe0e": None}
)
LATIN_SUIT_LETTERS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
RUSSIAN_SUIT_LETTERS = {"п": Suit.SPADES, "ч": Suit.HEARTS, "б": Suit.DIAMONDS, "т": Suit.CLUBS}
LATIN_RANK_LETTERS = {
    "a": Rank.ACE,
    "k": Rank.KING,
    "q": Rank.QUEEN,
    "j": Rank.JACK,
    "t": Rank.TEN,
}
# «Т» (туз) is the ace in Russian; «В» (валет) the jack; Latin B is a look-alike of «В».
RUSSIAN_RANK_LETTERS = {
    "т": Rank.ACE,
    "а": Rank.ACE,
    "к": Rank.KING,
    "д": Rank.QUEEN,
    "в": Rank.JACK,
    "b": Rank.JACK,
}
DIGIT_RANKS = {str(rank.value): rank for rank in Rank if rank <= Rank.TEN}


def _split(words: str) -> tuple[str, ...]:
    return tuple(words.split())


_ADJ = _split("ый ий ой ая яя ую юю ое ее ого его ому ему ым им ом ем ые ие ых их ыми ими")
_NOUN_A = _split("а ы и у е ой ою ам ами ах")  # пика, дама, десятка...

_SUIT_NOUNS = {
    Suit.SPADES: ["пик" + e for e in _NOUN_A] + ["пик"],
    Suit.HEARTS: ["черв" + e for e in _NOUN_A] + ["червей", "черви"],
    Suit.DIAMONDS: ["бубн" + e for e in _NOUN_A] + ["бубен", "бубей", "буби", "бубы"],
    Suit.CLUBS: ["треф" + e for e in _NOUN_A]
    + ["треф", "трефи", "крести", "крестей", "крестям", "крестями", "крестях", "кресты"],
}
_SUIT_ADJ_STEMS = {
    Suit.SPADES: ["пиков"],
    Suit.HEARTS: ["червов", "червонн"],
    Suit.DIAMONDS: ["бубнов", "бубов"],
    Suit.CLUBS: ["трефов", "крестов"],
}
_SUIT_ENGLISH = {
    Suit.SPADES: ["spade", "spades"],
    Suit.HEARTS: ["heart", "hearts"],
    Suit.DIAMONDS: ["diamond", "diamonds"],
    Suit.CLUBS: ["club", "clubs"],
}
_RANK_WORDS = {
    Rank.ACE: "туз туза тузу тузом тузе ace",
    Rank.KING: "король короля королю королем короле king",
    Rank.QUEEN: "дам* queen",
    Rank.JACK: "валет валета валету валетом валете вальта вальту jack knave",
    Rank.TEN: "десятк* десять ten",
    Rank.NINE: "девятк* девять nine",
    Rank.EIGHT: "восьмерк* восемь eight",
    Rank.SEVEN: "семерк* семь seven",
    Rank.SIX: "шестерк* шесть six",
    Rank.FIVE: "пятерк* пять five",
    Rank.FOUR: "четверк* четыре four",
    Rank.THREE: "тройк* три three trey",
    Rank.TWO: "двойк* два two deuce",
}
_HIGH_STEMS = _split("старш высок больш крупн верхн наибольш наивысш высш максимальн")
_LOW_STEMS = _split("младш маленьк мал мелк низк наименьш низш минимальн")
_HIGH_ENGLISH = _split("high higher highest top big bigger biggest large largest")
_LOW_ENGLISH = _split("low lower lowest small smaller smallest little least")
_FILLER = _split(
    "играй играйте сыграй сыграйте играем сыграем играю сыграю играет сыграет играть сыграть "
    "дай дайте давай давайте положи положите клади кладите кладу положу беру возьму "
    "пойду пойди пойдите иду идите хожу ходи ходите зайду зайди захожу "
    "пожалуйста плиз со с из от стола болвана болване карту карта карты картой "
    "самую самая самый самой самое самого ну же мне теперь сейчас тогда пусть будет "
    "a an the play plays please from dummy card of now"
)


def _build() -> dict[str, Meaning]:
    table: dict[str, Meaning] = {}
    for suit, words in _SUIT_NOUNS.items():
        for word in [*words, *_SUIT_ENGLISH[suit]]:
            table[word] = Meaning("suit", suit=suit)
        for stem in _SUIT_ADJ_STEMS[suit]:
            for ending in _ADJ:
                table[stem + ending] = Meaning("suit", suit=suit)
    for rank, spec in _RANK_WORDS.items():
        for word in spec.split():
            forms = [word[:-1] + e for e in _NOUN_A] if word.endswith("*") else [word]
            for form in forms:
                table[form] = Meaning("rank", rank=rank)
    heights = (
        (Meaning("high"), _HIGH_STEMS, _HIGH_ENGLISH),
        (Meaning("low"), _LOW_STEMS, _LOW_ENGLISH),
    )
    for height, stems, english in heights:
        for stem in stems:
            for ending in _ADJ:
                table[stem + ending] = height
        for word in english:
            table[word] = height
    for ending in _NOUN_A:
        table["фоск" + ending] = Meaning("low")  # «фоска», a small card
    for word in _FILLER:
        table.setdefault(word, Meaning("filler"))
    return table


WORDS = _build()


def meaning(word: str) -> Meaning | None:
    """The meaning of one normalised word, or None when it is not a designation word."""
    return WORDS.get(word)


def normalize(text: str) -> str:
    """Lower case, «ё» as «е», suit symbols without emoji selectors or outlines."""
    return text.translate(_LOOKALIKE_SYMBOLS).lower().replace("ё", "е")


_LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюе"
_TO_RUSSIAN = str.maketrans(_LATIN_KEYS, _RUSSIAN_KEYS)
_TO_LATIN = str.maketrans(_RUSSIAN_KEYS[:-1], _LATIN_KEYS[:-1])


def swap_layout(text: str) -> str:
    """The same keys typed in the other keyboard layout (ЙЦУКЕН <-> QWERTY)."""
    if any("a" <= ch <= "z" for ch in text):
        return text.translate(_TO_RUSSIAN)
    return text.translate(_TO_LATIN)
