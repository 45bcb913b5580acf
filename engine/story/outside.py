"""Questions governed by a law outside this text (Laws 19-46 of 1987): which law, said plainly.

A revoke, a claim, a lead out of turn in the play, a penalty card's handling, unauthorised
information, tardiness: the answer is «this is Law N; this text does not hold it», with the
clauses of 19-46 that still bear on it only as «see also». The laws, their topics and
see-also clauses are ``engine/data/outside_laws.tsv``; the words that signal each law are
the lexicon's ``outside.<law>`` concepts; looser ``outside.<law>.weak`` cues count only in a
question that says nothing of what Laws 19-46 govern (``outside.ctx.intext``). A context
that points back into 19-46 (dummy asking about a revoke, a card exposed in the auction, an
opening lead face down) keeps a law from firing on its cue words, unless an
``outside.<law>.despite`` phrase says otherwise (and no ``outside.<law>.undespite`` phrase
says those words mean something else there). Words that tell a law's case by themselves
(``outside.<law>.sure``: a «very long think» before a pass, a wrong explanation found out after
the hand) are cues the learned model does not veto. A cue
may need several phrases anywhere in the question («@had + @suit»: slots of the lexicon name
the ways of saying one thing). Distinctive words are found with one typo in them, and a
question typed on the English layout is read on the Russian one. A law number written out
(«по правилу 64», «Law 16») counts too; a board or table number does not. When a context of
19-46 kept a law's cue words from firing, the learned model needs a wider margin to name a law
from the same words (``held_back``). A ruling of this text that refers to a law outside it
makes the case that law's unless the text applied a remedy of its own (``handed_on``).
Who did what decides some cases whatever the words (``TOLD``): a revoke by a defender whose
penalty is asked though dummy spoke of it, a fifth card by a defender (a penalty card) or by
declarer (none), a lead by another player than the one whose turn it was; a law number in a
sentence that names another edition is that edition's, not this case's law.

>>> [law.law for law in outside_laws("Партнёр сделал ренонс, заметили через две взятки")]
['64']
>>> [law.law for law in outside_laws("Болван спросил разыгрывающего, нет ли у него пик")]
[]
>>> [law.law for law in outside_laws("Сдача 19: что по правилу 16?")]
['16']
>>> outside_laws("Карта, показанная в торговле, становится штрафной?")
[]
>>> outside_summary(outside_laws("Соперник сделал ренонс"))
'Это правило 64 (ренонс); его нет в этом тексте (правила 19–46, редакция 1987 года). \
О том же — правила 61, 62 и 63 (их тоже нет в этом тексте). См. также в этом тексте: 44C, \
43B2(C).'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import NamedTuple

from rapidfuzz.distance import OSA

from engine import lexicon
from engine.search.errors import DataFileError
from engine.search.normalize import normalise
from engine.search.refs import find_references, other_edition
from engine.story.editions import board_spans, board_swapped, quoted_scores
from engine.story.outside_model import kin, on_russian_layout
from laws_text import load_corpus

TABLE = "data/outside_laws.tsv"
_MAX_CHARS = 20_000
_GAP = 3  # how many words a «~» in a cue phrase lets stand between its neighbours
# words, hyphenated ones in their parts («ученик-болван» holds «болван»)
_TOKEN = re.compile(r"[0-9a-zа-я]+(?:['’][0-9a-zа-я]+)*")
_LAW_WORD = r"(?:правил[а-я]{0,3}|закон[а-я]{0,2}|laws?|rules?)(?![a-zа-я])"
# the words before a law's number that make it one («законтрировал 1» does not)
_LAW_PREFIX = re.compile(rf"^{_LAW_WORD}")
# «правила 53-56», «Laws 61–64»
_LAW_RANGE = re.compile(
    rf"(?<![0-9a-zа-я]){_LAW_WORD}\s*(?P<first>\d{{1,2}})\s*[-–—]\s*(?P<last>\d{{1,2}})(?![0-9])"
)
# «по 64 правилу», «64-е правило», «16 закон» (a single law: «2 правила» counts, not names)
_LAW_AFTER = re.compile(
    r"(?<![0-9a-zа-я.])(?P<law>\d{1,2})(?:\s*-?\s*(?:е|го|му|м|ое|ого|ому|ом))?\s+"
    r"(?:правил[оуе]|правилом|закон[уеа]?|законом|law|rule)(?![a-zа-я])"
)
# «по 24:», «по 41?» (not «по 20 очков», «по 2 карты»): a law named by its bare number
_BY_NUMBER = re.compile(r"(?<![0-9a-zа-я])по\s+(?P<law>\d{2})(?![0-9])(?!\s*[-a-zа-я0-9])")
_LAST_LAW = 93  # the codes of 1987, 1997, 2007 and 2017 all end with Law 93
_FUZZY_LEAST = 5  # a cue word this long or longer is found with one typo in it
_SHORT = 25  # words: a question this short that names a clause of this text is about it


@dataclass(frozen=True)
class OutsideLaw:
    """A law outside this text that a question is about, and why it was found."""

    law: str  # "64"
    topic: str  # «ренонс»
    see_also: tuple[str, ...]  # clauses of this text that still bear on it
    fired: str  # what in the question named it: «правило 64» or the cue words


@dataclass(frozen=True)
class _Row:
    law: str
    topic: str
    see_also: tuple[str, ...]
    blocked_by: tuple[str, ...]
    requires: tuple[str, ...]


class _Item(NamedTuple):
    """One word of a cue phrase (a tuple: thousands are built when the lexicon is read)."""

    word: str
    prefix: bool = False
    gap: bool = False

    def takes(self, word: str) -> bool:
        """Whether ``word`` is this item: the word itself, or begins with it («слово*»)."""
        return word == self.word or (self.prefix and word.startswith(self.word))


Phrase = tuple[_Item, ...]
_GAP_ITEM = _Item("", gap=True)


@cache
def _item(word: str) -> _Item:
    """The item a word of a cue phrase stands for (one per distinct word)."""
    if word == "~":
        return _GAP_ITEM
    if word.endswith("*") and len(word) > 1:
        return _Item(word[:-1], prefix=True)
    return _Item(word)


def parse_phrase(text: str) -> Phrase:
    """A cue phrase of the lexicon: words, «слово*» prefixes and «~» gaps.

    >>> [(i.word, i.prefix, i.gap) for i in parse_phrase("думал* ~ минут")]
    [('думал', True, False), ('', False, True), ('минут', False, False)]
    """
    return tuple(map(_item, text.split()))


def tokens(normalised: str) -> list[tuple[str, int, int]]:
    """(word, start, end) of the words of a normalised text."""
    return [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(normalised)]


def _matches_at(words: Sequence[str], at: int, phrase: Phrase, item: int) -> int | None:
    """Where the phrase's items from ``item`` on end when they start at word ``at``."""
    if item == len(phrase):
        return at
    current = phrase[item]
    if current.gap:
        for skip in range(_GAP + 1):
            end = _matches_at(words, at + skip, phrase, item + 1)
            if end is not None:
                return end
        return None
    if at >= len(words):
        return None
    word = words[at]
    if current.takes(word):
        return _matches_at(words, at + 1, phrase, item + 1)
    return None


