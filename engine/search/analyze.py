"""A question as the index sees it: references, layout and typo repair, lemmas, jargon.

>>> vocabulary = Vocabulary(["недостаточное", "назначение", "контра"], JargonMatcher([]))
>>> fix_layout("ytljcnfnjxyjt yfpyfxtybt", vocabulary)
('недостаточное назначение', [('ytljcnfnjxyjt', 'недостаточное'), ('yfpyfxtybt', 'назначение')])
>>> fix_layout("LHO не принял", vocabulary)
('LHO не принял', [])
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine import lexicon
from engine.glyphs import looks_latin, to_russian, translit_readings
from engine.search.bids import LAW_TERMS, auction_terms, level
from engine.search.index import pairs
from engine.search.jargon import JargonMatcher
from engine.search.morph import (
    STOPWORDS,
    derived_keys,
    english_forms,
    is_known,
    is_stopword,
    lemmas,
)
from engine.search.normalize import words
from engine.search.question import everyday
from engine.search.typos import TypoFixer

_AUCTION_WORDS = LAW_TERMS  # the law text's words ``auction_terms`` adds
ORIGINAL_WEIGHT = 0.3  # a user's word that the jargon file translated, next to its translation
FILLER_WEIGHT = 0.0  # words that frame a question («что теперь делать»), not its topic
# lemmas of the words people wrap a question in: not the facts, not the law's words
FILLERS = lexicon.words("search.filler")
FRAME_WEIGHT = 0.5  # «это запрещено правилами?», «разрешено ли»: a question's frame, weakly
FRAMES = lexicon.words("search.frame")
_BARE_SO = re.compile(r"\bso\b")  # «S.O.» becomes the word «so» only later, in ``words``
MIN_LATIN_TYPO = 6  # shorter English words are not repaired («train» is no typo of strain)
_TRAILING = re.compile(r"[.,;:!?\"']+$")


class Vocabulary:
    """Words that are fine as they are: the law text's, the jargon's and the dictionary's."""

    def __init__(
        self, text_words: Iterable[str], matcher: JargonMatcher, spoken: Iterable[str] = ()
    ) -> None:
        self.matcher = matcher
        own = list(text_words)
        self.jargon = matcher.vocabulary()
        # base forms of the jargon's English words: «force» is no typo of «forced»
        self.english = frozenset(
            form for word in self.jargon if word.isascii() for form in english_forms(word)
        )
        # the text's words first: they win a tie; then the jargon's, then players' words
        self.fixer = TypoFixer([*own, *sorted(self.jargon), *spoken])
        # the translations' words are fixed data: their lemmas are looked up once, here
        self.translated = {word: lemmas(word) for word in matcher.targets() | _AUCTION_WORDS}

    def lemmas(self, word: str) -> tuple[str, ...]:
        found = self.translated.get(word)
        return found if found is not None else lemmas(word)

    def __contains__(self, word: str) -> bool:
        return word in self.fixer or word in self.jargon

    def fine(self, word: str) -> bool:
        if word in self or word.isdigit() or word in STOPWORDS or is_known(word):
            return True
        # an English word inflected («bids», «played») or a number («eight hearts») is fine:
        # repairing it would turn it into another word («eight» → «right»)
        return word.isascii() and (
            level(word) is not None
            or any(form in self or form in self.english for form in english_forms(word))
        )


@dataclass
class Analysis:
    """What the ranking needs from a question."""

    words: list[str]  # the question's words after repair
    terms: list[tuple[str, ...]]  # lemma alternatives of each content word and expansion
    pairs: list[tuple[str, ...]]  # alternatives of each pair term
    derived: list[tuple[str, ...]] = field(default_factory=list)  # derivation keys per word
    weights: list[float] = field(default_factory=list)  # one per term
    pair_weights: list[float] = field(default_factory=list)  # one per pair
    derived_weights: list[float] = field(default_factory=list)  # one per derivation key
    corrections: list[tuple[str, str]] = field(default_factory=list)
    expansions: list[tuple[str, str]] = field(default_factory=list)  # (variant, target)
    # terms that only an everyday word brought in («открыть счёт» → «назначение»): they
    # do not make a question a bridge one
    borrowed: set[int] = field(default_factory=set)


def _convert(chunk: str, vocabulary: Vocabulary) -> str | None:
    for candidate in (chunk, _TRAILING.sub("", chunk)):
        converted = words(to_russian(candidate))
        if converted and all(vocabulary.fine(word) for word in converted):
            return " ".join(converted)
    return None


_ENGLISH_TEXT = 6  # Latin words that are not converted: this many make a text English …
_ENGLISH_PER_CONVERTED = 3  # … when they are this many times the converted ones


