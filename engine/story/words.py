"""The words of a story with their places in the text, and the lexicon concepts found in them.

Text is folded without changing its length (lower case, ё as е), so that every word keeps
the span of the characters it was read from. A word typed on the English layout is read on
the Russian one when only that reading is a word the story vocabulary knows (``gfc`` → пас).

>>> [w.text for w in tokenize("Север открыл 1♣, Восток — пас!")]
['север', 'открыл', '1♣', ',', 'восток', '—', 'пас', '!']
>>> [w.text for w in tokenize("1 !h - 1!s (nb) б/к")]
['1', '!h', '-', '1!s', '(', 'nb', ')', 'б/к']
>>> [w.text for w in tokenize("ctdth jnrhsk")], [w.text for w in tokenize("<b>пас</b>")]
(['север', 'открыл'], ['пас'])
>>> [w.text for w in tokenize("4♠Ю. Я — В.")]
['4♠', 'ю', '.', 'я', '—', 'в', '.']
>>> phrases(tokenize("LHO не принял. Он принял?"), "story.not_accepted")
[(1, 3)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from engine.glyphs import (
    cyrillic_lookalikes,
    fold_ukrainian,
    fold_yo,
    looks_latin,
    plain_latin,
    same_length_suits,
    to_russian,
)
from engine.lexicon import concepts, english_text, words

MAX_CHARS = 6000  # a story is read up to here; the rest is left and said so

_TOKEN = re.compile(
    r"\n[ \t\r]*\n"
    r"|\d*б/к"
    r"|(?:![shdcn](?![a-zа-я])|[0-9a-zа-я♣♦♥♠♤♡♢♧]|(?<=[a-z])'(?=[a-z]))+"
    r"|[^\s\w]"
)
_TAG = re.compile(r"<[^<>\n]{0,200}>")
DASHES = frozenset("-–—")
_SEAT_LETTERS = frozenset("nesw")
_STRAIN_LETTERS = frozenset("cdhsn")
SEPARATORS = frozenset("-–—/,()|")
# a contract with its declarer's seat letter glued on («4♠Ю», «3бкс», "4♥W"): two words
_GLUED_SEAT = re.compile(r"([1-7](?:[♣♦♥♠]|бк|nt))([свюзnesw])")


@dataclass(frozen=True)
class Word:
    """A word or a punctuation mark; ``text`` folded, ``raw`` as typed, ``gap`` the white
    space before it (tells a dash standing alone from one glued to a call)."""

    text: str
    raw: str
    start: int
    end: int
    gap: str = ""

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalnum() or self.text[:1] in "♣♦♥♠!"

    @property
    def is_paragraph(self) -> bool:
        return self.text.startswith("\n")


def fold_keep_length(text: str) -> str:
    """Lower case, ё as е, Ukrainian letters as Russian ones and Latin letters drawn like
    Cyrillic ones inside a Russian word as those, character for character (spans stay right).

    >>> fold_keep_length("ЁЖ İ")  # «İ» lowers to two characters: its plain letter instead
    'еж I'
    """
    folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in cyrillic_lookalikes(text))
    return fold_ukrainian(fold_yo(plain_latin(folded)))


@cache
def vocabulary() -> frozenset[str]:
    """Every single word of the story, call, seat and strain concepts (for the layout check,
    and so that a capitalised suit word, «2 Treff», «1 Pik», is never taken for a name)."""
    known: set[str] = set()
    for concept in concepts("story.") + concepts("call."):
        for phrase in words(concept):
            known.update(phrase.split())
    for concept in concepts("strain."):  # the suits' words, not their one-letter marks
        known.update(word for phrase in words(concept) for word in phrase.split()
                     if len(word) > 1)
    return frozenset(known)


def tokenize(text: str) -> list[Word]:
    """The words and marks of a story (its first ``MAX_CHARS`` characters)."""
    return list(_tokenized(text[:MAX_CHARS]))  # the cache keeps no more of a huge text


@lru_cache(maxsize=256)
def _tokenized(text: str) -> tuple[Word, ...]:
    """``tokenize``, read once per text: the story reader, the play reader and the outside
    reader all start from the same words."""
    text = _TAG.sub(lambda match: " " * len(match.group()), text[:MAX_CHARS])
    folded = fold_keep_length(text)
    out: list[Word] = []
    last = 0
    english = english_text(match.group() for match in _TOKEN.finditer(folded))
    elided = -1  # where an apostrophe that stands for a dropped letter is
    for match in _TOKEN.finditer(folded):
        if match.start() == elided:
            continue  # «o'»: the apostrophe went with its word
        token = same_length_suits(match.group())
        raw = text[match.start() : match.end()]
        after_level = len(token) == 1 and token in _STRAIN_LETTERS and bool(out) and (
            out[-1].text.isdigit() and len(out[-1].text) <= 2)  # «2 C»: a strain, not «с»
        if looks_latin(token) and token.isalpha() and token not in _SEAT_LETTERS and (
            token not in vocabulary()
        ) and not after_level and not english:  # «E», «W» alone are seats, not letters typed
            # in the wrong layout; an English post's «here» is no «руку»
            russian = to_russian(token)
            if russian in vocabulary():
                token = russian
        if english and _dropped_g(token, folded, match.end()):
            token += "g"  # «declarin' 2S», «thinkin'»: the g an English speaker drops
        if english and token == "o" and folded[match.end() : match.end() + 1] in ("'", "’"):
            token, elided = "of", match.end()  # Scots and Irish «the ace o' spades»
        if english and (plain := _dialect_word(token)) is not None:
            token = plain  # Scots «ma partner», «on ma right», «came in wi' a double»
            if folded[match.end() : match.end() + 1] in ("'", "’"):
                elided = match.end()
        gap = folded[last : match.start()]
        last = match.end()
        if token == "." and not gap and out and out[-1].text in words("story.title"):
            out.pop()  # «гр. Шестаков (Юг)», «Mr. Smith»: a title, its stop ending nothing;
            continue  # the name reads as a name with no title before it
        if token in words("story.glued_particle") and not gap and len(out) >= 2 and (
                out[-1].text == "-" and not out[-1].gap) and (
                out[-2].raw[:1].isupper() or out[-2].text in words("story.particle_host")):
            out.pop()  # «Юг-от, напарник его», «Петя-то», «а я-то прослушал»: the particle
            continue  # glued on by a hyphen to a seat, a name or a pronoun says nothing
        if (glued := _GLUED_SEAT.fullmatch(token)) is not None:
            cut = match.start() + len(glued.group(1))
            out.append(Word(glued.group(1), text[match.start() : cut], match.start(), cut, gap))
            out.append(Word(glued.group(2), text[cut : match.end()], cut, match.end()))
            continue
        out.append(Word(token, raw, match.start(), match.end(), gap))
    return tuple(out)


_DIALECT = (("story.dialect_my", "my"), ("story.dialect_with", "with"))


def _dialect_word(token: str) -> str | None:
    """The plain English word a dialect spelling stands for («ma» my, «wi» with), or None."""
    return next((plain for concept, plain in _DIALECT if token in words(concept)), None)


def _dropped_g(token: str, folded: str, end: int) -> bool:
    """A word ending in «in» right before an apostrophe: «-ing» with its g dropped.

    >>> _dropped_g("declarin", "declarin' 2s", 8), _dropped_g("in", "in' x", 2)
    (True, False)
    """
    return (len(token) >= 5 and token.isalpha() and token.endswith("in")
            and folded[end : end + 1] in ("'", "’"))


SENTENCE_ENDS = frozenset((".", "!", "?", ";"))  # the marks that end a sentence of a story


def sentence_end(tokens: list[Word], k: int) -> int:
    """The index after the mark that ends the sentence going on at ``k``, or the paragraph's
    start, or the text's end."""
    while k < len(tokens) and not tokens[k].is_paragraph:
        if tokens[k].text in SENTENCE_ENDS:
            return k + 1
        k += 1
    return k


