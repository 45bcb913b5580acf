"""How people type the same thing differently, in one place for search, rules, play and
stories: suit symbols drawn in outline or as an emoji, ё for е, and Russian typed on the
English keyboard layout (``ytljcnfnjxyjt`` → ``недостаточное``) or the other way round.

>>> plain_suits("1♡ ♤K 2❤️"), same_length_suits("1♡ ♤K"), fold_yo("Ёлка и её")
('1♥ ♠K 2♥', '1♥ ♠K', 'Елка и ее')
>>> to_latin("згтщ"), to_russian("gbre")
('puno', 'пику')

>>> to_russian("ytljcnfnjxyjt")
'недостаточное'
>>> to_russian("gfhny`h")
'партнёр'
>>> to_russian("ghfdbkj")
'правило'
>>> to_russian("vj;yj kb ghbyznm&")
'можно ли принять?'
>>> looks_latin("LHO"), looks_latin("z,kjrj"), looks_latin("пас"), looks_latin("27")
(True, True, False, False)
>>> looks_latin("xnj-nj"), looks_latin("1,r?"), to_russian("1,r?")
(True, True, '1бк,')
"""

from __future__ import annotations

import re
import unicodedata

# outline suits and the red heart emoji are the four symbols; one character for one, so a
# text keeps its length (spans in it stay right)
_OUTLINES = {"♤": "♠", "♡": "♥", "❤": "♥", "♢": "♦", "♧": "♣"}
_SAME_LENGTH = str.maketrans(_OUTLINES)
_PLAIN = str.maketrans({**_OUTLINES, "\ufe0f": None, "\ufe0e": None})  # and no emoji selector


def plain_suits(text: str) -> str:
    """Suit symbols as the four plain ones, emoji variation selectors dropped."""
    return text.translate(_PLAIN)


def same_length_suits(text: str) -> str:
    """Suit symbols as the four plain ones, character for character."""
    return text.translate(_SAME_LENGTH)


# Latin letters with a mark as their plain letter, one for one («trèfle», «corazón», «łódź»): a
# player writing English with his own language's bridge words types them either way (and
# Romanian, Serbian, Czech, Hungarian, Turkish, Vietnamese: «fără atu», «đ», «ř», «ő», «ğ»,
# «bích», «chuồn»): every Latin letter whose decomposition starts with a plain one, and the
# letters drawn with a stroke, which do not decompose
_STROKED = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ħ": "h", "ı": "i"}
_LATIN_MARKED_RANGES = (range(0x00C0, 0x0250), range(0x1E00, 0x1F00))


def _unmarked_table() -> dict[int, str]:
    table = {ord(letter): plain for letter, plain in _STROKED.items()}
    for block in _LATIN_MARKED_RANGES:
        for code in block:
            first = unicodedata.normalize("NFD", chr(code))[0]
            if first != chr(code) and first.isascii() and first.isalpha():
                table[code] = first
    return table


# Greek letters as the Latin letter of their sound, one for one («Ανατολή 1 κούπα, Νότος πάσο»
# → «anatoli 1 koupa, notos paso»): a Greek player writes his bridge words in his own script,
# and the readers know them in Latin letters (θ, χ, ψ, ξ by one letter, so spans stay right)
_GREEK = dict(zip(
    "αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰ",
    "avgdezitiklmnxoprsstufxcoaeiiouoiuiu",
    strict=True,
))


def _greek_table() -> dict[int, str]:
    table = {ord(letter): latin for letter, latin in _GREEK.items()}
    for letter, latin in _GREEK.items():
        upper = letter.upper()
        if len(upper) == 1 and upper != letter:
            table[ord(upper)] = latin.upper()
    for upper, latin in zip("ΆΈΉΊΌΎΏ", "AEIIOUO", strict=True):
        table[ord(upper)] = latin
    return table


_UNMARKED = {**_unmarked_table(), **_greek_table()}


