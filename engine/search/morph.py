"""Morphology: one pymorphy3 analyzer per process and a cached ``lemmas()``.

Every normal form of an ambiguous word is kept (``стали`` → стать and сталь) rather
than a blind first guess; ё is folded to е on both sides; negations stay words.

>>> lemmas("стали")
('сталь', 'стать')
>>> lemmas("партнёра")
('партнер',)
>>> lemmas("не")
('не',)
>>> is_stopword("в"), is_stopword("не"), is_stopword("пас")
(True, False, False)
"""

from __future__ import annotations

import importlib
import os
from functools import cache, lru_cache
from typing import Any

from engine import lexicon
from engine.glyphs import fold_yo

# Function words that carry no topic (negations are deliberately absent).
STOPWORDS = lexicon.words("search.stopword")
NEGATIONS = frozenset({"не", "нет", "ни"})
MAX_READINGS = 20000  # words whose ordered parses are kept (a long-running bot stays bounded)


@cache
def analyzer() -> Any:
    """The process's one MorphAnalyzer (loading the dictionary takes about 0.1 s).

    Without pymorphy3's probability estimator: it only orders a word's readings by how
    likely they are (two fifths of a parse's time), and ``lemmas`` keeps every reading,
    sorted. The few places that need the likeliest reading first ask ``readings``.
    """
    import pymorphy3

    return pymorphy3.MorphAnalyzer(
        path=_dictionary_path(pymorphy3.MorphAnalyzer), lang="ru",
        probability_estimator_cls=None,
    )


def _dictionary_path(analyzer_class: Any) -> str | None:
    """Where pymorphy3 would find its Russian dictionary, without its search of every
    installed package's entry points (``importlib.metadata``: some 20 ms, a tenth or more of
    a process that only loads the dictionary). None leaves the search to pymorphy3."""
    if analyzer_class.DICT_PATH_ENV_VARIABLE in os.environ:
        return None  # pymorphy3 reads it
    try:
        dictionaries = importlib.import_module("pymorphy3_dicts_ru")
    except ImportError:
        return None
    path: str = dictionaries.get_path()
    return path


@cache
def _likelihood() -> Any:
    """pymorphy3's P(tag | word) estimator, loaded only when a reading order is needed."""
    from pymorphy3.analyzer import ProbabilityEstimator

    return ProbabilityEstimator(analyzer().dictionary.path)


@lru_cache(maxsize=MAX_READINGS)
def parses(word: str) -> tuple[Any, ...]:
    """A word's parses as ``analyzer().parse`` gives them (not ordered by likelihood), parsed
    once: the story reader asks of the same word many times."""
    return tuple(analyzer().parse(word))


def readings(word: str) -> list[Any]:
    """A word's parses, the likeliest first (as ``pymorphy3.MorphAnalyzer().parse`` orders
    them)."""
    return list(_ordered_parses(word))


@lru_cache(maxsize=MAX_READINGS)
def _ordered_parses(word: str) -> tuple[Any, ...]:
    """``readings`` of a word, parsed once: a story's reader asks of the same word many times
    (each player word, each verb), and a parse is immutable."""
    morph = analyzer()
    estimated = _likelihood().apply_to_parses(word, word.lower(), morph.parse(word))
    return tuple(morph._result_type(*parse) for parse in estimated)


@cache
def lexeme(word: str) -> tuple[str, ...]:
    """Every form of a word that is a dictionary form (its likeliest such reading), folded;
    the word alone when the dictionary does not have it as one.

    >>> {"судьей", "судьям"} <= set(lexeme("судья")), lexeme("ктр")
    (True, ('ктр',))
    """
    forms: dict[str, None] = {word: None}
    parses = [parse for parse in readings(word) if fold_yo(parse.normal_form) == word]
    for parse in parses[:1]:
        forms.update((fold_yo(form.word), None) for form in parse.lexeme)
    return tuple(forms)


_seeded: dict[str, tuple[str, ...]] = {}  # loaded with a saved index
_computed: dict[str, tuple[str, ...]] = {}  # parsed in this process (saved with the index)
MAX_COMPUTED = 20000  # a long-running bot does not grow it for ever


def seed(known: dict[str, tuple[str, ...]]) -> None:
    """Pre-fill the lemma cache (from a saved index) so that start-up needs no parsing."""
    _seeded.update(known)


def seeded() -> dict[str, tuple[str, ...]]:
    """Every lemma known so far, to be saved with the index."""
    return {**_seeded, **_computed}