def sentence_start(tokens: list[Word], k: int) -> int:
    """The index of the first token of the sentence going on at ``k``.

    >>> toks = tokenize("Я пас. Он утверждает: пас")
    >>> sentence_start(toks, 6), sentence_end(toks, 0)
    (3, 3)
    """
    while k > 0 and tokens[k - 1].text not in SENTENCE_ENDS and not tokens[k].is_paragraph:
        k -= 1
    return k


@cache
def _phrases_of(concept: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """A concept's phrases by their first word, longest first."""
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for phrase in sorted((tuple(p.split()) for p in words(concept)), key=len, reverse=True):
        by_first.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(found) for first, found in by_first.items()}


def phrases(tokens: list[Word], concept: str) -> list[tuple[int, int]]:
    """Where a concept's words stand: (first, past-the-end) token indexes, longest first at
    each place, not overlapping."""
    index = _phrases_of(concept)
    # a hot path: most tokens start no phrase; the few that may are picked out in one pass
    starts = [i for i, token in enumerate(tokens) if token.text in index]
    if not starts:
        return []
    found: list[tuple[int, int]] = []
    end = len(tokens)
    done = 0  # the tokens before it lie inside a phrase found
    for i in starts:
        if i < done:
            continue
        hit = _longest(tokens, i, index[tokens[i].text], end)
        if hit:
            found.append((i, i + hit))
            done = i + hit
    return found


