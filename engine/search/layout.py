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
"""

from __future__ import annotations

_LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./"
_RUSSIAN = "ёйцукенгшщзхъфывапролджэячсмитьбю."
_TO_RUSSIAN = str.maketrans(_LATIN + _LATIN.upper(), _RUSSIAN + _RUSSIAN.upper())
# shifted keys whose Russian character differs: «?» types «,» and «&» types «?»
_SHIFTED = {"{": "х", "}": "ъ", ":": "ж", '"': "э", "<": "б", ">": "ю", "~": "ё",
            "?": ",", "&": "?", "@": '"', "#": "№", "$": ";", "^": ":", "|": "/"}
_KEYS = frozenset(_LATIN + _LATIN.upper() + "".join(_SHIFTED))


def looks_latin(chunk: str) -> bool:
    """A chunk made only of keys of the Latin layout, with at least one letter."""
    return bool(chunk) and all(char in _KEYS for char in chunk) and any(
        char.isalpha() for char in chunk
    )


def to_russian(chunk: str) -> str:
    """The same keys pressed on the Russian layout (ЙЦУКЕН)."""
    return "".join(_SHIFTED.get(char) or char.translate(_TO_RUSSIAN) for char in chunk).lower()