@dataclass(frozen=True)
class _Index:
    """Where each word of a text stands, and every beginning of its words."""

    places: dict[str, list[int]]
    beginnings: frozenset[str]


@lru_cache(maxsize=16)
def _index(words: tuple[str, ...]) -> _Index:
    places: dict[str, list[int]] = {}
    for at, word in enumerate(words):
        places.setdefault(word, []).append(at)
    beginnings = frozenset(word[:cut] for word in places for cut in range(1, len(word) + 1))
    return _Index(places, beginnings)


def _starts(index: _Index, item: _Item) -> list[int]:
    """The places a phrase's first word may stand."""
    if not item.prefix:
        return index.places.get(item.word, [])
    if item.word not in index.beginnings:
        return []
    return sorted(at for word, ats in index.places.items() if word.startswith(item.word)
                  for at in ats)


def phrase_spans(words: Sequence[str], phrases: Sequence[Phrase]) -> list[tuple[int, int]]:
    """(first word, word after the last) of every place one of the phrases stands."""
    index = _index(tuple(words))
    spans: list[tuple[int, int]] = []
    for phrase in phrases:
        if not phrase or phrase[0].gap:
            continue
        for at in _starts(index, phrase[0]):
            end = _matches_at(words, at, phrase, 0)
            if end is not None:
                spans.append((at, end))
    return sorted(set(spans))


Part = tuple[Phrase, ...]  # phrases any of which will do
Cue = tuple[Part, ...]  # parts that must all stand somewhere in the question


def _concept_words(concept: str) -> list[str]:
    try:
        return sorted(lexicon.words(concept))
    except KeyError:
        return []


def parse_cue(text: str) -> Cue:
    """A lexicon entry: parts joined by «+» that must all be present; «@name» is any phrase
    of the concept ``outside.slot.name`` (a slot: the ways of saying one thing).

    >>> [len(part) for part in parse_cue("сбросил* + хотя ~ был*")]
    [1, 1]
    >>> len(parse_cue("@had")[0]) > 3
    True
    """
    return tuple(_part(raw) for raw in _raw_parts(text))


def _raw_parts(text: str) -> list[str]:
    return [raw for part in text.split("+") if (raw := part.strip())]


@cache
def _part(raw: str) -> Part:
    """One part of a cue: a slot's phrases (parsed once however many cues name the slot), or
    one phrase."""
    if raw.startswith("@"):
        return tuple(parse_phrase(word) for word in _concept_words(f"outside.slot.{raw[1:]}"))
    return (parse_phrase(raw),)


@cache
def concept_cues(concept: str) -> tuple[Cue, ...]:
    """The parsed cues of a lexicon concept (none for a concept the lexicon lacks)."""
    return tuple(parse_cue(text) for text in _cue_texts(concept))


@cache
def _cue_texts(concept: str) -> tuple[str, ...]:
    """The cue texts of a concept that have a part, in the order ``concept_cues`` numbers
    them (the search reads a cue's parts only when its first part may be in the text)."""
    return tuple(text for text in _concept_words(concept) if _raw_parts(text))


_DENIALS = frozenset({"не", "ни", "not", "never"})  # «никто не стучит»: no knock was told


def cue_text(words: Sequence[str], cue: Cue, denied: bool = False) -> str | None:
    """The words that make up the cue in the question, or None when a part is missing; with
    ``denied``, a cue of one part is not read where a denial stands right before it."""
    shown: list[str] = []
    for part in cue:
        spans = phrase_spans(words, part)
        if denied and len(cue) == 1:
            spans = [(start, end) for start, end in spans
                     if not (start and words[start - 1] in _DENIALS)]
        if not spans:
            return None
        shown.append(" ".join(words[spans[0][0] : spans[0][1]]))
    return " + ".join(shown) if shown else None


def parse_table(text: str, source: str = TABLE) -> tuple[_Row, ...]:
    """The rows of the outside-laws table; a malformed line raises an error naming it."""
    rows: list[_Row] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#") or line.startswith("law\t"):
            continue
        columns = line.split("\t")
        if len(columns) != 5 or not columns[0].isdigit() or not columns[1].strip():
            raise DataFileError(source, number, "нужно пять столбцов: правило, тема, см. также, "
                                "что блокирует, что требуется")
        law, topic, see_also, blocked, requires = columns
        rows.append(_Row(law, topic.strip(), tuple(see_also.split()), tuple(blocked.split()),
                         tuple(requires.split())))
    return tuple(rows)


@cache
def outside_table() -> dict[str, _Row]:
    """Law number → its row (read once per process)."""
    text = resources.files("engine").joinpath(TABLE).read_text(encoding="utf-8")
    return {row.law: row for row in parse_table(text)}


def _explicit(normalised: str, covered: range) -> list[tuple[str, str]]:
    """(law, as written) for every law outside the text named by its number."""
    masked = normalised
    for start, end, _ in board_spans(normalised):
        masked = masked[:start] + " " * (end - start) + masked[end:]
    found: list[tuple[int, str, str]] = []
    for match in _LAW_RANGE.finditer(masked):
        first, last = int(match["first"]), int(match["last"])
        if first < last <= first + 8:
            found += [(match.start(), str(law), match.group(0)) for law in range(first, last + 1)]
    for match in _LAW_AFTER.finditer(masked):
        found.append((match.start(), match["law"], match.group(0)))
    for reference in find_references(masked, covered):
        if reference.prefixed and _LAW_PREFIX.match(reference.raw):
            digits = re.match(r"\d+", reference.clause_id)
            if digits is not None:
                found.append((reference.start, digits.group(0), reference.raw))
    out: list[tuple[str, str]] = []
    year = load_corpus().edition.year
    for start, law, raw in sorted(found):
        number = int(law)
        if not 1 <= number <= _LAST_LAW or number in covered or law in dict(out):
            continue
        # «в 2017-м это было бы по Закону 50. Что по 1987?»: another edition's number set
        # against this text, which the question asks about, is not this case's law
        sentence = _sentence_of(normalised, start)
        if other_edition(sentence, year) and str(year) in normalised.replace(sentence, " "):
            continue
        out.append((law, " ".join(raw.split())))
    return out


_SENTENCE_BREAK = re.compile(r"[.!?;\n]+(?:\s|$)")


