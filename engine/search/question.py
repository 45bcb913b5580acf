"""A question before the search: checked, references taken out; what makes it a bridge one."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from engine import lexicon
from engine.search.errors import BadQuery
from engine.search.index import content
from engine.search.jargon import JargonEntry
from engine.search.morph import is_verb, lemmas
from engine.search.normalize import MAX_QUERY_CHARS, normalise, words
from engine.search.refs import Reference
from laws_text import Corpus

# words every conversation uses, they do not make a question a bridge one; what other games
# and matters are called; what only bridge has (``engine/data/lexicon.tsv``)
EVERYDAY = lexicon.words("search.everyday")
ELSEWHERE = lexicon.words("search.elsewhere")
BRIDGE_ONLY = lexicon.words("search.bridge_only")


def elsewhere(forms: Iterable[frozenset[str] | tuple[str, ...]]) -> bool:
    """Whether a question (its words' lemmas) is about another game or matter, not bridge."""
    said = {form for alternatives in forms for form in alternatives}
    return not said.isdisjoint(ELSEWHERE) and said.isdisjoint(BRIDGE_ONLY)


@lru_cache(maxsize=4096)
def everyday(entry: JargonEntry) -> bool:
    """Whether a vocabulary entry translates an everyday word (not bridge talk); the
    entries are fixed data, so each is judged once (not once per question it matches)."""
    if entry.kind == "general":
        return True
    return all(form in EVERYDAY for word in entry.variant for form in lemmas(word))


def domain_terms(corpus: Corpus, jargon: tuple[JargonEntry, ...]) -> frozenset[str]:
    """Lemmas that make a question a bridge question: the titles' and the jargon's words.

    Not numbers, not the titles' verbs, and not words any game shares («играть», «игрок»):
    a question about chess uses them too.
    """
    title_words = [word for clause in corpus for word in content(words(clause.title))]
    title_words = [word for word in title_words if word.isalpha() and not is_verb(word)]
    phrases = [
        entry.variant + entry.target
        for entry in jargon if entry.kind != "aspect" and not everyday(entry)
    ]
    jargon_words = [word for phrase in phrases for word in content(phrase) if word.isalpha()]
    # a word any of whose readings is everyday («после», also read as «посол») stays out
    forms = {
        form for word in title_words + jargon_words
        if EVERYDAY.isdisjoint(found := lemmas(word)) for form in found
    }
    return frozenset(forms - EVERYDAY)


def checked(query: str) -> str:
    if not query or not query.strip():
        raise BadQuery(
            "Пустой вопрос. Напишите, что случилось (например: «пас не в свою очередь») "
            "или номер правила (например: 27B1)."
        )
    if len(query) > MAX_QUERY_CHARS:
        raise BadQuery(
            f"Слишком длинный вопрос ({len(query)} символов; можно до {MAX_QUERY_CHARS}). "
            "Опишите ситуацию короче."
        )
    text = normalise(query)
    if not any(char.isalnum() for char in text):
        raise BadQuery(
            "В вопросе нет ни слов, ни номера правила. Напишите вопрос словами "
            "(например: «недостаточное назначение») или номер правила (27B1)."
        )
    return text


def without(text: str, references: list[Reference]) -> str:
    for reference in reversed(references):
        text = text[: reference.start] + " " + text[reference.end :]
    return text