# past forms of irregular verbs players use in questions → the verb («led» → lead)
_IRREGULAR_TEXT = """
    led:lead made:make said:say took:take taken:take gave:give given:give held:hold won:win
    lost:lose saw:see seen:see thought:think fell:fall fallen:fall told:tell knew:know
    known:know went:go gone:go came:come got:get chose:choose chosen:choose shown:show
    understood:understand heard:hear dealt:deal began:begin begun:begin forgot:forget
    forgotten:forget wrote:write written:write laid:lay sat:sit stood:stand caught:catch
    brought:bring found:find felt:feel kept:keep spoke:speak spoken:speak broke:break
    broken:break drew:draw drawn:draw threw:throw thrown:throw overtook:overtake did:do
    done:do mistook:mistake sent:send ran:run
"""
IRREGULAR = dict(pair.split(":") for pair in _IRREGULAR_TEXT.split())
_DOUBLED = frozenset("bdgmnprt")  # «bidding» → bid, «dropped» → drop, «stopped» → stop


def english_forms(word: str) -> set[str]:
    """A Latin word and its likely base forms: ``calls`` → call, ``touched`` → touch.

    >>> sorted(english_forms("calls")), sorted(english_forms("touched"))
    (['call', 'calls'], ['touch', 'touche', 'touched'])
    >>> "bid" in english_forms("bidding"), "drop" in english_forms("dropped")
    (True, True)
    >>> "specify" in english_forms("specified"), "immediate" in english_forms("immediately")
    (True, True)
    >>> sorted(english_forms("led")), "pas" in english_forms("passed")
    (['lead', 'led'], False)
    """
    forms = {word}
    if word in IRREGULAR:
        forms.add(IRREGULAR[word])
    if len(word) > 3:
        for suffix, replacement in (("'s", ""), ("ies", "y"), ("ied", "y"), ("es", ""),
                                    ("s", ""), ("ed", ""), ("ed", "e"), ("ing", ""),
                                    ("ing", "e")):
            if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                stem = word[: -len(suffix)]
                forms.add(stem + replacement)
                if suffix in ("ed", "ing") and stem[-1] == stem[-2] and stem[-1] in _DOUBLED:
                    forms.add(stem[:-1])
        if word.endswith("ly") and len(word) >= 7:
            forms.add(word[:-2])  # «immediately» → immediate, «clearly» → clear
    forms.discard(word[:-1] if word.endswith("ss") else "")
    return forms


@lru_cache(maxsize=65536)
def lemmas(word: str) -> tuple[str, ...]:
    """Every distinct normal form of a normalised word, sorted; digits stay as they are."""
    found = _seeded.get(word)
    if found is not None:
        return found
    if word in NEGATIONS:
        return ("не", word) if word != "не" else ("не",)  # «нет козырей» ~ «не содержащие»
    if word.isascii() and word.isalpha():
        return tuple(sorted(english_forms(word)))
    if not word.isalpha() or not ("а" <= word[0] <= "я" or word[0] == "ё"):
        return (word,)
    result = _analysed(word)[0]
    if len(_computed) < MAX_COMPUTED:
        _computed[word] = result
    return result


@lru_cache(maxsize=65536)
def _analysed(word: str) -> tuple[tuple[str, ...], bool]:
    """One dictionary parse: the word's normal forms, and whether the dictionary knows it.

    A word the dictionary knows is read straight from it: one lookup gives both its normal
    forms and that it is known. ``MorphAnalyzer.parse`` gives the same normal forms (for a
    known word it stops after its dictionary unit and the initials' units, which read only
    a single capital letter) but builds tags and parse objects too, and a parse followed by
    ``is_known`` looked the word up twice. Any other word is parsed.
    """
    found = _entries(word.lower())
    if found:
        dictionary = analyzer().dictionary
        forms = {
            fold_yo(dictionary.build_normal_form(para_id, index, fixed))
            for fixed, parses in found for para_id, index in parses
        }
        return tuple(sorted(forms)), True
    forms = {fold_yo(parse.normal_form) for parse in analyzer().parse(word)}
    forms.add(word)  # guesses from the suffix: keep the word, so that slang matches slang
    return tuple(sorted(forms)), False


@lru_cache(maxsize=65536)
def is_known(word: str) -> bool:
    """Whether the dictionary knows the word (a typo or a layout slip usually is not).

    A lookup, not a parse: a layout slip turned into Russian letters is mostly nonsense,
    and guessing the grammar of nonsense is the slowest thing pymorphy3 does.
    """
    return bool(_entries(word.lower()))