def _sentence_of(text: str, at: int) -> str:
    """The sentence of a text that holds the character at ``at``.

    >>> _sentence_of("В 2017-м это закон 50. Что по 1987?", 14)
    'В 2017-м это закон 50'
    """
    start = 0
    for match in _SENTENCE_BREAK.finditer(text):
        if match.start() > at:
            return text[start : match.start()]
        start = match.end()
    return text[start:]


def _inside_reference(normalised: str, covered: range) -> bool:
    """Whether the question names a clause of this text by its number («45C5», «правило 24»)."""
    masked = normalised
    for start, end, _ in board_spans(normalised):
        masked = masked[:start] + " " * (end - start) + masked[end:]
    corpus = load_corpus()
    # «По 24: малая карта выпала — что?»: a bare law number after «по» with no noun after it
    if any(int(match["law"]) in covered for match in _BY_NUMBER.finditer(masked)):
        return True
    for reference in find_references(masked, covered):
        if reference.clause_id not in corpus:
            continue  # another edition's id («30B1(B)(i)»): not a clause of this text
        if reference.prefixed or not reference.clause_id.isdigit():
            return True
    return False


@cache
def _fuzzy_words() -> tuple[str, ...]:
    """The distinctive cue words found with one typo (``outside.fuzzy``), longest first."""
    return tuple(sorted(_concept_words("outside.fuzzy"), key=len, reverse=True))


@cache
def _cue_forms() -> tuple[frozenset[str], tuple[str, ...]]:
    """Every word the outside.* concepts spell: whole words, and the stems of «слово*»."""
    whole: set[str] = set()
    stems: set[str] = set()
    for concept in lexicon.concepts("outside."):
        for entry in lexicon.words(concept):
            for word in entry.replace("+", " ").split():
                if word.endswith("*"):
                    stems.add(word[:-1])
                elif not word.startswith("@") and word != "~":
                    whole.add(word)
    return frozenset(whole), tuple(stems)


@cache
def corrected(word: str) -> str:
    """A word with one typo read as the distinctive cue word it misspells (``outside.fuzzy``).

    Only words of five letters or more, never their first letter, and never a word some cue
    already spells («торговались», «обязательно»): «рененс» is «ренонс», «реноса» is
    «ренонса», «пас» stays.

    >>> corrected("рененс"), corrected("реноса"), corrected("пас"), corrected("ренонсом")
    ('ренонс', 'ренонса', 'пас', 'ренонсом')
    """
    known = _fuzzy_words()
    whole, stems = _cue_forms()
    if len(word) < _FUZZY_LEAST or word in whole or word.startswith(stems):
        return word
    for stem in known:
        if stem[0] != word[0]:
            continue
        for cut in (len(stem), len(stem) - 1, len(stem) + 1):
            if _FUZZY_LEAST <= cut <= len(word) and OSA.distance(
                word[:cut], stem, score_cutoff=1
            ) <= 1:
                return stem + word[cut:]
    return word


_SUITS = ("hearts", "spades", "diamonds", "clubs")
_LEAD_AFTER = ("ход", "взятк")  # «бубновый ход», «пиковую взятку»: the suit led
_REACH = 6  # words from the suit led to the play of another suit
_ADJECTIVE = ("ый", "ой", "ую", "ая", "ого", "ом", "ий")


@cache
def _suit_items() -> tuple[tuple[str, _Item], ...]:
    """(suit, word or stem) for the suit names of ``outside.slot.<suit>``."""
    return tuple((suit, phrase[0]) for suit in _SUITS
                 for phrase in map(parse_phrase, _concept_words(f"outside.slot.{suit}")) if phrase)


def _suit_of(word: str) -> str | None:
    for suit, item in _suit_items():
        if item.takes(word):
            return suit
    return None


def revoke_story(words: Sequence[str], same_player: bool = False) -> str | None:
    """A revoke told without the word: a suit led, another suit played to it, and a card of the
    suit led seen later in the story («на бубновую взятку положила трефу, а через три хода
    пошла с бубнового короля»); the words that tell it, or None. ``same_player``: only when
    the same player is named right before the card of another suit and right before the card
    of the suit led («East discarded a diamond … East followed with the ♣Q»).

    >>> revoke_story("на пиковый ход он сбросил червонку позже выложил пикового валета".split())
    'пиковый … сбросил червонку … пикового валета'
    >>> revoke_story("на пиковый ход он сбросил червонку".split()) is None
    True
    """
    suits = [_suit_of(word) for word in words]
    plays = {start for start, _ in phrase_spans(words, concept_phrases("outside.slot.playoff"))}
    ruffs = {start for start, _ in phrase_spans(words, concept_phrases("outside.slot.ruff"))}
    ranks = {start for start, _ in phrase_spans(words, concept_phrases("outside.slot.rank"))}
    for led_at, led in enumerate(suits):
        if led is None:
            continue
        before = words[max(0, led_at - 2) : led_at]
        after = words[led_at + 1] if led_at + 1 < len(words) else ""
        english = any(word in _led_words() for word in before)  # «I led a club»
        on_lead = ("на" in before or english) and not any(
            word.isdigit() for word in before)  # «на пиковый ход»
        adjective = words[led_at].endswith(_ADJECTIVE)  # «бубновый ход», not «в трефах ход»
        if not on_lead and not (adjective and after.startswith(_LEAD_AFTER)):
            continue
        for play in sorted(plays | ruffs):
            if not led_at < play <= led_at + _REACH:
                continue
            other = next((at for at in range(play + 1, min(play + 4, len(words)))
                          if suits[at] not in (None, led)), None)
            if other is None and play not in ruffs:
                continue
            end = other if other is not None else play
            for seen in range(end + 2, len(words)):
                card = sorted(({seen - 1, seen + 1} & ranks) | {seen})
                if suits[seen] == led and len(card) > 1 and (
                        not (same_player or english) or _named_before_both(words, play, card[0])):
                    # (told in English, only with the same player named: «I (void)
                    # discarded the ♥A, LHO played the ♣Q» is no revoke)
                    return (f"{words[led_at]} … {' '.join(words[play : end + 1])} … "
                            f"{' '.join(words[card[0] : card[-1] + 1])}")
    return None


@cache
def _led_words() -> frozenset[str]:
    """The English verbs of leading right before the suit led («I led a club»)."""
    return frozenset(_concept_words("outside.slot.ledsuit"))


def _named_before_both(words: Sequence[str], play: int, seen: int) -> bool:
    """The same player named within two words before the play at ``play`` and within five
    before the card seen at ``seen``."""
    def players(part: Sequence[str]) -> set[str]:
        return {player for word in part for player, item in _player_items() if item.takes(word)}

    return bool(players(words[max(0, play - 2) : play]) & players(words[max(0, seen - 5) : seen]))


@cache
def concept_phrases(concept: str) -> tuple[Phrase, ...]:
    """The phrases of a slot-like concept of the lexicon (none for one it lacks)."""
    return tuple(parse_phrase(word) for word in _concept_words(concept))