def plain_latin(text: str) -> str:
    """Latin letters without their marks, character for character.

    >>> plain_latin("Trèfle, cœur, Łódź, corazón, fără, Jiří, trọng tài, chuồn, Ðorđe")
    'Trefle, cœur, Lodz, corazon, fara, Jiri, trong tai, chuon, Ðorde'
    >>> plain_latin("Ανατολή 1 κούπα, Νότος πάσο, 4 ΧΑ")
    'Anatoli 1 koupa, Notos paso, 4 XA'
    """
    return text.translate(_UNMARKED)


def plain_table(then: dict[int, int | str | None]) -> dict[int, str]:
    """One ``str.translate`` table for ``plain_latin(plain_suits(text)).translate(then)``:
    each of the three maps a character by itself, so one pass over a text does all three.

    >>> "1♡ ♧ трèфа".translate(plain_table(str.maketrans({"♣": "club"})))
    '1♥ club трeфа'
    """
    codes = {*_PLAIN, *_UNMARKED, *then}
    return {code: plain_latin(plain_suits(chr(code))).translate(then) for code in codes}


def fold_yo(text: str) -> str:
    """ё→е (pymorphy3 and users write both; the 1987 text mostly writes е)."""
    return text.replace("ё", "е").replace("Ё", "Е")


# the letters of Ukrainian (and Belarusian ў) as the Russian letters of their sound, one for
# one: a player mixing Ukrainian into a Russian post («схід сказав 2 піки», «суддя») is read
# with the same words either way; the vocabulary keeps its Ukrainian words in this form too
_UKRAINIAN = str.maketrans("іїєґўІЇЄҐЎ", "ииегуИИЕГУ")


def fold_ukrainian(text: str) -> str:
    """Ukrainian letters as Russian ones, character for character.

    >>> fold_ukrainian("Схід сказав 2 піки, суддя прийшов, її")
    'Схид сказав 2 пики, суддя прийшов, ии'
    """
    return text.translate(_UKRAINIAN)


# the spelling before 1918 («Сѣверъ сказалъ пасъ», «перваго хода»), which some players still
# type in jest: its letters as the modern ones, the hard sign that ends a word dropped, and
# the old endings («-аго», «-ыя») as the modern ones; a text with none of its letters, or
# with a word-final hard sign once only, is left as it is
_OLD_LETTERS = str.maketrans("ѣѢѳѲѵѴіІ", "еЕфФиИиИ")
_OLD_ONLY = re.compile(r"[ѣѢѳѲѵѴ]")
_FINAL_HARD_SIGN = re.compile(r"(?<=[бвгджзклмнпрстфхцчшщБВГДЖЗКЛМНПРСТФХЦЧШЩ])[ъЪ](?![^\W\d_])")
_OLD_GENITIVE = re.compile(r"(?<=[а-яА-Я])(?P<before>[жшщчЖШЩЧ]?)(?:аго|яго)(?![^\W\d_])")
_OLD_PLURAL = re.compile(r"(?<=[а-яА-Я]{2})ыя(?![^\W\d_])")  # not «-ия»: «ситуация»


def modern_spelling(text: str) -> str:
    """A text in the pre-1918 spelling in the modern one; any other text as it is.

    >>> modern_spelling("Сдавалъ Сѣверъ: пасъ. Господинъ арбитръ, какова кара перваго хода?")
    'Сдавал Север: пас. Господин арбитр, какова кара первого хода?'
    >>> modern_spelling("будущаго болвана, вистующія, подъезд")
    'будущаго болвана, вистующія, подъезд'
    >>> modern_spelling("Въ седьмой взяткѣ будущаго болвана, новыя карты; подъездъ, ситуація")
    'В седьмой взятке будущего болвана, новые карты; подъезд, ситуация'
    """
    if not _OLD_ONLY.search(text) and len(_FINAL_HARD_SIGN.findall(text)) < 2:
        return text
    text = _FINAL_HARD_SIGN.sub("", text.translate(_OLD_LETTERS))
    text = _OLD_GENITIVE.sub(lambda m: m["before"] + ("его" if m["before"] else "ого"), text)
    return _OLD_PLURAL.sub("ые", text)


_LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./"
_RUSSIAN = "ёйцукенгшщзхъфывапролджэячсмитьбю."
_TO_RUSSIAN = str.maketrans(_LATIN + _LATIN.upper(), _RUSSIAN + _RUSSIAN.upper())
# shifted keys whose Russian character differs: «?» types «,» and «&» types «?»
_SHIFTED = {"{": "х", "}": "ъ", ":": "ж", '"': "э", "<": "б", ">": "ю", "~": "ё",
            "?": ",", "&": "?", "@": '"', "#": "№", "$": ";", "^": ":", "|": "/"}
_KEYS = frozenset(_LATIN + _LATIN.upper() + "".join(_SHIFTED))
_SAME_ON_BOTH = frozenset("0123456789-")


def looks_latin(chunk: str) -> bool:
    """A chunk made only of keys of the Latin layout, with at least one letter (digits and
    the hyphen type the same on both: «1,r» is «1бк», «xnj-nj» is «что-то»)."""
    return bool(chunk) and all(
        char in _KEYS or char in _SAME_ON_BOTH for char in chunk
    ) and any(char.isalpha() for char in chunk)


def to_russian(chunk: str) -> str:
    """The same keys pressed on the Russian layout (ЙЦУКЕН)."""
    return "".join(_SHIFTED.get(char) or char.translate(_TO_RUSSIAN) for char in chunk).lower()


_TO_LATIN = str.maketrans(_RUSSIAN[:-1], _LATIN[:-1])  # the letters; «.» types «.» on both


def to_latin(chunk: str) -> str:
    """The same keys pressed on the English layout (QWERTY)."""
    return chunk.lower().translate(_TO_LATIN)


# Russian written in Latin letters («partner skazal pas ne v svoyu ochered», «4to teper'»):
# every way each piece may be read, the likelier first; a piece of several letters before
# its letters one by one
_TRANSLIT: dict[str, tuple[str, ...]] = {
    "shch": ("щ",), "sch": ("щ", "сч"), "zh": ("ж",), "kh": ("х",), "ch": ("ч",),
    "sh": ("ш",), "ts": ("ц", "тс"), "tz": ("ц",),
    "ya": ("я", "ья", "ыа"), "ja": ("я", "ья"), "ia": ("ия", "я"),
    "yu": ("ю", "ью"), "ju": ("ю", "ью"), "iu": ("ию", "ю"),
    "yo": ("ё", "ьо", "йо"), "jo": ("ё", "йо"),
    "ye": ("е", "ье", "ые"), "je": ("е", "ье"),
    "yj": ("ый", "ий"), "yi": ("ый", "ий", "ыи"), "ij": ("ий",), "iy": ("ий", "ый"),
    "''": ("ъ",),
    "a": ("а",), "b": ("б",), "c": ("ц", "к", "ч"), "d": ("д",), "e": ("е", "э"),
    "f": ("ф",), "g": ("г",), "h": ("х",), "i": ("и", "й", "ы"), "j": ("й", "ж"),
    "k": ("к",), "l": ("л",), "m": ("м",), "n": ("н",), "o": ("о",), "p": ("п",),
    "q": ("к",), "r": ("р",), "s": ("с",), "t": ("т",), "u": ("у",), "v": ("в",),
    "w": ("в", "ш", "щ"), "x": ("кс", "х"), "y": ("ы", "й", "и", "ь"), "z": ("з",),
    "'": ("ь",), "`": ("ь",), "4": ("ч",), "6": ("ш",),
}
_PIECES = sorted(_TRANSLIT, key=len, reverse=True)
MAX_TRANSLIT_READINGS = 96  # ways of reading one word tried at most


