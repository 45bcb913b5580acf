"""A play-period story told in words, read into a ``Situation`` for the play engine.

``situation_from_story(text, hint, auction)`` never raises. The event comes from the search's
best clause (``hint``, a strong prior) unless decisive words name another one («пятую карту»,
«оговорился»); the facts come from a table of small named patterns (``PATTERNS``), each
looking for the words of a ``conduct.story.*`` concept of ``engine/data/lexicon.tsv`` (a word
there matches a word of the story as written or by its lemma; ``слово*`` is a stem, ``~``
stands for a few words between). What the story does not say stays unknown, so the engine
asks. Seats follow the story sets' convention: «я» is South, partner North, LHO West, RHO East.

>>> s = situation_from_story("Защитник положил во взятку пятую карту, ♠6. Явно не ход.")
>>> s.event.value, s.actor.value, s.was_lead, s.card.code
('fifth_card', 'defender', False, '♠6')
>>> s = situation_from_story("Я назвал со стола «туз», оговорился и сразу поправился.")
>>> s.event.value, s.corrected, s.inadvertent, s.without_pause
('named_card', True, True, True)
>>> situation_from_story("Левый открыл 1♥, партнёр сказал 1♠ вне очереди.") is None
True
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from itertools import pairwise
from typing import Any

from engine.conduct.situation import (
    DummyAct,
    Event,
    PassKind,
    Request,
    Role,
    Situation,
    Trump,
    event_for_clause,
)
from engine.lexicon import words
from engine.play.cards import Card, Holding, Rank, Suit
from engine.play.designation import Designation, parse_designation
from engine.play.holding import parse_holding
from engine.play.words import DIGIT_RANKS, RUSSIAN_SUIT_LETTERS, SYMBOLS, meaning
from engine.rules.model import Seat
from engine.rules.result import AuctionInfo
from engine.search.morph import is_known, is_verb, lemmas, readings
from engine.search.typos import TypoFixer
from engine.story.auction import auction_ended
from engine.story.calls import LETTERS, capital_role, seat_word
from engine.story.case_model import case_guess
from engine.story.model import Phase
from engine.story.model import Role as TellerRole
from engine.story.model import Story as TableStory
from engine.story.reader import read_story
from engine.story.speakers import staged, voiced
from engine.story.table import female_person, named_players
from engine.story.words import Word, past_gender, tokenize
from laws_text.errors import BridgeLawsError

__all__ = ["PATTERNS", "read_story_facts", "situation_from_story"]

MAX_CHARS = 6000
_GAP = 6  # how many words «~» in a lexicon phrase may stand for
_PREFIX = "conduct.story."


# --- the words of the story -------------------------------------------------------------------


@dataclass(frozen=True)
class _Token:
    text: str
    lemmas: frozenset[str]
    sentence: int
    quoted: bool  # inside «...» or "..."
    raw: str = ""  # the word as written, lower case with its «ё» («лёвой», folded «левой»)
    capital: bool = False  # written with a capital letter first, the rest not all capitals
    upper: bool = False  # written in capitals only («K», «NT»)


def _tokens(text: str) -> list[_Token]:
    out: list[_Token] = []
    sentence, quoted, single = 0, False, False
    ended = False  # a quote closed right after its own «.», «!» or «?»
    typed = _named_seats(text[:MAX_CHARS])
    for k, word in enumerate(typed):
        mark = word.text
        if mark == "'" and k + 1 < len(typed) and not typed[k + 1].gap \
                and typed[k + 1].text in words(_PREFIX + "elided"):
            continue  # «count 'em», «'cause»: a letter left out, no quote
        if mark in "«»\"“”„":
            was_quoted = quoted
            quoted = mark != "»" and mark != "”" and not (quoted and mark == '"')
            ended = was_quoted and not quoted and bool(out) and out[-1].text in ".!?"
            continue
        if ended and word.raw[:1].isupper():  # «…не в очередь!» Что за это …: a new sentence
            sentence += 1
        ended = False
        if mark == "'" and (single or (not quoted and (word.gap or not out))):
            # «he said 'you're in dummy'»: a single quote opens after a space and closes the
            # quote it opened; «the defenders' cards» (no space before) is no quote
            quoted = single = not single
            continue
        if _is_word(word):
            mark = _role_typo(mark) or mark  # «Разыгрываюший»: a role word with a typo
        forms = frozenset(lemmas(mark)) if _is_word(word) else frozenset()
        capital = word.raw[:1].isupper() and not word.raw.isupper()
        out.append(_Token(mark, forms, sentence, quoted, word.raw.lower(), capital,
                          word.raw.isupper()))
        run = mark in ".!?" and k + 1 < len(typed) and typed[k + 1].text in (".", "!", "?")
        if ((mark in ".!?;" and not quoted) or word.is_paragraph or mark == "/") and not run:
            sentence += 1  # «болван: «Зачем пику? Надо бить!» — и …»: a quote, one sentence
            # («Смотрит!!! А потом говорит»: a run of marks ends one sentence, at its last)
    return out


def _named_seats(text: str) -> list[Word]:
    """The words of ``text``, a player's name read as the seat the story gives him
    («Петрович на Севере … у Петровича пик не было»); a role word typed wrong
    («Разыгрываюший Север») is put right first, so that it is not taken for a name."""
    words_typed = [replace(word, text=_role_typo(word.text) or word.text)
                   if _is_word(word) else word for word in tokenize(text)]
    return voiced(named_players(staged(words_typed)))


_ROLE_CONCEPTS = ("story.role.declarer", "story.role.dummy", "story.role.defender",
                  "story.role.partner", "conduct.story.role.declarer",
                  "conduct.story.role.dummy", "conduct.story.role.defender")
_ROLE_ENDINGS = ("ий", "ая", "ее", "ие", "его", "ему", "им", "ем", "ую", "ей", "их", "ими")


@cache
def _role_fixer() -> TypoFixer:
    """The words of the roles (declarer, dummy, defender, partner), every form of a stem."""
    vocabulary: list[str] = []
    for concept in _ROLE_CONCEPTS:
        for word in sorted(words(concept)):
            if word.endswith("*") and word[:-1].isalpha():
                vocabulary += [word[:-1] + ending for ending in _ROLE_ENDINGS]
            elif word.isalpha():
                vocabulary.append(word)
    return TypoFixer(w for w in vocabulary if len(w) >= 7 and not w.isascii())


def _role_typo(text: str) -> str | None:
    """The role word a word unknown to the dictionary misspells («разыгрываюший»,
    «вистуюший»), found the way the search repairs typos; None for any other word."""
    if len(text) < 7 or not text.isalpha() or text.isascii() or is_known(text):
        return None
    return _role_fixer().repair(text)


def _is_word(word: Word) -> bool:
    return word.text[:1].isalpha()


def _matches(token: _Token, part: str) -> bool:
    if part.endswith("*") and len(part) > 2:
        return token.text.startswith(part[:-1])
    return token.text == part or part in token.lemmas


@cache
def _concept_forms(concept: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """A concept's words for ``_matches_concept``: the words matched whole (and a short
    «x*» as it is, as ``_matches`` does) and the prefixes of its stems («слово*»)."""
    whole = {w for w in words(concept) if not (w.endswith("*") and len(w) > 2)}
    stems = tuple(w[:-1] for w in words(concept) if w.endswith("*") and len(w) > 2)
    return frozenset(whole), stems


def _matches_concept(token: _Token, concept: str) -> bool:
    """``any(_matches(token, w) for w in words(concept))``, in a few set lookups."""
    whole, stems = _concept_forms(concept)
    return token.text in whole or bool(token.lemmas & whole) or token.text.startswith(stems)


@cache
def _phrases(concept: str) -> tuple[dict[str, list[tuple[str, ...]]], list[tuple[str, ...]]]:
    """A concept's phrases by their first word, and those starting with a stem («слово*»)."""
    by_first: dict[str, list[tuple[str, ...]]] = {}
    stems: list[tuple[str, ...]] = []
    for phrase in (tuple(p.split()) for p in words(concept)):
        if phrase[0].endswith("*"):
            stems.append(phrase)
        else:
            by_first.setdefault(phrase[0], []).append(phrase)
    return by_first, stems


@cache
def _stem_prefixes(concept: str) -> tuple[str, ...]:
    """The prefixes a concept's phrases starting with a stem («слово*») begin with."""
    return tuple(p[0][:-1] for p in _phrases(concept)[1] if len(p[0]) > 2)


# concepts telling what a hand did to a card: their words are never partly quoted speech
# a phrase of the first concept inside one of the second means the second: «у меня болваном
# была Люда» tells my dummy, not that I was dummy
_OVERRIDDEN_BY = {"i_am_dummy": "my_dummy"}
# a phrase of the first concept with a word of the second inside it means something else:
# «Стол взял седьмую взятку, ход со стола» is a trick the table took, no card taken from it
_NOT_WITH = {"took_from_dummy": "trick_noun"}
_DEEDS = frozenset({"touched_dummy", "took_from_dummy", "event.card_held", "card_faced"})


def _match_at(tokens: list[_Token], i: int, phrase: tuple[str, ...],
              deed: bool = False) -> int | None:
    """The end of ``phrase`` starting at token ``i`` (one sentence), or None; with ``deed``,
    no gap of the phrase runs into or out of quoted speech."""
    k = i
    gap = 0
    sentence = tokens[i].sentence
    for part in phrase:
        if part == "~":
            gap = _GAP
            continue
        if not gap:  # the hot path: the next word must be this part
            if k >= len(tokens) or tokens[k].sentence != sentence or not _matches(tokens[k], part):
                return None
            k += 1
            continue
        limit = min(len(tokens), k + gap + 1)
        # the words of a deed never run into or out of quoted speech: «потянулась к руке, а
        # он: «Ты на столе!»» is no «потянуться к … на стол» (a quoted term, «карточка
        # «алерт»», may be inside)
        found = next(
            (j for j in range(k, limit)
             if tokens[j].sentence == tokens[i].sentence and _matches(tokens[j], part)
             and not (deed and j > k and _across_speech(tokens, i, j))),
            None,
        )
        if found is None:
            return None
        k, gap = found + 1, 0
    return k


def _across_speech(tokens: list[_Token], i: int, j: int) -> bool:
    """Whether tokens ``i`` and ``j`` stand one inside and one outside a quote of two words or
    more (speech, not a quoted term).

    >>> tokens = _Story("потянулась к руке, а он: «Ты на столе!»").tokens
    >>> _across_speech(tokens, 0, 8), _across_speech(tokens, 0, 2)
    (True, False)
    """
    if tokens[i].quoted == tokens[j].quoted:
        return False
    inside = j if tokens[j].quoted else i
    start = end = inside
    while start > 0 and tokens[start - 1].quoted:
        start -= 1
    while end + 1 < len(tokens) and tokens[end + 1].quoted:
        end += 1
    return sum(1 for t in tokens[start : end + 1] if t.text[:1].isalpha()) >= 2


class _Story:
    """The story's tokens, and where each concept's words stand in it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = _tokens(text)
        # a question in quotes is what someone said at the table, not the teller's question
        ends = [t.sentence for t in self.tokens if t.text == "?" and not t.quoted]
        self.asked = frozenset(ends)
        self._asked_from = _question_tails(self.tokens, self.asked)
        self._found: dict[str, list[tuple[int, int]]] = {}
        self._at: dict[str, list[int]] = {}  # each word and lemma: the tokens that are it
        for k, token in enumerate(self.tokens):
            for key in (token.text, *token.lemmas):
                self._at.setdefault(key, []).append(k)
        self.me: Seat | None = None  # the teller's seat, once read (``teller_seat``)
        self.me_told = False  # whether the words told that seat (not South by default)
        self._unsure: frozenset[int] | None = None

    def find(self, concept: str) -> list[tuple[int, int]]:
        """(first, past-the-end) token indexes of every place the concept is said, not
        inside a phrase of the concept that overrides it (``_OVERRIDDEN_BY``), nor with a word
        inside that makes it mean something else (``_NOT_WITH``)."""
        if concept not in self._found:
            found = self._find(concept)
            over = _OVERRIDDEN_BY.get(concept)
            if over is not None:
                spans = self.find(over)
                found = [hit for hit in found if not any(a <= hit[0] < b for a, b in spans)]
            other = _NOT_WITH.get(concept)
            if other is not None:
                meant = words(_PREFIX + other)
                found = [(a, b) for a, b in found
                         if not any(t.lemmas & meant for t in self.tokens[a:b])]
            self._found[concept] = found
        return self._found[concept]

    def _find(self, concept: str) -> list[tuple[int, int]]:
        """Left to right, the longest phrase at each token where one starts, not overlapping;
        only the tokens a phrase's first word (or stem) can match are tried."""
        found: list[tuple[int, int]] = []
        by_first, stems = _phrases(_PREFIX + concept)
        starts = {k for first in by_first.keys() & self._at.keys() for k in self._at[first]}
        if stems:
            prefixes = _stem_prefixes(_PREFIX + concept)  # one C call per token, not a loop
            short = [p for p in stems if len(p[0]) <= 2]
            starts.update(k for k, token in enumerate(self.tokens)
                          if token.text.startswith(prefixes)
                          or any(_matches(token, p[0]) for p in short))
        deed = concept in _DEEDS
        done = 0  # the tokens before it are inside a phrase found
        for i in sorted(starts):
            if i < done:
                continue
            token = self.tokens[i]
            phrases = [p for key in (token.text, *token.lemmas) for p in by_first.get(key, ())]
            phrases += [p for p in stems if _matches(token, p[0])]
            ends = [e for p in phrases
                    if (e := _match_at(self.tokens, i, p, deed)) is not None]
            if ends:
                found.append((i, max(ends)))
                done = max(ends)
        return found

    def told(self, concept: str) -> list[tuple[int, int]]:
        """As ``find``, outside the sentences that ask (a question tells no fact) and outside
        an indirect question («не видно, хотел ли он ходить», «непонятно, зачем он трогал»)."""
        unsure = self.unsure
        return [h for h in self.find(concept)
                if h[0] < self._asked_from.get(self.tokens[h[0]].sentence, h[0] + 1)
                and h[0] not in unsure]

    @property
    def unsure(self) -> frozenset[int]:
        """The tokens of indirect questions: from the word «ли» follows (or «whether»), or a
        question word after a hedge («непонятно, зачем …»), to the end of the clause."""
        if self._unsure is None:
            tokens = self.tokens
            starts = [a - 1 if tokens[a].text in words(_PREFIX + "question_enclitic") else a
                      for a, _ in self.find("indirect_question") if a > 0]
            for _, b in self.find("hedge"):
                starts += [k for k in range(b, min(b + 3, len(tokens)))
                           if tokens[k].text in words(_PREFIX + "wh_word")
                           and tokens[k].sentence == tokens[b - 1].sentence]
            marked: set[int] = set(self._alternative_unknown())
            joins = words(_PREFIX + "clause_join")
            # «…, even though she still held the ♦5»: a concession tells a fact
            conceded = {a for a, _ in self.find("concession")}
            for start in starts:
                k = start
                while k < len(tokens) and tokens[k].sentence == tokens[start].sentence \
                        and tokens[k].text != ";" and not (
                            tokens[k].text == "," and k + 1 < len(tokens)
                            and (tokens[k + 1].text in joins  # «…, и положил ♠K»: told
                                 or k + 1 in conceded)):
                    marked.add(k)
                    k += 1
            self._unsure = frozenset(marked)
        return self._unsure


    def told_done(self, concept: str) -> list[tuple[int, int]]:
        """As ``told``, outside a clause of «before» («до того, как карту открыли»)."""
        not_yet = set(self._not_yet())
        return [h for h in self.told(concept) if h[0] not in not_yet]

    def _not_yet(self) -> list[int]:
        """«ещё до того, как карту открыли», «перед тем, как Запад сыграл»: what a clause of
        «before» tells had not happened yet; its words, to the clause's end, tell no fact."""
        tokens = self.tokens
        heads = words(_PREFIX + "clause_head")
        marked: list[int] = []
        for k, token in enumerate(tokens):
            if token.text not in words(_PREFIX + "before_word") or token.quoted:
                continue
            j = k + 1
            if j < len(tokens) and tokens[j].text in heads:
                j += 1
                j += j < len(tokens) and tokens[j].text == ","
                if j >= len(tokens) or tokens[j].text not in words(_PREFIX + "clause_joint"):
                    continue
                j += 1
            else:
                continue  # «до первого хода», «before the lead»: a preposition, no clause
            while j < len(tokens) and tokens[j].sentence == token.sentence \
                    and tokens[j].text not in (",", ";", ":", "—", "–"):
                marked.append(j)
                j += 1
        return marked

    def _alternative_unknown(self) -> list[int]:
        """«Есть у него бубны или нет — не знаю», «сразу поправился или посидел подумал — не
        помню»: an alternative («или нет», «или» up to ``_EITHER_REACH`` tokens before it)
        that a hedge follows in its sentence is not told; its clause, back to a comma or the
        sentence's start, and the words up to the hedge are unsure."""
        tokens = self.tokens
        hedges = [h for h, _ in self.find("hedge")]
        marked: list[int] = []
        for concept, reach in (("or_not", 4), ("either_or", _EITHER_REACH)):
            for a, b in self.find(concept):
                sentence = tokens[a].sentence
                doubt = next((h for h in hedges if b <= h < b + reach
                              and tokens[h].sentence == sentence), None)
                if doubt is None:
                    continue
                k = a - 1
                while k >= 0 and tokens[k].sentence == sentence and tokens[k].text not in (
                        ",", ":", ";", "—", "–"):
                    marked.append(k)
                    k -= 1
                marked += range(a, b if concept == "or_not" else doubt)
        return marked


_EITHER_REACH = 10  # tokens from «или» to the «не помню» that leaves both sides untold


def _question_tails(tokens: list[_Token], asked: frozenset[int]) -> dict[int, int]:
    """Where the question of each asking sentence starts: after its last dash when a short
    question follows one («сам вытащил карту со стола — так можно?») or after the colon of a
    verb of asking («…, спросил: а что значило 2♣?»), else at its start."""
    out: dict[int, int] = {}
    for k, token in enumerate(tokens):
        if token.sentence in asked and token.sentence not in out:
            out[token.sentence] = k
    for k, token in enumerate(tokens):
        if token.text in ("—", "–") and token.sentence in asked:
            rest = [t for t in tokens[k + 1:] if t.sentence == token.sentence]
            if 0 < len(rest) <= 6 and k > out[token.sentence]:
                out[token.sentence] = k
        elif token.text == ":" and token.sentence in asked and k > 0 and any(
                t.lemmas & words(_PREFIX + "asking_verb") for t in tokens[max(0, k - 3) : k]
                if t.sentence == token.sentence):  # «спросила разыгрывающего: что …?»
            # «На пятой взятке, в свою очередь, спросил: а что значило их 2♣?»: the words
            # asked at the table after the colon ask, what comes before it is told
            rest = [t for t in tokens[k + 1:] if t.sentence == token.sentence and t.lemmas]
            if 0 < len(rest) <= _QUESTION_WORDS and k > out[token.sentence]:
                out[token.sentence] = k
    for sentence, start in list(out.items()):
        tail = _long_question_tail(tokens, start, sentence)
        if tail is not None:
            out[sentence] = tail
    return out


_TOLD_WORDS = 25  # an asking sentence this long tells the story before its question
_QUESTION_WORDS = 12  # … and its question is the last clauses of at most this many words


def _long_question_tail(tokens: list[_Token], start: int, sentence: int) -> int | None:
    """A whole post in one asking sentence («I'm South declaring 4♠, trick three, …, East
    tosses the ♣J on top, so what happens to that jack, going once, going twice?»): where its
    question starts, the first clause boundary after which at most ``_QUESTION_WORDS`` words
    remain; None for a sentence shorter than ``_TOLD_WORDS`` words."""
    own = [k for k in range(start, len(tokens)) if tokens[k].sentence == sentence]
    if sum(bool(tokens[k].lemmas) for k in own) < _TOLD_WORDS:
        return None
    tail, after, last = None, 0, None  # the words after each boundary, counted from the end
    for k in reversed(own):
        if tokens[k].text in (",", "—", "–", ":", ";"):
            last = k if last is None else last
            if after <= _QUESTION_WORDS:
                tail = k
        after += bool(tokens[k].lemmas)
    # («…, скинул трефовую двойку север потом сказал, что …, и что это нарушение так обязан я
    # был бить козырем или мог дать любую карту?»: a last clause longer than a question is
    # the question all the same, not the whole post)
    return tail if tail is not None else last


# --- who is who ----------------------------------------------------------------------------------

_SEATS_BY_WORD = (
    ("story.role.me", Seat.S),
    ("story.role.partner", Seat.N),
    ("story.role.lho", Seat.W),
    ("story.role.rho", Seat.E),
    ("story.seat.north", Seat.N),
    ("story.seat.east", Seat.E),
    ("story.seat.south", Seat.S),
    ("story.seat.west", Seat.W),
    ("story.seat_person.north", Seat.N),  # «северянин», «восточный»: the player from a seat
    ("story.seat_person.east", Seat.E),
    ("story.seat_person.south", Seat.S),
    ("story.seat_person.west", Seat.W),
)


@dataclass(frozen=True)
class _Mention:
    """A player named in the story: by seat (or relation to the teller) or by play role."""

    index: int
    seat: Seat | None
    role: Role | None
    named: bool = True  # in the nominative: it can be the subject of a verb
    relative: bool = False  # «его партнёр»: the partner of the player named before
    side_of: tuple[Role, bool] | None = None  # «слева от разыгрывающего»: (whose, left?)


@cache
def _seat_words() -> dict[str, Seat]:
    found: dict[str, Seat] = {}
    for concept, seat in _SEATS_BY_WORD:
        for word in words(concept):
            found.setdefault(word, seat)
    return found


_RELATIVE = (("story.role.me", 0), ("story.role.partner", 2), ("story.role.lho", 1),
             ("story.role.rho", 3))


_NOMINATIVE_SEATS = frozenset({"север", "юг", "восток", "запад"})


def teller_seat(story: _Story) -> Seat:
    """The teller's seat: the compass seat he says he sat in («я на Востоке», «я была болваном
    на Севере», «I was West», «я на з»), else South (the seat a story told in the first person
    is read from).

    >>> teller_seat(_Story("4♠ ю, болван с, я на з, парт на в.")), teller_seat(_Story("Я пас"))
    (<Seat.W: 3>, <Seat.S: 2>)
    """
    if story.me is not None:
        return story.me
    tokens = story.tokens
    between = (words("story.my_seat") | words(_PREFIX + "role_glue") | words(_PREFIX + "my_seat")
               | {"—", "-", ",", "("})
    roles = [w for name in ("declarer", "dummy", "defender")
             for w in words(f"{_PREFIX}role.{name}")]
    told: Seat | None = None  # «я болван на Юге» tells South as surely as any other seat
    sat = words(_PREFIX + "i_sat")
    playing = {a for a, _ in story.find("declares")}  # «играл», not «сидел»
    defending = {a for a, _ in story.find("i_defend")}  # «Вистую Западом», not «Вистовал Запад»
    for i, token in enumerate(tokens):
        if token.quoted:
            continue
        if token.text not in words("story.role.me") and not (
                token.text in sat and (_opens_sentence(tokens, i) or _my_clause(tokens, i))):
            continue  # «я на Востоке», «Сижу на Западе»: the teller, by a verb with no subject
        end = i + 6
        role_word: str | None = None  # the play role the teller gave himself on the way
        aside = 0  # the words of an aside between commas still to pass («Я, грешный, сидел»)
        for j in range(i + 1, len(tokens)):
            t = tokens[j]
            if j >= end or t.sentence != token.sentence:
                break
            if aside:
                aside -= 1
                continue
            found = _compass(t)
            if found is None and t.upper and len(t.text) == 1 and (
                    j == i + 1 or (j == i + 2 and tokens[i + 1].text in "—-–:")):
                found = LETTERS.get(t.text)  # «ah'm N defendin'», «Я В.», «Я — В.»: a letter
            if found is None and len(t.text) == 1 and j == i + 2 and (
                    tokens[i + 1].text in words(_PREFIX + "seat_preposition")):
                found = next((seat for concept, seat in _LETTER_CONCEPTS  # «я на з, парт на в»
                              if t.text in words(_PREFIX + concept)), None)
            if found is not None and t.text in _NOMINATIVE_SEATS and i in playing and (
                    _level_follows(tokens, j)):
                break  # «Играл Восток 3БК»: East played his contract (not «Сидел Запад»)
            if found is not None and t.text in _NOMINATIVE_SEATS and i in defending:
                break  # «Вистовал Запад»: West defended, told of him
            if found is not None and _dative_seat(t):
                break  # «я северу говорю» (a name read as a seat, «я Любе говорю»): spoken to
            if found is not None:
                told = found
                break
            if _contract_at(tokens, j) is not None:
                end += 1  # «I was declarer in 4♠ as North»: the contract between
                continue
            if _board_at(tokens, j):
                aside, end = 2, end + 3  # «I was dummy on Board 22, sitting North»
                continue
            if t.text == "," and j == i + 1 and (
                    close := next((k for k in (j + 2, j + 3) if k < len(tokens)
                                   and tokens[k].text == ","), None)) is not None and all(
                    tokens[k].text.isalpha() and _compass(tokens[k]) is None
                    for k in range(j + 1, close)):
                aside = close - j  # «Я, грешный, сидел Западом»: a word or two set off
                end += aside
                continue
            if t.text not in between and not any(_matches(t, w) for w in roles):
                break
            if any(_matches(t, w) for w in roles):
                if role_word is not None and t.text != role_word:
                    break  # «I'm declarer, dummy North»: the seat is the second role's
                role_word = t.text
        if told is not None:
            break
    if told is None:
        told = _signed_seat(tokens)
    if told is not None:
        story.me, story.me_told = told, True
        return told
    seat = Seat.S
    if seat is Seat.S:
        played_from = _played_from_seat(story)  # «Играю 2♥ с севера»
        seat = Seat.S if played_from is None else played_from
    if seat is Seat.S:
        partner = _partner_seat_told(story, roles)  # Seat.N is 0: no «or»
        seat = Seat.S if partner is None else partner
    story.me = seat
    return seat


def _board_at(tokens: list[_Token], j: int) -> bool:
    """A board told at ``j``, a preposition, the word and its number («on Board 22», «на
    сдаче 7»): when the deal was, between the teller and his seat.

    >>> toks = _tokens("dummy on board 22 sitting north")
    >>> _board_at(toks, 1), _board_at(toks, 2)
    (True, False)
    """
    return j + 2 < len(tokens) and tokens[j].text in words(_PREFIX + "board_preposition") and (
        tokens[j + 1].text in words("story.board") and tokens[j + 2].text.isdigit())


def _dative_seat(token: _Token) -> bool:
    """A seat word in the dative («северу», «западу»): the player spoken to, not a seat.

    >>> [_dative_seat(t) for t in _tokens("северу север")]
    [True, False]
    """
    parses = readings(token.text)
    return bool(parses) and parses[0].tag.case == "datv"


def _signed_seat(tokens: list[_Token]) -> Seat | None:
    """«от пары 1-2 (Восток-Запад), игрок Запад — Никитин С.С.»: a form's sender, «от» and then
    «игрок» and a seat in that sentence: the teller's seat.

    >>> _signed_seat(_tokens("Жалоба от пары 5-6, игрок Север — Иванов. Я сыграл ♠K."))
    <Seat.N: 0>
    """
    sender = words(_PREFIX + "form_sender")
    player = words(_PREFIX + "form_player")
    for i, token in enumerate(tokens[:-1]):
        if token.quoted or not (token.lemmas & player or token.text in player):
            continue
        if not any(t.text in sender and t.sentence == token.sentence for t in tokens[:i]):
            continue
        return _compass(tokens[i + 1])
    return None


def _played_from_seat(story: _Story) -> Seat | None:
    """«Играю 2♥ с севера», «играл 4п с юга»: the teller plays the contract from a compass
    seat said after «с» within a few words of his verb of playing; or in brackets after the
    contract, as a chart note writes it («играю 4п (Ю)»).

    >>> _played_from_seat(_Story("Сдача 9, играю 3бк (С). Болван встал."))
    <Seat.N: 0>
    """
    tokens = story.tokens
    # «Разыгрывала 2♠ с Севера»: a verb of declaring with no subject, opening its sentence
    # and followed by the contract, is the teller's own (not «разыгрывал Степан с Востока»)
    opening = [(a, b) for a, b in story.find("declares")
               if b < len(tokens) and _opens_sentence(tokens, a)
               and _contract_at(tokens, b) is not None]
    for a, b in story.find("i_play") + opening:
        for j in range(b, min(b + 4, len(tokens) - 1)):
            if tokens[j].sentence != tokens[a].sentence:
                break
            if tokens[j].text in words(_PREFIX + "played_from"):
                k = j + 1 + (tokens[j + 1].text in words(_PREFIX + "article")
                             and j + 2 < len(tokens))  # «from the South seat»
                return _compass(tokens[k])
            if tokens[j].text == "(" and j + 2 < len(tokens) and tokens[j + 2].text == ")":
                return _seat_or_letter(tokens[j + 1])
    return None


def _seat_or_letter(token: _Token) -> Seat | None:
    """A compass seat written as a word («Юг», «Запада») or one letter («Ю», «з», «W»), where
    the place says a seat stands (in brackets, after «у»).

    >>> [_seat_or_letter(t) for t in _tokens("(С) у з")]
    [None, <Seat.N: 0>, None, None, <Seat.W: 3>]
    """
    seat = _compass(token)
    if seat is not None:
        return seat
    letter = _LETTERS.get(token.text)
    if letter is not None:
        return letter
    return next((seat for concept, seat in _LETTER_CONCEPTS
                 if token.text in words(_PREFIX + concept)), None)


def _his_apposed(story: _Story, i: int) -> bool:
    """«а Юг, напарник его, ничего не алертировал»: a possessive pronoun right after the word
    of a partner, closing an aside by a comma: the player named before the aside is somebody
    else's partner, not the teller's."""
    tokens = story.tokens
    return i + 2 < len(tokens) and tokens[i + 1].text in words(_PREFIX + "his") and (
        tokens[i + 2].text == ",") and i > 0 and tokens[i - 1].text == ","


def _partner_seat_told(story: _Story, roles: list[str]) -> Seat | None:
    """«мой партнёр с Юга», «partner (North)», «партнёр — Запад»: the partner's compass seat,
    told beside him (never «партнёр Запада», a genitive), gives the teller's: opposite."""
    tokens = story.tokens
    glue = words(_PREFIX + "role_glue") | words(_PREFIX + "partner_seat_glue")
    for i, token in enumerate(tokens):
        if token.text not in words("story.role.partner") or token.quoted:
            continue
        if i > 0 and tokens[i - 1].text in words(_PREFIX + "his"):
            continue  # «его партнёр»: somebody else's partner
        for j in range(i + 1, min(i + 5, len(tokens))):
            t = tokens[j]
            found = _compass(t)
            # «my partner East»: an English seat has no case to be a genitive in
            if found is not None and (j > i + 1 or _nominative(t.text) or t.text.isascii()) \
                    and t.sentence == token.sentence:
                return found.partner  # «партнёр — Юг», «мой партнёр Юг», not «партнёр Юга»
            if t.text not in glue and not any(_matches(t, w) for w in roles):
                break
    return None


@cache
def _instrumental(word: str) -> bool:
    """A Russian noun in the instrumental («болваном», «Востоком»): what someone was or where
    he sat («был болваном», «сидела Востоком»)."""
    if not word[:1].isalpha() or word.isascii():
        return False
    parses = readings(word)
    return bool(parses) and parses[0].tag.case == "ablt"


@cache
def _nominative(word: str) -> bool:
    """A Russian noun that can be in the nominative and not in the genitive («Юг», not
    «Юга»): the seat itself, not whose partner."""
    if not word[:1].isalpha() or word.isascii():
        return False
    cases = {p.tag.case for p in readings(word)}
    return "nomn" in cases and "gent" not in cases


def _mine(story: _Story, seat: Seat) -> Seat:
    """A seat told from the teller's side as if he sat South (his partner North, his left-hand
    opponent West), turned to where he sits."""
    return Seat((seat + teller_seat(story) - Seat.S) % 4)


def _the_teller(story: _Story, i: int) -> bool:
    """Whether token ``i`` is «я», or a seat set beside it by commas («я, Восток, …»)."""
    me = words("story.role.me")
    k = i
    while k >= 0 and story.tokens[k].sentence == story.tokens[i].sentence:
        if story.tokens[k].text in me:
            return True
        if k < i and story.tokens[k].text not in (",", "—", "-", "–"):
            return False
        k -= 1
    return False


def _relative_seat(story: _Story, token: _Token, seat: Seat, said: str | None = None) -> Seat:
    """A seat told relative to the teller («я», «партнёр», «левый»), from his own seat
    (``said``: the words that told it, when two: «me mate»)."""
    me = teller_seat(story)
    if me is Seat.S:
        return seat
    text = said or token.text.removesuffix("'s")  # «LHO's the dummy»
    for concept, turn in _RELATIVE:
        if text in words(concept) or token.lemmas & words(concept):  # «у меня»
            return Seat((me + turn) % 4)
    return seat


def _is_contracted(story: _Story, i: int) -> bool:
    """The token at ``i`` is a player's word with «'s» for «is», an article after it («LHO's
    the dummy», "North's a defender"), a verb in «-ing» («LHO's sorting his hand») or a role
    ending its clause («North's dummy.»), no possessive («North's dummy played the queen»)."""
    tokens = story.tokens
    if not tokens[i].text.endswith("'s") or i + 1 >= len(tokens):
        return False
    following = tokens[i + 1].text
    if following in ("the", "a", "an") or (
            following.isalpha() and following.isascii() and following.endswith("ing")
            and len(following) > 5):
        return True
    return tokens[i + 1].text in ("dummy", "declarer") and (
        i + 2 == len(tokens) or tokens[i + 2].text in ",.;:!?")


_OPPONENT_SEATS = {TellerRole.LHO: Seat.W, TellerRole.RHO: Seat.E}  # the teller sits South


def _capital_opponent(story: _Story, i: int) -> Seat | None:
    """The seat of an opponent named by capitals («ЛО», «ПО»), read as the story reader does
    (``calls.capital_role``).

    >>> [_capital_opponent(_Story(t), 0) for t in ("ПО ходит", "по ходу", "ПО ХОДИТ")]
    [<Seat.E: 1>, None, None]
    """
    tokens = story.tokens
    if not tokens[i].upper:
        return None  # a hot path: nearly every word is written in lower case
    near = [(t.text, t.upper) for t in tokens[max(0, i - 3) : i] + tokens[i + 1 : i + 4]]
    role = capital_role(tokens[i].text, True, near)
    return _OPPONENT_SEATS.get(role) if role is not None else None


def _mentions(story: _Story) -> list[_Mention]:
    out: list[_Mention] = []
    seats = _seat_words()
    roles = (("declarer", Role.DECLARER), ("dummy", Role.DUMMY), ("defender", Role.DEFENDER))
    skipped: set[int] = set()
    for i, token in enumerate(story.tokens):
        text = token.text
        if text not in seats and text.endswith("и") and text[:-1] + "й" in seats:
            text = text[:-1] + "й"  # «правыи»: «й» typed as «и»
        mine = _side_of_me(story, i)
        if mine is not None:  # «Тётя Валя сидела слева от меня»: the teller's opponent
            out.append(_Mention(i, mine, None, False))
            skipped.add(i + 2)
            continue
        side = _side_of(story, i)
        if side is not None:  # «слева от разыгрывающего»: a seat known once declarer is
            out.append(_Mention(i, None, None, False, side_of=side))
            # «он вистовал слева от разыгрывающего … а он положил»: the role after «от» is
            # whose side, not a player a later pronoun stands for
            skipped.add(i + 2)
            continue
        beside = _beside_seat(story, i)
        if beside is not None:  # «слева от Севера», «North's LHO», «LHO Юга»
            seat_of, skip = beside
            out = [m for m in out if m.index != i - 1] if skip < i else out
            out.append(_Mention(i, seat_of, None, True))
            skipped.add(skip)
            continue
        if i in skipped or _name_folded(token):
            continue  # the compass seat inside «слева от Севера»; «Лёвой» is no «левой»
        if _own_side(story, i):
            continue  # «выложил козыри слева от себя»: a place by the player, no player
        seat = seats.get(text)
        paired = False
        if seat is None and i > 0:
            seat = seats.get(f"{story.tokens[i - 1].text} {text}")  # «my oke»: two words
            paired = seat is not None
            if paired:  # «me mate»: the «me» is the teller's «my», no player of its own
                out = [m for m in out if m.index != i - 1]
        if seat is None and _is_contracted(story, i):
            seat = seats.get(text[:-2])  # «LHO's the dummy»: «LHO is», no possessive
        if seat is None and text not in words(_PREFIX + "not_a_seat"):  # Seat.N is 0: no «or»
            seat = next((seats[f] for f in token.lemmas if f in seats and not f.isascii()), None)
        if seat is None:
            seat = _capital_opponent(story, i)  # «ЛО разыгрывал 4 черви, болван ПО»
        lettered = False
        if seat is None:
            lettered = _letter_seat(story, i) is not None  # Seat.N is 0: no «or»
            seat = _letter_seat(story, i) if lettered else _side_seat(story, i)
        elif token.text in words("story.role.partner") and _his_apposed(story, i) and any(
                m.index == i - 2 and m.seat is not None for m in out):
            continue  # «а Юг, напарник его, …»: South told again, the partner of someone else
        elif seat is Seat.N and ((i > 0 and story.tokens[i - 1].text in words(_PREFIX + "his"))
                                 or (i + 1 < len(story.tokens) and story.tokens[i + 1].text
                                     in words(_PREFIX + "p12.his_after"))):
            # «Запад пошёл, и его партнёр …»: the partner of the player named last
            earlier = [m.seat for m in out if m.seat is not None and m.named
                       and not _the_teller(story, m.index)]  # «его» is never «я»
            # «молодой человек справа от меня …, что его партнёрша …»: a player told only by
            # his side of the teller
            earlier = earlier or [m.seat for m in out if m.seat is not None
                                  and not _the_teller(story, m.index)
                                  and story.tokens[m.index].text not in words("story.role.me")]
            if earlier:
                out.append(_Mention(i, earlier[-1].partner, None, True, relative=True))
            continue  # with nobody named before: an opponent's partner, not the teller's
        if seat is not None:
            named = paired or text in seats or token.text in words(_PREFIX + "opponent_word")
            if lettered and i > 0:  # «з ходит», not «у з»: a letter is the subject but after
                # a preposition
                named = story.tokens[i - 1].text not in (words(_PREFIX + "owner_word")
                                                         | words(_PREFIX + "preposition"))
            elif lettered:
                named = True
            said = f"{story.tokens[i - 1].text} {text}" if paired else None
            out.append(_Mention(i, _relative_seat(story, token, seat, said), None, named))
            continue
        for name, role in roles:
            if _matches_concept(token, f"{_PREFIX}role.{name}"):
                if role is Role.DUMMY and _is_table_number(story, i):
                    break
                # «from dummy», «со стола»: after a preposition a role is no subject
                after_preposition = i > 0 and story.tokens[i - 1].text in words(
                    _PREFIX + "preposition")
                named = token.text in words(_PREFIX + "subject") and not after_preposition
                out.append(_Mention(i, None, role, named))
                break
    found = _people(story, [_quoted_speaker(story, out, m) for m in out])
    return [_line_speaker(story, found, m) for m in found]


_TIME_MARKS = frozenset({"[", "]", ":", "/", "(", ")"})


def _line_speaker(story: _Story, out: list[_Mention], mention: _Mention) -> _Mention:
    """«[20:23] Толик: я держал её у груди»: «я» in a chat line or a dialogue line opened by
    another player named and a colon is that player, not the teller (the lines go on past a
    full stop until the next «/»).

    >>> story = _Story("Я Восток. Запад пошёл в черву. / [20:23] Запад: я держал её у груди!")
    >>> [m.seat.name for m in _mentions(story) if m.index > 10 and m.seat is not None]
    ['W', 'W']
    """
    tokens = story.tokens
    token = tokens[mention.index]
    if token.quoted or not (token.text in words("story.role.me")
                            or token.lemmas & words("story.role.me")):
        return mention
    start = mention.index
    while start > 0 and tokens[start - 1].text != "/":
        start -= 1
    if start == 0:  # no «/» before it: lines told one a sentence («Петя: я взял.»)
        start = mention.index
        while start > 0 and tokens[start - 1].sentence == token.sentence:
            start -= 1
    while start < mention.index and (tokens[start].text in _TIME_MARKS
                                     or tokens[start].text.isdigit()):
        start += 1
    colon = next((c for c in range(start + 1, min(start + 3, mention.index))
                  if tokens[c].text == ":"), None)
    if colon is None:
        return mention
    speakers = [m for m in out if start <= m.index < colon and m.seat is not None
                and m.named]
    if not speakers or _the_teller(story, speakers[-1].index) \
            or speakers[-1].seat is mention.seat:
        return mention
    return replace(mention, seat=speakers[-1].seat)


def _quoted_speaker(story: _Story, out: list[_Mention], mention: _Mention) -> _Mention:
    """«Запад: «У меня пиковый король синглет …»»: «я» in words quoted after a player named
    and a colon is that player, not the teller."""
    tokens = story.tokens
    token = tokens[mention.index]
    if not token.quoted or not (token.text in words("story.role.me")
                                or token.lemmas & words("story.role.me")):
        return mention
    k = mention.index
    while k > 0 and tokens[k - 1].quoted:
        k -= 1
    if k < 2 or tokens[k - 1].text != ":":
        return mention
    speakers = [m for m in out if k - 4 <= m.index < k - 1 and m.seat is not None
                and not tokens[m.index].quoted and tokens[m.index].sentence == token.sentence]
    if not speakers or _the_teller(story, speakers[-1].index):
        return mention
    return replace(mention, seat=speakers[-1].seat)


def _person(token: _Token) -> str | None:
    """The lemma of a first name or a patronymic («Марина», «Львовна», «Ильич»), else None."""
    if not token.text[:1].isalpha() or token.text.isascii() or token.quoted:
        return None
    # «Лёва», not «лева» (folded, an adjective); «Дiма», «Дімa»: a Latin or Ukrainian «i»
    parses = readings(_russian_i(token.raw or token.text))
    if not parses or not ({"Name", "Patr"} & set(parses[0].tag.grammemes)):
        return None
    return str(parses[0].normal_form)


def _russian_i(text: str) -> str:
    """A Cyrillic word typed with a Latin «i» or the Ukrainian «і» («Дiма»), spelt with «и»."""
    if not any("а" <= ch <= "я" or ch == "ё" for ch in text.lower()):
        return text
    return text.replace("i", "и").replace("і", "и").replace("I", "И").replace("І", "И")


def _name_folded(token: _Token) -> bool:
    """Whether folding «ё» made a first name look like another word («Лёвой» → «левой», a
    seat word): the word as written is the name."""
    return "ё" in token.raw and token.raw.replace("ё", "е") == token.text and _person(
        token) is not None  # not «Пётр (Север)», the name already read as his seat


def _people(story: _Story, out: list[_Mention]) -> list[_Mention]:
    """Players told by name: a name set beside a seat or a role («болван — Марина Львовна»,
    «Восток, Сергей Ильич, …», «Пётр на Юге») stands for that player wherever it is said
    again («… а Марина Львовна постучала по тузу»)."""
    tokens = story.tokens
    at = {m.index: m for m in out}
    known: dict[str, _Mention] = {}
    first: set[int] = set()
    for i, token in enumerate(tokens):
        name = _person(token) or _someone(token) or _latin_name(story, i)
        if name is None or name in known:
            continue
        beside = _beside_name(story, at, i) or _apposition(story, at, i)
        if beside is not None:
            known[name] = beside
            first.add(i)
        elif _my_name(story, i):  # «мой Лёва», «Галя у меня»: the teller's own player
            partner = teller_seat(story).partner
            known[name] = _Mention(i, partner, None, True)
    if not known:
        return out
    added = []
    for i, token in enumerate(tokens):
        name = _person(token) or _someone(token) or _latin_name(story, i, again=True)
        if name is None or name not in known or i in at:
            continue
        if i in first and (abs(known[name].index - i) <= 1 or known[name].named):
            continue  # «Пётр на Юге»: the seat beside it stands for the name
        # «Нинка, она по левую руку от меня сидела»: the seat told in an aside is no
        # subject; the name is
        if i > 0 and _person(tokens[i - 1]) is not None:
            continue  # «Марина Львовна»: one player, said at the first of her names
        who = known[name]
        nominative = token.text.isascii() or "nomn" in set(readings(token.text)[0].tag.grammemes)
        added.append(_Mention(i, who.seat, who.role, nominative))
    return sorted(out + added, key=lambda m: m.index)


def _latin_name(story: _Story, i: int, again: bool = False) -> str | None:
    """A first name in Latin letters set off by commas with the seat or role it plays («Rob,
    dummy, sitting West, got up», «Gary, on my left, puts»): a capitalised word, no word of
    the story's own vocabulary, before a comma, the words after it closed by another comma.
    With ``again``, any later capitalised use of a word already found so («… and Rob says»).

    >>> story = _Story("Rob, dummy, sitting West, got up. Later Rob says 'you're in dummy'.")
    >>> _latin_name(story, 0), _latin_name(story, 11), _latin_name(story, 11, again=True)
    ('rob', None, 'rob')
    >>> _latin_name(_Story("Then, West led the king, and East played."), 0) is None
    True
    """
    tokens = story.tokens
    token = tokens[i]
    cyrillic = _mostly_cyrillic(story.text)
    if not (token.text.isascii() and token.text.isalpha() and len(token.text) >= 2
            and (token.capital or cyrillic) and not token.quoted):
        return None
    if again:
        return token.text
    if _compass(token) is not None or token.text in words(_PREFIX + "not_a_name") \
            or _bridge_word(token):
        return None
    if any(_matches_concept(token, f"{_PREFIX}role.{name}")
           for name in ("declarer", "dummy", "defender")):
        return None
    if cyrillic:  # «я Запад, fedya Восток»: a nickname among Russian words, the seat beside
        return token.text  # it says whether it is a player
    if i + 1 >= len(tokens) or tokens[i + 1].text != ",":
        return None
    closed = any(t.text == "," and t.sentence == token.sentence for t in tokens[i + 2 : i + 7])
    return token.text if closed else None


def _bridge_word(token: _Token) -> bool:
    """A word of the game in Latin letters («pass», «NT», «spade», «ace»): no name."""
    if meaning(token.text) is not None or _strain_word(token):
        return True
    return any(token.text in words(concept) for concept in (
        "call.pass", "call.double", "call.redouble", "strain.notrump"))


@cache
def _mostly_cyrillic(text: str) -> bool:
    """Whether the text has more Cyrillic letters than Latin ones (a Russian post).

    >>> _mostly_cyrillic("я Запад, fedya Восток"), _mostly_cyrillic("Rob, dummy")
    (True, False)
    """
    cyrillic = sum(1 for ch in text if "а" <= ch.lower() <= "я" or ch in "ёЁ")
    latin = sum(1 for ch in text if "a" <= ch.lower() <= "z")
    return cyrillic > latin


def _apposition(story: _Story, at: dict[int, _Mention], i: int) -> _Mention | None:
    """The player a Latin name at ``i`` is, told between the commas after it («Rob, dummy,
    sitting West, …»): its seat and its role, whichever of them are told."""
    if _latin_name(story, i) is None:
        return None
    tokens = story.tokens
    inside = []
    for k in range(i + 2, min(i + 8, len(tokens))):
        if tokens[k].sentence != tokens[i].sentence:
            break
        if k in at:
            inside.append(at[k])
    seat = next((m.seat for m in inside if m.seat is not None), None)
    role = next((m.role for m in inside if m.role is not None), None)
    if seat is None and role is None:
        return None
    return _Mention(i, seat, role, True)


def _my_name(story: _Story, i: int) -> bool:
    """Whether the first name at ``i`` is told as the teller's own («мой Лёва», «моя Галя»,
    «Галя у меня»; the possessive is the teller's own word): his partner, as «мой муж» is."""
    tokens = story.tokens
    if _person(tokens[i]) is None:
        return False
    mine = words(_PREFIX + "p13.my_word")
    if i > 0 and tokens[i - 1].text in mine and tokens[i - 1].sentence == tokens[i].sentence:
        return True
    after = [t.text for t in tokens[i + 1 : i + 3] if t.sentence == tokens[i].sentence]
    return after == ["у", "меня"]


_NAME_MARKS = ("—", "–", "-", ",", "(")  # between a seat and the name told beside it


def _beside_name(story: _Story, at: dict[int, _Mention], i: int) -> _Mention | None:
    """The seat or role told right beside the name at ``i``: before it across «—» or «,»
    («болван — Марина», «Восток, Сергей»), or after it («Пётр на Юге», «Марина (Север)»)."""
    tokens = story.tokens
    # «Пётр Ильич, выложив болвана, заскучал»: who spread dummy's cards is dummy
    was = words(_PREFIX + "was_word") | words(_PREFIX + "spread_dummy_word")
    sentence = tokens[i].sentence
    if i + 1 in at and at[i + 1].seat is not None and tokens[i + 1].sentence == sentence:
        return at[i + 1]  # «я Запад, fedya Восток»: the seat right after the name is his
    k = i - 1  # «левый (Дима)»: a name in brackets after the seat
    while k >= 0 and tokens[k].sentence == sentence and tokens[k].text in _NAME_MARKS:
        k -= 1
    dash = any(t.text in ("—", "–", "-") for t in tokens[k + 1 : i])
    if k < i - 1 and k in at and (dash or at[k].named):  # not «… с Севера, бабушка …»
        return at[k]
    k = i + 1
    while k < len(tokens) and _person(tokens[k]) is not None:
        k += 1  # past the patronymic
    starts = [k]
    if k < len(tokens) and tokens[k].text == "," and (past := _past_aside(tokens, k)) > k:
        starts.append(past)  # «Галина Сергеевна, душа моя, лежала болваном на Севере»
    for start in starts:
        for j in range(start, min(start + 4, len(tokens))):
            if tokens[j].sentence != sentence:
                break
            if j in at and (at[j].seat is not None or tokens[j - 1].text in was):
                return at[j]  # «Пётр на Юге», «бабушка была болваном»
            if tokens[j].text not in words(_PREFIX + "name_glue") and tokens[j].text not in was:
                break
    return None


_ASIDE_WORDS = 3  # words at most in an aside set off by commas after a name


def _past_aside(tokens: list[_Token], k: int) -> int:
    """Past an aside of a few words between two commas at ``k`` («, душа моя,»): the token
    after the closing comma; ``k`` itself when no such aside stands there."""
    for j in range(k + 1, min(len(tokens), k + 2 + _ASIDE_WORDS)):
        if tokens[j].text == ",":
            return j + 1 if j > k + 1 else k
        if not tokens[j].text[:1].isalpha() or tokens[j].sentence != tokens[k].sentence:
            return k
    return k


def _someone(token: _Token) -> str | None:
    """The lemma of a noun for a person told in the nominative («бабушка», «муж», «соседка»)
    who may be a player, not the director; else None."""
    if not token.text[:1].isalpha() or token.text.isascii() or token.quoted:
        return None
    parses = readings(token.text)
    if not parses:
        return None
    tag = parses[0].tag
    if tag.POS != "NOUN" or tag.animacy != "anim" or tag.case != "nomn":
        return None
    if tag.number == "plur":
        return None  # «Здорово, мужики»: the readers addressed, not one player who acted
    lemma = str(parses[0].normal_form)
    return None if lemma in words(_PREFIX + "not_a_player") else lemma


def _own_side(story: _Story, i: int) -> bool:
    """«слева от себя», «справа от себя»: a side of the player himself, a place on the table
    (where dummy put a suit), not the player on that side.

    >>> story = _Story("Стол выложил козыри слева от себя.")
    >>> _own_side(story, 3), [m.seat for m in _mentions(story)]
    (True, [None])
    """
    tokens = story.tokens
    return (i + 2 < len(tokens) and tokens[i + 1].text == "от"
            and tokens[i + 2].text in words(_PREFIX + "oneself"))


def _side_of_me(story: _Story, i: int) -> Seat | None:
    """«слева от меня», «справа от меня»: the seat on the teller's left (or right)."""
    tokens = story.tokens
    text = tokens[i].text
    left = text in words(_PREFIX + "left_of_me")
    if not (left or text in words(_PREFIX + "right_of_me")) or i + 2 >= len(tokens):
        return None
    if tokens[i + 1].text != "от" or not (tokens[i + 2].lemmas & words("story.role.me")):
        return None
    return _mine(story, Seat.W if left else Seat.E)


def _side_of(story: _Story, i: int) -> tuple[Role, bool] | None:
    """«слева от разыгрывающего», «справа от болвана»: a side of a player named by his role
    (whose side, and whether it is his left)."""
    tokens = story.tokens
    text = tokens[i].text
    left = text in words(_PREFIX + "left_of_me")
    if not (left or text in words(_PREFIX + "right_of_me")) or i + 2 >= len(tokens):
        return None
    if tokens[i + 1].text not in ("от", "of"):
        return None
    whose = tokens[i + 2]
    for name, role in (("declarer", Role.DECLARER), ("dummy", Role.DUMMY)):
        if _matches_concept(whose, f"{_PREFIX}role.{name}"):
            return role, left
    return None


_COMPASS = (("story.seat.north", Seat.N), ("story.seat.east", Seat.E),
            ("story.seat.south", Seat.S), ("story.seat.west", Seat.W))


def _compass(token: _Token, text: str | None = None) -> Seat | None:
    """The compass seat a word names («Севера», «north»), by its form or its lemma."""
    said = token.text if text is None else text
    for concept, seat in _COMPASS:
        found = words(concept)
        if said in found or (text is None and token.lemmas & found):
            return seat
    return None


def _beside_seat(story: _Story, i: int) -> tuple[Seat, int] | None:
    """A seat told as the side of a compass seat: «слева от Севера» (East), «North's LHO»,
    «LHO Юга», «правый Запада»; with the index of the compass word it takes in."""
    tokens = story.tokens
    text = tokens[i].text
    sides = {**{w: True for w in words("story.role.lho")},
             **{w: False for w in words("story.role.rho")}}
    if text not in sides:
        return None
    left = sides[text]
    if i + 2 < len(tokens) and tokens[i + 1].text in ("от", "of"):
        seat = _compass(tokens[i + 2])
        if seat is not None:
            return (seat.lho if left else seat.rho), i + 2
    if i > 0 and tokens[i - 1].text.endswith("'s"):
        seat = _compass(tokens[i - 1], tokens[i - 1].text[:-2])
        if seat is not None:
            return (seat.lho if left else seat.rho), i - 1
    if i + 1 < len(tokens):
        after = tokens[i + 1]
        seat = _compass(after)
        if seat is not None and _compass(after, after.text) is None:  # a genitive: «LHO Юга»
            return (seat.lho if left else seat.rho), i + 1
    return None


_LETTERS = {"n": Seat.N, "e": Seat.E, "s": Seat.S, "w": Seat.W}
_GERMAN_EAST = "o"  # «Ost»: N/O/S/W in a German-speaking player's post


def _letter_seat(story: _Story, i: int) -> Seat | None:
    """«S played 4H», «dummy (N)»: a seat written as one letter, before an English verb or
    in brackets (not a pair of seats, «E/W»)."""
    tokens = story.tokens
    seat = _LETTERS.get(tokens[i].text)
    if seat is None and tokens[i].text == _GERMAN_EAST and _mostly_cyrillic(story.text):
        # «и тут O, не глядя, кладёт …»: German «Ost» in a Russian post, only where a Latin
        # seat letter in a Russian sentence is read (never an English «o»)
        return _latin_in_russian(story, i, Seat.E)
    if seat is None:
        return _russian_letter_seat(story, i)
    before = tokens[i - 1].text if i > 0 else ""
    after = tokens[i + 1].text if i + 1 < len(tokens) else ""
    if "/" in (before, after):
        return None
    if before == "(" and after == ")":
        return seat
    if after == "]" and i > 1 and tokens[i - 2].text == "[":
        return seat  # a PBN record's tag «[Declarer "S"]»
    if after == "," and i + 2 < len(tokens) and tokens[i + 2].text in ("who", "whose"):
        return seat  # «S, who had no clubs, discarded»
    card_at = i + 2 if after in (":", "-", "—", "→") else i + 1
    if after == "-" and card_at < len(tokens) and tokens[card_at].text == ">":
        card_at += 1  # a log's arrow «N -> ♥K»
    if card_at < len(tokens) and _token_cards(tokens[card_at].text):
        return seat  # «W ♣K, N ♣4», «S: ♥2», «N -> ♥K»: the seat that played the card
    verb = after.isascii() and (after.endswith("ed") or after in words(_PREFIX + "english_verb"))
    if verb and after.isalpha():
        return seat
    return _latin_in_russian(story, i, seat)


def _latin_in_russian(story: _Story, i: int, seat: Seat) -> Seat | None:
    """«разыгрывает W, болван E», «W ходит ♠Q», «N кладёт ♠3»: a Latin seat letter in a Russian
    sentence, after the word of a part (declarer, dummy) or before a Russian verb (never one
    letter of a pair, «N-S позвали»)."""
    tokens = story.tokens
    if tokens[i].quoted:
        return None
    before = tokens[i - 1].text if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if before in _PAIR_MARKS or (after is not None and after.text in _PAIR_MARKS):
        return None
    roles = [w for name in ("declarer", "dummy")
             for w in words(f"{_PREFIX}role.{name}")]
    ends = after is None or not after.text[:1].isalnum()
    if i > 0 and not tokens[i - 1].text.isascii() and ends and (
            tokens[i - 1].lemmas & words(_PREFIX + "declares")
            or any(_matches(tokens[i - 1], w) for w in roles)):
        return seat  # «разыгрывает W, болван E.»: the seat of a part told
    if i > 0 and ends and tokens[i - 1].text[:1].isalpha() and not tokens[i - 1].text.isascii() \
            and is_verb(tokens[i - 1].text):
        return seat  # «Первый ход сделал E, а …»: the subject after its verb
    if after is not None and after.text[:1].isalpha() and not after.text.isascii() \
            and is_verb(after.text):
        return seat
    # «Потом W, не глядя, кладёт …»: one word opening the sentence (not a preposition)
    first_word = i > 1 and tokens[i - 2].sentence != tokens[i].sentence \
        and tokens[i - 1].text.isalpha() and before not in words(_PREFIX + "preposition")
    opens = i == 0 or tokens[i - 1].sentence != tokens[i].sentence or first_word \
        or before in (",", "—", ")") or before in words(_PREFIX + "clause_start") \
        or _after_clause_adverb(story, i)
    if opens:  # «— а W по рассеянности положил …»: a clause opened by the letter, its verb soon
        for t in tokens[i + 1 : i + 6]:
            if t.text in ("-", ","):
                continue  # «зачем-то»: a hyphen inside a word; «2) E, не заметив, кладёт»
            if not t.text[:1].isalpha() or t.sentence != tokens[i].sentence:
                break
            if not t.text.isascii() and is_verb(t.text):
                return seat
    return None


def _after_clause_adverb(story: _Story, i: int) -> bool:
    """«И тут W, задумавшись, кладёт …», «а потом O сказал»: the letter after an adverb of
    time (``conduct.story.clause_adverb``) that itself opens the sentence or a clause.

    >>> story = _Story("Взятка лежала. И тут W, задумавшись, кладёт даму.")
    >>> _after_clause_adverb(story, [t.text for t in story.tokens].index("w"))
    True
    >>> story = _Story("Взятка лежала. Тут в руке W была дама.")
    >>> _after_clause_adverb(story, [t.text for t in story.tokens].index("w"))
    False
    """
    tokens = story.tokens
    if i < 1 or tokens[i - 1].text not in words(_PREFIX + "clause_adverb"):
        return False
    at = i - 1
    if at > 0 and tokens[at - 1].sentence == tokens[at].sentence \
            and tokens[at - 1].text in words(_PREFIX + "clause_start"):
        at -= 1
    return at == 0 or tokens[at - 1].sentence != tokens[at].sentence \
        or tokens[at - 1].text in (",", "—", ")")


_PAIR_MARKS = frozenset({"-", "–", "—", "/", "+", "&"})


def _capital_seat_letter(tokens: list[_Token], i: int) -> bool:
    """A capital «В» or «С» where no preposition stands: before a comma or a bracketed aside
    («а В (ученица), задумавшись, положила …», «В, не думая, …»), before a dash and a card
    («В — ♣9») or a card («ход С ♣А»), or after a verb and before a mark («взятку взял С,»)."""
    after = tokens[i + 1].text
    if after in (",", "("):
        return True
    card_at = i + 2 if after in ("—", "–", "-", ":") else i + 1
    if card_at < len(tokens) and _token_cards(tokens[card_at].text):
        return True
    before = tokens[i - 1].text if i > 0 else ""
    return (not after[:1].isalnum() and before[:1].isalpha() and not before.isascii()
            and is_verb(before))


_ADVERBS_BEFORE_VERB = 2  # adverbs and particles between a seat letter and its verb


def _russian_letter_seat(story: _Story, i: int) -> Seat | None:
    """«з ходит 5б», «в скинул туза», «спрашивает у з», «(с)»: a seat written as one Russian
    letter (``conduct.story.letter_seat.*``), before a verb, a card or in brackets; «з», «ю»
    also after «у» (never «в», «с», which are prepositions there)."""
    tokens = story.tokens
    text = tokens[i].text
    seat = next((seat for concept, seat in _LETTER_CONCEPTS
                 if text in words(_PREFIX + concept)), None)
    if seat is None or tokens[i].quoted:
        return None
    before = tokens[i - 1].text if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is None:
        return None
    if before == "(" and after.text == ")":
        return seat
    if seat in (Seat.W, Seat.S) and text.isalpha():
        return seat  # «з», «ю» are no Russian words: a seat wherever they stand
    roles = [w for name in ("declarer", "dummy", "defender")
             for w in words(f"{_PREFIX}role.{name}")]
    if after.text == "," and i + 2 < len(tokens) and any(
            _matches(tokens[i + 2], w) for w in roles):
        return seat  # «В, вистующий, держал …»
    if i > 0 and not after.text[:1].isalnum() and (
            tokens[i - 1].lemmas & words(_PREFIX + "declares")
            or any(_matches(tokens[i - 1], w) for w in roles)):
        return seat  # «разыгрывает Ю, болван С.»: the seat of a part told
    if before in words(_PREFIX + "owner_word") and seat in (Seat.W, Seat.S):
        return seat
    # «С: «со стола!»», «и С первым: «а у Востока бубны есть!»»: a line of a transcript (no
    # preposition stands before a colon)
    colon = i + 2 if after.lemmas & words(_PREFIX + "first_word") else i + 1
    if colon < len(tokens) and tokens[colon].text == ":":
        return seat
    if after.text[:1].isalpha() and not after.text.isascii() and is_verb(after.text):
        return seat
    if tokens[i].upper and _capital_seat_letter(tokens, i):
        return seat
    # «и В следом кладёт ♣3», «С сразу сказал»: an adverb between the letter and its verb (no
    # preposition takes an adverb)
    # («В тут же накрывает её ♦K»: an adverb and a particle)
    k = i + 1
    while k < min(len(tokens), i + 1 + _ADVERBS_BEFORE_VERB) and tokens[k].text[:1].isalpha() \
            and not tokens[k].text.isascii() and not is_verb(tokens[k].text) and any(
                grammeme in readings(tokens[k].text)[0].tag for grammeme in ("ADVB", "PRCL")):
        k += 1
    if k > i + 1 and k < len(tokens) and is_verb(tokens[k].text):
        return seat
    if seat in (Seat.W, Seat.S) and (i == 0 or tokens[i - 1].sentence != tokens[i].sentence):
        # «з в конце сдачи положил …»: a sentence opened by the letter, a verb soon after
        ahead = [t for t in tokens[i + 1 : i + 6] if t.sentence == tokens[i].sentence]
        if any(t.text[:1].isalpha() and not t.text.isascii() and is_verb(t.text)
               for t in ahead):
            return seat
    if tokens[i].upper and after.text in ".,;!?)" and before in words(_PREFIX + "letter_glue"):
        return seat  # «2♥ у С.», «первый ход за В,»: a preposition never ends a clause
    # «ю ♦4», «з 5б»: a card after the letter (never after «в», «с»: «в 2п», «с ♦K»)
    return seat if seat in (Seat.W, Seat.S) and (
        _token_cards(after.text) or _russian_card(after.text) is not None) else None


_LETTER_CONCEPTS = (("letter_seat.north", Seat.N), ("letter_seat.east", Seat.E),
                    ("letter_seat.south", Seat.S), ("letter_seat.west", Seat.W))


def _side_seat(story: _Story, i: int) -> Seat | None:
    """«соперник слева», «противник справа»: an opponent named by his side of the teller."""
    tokens = story.tokens
    if not _matches_concept(tokens[i], _PREFIX + "opponent_word"):
        return None
    before = tokens[i - 1].text if i > 0 else ""
    if before in words(_PREFIX + "left_before"):  # «my left opponent»
        return _mine(story, Seat.W)
    if before in words(_PREFIX + "right_before"):
        return _mine(story, Seat.E)
    if i + 1 >= len(tokens):
        return None
    if _side_of(story, i + 1) is not None:
        return None  # «вистующий слева от разыгрывающего»: not the teller's left
    # «соперник слева», «the person on my left»: the side's words right after the player
    if any(a == i + 1 for a, _ in story.find("left_of_me")):
        return _mine(story, Seat.W)
    if any(a == i + 1 for a, _ in story.find("right_of_me")):
        return _mine(story, Seat.E)
    return None


def _is_table_number(story: _Story, i: int) -> bool:
    """«Стол 5», «14 столов», «над столом», «стол у окна»: a table, not dummy.

    >>> story = _Story("Стол у кондиционера. Стол у нас был слабый.")
    >>> _is_table_number(story, 0), _is_table_number(story, 4)
    (True, False)
    >>> _is_table_number(_Story("Стол: 11 / Сдача: 2"), 0)
    True
    """
    token = story.tokens[i]
    nxt = story.tokens[i + 1].text if i + 1 < len(story.tokens) else ""
    before = story.tokens[i - 1].text if i > 0 else ""
    if token.text in ("стол", "table") and nxt.isdigit():
        return True
    if token.text in ("стол", "table") and nxt in (":", "-", "—", "–", "№", "#") \
            and i + 2 < len(story.tokens) and story.tokens[i + 2].text.isdigit():
        return True  # «Стол: 11», «Table - 4», «стол № 3»: a form's field, a table numbered
    if before.isdigit():  # «14 столов», «20 tables»: the tables of the event, counted
        return True
    on_dummy = token.text in ("столе", "стола")  # «на столе», «со стола»: dummy's cards
    if token.text == "стол" and nxt in words(_PREFIX + "place_preposition") \
            and i + 2 < len(story.tokens) and not _player_word(story.tokens[i + 2]):
        return True  # «стол у кондиционера»: where the table stood, not dummy
    return "стол" in token.lemmas and not on_dummy and before in words(_PREFIX + "furniture")


def _player_word(token: _Token) -> bool:
    """A pronoun or a word for a player («у нас», «у него», «у партнёра»)."""
    people = (words(_PREFIX + "pronoun") | words("story.role.me") | words("story.role.partner")
              | words(_PREFIX + "his") | {"нас", "вас", "них", "него", "неё", "нее", "тебя",
                                          "меня", "мы", "us", "you", "them", "him", "her"})
    return token.text in people or bool(token.lemmas & people) or _compass(token) is not None


# --- what was read -------------------------------------------------------------------------------


@dataclass
class _Reading:
    story: _Story
    hint: Event | None
    auction: AuctionInfo | None
    hint_given: str | None = None  # the clause id the search found, whatever its law
    mentions: list[_Mention] = field(default_factory=list)
    facts: dict[str, Any] = field(default_factory=dict)
    cues: list[tuple[Event, int]] = field(default_factory=list)  # decisive words, their place
    event: Event | None = None
    declarer: Seat | None = None
    my_role: Role | None = None
    cards: list[tuple[int, Card]] = field(default_factory=list)
    listed: set[int] = field(default_factory=set)  # cards of a holding «♥A 7 3», not played
    fired: list[str] = field(default_factory=list)
    played_as_told: bool = False  # dummy took the card declarer named (42A3)
    teller_plays: bool = False  # «играю 4♥»: the teller's contract, unless another is named
    other_played: bool = False  # a suit other than the one led told played by its holder
    asked_over_lead: bool = False  # a request made while the opening lead lay face down
    revoke_shown: bool = False  # a player who did not follow later showed the suit led
    led_by_another: bool = False  # a trick told won by one player, the next lead by another
    doubted: set[str] = field(default_factory=set)  # yes/no facts told only in doubt
    assumed: set[str] = field(default_factory=set)  # facts taken in their usual course
    _told: TableStory | None = field(default=None, repr=False)

    def told(self) -> TableStory:
        """The story reader's reading of the text (its calls, seats and phase), read once."""
        if self._told is None:
            self._told = read_story(self.story.text)
        return self._told

    def set(self, fact: str, value: Any) -> bool:
        if value is None or fact in self.facts:
            return False
        self.facts[fact] = value
        return True

    def cue(self, event: Event, concept: str) -> bool:
        hits = self.story.find(concept)
        self.cues += [(event, self._clause_of(a, b)) for a, b in hits]
        return bool(hits)

    def _clause_of(self, a: int, b: int) -> int:
        """Where the words ``a``-``b`` of an event are told: their start, or, when they span
        two clauses and the second opens with a player named as its subject («Восток тоже
        сыграл, и Запад тут же перевернула карту»), that player, who did what they end with."""
        tokens = self.story.tokens
        joins = {",", "и", "а", "and"}
        inner = [m.index for m in self.mentions if a < m.index < b - 1 and m.named
                 and tokens[m.index - 1].text in joins and not tokens[m.index].quoted]
        return inner[-1] if inner else a

    def role_of(self, mention: _Mention) -> tuple[Role | None, Seat | None]:
        """A mention's play role and seat, each from the other when declarer is known."""
        declarer = self.declarer
        if mention.role is not None:
            seat = mention.seat  # «Восток, вистующий»: told beside the role
            if declarer is not None and mention.role is Role.DECLARER:
                seat = declarer
            elif declarer is not None and mention.role is Role.DUMMY:
                seat = declarer.partner
            return mention.role, seat
        seat = mention.seat
        if seat is None:
            return None, None
        if declarer is not None:
            if seat is declarer:
                return Role.DECLARER, seat
            if seat is declarer.partner:
                return Role.DUMMY, seat
            return Role.DEFENDER, seat
        me = teller_seat(self.story)
        if seat is me and self.my_role is not None:
            return self.my_role, seat
        if seat is me.partner and self.my_role is Role.DEFENDER:
            return Role.DEFENDER, seat
        return None, seat

    def _goes_on(self, at: int, usable: list[_Mention]) -> bool:
        """«Левый, Лёва, вистует. Положил свою карту …»: a sentence opening with a verb (no
        person told) after one whose first word names a player other than the teller goes on
        with that player, not with the teller."""
        tokens = self.story.tokens
        sentence = tokens[at].sentence
        if _first_person(tokens[at].text):
            return False
        first = next((k for k in range(at) if tokens[k].sentence == sentence - 1), None)
        return first is not None and any(
            m.index == first and m.named and m.seat is not None
            and tokens[m.index].text not in words("story.role.me") for m in usable)

    def subject(self, at: int, *, skip_dummy: bool = False,
                avoid: frozenset[int] = frozenset()) -> _Mention | None:
        """Who did what is told at token ``at``: in its sentence the nearest player named
        before it, else the first one after it (a subject in the nominative first), else the
        last one of the sentence before (never a mention whose index is in ``avoid``)."""
        tokens = self.story.tokens
        sentence = tokens[at].sentence
        # «East, not West, led», «не Запад, а Восток пошёл»: a player negated is not who did it
        usable = [m for m in self.mentions if not (skip_dummy and m.role is Role.DUMMY)
                  and not tokens[m.index].quoted and not _negated(tokens, m.index)
                  and m.index not in avoid and not _compared_teller(tokens, m.index)]
        # «напарник мой север (я юг) вышел»: the player named in brackets after another is
        # an aside about the teller, not the subject of the verb after it
        indexes = {m.index for m in usable}
        usable = [m for m in usable if not _bracketed_aside(tokens, m.index, indexes)]
        here = [m for m in usable if tokens[m.index].sentence == sentence]
        # «спрашивает у меня …»: a player after a preposition, not in the nominative, is the
        # verb's object, never its subject
        here = [m for m in here if m.named or not _object_after_verb(tokens, m.index)]
        # «wanders round behind lefty and gets a good look»: a player told as the place
        # someone went to is not the one who acts
        here = [m for m in here if not (m.index > 0 and tokens[m.index - 1].text in words(
            _PREFIX + "went_behind"))]
        # «спросил у запада, что значили 2♣ его партнёра»: a player told in a clause of what
        # was asked, after the verb of asking, is not its subject (in «держал так, что его
        # партнёрша увидела» the one who saw still tells whose card it was)
        if tokens[at].text in words(_PREFIX + "asking_verb"):
            opener = words(_PREFIX + "clause_opener")
            here = [m for m in here if m.index < at or not any(
                tokens[k].text in opener for k in range(at + 1, m.index))]
        # «Соседка по столу … переворачивает»: a person told by a noun or a name, no seat
        someone = _someone(tokens[at]) is not None or _person(tokens[at]) is not None
        if _opens_sentence(tokens, at) and not any(m.named and m.index < at for m in here) \
                and not _third_person(tokens[at].text) and not self._goes_on(at, usable) \
                and not someone and (
                    _teller_in_story(self.story) or not any(
                        m.named for m in usable if tokens[m.index].sentence == sentence - 1)):
            return _Mention(at, teller_seat(self.story), None)  # «Спросил у Востока ...»:
            # the teller, unnamed (a story that never speaks of its teller: «Сергей разыгрывал
            # 4♥. Взял со стола ♣5 …» goes on with the player named before)
        first = _sentence_start(tokens, at)
        if first < at and tokens[at - 1].text in words(_PREFIX + "and_then") \
                and _opens_sentence(tokens, first) and not any(m.index < at for m in here) \
                and not any(t.text in words("story.role.pronoun") for t in tokens[first:at]):
            # «Went for a brew and stood behind him»: the verb joined to the sentence's first
            # verb, no player named between, has that verb's subject
            return self.subject(first, skip_dummy=skip_dummy, avoid=avoid)
        mine = _my_verb(tokens[at].text) or _my_infinitive(self.story, at)
        if not tokens[at].quoted and mine and not any(m.index < at and m.named for m in here):
            return _Mention(at, teller_seat(self.story), None)  # «Достал ♦10, держу …»: the
            # verb's own person is the teller, his «я» dropped
        pronoun = _pronoun_before(tokens, at)
        if pronoun is None:  # «он ходит с руки ♥K и сразу переворачивает его»: the pronoun
            # subject of the clause, with no player named between it and the verb
            pronoun = _pronoun_subject(self, at)
        if pronoun is not None:  # «… he said», «и он говорит»: the player last named before
            others = [m for m in usable if m.index < pronoun
                      and tokens[m.index].text not in words("story.role.me")
                      and not _teller_role(tokens, m.index)
                      and not (tokens[pronoun].text in words("story.pronoun_of_male")
                               and female_person(tokens[m.index].text))]  # not «партнерша»
            # «муж был болваном на Севере … он», «дочка сидела Востоком … она»: nobody named
            # in the nominative before the pronoun, the player told as what someone was (the
            # instrumental), else the last spoken of in any case
            # «очередь партнёра, а он держит карты»: a player spoken of in the pronoun's own
            # sentence, in any case, before one named in an earlier sentence
            same = [m for m in others if tokens[m.index].sentence == tokens[pronoun].sentence]
            named = ([m for m in same if m.named] or same or [m for m in others if m.named]
                     or [m for m in others if _instrumental(tokens[m.index].text)] or others)
            if named:
                return named[-1]
        if _third_person(tokens[at].text):  # «Держит карту …, я её видела»: not «я»
            here = [m for m in here if m.index < at
                    or tokens[m.index].text not in words("story.role.me")]
        # «а затем, когда я уже думал, перевернул её»: not the subject of a clause set off
        here = [m for m in here if not _in_side_clause(tokens, m.index, at)]
        # «Положил карту и перевернул её, а я ещё свою не сыграл»: a player named after the
        # verb in a clause of contrast is that clause's subject, not the verb's
        contrast = words(_PREFIX + "contrast_join")
        here = [m for m in here if m.index < at or not any(
            tokens[k].text == "," and tokens[k + 1].text in contrast
            for k in range(at, m.index - 1))]
        for pool in ([m for m in here if m.named], here):
            before = [m for m in pool if m.index <= at]
            if before:
                return before[-1]
            if pool and (pool[0].named or not _earlier_named(self, sentence)):
                return pool[0]  # a player named after the verb (an object after it only
                # when the sentence before names nobody who could be the subject)
        earlier = [m for m in usable if tokens[m.index].sentence == sentence - 1]
        if not earlier and _fragment(tokens, sentence) and not any(
                m.index < at and tokens[m.index].sentence == sentence - 1 for m in self.mentions):
            # «Я сгребаю карты. Из руки выпала двойка. Пятой картой.»: a fragment with no verb
            # goes on with the sentence before, which names nobody at all; the one before it
            # tells who is still spoken of
            earlier = [m for m in usable if tokens[m.index].sentence == sentence - 2]
        pool = [m for m in earlier if m.named] or earlier
        return pool[-1] if pool else None


_FRAGMENT_WORDS = 4  # the most words of a fragment sentence («Пятой картой.»)


def _fragment(tokens: list[_Token], sentence: int) -> bool:
    """A sentence of a few words and no verb («Пятой картой.», "Face up."): it goes on with the
    sentence before it."""
    told = [t for t in tokens if t.sentence == sentence and t.text[:1].isalpha()]
    return len(told) <= _FRAGMENT_WORDS and not any(is_verb(t.text) for t in told)


def _negated(tokens: list[_Token], at: int) -> bool:
    """Whether the player named at ``at`` is negated in a contrast: «не» / "not" just before
    him, in his sentence («East, not West, led», «не Запад, а Восток»).

    >>> tokens = _Story("East, not West, led the ♠K.").tokens
    >>> _negated(tokens, 3), _negated(tokens, 0)
    (True, False)
    """
    return at > 0 and tokens[at - 1].sentence == tokens[at].sentence \
        and tokens[at - 1].text in words(_PREFIX + "seat_negation")


def _teller_role(tokens: list[_Token], at: int) -> bool:
    """Whether the role word at ``at`` says what the teller was («I am the dummy», «я был
    болваном»): «я» before it in its sentence, only words of being between. A «he» told after
    it is another player («… I am the dummy. He says 'small heart'»).

    >>> story = _Story("My partner North is declarer, I am the dummy.")
    >>> _teller_role(story.tokens, 9), _teller_role(story.tokens, 4)
    (True, False)
    """
    me = words("story.role.me")
    glue = words("story.my_seat") | words(_PREFIX + "role_glue")
    if at > 0 and f"{tokens[at - 1].text} {tokens[at].text}" in _seat_words():
        return False  # «me mate»: the teller's «my» and the player he names
    for k in range(at - 1, max(at - 4, -1), -1):
        if tokens[k].sentence != tokens[at].sentence:
            return False
        if tokens[k].text in me:
            return True
        if tokens[k].text not in glue:
            return False
    return False


def _teller_in_story(story: _Story) -> bool:
    """Whether the teller speaks of himself anywhere: «я», «мне», «my», or a verb in the first
    person («играю», «сидим»)."""
    me = words("story.role.me")
    return any(t.text in me or t.lemmas & me or _first_person(t.text) for t in story.tokens)


def _object_after_verb(tokens: list[_Token], k: int) -> bool:
    """Whether the player at ``k`` follows a verb and a preposition («спрашивает у меня»):
    the verb's object; before the verb («у меня выпала карта») he is who the story is
    about."""
    return k >= 2 and tokens[k - 1].text in words(_PREFIX + "object_preposition") and (
        is_verb(tokens[k - 2].text))


@cache
def _oblique_pronoun(word: str) -> bool:
    """A Russian personal pronoun that is never in the nominative («мне», «меня», «ему»): an
    object of the verb, never its subject.

    >>> [_oblique_pronoun(w) for w in ("мне", "меня", "ей", "я", "она", "стол")]
    [True, True, True, False, False, False]
    """
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return bool(parses) and all(
        p.tag.POS == "NPRO" and p.tag.case != "nomn" for p in parses)


@cache
def _first_person(word: str) -> bool:
    """A Russian verb in the first person («играю», «сидим»), or a word of the teller in
    English («my», «we», «our»)."""
    if word in ("my", "we", "our", "us", "i'm", "i've", "i'd"):
        return True
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.person == "1per"


@cache
def _my_verb(word: str) -> bool:
    """A Russian verb in the first person singular («хожу», «кладу»): the teller's own act,
    his «я» dropped."""
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.person == "1per" and (
        parses[0].tag.number == "sing")


def _my_infinitive(story: _Story, at: int) -> bool:
    """An infinitive after the teller's own verb of requesting («Прошу повторить
    торговлю»), the teller's seat told: the request is his."""
    tokens = story.tokens
    if at == 0 or tokens[at - 1].text not in words(_PREFIX + "my_request_verb"):
        return False
    if not _infinitive(tokens[at].text):
        return False
    teller_seat(story)  # read once: whether the words told it
    return story.me_told


@cache
def _third_person(word: str) -> bool:
    """A verb in the third person («Держит карту …», «Берёт другую»): its subject is someone
    told before, not the teller (a past form, «Спросил», says no person)."""
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return bool(parses) and parses[0].tag.POS == "VERB" and parses[0].tag.person == "3per"


@cache
def _imperative(word: str) -> bool:
    """A verb in the imperative or the second person («объясните», «подскажите»): the teller
    asks his readers."""
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return any(p.tag.POS == "VERB" and (p.tag.mood == "impr" or p.tag.person == "2per")
               for p in parses)


def _readers_asked(tokens: list[_Token], at: int) -> bool:
    """Whether the word at ``at`` is the teller's plea to his readers: a plural imperative
    («подскажите», «объясните») outside quotes and outside words said after a colon.

    >>> tokens = _Story("Можно ли так, подскажите? Она сказала: давайте, подскажите!").tokens
    >>> _readers_asked(tokens, 4), _readers_asked(tokens, 11)
    (True, False)
    """
    token = tokens[at]
    if token.quoted or not token.text[:1].isalpha() or token.text.isascii() or any(
            t.text == ":" and t.sentence == token.sentence for t in tokens[:at]):
        return False
    return any(p.tag.POS == "VERB" and p.tag.mood == "impr" and p.tag.number == "plur"
               for p in readings(token.text))


def _pronoun_before(tokens: list[_Token], at: int) -> int | None:
    """Where a third-person pronoun stands right before the verb at ``at`` (one word may stand
    between: «он тут говорит»), or None."""
    pronouns = words(_PREFIX + "pronoun")
    for k in (at - 1, at - 2):
        if k >= 0 and tokens[k].sentence == tokens[at].sentence and tokens[k].text in pronouns:
            return k
    return None


def _in_side_clause(tokens: list[_Token], at: int, verb: int) -> bool:
    """Whether token ``at`` stands in a clause set off by commas and opened by «когда»,
    «пока», «before» (``conduct.story.while``, ``side_clause``) that closes before the verb at
    ``verb``."""
    if at >= verb:
        return False
    sentence = tokens[at].sentence
    opened = next((k for k in range(at - 1, -1, -1)
                   if tokens[k].sentence != sentence or tokens[k].text == ","), None)
    if opened is None or tokens[opened].text != "," or opened + 1 >= len(tokens):
        return False
    if not _opens_side_clause(tokens, opened):
        # «до того, как Запад, болван и Восток сыграли, перевернул»: a list of players inside
        # the clause; its opener stands further back, no verb between it and the player
        opened = next((k for k in range(at - 1, -1, -1) if tokens[k].sentence != sentence
                       or (tokens[k].text == "," and _opens_side_clause(tokens, k))
                       or (tokens[k].text[:1].isalpha() and is_verb(tokens[k].text))), None)
        if opened is None or tokens[opened].sentence != sentence or tokens[opened].text != ",":
            return False
    commas = [k for k in range(at + 1, verb) if tokens[k].text == ","]
    return bool(commas) and not _asides_only(tokens, commas)


def _asides_only(tokens: list[_Token], commas: list[int]) -> bool:
    """Whether the commas pair off into asides of a few words with no verb of their own
    («когда Запад, задумавшись о своём, положил …»: the clause of «когда» goes on to its
    verb past the adverbial participle set off by commas).

    >>> story = _Story("когда Запад, задумавшись о своём, положил карту")
    >>> _asides_only(story.tokens, [2, 6])
    True
    """
    if len(commas) % 2:
        return False
    for start, end in zip(commas[::2], commas[1::2], strict=True):
        inside = tokens[start + 1 : end]
        if not inside or len(inside) > 6:
            return False
        for token in inside:
            parses = readings(token.text) if token.text[:1].isalpha() else []
            if parses and parses[0].tag.POS in ("VERB", "INFN"):
                return False
    return True


def _opens_side_clause(tokens: list[_Token], comma: int) -> bool:
    """Whether the comma at ``comma`` opens a clause of «когда», «пока», «before», or «до
    того, как» (a clause of time, «как» after «того»)."""
    if comma + 1 >= len(tokens):
        return False
    return tokens[comma + 1].text in words(_PREFIX + "while") | words(_PREFIX + "side_clause") \
        or (comma > 0 and tokens[comma - 1].text in words(_PREFIX + "clause_head")
            and tokens[comma + 1].text in words(_PREFIX + "clause_joint"))


def _bracketed_aside(tokens: list[_Token], k: int, named: set[int]) -> bool:
    """Whether the player named at ``k`` stands in brackets that name the teller, right after
    another player named («север (я юг)»): an aside about the teller. «я (Юг)» keeps «я» as
    the player; «Противник слева (Запад)» is the same player told twice, no aside.

    >>> tokens = _Story("напарник мой север (я юг) вышел").tokens
    >>> [_bracketed_aside(tokens, k, {2, 4, 5}) for k in (2, 4, 5)]
    [False, True, True]
    """
    opened = next((j for j in range(k - 1, max(k - 4, -1), -1) if tokens[j].text in "()"), None)
    if opened is None or tokens[opened].text != "(" or opened == 0:
        return False
    close = next((j for j in range(k + 1, min(k + 4, len(tokens))) if tokens[j].text == ")"),
                 None)
    if close is None:
        return False
    teller = words("story.role.me")
    return opened - 1 in named and any(t.text in teller for t in tokens[opened + 1 : close])


def _pronoun_subject(r: _Reading, at: int) -> int | None:
    """Where a third-person pronoun stands earlier in the sentence of the verb at ``at``,
    with no player named and no comma between them («он ходит с руки ♥K и сразу
    переворачивает его»), or None."""
    tokens = r.story.tokens
    pronouns = words(_PREFIX + "pronoun")
    sentence = tokens[at].sentence
    k = at - 1
    resumed: int | None = None  # the comma an aside was last skipped back to
    while k >= 0:
        if tokens[k].text == ",":
            opened = _aside_start(r, k)  # «и он, без всякой просьбы, подвинул …»: an aside
            if opened is None and resumed is not None and _plain_aside(r, k, resumed):
                k -= 1  # «Он, не дождавшись, пока …, перевернул»: two asides in a row
                continue
            if opened is None:
                return None
            k, resumed = opened - 1, opened
            continue
        if tokens[k].sentence != sentence or tokens[k].text in (":", ";", "—", "–"):
            return None
        if any(m.index == k for m in r.mentions) and not _object_after_verb(tokens, k) and (
                not _oblique_pronoun(tokens[k].text)):  # «она мне и говорит»: «мне» no subject
            return None  # «он … дотянулся до стола и положил»: the table reached is no subject
        if tokens[k].text in pronouns and not tokens[k].quoted:
            return k
        k -= 1
    return None


def _plain_aside(r: _Reading, first: int, last: int) -> bool:
    """Whether the words between the commas at ``first`` and ``last`` are an aside of a few
    words with no verb and no player named («не дождавшись»).

    >>> story = _Story("Он, не дождавшись, пока она думала, перевернул карту")
    >>> _plain_aside(_Reading(story, None, None, None), 1, 4)
    True
    """
    tokens = r.story.tokens
    inside = tokens[first + 1 : last]
    if not inside or len(inside) > 6 or any(m.index in range(first + 1, last)
                                            for m in r.mentions):
        return False
    return not any(p.tag.POS in ("VERB", "INFN") for t in inside if t.text[:1].isalpha()
                   for p in readings(t.text)[:1])


_CLAUSE_REACH = 16  # tokens of a subordinate clause between a subject and its verb


def _aside_start(r: _Reading, close: int) -> int | None:
    """Where the aside that the comma at ``close`` ends opens (its first comma): a few words
    between two commas with no verb and no player named in the nominative («он, без всякой
    моей просьбы, подвинул»), or a clause a subordinating word opens («он, едва Юг взял
    взятку и потянулся ходить из руки, молвил»), which stand between a subject and its verb;
    else None."""
    tokens = r.story.tokens
    opening = words(_PREFIX + "p37.subordinator")
    for k in range(close - 1, max(close - _CLAUSE_REACH, -1), -1):
        if tokens[k].sentence != tokens[close].sentence or tokens[k].text in (":", ";"):
            break
        if tokens[k].text == ",":
            if k + 1 < close and tokens[k + 1].text in opening:
                return k
            break
    for k in range(close - 1, max(close - 7, -1), -1):
        token = tokens[k]
        if token.sentence != tokens[close].sentence or token.text in (":", ";", "—", "–"):
            return None
        if token.text == ",":
            return k if k < close - 1 else None
        if any(m.index == k and m.named for m in r.mentions) or token.quoted:
            return None
        parses = readings(token.text) if token.text[:1].isalpha() else []
        if parses and parses[0].tag.POS in ("VERB", "INFN"):
            return None
    return None


def _earlier_named(r: _Reading, sentence: int) -> bool:
    """Whether the sentence before ``sentence`` names a player in the nominative."""
    tokens = r.story.tokens
    return any(m.named and tokens[m.index].sentence == sentence - 1 and not tokens[m.index].quoted
               for m in r.mentions)


def _my_clause(tokens: list[_Token], at: int) -> bool:
    """A verb opening a clause after a comma in a sentence whose first word is «я» («Я
    ножовщик из Златоуста, сижу обычно на Западе»): the teller's verb, its subject left out."""
    first = next((k for k in range(at, -1, -1)
                  if k == 0 or tokens[k - 1].sentence != tokens[at].sentence), at)
    return at > first and tokens[at - 1].text == "," and tokens[first].text in words(
        "story.role.me") and is_verb(tokens[at].text)


def _sentence_start(tokens: list[_Token], at: int) -> int:
    """The index of the first token of the sentence of the token at ``at``."""
    return next((k for k in range(at, -1, -1)
                 if k == 0 or tokens[k - 1].sentence != tokens[at].sentence), at)


def _opens_sentence(tokens: list[_Token], at: int) -> bool:
    """Whether a verb stands first in its sentence, with no subject before it."""
    first = _sentence_start(tokens, at)
    return (first == at and bool(tokens[at].lemmas) and not tokens[at].quoted
            and (tokens[at].text.isascii() or is_verb(tokens[at].text)))


Pattern = Callable[[_Reading], bool]


# --- the declarer, the contract, the teller's part ---------------------------------------------

_CONTRACT = re.compile(r"^([1-7])(♠|♥|♦|♣|бк|nt|нт|б/к|s|h|d|c)(x|xx|х|хх)?$")
_LEVEL = re.compile(r"^[1-7]$")
_NOTRUMP_WORDS = frozenset({"бк", "nt", "нт", "б/к"})
_STRAINS = {"♠": Trump.SPADES, "♥": Trump.HEARTS, "♦": Trump.DIAMONDS, "♣": Trump.CLUBS,
            "s": Trump.SPADES, "h": Trump.HEARTS, "d": Trump.DIAMONDS, "c": Trump.CLUBS}
_OWNERS = (("me", Seat.S), ("north", Seat.N), ("east", Seat.E), ("south", Seat.S),
           ("west", Seat.W), ("lho", Seat.W), ("rho", Seat.E), ("partner", Seat.N))


def _contracts(story: _Story) -> list[tuple[int, Trump]]:
    """Contracts spoken of («играю 4♠», «против 3БК», «4♥ Юга»): a level and a strain next to
    a word of playing, or to whose contract it is."""
    found: list[tuple[int, Trump]] = []
    tokens = story.tokens
    playing = {i for a, b in story.find("contract_word") for i in range(a, b)}
    owners = {a for concept, _ in _OWNERS for a, _ in story.find(f"owner.{concept}")}
    for i in range(len(tokens)):
        told = _contract_at(tokens, i)
        if told is None and i - 1 in playing:
            told = _suit_contract_in_words(tokens, i)  # «South in four hearts»
        if told is None:
            continue
        end, trump = told
        # «3БК Севера» opens a clause; «объяснил 2♦ партнёра» is a call, not a contract
        opens = i == 0 or not tokens[i - 1].text[:1].isalnum() or i - 1 in playing \
            or _after_time_word(tokens, i)
        said_before = bool(set(range(max(0, i - 3), i)) & playing)
        owner_after = opens and (bool({end, end + 1} & owners)
                                 or _owner_by(story, end) is not None)  # «2♥ у С.»
        if not (said_before or owner_after or _verb_of_playing_after(tokens, i, end, playing)
                or _heading(tokens, i, end)):
            continue
        found.append((i, trump))
    return found


def _after_time_word(tokens: list[_Token], i: int) -> bool:
    """A word of when alone opens the clause before ``i`` («Вчера 3БК, разыгрывал Юг»)."""
    return i > 0 and tokens[i - 1].text in words(_PREFIX + "time_word") and (
        i == 1 or not tokens[i - 2].text[:1].isalnum())


def _verb_of_playing_after(tokens: list[_Token], i: int, end: int, playing: set[int]) -> bool:
    """«3♥ играет правый», «4♠ разыгрывал Юг», «Восьмая взятка, 3БК, играю я»: a contract
    opening a clause and a verb of playing right after it, or after the comma that closes
    it (who plays it follows the verb)."""
    opens = i == 0 or not tokens[i - 1].text[:1].isalnum() or _after_time_word(tokens, i)
    if end < len(tokens) and tokens[end].text == "," and end + 1 < len(tokens):
        end += 1
    return opens and end in playing and is_verb(tokens[end].text)


def _heading(tokens: list[_Token], i: int, end: int) -> bool:
    """A contract written as the story's heading: «3БК. Запад зашёл …», «4♠, разыгрывает Юг»
    (the first words of the story, a stop or a comma after it), or as a line of a log, its
    seat after it: «… зона: все. 3БК Ю. Взятка 6: …»."""
    after = tokens[end].text if end < len(tokens) else "."
    return (i == 0 and after in (".", ",", ":", ";", "—", "–", "/")) \
        or _seat_after_heading(tokens, i, end) is not None \
        or _sentence_heading(tokens, i, end)


def _sentence_heading(tokens: list[_Token], i: int, end: int) -> bool:
    """«Монтёр ЛЭП, по делу. 3БК, разыгр. я (Ю), …»: a contract opening a later sentence, a
    comma after it and then a word that is no call, no seat and no contract (a list of calls
    «1♠, пас, 2♠» or «1♠, Запад пас» is an auction, not a heading).

    >>> tokens = _tokens("По делу. 3БК, разыгр. я (Ю), болван С.")
    >>> _sentence_heading(tokens, 3, 4)
    True
    >>> _sentence_heading(_tokens("Сдача 5. 1♠, пас, 2♠, пас."), 3, 4)
    False
    """
    if i == 0 or tokens[i - 1].text not in (".", "!", "?") or end + 1 >= len(tokens):
        return False
    if tokens[end].text != ",":
        return False
    nxt = tokens[end + 1]
    if not nxt.text.isalpha() or _compass(nxt) is not None or _bridge_word(nxt):
        return False
    if any(nxt.text in words(_PREFIX + concept) for concept, _ in _LETTER_CONCEPTS):
        return False
    return _contract_at(tokens, end + 1) is None


def _seat_after_heading(tokens: list[_Token], i: int, end: int) -> Seat | None:
    """«3БК Ю.», «4♠ Юг,»: the seat right after a contract that opens its sentence, then a stop
    or a comma: the contract's declarer.

    >>> tokens = _tokens("Сдача 10. 4♠ Ю, болван С.")
    >>> _seat_after_heading(tokens, 3, 4)
    <Seat.S: 2>
    """
    opens = i == 0 or tokens[i - 1].sentence != tokens[i].sentence \
        or tokens[i - 1].text in (".", ";", "/")
    if not opens or end + 1 > len(tokens) - 1 or tokens[end + 1].text not in (".", ",", ";"):
        return None
    text = tokens[end].text
    return _compass(tokens[end]) or next(
        (seat for concept, seat in _LETTER_CONCEPTS if text in words(_PREFIX + concept)), None)


def _contract_at(tokens: list[_Token], i: int) -> tuple[int, Trump] | None:
    """A contract written at token ``i`` («4♠», «3нт», «4♠X») or in two words («3 БК»,
    «4 пики», «3 NT»): the index past it and its strain."""
    match = _CONTRACT.match(tokens[i].text)
    if match is not None:
        return i + 1, _STRAINS.get(match.group(2), Trump.NOTRUMP)
    if i + 1 < len(tokens) and _level_word(tokens[i]) and (
            tokens[i + 1].text in _NOTRUMP_WORDS or tokens[i + 1].text in words("strain.notrump")):
        return i + 2, Trump.NOTRUMP  # «Правый играет три бэка»: a level in words, no trump
        # (a level in words before a suit may be the cards held: «у него три пики»)
    if (_level_word(tokens[i]) or _LEVEL.match(tokens[i].text)) and (
            (past := _notrump_phrase_end(tokens, i + 1)) is not None):
        return past, Trump.NOTRUMP  # «Three no-trumps by West»
    if _level_word(tokens[i]) and i + 2 < len(tokens) and _played_before(tokens, i) and (
            tokens[i + 2].text in words(_PREFIX + "contract_from")) and (
            (said := meaning(tokens[i + 1].text)) is not None and said.kind == "suit"
            and said.suit is not None):
        return i + 2, _STRAINS[said.suit.value]  # «Играли (мы) две пики с Севера»: a verb of
        # playing before the level and whose hand after the suit tell the contract
    if _level_word(tokens[i]) and i + 2 < len(tokens) and tokens[i + 2].text == "by" and (
            (said := meaning(tokens[i + 1].text)) is not None and said.kind == "suit"
            and said.suit is not None):
        return i + 2, _STRAINS[said.suit.value]  # «Four spades by North»: the contract, its
        # declarer after it (cards held are not «by» anyone)
    if _level_word(tokens[i]) and i + 4 < len(tokens) and _sentence_start(tokens, i) == i and (
            tokens[i + 2].text in words(_PREFIX + "p12.owner_by")) and (
            tokens[i + 4].text in ".!;") and (
            (said := meaning(tokens[i + 1].text)) is not None and said.kind == "suit"
            and said.suit is not None):
        return i + 2, _STRAINS[said.suit.value]  # «Четыре пики у Севера. Болван Юг.»: a
        # sentence of its own, the contract and its declarer (not «у него четыре пики»)
    if not _LEVEL.match(tokens[i].text) or i + 1 >= len(tokens):
        return None
    strain = tokens[i + 1].text
    if strain in _NOTRUMP_WORDS or strain in words(_PREFIX + "notrump"):
        return i + 2, Trump.NOTRUMP
    said = meaning(strain)
    if said is not None and said.kind == "suit" and said.suit is not None:
        return i + 2, _STRAINS[said.suit.value]
    # «4 pik», «3 SA», «2 kier»: a strain in the bridge words of another language (whole
    # words only: a single letter after a number is no strain here)
    for name, trump in _STRAIN_CONCEPTS:
        if len(strain) >= (2 if trump is Trump.NOTRUMP else 3) and strain in words(name):
            return i + 2, trump
    return None


def _played_before(tokens: list[_Token], i: int) -> bool:
    """A verb of playing a contract right before token ``i``, «мы» allowed between («Играли
    мы четыре пики»)."""
    verbs = words(_PREFIX + "contract_verb")
    k = i - 1
    if k > 0 and tokens[k].text in words(_PREFIX + "contract_verb_filler"):
        k -= 1
    return k >= 0 and tokens[k].text in verbs


def _notrump_phrase_end(tokens: list[_Token], k: int) -> int | None:
    """The index past English words of no trump at ``k`` in two words («no trumps»,
    «no-trump»), a hyphen between them allowed. (The Russian «3 без козыря» is left as it was
    read: taken as the contract it moved who the stories' declarer was.)"""
    if k >= len(tokens) or tokens[k].text != "no":
        return None
    said: list[str] = []
    for j in range(k, min(len(tokens), k + 4)):
        if tokens[j].text != "-":
            said.append(tokens[j].text)
        if len(said) >= 2 and " ".join(said) in words("strain.notrump_phrase"):
            return j + 1
    return None


def _number_word(token: _Token) -> bool:
    """A number from one to ten written as a word («семь», «восемь»)."""
    return any(token.text in words(f"search.level.{n}") or token.lemmas & words(
        f"search.level.{n}") for n in range(1, 11))


def _suit_contract_in_words(tokens: list[_Token], i: int) -> tuple[int, Trump] | None:
    """A level and a suit in words at ``i`` («four hearts»), read as a contract only right
    after a word of playing (the caller checks): «у него три пики» are cards held.

    >>> _suit_contract_in_words(_tokens("in four hearts"), 1)
    (3, <Trump.HEARTS: '♥'>)
    """
    if i + 1 >= len(tokens) or not _level_word(tokens[i]):
        return None
    said = meaning(tokens[i + 1].text)
    if said is None or said.kind != "suit" or said.suit is None:
        return None
    return i + 2, _STRAINS[said.suit.value]


def _level_word(token: _Token) -> bool:
    """A level 1-7 written as a word («три», «одну», «four»).

    >>> _level_word(_tokens("три")[0]), _level_word(_tokens("восемь")[0])
    (True, False)
    """
    levels = _level_words()
    return token.text in levels or bool(token.lemmas & levels)


@cache
def _level_words() -> frozenset[str]:
    """The words of the levels 1-7 (``search.level.1`` … ``.7``), one set."""
    return frozenset().union(*(words(f"search.level.{n}") for n in range(1, 8)))


_STRAIN_CONCEPTS = (("strain.clubs", Trump.CLUBS), ("strain.diamonds", Trump.DIAMONDS),
                    ("strain.hearts", Trump.HEARTS), ("strain.spades", Trump.SPADES),
                    ("strain.notrump", Trump.NOTRUMP))


def _from_auction(r: _Reading) -> bool:
    info = r.auction
    if info is None or not info.complete or info.passed_out:
        return False
    r.declarer = info.declarer
    if info.dealer_from == "assumed":
        # «Я Юг, играла 3БК. Торговля: 1БК — пас — 3БК — все пас»: with the dealer only
        # guessed, the seats of the calls are too; the contract's owner told decides
        r.declarer = None
        if not _contract_owner(r):
            r.declarer = info.declarer
    contract = info.contract or ""
    strain = "БК" if "БК" in contract else contract[1:2]
    if strain in {t.value for t in Trump}:
        r.set("trump", Trump(strain))
    return r.declarer is not None


def _contract_owner(r: _Reading) -> bool:
    """«4♠ Юга», «3БК у меня», «против 4♠ левого», «играю 6♠», «S played 4H»."""
    story = r.story
    for i, trump in _contracts(story):
        r.set("trump", trump)
        if r.declarer is not None:
            continue
        told = _contract_at(story.tokens, i)
        end = told[0] if told is not None else i + 1
        for concept, seat in _OWNERS:
            spans = [(a, b) for a, b in story.find(f"owner.{concept}") if a in (end, end + 1)]
            if concept == "me" and spans and all(
                    any(t.text in words(_PREFIX + "our_side") for t in story.tokens[a:b])
                    for a, b in spans):
                continue  # «4♠ у нас»: our side's contract, not yet whose of the two
            if spans:
                relative = concept in ("me", "lho", "rho", "partner")
                r.declarer = _mine(story, seat) if relative else seat
                break
        else:
            before = [m for m in r.mentions if i - 3 <= m.index < i and m.seat is not None
                      and story.tokens[m.index].sentence == story.tokens[i].sentence]
            # («Банщик я. Играли 4♥, …»: the teller of the sentence before owns nothing)
            verbs = [a for a, _ in story.find("declares") if a in range(i - 2, i)]
            # «South was in 3NT»: a verb of being in a contract, right before it
            verbs += [a for a, b in story.find("in_contract") if b == i]
            # «Контракт 2♥ у S», «4H by W»: a seat, however written, right after its owner word
            owner = _owner_by(story, end)
            if owner is None:
                owner = _seat_after_heading(story.tokens, i, end)  # «… все. 3БК Ю. Взятка …»
            if owner is not None:
                r.declarer = owner
            elif before and verbs:
                r.declarer = _beside_me(story, before[-1].index) or before[-1].seat
            elif verbs and (who := _subject_before(r, verbs[0])) is not None:
                r.declarer = who  # «Восток, Сергей Ильич, разыгрывал 2♥»
            elif any(a in range(i - 2, i) for a, _ in story.find("i_play")):
                r.teller_plays = True  # «Играем 4♥»: the teller's side, unless named later
    return r.declarer is not None


def _beside_me(story: _Story, at: int) -> Seat | None:
    """«соперник справа от меня разыгрывает 4♠»: the «я» at ``at`` closes words of a side of
    the teller; the player on that side is meant, not the teller."""
    for concept, seat in (("left_of_me", Seat.W), ("right_of_me", Seat.E)):
        if any(a < at < b for a, b in story.find(concept)):
            return _mine(story, seat)
    return None


def _owner_by(story: _Story, end: int) -> Seat | None:
    """The seat a contract ending before token ``end`` belongs to when a word of owning and a
    seat follow it («2♥ у S», «4H by W», «3БК у Юга»), the seat written as a letter or a word."""
    tokens = story.tokens
    if end + 1 >= len(tokens) or tokens[end].text not in words(_PREFIX + "p12.owner_by"):
        return None
    k = end + 1
    while k + 1 < len(tokens) and k < end + 3 and tokens[k].text in words(
            _PREFIX + "owner_by_kin"):
        k += 1  # «4♥ by my partner South»: the seat named after whose partner he is
    if k > end + 1 and (kin_seat := _seat_or_letter(tokens[k])) is not None:
        return kin_seat
    text = tokens[end + 1].text
    seat = _LETTERS.get(text)
    if seat is None:
        seat = _seat_words().get(text) or next(
            (_seat_words()[f] for f in tokens[end + 1].lemmas if f in _seat_words()), None)
    if seat is None:
        seat = _russian_letter_seat(story, end + 1)  # «2♥ у С.»
    return seat


def _subject_before(r: _Reading, verb: int) -> Seat | None:
    """The seat of the player named in the nominative earlier in the sentence of the verb at
    ``verb``, with only an aside set off by commas between them, or None."""
    tokens = r.story.tokens
    k = verb - 1
    while k >= 0 and tokens[k].sentence == tokens[verb].sentence:
        if tokens[k].text == ",":
            opened = _aside_start(r, k)
            if opened is None:
                return None
            k = opened - 1
            continue
        mention = next((m for m in r.mentions if m.index == k), None)
        if mention is not None:
            return mention.seat if mention.named and mention.role is None else None
        if tokens[k].text in words(_PREFIX + "and_word") and k >= 2 and tokens[k - 1].lemmas \
                and not any(m.index == k - 1 for m in r.mentions):
            k -= 2  # «East dealt and wound up in 4S»: a verb of the same subject before «and»
            continue
        if _person(tokens[k]) is None:
            return None
        k -= 1
    return None


def _teller_plays(r: _Reading) -> bool:
    """«Играю 4♥», «Играем 4♥»: the teller declares, when no later words name another
    declarer (or dummy) of the contract."""
    if r.declarer is not None or not r.teller_plays or r.story.find("i_defend"):
        return False  # «Играю против 4♠»: the teller defends
    r.declarer = teller_seat(r.story)
    return True


def _declarer_named(r: _Reading) -> bool:
    """«Правый разыгрывал», «разыгрывающий (слева от меня)», «я разыгрывал»."""
    if r.declarer is not None:
        return False
    story = r.story
    # «соперник справа от меня разыгрывает»: «меня разыгрывает» closes a side of the teller
    mine = [(a, b) for a, b in story.find("i_declare")
            if not _declaring_other(r, a, b) and _beside_me(story, a) is None]
    if mine:
        r.declarer = teller_seat(story)
        return True
    for a, b in story.find("declares"):
        if _seating_participle(r, a):
            continue  # «Виктор Павлович, игравший на Востоке, …»: where he sat, not a contract
        if (seated := _seated_aside(r, a)) is not None:
            r.declarer = seated  # «Тамара Викторовна, сидевшая на Юге, разыгрывала 3БК»
            return True
        # «Правый разыгрывает три бубны»: a level and a strain after the verb are its contract
        card = _card_word(story, b) and not _contract_after(story, b)
        if card or (b < len(story.tokens) and story.tokens[b].text in
                    words(_PREFIX + "article") and _card_word(story, b + 1)):
            continue  # «чтобы я играла даму», «East played the ♣2»: a card, not the contract
        sentence = story.tokens[a].sentence
        for concept, seat in (("left_of_me", Seat.W), ("right_of_me", Seat.E)):
            if any(abs(x - a) <= 5 and story.tokens[x].sentence == sentence
                   and not _of_another(story, x) and not _other_between(r, a, b, x)
                   and not _own_side(story, x)
                   for x, _ in story.find(concept)):
                r.declarer = _mine(story, seat)
                return True
        # «I was South, declarer in 4♥», «My LHO, who was declarer»: the role noun set beside
        # the seat by a comma; a verb after a colon or a comma is a clause of its own
        noun = any(m.index == a and m.role is Role.DECLARER for m in r.mentions)
        near = [m for m in r.mentions if m.seat is not None and (a - 4 <= m.index < a or
                b <= m.index <= b + 2) and story.tokens[m.index].sentence == sentence
                and _glued(story, m.index, a if m.index < a else b - 1)
                and not (m.index < a and _clause_break(story, m.index, a, comma=not noun))]
        # «We were defending … I played low»: a teller who says he defends declares nothing,
        # nor does his partner; a compass seat named («Играем против 3БК, разыгрывает Юг»)
        # is declarer's all the same, and tells that the teller sits elsewhere
        me = teller_seat(story)
        near = [m for m in near if not (story.find("i_defend") and m.seat in (me, me.partner)
                                        and _compass(story.tokens[m.index]) is None)]
        # «I was dummy … I played from the table as told»: a teller who says he was dummy
        # plays declarer's cards, he declares nothing
        if story.find("i_am_dummy"):
            near = [m for m in near if story.tokens[m.index].text not in words("story.role.me")]
        if near:
            r.declarer = near[0].seat
            return True
    return False


def _seating_participle(r: _Reading, at: int) -> bool:
    """Whether the token at ``at`` is a participle of sitting («игравший», «сидевшая») with a
    seat right after it («игравший на Востоке»): where a player sat."""
    tokens = r.story.tokens
    return tokens[at].text in words("story.my_seat") and _participle(tokens[at].text) and any(
        m.seat is not None and at < m.index <= at + 2 for m in r.mentions)


def _participle(word: str) -> bool:
    """Whether ``word`` reads first as a full participle («игравший», not «играю»)."""
    parses = readings(word)
    return bool(parses) and parses[0].tag.POS == "PRTF"


def _seated_aside(r: _Reading, verb: int) -> Seat | None:
    """The seat an aside of sitting right before the verb at ``verb`` tells («Тамара
    Викторовна, сидевшая на Юге, разыгрывала»): the subject's seat, or None."""
    tokens = r.story.tokens
    if verb < 4 or tokens[verb - 1].text != ",":
        return None
    opened = next((k for k in range(verb - 2, max(verb - 6, -1), -1)
                   if tokens[k].text == "," or tokens[k].sentence != tokens[verb].sentence), None)
    if opened is None or tokens[opened].text != "," \
            or tokens[opened + 1].text not in words("story.my_seat") \
            or not _participle(tokens[opened + 1].text):
        return None
    seats = [m.seat for m in r.mentions if opened + 1 < m.index < verb - 1 and m.seat is not None]
    return seats[0] if len(seats) == 1 else None


def _other_between(r: _Reading, a: int, b: int, at: int) -> bool:
    """Whether another player is named between the words of declaring at ``a``-``b`` and the
    side told at ``at``: «RHO was declarer so dummy was on my left» puts dummy on the left,
    not declarer."""
    low, high = (b, at) if at >= b else (at + 1, a)
    return any(low <= m.index < high and (m.role is not None or m.seat is not None)
               and m.role is not Role.DECLARER for m in r.mentions)


def _declaring_other(r: _Reading, a: int, b: int) -> bool:
    """«partner North declaring 3NT»: a participle of declaring right after another player
    named (not the teller) tells his contract, not the teller's."""
    tokens = r.story.tokens
    return b == a + 1 and any(m.index == a - 1 and m.seat is not None
                              and tokens[m.index].text not in words("story.role.me")
                              for m in r.mentions)


def _contract_after(story: _Story, at: int) -> bool:
    """Whether a contract is written at ``at``, right after a verb of declaring: «4♠», or a
    level in words and a suit («разыгрывает три бубны»: after that verb, no cards held).

    >>> story = _Story("Правый разыгрывает три бубны")
    >>> _contract_after(story, 2), _contract_after(_Story("он сыграл три раза"), 2)
    (True, False)
    """
    tokens = story.tokens
    if _contract_at(tokens, at) is not None:
        return True
    if at + 1 >= len(tokens) or not _level_word(tokens[at]):
        return False
    said = meaning(tokens[at + 1].text)
    return said is not None and said.kind == "suit"


def _card_word(story: _Story, at: int) -> bool:
    """Whether token ``at`` names a card, a rank («даму», «♠Q») or a card by its size («low»)."""
    if at >= len(story.tokens):
        return False
    text = story.tokens[at].text
    said = meaning(text)
    # «West played low», «сыграл маленькую»: a card of no rank named is a card all the same
    return bool(_token_cards(text)) or (said is not None and said.kind == "rank") or (
        text in words(_PREFIX + "small_card"))


def _of_another(story: _Story, at: int) -> bool:
    """«слева от разыгрывающего»: a side of another player, not of the teller."""
    tokens = story.tokens
    if at + 2 >= len(tokens) or tokens[at + 1].text not in ("от", "of"):
        return False
    return not ({"я", "i", "me"} & (tokens[at + 2].lemmas | {tokens[at + 2].text}))


def _clause_break(story: _Story, a: int, b: int, *, comma: bool = True) -> bool:
    """A colon or a comma between two tokens: «ходить должен был я: разыгрывает мой правый»
    (with ``comma`` false, only a colon or a semicolon)."""
    marks = (":", ",", ";") if comma else (":", ";")
    return any(t.text in marks for t in story.tokens[a + 1 : b])


def _dummy_named(r: _Reading) -> bool:
    """«болван — левый», «партнёр-болван», «Я болван», «стол справа»: declarer sits opposite."""
    if r.declarer is not None:
        return False
    story = r.story
    prepositions = words(_PREFIX + "preposition")
    for m in r.mentions:
        if m.role is not Role.DUMMY or story.tokens[m.index].text in words(_PREFIX + "to_dummy"):
            continue  # «Я болвану: «Старшую трефу»»: dummy spoken to, nobody's seat beside him
        cards_of = m.index > 0 and story.tokens[m.index - 1].text in prepositions
        sentence = story.tokens[m.index].sentence
        # «Декларер справа, болван слева»: the side nearest dummy, not one told of another role
        sides = sorted((abs(x - m.index), seat)
                       for concept, seat in (("left_of_me", Seat.W), ("right_of_me", Seat.E))
                       for x, _ in story.find(concept)
                       if abs(x - m.index) <= 3 and story.tokens[x].sentence == sentence
                       and not _side_of_other_role(r, x) and not _own_side(story, x))
        if sides:
            r.declarer = _mine(story, sides[0][1]).partner
            return True
        # «со стола я сказал …»: dummy's cards after a preposition, not dummy beside a player
        near = [n for n in r.mentions if n.seat is not None
                and abs(n.index - m.index) <= 4 + _ASIDE_WORDS + 2  # an aside set off by commas
                and story.tokens[n.index].sentence == sentence and _glued(story, n.index, m.index)
                and not cards_of and not _side_of_other_role(r, n.index)]
        # «разыгрывает W, болван E»: E; «я Юг, стол у партнёра»: of two as near, the one
        # with no comma between
        near.sort(key=lambda n: (abs(n.index - m.index), any(
            t.text == "," for t in story.tokens[min(n.index, m.index):max(n.index, m.index)])))
        # «Роза была болваном, я вистовала»: a teller who says he defends is not dummy
        me = teller_seat(story)
        near = [n for n in near if not (story.find("i_defend") and n.seat in (me, me.partner))]
        if near:
            r.declarer = near[0].seat.partner if near[0].seat is not None else None
            return r.declarer is not None
    return False


def _side_of_other_role(r: _Reading, at: int) -> bool:
    """«Декларер справа», «declarer on my left»: a side word right after a role noun other
    than dummy's tells that player's side."""
    return any(m.index == at - 1 and m.role in (Role.DECLARER, Role.DEFENDER)
               for m in r.mentions)


def _glued(story: _Story, a: int, b: int) -> bool:
    """Whether only glue words stand between two tokens («партнёр — болван», «болван
    (Север)», «мой партнёр, пока был болваном»)."""
    glue = words(_PREFIX + "role_glue")
    low, high = min(a, b), max(a, b)
    letters = {w for concept, _ in _LETTER_CONCEPTS for w in words(_PREFIX + concept)}
    if high == low + 1 and story.tokens[a].text not in {*_seat_words(), *letters, *_LETTERS} \
            and not _is_contracted(story, a):
        return False  # «хода Запада стол»: a genitive, not «правый болван» nor «North's dummy.»
    between = story.tokens[low + 1 : high]
    if a == b + 2 and between[0].text in words(_PREFIX + "seat_on"):
        return True  # «болван на севере», "dummy at North": the seat dummy sits in
    if a > b and any(t.text in words(_PREFIX + "while") for t in between):
        return False  # «Болван, пока я думал»: «я» opens a clause of its own
    return all(t.text in glue for t in between) or _aside_glued(between, glue)


_ASIDE_WORDS = 5  # words an aside set off by commas may hold («North, a nosy beggar, was»)


def _aside_glued(between: list[_Token], glue: frozenset[str] | set[str]) -> bool:
    """«North, a really nosy beggar, was dummy», «Север, старый ворчун, был болваном»: an
    aside between commas that names nobody and does nothing, then only glue words."""
    if len(between) < 3 or between[0].text != ",":
        return False
    close = next((k for k in range(1, min(len(between), _ASIDE_WORDS + 2))
                  if between[k].text == ","), None)
    if close is None or close == 1:
        return False
    aside = between[1:close]
    people = {*_seat_words(), *words("story.role.me")}
    return not any(t.text in people or _player_word(t) or is_verb(t.text) for t in aside) and all(
        t.text in glue for t in between[close + 1 :])


def _teller_declares(r: _Reading) -> bool:
    """«Болван, когда я задумался, дотронулся …»: a story that speaks of dummy in the third
    person, names no declarer, no partner and no defending is told by declarer."""
    story = r.story
    if r.declarer is not None or not any(m.role is Role.DUMMY for m in r.mentions):
        return False
    teller = teller_seat(story)
    me = [m for m in r.mentions if m.seat is teller and m.role is None]
    dummies = [m.index for m in r.mentions if m.role is Role.DUMMY]
    # «Пац. (болван, он же партнёр) встал …»: the partner named beside dummy is dummy
    others = [m for m in r.mentions if m.role in (Role.DECLARER, Role.DEFENDER)
              or (m.seat is teller.partner and not _apposed_to(story, m.index, dummies))]
    if not me or others or story.find("i_defend") or story.find("i_am_dummy"):
        return False
    r.declarer = teller
    return True


def _apposed_to(story: _Story, at: int, places: list[int]) -> bool:
    """Whether the word at ``at`` stands within a few words of one of ``places`` in its
    sentence, inside the same brackets or set off by commas («болван, он же партнёр»).

    >>> story = _Story("Пац. (болван, он же партнёр) встал.")
    >>> texts = [t.text for t in story.tokens]
    >>> _apposed_to(story, texts.index("партнер"), [texts.index("болван")])
    True
    >>> story = _Story("Болван встал. Партнёр потом сказал.")
    >>> texts = [t.text for t in story.tokens]
    >>> _apposed_to(story, texts.index("партнер"), [texts.index("болван")])
    False
    """
    tokens = story.tokens
    for place in places:
        a, b = sorted((at, place))
        if b - a > 4 or tokens[a].sentence != tokens[b].sentence:
            continue
        between = {t.text for t in tokens[a + 1 : b]}
        if between & {"(", ")", "."}:
            continue
        if "," in between or (a > 0 and tokens[a - 1].text == "(" and ")" not in between):
            return True
    return False


def _defending(r: _Reading) -> bool:
    """The teller's part: a defender when he says so, or when declarer is somebody else."""
    others = [m for m in r.mentions if m.role is Role.DECLARER]
    said_other = bool(others) and not (r.story.find("i_declare") or r.story.find("i_am_dummy"))
    if r.declarer is None and (r.story.find("i_defend") or said_other):
        r.my_role = Role.DEFENDER
        return True
    if r.declarer is not None:
        me = teller_seat(r.story)
        r.my_role = (Role.DECLARER if r.declarer is me else
                     Role.DUMMY if r.declarer is me.partner else Role.DEFENDER)
    return False


def _relative_seats(r: _Reading) -> bool:
    """Seats told as a side of declarer or dummy, now that declarer is known."""
    declarer = r.declarer
    changed = False
    for k, m in enumerate(r.mentions):
        if m.side_of is None or declarer is None:
            continue
        role, left = m.side_of
        base = declarer if role is Role.DECLARER else declarer.partner
        r.mentions[k] = replace(m, seat=base.lho if left else base.rho)
        changed = True
    return changed


# --- cards -----------------------------------------------------------------------------------


_LETTER_CARD = re.compile(r"(?<![A-Za-z0-9])([SHDC](?:10|[2-9TJQKA]))(?![A-Za-z0-9])")
_LETTER_SUITS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


def _letter_cards(text: str) -> frozenset[str]:
    """``SK``, ``H10``, ``DA``: cards written with a capital suit letter (lower-cased, as the
    tokens are)."""
    return frozenset(found.lower() for found in _LETTER_CARD.findall(text))


def _token_cards(text: str, letters: frozenset[str] = frozenset()) -> list[Card]:
    """``♠K``, ``K♠``, ``♥KJ9``, ``♣10``, ``10♣``, ``SK`` (when in ``letters``): the cards one
    token writes (``2♣``, a level and a strain, is a bid, not a card; ``8♣``-``10♣`` cannot
    be one)."""
    if text in letters:
        text = _LETTER_SUITS[text[0]] + text[1:]
    if text[:1] in SYMBOLS and len(text) > 1:
        holding = text
    elif text[-1:] in SYMBOLS and len(text) > 1 and (
        not text[0].isdigit() or text[:-1] in ("8", "9", "10")
    ):
        holding = text[-1] + text[:-1]
    else:
        return []
    try:
        return list(parse_holding(holding))
    except BridgeLawsError:  # a token that only looks like cards
        return []


def _russian_card(text: str) -> Card | None:
    """«5б», «2б», «10ч»: a spot in digits and a Russian suit letter in one token."""
    if len(text) < 2:
        return None
    suit = RUSSIAN_SUIT_LETTERS.get(text[-1])
    rank = DIGIT_RANKS.get(text[:-1])
    return None if suit is None or rank is None else Card(suit, rank)


def _cards(r: _Reading) -> bool:
    """Every card named, in order: ``♠K``, ``K♠``, «короля пик», «тузом пик», «ходит 5б»."""
    tokens = r.story.tokens
    letters = _letter_cards(r.story.text)
    contract_words = words(_PREFIX + "contract_word")
    rank_of = words("designation.rank_of")  # «the 8 of spades», «il re di fiori»
    for i, token in enumerate(tokens):
        found = _token_cards(token.text, letters)
        if found:
            r.cards += [(i, card) for card in found]
            spaced = _spaced_ranks(tokens, i, found)
            if spaced:
                r.cards += spaced
                r.listed |= {i, *(k for k, _ in spaced)}
            continue
        russian = _russian_card(token.text)
        if russian is not None and i > 0 and not (
                tokens[i - 1].lemmas & contract_words or tokens[i - 1].text in contract_words):
            r.cards.append((i, russian))  # «играю 4п» is a contract, «з ходит 5б» a card
            continue
        said = meaning(token.text)
        if said is None and i + 2 < len(tokens) and tokens[i + 1].text in rank_of and (
                token.text.isdigit() and 2 <= int(token.text) <= 10):
            suit = meaning(tokens[i + 2].text)  # «the 8 of spades», «il 2 di fiori»
            if suit is not None and suit.kind == "suit" and suit.suit is not None:
                r.cards.append((i, Card(suit.suit, Rank(int(token.text)))))
            continue
        if said is None or i + 1 >= len(tokens):
            continue
        if said.kind == "suit" and said.suit is not None and not token.text.isascii():
            rank = meaning(tokens[i + 1].text)  # «пикового короля», «бубновую даму»
            if rank is not None and rank.kind == "rank" and rank.rank is not None:
                r.cards.append((i, Card(said.suit, rank.rank)))
            elif _spot_after(tokens, i):  # «бубна 5», «положил пику 4», «пиковой 9»
                r.cards.append((i, Card(said.suit, Rank(int(tokens[i + 1].text)))))
            elif (shared := _rank_after_suits(tokens, i)) is not None:
                r.cards.append((i, Card(said.suit, shared)))  # «и трефовая, и червовая дамы»
            continue
        if said.kind == "suit" and said.suit is not None:
            # the suit first, as players of other languages write («lead ruter A», «ruff
            # with spader 3»): an honour's capital letter, or a spot that is no level
            honour = _RANK_CAPITALS.get(tokens[i + 1].text) if tokens[i + 1].upper else None
            named = meaning(tokens[i + 1].text)  # «klaveren heer», «the club king»
            if honour is None and named is not None and named.kind == "rank":
                honour = named.rank
            if honour is not None:
                r.cards.append((i, Card(said.suit, honour)))
            elif _spot_after(tokens, i):
                r.cards.append((i, Card(said.suit, Rank(int(tokens[i + 1].text)))))
            continue
        if said.rank is None or _call_level(tokens, i):
            continue
        k = i + 2 if tokens[i + 1].text in rank_of and i + 2 < len(tokens) else i + 1
        suit = meaning(tokens[k].text)  # «короля пик», «the queen of hearts»
        if suit is not None and suit.kind == "suit" and suit.suit is not None:
            r.cards.append((i, Card(suit.suit, said.rank)))
            r.cards += [(j, Card(more, said.rank)) for j, more in _more_suits(tokens, k)]
        elif tokens[k].text in SYMBOLS:
            r.cards.append((i, Card(SYMBOLS[tokens[k].text], said.rank)))  # «туз ♣»
        elif (listed := _suit_after_ranks(tokens, i)) is not None:
            r.cards.append((i, Card(listed, said.rank)))  # «король валет пятёрка пик»
    return bool(r.cards)


_SPACED_LETTERS = frozenset("akqjtкдвт")


def _spaced_ranks(tokens: list[_Token], i: int, found: list[Card]) -> list[tuple[int, Card]]:
    """«dummy had ♣K Q 4», «♦A K 7 2»: the ranks written one a word after a card with its
    suit sign are cards of that suit (letters in capitals only: «♠К в руке» is no jack).

    >>> story = _Story("Dummy had ♣K Q 4 and ♦A K 7 2 there.")
    >>> r = _Reading(story, None, None, None)
    >>> _ = _cards(r)
    >>> " ".join(card.code for _, card in r.cards)
    '♣K ♣Q ♣4 ♦A ♦K ♦7 ♦2'
    """
    if len({card.suit for card in found}) != 1 or tokens[i].text[:1] not in SYMBOLS:
        return []
    suit = found[0].suit
    out: list[tuple[int, Card]] = []
    for k in range(i + 1, len(tokens)):
        token = tokens[k]
        if token.sentence != tokens[i].sentence or token.quoted != tokens[i].quoted:
            break
        text = token.text
        rank = DIGIT_RANKS.get(text) if text.isdigit() else None
        if rank is None and len(text) == 1 and token.upper and text in _SPACED_LETTERS:
            rank = next((card.rank for card in _token_cards(suit.value + text)), None)
        if rank is None:
            break
        out.append((k, Card(suit, rank)))
    return out


def _call_level(tokens: list[_Token], i: int) -> bool:
    """Whether the number word at ``i`` is a call's level: a cardinal («три», "three")
    right before a suit word («что значила их «три трефа»», "they bid three clubs"). A card
    of that rank is named by its noun («тройка треф») or with "of" ("the three of clubs")."""
    if tokens[i].text.lower() not in words(_PREFIX + "call_level"):
        return False
    suit = meaning(tokens[i + 1].text)
    return (suit is not None and suit.kind == "suit"
            and tokens[i + 1].sentence == tokens[i].sentence)


def _list_joint(token: _Token) -> bool:
    """A comma or a word of «and» between the items of a list of cards."""
    return token.text == "," or token.text in words(_PREFIX + "and_word")


def _more_suits(tokens: list[_Token], k: int) -> list[tuple[int, Suit]]:
    """«тузы пик и червей», «the kings of spades and hearts»: the suits joined by «и» or a
    comma to the suit word at ``k`` that follows a rank, each a card of that rank."""
    found: list[tuple[int, Suit]] = []
    while k + 2 < len(tokens) and _list_joint(tokens[k + 1]) and (
            tokens[k + 2].sentence == tokens[k].sentence):
        said = meaning(tokens[k + 2].text)
        if said is None or said.kind != "suit" or said.suit is None:
            break
        k += 2
        found.append((k, said.suit))
    return found


def _rank_after_suits(tokens: list[_Token], i: int) -> Rank | None:
    """«и трефовая, и червовая дамы», «пиковый и бубновый короли»: the rank said once after
    a list of suit words that starts at token ``i`` (suits, commas and «и» between, in one
    sentence) names a card of each suit."""
    for k in range(i + 1, min(i + 8, len(tokens))):
        if tokens[k].sentence != tokens[i].sentence:
            return None
        said = meaning(tokens[k].text)
        if said is not None and said.kind == "rank" and said.rank is not None:
            return said.rank if k > i + 1 else None
        if not (_list_joint(tokens[k]) or (said is not None and said.kind == "suit")):
            return None
    return None


def _suit_after_ranks(tokens: list[_Token], i: int) -> Suit | None:
    """«король, валет, пятёрка пик»: the suit said after a list of ranks that starts at
    token ``i`` (ranks, commas and «и» between, in one sentence)."""
    for k in range(i + 1, min(i + 8, len(tokens))):
        if tokens[k].sentence != tokens[i].sentence:
            return None
        said = meaning(tokens[k].text)
        if said is not None and said.kind == "suit" and said.suit is not None:
            return said.suit if k > i + 1 else None
        if not (_list_joint(tokens[k]) or (said is not None and said.kind == "rank")):
            return None
    return None


_RANK_CAPITALS = {"a": Rank.ACE, "k": Rank.KING, "q": Rank.QUEEN, "j": Rank.JACK}


def _spot_after(tokens: list[_Token], i: int) -> bool:
    """Whether a spot 2-10 written in digits follows the suit word at ``i`` in its sentence
    («пику 4»), and no suit or strain after it makes it a level («пики 4 пики»)."""
    if i + 1 >= len(tokens) or tokens[i + 1].sentence != tokens[i].sentence:
        return False
    spot = tokens[i + 1].text
    if not (spot.isdigit() and 2 <= int(spot) <= 10):
        return False
    after = meaning(tokens[i + 2].text) if i + 2 < len(tokens) else None
    return not (after is not None and after.kind == "suit") and not (
        i + 2 < len(tokens) and tokens[i + 2].text in _NOTRUMP_WORDS)


def _card_after(r: _Reading, at: int) -> Card | None:
    """The first card named from token ``at`` on, in the same sentence."""
    if at >= len(r.story.tokens):
        return None
    sentence = r.story.tokens[at].sentence
    for i, card in r.cards:
        if i >= at and r.story.tokens[i].sentence == sentence:
            return card
    return None


# --- the event ----------------------------------------------------------------------------------

# decisive words: when one is said, it names the event (``_PRIORITY`` orders them)
_EVENT_WORDS: tuple[tuple[Event, str], ...] = (
    (Event.PASSED_OUT, "event.passed_out"),
    (Event.OWN_MISUNDERSTANDING, "event.own_misunderstanding"),
    (Event.MISINFORMATION, "event.misinformation"),
    (Event.FIFTH_CARD, "event.fifth_card"),
    (Event.CARD_TURNED, "event.card_turned"),
    (Event.DUMMY_MISPLACED, "event.dummy_misplaced"),
    (Event.DUMMY_INDICATED, "event.dummy_indicated"),
    (Event.NAMED_CARD, "event.named_card"),
    (Event.PENALTY_CARD, "event.penalty_card"),
    (Event.CLAIM, "event.claim"),
    (Event.QUITTED_TRICK, "event.quitted_trick"),
    (Event.DEFECTIVE_TRICK, "event.defective_trick"),
    (Event.CARD_PLAYED, "event.card_held"),
    (Event.CARD_PLAYED, "took_from_dummy"),
    (Event.CARD_PLAYED, "touched_dummy"),
    (Event.CARD_PLAYED, "asks_dummy_procedure"),
    (Event.DAMAGING_PASS, "event.damaging_pass"),
    (Event.LEAD_OUT_OF_TURN, "event.lead_out_of_turn"),
    (Event.REVOKE, "event.revoke"),
    (Event.REVIEW, "event.request"),
    (Event.DUMMY_LAYOUT, "event.dummy_layout"),
    (Event.FOLLOW_SUIT, "event.follow_suit"),
)

_DUMMY_ACTS: tuple[tuple[DummyAct, str], ...] = (
    (DummyAct.EXCHANGE, "dummy.exchange"),
    (DummyAct.LOOK, "dummy.look"),
    (DummyAct.LEAVE_SEAT, "dummy.leave_seat"),
    (DummyAct.CALL_DIRECTOR, "dummy.call_director"),
    (DummyAct.WARN, "dummy.warn"),
    (DummyAct.ASK_REVOKE, "dummy.ask_revoke"),
    (DummyAct.POINT_OUT, "dummy.point_out"),
    (DummyAct.COMMENT, "dummy.comment"),
    (DummyAct.INFORM, "dummy.inform"),
    (DummyAct.TRACK, "dummy.track"),
)
_A2 = (DummyAct.EXCHANGE, DummyAct.LOOK, DummyAct.LEAVE_SEAT)


_BID_REACH = 6  # words between a bid and the «passed out» that ends its auction


def _bid_before(r: _Reading, at: int) -> bool:
    """A bid told just before words of passing out, in their sentence («2♥ and it was passed
    out»): the bid passed out.

    >>> _bid_before(_Reading(_Story("North bid 2♥ and it was passed out."), None, None, None),
    ...             6)
    True
    """
    tokens = r.story.tokens
    start = max(0, at - _BID_REACH)
    while start < at and tokens[start].sentence != tokens[at].sentence:
        start += 1  # in its sentence only
    return _bid_between(tokens, start, at)


def _event_words(r: _Reading) -> bool:
    for event, concept in _EVENT_WORDS:
        r.cue(event, concept)
    # «placed the ♠4 face down as my opening lead»: a card face down that is the opening lead
    # (41A), not a card turned face down after its trick (45G)
    leads = {a for a, _ in r.story.find("event.opening_lead")}
    tokens = r.story.tokens
    # «partner lead face down, then before he turn it over …»: a verb of leading right before
    # the words of a card face down tells the opening lead too
    down_at = {d for d, _ in r.story.find("lead_face_down")}
    leads |= {a for a, b in r.story.find("lead_verb") if b in down_at or b + 1 in down_at}
    down = [(a, b) for a, b in r.story.find("event.card_turned")
            if any(a <= d < b for d, _ in r.story.find("lead_face_down"))
            and any(a < x < b + 3 or (x < a and tokens[x].sentence == tokens[a].sentence)
                    for x in leads)]  # «Opening lead was made face down … before it was faced»
    # «Before anybody's turned their card over, S pulls out the nine»: a time, no card turned
    timed = r.story.find("before_turning")
    r.cues = [(e, at) for e, at in r.cues
              if not (e is Event.CARD_TURNED and any(a == at for a, _ in down))
              and not (e is Event.CARD_TURNED and any(a <= at < b for a, b in timed))]
    # «partner's tapping the table», «стучит пальцами по столу»: impatience, no card indicated
    table = r.story.find("tapping_table")
    r.cues = [(e, at) for e, at in r.cues
              if not (e is Event.DUMMY_INDICATED and any(a <= at < b for a, b in table))]
    # «partner passed out of turn»: a pass out of rotation (Law 30), not a deal passed out
    tails = {a for a, _ in r.story.find("of_turn")}
    out_of_turn = {a for a, b in r.story.find("event.passed_out")
                   if any(a < t <= b for t in tails)}  # «passed [out] of turn»
    r.cues = [(e, at) for e, at in r.cues if not (e is Event.PASSED_OUT and at in out_of_turn)]
    # «North bid 2♥ and it was passed out»: the last bid passed out, the contract, not a deal
    # without a bid (22A)
    contract = {a for a, _ in r.story.find("event.passed_out") if _bid_before(r, a)}
    r.cues = [(e, at) for e, at in r.cues if not (e is Event.PASSED_OUT and at in contract)]
    # «и сам не понял, что ему положено»: a player unsure of his rights, no call misunderstood
    rights = {a for a, _ in r.story.find("event.own_misunderstanding") if _of_rights(r, a)}
    r.cues = [(e, at) for e, at in r.cues
              if not (e is Event.OWN_MISUNDERSTANDING and at in rights)]
    # four passes told call by call (22A) — unless the words tell a call misunderstood or
    # misexplained: a call made on it is what is asked, however the calls were read
    if r.auction is not None and r.auction.passed_out and not any(
            e in (Event.OWN_MISUNDERSTANDING, Event.MISINFORMATION) for e, _ in r.cues):
        r.cues.append((Event.PASSED_OUT, 0))
    naming = r.story.find("naming")
    quoted_name = _quoted_card(r) is not None or (
        any(_suit_and_height(_taken_back(text)) for text in _quotes(r.story.text))
        and _own_card_named(r)) or _named_then_taken_back(r)  # «Говорю: восьмёрку, нет, …»
    if naming and quoted_name and (r.hint_given is None or _own_card_named(r)
                                   or _named_then_taken_back(r)):
        r.cues.append((Event.NAMED_CARD, naming[0][0]))  # «сказал «валет пик»»: a card named
        # (one named and taken back in the same words is 45C4's whatever the hint)
    if r.story.find("i_am_dummy"):  # «Я болван … я сам положил карту»: dummy played it (45D)
        r.cue(Event.DUMMY_MISPLACED, "dummy.self_played")
    _dummy_played(r)
    _explained_then_found(r)
    corrections = _by_namer(r, r.story.told("named.corrected")) + r.story.told("named.slip")
    if naming and corrections and any(a < corrections[0][0] for a, _ in naming):
        r.cues.append((Event.NAMED_CARD, corrections[0][0]))  # named, then put right (45C4)
    elif naming and ((_quoted_card(r) is not None and _corrections_quoted(r))
                     or (_correction_quoted(r) and _part_named_first(r))):
        r.cues.append((Event.NAMED_CARD, naming[0][0]))  # «…», потом «нет, валет пик»
    passes = r.story.told("pass.forced") + r.story.told("pass.partner_turn")
    if passes and r.story.find("damage_word"):  # a pass, and the damage it may do (23)
        r.cues.append((Event.DAMAGING_PASS, passes[0][0]))
    _not_followed_then_shown(r)
    _discarded_then_held(r)
    _discard_then_led_suit(r)
    _void_after_lead(r)
    _held_then_other(r)
    _wrong_hand_lead(r)
    _led_by_another(r)
    _earlier_trick_inspected(r)
    _dummy_touched(r)
    _dummy_card_taken_hold_of(r)
    _declarer_touched_dummy_card(r)
    _dummy_took(r)
    _dummy_pushed(r)
    _incomplete_designation(r)
    _one_more_on_full_trick(r)
    # «сказал вслух: «ну и контракт!»»: words said aloud that name no card name none
    r.cues = [(e, at) for e, at in r.cues if e is not Event.NAMED_CARD or _card_near(r, at)]
    # what dummy says is a remark (43A1), never a card designated: declarer names the cards
    said = {a for a, _ in naming}
    r.cues = [(e, at) for e, at in r.cues if not (
        e is Event.NAMED_CARD and at in said and _by_dummy(r, at, by_seat=False))]
    # «Я ничего не вынул и сходил со стола»: a card denied taken out is no card played
    # «never said a word or touched a card»: the negation before the first of a pair
    r.cues = [(e, at) for e, at in r.cues if not (
        e is Event.CARD_PLAYED and at > 0 and (_denied_just_before(r, at)
                                              or _denied_before_or(r, at)))]
    # «взял со стола их конвенционную карту»: what was taken is no playing card, so no play
    r.cues = [(e, at) for e, at in r.cues
              if not (e in _CARD_EVENTS and _no_playing_card(r, at))]
    return bool(r.cues)


def _denied_just_before(r: _Reading, at: int) -> bool:
    """«ничего не вынул», «didn't take out»: a negation right before the word at ``at``.

    >>> _denied_just_before(_Reading(_Story("Я ничего не вынул."), None, None, None), 3)
    True
    """
    return r.story.tokens[at - 1].text in words(_PREFIX + "negation")


def _of_rights(r: _Reading, at: int) -> bool:
    """Whether the words of misunderstanding at ``at`` go on with what the player may or
    must do («сам не понял, что ему положено», «didn't understand what he was allowed to
    do»): a player unsure of his rights, no call made on a misunderstanding (21A).

    >>> story = _Story("Восток и сам не понял, что ему положено.")
    >>> reading = _Reading(story, None, None, None)
    >>> _of_rights(reading, story.find("event.own_misunderstanding")[0][0])
    True
    """
    tokens = r.story.tokens
    end = next((b for a, b in r.story.find("event.own_misunderstanding") if a == at), at + 1)
    rights = words(_PREFIX + "rights_word")
    return any(tokens[k].sentence == tokens[at].sentence
               and (tokens[k].text in rights or tokens[k].lemmas & rights)
               for k in range(end, min(end + 4, len(tokens))))


def _no_playing_card(r: _Reading, at: int) -> bool:
    """Whether the clause of the words at ``at`` tells a thing that is no playing card (a
    convention card, a score sheet) and names no card: taking it is no play."""
    tokens = r.story.tokens
    things = words(_PREFIX + "p13.not_a_card")
    sentence = tokens[at].sentence
    clause = [i for i in range(at, min(at + 8, len(tokens))) if tokens[i].sentence == sentence]
    comma = next((i for i in clause if tokens[i].text == ","), None)
    if comma is not None:  # «перевернул её рубашкой вверх, будто листок прикрыл»: a simile
        clause = [i for i in clause if i < comma]  # after a comma is another clause
    if not any(tokens[i].lemmas & things or tokens[i].text in things for i in clause):
        return False
    return not any(i in clause for i, _ in r.cards)


def _card_near(r: _Reading, at: int) -> bool:
    """Whether a card, a rank or a suit is named up to token ``at`` or in the sentence after
    it: as a card («♠K», «короля пик»), a word of its own or in quotes."""
    tokens = r.story.tokens
    last = tokens[at].sentence + 1
    if any(tokens[i].sentence <= last for i, _ in r.cards):
        return True
    return any(tokens[i].sentence <= last and (said := meaning(tokens[i].text)) is not None
               and said.kind in ("rank", "suit") for i in range(len(tokens)))


def _one_more_on_full_trick(r: _Reading) -> None:
    """«все четыре карты лежали на столе, а партнёр положил рядом ещё и даму»: a trick told
    complete, then one card more in the same sentence or the next («… — четыре карты уже
    лежат. И тут Восток кладёт ещё и ♣7»): a fifth card (45E)."""
    tokens = r.story.tokens
    more = r.story.told("one_more")
    for a, b in r.story.told("trick_full"):
        same = [m for m, _ in more if m >= b and tokens[m].sentence == tokens[a].sentence]
        if same:  # the card put after the full trick: who put it is the subject there
            r.cues.append((Event.FIFTH_CARD, same[0]))
            return
        later = [m for m, _ in more if tokens[m].sentence == tokens[a].sentence + 1
                 and (_card_after(r, m) is not None or _suit_in_sentence(r, m))]
        if later and not any(e is Event.FIFTH_CARD for e, _ in r.cues):
            # the card put next, when no words name the fifth card: who put it is the subject
            r.cues.append((Event.FIFTH_CARD, later[0]))
            return


def _suit_in_sentence(r: _Reading, at: int) -> bool:
    """Whether the sentence of token ``at`` names a suit or a card («ещё одну трефу сверху
    кладёт»): the card put is told, if only by its suit."""
    tokens = r.story.tokens
    sentence = tokens[at].sentence
    if any(tokens[i].sentence == sentence for i, _ in r.cards):
        return True
    return any(token.sentence == sentence and not token.quoted
               and (said := meaning(token.text)) is not None and said.kind == "suit"
               for token in tokens)


def _by_dummy(r: _Reading, at: int, *, by_seat: bool = True) -> bool:
    """Whether dummy is who does or says what is told at ``at`` («болван сказал вслух: «…
    король …»», «я (болван) поднял ♠J»); named as dummy in so many words, or (``by_seat``)
    sitting opposite declarer."""
    mention = r.subject(at)
    if mention is None:
        return False
    if not by_seat:  # dummy named as the subject of these very words: «болван сказал»
        tokens = r.story.tokens
        return (mention.role is Role.DUMMY and mention.index < at
                and tokens[mention.index].sentence == tokens[at].sentence
                and _pronoun_before(tokens, at) is None
                and not any(mention.index < m.index < at for m in r.mentions))
    if mention.role is not None:
        return mention.role is Role.DUMMY
    return r.role_of(_with_seat(r, mention))[0] is Role.DUMMY


def _dummy_pushed(r: _Reading) -> None:
    """«болван пододвинул вперёд ♣K», «dummy slid the ♥J out of the line»: dummy moving a
    card of the table forward, unasked, suggests a play (45F); the card is not played, so
    words of a card placed without instruction (45D) do not make it a misplayed one."""
    pushed = [a for a, _ in r.story.told("dummy_pushed") if _by_dummy(r, a)]
    if not pushed:
        return
    r.cues = [(e, at) for e, at in r.cues if e is not Event.DUMMY_MISPLACED]
    r.cues.append((Event.DUMMY_INDICATED, pushed[0]))


def _wrong_hand_lead(r: _Reading) -> None:
    """«Прошлую взятку взял стол, но Юг пошёл ♥3 с руки», «won in hand, then led from dummy»:
    the trick won in one of declarer's hands and the next lead made from the other is a lead
    from the wrong hand (Law 55, outside this text)."""
    story = r.story
    for won, led in (("won_on_table", "led_from_hand"), ("won_in_hand", "led_from_table")):
        wins = story.told(won)
        for a, _ in story.told(led):
            # «ходит с руки, хотя взял взятку на столе»: the win may be told after the lead
            # in its sentence (the order of telling is not the order of play)
            if any((w < a and story.tokens[a].sentence - story.tokens[w].sentence <= 1)
                   or story.tokens[a].sentence == story.tokens[w].sentence for w, _ in wins):
                r.cues.append((Event.LEAD_OUT_OF_TURN, a))
                return


def _led_by_another(r: _Reading) -> None:
    """«Восьмую взятку выиграл Запад, но следующим пошёл Восток»: a trick told won by one
    player and the next lead, in that sentence or the next, by another (not his own hand):
    a lead out of turn (Laws 53-56, outside this text; 44G names who leads)."""
    story = r.story
    tokens = story.tokens
    for a, b in story.told("won_trick"):
        winner = _clause_subject(r, a, b)
        if winner is None or winner.seat is None:
            continue
        # «…, а мой партнёр тут же выложил пикового туза»: a card put out by another after a
        # trick won is his lead too
        for lead, end in sorted([*story.told("lead_verb"), *story.told("lead_put")]):
            if lead < b or tokens[lead].sentence - tokens[a].sentence > 1:
                continue
            leader = _clause_subject(r, lead, end)
            if leader is not None and leader.seat is not None and leader.named \
                    and leader.seat is not winner.seat:
                r.cues.append((Event.LEAD_OUT_OF_TURN, lead))
                r.led_by_another = True
                return


def _clause_subject(r: _Reading, a: int, b: int) -> _Mention | None:
    """The player named in the nominative in the clause of the verb at ``a``..``b``: one
    inside its words («взятку я взял»), else the first after it before a comma (a subject
    after its verb: «… выиграл Запад»), else the nearest before it back to a comma."""
    tokens = r.story.tokens
    stops = (",", ";", ":", "—", "–", ".", "!", "?")
    at = {m.index: m for m in r.mentions if not tokens[m.index].quoted}
    inside = [at[k] for k in range(a + 1, b) if k in at and at[k].named]
    if inside:
        return inside[0]  # «Третью взятку я взял»: the player inside the verb's words
    k = b
    while k < len(tokens) and tokens[k].text not in stops:
        if k in at and at[k].named:
            return at[k]
        k += 1
    k = a - 1
    while k >= 0 and tokens[k].text not in stops:
        if k in at and at[k].named:
            return at[k]
        k -= 1
    if k >= 0 and tokens[k].text == ",":
        opened = _aside_start(r, k)  # «но Запад, не дожидаясь, сразу пошёл»: an aside
        if opened is not None and opened - 1 in at and at[opened - 1].named:
            return at[opened - 1]
    return None


def _earlier_trick_inspected(r: _Reading) -> None:
    """«посмотреть карты пятой взятки», «перевернуть старую взятку», «look at an earlier
    trick»: a verb of looking at or turning cards, and a trick named as one already quitted
    (an ordinal, «старая», «прошлая»), in one sentence: inspecting quitted tricks (Law 66)."""
    story = r.story
    tokens = story.tokens
    trick = words(_PREFIX + "trick_word")
    past = words(_PREFIX + "past_trick")
    for a, b in story.find("inspect_cards"):
        for j in range(b, min(b + 5, len(tokens) - 1)):
            if tokens[j].sentence != tokens[a].sentence:
                break
            word, after = tokens[j], tokens[j + 1]
            if (word.lemmas | {word.text}) & past and (after.lemmas | {after.text}) & trick:
                r.cues.append((Event.QUITTED_TRICK, a))
                return


def _incomplete_designation(r: _Reading) -> None:
    """«Declarer just said 'king'», dummy spoken of: a card of dummy named without its suit or
    its rank (Law 46B)."""
    naming = r.story.told("naming")
    if not naming or _first_named_in_full(r):
        return
    if not any(m.role is Role.DUMMY for m in r.mentions):
        return
    if any(_names_card(text) for text in _quotes(r.story.text)):
        r.cues.append((Event.DESIGNATION, naming[0][0]))
        return
    # «правый говорит просто пика и всё»: «only» and a suit or a rank after the verb, unquoted
    tokens = r.story.tokens
    just = words("story.just")
    for a, b in naming:
        if b < len(tokens) and tokens[b].text in just and _said_unquoted(r, b) is not None:
            r.cues.append((Event.DESIGNATION, a))
            return
        # «со стола он сказал трефу и всё»: a suit or a rank said, then words of nothing more
        if _said_unquoted(r, b) is not None and any(
            b < start <= b + 3 for start, _ in r.story.find("nothing_more")
        ):
            r.cues.append((Event.DESIGNATION, a))
            return


def _first_named_in_full(r: _Reading) -> bool:
    """Whether the first quoted words that name a card name it in full («король треф»); not
    when they name only a suit or a rank («трефу» — и замолчал … секунд через десять «ну,
    ♣8»: the card first designated is incomplete, whatever was said after)."""
    for text in _quotes(r.story.text):
        if _quoted_call(text) or not _names_card(text):
            continue
        try:
            return parse_designation(text).card is not None
        except BridgeLawsError:  # not a card's name
            continue
    return False


def _dummy_touched(r: _Reading) -> None:
    """«Я был болваном … I touched the ♦K in dummy»: a card of dummy touched by dummy himself,
    not by declarer, is dummy indicating a card (45F)."""
    for a, _ in sorted(r.story.told("touched_dummy") + r.story.told("touch_verb")):
        if _denied(r, a):
            continue  # «он и карту ещё не тронул»: no touch
        mention = r.subject(a)  # «he touched the ♣J», the pronoun for dummy named before
        if mention is not None and r.role_of(mention)[0] is Role.DUMMY:
            r.cues.append((Event.DUMMY_INDICATED, a))
            return


_TAKEN_REACH = 8  # tokens from the words of taking a card from dummy to the card taken


def _brushed_on_the_way(r: _Reading, took: list[tuple[int, int]]) -> bool:
    """Whether a card of dummy is told touched (a verb of touching and a card right after it)
    beside another card of dummy's that is taken («решил взять со стола сам, потянулся за ♣2,
    да пальцем задел ♣K»): touched on the way to that card, not played."""
    tokens = r.story.tokens
    a, b = took[0]
    taken = next((card for k, card in r.cards if b <= k <= b + _TAKEN_REACH
                  and tokens[k].sentence == tokens[a].sentence), None)
    if taken is None:
        return False
    for a, b in r.story.told("touched_dummy"):
        if _denied(r, a):
            continue
        card = next((c for k, c in r.cards if b <= k <= b + 2
                     and tokens[k].sentence == tokens[a].sentence), None)
        if card is not None and card != taken:
            return True
    return False


def _touched_in_dummy(r: _Reading) -> list[tuple[int, int]]:
    """«dummy had ♣K Q 4 … I put my finger right on the ♣Q»: a verb of touching whose card,
    next in its sentence, is one of dummy's told cards, and whose subject is not dummy: a card
    of dummy touched by declarer (45C3), told without «in dummy» beside it."""
    held = _dummy_holding(r)
    if held is None:
        return []
    out = []
    for a, b in sorted(r.story.told("touch_verb") + r.story.told("take_hold_verb")):
        card = _card_after(r, b) or _held_rank_after(r, b, held)
        if card is None or card not in held or _denied(r, a):
            continue
        mention = r.subject(a)
        if mention is not None and (mention.role or r.role_of(mention)[0]) is Role.DUMMY:
            continue
        out.append((a, b))
    return out


def _held_rank_after(r: _Reading, at: int, held: Holding) -> Card | None:
    """«На столе ♦Д и ♦2. Восток … взял даму»: a rank alone right after ``at`` that one card
    of dummy's told holding has, that card."""
    tokens = r.story.tokens
    for k in range(at, min(at + 2, len(tokens))):
        said = meaning(tokens[k].text)
        if said is not None and said.kind == "rank" and said.rank is not None:
            cards = [card for card in held.cards if card.rank is said.rank]
            return cards[0] if len(cards) == 1 else None
    return None


def _declarer_touched_dummy_card(r: _Reading) -> None:
    """A card of dummy's told holding touched by someone other than dummy (``_touched_in_
    dummy``): a card played or not by 45C3, not dummy indicating it (45F)."""
    touched = _touched_in_dummy(r)
    if touched:
        at = {a for a, _ in touched}
        r.cues = [(e, k) for e, k in r.cues if not (e is Event.DUMMY_INDICATED and k in at)]
        r.cues.append((Event.CARD_PLAYED, touched[0][0]))


def _dummy_card_taken_hold_of(r: _Reading) -> None:
    """«S тянется к столу и берёт пальцами ♦3 болвана», «reached over to dummy and took hold
    of the D3»: a card of dummy's taken hold of by anyone but dummy is declarer's act on it
    (45B, 45C3), not dummy indicating a card (45F)."""
    for a, _ in _dummy_card_handled(r):
        mention = r.subject(a)
        if mention is None or (mention.role or r.role_of(mention)[0]) is not Role.DUMMY:
            r.cues.append((Event.CARD_PLAYED, a))
            return


def _dummy_took(r: _Reading) -> None:
    """«болван Север сам вытащил со стола ♣Q, когда Юг ничего не назвал»: a card of the table
    taken out by dummy himself, the subject of the words that tell declarer taking one (45B):
    dummy put a card in the played position unasked (45D)."""
    tokens = r.story.tokens
    taken = {a for a, _ in r.story.find("took_from_dummy")}
    unasked = {tokens[a].sentence for a, _ in r.story.told("dummy.unasked")}
    for a in sorted(taken):
        sentence = tokens[a].sentence
        if sentence not in unasked and any(n < a and tokens[n].sentence == sentence
                                           for n, _ in r.story.told("naming")):
            continue  # «он сказал «дама бубен», я взял ♦Q со стола»: played as told (42A3)
        mention = r.subject(a)
        if mention is None or not mention.named or mention.index > a:
            continue
        if (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY:
            r.cues = [(e, at) for e, at in r.cues if not (e is Event.CARD_PLAYED and at in taken)]
            r.cues.append((Event.DUMMY_MISPLACED, a))
            return


def _not_followed_then_shown(r: _Reading) -> None:
    """«правый трефу не дал, скинул бубну … через две взятки он сам с трефы заходит»: a player
    who did not follow a suit plays or leads it in a later sentence: a revoke (Laws 61-64).

    >>> story = _Story("Пошла трефа, правый трефу не дал, скинул бубну. Через две взятки он "
    ...                "сам с трефы заходит!")
    >>> reading = _Reading(story, None, None, None)
    >>> reading.mentions = _mentions(story)
    >>> _not_followed_then_shown(reading)
    >>> reading.cues[0][0].value
    'revoke'
    """
    tokens = r.story.tokens
    shown = [a for concept in ("lead_verb", "played_verb", "suit_shown_verb")
             for a, _ in r.story.told(concept)]
    for a, b in r.story.told("not_followed"):
        suit = _suit_beside(tokens, a, b)
        holder = r.subject(a)
        if suit is None or holder is None or holder.seat is None:
            continue
        for verb in shown:
            if tokens[verb].sentence <= tokens[a].sentence:
                continue
            same = [i for i, t in enumerate(tokens) if t.sentence == tokens[verb].sentence
                    and (said := meaning(t.text)) is not None and said.kind == "suit"
                    and said.suit is suit]
            player = r.subject(verb)
            if same and player is not None and player.seat is holder.seat:
                r.cues.append((Event.REVOKE, verb))
                r.revoke_shown = True
                return


def _discard_then_led_suit(r: _Reading) -> None:
    """«Север пошёл бубной, Запад не дал в масть, сбросил трефу. … Запад находит у себя
    семёрку бубен», "I led a club and East discarded a diamond … East followed with the ♣Q":
    a player who did not follow to the suit led just before (he said so, or threw another
    suit), later told playing, showing, finding or holding a card of that suit: a revoke
    (Laws 61-64, outside this text)."""
    if any(e is Event.REVOKE for e, _ in r.cues) or r.story.find("p19.nothing_done_yet"):
        return
    tokens = r.story.tokens
    leads = [(a, suit) for a, b in r.story.told("lead_verb")
             if (suit := _suit_after(r, b)) is not None]
    shown = sorted(a for concept in ("lead_verb", "played_verb", "suit_shown_verb")
                   for a, _ in r.story.told(concept))
    misses = [(a, b, True) for a, b in r.story.told("not_followed")]
    misses += [(a, b, False) for a, b in r.story.told("discarded")]
    for a, b, said in sorted(misses):
        holder = r.subject(a)
        led = [suit for at, suit in leads if at < a
               and 0 <= tokens[a].sentence - tokens[at].sentence <= 1]
        if holder is None or holder.seat is None or not led:
            continue
        other = _suit_after(r, b)
        if not said and (other is None or other is led[-1]):
            continue  # a card played, not one of another suit: no discard told
        for verb in shown:
            if tokens[verb].sentence <= tokens[a].sentence:
                continue
            player = r.subject(verb)
            if player is not None and player.seat is holder.seat and any(
                    _suit_at(r, i) is led[-1] for i in range(verb + 1, min(verb + 6, len(tokens)))
                    if tokens[i].sentence == tokens[verb].sentence):
                r.cues.append((Event.REVOKE, verb))
                r.revoke_shown = True
                return
        for at, suit in _holdings_told(r):  # «в конце сдачи у Востока нашлась ♣9»
            owner = _owner_near(r, at) or r.subject(at)
            if (suit is led[-1] and tokens[at].sentence > tokens[a].sentence
                    and owner is not None and owner.seat is holder.seat):
                r.cues.append((Event.REVOKE, at))
                r.revoke_shown = True
                return


def _suit_after(r: _Reading, b: int) -> Suit | None:
    """The suit named in the three words from ``b``, up to a comma («пошёл бубной», "led a
    club", «сбросил трефу»)."""
    tokens = r.story.tokens
    for i in _up_to_comma(tokens, range(b, min(len(tokens), b + 3))):
        suit = _suit_at(r, i)
        if suit is not None:
            return suit
    return None


def _discarded_then_held(r: _Reading) -> None:
    """«на червовый ход сбросил пику, а через секунду сказал: «Ой, есть черва!» и заменил»:
    a discard on a suit led, then that suit told held: a revoke (Laws 61-64, outside this
    text), whether or not it was put right."""
    discards = r.story.told("discarded")
    if not discards or r.story.find("p19.nothing_done_yet"):
        return
    # «на червовый ход»: the suit said right before the lead
    led = [(a, suit) for a, _ in r.story.told("lead_verb")
           if a > 0 and (suit := _suit_at(r, a - 1)) is not None]
    for at, suit in _holdings_told(r):
        if any(held is suit and at > discards[0][0] > a for a, held in led):
            r.cues.append((Event.REVOKE, at))
            return


def _suit_beside(tokens: list[_Token], a: int, b: int) -> Suit | None:
    """The suit named within two words before the words at ``a``-``b`` or right after them,
    in their sentence («трефу не дал», «не дал трефу»)."""
    for i in (*range(a - 1, max(a - 3, -1), -1), *range(b, min(b + 2, len(tokens)))):
        if tokens[i].sentence != tokens[a].sentence:
            continue
        said = meaning(tokens[i].text)
        if said is not None and said.kind == "suit" and said.suit is not None:
            return said.suit
    return None


def _void_after_lead(r: _Reading) -> None:
    """«Восток пошёл в бубну. У разыгрывающего бубен нет»: a lead told and a player without
    a suit is the question of following suit (44C, 44D), unless the story tells a revoke, a
    card said aloud («дама» with no suit: Law 46) or the cards of a trick (who won it: 44E)."""
    asked_to_follow = bool(r.story.find("follow_words"))
    if any(event is Event.REVOKE for event, _ in r.cues) or not (
            r.story.told("lead_verb") or asked_to_follow):
        return
    # a quote that names no card («обязан был давать в масть!») is a claim about the case
    # the cards of a trick ask who won it, unless the words ask about following suit («Юг
    # требует, чтобы Восток «дал в масть»»)
    if any(_names_card(quote) for quote in _quotes(r.story.text)) or (
            len(r.cards) > 1 and not asked_to_follow):
        return
    # «есть у него бубны или нет — не знаю»: a holding in doubt raises the question all the same
    voids = _void_suits(r.story) or _void_suits(r.story, unsure=True)
    if voids:
        r.cues.append((Event.FOLLOW_SUIT, voids[0]))


_FOUND_REACH = 3  # sentences after an explanation where what was found out puts it right
_SAID_REACH = 6  # the same for the agreement said aloud in a dialogue, line by line


def _explained_then_found(r: _Reading) -> None:
    """«Восток объяснил 1♦ как натуральный. После первого хода выяснилось, что …»: an
    explanation told, then what the agreement turned out to be (in its sentence or the next
    two): misinformation (21B)."""
    tokens = r.story.tokens
    found = [(tokens[a].sentence, _FOUND_REACH) for a, _ in r.story.told("turned_out")
             if not _teller_forgot(tokens, a)]
    # the agreement said aloud puts right the explanation of the dialogue before it, however
    # many of its lines (the calls made meanwhile) stand between
    found += [(sentence, _SAID_REACH) for sentence in _agreement_quoted(r)]
    for a, _ in r.story.told("explained"):
        if any(0 <= sentence - tokens[a].sentence <= reach for sentence, reach in found):
            r.cues.append((Event.MISINFORMATION, a))
            return


def _agreement_quoted(r: _Reading) -> list[int]:
    """«И тут правый: «вообще-то у нас мульти»»: the sentences where a player, in words
    quoted or after a colon, says what his side's agreement is («у нас …», «we play …»), a
    word of what a call shows or a strain after it; said after an explanation, it puts that
    explanation right.

    >>> story = _Story("Левый объяснил: натурально. Правый: «у нас это мульти». Потом Юг: "
    ...                "«у нас уже семь». Север: «у нас в клубе так не принято».")
    >>> _agreement_quoted(_Reading(story, None, None, None))
    [1]
    """
    tokens = r.story.tokens
    kinds = words(_PREFIX + "agreement_kind")
    out = []
    for a, b in r.story.find("agreement_said"):
        sentence = tokens[a].sentence
        spoken = tokens[a].quoted or any(
            tokens[k].text == ":" and tokens[k].sentence == sentence
            for k in range(max(0, a - 8), a))  # «а правый: да у нас …»
        if not spoken:
            continue
        # the call may stand before the words («2♦ у нас мульти») or after them
        tail = [t for t in tokens[max(0, a - 4) : b + 6] if t.sentence == sentence]
        if any(t.text in kinds or t.lemmas & kinds for t in tail):
            out.append(sentence)  # «у нас это трансфер», «у нас мульти»
        elif any(_strain_word(t) for t in tail) and not any(_number_word(t) for t in tail):
            out.append(sentence)  # «у нас polski trefl», «у нас 1♦ на черви»
        # else «у нас уже семь» (a count), «у нас в клубе так не принято»: no agreement
    return out


def _strain_word(token: _Token) -> bool:
    """A suit or strain named, in words of any language the reading knows, or a bid («1♦»)."""
    said = meaning(token.text)
    return (said is not None and said.kind == "suit") or _CONTRACT.match(token.text) is not None \
        or any(token.text in words(name) for name, _ in _STRAIN_CONCEPTS)


def _teller_forgot(tokens: list[_Token], at: int) -> bool:
    """«I just forgot», «я просто забыл»: a word of forgetting at ``at`` is the teller's own
    slip (the teller said «я» one or two words before, in the sentence), not what the
    opponents' agreement turned out to be («я заметил в их карте …» is no slip)."""
    forgot = words(_PREFIX + "forgot")
    if not (tokens[at].text in forgot or tokens[at].lemmas & forgot):
        return False
    mine = words("story.role.me")
    return any(k >= 0 and tokens[k].sentence == tokens[at].sentence
               and tokens[k].text.lower() in mine for k in (at - 1, at - 2))


def _own_card_named(r: _Reading) -> bool:
    """«не вытащил карту, а просто сказал «пиковый туз»»: a card named, whatever the hint,
    when the hint is no designation of dummy's card and dummy is not spoken of: a player
    naming a card of his own hand (45C4)."""
    tokens = r.story.tokens
    named = r.story.find("naming")
    if r.hint is Event.DESIGNATION or not named:
        return False
    sentence = tokens[named[0][0]].sentence
    dummy = [a for concept in ("from_dummy", "on_dummy") for a, _ in r.story.find(concept)]
    dummy += [m.index for m in r.mentions if m.role is Role.DUMMY]
    if _quoted_card(r) in _table_cards(r, dummy):
        return False  # «ТРОГАЕТ бубнового туза на столе. Он тут же: «туз бубен»»: dummy's card
    return not any(tokens[a].sentence == sentence for a in dummy)


def _table_cards(r: _Reading, places: list[int]) -> set[Card]:
    """The cards told outside quotes in a sentence that speaks of dummy or the table (the words
    at ``places``): cards of dummy's."""
    tokens = r.story.tokens
    sentences = {tokens[a].sentence for a in places}
    return {card for at, card in r.cards
            if tokens[at].sentence in sentences and not tokens[at].quoted}


def _dummy_played(r: _Reading) -> None:
    """«Болван, не дожидаясь меня, сыграл ♠K»: dummy, named as the subject, played a card
    unasked (the words of it in the same sentence), or another card than the one declarer named
    there: a card dummy put in the played position that declarer did not name (45D)."""
    tokens = r.story.tokens
    unasked = {tokens[a].sentence for a, _ in r.story.told("dummy.unasked")}
    named = [(tokens[a].sentence, _card_named_at(r, b), _said_after(r, b))
             for a, b in r.story.told("naming")]
    quoted = _quoted_designations(r)
    laid = set(r.story.told("laid_verb"))  # told by a rank alone only («выложил даму»)
    due = words(_PREFIX + "play_due")
    for a, b in sorted(r.story.told("played_verb") + list(laid)):
        if any(t.text in due for t in tokens[max(0, a - 2) : a]):
            continue  # «стол должен сыграть королём»: a play said to be due, not one made
        card = None if (a, b) in laid else _card_after(r, b) or _card_before(r, a)
        # «сам вынул ♦K и положил его»: the card named before the verb
        # «Юг: «маленькую». Болван кладёт ♣Q»: words in quotes that name a card, told before
        # the play with or without a verb of naming, are what declarer asked for
        named_here = named + [(sentence, None, said) for start, sentence, said in quoted
                              if start < a]
        # «Dummy played the ♥9 when declarer had called for the ♥10», «сказал «маленькую
        # черву», а болван положил ♥Q»: another card than the one named
        # «Он говорит со стола: «даму буби». А болван кладёт даму крести»: the naming told
        # in the sentence before the play is the one the play answers
        # (a whole card named there; words that leave the card to Law 46 stay a designation)
        other = any(card is not None and (
            (at == tokens[a].sentence and (
                (said is not None and said != card) or _contradicts(words_said, card)))
            or (tokens[a].sentence - at == 1 and (
                (said is not None and said != card) or _plainly_other(words_said, card))))
            for at, said, words_said in named_here)
        if card is None:
            # «разыгрывающий сказал «валет», а болван выложил даму»: a rank alone, another
            # than the rank named in that sentence, is another card
            rank = _rank_after(tokens, b)
            other = rank is not None and any(
                at == tokens[a].sentence and said is not None and said.rank is not None
                and said.rank is not rank for at, _, said in named)
        if not other and (tokens[a].sentence not in unasked or card is None):
            continue
        mention = r.subject(a)
        if mention is None or mention.index > a or not mention.named:
            continue
        if (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY:
            r.cues.append((Event.DUMMY_MISPLACED, a))
            return


def _rank_after(tokens: list[_Token], at: int) -> Rank | None:
    """The rank a word right after token ``at`` names with no suit («выложил даму»), or None.

    >>> tokens = _Story("а болван выложил даму.").tokens
    >>> _rank_after(tokens, 3)
    <Rank.QUEEN: 12>
    """
    for token in tokens[at : at + 2]:
        found = meaning(token.text)
        if found is not None and found.kind == "rank" and not token.quoted:
            return found.rank
    return None


def _quoted_designations(r: _Reading) -> list[tuple[int, int, Designation]]:
    """Each run of words in quotes that designates a card («маленькую», «small club»): where
    it starts, its sentence and what it designates."""
    tokens = r.story.tokens
    out: list[tuple[int, int, Designation]] = []
    for start, end in _quoted_runs(tokens, by_sentence=True):
        again = _corrected(tokens, start, end)
        said = _designation_of(" ".join(t.text for t in tokens[again:end]))
        if said is not None:
            out.append((start, tokens[start].sentence, said))
    return out


def _quoted_runs(tokens: list[_Token], *, by_sentence: bool) -> list[tuple[int, int]]:
    """The runs of quoted words, as (start, end) spans; with ``by_sentence`` a run also ends
    where its sentence does.

    >>> tokens = _Story("Он сказал «маленькую». Потом «пику» и «туза».").tokens
    >>> [" ".join(t.text for t in tokens[a:b]) for a, b in _quoted_runs(tokens, by_sentence=True)]
    ['маленькую', 'пику', 'туза']
    """
    runs: list[tuple[int, int]] = []
    k = 0
    while k < len(tokens):
        if not tokens[k].quoted:
            k += 1
            continue
        end = k
        while end < len(tokens) and tokens[end].quoted and (
                not by_sentence or tokens[end].sentence == tokens[k].sentence):
            end += 1
        runs.append((k, end))
        k = end
    return runs


def _designation_of(text: str) -> Designation | None:
    """What words designate when they name a card's suit, rank or height, else None."""
    try:
        said = parse_designation(text)
    except BridgeLawsError:  # not a card's name
        return None
    return said if said.suit is not None or said.rank is not None or said.height else None


def _card_named_at(r: _Reading, at: int) -> Card | None:
    """The card a naming verb names: one told within a few words after it, in its sentence
    («назвал ♥10», «called for the ♥10»), not any card later in a long sentence; in quoted
    words that take a card back («Валет пик... нет, валет треф»), the card after that."""
    card = _card_after(r, at)
    near = any(at <= i <= at + 4 and found == card for i, found in r.cards)
    if not near:
        return None
    tokens = r.story.tokens
    start = next((k for k in range(at, min(at + 3, len(tokens))) if tokens[k].quoted), None)
    if start is not None:
        end = start
        while end < len(tokens) and tokens[end].quoted and (
            tokens[end].sentence == tokens[start].sentence
        ):
            end += 1
        corrected = _corrected(tokens, start, end)
        later = [found for i, found in r.cards if corrected <= i < end]
        if corrected > start and later:
            return later[0]
    return card


def _corrected(tokens: list[_Token], start: int, end: int) -> int:
    """Where the words in ``tokens[start:end]`` start again after the speaker takes back what
    he began («валет пик… нет, валет треф», "the ten — sorry, the jack"): past the last
    word of taking back that has words after it; ``start`` when there is none.

    >>> tokens = _Story("«Валет пик... нет, валет треф»").tokens
    >>> " ".join(t.text for t in tokens[_corrected(tokens, 0, len(tokens)):])
    ', валет треф'
    """
    retract = _taking_back_words()
    last = start
    for k in range(start, end - 1):
        if tokens[k].text in retract:
            last = k + 1
    return last


def _said_after(r: _Reading, at: int) -> Designation | None:
    """What the words in quotes right after token ``at`` designate («сказал «маленькую
    черву»», «said 'small club'»), or None."""
    tokens = r.story.tokens
    start = next((k for k in range(at, min(at + 3, len(tokens))) if tokens[k].quoted), None)
    if start is None:
        return None
    end = start
    while end < len(tokens) and tokens[end].quoted and tokens[end].sentence == tokens[at].sentence:
        end += 1
    start = _corrected(tokens, start, end)
    try:
        said = parse_designation(" ".join(t.text for t in tokens[start:end]))
    except BridgeLawsError:  # not a card's name
        return None
    return said if said.suit is not None or said.rank is not None else None


def _contradicts(said: Designation | None, card: Card) -> bool:
    """Whether a card cannot be the one a designation names: another suit or rank, or an
    honour for «маленькую» (a spot card for «старшую»)."""
    if said is None:
        return False
    if (said.suit is not None and said.suit is not card.suit) or (
            said.rank is not None and said.rank is not card.rank):
        return True
    honour = card.rank >= Rank.JACK
    return (said.height == "low" and honour) or (said.height == "high" and not honour)


def _plainly_other(said: Designation | None, card: Card) -> bool:
    """Whether a card is plainly not the one a designation names, whatever dummy holds:
    another suit than the one named, or an ace, king or queen for «маленькую» («маленькую
    бубну» … «кладёт бубнового туза»)."""
    if said is None:
        return False
    if said.suit is not None and said.suit is not card.suit:
        return True
    return said.height == "low" and card.rank >= Rank.QUEEN


def _card_before(r: _Reading, at: int) -> Card | None:
    """The last card named before token ``at`` in its sentence («вынул ♦K и положил его»)."""
    sentence = r.story.tokens[at].sentence
    before = [card for i, card in r.cards if i < at and r.story.tokens[i].sentence == sentence]
    return before[-1] if before else None


def _dummy_acts(r: _Reading) -> list[tuple[DummyAct, int]]:
    """What dummy did, each act with where it is told, in the order told."""
    story = r.story
    dummy = [m.index for m in r.mentions if m.role is Role.DUMMY]
    if not dummy and r.declarer is None:
        return []
    out: list[tuple[DummyAct, int]] = []
    negation = words(_PREFIX + "negation")
    for act, concept in _DUMMY_ACTS:
        for a, b in story.find(concept):
            by_dummy = _said_by_dummy(r, a)  # «he (dummy) told me I was leading from …»
            if act in _TOLD_AFTER_DUMMY and not (by_dummy or _dummy_before(r, a)):
                continue
            if act in _SAID_BY_SOMEONE and not by_dummy and _another_subject(r, a):
                continue  # «разыгрывающий, ходя со стола», «вистующие считают, что это …»
            if act is DummyAct.TRACK and _pronoun_before(story.tokens, a) is not None \
                    and _another_subject(r, a):
                continue  # «пока он (разыгрывающий) считал взятки»: not dummy counting
            if a > 0 and story.tokens[a - 1].text in negation:
                continue  # «не вставал с места»: an act denied
            if act in _A2 and any(token.text in negation for token in story.tokens[a + 1:b]):
                continue  # "never says a dicky bird, never looks at nobody's hand": the
                # phrase's gap ran over the denial of its own verb
            if _readers_asked(story.tokens, a):
                continue  # «…, подскажите»: the teller asks his readers, dummy does nothing
            if act is DummyAct.ASK_REVOKE and _teller_asks_of_himself(r, a):
                continue  # «Получу ли я что-то за ренонс?»: the teller's question, not dummy's
            if act in (DummyAct.ASK_REVOKE, DummyAct.TRACK) and not by_dummy \
                    and _in_question(story, a) and not story.tokens[a].quoted \
                    and not story.find("i_am_dummy") and not any(
                        story.tokens[i].sentence == story.tokens[a].sentence for i in dummy):
                continue  # «что делать с таким ренонсом?», "how many tricks get transferred
                # to us?": the teller, not dummy, asks his readers; dummy is not in it
            if act is DummyAct.WARN and a > 0 and _is_turn_word(story.tokens[a - 1]):
                continue  # «очередь хода со стола»: whose turn it is, not a warning
            if act is DummyAct.WARN and not story.tokens[a].quoted and any(
                    start == a for start, _ in story.find("own_lead_verb")):
                continue  # «Хожу со стола червой»: the teller's own lead, no warning
            if act is DummyAct.WARN and _scene_told(r, a):
                continue  # «Взятка 5, ход со стола.»: where the lead is, nobody warning
            if act is DummyAct.WARN and _describes_wrong_hand_lead(r, a) and not by_dummy:
                continue  # «сошёл ♠К из своей руки, то есть с неправильной руки»: the lead
            if act is DummyAct.LOOK and _looked_elsewhere(story, a, b):
                continue  # «в окно заглядывала черёмуха»: a look at no one's cards
            if act in _A2 and _teller_watches(r, a):
                continue  # «сидел кибитцером за спиной Запада»: the teller's place
            if act in _A2 and _claimed(r, a):
                continue  # «Восток утверждает, что болван заглядывал»: alleged, not found
            if act in _A2 and not by_dummy and _another_subject(r, a):
                continue  # «его партнёрша заглянула и увидела валета»: a defender looked
            out.append((act, a))
    out += [(DummyAct.ASK_REVOKE, a) for a in _suit_questions(story)]
    out += [(DummyAct.POINT_OUT, a) for a in _holding_claims(r)]
    out += [(DummyAct.PLAY, a) for a in _dummy_plays_as_told(r)]
    out += [(_remark_act(r, a), a) for a in _dummy_remarks(r, [at for _, at in out])]
    if not any(act is DummyAct.CALL_DIRECTOR for act, _ in out):
        # «болван позвал судью»: whoever calls the director, dummy's call is his own act
        for a, _ in story.told("called_director"):
            mention = r.subject(a)
            # the subject named as dummy, or by the seat declarer's partner holds («Я, Юг,
            # разыгрывал …, болван Север. … Север поднял руку и позвал судью»)
            if mention is not None and mention.index < a and (
                    mention.role is Role.DUMMY or (mention.seat is not None and r.declarer
                                                   is not None and mention.seat
                                                   is r.declarer.partner)):
                out.append((DummyAct.CALL_DIRECTOR, a))
    if not any(act is DummyAct.INFORM for act, _ in out):
        out += [(DummyAct.INFORM, a) for a in _told_the_director(r)]
    out = sorted(out, key=lambda item: item[1])
    # «подсказал ему: «Ходи с руки!»»: a verb of remarking whose words are a right of 42B
    tokens = story.tokens
    said_right = (DummyAct.WARN, DummyAct.ASK_REVOKE, DummyAct.POINT_OUT)
    return [(act, a) for k, (act, a) in enumerate(out) if not (
        act is DummyAct.COMMENT and any(
            later in said_right and 0 < b - a <= 16 and tokens[b].sentence == tokens[a].sentence
            for later, b in out[k + 1:]))]


_ELSEWHERE_REACH = 3  # words between a verb of looking and what was looked at


def _looked_elsewhere(story: _Story, a: int, b: int) -> bool:
    """Whether a look told from token ``a`` to ``b`` was at something other than cards, named
    right before or after it in its sentence («в окно заглядывала черёмуха», "dummy looked
    out of the window").

    >>> story = _Story("В окно заглядывала черёмуха, а болван смотрел в потолок.")
    >>> _looked_elsewhere(story, 2, 3)
    True
    >>> _looked_elsewhere(_Story("Болван заглянул в карты Востока."), 1, 2)
    False
    """
    sentence = story.tokens[a].sentence
    return any(
        story.tokens[c].sentence == sentence
        and max(a - _ELSEWHERE_REACH, 0) <= c < b + _ELSEWHERE_REACH
        for c, _ in story.find("look_elsewhere")
    )


def _describes_wrong_hand_lead(r: _Reading, at: int) -> bool:
    """Whether the unquoted words of a warning at ``at`` stand in the sentence of a lead
    from the wrong hand told made (``_wrong_hand_lead``): «сошёл ♠К из своей руки, то есть с
    неправильной руки» names that lead, nobody warned of it («тянусь ходить с руки» is a lead
    only meant, which a warning may have stopped)."""
    tokens = r.story.tokens
    return not tokens[at].quoted and any(
        e is Event.LEAD_OUT_OF_TURN and tokens[k].sentence == tokens[at].sentence
        and not _infinitive(tokens[k].text) for e, k in r.cues)


def _scene_told(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` open with the noun «ход» (the lead, not «ходи»), unquoted,
    in a sentence that names nobody: the teller sets the scene («Взятка 5, ход со стола»),
    nobody said it to anyone.

    >>> story = _Story("Взятка 5, ход со стола. Ю. сказал: «черву».")
    >>> reading = _Reading(story, None, None, None)
    >>> reading.mentions = _mentions(story)
    >>> _scene_told(reading, 3)
    True
    >>> story = _Story("Болван ему: ход со стола!")
    >>> reading = _Reading(story, None, None, None)
    >>> reading.mentions = _mentions(story)
    >>> _scene_told(reading, 3)
    False
    """
    tokens = r.story.tokens
    if tokens[at].quoted or tokens[at].text not in words(_PREFIX + "lead_noun"):
        return False
    sentence = tokens[at].sentence
    if any(tokens[m.index].sentence == sentence and m.named for m in r.mentions):
        return False  # a player named as a subject («болван: ход со стола!»)
    pronouns = words(_PREFIX + "pronoun") | words("story.role.me")
    return not any(t.sentence == sentence and (t.text in pronouns or t.text == ":")
                   for t in tokens)


def _is_turn_word(token: _Token) -> bool:
    """«очередь», «turn»: the word that tells whose turn it is."""
    turn = words(_PREFIX + "turn_word")
    return token.text in turn or bool(token.lemmas & turn)


def _teller_watches(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` tell where the teller sat as a kibitzer: he says he
    watched, and nobody but him is the subject there."""
    if not r.story.find("i_kibitz"):
        return False
    mention = r.subject(at)
    return mention is None or mention.index == at or \
        r.story.tokens[mention.index].text in words("story.role.me")


def _dummy_plays_as_told(r: _Reading) -> list[int]:
    """«Разыгрывающий сказал «пиковая тройка», я взял эту карту со стола»: dummy himself took
    the card declarer had named before, playing dummy's cards as told (42A3)."""
    named = [a for a, _ in r.story.told("naming")]
    found = []
    for a, _ in r.story.told("took_from_dummy"):
        mention = r.subject(a)
        if not any(at < a for at in named) or mention is None:
            continue
        if (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY:
            found.append(a)
    quoted = _quoted_card(r)
    for a, b in r.story.told("dummy_moves_card"):
        # «назвал «валет пик», я поднял ♠J и положил»: dummy moved the very card named
        moved = [card for i, card in r.cards if b <= i <= b + 2]
        if quoted is None or quoted not in moved or not any(at < a for at in named):
            continue
        if a not in found and _by_dummy(r, a):
            found.append(a)
    return found


_SPOKEN_BY_DUMMY = (DummyAct.CALL_DIRECTOR, DummyAct.COMMENT)
# acts told as dummy's only after he is named («Играю 3БК, ход со стола» states whose turn it is)
_TOLD_AFTER_DUMMY = (*_SPOKEN_BY_DUMMY, DummyAct.WARN)


# acts whose words anyone may say: dummy's only when no other player is their subject
_SAID_BY_SOMEONE = (DummyAct.WARN, DummyAct.COMMENT, DummyAct.CALL_DIRECTOR)


def _another_subject(r: _Reading, at: int) -> bool:
    """Whether the subject of the words at ``at`` is told to be declarer or a defender, and
    dummy is not named in their sentence (nor is the teller dummy)."""
    sentence = r.story.tokens[at].sentence
    if any(m.role is Role.DUMMY and m.named and r.story.tokens[m.index].sentence == sentence
           for m in r.mentions):
        return False
    mention = r.subject(at)
    if mention is None or mention.index > at:
        return False
    tokens = r.story.tokens
    if any(b <= mention.index <= b + 1 and tokens[a].sentence == sentence
           for a, b in r.story.find("thinks_that")):
        # «I thought West had revoked and shouted for the TD»: the player named in what
        # someone thought is not who acted; the thinker is
        thinker = [m for m in r.mentions if m.index < mention.index - 1
                   and tokens[m.index].sentence == sentence]
        if not thinker:
            return False
        mention = thinker[-1]
    if _noun_subject_between(tokens, mention.index, at):
        return False  # «Declarer was pondering and the vicar tapped …»: another subject
    if _teller_dummy(r, mention):
        return False  # «I was dummy, North. … I sing out 'Director!'»
    role = mention.role or r.role_of(_with_seat(r, mention))[0] or _role_beside(r, mention)
    return role in (Role.DECLARER, Role.DEFENDER)


def _noun_subject_between(tokens: list[_Token], a: int, at: int) -> bool:
    """Whether a new clause opens between a player named at ``a`` and the verb at ``at`` with a
    subject of its own that names no seat or role: a join («and», «и», a comma), an article
    and one word, then the verb («Declarer was pondering and the vicar tapped his ♦A»).

    >>> tokens = _Story("Declarer was thinking and the vicar tapped his ace.").tokens
    >>> _noun_subject_between(tokens, 0, 6), _noun_subject_between(tokens, 0, 2)
    (True, False)
    """
    joins, articles = {",", "и", "and", "а", "but"}, words(_PREFIX + "article")
    return at - 3 > a and tokens[at - 3].text in joins and tokens[at - 2].text in articles \
        and tokens[at - 1].text[:1].isalpha() and not tokens[at - 1].quoted


def _told_the_director(r: _Reading) -> list[int]:
    """«Когда судья пришёл и спросил, что произошло, я рассказал, какие карты лежали»: dummy,
    the subject of a verb of telling, in a sentence that names the director (42A1)."""
    tokens = r.story.tokens
    director = words("story.director")
    found = []
    for a, _ in r.story.told("tell_facts"):
        if a > 0 and tokens[a - 1].text in words(_PREFIX + "negation"):
            continue
        if not any(t.text in director and t.sentence == tokens[a].sentence and not t.quoted
                   for t in tokens):
            continue
        mention = r.subject(a)
        if mention is not None and mention.index < a and \
                (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY:
            found.append(a)
    return found


def _said_by_dummy(r: _Reading, at: int) -> bool:
    """«Partner was dummy. … Later he told me I was leading from the wrong hand»: the words at
    ``at`` stand in what a verb of speaking before them in their sentence reports, and its
    subject (named, or a pronoun for a player named before) is dummy."""
    tokens = r.story.tokens
    verbs = [a for a, b in r.story.find("speech")
             if b <= at and tokens[a].sentence == tokens[at].sentence and not tokens[a].quoted]
    if not verbs and tokens[at].quoted:
        # «Я (за кадром, но громко): «Ну кто же так играет!»»: a colon before the quote
        # stands for the verb of speaking
        verbs = [k for k in range(at) if tokens[k].text == ":" and not tokens[k].quoted
                 and tokens[k].sentence == tokens[at].sentence]
    if not verbs:
        return False
    mention = r.subject(verbs[-1])
    if mention is None or mention.index > verbs[-1]:
        return False
    if _teller_dummy(r, mention):
        return True  # «я был болваном … я ему говорю: ты на столе»: the teller, dummy, said it
    return (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY


def _dummy_before(r: _Reading, at: int) -> bool:
    """Whether dummy is named, by his part or by his seat, before ``at`` in its sentence or in
    the one before («Север — болван. Север встал … и сказал …»)."""
    sentence = r.story.tokens[at].sentence
    if any((m.role or r.role_of(m)[0]) is Role.DUMMY and m.index < at
           and r.story.tokens[m.index].sentence in (sentence, sentence - 1)
           for m in r.mentions):
        return True
    # «I was dummy (North), partner South in 4H. … I … yelled 'TD please!'»: the subject,
    # named by his seat, is the partner of the declarer the story names
    subject = r.subject(at)
    if subject is None or subject.index >= at:
        return False
    if _teller_dummy(r, subject):
        return True  # «I was dummy, North. … I sing out 'Director!'»: the teller, dummy
    return subject.seat is not None and r.role_of(subject)[0] is Role.DUMMY


def _holding_claims(r: _Reading) -> list[int]:
    """«В сбросил трефу, и С первым: «а у Востока бубны есть!»», «сбросила трефу, болван:
    «а черва-то где?»»: dummy's quoted words that a defender who has just discarded still holds
    a suit draw attention to a defender's revoke (43A1(B), 43B2(A)); they ask declarer
    nothing (42B1 is a question to declarer). Where each quote starts."""
    tokens = r.story.tokens
    held = words(_PREFIX + "suit_held_word")
    found = []
    for start, k in _quoted_runs(tokens, by_sentence=False):
        span = tokens[start:k]
        if not any(t.text in held for t in span) or not any(
                (said := meaning(t.text)) is not None and said.kind == "suit" for t in span):
            continue
        sentence = tokens[start].sentence
        discards = [a for a, _ in r.story.told("discarded")
                    if a < start and tokens[a].sentence == sentence and not tokens[a].quoted]
        who = r.subject(discards[-1]) if discards else _holder_in_quote(r, start, k)
        if who is None or r.role_of(_with_seat(r, who))[0] is not Role.DEFENDER:
            continue
        speaker = r.subject(start)
        if (speaker is None or speaker.index > start) and _pronoun_before(
                tokens, start - 1 if tokens[start - 1].text == ":" else start) is not None:
            # «он первым: «…»»: a pronoun for the last player named by his part before
            speaker = next((m for m in reversed(r.mentions) if m.index < start
                            and m.role is Role.DUMMY), speaker)
        if speaker is not None and speaker.index < start and (
                speaker.role or r.role_of(_with_seat(r, speaker))[0]) is Role.DUMMY:
            found.append(start)
    return found


def _holder_in_quote(r: _Reading, start: int, end: int) -> _Mention | None:
    """«он первым: «у З же были бубны!»»: a seat named as the holder («у» and the seat) in the
    quoted words, when no discard is told before them; None for «у тебя», «у меня».

    >>> r = _Reading(_Story("Он первым: «у З же были бубны!»"), None, None)
    >>> r.mentions = _mentions(r.story)
    >>> start = next(i for i, t in enumerate(r.story.tokens) if t.quoted)
    >>> _holder_in_quote(r, start, len(r.story.tokens)).seat
    <Seat.W: 3>
    """
    tokens = r.story.tokens
    for i in range(start + 1, end):
        if tokens[i - 1].text != "у":
            continue
        seat = _seat_or_letter(tokens[i])
        if seat is not None:
            return _Mention(i, seat, None)
    return None


def _suit_questions(story: _Story) -> list[int]:
    """«Пик нет, партнёр?», «бубны у тебя нет?», «у тебя точно нет треф?»: a suit and «нет»
    (either way round), then the question mark."""
    tokens = story.tokens
    found = []
    for i, token in enumerate(tokens):
        if token.text not in words(_PREFIX + "none"):
            continue
        if not any(t.text == "?" and t.sentence == token.sentence for t in tokens[i + 1 : i + 6]):
            continue  # «…короля нет. Что играется?»: the question is another sentence
        after = [t for t in tokens[i + 1 : i + 3] if t.text != "?"]
        for t in [*tokens[max(0, i - 3) : i], *after]:
            said = meaning(t.text)
            if said is not None and said.kind == "suit":
                found.append(i)
                break
    return found


def _dummy_event(r: _Reading) -> bool:
    acts = _dummy_acts(r)
    dummy_said = [m for m in r.mentions if m.role is Role.DUMMY]
    if not acts or not dummy_said:
        return False
    first_act, place = acts[0]
    r.played_as_told = first_act is DummyAct.PLAY  # no card of 45B-45C at issue
    breach = first_act in _A2 or first_act in _SPOKEN_BY_DUMMY
    r.cues.append((Event.DUMMY_BREACH if breach else Event.DUMMY_ACTION, place))
    return True


def _trick_event(r: _Reading) -> bool:
    """Three or four cards played and the question who won: a trick (44E-44G)."""
    if not r.cards:
        return False
    # four cards told with their players and no other event's words: still a trick
    if not r.story.find("event.trick") and (r.cues or not _four_told(r)):
        return False
    loot = r.story.find("event.lead_out_of_turn")
    mistaken = {a for a, _ in r.story.find("event.trick") if any(c <= a < d for c, d in loot)}
    if (r.led_by_another or mistaken) and all(
            _in_question(r.story, a) or a in mistaken for a, _ in r.story.find("event.trick")):
        return False  # «Седьмую взятку взял Юг, а мой партнёр тут же выложил туза … кто ходит
        # дальше?», «думал что взятка моя и сразу вышел ♣Д … не твой ход»: the lead by another
        # than the trick's winner is the case, not who won
    players = {m.seat for m in r.mentions if m.seat is not None} | \
              {m.role for m in r.mentions if m.role is not None}
    if len(r.cards) >= 3 or len(players) >= 3:  # «я зашёл с короля пик, стол дал двойку, …»
        r.cues.append((Event.TRICK, r.cards[0][0]))
        return True
    return False


def _which_card_asked(r: _Reading, at: int) -> bool:
    """Dummy's words at ``at`` ask which card was meant («Которого?», "Which one?"), in the
    same sentence or the next."""
    tokens = r.story.tokens
    return any(0 <= tokens[a].sentence - tokens[at].sentence <= 1 and a >= at - 2
               for a, _ in r.story.find("which_card_asked"))


def _lead_told_then_card(r: _Reading, cues: list[tuple[Event, int]],
                         decisive: list[tuple[Event, int]]) -> bool:
    """Words of whose opening lead it was, told (not asked) before every card played, the
    only decisive event a card played, no trick named: the card is the opening lead."""
    leads = [at for e, at in cues if e is Event.OPENING_LEAD and not _in_question(r.story, at)]
    played = [at for e, at in decisive if e is Event.CARD_PLAYED]
    if not leads or not played or any(e is not Event.CARD_PLAYED for e, _ in decisive):
        return False
    return leads[0] < min(played) and not _trick_numbers(r) and not r.story.find("event.trick")


def _four_told(r: _Reading) -> bool:
    """«Ход Севера ♦K, Восток ♦A, Юг ♠2, Запад ♦3»: four cards told in one sentence, each
    beside a player of its own: the cards of a trick, whatever the question asks of it."""
    tokens = r.story.tokens
    by_sentence = Counter(tokens[i].sentence for i, _ in r.cards)
    for sentence, count in by_sentence.items():
        if count != 4:
            continue
        players = {(m.seat, m.role) for m in r.mentions if tokens[m.index].sentence == sentence
                   and not tokens[m.index].quoted}
        if len(players) >= 4:
            return True
    return False


def _misunderstood_agreement(r: _Reading) -> bool:
    """An agreement or the opponents' card told, and a player's belief about a call told
    beside it («В карточке у них тоже 12–14, всё честно. А я, сонная, решила, что 15–17»,
    "I thought 3♥ was only invitational, but in our card it is written game forcing"), with
    nothing of the play told but a question asked: the player misunderstood a call the
    card and the explanations had right (21A). A belief about whose turn it was is no
    misunderstanding of a call («я думал, что моя очередь»)."""
    if any(e not in (Event.EXPLANATION, Event.REVIEW) for e, _ in r.cues):
        return False
    agreement = r.story.find("agreement_told")
    tokens = r.story.tokens
    turn = words(_PREFIX + "turn_word")
    beliefs = [a for a, b in r.story.find("took_as")
               if not any(tokens[k].text in turn or tokens[k].lemmas & turn
                          for k in range(b, min(b + 4, len(tokens))))]
    if not agreement or not beliefs:
        return False
    r.cues.append((Event.OWN_MISUNDERSTANDING, beliefs[0]))
    return True


def _simple_events(r: _Reading) -> bool:
    found = False
    for event, concept in ((Event.OPENING_LEAD, "event.opening_lead"),
                           (Event.REVIEW, "event.review"),
                           (Event.EXPLANATION, "event.explanation"),
                           (Event.CARD_PLAYED, "event.card_played"),
                           (Event.CARD_PLAYED, "card_faced"),
                           (Event.CARD_PLAYED, "card_put_back")):
        found = r.cue(event, concept) or found
    # «спросил: «Мой ли первый ход?»»: the lead named in the question a defender asked is
    # his request (20C1), not the opening lead at issue
    asked = [range(a, b) for a, b in r.story.find("request.who_leads")]
    r.cues = [(Event.REVIEW if e is Event.OPENING_LEAD and any(at in span for span in asked)
               else e, at) for e, at in r.cues]
    # «never said a word or touched a card»: a card denied touched is no card played
    r.cues = [(e, at) for e, at in r.cues if not (
        e is Event.CARD_PLAYED and at > 0 and (_denied_just_before(r, at)
                                              or _denied_before_or(r, at)))]
    # «Объясните, пожалуйста, какое это правило»: the teller asks his readers, nobody at the
    # table asked for an explanation
    tokens = r.story.tokens
    r.cues = [(e, at) for e, at in r.cues if not (
        e in (Event.REVIEW, Event.EXPLANATION) and _imperative(tokens[at].text)
        and not tokens[at].quoted and not _asked_after_colon(r, at))]
    # «Мне хотелось бы объяснить детям, почему так»: the teller's own wish to explain, no
    # player asked for an explanation
    wishes = r.story.find("teller_wish")
    r.cues = [(e, at) for e, at in r.cues if not (
        e in (Event.REVIEW, Event.EXPLANATION) and any(0 <= at - b <= 1 for _, b in wishes))]
    # «Кто разыгрывает и какой контракт?»: the teller asks his readers what the auction gives,
    # no player at the table asked (no verb of asking in his question)
    asking = {tokens[a].sentence for a, _ in r.story.find("asking")}
    r.cues = [(e, at) for e, at in r.cues if not (
        e is Event.REVIEW and _in_question(r.story, at) and not tokens[at].quoted
        and tokens[at].sentence not in asking and r.auction is not None
        and r.auction.complete)]
    return found and bool(r.cues)


def _asked_after_colon(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` follow a colon that closes a verb of asking or saying in
    their sentence («Спрашиваю Востока: повтори-ка всю торговлю»): said to a player at the
    table, unquoted, not the teller's request to his readers."""
    tokens = r.story.tokens
    sentence = tokens[at].sentence
    colon = next((k for k in range(at - 1, -1, -1)
                  if tokens[k].sentence == sentence and tokens[k].text == ":"), None)
    if colon is None:
        return False
    verbs = r.story.find("asking") + r.story.find("speech")
    return any(tokens[a].sentence == sentence and a < colon for a, _ in verbs)


# events the words name for themselves (decisive), the first said first when several are; the
# rest only back up the hint
_PRIORITY = (
    Event.PASSED_OUT,
    Event.OWN_MISUNDERSTANDING,
    Event.MISINFORMATION,
    Event.DAMAGING_PASS,
    Event.TRICK,
    Event.FIFTH_CARD,
    Event.CARD_TURNED,
    Event.DUMMY_MISPLACED,
    Event.DUMMY_INDICATED,
    Event.CARD_PLAYED,
    Event.NAMED_CARD,
    Event.PENALTY_CARD,
    Event.CLAIM,
    Event.DEFECTIVE_TRICK,
    Event.QUITTED_TRICK,
    Event.DUMMY_BREACH,
    Event.DUMMY_ACTION,
    Event.LEAD_OUT_OF_TURN,  # before the layout: dummy spreads his hand after any lead
    Event.DUMMY_LAYOUT,
    Event.DESIGNATION,  # «I said just 'ten'» beside «dummy has no hearts»: the naming asked
    Event.FOLLOW_SUIT,
    Event.REVOKE,
    Event.REVIEW,
)
# an event the hint names that a decisive cue of the same family does not override
_FAMILY = {
    Event.DUMMY_ACTION: Event.DUMMY_BREACH,
    Event.EXPLANATION: Event.REVIEW,
    Event.NAMED_CARD: Event.DESIGNATION,
    Event.OWN_MISUNDERSTANDING: Event.MISINFORMATION,
    Event.REVOKE: Event.FOLLOW_SUIT,
    Event.DUMMY_LAYOUT: Event.OPENING_LEAD,
    Event.PENALTY_CARD: Event.CARD_PLAYED,
}


# events of Laws 20-23, told without a card or a trick
_AUCTION_EVENTS = frozenset({Event.PASSED_OUT, Event.MISINFORMATION, Event.OWN_MISUNDERSTANDING,
                             Event.REVIEW, Event.EXPLANATION, Event.OPENING_LEAD,
                             Event.DAMAGING_PASS})


# cases of laws outside 19-46: their words decide when the hint lies outside the play laws
_BEYOND = frozenset({Event.REVOKE, Event.CLAIM, Event.LEAD_OUT_OF_TURN, Event.QUITTED_TRICK,
                     Event.DEFECTIVE_TRICK})


def _family(event: Event) -> Event:
    return _FAMILY.get(event, event)


def _not_within(
    cues: list[tuple[Event, int]], event: Event, spans: list[range]
) -> list[tuple[Event, int]]:
    """The cues without those of ``event`` told inside one of ``spans`` (words that say the
    event's words mean something else there)."""
    return [(e, at) for e, at in cues
            if e is not event or not any(at in span for span in spans)]


def _choose(r: _Reading) -> bool:
    """The event: decisive words first (by ``_PRIORITY``, then the earliest told), then the
    hint, then other words."""
    in_play = (bool(r.cards) or bool(r.story.find("play_context")) or bool(_contracts(r.story))
               or any(m.role is not None for m in r.mentions))
    cues = [(e, at) for e, at in r.cues if in_play or e in _AUCTION_EVENTS]
    second = _second_question(r.story)
    if second is not None and any(at < second for _, at in cues):
        # «Два вопроса. 1) … 2) …»: the case is the first question's, the later ones ask more
        cues = [(e, at) for e, at in cues if at < second]
    # «до своего первого хода я спросил …»: the lead names a time, not the event
    timing = [range(a, b) for concept in ("before_own_lead", "auction_done", "lead_not_faced")
              for a, b in r.story.find(concept)]
    cues = [(e, at) for e, at in cues
            if e is not Event.OPENING_LEAD or not any(at in span for span in timing)
            or _who_asked(r.story, at)]  # «Кто из нас обязан был сделать первый ход?»
    asking = [e for e, at in cues if e in (Event.EXPLANATION, Event.REVIEW)
              and not _in_question(r.story, at)]
    # «the opening lead was face up»: a card face up that tells the time, not a card at issue
    faced = [range(a, b) for a, b in r.story.find("lead_faced")]
    cues = _not_within(cues, Event.CARD_PLAYED, faced)
    # «till we laid the hands out at the end»: all hands shown after the play, no dummy laid out
    cues = _not_within(cues, Event.DUMMY_LAYOUT,
                       [range(a, b) for a, b in r.story.find("hands_shown")])
    # "West led the ♠A and East dropped the ♠9": a card played under the lead, no penalty card
    cues = _not_within(cues, Event.PENALTY_CARD,
                       [range(a, b) for a, b in r.story.find("dropped_to_lead")])
    # «Осталось по пять карт»: the cards each player has left, no fifth card to a trick
    cues = _not_within(cues, Event.FIFTH_CARD,
                       [range(a, b) for a, b in r.story.find("cards_left")])
    # «LHO claims dummy'd been standing behind me»: a player asserting a fact, no claim (68)
    cues = _not_within(cues, Event.CLAIM,
                       [range(a, b) for a, b in r.story.find("claim_asserted")])
    if _lead_only_faced(r, cues, faced):
        # «opening lead faced, and partner laid dummy out higgledy-piggledy»: the faced lead
        # is when dummy spreads his hand; how he spread it is the case (41D), not the lead
        cues = [(e, at) for e, at in cues if e is not Event.OPENING_LEAD]
        r.hint = Event.DUMMY_LAYOUT
    if r.played_as_told:  # «declarer named it, I (dummy) took it»: dummy's right, not 45B,
        # nor a touch without instruction (45F), nor a card of declarer's own hand (45C4)
        # — unless declarer then put his naming right: «… я положил ♠9, а он поправился»
        dropped_events = (Event.CARD_PLAYED, Event.DUMMY_INDICATED) if _put_right(r) else (
            Event.CARD_PLAYED, Event.DUMMY_INDICATED, Event.NAMED_CARD)
        cues = [(e, at) for e, at in cues if e not in dropped_events]
    cues = [(e, at) for e, at in cues if not _rule_stated(r, at)]
    # «dummy put his finger on the queen»: the verb that put a finger on the card is a card
    # indicated (45F), not dummy's card put on the table (45D)
    pointed = {at for e, at in cues if e is Event.DUMMY_INDICATED}
    cues = [(e, at) for e, at in cues if not (e is Event.DUMMY_MISPLACED and at in pointed)]
    supposed = _supposed(r, cues)
    if len(supposed) < len(cues):  # «а если бы Толику объяснили неправильно?»: only supposed
        cues = [cue for cue in cues if cue not in supposed]
    decisive = [(e, at) for e, at in cues if e in _PRIORITY
                and not (e is Event.DUMMY_INDICATED and (_another_subject(r, at)
                                                         or _phrase_denied(r, at)))]
    if r.story.find("face_down_lead") and any(e is Event.OPENING_LEAD for e, _ in cues):
        # «puts the ♣4 face down, then … the ♥K face down instead … take back a face-down
        # lead»: the opening lead is made face down (41A), no card turned too early (45G)
        # nor a card played face up (45A)
        decisive = [(e, at) for e, at in decisive
                    if e not in (Event.CARD_TURNED, Event.CARD_PLAYED)]
    corrected = _by_namer(r, r.story.told("named.corrected"))
    if corrected and any(e is Event.NAMED_CARD for e, _ in decisive):
        # «Юг называет «десятку треф» и тут же поправляется … а Восток уже успел положить
        # тройку»: the card an opponent played after the naming is the consequence of the
        # naming put right (45C4(B)), not the case
        decisive = [(e, at) for e, at in decisive
                    if not (e is Event.CARD_PLAYED and at > corrected[0][0])]
    if any(e is Event.DEFECTIVE_TRICK for e, _ in decisive):
        # a card too many beside a trick short of one is a defective trick (67), not a fifth card
        decisive = [(e, at) for e, at in decisive if e is not Event.FIFTH_CARD]
    if any(e is Event.LEAD_OUT_OF_TURN for e, _ in decisive) and not _card_held(r) and not any(
            e is Event.PENALTY_CARD for e, _ in decisive):
        # «думаю, что ход мой, и кладу ♠A лицом вверх … партнёр говорит, что ход-то его»: the
        # card put face up is the lead out of turn (53-56), not a card held (45C); a card
        # dropped stays the penalty card it is
        decisive = [(e, at) for e, at in decisive if e is not Event.CARD_PLAYED]
    if any(e is Event.PENALTY_CARD for e, _ in decisive) and any(
            e is Event.LEAD_OUT_OF_TURN for e, _ in decisive):
        # «Восток пошёл ♦Q — не его ход … судья говорил про штрафную карту»: the card led out
        # of turn is the case (53-56); the penalty card is what comes of it
        decisive = [(e, at) for e, at in decisive if e is not Event.PENALTY_CARD]
    if any(e is Event.PENALTY_CARD for e, _ in decisive) and not _card_held(r):
        # a card dropped face up is a penalty card (45C5), not a card played
        decisive = [(e, at) for e, at in decisive if e is not Event.CARD_PLAYED]
    if any(e is Event.PENALTY_CARD for e, _ in decisive) and _holdings_told(r) \
            and not r.story.told("revoke_word"):
        # a penalty card already lying and a player holding the suit led now: whether he
        # must follow suit or play the penalty card is 44C's priority, not 45C5
        decisive = [(Event.FOLLOW_SUIT if e in (Event.PENALTY_CARD, Event.CARD_PLAYED) else e,
                     at) for e, at in decisive]
    if any(e in (Event.FIFTH_CARD, Event.DUMMY_MISPLACED, Event.LEAD_OUT_OF_TURN)
           for e, _ in decisive) and not any(
            _in_question(r.story, a) for a, _ in r.story.find("event.trick")):
        # «Взятка моя. А разыгрывающий … положил в ту же взятку пятой картой. Положено?»: the
        # trick's winner told, not asked; the fifth card put on it is the case (45E), and so
        # is dummy's card other than the one named («ю говорит «четвёрку», а с кладёт ♥д»: 45D),
        # and a lead made next by the wrong player («взятка наша, Северу в руку. А я тут же
        # 10ч на стол бросил, думал, это я взял»: 53-56)
        decisive = [(e, at) for e, at in decisive if e is not Event.TRICK]
    if any(e is Event.TRICK for e, _ in decisive) and r.story.told("follow_duty") \
            and any(e is Event.FOLLOW_SUIT for e, _ in cues):
        # «N — червей нет, кладёт ♠2. E: N обязан был сбросить, бить козырем нельзя. Чья
        # взятка?»: what a player out of the suit led had to play is disputed (44C, 44D); who
        # wins follows from it
        decisive = [(Event.FOLLOW_SUIT if e is Event.TRICK else e, at) for e, at in decisive]
    if r.revoke_shown and any(e is Event.REVOKE for e, _ in decisive):
        # «В сбрасывает ♦4 … в конце сдачи у В находится ♣9»: the cards of the trick told
        # show the suit not followed; the revoke is the case, not who won that trick
        decisive = [(e, at) for e, at in decisive if e is not Event.TRICK]
    if any(e is Event.DESIGNATION for e, _ in decisive) and any(
            e is Event.DUMMY_BREACH and _which_card_asked(r, at) for e, at in decisive):
        # «Юг сказал: «Валета». Болван спросил: «Которого?»»: dummy asks which card the naming
        # meant; the naming left incomplete is the case (46B3), not dummy's question (43)
        decisive = [(e, at) for e, at in decisive if e is not Event.DUMMY_BREACH]
    lead_then_card = _lead_told_then_card(r, cues, decisive)
    if lead_then_card:
        # «South sits on declarer's left, so it was his lead. … I pull out the ♠Q and put it
        # face up»: whose opening lead it was, told, then a card put down before any trick:
        # that card is the opening lead, by whoever put it (41A; 54 when the wrong defender),
        # whatever clause the search put first
        decisive = []
    dropped = False
    if r.hint in _DUMMY_EVENTS and not any(m.role is Role.DUMMY for m in r.mentions):
        r.hint, dropped = None, True  # a story about dummy names him; the words decide
    if decisive:
        decisive.sort(key=lambda item: (_PRIORITY.index(item[0]), item[1]))
        event = decisive[0][0]
        if (asked := _asked_before_layout(r, cues, decisive)) is not None:
            event = asked  # two questions: the first, over a face-down lead (41B), leads
            r.asked_over_lead = True
        over_lead = _asked_over_face_down_lead(r, cues) if event in (
            Event.REVIEW, Event.EXPLANATION) else None
        if over_lead is Event.OPENING_LEAD:
            event = Event.OPENING_LEAD  # the leader wants his face-down lead back (41A)
        elif over_lead is not None:
            r.asked_over_lead = True
        hint = r.hint
        if hint is not None and _family(hint) == _family(event):
            event = _refine(r, hint, event)
        r.event = event
    elif lead_then_card:
        r.event = Event.OPENING_LEAD
    elif (asked := _asked_over_face_down_lead(r, cues)) is not None:
        r.event = asked  # «Запад положил ход рубашкой вверх. Восток спросил, что было 2♣»
        r.asked_over_lead = asked is not Event.OPENING_LEAD
    elif _contract_told(r) and any(e is Event.OPENING_LEAD for e, _ in cues):
        r.event = Event.OPENING_LEAD  # a finished auction and «кто ходит?»
    elif r.hint is Event.OPENING_LEAD and (timing or faced) and asking:
        # «Запад положил первый ход рубашкой вверх, и тут восток спрашивает, что значит 2D»,
        # «West led, dummy went down, and then I asked what 2C meant»: the lead tells the
        # moment, the request is the case (41B, 41C)
        r.event = asking[0]
    elif r.hint in _DUMMY_EVENTS and any(e is Event.DESIGNATION and not _named_by_dummy(r, at)
                                         for e, at in cues):
        # «я кажу: «Кароль». Без масці … партнёр паклаў піковага»: declarer named dummy's card
        # in part and dummy played one; what is played is Law 46's, not dummy's rights (42)
        r.event = Event.DESIGNATION
    elif r.hint is Event.CARD_PLAYED and any(e is Event.DESIGNATION for e, _ in cues):
        # «Восток сказал только «пика»»: a card of dummy's named in part, no card touched or
        # shown; the designation (46) is the case, not a card played (45C)
        r.event = Event.DESIGNATION
    elif _face_down_after_auction(r) and not asking:
        r.event = Event.OPENING_LEAD  # «…, все пас. Я положил рубашкой вверх ♦3»: the lead
    elif r.hint in _DUMMY_EVENTS and asking and not any(
            r.story.find(concept) for _, concept in _DUMMY_ACTS):
        # «North was dummy … West asked South what North's 3♦ had meant»: dummy named as a
        # seat, nothing he did; the question is the case (20F2, 41B)
        r.event = asking[0]
    elif r.hint is Event.PASSED_OUT and not cues and _contracts(r.story) and not (
            r.story.find("event.passed_out")):
        pass  # «Ellie in 4S … till the cards went back in the board»: a contract was played,
        # no deal passed out (unless the words pass it out: «all four of us passed»)
    elif r.hint in (Event.DESIGNATION, Event.NAMED_CARD) and any(
            e is Event.DUMMY_BREACH for e, _ in cues) and _quoted_card(r) is None:
        # «afore I'd called owt from dummy Jack says, 'You'll be wanting to duck that'»: no
        # card named in words, dummy's own remark is the case (43A1(C)), not a designation
        r.event = Event.DUMMY_BREACH
    elif r.hint in (Event.DESIGNATION, Event.NAMED_CARD) and (requests := [
            e for e, _ in cues if e in (Event.EXPLANATION, Event.REVIEW)]) and not r.cards and (
            _quoted_card(r) is None):
        # "South paused at his turn to play and asked us what our discards meant — was a low
        # card encouraging?": no card named by anyone, the question asked is the case (20F2)
        r.event = requests[0]
    elif r.hint is not None and not _contract_only(r, cues):
        r.event = r.hint
    elif cues and (r.hint_given is None or dropped or cues[0][0] in _BEYOND):
        r.event = cues[0][0]
    if r.event is Event.NAMED_CARD and _named_absent_from_dummy(r):
        r.event = Event.DESIGNATION  # a card named from dummy that dummy lacks (46B4)
    if r.event is Event.REVIEW and r.story.find("request.who_leads") and any(
            e is Event.OPENING_LEAD and _in_question(r.story, at) and not r.story.tokens[at].quoted
            for e, at in r.cues):
        # «спросил: «Мой первый ход?» … Так кто делает первый ход?»: the teller asks who
        # leads as well as whether one may ask it: the opening lead (41A), the question 20C1's
        r.event = Event.OPENING_LEAD
        r.set("request", Request.WHO_LEADS)
    if r.event is Event.CARD_PLAYED and _face_down_lead_taken_back(r):
        # «I put the ♣K face down … then picked my card back up and slid the ♥4 down»: the
        # opening lead laid face down and changed is 41A's case, no card of the play held
        r.event = Event.OPENING_LEAD
    if r.event is Event.REVOKE and r.story.find("p19.nothing_done_yet"):
        # «I had one small diamond … before I did anything I asked: may I trump?»: a suit
        # held and a question asked before playing: whether he must follow (44C), no revoke
        r.event = Event.FOLLOW_SUIT
    if r.event is Event.NAMED_CARD and _suit_alone_first(r):
        # «ход со стола: «пика». Болван тянется к ♠4, а он: «нет, король!»»: a suit named
        # without its rank designated a card of dummy's (46B2); the rank said after it
        # changes nothing
        r.event = Event.DESIGNATION
    if r.event is Event.DESIGNATION and not _named_not_held(r) and (
            _named_in_full_then_changed(r) or _named_again_at_once(r)):
        # «король треф» … «нет, передумал, маленькую»; «маленькую бубну» — и сразу
        # «черву»: a designation changed is 45C4's
        r.event = Event.NAMED_CARD
    if r.event is Event.LEAD_OUT_OF_TURN and _opening(r):
        r.event = Event.OPENING_LEAD  # the opening lead made by the wrong player (41A, 54)
    if r.event in (Event.DUMMY_LAYOUT, Event.LEAD_OUT_OF_TURN, Event.CARD_PLAYED) \
            and _led_instead(r):
        # «Первый ход сделал Восток, а должен был Запад. Юг уже раскладывает болвана»: who
        # led contrasted with who ought to have led is the case (41A, 54), not the layout
        r.event = Event.OPENING_LEAD
    if r.event is Event.CARD_PLAYED and _opening(r) and not _card_held(r) \
            and r.story.find("lead_face_up"):
        # «после финального паса Запад положил ♠K лицом вверх», «я ходила первой и положила
        # карту лицом вверх»: the opening lead faced, by whom and how (41A), not 45C
        r.event = Event.OPENING_LEAD
    return r.event is not None


def _led_instead(r: _Reading) -> bool:
    """Whether the story contrasts who made the opening lead with who ought to have made it:
    a player told in a clause of duty or negated beside the words of the lead («…, а должен
    был Запад», «West should have led», «первым пошёл не Восток, а Запад») and the lead made
    by another seat, no trick of the play spoken of.

    >>> story = _Story("Играли 3БК у Юга. Первый ход сделал Восток, а должен был Запад.")
    >>> r = _Reading(story, None, None, None)
    >>> r.mentions = _mentions(story)
    >>> _led_instead(r)
    True
    """
    story = r.story
    if story.find("during_play") or story.find("trick_word"):
        return False
    tokens = story.tokens
    lead_sentences = {tokens[a].sentence for concept in (
        "made_lead", "event.opening_lead", "opening_words") for a, _ in story.find(concept)}
    # «а должен был Запад», «вместо Севера», and «не Восток, а Запад»: the seat contrasted
    ought = {r.role_of(_with_seat(r, m))[1] for m in r.mentions
             if tokens[m.index].sentence in lead_sentences
             and (_ought_to(tokens, m.index) or _negated(tokens, m.index))}
    maker = _lead_maker(r)
    seat = None if maker is None else r.role_of(_with_seat(r, maker))[1]
    return seat is not None and bool(ought - {None}) and seat not in ought


def _supposed(r: _Reading, cues: list[tuple[Event, int]]) -> list[tuple[Event, int]]:
    """The cues told after «если бы», «what if» in their sentence: what did not happen.

    >>> r = _Reading(_Story("Я спросил. А если бы объяснили неправильно?"), None, None, None)
    >>> _supposed(r, [(Event.EXPLANATION, 1), (Event.MISINFORMATION, 7)])
    [(<Event.MISINFORMATION: 'misinformation'>, 7)]
    """
    tokens = r.story.tokens
    marks = [a for a, _ in r.story.find("what_if")]
    return [(e, at) for e, at in cues
            if any(m <= at and tokens[m].sentence == tokens[at].sentence for m in marks)]


def _second_question(story: _Story) -> int | None:
    """Where the second of several numbered questions starts, in a post that says it asks
    several («Два вопроса: 1) … 2) …», «some questions … 1) … 2) …», «Первое: … Второе: …»);
    None otherwise (numbered steps of one case are no questions).

    >>> _second_question(_Story("Два вопроса. 1) Кто ходит? 2) Можно ли спросить?"))
    8
    >>> _second_question(_Story("Шаги: 1) ход ♥A. 2) N кладёт ♠2.")) is None
    True
    """
    tokens = story.tokens
    if not story.find("several_questions"):
        return None
    ordinal = words(_PREFIX + "second_word")
    for k, token in enumerate(tokens):
        if token.quoted:
            continue
        if token.text == "2" and k + 1 < len(tokens) and tokens[k + 1].text == ")":
            return k
        if token.text in ordinal and k + 1 < len(tokens) and tokens[k + 1].text in (":", ","):
            return k
    return None


def _asked_over_face_down_lead(r: _Reading, cues: list[tuple[Event, int]]) -> Event | None:
    """«Западом карта первого хода положена рубашкой вверх. После этого Восток спросил, что
    значит 2♣»: a request told after the opening lead laid face down is the case (41B); the
    lead tells the moment it was asked."""
    laid = [b for a, b in r.story.told("lead_face_down")]
    if not laid:
        return None
    asked = [(e, at) for e, at in cues if e in (Event.EXPLANATION, Event.REVIEW)
             and at >= min(laid) and not _in_question(r.story, at)]
    changed = r.story.find("lead_change_wish") + r.story.told("p19.lead_taken_back")
    if asked and any(a > asked[0][1] for a, _ in changed):
        # «… Восток спросил, что значит 2♣. Я это услышала и захотела ход поменять», «…
        # а напарник хвать карту обратно и другую кладёт»: whether the face-down lead may
        # be changed after the answer is the case (41A)
        return Event.OPENING_LEAD
    return asked[0][0] if asked else None


def _asked_before_layout(
    r: _Reading, cues: list[tuple[Event, int]], decisive: list[tuple[Event, int]]
) -> Event | None:
    """«1) Запад положил ход рубашкой вверх, потом Восток спросил, что значила 2♣ … 2) болван
    разложил карты вперемешку»: a post whose only decisive words are dummy's layout (41D), told
    after a question asked over the face-down opening lead; the question told first is the
    case (41B)."""
    allowed = (Event.DUMMY_LAYOUT, Event.REVIEW, Event.EXPLANATION)
    if decisive[0][0] is not Event.DUMMY_LAYOUT or any(e not in allowed for e, _ in decisive):
        return None
    asked = _asked_over_face_down_lead(r, cues)
    if asked is None:
        return None
    first_asked = min(at for e, at in cues if e is asked)
    layout = min(at for e, at in decisive if e is Event.DUMMY_LAYOUT)
    return asked if first_asked < layout else None


def _named_by_dummy(r: _Reading, at: int) -> bool:
    """Whether the naming verb at ``at`` is dummy's (a remark, not declarer's designation)."""
    mention = r.subject(at)
    if mention is None:
        return False
    return (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY


def _lead_only_faced(r: _Reading, cues: list[tuple[Event, int]], faced: list[range]) -> bool:
    """Whether dummy's layout is told and every word of the opening lead overlaps words
    telling the lead faced (the time dummy spreads his hand)."""
    spans = {a: range(a, b) for a, b in r.story.find("event.opening_lead")}
    leads = [spans.get(at, range(at, at + 1)) for e, at in cues if e is Event.OPENING_LEAD]
    return any(e is Event.DUMMY_LAYOUT for e, _ in cues) and bool(leads) and all(
        any(set(lead) & set(span) for span in faced) for lead in leads)


def _rule_stated(r: _Reading, at: int) -> bool:
    """Whether an event's words at ``at`` open with a player and «только» / "only" before him
    («а я говорю — только болван трогает стол»), or follow words denying a right in their
    sentence («не имеет права трогать»): who alone may do a thing, a rule someone states,
    not an act («я только тронул карту» is an act: no player after «только»)."""
    tokens = r.story.tokens
    if any(a < at <= b + 6 and tokens[a].sentence == tokens[at].sentence
           for a, b in r.story.find("p37.no_right")):
        return True  # «Восток заявил, что болван не имеет права трогать карты без указания»
    return at > 0 and tokens[at - 1].text in words(_PREFIX + "p19.only_word") \
        and tokens[at - 1].sentence == tokens[at].sentence \
        and any(m.index == at for m in r.mentions)


def _named_in_full_then_changed(r: _Reading) -> bool:
    """A card named in full in quotes («король треф», "the ♣K") and then taken back or
    changed («нет, передумал, маленькую»): the naming designated a card (45C4), whatever the
    words of the change leave incomplete; not a card dummy lacks (46B4)."""
    story = r.story
    if _quoted_card(r) is None or story.told("absent_on_dummy") or _denied_on_dummy(r):
        return False
    return bool(story.find("named.changed_mind") or story.told("named.corrected")
                or _slip_told(r))


def _designation_or_none(word: str) -> Designation | None:
    try:
        return parse_designation(word.strip(",.!?:;—-"))
    except BridgeLawsError:
        return None


def _phrase_denied(r: _Reading, at: int) -> bool:
    """Whether the words of dummy indicating a card told at ``at`` are denied, before them or
    before their last word («не тронул», «болван ещё не тронул ни одной карты»)."""
    ends = [b for a, b in r.story.find("event.dummy_indicated") if a == at]
    return _denied(r, at) or any(_denied(r, b - 1) for b in ends)


def _contract_only(r: _Reading, cues: list[tuple[Event, int]]) -> bool:
    """«Торговля: … Кто разыгрывает и какой контракт?»: the hint is 22B (the last bid is the
    contract) and the story speaks of no lead: the auction's contract answers, not 41A."""
    return (r.hint_given is not None and r.hint_given.startswith("22B") and not cues
            and not r.story.find("lead_verb") and not r.story.find("event.opening_lead"))


def _who_asked(story: _Story, at: int) -> bool:
    """Whether token ``at`` stands in the teller's question, after a word asking who
    («Кто из нас обязан был сделать первый ход?»): what is asked, not a time told."""
    sentence = story.tokens[at].sentence
    who = words(_PREFIX + "who_word")
    return _in_question(story, at) and any(
        t.text in who for t in story.tokens[story._asked_from.get(sentence, at):at]
        if t.sentence == sentence)


def _in_question(story: _Story, at: int) -> bool:
    """Whether token ``at`` stands in the question the teller asks (not in what he tells)."""
    return at >= story._asked_from.get(story.tokens[at].sentence, at + 1)


def _face_down_lead_taken_back(r: _Reading) -> bool:
    """A card laid face down, then taken back, and no trick of the play spoken of."""
    laid = [a for a, _ in r.story.told("lead_face_down")]
    back = [a for a, _ in r.story.told("p19.lead_taken_back")]
    return bool(laid) and any(a > min(laid) for a in back) and not (
        r.story.find("trick_word") or r.story.find("during_play"))


def _face_down_after_auction(r: _Reading) -> bool:
    """A card told laid face down after an auction told to its end, and no trick of the play
    spoken of: the opening lead (41A), whatever the search found most alike."""
    info = r.auction
    return (info is not None and info.complete and not info.passed_out
            and bool(r.story.find("lead_face_down")) and not r.story.find("trick_word")
            and not r.story.find("during_play"))


def _opening(r: _Reading) -> bool:
    """A lead told as the opening lead: its words, and no trick of the play spoken of."""
    story = r.story
    if story.find("during_play"):
        return False
    if story.find("opening_words"):
        return True
    # «…, all passed. West led the ♠A»: the first lead told after a finished auction, no trick
    # of the play spoken of
    info = r.auction
    leads = story.told("lead_verb")
    return (info is not None and info.complete and not info.passed_out and bool(leads)
            and not story.find("trick_word"))


def _card_held(r: _Reading) -> bool:
    """Words of a card held or taken to be played (45C1-45C3), not merely face up."""
    return bool(r.story.find("event.card_held") or r.story.find("took_from_dummy"))


def _opening_out_of_turn(r: _Reading) -> bool:
    """«оппы играют 4ч … я подумал, что мой ход, и выложил открыто даму пик; а ходить должен
    был пард»: a lead out of turn right after a contract told, no trick nor time of the play
    spoken of, is the opening lead made by the wrong defender (41A, Law 54), not a lead in the
    play (53-56)."""
    story = r.story
    if r.event is not Event.LEAD_OUT_OF_TURN or not _contract_told(r):
        return False
    if story.find("trick_word") or story.find("during_play") or len(
            {card for _, card in r.cards}) > 1:
        return False  # (cards of a trick told: the play has begun)
    r.event = Event.OPENING_LEAD
    return True


def _contract_told(r: _Reading) -> bool:
    """A finished auction, or a contract and its declarer told in words («2♠ играет Север»)."""
    info = r.auction
    if info is not None and info.complete and not info.passed_out:
        return True
    return r.declarer is not None and bool(_contracts(r.story))


def _put_right(r: _Reading) -> bool:
    """Whether the story tells a named card put right or a slip («оговорился», «нет, дама»)."""
    story = r.story
    return bool(_by_namer(r, story.find("named.corrected")) or story.find("named.slip")
                or _corrections_quoted(r))


def _by_namer(r: _Reading, hits: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The words of putting a naming right not said by a defender: «East immediately said
    no, that is not what he called» objects to the card, it corrects nothing."""
    out = []
    for a, b in hits:
        mention = r.subject(a)
        if mention is not None and mention.index < a and r.declarer is not None \
                and r.role_of(_with_seat(r, mention))[0] is Role.DEFENDER:
            continue
        out.append((a, b))
    return out


def _refine(r: _Reading, hint: Event, cue: Event) -> Event:
    """Within one family, the words decide between the hint's event and the cue's."""
    if {hint, cue} == {Event.DUMMY_ACTION, Event.DUMMY_BREACH}:
        return cue
    if hint is Event.DUMMY_LAYOUT and cue is Event.OPENING_LEAD and r.story.told("lead_verb"):
        return cue  # «Первым пошёл N, выложил ♠K»: who led first is the case, not the layout
    if cue is Event.OWN_MISUNDERSTANDING:  # «сам не понял»: his own mistake, whatever 21B says
        return cue
    if cue is Event.REVOKE and r.revoke_shown:
        return cue  # a suit not followed, then shown by the same player: a revoke, not 44C-D
    if hint is Event.OWN_MISUNDERSTANDING and cue is Event.MISINFORMATION:
        return cue  # «their 2D is Multi»: an opponent's explanation told wrong, whatever 21A says
    if hint is Event.DESIGNATION and cue is Event.NAMED_CARD and not _put_right(r) \
            and not r.story.find("from_own_hand") and not _named_then_taken_back(r):
        return hint  # «Север сказал «бей»» of dummy's cards, not put right: Law 46, not 45C4
    return hint if cue not in (Event.NAMED_CARD, Event.FIFTH_CARD) else cue


# --- the facts of each event -------------------------------------------------------------------


def _flag(fact: str, yes: str | None, no: str | None) -> Pattern:
    """A yes/no fact: told by the words of ``yes`` or of ``no`` (``no`` wins when both)."""

    def pattern(r: _Reading) -> bool:
        story = r.story
        if no is not None and story.told(no):
            return r.set(fact, False)
        if yes is not None and story.told(yes):
            return r.set(fact, True)
        if any(a in story.unsure for concept in (yes, no) if concept is not None
               for a, _ in story.find(concept)):
            r.doubted.add(fact)  # «не знаю, все ли уже сыграли»: asked, not assumed
        return False

    return pattern


def _denied_on_dummy(r: _Reading) -> bool:
    """«На столе пики К, 7, 2, туза пик нет»: in a sentence telling dummy's cards, a card's
    rank and suit then «нет» — a card dummy does not hold."""
    tokens = r.story.tokens
    no = words(_PREFIX + "card_not_held")
    for _, b in r.story.find("on_dummy"):
        sentence = tokens[b - 1].sentence
        for i in range(b, len(tokens) - 2):
            if tokens[i].sentence != sentence:
                break
            rank, suit = meaning(tokens[i].text), meaning(tokens[i + 1].text)
            if rank is not None and rank.kind == "rank" and suit is not None \
                    and suit.kind == "suit" and tokens[i + 2].text in no:
                return True
    return False


def _named_not_held(r: _Reading) -> bool:
    """«я назвал «король треф», но на столе из треф были только ♣В и ♣4»: the card named in
    quotes is of a suit whose cards on dummy the story lists, and is not among them (46B4).

    >>> story = _Story("Я назвал «король треф», но на столе из треф были только ♣В и ♣4.")
    >>> r = _Reading(story, None, None, None)
    >>> _ = _cards(r)
    >>> _named_not_held(r)
    True
    """
    card, held = _quoted_card(r), _dummy_holding(r)
    return card is not None and held is not None and held.has_suit(card.suit) \
        and card not in held


def _absent_on_dummy(r: _Reading) -> bool:
    """«такой карты на столе нет»: the card named is not in dummy; «dummy has no diamonds»
    tells a suit dummy is void in (the suit led, 46B3), not the card named."""
    if _denied_on_dummy(r) or _named_not_held(r):
        return r.set("absent", True)
    tokens = r.story.tokens
    for a, b in r.story.told("absent_on_dummy"):
        after = tokens[b : b + 2]
        if any((said := meaning(t.text)) is not None and said.kind == "suit" for t in after):
            continue
        inside = [said.kind for t in tokens[a:b] if (said := meaning(t.text)) is not None]
        if "suit" in inside and "rank" not in inside:
            continue  # «у болвана бубен нет»: a suit dummy is void in, not the card named
        return r.set("absent", True)
    return False


def _hedged(r: _Reading, at: int) -> bool:
    """A hedge in the sentence of the words at ``at`` («аль погодя малость, не упомню уж»):
    the teller offers them as one of what may have been."""
    sentence = r.story.tokens[at].sentence
    return any(r.story.tokens[a].sentence == sentence for a, _ in r.story.find("hedge"))


def _cue_places(r: _Reading) -> list[int]:
    """Every place the words of the chosen event stand, in the order told."""
    places = sorted(at for event, at in r.cues if event is r.event)
    sure = [at for at in places if at not in r.story.unsure]  # not «whether it could be seen»
    if sure or r.event is None:
        return sure
    if places:
        return places
    return sorted(at for event, at in r.cues if _family(event) is _family(r.event))


def _cue_place(r: _Reading) -> int:
    """Where the event's words stand (or those of its family: «спросил» for an explanation);
    for an event only the hint named, the first player named as a subject (the first actor)."""
    places = _cue_places(r)
    if places:
        return places[0]
    named = [m.index for m in r.mentions if m.named and not r.story.tokens[m.index].quoted]
    acting = [at for at in named if not _tells_role(r, at)]
    first = (acting or named or [0])[0]
    # «Соседка по столу, когда играет, … переворачивает её. Меня это сбивает»: a person told
    # by a noun, with no seat, before any player named is the one who acted
    known = {m.index for m in r.mentions}
    someone = next((k for k, token in enumerate(r.story.tokens[:first])
                    if k not in known and not token.quoted and _someone(token) is not None), None)
    return first if someone is None else someone


def _request_place(r: _Reading) -> int | None:
    """Where the words of the request the story tells stand (the first of them), when they
    are the words asked in quotes: the asker is the one who said them, not the one named
    with the event's other words («… торговлю не повторяют», the answer he got)."""
    quoted = sorted(a for request in Request for a, _ in r.story.find(f"request.{request.value}")
                    if r.story.tokens[a].quoted)
    return quoted[0] if quoted else None


def _speaker_before_quote(r: _Reading, at: int) -> _Mention | None:
    """The player named in the few words before the colon that opens the quote holding ``at``
    («когда мой партнёр, Север, вежливо произнёс: «…»»): the one who said it."""
    tokens = r.story.tokens
    k = at
    while k > 0 and tokens[k - 1].quoted:
        k -= 1
    if k < 2 or tokens[k - 1].text != ":":
        return None
    return _speaker_before_colon(r, k - 1, _QUOTE_SPEAKER_REACH)


def _tells_role(r: _Reading, at: int) -> bool:
    """Whether the player named at ``at`` is only told to be declarer or a defender («я
    разыгрывал», «RHO разыгрывал», «вистовал я с Юга»): who plays or defends the contract,
    not who did what the story is about."""
    tokens = r.story.tokens
    hits = r.story.find("declares") + r.story.find("i_declare") + r.story.find("i_defend")
    if any(a == at - 1 and (a == 0 or tokens[a - 1].sentence != tokens[a].sentence)
           and _level_follows(tokens, at) for a, _ in r.story.find("declares")):
        return True  # «Играл Восток 3 без козыря»: the verb first, then the player, his contract
    if any(a == at - 1 and tokens[a].sentence == tokens[at].sentence
           for a, _ in r.story.find("i_defend")):
        return True  # «вистовал я с Юга»: the verb of defending, then the player
    return any(at <= a <= at + 2 and tokens[a].sentence == tokens[at].sentence
               and not _clause_break(r.story, at, a) for a, _ in hits)


def _level_follows(tokens: list[_Token], at: int) -> bool:
    """A contract's level right after the player named at ``at`` («Восток 3 без козыря»,
    «Север 4♠»)."""
    return any(token.text[:1] in "1234567" for token in tokens[at + 1 : at + 3])


# events about a card that only the play period has
_CARD_EVENTS = (Event.CARD_PLAYED, Event.PENALTY_CARD, Event.FIFTH_CARD, Event.CARD_TURNED,
                Event.NAMED_CARD, Event.DESIGNATION, Event.TRICK)
_DUMMY_EVENTS = (Event.DUMMY_ACTION, Event.DUMMY_BREACH, Event.DUMMY_INDICATED,
                 Event.DUMMY_MISPLACED)


def _actor(r: _Reading) -> bool:
    """Who did it: the player named as the subject of the event's words."""
    if not r.story.tokens or r.event in (Event.OPENING_LEAD, Event.PASSED_OUT):
        return False
    if r.event in _DUMMY_EVENTS:
        return _dummy_actor(r)
    if r.event is Event.DUMMY_LAYOUT and (r.declarer is not None or _dummy_seat_told(r)):
        return _dummy_actor(r)  # dummy spreads his hand, whoever asked him to (41D)
    at = _cue_place(r)
    asked = _request_place(r) if r.event in (Event.REVIEW, Event.EXPLANATION) else None
    if asked is not None:
        at = asked  # «я спросила: «Контракт в контре?». Разыгрывающий ответил …»: who asked
    if r.event is Event.FIFTH_CARD:
        played = [k for e, k in r.cues if e is Event.CARD_PLAYED and k < at]
        if _in_question(r.story, at) and played:
            # «… мой партнёр Юг выложил ♥В … Это пятая карта во взятку или ход?»: the fifth
            # card only asked about; the card told played before it is the one
            at = max(played)
        at = _played_after(
            r, _card_put_on_full_trick(r) or _one_more_card(r) or _one_more_before(r, at) or at)
    if r.event in (Event.REVOKE, Event.FOLLOW_SUIT):
        at = _failed_to_follow(r, at)
    if r.event is Event.LEAD_OUT_OF_TURN:
        at = _lead_before_turn_told(r, at)
    naming = r.event in (Event.NAMED_CARD, Event.DESIGNATION)
    if naming and r.story.find("naming"):
        # «Командую со стола: «король!» … Запад говорит, надо уточнять»: who named the card
        # is the one whose words in quotes name it, else the first told naming
        named = [a for a, _ in r.story.find("naming")
                 if (quote := _quote_after(r, a)) is not None and _names_card(
                     " ".join(t.text for t in r.story.tokens[quote[0]:quote[1]]))]
        at = (named or [r.story.find("naming")[0][0]])[0]
    mention = r.subject(at, skip_dummy=naming)
    if asked is not None:
        mention = _speaker_before_quote(r, at) or mention  # «…, когда партнёр произнёс: «…»»
    if mention is not None and _with_seat(r, mention).seat is None and not naming:
        # «пятая карта вистующего. Запад положил пятую карту»: a later telling names the seat
        later = [m for at2 in _cue_places(r)[1:] if (m := r.subject(at2)) is not None
                 and _with_seat(r, m).seat is not None]
        if later:  # the role the first telling gave, the seat the later one names
            seat = _with_seat(r, later[0]).seat
            role = later[0].role or (mention.role if r.declarer is None else None)
            mention = _Mention(later[0].index, seat, role)
    if mention is None:
        return _dummy_card_named(r, naming)
    if mention.seat is not None and _sees(r, mention):
        # «левый держал карты, и его партнёр мог видеть ♦K»: the card is the left one's
        mention = _Mention(mention.index, mention.seat.partner, None)
    role, seat = r.role_of(_with_seat(r, mention))
    if role is None:
        role = _role_beside(r, mention)
    if r.event is Event.DESIGNATION and role is Role.DEFENDER and not _told_to_dummy(r) \
            and not _suit_alone_first(r):
        r.event = Event.NAMED_CARD  # a defender names a card of his own hand: 45C4, not 46
    elif r.event is Event.DESIGNATION or (naming and r.story.find("from_dummy")):
        # only declarer names dummy's cards (45B, 46)
        role, seat = Role.DECLARER, r.declarer if r.declarer is not None else seat
    if role is None:
        role = _role_from_facts(r)
    if role is Role.DUMMY and r.event is Event.FIFTH_CARD:
        role, seat = Role.DECLARER, r.declarer  # 45E2: a fifth card «со своей руки или со стола»
    if role is Role.DUMMY and r.event is Event.CARD_PLAYED and r.declarer is not None \
            and r.story.told("from_own_hand") and not r.story.told("took_from_dummy") \
            and not r.story.told("touched_dummy"):
        # «он вынул из руки ♥К и держал его лицом вверх»: dummy's cards lie on the table, so
        # a card taken out of a hand in his partnership is declarer's own (45C2)
        role, seat = Role.DECLARER, r.declarer
    if role is Role.DECLARER and seat is not None and r.declarer is None:
        r.declarer = seat
    changed = r.set("actor", role)
    if seat is not None and r.event is not Event.TRICK:
        changed = r.set("seat", seat) or changed
    return changed


def _lead_before_turn_told(r: _Reading, at: int) -> int:
    """«our lass led the ♣K face up. It was my lead, not hers»: words telling that the lead
    was the teller's name whose turn it was, not who led; the lead told before them is the
    act, its subject the one who led out of turn."""
    tokens = r.story.tokens
    mine = words("story.possessive_mine")
    if not any(t.text in mine for t in tokens[max(0, at - 3) : at + 3]
               if t.sentence == tokens[at].sentence):
        return at
    leads = [a for a, _ in r.story.told("lead_verb")
             if a < at and tokens[a].sentence < tokens[at].sentence]
    return leads[-1] if leads else at


def _ruling_retold(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` stand in the director's ruling retold («The TD says it's
    no lead, just a fifth card»): they name the case, not who did it."""
    sentence = r.story.tokens[at].sentence
    return any(r.story.tokens[a].sentence == sentence and a < at
               for a, _ in r.story.find("director_ruled"))


def _card_put_on_full_trick(r: _Reading) -> int | None:
    """«Во взятку уже положили четыре карты, а у меня выпала ещё одна»: where the card put
    after the full trick is told (its holder is that clause's subject), not the full trick."""
    more = r.story.told("one_more")
    return next((at for event, at in r.cues if event is Event.FIFTH_CARD
                 and any(a <= at < b for a, b in more) and not _ruling_retold(r, at)), None)


def _one_more_card(r: _Reading) -> int | None:
    """A fifth card chosen by the case model, with no words of the event to place it: the
    first words of one card more («поверх своей девятки ещё и ♥4») with a card named after
    them or a verb of playing before them in their sentence."""
    if any(not _in_question(r.story, at) and not _ruling_retold(r, at) for at in _cue_places(r)):
        return None  # «Is there owt to pay for that fifth card?»: the question tells nothing
    for a, _ in r.story.told("one_more"):
        if _one_more_played(r, a):
            return a  # «кладу ещё ♠4», «put it on top of the finished trick», «my ♣2 on the pile»
    return None


def _one_more_played(r: _Reading, a: int) -> bool:
    """The words of one card more at ``a`` tell a card played: a card named from two words
    before them on in their sentence, or a verb of playing before them in it."""
    tokens = r.story.tokens
    return any(i >= a - 2 and tokens[i].sentence == tokens[a].sentence for i, _ in r.cards) or any(
        v < a and tokens[v].sentence == tokens[a].sentence for v, _ in r.story.told("played_verb"))


def _one_more_before(r: _Reading, at: int) -> int | None:
    """«… положил поверх взятки ещё ♦3 болвана. Пятая карта, я сосчитал»: the fifth card
    named in a sentence that tells no card and no play (a remark on what was told): the card
    was put where the words of one card more stand before it, with a card named right after
    them or a verb of playing before them in their sentence (the last such place)."""
    tokens = r.story.tokens
    sentence = tokens[at].sentence
    verbs = r.story.told("played_verb")
    if any(tokens[i].sentence == sentence for i, _ in r.cards) or any(
            tokens[v].sentence == sentence for v, _ in verbs):
        return None
    before = [a for a, _ in r.story.told("one_more")
              if a < at and tokens[a].sentence != sentence and _one_more_played(r, a)]
    return before[-1] if before else None


def _dummy_card_named(r: _Reading, naming: bool) -> bool:
    """«Ход со стола. Говорит: «король треф»»: a card of dummy's named with no subject told;
    only declarer names dummy's cards (45B, 46), so declarer named it."""
    if not naming or r.declarer is None or not (
            r.event is Event.DESIGNATION or r.story.find("from_dummy")):
        return False
    changed = r.set("actor", Role.DECLARER)
    return r.set("seat", r.declarer) or changed


def _told_to_dummy(r: _Reading) -> bool:
    """«а он сказал болвану: «старшую»»: a card named to dummy, which only declarer does (45B,
    46), whoever the subject seems to be."""
    return any(m.role is Role.DUMMY and not m.named and b <= m.index <= b + 1
               for _, b in r.story.find("naming") for m in r.mentions)


def _failed_to_follow(r: _Reading, at: int) -> int:
    """«Запад сбросил ♦2, хотя у него оставалась ♣7. … Ренонс, как я понимаю, состоялся»: who
    revoked is the subject named before the first verb of not following or discarding, not
    whoever a later sentence naming the revoke mentions."""
    tokens = r.story.tokens
    hits = r.story.told("revoke_word") + r.story.told("showed_out") + r.story.told("discarded")
    for a, b in sorted(hits):
        if b < len(tokens) and _contract_at(tokens, b) is not None:
            continue  # «East played 3NT»: the contract, not a card played
        if b < len(tokens) and tokens[b].text in words(_PREFIX + "small_card"):
            continue  # «West played low»: he followed with a small card
        if any(m.named and m.index < a and tokens[m.index].sentence == tokens[a].sentence
               and not tokens[m.index].quoted for m in r.mentions):
            return a
    return at


def _sees(r: _Reading, mention: _Mention) -> bool:
    """Whether words of seeing the card (45C1) follow the mention closely («его партнёр мог
    видеть», «I could see it»): the one named is who saw it, his partner held it."""
    tokens = r.story.tokens
    seeing = r.story.find("partner_saw") + r.story.find("seeing")
    # «Галя держала короля лицом ко мне»: the face turned to the teller, who saw it; the one
    # named before is who held it
    seeing = [(a, b) for a, b in seeing if not _faces_teller(tokens, a, b + 1)]
    # «его партнёрша, дама у окна, прямо заглянула и увидела»: an aside between the one
    # named and the verb, nobody else named there
    return r.event is Event.CARD_PLAYED and any(
        0 < a - mention.index <= _SEEING_REACH
        and tokens[a].sentence == tokens[mention.index].sentence
        and not any(mention.index < m.index < a for m in r.mentions)
        and (a - mention.index <= 3 or tokens[mention.index + 1].text == ",")
        for a, _ in seeing)


_SEEING_REACH = 10  # words from a player named to the verb of his seeing, past an aside


def _played_after(r: _Reading, at: int) -> int:
    """«Четыре карты ещё лежали (взял Юг), когда Запад положил ♥J»: the fifth card's player is
    the subject of the first verb of playing after its words in their sentence."""
    tokens = r.story.tokens
    # «решив, что его партнёр ещё не клал карту, положил сверху …»: a verb denied played nothing
    # «… tosses the ♣J on top, fifth card, and no way it's a lead»: words telling no lead
    # name no play
    no_lead = r.story.told("not_a_lead")
    played = [a for a, _ in r.story.told("played_verb") if a > at and not _denied_verb(r, a)
              and not any(s <= a < e for s, e in no_lead)]
    for a in played:
        if tokens[a].sentence == tokens[at].sentence:
            return a
    # «она … кладёт сверху ещё валета пик, пятой картой»: the words of the fifth card after
    # the verb of playing, in its sentence: the verb's subject played it
    before = [a for a, _ in r.story.told("played_verb")
              if a < at and tokens[a].sentence == tokens[at].sentence]
    if before and r.subject(at) is None:
        return before[-1]
    # «Баг: лишняя карта во взятке. … 2) E, не заметив, кладёт сверху ещё ♦9»: a heading
    # names the event, a later sentence tells who played the card; so does «Во взятке уже
    # лежали 4 карты, взял её Ю. А В … положил туда ещё ♥7»: no card played in the cue's
    # sentence, whoever sits there (a role named there, «пятая карта вистующего», is kept)
    named = r.subject(at)
    if named is None or (not before and named.seat is not None):
        later = [a for a in played if tokens[a].sentence - tokens[at].sentence <= 3]
        if later:
            return later[0]
    return at


def _denied_verb(r: _Reading, at: int) -> bool:
    """The verb at ``at`` is denied by «не» right before it («ещё не клал»; «не сразу
    положил» is still played)."""
    return at > 0 and r.story.tokens[at - 1].text == "не"


def _with_seat(r: _Reading, mention: _Mention) -> _Mention:
    """«Восток, вистующий», «болван (Север)»: the seat said next to the role."""
    if mention.seat is not None or mention.role is None:
        return mention
    sentence = r.story.tokens[mention.index].sentence
    beside = [m for m in r.mentions if m.seat is not None and abs(m.index - mention.index) <= 4
              and r.story.tokens[m.index].sentence == sentence
              and _glued(r.story, m.index, mention.index)]
    return _Mention(mention.index, beside[0].seat, mention.role) if beside else mention


def _role_beside(r: _Reading, mention: _Mention) -> Role | None:
    """«Вистующий Запад», «Восток, вистующий»: the role said next to a seat."""
    sentence = r.story.tokens[mention.index].sentence
    beside = [m for m in r.mentions if m.role is not None and m.seat is None
              and abs(m.index - mention.index) <= 3
              and r.story.tokens[m.index].sentence == sentence
              and _glued(r.story, mention.index, m.index)]
    return beside[0].role if beside else None


def _role_from_facts(r: _Reading) -> Role | None:
    """A role the words of the law imply: a card partner could see is a defender's (45C1),
    one held face up near the table declarer's (45C2); else the teller's part."""
    story = r.story
    if r.event is Event.CARD_PLAYED:
        if story.find("partner_saw"):
            return Role.DEFENDER
        if story.find("held_face_up"):
            return Role.DECLARER
    if r.my_role is None and r.event in (Event.FIFTH_CARD, Event.CARD_PLAYED) \
            and story.told("from_own_hand"):
        return Role.DECLARER  # «положил с руки»: only declarer plays from hand or table
    return r.my_role


def _dummy_seat_told(r: _Reading) -> bool:
    """Whether a seat is said beside a mention of dummy («болван Запад», «dummy (N)»)."""
    return any(m.role is Role.DUMMY and _with_seat(r, m).seat is not None for m in r.mentions)


def _dummy_actor(r: _Reading) -> bool:
    at = _cue_place(r)
    dummies = [m for m in r.mentions if m.role is Role.DUMMY]
    before = [m for m in dummies if m.index <= at]
    mention = before[-1] if before else (dummies[0] if dummies else None)
    seat = r.declarer.partner if r.declarer is not None else None
    if seat is None and mention is not None:
        seat = _with_seat(r, mention).seat
    if seat is None and _teller_was_dummy(r):
        # «Была болваном у мужа: …, он Север, я Юг»: the teller's own seat
        seat = next((m.seat for m in r.mentions if m.seat is not None
                     and r.story.tokens[m.index].text in words("story.role.me")), None)
    changed = r.set("actor", Role.DUMMY)
    return r.set("seat", seat) or changed


def _teller_asks_of_himself(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` stand in the teller's own question to his readers, outside
    quotes, with «я» in it, and the teller is not dummy («Получу ли я что-то за ренонс?»)."""
    tokens = r.story.tokens
    if tokens[at].quoted or not _in_question(r.story, at) or _teller_was_dummy(r):
        return False
    me = words("story.role.me")
    sentence = tokens[at].sentence
    return any(t.sentence == sentence and not t.quoted and t.text in me for t in tokens)


def _defender_revoke_told(r: _Reading, acts: list[tuple[DummyAct, int]]) -> bool:
    """Whether the words of dummy's first question about a revoke name, after it in its
    sentence, only defenders («… заявил, что Восток не дал в масть»): the revoke is a
    defender's. A player named only by his name has no seat here and proves nothing."""
    if r.declarer is None:
        return False
    at = next(a for act, a in acts if act is DummyAct.ASK_REVOKE)
    tokens = r.story.tokens
    named = [_with_seat(r, m) for m in r.mentions if m.index > at
             and tokens[m.index].sentence == tokens[at].sentence and m.role is not Role.DUMMY]
    seats = {m.seat for m in named if m.seat is not None
             and tokens[m.index].text not in words("story.role.me")}
    defenders = {r.declarer.lho, r.declarer.rho}
    return bool(seats) and seats <= defenders


def _asked_of(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` are asked about, not told: in a question, or after «ли» in
    their sentence («3) может ли болван сам вызвать судью …»)."""
    tokens = r.story.tokens
    return _in_question(r.story, at) or any(
        t.text == "ли" for t in tokens[max(0, at - 6) : at] if t.sentence == tokens[at].sentence)


def _dummy_subject(r: _Reading, at: int) -> bool:
    """Whether the subject of the words at ``at`` is dummy: named so, by his seat, or the
    teller who was dummy («я болван … и я не утерпел: бей тузом!»), not «Восток сделал
    замечание»."""
    mention = r.subject(at)
    if mention is None or mention.index > at:
        return False
    if r.story.tokens[mention.index].text in words("story.role.me"):
        return _teller_was_dummy(r)
    return (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY


def _teller_dummy(r: _Reading, mention: _Mention) -> bool:
    """Whether the mention is the teller's «я»/"I" and the teller was dummy."""
    return r.story.tokens[mention.index].text in words("story.role.me") and _teller_was_dummy(r)


def _teller_was_dummy(r: _Reading) -> bool:
    """«Я болван», «I was dummy», or «Была болваном у мужа» with no subject before the verb:
    the teller is dummy."""
    tokens = r.story.tokens
    return bool(r.story.find("i_am_dummy")) or any(
        _opens_sentence(tokens, a) for a, _ in r.story.find("was_dummy"))


def _declarer_fact(r: _Reading) -> bool:
    return r.set("declarer", r.declarer)


def _dummy_facts(r: _Reading) -> bool:
    acts = _dummy_acts(r)
    if not acts:
        return False
    # «counting the tricks on me fingers like always … I go 'no hearts, partner?'»: dummy
    # keeping count as he always does is the setting; his question about a revoke is what
    # is asked about
    tokens = r.story.tokens
    habit = {tokens[a].sentence for a, _ in r.story.find("habitually")}
    if any(act is DummyAct.ASK_REVOKE for act, _ in acts):
        acts = [(act, at) for act, at in acts
                if not (act is DummyAct.TRACK and tokens[at].sentence in habit)]
    first = acts[0][0]
    breach = next((act for act, at in acts if act in (DummyAct.COMMENT, DummyAct.CALL_DIRECTOR)
                   and _dummy_subject(r, at) and not _asked_of(r, at)), None)
    if first is DummyAct.TRACK and breach is not None:
        first = breach  # «сидел смирно, взятки считал … и я не утерпел: бей тузом!»: keeping
        # count is the setting, what dummy said is what the story asks about
    # over declarer's shoulder, or into the cards of a teller who is declarer: 43A2(B)
    watching = r.story.find("dummy.watch_declarer") or (
        r.my_role is Role.DECLARER and r.story.find("dummy.looked_at_mine")) or (
        r.declarer is not None and any(
            act in (DummyAct.LOOK, DummyAct.LEAVE_SEAT) and _look_at(r, at) == r.declarer
            for act, at in acts))
    if watching and first is DummyAct.LOOK:
        first = DummyAct.LEAVE_SEAT  # he looked at declarer's cards, not a defender's
    elif not watching and first is DummyAct.LEAVE_SEAT and DummyAct.LOOK in [a for a, _ in acts]:
        first = DummyAct.LOOK  # left his seat to look at a defender's hand: 43A2(C)
    r.set("act", first)
    later = [act for act, _ in acts if act not in _A2 and first in _A2]
    if later and later[0] is DummyAct.COMMENT and _warning_said(acts):
        later = [DummyAct.WARN]  # «подсказал, что ход со стола»: what he said is a warning
    if later and later[0] is DummyAct.ASK_REVOKE and _defender_revoke_told(r, acts):
        later = [DummyAct.POINT_OUT]  # «Восток не дал в масть!»: a defender's irregularity
        # drawn attention to (43B2(A)), not declarer asked about his own play (43B2(C))
    if later:
        r.set("then", later[0])
    elif first in _A2:
        r.set("then", DummyAct.NOTHING)  # the story tells nothing dummy did afterwards
    if first not in _A2 and not any(act in _A2 for act, _ in acts):
        # no word of an A2 breach (exchanging hands, leaving his seat, looking): a right
        # is ruled as such; an alleged one, disputed, stays for the director to find
        alleged = [(a, b) for a, b in r.story.find("dummy.alleged")
                   if not _looked_elsewhere(r.story, a, b)]
        if r.story.told("dummy.no_a2") or _a2_denied(r) or not alleged:
            r.set("a2", False)
        else:
            r.set("a2_alleged", True)  # «RHO says Davey had a squint at LHO's hand»
    elif first not in _A2 and r.story.find("dummy.alleged") and r.story.find("counter_claim"):
        # «dummy says 'board has the lead' … LHO claims dummy'd been standing behind my chair
        # … dummy says negative»: an act of 43A2 told after what dummy did, one player's word
        # against another's: alleged, for the director to find
        r.set("a2_alleged", True)
    asked = DummyAct.ASK_REVOKE in (first, *later)
    if asked:
        asked_me = bool(r.story.find("dummy.asks_me")) and r.my_role is Role.DEFENDER
        asked_whom = [role for act, at in acts if act is DummyAct.ASK_REVOKE
                      if (role := _addressee(r, at)) is not None]
        r.set("target", Role.DEFENDER if _asked_defender(r) or asked_me
              or (asked_whom[0] is Role.DEFENDER if asked_whom
                  else _revoker(r) is Role.DEFENDER) else Role.DECLARER)
        if r.story.told("revoke_found"):
            r.set("revoke", True)
    return True


def _alerted_then(r: _Reading, at: int) -> bool:
    """Words of the auction's time at ``at`` told of when a call was alerted ("since it had
    been alerted during the auction"), not of when the question was asked."""
    alert = words("search.alert")
    return any(t.text in alert or t.lemmas & alert for t in r.story.tokens[max(0, at - 3) : at])


def _addressee(r: _Reading, at: int) -> Role | None:
    """«Болван Север спросил у Востока: «У вас бубен нет?»», «dummy asked East if he had no
    diamonds»: the role of the player a verb of asking names right after it (before the
    question at ``at``, in its sentence or the one before), or of the player called by name
    in the quoted question («"No clubs, East?"»)."""
    tokens = r.story.tokens
    for k in range(at + 1, min(at + 7, len(tokens) - 1)):
        if tokens[k].sentence != tokens[at].sentence:
            break
        if tokens[k - 1].text == "," and tokens[k].text in words("story.role.partner") \
                and tokens[k + 1].text in ("?", "!"):
            return Role.DECLARER  # «Partner pipes up: no hearts, partner?»: dummy calls his
            # partner, declarer
    for m in r.mentions:  # «"No clubs, East? Sure about that?"»: the player called by his
        # seat (a relative word, «partner», is the speaker's, not the teller's)
        k = m.index
        if seat_word(tokens[k].text) is None:
            continue
        called = 0 < k < len(tokens) - 1 and tokens[k - 1].text == "," and (
            tokens[k + 1].text in ("?", "!", ","))
        if called and tokens[k].quoted and tokens[at].quoted and abs(k - at) <= 6:
            role = r.role_of(_with_seat(r, m))[0]
            if role is not None:
                return role
    for m in r.mentions:  # «Колян через стол Западу: «Чё, пик нет?»»: the player spoken
        # to, in the dative before a colon that opens the question
        k = m.index
        if not m.named and k + 2 < len(tokens) and k < at <= k + 8 and tokens[k + 1].text == ":" \
                and not tokens[k].quoted and tokens[k + 2].quoted and tokens[at].quoted:
            role = r.role_of(_with_seat(r, m))[0]
            if role is not None:
                return role
    for a, b in reversed(r.story.find("asking")):
        if not (a < at and tokens[at].sentence - tokens[a].sentence <= 1 and at - a <= 12):
            continue
        after = [m for m in r.mentions if b <= m.index <= b + 2 and not m.named]
        after = after or [m for m in r.mentions if b <= m.index <= b + 1]
        for mention in after:
            role = r.role_of(_with_seat(r, mention))[0]
            if role is not None:
                return role
        return None
    return None


def _look_at(r: _Reading, at: int) -> Seat | None:
    """«заглянул в карты S», «looked at E's hand», «встал и зашёл за спину Ю»: the seat named
    right after the words of a look or of leaving the seat, whose cards were seen (declarer's:
    watching him, 43A2(B); a defender's: 43A2(C))."""
    tokens = r.story.tokens
    seats = {m.index: m.seat for m in r.mentions if m.seat is not None}
    for k in range(at, min(at + 7, len(tokens))):
        if tokens[k].sentence != tokens[at].sentence:
            break
        seat = seats.get(k)
        if seat is None and not tokens[k].quoted and k > at:
            seat = _LETTERS.get(tokens[k].text) if tokens[k - 1].text not in _PAIR_MARKS \
                and (k + 1 >= len(tokens) or tokens[k + 1].text not in _PAIR_MARKS) else None
        if seat is not None:
            return seat
    return None


def _a2_denied(r: _Reading) -> bool:
    """«ни в чьи карты не заглядывала», «he never left his seat»: an act of 43A2 told as not
    done (its words after a negation)."""
    story = r.story
    negation = words(_PREFIX + "negation")
    return any(a > 0 and story.tokens[a - 1].text in negation
               for act, concept in _DUMMY_ACTS if act in _A2 for a, _ in story.told(concept))


def _dummy_remarks(r: _Reading, acts: list[int]) -> list[int]:
    """«болван выдал: «Ну ты и сыграл!»», «партнёр-болван говорит мне «зачем с туза?»»: dummy,
    the subject of a verb of speaking, says words in quotes that tell none of his rights: a
    comment on the play (43A1(C))."""
    tokens = r.story.tokens
    found = []
    # «а Серёга: «Стой, ты с руки ходишь!»»: a player named, a colon, his words in quotes
    named = {m.index for m in r.mentions if m.named}
    # («она Илье: «…»»: the player spoken to, in the dative, between the speaker and colon)
    spoken_to = {m.index for m in r.mentions if not m.named and m.seat is not None
                 and m.role is None and _dative_seat(tokens[m.index])}
    # («болван вслух: «…»», "dummy, loudly: …": one word of how he said it may stand between)
    colons = [(k, k + 1) for k in range(1, len(tokens) - 1) if tokens[k].text == ":"
              and (k - 1 in named or (k - 2 in named and tokens[k - 1].text.isalpha())
                   or k - 1 in spoken_to)
              and tokens[k + 1].quoted and not tokens[k].quoted]
    by_letter = _dummy_letter_colons(r)
    for a, b in sorted(r.story.told("speech") + colons + by_letter):
        quoted = [k for k in range(b, min(len(tokens), b + 4)) if tokens[k].quoted]
        # «болван заявляет: а у вас ревок»: words said after a colon, with no quotes
        said = (quoted[0], next((k for k in range(quoted[0], len(tokens))
                                 if not tokens[k].quoted), len(tokens))) if quoted \
            else _speech_after_colon(tokens, b - 1 if b > 0 else b)
        if said is None:
            continue
        start, end = said
        if any(start <= at < end for at in acts):
            continue  # the words are an act of their own (a warning, a question)
        if _names_card(" ".join(t.text for t in tokens[start:end])):
            continue  # «он говорит просто «король»»: a card named, not a remark
        if (a, b) in by_letter:
            found.append(a)
            continue
        mention = r.subject(a)
        if mention is not None and mention.named and mention.index < a and \
                (mention.role or r.role_of(_with_seat(r, mention))[0]) is Role.DUMMY:
            found.append(a)
    return found


def _dummy_letter_colons(r: _Reading) -> list[tuple[int, int]]:
    """«… а взятка на столе — N: «со стола!»», «W: 'from dummy!'»: dummy's seat written as one
    letter, a colon and his words in quotes (a line of speech, as in a transcript)."""
    if r.declarer is None:
        return []
    tokens = r.story.tokens
    dummy = r.declarer.partner
    return [(k, k + 1) for k in range(1, len(tokens) - 1)
            if tokens[k].text == ":" and not tokens[k].quoted and tokens[k + 1].quoted
            and not tokens[k - 1].quoted and _LETTERS.get(tokens[k - 1].text) is dummy
            and not (k >= 3 and tokens[k - 2].text in _PAIR_MARKS
                     and tokens[k - 3].text in _LETTERS)]  # not «N-S:», a pair


def _remark_act(r: _Reading, at: int) -> DummyAct:
    """What dummy's words in quotes after the verb at ``at`` are: a warning when they name a
    hand alone («Со стола!»), attention drawn when they name an irregularity, else a remark."""
    quote = _quote_after(r, at)
    if quote is not None:
        start, end = quote
        words_said = [k for k in range(start, end) if r.story.tokens[k].lemmas]
        hand = [a for a, b in r.story.find("hand_said") if start <= a and b <= end]
        if hand and len(words_said) <= 4:
            return DummyAct.WARN
        # «Погоди, ты ж на столе взял, оттуда и ходи»: a hand and a verb of leading in a
        # short quote tell declarer where to lead from
        leads = [a for a, b in r.story.find("lead_verb") if start <= a and b <= end]
        if hand and leads and len(words_said) <= 10:
            return DummyAct.WARN
    return DummyAct.POINT_OUT if _quote_names_irregularity(r, at) else DummyAct.COMMENT


def _quote_after(r: _Reading, at: int) -> tuple[int, int] | None:
    """The quote that follows the verb at ``at`` (within a few tokens): its token span."""
    tokens = r.story.tokens
    start = next((k for k in range(at, min(len(tokens), at + 4)) if tokens[k].quoted), None)
    if start is None:
        return _speech_after_colon(tokens, at)
    end = next((k for k in range(start, len(tokens)) if not tokens[k].quoted), len(tokens))
    return start, end


def _speech_after_colon(tokens: list[_Token], at: int) -> tuple[int, int] | None:
    """«болван заявляет: а у вас ревок, …»: words said with no quotes, after the colon that
    follows the verb at ``at``, to the end of the sentence."""
    colon = next((k for k in range(at, min(len(tokens), at + 3)) if tokens[k].text == ":"
                  and tokens[k].sentence == tokens[at].sentence), None)
    if colon is None or colon + 1 >= len(tokens) or tokens[colon + 1].quoted \
            or tokens[colon + 1].sentence != tokens[colon].sentence:
        return None
    end = next((k for k in range(colon + 1, len(tokens))
                if tokens[k].sentence != tokens[colon].sentence or tokens[k].quoted), len(tokens))
    return colon + 1, end


def _quote_names_irregularity(r: _Reading, at: int) -> bool:
    """«болван сказал: «Ты пропустил ренонс у Запада!»»: the words dummy says, in the quote
    after the verb at ``at``, name an irregularity: he draws attention to it (43A1(B))."""
    tokens = r.story.tokens
    quote = _quote_after(r, at)
    if quote is None:
        return False
    start, end = quote
    if any(tokens[k].text == "?" for k in range(start, end)):
        return False  # «у тебя ренонс?»: a question, asked (42B1), not attention drawn
    return any(start <= a < end
               for concept in ("revoke_word", "irregularity_word", "p19b.failure_said")
               for a, _ in r.story.find(concept))


def _names_card(text: str) -> bool:
    """Whether words name a card, a rank or a suit («король», «маленькую бубну»)."""
    try:
        said = parse_designation(text)
    except BridgeLawsError:  # not a card's name
        return False
    return said.card is not None or said.rank is not None or said.suit is not None


def _suit_and_height(text: str) -> bool:
    """Whether words name a suit and a height («small club», «маленькую трефу»)."""
    try:
        said = parse_designation(text)
    except BridgeLawsError:  # not a card's name
        return False
    return said.suit is not None and said.height is not None


def _warning_said(acts: list[tuple[DummyAct, int]]) -> bool:
    """Whether a warning's words follow a verb of commenting within a few words: the verb
    tells that dummy spoke, the words what he said."""
    comments = [at for act, at in acts if act is DummyAct.COMMENT]
    return any(act is DummyAct.WARN and any(0 < at - c <= 5 for c in comments)
               for act, at in acts)


def _revoker(r: _Reading) -> Role | None:
    """The role of who did not follow suit («правый не дал в масть», «я, защищаясь, не дал в
    масть»): from declarer's seat, or from the teller's part."""
    if r.declarer is None and r.my_role is None:
        return None
    hits = r.story.find("revoke_word") + r.story.find("showed_out")  # «не дал в бубну»
    supposed = _supposed_places(r)
    for a, _ in sorted(hits):
        if a in supposed:
            continue  # «а если бы это он не дал в масть?»: a case supposed, not told
        mention = r.subject(a, skip_dummy=True)
        if mention is not None and mention.index < a:
            return r.role_of(_with_seat(r, mention))[0]
    return None


def _supposed_places(r: _Reading) -> set[int]:
    """The tokens of the clauses a story only supposes («а если бы это он …», "what if he
    had …"): from the words of supposing to the end of their sentence."""
    tokens = r.story.tokens
    out: set[int] = set()
    for a, _ in r.story.find("supposed"):
        out.update(k for k in range(a, len(tokens)) if tokens[k].sentence == tokens[a].sentence)
    return out


def _play_over(r: _Reading) -> bool:
    """Whether the play was over when dummy acted: the later of the two tellings («во время
    розыгрыша видел …, после последней взятки сказал») is when he acted."""
    tokens = r.story.tokens
    during, after = ([h for h in r.story.find(concept) if not tokens[h[0]].quoted
                      and not _in_relative_clause(tokens, h[0])]
                     for concept in ("during_play", "after_play"))
    if after:  # «после розыгрыша указал на нарушение в пятой взятке»: the trick dates the
        # breach pointed out; a phase told in words dates the act
        during = [h for h in during if not _names_trick(r, h)]
    if during and after:
        return r.set("play_over", after[-1][0] > during[-1][0])
    if during:
        return r.set("play_over", False)
    if after:
        return r.set("play_over", True)
    dummy_named = any(not tokens[a].text.startswith("стол")
                      for a, _ in r.story.find("role.dummy"))  # not «взятку взял стол»
    if dummy_named and any(n < _TRICKS and not _in_question(r.story, k)
                           for k, n in _trick_numbers(r)):
        return r.set("play_over", False)  # «At trick nine … Jim piped up»: during the play
    return False


_TRICKS = 13  # the tricks of a deal: one told by a lower number is not the play's end


def _remark_after_play(r: _Reading) -> bool:
    """Dummy's remark or question to a player made once the play was over («А как последнюю
    взятку сыграли, она Олегу: «… у вас что, бубен не было?»»): attention drawn to a possible
    irregularity after the play, which 42B3 allows."""
    if r.facts.get("play_over") is True and r.facts.get("act") is DummyAct.COMMENT:
        r.facts["act"] = DummyAct.POINT_OUT  # (not dummy's question to declarer, 42B1's at
        # any time, with a defender's claim "only after the hand is over" told beside it)
        return True
    return False


def _names_trick(r: _Reading, hit: tuple[int, int]) -> bool:
    """Whether a telling of a time names a trick («в пятой взятке»), not the play's phase."""
    trick = words(_PREFIX + "trick_noun")
    return any(t.text in trick or t.lemmas & trick for t in r.story.tokens[hit[0]:hit[1]])


def _in_relative_clause(tokens: list[_Token], at: int) -> bool:
    """Whether token ``at`` stands in a clause opened by «который» («нарушение, которое
    вистующий допустил в середине игры»): it tells when something else happened."""
    for k in range(at - 1, -1, -1):
        if tokens[k].sentence != tokens[at].sentence or tokens[k].text in (",", "—", "–"):
            return k + 1 < at and "который" in tokens[k + 1].lemmas
    return False


def _target(r: _Reading) -> bool:
    """Whose irregularity dummy pointed out: a defender's when he spoke to one."""
    if r.facts.get("act") is DummyAct.POINT_OUT or r.facts.get("then") is DummyAct.POINT_OUT:
        hits = r.story.find("dummy.point_out")
        if hits:
            quoted_seat = [m for m in r.mentions if abs(m.index - hits[0][0]) <= 8
                           and r.story.tokens[m.index].quoted and m.seat is not None]
            if quoted_seat and r.declarer is not None:
                role, _ = r.role_of(quoted_seat[0])
                return r.set("target", role)
            if r.story.find("revoke_word") or _asked_defender(r):
                return r.set("target", Role.DEFENDER)
    return False


def _asked_defender(r: _Reading) -> bool:
    """Dummy told asking a defender («спросил вистующего»), not denied («I asked declarer
    only, not the defenders»: the defender's word negated).

    >>> _asked_defender(_Reading(_Story("I asked declarer, not the defenders."), None, None))
    False
    >>> _asked_defender(_Reading(_Story("Dummy asked the defender about it."), None, None))
    True
    """
    return any(not _denied(r, b - 1) for _, b in r.story.find("dummy.asks_defender"))


def _lead_facts(r: _Reading) -> bool:
    """Who made the opening lead, whose lead it was, and whether it was made face down."""
    story = r.story
    changed = False
    for concept, seat in (("lead_was.partner", Seat.N), ("lead_was.me", Seat.S)):
        if story.find(concept) and r.declarer is None:
            r.declarer = _mine(story, seat).rho  # the opening leader sits on declarer's left (41A)
            changed = r.set("declarer", r.declarer)
    for concept, seat in (("partner_led", Seat.N), ("i_led", Seat.S)):
        if story.told(concept):
            changed = r.set("seat", _mine(story, seat)) or changed
            break
    else:
        # «партнёр уже извлёк карту … Карта на стол так и не легла»: nobody has led yet
        mention = None if story.told("lead_not_made") else _lead_maker(r)
        if mention is not None:
            changed = r.set("seat", r.role_of(_with_seat(r, mention))[1]) or changed
    face_up = _face_up_told(r)
    down = [(a, b) for a, b in story.told("lead_face_down")
            if not (face_up and _law_sentence(story, a))]  # «З открыл К пик лицом вверх …
    # В нашей книжке в 41A только про ход закрытой картой»: what the law says, not the lead
    if down:
        changed = r.set("face_down", True) or changed
        if any(not _wished(r, a) for a, _ in story.told("p19.lead_taken_back")):
            # «положил рубашкой вверх … забрал и положил червового короля»: done, not only
            # wished («захотел вернуть её в руку»)
            changed = r.set("corrected", True) or changed
    elif face_up:
        changed = r.set("face_down", False) or changed
    return changed


_LAW_ID = re.compile(r"^(19|[2-9]\d)[a-zа-я]\w*$")


def _law_sentence(story: _Story, at: int) -> bool:
    """The sentence of token ``at`` names a law («в 41A только про ход закрытой картой», «по
    правилу 41», "Law 54 says …"): it tells what a law says, not what happened.

    >>> story = _Story("З открыл К пик. В нашей книжке в 41A только про ход закрытой картой.")
    >>> _law_sentence(story, 12), _law_sentence(story, 2)
    (True, False)
    >>> _law_sentence(_Story("По правилу 41 ход закрытой картой."), 4)
    True
    """
    tokens = story.tokens
    sentence = tokens[at].sentence
    laws = words(_PREFIX + "law_noun")
    for k, token in enumerate(tokens):
        if token.sentence != sentence:
            continue
        if _LAW_ID.match(token.text) or (token.text.isdigit() and k > 0 and (
                tokens[k - 1].text in laws or tokens[k - 1].lemmas & laws)):
            return True
    return False


def _lead_maker(r: _Reading) -> _Mention | None:
    """Who made the opening lead: the subject of the words of making it, else of a card faced
    («Запад положил на стол лицом вверх ♠K»), else, declarer known, of a card laid face
    down («мой партнёр с Востока положил карту рубашкой вверх»); never the player told as the
    one who ought to lead («Первый ход сделал Восток, а должен был Запад»), unless nobody else
    is named.

    >>> story = _Story("Играли 3БК у Юга. Первый ход сделал Восток, а должен был Запад.")
    >>> r = _Reading(story, None, None, None)
    >>> r.mentions = _mentions(story)
    >>> _lead_maker(r).seat
    <Seat.E: 1>
    """
    story = r.story
    tokens = story.tokens
    ought = frozenset(m.index for m in r.mentions if _ought_to(tokens, m.index))
    # a card laid face down tells its player only beside a known declarer, to set him against
    # the opening leader (without one the engine asks who declares)
    down = story.told("lead_face_down") if r.declarer is not None else []
    for places in (story.told("made_lead"), sorted(story.told("card_faced") + _face_up_told(r)),
                   down):
        # «West should have led, but East put the ♦Q face up»: a lead owed is none made
        places = [(a, b) for a, b in places if not _ought_to(tokens, a)]
        if not places:
            continue
        at = _verb_before(tokens, places[0][0])
        return r.subject(at, avoid=ought) or r.subject(at)
    return None


def _verb_before(tokens: list[_Token], at: int) -> int:
    """The verb of the clause that words of manner at ``at`` tell of («Положил ♠2 рубашкой
    вверх»: «Положил»), the nearest before them back to a comma; ``at`` itself when none.

    >>> tokens = _Story("Положил ♠2 рубашкой вверх, партнёр молчал.").tokens
    >>> _verb_before(tokens, 3)
    0
    """
    k = at
    while k > 0 and tokens[k - 1].sentence == tokens[at].sentence \
            and tokens[k - 1].text not in (",", ";", ":", "—", "–"):
        k -= 1
        if is_verb(tokens[k].text):
            return k
    return at


def _ought_to(tokens: list[_Token], at: int) -> bool:
    """Whether the player named at ``at`` is told as who ought to act: a word of duty in his
    clause («а должен был Запад», «West should have led») or «вместо» / "instead of" just
    before him, not what he did.

    >>> tokens = _Story("Первый ход сделал Восток, а должен был Запад.").tokens
    >>> _ought_to(tokens, 3), _ought_to(tokens, 8)
    (False, True)
    """
    duty = words(_PREFIX + "ought_word")
    for phrase in (tuple(p.split()) for p in words(_PREFIX + "instead_word")):
        if at >= len(phrase) and tuple(t.text for t in tokens[at - len(phrase) : at]) == phrase:
            return True  # «вместо Севера первым пошёл Юг», "instead of West"
    stops = words(_PREFIX + "contrast_join") | {",", ";", ":", "—", "–", "-"}
    for step in (-1, 1):
        k = at + step
        while 0 <= k < len(tokens) and tokens[k].sentence == tokens[at].sentence \
                and tokens[k].text not in stops:
            if tokens[k].text in duty or duty & tokens[k].lemmas:
                return True
            k += step
    return False


def _face_up_told(r: _Reading) -> list[tuple[int, int]]:
    """The words of a card faced, outside words that deny it («No card has been faced yet»:
    nobody has led).

    >>> story = _Story("North is declarer. No card has been faced yet. Who leads?")
    >>> _face_up_told(_Reading(story, None, None, None))
    []
    """
    denied = [range(a, b) for a, b in r.story.find("nothing_faced")]
    return [(a, b) for a, b in r.story.told("lead_face_up")
            if not any(a in span for span in denied)]


def _follow_facts(r: _Reading) -> bool:
    """«у которого бубен нет», «не было треф»: the suit led the player had none of (44D);
    «сбросил ♣3»: the card he played."""
    story = r.story
    changed = False
    for i in _void_suits(story):
        found = meaning(story.tokens[i].text)
        if found is not None and found.suit is not None:
            changed = r.set("led", found.suit) or changed
            changed = r.set("has_suit", False) or changed
            mention = _owner_before(r, i) or r.subject(i)  # «Запад, у которого бубен нет»
            if mention is not None:
                role, seat = r.role_of(_with_seat(r, mention))
                told = (("actor", role), ("seat", seat))
                r.facts.update({key: value for key, value in told if value is not None})
            break
    void_led = story.told("void_led")  # «не было ни одной карты масти хода»
    if void_led:
        changed = r.set("has_suit", False) or changed
        mention = r.subject(void_led[0][0])
        if mention is not None:
            role, seat = r.role_of(_with_seat(r, mention))
            changed = r.set("actor", role) or changed
            changed = r.set("seat", seat) or changed
    if story.told("void_trumps"):  # «козырей больше нет»: void in trumps
        changed = r.set("has_suit", False) or changed
        trump = r.facts.get("trump")
        if trump is not None and trump.suit is not None:
            changed = r.set("led", trump.suit) or changed
    changed = _led_told(r) or changed
    changed = _held_suit(r) or changed
    meant = words(_PREFIX + "wants_to") | words(_PREFIX + "negation")
    played = story.told("discarded")
    if r.facts.get("has_suit") and "card" not in r.facts:
        played = played + story.told("played_verb")  # «сыграл ♣3, а у меня есть ♦7»
    for a, b in played:
        if _card_pronoun_before(r, a, r.facts.get("led")):
            break  # «я её и дала»: the card of the suit led named before, played
        card = _card_after(r, b)
        wished = _not_done(story.tokens[a].text) or any(
            t.lemmas & meant or t.text in meant for t in story.tokens[max(0, a - 2) : a])
        if card is not None and card.suit is not r.facts.get("led") and not wished:
            changed = r.set("card", card) or changed
            break
    return changed


def _duty_asked(r: _Reading) -> bool:
    """«Обязан ли он был бить тузом?», "may she ruff though she held the ♦K?": the story asks
    what the law requires of a player to the trick, not whether a card played was legal."""
    if "card" in r.facts or r.facts.get("has_suit") is False or r.story.told("revoke_word"):
        return False  # a card played, a void, or a revoke told: the card decides
    if not r.story.find("duty_question"):
        return False
    return r.set("duty_asked", True)


def _owner_before(r: _Reading, i: int) -> _Mention | None:
    """«у Юга черв нет», «у меня треф нет»: the player named just after «у», before the suit."""
    tokens = r.story.tokens
    owners = [m for m in r.mentions if i - 3 <= m.index < i and m.index > 0
              and tokens[m.index - 1].text in words(_PREFIX + "owner_word")
              and tokens[m.index].sentence == tokens[i].sentence]
    return owners[-1] if owners else None


def _owner_near(r: _Reading, a: int) -> _Mention | None:
    """«пики у Востока есть», «у Востока есть пики»: the player named right after «у» next to
    the word of holding at ``a`` (in its sentence), who holds the suit whoever else is named."""
    tokens = r.story.tokens
    owners = [m for m in r.mentions if a - 3 <= m.index <= a + 3 and m.index > 0
              and tokens[m.index - 1].text in words(_PREFIX + "owner_word")
              and tokens[m.index].sentence == tokens[a].sentence]
    return min(owners, key=lambda m: abs(m.index - a)) if owners else None


def _unnamed_owner(r: _Reading, a: int) -> bool:
    """«у дочки были две пики»: a word after «у» at ``a`` that names no player and no
    suit."""
    tokens = r.story.tokens
    if tokens[a].text not in words(_PREFIX + "owner_word") or a + 1 >= len(tokens):
        return False
    nxt = tokens[a + 1]
    return (bool(nxt.lemmas) and not any(m.index == a + 1 for m in r.mentions)
            and not nxt.lemmas & words(_PREFIX + "pronoun") and _suit_at(r, a + 1) is None)


def _suit_at(r: _Reading, i: int) -> Suit | None:
    """The suit token ``i`` names: a card («♠2», «пиковым королём») or a suit («пикой»)."""
    for at, card in r.cards:
        if at == i:
            return card.suit
    said = meaning(r.story.tokens[i].text)
    return said.suit if said is not None and said.kind == "suit" else None


def _led_told(r: _Reading) -> bool:
    """«Юг пошёл ♠2», «ходили пиками», «ход бубной»: the suit led, right after the lead."""
    led = _led_suit(r)
    return led is not None and r.set("led", led[1])


def _led_suit(r: _Reading) -> tuple[int, Suit] | None:
    """Where a lead is told and the suit led, right after the lead (or just before it)."""
    tokens = r.story.tokens
    for a, b in r.story.told("lead_verb"):
        suit = _suit_after(r, b)
        if suit is not None:
            return a, suit
        # «на пиковый ход», «Spade led», «a club had been led»: the suit said just before the
        # lead (English auxiliaries between)
        k = a - 1
        while k > 0 and tokens[k].text in words(_PREFIX + "auxiliary") \
                and tokens[k - 1].sentence == tokens[a].sentence:
            k -= 1
        suit = _suit_at(r, k) if k >= 0 and tokens[k].lemmas else None
        if suit is not None and not any(at == k for at, _ in r.cards):
            return a, suit
    return _first_of_trick(r)


def _first_of_trick(r: _Reading) -> tuple[int, Suit] | None:
    """«Восьмая взятка: Запад со стола ♦K. Север ♦4, …»: with no verb of leading told, the
    first card named right after a trick's heading (the word «взятка» and a colon) was led.

    >>> read_story_facts("Восьмая взятка: Запад со стола ♦K. Север ♦4. Обязан ли я "
    ...                  "класть ♦A под короля?", "44C")[0].led
    <Suit.DIAMONDS: '♦'>
    """
    tokens = r.story.tokens
    trick = words(_PREFIX + "trick_word")
    for k in range(len(tokens) - 1):
        if tokens[k].text not in trick or tokens[k + 1].text != ":" or tokens[k].quoted:
            continue
        card = next(((at, c) for at, c in r.cards if k + 1 < at <= k + 6
                     and tokens[at].sentence == tokens[k].sentence), None)
        if card is not None and card[1].suit is not None:
            return card[0], card[1].suit
    return None


def _held_then_other(r: _Reading) -> None:
    """«Партнёр пошёл пикой, у дочки были две пики, но ей хотелось положить ♥A»: the suit
    led, a player told to hold it, then a card of another suit (in that sentence or the next):
    whether he may play it is following suit (44C)."""
    led = _led_suit(r)
    if led is None:
        return
    tokens = r.story.tokens
    held = [a for a, suit in _holdings_told(r) if suit is led[1]
            and abs(tokens[a].sentence - tokens[led[0]].sentence) <= 1]
    if not held:
        return
    # «положить ♥A», «сбросить черву»: a card, or a card or a suit after a verb of playing;
    # told after the lead, or played next to the holding («сыграл ♣3, а потом понял, что у
    # меня есть ♦7»)
    verbs = r.story.told("played_verb") + r.story.told("discarded") + r.story.told("naming")
    done = {i: not _wished(r, a) for a, b in verbs for i in range(b, min(b + 4, len(tokens)))}
    other = [(i, card.suit) for i, card in r.cards]
    other += [(i, suit) for _, b in verbs for i in range(b, min(b + 4, len(tokens)))
              if (suit := _suit_at(r, i)) is not None and not _card_word(r.story, i)]
    start = min(held[0], led[0])
    for i, suit in sorted(other):
        after_lead = i > start and tokens[i].sentence - tokens[start].sentence <= 2
        beside = (i in done and tokens[i].sentence == tokens[held[0]].sentence
                  and i != led[0])
        if suit is not led[1] and (after_lead or beside):
            r.cues.append((Event.FOLLOW_SUIT, held[0]))
            r.other_played = done.get(i, False)  # «назвал со стола трефу»: played, not meant
            return


def _wished(r: _Reading, at: int) -> bool:
    """Whether the verb of playing at ``at`` tells a play meant, asked for or denied, not made
    («хотел сбросить», «требует, чтобы сыграл», «не сбросил»)."""
    tokens = r.story.tokens
    meant = words(_PREFIX + "wants_to") | words(_PREFIX + "negation")
    return _not_done(tokens[at].text) or any(
        t.lemmas & meant or t.text in meant for t in tokens[max(0, at - 2) : at])


def _discarded(r: _Reading) -> bool:
    """«сбросил пику» told as done, not as meant («хочет сбросить черву»)."""
    tokens = r.story.tokens
    meant = words(_PREFIX + "wants_to") | words(_PREFIX + "negation")
    led = r.facts.get("led")
    return any(not any(t.lemmas & meant or t.text in meant for t in tokens[max(0, a - 2) : a])
               and not _not_done(tokens[a].text) and not _follows_with(r, b, led)
               and not _card_pronoun_before(r, a, led)
               for a, b in r.story.told("discarded"))


_FOLLOWS_REACH = 5  # words after a verb of playing that may still name its card


def _follows_with(r: _Reading, at: int, led: Suit | None) -> bool:
    """Whether the verb ending before ``at`` puts a card of the suit led («со стола дали
    ♥4», «положил всё-таки ♦3»): a card that follows suit, not a discard."""
    if led is None:
        return False
    tokens = r.story.tokens
    end = next((i for i in range(at, min(at + _FOLLOWS_REACH, len(tokens)))
                if tokens[i].text in ",.;!?"), min(at + _FOLLOWS_REACH, len(tokens)))
    # «положил малую пику» on a spade lead: a suit word without a rank follows suit too
    small = words(_PREFIX + "small_one")  # «со стола дали мелкую»: a small one of the suit
    if any(a == at for a, _ in r.story.find("into_suit")):
        return True  # «дал в масть»: followed suit, whatever card it was
    return any(at <= i < end and card.suit is led for i, card in r.cards) or any(
        _suit_at(r, i) is led for i in range(at, end)) or _rank_of_held(r, at, led) or any(
        tokens[i].lemmas & small or tokens[i].text in small
        for i in range(at, min(at + 2, end))) or _rank_alone_played(r, at, end)


def _rank_alone_played(r: _Reading, at: int, end: int) -> bool:
    """"partner played the queen" after a diamond was led: a rank with no suit after a verb
    that only plays (not «сбросил короля», a discard): the card of the suit led."""
    tokens = r.story.tokens
    neutral = words(_PREFIX + "neutral_play_verb")
    if at == 0 or not (tokens[at - 1].text in neutral or tokens[at - 1].lemmas & neutral):
        return False
    if any(at <= i < end for i, _ in r.cards) or any(
            _suit_at(r, i) is not None for i in range(at, end)):
        return False
    return any((said := meaning(tokens[i].text)) is not None and said.kind == "rank"
               for i in range(at, min(at + 2, end)))


def _card_pronoun_before(r: _Reading, verb: int, led: Suit | None) -> bool:
    """«у меня одна ♥2 и осталась, я её и дала»: the card put is told by a pronoun right
    before the verb, and the last card named before it in the sentence is of the suit led."""
    if led is None:
        return False
    tokens = r.story.tokens
    pronouns = words(_PREFIX + "card_pronoun")
    if any(t.text in pronouns for t in tokens[max(0, verb - 3) : verb]):
        sentence = tokens[verb].sentence
        before = [card for i, card in r.cards if i < verb and tokens[i].sentence == sentence]
        return bool(before) and before[-1].suit is led
    if verb + 1 < len(tokens) and tokens[verb + 1].text in pronouns:
        # «… одна маленькая бубночка спряталась за червами. Положила её»: the pronoun after
        # the verb, the suit told last before it (in this sentence or the one before)
        start = tokens[verb].sentence - 1
        among = words(_PREFIX + "hidden_among")
        suits = [suit for i in range(verb - 1, -1, -1) if tokens[i].sentence >= start
                 and (suit := _suit_at(r, i)) is not None
                 and not (i > 0 and tokens[i - 1].text in among)]
        return bool(suits) and suits[0] is led
    return False


_HELD_RANKS_REACH = 8  # «у меня червочки: тузик и двоечка»: the ranks told after a holding


def _rank_of_held(r: _Reading, at: int, led: Suit) -> bool:
    """«у меня бубны туз и девятка, я дал девятку»: a rank alone right after the verb, one of
    the ranks told held in the suit led, is that suit's card."""
    tokens = r.story.tokens
    ranks = [said.rank for i in range(at, min(at + 2, len(tokens)))
             if (said := meaning(tokens[i].text)) is not None and said.kind == "rank"]
    if not ranks:
        return False
    held = {said.rank for a, suit in _holdings_told(r) if suit is led
            for i in range(a + 1, min(a + _HELD_RANKS_REACH, len(tokens)))
            if (said := meaning(tokens[i].text)) is not None and said.kind == "rank"}
    # «у меня одна ♥2 …, положил двойку»: a card of the suit led told held has that rank
    held |= {card.rank for a, suit in _holdings_told(r) if suit is led
             for i, card in r.cards if a < i <= a + 6 and card.suit is led}
    return ranks[0] in held


@cache
def _infinitive(word: str) -> bool:
    """A verb in the infinitive («положить», «сбросить»): a play meant or spoken of, not
    made."""
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return bool(parses) and parses[0].tag.POS == "INFN"


@cache
def _not_done(word: str) -> bool:
    """A verb that tells no play made: the infinitive, or a perfective future («можно я
    сброшу трефу?», «он сбросит»), a play asked about or to come."""
    parses = readings(word) if word[:1].isalpha() and not word.isascii() else []
    return _infinitive(word) or (bool(parses) and parses[0].tag.POS == "VERB"
                                 and parses[0].tag.tense == "futr")


def _holdings_told(r: _Reading) -> list[tuple[int, Suit]]:
    """Where a suit is told as held («у Запада есть пики», «черви есть», «имея пику»), with
    the suit: the first suit near each word of holding that no negation turns round."""
    tokens = r.story.tokens
    negation = words(_PREFIX + "negation")
    out: list[tuple[int, Suit]] = []
    for a, b in r.story.told("holds"):
        if any(tokens[k].text in negation for k in range(max(0, a - 1), b)) or (
                b < len(tokens) and tokens[b].text in words(_PREFIX + "none_after")):
            continue  # «не имел», «у Юга черв не было», «got no diamond»: a suit not held
        after = _up_to_comma(tokens, range(b, min(len(tokens), b + 3)))
        # «черви есть», «у меня черви есть»: the suit said before the word or inside
        # («у меня одна ♥2 и три козыря»: a card inside tells its suit too)
        carded = {at for at, _ in r.cards}
        inside = [i for i in range(a + 1, b) if tokens[i].lemmas or i in carded]
        before = [a - 1] if a > 0 and tokens[a - 1].lemmas else []
        suits = [suit for i in after + inside + before if (suit := _suit_at(r, i)) is not None]
        if suits:
            out.append((a, suits[0]))
    # «у стола ♠2 затерялась среди бубен»: a card told right after «у» and its holder
    owners = words(_PREFIX + "owner_word")
    for m in r.mentions:
        at = m.index
        if at > 0 and tokens[at - 1].text in owners and at + 1 < len(tokens) and not any(
                t.text in negation for t in tokens[at + 1 : at + 4]):
            card = next((c for i, c in r.cards if i == at + 1), None)
            listed = any(at + 1 < i <= at + 4 and c.suit is not (card and card.suit)
                         for i, c in r.cards)  # «у болвана ♥J7 и ♣J3»: his cards shown
            if card is not None and not listed and all(a != at - 1 for a, _ in out):
                out.append((at - 1, card.suit))
            suit = _suit_at(r, at + 1) if card is None and at + 2 < len(tokens) else None
            if suit is not None and tokens[at + 2].text == ":" and all(
                    a != at - 1 for a, _ in out):
                out.append((at - 1, suit))  # «а у меня червочки: тузик и двоечка»
    return sorted(out, key=lambda item: item[0])


def _held_suit(r: _Reading) -> bool:
    """«у Запада есть пики», «хотя у него была черва», «имея пику»: he held the suit led."""
    for a, suit in _holdings_told(r):
        led = r.facts.get("led")
        if led is not None and led is not suit:
            continue
        r.set("led", suit)
        owner = _owner_near(r, a)
        mention = owner or r.subject(a)  # who held it: «у Запада есть пики»
        if owner is None and _unnamed_owner(r, a):
            # «у дочки были две пики»: the holder is somebody the story names otherwise
            for fact in ("actor", "seat"):
                r.facts.pop(fact, None)
            mention = None
        if mention is not None:
            role, seat = r.role_of(_with_seat(r, mention))
            if owner is not None and role is None and seat != r.facts.get("seat"):
                r.facts.pop("actor", None)  # the role told of another player is not his
            told = (("actor", role), ("seat", seat))
            r.facts.update({key: value for key, value in told if value is not None})
        if r.story.find("p19.nothing_done_yet"):
            pass  # «before I did anything I asked»: he has played nothing yet
        elif r.story.told("revoke_word") or _discarded(r) or r.other_played:  # did not follow
            r.set("revoke", True)
        return r.set("has_suit", True)
    return False


def _void_suits(story: _Story, *, unsure: bool = False) -> list[int]:
    """Suit words told next to «нет», «не было», «had no» (outside a question); with
    ``unsure``, those said in doubt («или нет — не знаю») instead."""
    tokens = story.tokens
    found: list[int] = []
    hits = ([h for h in story.find("void") if h[0] in story.unsure] if unsure
            else story.told("void"))
    for a, b in hits:
        after = range(b, min(len(tokens), b + 3))
        # «червей у меня уже нет»: the owner and «уже» may stand between the suit and the word
        before = range(a - 1, max(-1, a - 6), -1)
        # «бубен нет» puts the suit before the word, «не было треф», «had no clubs» after it
        for side in (before, after) if b == a + 1 else (after, before):
            suits = [i for i in _up_to_comma(tokens, side)
                     if (said := meaning(tokens[i].text)) is not None and said.kind == "suit"]
            if suits:
                found.append(suits[0])
                break
    return found


def _up_to_comma(tokens: list[_Token], side: range) -> list[int]:
    out: list[int] = []
    for i in side:
        if not tokens[i].lemmas and not tokens[i].text[:1].isalnum() \
                and tokens[i].text[:1] not in "♠♥♦♣":
            break  # a comma or a dash ends the phrase (a card «♥K» does not)
        out.append(i)
    return out


def _fifth(r: _Reading) -> bool:
    at = _one_more_card(r) or _cue_place(r)
    r.set("card", _card_after(r, at))
    if r.facts.get("actor") is None and any(
            not _hedged(r, a) and not _claimed(r, a) for a, _ in r.story.told("no_lead_said")):
        # «з положил пятую карту … ходом это не было»: whether it was a lead decides only a
        # defender's fifth card (45E1); declarer's has no such question (45E2)
        r.set("actor", Role.DEFENDER)
    if r.story.told("not_a_lead") and not _hedged(r, r.story.told("not_a_lead")[0][0]):
        return r.set("was_lead", False)
    deemed = [hit for hit in r.story.told("deemed_lead")  # «судья счёл это ходом»
              if not _claimed(r, hit[0])]  # not «разыгрывающий просил считать это ходом»
    if deemed and not _hedged(r, deemed[0][0]):
        return r.set("was_lead", True)
    if r.story.told("fell_out"):  # «выпала ещё одна, прилипла к моей»: no lead
        return r.set("was_lead", False)
    if r.story.told("meant_lead"):  # «думал, что взял, и хотел ходить дальше»: a lead
        return r.set("was_lead", True)
    if not _lead_spoken(r, at) and any(_put_onto(r, place) for place in (at, *_cue_places(r))):
        # 45E: a card «сыгранная во взятку» is a lead only «когда судья сочтет»; a card told
        # put on top of the full trick («кладёт сверху ещё валета»), with no word of leading,
        # is a card added to that trick, not a lead to the next one (told where any of the
        # event's words stand: «Вопрос по пятой карте. … кладёт сверху ещё ♥5»)
        return r.set("was_lead", False)
    return False


def _put_onto(r: _Reading, at: int) -> bool:
    """Whether the sentence of ``at`` or the next tells the card put on top of the trick or
    as one more («сверху», «ещё», «on top», «also»)."""
    tokens = r.story.tokens
    onto = words(_PREFIX + "p13.onto_trick")
    start = tokens[at].sentence if at < len(tokens) else 0
    if any(start <= tokens[a].sentence <= start + 1
           for a, _ in r.story.find("p19.into_same_trick")):
        return True  # «положил ♦3 пятой картой в эту же взятку», «кладёт на взятку»
    if any(start <= tokens[a].sentence <= start + 1 for a, _ in r.story.find("p13.onto_trick")):
        return True  # «on top of the finished trick»: the phrase, not its first word alone
    return any(start <= t.sentence <= start + 1 and (t.text in onto or t.lemmas & onto)
               for t in tokens)


def _lead_spoken(r: _Reading, at: int) -> bool:
    """Whether a word of leading («ход», «ходить», «lead») is told from the fifth card's
    words on, not denied by a «не» beside it («ходить было не ей», «это не ход»)."""
    tokens = r.story.tokens
    lead, negation = words(_PREFIX + "p13.lead_word"), words(_PREFIX + "negation")
    if at >= len(tokens):
        return False
    # from the verb that put the fifth card on («declarer led …, and then partner also put
    # a second card»: the lead told before it is the trick's own)
    verbs = [a for a, _ in r.story.told("played_verb")
             if a <= at and tokens[a].sentence == tokens[at].sentence]
    start = verbs[-1] if verbs else at
    for i, token in enumerate(tokens):
        if i < start or not (token.lemmas & lead or token.text in lead):
            continue
        near = tokens[max(0, i - 2) : i + 4]  # «ходить-то не мне было»: a particle between
        if any(t.text in negation and t.sentence == token.sentence for t in near):
            continue
        if _claimed(r, i) or not _others_lead(r, i):
            return True  # («Юг потребовал признать это ходом»: a party's claim, still spoken)
    return False


def _others_lead(r: _Reading, i: int) -> bool:
    """The word of leading at ``i`` is told of another player than the fifth card's: a seat
    or a player named in its sentence up to six words before it (two after) whose seat is not
    the card's player's («I was the one on lead», «ходить Югу»)."""
    seat = r.facts.get("seat")
    if seat is None:
        return False
    tokens = r.story.tokens
    after = 2  # «ходить Югу»; past a particle glued on by a hyphen («Ход-то за Западом»)
    glued = words(_PREFIX + "glued_particle")
    while i + after - 1 < len(tokens) and (tokens[i + after - 1].text == "-"
                                           or tokens[i + after - 1].text in glued):
        after += 1
    beside = [m for m in r.mentions if -6 <= m.index - i <= after
              and tokens[m.index].sentence == tokens[i].sentence]
    seats = {_with_seat(r, m).seat or r.role_of(m)[1] for m in beside} - {None}
    return bool(seats) and seat not in seats


def _seen_denied_elsewhere(r: _Reading, seen: list[tuple[int, int]]) -> bool:
    """Whether the card's being seen, told at ``seen``, is denied in another sentence by
    another player than the teller («Я говорю: Восток даму видел. … Восток: смотрел в
    протокол, ничего не видел»): one side's word against the other's, for the director to
    find. The teller's own «я ничего не видел» is his own knowledge, and stands."""
    tokens = r.story.tokens
    # «saw only the back» holds a verb of seeing too: the denial, not a sight told
    denying = {k for a, b in r.story.find("seen_denied") for k in range(a, b)}
    said = {tokens[a].sentence for a, _ in seen if not _denied(r, a) and a not in denying}
    me = words("story.role.me")
    def others(a: int) -> bool:  # another sentence, not the teller's own words
        return tokens[a].sentence not in said and not any(
            t.text in me for t in tokens[max(0, a - 6) : a] if t.sentence == tokens[a].sentence)

    return bool(said) and (any(
        _denied(r, a) and others(a)
        for concept in ("partner_saw", "seeing") for a, _ in r.story.find(concept)) or any(
        others(a) for a, _ in r.story.find("seen_denied")))  # "saw only the back"


def _claimed(r: _Reading, at: int) -> bool:
    """Words at ``at`` that a party asks for or claims (a verb of asking or claiming just
    before them, in the same clause): a player's request, not the director's finding."""
    tokens = r.story.tokens
    that = words(_PREFIX + "claim_that")  # «утверждает, что лишь …»: the claim's own clause
    negation = words(_PREFIX + "negation")
    for a, b in r.story.find("party_claim"):
        if any(t.text in negation for t in tokens[max(0, a - 2) : a]):
            continue  # «никто его не просил, заглянул …»: a request denied, no claim
        between = [t.text for t in tokens[b:at] if t.text not in that]
        if between[:1] == [":"]:
            between = between[1:]  # «Восток говорит: сразу поправился»: his words, after a colon
        if b <= at and len(between) <= 2 and not {",", ":", ";"} & set(between):
            return True
    return False


def _claim_clause(r: _Reading, at: int) -> bool:
    """Words at ``at`` inside what a party claims, a verb of claiming and «что» before them in
    their sentence («Восток утверждает, что я замолчал, посмотрел в руку и только секунды
    через три передумал»): that party's version, however long the clause."""
    tokens = r.story.tokens
    that = words(_PREFIX + "claim_that")
    return any(b < at and tokens[a].sentence == tokens[at].sentence and any(
        t.text in that for t in tokens[b : b + 2]) for a, b in r.story.find("party_claim"))


def _near_table_said(r: _Reading) -> bool:
    """Words of the card held near the table that nobody denies in their sentence («видел
    туза почти у стола»; not "Nobody claims it ever got near the felt")."""
    tokens = r.story.tokens
    denying = words(_PREFIX + "negation") | words(_PREFIX + "nobody")
    for a, _ in r.story.find("near_table"):
        before = [t for t in tokens[max(0, a - _NEAR_DENIED) : a]
                  if t.sentence == tokens[a].sentence]
        if not any(t.text.lower() in denying for t in before):
            return True
    return False


_NEAR_DENIED = 8  # words before «near the table» in which a «nobody», «never», «не» denies it


def _one_of_two(r: _Reading, at: int) -> bool:
    """«или»/"or" in the sentence of the words at ``at``, within a few words before them
    («держал у сукна или у груди»): one of two places, not one told."""
    tokens = r.story.tokens
    return any(tokens[k].text in ("или", "or") and tokens[k].sentence == tokens[at].sentence
               for k in range(max(0, at - _OR_REACH), at))


_OR_REACH = 5  # words before a place told in which an «или» offers another


def _two_versions(r: _Reading, told: list[int]) -> bool:
    """Whether each telling at ``told`` is one party's claim («North says East held it face
    up») and another sentence holds a claim of another party («East swears he had it upright
    against his chest»): two versions, the fact is the director's to find."""
    tokens = r.story.tokens
    claims = r.story.find("party_claim") + r.story.find("party_version")
    if not told or not all(any(b <= a and tokens[c].sentence == tokens[a].sentence
                               for c, b in claims) for a in told):
        return False
    sentences = {tokens[a].sentence for a in told}
    # the other side's own word in another sentence («East swears he had it upright …»,
    # «South says he only had it half out»), not a request («… asked for the director»)
    return any(tokens[c].sentence not in sentences and not tokens[c].quoted
               for c, _ in r.story.find("counter_claim"))


def _one_version(r: _Reading, at: int) -> bool:
    """Words at ``at`` told as one party's version: «по словам Запада», «according to
    West», or a verb of claiming, before them in their sentence."""
    tokens = r.story.tokens
    return any(b <= at and tokens[a].sentence == tokens[at].sentence
               for a, b in r.story.find("party_version"))


def _slip_told(r: _Reading) -> bool:
    """A slip of the tongue told and not denied: «оговорился», not «оговорки не было» nor
    «это не оговорка» (a change of mind, 45C4(A))."""
    tokens = r.story.tokens
    negation = words(_PREFIX + "negation")
    return any(not _denied(r, a) and not (
        b + 1 < len(tokens) and tokens[b].text in negation and "быть" in tokens[b + 1].lemmas)
        for a, b in r.story.told("named.slip"))


def _named_card(r: _Reading) -> bool:
    story = r.story
    changed = False
    slip = _slip_told(r)
    again = _named_again_at_once(r)
    if story.told("named.corrected") or slip or _correction_quoted(r) or again or (
        _named_then_taken_back(r)
    ):
        changed = r.set("corrected", True)
    unknown = bool(story.find("pause_unknown"))  # «была ли пауза …, я не отметила»
    if again and not unknown:
        changed = r.set("without_pause", True) or changed
    if slip:
        changed = r.set("inadvertent", True) or changed
    elif story.find("named.changed_mind"):  # «может ли он передумать?» asks of a change,
        # and so does «оговорки не было, он просто передумал» (a slip denied)
        changed = r.set("corrected", True) or changed
        changed = r.set("inadvertent", False) or changed
    at_once = story.told("named.at_once")
    if unknown:
        pass  # «была ли пауза между «девяткой» и «десяткой», я не отметила»: unknown
    elif at_once and all(_disputed(r, a) for a, _ in at_once):
        pass  # «муж говорит, что без паузы, а я не уверена»: the pause stays unknown
    elif story.told("named.after_pause") and (at_once or _promptly(r)) and any(
            _one_version(r, a) or _claimed(r, a) or _claim_clause(r, a) for a, _ in
            (at_once or story.told("at_once")) + story.told("named.after_pause")):
        pass  # «по словам Юга, он сразу сказал … По словам Запада, была пауза», «партнёр
        # уверяет, что сразу, Восток божится, что я успел подумать»: two versions
    elif any(_hedged(r, a) for a, _ in story.told("named.after_pause")):
        pass  # «тут же, аль погодя малость, не упомню уж»: the pause stays unknown
    elif story.told("named.after_pause") and not at_once:  # a pause told outweighs an «at
        # once» said of something else («помолчала, подумала … Восток уже успел положить»)
        changed = r.set("without_pause", False) or changed
    elif at_once or (r.facts.get("corrected") and _promptly(r, _first_naming(r))
                     and not _pause_disputed(r)):
        changed = r.set("without_pause", True) or changed
        if story.told("named.corrected"):  # «тут же поправился»: a slip put right (45C4(B))
            changed = r.set("inadvertent", True) or changed
    if r.facts.get("without_pause") and "inadvertent" not in r.facts and (
        _named_then_taken_back(r)
    ):  # «девятку червей… ой, валета червей» in one breath: a slip of the tongue put right
        changed = r.set("inadvertent", True) or changed
    if story.told("named.opponent_waited"):
        changed = r.set("opponent_played_after", False) or changed
    elif story.told("named.opponent_played"):
        changed = r.set("opponent_played_after", True) or changed
        _after_dummy(r, story.told("named.opponent_played")[0][0])
    quoted = _quoted_card(r)
    if quoted is not None:
        r.set("card", quoted)
    if "corrected" not in r.facts and story.told("named.change_not_made"):
        # «потянулась за ♥3, но не успела её положить»: another card reached for, not put
        changed = r.set("corrected", False) or changed
    if "corrected" not in r.facts and not story.find("named.wants_other") \
            and not story.find("event.named_card"):
        # a card named and nothing told of putting it right or of a slip: it stands
        changed = r.set("corrected", False) or changed
    return changed


def _after_dummy(r: _Reading, at: int) -> None:
    """«Разыгрывающий назвал со стола …, я быстро положила ♥J»: the teller, a defender, played
    right after dummy, so dummy sits on his right (East) and declarer on his left (West)."""
    mention = r.subject(at)
    teller = teller_seat(r.story)
    if r.declarer is not None or mention is None or mention.seat is not teller:
        return
    if r.my_role is Role.DEFENDER and r.story.find("from_dummy"):
        r.declarer = teller.lho
        r.facts["declarer"] = teller.lho
        if r.facts.get("actor") is Role.DECLARER:
            r.facts["seat"] = teller.lho


def _quote_runs(tokens: list[_Token]) -> list[tuple[int, int]]:
    """(first, past-the-end) indexes of each run of quoted tokens."""
    runs: list[tuple[int, int]] = []
    for k, token in enumerate(tokens):
        if not token.quoted:
            continue
        if runs and runs[-1][1] == k:
            runs[-1] = (runs[-1][0], k + 1)
        else:
            runs.append((k, k + 1))
    return runs


def _named_again_at_once(r: _Reading) -> bool:
    """«со стола: «маленькую трефу» — и сразу же, на одном дыхании: «бубну»», «says 'small
    heart' and immediately 'the king'»: a card named in quotes, then another named in the next
    quotes, a word of «at once» between them: the first naming put right without a pause
    (45C4(B)).

    >>> story = _Story("Юг со стола: «маленькую трефу» — и сразу же: «бубну, маленькую бубну».")
    >>> _named_again_at_once(_Reading(story, None, None, None))
    True
    >>> story = _Story("Юг со стола: «маленькую трефу». Потом подумал и сказал: «бубну».")
    >>> _named_again_at_once(_Reading(story, None, None, None))
    False
    """
    tokens = r.story.tokens
    runs = _quote_runs(tokens)
    at_once = [a for a, _ in r.story.find("named.next_breath")]
    for (a, b), (c, d) in pairwise(runs):
        if c - b > 12 or not any(b <= k < c for k in at_once):
            continue
        skipped = words(_PREFIX + "named.correction_opener") | words(_PREFIX + "article")
        first, second = (_designation_of(" ".join(t.text for t in tokens[x:y]
                                                  if t.text not in ",.!—-" and t.text
                                                  not in skipped))
                         for x, y in ((a, b), (c, d)))  # «no, the queen»: the queen
        if first is not None and second is not None and first != second \
                and (second.rank is not None or second.suit is not None):
            return True
    return False


# «не туза, короля бубен», "not the ace, the king": the card named instead of the one before
_NOT_THIS_BUT = re.compile(r"^(?:не|not)\s+[\w']+(?:\s+[\w']+)?\s*,\s*(?:а\s+|but\s+)?(.+)$",
                           re.IGNORECASE)


def _quoted_names(r: _Reading) -> list[tuple[bool, Designation]]:
    """Each quote that names a card, whole or by its rank or suit alone, in the order told:
    whether it opens with a word taking back what was said («нет, валет пик», «ой, дама»),
    and the card it names (after that word). Calls in quotes («три трефы») name none."""
    openers = words(_PREFIX + "named.correction_opener")
    found: list[tuple[bool, Designation]] = []
    for text in _quotes(r.story.text):
        first, _, rest = text.partition(" ")
        taken_back = first.strip(",.:;!—-").lower() in openers
        said = rest if taken_back else text
        if (instead := _NOT_THIS_BUT.match(text)) is not None:
            taken_back, said = True, instead.group(1)  # «Не туза, короля бубен!»
        if not said.strip() or (not taken_back and _quoted_call(text)):
            continue
        try:
            designation = parse_designation(said.strip(" ,.!"))
        except BridgeLawsError:  # not a card's name
            continue
        if designation.rank is not None or designation.suit is not None:
            found.append((taken_back, designation))
    return found


def _corrections_quoted(r: _Reading) -> list[Card]:
    """«сказал «десятка пик», потом «нет, валет пик»»: the cards of quotes that open with a word
    taking back what was said, each a card named anew (45C4(B))."""
    return [said.card for taken_back, said in _quoted_names(r)
            if taken_back and said.card is not None]


def _part_named_first(r: _Reading) -> bool:
    """«Север говорит: «Даму». … Потом Север: «Ой, короля, короля!»»: a quote names a card,
    whole or by its rank or suit alone, without words taking something back (not a call)."""
    return any(not taken_back for taken_back, _ in _quoted_names(r))


def _correction_quoted(r: _Reading) -> bool:
    """«сказала «король пик» …, и сразу «ой, дама»»: a quote opening with a word taking back
    what was said and naming a card, whole or only its rank or suit (45C4(B))."""
    return any(taken_back for taken_back, _ in _quoted_names(r))


def _taken_back(text: str) -> str:
    """Quoted words from where the speaker starts again after taking back what he began
    («девятку червей… ой, валета червей»: «валета червей»); the words as they are else.

    >>> _taken_back("девятку червей… ой, валета червей"), _taken_back("валет пик")
    ('валета червей', 'валет пик')
    """
    split = _split_taken_back(text)
    return text if split is None else split[1]


def _taking_back_words() -> frozenset[str]:
    """The words a player takes back what he began to say with («нет», «ой», "sorry")."""
    return words("story.retract") | words(_PREFIX + "taken_back_word")


def _split_taken_back(text: str) -> tuple[str, str] | None:
    """The words before the last word of taking back and those after it, or None."""
    parts = re.split(r"([\w']+)", text)
    retract = _taking_back_words()
    last = None
    for k in range(1, len(parts), 2):
        if parts[k].lower().replace("ё", "е") in retract and k + 2 < len(parts):
            last = k
    if last is None:
        return None
    marks = " ,.…!—–-"
    return "".join(parts[:last]).strip(marks), "".join(parts[last + 1 :]).strip(marks)


def _suit_alone_followed(r: _Reading) -> bool:
    """A suit named alone («он сказал трефу и всё», «говорит только «cupă»») and a card of
    that suit told after it (dummy's ♣K): which card of the suit is played is the question
    (46B2), not a card dummy played unasked."""
    texts = [text for a, b in r.story.told("naming") if (text := _said_unquoted(r, b))]
    texts += _quotes(r.story.text)
    first = min((a for a, _ in r.story.told("naming")), default=None)
    for text in texts:
        try:
            said = parse_designation(text)
        except BridgeLawsError:  # not a card's name
            continue
        if said.suit is None or said.rank is not None or said.height is not None:
            continue
        if first is not None and any(i > first and card.suit is said.suit for i, card in r.cards):
            return True
    return False


def _rank_alone_of_two(r: _Reading) -> bool:
    """A rank named alone in quoted words while dummy is told to hold two cards or more of
    that rank («holds both the ♠10 and the ♣10 … I said just 'ten'»)."""
    holding = _dummy_holding(r)
    if holding is None:
        return False
    return any(said.suit is None and said.rank is not None
               and sum(card.rank is said.rank for card in holding) >= 2
               for _, _, said in _quoted_designations(r))


def _compared_teller(tokens: list[_Token], at: int) -> bool:
    """The teller named in a comparison («East, daydreaming like me between takes, tossed
    …», «Запад думал, как я над новой пьесой»): spoken of, not who did it.

    >>> tokens = _Story("East, daydreaming like me, tossed the ♣7").tokens
    >>> _compared_teller(tokens, 4), _compared_teller(_Story("Как я понял, он сыграл").tokens, 1)
    (True, False)
    """
    if at < 2 or tokens[at].text not in words("story.role.me"):
        return False
    before = tokens[at - 1].text
    if before == "как":
        return tokens[at - 2].text == ","
    return before in words("story.likeness") and before != "as"


def _named_then_taken_back(r: _Reading) -> bool:
    """Quoted words that name a card, take it back and name another («Валет пик... нет,
    валет треф», «девятку червей… ой, валета червей»), in one quote or in two, the second
    opening with the word that takes the first back («Бубновый валет». Затем: «Пардон,
    дама»; "king of spades" and then "no, queen")."""
    quotes = _quotes(r.story.text)
    for k, text in enumerate(quotes + _colon_speech(r)):
        following = quotes[k + 1] if k + 1 < len(quotes) else ""
        split = _split_taken_back(text)
        if split is None:
            split = _split_taken_back(following)
            if split is None or split[0]:
                continue
            split = (text, split[1])
        try:
            first, second = parse_designation(split[0]), parse_designation(split[1])
        except BridgeLawsError:  # not a card's name
            continue
        if first.card is not None or second.card is not None or (
            first.rank is not None and second.rank is not None
        ):
            return True
    return False


def _colon_speech(r: _Reading) -> list[str]:
    """«Говорю: девятку, нет, валета — одним духом»: the words after a verb of speaking or
    naming and a colon, with no quotes, up to a dash or the end of their sentence."""
    tokens = r.story.tokens
    found = []
    for _, b in r.story.find("naming") + r.story.find("speech"):
        if b >= len(tokens) or tokens[b].text != ":" or tokens[b].quoted:
            continue
        said = []
        for token in tokens[b + 1 :]:
            if token.sentence != tokens[b].sentence or token.quoted or token.text in ("—", "–"):
                break
            said.append(token.text)
        if said:
            found.append(" ".join(said))
    return found


def _quoted_card(r: _Reading) -> Card | None:
    """The first card named in quotes."""
    cards = _quoted_cards(r)
    return cards[0] if cards else None


def _quoted_call(text: str) -> bool:
    """Whether quoted words are a call, a level said as a cardinal or a digit and a suit («три
    трефа», «2 червы», "two hearts"), not a card's name («тройка треф», "the three of clubs")."""
    said = text.lower().split()
    if len(said) != 2 or not (said[0] in words(_PREFIX + "call_level") or (
            len(said[0]) == 1 and said[0] in "1234567")):  # «2 червы», «4 пики»: a level in digits
        return False
    suit = meaning(said[1])
    return suit is not None and suit.kind == "suit"


# single quotes only as quotes, not an apostrophe inside a word («partner's dummy. It's»)
_QUOTE = re.compile(r"«([^«»]{1,40})»|\"([^\"]{1,40})\"|(?<!\w)'([^']{1,40})'(?!\w)|"
                    r"“([^“”]{1,40})”")


def _quotes(text: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in _QUOTE.finditer(text[:MAX_CHARS])]


def _designation(r: _Reading) -> bool:
    """Law 46: what declarer said, dummy's cards, the suit led, the suit dummy won in."""
    said = None
    for text in _quotes(r.story.text) + _glosses(r.story.text):
        if _quoted_call(text):
            continue
        try:
            parse_designation(text)
        except BridgeLawsError:  # not a card's name
            continue
        said = text
        break
    if said is None:  # «я сказал просто пику», «I called for the ♥J»: named after the verb
        said = next((words_said for _, b in r.story.find("naming")
                     if (words_said := _said_unquoted(r, b)) is not None), None)
    if said is None:
        for _, b in r.story.find("naming"):
            card = _card_after(r, b)
            if card is not None:
                said = card.code
                break
    r.set("said", said)
    r.set("dummy", _dummy_holding(r) or _dummy_void(r, said))
    for concept, fact in (("led_suit", "led"), ("won_suit", "won")):
        for a, b in r.story.find(concept):
            # after the words, or inside them («Dummy's ♦10 won trick five»)
            suit = _suit_near(r, b) or next(
                (cards[0].suit for k in range(a, b)
                 if (cards := _token_cards(r.story.tokens[k].text))), None)
            if suit is not None:
                r.set(fact, suit)
                break
    if "led" not in r.facts:
        _led_told(r)  # «пошли червой»: the suit led, told as for any trick
    return said is not None


_GLOSS = re.compile(
    r"(?:«[^«»]{1,40}»|\"[^\"]{1,40}\"|'[^']{1,40}'|“[^“”]{1,40}”)\s*\(([^()]{1,40})\)"
)


def _glosses(text: str) -> list[str]:
    """The words in brackets right after a quote: its translation («'harten' (hearts)»)."""
    return _GLOSS.findall(text)


_SAID_KINDS = ("suit", "rank", "low", "high")


def _said_unquoted(r: _Reading, at: int) -> str | None:
    """«я сказал просто пику без старшинства а у болвана …»: the words of a card's suit, rank or
    height right after the naming verb at ``at``, up to the end of its clause (a comma, «а»,
    «но»), when no card of its own («♠5») is among them."""
    tokens = r.story.tokens
    said: list[str] = []
    for k in range(at, min(at + 6, len(tokens))):
        token = tokens[k]
        if token.text == ":" and not said and token.sentence == tokens[at].sentence:
            continue  # «говорит со стола: бубен.»: speech after a colon, with no quotes
        if token.sentence != tokens[at].sentence or token.quoted or (
                not token.text[:1].isalnum() and token.text not in SYMBOLS):
            break
        if token.text in words(_PREFIX + "clause_start") or _token_cards(token.text):
            break
        found = meaning(token.text)
        if found is not None and found.kind in _SAID_KINDS:
            said.append(token.text)
        elif said:
            break
    if not said:
        return None
    text = " ".join(said)
    try:
        designation = parse_designation(text)
    except BridgeLawsError:  # not a card's name
        return None
    return text if designation.card is None else None


def _dummy_void(r: _Reading, said: str | None) -> Holding | None:
    """«сказал «даму бубен», а бубен у болвана нет»: a card of a suit dummy has none of is not
    on the table (46B4); dummy's other cards stay untold, so the holding is the empty one."""
    if said is None:
        return None
    try:
        card = parse_designation(said).card
    except BridgeLawsError:  # not a card's name
        return None
    if card is None:
        return None
    story = r.story
    on_dummy = {i for m in r.mentions if m.role is Role.DUMMY for i in (m.index,)}
    for i in _void_suits(story):
        found = meaning(story.tokens[i].text)
        near_dummy = any(abs(i - k) <= 4 for k in on_dummy)
        if found is not None and found.suit is card.suit and near_dummy:
            return Holding.of(())
    return None


def _suit_near(r: _Reading, at: int) -> Suit | None:
    tokens = r.story.tokens
    for i in range(at, min(len(tokens), at + 4)):
        cards = _token_cards(tokens[i].text)
        if cards:
            return cards[0].suit
        found = meaning(tokens[i].text)
        if found is not None and found.kind == "suit":
            return found.suit
        if tokens[i].text in SYMBOLS:
            return SYMBOLS[tokens[i].text]
    return None


def _dummy_holding(r: _Reading) -> Holding | None:
    """Dummy's cards after «на столе»: ``♠Q73 и ♣AK``, «туз червей и туз треф»."""
    story = r.story
    absent = {a for a, _ in story.find("absent_on_dummy")}
    moved = words(_PREFIX + "p37.move_to")
    for a, b in story.find("on_dummy"):
        if a > 0 and story.tokens[a - 1].lemmas & moved:
            continue  # «перешёл на стол бубновым тузом»: the way to dummy, not dummy's cards
        sentence = story.tokens[a].sentence
        if a in absent:
            # «у болвана бубнового короля нет»: a card dummy does not hold; but «dummy has no
            # diamonds left, only the ♠K, ♠5, ♥K and ♥8»: the cards after «only» he holds
            only = [k for k, _ in story.find("only_left")
                    if k >= b and story.tokens[k].sentence == sentence]
            cards = [card for i, card in r.cards if only and i > only[0]
                     and story.tokens[i].sentence == sentence]
            if cards:
                return Holding.of(cards)
            continue
        cards = [listed for i, card in r.cards if i >= b and story.tokens[i].sentence == sentence
                 for listed in _ranks_listed_before(r, i, card, b)]
        if cards:
            return Holding.of(cards)
        ranked = _ranks_of_suit(r, b, sentence)
        if ranked:
            return Holding.of(ranked)
    # «болван на Севере: ♥K83 ♠K4 и мелочь»: dummy named, then a colon and his cards
    tokens = story.tokens
    for m in r.mentions:
        if m.role is not Role.DUMMY:
            continue
        colon = next((k for k in range(m.index + 1, min(m.index + 7, len(tokens)))
                      if tokens[k].text == ":" and tokens[k].sentence == tokens[m.index].sentence),
                     None)
        if colon is None:
            continue
        cards = [card for i, card in r.cards
                 if i > colon and tokens[i].sentence == tokens[colon].sentence]
        if cards and any(i == colon + 1 for i, _ in r.cards):
            return Holding.of(cards)
    return None


def _ranks_listed_before(r: _Reading, at: int, card: Card, start: int) -> list[Card]:
    """The card at token ``at`` and the ranks listed right before it, from token ``start`` on,
    which share its suit ("the king, jack, nine and three of clubs": ♣K, ♣J, ♣9, ♣3)."""
    tokens = r.story.tokens
    listed = [card]
    k = at - 1
    while k >= start and tokens[k].sentence == tokens[at].sentence:
        if _list_joint(tokens[k]) or tokens[k].text in ("'", "&"):  # «nine an' three»
            k -= 1
            continue
        said = meaning(tokens[k].text)
        if said is None or said.kind != "rank" or said.rank is None or any(
                i == k for i, _ in r.cards):
            break
        listed.insert(0, Card(card.suit, said.rank))
        k -= 1
    return listed


def _ranks_of_suit(r: _Reading, start: int, sentence: int) -> list[Card]:
    """Ranks told in words after one suit word of dummy's («у болвана из треф остались только
    дама, десятка и пятёрка»): the cards of that suit, when the sentence names no other suit
    and no card, and lists two ranks or more."""
    tokens = r.story.tokens
    span = [i for i in range(start, len(tokens)) if tokens[i].sentence == sentence]
    suits = {suit for i in span if (suit := _suit_at(r, i)) is not None}
    if len(suits) != 1 or any(i in span for i, _ in r.cards):
        return []
    suit = suits.pop()
    first = next(i for i in span if _suit_at(r, i) is suit)
    ranks: list[Rank] = []
    joined = False  # «дама, десятка и пятёрка, валет давно ушёл»: the list ends after «и …»
    for i in span:
        said = meaning(tokens[i].text) if i > first else None
        if said is not None and said.kind == "rank" and said.rank is not None:
            ranks.append(said.rank)
            if joined:
                break
        elif ranks and tokens[i].text in words(_PREFIX + "list_joint"):
            joined = True
        elif ranks and tokens[i].text != ",":
            break
    if len(set(ranks)) < 2:
        return []  # «dummy had just won a diamond with the ace»: a card played, no holding
    return [Card(suit, rank) for rank in dict.fromkeys(ranks)]


def _trick_facts(r: _Reading) -> bool:
    """The cards of the trick in the order played, and who led to it."""
    played = [(i, card) for i, card in r.cards if i not in r.listed]
    if len(played) < 2:
        played = r.cards  # «♠K Q 4 3»: no card told apart from a holding written so
    first = played[0][0] if played else None
    if first is None:
        return False
    sentence = r.story.tokens[first].sentence
    by_sentence = Counter(r.story.tokens[i].sentence for i, _ in played)
    if by_sentence[sentence] < 3 and max(by_sentence.values()) >= 4:
        # «семь бубен без короля… Я пошла ♦K, со стола ♦3, …»: a card of the hand told
        # before; the trick is the sentence that tells all four cards
        sentence = next(s for s, n in by_sentence.items() if n >= 4)
        first = next(i for i, _ in played if r.story.tokens[i].sentence == sentence)
    # «slaps down the ♦10, thinking it's the ♥10»: the card he took it for was not played
    mistaken = {k for _, b in r.story.told("mistaken_for") for k in range(b, b + 3)}
    told = [(i, card) for i, card in played if r.story.tokens[i].sentence == sentence
            and i not in mistaken]
    if len(told) < 2:
        # «called for the five of diamonds from dummy; East played the nine, declarer the
        # two, and I discarded the ace of spades»: the trick told on across a semicolon
        told = [(i, card) for i, card in played
                if 0 <= r.story.tokens[i].sentence - sentence <= 1]
    told = sorted(told + _followed_with_rank(r, told), key=lambda item: item[0])
    if told and told[0][0] < first:
        first = told[0][0]  # the lead told as a small card of a suit (``_small_lead``)
    told += _fourth_told_later(r, told)
    cards = tuple(card for _, card in told)
    if len(cards) < 3:
        # the cards told across the story's sentences, with a small card of a suit told
        # after them («… Я положил ♦К, Юг снёс маленькую трефу»)
        every = list(played)
        every = sorted(every + _followed_with_rank(r, every), key=lambda item: item[0])
        cards = tuple(card for _, card in every)
    r.set("trick", tuple(dict.fromkeys(cards))[:4])
    tokens = r.story.tokens
    if r.declarer is not None and any(
            a < first <= b + 2 or (0 < a - first <= 4 and all(
                t.text[:1].isalnum() for t in tokens[first + 1 : a]))  # «the five of
            for a, b in r.story.find("from_dummy")):  # diamonds from dummy», no comma between
        r.set("leader", r.declarer.partner)  # «со стола пошли ♥2»: dummy led to the trick
        return True
    # «Ход Севера ♦K, …»: the lead named with whose it was (a genitive after the word)
    leads = {b for _, b in r.story.find("lead_verb")}
    whose = [m for m in r.mentions if m.index in leads and m.index < first
             and r.story.tokens[m.index].sentence == r.story.tokens[first].sentence
             and not m.named]
    mention = whose[-1] if whose else r.subject(first)
    if not whose and first > 0 and (_opens_sentence(tokens, first - 1) or (
            first > 1 and tokens[first - 2].text == "," and not tokens[first - 1].quoted
    )) and _my_verb(tokens[first - 1].text):  # («Шестая взятка, хожу тузом пик»: a clause)
        mention = _Mention(first, teller_seat(r.story), None)  # «Хожу ♥3.»: the teller's
        # own verb of the lead, his «я» dropped, right before the card
    if mention is not None:
        _, seat = r.role_of(mention)
        r.set("leader", seat)
    return True


def _before_others_played(r: _Reading) -> bool:
    """«… и, ещё до того, как Юг, болван и Север положили карты, перевернул её», «before the
    others had played»: a clause of «before» whose verb is one of playing a card tells that
    not all four had played yet (45G), whichever verb of playing it uses."""
    story, tokens = r.story, r.story.tokens
    heads, joints = words(_PREFIX + "clause_head"), words(_PREFIX + "clause_joint")
    played = {a for a, _ in story.find("played_verb")}
    for k, token in enumerate(tokens):
        if token.text not in words(_PREFIX + "before_word") or token.quoted:
            continue
        j = k + 1
        if j < len(tokens) and tokens[j].text in heads:  # «до того, как»
            j += 1 + (j + 1 < len(tokens) and tokens[j + 1].text == ",")
            if j >= len(tokens) or tokens[j].text not in joints:
                continue
        elif not (j < len(tokens) and tokens[j].text in joints | {"чем", "the", "all"}):
            continue
        if any(v in played and tokens[v].sentence == token.sentence
               for v in range(j + 1, min(j + 9, len(tokens)))):
            return r.set("all_played", False)
    return False


def _trick_asked_done(r: _Reading) -> bool:
    """«Чья взятка и кто ходит дальше?», «who won the trick?»: the teller asks who won it, so
    all four have played to it, however few of its cards the words name."""
    story = r.story
    asked = [a for a, _ in story.find("event.trick") if _in_question(story, a)]
    return bool(asked) and r.set("all_played", True)


def _fourth_told_later(r: _Reading, told: list[tuple[int, Card]]) -> list[tuple[int, Card]]:
    """«… Восток подрезал ♠2, а Юг-болван… нет, стойте … значит со стола дали ♠3»: three
    cards of a trick in one sentence, the fourth alone in a sentence of the next five, after
    an interruption (a teller's doubt is cut into short sentences): the trick's last card."""
    if len(told) != 3:
        return []
    tokens = r.story.tokens
    last = tokens[told[-1][0]].sentence
    later = [(i, card) for i, card in r.cards
             if 0 < tokens[i].sentence - last <= 5 and card not in {c for _, c in told}]
    if not later:
        return []
    first = tokens[later[0][0]].sentence
    alone = [(i, card) for i, card in later if tokens[i].sentence == first]
    return alone if len(alone) == 1 else []


_TRICK_SENTENCES = 3  # short sentences after a lead told alone that may tell the trick's cards


def _followed_with_rank(r: _Reading, told: list[tuple[int, Card]]) -> list[tuple[int, Card]]:
    """«з ходит 5б, со стола король, в скинул туза пик»: a rank told alone between the cards
    of a trick (none of a card already read) is a card of the suit led, which the player
    followed."""
    if not told or len(told) >= 4:
        return []
    tokens = r.story.tokens
    led, start, end = told[0][1].suit, told[0][0], told[-1][0]
    named = {card for _, card in r.cards}
    lead = _small_lead(r, start, named)
    if lead is not None:
        led = lead[1].suit
    # «… the four of spades, North overruffed with the nine, and declarer threw a small
    # diamond»: the sentence of the last card told goes on with the others; a lead told alone
    # goes on in the short sentences after it («Запад пошёл валетом треф. Со стола дама. Я
    # кладу короля. Юг — туза.»)
    last = tokens[told[-1][0]].sentence + (_TRICK_SENTENCES if len(told) == 1 else 0)
    if len(told) == 3 and len({tokens[i].sentence for i, _ in told}) >= 2:
        last += 1  # «Со стола козырнули тройкой пик. Я … перебил восьмёркой пик. В с руки
        # сбросил бубну.»: a trick told a card to a sentence has its fourth in the next one
    while end + 1 < len(tokens) and tokens[end + 1].sentence <= last:
        end += 1
    taken = {i for i, _ in r.cards} | {i + 1 for i, _ in r.cards} | {i - 1 for i, _ in r.cards}
    found = [] if lead is None else [lead]
    trump = r.facts.get("trump")
    ruffs = {b for _, b in r.story.find("ruff_with")}
    discards = {b - 1 for _, b in r.story.told("discarded")}
    trump_suit = trump.suit if isinstance(trump, Trump) else None
    for i in range(start + 1, end):
        said = meaning(tokens[i].text)
        if said is not None and said.kind == "rank" and said.rank is not None \
                and i not in taken and not tokens[i].quoted:
            # a rank right after a verb of ruffing («overruffed with the nine») is a trump
            suit = trump.suit if ({i, i - 1} & ruffs and isinstance(trump, Trump)
                                  and trump.suit is not None) else led
            found.append((i, Card(suit, said.rank)))
        elif said is not None and said.kind == "low" and i not in taken \
                and not tokens[i].quoted and i + 1 < end:
            # «dummy plays a small diamond», «со стола маленькую бубну»: a spot card of a
            # suit, taken as its lowest rank no card of the story names
            spot = _spot_of(tokens[i + 1], named)
            if spot is not None:
                found.append((i, spot))
        elif said is not None and said.kind == "suit" and i not in taken \
                and not tokens[i].quoted:
            # «с болвана бубна мелкая»: the suit first, the word of a small card after it
            low = meaning(tokens[i + 1].text) if i + 1 < end and i + 1 not in taken else None
            spot = _spot_of(tokens[i], named) if low is not None and low.kind == "low" else None
            if spot is None and i - 1 in discards and said.suit not in (led, trump_suit):
                # «со стола сбросили трефу»: a discard of a side suit, whatever its rank,
                # cannot win the trick (44E, 44F)
                spot = _spot_of(tokens[i], named)
            if spot is not None:
                found.append((i, spot))
    return found[: 4 - len(told)]


def _small_lead(r: _Reading, start: int, named: set[Card]) -> tuple[int, Card] | None:
    """«Юг пошёл маленькой трефой, Запад … сбросил пикового туза»: a small card of a suit in
    the sentence before the first card named, after a verb of the lead, is the card led (its
    lowest rank no card of the story names); the cards named after it follow it."""
    tokens = r.story.tokens
    leads = {a for a, _ in r.story.find("lead_verb")}
    sentence = tokens[start].sentence
    for i in range(start - 2, -1, -1):
        if tokens[i].sentence != sentence:
            break
        low = meaning(tokens[i].text)
        if low is None or low.kind != "low" or tokens[i].quoted or not (
                leads & set(range(max(0, i - 3), i))):
            continue
        spot = _spot_of(tokens[i + 1], named)
        return None if spot is None else (i, spot)
    return None


def _spot_of(token: _Token, named: set[Card]) -> Card | None:
    """The small card of the suit ``token`` names: its lowest rank no card of the story names
    (added to ``named``); None when the word names no suit."""
    suit = meaning(token.text)
    if suit is None or suit.kind != "suit" or suit.suit is None:
        return None
    spot = next(Card(suit.suit, rank) for rank in sorted(Rank)
                if Card(suit.suit, rank) not in named)
    named.add(spot)
    return spot


def _trump_words(r: _Reading) -> bool:
    """«козыри пики», «Spades were trumps», «бескозырка»."""
    if r.story.find("notrump"):
        return r.set("trump", Trump.NOTRUMP)
    tokens = r.story.tokens
    for a, _ in r.story.find("notrump_apart"):
        if a == 0 or not (_LEVEL.match(tokens[a - 1].text) or _level_word(tokens[a - 1])):
            return r.set("trump", Trump.NOTRUMP)  # «3БК, без козыря, играю я»
        if _played_before(tokens, a - 1):
            return r.set("trump", Trump.NOTRUMP)  # «Играли три без козыря»: the contract
    for a, b in r.story.find("trump_word"):
        for i in (*range(b, min(b + 3, len(r.story.tokens))), *range(max(0, a - 2), a)):
            found = meaning(r.story.tokens[i].text)
            if found is not None and found.kind == "suit" and found.suit is not None:
                return r.set("trump", Trump.of(found.suit))
    return False


def _bid_between(tokens: list[_Token], start: int, end: int) -> bool:
    """A bid told between two places: «2♦», «2 бубны», «1 ΧΑ» (read as a contract is)."""
    return any((told := _contract_at(tokens, k)) is not None and told[0] <= end
               for k in range(start, end))


def _misinformation(r: _Reading) -> bool:
    story = r.story
    changed = False
    if story.told("partner_not_called") or _before_partner_call(r):
        changed = r.set("partner_called", False)
        changed = r.set("auction_over", False) or changed
    elif story.told("partner_called"):
        changed = r.set("partner_called", True)
    elif _final_pass_his(r):  # «Север пас, Восток пас, и я … тоже пас. Могу я поменять …?»
        changed = r.set("partner_called", False)
    elif _partner_called_since(r):  # «Север спасовал, Восток 2♦, Юг пас … Север хочет изменить»
        changed = r.set("partner_called", True)
        if not (story.told("after_play") or story.told("in_play") or story.told("auction_done")):
            changed = r.set("auction_over", False) or changed  # told calls go on after his
    if story.told("not_led_yet") and not (story.told("after_play") or story.told("in_play")
                                          or story.told("during_play")
                                          or story.told_done("lead_faced")):
        # «Торговля кончилась, Север ещё не ходил»: the auction period ends only when an
        # opening lead is faced (Law 17E of the full code), so 21B1 may still let him change
        changed = r.set("auction_over", False) or changed
    if (story.told("after_play") or story.told("in_play") or story.told("auction_done")
            or story.told("during_play") or story.told_done("lead_faced")):
        # «в середине розыгрыша выяснилось …», «the opening lead has been faced»: the play
        changed = r.set("auction_over", True) or changed
    elif story.told("in_auction"):
        changed = r.set("auction_over", False) or changed
    if _two_changes(r):  # the director let one player change, now his LHO wants to (21B2)
        if _two_changes(r, done=True):  # the LHO's change told, not only asked about
            changed = r.set("lho_changed", True) or changed
        # the case is 21B2's, the LHO's: the first changer's partner had not called (21B1
        # let him change), whatever calls of the asker's partner the auction tells before
        r.facts["auction_over"] = False
        r.facts["partner_called"] = False
        changed = True
    if story.told("not_conveyed"):  # «его отменённая заявка ничего существенного не передала»
        changed = r.set("conveyed", False) or changed
    alerts = [h for h in story.told("should_have_alerted") if not story.tokens[h[0]].quoted]
    for a, _ in alerts[:1]:
        # «правый должен был алертить»: whoever had to alert gave the misinformation (in
        # quoted words, «my partner should have alerted», the speaker's partner: left to
        # the other readings)
        alerter = r.subject(a)
        if alerter is not None and alerter.seat is not None and alerter.index < a:
            changed = r.set("offender", _with_seat(r, alerter).seat) or changed
    for a, _ in _own_failure_owned(r)[:1]:
        # «и тут справа «ой, я не заалертила»»: who says he failed to alert gave the
        # misinformation, whoever the club's alerting rules would name
        speaker = r.subject(a)
        if speaker is not None and speaker.seat is not None and speaker.index < a:
            changed = r.set("offender", _with_seat(r, speaker).seat) or changed
    for a, b in story.told("no_alert_from")[:1]:
        # «алерта от Севера не было»: the player the alert should have come from
        named = [m for m in r.mentions if a < m.index <= b and m.seat is not None]  # "no
        # alert from South": the player right after the words
        if named:
            changed = r.set("offender", _with_seat(r, named[0]).seat) or changed
    unalerted: set[int] = set()
    for a, b in story.told("call_unalerted")[:1]:
        # «Восток 2♣ без алерта»: the bidder named, the alert missing is his partner's
        caller = r.subject(a)
        if "offender" in r.facts:
            continue
        if (bidder := _unalerted_bid_of(r, a, b)) is not None:
            changed = r.set("offender", bidder.partner) or changed  # «Алерта на 2♣ не было»
            unalerted = set(range(a, b))
        elif caller is not None and caller.seat is not None \
                and caller.index < a <= caller.index + 6 \
                and story.tokens[caller.index].sentence == story.tokens[a].sentence \
                and _bid_between(story.tokens, caller.index + 1, caller.index + 4):
            # his bid told right after the player, then the words («Νότος 2♦ — алерта нет»),
            # not «Запад промолчал, алерта не было», whose alert it was
            changed = r.set("offender", caller.seat.partner) or changed
            unalerted = set(range(a, b))
    # who explained it («объясните, кто прав» asks the readers: no explanation told; «без
    # всякого алерта» after the bidder's call is the missing alert read above, not its giver)
    hits = [hit for hit in story.find("misexplained")
            if not _imperative(story.tokens[hit[0]].text) and hit[0] not in unalerted]
    truth_only = not hits and not story.told("explained")  # the truth told, no explaining
    hits = hits or story.told("explained") or story.told("event.misinformation")
    if hits:
        mention = (_asked(r, *hits[0]) or _asked_before(r, hits[0][0]) or _from_whom(r, hits[0])
                   or _answered_after(r, hits[0]))
        asked = _opponent_asked(r) if mention is None else None
        before = story.tokens[hits[0][0] - 1].text if hits[0][0] > 0 else ""
        pronoun = before in words(_PREFIX + "pronoun")
        if asked is not None and pronoun:
            # «I asked … and the person on my left said 'natural' … he explained it wrong»:
            # «he» is the opponent who answered, whoever was named between
            changed = r.set("offender", asked) or changed
        mention = mention or r.subject(hits[0][0])
        if mention is not None:
            mention = _partner_of_speaker(r, mention) or mention
        if asked is not None and mention is not None and (
                mention.seat is teller_seat(story) or truth_only):
            # «I asked West … and he said a weak two … Later I got a look at their card: two
            # diamonds is Multi»: the teller who asked an opponent received the explanation;
            # «я спросил про 2♦, и Север сказал … стало ясно, что 2♦ у них перенос»: the
            # words of the truth name no explainer, the opponent asked was one
            changed = r.set("offender", asked) or changed
        corrected_by = mention.seat if mention is not None else None
        if corrected_by is not None and story.tokens[hits[0][0]].quoted and any(
                t.quoted and t.text in words(_PREFIX + "truth_opener")
                for t in story.tokens[max(0, hits[0][0] - 6) : hits[0][0]]) and (
                (explainer := _opponent_asked(r)) is corrected_by.partner):
            # «i asked lho, 'weak, diamonds' … rho says 'sorry, actually we play multi'»: the
            # partner who puts it right after the fact told the truth; the one asked misled
            mention = None
            changed = r.set("offender", explainer) or changed
        if mention is not None and mention.seat is not None:
            changed = r.set("offender", mention.seat) or changed
    if "offender" not in r.facts:
        # «я спросил Запада — «натурально, слабо»»: the explanation told as a quote with no
        # verb of explaining; the opponent asked gave it
        asked = _opponent_asked(r)
        if asked is not None:
            changed = r.set("offender", asked) or changed
    if "offender" not in r.facts:
        answered = _misinformed_bid(r)
        if answered is not None:
            changed = r.set("offender", answered.partner) or changed
    if r.facts.get("partner_called") is None and _next_to_call_thinks(r):
        changed = r.set("partner_called", False) or changed
        changed = r.set("auction_over", False) or changed
    if "auction_over" not in r.facts and _auction_running(r):
        changed = r.set("auction_over", False) or changed  # «2D X Pass — before South called»
    return changed


def _unalerted_bid_of(r: _Reading, a: int, b: int) -> Seat | None:
    """«Алерта на 2♣ не было», "E bid 2♦ with no alert": the bid named inside or right around
    the words of a missing alert at ``a``-``b``, and the player named right before that bid
    where the story first tells it («З 2♣», "RHO bid 2D"): his partner was to alert."""
    tokens = r.story.tokens
    sentence = tokens[a].sentence
    for k in range(max(0, a - 3), min(len(tokens), b + 3)):
        told = _contract_at(tokens, k) if tokens[k].sentence == sentence else None
        if told is None or not tokens[k].text[:1].isdigit():
            continue
        written = (tokens[k].text[0], told[1])
        for j in range(k + 1):
            bid = _contract_at(tokens, j) if tokens[j].text[:1].isdigit() else None
            if bid is None or (tokens[j].text[0], bid[1]) != written:
                continue
            caller = [m for m in r.mentions if j - 4 <= m.index < j
                      and tokens[m.index].sentence == tokens[j].sentence]
            seat = _with_seat(r, caller[-1]).seat if caller else None
            if seat is None and caller:
                seat = r.role_of(caller[-1])[1]
            for t in reversed(tokens[max(0, j - 3) : j]):  # «В 2♦», "E bid 2♦": a seat letter
                if seat is not None or t.sentence != tokens[j].sentence:
                    break
                letter = LETTERS.get(t.text) if t.upper else None
                seat = letter if letter is not None else seat_word(t.text)
            return seat
        return None
    return None


def _misinformed_bid(r: _Reading) -> Seat | None:
    """Who made the bid the teller's side called over last, when the story names nobody
    who explained or failed to alert: «W 1NT, N pas, E 2♦, я пас, W 2♥ — и тут выяснилось,
    что 2♦ был перевод» is East's bid; its explanation, or its alert, was his partner's to
    give (the misinformed call is the one that followed it)."""
    told = r.told()
    calls = [item for item in told.calls if not item.implied and item.seat is not None]
    ours = {told.me, told.me.partner}
    bidder: Seat | None = None
    for item, after in pairwise(calls):
        if item.call.is_bid and item.seat not in ours and after.seat in ours:
            bidder = item.seat
    return bidder


def _before_partner_call(r: _Reading) -> bool:
    """«До заявки Севера … установлено, что 2♦ у них — мульти»: the misinformation found out
    before the teller's partner called (21B1: «при условии, что его партнер не сделал
    последующей заявки»)."""
    partner = teller_seat(r.story).partner
    for _, b in r.story.find("before_call_of"):
        named = next((m for m in r.mentions if b <= m.index <= b + 1), None)
        if named is not None and named.seat is partner:
            return True
    return False


def _opponent_asked(r: _Reading) -> Seat | None:
    """The one opponent of the teller whom the story tells asked about a call («я спросил
    Запада», «asked LHO»): he gave the explanation. None when the story asks two different
    opponents or names none."""
    tokens = r.story.tokens
    me = teller_seat(r.story)
    seats = set()
    for a, _ in r.story.find("asking"):
        if tokens[a].quoted or _imperative(tokens[a].text):
            continue
        # «я спросил Запада»; «I asked what it meant and the person on my left said …»
        for m in r.mentions:
            if a < m.index <= a + 8 and tokens[m.index].sentence == tokens[a].sentence \
                    and m.seat is not None and not tokens[m.index].quoted \
                    and tokens[m.index].text not in words("story.role.me"):
                if m.seat not in (me, me.partner):
                    seats.add(m.seat)
                break
    return next(iter(seats)) if len(seats) == 1 else None


def _own_failure_owned(r: _Reading) -> list[tuple[int, int]]:
    """«справа: «ой, я не заалертила»»: words of a missing alert or a wrong explanation in a
    quote that speaks of «я»: the speaker owns the failure.

    >>> _own_failure_owned(_Reading(_Story("справа: «ой, я не заалертила»"), None, None, None))
    [(5, 7)]
    >>> _own_failure_owned(_Reading(_Story("Север: «он не заалертил»"), None, None, None))
    []
    """
    tokens = r.story.tokens
    me = words("story.role.me")
    found = []
    for a, b in r.story.find("misexplained"):
        if not tokens[a].quoted:
            colon = _speech_colon(tokens, a)
            if colon is not None and any(t.text in me for t in tokens[colon + 1 : b]):
                found.append((colon, b))  # «Запад … спохватился: простите, я не алертировал»
            continue
        start, end = a, b
        while start > 0 and tokens[start - 1].quoted:
            start -= 1
        while end < len(tokens) and tokens[end].quoted:
            end += 1
        if any(t.text in me for t in tokens[start:end]):
            found.append((a, b))
    return found


_SPEECH_REACH = 6  # words between the colon that opens a player's words and what he says


def _speech_colon(tokens: list[_Token], at: int) -> int | None:
    """The colon that opens a player's unquoted words which ``at`` is part of («Запад сказал
    2♥ и тут же спохватился: простите, я не алертировал»): in its sentence, a few words before.

    >>> _speech_colon(_Story("Запад спохватился: простите, я не алертировал").tokens, 5)
    2
    >>> _speech_colon(_Story("Запад спохватился, я не алертировал").tokens, 4) is None
    True
    """
    for k in range(at - 1, max(-1, at - 1 - _SPEECH_REACH), -1):
        if tokens[k].sentence != tokens[at].sentence or tokens[k].quoted:
            return None
        if tokens[k].text == ":":
            return k
    return None


def _asked(r: _Reading, a: int, b: int) -> _Mention | None:
    """«я спросил Востока, что это, — «натурал»»: an explanation told as the answer to a
    question; who explained it is the player asked (named after the verb of asking), not its
    subject."""
    tokens = r.story.tokens
    if not (tokens[a].lemmas & words(_PREFIX + "asking") or tokens[a].text in
            words(_PREFIX + "asking")):
        return None
    asked = [m for m in r.mentions if a < m.index < b and m.seat is not None
             and tokens[m.index].text not in words("story.role.me")]
    return asked[0] if asked else None


def _answered_after(r: _Reading, hit: tuple[int, int]) -> _Mention | None:
    """«Запад спросил, что это, Север ответил «натурально»»: a question told with nobody
    asked named; who explained is the other player named next in the sentence, the subject
    of the answer."""
    tokens = r.story.tokens
    a, b = hit
    if not (tokens[a].lemmas & words(_PREFIX + "asking") or tokens[a].text in
            words(_PREFIX + "asking")):
        return None
    asker = r.subject(a)
    answer = words(_PREFIX + "answer_verb")
    for m in r.mentions:
        # («Восток спросил о значении 2♣; Юг ответил: …»: the answer's own sentence)
        next_answers = tokens[m.index].sentence == tokens[a].sentence + 1 and (
            m.index + 1 < len(tokens) and bool(tokens[m.index + 1].lemmas & answer))
        if m.index >= b and (tokens[m.index].sentence == tokens[a].sentence or next_answers) \
                and m.named and m.seat is not None and not tokens[m.index].quoted:
            return m if asker is None or m.seat is not asker.seat else None
    return None


def _from_whom(r: _Reading, hit: tuple[int, int]) -> _Mention | None:
    """«no alert from LHO», «алерта от Запада не было»: the player named right after «от»,
    «from» just past the words at ``hit``."""
    tokens = r.story.tokens
    a, b = hit
    for start, end in r.story.find("from_whom"):
        if b <= start <= b + 1 and tokens[start].sentence == tokens[a].sentence:
            return next((m for m in r.mentions if m.index == end and m.seat is not None), None)
    return None


def _asked_before(r: _Reading, at: int) -> _Mention | None:
    """«я спросил правого, что значит 1♦, и он объяснил …»: «он» before the verb of
    explaining is the player asked earlier in the sentence, whom the question names."""
    tokens = r.story.tokens
    if _pronoun_before(tokens, at) is None:
        return None
    for a, b in r.story.find("explained"):
        if a < at and tokens[a].sentence == tokens[at].sentence:
            asked = _asked(r, a, b)
            if asked is not None:
                return asked
    return None


def _next_to_call_thinks(r: _Reading) -> bool:
    """«Торговля ещё идёт, LHO думает»: the player after the one misinformed is now to call,
    so his partner, who calls after that one, has made no call since (21B1)."""
    wants = r.story.find("changed_call")
    changer = r.subject(wants[-1][0]) if wants else None
    if changer is None or changer.seat is None:
        return False
    for a, _ in r.story.told("to_call_now"):
        mention = r.subject(a)
        if mention is not None and mention.seat is changer.seat.lho and mention.index < a:
            return True
    return False


def _partner_called_since(r: _Reading) -> bool:
    """Whether the auction told names a call by the partner of the player who wants to change
    his call, made after that call (21B1: «при условии, что его партнер не сделал
    последующей заявки»)."""
    # «Вправе ли я теперь изменить свой пас?»: the change only asked about names him too
    wants = r.story.told("changed_call") or r.story.find("changed_call")
    mention = r.subject(wants[-1][0]) if wants else None
    if mention is None or mention.seat is None:
        return False
    # «после чего спасовала; Запад также спасовал, а мой партнёр заявил 2♠»: his call told
    # without his seat is put in its turn by the auction (an implied call of his)
    calls = list(r.told().calls)
    mine = [k for k, item in enumerate(calls) if item.seat is mention.seat]
    # his first call told (a call named with «хочет изменить свой пас» is that same call);
    # the partner's call after it told, not only put in its turn. «поменять последний пас»:
    # his last call, which the calls told do not place surely («…, все пас»): not known here
    tokens = r.story.tokens
    if any(tokens[k].lemmas & words(_PREFIX + "last_call")
           for k in range(wants[-1][1], min(wants[-1][1] + 2, len(tokens)))):
        return False
    return bool(mine) and any(item.seat is mention.seat.partner and not item.implied
                              for item in calls[mine[0] + 1:])


def _final_pass_his(r: _Reading) -> bool:
    """The auction told ends with a pass of the player who wants to change his call (the
    final pass): nobody, his partner included, has called since it (21B1)."""
    wants = r.story.told("changed_call") or r.story.find("changed_call")
    mention = r.subject(wants[-1][0]) if wants else None
    if mention is None or mention.seat is None:
        return False
    calls = list(r.told().calls)
    return (len(calls) >= 4 and calls[-1].seat is mention.seat and not calls[-1].implied
            and auction_ended([item.call for item in calls]))


def _two_changes(r: _Reading, *, done: bool = False) -> bool:
    """Two players told changing a call («правый поменял свою …, а потом мне разрешили
    поменять»): the change 21B1 allows, then the one 21B2 allows his LHO. ``done``: only
    changes made, not asked about («может ли теперь Запад изменить …?») nor wished («хочет
    поменять»)."""
    seats = set()
    hits = r.story.told("changed_call") if done else r.story.find("changed_call")
    tokens = r.story.tokens
    leave = [b for _, b in r.story.find("asks_leave")]
    for a, _ in hits:
        if done and (any(0 <= a - b <= 4 for b in leave) or _wished(r, a)):
            # «просит разрешения и свою 3♦ заменить», «тоже хочет поменять свои 3♦»: a change
            # asked for or wished, not made (whether he may is the question, 21B2)
            continue
        mention = r.subject(a)
        # «… Можно ему изменить?»: a changer only when named in the sentence of the change
        if mention is not None and mention.seat is not None \
                and tokens[mention.index].sentence == tokens[a].sentence:
            seats.add(mention.seat)
    return len(seats) >= 2


def _review(r: _Reading) -> bool:
    story = r.story
    if r.facts.get("seat") is teller_seat(story):
        if story.told("partner_led"):
            r.set("opening_leader", False)
        elif story.told("i_led"):
            r.set("opening_leader", True)
    if story.find("the_opening_leader") or story.told("before_own_lead"):
        r.set("opening_leader", True)  # «перед тем как сделать первый ход, я спросил …»
    if r.facts.get("seat") is teller_seat(story) and story.told("my_lead"):
        r.set("opening_leader", True)  # «Я сидела на Западе, первый ход мой»
    if r.facts.get("opening_leader") is True:
        r.set("actor", Role.DEFENDER)  # the opening leader is a defender (41A)
    if story.told("before_own_lead"):
        r.set("played_card", False)  # he asked before his lead: no card played yet
    whole = words(_PREFIX + "whole_auction")
    if story.find("request.call") and any(
            t.text in whole or t.lemmas & whole
            for a, b in story.find("request.review") for t in story.tokens[a:b]):
        # «не расслышала … и попросила повторить всю торговлю»: the whole auction asked for
        # (20B, 41B), not a call not heard (20A)
        r.set("request", Request.REVIEW)
    for name in ("call", "correction", "who_leads", "contract", "conventions", "explanation",
                 "review"):
        # «можешь только узнать контракт»: what the other side says may be asked, no request
        if any(not _permission_before(r, a) for a, _ in story.find(f"request.{name}")):
            r.set("request", Request(_asked_first(story, name)))
            break
    if r.facts.get("request") in (Request.CONVENTIONS, Request.CONTRACT):
        r.set("auction_over", True)  # card-play conventions, the contract: the play period
    if r.facts.get("request") is Request.CONVENTIONS and r.facts.get("actor") is None:
        # only declarer asks about the card-play conventions of his opponents (20F2)
        r.set("actor", Role.DECLARER)
    # «East said I could ask after the auction was over»: when one may ask, a rule someone
    # states, not when he asked
    done = [h for h in story.told("auction_done") if not _permission_before(r, h[0])]
    how = words(_PREFIX + "how_word")
    if any(not _permission_before(r, a) and not _alerted_then(r, a)
           and not (a > 0 and story.tokens[a - 1].text in how)
           for a, _ in story.told("in_auction")):
        # (not «засомневалась, как торговля шла»: how the auction went, what was asked)
        r.set("auction_over", False)  # not «I should have asked during the auction»
    elif (story.told("lead_face_down") or story.told("lead_faced") or story.told("in_play")
          or story.told("during_play") or done):
        r.set("auction_over", True)
    if story.told("lead_not_faced"):
        r.set("lead_faced", False)
    elif story.told("during_play"):
        r.set("lead_faced", True)
    if story.told("leader_partner"):  # «партнёр ходящего»: a defender, not the leader
        r.set("actor", Role.DEFENDER)
        r.set("opening_leader", False)
    # «положил рубашкой вверх, и до того, как карту открыли, …»: a lead made face down and
    # faced only in a clause of «before» is not yet faced
    faced = story.told_done("lead_faced") if story.told("lead_face_down") \
        else story.told("lead_faced")
    if faced or story.told("in_play"):
        r.set("lead_faced", True)
    elif story.told("lead_face_down"):
        r.set("lead_faced", False)
    if _asked_after_dummy_down(r):
        r.facts["lead_faced"] = True  # «I led the ♠K, dummy went down, and East asked …»
    later_trick = _trick_after_first(r)
    played_on = bool(story.told("played_cards")) or later_trick
    if story.told("not_yet_played"):
        r.set("played_card", False)
        if r.facts.get("opening_leader") is True and not story.told("during_play"):
            # «первый ход мой. Карту ещё не положила»: the opening lead is not yet made
            r.set("lead_faced", False)
    elif (story.told("in_play") or played_on) and not any(
            a in story.unsure and (past_gender(story.tokens[a].text) or not _mostly_cyrillic(
                story.tokens[a].text)) for a, _ in story.find("played_verb")):
        # «Соперник сказал, что я уже сыграл … Сыграл ли я уже картой — не помню»: a play
        # the teller doubts is not told (not «с контрой ли играю»: the contract he plays)
        r.set("played_card", True)
    elif _play_doubted(r):
        r.doubted.add("played_card")
    if played_on:  # «уже сыграл несколько карт», «перед ходом во 2-ю взятку»
        r.set("auction_over", True)
        r.set("lead_faced", True)
    if later_trick:  # «Перед первым ходом я не спросила … В четвёртой взятке спросила»: the
        r.facts["lead_faced"] = True  # time of the question is the later trick's
    if "auction_over" not in r.facts and _auction_running(r):
        r.set("auction_over", False)
    turn = _turn_told(r)
    if turn is not None:
        r.set("in_turn", turn)
    elif r.facts.get("actor") is Role.DECLARER and r.facts.get("lead_faced") is True and (
            r.facts.get("played_card") is False):
        # «before calling a card from the table South asked»: declarer's first turn to play
        # follows the opening lead, and he has not played yet (41B)
        r.set("in_turn", True)
    if _third_hand_asks(r):
        r.set("played_card", False)  # «Запад вышел ♠K, я со стола сыграл маленькую, а Восток
        r.set("in_turn", True)  # … хочет, чтобы повторили торговлю»: his first turn to play
    if story.told("no_must_pass"):
        r.set("must_pass", False)
    elif story.told("must_pass"):
        r.set("must_pass", True)
        r.set("auction_over", False)  # a player bound to pass: the auction goes on
    if story.told("asked_partner"):
        r.set("asked_partner", True)
    if _acted_on_question(r):
        r.set("question_hinted", True)
    _refused(r)
    return True


def _acted_on_question(r: _Reading) -> bool:
    """«В пятой взятке Восток спросил, что значила трефовая заявка … Запад сразу пошёл трефой
    … вопрос Востока ему подсказал», "West asked what 3♦ meant … I switched to a trump":
    after an explanation asked for in the play, the asker's partner is told to have acted on
    the question (a switch, a hint), which Law 16 governs."""
    asked = r.story.find("request.explanation")
    return bool(asked) and any(a > asked[0][0] for a, _ in r.story.told("question_hinted"))


def _asked_first(story: _Story, name: str) -> str:
    """Of an explanation and a review both asked for («can I have the bidding again? And can
    I still ask what their calls meant?»), the one asked first: the question the post opens
    with."""
    if name != "explanation" or not story.find("request.review"):
        return name
    review = min(a for a, _ in story.find("request.review"))
    return "review" if review < min(a for a, _ in story.find("request.explanation")) else name


def _permission_before(r: _Reading, at: int) -> bool:
    """Whether words of permission («could ask», «можно спросить») stand just before ``at`` in
    its sentence: what follows says when one may do it, not when it was done.

    >>> story = _Story("East said I could ask after the auction was over.")
    >>> _permission_before(_Reading(story, None, None, None), 5)
    True
    """
    tokens = r.story.tokens
    return any(b <= at <= b + 2 and tokens[a].sentence == tokens[at].sentence
               for a, b in r.story.find("permission_said"))


def _third_hand_asks(r: _Reading) -> bool:
    """The opening lead and dummy's card to it told, and then declarer's right-hand opponent
    (third to play) asks, no card of his told, nor a later trick: he asks at his first turn
    to play, before he played (41B)."""
    seat, declarer, story = r.facts.get("seat"), r.declarer, r.story
    if seat is None or declarer is None or seat is not declarer.rho or (
            r.facts.get("played_card") is True or _trick_after_first(r)
            or story.told("played_cards")):
        return False  # (told not to have played yet, «I hadn't played a card», he still asks)
    asked = [a for a, _ in story.find("asking")] + [a for a, _ in story.find("request.review")]
    dummy_played = [a for a, _ in story.find("from_dummy")]
    return bool(asked and dummy_played) and min(dummy_played) < min(asked) and any(
        m.seat is declarer.lho and m.index < min(dummy_played) for m in r.mentions)


def _asked_after_dummy_down(r: _Reading) -> bool:
    """«I led the ♠K, dummy went down, and East asked for the auction»: a question told after
    dummy spread his hand, in that sentence, was asked with the opening lead faced (dummy
    spreads only then, 41D), whatever a «before the lead was faced» said later claims.

    >>> story = _Story("I led, dummy went down, and East asked for a review.")
    >>> _asked_after_dummy_down(_Reading(story, None, None, None))
    True
    """
    tokens = r.story.tokens
    down = [a for a, _ in r.story.told("dummy_down")]
    return any(d < q and tokens[q].sentence == tokens[d].sentence
               for d in down for q, _ in r.story.told("asking"))


def _refused(r: _Reading) -> None:
    """«Левый: «Наша сигнализация — наше дело»», «Запад отказался объяснять»: the opponent
    asked refused to explain (20F2 gives the right to ask)."""
    if r.story.told("p19.refused_to_explain"):
        r.set("refused", True)


def _auction_running(r: _Reading) -> bool:
    """«East opened 1♦, I passed and West bid 2♣. At his turn North asked …»: a story of the
    auction period whose told calls end in a bid, not yet followed by three passes, and that
    names no card: the question is asked while the auction goes on."""
    if r.cards:
        return False
    told = r.told()
    calls = [item.call for item in told.calls if not item.implied]
    if told.phase is not Phase.AUCTION or not any(call.is_bid for call in calls):
        return False
    last = max(k for k, call in enumerate(calls) if call.is_bid)
    return len(calls) - last - 1 < 3 and not r.story.told("rest_passed")


def _turn_told(r: _Reading) -> bool | None:
    """Whether he asked at his own turn: of «не в свою очередь» and «в свою очередь», the one
    told nearest the request (an earlier call out of turn is a story of its own)."""
    story = r.story
    told = [(a, False) for a, _ in story.told("out_of_turn_ask")]
    told += [(a, True) for a, _ in story.told("own_turn")]
    # «ВОПРОС (Запад, в свою очередь игры): Что означала …?»: a note in brackets in the line
    # of a question asked at the table tells when it was asked
    told += [(a, True) for a, _ in story.find("own_turn") if _in_brackets(story.tokens, a)
             and (a, True) not in told]
    if not told:
        return None
    if len({value for _, value in told}) == 1:
        return told[0][1]
    asked = [a for a, _ in story.find("event.request") + story.find("event.review")]
    if not asked:
        return max(told)[1]  # the later telling
    return min(told, key=lambda item: (min(abs(item[0] - a) for a in asked), -item[0]))[1]


def _in_brackets(tokens: list[_Token], at: int) -> bool:
    """Whether the token at ``at`` stands inside round brackets in its sentence."""
    for k in range(at - 1, -1, -1):
        if tokens[k].text == ")" or tokens[k].sentence != tokens[at].sentence:
            return False
        if tokens[k].text == "(":
            return any(t.text == ")" for t in tokens[at + 1 :]
                       if t.sentence == tokens[at].sentence)
    return False


def _defender_after(r: _Reading) -> bool:
    """45D: whether a defender played after dummy's card — told in words («я тут же положил»),
    by a defender playing later in the story («Восток сыграл ♣K, и тут заметили»), or ruled
    out by the error noticed at once («это сразу заметили»)."""
    story = r.story
    if story.told("defender_not_played"):  # «никто из вистующих не играл»
        return r.set("defender_played", False)
    if story.told("defender_played"):
        return r.set("defender_played", True)
    at = min(_cue_place(r), _dummy_put(r))
    for a, _ in story.told("played_verb"):
        mention = r.subject(a, skip_dummy=True) if a > at else None
        if mention is None or mention.index <= at:
            continue
        if r.role_of(_with_seat(r, mention))[0] is Role.DEFENDER:
            return r.set("defender_played", True)
    if _defender_card_told(r, at):
        return r.set("defender_played", True)
    if story.told("noticed_at_once"):
        return r.set("defender_played", False)
    return False


def _dummy_put(r: _Reading) -> int:
    """Where dummy is told putting a card («Reg, half asleep, put the ♦2 on the table»): the
    words of the case may come later («I said … I called the queen»); the end of the story
    when no verb of playing has dummy as its subject."""
    for a, _ in r.story.told("played_verb"):
        mention = r.subject(a)
        if mention is not None and r.role_of(_with_seat(r, mention))[0] is Role.DUMMY:
            return a
    return len(r.story.tokens)


def _defender_card_told(r: _Reading, at: int) -> bool:
    """Whether a defender, named as a subject after the words at ``at``, is followed in his
    sentence by a card with no verb between: «Восток сверху своим тузиком ♠A» tells the card
    he played as a trick's shorthand does, unless the words between tell a holding («у
    Востока был ♠A», «East, holding ♠A»)."""
    tokens = r.story.tokens
    holding = words(_PREFIX + "holding_word")
    for mention in r.mentions:
        k = mention.index
        if k <= at or not mention.named or tokens[k].quoted:
            continue
        if r.role_of(_with_seat(r, mention))[0] is not Role.DEFENDER:
            continue
        card = next((c for c, _ in r.cards if k < c <= k + 4), None)
        if card is None or any(tokens[j].sentence != tokens[k].sentence for j in range(k, card)):
            continue
        between = tokens[k + 1:card]
        if not any(t.text in holding or t.lemmas & holding or is_verb(t.text) for t in between):
            return True
    return False


def _indicated(r: _Reading) -> bool:
    at = _cue_place(r)
    arranging = r.story.told("dummy.arranging")
    if _hedged(r, at) or (arranging and _hedged(r, arranging[0][0])):
        return False
    # not «упорядочивать не требовалось», nor «болван утверждает, что поправлял карту» (a
    # party's claim is not the director's finding)
    arranging = [h for h in arranging if not _denied(r, h[0]) and not _claimed(r, h[0])]
    if arranging:
        return r.set("arranging", True)
    r.set("arranging", False)
    if r.story.told("suggestion") or r.story.told("played_it"):
        r.set("suggestion", True)
    if r.story.find("director_establishes"):  # «что судья должен выяснить?»: asked, not told
        r.set("director_judges", True)
    if "suggestion" not in r.facts:  # «Что будет?»: whether dummy's act conveyed a suggestion
        # is what the director establishes (45F), no teller's fact to ask for
        r.set("director_judges", True)
    return True


def _card_played(r: _Reading) -> bool:
    story = r.story
    took = story.told("took_from_dummy")
    if not took and story.find("asks_dummy_procedure"):  # «кто берёт карту со стола?»
        r.facts["actor"] = Role.DUMMY
        r.facts.pop("seat", None)
        return r.set("played_card", True)
    # «взял короля стола, приподнял его, затем положил обратно»: a dummy's card taken, then
    # put back, was touched (45C3), not picked up to be played (45B)
    took_back = took if took and (story.told("card_put_back") or _then_another(r, took[0])) else []
    if took and not took_back and _brushed_on_the_way(r, took):
        # «потянулся за ♣2, да пальцем задел ♣K … вытащил ♣2»: the card touched on the way
        # to another one is not played (45C3), the other one was taken
        r.facts["actor"] = Role.DUMMY
        r.facts.pop("seat", None)
        r.set("touched", True)
        return r.set("arranging", True)
    if took and not took_back:  # declarer picked up dummy's card himself to play it (45B)
        who = r.subject(took[0][0], skip_dummy=True)
        if r.declarer is None and who is not None and who.seat is not None:
            r.declarer = who.seat
            r.facts["declarer"] = who.seat
        r.facts["actor"] = Role.DUMMY
        r.facts.pop("seat", None)
        return r.set("played_card", True)
    # «карта не коснулась поверхности стола»: a touch denied is none
    touched = [h for h in story.told("touched_dummy") if not _denied(r, h[0])]
    if not touched and not took:
        touched = _dummy_card_handled(r)  # «взял бубну семёрку у болвана»
    if not touched and not took:
        touched = _touched_in_dummy(r)  # «dummy had ♣K Q 4 … put my finger on the ♣Q»
    if not touched and took_back:
        touched = took_back  # taken from dummy and put back: touched, not played (45C3)
    if touched and story.told("held_face_up") and story.told("from_own_hand"):
        touched = []  # his own card, taken from his hand and held face up: 45C2
    if touched:
        who = r.subject(touched[0][0], skip_dummy=True)
        if r.declarer is None and who is not None and who.seat is not None:
            r.declarer = who.seat  # only declarer plays dummy's cards
            r.facts["declarer"] = who.seat
        # 45C3 is about dummy's card: its ruling takes the actor as dummy, the offender as
        # declarer, whoever the words named as the subject
        r.facts["actor"] = Role.DUMMY
        r.facts.pop("seat", None)
        r.set("touched", True)
        arranging = [a for a, _ in story.told("dummy.arranging")
                     if not _denied(r, a) and not _claimed(r, a)]  # not «он утверждает, что»
        asked = [a for a, _ in story.find("dummy.arranging") if a in story.unsure]
        # «Уверяет, что поправлял ряд»: declarer's own word for it, which the director weighs
        claimed = [a for a, _ in story.told("dummy.arranging") if _claimed(r, a)]
        if story.find("arranging_refuted"):  # «говорит, что выравнивал, но ряды были ровные»
            claimed = []
        unseen = story.find("purpose_unseen")  # «я толком не разглядел, подвинул или взялся»
        if (arranging and not unseen) or not (asked or claimed or unseen):  # else unknown
            r.set("arranging", bool(arranging))  # «чтобы поправить ряд», not «не чтобы»
        return True
    changed = False
    faced = story.told("card_faced")
    if faced and not story.told("held_face_up") and not _hedged(r, faced[0][0]):
        changed = r.set("played_card", True)  # put on the table face up: played (45A)
    elif _played_then_taken_back(r):
        changed = r.set("played_card", True)  # «сыграл ♠К, потом взял обратно» (45A)
    held = story.told("held_face_up")
    if held and _two_versions(r, [a for a, _ in held]):
        r.doubted.add("position")  # «North says East held it face up … East swears he had
        # it against his chest»: one side's word against the other's
    elif held:
        changed = r.set("position", True) or changed
    elif (away := story.told("held_away")) and not _one_of_two(r, away[0][0]) and not (
            _two_versions(r, [a for a, _ in away])) and not _near_table_said(r):
        # «held it up about chin level … it was up at my chin the whole time»: a card held
        # far from the table, not in a position to count as played (45C2); not «у сукна или
        # у груди — не помнят», nor with «почти у стола» said by the other side: left to find
        changed = r.set("position", False) or changed
    seen = story.told("partner_saw")
    if any(a in story.unsure for a, _ in story.find("partner_saw")):
        # «Север: «Ваш партнёр его видел». Сама я не знаю, мог ли Восток видеть»: one side's
        # quoted word against the teller's own doubt leaves it unknown
        seen = [h for h in seen if not story.tokens[h[0]].quoted]
    seen = [h for h in seen if not _seen_by_opponent(r, h[0]) and not _faces_holder(r, h)]
    plainly = bool(seen) and not _hedged(r, seen[0][0])
    by_partner = not plainly and _seen_by_partner(r)
    said_seen = seen or ([h for h in story.told("seeing") if not _denied(r, h[0])]
                         if by_partner else [])
    if said_seen and (_seen_denied_elsewhere(r, said_seen)
                      or _two_versions(r, [a for a, _ in said_seen])):
        r.doubted.add("seen")  # «Я говорю: Восток даму видел. — Восток: … ничего не видел»,
        # «Юг говорит: … тебе, Восток, видно было. Егорыч говорит: держал у самой груди»
    elif plainly or by_partner:
        changed = r.set("seen", True) or changed
        if seen and not _hedged(r, seen[0][0]):
            _holder_from_seer(r, seen[0][0])
    if story.told("not_yet_played"):
        changed = r.set("already_played", False) or changed
    elif story.told("played_to_trick"):
        changed = r.set("already_played", True) or changed
    elif r.facts.get("seen") and not story.find("event.fifth_card"):
        # a card shown while being taken out to play: his card to this trick, none before it
        changed = r.set("already_played", False) or changed
    return changed


def _seen_by_opponent(r: _Reading, at: int) -> bool:
    """«Declarer says he could see it», «I could see it plain as day» (told by declarer): a
    defender's card seen by an opponent, which tells nothing of whether his partner could
    see it (45C1)."""
    holder = r.facts.get("seat")
    if r.facts.get("actor") is not Role.DEFENDER or not isinstance(holder, Seat):
        return False
    if _faces_teller(r.story.tokens, at, at + 4):
        # «держал лицом ко мне» told by declarer: the face turned to the teller, an opponent
        return teller_seat(r.story) in (holder.lho, holder.rho)
    mention = r.subject(at)
    if mention is None or (r.story.tokens[mention.index].text in words("story.role.partner")
                           and not _teller_in_story(r.story)):
        return False  # «Восток держал так, что партнёр видел»: told of others, his partner
    role, seat = r.role_of(_with_seat(r, mention))
    if seat is None and role is Role.DECLARER:
        seat = r.declarer
    return seat is not None and seat in (holder.lho, holder.rho)


def _faces_holder(r: _Reading, hit: tuple[int, int]) -> bool:
    """Words of a card turned to the teller («face towards me») when the teller holds it
    («I'm North … ah had it at ma chest, face towards me»): turned to his own eyes, no word of
    his partner seeing it."""
    holder = r.facts.get("seat")
    return isinstance(holder, Seat) and teller_seat(r.story) == holder and _faces_teller(
        r.story.tokens, hit[0], hit[1])


def _faces_teller(tokens: list[_Token], start: int, end: int) -> bool:
    """Words of seeing from ``start`` up to ``end`` that turn the card to the teller («лицом ко
    мне», "facing me"): the teller is who saw it."""
    return any(tokens[k].text in words(_PREFIX + "facing_me")
               for k in range(start, min(end, len(tokens))))


def _dummy_card_handled(r: _Reading) -> list[tuple[int, int]]:
    """«я рукой взял бубну семёрку у болвана», «lifted the ♠4 from dummy»: a verb of taking or
    touching whose object, in its clause, is dummy's («у болвана», «со стола»)."""
    story = r.story
    tokens = story.tokens
    dummy = {m.index for m in r.mentions if m.role is Role.DUMMY}
    places = {a for a, _ in story.find("from_dummy")}
    of_dummy = words(_PREFIX + "of_dummy_word")
    found = []
    carded = {i for i, _ in r.cards}
    reached = [b for _, b in story.find("p12.reach_dummy")]
    trick = words(_PREFIX + "trick_word")
    for a, b in sorted(story.told("handle_verb") + story.told("p12.hand_on")):
        if _denied(r, a):
            continue
        if any((t.lemmas | {t.text}) & trick for t in tokens[b : b + 3]):
            continue  # «took the next trick with the ♠A»: a trick taken, not a card
        # «потянулся к столу и взял ♦3», «reached over to dummy and took hold of the D3»:
        # dummy's place told just before the verb, in its clause
        card_taken = any(k in carded for k in range(b, min(b + 6, len(tokens)))
                         if tokens[k].sentence == tokens[a].sentence)
        if card_taken and any(a - 6 <= e <= a and tokens[e - 1].sentence == tokens[a].sentence
                              and not any(t.text in (",", ";", ":", ".") for t in tokens[e:a])
                              for e in reached):
            found.append((a, b))
            continue
        for k in range(b, min(b + 6, len(tokens))):
            if tokens[k].sentence != tokens[a].sentence or tokens[k].text in (",", ";", ":"):
                break
            # «взял ♦3 болвана»: the card's owner in the genitive right after it
            if k in places or (k in dummy and (tokens[k - 1].text in of_dummy
                                               or k - 1 in carded)):
                found.append((a, b))
                break
    return found


def _then_another(r: _Reading, took: tuple[int, int]) -> bool:
    """«взял в руки ♣K, но потом сыграл ♣3»: the card taken, then another one played (in that
    sentence or the next): the one taken was not picked up to be played."""
    tokens = r.story.tokens
    # «потянулся через стол и взял болванову пиковую даму»: the card after the words
    taken = _card_after(r, took[0]) or _card_after(r, took[1])
    if taken is None:
        return False
    if any(a > took[1] and tokens[a].sentence - tokens[took[0]].sentence <= 1
           and (card := _card_after(r, b)) is not None and card != taken
           for a, b in r.story.told("played_verb")):
        return True
    # «взял со стола валета, передумал и назвал даму»: another rank named after it, or one
    # he meant to play («…, но тут же передумал и хотел дать семёрку»)
    meant = r.story.told("naming") + r.story.find("played_verb")
    # («… взял болванову пиковую даму за уголок. Тут же опомнился и сказал: нет, двойку
    # пик»: the naming told in the next sentence, a whole other card named)
    if any(a > took[1] and 0 <= tokens[a].sentence - tokens[took[0]].sentence <= 1
           and any(b <= k <= b + 5 and tokens[k].sentence == tokens[a].sentence
                   and card != taken for k, card in r.cards)
           for a, b in r.story.told("naming")):
        return True
    return any(a > took[1] and 0 <= tokens[a].sentence - tokens[took[0]].sentence <= 1
               and tokens[k].sentence == tokens[a].sentence
               and (said := meaning(tokens[k].text)) is not None
               and ((said.kind == "rank" and said.rank is not taken.rank)
                    # «took hold of the ♥Q …, then said small heart instead»: a spot card
                    or (said.kind == "low" and taken.rank >= Rank.TEN))
               for a, b in meant for k in range(b, min(b + 3, len(tokens))))


def _played_then_taken_back(r: _Reading) -> bool:
    """«Восток сыграл ♠К, а потом … взял короля обратно»: a card told played (a verb of
    playing done, a card after it), then words of taking it back."""
    story = r.story
    back = story.told("card_put_back")
    if not back or story.told("held_face_up"):
        return False
    return any(a < back[0][0] and _card_after(r, b) is not None and not _infinitive(
        story.tokens[a].text) and not _denied(r, a) for a, b in story.told("played_verb"))


def _holder_from_seer(r: _Reading, at: int) -> None:
    """«Юг ходит червой … Витька, напарник мой, Восток, карты держит — дама торчит лицом ко
    мне, я её прям видел»: the card his partner saw is a defender's, the partner of the one
    who saw it, not that of the declarer named first as the one who played."""
    declarer = r.declarer
    if declarer is None or r.facts.get("actor") is Role.DEFENDER or _cue_places(r):
        return  # the words of the event name who held it
    hit = next((end for a, end in r.story.told("partner_saw") if a == at), at + 1)
    mine = words(_PREFIX + "teller_word")
    if any(t.text in mine for t in r.story.tokens[at:hit]):
        seat: Seat | None = teller_seat(r.story)  # «лицом ко мне»: the teller saw it
    else:
        seer = r.subject(at)
        seat = r.role_of(seer)[1] if seer is not None else None
    if seat is None or seat in (declarer, declarer.partner):
        return
    r.facts["actor"] = Role.DEFENDER
    r.facts["seat"] = seat.partner


def _seen_by_partner(r: _Reading) -> bool:
    """«… лицом к его партнёру З, и З, по собственному признанию, его видел»: a verb of seeing
    whose subject is the partner of the defender who held the card."""
    holder = r.facts.get("seat")
    if r.facts.get("actor") not in (Role.DEFENDER, None) or not isinstance(holder, Seat):
        return False
    for a, _ in r.story.told("seeing"):
        mention = r.subject(a)
        if mention is not None and mention.index < a and not _denied(r, a) \
                and not _hedged(r, a) and r.role_of(mention)[1] is holder.partner:
            r.set("actor", Role.DEFENDER)  # a card partner saw is a defender's (45C1)
            return True
    return False


def _partner_of_speaker(r: _Reading, mention: _Mention) -> _Mention | None:
    """«Юг говорит: вообще-то 2♦ у нас перевод, партнёр неправильно объяснил»: «партнёр» in
    the words a player named before a colon says, unquoted, is that player's partner, not
    the teller's."""
    tokens = r.story.tokens
    if tokens[mention.index].text not in words("story.role.partner"):
        return None
    sentence = tokens[mention.index].sentence
    colon = next((k for k in range(mention.index - 1, -1, -1)
                  if tokens[k].sentence == sentence and tokens[k].text == ":"), None)
    if colon is None:
        return None
    speaker = _speaker_before_colon(r, colon, _SPEAKER_REACH)
    if speaker is None or speaker.seat is None or speaker.seat is teller_seat(r.story):
        return None
    return _Mention(mention.index, speaker.seat.partner, None)


_QUOTE_SPEAKER_REACH = 6  # tokens before the colon of a quote in which its speaker is named
_SPEAKER_REACH = 3  # tokens before the colon of unquoted words («Юг говорит: …»)


def _speaker_before_colon(r: _Reading, colon: int, reach: int) -> _Mention | None:
    """The player named in the nominative in the ``reach`` tokens before a colon, in its
    sentence («Юг говорит:», «когда мой партнёр, Север, вежливо произнёс:»): the speaker."""
    tokens = r.story.tokens
    near = [m for m in r.mentions if colon - reach <= m.index < colon and m.named
            and not tokens[m.index].quoted and tokens[m.index].sentence == tokens[colon].sentence]
    return near[-1] if near else None


def _denied(r: _Reading, at: int) -> bool:
    """Whether a «не» stands just before the words at ``at`` («не чтобы поправить карты»), or a
    subject that denies its clause («Nobody spotted it at once»), or a «нечего» just after
    them («упорядочивать там было нечего»), or a requirement denied just after them
    («упорядочивать карты не требовалось»)."""
    tokens = r.story.tokens
    negation, nothing = words(_PREFIX + "negation"), words(_PREFIX + "nothing_to")
    nobody = words(_PREFIX + "nobody")
    clause = []
    for t in reversed(tokens[max(0, at - 4) : at]):
        if t.text in (",", ";", ":", ".") or t.sentence != tokens[at].sentence:
            break
        clause.append(t)
    return (any(t.text in negation for t in tokens[max(0, at - 2) : at])
            or any(t.text.lower() in nobody for t in clause)
            or any(t.text in nothing for t in tokens[at + 1 : at + 4])
            or any(at < a <= at + 3 for a, _ in r.story.find("not_needed"))
            or _denied_before_or(r, at) or _could_not_after(r, at))


def _could_not_after(r: _Reading, at: int) -> bool:
    """«Запад ничего видеть не мог»: the infinitive at ``at``, then «не мог»: denied.

    >>> story = _Story("Запад ничего видеть не мог, а Юг видеть мог.")
    >>> [_could_not_after(_Reading(story, None, None, None), k) for k in (2, 8)]
    [True, False]
    """
    tokens = r.story.tokens
    return at + 2 < len(tokens) and tokens[at + 1].text in words(_PREFIX + "negation") and (
        _matches_concept(tokens[at + 2], _PREFIX + "could"))


def _denied_before_or(r: _Reading, at: int) -> bool:
    """«I wasn't arranging the cards or digging for another one»: words right after «or»
    («или») share the negation said before the first of the pair, in its clause.

    >>> story = _Story("I wasn't arranging the cards or digging for another one.")
    >>> _denied_before_or(_Reading(story, None, None, None), 6)
    True
    """
    tokens = r.story.tokens
    if at < 2 or tokens[at - 1].text not in words(_PREFIX + "either_or"):
        return False
    negation = words(_PREFIX + "negation")
    for k in range(at - 2, max(-1, at - 9), -1):
        if tokens[k].sentence != tokens[at].sentence or tokens[k].text in (",", ";", ":"):
            return False
        if tokens[k].text in negation:
            return True
    return False


def _disputed(r: _Reading, at: int) -> bool:
    """Whether the words at ``at`` are one party's claim that the teller then doubts: a verb
    of claiming before them and a hedge after them, in their sentence («муж говорит, что без
    паузы, а я не уверена — может быть, секунду думала»)."""
    tokens = r.story.tokens
    sentence = tokens[at].sentence
    claimed = any(b <= at and tokens[b - 1].sentence == sentence
                  for _, b in r.story.find("party_claim"))
    # the doubt after the claim, or said first («сколько прошло — не знаю, партнёр говорит
    # сразу»)
    doubted = any(tokens[a].sentence == sentence and a != at for a, _ in r.story.find("hedge"))
    return claimed and doubted


def _pause_disputed(r: _Reading) -> bool:
    """Whether every «at once» of the story is one party's word the teller doubts («сколько
    прошло — не знаю, партнёр говорит сразу, правый — что долго»): the pause stays unknown."""
    told = r.story.told("at_once")
    return bool(told) and all(_disputed(r, a) for a, _ in told)


def _promptly(r: _Reading, since: int = 0) -> bool:
    """Whether the story tells something done at once («сразу сказал», «тут же поправился»,
    «immediately»), after token ``since``: nothing else can have happened in between."""
    return any(not _denied(r, a) for a, _ in r.story.told("at_once") if a >= since)


def _first_naming(r: _Reading) -> int:
    """Where a card is first named (0 if nowhere): an «at once» told before it («Кроила
    платье, а потом сразу в клуб … Назвала «валет червей»») is of something else."""
    named = r.story.find("naming")
    return named[0][0] if named else 0


def _attention_told(r: _Reading) -> bool:
    """45D: attention told drawn late, or at once and not denied («Nobody noticed at once»),
    unless the story says the accounts of when differ («когда именно — свидетели
    расходятся»: what one player insists on is no fact)."""
    if r.story.find("when_unknown"):
        return False
    if r.story.told("attention_late"):
        return r.set("attention", False)
    return any(not _denied(r, a) for a, _ in r.story.told("attention_at_once")) \
        and r.set("attention", True)


def _attention_promptly(r: _Reading) -> bool:
    """45D: the error pointed out at once was pointed out before each side played to the next
    trick."""
    return not r.story.find("when_unknown") and _promptly(r) and r.set("attention", True)


def _noticed_in_trick(r: _Reading) -> bool:
    """45D: «E played the H5 and only then did anyone notice»: an error noticed after no more
    than the two cards that can follow dummy's in its trick, with no word of a later trick, was
    noticed before each side played to the next trick."""
    story = r.story
    if "attention" in r.facts or story.told("attention_late") or story.find("later_trick"):
        return False
    if story.find("when_unknown"):  # «кто-то потом заметил, но когда именно — спорим»
        return False
    at = _cue_place(r)
    plays = [a for a, _ in story.told("played_verb") if a > at]
    noticed = [a for a, _ in story.find("noticed") if a > at and not _denied(r, a)]
    if not noticed or len(plays) > 2 or any(a > noticed[0] for a in plays):
        return False
    last = max(plays, default=at)
    if any(last < a < noticed[0] for a, _ in story.find("later_word")):
        return False  # «…, Север тоже. Потом кто-то спохватился»: a while, how long untold
    if any(at < a < noticed[0] for a, _ in story.find("won_trick")):
        return False  # the trick was won and gathered before anyone noticed: play may have gone on
    return r.set("attention", True)


def _trick_still_open(r: _Reading) -> bool:
    """45D: a player told not to have played to the trick yet («Разыгрывающий говорит
    «маленькую», а болван кладёт даму … Сам он ещё карту не положил»), no later trick told:
    the error was found before either side played to the next trick."""
    story = r.story
    if "attention" in r.facts or story.told("attention_late") or story.find("later_trick"):
        return False
    at = _cue_place(r)
    still = story.told("not_all_played")
    last = max((a for a, _ in story.told("played_verb")
                if a > at and not any(s <= a < e for s, e in still)), default=at)
    # told after every card the story plays, in a few words of its own («Сам он ещё карту не
    # положил»), not «I was still thinking» before them nor «before anyone noticed … played»
    if not any(a > last and b - a <= _OPEN_TRICK_WORDS and not _denied(r, a)
               for a, b in still):
        return False
    return r.set("attention", True)


_OPEN_TRICK_WORDS = 4  # the most words of «ещё карту не положил» telling a trick still open


def _trick_after_first(r: _Reading) -> bool:
    """A trick after the first told by its number outside a question («перед ходом во 2-ю
    взятку З просит повторить торговлю»): the first trick has been played."""
    return any(n >= 2 and not _in_question(r.story, k) for k, n in _trick_numbers(r))


def _trick_numbers(r: _Reading) -> list[tuple[int, int]]:
    """(token index, number) of every trick told by its number: «в пятой взятке», «Шестую
    взятку», «trick 6», «at trick six», «the 7th trick»."""
    tokens = r.story.tokens
    noun = words(_PREFIX + "trick_noun")
    found = []
    for k, token in enumerate(tokens):
        number = int(token.text) if token.text.isdigit() and len(token.text) <= 2 else next(
            (n for n in range(1, 14) if token.lemmas & words(f"number.{n}")
             or token.text in words(f"number.{n}")), None)
        if number is None or not 1 <= number <= 13:
            continue
        after = k + 3 if k + 2 < len(tokens) and tokens[k + 1].text == "-" and len(
            tokens[k + 2].text) <= 3 else k + 1  # «во 2-ю взятку»: the ordinal's ending
        near = tokens[max(0, k - 2) : k] + tokens[after : after + 2]
        if any(t.text in noun or t.lemmas & noun for t in near):
            found.append((k, number))
    return found


def _next_trick_played(r: _Reading) -> bool:
    """45D: dummy's card told in trick N, and trick N+2 told afterwards, or trick N+1 told
    played out by all four («led to trick 7 and all four played. Only then …», «Шестую взятку
    сыграли полностью», «все четверо сыграли в седьмую взятку»): each side had played to the
    next trick, too late to withdraw it."""
    if "attention" in r.facts:
        return False
    numbers = _trick_numbers(r)
    if not numbers:
        return False
    # the trick told last before the event's words; a story that names none before them (the
    # event read from the whole story) tells its incident at the first trick it numbers
    at = _cue_place(r)
    before = [(k, n) for k, n in numbers if k <= at] or numbers[:1]
    at, misplaced = before[-1]
    tokens = r.story.tokens
    completed = [a for a, _ in r.story.told("trick_completed")]
    for k, n in numbers:
        if k <= at:
            continue
        if n >= misplaced + 2:
            return r.set("attention", False)
        if n == misplaced + 1 and any(
                (a > k and tokens[a].sentence - tokens[k].sentence <= 1)
                or (k - _TRICK_WORDS <= a < k and tokens[a].sentence == tokens[k].sentence)
                for a in completed):  # «все четверо сыграли в седьмую взятку»: before it
            return r.set("attention", False)
    return False


_TRICK_WORDS = 5  # the most words between «все четверо сыграли» and the trick's number


def _layout_asked(r: _Reading) -> bool:
    """«Как мне выкладывать карты?»: a layout only asked about is nobody's act (41D)."""
    said = r.story.find("event.dummy_layout")
    if not said or r.story.told("event.dummy_layout"):
        return False  # «выложил карты кучкой»: dummy's own act
    r.facts.pop("seat", None)
    r.facts.pop("actor", None)
    return True


def _pass_kind(r: _Reading) -> bool:
    """23A or 23B: a pass the penalty forces («вынужден пасовать»), or one made out of turn at
    partner's turn («спасовал в очередь партнёра»)."""
    negation = words(_PREFIX + "negation")
    # «контра не в очередь партнёра» is partner's call out of turn, not a pass at his turn
    if any(a == 0 or r.story.tokens[a - 1].text not in negation
           for a, _ in r.story.told("pass.partner_turn")):
        return r.set("kind", PassKind.PARTNER_TURN)
    if r.story.told("pass.forced"):
        return r.set("kind", PassKind.FORCED)
    return False


_FACTS: dict[Event, tuple[tuple[str, Pattern], ...]] = {
    Event.DAMAGING_PASS: (("pass.kind", _pass_kind),),
    Event.OPENING_LEAD: (("lead.who", _lead_facts),),
    Event.DUMMY_LAYOUT: (("layout.asked", _layout_asked),),
    Event.FOLLOW_SUIT: (("follow.void", _follow_facts), ("follow.duty_asked", _duty_asked)),
    Event.DUMMY_ACTION: (("dummy.acts", _dummy_facts), ("dummy.play_over", _play_over),
                         ("dummy.target", _target), ("dummy.after_play", _remark_after_play)),
    Event.DUMMY_BREACH: (("dummy.acts", _dummy_facts), ("dummy.play_over", _play_over),
                         ("dummy.target", _target), ("dummy.after_play", _remark_after_play)),
    Event.FIFTH_CARD: (("fifth.card", _fifth),),
    Event.NAMED_CARD: (("named.card", _named_card),),
    Event.DESIGNATION: (("designation.words", _designation),
                        ("designation.absent", _absent_on_dummy)),
    Event.TRICK: (("trick.cards", _trick_facts), ("trick.asked_done", _trick_asked_done)),
    Event.MISINFORMATION: (("misinformation", _misinformation),),
    Event.REVIEW: (("review", _review),),
    Event.EXPLANATION: (("review", _review),),
    Event.DUMMY_INDICATED: (("indicated", _indicated),),
    Event.CARD_PLAYED: (("card_played", _card_played),),
    Event.CARD_TURNED: (("turned.before_played", _before_others_played),
                        ("turned.not_all", _flag("all_played", "all_played", "not_all_played"))),
    Event.DUMMY_MISPLACED: (
        ("misplaced.attention", _attention_told),
        ("misplaced.next_trick_played", _next_trick_played),
        ("misplaced.promptly", _attention_promptly),
        ("misplaced.defender", _defender_after),
        ("misplaced.in_trick", _noticed_in_trick),
        ("misplaced.trick_open", _trick_still_open),
    ),
}

# the codes of a ruling the learned case model names (engine/story/case_model.py) and the
# events whose procedures may give each (41D's layout is ruled as the opening lead's code, a
# revoke's play as following suit), the first taken when no word of the story names one
_CASE_EVENTS: dict[str, tuple[Event, ...]] = {
    "opening_lead": (Event.OPENING_LEAD, Event.DUMMY_LAYOUT),
    "review_or_explanation": (Event.REVIEW, Event.EXPLANATION),
    "misinformation": (Event.MISINFORMATION,),
    "own_misunderstanding": (Event.OWN_MISUNDERSTANDING,),
    "passed_out": (Event.PASSED_OUT,),
    "dummy_right": (Event.DUMMY_ACTION,),
    "dummy_breach": (Event.DUMMY_BREACH,),
    "follow_suit": (Event.FOLLOW_SUIT, Event.REVOKE),
    "trick": (Event.TRICK, Event.QUITTED_TRICK, Event.DEFECTIVE_TRICK),
    "card_played": (Event.CARD_PLAYED, Event.PENALTY_CARD),
    "designation": (Event.NAMED_CARD, Event.DESIGNATION),
    "dummy_misplayed_card": (Event.DUMMY_MISPLACED,),
    "fifth_card": (Event.FIFTH_CARD,),
    "dummy_indicated_card": (Event.DUMMY_INDICATED,),
    "card_turned": (Event.CARD_TURNED,),
}
_CASE_OF = {event: code for code, events in _CASE_EVENTS.items() for event in events}
# codes whose procedure decides between them from the facts (what dummy did: a right or a
# breach), so the model's choice between them does not overrule the reader's
_DECIDED_BY_FACTS = ({"dummy_right", "dummy_breach"},)
# how sure the model must be to name the event of a story whose words named none
_SURE_UNTOLD = 0.85


def _passes_told(told: TableStory) -> bool:
    """The story tells four passes and no bid, each pass by its words (none only inferred
    between calls told apart): «Юг пас, Запад пас, Север пас, я тоже пас».

    >>> _passes_told(read_story("Юг пас, Запад пас, Север пас, Восток тоже пас."))
    True
    >>> _passes_told(read_story("Сдавал Запад. Я, Север, спасовала. Партнёрша тоже спасовала."))
    False
    """
    calls = told.calls
    return len(calls) == 4 and all(item.call.is_pass and not item.implied for item in calls)


def _learned_case(r: _Reading) -> bool:
    """The event of the code the learned case model names, when it is sure of a play-period
    code and the words chose an event of another one (or none): the priority of decisive
    words was written for the development voices, the model learned from many more and
    carries better to posts of writers neither saw (``benchmarks/train_case.py``)."""
    asked_only = r.asked_over_lead and not r.story.find("lead_changed_mind")
    if r.event in _BEYOND or _second_question(r.story) is not None or asked_only:
        return False  # a law outside the text named by its words (the outside model and the
        # cue rules decide those); several questions, read one by one, not as one text; a
        # request made over the face-down lead, which the words place in time (41B), when
        # nobody speaks of changing that lead (then the model may find it is 41A's)
    if r.event is Event.DUMMY_ACTION and any(
            r.story.tokens[a].quoted for a, _ in r.story.told("dummy.ask_revoke")):
        return False  # «А Галя: «Бубен нет, подружка?»»: dummy's own question to declarer is
        # the case (42B1), whatever declarer then found and played
    if r.event is Event.NAMED_CARD and _named_then_taken_back(r):
        return False  # «девятку червей… ой, валета червей»: a card named and put right in
        # the player's own quoted words is 45C4's, whatever dummy did with it then
    if r.event is Event.OPENING_LEAD and r.story.told("lead_face_down") and (
            r.story.told("p19.lead_taken_back") or r.story.find("lead_change_wish")):
        return False  # «вышел рубашкой вверх … хвать карту обратно и другую кладёт», «хочет
        # пойти другой картой»: the face-down lead taken back or to be changed is 41A's,
        # whatever was asked over it
    if r.event is Event.OPENING_LEAD and r.facts.get("request") is Request.WHO_LEADS:
        return False  # «Мой первый ход?» asked at the table, «кто делает первый ход?» asked
        # of the readers: both the lead (41A) and the request (20C1) are the case
    if r.event is Event.OPENING_LEAD and any(
            e is Event.OPENING_LEAD and _who_asked(r.story, at) for e, at in r.cues):
        return False  # «Кто из нас, вистующих, обязан был сделать первый ход?»: who leads is
        # what the teller asks (41A), whatever else the words are like
    if r.event is Event.DESIGNATION and (_rank_alone_of_two(r) or _suit_alone_followed(r)):
        return False  # «dummy holds both the ♠10 and the ♣10 … I said just 'ten'» (46B3(B))
    if r.event is Event.CARD_PLAYED and r.story.told("touched_dummy") and r.story.told(
            "dummy.arranging"):
        return False  # «пальцем отодвинул трефового короля, чтобы достать из-под него
        # десятку»: dummy's card touched to reach another one is 45C3's case, whatever was
        # named after it
    if r.event is Event.PASSED_OUT and _passes_told(r.told()):
        return False  # four passes told call by call: no contract, so nothing told of a lead
        # or of dummy after them is a case of the play (22A), whatever the model guesses
    guess = case_guess(r.story.text)
    if guess is None or not guess.sure or guess.code not in _CASE_EVENTS:
        return False
    if r.event is None and guess.probability < _SURE_UNTOLD:
        return False  # no word named an event: a ruling from the model alone needs more
    if r.event is Event.DUMMY_MISPLACED and guess.code == "designation" and _other_card_put(r):
        return False  # «говорю ясно: «♥10». Виктор кладёт ♥J»: a card named in quotes and
        # dummy's other card told by the words is 45D's case, not how the card was named
    if r.event is Event.DUMMY_BREACH and guess.code == "designation" and _quoted_card(r) is None \
            and not {at for e, at in r.cues if e is Event.DUMMY_BREACH}.isdisjoint(
                _dummy_remarks(r, [])):
        return False  # «Jack says, 'You'll be wanting to duck that, lass'»: dummy's own words
        # in quotes are the case (43A1(C)); no card was named for a designation to be one
    chosen = _CASE_OF.get(r.event) if r.event is not None else None
    if chosen == guess.code or any({chosen, guess.code} <= pair for pair in _DECIDED_BY_FACTS):
        return False
    told = [event for event, _ in r.cues if event in _CASE_EVENTS[guess.code]]
    r.event = told[0] if told else _CASE_EVENTS[guess.code][0]
    if r.event is Event.NAMED_CARD and _named_absent_from_dummy(r):
        r.event = Event.DESIGNATION  # "lead's in dummy … 'king of clubs'. Dummy had nae king
        # of clubs": declarer named a card of dummy's that is not there (46B4)
    return True


def _other_card_put(r: _Reading) -> bool:
    """A card named in quotes, and another card told right after the words of dummy putting
    his own («говорю ясно: «♥10». Виктор кладёт ♥J»): dummy played a card not named."""
    named = _quoted_cards(r)
    if not named:
        return False
    tokens = r.story.tokens
    for event, at in r.cues:
        if event is not Event.DUMMY_MISPLACED:
            continue
        put = next((card for k, card in r.cards if at < k <= at + 3
                    and tokens[k].sentence == tokens[at].sentence), None)
        if put is not None and put not in named:
            return True  # not «девятку бубен» put right to «девятку пик», and ♠9 put
    return False


def _quoted_cards(r: _Reading) -> list[Card]:
    """Every card named in quotes, in the order told (a call in quotes is none)."""
    found: list[Card] = []
    for text in map(_taken_back, _quotes(r.story.text)):
        if _quoted_call(text):
            continue
        try:
            card = parse_designation(text).card
        except BridgeLawsError:  # not a card's name
            continue
        if card is not None:
            found.append(card)
    return found


def _named_absent_from_dummy(r: _Reading) -> bool:
    """A card named from dummy that dummy lacks («такой карты на столе нет»), not put right."""
    return bool(r.story.told("absent_on_dummy") or _denied_on_dummy(r) or _named_not_held(r)) \
        and bool(r.story.find("from_dummy")) and not _put_right(r)


def _suit_alone_first(r: _Reading) -> bool:
    """Declarer's first words for dummy's card name a suit alone («пика», 'club', «сказал
    бубну и всё»), or a suit and its height only ('high heart': 46B1; not when the words tell
    a slip put right), and nothing said later names another suit: an incomplete designation of
    dummy's card (46B), whatever rank he says after it he had meant («нет, короля хотел»).
    (A rank alone read the same way lost slips put right in unquoted words, «назвал «туз»,
    имея в виду короля»: 45C4(B)'s.)"""
    if not (r.story.find("from_dummy") or any(m.role is Role.DUMMY for m in r.mentions)):
        return False
    tokens = r.story.tokens
    said: list[tuple[int, Designation]] = []
    runs = [k for k, token in enumerate(tokens) if token.quoted
            and (k == 0 or not tokens[k - 1].quoted)]  # where each quoted run of words opens
    for k in runs:
        end = next((j for j in range(k, len(tokens)) if not tokens[j].quoted), len(tokens))
        text = " ".join(token.text for token in tokens[k:end])
        if _quoted_call(text):
            continue
        try:
            said.append((k, parse_designation(text)))
        except BridgeLawsError:  # a sentence in quotes: the first card's word in it, once
            named = [d for token in tokens[k:end]  # a suit alone was said before it
                     if (d := _designation_or_none(token.text))]
            if said and named:
                said.append((k, named[0]))
    for a, b in r.story.told("naming"):
        spoken = _said_unquoted(r, b)
        if spoken is not None:
            said.append((a, parse_designation(spoken)))
    if not said:
        return False
    said.sort(key=lambda item: item[0])
    first = said[0][1]
    if first.suit is None or first.rank is not None:
        return False  # a suit alone, or with its height only ('high heart': 46B1)
    if first.height is not None and (any(d.rank is not None for _, d in said[1:]) or any(
            r.story.find(f"named.{told}") for told in _PUT_RIGHT)):
        return False  # «маленькую бубну … нет, туза»: a slip put right (45C4(B)), no designation
    return all(d.suit in (None, first.suit) for _, d in said[1:])


# the words of a card named put right: a slip, a correction, a change of mind, the next breath
_PUT_RIGHT = ("slip", "corrected", "correction_opener", "changed_mind", "next_breath",
              "wants_other")


def _suit_designation(r: _Reading) -> bool:
    """A card named, read from the words or the case model, whose first naming was a suit
    alone for dummy (``_suit_alone_first``): Law 46's designation, not 45C4's named card."""
    if r.event is not Event.NAMED_CARD or not _suit_alone_first(r):
        return False
    r.event = Event.DESIGNATION
    return True


# the table of patterns, in order: each name is what ``read_story_facts`` reports as fired
PATTERNS: tuple[tuple[str, Pattern], ...] = (
    ("seat.auction", _from_auction),
    ("seat.contract", _contract_owner),
    ("seat.declarer_named", _declarer_named),
    ("seat.dummy_named", _dummy_named),
    ("seat.teller_declares", _teller_declares),
    ("seat.teller_plays", _teller_plays),
    ("seat.defending", _defending),
    ("seat.relative", _relative_seats),
    ("cards.named", _cards),
    ("trump.words", _trump_words),
    ("event.words", _event_words),
    ("event.dummy", _dummy_event),
    ("event.trick", _trick_event),
    ("event.other", _simple_events),
    ("event.misunderstood_agreement", _misunderstood_agreement),
    ("event.choose", _choose),
    ("event.learned", _learned_case),
    ("event.opening_out_of_turn", _opening_out_of_turn),
    ("event.suit_alone", _suit_designation),
    ("fact.actor", _actor),
    ("fact.declarer", _declarer_fact),
)


def read_story_facts(
    text: str,
    hint: str | None = None,
    auction: AuctionInfo | None = None,
    told: TableStory | None = None,
) -> tuple[Situation | None, tuple[str, ...]]:
    """The situation and the names of the patterns that fired (to say why); (None, ()) for a
    text without a word. ``told``: the story reader's reading of ``text``, when the caller
    has it (read here otherwise, once)."""
    story = _Story(text if isinstance(text, str) else "")
    if not any(token.lemmas for token in story.tokens):
        return None, ()
    clause = hint if isinstance(hint, str) and hint.strip() else None
    if auction is not None and not auction.complete and story.told("rest_passed"):
        auction = _closed(auction) or auction  # «… 4♥, дальше все пасовали»
    if auction is None:
        told = told if told is not None else read_story(text)
        auction = _story_auction(told, story)
    r = _Reading(story, event_for_clause(clause) if clause else None, auction, clause,
                 _told=told)
    r.mentions = _mentions(story)
    for name, pattern in PATTERNS:
        if pattern(r):
            r.fired.append(name)
        if name == "event.learned" and r.event is None:
            return None, tuple(r.fired)
    assert r.event is not None
    if story.find("hesitation_used"):
        # «Восток воспользовался паузой партнёра»: a pause told is information a partner
        # used (Laws 16, 73, outside this text), not a card's play of 45-46
        return None, (*r.fired, "event.hesitation_used")
    if r.event in _CARD_EVENTS and story.told("in_auction"):
        return None, (*r.fired, "event.in_auction")  # a card shown in the auction: Law 24
    for name, pattern in _FACTS.get(r.event, ()):
        if pattern(r):
            r.fired.append(name)
    if _assume_usual(r):
        r.fired.append("facts.assumed")
    return _situation(r), tuple(r.fired)


def _play_doubted(r: _Reading) -> bool:
    """«не помню, сыграл ли я уже», "can't remember whether he had called a card from dummy":
    a play told in doubt (in an indirect question, or a card spoken of after a hedge)."""
    story, tokens = r.story, r.story.tokens
    if any(a in story.unsure for a, _ in story.find("played_verb")):
        return True
    cards = words(_PREFIX + "card_noun")
    return any(tokens[k].sentence == tokens[b - 1].sentence
               and (tokens[k].text in cards or tokens[k].lemmas & cards)
               for _, b in story.find("hedge") for k in range(b, min(b + 10, len(tokens))))


def _assume_usual(r: _Reading) -> bool:
    """What a story leaves unsaid and tells only one way when told as a complaint: a card
    turned face down was turned before all four had played (45G); declarer's fifth card was
    no lead (45E2); a review asked for after the lead was faced was asked at the asker's
    first turn, before he played (41B). Never a fact the teller says nobody knows."""
    facts, story, tokens = r.facts, r.story, r.story.tokens
    if _play_doubted(r):
        return False  # «не знаю, все ли уже положили карты»: the course is not known
    who = words(_PREFIX + "who_word")
    if r.event is not Event.REVIEW and (any(tokens[k].text in who for k in story.unsure) or any(
            tokens[k].text in who for _, b in story.find("hedge")
            for k in range(b, min(b + 3, len(tokens))))):
        return False  # «не знаю, кто её положил»: who played or turned the card is not known
    usual: dict[str, bool] = {}
    if r.event is Event.CARD_TURNED:
        usual["all_played"] = False
    elif r.event is Event.FIFTH_CARD and facts.get("actor") is Role.DECLARER:
        usual["was_lead"] = False
    elif r.event is Event.REVIEW and facts.get("request") is Request.REVIEW \
            and facts.get("actor") is not None and facts.get("opening_leader") is not True \
            and any(not tokens[a].quoted for a, _ in story.told_done("lead_faced")):
        # the lead told faced in the teller's own words («Запад открыл ♣Д, Север выложил
        # карты. Тут я попросил …»), not «в первой взятке» or a player's «поздно, ход открыт»
        usual = {"played_card": False, "in_turn": True}
        negation = words(_PREFIX + "negation")
        if facts.get("actor") is Role.DECLARER and any(
                not any(t.text in negation for t in tokens[max(0, a - 4) : a])
                for a, _ in story.find("from_dummy")):
            # a card from dummy spoken of, not denied («ещё ничего не сыграв со стола»):
            # whether it came before the request is the case
            return False
    if any(fact in r.doubted for fact in usual):
        return False
    taken = {fact: value for fact, value in usual.items() if fact not in facts}
    if "played_card" in usual and "played_card" not in taken:
        return False  # what he had played is told: his turn follows from it
    facts.update(taken)
    r.assumed.update(taken)
    return bool(taken)


def _situation(r: _Reading) -> Situation:
    assert r.event is not None
    return Situation(r.event, **r.facts, assumed=frozenset(r.assumed))


def _story_auction(told: TableStory, story: _Story) -> AuctionInfo | None:
    """The contract of the auction the story tells, when it tells a whole one (or its bids and
    then «дальше все пасовали»)."""
    if not told.has_auction:
        return None
    from engine.story.ruling import auction_ruling  # the auction engine, only when needed

    ruling = auction_ruling(told)
    if ruling is None or ruling.status == "error":
        return None
    calls = ruling.auction.calls
    if ruling.irregularity not in (None, "none") and len(calls) >= 4 and all(
            item.call.is_pass for item in calls[:4]) and all(
            a.seat.lho is b.seat for a, b in pairwise(calls[:4])):
        # «Запад пас, Север пас, Восток пас, Юг пас. … давайте сыграем в 1БК»: four passes
        # end the auction (22A), whatever is said of a contract after them; not a pass out of
        # rotation among them («Север пас не в очередь … Запад пас, Север пас, Восток пас»)
        return replace(ruling.auction, calls=calls[:4], contract=None, declarer=None,
                       opening_leader=None, passed_out=True, complete=True)
    if ruling.irregularity not in (None, "none"):
        return None
    if ruling.auction.complete:
        return ruling.auction
    return _closed(ruling.auction) if story.told("rest_passed") else None


def _closed(info: AuctionInfo) -> AuctionInfo | None:
    """The auction ended by passes after its last bid: its contract and declarer, the first of
    the last bidder's side to name the strain (Law 22 of the full code; the definitions)."""
    bids = [item for item in info.calls if item.call.is_bid]
    if not bids or info.passed_out:
        return None
    last = bids[-1]
    side = (last.seat, last.seat.partner)
    declarer = next(item.seat for item in bids
                    if item.seat in side and item.call.strain == last.call.strain)
    return replace(info, contract=str(last.call), declarer=declarer,
                   opening_leader=declarer.lho, complete=True)


def situation_from_story(
    text: str,
    hint: str | None = None,
    auction: AuctionInfo | None = None,
    told: TableStory | None = None,
) -> Situation | None:
    """The play-period situation a story tells; None when it is not about the play period
    or Laws 20-23. ``told``: the story reader's reading of ``text``, when the caller has it.
    Never raises."""
    try:
        if not isinstance(text, str) or not text.strip():
            return None
        return read_story_facts(text, hint, auction, told)[0]
    except Exception:  # the outer boundary: a reading bug must not crash a caller
        return None