@dataclass(frozen=True)
class _Firsts:
    """The words one of a part's phrases may begin with: whole, and as beginnings."""

    whole: frozenset[str]
    beginnings: frozenset[str]

    def may_stand_in(self, index: _Index) -> bool:
        return not (self.whole.isdisjoint(index.places) and self.beginnings.isdisjoint(
            index.beginnings))


def _firsts(part: Part) -> _Firsts:
    heads = [phrase[0] for phrase in part if phrase and not phrase[0].gap]
    return _Firsts(
        frozenset(head.word for head in heads if not head.prefix),
        frozenset(head.word for head in heads if head.prefix),
    )


@cache
def _part_firsts(raw: str) -> _Firsts:
    return _firsts(_part(raw))


@dataclass(frozen=True)
class _Heads:
    """A concept's cues by the words their first part may begin with."""

    by_word: dict[str, tuple[int, ...]]
    by_beginning: dict[str, tuple[int, ...]]


@cache
def _heads(concept: str) -> _Heads:
    by_word: dict[str, list[int]] = {}
    by_beginning: dict[str, list[int]] = {}
    for number, text in enumerate(_cue_texts(concept)):
        first = _part_firsts(_raw_parts(text)[0])
        for word in first.whole:
            by_word.setdefault(word, []).append(number)
        for beginning in first.beginnings:
            by_beginning.setdefault(beginning, []).append(number)
    return _Heads(
        {word: tuple(numbers) for word, numbers in by_word.items()},
        {word: tuple(numbers) for word, numbers in by_beginning.items()},
    )


@cache
def _heads_of_all() -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """Every outside concept by the words (and word beginnings) its cues may start with."""
    by_word: dict[str, set[str]] = {}
    by_beginning: dict[str, set[str]] = {}
    for concept in lexicon.concepts("outside."):
        heads = _heads(concept)
        for word in heads.by_word:
            by_word.setdefault(word, set()).add(concept)
        for beginning in heads.by_beginning:
            by_beginning.setdefault(beginning, set()).add(concept)
    return ({w: frozenset(c) for w, c in by_word.items()},
            {b: frozenset(c) for b, c in by_beginning.items()})


@lru_cache(maxsize=16)
def _concepts_here(words: tuple[str, ...]) -> frozenset[str]:
    """The outside concepts with a cue whose first word may stand in the words: the others
    need no look (a question is a few words, the concepts are hundreds)."""
    index = _index(words)
    by_word, by_beginning = _heads_of_all()
    here: set[str] = set()
    for word in index.places.keys() & by_word.keys():
        here |= by_word[word]
    for beginning in index.beginnings & by_beginning.keys():
        here |= by_beginning[beginning]
    return frozenset(here)


def _found(words: Sequence[str], concept: str) -> list[str]:
    """The cue texts of a concept found in the words, in the concept's order. Only cues
    whose every part has a first word in the text are read (most have not: the text is one
    question, the cues are hundreds)."""
    told = tuple(words)
    if concept not in _concepts_here(told):
        return []
    index = _index(told)
    heads = _heads(concept)
    chosen: set[int] = set()
    for word in heads.by_word.keys() & index.places.keys():
        chosen.update(heads.by_word[word])
    for beginning in heads.by_beginning.keys() & index.beginnings:
        chosen.update(heads.by_beginning[beginning])
    texts = _cue_texts(concept)
    found: list[str] = []
    for number in sorted(chosen):
        parts = _raw_parts(texts[number])
        if not all(_part_firsts(raw).may_stand_in(index) for raw in parts[1:]):
            continue
        text = cue_text(words, tuple(map(_part, parts)), _is_law_cue(concept))
        if text is not None:
            found.append(text)
    return found


def _is_law_cue(concept: str) -> bool:
    """Whether a concept holds a law's cue words (not a context's or a slot's)."""
    kind = concept.split(".")[1] if concept.count(".") else ""
    return kind.isdigit()


# --- C3: the learned model speaks when the cue rules find nothing (engine/story/outside_model)
# the model's log odds below which a cue hit is not taken: chosen on the dev stories (-3 for
# the model of lemmas alone; -2.5 for the one with character n-grams, whose odds run wider)
CUE_VETO = -2.5
# how much surer than its threshold the model must be (log odds) to name a law when the cue
# rules found some law's words but a context of 19-46 kept it from firing (``held_back``):
# chosen on the dev stories (false alarms from a deal passed out, a call changed after
# misinformation, a fifth card) and the outside questions (no guess lost: a question whose
# cue a context held is at least 2.3 above the threshold)
HELD_MARGIN = 1.0
# how much likelier (log odds) the learned model must find its own topic than the topics of
# the cue rules' laws for its law to join theirs: chosen by leave-one-round-out figures of
# ``benchmarks/train_outside.py`` (any lead: 7 questions gained a right law, 43 got a wrong
# one beside theirs; 2: 5 and 10; 4: 3 and none)
JOIN_LEAD = 4.0


GUESSED = "модель: "  # how ``fired`` begins for a law the learned model named


def outside_laws(text: str) -> list[OutsideLaw]:
    """The laws outside this text that a question is about, the surest first: the cue rules'
    answer, then the learned model's law group named by its main law (``fired`` «модель: …»)
    when the model is sure the question is outside and far surer of another topic than of
    theirs (``JOIN_LEAD``).
    """
    found = cue_laws(text)
    if not isinstance(text, str):
        return found
    from engine.story.outside_model import group_of, inside_odds, model, prediction

    if found:
        # a cue phrase in a question the learned model is sure is about this text (a long
        # story that says «claimed» or «thought for» in passing) does not make it outside
        if any(law.law in law.fired or law.fired.startswith(TOLD) for law in found) or (
            _cue_reading(text).sure
        ):
            # a law named by its number («по правилу 64»), found by who did what in the
            # story (``TOLD``), or told by words that are its case by themselves
            # (``outside.<law>.sure``): neither vetoed nor joined
            return found
        if inside_odds(text) < CUE_VETO:
            return []
    if _cue_reading(text).decided:
        return found  # who did what decided the case (a fifth card's player): no guess joins
    guess = prediction(text)
    if guess is None or not guess.law:
        return found
    if held_back(text) and guess.odds < model().threshold + HELD_MARGIN:
        return found  # the words a context of 19-46 kept from firing are a doubtful guess too
    if _ruled_out(text, guess.group):
        return found  # the story tells a fact that rules the model's topic out (O6)
    theirs = [guess.scores[group] for group in {group_of(law.law) for law in found}
              if group in guess.scores]
    if any(group_of(law.law) == guess.group for law in found) or (
        theirs and guess.scores.get(guess.group, guess.odds) - max(theirs) < JOIN_LEAD
    ):
        return found
    # the model is far surer of another topic than the cue words named («спохватился, что не
    # рассмотрел, чем сыграл партнёр» is no revoke but a quitted trick): its law follows theirs
    known = outside_table().get(guess.law)
    topic = known.topic if known else ""
    see_also = known.see_also if known else ()
    return [*found, OutsideLaw(guess.law, topic, see_also, GUESSED + ", ".join(guess.evidence))]