def fix_layout(text: str, vocabulary: Vocabulary) -> tuple[str, list[tuple[str, str]]]:
    """Convert Latin-layout chunks that are not words but become words in Russian."""
    chunks = text.split()
    converted: dict[int, str] = {}
    for i, chunk in enumerate(chunks):
        if not looks_latin(chunk) or all(vocabulary.fine(w) for w in words(chunk)):
            continue
        russian = _convert(chunk, vocabulary)
        if russian is not None:
            converted[i] = russian
    # a one- or two-letter chunk («d», «yt») converts only along with a longer one
    if not any(len(chunks[i]) > 2 for i in converted):
        converted = {}
    latin = [i for i, chunk in enumerate(chunks) if looks_latin(chunk)]
    # a text in English («… I bid 3NT, LHO doubled …») is not Russian on the wrong layout
    # because a chunk or two of it («nt,») would make Russian words
    english = len(latin) - len(converted)
    if english >= _ENGLISH_TEXT and english >= _ENGLISH_PER_CONVERTED * len(converted):
        converted = {}
    if len(converted) >= 2 and 2 * len(converted) >= len(latin):
        # the whole question was typed on the wrong layout: its short words that happen to
        # be Latin words too («d» в, «b» и, «;t» же, «to`» ещё) are Russian as well
        for i in latin:
            if i not in converted:
                russian = _convert(chunks[i], vocabulary)
                if russian is not None:
                    converted[i] = russian
    corrections = [(chunks[i], russian) for i, russian in sorted(converted.items())]
    return " ".join(converted.get(i, chunk) for i, chunk in enumerate(chunks)), corrections


_LATIN_WORD = re.compile(r"(?<![\w'`])[A-Za-z4][A-Za-z'`46]*(?![\w'`])")
_CYRILLIC_WORD = re.compile(r"[А-Яа-яЁё]+")
_BID = re.compile(r"[1-7](?:nt?|[cdhs])?|[cdhsnxp]|xx|nt|nb|bk", re.IGNORECASE)
_TRANSLIT_WORDS = 3  # Latin words read as Russian ones: at least this many …
_TRANSLIT_SHARE = 0.5  # … and at least this share of the Latin words of three letters or more
# short Russian words written in Latin letters («v», «s», «ya»): read once the text is
_SHORT_TRANSLIT = {"a": "а", "i": "и", "v": "в", "k": "к", "s": "с", "u": "у", "o": "о",
                   "ya": "я", "ja": "я"}
# the Russian compass's seat letters written in Latin ones, as capitals: «V 1D, Z 1S» is
# В (Восток) and З (Запад); «S» stays, the English compass's South as much as С (Север)
_SEAT_TRANSLIT = {"V": "В", "Z": "З", "Yu": "Ю", "Ju": "Ю"}


def _russian_reading(word: str, vocabulary: Vocabulary) -> str | None:
    """The Russian word a Latin word stands for: one the law text, the jargon or the list of
    little words knows first («eto»: это, not ето), else one the dictionary knows; None when
    it reads as no Russian word."""
    lowered = word.lower()
    readings = [reading for reading in translit_readings(lowered) if len(reading) > 1]
    for tried in (readings, [reading + "ь" for reading in readings]):  # «teper»: теперь
        own = next((reading for reading in tried
                    if reading in vocabulary or reading in STOPWORDS), None)
        known = own or next((reading for reading in tried if is_known(reading)), None)
        if known is not None:
            return known
    return None


_LAYOUT_CHUNK = re.compile(r"(?<!\S)([A-Za-z\[\];',.`]+?)([.,!?:;)»\"]*)(?!\S)")
_LAYOUT_LEAST = 4  # a shorter Latin chunk («HJ», «1H», «ok») is left: too often a code


def fix_layout_words(text: str, vocabulary: Vocabulary) -> tuple[str, list[tuple[str, str]]]:
    """In a Russian text, a word typed on the English layout («Запад кладёт rjynhe», «j,zpfy
    gfcjdfnm»): each chunk of four Latin characters or more that is no word as it is and
    becomes a Russian word the dictionary or the law text knows is that word (its closing
    marks stay marks). Bids, card codes, names and English words stay; an English text is
    left as it is.

    >>> vocabulary = Vocabulary(["контра"], JargonMatcher([]))
    >>> fix_layout_words("Запад не дождался меня и кладёт rjynhe. Я cgfcjdfk, BBO, 1NT.",
    ...                  vocabulary)[0]
    'Запад не дождался меня и кладёт контру. Я спасовал, BBO, 1NT.'
    >>> fix_layout_words("LHO doubled, partner passed", vocabulary)[0]
    'LHO doubled, partner passed'
    """
    if len(_CYRILLIC_WORD.findall(text)) <= len(_LATIN_WORD.findall(text)):
        return text, []  # not a Russian text with a slip or two in it
    corrections: list[tuple[str, str]] = []

    def repaired(match: re.Match[str]) -> str:
        chunk, marks = match.group(1), match.group(2)
        letters = sum(c.isalpha() for c in chunk)
        if len(chunk) < _LAYOUT_LEAST or letters < 3 or chunk.isupper() or not looks_latin(
                chunk) or vocabulary.fine(chunk.lower()):
            return match.group()
        russian = to_russian(chunk)
        if not russian.isalpha() or not (russian.lower() in vocabulary or (
                len(russian) > _LAYOUT_LEAST and is_known(russian.lower()))):
            return match.group()  # («able» is «фиду»: a short word needs the law's words)
        corrections.append((chunk, russian))
        return russian + marks

    return _LAYOUT_CHUNK.sub(repaired, text), corrections


