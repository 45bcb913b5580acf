"""A question before the search: checked, references taken out; what makes it a bridge one."""

from __future__ import annotations

from engine.search.errors import BadQuery
from engine.search.index import content
from engine.search.jargon import JargonEntry
from engine.search.morph import is_verb, lemmas
from engine.search.normalize import MAX_QUERY_CHARS, normalise, words
from engine.search.refs import Reference
from laws_text import Corpus

GENERIC = frozenset({"играть", "игра", "игрок", "правило", "право", "случай", "сделать"})


def domain_terms(corpus: Corpus, jargon: tuple[JargonEntry, ...]) -> frozenset[str]:
    """Lemmas that make a question a bridge question: the titles' and the jargon's words.

    Not numbers, not the titles' verbs, and not words any game shares («играть», «игрок»):
    a question about chess uses them too.
    """
    title_words = [word for clause in corpus for word in content(words(clause.title))]
    title_words = [word for word in title_words if word.isalpha() and not is_verb(word)]
    phrases = [entry.variant + entry.target for entry in jargon if entry.kind != "aspect"]
    jargon_words = [word for phrase in phrases for word in content(phrase) if word.isalpha()]
    forms = {form for word in title_words + jargon_words for form in lemmas(word)}
    return frozenset(forms - GENERIC)


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