# --- end C3


def cue_laws(text: str) -> list[OutsideLaw]:
    """The laws outside this text that the cue rules find, the surest first.

    A question typed on the English layout (``htyjyc``) is read on the Russian one too.
    """
    return list(_cue_reading(text).found) if isinstance(text, str) else []


def surely_outside(text: str) -> frozenset[str]:
    """The laws outside this text found by words that tell their case by themselves
    (``outside.<law>.sure``): a procedure of this text that reads the story its own way
    yields to them."""
    return _cue_reading(text).sure if isinstance(text, str) else frozenset()


@dataclass(frozen=True)
class _Reading:
    """What the cue rules made of a question: the laws found, and the laws whose cue words
    stand in it but which a context of 19-46 kept from firing («held»)."""

    found: tuple[OutsideLaw, ...]
    held: frozenset[str]
    decided: bool = False  # who did what in the story decided which law, if any, governs
    # laws found by words that tell their case by themselves (``outside.<law>.sure``: a
    # partner's «very long think» before a pass, a wrong explanation found out after the
    # hand), which the learned model does not veto however sure it is of this text
    sure: frozenset[str] = frozenset()


@lru_cache(maxsize=64)
def _cue_reading(text: str) -> _Reading:
    if not text.strip():
        return _Reading((), frozenset())
    text = text[:_MAX_CHARS]
    reading = _outside(normalise(text))
    russian = None if reading.found else on_russian_layout(text)
    if russian is not None:  # the words typed on the English layout, read on the Russian one
        again = _outside(russian)
        reading = _Reading(again.found, reading.held | again.held, again.decided, again.sure)
    return reading


def held_back(text: str) -> bool:
    """Whether the cue rules found words of some law outside the text in the question and a
    context of 19-46 kept that law from firing (a fifth card on a complete trick, a deal
    passed out, a call changed after misinformation): in-text evidence the learned model
    then needs a wider margin to overrule (``HELD_MARGIN``).

    >>> held_back("Все четверо спасовали, хотя Юг перед пасом долго думал. Переиграть?")
    True
    >>> held_back("Юг перед пасом долго думал. Партнёр спасовал. Что теперь?")
    False
    """
    return isinstance(text, str) and bool(_cue_reading(text).held)


def _outside(normalised: str) -> _Reading:
    words = [corrected(word) for word, _, _ in tokens(normalised)]
    covered = load_corpus().edition.laws
    table = outside_table()
    scores: dict[str, tuple[float, str]] = {}
    for law, raw in _explicit(normalised, covered):
        scores[law] = (100.0 - len(scores), raw)
    # «что в 45C5 про штрафную карту?»: a short question naming a clause of this text asks
    # about that clause; a long story may name one in passing
    named_inside = len(words) <= _SHORT and _inside_reference(normalised, covered)
    cues = {law: _found(words, f"outside.{law}") for law in table}
    sure_cues = {law: found for law in table if (found := _found(words, f"outside.{law}.sure"))}
    for law, found in sure_cues.items():
        cues[law] += found
    # laws found by who did what in the story (``TOLD``): the words that tell it
    told_by: dict[str, str] = {}
    if "64" in cues and (told := revoke_story(words)) is not None:
        cues["64"].append(told)  # a suit led, another played to it, that suit held later
        if revoke_story(words, same_player=True) is not None:
            told_by["64"] = told  # … by the same player named twice: who did what
    another = lead_by_another(normalised) or lead_after_win(normalised)
    if another is not None and another[0] in cues:
        cues[another[0]].append(another[1])
        told_by[another[0]] = another[1]
    # a player's tempo said to be why his partner acted: Law 16 (O5)
    if "16" in cues and (used := phrase_spans(words, concept_phrases("outside.slot.usedtempo"))):
        said = " ".join(words[used[0][0] : used[0][1]])
        cues["16"].append(said)
        told_by["16"] = said
    # what the case is told with (O6): two scores of the table set against each other are a
    # question of the scoring laws, whatever doubled contract they score: of a score wrongly
    # recorded (Law 79) when only its words are there, else of Law 77's table; a board played
    # in place of another is Law 15's
    freed_from: dict[str, tuple[str, ...]] = {}
    scoring = "79" if cues.get("79") and not cues.get("77") else "77"
    if scoring in cues and len(quoted := quoted_scores(normalised)) >= 2:
        said = " / ".join(str(number) for number in quoted[:2])
        cues[scoring].append(said)
        told_by[scoring] = said
        freed_from[scoring] = ("doubled",)
    if "15" in cues and (swapped := board_swapped(normalised)) is not None:
        cues["15"].append(swapped)
        told_by["15"] = swapped
    if _play_told_first(words):  # a card shown in the play, the auction named only later
        for law in EXPOSURE_LAWS:
            freed_from[law] = ("auction",)
    # a question that names only a consequence («что нам будет?», «кто исправит очки?») is
    # read on looser cues, unless it speaks of anything Laws 19-46 govern
    if not named_inside and not _found(words, "outside.ctx.intext"):
        for law in table:
            if not cues[law]:
                cues[law] = _found(words, f"outside.{law}.weak")
    contexts: dict[str, bool] = {}
    held: set[str] = set()
    # laws that need another first: a claim's dispute is found only once the claim is
    ordered = sorted(table.values(), key=lambda row: bool(row.requires))
    for row in ordered:
        law = row.law
        if law in scores or not cues[law]:
            continue
        if row.requires and not any(other in scores for other in row.requires):
            continue
        blocking = [
            name for name in row.blocked_by
            if name not in freed_from.get(law, ())
            and contexts.setdefault(name, bool(_found(words, f"outside.ctx.{name}")))
        ]
        told = told_by.get(law, "")
        freed = ""  # who did what frees the law from the context that holds it
        if blocking == ["dummy"] and law in REVOKE_LAWS and not named_inside and _found(
            words, "outside.slot.askpenalty"
        ) and not _found(words, "outside.slot.dummylooked"):
            # dummy's remark on a defender's revoke whose penalty is asked: Law 64 decides it
            freed = revoke_by_defender(words) or ""
            told = freed or told
        if blocking == ["dummy"] and law in EXPOSURE_LAWS and not named_inside and not (
            _dummy_acted(words) or _declarer_showed(words)
        ) and _found(words, "outside.slot.showverb") and not _found(
            words, "outside.slot.afterhand"
        ):  # (not cards shown once the last trick was played: no card is exposed in the play)
            # dummy only named to set the table: a card shown in the play is the case
            freed = "болван ничего не делал"
            told = told or freed
        if blocking == ["dummy"] and law in _ACTS_OF_DEFENDERS and not named_inside and not (
                freed or _dummy_acted(words)) and (law not in REVOKE_LAWS or law in told_by):
            # a tempo, or a revoke told by who did what (a suit led, another card played to
            # it, that suit held later), in a story that names dummy only to set the table
            # («3NT by West, dummy East … he finds the ♠4 hiding behind his clubs»)
            freed = "болван ничего не делал"
        if (named_inside or blocking) and not freed and not _despite(words, law):
            held.add(law)
            continue
        # a law that needs another's cues is the more specific reading of the same story
        weight = len(cues[law]) + (0.5 if row.requires else 0.0)
        fired = ", ".join(dict.fromkeys(cues[law]))
        scores[law] = (weight, f"{TOLD}{told}; {fired}" if told else fired)
    decided = _fifth_card(normalised, words, scores, held)
    ranked = sorted(scores.items(), key=lambda item: (-item[1][0], int(item[0])))
    out: list[OutsideLaw] = []
    for law, (_, fired) in ranked:
        known = table.get(law)
        topic = known.topic if known else ""
        see_also = known.see_also if known else ()
        out.append(OutsideLaw(law, topic, see_also, fired))
    sure = frozenset(law for law in sure_cues if law in scores)
    return _Reading(tuple(out), frozenset(held), decided, sure)