def fix_translit(text: str, vocabulary: Vocabulary) -> tuple[str, list[tuple[str, str]]]:
    """Russian written in Latin letters («partner skazal pas ne v svoyu ochered»), in Cyrillic:
    when enough of its Latin words read as Russian ones, each such word is replaced (bids,
    seat letters, «LHO», names and English words stay). An English text, whose words read as
    Russian only here and there, and a Russian text with Latin words in it are left as they
    are.

    >>> vocabulary = Vocabulary(["партнер", "очередь", "судья"], JargonMatcher([]))
    >>> fix_translit("partner skazal pas ne v svoyu o4ered', 1S. 4to teper?", vocabulary)[0]
    'партнер сказал пас не в свою очередь, 1S. что теперь?'
    >>> fix_translit("Ja 1S, partner skazal pas v svoyu o4ered'.", vocabulary)[0]
    'Я 1S, партнер сказал пас в свою очередь.'
    >>> fix_translit("V 1D, ja 1H, Z 1S, partner skazal pas", vocabulary)[0]
    'В 1D, я 1H, З 1S, партнер сказал пас'
    >>> fix_translit("LHO passed and partner doubled the final contract", vocabulary)[0]
    'LHO passed and partner doubled the final contract'
    """
    found = [match for match in _LATIN_WORD.finditer(text)
             if not _BID.fullmatch(match.group()) and not (
                 match.group().isupper() and len(match.group()) <= 3)]
    if not found:
        return text, []  # nothing in Latin letters (most questions): nothing to read
    if lexicon.english_text(match.group().lower() for match in found):
        return text, []
    if len(_CYRILLIC_WORD.findall(text)) >= len(found):
        return text, []  # a Russian text with Latin words in it («сказал 1 bez atu»)
    long_words = [match for match in found if len(match.group()) >= 3]
    read = {match.start(): reading for match in found if len(match.group()) >= 2
            and (reading := _russian_reading(match.group(), vocabulary))}
    # «partner», «double»: English words that read as Russian too say nothing of the text
    counted = sum(1 for match in long_words if match.start() in read and not (
        match.group().lower() in vocabulary.jargon or match.group().lower() in vocabulary.english))
    if counted < _TRANSLIT_WORDS or counted < _TRANSLIT_SHARE * len(long_words):
        return text, []
    pieces: list[str] = []
    corrections: list[tuple[str, str]] = []
    last = 0
    seats = {match.start(): match for match in _LATIN_WORD.finditer(text)
             if match.group() in _SEAT_TRANSLIT}
    for match in sorted({**seats, **{match.start(): match for match in found}}.values(),
                        key=lambda match: match.start()):
        word = match.group()
        reading = read.get(match.start()) or _SEAT_TRANSLIT.get(word) or (
            # «Ja 1♦» opening a sentence: a short word of two letters may be capitalised
            # (a capital one-letter word may be a seat, an ace or English «I»)
            _SHORT_TRANSLIT.get(word.lower()) if word.islower() or len(word) > 1 else None)
        if reading is None:
            continue
        if word[0].isupper():
            reading = reading[0].upper() + reading[1:]
        pieces += [text[last : match.start()], reading]
        corrections.append((word, reading))
        last = match.end()
    pieces.append(text[last:])
    return "".join(pieces), corrections


_LATIN_TERMS = frozenset({"lho", "rho", "so"})  # the Latin words of the law text


def reads_english(sequence: list[str]) -> bool:
    """Whether a question is written in English: more Latin words than Russian ones.

    >>> reads_english(words("so can dummy say anything")), reads_english(words("LHO не принял"))
    (True, False)
    """
    latin = sum(1 for w in sequence if w.isascii() and w.isalpha() and w not in _LATIN_TERMS)
    return latin >= 2 and latin > sum(1 for word in sequence if not word.isascii())