@cache
def first_words(concepts: tuple[str, ...]) -> frozenset[str]:
    """The words a phrase of one of the concepts may start with: a token that is none of them
    starts none of their phrases.

    >>> "со" in first_words(("story.source",)), "пас" in first_words(("story.source",))
    (True, False)
    """
    return frozenset(first for concept in concepts for first in _phrases_of(concept))


def phrase_at(tokens: list[Word], i: int, concept: str, reach: int) -> int:
    """The length of the longest phrase of a concept that starts at token ``i`` and ends
    within ``reach`` tokens of it; 0 for none. What ``phrases(tokens[i : i + reach], concept)``
    finds at its start, without looking at the rest of the slice.

    >>> toks = tokenize("со стороны Запада")
    >>> phrase_at(toks, 0, "story.source", 3), phrase_at(toks, 0, "story.source", 1)
    (2, 0)
    """
    limit = min(len(tokens), i + reach)
    if not 0 <= i < limit:
        return 0
    return _longest(tokens, i, _phrases_of(concept).get(tokens[i].text, ()), limit)


def _longest(
    tokens: list[Word], i: int, candidates: tuple[tuple[str, ...], ...], limit: int
) -> int:
    """The length of the first of ``candidates`` (longest first) that stands at ``i`` and
    ends by ``limit``; 0 for none."""
    for phrase in candidates:
        if i + len(phrase) <= limit and all(
            tokens[i + k].text == part for k, part in enumerate(phrase)
        ):
            return len(phrase)
    return 0


def phrase_ending_at(tokens: list[Word], k: int, concept: str, reach: int) -> int | None:
    """Where a phrase of a concept that ends at token ``k`` (inclusive) and is at most
    ``reach`` tokens long starts; None for none. ``phrase_at`` read backwards.

    >>> toks = tokenize("no, hold on, one spade")
    >>> [phrase_ending_at(toks, k, "story.hold_on", 3) for k in (2, 3)]
    [None, 2]
    """
    for start in range(max(0, k - reach + 1), k + 1):
        if start + phrase_at(tokens, start, concept, k + 1 - start) == k + 1:
            return start
    return None