def _despite(words: Sequence[str], law: str) -> bool:
    """Whether a phrase of ``outside.<law>.despite`` frees the law from the contexts of 19-46
    that hold it, unless ``outside.<law>.undespite`` says those words mean something else
    here («сколько взяток» asks a revoke's penalty, but not «может ли болван считать,
    сколько взяток взяли»: dummy keeping count, 42A2)."""
    return bool(_found(words, f"outside.{law}.despite")) and not _found(
        words, f"outside.{law}.undespite"
    )


# --- O6: when it happened. A card shown or dropped is the auction's case (Law 24) when the
# auction is when it happened; a story that sets its event in the play period («в середине
# розыгрыша», «на пятой взятке») before any word of the auction (a partner's «it only
# matters during the auction») tells a card exposed in the play: Laws 48-51.
EXPOSURE_LAWS = ("48", "49", "50", "51")


def _play_told_first(words: Sequence[str]) -> bool:
    """Whether the story names the play period (``outside.slot.playtime``) before it names
    the auction (``outside.ctx.auction``), if it does at all.

    >>> _play_told_first("in the middle of the play pard dropped the hk during the auction"
    ...                  .split())
    True
    >>> _play_told_first("во время торговли выпала дама потом в розыгрыше".split())
    False
    """
    play = phrase_spans(words, concept_phrases("outside.slot.playtime"))
    if not play:
        return False
    auction = phrase_spans(words, concept_phrases("outside.ctx.auction"))
    return not auction or play[0][0] < auction[0][0]


_ACT_REACH = 4  # words between dummy and the verb of what dummy did


def _dummy_acted(words: Sequence[str]) -> bool:
    """Whether the story has dummy speak or act (``outside.slot.spoke`` within four words of
    ``outside.slot.dummyword``, either side) or look at a player's cards: dummy then has a
    part in the case; dummy named only to set the table («болван — Север») has none.

    >>> _dummy_acted("болван север на пятой взятке у запада выпала дама".split())
    False
    >>> _dummy_acted("это первым заметил болван и сказал разыгрывающему".split())
    True
    >>> _dummy_acted("болван юг посреди розыгрыша юг сам громко позвал судью".split())
    True
    """
    if _found(words, "outside.slot.dummylooked"):
        return True
    named = phrase_spans(words, concept_phrases("outside.slot.dummyword"))
    dummies = [start for start, _ in named]
    # «болван — Юг», «Север (болван)»: the seat named beside dummy is dummy wherever it stands
    seats = [_seat_of(word) if len(word) > 1 else None for word in words]
    for at in list(dummies):
        for near in (at - 1, at + 1):
            if 0 <= near < len(words) and seats[near] is not None:
                dummies += [other for other, seat in enumerate(seats) if seat == seats[near]]
    verbs = [start for start, _ in phrase_spans(words, concept_phrases("outside.slot.spoke"))]
    return any(abs(verb - dummy) <= _ACT_REACH for dummy in dummies for verb in verbs)


_SHOW_REACH = 7  # words from declarer to the verb of showing a card


def _declarer_showed(words: Sequence[str]) -> bool:
    """Whether declarer is told to have shown or dropped a card (declarer's word at most seven
    words before ``outside.slot.showverb``): Law 48's case, no penalty card.

    >>> _declarer_showed("разыгрывающий забирая взятку со стола нечаянно показал карту".split())
    True
    >>> _declarer_showed("у запада выпала дама и разыгрывающий говорит".split())
    False
    """
    declarers = [at for at, _ in phrase_spans(words, concept_phrases("outside.slot.declarerword"))]
    shows = [at for at, _ in phrase_spans(words, concept_phrases("outside.slot.showverb"))]
    return any(0 < show - at <= _SHOW_REACH for at in declarers for show in shows)


def _seat_of(word: str) -> str | None:
    """The compass seat a word names («юг», «севера»), or None."""
    return next((player for player, item in _player_items()
                 if player in ("north", "south", "east", "west") and item.takes(word)), None)


# contexts that tell a fact ruling a topic out, not only a topic of 19-46 beside it: a player
# who had no card of the suit led did not revoke (44D), however sure the model is of «ренонс»;
# an appeals committee's minutes that set out the facts it found ask for the ruling on them,
# not how to appeal (O18)
_RULES_OUT = {"revoke": "void", "appeal": "committee"}


def _ruled_out(text: str, group: str) -> bool:
    """Whether the question tells a fact that rules out the law group ``group``.

    >>> _ruled_out("Кричали «ренонс», а бубен у него просто не было", "revoke")
    True
    >>> _ruled_out("Кричали «ренонс», а бубна у него была", "revoke")
    False
    """
    context = _RULES_OUT.get(group)
    if context is None:
        return False
    words = [corrected(word) for word, _, _ in tokens(normalise(text[:_MAX_CHARS]))]
    return bool(_found(words, f"outside.ctx.{context}"))


# --- O5: who did it. A context of 19-46 fits some players' acts only. Dummy's remark keeps a
# revoke in this text when declarer revoked (42B1, 43B2(C)), or when dummy had looked at a
# player's cards (43B2(A) then takes the penalty away), not when a defender revoked and the
# question asks for its penalty: Law 64 decides it. A fifth card to a trick is a penalty card
# when a defender played it (45E1 → Law 50), no penalty when declarer did (45E2), unless the
# director deems it a lead (45E2 → Law 55).
TOLD = "по рассказу: "  # how ``fired`` begins for a law found by who did what in the story
REVOKE_LAWS = frozenset({"61", "62", "63", "64"})
# laws of what a player did or how he played that the mere naming of dummy does not hold back
_ACTS_OF_DEFENDERS = frozenset({*REVOKE_LAWS, "16"})
_SUBJECT_REACH = 3  # words before the failure to follow that may name who failed