def translit_readings(word: str) -> list[str]:
    """The Russian words a word in Latin letters may stand for, the likelier first (``[]``
    when it holds a character no transliteration uses).

    >>> translit_readings("skazal")[0], translit_readings("o4ered'")[0]
    ('сказал', 'очередь')
    >>> "судья" in translit_readings("sudya"), translit_readings("1S")
    (True, [])
    """
    lowered = word.lower()
    out: list[str] = []

    def walk(at: int, built: str) -> None:
        if len(out) >= MAX_TRANSLIT_READINGS:
            return
        if at == len(lowered):
            out.append(built)
            return
        for piece in _PIECES:
            if lowered.startswith(piece, at):
                for letters in _TRANSLIT[piece]:
                    walk(at + len(piece), built + letters)

    if lowered and (lowered[0].isalpha() or lowered[0] in "46"):  # «4to»: что
        walk(0, "")
    return out


# Latin letters drawn like Cyrillic ones, typed into a Russian word by a phone's second
# keyboard or left by OCR («пaртнёр» with a Latin «a», «Boсток», «KOHTPA»), and the digits 3
# and 0 inside a Russian word («3апад», «в0 время»): one character for one
_LOOKALIKES = str.maketrans("aceopxykiABCEHKMOPTXYI30", "асеорхукиАВСЕНКМОРТХУИЗО")
_INNER = str.maketrans("aceopxykiABCEHKMOPTXYI30", "асеорхукиАВСЕНКМОРТХУИзо")  # «в0» is «во»
_CYRILLIC_LETTERS = ("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
                     "іїєґўІЇЄҐЎ")
_LOOKALIKE_CHARS = frozenset("aceopxykiABCEHKMOPTXYI30")  # «i»: Ukrainian «і» typed Latin


def cyrillic_lookalikes(text: str) -> str:
    """Each word that mixes Cyrillic letters with Latin letters drawn like them (or the
    digits 3, 0), all Cyrillic; a word with another Latin letter is left as it is («3бк»,
    «1♠», «Vasya», «ТДшник» stay), as are the digits of a call («3бк», «3пики»: a digit
    that opens a word opens a call), character for character.

    >>> cyrillic_lookalikes("Пaртнeр скaзaл KOНTPA, 3aпaд пac, в0 вpемя 3бк и 1 trefa")
    'Партнер сказал КОНТРА, Запад пас, во время 3бк и 1 trefa'
    >>> cyrillic_lookalikes("Board 3, dealer E; ТД-шник")
    'Board 3, dealer E; ТД-шник'
    >>> cyrillic_lookalikes("На столе ♠В85, ♦В3")
    'На столе ♠В85, ♦В3'
    """
    if text.isascii():
        return text
    return _ALNUM_RUN.sub(lambda match: _folded_word(match.group()), text)


# letters and digits, as ``str.isalnum`` has them; not a holding after a suit symbol («♦В3»)
_ALNUM_RUN = re.compile(r"(?<![♠♥♦♣♤♡♢♧])(?<![^\W_])[^\W_]+")


def _folded_word(word: str) -> str:
    if not any(c in _CYRILLIC_LETTERS for c in word) or not any(
            c in _LOOKALIKE_CHARS for c in word):
        return word
    if any(c.isascii() and c.isalpha() and c not in _LOOKALIKE_CHARS for c in word):
        return word  # a Latin word with a Cyrillic letter in it, or a mixed code: not ours
    rest = word.lstrip("0123456789")
    head = word[: len(word) - len(rest)]
    if head and not (head in ("3", "0") and len(rest) >= 3 and not _STRAIN_START.match(
            rest.lower().translate(_LOOKALIKES))):
        return head + rest.translate(_INNER)  # «3бк», «2пики», «30-го»: a level, a number
    return word[:1].translate(_LOOKALIKES) + word[1:].translate(_INNER)


# the start of a strain's name after a level («3бк», «3пики», «3черви»)
_STRAIN_START = re.compile(r"(бк|б/к|нт|пик|черв|бубн|треф|крест|бескоз|[бчптк]$)")