def phrases_unless(tokens: list[Word], concept: str, unless: str) -> list[tuple[int, int]]:
    """``phrases`` of a concept, without those inside a phrase of the concept ``unless``.

    >>> toks = tokenize("LHO called the TD before anyone else called")
    >>> phrases_unless(toks, "story.out_of_turn", "story.not_out_of_turn")
    []
    """
    blocked = {k for a, b in phrases(tokens, unless) for k in range(a, b)}
    return [hit for hit in phrases(tokens, concept) if not blocked.intersection(range(*hit))]


def is_in(token: Word, concept: str) -> bool:
    """Whether one token is a one-word phrase of the concept.

    >>> is_in(tokenize("Сдающий")[0], "story.dealer"), is_in(tokenize("пас")[0], "story.dealer")
    (True, False)
    """
    return token.text in words(concept)


@cache
def past_gender(word: str) -> str:
    """«f» or «m» for a Russian verb in the past tense, singular (``сказала``, ``вошёл``), else
    «»: the gender of its subject.

    >>> past_gender("сказала"), past_gender("вошел"), past_gender("сначала"), past_gender("bid")
    ('f', 'm', '', '')
    >>> past_gender("пас")
    ''
    """
    if not word.isalpha() or word.isascii() or word in words("call.pass"):
        return ""  # «пас» is the past of «пасти» only outside bridge
    from engine.search.morph import analyzer  # loaded once, shared with search

    for parse in analyzer().parse(word):
        tag = parse.tag
        if tag.POS == "VERB" and tag.tense == "past" and tag.number == "sing":
            return {"femn": "f", "masc": "m"}.get(str(tag.gender), "")
    return ""


@cache
def passive_participle(word: str) -> bool:
    """A short passive participle, in any of its readings (``объявлено``, ``названа``,
    ``открыто``): the verb of a passive sentence whose agent stands in the instrumental
    («Западом было названо 1♠»).

    >>> passive_participle("объявлено"), passive_participle("открыто"), passive_participle("пас")
    (True, True, False)
    """
    if not word.isalpha() or word.isascii():
        return False
    from engine.search.morph import analyzer  # loaded once, shared with search

    return any({"PRTS", "pssv"} <= parse.tag.grammemes for parse in analyzer().parse(word))


CLOSING_QUOTES = {"«": "»", "„": "“", "“": "”", '"': '"'}  # opening mark: its closing one
_QUOTE_WORDS = 40  # a quotation longer than this is taken for a stray quote mark


def quoted_words(tokens: list[Word]) -> frozenset[int]:
    """The indexes of tokens inside a quotation («…», „…“, "…"), so that a player's own words
    quoted in the story are told apart from the teller's.

    >>> sorted(quoted_words(tokenize('Юг: «Я скажу 2♥». West said "I pass"')))
    [3, 4, 5, 11, 12]
    """
    inside: set[int] = set()
    k = 0
    while k < len(tokens):
        closing = CLOSING_QUOTES.get(tokens[k].text)
        if closing is not None:
            end = next((j for j in range(k + 1, min(len(tokens), k + _QUOTE_WORDS))
                        if tokens[j].text == closing), None)
            if end is not None:
                inside.update(range(k + 1, end))
                k = end
        k += 1
    return frozenset(inside)


ASIDE_TOKENS = 8  # the tokens an aside between commas may hold


def aside_close(
    tokens: list[Word], k: int, limit: int = ASIDE_TOKENS, closers: tuple[str, ...] = (",",)
) -> int | None:
    """A comma at ``k`` opening an aside of words only («S, не дожидаясь партнёра, говорит
    X», «сразу же, секунды не прошло, поменяла»): the index of the token that closes it (one
    of ``closers``, within ``limit`` tokens), or None.

    >>> toks = tokenize("S, не дожидаясь партнёра, говорит X. Юг, пас")
    >>> aside_close(toks, 1), aside_close(toks, 9)
    (5, None)
    """
    if k >= len(tokens) or tokens[k].text != ",":
        return None
    for j in range(k + 1, min(len(tokens), k + 1 + limit)):
        if tokens[j].text in closers:
            return j if j > k + 1 else None
        if not tokens[j].is_word:
            return None
    return None