def revoke_by_defender(words: Sequence[str]) -> str | None:
    """The words that tell a defender failed to follow suit: a defender's role or seat (East
    or West, unless the story has one of them declare) at most three words before the
    failure; None when no defender is told to have revoked.

    >>> revoke_by_defender("на седьмой взятке правый не дал в масть".split())
    'правый не дал в масть'
    >>> revoke_by_defender("4 пика юга север видел что запад не дал в масть".split())
    'запад не дал в масть'
    >>> revoke_by_defender("болван спросил юга не дал ли он в масть юг не дал в масть".split())
    """
    failures = phrase_spans(words, concept_phrases("outside.slot.revoked"))
    if not failures:
        return None
    defenders = concept_phrases("outside.slot.defender")
    east_west = concept_phrases("outside.slot.eastwest")
    if not _found(words, "outside.slot.ewdeclarer"):
        defenders += east_west
    starts = {start for start, _ in phrase_spans(words, defenders)}
    for start, end in failures:
        for at in range(start - 1, max(start - 1 - _SUBJECT_REACH, -1), -1):
            if at in starts:
                between = " ".join(words[at + 1 : start])
                told = " ".join(words[start:end])
                return f"{words[at]} {between} {told}" if between else f"{words[at]} {told}"
    return None


_PLAYERS = ("me", "partner", "north", "south", "east", "west", "lho", "rho")
_COMPASS = frozenset({"north", "south", "east", "west"})
_TURN_REACH = 2  # words between whose turn it was and the player named
_LED_REACH = 20  # words from whose turn it was to the player who led instead
_VERB_REACH = 5  # words from that player to the verb of his lead
_LONE_SEAT = re.compile(r"\s*[,.:;)—–!?]")  # what follows a lone letter that names a seat


@cache
def _trick_items() -> tuple[_Item, ...]:
    return tuple(phrase[0] for phrase in concept_phrases("outside.slot.trick") if phrase)


@cache
def _player_items() -> tuple[tuple[str, _Item], ...]:
    return tuple((player, phrase[0]) for player in _PLAYERS
                 for phrase in concept_phrases(f"outside.slot.player.{player}") if phrase)


def _players(normalised: str, spans: Sequence[tuple[str, int, int]]) -> list[str | None]:
    """Which player each word names («me», «east», …), or None."""
    named: list[str | None] = []
    for word, _, end in spans:
        player = next((who for who, item in _player_items() if item.takes(word)), None)
        if player in _COMPASS and len(word) == 1 and not _LONE_SEAT.match(normalised, end):
            # «в торговле», «с руки»: a preposition, not a seat («я», «I» are the teller
            # wherever they stand: «а я по ошибке открыл туза»)
            player = None
        named.append(player)
    return named


def _starts_of(words: Sequence[str], concept: str) -> set[int]:
    """Where the phrases of a slot concept start among the words."""
    return {start for start, _ in phrase_spans(words, concept_phrases(concept))}


def _verb_after(verbs: set[int], player: int, size: int) -> int | None:
    """The first verb of leading within ``_VERB_REACH`` words after the player named."""
    return next((at for at in range(player + 1, min(player + 1 + _VERB_REACH, size))
                 if at in verbs), None)


def lead_by_another(normalised: str) -> tuple[str, str] | None:
    """A lead out of turn told by whose turn it was and who led instead: (law, the words), or
    None. The first lead is Law 54's, one at a later trick Law 56's (the same family).

    >>> lead_by_another("первый ход должен был делать з. однако в, не дождавшись, положил пику")
    ('54', 'з … в … положил')
    >>> lead_by_another("ходить должен был запад, и запад пошел пикой, север положил двойку")
    >>> lead_by_another("контракт у правого, значит ходить мне. а визави взял и пошел сам")
    ('54', 'мне … визави … пошел')
    """
    spans = tokens(normalised)
    words = [word for word, _, _ in spans]
    turns = phrase_spans(words, concept_phrases("outside.slot.turnlead"))
    if not turns:
        return None
    players = _players(normalised, spans)
    verbs = _starts_of(words, "outside.slot.leadverb")
    first = bool(phrase_spans(words, concept_phrases("outside.slot.firstlead")))
    for start, end in turns:
        within = range(start, end)  # «ходить мне»: the phrase names the player itself
        after = range(end, min(end + _TURN_REACH, len(words)))
        before = range(start - 1, max(start - 1 - _TURN_REACH, -1), -1)
        owner = next((at for at in [*within, *after, *before] if players[at] is not None), None)
        if owner is None:
            continue
        for other in range(max(owner + 1, end), min(end + _LED_REACH, len(words))):
            if players[other] is None:
                continue
            verb = _verb_after(verbs, other, len(words))
            if verb is None:
                continue
            if players[other] == players[owner]:
                break  # the player whose turn it was led: the others' cards that follow are plays
            # the first lead, unless the story has come to a later trick before it
            later = any(item.takes(word) for word in words[:start] for item in _trick_items())
            law = "54" if first or not later else "56"
            return law, f"{words[owner]} … {words[other]} … {words[verb]}"
    return None


_ROLES = frozenset({"me", "partner", "lho", "rho"})
_WIN_REACH = 3  # words between the player named and the words of his winning the trick


def lead_after_win(normalised: str) -> tuple[str, str] | None:
    """A trick won by one player, then another who leads («East wins trick three with the ace
    of spades, and before he can draw breath West leads the king of clubs»): a lead out of
    turn in the play, Law 56's (the winner of a trick leads to the next, 44G). Players are
    compared only when both are named the same way (two seats, or two roles); a lead from
    dummy by declarer is no other player's.

    >>> lead_after_win("east wins trick three with the ace, and west leads the king of clubs")
    ('56', 'east … west … leads')
    >>> lead_after_win("east wins trick three and leads a club, west ruffs")
    >>> lead_after_win("north won the trick and south led from dummy")
    """
    spans = tokens(normalised)
    words = [word for word, _, _ in spans]
    wins = phrase_spans(words, concept_phrases("outside.slot.wontrick"))
    if not wins:
        return None
    players = _players(normalised, spans)
    verbs = _starts_of(words, "outside.slot.leadverb")
    dummy = _starts_of(words, "outside.slot.fromdummy")
    for start, end in wins:
        winner = next((at for at in range(start - 1, max(start - 1 - _WIN_REACH, -1), -1)
                       if players[at] is not None), None)
        if winner is None:
            continue
        for other in range(end, min(end + _LED_REACH, len(words))):
            if players[other] is None:
                continue
            verb = _verb_after(verbs, other, len(words))
            if verb is None:
                continue
            pair = {players[winner], players[other]}
            if players[other] == players[winner] or not (pair <= _COMPASS or pair <= _ROLES):
                break  # the winner led, or two players named two ways: nothing to compare
            if any(at in dummy for at in range(verb, min(verb + _VERB_REACH, len(words)))):
                break  # «south led from dummy»: declarer plays dummy's cards
            return "56", f"{words[winner]} … {words[other]} … {words[verb]}"
    return None


