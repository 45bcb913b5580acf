"""Word-level clues of the facts of a question (``facts.py`` puts them together).

A question is cut into phrases (at punctuation and at «а», «но», «потом»); each word keeps
its lemmas. The clues: who speaks of whom (subjects are nominative: «партнёр спасовал»),
what call a word names, whose turn a phrase names («в мою очередь», «вместо партнёра»,
«была очередь правого»), and the markers of an irregular call.

>>> sequence = tokens("партнер спасовал в мою очередь")
>>> actor_of(sequence, 0), call_kind(sequence, 1), owner_at(sequence, 4)
('partner', 'pass', 'me')
>>> owner_at(tokens("не в свою очередь"), 3), owner_at(tokens("вне очереди"), 1)
('', '')
>>> owner_at(tokens("сделал заявку в свою очередь"), 4) is None
True
>>> [owner_at(tokens(t), 0) for t in ("вместо меня", "раньше своего партнера")]
['me', 'offender-partner']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from engine.search.morph import lemmas
from engine.search.normalize import split_words

_BREAK = re.compile(r"[.,;:!?()«»\"“”„—–]+|\s-\s")
_JOINERS = frozenset({"а", "но", "однако", "потом", "затем", "позже"})


@dataclass(frozen=True)
class Token:
    word: str
    forms: frozenset[str]  # the word and its lemmas
    segment: int  # phrase number
    question: bool = False  # the phrase ends with «?»


def tokens(text: str, repairs: dict[str, str] | None = None) -> list[Token]:
    """The words of a normalised question, phrase by phrase (typo repairs applied).

    ``text`` must be normalised already (``normalise``): this runs on every question.
    """
    out: list[Token] = []
    segment = 0
    position = 0
    for match in [*_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        asked = bool(match and "?" in match.group())
        for word in split_words(text[position:end]):
            word = (repairs or {}).get(word, word)
            if word in _JOINERS and out and out[-1].segment == segment:
                segment += 1
            out.append(Token(word, frozenset((word, *lemmas(word))), segment, asked))
        position = match.end() if match else len(text)
        if out and out[-1].segment == segment:
            segment += 1
    return out


def has(token: Token, *forms: str) -> bool:
    return not token.forms.isdisjoint(forms)


def has_any(token: Token, forms: Iterable[str]) -> bool:
    return not token.forms.isdisjoint(forms)


def near(sequence: list[Token], i: int, forms: frozenset[str], before: int, after: int) -> int:
    """The position of a word with one of ``forms`` within the window, or -1 (same phrase)."""
    segment = sequence[i].segment
    for k in range(max(0, i - before), min(len(sequence), i + after + 1)):
        if k != i and sequence[k].segment == segment and has_any(sequence[k], forms):
            return k
    return -1


# --- who ---------------------------------------------------------------------------------
_SUBJECTS = {
    "я": "me", "партнер": "partner", "напарник": "partner", "partner": "partner",
    "левый": "lho", "lho": "lho", "правый": "rho", "rho": "rho",
    "соперник": "opp", "оппонент": "opp", "противник": "opp", "opponent": "opp",
    "игрок": "player", "нарушитель": "player", "кто-то": "player", "кто-нибудь": "player",
    "player": "player", "offender": "player", "он": "pronoun", "она": "pronoun",
    "вистующий": "defender", "защитник": "defender", "defender": "defender",
    "разыгрывающий": "declarer-side", "болван": "declarer-side", "дамми": "declarer-side",
    "декларант": "declarer-side", "declarer": "declarer-side", "dummy": "declarer-side",
}
_SIDE_WORDS = {"слева": "lho", "справа": "rho"}
_GENERIC = frozenset({"opp", "player"})
_OWNERS = {
    "меня": "me", "мою": "me", "моя": "me", "моей": "me", "мне": "me",
    "партнера": "offender-partner", "партнеру": "offender-partner",
    "напарника": "offender-partner", "правого": "rho", "правому": "rho", "rho": "rho",
    "левого": "lho", "левому": "lho", "lho": "lho", "соперника": "opp", "оппонента": "opp",
    "противника": "opp", "его": "pronoun", "него": "pronoun", "чья": "whose", "чей": "whose",
    "чьей": "whose",
}
_MINE = frozenset({"мой", "моего", "моему", "наш", "нашего"})
_NEXT = frozenset({"следующий", "другой"})


def actor_of(sequence: list[Token], i: int) -> str | None:
    """The player a subject word names: me, partner, lho, rho, opp, player, next, …"""
    word = sequence[i].word
    who = _SUBJECTS.get(word)
    if who is None:
        return None
    following = sequence[i + 1].word if i + 1 < len(sequence) else ""
    previous = sequence[i - 1].word if i > 0 else ""
    if who == "partner" and (following.startswith("нарушител") or previous in ("его", "ее")):
        return "offender-partner"
    if who in _GENERIC or who == "partner":
        if following in _SIDE_WORDS:
            return _SIDE_WORDS[following]
        if previous in ("левый", "правый"):
            return None  # «правый соперник»: the adjective named him already
        if previous in _NEXT:
            return "next"
    return who


def owner_at(sequence: list[Token], i: int) -> str | None:
    """Whose turn the phrase at ``i`` names (``''``: out of turn, nobody named), or None."""
    token = sequence[i]
    window = sequence[max(0, i - 3) : i]
    if has(token, "очередь"):
        words_before = [t.word for t in window if t.segment == token.segment]
        if "вне" in words_before[-1:] or "без" in words_before[-2:]:
            return ""
        if "не" in words_before and any(w in ("в", "по", "своей", "своей", "дождавшись",
                                              "дождался", "дождалась") for w in words_before):
            return ""
        for word in reversed(words_before[-2:]):
            if word in _OWNERS and word != "его":
                return _OWNERS[word]
        named = _owner_named(sequence, i + 1, 4, {"заявки", "была", "был", "было", "игры"})
        if named is not None:
            return named
        if "свою" in words_before[-1:] or "своей" in words_before[-1:]:
            return None  # «в свою очередь»: in turn
        return None
    if token.word in ("вместо", "раньше", "прежде", "опередил", "опередила", "за"):
        named = _owner_named(sequence, i + 1, 2, set())
        if named is not None and named != "pronoun":
            return named
        following = sequence[i + 1].word if i + 1 < len(sequence) else ""
        if token.word in ("раньше", "прежде") and following in ("своей", "очереди", "времени"):
            return ""
    ahead = [t.word for t in sequence[i + 1 : i + 3]]
    if token.word == "out" and ahead in (["of", "turn"], ["of", "rotation"]):
        return ""
    return None


def _owner_named(sequence: list[Token], start: int, reach: int, skip: set[str]) -> str | None:
    segment = sequence[start - 1].segment
    mine = False
    for k in range(start, min(len(sequence), start + reach)):
        token = sequence[k]
        if token.segment != segment:
            return None
        if token.word in _MINE:
            mine = True
            continue
        if token.word in ("своего", "его", "ее", "своей") and k + 1 < len(sequence):
            continue
        if token.word in _OWNERS:
            owner = _OWNERS[token.word]
            return "partner" if mine and owner == "offender-partner" else owner
        if token.word not in skip:
            return None
    return None


# --- what ----------------------------------------------------------------------------------
_PASS = frozenset({"пас", "пасовать", "спасовать", "пасануть", "пасс", "запасовать", "pass",
                   "passed"})
_DOUBLE = frozenset({"контра", "дабл", "дубль", "контрировать", "законтрировать",
                     "контрануть", "контрить", "законтрить", "double", "doubled"})
_REDOUBLE = frozenset({"реконтра", "редабл", "редубль", "реконтрировать", "реконтрануть",
                       "реконтрить", "redouble", "redoubled"})
_BID = frozenset({"назначение", "бид", "ставка", "открыть", "открытие", "перебить", "bid",
                  "повысить"})
_CALL = frozenset({"заявка", "заявить", "объявить", "call"})
_STRAINS = frozenset({"трефа", "треф", "бубна", "бубен", "черва", "черви", "червь", "пика",
                      "пики", "бк", "бескозырка", "масть"})
_NOT_A_CALL_AFTER = frozenset({"карта", "карту", "руку", "рука", "карты"})


_PARTICIPLE = ("нный", "нного", "нной", "нную", "нным", "нных", "нном", "нная", "нное")


def call_kind(sequence: list[Token], i: int) -> str | None:
    """The kind of call a word names (``bid`` for «1 пику»), or None.

    Passive participles («контрированное назначение») describe a call, they make none;
    active ones («реконтрирующий») name the player who made it.
    """
    token = sequence[i]
    if token.word.endswith(_PARTICIPLE):
        return None
    if token.word.isdigit() and len(token.word) <= 2 and i + 1 < len(sequence):
        return "bid" if has_any(sequence[i + 1], _STRAINS) else None
    if has_any(token, _REDOUBLE):
        return "redouble"
    if has_any(token, _DOUBLE):
        return "double"
    if has_any(token, _PASS):
        return "pass"
    if has_any(token, _BID):
        if has(token, "открыть") and near(sequence, i, _NOT_A_CALL_AFTER, 0, 2) >= 0:
            return None
        return "bid"
    if has_any(token, _CALL):
        return "call"
    return None