@lru_cache(maxsize=256)  # the words of a question: what ``lemmas`` asks of them next
def _entries(lower: str) -> list[tuple[str, list[tuple[int, int]]]]:
    """The dictionary's entries of a lower-case word, ё or е either way (what
    ``MorphAnalyzer.word_is_known`` and its dictionary unit look up): (the word as the
    dictionary spells it, its (paradigm, form) pairs). One lookup serves ``is_known`` and
    then ``lemmas`` of the same word (pure-Python lookups are most of a word's parse). The
    caller must not change the list."""
    morph = analyzer()
    found: list[tuple[str, list[tuple[int, int]]]] = morph.dictionary.words.similar_items(
        lower, morph.char_substitutes
    )
    return found


def clear_caches() -> None:
    """Forget every word parsed in this process (the benchmark measures a cold question)."""
    lemmas.cache_clear()
    _analysed.cache_clear()
    is_known.cache_clear()
    _entries.cache_clear()


def is_verb(word: str) -> bool:
    """Whether the word's likeliest reading is a verb form (not a participle).

    >>> is_verb("играть"), is_verb("сделал"), is_verb("разыгрывающий"), is_verb("карта")
    (True, True, False, False)
    """
    parses = readings(word)
    return bool(parses) and parses[0].tag.POS in ("VERB", "INFN", "GRND")


def is_stopword(word: str, forms: tuple[str, ...] | None = None) -> bool:
    """A function word by itself or by every normal form («такое» → такой)."""
    if word in STOPWORDS:
        return True
    return all(form in STOPWORDS for form in (lemmas(word) if forms is None else forms))


_LABIAL_L = ("бл", "вл", "мл", "пл", "фл")


def derived(lemma: str) -> str | None:
    """A key shared by a verb and its «-ние» noun, and by a verb and its «-ся» form.

    >>> derived("называть"), derived("называние"), derived("держаться")
    ('~назыв', '~назыв', '~держ')
    >>> derived("исправление"), derived("исправить"), derived("предупреждение")
    ('~исправ', '~исправ', '~предупред')
    >>> derived("карта") is None, derived("решение") is None
    (True, True)
    """
    if lemma.endswith(("ться", "тись")):
        lemma = lemma[:-2]
    stem = None
    if lemma.endswith(("ание", "яние", "ение")):
        stem = lemma[:-4]
        if stem.endswith(_LABIAL_L):
            stem = stem[:-1]
        elif stem.endswith("жд"):
            stem = stem[:-2] + "д"
    elif lemma.endswith(("ать", "ять", "ить", "еть")):
        stem = lemma[:-3]
    return f"~{stem}" if stem and len(stem) >= 4 else None


_ALTERNATING = (("вл", "в"), ("бл", "б"), ("пл", "п"), ("мл", "м"), ("фл", "ф"), ("жд", "д"),
                ("щ", "т"), ("ч", "т"), ("ш", "с"), ("ж", "з"))
_VOWELS = "аеиоуыэюя"


def aspect(lemma: str) -> str | None:
    """A key shared by a verb's two aspects (and its «-ние» noun), or None.

    The imperfective «-ывать/-ивать» and the perfective «-ить/-нуть» differ by a suffix, a
    consonant at the root's end (в/вл, т/ч/щ, с/ш, з/ж, д/жд) and the root's last vowel (о/а):

    >>> aspect("останавливать") == aspect("остановить"), aspect("остановить")
    (True, '~останов')
    >>> aspect("спрашивать") == aspect("спросить"), aspect("прикасаться") == aspect("прикоснуться")
    (True, True)
    >>> aspect("заменять") == aspect("заменить") == aspect("замена"), aspect("карта")
    (False, None)
    >>> aspect("исправлять") == aspect("исправить") == aspect("исправление")
    True
    """
    if lemma.endswith(("ться", "тись")):
        lemma = lemma[:-2]
    if lemma.endswith(("ывать", "ивать")):
        stem = lemma[:-5]
    elif lemma.endswith(("ание", "яние", "ение")) or (lemma.endswith("нуть") and len(lemma) > 6):
        stem = lemma[:-4]
    elif lemma.endswith(("ать", "ять", "ить", "еть")):
        stem = lemma[:-3]
    else:
        return None
    for ending, plain in _ALTERNATING:
        if stem.endswith(ending):
            stem = stem[: -len(ending)] + plain
            break
    last = max((stem.rfind(vowel) for vowel in _VOWELS), default=-1)
    if last > 0 and stem[last] == "а":
        stem = stem[:last] + "о" + stem[last + 1 :]
    return f"~{stem}" if len(stem) >= 4 else None


@lru_cache(maxsize=65536)
def derived_keys(alternatives: tuple[str, ...]) -> tuple[str, ...]:
    """The derivation and aspect keys of a word's lemmas (``derived``, ``aspect``), sorted."""
    keys = {key for form in alternatives for key in (derived(form), aspect(form)) if key}
    return tuple(sorted(keys))