def fifth_card_by(normalised: str, words: Sequence[str]) -> str | None:
    """Who played the fifth card to a trick the story tells: «defender» or «declarer» (dummy
    counts as declarer), by the play reading's seats or else by the side the teller plays on;
    None when no fifth card is told or its player is not known.

    >>> text = "мы вистуем. взятка полная, а партнерша кладет сверху валета. что с ним?"
    >>> fifth_card_by(text, [word for word, _, _ in tokens(text)])
    'defender'
    >>> text = "я разыгрывающий, четыре карты лежат, и я кладу сверху еще одну. штрафная?"
    >>> fifth_card_by(text, [word for word, _, _ in tokens(text)])
    'declarer'
    """
    if not words or not (
        _found(words, "outside.ctx.fifth") or _found(words, "outside.ctx.complete")
    ):
        return None
    from engine.conduct.reading import situation_from_story
    from engine.conduct.situation import Event, Role

    situation = situation_from_story(normalised)
    if situation is not None and situation.event is Event.FIFTH_CARD and situation.actor:
        return "defender" if situation.actor is Role.DEFENDER else "declarer"
    defending = bool(_found(words, "outside.slot.wedefend"))
    declaring = bool(_found(words, "outside.slot.wedeclare"))
    if defending != declaring:
        return "defender" if defending else "declarer"
    return None


def _fifth_card(
    normalised: str, words: Sequence[str], scores: dict[str, tuple[float, str]], held: set[str]
) -> bool:
    """A fifth card's laws by who played it: a defender's is Law 50's penalty card; declarer's
    is none of Laws 50-52, and Law 55's only when someone calls it a lead. Whether the story
    told a fifth card and who played it (the case is then decided)."""
    if any(law in scores and scores[law][0] >= 100 for law in ("50", "55")):
        return False  # a law named by its number stays as written
    who = fifth_card_by(normalised, words)
    # a short question naming a defender's fifth card asks what 45E1 says; a case told at
    # length asks how the card is dealt with, which is Law 50's
    if who == "defender" and "50" not in scores and len(words) > _SHORT:
        scores["50"] = (1.0, f"{TOLD}пятая карта вистующего (45E1)")
    elif who == "declarer":
        # nor is it Law 48's card exposed by declarer, nor Law 54's opening lead («I dropped
        # the three of clubs on top as a fifth card … the next lead was from dummy anyway»)
        for law in ("48", "50", "51", "52", "54"):
            if scores.pop(law, None) is not None:
                held.add(law)
        if "55" not in scores and (lead := _found(words, "outside.slot.calledlead")):
            scores["55"] = (1.0, f"{TOLD}пятая карта разыгрывающего — ход? ({lead[0]})")
    return who is not None


def _named(law: OutsideLaw) -> str:
    return f"{law.law} ({law.topic})" if law.topic else law.law


def outside_summary(laws: Sequence[OutsideLaw]) -> str:
    """The Russian answer: which laws these are, that this text lacks them, what to see here.

    >>> outside_summary([])
    ''
    >>> law = OutsideLaw("68", "претензия и уступка взяток", (), "клейм")
    >>> outside_summary([law, OutsideLaw("70", "спорная претензия или уступка", (), "спор")])
    'Это правила 68 (претензия и уступка взяток) и 70 (спорная претензия или уступка); их нет \
в этом тексте (правила 19–46, редакция 1987 года). О том же — правила 69 и 71 (их тоже нет в \
этом тексте).'
    """
    if not laws:
        return ""
    edition = load_corpus().edition
    where = f"правила {edition.first_law}–{edition.last_law}, редакция {edition.year} года"
    names = [_named(law) for law in laws]
    if len(names) == 1:
        sentence = f"Это правило {names[0]}; его нет в этом тексте ({where})."
    else:
        listed = ", ".join(names[:-1]) + f" и {names[-1]}"
        sentence = f"Это правила {listed}; их нет в этом тексте ({where})."
    named = {law.law for law in laws}
    near = [other for law in laws for other in kin(law.law) if other not in named]
    if near:
        near = list(dict.fromkeys(near))
        listed = near[0] if len(near) == 1 else ", ".join(near[:-1]) + f" и {near[-1]}"
        word = "правило" if len(near) == 1 else "правила"
        sentence += f" О том же — {word} {listed} (их тоже нет в этом тексте)."
    corpus = load_corpus()
    see = [c for law in laws for c in law.see_also if c in corpus]
    if see:
        sentence += f" См. также в этом тексте: {', '.join(dict.fromkeys(see))}."
    return sentence


# --- O3: the laws outside the text a ruling hands a case on to that the question is about
# A ruling of this text may refer to a law outside it (45E1 → Law 50, 43B1 → Law 90). The
# referral makes the case that law's unless the ruling applied a remedy this text gives itself.
# 43A2 names its limitations as those «нарушение которых влечет специфические наказания»: the
# specific penalties of 43B2, this text's own remedy, whether or not the dummy then acted, so
# 43B1's general referral to Law 90 is a see-also for a breach of 43A2 (looking at a
# defender's cards, exchanging hands) and for 43B2's cases; a breach of 43A1 alone (the dummy
# commenting on the play, calling the director's attention to an irregularity) has only Law
# 90's penalty.
_REMEDIED_HERE: dict[str, tuple[str, ...]] = {"90": ("43A2", "43B2")}


def handed_on(referred: Sequence[str], cited: Sequence[str]) -> list[str]:
    """The laws a ruling refers to (``referred``) whose case it is, given the clauses of this
    text the ruling cites: a referral is dropped when a cited clause carries its own remedy.

    >>> handed_on(["90"], ["43A2(B)", "43B1", "43B2", "43B2(B)"])
    []
    >>> handed_on(["90"], ["43A2(C)", "43B1"]), handed_on(["90"], ["43A1(C)", "43B1"])
    ([], ['90'])
    >>> handed_on(["90", "64"], ["43A2(B)", "43B1", "43B2", "43B2(C)"])
    ['64']
    """
    return [
        law for law in referred
        if not any(clause.startswith(here) for here in _REMEDIED_HERE.get(law, ())
                   for clause in cited)
    ]
