"""Russian typed on the English keyboard layout (``ytljcnfnjxyjt`` → ``недостаточное``).

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
