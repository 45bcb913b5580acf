"""One call or one seat read from the words of a story, in any of the ways people write them.

A bid is a level and a strain: ``1♣``, ``2C``, ``1NT``, ``1БК``, ``2пики``, ``1 трефу``,
``три без козыря``, ``1 !h`` (a suit symbol lost on the way: ``!h`` is ♥). Pass, double and
redouble come as words (``пас``, ``контру``, ``passed``) or as shorthand letters (``p``,
``x``, ``к``) that count only inside a sequence of calls.

>>> from engine.story.words import tokenize
>>> def read(text):
...     found = read_call(tokenize(text), 0)
...     return found and (str(found.call), found.end, found.weak, found.problem)
>>> read("1 трефу"), read("2пики"), read("1 !h")
(('1♣', 2, False, None), ('2♠', 1, False, None), ('1♥', 2, False, None))
>>> read("3 без козыря"), read("p"), read("контру")
(('3БК', 3, False, None), ('пас', 1, True, None), ('контра', 1, False, None))
>>> read("спасовал"), read("xx")
(('пас', 1, False, None), ('реконтра', 1, True, None))
>>> read("0♠")[3], read("10 червей")[3]
('уровня 0 не бывает', 'уровня 10 не бывает')
>>> read("Board") is None, read("27b1") is None
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache

from engine.lexicon import words
from engine.rules.model import Call, Seat, Strain
from engine.rules.tokens import read_strain_word
from engine.search.bids import level as level_word
from engine.search.bids import strain_at
from engine.story.model import Role
from engine.story.words import (
    DASHES,
    Word,
    aside_close,
    first_words,
    is_in,
    passive_participle,
    past_gender,
    phrase_at,
    phrase_ending_at,
    phrases,
    vocabulary,
)

_GARBLED = {"!s": Strain.SPADES, "!h": Strain.HEARTS, "!d": Strain.DIAMONDS,
            "!c": Strain.CLUBS, "!n": Strain.NOTRUMP}
_GLUED = re.compile(r"^(\d{1,2})(\D.*)$")
# one-letter strains read when typed apart from the level («1 h»), never Cyrillic ones
_APART_LETTERS = frozenset("shdcn♣♦♥♠")


@dataclass(frozen=True)
class Found:
    """A call read at a token: the call (None when it cannot be), where its words end, whether
    it is shorthand that counts only among other calls, and what is wrong with it."""

    call: Call | None
    end: int
    weak: bool = False
    problem: str | None = None
    dash: bool = False


_SHORT_STRAINS = (("story.strain_short.clubs", Strain.CLUBS),
                  ("story.strain_short.diamonds", Strain.DIAMONDS),
                  ("story.strain_short.hearts", Strain.HEARTS),
                  ("story.strain_short.spades", Strain.SPADES))


def strain_of(word: str, apart: bool = False) -> Strain | None:
    """The strain a word names: a symbol, a letter, a Russian or English word in any form.

    >>> strain_of("бубной"), strain_of("!s"), strain_of("h", apart=True), strain_of("т", True)
    (<Strain.DIAMONDS: 1>, <Strain.SPADES: 3>, <Strain.HEARTS: 2>, None)
    >>> strain_of("тр", apart=True), strain_of("черв", apart=True)
    (<Strain.CLUBS: 0>, <Strain.HEARTS: 2>)
    """
    if word in _GARBLED:
        return _GARBLED[word]
    if apart and len(word) == 1 and word not in _APART_LETTERS:
        return None
    strain = read_strain_word(word)
    if strain is not None:
        return strain
    short = next((strain for concept, strain in _SHORT_STRAINS if word in words(concept)), None)
    if short is not None:
        return short  # «2 тр», «1 черв»: a suit's name cut short
    if len(word) < 3:
        return None
    found = strain_at([word], 0)
    return Strain(found[0]) if found is not None else None


def _bid(level: int, strain: Strain, end: int, said: str) -> Found:
    if 1 <= level <= 9:
        return Found(Call.bid(level, strain), end)
    return Found(None, end, problem=f"уровня {level} не бывает")


_EN_STRAINS = (("story.strain_en.clubs", Strain.CLUBS),
               ("story.strain_en.diamonds", Strain.DIAMONDS),
               ("story.strain_en.hearts", Strain.HEARTS),
               ("story.strain_en.spades", Strain.SPADES),
               ("story.strain_en.notrump", Strain.NOTRUMP))


def _english_level(word: str) -> int | None:
    """The level of an English number spelt in Cyrillic («уан», «ту», «фри»)."""
    return next((n for n in range(1, 8) if word in words(f"story.level_en.{n}")), None)


def _english_strain(tokens: list[Word], i: int) -> tuple[Strain, int] | None:
    """An English strain spelt in Cyrillic at ``i`` («хартс», «но трамп») and where it ends."""
    for concept, strain in _EN_STRAINS:
        length = phrase_at(tokens, i, concept, 3)
        if length:
            return strain, i + length
    return None


def _english_call(tokens: list[Word], i: int) -> Found | None:
    """A bid said in English and spelt in Cyrillic: «уан харт», «ту клабс», «3 спейдс»,
    «фри но трамп». A level word of these counts only before such a strain word («ту пику»
    is «that spade»).

    >>> from engine.story.words import tokenize
    >>> [str(_english_call(tokenize(t), 0).call) for t in ("уан харт", "фри но трамп")]
    ['1♥', '3БК']
    >>> _english_call(tokenize("ту пику"), 0) is None
    True
    """
    word = tokens[i].text
    level = _english_level(word)
    if level is None and word.isdigit() and len(word) <= 2:
        level = int(word)
    if level is None or i + 1 >= len(tokens):
        return None
    strain = _english_strain(tokens, i + 1)
    if strain is None:
        return None
    return _bid(level, strain[0], strain[1], word)


def read_call(tokens: list[Word], i: int) -> Found | None:
    """The call whose words start at token ``i``, or None."""
    word = tokens[i].text
    english = _english_call(tokens, i)
    if english is not None:
        return english
    glued = _GLUED.match(word)
    if glued is not None and glued.group(2) == "st" and tokens[i].raw[-2:] == "ST":
        return _bid(int(glued.group(1)), Strain.NOTRUMP, i + 1, word)  # «1ST»: sin triunfo
        # (in capitals only: «1st» is «first»)
    if glued is not None:
        strain = strain_of(glued.group(2))
        if strain is None:
            return None
        return _bid(int(glued.group(1)), strain, i + 1, word)
    if word in words("story.article_one") and i > 0 and i + 1 < len(tokens) and (
            tokens[i - 1].text in words("story.verb.article_bid")):
        strain = strain_of(tokens[i + 1].text, apart=True)  # «I opened a heart», «bid a
        if strain is not None:  # spade»: one of that strain
            return _bid(1, strain, i + 2, word)
    if (word.isdigit() and len(word) <= 2) or (not word.isdigit() and level_word(word)):
        level = int(word) if word.isdigit() else level_word(word)
        assert level is not None
        if i + 1 >= len(tokens) or (i > 0 and tokens[i - 1].text in ("№", "#")):
            return None  # «#3 S — 1D»: an item's number in a register, not a level
            return None
        following = [t.text for t in tokens[i + 1 : i + 3]]
        if tuple(following[:2]) in _notrump_phrases():  # «3 без козыря», «1 sin triunfo»
            return _bid(level, Strain.NOTRUMP, i + 3, word)
        hyphened = [t.text for t in tokens[i + 1 : i + 4]]
        if hyphened[:1] in (["no"], ["без"]) and hyphened[1:2] == ["-"] and hyphened[2:] in (
            ["trump"], ["trumps"], ["козыря"], ["козырей"]
        ):
            return _bid(level, Strain.NOTRUMP, i + 4, word)  # «one no-trump»
        strain = strain_of(following[0], apart=True)
        if strain is None:
            return None
        return _bid(level, strain, i + 2, word)
    if len(word) == 1 and not word.isascii() and i + 1 < len(tokens) and len(
            tokens[i + 1].text) > 1 and strain_of(tokens[i + 1].text, apart=True):
        return None  # «З открыл К пик»: a Russian rank's letter before a suit word (the king),
        # no double (not «E:P S:4S», where the letter after a pass is a seat)
    return _other_call(tokens, i)



@cache
def _notrump_phrases() -> frozenset[tuple[str, ...]]:
    """Notrump said in two words after the level («без козыря», "no trump", «sans atout»)."""
    return frozenset(tuple(phrase.split()) for phrase in words("strain.notrump_phrase"))


def _other_call(tokens: list[Word], i: int) -> Found | None:
    word = tokens[i].text
    if word == "no" and i + 1 < len(tokens) and tokens[i + 1].text == "bid":
        return Found(Call.pass_(), i + 2)
    if word in words("story.call.weak"):
        weak = _weak_call(word)
        return Found(weak, i + 1, weak=True)
    if word in words("story.pass_between_dashes") and 0 < i < len(tokens) - 1 and (
            _british_pass(tokens, i)):
        return Found(Call.pass_(), i + 1, weak=True)  # «1♠ – No – 2♦ – No»: the British pass
    if word in DASH_WORDS:
        return Found(Call.pass_(), i + 1, weak=True, dash=True)
    if word in words("call.pass") or word in words("story.verb.pass"):
        return Found(Call.pass_(), i + 1)
    if word in words("call.redouble") or word in words("story.verb.redouble"):
        return Found(Call.redouble(), i + 1)
    nxt = tokens[i + 1].text if i + 1 < len(tokens) else ""
    if word in words("story.redouble_prefix") and (
        nxt in words("call.double") or nxt in words("story.verb.double")
    ):
        return Found(Call.redouble(), i + 2)  # «ре контра», «re double»: dictated apart
    if word in words("call.double") or word in words("story.verb.double"):
        return Found(Call.double(), i + 1)
    return None


DASH_WORDS = frozenset("-–—")
_RUN_MARKS = DASH_WORDS | {"/"}  # what parts the calls of a run told in a line


def _british_pass(tokens: list[Word], i: int) -> bool:
    """Whether «no» at ``i`` is the British «no bid»: between the marks of a run of calls
    («1♠ – No – 2♦», «1C / no / no (me, had to) / no», «(No) - 3NT»), before one («then no /
    4S»), or
    right after a seat with a comma or a stop after it («Partner opened 1H, East no, …»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("1C / no / no (me) / no. East no, I said no.")
    >>> [k for k in range(1, len(toks) - 1) if toks[k].text == "no" and _british_pass(toks, k)]
    [2, 4, 9, 12]
    >>> toks = tokenize("dealer West: No - 1H - No. Said: no - sorry")
    >>> [k for k in range(1, len(toks) - 1) if toks[k].text == "no" and _british_pass(toks, k)]
    [3, 7]
    >>> toks = tokenize("went (No) - 3NT - (No) - No. (No) penalty")
    >>> [k for k in range(1, len(toks) - 1) if toks[k].text == "no" and _british_pass(toks, k)]
    [2, 8, 11]
    """
    before, after = tokens[i - 1].text, tokens[i + 1].text
    if before in _RUN_MARKS and after in _RUN_MARKS | {".", ",", "("}:
        return True
    if before == "(" and after == ")" and any(  # «it went (No) - 3NT - (No) - No - (No)»
            0 <= k < len(tokens) and tokens[k].text in _RUN_MARKS for k in (i - 2, i + 2)):
        return True
    if after == "/":
        return True
    if before in (":", ".", "!", "?") and after in _RUN_MARKS and i + 2 < len(tokens) and (
            (found := read_call(tokens, i + 2)) is not None and not found.weak):
        return True  # «Board 4, dealer West: No - 1H - No - 4H», «Board 21, dealer North. No -
        # 1H - Dbl»: the first call of a run that opens a sentence
    return seat_word(before) is not None and after in (",", ".", "/")


def _weak_call(word: str) -> Call:
    if word in words("call.redouble"):
        return Call.redouble()
    if word in words("call.double") or word == "к":
        return Call.double()
    return Call.pass_()


@dataclass(frozen=True)
class Subject:
    """Who a word names: a seat or a role, and where its words end."""

    seat: Seat | None
    role: Role | None
    end: int

    def seat_for(self, me: Seat) -> Seat | None:
        """The seat named, or the one the role names when the teller sits at ``me``.

        >>> Subject(None, Role.LHO, 1).seat_for(Seat.S), Subject(Seat.E, None, 1).seat_for(Seat.S)
        (<Seat.W: 3>, <Seat.E: 1>)
        """
        if self.seat is not None:
            return self.seat
        return self.role.seat(me) if self.role is not None else None


_SEAT_CONCEPTS = (("story.seat.north", Seat.N), ("story.seat.east", Seat.E),
                  ("story.seat.south", Seat.S), ("story.seat.west", Seat.W))
_ROLE_CONCEPTS = (("story.role.lho", Role.LHO), ("story.role.rho", Role.RHO),
                  ("story.role.partner", Role.PARTNER), ("story.role.me", Role.ME),
                  ("story.role.declarer", Role.DECLARER), ("story.role.dummy", Role.DUMMY),
                  ("story.role.defender", Role.DEFENDER))
_ROLE_NAMES = tuple(concept for concept, _ in _ROLE_CONCEPTS)
LETTERS = {"n": Seat.N, "e": Seat.E, "s": Seat.S, "w": Seat.W,
           "с": Seat.N, "в": Seat.E, "ю": Seat.S, "з": Seat.W}
# «с», «в» are prepositions and «n», «s» may be strains: these need a capital or a colon
_SAFE_LETTERS = frozenset("юз")


def seat_word(word: str) -> Seat | None:
    """A compass seat written as a word («Север», «south»).

    >>> seat_word("север"), seat_word("west"), seat_word("с")
    (<Seat.N: 0>, <Seat.W: 3>, None)
    """
    return _seat_words().get(word)


@cache
def _seat_words() -> dict[str, Seat]:
    """Each word of a seat concept and its seat (the first concept that has it)."""
    found: dict[str, Seat] = {}
    for concept, seat in _SEAT_CONCEPTS:
        for word in words(concept):
            found.setdefault(word, seat)
    return found


def subject_at(tokens: list[Word], i: int) -> Subject | None:
    """A seat or a role named at token ``i`` (one-letter seats only before a call or a colon),
    not one the teller corrects right after naming it («declarer – I mean dealer»).

    >>> from engine.story.words import tokenize
    >>> subject_at(tokenize("Север, то есть Юг"), 0) is None, subject_at(tokenize("Юг"), 0).seat
    (True, <Seat.S: 2>)
    >>> subject_at(tokenize("Юг, то есть будущий болван, сказал"), 0).seat
    <Seat.S: 2>
    """
    named = _named_at(tokens, i)
    if named is None:
        return None
    k = named.end + (named.end < len(tokens) and tokens[named.end].text in ",—–-")
    for start, end in phrases(tokens[k : k + 3], "story.retract"):
        if start == 0 and end > 1 and not _play_role_aside(tokens, k + end - 1):
            return None  # not «Юг, то есть будущий болван, говорит …»: who he is, told
    return named


_PLAY_ROLES = ("story.role.declarer", "story.role.dummy")
_ASIDE_REACH = 5  # words an aside after a seat letter may hold


def _play_role_aside(tokens: list[Word], k: int) -> bool:
    """An aside opened at ``k`` by a comma or a bracket that names a play role («, будущий
    болван,», «(разыгрывающий)»): what the letter before it is, so a seat, not a preposition.

    >>> from engine.story.words import tokenize
    >>> _play_role_aside(tokenize("С, будущий болван, выложил"), 1)
    True
    >>> _play_role_aside(tokenize("с, как обычно, пасом"), 1)
    False
    """
    closer = ")" if tokens[k].text == "(" else ","
    for j in range(k + 1, min(len(tokens), k + 1 + _ASIDE_REACH)):
        if tokens[j].text == closer:
            return False
        if any(is_in(tokens[j], concept) for concept in _PLAY_ROLES):
            return True
    return False


@cache
def _subject_firsts() -> frozenset[str]:
    """Every word a player named at a token may start with, by ``_named_at``'s readers (a
    seat, an agent, a source, a noun of calling, a role); a possessive «'s» and a seat letter
    are told apart there."""
    return (frozenset(_seat_words()) | first_words(_AGENT_NAMES) | first_words(("story.source",))
            | words("story.call_noun") | words("story.role.me") | words("story.role.partner_kin")
            | words("story.role.partner_kin_mine") | first_words(_ROLE_NAMES))


_CAPITAL_ROLES = (("story.role.lho_capitals", Role.LHO), ("story.role.rho_capitals", Role.RHO))


def capital_role(text: str, upper: bool, near: Iterable[tuple[str, bool]]) -> Role | None:
    """The opponent named by letters that name him only in capitals («ЛО», «ПО»: «по» is a
    preposition): ``text`` folded, ``upper`` whether it was written in capitals, ``near`` the
    words around it (folded, in capitals or not). None in a text written in capitals
    throughout (a capital word of three letters or more near it; «ТД», «БК» do not count).
    The story reader and the play reader both read players by it.

    >>> capital_role("по", True, [("сразу", False)]), capital_role("по", False, [])
    (<Role.RHO: 'rho'>, None)
    >>> capital_role("по", True, [("очереди", True)]) is None
    True
    """
    if not upper or len(text) < 2:
        return None
    role = next((r for c, r in _CAPITAL_ROLES if text in words(c)), None)
    if role is None:
        return None
    return None if any(shout and len(w) > 2 and w.isalpha() for w, shout in near) else role


def _capital_role(tokens: list[Word], i: int) -> Role | None:
    """``capital_role`` of the story word at ``i``.

    >>> from engine.story.words import tokenize
    >>> [_capital_role(tokenize(t), 0) for t in ("ПО сразу 1♥", "по очереди", "ПО ОЧЕРЕДИ")]
    [<Role.RHO: 'rho'>, None, None]
    """
    if not tokens[i].raw.isupper():
        return None  # a hot path: nearly every word is written in lower case
    near = [(t.text, t.raw.isupper()) for t in tokens[max(0, i - 3) : i] + tokens[i + 1 : i + 4]]
    return capital_role(tokens[i].text, True, near)


def _named_at(tokens: list[Word], i: int) -> Subject | None:
    """A seat or a role named at token ``i`` (one-letter seats only before a call or a colon).

    >>> from engine.story.words import tokenize
    >>> subject_at(tokenize("соперник слева"), 0)
    Subject(seat=None, role=<Role.LHO: 'lho'>, end=2)
    >>> subject_at(tokenize("В: 1♠"), 0).seat, subject_at(tokenize("в 1♠"), 0)
    (<Seat.E: 1>, None)
    """
    if not 0 <= i < len(tokens):
        return None  # past the text's end («… (» closing a story): nobody named
    if (role := _capital_role(tokens, i)) is not None:
        return Subject(None, role, i + 1)  # «ЛО сказал 2 черви», «ПО сразу «1 черва»»
    word = tokens[i].text
    if word not in _subject_firsts() and not word.endswith("'s") and not (
            word in LETTERS and len(tokens[i].raw) == 1):
        return None  # most words name nobody: passed over before any of the readers below
    if word.endswith("'s"):  # «RHO's 1H», «partner's 2C», «North's double»: his call
        if i > 0 and tokens[i - 1].text in words("story.someone_elses"):
            return None  # «his partner's IB»: a player named through another one
        word = word[:-2]
    seat = seat_word(word)
    if seat is not None:
        return None if _pair_of(tokens, i, seat) else Subject(seat, None, i + 1)
    agent = agent_at(tokens, i) or _source_at(tokens, i) or _call_noun_of(tokens, i)
    if agent is not None:
        return agent
    if word != tokens[i].text:
        if word in "nesw" and len(word) == 1 and tokens[i].raw[:1].isupper():
            return Subject(LETTERS[word], None, i + 1)  # «S's turn», «W's double»: a seat letter
        role = next((r for c, r in _ROLE_CONCEPTS if word in words(c)), None)
        return Subject(None, role, i + 1) if role is not None else None
    if word in words("story.role.me") and phrase_at(tokens, i, "story.retract", 3) > 1:
        return None  # «declarer - I mean dealer»: the teller correcting a word, nobody named
    mine_after = i + 1 < len(tokens) and is_in(tokens[i + 1], "story.possessive_mine")
    mine_before = i > 0 and is_in(tokens[i - 1], "story.possessive_mine")
    if (word in words("story.role.partner_kin") and not _someone_elses(tokens, i)) or (
            word in words("story.role.partner_kin_mine") and (mine_after or mine_before)):
        # «сестра сказала 2♣», «дед мой открыл»: the teller's partner
        return Subject(None, Role.PARTNER, i + 2 if mine_after else i + 1)
    for concept, role in _ROLE_CONCEPTS if word in first_words(_ROLE_NAMES) else ():
        length = phrase_at(tokens, i, concept, 3)
        if length:
            after = i + length  # «Партнёр мой 1♦ открыл»: the teller's possessive after it
            if after < len(tokens) and is_in(tokens[after], "story.possessive_mine") \
                    and role is not Role.ME:
                after += 1
            return Subject(None, role, after)
    if word in LETTERS and len(tokens[i].raw) == 1:
        following = tokens[i + 1].text if i + 1 < len(tokens) else ""
        if i > 0 and is_in(tokens[i - 1], "story.letter_after_preposition"):
            return None  # «З вместо В говорит пас»: the seat after «вместо» is no subject
        if following == ":":
            return Subject(LETTERS[word], None, i + 2)
        loud = word in _SAFE_LETTERS or tokens[i].raw.isupper()
        if loud and i + 1 < len(tokens) and (
                _calls_next(tokens, i + 1) or _quote_then_call(tokens, i + 1)):
            return Subject(LETTERS[word], None, i + 1)  # «Ю 2♥», «Ю «контра»»
        spaced = following == "-" and bool(tokens[i + 1].gap) and (
            i + 2 < len(tokens) and bool(tokens[i + 2].gap))  # «N - X», never «N-S»
        if loud and (following in (",", "—", "–") or spaced) and clause_opens(tokens, i):
            return Subject(LETTERS[word], None, i + 1)  # «…, и В, не дожидаясь, говорит контра»
        if loud and i + 3 < len(tokens) and is_in(
                tokens[i + 1], "story.letter_after_preposition") and (
                seat_word(tokens[i + 2].text) is not None or tokens[i + 2].text in LETTERS) and (
                (at := adverbs_end(tokens, i + 3)) < len(tokens) and _verb_next(tokens, at)):
            return Subject(LETTERS[word], None, i + 1)  # «З вместо В говорит пас»
        if loud and i + 3 < len(tokens) and is_in(
                tokens[i + 1], "story.letter_after_preposition") and (
                tokens[i + 2].text in LETTERS) and tokens[i + 3].text == ":":
            return Subject(LETTERS[word], None, i + 4)  # «з вперёд ю: контра»
        if loud and i + 3 < len(tokens) and is_in(tokens[i + 1], "story.role.pronoun_object") \
                and is_in(tokens[i + 2], "story.letter_after_preposition") \
                and tokens[i + 3].text == ":":
            return Subject(LETTERS[word], None, i + 4)  # «Очередь В, а З ему вперёд: контра»
        if loud and i + 3 < len(tokens) and is_in(
                tokens[i + 1], "story.letter_after_preposition") and is_in(
                tokens[i + 2], "story.role.pronoun_after_preposition") and (
                tokens[i + 3].text == ":"):
            return Subject(LETTERS[word], None, i + 4)  # «Очередь В, а З вперёд него: «контра»»
        verb = adverbs_end(tokens, i + 1)
        if loud and verb > i + 1 and verb < len(tokens) and _verb_next(tokens, verb):
            return Subject(LETTERS[word], None, i + 1)  # «з сходу открыл 1ч», «С снова заявил»
        if loud and verb > i + 1 and verb < len(tokens) and _calls_next(tokens, verb):
            return Subject(LETTERS[word], None, i + 1)  # «а В уже контра», «Ю сразу 2♥»
        if loud and verb > i + 1 and verb < len(tokens) and tokens[verb].text == ":":
            return Subject(LETTERS[word], None, verb + 1)  # «W again: 3S», «С снова: пас»
        if loud and verb > i + 1 and _quote_then_call(tokens, verb):
            return Subject(LETTERS[word], None, i + 1)  # «З вдруг «5♦»»: his words, quoted
        if loud and word not in _PREPOSITION_LETTERS and clause_opens(tokens, i) and (
            _predicates_then_verb(tokens, i + 1) or _not_waiting_then_verb(tokens, i + 1)
        ):
            return Subject(LETTERS[word], None, i + 1)  # «S не выдержал и выставил 1H»
        verb_at = adverbs_end(tokens, i + 1)
        if tokens[i].raw.isupper() and i > 0 and is_in(tokens[i - 1], "story.player_noun") and (
                verb_at < len(tokens) and (_verb_next(tokens, verb_at)
                                           or is_in(tokens[verb_at], "story.verb.put_card"))):
            return Subject(LETTERS[word], None, i + 1)  # «игрок В положил 1♠»: a seat, named
        if tokens[i].raw.isupper() and verb_at < len(tokens) and is_in(
                tokens[verb_at], "story.verb.put_card") and _quote_then_call(tokens, verb_at + 1):
            return Subject(LETTERS[word], None, i + 1)  # «как В положил «пас»»: the call he put
            # down, quoted (a preposition stands before no verb)
        if tokens[i].raw.isupper() and _negated_past_then_verb(tokens, i + 1):
            return Subject(LETTERS[word], None, i + 1)  # «С не дождался, открыл 1п»
        if tokens[i].raw.isupper() and _past_verb_next(tokens, i + 1):
            return Subject(LETTERS[word], None, i + 1)  # «но С опередил его: …»: a capital letter
        if tokens[i].raw.isupper() and word in _PREPOSITION_LETTERS and _past_verb_then_call(
                tokens, i + 1):
            return Subject(LETTERS[word], None, i + 1)  # «А С взял и открыл 1б»: no preposition
            # stands before a verb
        if loud and word not in _PREPOSITION_LETTERS and phrase_at(
                tokens, i + 1, "story.not_called_yet", 8):
            return Subject(LETTERS[word], None, i + 1)  # «W had not yet called», «W ещё молчал»
        if loud and word not in _PREPOSITION_LETTERS and clause_opens(tokens, i) and (
            _call_after_aside(tokens, i + 1)
        ):
            return Subject(LETTERS[word], None, i + 1)  # «E (не его очередь) 1S», «N не глядя 1NT»
        if tokens[i].raw.isupper() and following in (",", "(") and _play_role_aside(tokens, i + 1):
            return Subject(LETTERS[word], None, i + 1)  # «после паса С, будущий болван, выложил»
        if loud and word not in _PREPOSITION_LETTERS and _comma_aside_then_call(tokens, i + 1):
            return Subject(LETTERS[word], None, i + 1)  # «Тут S, не дожидаясь партнёра, говорит X»
        clock = past_clock(tokens, i + 1)
        timed = tokens[i + 1].text in ("в", "at") if i + 1 < len(tokens) else False
        if tokens[i].raw.isupper() and clock > i + 1 and clock < len(tokens) and (
            word not in _PREPOSITION_LETTERS or timed  # «В 20:20 …» opens with «в»
        ) and (tokens[clock].text == ":" or _calls_next(tokens, clock)):
            return Subject(LETTERS[word], None, i + 1)  # «В в 20:20: «контра»»: when he said it
    return None


_COLON_WORDS = 3  # words at most between a verb and the colon opening the words it said


def _negated_past_then_verb(tokens: list[Word], k: int) -> bool:
    """«не» and a Russian verb in the past tense at ``k``, then a comma or «и» and a verb of
    calling («не дождался, открыл», «не утерпел и сказал»): a capital seat letter before it is
    the player who called, never the preposition «с» or «в» (no preposition is followed by
    «не» and a verb).

    >>> from engine.story.words import tokenize
    >>> _negated_past_then_verb(tokenize("С не дождался, открыл 1п"), 1)
    True
    >>> _negated_past_then_verb(tokenize("С не дождался, все ждали"), 1)
    False
    """
    return (k + 3 < len(tokens) and tokens[k].text == "не"
            and bool(past_gender(tokens[k + 1].text))
            and tokens[k + 2].text in (",", "и") and _verb_next(tokens, k + 3))


def _past_verb_next(tokens: list[Word], k: int) -> bool:
    """A Russian verb in the past tense at ``k`` («опередил», «выдал»), then a few words, a
    colon and a call: what a capital seat letter before it said («С опередил его: «1♠»»)."""
    if k >= len(tokens) or not past_gender(tokens[k].text):
        return False
    for m in range(k + 1, min(len(tokens) - 1, k + 2 + _COLON_WORDS)):
        if tokens[m].text == ":":
            start = m + 2 if m + 2 < len(tokens) and tokens[m + 1].text in "«\"'“" else m + 1
            found = read_call(tokens, start)
            return found is not None and found.call is not None and not found.dash
        if not tokens[m].is_word:
            return False
    return False


_VERB_CALL_REACH = 4  # tokens from a verb after a seat letter to the call it leads to


def _past_verb_then_call(tokens: list[Word], k: int) -> bool:
    """A Russian verb in the past tense at ``k``, then a call within a few words of the same
    clause («взял и открыл 1б»): what a capital letter before it did, so a seat.

    >>> from engine.story.words import tokenize
    >>> [_past_verb_then_call(tokenize(t), 1) for t in ("С взял и открыл 1б", "С утра 1б")]
    [True, False]
    """
    if k >= len(tokens) or not past_gender(tokens[k].text):
        return False
    for m in range(k + 1, min(len(tokens), k + 1 + _VERB_CALL_REACH)):
        found = read_call(tokens, m)
        if found is not None and found.call is not None and not found.weak and not found.dash:
            return True
        if not tokens[m].is_word:
            return False
    return False


def _comma_aside_then_call(tokens: list[Word], k: int) -> bool:
    """From ``k``: an aside between commas (a few words, no stop inside), then a verb of
    calling or a call: the seat letter before ``k`` made that call («S, не дожидаясь
    партнёра, говорит X», "W, after a long think, bid 2H").

    >>> from engine.story.words import tokenize
    >>> [_comma_aside_then_call(tokenize(t), 1) for t in (
    ...     "S, не дожидаясь партнёра, говорит X", "W, after a long think, bid 2H",
    ...     "S, N и E", "S, не дожидаясь партнёра. Пас", "W, не дождавшись, громко: «X»")]
    [True, True, False, False, True]
    """
    close = aside_close(tokens, k)
    if close is None or close + 1 >= len(tokens) or _names_player(tokens[k + 1]):
        return False  # «S, N и E …»: a list of players, no aside
    found = read_call(tokens, close + 1)
    return _verb_next(tokens, close + 1) or (
        found is not None and found.call is not None and not found.weak
    ) or quoted_call_after(tokens, close + 1) or (  # «W, не дождавшись партнёра, громко: „X“»
        is_in(tokens[close + 1], "story.put_card") and any(  # «Ю, задумавшись, положил 5П»
            (put := read_call(tokens, k)) is not None and put.call is not None and not put.weak
            for k in range(close + 2, min(len(tokens), close + 4))))


SPEECH_LEAD = 2  # words at most between an aside and the colon that opens a player's words
_SPEECH_QUOTES = frozenset('«"\'„“')


def past_clock(tokens: list[Word], k: int) -> int:
    """Past a time of day told at ``k`` («в 20:20», «at 9:15», «20:20»): when something was
    said, standing between a player and his words; ``k`` when there is none.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("В в 20:20: «контра»")
    >>> past_clock(toks, 1), past_clock(toks, 2), past_clock(toks, 0)
    (5, 5, 0)
    """
    at = k + 1 if k < len(tokens) and tokens[k].text in ("в", "at") else k
    clock = [t.text for t in tokens[at : at + 3]]
    if len(clock) == 3 and clock[0].isdigit() and clock[1] == ":" and clock[2].isdigit() and (
        len(clock[2]) == 2 and not tokens[at + 1].gap and not tokens[at + 2].gap
    ):
        return at + 3
    return k


def quoted_call_after(tokens: list[Word], k: int) -> bool:
    """At ``k``: at most ``SPEECH_LEAD`` words, a colon or a dash, then a call, quoted or
    not («громко: „Kontra!“», «– «5♦»»): a player's words told after an aside.

    >>> from engine.story.words import tokenize
    >>> quoted_call_after(tokenize(", громко: «контра»"), 1)
    True
    >>> quoted_call_after(tokenize(", громко: судья!"), 1)
    False
    """
    for j in range(k, min(len(tokens), k + SPEECH_LEAD + 1)):
        if tokens[j].text == ":" or tokens[j].text in DASHES:
            at = j + 1
            while at < len(tokens) and tokens[at].text in _SPEECH_QUOTES:
                at += 1
            found = read_call(tokens, at) if at < len(tokens) else None
            return found is not None and found.call is not None and not found.dash
        if not tokens[j].is_word:
            return False
    return False


def _quote_then_call(tokens: list[Word], k: int) -> bool:
    """At ``k``: an opening quote, then a call («З вдруг «5♦»»).

    >>> from engine.story.words import tokenize
    >>> _quote_then_call(tokenize("вдруг «5♦»"), 1), _quote_then_call(tokenize("вдруг 5♦"), 1)
    (True, False)
    """
    at = k
    while at < len(tokens) and tokens[at].text in _SPEECH_QUOTES:
        at += 1
    if at == k or at >= len(tokens):
        return False
    found = read_call(tokens, at)
    return found is not None and found.call is not None and not found.dash


_ASIDE_LETTER_WORDS = 3  # words of how between a seat letter and its call («N не глядя 1NT»)


def _call_after_aside(tokens: list[Word], k: int) -> bool:
    """From ``k``: an aside in parentheses (up to six tokens) or up to three plain words, then
    a call that is no shorthand letter: the seat letter before ``k`` made that call.

    >>> from engine.story.words import tokenize
    >>> [_call_after_aside(tokenize(t), 1) for t in ("E (не его очередь) 1S", "N не глядя 1NT",
    ...                                             "N и E пас", "S сказал, что 2♥",
    ...                                             "з (он болван) говорит «5п»")]
    [True, True, False, False, True]
    """
    if k < len(tokens) and tokens[k].text == "(":
        close = next((j for j in range(k + 1, min(len(tokens), k + 8))
                      if tokens[j].text == ")"), None)
        if close is None:
            return False
        k = close + 1
        words_left = 0
        if k < len(tokens) and (_verb_next(tokens, k) or quoted_call_after(tokens, k)):
            return True  # «з (он болван будет) говорит «5п»»: the aside, then his verb
    else:
        words_left = _ASIDE_LETTER_WORDS
    for j in range(k, min(len(tokens), k + words_left + 1)):
        found = read_call(tokens, j)
        if found is not None and found.call is not None and not found.weak:
            return True
        token = tokens[j]
        if not token.is_word or _names_player(token) or not _word_of_how(token.text):
            return False
    return False


_HOW = frozenset(("ADVB", "GRND", "PRCL", "PRED"))


def _word_of_how(word: str) -> bool:
    """A word that tells how or when a call was made (an adverb, a gerund, a particle: «не
    глядя», «растерянно», «тут же»), never a verb («принимать», «отказался»).

    >>> [_word_of_how(w) for w in ("не", "глядя", "тут", "принимать", "2h")]
    [True, True, True, False, False]
    """
    if not word.isalpha() or word.isascii() or len(word) == 1:
        return False
    from engine.search.morph import analyzer  # loaded once, shared with search

    parses = analyzer().parse(word)
    return any(parse.tag.POS in _HOW for parse in parses) and not any(
        parse.tag.POS in ("VERB", "INFN", "PRTS", "PRTF") for parse in parses)


def _pair_of(tokens: list[Word], i: int, seat: Seat) -> bool:
    """The seat at ``i`` joined by a dash to his partner's («Сторона Север – Юг пас не
    приняла», «пара Восток-Запад»): a side named, not a player.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сторона Север – Юг пас не приняла. Север – пас, Юг – 1♥")
    >>> _pair_of(toks, 1, Seat.N), _pair_of(toks, 3, Seat.S), _pair_of(toks, 9, Seat.N)
    (True, True, False)
    """
    def partner_at(k: int) -> bool:
        return 0 <= k < len(tokens) and seat_word(tokens[k].text) is seat.partner

    after = i + 1 < len(tokens) and tokens[i + 1].text in DASH_WORDS and partner_at(i + 2)
    before = i >= 2 and tokens[i - 1].text in DASH_WORDS and partner_at(i - 2)
    return after or before


_AGENT_CONCEPTS = (("story.agent.north", Seat.N, None), ("story.agent.east", Seat.E, None),
                   ("story.agent.south", Seat.S, None), ("story.agent.west", Seat.W, None),
                   ("story.agent.me", None, Role.ME), ("story.agent.partner", None, Role.PARTNER),
                   ("story.agent.lho", None, Role.LHO), ("story.agent.rho", None, Role.RHO))
_AGENT_NAMES = tuple(concept for concept, _, _ in _AGENT_CONCEPTS)
_AGENT_REACH = 10  # the most tokens between an agent and the passive verb after it


def agent_at(tokens: list[Word], i: int) -> Subject | None:
    """A player named in the instrumental as the agent of a passive verb: «Западом было
    названо 1♠», «Мною, Югом, не глядя, было передано 2♣», «было заявлено Севером 2♥»; or in
    a list of such calls with the verb left out: «Востоком открыто 1БК, Югом — пас». Not
    after a preposition or a word of sitting («за Востоком», «сидел Западом»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Западом было названо 1♠, Югом — пас. Очередь была за Востоком.")
    >>> [agent_at(toks, k) for k in (0, 5)]
    [Subject(seat=<Seat.W: 3>, role=None, end=1), Subject(seat=<Seat.S: 2>, role=None, end=6)]
    >>> agent_at(toks, 12), agent_at(tokenize("я сидел Западом, было скучно"), 2)
    (None, None)
    """
    found = _agent_word(tokens, i)
    if found is None:
        return None
    if i > 0 and (is_in(tokens[i - 1], "story.agent_not_after")
                  or is_in(tokens[i - 1], "story.my_seat")):
        return None
    end = found.end
    if end + 1 < len(tokens) and tokens[end].text in ("—", "–", "-", ":") and (
        i == 0 or not tokens[i - 1].is_word or tokens[i - 1].text in words("story.clause_joiner")
    ):
        after = read_call(tokens, end + 1)
        if after is not None and after.call is not None and not after.dash:
            return found  # «…, Югом — пас»: the verb of the list left out
    for k in range(end, min(len(tokens), end + _AGENT_REACH)):
        token = tokens[k]
        if token.text in ".!?;" or token.is_paragraph or _names_player(token):
            break
        if passive_participle(token.text):
            return found
        if token.text in (":", "—", "–") and k > end and k + 1 < len(tokens):
            after = read_call(tokens, k + 1)  # «Западом, не дожидаясь Востока: пас»
            if after is not None and after.call is not None and not after.dash:
                return found
        call = read_call(tokens, k)
        if call is not None and call.call is not None and not call.weak:
            break
    for k in range(i - 1, max(-1, i - 4), -1):  # «было заявлено Севером 2♥»
        token = tokens[k]
        if not token.is_word:
            break
        if passive_participle(token.text):
            return found
    return None


def _source_at(tokens: list[Word], i: int) -> Subject | None:
    """A player named as where a call came from, before a verb of sounding: «У Запада
    вырвалось «пас»», «от Востока прозвучало 2♦», «со стороны партнёра последовала контра».

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Со стороны Запада последовала контра, а у Юга было 5 пик")
    >>> _source_at(toks, 0), _source_at(toks, 7)
    (Subject(seat=<Seat.W: 3>, role=None, end=3), None)
    >>> _source_at(tokenize("со стороны Востока было объявлено 1♣"), 0)
    Subject(seat=<Seat.E: 1>, role=None, end=3)
    """
    length = phrase_at(tokens, i, "story.source", 3)
    if not length or i + length >= len(tokens):
        return None
    at = i + length
    if not (is_in(tokens[at], "story.possessive") or any(
            is_in(tokens[at], c) for c, _, _ in _OWNER_CONCEPTS)):
        return None  # «от Запада», «у партнёра»: the player in the genitive
    owner = owner_at(tokens, at)
    if owner is None or (owner.seat is None and owner.role is None):
        return None
    for k in range(owner.end, min(len(tokens), owner.end + 3)):
        # «со стороны Запада было объявлено 1♣»: a passive verb sounds the call as well
        if is_in(tokens[k], "story.verb.sounded") or passive_participle(tokens[k].text):
            return Subject(owner.seat, owner.role, owner.end)
        if not tokens[k].is_word:
            break
    return None


def _call_noun_of(tokens: list[Word], i: int) -> Subject | None:
    """A noun of calling with its player in the genitive, then a dash or a colon and the call:
    «заявка Запада: 1♠», «ответ партнёра — 2♥»: that player made the call.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Затем заявка Запада: 1♠. Заявка Запада была недостаточной")
    >>> _call_noun_of(toks, 1), _call_noun_of(toks, 6)
    (Subject(seat=<Seat.W: 3>, role=None, end=3), None)
    """
    if not is_in(tokens[i], "story.call_noun") or i + 3 >= len(tokens):
        return None
    at = i + 1
    while at < len(tokens) and is_in(tokens[at], "story.possessive"):
        at += 1
    if at >= len(tokens) or not any(is_in(tokens[at], c) for c, _, _ in _OWNER_CONCEPTS):
        return None
    owner = owner_at(tokens, at)
    if owner is None or owner.end + 1 >= len(tokens) or tokens[owner.end].text not in (
        ":", "—", "–", "-"
    ):
        return None
    found = read_call(tokens, owner.end + 1)
    if found is None or found.call is None or found.dash:
        return None
    return Subject(owner.seat, owner.role, owner.end)


def _agent_word(tokens: list[Word], i: int) -> Subject | None:
    """A seat or a role in the instrumental at ``i`` («Западом», «мною», «левым соперником»)."""
    if not 0 <= i < len(tokens) or tokens[i].text not in first_words(_AGENT_NAMES):
        return None
    for concept, seat, role in _AGENT_CONCEPTS:
        length = phrase_at(tokens, i, concept, 3)
        if length:
            return Subject(seat, role, i + length)
    return None


def _names_player(token: Word) -> bool:
    """One word that names a player: a compass word, a capital seat letter or a role word
    (looked up directly, so that reading it never recurses into ``subject_at``)."""
    if seat_word(token.text) is not None:
        return True
    if len(token.raw) == 1 and token.raw.isupper() and token.text in LETTERS:
        return True
    return any(token.text in words(concept) for concept, _ in _ROLE_CONCEPTS)


# «С», «В» opening a clause are prepositions far more often than seats («В итоге сказал пас»)
_PREPOSITION_LETTERS = frozenset("св")
_PREDICATE_WORDS = 5  # words of another predicate before «и» and the verb of calling


def _predicates_then_verb(tokens: list[Word], k: int) -> bool:
    """From ``k``, within one clause: a predicate of a few words joined by «и»/«and» to a verb
    of calling («не выдержал и выставил», «lost patience and bid»): the player before ``k``
    is the one who calls. No other player, call or mark of punctuation on the way.

    >>> from engine.story.words import tokenize
    >>> _predicates_then_verb(tokenize("S не выдержал и выставил 1H"), 1)
    True
    >>> _predicates_then_verb(tokenize("S думал, а N сказал 1H"), 1)
    False
    """
    for j in range(k, min(len(tokens), k + _PREDICATE_WORDS + 2)):
        token = tokens[j]
        if not token.is_word or _names_player(token):
            return False
        found = read_call(tokens, j)
        if found is not None and found.call is not None and not found.weak:
            return False
        if j > k and tokens[j - 1].text in words("story.clause_joiner") and _verb_next(tokens, j):
            return True
    return False


def _not_waiting_then_verb(tokens: list[Word], k: int) -> bool:
    """From ``k``: words of not waiting for a turn, the player waited for (one or two
    words), then a verb of calling («з не дожидаясь в кладет пас»): the player before ``k``
    is the one who calls.

    >>> from engine.story.words import tokenize
    >>> _not_waiting_then_verb(tokenize("з не дожидаясь В кладет пас"), 1)
    True
    """
    hits = phrases(tokens[k : k + 4], "story.out_of_turn")
    if not hits or hits[0][0] != 0:
        return False
    end = k + hits[0][1]
    return any(all(tokens[m].is_word for m in range(end, j)) and _verb_next(tokens, j)
               for j in range(end + 1, min(len(tokens), end + 3)))


_ADVERB_PHRASES = ("story.verb.repeat", "story.immediately", "story.not_waiting_for",
                   "story.call_manner")


def adverbs_end(tokens: list[Word], k: int, most: int = 3) -> int:
    """The index past the words of when or how a call was made that stand at ``k`` («сразу»,
    «ещё раз», «тут же», «again»), at most ``most`` words of them; ``k`` when there are none.
    They may stand between a player and his verb of calling: «W сразу кладёт X», «E ещё раз
    говорит пас».

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("W ещё раз говорит пас")
    >>> adverbs_end(toks, 1), adverbs_end(toks, 0), adverbs_end(tokenize("E сразу же X"), 1)
    (3, 0, 3)
    """
    end = k
    while end < len(tokens) and end - k < most:
        here = [n for c in _ADVERB_PHRASES if (n := phrase_at(tokens, end, c, 3))]
        if tokens[end].text in words("story.call_adverb"):
            here.append(1)
        if not here or end + max(here) - k > most:
            break
        end += max(here)
    return end


def _someone_elses(tokens: list[Word], i: int) -> bool:
    """The word at ``i`` is another player's («её муж», «муж её», «his wife»)."""
    near = [tokens[k].text for k in (i - 1, i + 1) if 0 <= k < len(tokens)]
    return any(word in words("story.someone_elses") or word == "их" for word in near)


def clause_opens(tokens: list[Word], i: int) -> bool:
    """Token ``i`` opens a clause: the text's first, or after a stop, a comma, a dash or «и»,
    «а», words of when between them («и тут W — …», «, then N»): a seat letter there, a comma
    after it, is a player, never a preposition.

    >>> from engine.story.words import tokenize
    >>> clause_opens(tokenize("и тут W — а"), 2), clause_opens(tokenize("пошли тут W"), 2)
    (True, False)
    """
    k = i
    while k > 0 and i - k < 2 and tokens[k - 1].text in words("story.call_adverb"):
        k -= 1  # «и тут», «, then»
    if k < i and k > 0 and not (not tokens[k - 1].is_word or tokens[k - 1].text in words(
            "story.clause_joiner")):
        k = i  # «пошли тут W»: the words of when belong to the clause before
    i = k
    if i == 0:
        return True
    before = tokens[i - 1]
    if before.text.isdigit() and i >= 2 and tokens[i - 2].text in ("№", "#"):
        return True  # «№3 Ю — 1♦»: an item's number in a register opens the item
    return (not before.is_word and before.text not in "(«\"'„“") or before.text in words(
        "story.clause_joiner")


def _verb_next(tokens: list[Word], i: int) -> bool:
    """A verb of calling at ``i``."""
    return any(tokens[i].text in words(c) for c in (
        "story.verb.call", "story.verb.pass", "story.verb.double", "story.verb.redouble"))


def letter_seat(tokens: list[Word], k: int) -> Seat | None:
    """A seat written as one capital letter («Ю», «С», «W»), wherever it stands, or as «ю»
    (anywhere) and «з» (opening a sentence) in lower case; «С» and «В» opening a sentence are
    the prepositions.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("у С выпала, с ним. В торговле Ю пас, ю молчал. з у него з рук")
    >>> [letter_seat(toks, k) for k in (1, 4, 7, 9, 12, 15, 18)]
    [<Seat.N: 0>, None, None, <Seat.S: 2>, <Seat.S: 2>, <Seat.W: 3>, None]
    """
    raw = tokens[k].raw
    if len(raw) != 1:
        return None
    opening = k == 0 or (tokens[k - 1].text in ".!?…" and not placeholder(tokens, k - 1)) or (
        tokens[k - 1].is_paragraph)
    if not raw.isupper() and not (raw == "ю" or (raw == "з" and opening)):
        return None  # «ю уронил туза», «. з уронил туза»: «ю» is no word, «з» opening a
        # sentence no Russian preposition, so seats in lower case («у него з рук» is one)
    if opening and tokens[k].text not in _SAFE_LETTERS:
        return None
    return LETTERS.get(tokens[k].text)


def placeholder(tokens: list[Word], k: int) -> bool:
    """A «?» glued to the dash before it («1H-(p)-?»), or in a seat's cell of a line of calls
    («| Вост ?»), stands for a call in shorthand, not for the end of a question.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("1H-(p)-? S. Why?")
    >>> placeholder(toks, 6), placeholder(toks, 10)
    (True, False)
    >>> toks = tokenize("Юг 1♦ | Вост ? Что делать?")
    >>> placeholder(toks, 4), placeholder(toks, 7)
    (True, False)
    """
    if tokens[k].text != "?" or k == 0:
        return False
    if tokens[k - 1].text in ("-", "–", "—", "/"):
        return not tokens[k].gap
    # «Юг 1♦ | Зап пас | Сев 1♠ | Вост ?», «E: ?»: a seat's cell in a line of calls, its call
    # still to come
    seat, mark = (k - 1, k - 2) if tokens[k - 1].text != ":" else (k - 2, k - 3)
    return seat >= 0 and mark >= 0 and tokens[mark].text in ("|", "/") and any(
        is_in(tokens[seat], concept) for concept in _SEAT_WORDS)


_SEAT_WORDS = tuple(f"{area}.{name}" for area in ("story.seat", "seat")
                    for name in ("north", "east", "south", "west"))


def _calls_next(tokens: list[Word], i: int) -> bool:
    found = read_call(tokens, i)
    if found is not None and found.call is not None and not found.dash:
        return True
    return any(tokens[i].text in words(c) for c in (
        "story.verb.call", "story.verb.pass", "story.verb.double", "story.verb.redouble"))


_OWNER_CONCEPTS = (("story.seat_of.north", Seat.N, None), ("story.seat_of.east", Seat.E, None),
                   ("story.seat_of.south", Seat.S, None), ("story.seat_of.west", Seat.W, None),
                   ("story.role_of.me", None, Role.ME),
                   ("story.role_of.partner", None, Role.PARTNER),
                   ("story.role_of.lho", None, Role.LHO), ("story.role_of.rho", None, Role.RHO))


def owner_at(tokens: list[Word], i: int) -> Subject | None:
    """A player named at ``i`` in the form that follows «у»/«by»: «у Севера», «у партнёра»,
    «by South», «by my partner».

    >>> from engine.story.words import tokenize
    >>> owner_at(tokenize("Севера"), 0).seat, owner_at(tokenize("my partner"), 0).role
    (<Seat.N: 0>, <Role.PARTNER: 'partner'>)
    """
    word = tokens[i].text
    for concept, seat, role in _OWNER_CONCEPTS:
        if word in words(concept):
            if role is Role.ME and i + 1 < len(tokens) and subject_at(tokens, i + 1):
                break  # «my partner»: the word after «my» names the player
            return Subject(seat, role, i + 1)
    named = subject_at(tokens, i + 1 if word in words("story.possessive") else i)
    return named


def sentence_span(tokens: list[Word], i: int) -> tuple[int, int]:
    """The token range of the sentence holding token ``i`` (its stop included)."""
    start = i
    while start > 0 and not sentence_stop(tokens, start - 1):
        start -= 1
    end = i
    while end < len(tokens) and not sentence_stop(tokens, end):
        end += 1
    return start, min(end + 1, len(tokens))


def sentence_stop(tokens: list[Word], k: int) -> bool:
    """A sentence ends at ``k``; not at a «?» standing for a call in shorthand, glued to the
    dash before it («1H-(p)-? S уронил ♠A»: the seat whose call is in question).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("1H-(p)-? S dropped it. Why?")
    >>> sentence_stop(toks, 6), sentence_stop(toks, 12)
    (False, True)

    Nor at the dots of a pause that the sentence goes on after in lower case («из руки
    Востока выпадает... двойка треф»):

    >>> toks = tokenize("выпадает... двойка. Потом")
    >>> [sentence_stop(toks, k) for k in (1, 2, 3, 5)]
    [False, False, False, True]
    """
    return is_stop(tokens[k]) and not placeholder(tokens, k) and not _pause_dots(tokens, k)


def is_stop(token: Word) -> bool:
    """A mark that ends a sentence (a stop, «!», «?», «…») or a paragraph break."""
    return token.text in ".!?…" or token.is_paragraph


def _pause_dots(tokens: list[Word], k: int) -> bool:
    """The token at ``k`` is one of the dots of an ellipsis («...», «…») glued to the word
    before it, and a lower-case word follows on the same line: a pause in the sentence."""
    if tokens[k].text not in (".", "…") or tokens[k].is_paragraph:
        return False
    first = k
    while first > 0 and tokens[first - 1].text in (".", "…") and not tokens[first].gap:
        first -= 1
    last = k
    while last + 1 < len(tokens) and tokens[last + 1].text in (".", "…") and (
        not tokens[last + 1].gap
    ):
        last += 1
    dots = "".join(t.text for t in tokens[first : last + 1])
    if dots not in ("...", "…") or first == 0 or tokens[first].gap or (
        not tokens[first - 1].is_word
    ):
        return False
    following = tokens[last + 1] if last + 1 < len(tokens) else None
    return (following is not None and following.is_word and "\n" not in following.gap
            and following.raw[:1].islower())


def unseated_name(tokens: list[Word], k: int) -> bool:
    """A person's name inside a sentence whose seat the story does not tell («у Лёши»,
    «Dan said»): a capitalised word, not the sentence's first, that no concept knows.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Оля 1♥, Петя пас, Север пас")
    >>> unseated_name(toks, 3), unseated_name(toks, 6)
    (True, False)
    >>> unseated_name(tokenize("and the Queen of Spades fell"), 2)
    False
    """
    token = tokens[k]
    raw = token.raw
    if k == 0 or len(raw) < 3 or not (raw[0].isupper() and raw[1:].islower()):
        return False
    if not token.text.isalpha() or is_stop(tokens[k - 1]) or tokens[k - 1].text in "«\"'(":
        return False
    if k + 2 < len(tokens) and is_in(tokens[k + 1], "designation.rank_of") and strain_of(
            tokens[k + 2].text) is not None:
        return False  # «the Queen of Spades landed face up»: a card, no one's name
    return token.text not in vocabulary() and subject_at(tokens, k) is None


def with_elided_strains(tokens: list[Word]) -> list[Word]:
    """A level alone after a verb of raising, ending its clause («I went four», «partner
    raised to three.»), read as a bid in the strain of the last bid told before it, when the
    bid before that one was of the same strain ("One spade from me, LHO passed, Mavis three
    spades, RHO passed, I went four": 4♠).

    >>> from engine.story.words import tokenize
    >>> [t.text for t in with_elided_strains(tokenize("Mavis three spades, I went four."))]
    ['mavis', 'three', 'spades', ',', 'i', 'went', '4♠', '.']
    >>> [t.text for t in with_elided_strains(tokenize("1♠, 2♥, and partner bid four."))]
    ['1♠', ',', '2♥', ',', 'and', 'partner', 'bid', 'four', '.']
    """
    out = list(tokens)
    for k in range(1, len(tokens) - 1):
        level = level_word(tokens[k].text)
        if level is None or tokens[k + 1].text not in ".,;!?":
            continue
        if phrase_ending_at(tokens, k - 1, "story.verb.raised_to", 3) is None:
            continue
        bids = [found.call for j in range(k) if (found := read_call(tokens, j)) is not None
                and found.call is not None and found.call.is_bid and not found.weak]
        if len(bids) < 1 or bids[-1].level >= level:
            continue
        strain = bids[-1].strain
        if strain is None or (len(bids) >= 2 and bids[-2].strain is not strain):
            continue  # «1♠, 2♥, partner bid four»: whose strain is not told
        out[k] = replace(tokens[k], text=f"{level}{strain.symbol.lower()}")
    return out