def _one_of(alternatives: tuple[str, ...], group: frozenset[str]) -> bool:
    """Whether a word belongs to a group of lemmas: a Russian word by every reading (an
    ambiguous one does not), an English one by any (its forms are guesses: «allowed» →
    allow, allowe).

    >>> _one_of(("allow", "allowe", "allowed"), FRAMES), _one_of(("правило", "правый"), FRAMES)
    (True, False)
    """
    if alternatives and all(form.isascii() for form in alternatives):
        return not group.isdisjoint(alternatives)
    return all(form in group for form in alternatives)


MAX_LEVEL = 7  # a bid's level; the text's own small numbers («3 паса», «4 карты») too


def _counted(alternatives: tuple[str, ...]) -> bool:
    """Whether a word is a bare number above any level that the references left: it counts
    points or tells the time («с 20 очками», «в 19:40»), it is no law the text cites («см.
    правило 20»), which a reference would have been taken out as.

    >>> _counted(("20",)), _counted(("3",)), _counted(("очко",))
    (True, False, False)
    """
    return bool(alternatives) and all(
        form.isdigit() and int(form) > MAX_LEVEL for form in alternatives
    )


def analyse(text: str, vocabulary: Vocabulary) -> Analysis:
    """Analyse a normalised question (layout fixed, references taken out).

    In an English question the bare word «so» is the conjunction; «S.O.» with its dots
    still names the sponsoring organisation:

    >>> vocabulary = Vocabulary(["so"], JargonMatcher([]))
    >>> analyse("so who can regulate", vocabulary).words
    ['who', 'can', 'regulate']
    >>> analyse("so who can regulate, the s.o.?", vocabulary).words
    ['who', 'can', 'regulate', 'the', 'so']
    """
    corrections: list[tuple[str, str]] = []
    sequence = words(text)
    if reads_english(sequence):
        text = _BARE_SO.sub(" ", text)
        sequence = words(text)
    for i, word in enumerate(sequence):
        # a short English word is one letter from many others («same» → name)
        if not vocabulary.fine(word) and not (word.isascii() and len(word) < MIN_LATIN_TYPO):
            repaired = vocabulary.fixer.repair(word)
            if repaired is not None:
                corrections.append((word, repaired))
                sequence[i] = repaired
    analysis = Analysis(sequence, [], [], corrections=corrections)
    rewritten: list[str] = []
    borrowed: list[bool] = []  # per rewritten word: translated from an everyday word
    position = 0
    for start, end, entry in vocabulary.matcher.find(sequence):
        rewritten += sequence[position:start] + list(entry.target)
        borrowed += [False] * (start - position) + [everyday(entry)] * len(entry.target)
        analysis.expansions.append((" ".join(sequence[start:end]), " ".join(entry.target)))
        position = end
    rewritten += sequence[position:]
    borrowed += [False] * (len(sequence) - position)
    auction = auction_terms(sequence)
    if auction:
        rewritten += auction
        borrowed += [False] * len(auction)
        analysis.expansions.append(("ставки в вопросе", " ".join(auction)))
    # where each term, derivation key and pair already is in the lists (a long story says a
    # word many times: looking each up in the growing lists took time by the square)
    placed: dict[tuple[str, ...], int] = {}
    derived_seen: set[tuple[str, ...]] = set()
    pairs_seen: set[tuple[str, ...]] = set()
    # the text's terms first; the user's own words that jargon replaced count for less
    for order, weight, plain in (
        (rewritten, 1.0, borrowed), (sequence, ORIGINAL_WEIGHT, [False] * len(sequence))
    ):
        alternatives, from_everyday = [], []
        for word, flag in zip(order, plain, strict=True):
            alts = vocabulary.lemmas(word)
            if not is_stopword(word, alts):
                alternatives.append(alts)
                from_everyday.append(flag)
        for alts, flag in zip(alternatives, from_everyday, strict=True):
            place = placed.get(alts)
            if place is not None:
                if not flag:
                    analysis.borrowed.discard(place)
            else:
                if flag:
                    analysis.borrowed.add(len(analysis.terms))
                placed[alts] = len(analysis.terms)
                analysis.terms.append(alts)
                filler = _one_of(alts, FILLERS) or _counted(alts)
                frame = not filler and _one_of(alts, FRAMES)
                factor = FILLER_WEIGHT if filler else FRAME_WEIGHT if frame else 1.0
                analysis.weights.append(weight * factor)
                keys = derived_keys(alts)
                if keys and keys not in derived_seen and not filler:
                    derived_seen.add(keys)
                    analysis.derived.append(keys)
                    analysis.derived_weights.append(weight)
        for keys in pairs(alternatives):
            if keys not in pairs_seen:
                pairs_seen.add(keys)
                analysis.pairs.append(keys)
                analysis.pair_weights.append(weight)
    return analysis
