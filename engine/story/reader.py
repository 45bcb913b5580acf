"""``read_story(text) -> Story``: a table story read once, by a table of small named patterns.

Each pattern reads lexicon concepts (``engine/data/lexicon.tsv``, ``story.*``) and adds what
it found; its name goes into ``Story.fired``, so an answer can say why it read the story so.
Words in a sentence that asks what may be done («можно ли принять?») tell nothing.

>>> story = read_story("Север открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит "
...                    "1 трефа. Я не принял, Запад заменил на 2♣. Что решать?")
>>> story.auction_text(), str(story.replacement), story.offender
('N:1♣ E:пас S:1♦ W:1♣', '2♣', <Seat.W: 3>)
>>> sorted(c.value for c in story.circumstances), story.offence, story.phase
(['not_accepted'], <Offence.INSUFFICIENT_BID: 'insufficient_bid'>, <Phase.AUCTION: 'auction'>)
>>> read_story("").calls, read_story("\\x00\\x01 😀").notes
((), ('В тексте нет слов, которые можно прочитать.',))
>>> [str(card) for card in read_story("Разыгрывающий сыграл с болвана короля пик, а я ♥Q").cards]
['♠K', '♥Q']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.play.cards import Card, Rank, Suit
from engine.play.words import meaning
from engine.rules.model import Call, Seat
from engine.search.morph import parses
from engine.search.normalize import words as normal_words
from engine.story.auction import (
    Reading,
    auction_ended,
    barred_told,
    play_seats,
    read_auction,
    seat_in_genitive,
    silent_players,
)
from engine.story.calls import (
    Subject,
    is_stop,
    letter_seat,
    placeholder,
    read_call,
    sentence_span,
    sentence_stop,
    subject_at,
    unseated_name,
)
from engine.story.law_quotes import without_law_quotes
from engine.story.mention import among_cards, line_break
from engine.story.model import Circumstance, Offence, Phase, Role, Story
from engine.story.table import turn_holder
from engine.story.words import (
    MAX_CHARS,
    Word,
    aside_close,
    is_in,
    past_gender,
    phrases,
    phrases_unless,
    quoted_words,
)
from engine.story.words import tokenize as tokenize_text

_C = Circumstance


@dataclass
class _Draft:
    """What the patterns found so far (one reading, filled once, then frozen into a Story)."""

    reading: Reading
    asked: set[int]  # tokens of sentences ending with «?»: they tell no facts
    circumstances: set[Circumstance] = field(default_factory=set)
    offences: list[tuple[Offence, int]] = field(default_factory=list)  # with the cue's place
    phase: Phase = Phase.UNKNOWN
    cards: list[Card] = field(default_factory=list)
    actors: list[Role] = field(default_factory=list)
    exposed: str | None = None  # the fact ``показано``: a card, ``малая``, ``ход`` or ``2+``
    exposer: Seat | None = None
    barred: tuple[Seat, bool, int] | None = None  # who must pass, at his next turn only, from

    @property
    def tokens(self) -> list[Word]:
        return self.reading.tokens

    def told(self, concept: str, *, unless: str = "") -> list[tuple[int, int]]:
        """Where the concept is told (not asked), not inside a phrase of ``unless`` (concepts
        separated by spaces)."""
        hits = [h for h in phrases(self.tokens, concept) if h[0] not in self.asked]
        for other in unless.split():
            blocked = {k for a, b in phrases(self.tokens, other) for k in range(a, b)}
            hits = [h for h in hits if not blocked.intersection(range(*h))]
        return hits


Pattern = Callable[[_Draft], bool]


def _circumstance(concept: str, value: Circumstance, unless: str = "") -> Pattern:
    def pattern(draft: _Draft) -> bool:
        if draft.told(concept, unless=unless):
            draft.circumstances.add(value)
            return True
        return False

    return pattern


def _offence(concept: str, offence: Offence, value: Circumstance, unless: str = "") -> Pattern:
    def pattern(draft: _Draft) -> bool:
        hits = draft.told(concept, unless=unless)
        if hits:
            draft.circumstances.add(value)
            draft.offences.append((offence, draft.tokens[hits[0][0]].start))
        return bool(hits)

    return pattern


def _out_of_turn_said(draft: _Draft) -> bool:
    """Words of a call out of turn («before South», «не дожидаясь»), not those that tell
    when the director came («The director came before South said a word»)."""
    tokens = draft.tokens
    hits = [(a, b) for a, b in draft.told("story.out_of_turn", unless="story.not_out_of_turn")
            if not _director_then(tokens, a) and not _waits_for_director(tokens, b)]
    if hits:
        draft.circumstances.add(_C.OUT_OF_TURN_SAID)
        draft.offences.append((Offence.OUT_OF_TURN, tokens[hits[0][0]].start))
    return bool(hits)


def _waits_for_director(tokens: list[Word], end: int) -> bool:
    """The words of not waiting end right before the director («не дожидаясь судьи»,
    "without waiting for the TD"): a player acted before the director came, no call out of
    turn.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Север, не дожидаясь судьи, сказал реконтра")
    >>> _waits_for_director(toks, 4), _waits_for_director(tokenize("не дожидаясь Юга"), 2)
    (True, False)
    """
    return end < len(tokens) and is_in(tokens[end], "story.director")


def _director_then(tokens: list[Word], a: int) -> bool:
    """The director is the subject of the clause the words at ``a`` close: named up to five
    words before them, with no player named between («TD was called before West bid»).

    >>> from engine.story.words import tokenize
    >>> _director_then(tokenize("The director came before South said a word"), 3)
    True
    >>> _director_then(tokenize("TD came, and West bid before South"), 6)
    False
    """
    for k in range(a - 1, max(-1, a - 6), -1):
        token = tokens[k]
        if not token.is_word or subject_at(tokens, k) is not None:
            return False
        if is_in(token, "story.director"):
            return True
    return False


def _director_ruled_on_last(draft: _Draft) -> bool:
    """A call out of rotation that is the last call told before the director is named, and no
    word of accepting anywhere (not even asked): the director came to the call as it stood,
    so nobody accepted it («LHO bid out of turn. We summoned the director.»)."""
    said = {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances
    kinds = [o for o, _ in draft.offences]
    if said or kinds[:1] != [Offence.OUT_OF_TURN] or _C.DIRECTOR_CALLED not in draft.circumstances:
        return False
    tokens = draft.tokens
    if any(phrases(tokens, c) for c in ("story.accepted", "story.not_accepted",
                                        "story.accept_asked", "story.called_over")):
        return False
    story = draft.reading.story()
    found = _out_of_rotation(story)
    waits = {b for _, b in phrases(tokens, "story.out_of_turn")}  # «не дожидаясь ТД»
    directors = [tokens[a].start for a, _ in phrases(tokens, "story.director")
                 if a not in waits]
    if found is None or not directors:
        return False
    k = found[0]
    if any(item.span[0] < directors[0] for item in story.calls[k + 1 :] if not item.implied):
        return False  # a call told after it before the director came: maybe called over it
    if story.calls[k].span[0] > directors[0]:
        return False  # the director named before the call: not the call he came to
    draft.circumstances.add(_C.NOT_ACCEPTED)
    return True


def _accepted(draft: _Draft) -> bool:
    """The call accepted («LHO accepted», «Запад согласился»), unless a word of negation
    stands right before those words («Запад не согласился», «he did not condone it»): then
    the words say it was not accepted. Words of accepting told after the director undid the
    call are about his ruling."""
    hits = draft.told("story.accepted", unless="story.not_accepted story.accept_asked")
    undone = [a for a, _ in draft.told("story.director_undid")]
    if undone:  # «Director cancels it … Harsh, but I'll take it»: the ruling taken, not the call
        hits = [(a, b) for a, b in hits if a < undone[0]]
    tokens = draft.tokens
    denied = [a for a, _ in hits if a > 0 and is_in(tokens[a - 1], "story.not_before")]
    if len(denied) < len(hits):
        draft.circumstances.add(_C.ACCEPTED)
        return True
    if denied:
        draft.circumstances.add(_C.NOT_ACCEPTED)
    return bool(denied)


def _taken_as_ended(draft: _Draft) -> bool:
    """The last call told is a pass out of turn that makes three passes after a call, and
    the words say the table took the auction as over («Все решили, что торговля окончена, В
    уже потянулся за картой первого хода»): nobody objected, the pass stood (Law 34 then
    gives the skipped player his turn)."""
    if {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances:
        return False
    story = draft.reading.story()
    k = _out_of_turn(story)
    calls = [call for _, call in story.seated()]
    if k is None or k != len(calls) - 1 or not calls[k].is_pass or len(calls) < 4:
        return False
    if not all(call.is_pass for call in calls[-3:]) or calls[-4].is_pass:
        return False
    if not draft.told("story.taken_as_ended"):
        return False
    draft.circumstances.add(_C.ACCEPTED)
    return True


def _refused_to_accept(draft: _Draft) -> bool:
    """Accepting named as an offer, then refused in the same clause a few words on: the
    verb of refusal after the infinitive («принять эту заявку отказалась»), or the short
    answer to an accepting asked about («asked partner if he wanted to accept it, he
    didn't»).

    >>> from engine.story.auction import read_auction
    >>> def refused(text):
    ...     draft = _Draft(read_auction(text), set())
    ...     return _refused_to_accept(draft), sorted(c.value for c in draft.circumstances)
    >>> refused("Юг принять эту заявку отказался, позвали судью.")
    (True, ['not_accepted'])
    >>> refused("The director asked her whether to accept it; she didn't.")
    (True, ['not_accepted'])
    >>> refused("Юг хотел принять заявку. Отказался от контры.")
    (False, [])
    """
    if {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances:
        return False
    tokens = draft.tokens
    refusals = {a for a, _ in phrases(tokens, "story.accept_refused")}
    for _, end in phrases(tokens, "story.accept_offered"):
        k, words, limit = end, 0, 5
        while k < len(tokens) and words < limit:
            if sentence_stop(tokens, k):
                if tokens[k].text != "?" or limit > 5:
                    break
                # «Could East have just accepted the double? He didn't.»: the answer opens
                # the next sentence
                k, words, limit = k + 1, 0, 3
                continue
            if k in refusals:
                draft.circumstances.add(_C.NOT_ACCEPTED)
                return True
            words += tokens[k].is_word
            k += 1
    return False


def _conventional(draft: _Draft) -> bool:
    """The call was conventional («искусственная», «Стейман», «alerted»), unless a word of
    negation stands right before the cue («nothing artificial about it», «не искусственная»,
    «никакой не релей»): then the words say it was natural."""
    hits = draft.told("story.conventional", unless="story.not_conventional")
    tokens = draft.tokens
    plain = [(a, b) for a, b in hits
             if not any(is_in(t, "story.negation") for t in _words_before(tokens, a, 2))
             and not _denied_after(tokens, b)]
    if plain:
        draft.circumstances.add(_C.CONVENTIONAL)
        return True
    if hits:
        draft.circumstances.add(_C.NOT_CONVENTIONAL)
    return False


def _denied_after(tokens: list[Word], end: int) -> bool:
    """A noun denied by the word right after it («конвенций нет», «конвенции не было»):
    Russian puts «нет» after what is absent.

    >>> from engine.story.words import tokenize
    >>> _denied_after(tokenize("конвенций нет"), 1), _denied_after(tokenize("конвенция, нет"), 1)
    (True, False)
    >>> _denied_after(tokenize("конвенций у них на этот случай нет"), 1)
    True
    """
    if end < len(tokens) and is_in(tokens[end], "story.denied_after"):
        return True
    k = end  # «конвенций у них на этот случай нет»: «нет» closing the clause
    while k < len(tokens) and k - end < 6 and tokens[k].is_word:
        k += 1
    return k > end and tokens[k - 1].text == "нет"


def _words_before(tokens: list[Word], a: int, count: int) -> list[Word]:
    """Up to ``count`` words right before ``a`` in its clause, a word written with a hyphen
    counted once («без каких-либо конвенций»: «без», «каких-либо»).

    >>> from engine.story.words import tokenize
    >>> [t.text for t in _words_before(tokenize("без каких-либо конвенций"), 4, 2)]
    ['либо', 'без']
    """
    out: list[Word] = []
    k = a - 1
    while k >= 0 and len(out) < count and tokens[k].is_word:
        out.append(tokens[k])
        k -= 1
        if k >= 1 and tokens[k].text == "-" and not tokens[k].gap and not tokens[k + 1].gap:
            k -= 2  # «каких-либо»: one word
    return out


def _pass_of_strength(draft: _Draft) -> bool:
    """A pass told to promise a strength by agreement («a first-seat pass shows 16+», «пас
    у них обещает 16 очков»): conventional by the definition of Law 30C."""
    if {_C.CONVENTIONAL, _C.NOT_CONVENTIONAL} & draft.circumstances:
        return False
    tokens = draft.tokens
    for start, end in draft.told("story.promises"):
        before = tokens[max(0, start - 5) : start]
        if not any(is_in(t, "call.pass") for t in before) or any(
            is_in(t, "story.negation") for t in before
        ):
            continue
        after = tokens[end : end + 3]
        if any(t.text.isdigit() for t in after) and any(
            t.text == "+" or is_in(t, "story.points") for t in after
        ):
            draft.circumstances.add(_C.CONVENTIONAL)
            return True
    return False


def _pause_over_slip(draft: _Draft) -> bool:
    """A pause told («секунд через десять») and, for «at once», only the words of a slip
    («взяла не ту карточку»): the slip tells why the call was changed, not when; the pause
    the words tell stands (Law 25A needs both an inadvertent call and no pause).

    >>> story = read_story("Север сказал 2♣. Секунд через десять: «Простите, 2♥, я взяла не "
    ...                    "ту карточку». Восток замену не принял.")
    >>> _C.CORRECTED_LATER in story.circumstances, _C.CORRECTED_AT_ONCE in story.circumstances
    (True, False)
    """
    said = draft.circumstances
    if _C.CORRECTED_AT_ONCE not in said or _C.CORRECTED_LATER not in said:
        return False
    at_once = draft.told("story.corrected_at_once")
    slips = {k for a, b in phrases(draft.tokens, "story.slip_exclaimed") for k in range(a, b)}
    if not at_once or not all(slips.intersection(range(a, b)) for a, b in at_once):
        return False
    if not any(is_in(t, "story.pause_unit") for a, b in draft.told("story.corrected_later")
               for t in draft.tokens[a:b]):
        return False  # a pause measured («секунд через»), not one in dispute («посидел,
        # подумал — говорит Нина Петровна»)
    said.discard(_C.CORRECTED_AT_ONCE)
    return True


def _pause_counted(draft: _Draft) -> bool:
    """A pause told as a count of seconds or minutes («секунд пять думает», «через 10
    секунд», «a few seconds»): the call was not corrected at once (Law 25A needs no pause).
    Not read when the words say the correction came at once."""
    said = {_C.CORRECTED_AT_ONCE, _C.CORRECTED_LATER} & draft.circumstances
    if said:
        return False
    tokens = draft.tokens
    for k, token in enumerate(tokens):
        if k in draft.asked or not is_in(token, "story.pause_unit"):
            continue
        near = [tokens[j] for j in (k - 1, k + 1) if 0 <= j < len(tokens)]
        if any(_counts_several(t) for t in near):
            draft.circumstances.add(_C.CORRECTED_LATER)
            return True
    return False


def _counts_several(token: Word) -> bool:
    """Two or more: a number («5», «10») or a word of count («пять», «несколько», «few»)."""
    if token.text.isdigit():
        return int(token.text) >= 2
    return is_in(token, "story.pause_count")


def _not_accepted(draft: _Draft) -> bool:
    """Words of not accepting («не принял», «declined»). Words that only tell the call undone
    («8♣ отменили», «cancelled the 8C») say nothing of the LHO when he had called over it
    before (Law 35: that call stands for an acceptance the inadmissible call cannot have)."""
    # «надо было не принимать», "should have refused": a regret for what was done, not told
    # («надо было звать ТД и не принимать»: the regret goes on over a verb joined by «и»)
    regrets = {end for _, end in phrases(draft.tokens, "story.regret")}
    # «Had he not accepted I'd have made it 2D»: a refusal supposed, not told
    supposed = {end for _, end in phrases(draft.tokens, "story.supposing")}
    hits = [(a, b) for a, b in draft.told("story.not_accepted")
            if not any(a - 1 <= end <= a or _joined_to(draft.tokens, end, a)
                       for end in regrets) and not any(a - 1 <= end <= a for end in supposed)]
    if not hits:
        return False
    undone = {a for a, _ in draft.told("story.director_undid")}
    if all(a in undone for a, _ in hits) and _called_over_first(draft):
        return False
    draft.circumstances.add(_C.NOT_ACCEPTED)
    return True


def _joined_to(tokens: list[Word], end: int, a: int) -> bool:
    """Whether the words from ``end`` up to ``a`` are one clause joined on by «и»/"and" right
    before ``a`` («надо было [звать ТД] и [не принимать]»), with no stop between."""
    if not end < a <= end + _JOINED_REACH or tokens[a - 1].text not in ("и", "and"):
        return False
    return not any(is_stop(t) or t.text == "," for t in tokens[end : a - 1])


_JOINED_REACH = 5  # words of the first verb's clause before «и» and the regretted verb


def _director_at_once(draft: _Draft) -> bool:
    """«Судью позвали сразу», «the TD was called straight away», «судья … отменил»: nobody
    accepted the call or called over it before the ruling (unless the story says whether
    the call was accepted)."""
    said = {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances
    if said or not (draft.told("story.director_at_once") or draft.told("story.director_undid")
                    or _director_promptly(draft)):
        return False
    if _called_over_first(draft):
        return False
    draft.circumstances.add(_C.NOT_ACCEPTED)
    return True


def _called_over_first(draft: _Draft) -> bool:
    """The first bid above seven, insufficient bid or inadmissible double is followed, before
    the director is named, by a call of its player's LHO («Восток 8♣, я контра. Потом судья
    отменил …»): the LHO called over it before any ruling (Laws 27A, 35), whatever the
    director did later (the director named after the first call, not by «не дожидаясь
    судьи», or else the words of a duty to pass, told after that call).

    >>> from engine.story.auction import read_auction
    >>> def over(text):
    ...     return _called_over_first(_Draft(read_auction(text), set()))
    >>> over("Сдавал Север. Север 7♠, Восток 8♣, Юг контра. Судья всё отменил.")
    True
    >>> over("Сдавал Север. Север 7♠, Восток 8♣. Судья всё отменил. Юг пас.")
    False
    >>> over("Сдавал Север. Север 1♠, Восток пас, Юг контра, Запад пас. Судья всё отменил.")
    True
    """
    story = draft.reading.story()
    seated = story.seated()
    k = next((k for k, (_, call) in enumerate(seated) if call.is_above_seven), None)
    if k is None:
        k = _insufficient(story)
    if k is None:
        k = _inadmissible(story, _from_start(story))
    if k is None or story.calls[k].implied:
        return False
    following = next((j for j in range(k + 1, len(seated)) if not story.calls[j].implied), None)
    if following is None or seated[following][0] is not seated[k][0].lho:
        return False
    tokens = draft.tokens
    waits = {b for _, b in phrases(tokens, "story.out_of_turn")}  # «не дожидаясь судьи»
    ruled = [tokens[a].start for a, _ in phrases(tokens, "story.director") if a not in waits]
    ruled += [tokens[a].start for a, _ in barred_told(tokens)]  # «В и З пасуют до конца»
    # «всё просто отменяется»: the ruling told by what it undid, its director unnamed
    ruled += [tokens[a].start for a, _ in draft.told("story.director_undid")]
    first = next(item.span[0] for item in story.calls if not item.implied)
    ruled = [place for place in ruled if place > first]  # not the preamble's director
    return bool(ruled) and story.calls[following].span[1] <= min(ruled)


def _out_of_turn(story: Story) -> int | None:
    """The index of the first call told made out of turn, from the dealer on (None when the
    dealer is unknown, every call came in turn, or the first call told is not the dealer's:
    the calls may be told from the middle of the auction)."""
    turn = story.dealer
    seated = story.seated()
    if turn is None or not seated or seated[0][0] is not turn:
        return None
    for k, (seat, _) in enumerate(seated):
        if seat is not turn and not story.calls[k].implied:
            return k
        turn = seat.lho
    return None


_PROMPT_REACH = 4  # words between the director and the word that says «at once»


def _director_promptly(draft: _Draft) -> bool:
    """The director named within a few words of «сразу», «тут же», "immediately", in one
    clause, in any order and with any verb («тут же поднял руку и позвал судью», "the TD was
    summoned immediately", «ТД — немедленно»).

    >>> from engine.story.auction import read_auction
    >>> def prompt(text):
    ...     return _director_promptly(_Draft(read_auction(text), set()))
    >>> prompt("Восток тут же поднял руку и позвал судью."), prompt("LHO summoned the TD at once")
    (True, True)
    >>> prompt("Сразу после торговли. Судья пришёл через час"), prompt("Судью позвали потом")
    (False, False)
    >>> prompt("Север, не дожидаясь ТД, тут же открыл"), prompt("надо было судью сразу звать")
    (False, False)
    >>> prompt("Правый тут же сказал 3♦, судью никто не позвал")
    False
    """
    tokens = draft.tokens
    prompt = draft.told("story.immediately")
    for a, b in draft.told("story.director"):
        if _unreal(tokens, a):
            continue
        for start, end in prompt:
            near = range(end, a) if end <= a else range(b, start)
            if len(near) <= _PROMPT_REACH and not any(
                tokens[j].text in _CLAUSE_ENDS or tokens[j].is_paragraph for j in near
            ):
                return True
    return False


_CLAUSE_ENDS = frozenset(".!?;,")
_UNREAL = ("story.negation", "story.conditional", "story.hypothetical", "story.modal",
           "story.must")


def _unreal(tokens: list[Word], k: int) -> bool:
    """The clause of the word at ``k`` denies or only supposes it («не дожидаясь ТД», "without
    waiting for the TD", «надо было судью сразу звать», «судью никто не позвал»)."""
    start = end = k
    while start > 0 and tokens[start - 1].text not in _CLAUSE_ENDS and not (
        tokens[start - 1].is_paragraph
    ):
        start -= 1
    while end + 1 < len(tokens) and tokens[end + 1].text not in _CLAUSE_ENDS and not (
        tokens[end + 1].is_paragraph
    ):
        end += 1
    return any(is_in(t, concept) for t in tokens[start : end + 1] for concept in _UNREAL)


def _call_owed(draft: _Draft) -> bool:
    """A bid told as owed by a ruling, in the director's sentence («the arbiter tells me I
    must bid 1♥ again», «судья велел ему повторить 1♦»): the director ruled on the call, so
    nobody accepted it (unless the story says whether it was accepted)."""
    said = {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances
    if said or draft.barred is not None or not draft.told("story.director"):
        return False  # a duty to pass told is ``_duty_imposed``'s
    tokens = draft.tokens
    directors = {a for a, _ in draft.told("story.director")}
    for start, end in draft.told("story.obliged"):
        opening = start
        while opening > 0 and tokens[opening - 1].text not in ".!?" and not (
            tokens[opening - 1].is_paragraph
        ):
            opening -= 1
        if not directors.intersection(range(opening, start)):
            continue  # «Юг требует, чтобы Восток обязательно пасовал»: a player's demand
        for k in range(end, min(len(tokens), end + 3)):
            found = read_call(tokens, k)
            if found is not None and found.call is not None and found.call.is_bid:
                draft.circumstances.add(_C.NOT_ACCEPTED)
                return True
    return False


def _duty_imposed(draft: _Draft) -> bool:
    """A duty to pass told as imposed («того обязали пасовать до конца торговли», «the TD
    told partner to pass throughout») and not broken by a later call: the director ruled on
    the call, so nobody accepted it (unless the story says whether it was accepted)."""
    said = {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances
    if said or draft.barred is not None:
        return False
    if not any(start not in draft.asked for start, _ in barred_told(draft.tokens)):
        return False
    if _called_over_first(draft):
        return False
    draft.circumstances.add(_C.NOT_ACCEPTED)
    return True


def _penalty_asked(draft: _Draft) -> bool:
    """A question asking for the penalty («Что там вместо него и каков штраф?») and no word
    of accepting anywhere (told or asked): the call was not accepted — its penalty is asked.

    >>> sorted(c.value for c in read_story("Север 1♠, Юг пас вне очереди. Каков штраф?")
    ...        .circumstances)
    ['not_accepted', 'out_of_turn_said']
    """
    if {_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances:
        return False
    tokens = draft.tokens
    if any(phrases(tokens, c) for c in ("story.accepted", "story.not_accepted",
                                        "story.accept_asked", "story.accept_infinitive")):
        return False
    if not any(a in draft.asked for a, _ in phrases(tokens, "story.penalty_asked")):
        return False
    draft.circumstances.add(_C.NOT_ACCEPTED)
    return True


def _after_end(draft: _Draft) -> bool:
    """Calls told after the words of the final pass, the auction itself untold («После
    финального паса вистующий Восток говорит «контра»»): a call after the final pass."""
    told = [item for item in draft.reading.calls if not item.implied]
    if draft.offences or not draft.reading.after_end or not told:
        return False
    draft.offences.append((Offence.AFTER_END, told[0].span[0]))
    return True


def _pause_before_change(draft: _Draft) -> bool:
    """A look or a think told («смотрит в карты долго-долго и говорит: нет, 1♠») and a
    replacement named, no immediacy told: the change came after a pause (Law 25B); without
    a replacement the same words tell only a hesitation.

    >>> story = read_story("Партнёр 1♥, потом смотрит в карты и говорит: нет, 1♠.")
    >>> _C.CORRECTED_LATER in story.circumstances, str(story.replacement)
    (True, '1♠')
    >>> _C.CORRECTED_LATER in read_story("Партнёр долго думал и спасовал.").circumstances
    False
    """
    said = {_C.CORRECTED_AT_ONCE, _C.CORRECTED_LATER} & draft.circumstances
    if said or draft.reading.replacement is None or not draft.told("story.pause_before_change"):
        return False
    draft.circumstances.add(_C.CORRECTED_LATER)
    return True


def _change_of_call(draft: _Draft) -> bool:
    """A call replaced by its own caller without an irregularity named («сразу поправился»)."""
    corrected = {_C.CORRECTED_AT_ONCE, _C.CORRECTED_LATER} & draft.circumstances
    if draft.offences or not (corrected or draft.reading.replacement is not None):
        return False
    hits = draft.told("story.replacing") or draft.told("story.corrected_at_once")
    # the call the replacement took the place of («Восток сказал 1 черва, потом подумал …
    # «нет, 2 черви». Я … 2 пики сказал»: East's, not the call told after), else the call
    # nearest the words of replacing
    place = draft.reading.replaced_at
    if place is None:
        place = draft.tokens[hits[0][0]].start if hits else 0
    draft.offences.append((Offence.CHANGE_OF_CALL, place))
    return True


def _changed_at_once_said(draft: _Draft) -> bool:
    """A change of call told with a word of immediacy right before the words that make it
    («тут же говорю: ой, нет, 1♠», «immediately said 1S instead»), and no pause told: the
    call was corrected at once (Law 25A)."""
    said = {_C.CORRECTED_AT_ONCE, _C.CORRECTED_LATER} & draft.circumstances
    if said or [o for o, _ in draft.offences] != [Offence.CHANGE_OF_CALL]:
        return False
    tokens = draft.tokens
    for _start, end in draft.told("story.immediately"):
        end = _past_asides(tokens, end)  # «сразу же, секунды не прошло, поменяла на 1БК»
        near = tokens[end : end + 3]
        opens = end < len(tokens) and tokens[end].text == ":"  # «и тут же: «ой, не 3♣, а 2♣»»
        if opens or any(is_in(t, "story.verb.call") or is_in(t, "story.replacing")
                       or is_in(t, "story.put_card") for t in near):
            draft.circumstances.add(_C.CORRECTED_AT_ONCE)
            return True
    return False


def _corrected_after_refusal(draft: _Draft) -> bool:
    """An insufficient bid refused by its LHO and then put right «at once» («Партнёр сказал
    «не принимаю», Запад тут же поправился на 3♦»): the correction Law 27 asks for, not an
    unintended call put right without pause (25A), which comes before anybody answers it."""
    said = draft.circumstances
    if _C.CORRECTED_AT_ONCE not in said or _C.NOT_ACCEPTED not in said:
        return False
    if Offence.INSUFFICIENT_BID not in [o for o, _ in draft.offences]:
        return False
    refused = draft.told("story.not_accepted")
    corrected = draft.told("story.corrected_at_once")
    if not refused or not corrected or corrected[0][0] < refused[0][1]:
        return False
    said.discard(_C.CORRECTED_AT_ONCE)
    return True


_ASIDES = 2  # asides between commas skipped after a word of immediacy


def _past_asides(tokens: list[Word], k: int) -> int:
    """Past up to two asides between commas at ``k`` («сразу, сразу, даже секунды не было,
    поправил»; "at once, same second I replaced it"): where the words they interrupt go on.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("сразу же, секунды не прошло, поменяла на 1БК")
    >>> toks[_past_asides(toks, 2)].text
    'поменяла'
    """
    for _ in range(_ASIDES):
        close = aside_close(tokens, k, closers=(",", ":"))
        if close is None:
            break
        k = close + (tokens[close].text == ",")
    return k


def _insufficient_in_auction(draft: _Draft) -> bool:
    """A bid no higher than the bid before it: an insufficient bid, whatever the words say."""
    story = draft.reading.story()
    k = _insufficient(story)
    if k is None or any(o is Offence.INSUFFICIENT_BID for o, _ in draft.offences):
        return False
    draft.offences.append((Offence.INSUFFICIENT_BID, story.calls[k].span[0]))
    return True


def _out_of_rotation_in_auction(draft: _Draft) -> bool:
    """A call by a player who was not in turn, the dealer known («Сдающий Север, а Восток
    открыл 1♠ первым»): a call out of rotation, whether or not the words say so."""
    story = draft.reading.story()
    if draft.offences or story.dealer_from not in ("fact", "board"):
        return False
    told = [item for item in story.calls if not item.implied]
    judged = bool({_C.ACCEPTED, _C.NOT_ACCEPTED} & draft.circumstances)
    if len(told) < 2 and "call.told_first" not in draft.reading.fired and (
        turn_holder(draft.tokens) is None
    ) and not _dealer_silent(story, draft.tokens) and not (judged and len(story.calls) == 1):
        # one call alone shows no rotation unless told as the first of all, whose turn it
        # was, the dealer told not to have called yet («Запад ещё рассматривал карты»), or
        # the only call of the story told accepted or not («сдавал я, а левый сразу «пас»,
        # партнёр не принял»)
        return False
    found = _out_of_rotation(story)
    if found is None or story.calls[found[0]].implied:
        return False
    draft.offences.append((Offence.OUT_OF_TURN, story.calls[found[0]].span[0]))
    return True


def _dealer_silent(story: Story, tokens: list[Word]) -> bool:
    """The first call read is not the dealer's, and the dealer is told not to have called
    yet («Сдающий Запад. Запад ещё думал, а Восток объявил 1♦»)."""
    first = story.calls[0] if story.calls else None
    return (first is not None and first.seat is not None and first.seat is not story.dealer
            and story.dealer in silent_players(tokens, story.me))


def _inadmissible_in_auction(draft: _Draft) -> bool:
    """A double of a pass or of partner's bid, a redouble of no double (Law 36): an
    irregularity the calls show, told in no words («Север пас, Восток контра»)."""
    story = draft.reading.story()
    if draft.offences:
        return False
    k = _inadmissible(story, _from_start(story))
    if k is None:
        return False
    draft.offences.append((Offence.INADMISSIBLE, story.calls[k].span[0]))
    return True


def _from_start(story: Story) -> bool:
    """The calls are told from the dealer's first call on: the dealer stated (or known from
    the board) and the first call read is his, none implied before it."""
    return (story.dealer_from in ("fact", "board") and bool(story.calls)
            and not story.calls[0].implied and story.seated()[0][0] is story.dealer)


def _inadmissible(story: Story, from_start: bool) -> int | None:
    """The first double or redouble the calls before it do not allow (with no bid read before
    it, only when the calls are told from the start: «партнёр пасовал, я дал контру» may
    leave the opponents' bid untold)."""
    last: tuple[Seat, str] | None = None  # the last bid, double or redouble, by whom
    for k, (seat, call) in enumerate(story.seated()):
        if call.is_pass:
            continue
        if call.is_bid:
            last = (seat, "bid")
            continue
        wanted = "bid" if call == Call.double() else "double"
        if last is None and not from_start:
            return None
        if last is None or last[1] != wanted or last[0] in (seat, seat.partner):
            return k
        last = (seat, "double" if wanted == "bid" else "redouble")
    return None


def _call_while_barred(draft: _Draft) -> bool:
    """A player told to have been obliged to pass («партнёр должен был пасовать до конца»,
    «he was obliged to pass at his next turn», «LHO was barred») who then bids, doubles or
    redoubles: the call he made while barred (Law 37). The duty comes from an earlier
    ruling, so only the calls told after its words are the auction ruled on."""
    tokens = draft.tokens
    seats = _rotation_seats(draft)
    for start, end in barred_told(tokens):
        if start in draft.asked:
            continue
        # «судья велел Востоку пасовать»: the player told, inside the words of the duty, before
        # any player named ahead of them («Ю этот пас не принял, судья велел …»)
        seat = next((told for t in tokens[start:end]
                     if (told := _told_to(t, draft.reading.me)) is not None), None)
        if seat is None:
            seat = _obliged_player(draft, start)
        place = tokens[start].start
        later = [item for k, item in enumerate(draft.reading.calls) if item.span[0] > place
                 and (item.seat or seats[k]) is seat and not item.implied
                 and not item.call.is_pass]
        if seat is None or not later:
            continue
        # «пасует в следующий раз», «в следующий раз Север пасует»: the length on either side
        once = phrases(tokens[max(0, start - 4) : end + 6], "story.owed_once")
        if not once and _duty_of_own_call(draft, seat, start, end):
            continue
        draft.barred = (seat, bool(once), place)
        draft.offences.insert(0, (Offence.CALL_WHILE_BARRED, later[0].span[0]))
        return True
    return False


def _rotation_seats(draft: _Draft) -> list[Seat | None]:
    """Each call's seat by rotation from a dealer the story gives («…, а север — забыл! —
    сказал 3 пики»: the subject cut off from its call by an exclamation), None for all when
    the dealer is only assumed."""
    if draft.reading.dealer_from == "assumed":
        return [None] * len(draft.reading.calls)
    return [seat for seat, _ in draft.reading.story().seated()]


def _duty_of_own_call(draft: _Draft, seat: Seat, start: int, end: int) -> bool:
    """A duty to pass told without its length («я должен был пасовать») of a player whose
    own call out of rotation the calls told before those words show (the dealer known): the
    duty is the one the laws give for that call, so the calls are ruled as they stand («Я
    первым сказал «пас», его сняли. Партнёр пас, правый 1♣, я должен был пасовать, … я
    сказал 2♠»).

    >>> story = read_story("Сдавал Север, а я первым сказал «пас». Пас сняли. Север пас, "
    ...                    "Восток 1♣, я должен был пасовать, Запад 1♥, Север пас, Восток "
    ...                    "2♥, и я сказал 2♠.")
    >>> story.offence, story.offender, story.barred
    (<Offence.OUT_OF_TURN: 'out_of_turn'>, <Seat.S: 2>, None)
    """
    tokens = draft.tokens
    if phrases(tokens[end : end + 4], "story.duty_length"):
        return False
    story = draft.reading.story()
    if story.dealer_from not in ("fact", "board"):
        return False
    found = _out_of_rotation(story)
    if found is None or story.calls[found[0]].span[0] >= tokens[start].start:
        return False
    place = tokens[start].start
    if all(item.seat is seat for item in story.calls if item.span[0] > place):
        return False  # «ТД велел ему пасовать. … в конце он заявляет 4♠»: only his call told
        # after the duty, the calls between untold, so the duty is what his call broke
    return story.seated()[found[0]][0] is seat


def _obliged_player(draft: _Draft, cue: int) -> Seat | None:
    """The player named before the words of his duty: in the same sentence, or, when a
    pronoun stands for him («he was obliged to pass»), the player named before it."""
    tokens = draft.tokens
    beside = [k for k in (cue + 1, cue - 1) if 0 <= k < len(tokens)]
    if is_in(tokens[cue], "story.obliged") and (obliged := next(
            (seat for k in beside if (seat := seat_in_genitive(tokens[k])) is not None), None)):
        return obliged  # «судья обязал Запада пасовать», «Запада обязали …»: the accusative
    # «Судья велел ему пасовать»: a pronoun inside the duty's words stands for a player
    # named before, maybe in the sentence before
    pronoun = any(is_in(t, "story.role.pronoun_object") for t in tokens[cue : cue + 3])
    # «Судья пас Запада снял и велел ему …»: with no player the subject of the pronoun's
    # sentence, the seat in the genitive there (the call's owner) is the one meant
    owner: Seat | None = None
    first = True  # still in the pronoun's sentence
    for k in range(cue - 1, max(-1, cue - 30), -1):
        if is_stop(tokens[k]):
            if owner is not None:
                return owner
            if not pronoun:
                return None
            first = False
        if first and pronoun and owner is None:
            owner = seat_in_genitive(tokens[k])
        if is_in(tokens[k], "story.role.pronoun"):
            pronoun = True
            continue
        window = tokens[max(0, k - 2) : k + 1]
        if any(end == len(window) for _, end in phrases(window, "story.someone")):
            return None  # «один из них дважды заявил, когда обязан был молчать»: nobody named
        if unseated_name(tokens, k):
            # «Лёша спасовал в мою очередь, ТД велел ему пасовать»: the seat the reader gave
            # the call told between the name and the duty, when it gave one
            return _seat_of_call_between(draft, tokens[k].start, tokens[cue].start)
        letter = letter_seat(tokens, k)
        if letter is not None:
            return letter  # «Ю должен был пасовать до конца»
        told = _told_to(tokens[k], draft.reading.me)
        if told is not None:
            return told  # «Востоку велели пасовать до конца»: the player told to
        named = subject_at(tokens, k)
        if named is None or named.end > cue or named.role in _NOT_BIDDERS:
            continue
        if named.role is Role.PARTNER and named.seat is None and k > 0 \
                and is_in(tokens[k - 1], "story.someone_elses") and not (
                    k > 2 and tokens[k - 2].text in "(,—–" and is_in(tokens[k - 3],
                                                                   "story.role.me")):
            # «оппонент исправил на 2♣, и судья объявил, что его партнёр должен пасовать»:
            # the partner of the player whose call was told last, not the teller's (unless
            # the teller names himself so: «а я (его партнёр) пасую»)
            caller = _seat_of_call_before(draft, tokens[k].start)
            return caller.partner if caller is not None else None
        if pronoun and named.role is Role.ME:
            continue  # «я позвала судью. Он сказал, что она обязана пасовать»: not me
        if (seat := named.seat_for(draft.reading.me)) is not None or named.role is not None:
            return seat
    return owner


_NOT_BIDDERS = frozenset((Role.DECLARER, Role.DUMMY, Role.DEFENDER))


def _seat_of_call_between(draft: _Draft, start: int, end: int) -> Seat | None:
    """The seat the reader gave the first call told between two places of the text."""
    return next((item.seat for item in draft.reading.calls
                 if start < item.span[0] < end and not item.implied), None)


def _seat_of_call_before(draft: _Draft, end: int) -> Seat | None:
    """The seat the reader gave the last call told before a place of the text."""
    return next((item.seat for item in reversed(draft.reading.calls)
                 if item.span[0] < end and not item.implied), None)


_TOLD_TO = (("story.seat_to.north", Seat.N), ("story.seat_to.east", Seat.E),
            ("story.seat_to.south", Seat.S), ("story.seat_to.west", Seat.W))
_ROLES_TO = (("story.role_to.me", Role.ME), ("story.role_to.partner", Role.PARTNER),
             ("story.role_to.lho", Role.LHO), ("story.role_to.rho", Role.RHO))


def _told_to(token: Word, me: Seat) -> Seat | None:
    """The seat of a player named in the dative («Востоку», «партнёру», «левому»)."""
    seat = next((seat for concept, seat in _TOLD_TO if is_in(token, concept)), None)
    if seat is not None:
        return seat
    role = next((role for concept, role in _ROLES_TO if is_in(token, concept)), None)
    return role.seat(me) if role is not None else None


def _phase_after(draft: _Draft) -> bool:
    if draft.told("story.phase.after"):
        draft.phase = Phase.AFTER
        return True
    return False


def _phase_play(draft: _Draft) -> bool:
    """Words of the play, and no irregularity of the auction: a change, a call out of turn
    told in words without any call read is a card named or played out of turn."""
    offences = {offence for offence, _ in draft.offences}
    words_only = not draft.reading.calls and Offence.EXPOSED_CARD not in offences
    # «Юг (будущий болван) объявил «4♥»»: the dummy to be, named in the auction
    if draft.phase is Phase.UNKNOWN and draft.told(
        "story.phase.play", unless="story.role_to_be"
    ) and (not offences or words_only):
        draft.phase = Phase.PLAY
        return True
    return False


def _phase_auction(draft: _Draft) -> bool:
    if draft.phase is Phase.UNKNOWN and (
        draft.reading.calls or draft.told("story.phase.auction") or draft.offences
    ):
        draft.phase = Phase.AUCTION
        return True
    return False


_CARD_GLYPHS = re.compile(r"^([♠♥♦♣])(10|[2-9akqjtкдвт])$|^([akqjкдв]|10)([♠♥♦♣])$")
_SUITS = {s.symbol: s for s in Suit}
_RANK_LETTERS = {"a": Rank.ACE, "k": Rank.KING, "q": Rank.QUEEN, "j": Rank.JACK,
                 "t": Rank.TEN, "к": Rank.KING, "д": Rank.QUEEN, "в": Rank.JACK,
                 "т": Rank.ACE, "10": Rank.TEN}


def _cards(draft: _Draft) -> bool:
    """Cards named: ``♠K``, ``K♠``, ``♥10``, «короля пик», «туз червей»."""
    draft.cards.extend(card for _, card in _named_cards(draft.tokens))
    return bool(draft.cards)


def _bid_at(tokens: list[Word], i: int) -> bool:
    """A bid reads at ``i`` («два червей», «3 бубны»)."""
    found = read_call(tokens, i)
    return found is not None and found.call is not None and found.call.is_bid


def _named_cards(tokens: list[Word]) -> list[tuple[int, Card]]:
    """Every card named in the tokens, with the index of its first word."""
    out: list[tuple[int, Card]] = []
    for i, token in enumerate(tokens):
        glyph = _CARD_GLYPHS.match(token.text)
        if glyph is not None:
            suit_mark, rank_mark = (glyph.group(1), glyph.group(2)) if glyph.group(1) else (
                glyph.group(4), glyph.group(3))
            rank = _RANK_LETTERS.get(rank_mark) or Rank(int(rank_mark))
            out.append((i, Card(_SUITS[suit_mark], rank)))
            continue
        played = _played_small(tokens, i)
        if played is not None:
            out.append((i, played))
            continue
        said = meaning(token.text)
        if i > 0 and is_in(tokens[i - 1], "story.verb.call") and _bid_at(tokens, i):
            continue  # «сказал два червей»: a bid said in words, not the two of hearts
        if said is None and _spot_of(tokens, i):  # «the 8 of spades»: a spot card in words
            said = meaning(Rank(int(token.text)).name.lower())
        if said is None or said.kind != "rank" or said.rank is None or i + 1 >= len(tokens):
            continue
        of = is_in(tokens[i + 1], "designation.rank_of") and i + 2 < len(tokens)
        following = i + 2 if of else i + 1
        suit = meaning(tokens[following].text)
        if suit is not None and suit.kind == "suit" and suit.suit is not None:
            out.append((i, Card(suit.suit, said.rank)))
    return out


def _spot_of(tokens: list[Word], i: int) -> bool:
    """A number from 2 to 10 followed by «of» («the 8 of spades»), a card's rank."""
    text = tokens[i].text
    return (text.isdigit() and 2 <= int(text) <= 10 and i + 1 < len(tokens)
            and is_in(tokens[i + 1], "designation.rank_of"))


_PLAY_ROLES = (("story.role.declarer", Role.DECLARER), ("story.role.dummy", Role.DUMMY),
               ("story.role.defender", Role.DEFENDER))


def _actors(draft: _Draft) -> bool:
    """Declarer, dummy and the defenders, in the order the story first names them."""
    named = sorted((start, role) for concept, role in _PLAY_ROLES
                   for start, _ in phrases(draft.tokens, concept))
    draft.actors = list(dict.fromkeys(role for _, role in named))
    return bool(draft.actors)


_SMALL = re.compile(r"^(10|[2-9])([♠♥♦♣])$")


def _played_small(tokens: list[Word], i: int) -> Card | None:
    """«сыграл с болвана 2♠»: a number and a suit after a verb of the play is a card."""
    small = _SMALL.match(tokens[i].text)
    if small is None:
        return None
    before = [t for t in tokens[max(0, i - 4) : i] if t.is_word]
    if not any(is_in(t, "story.card_verb") for t in before) and not among_cards(tokens, i):
        return None
    return Card(_SUITS[small.group(2)], Rank(int(small.group(1))))


def _exposed_card(draft: _Draft) -> bool:
    """A card seen during the auction (Law 24): «у Запада выпала двойка пик лицом вверх»,
    «уронил три карты», «LHO fumbled and two cards landed face up». Told only while the
    auction goes on: the words say so, or the calls read stop short of the end, or a bid is
    told made (a verb of calling before it) before the card, and nothing of the play."""
    tokens = draft.tokens
    hits = [hit for hit in draft.told("story.exposed", unless="story.not_exposed")
            or _card_shown(draft)
            if not _face_down(tokens, hit[0]) and not _box_card(tokens, hit[1])]
    quiet = not phrases(tokens, "story.phase.play") and not _contract_told(tokens)
    during = bool(phrases(tokens, "story.during_auction")) or (quiet and (
        bool(silent_players(tokens, draft.reading.me))  # «partner hadn't called yet»
        or (bool(hits) and not draft.reading.calls and any(  # «the dealer (LHO) dropped the
            start < hits[0][0] for start, _ in phrases(tokens, "story.dealer")))))  # ♠K»: no
    # call yet, no play: the card fell before the auction's first call
    calls = draft.reading.calls
    unfinished = bool(calls) and not auction_ended([c.call for c in draft.reading.calls]) and (
        calls[0].span[0] < tokens[hits[0][0]].start or not phrases(tokens, "story.phase.play")
    ) if hits else False  # the calls told after the card: so far, if no play is told
    opened = bool(hits) and not calls and not phrases(tokens, "story.phase.play") and any(
        _bid_at(tokens, k) and any(is_in(t, "story.verb.call") for t in tokens[max(0, k - 2):k])
        for k in range(hits[0][0]))  # «I opened 1D, and LHO dropped …»: a bid made, not a
    # contract played
    # «Our auction ended with South in 4♠ … East slapped the ♥Q face up»: the words end the
    # auction before the card, so the calls told are the whole of it
    ended = bool(hits) and any(
        end <= hits[0][0] for concept in ("story.auction_ended", "story.ended_in_contract")
        for start, end in phrases_unless(tokens, concept, "story.not_auction_ended")
        if not phrases(tokens[max(0, start - 3) : start], "story.believed_end"))  # not «West,
    # convinced the auction was over, led the Queen face up»: his belief, not its end
    # «3NT by East, 1NT then 3NT»: the contract told before its auction, so it was reached
    ended = ended or "call.contract_told_first" in draft.reading.fired
    if not hits or not (during or ((unfinished or opened or _calls_so_far(draft, hits[0][0]))
                                   and not ended)):
        return False
    # the first telling whose sentence names whose card it was («> Цитата: упала карта … /
    # А у нас: у Запада выскользнули две карты»: the quoted post names nobody)
    places = [_card_place(tokens, hit[0]) for hit in hits]
    cue, start, end = next(((c, a, b) for c, a, b in places if _exposer(draft, a, c, b)),
                           places[0])
    draft.circumstances.add(_C.CARD_EXPOSED)
    draft.offences.append((Offence.EXPOSED_CARD, tokens[cue].start))
    if _words_without_call(draft, Offence.OUT_OF_TURN):
        draft.offences.insert(0, draft.offences.pop())  # the card is what the story tells
    draft.exposer = _exposer(draft, start, cue, end)
    _, after = sentence_span(tokens, end) if end < len(tokens) else (end, end)
    draft.exposed = _exposure(tokens, start, after)
    if draft.exposed in (None, "карта") and _rank_unseen(tokens, cue):
        draft.exposed = "одна"  # «… вылетела карта. А какая — спорим»: nobody can tell
    return True


def _calls_so_far(draft: _Draft, at: int) -> bool:
    """The calls told before the card's words stop short of the auction's end, and no word of
    the play stands before them («1D-P-1H, and pard, reaching for the box, knocks the SQ face
    up … Then 3H by LHO, all pass»): the card was seen while the auction went on."""
    tokens = draft.tokens
    before = [item.call for item in draft.reading.calls if item.span[1] <= tokens[at].start]
    return bool(before) and not auction_ended(before) and not any(
        a < at for a, _ in phrases(tokens, "story.phase.play"))


_FRAGMENT_WORDS = 3  # a sentence this short after another one adds to it («Лицом вверх!»)
_UNSEEN_REACH = 40  # words after the card's words that may tell its rank was not seen


def _rank_unseen(tokens: list[Word], cue: int) -> bool:
    """After the words of a card seen, the story tells its rank was not made out («Какая
    именно — не разглядел», "I couldn't see which"), and no word of several cards: one card,
    its rank unknown (the fact ``показано=одна``).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("У партнёра выпала карта. Я видел, что пика, какая — не разглядел.")
    >>> _rank_unseen(toks, 2), _rank_unseen(tokenize("Выпали две карты, не разглядел."), 0)
    (True, False)
    """
    part = tokens[cue : cue + _UNSEEN_REACH]
    many = any(is_in(t, "story.many") for t in tokens[max(0, cue - 3) : cue + 3])
    return not many and bool(phrases(part, "story.rank_unseen"))


def _words_without_call(draft: _Draft, offence: Offence) -> bool:
    """The first offence read is ``offence``, read from words after which their sentence
    tells no call («Koos was still sorting his cards and the ace fell face up», «Он открыл
    1т, правый пас, и пока я думала, у меня выскользнула дама»: no call made out of turn).
    """
    if not draft.offences or draft.offences[0][0] is not offence:
        return False
    tokens = draft.tokens
    place = draft.offences[0][1]
    k = next((j for j, t in enumerate(tokens) if t.start >= place), None)
    if k is None:
        return False
    _, end = sentence_span(tokens, k)
    last = tokens[end - 1].end
    return not any(place <= item.span[0] < last
                   for item in draft.reading.calls if not item.implied)


def _contract_told(tokens: list[Word]) -> bool:
    """A contract named with its bid («Playing 3♥ from the South seat», «играли 4♠»): the
    auction is over, so a player «still thinking» thinks of his card, not of a call.

    >>> from engine.story.words import tokenize
    >>> _contract_told(tokenize("Playing 3♥ from South")), _contract_told(tokenize("I bid 3♥"))
    (True, False)
    """
    return any(_bid_at(tokens, k) for _, end in phrases(tokens, "story.contract")
               for k in range(end, min(len(tokens), end + 2)))


def _face_down(tokens: list[Word], cue: int) -> bool:
    """The sentence of the words of a card says it lay face down («сделал ход закрытой
    картой», «led face down»): nobody saw it, so it is no card exposed in the auction (Law 24)
    but the opening lead made after the final pass (41A).

    >>> from engine.story.words import tokenize
    >>> _face_down(tokenize("W сделал ход закрытой картой."), 2)
    True
    >>> _face_down(tokenize("W сделал ход. Потом положил карту лицом вниз."), 2)
    False
    """
    start, end = sentence_span(tokens, cue)
    return bool(phrases(tokens[start:end], "story.face_down"))


_BOX_CARD_REACH = 4  # words from the verb to a box card's call («dropped the green Pass card»)


def _box_card(tokens: list[Word], end: int) -> bool:
    """The words after a verb of a card falling name a card of the bidding box, a call and
    the word for its card («LHO dropped the green Pass card on the table», «уронил карточку
    пас»): a call, no card of his hand seen (Law 24).

    >>> from engine.story.words import tokenize
    >>> _box_card(tokenize("LHO dropped the green Pass card on the table"), 2)
    True
    >>> _box_card(tokenize("LHO dropped the ace of spades on the table"), 2)
    False
    """
    window = tokens[end : end + _BOX_CARD_REACH + 1]
    for k, token in enumerate(window):
        if token.text in ".!?;" or token.is_paragraph:
            return False
        found = read_call(window, k)
        if found is None or found.call is None:
            if is_in(token, "story.box_card_noun") and k + 1 < len(window) and (
                    (named := read_call(window, k + 1)) is not None and named.call is not None):
                return True  # «уронил карточку пас»: the card's word, then its call
            continue
        return found.end < len(window) and is_in(window[found.end], "story.box_card_noun")
    return False


def _card_shown(draft: _Draft) -> list[tuple[int, int]]:
    """«показал туза бубен», «showed his partner the ♦A»: a verb of showing and a card named
    within four words after it (the verb's place, as ``told`` gives it)."""
    tokens = draft.tokens
    for start, end in draft.told("story.show_verb"):
        window = tokens[end : end + 5]
        if _named_cards(window):
            return [(start, end)]
    return []


def _card_place(tokens: list[Word], cue: int) -> tuple[int, int, int]:
    """The words of a card's falling at ``cue`` and the sentence they stand in (a short one
    joined to the one before: «… выпархивает двойка треф! Лицом вверх!»)."""
    start, end = sentence_span(tokens, cue)
    if start > 0 and len([t for t in tokens[start:end] if t.is_word]) <= _FRAGMENT_WORDS:
        start = sentence_span(tokens, start - 1)[0]
    return cue, start, end


def _believes(tokens: list[Word], k: int) -> bool:
    """A word of belief right after the player at ``k`` («i'm pretty sure it was …»): what he
    thinks he saw, not what he did."""
    return any(is_in(t, "story.epistemic") for t in tokens[k + 1 : k + 4])


def _exposer(draft: _Draft, start: int, cue: int, end: int) -> Seat | None:
    """Whose card: the player named nearest before the words of the card falling, else the
    first one after them, in the same sentence."""
    tokens = draft.tokens
    held = _hand_named_after(draft, cue, end)
    if held is not None:
        return held  # «… and then the queen flipped out of my hand»: the hand named after it
    order = [*range(cue - 1, start - 1, -1), *range(cue, end)]
    for k in order:
        if unseated_name(tokens, k):
            return None  # «у Лёши вылетает туз»: a player named whose seat is not told
        covering = _named_over(tokens, max(start, k - 3), k)
        if covering is not None:  # «the man on my left»: «my» inside the words of a role
            seat = covering.seat_for(draft.reading.me)
            if seat is not None:
                return seat
        owner = _seat_of_word(tokens, k)
        if owner is not None:
            return owner
        if is_in(tokens[k], "story.pronoun_of"):  # «у неё выпала дама», «his ace fell»
            said = _pronoun_seat(draft, k)
            if said is not None:
                return said
        role = next((r for c, r in _ROLES_OF if is_in(tokens[k], c)), None)
        if role is Role.ME and subject_at(tokens, k + 1) is not None:
            continue  # «fell out of my partner's hand»: «my» of the player named next
        if role is Role.ME and _believes(tokens, k):
            continue  # «i'm pretty sure it was face up»: the teller's belief, not his card
        if role is Role.ME and _side_of_teller(tokens, k):
            continue  # «у Люды, она напротив меня сидит, карты посыпались»: her place
        if role is Role.ME and _in_parentheses(tokens, k):
            continue  # «партнёрша (нервная она у меня) …, и дама шлёп»: an aside about her
        if role is not None:  # «у меня карта выпала», «partner's card fell»
            seat = role.seat(draft.reading.me)
            if seat is not None:
                return seat
        named = subject_at(tokens, k)
        if named is not None and (named.seat is not None or named.role is not None):
            return named.seat_for(draft.reading.me)
    # nobody named in the sentence: a subject pronoun names the player told before it («Он
    # ещё ничего не успел сказать, как уронил карты»)
    pronoun = next((k for k in order if is_in(tokens[k], "story.pronoun_subject")
                    and not _believes(tokens, k)), None)
    if pronoun is not None:
        return _pronoun_seat(draft, pronoun)
    # nor a pronoun, but a verb of doing something to the cards whose subject is left out
    # («Напарник Ю тянет карточку из бокса. Локтем сбил 2 карты»): the player told before
    if any(_acts_on_object(tokens[k].text) for k in range(start, end)):
        return _pronoun_seat(draft, start)
    return None


def _in_parentheses(tokens: list[Word], k: int) -> bool:
    """Whether token ``k`` stands inside parentheses in its sentence.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Вера (нервная она у меня) уронила. А у меня (всё) есть")
    >>> _in_parentheses(toks, 4), _in_parentheses(toks, 10)
    (True, False)
    """
    for j in range(k - 1, -1, -1):
        if tokens[j].text == ")" or is_stop(tokens[j]):
            return False
        if tokens[j].text == "(":
            return any(t.text == ")" for t in tokens[k + 1 : k + 12])
    return False


def _side_of_teller(tokens: list[Word], k: int) -> bool:
    """«меня» at ``k`` ends the words of a place beside the teller («напротив меня», «слева от
    меня»), someone else's place."""
    if k < 1:
        return False
    if is_in(tokens[k - 1], "story.seated_opposite"):
        return True
    return k > 1 and tokens[k - 1].text == "от" and any(
        is_in(tokens[k - 2], side) for side in ("story.role.lho", "story.role.rho"))


def _acts_on_object(word: str) -> bool:
    """A verb in the past tense that takes an object, in every reading («сбил», «уронила»):
    someone did it, unlike a card that «выпала».

    >>> _acts_on_object("сбил"), _acts_on_object("выпала"), _acts_on_object("карты")
    (True, False, False)
    """
    readings = parses(word)
    return bool(readings) and all(
        {"VERB", "past", "tran"} <= set(parse.tag.grammemes) for parse in readings)


_PRONOUN_REACH = 60  # the most tokens back to the player a pronoun stands for


def _pronoun_seat(draft: _Draft, k: int) -> Seat | None:
    """The seat of the player a pronoun at ``k`` stands for: the last player named before it
    (not the teller), of its gender when the pronoun has one and a verb in the past tense
    right after the name tells his («Галина Ивановна сидела на Западе … когда Петрович думал,
    у неё выпала дама»: West); a player of untold gender only when none agrees.

    >>> from engine.story.words import tokenize
    >>> from engine.story.auction import read_auction
    >>> draft = _Draft(read_auction("Запад сидела тихо, Север думал, и у неё выпала дама."), set())
    >>> _pronoun_seat(draft, 9)
    <Seat.W: 3>
    >>> draft = _Draft(read_auction("Левый пас. Правый тянется к боксу, у него выпала дама."),
    ...                set())
    >>> _pronoun_seat(draft, 9)
    <Seat.E: 1>
    """
    tokens = draft.tokens
    gender = "f" if is_in(tokens[k], "story.pronoun_of_female") else (
        "m" if is_in(tokens[k], "story.pronoun_of_male") else "")
    untold: Seat | None = None
    for j in range(k - 1, max(-1, k - _PRONOUN_REACH), -1):
        named = subject_at(tokens, j)
        if named is None or named.role is Role.ME or named.end > k:
            continue
        seat = named.seat_for(draft.reading.me)
        if seat is None:
            continue
        verb = next((g for n, t in enumerate(tokens[named.end : named.end + 3], named.end)
                     if not _call_word(tokens, n) and (g := past_gender(t.text))), "")
        if not gender or verb == gender:
            return seat
        if not verb and untold is None:
            untold = seat
    return untold


def _call_word(tokens: list[Word], k: int) -> bool:
    """A call at ``k`` («пас» is no verb of grazing: «Левый пас» tells no gender).

    >>> from engine.story.words import tokenize
    >>> [_call_word(tokenize("Левый пас"), k) for k in (0, 1)]
    [False, True]
    """
    found = read_call(tokens, k)
    return found is not None and found.call is not None


def _named_over(tokens: list[Word], first: int, k: int) -> Subject | None:
    """A player named by words that start before ``k`` (from ``first``) and take it in («on
    my left» over «my»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("the man on my left dropped it")
    >>> _named_over(toks, 0, 3).role, _named_over(toks, 0, 5)
    (<Role.LHO: 'lho'>, None)
    """
    for j in range(first, k):
        named = subject_at(tokens, j)
        if named is not None and named.end > k:
            return named
    return None


_HAND_REACH = 5  # words after the words of a card falling to the hand it fell from


def _hand_named_after(draft: _Draft, cue: int, end: int) -> Seat | None:
    """The hand a card fell from, told after the words of its falling by a word of a hand and
    the possessive of a player right before it («flipped out of my hand», «fell from
    partner's hand»), in the same sentence."""
    tokens = draft.tokens
    for k in range(cue + 1, min(len(tokens), cue + _HAND_REACH + 1)):
        if tokens[k].text in ".!?;" or tokens[k].is_paragraph:
            return None
        if not is_in(tokens[k], "story.hand_noun"):
            continue
        role = next((r for c, r in _ROLES_OF if is_in(tokens[k - 1], c)), None)
        if role is not None:
            return role.seat(draft.reading.me)
        return _seat_of_word(tokens, k - 1)
    return None


_ROLES_OF = (("story.role_of.me", Role.ME), ("story.role_of.partner", Role.PARTNER),
             ("story.role_of.lho", Role.LHO), ("story.role_of.rho", Role.RHO))
_SEATS_OF = (("story.seat_of.north", Seat.N), ("story.seat_of.east", Seat.E),
             ("story.seat_of.south", Seat.S), ("story.seat_of.west", Seat.W))


def _seat_of_word(tokens: list[Word], k: int) -> Seat | None:
    found = next((seat for concept, seat in _SEATS_OF if is_in(tokens[k], concept)), None)
    return found if found is not None else letter_seat(tokens, k)  # «у С выпала ♠Q»


def _exposure(tokens: list[Word], start: int, end: int) -> str | None:
    """The fact ``показано`` from the words: two cards or more, the one card named, a small
    card, a card led; None when the words do not say."""
    part = tokens[start:end]
    many = any(
        is_in(word, "story.many")
        and any(is_in(t, "story.cards_word") or is_in(t, "story.cards_fell")
                for t in part[k + 1 : k + 3])  # «две карты», «и две легли лицом вверх»
        for k, word in enumerate(part)
    )
    found = _named_cards(part)
    # «♠Q (damo de pikoj)»: the same card told twice is one card
    named = list(dict.fromkeys(card for _, card in found))
    if len(named) >= 2 and phrases(part, "story.either_card"):
        return "одна"  # «то ли ♠J, то ли ♠9»: one card, which one is not known
    idioms = {k for a, b in phrases(part, "story.low_idiom") for k in range(a, b)}
    low = [k for k, t in enumerate(part) if (m := meaning(t.text)) is not None and m.kind == "low"
           and k not in idioms]  # not «East least of all», «at least»
    starts = {k for k, _ in found}
    ranks = {card.rank for card in named}
    loose = [k for k, t in enumerate(part) if k not in starts and not t.text.isdigit()
             and (m := meaning(t.text)) is not None and m.kind == "rank" and m.rank is not None
             and m.rank >= Rank.JACK  # «сказал три бубны»: a number alone may be a level
             and m.rank not in ranks]  # «туз пик …, туз лежит»: the same card told again
    one = bool(phrases(part, "story.one_card"))  # «only one small card»: the card named
    if many or (not one and (len(named) + len(low) >= 2 or (named and loose))):
        return "2+"  # «the jack and the three of clubs»: an honour alone is a card too
    if named and named[0].rank < Rank.TEN and any(
            not any(is_in(t, "story.negation") or is_in(t, "story.nobody")
                    for t in part[max(0, a - 2) : a])  # not «nobody led anything»
            for a, _ in phrases(part, "story.lead_made")):
        return "ход"  # «put the ♠2 on the table as his opening lead»: a card led too soon
    if named:
        return str(named[0])
    if low:
        return "малая"
    if any((m := meaning(t.text)) is not None and m.kind == "rank" and m.rank is not None
           and m.rank >= Rank.TEN and not t.text.isdigit() for t in part):
        return "онер"  # «уронил даму», «a queen fell face up»: an honour, its suit not told
    if phrases(part, "story.lead_word"):
        return "ход"
    if phrases(part, "story.one_card"):
        return "одна"  # «одна карта упала лицом вверх, какая — не запомнил»: its rank untold
    if not many and any(is_in(t, "story.a_card") for t in part):
        return "карта"  # «из веера вылетела карта»: one card, its rank not told with it
    return None


# the table of patterns, in order: each name is what ``Story.fired`` records
PATTERNS: tuple[tuple[str, Pattern], ...] = (
    ("lho.not_accepted", _not_accepted),
    ("lho.refused", _refused_to_accept),
    ("lho.accepted", _accepted),
    ("lho.took_as_ended", _taken_as_ended),
    ("director.at_once", _director_at_once),
    ("change.at_once", _circumstance("story.corrected_at_once", _C.CORRECTED_AT_ONCE,
                                     unless="story.not_slip")),
    ("change.later", _circumstance("story.corrected_later", _C.CORRECTED_LATER)),
    ("change.deliberate", _circumstance("story.changed_mind", _C.CHANGED_MIND)),
    ("change.pause_counted", _pause_counted),
    ("change.pause_over_slip", _pause_over_slip),
    ("change.pause_before", _pause_before_change),
    ("call.natural", _circumstance("story.not_conventional", _C.NOT_CONVENTIONAL)),
    ("call.conventional", _conventional),
    ("call.pass_of_strength", _pass_of_strength),
    ("lho.called_over", _circumstance("story.called_over", _C.LHO_CALLED_OVER)),
    ("director.called", _circumstance("story.director", _C.DIRECTOR_CALLED)),
    ("calls.simultaneous", _circumstance("story.simultaneous", _C.SIMULTANEOUS)),
    ("offence.call_while_barred", _call_while_barred),
    ("director.duty_imposed", _duty_imposed),
    ("lho.penalty_asked", _penalty_asked),
    ("director.call_owed", _call_owed),
    ("offence.out_of_turn", _out_of_turn_said),
    ("offence.insufficient",
     _offence("story.insufficient", Offence.INSUFFICIENT_BID, _C.INSUFFICIENT_SAID)),
    ("offence.exposed_card", _exposed_card),
    ("offence.insufficient_in_auction", _insufficient_in_auction),
    ("offence.inadmissible", _inadmissible_in_auction),
    ("offence.change_of_call", _change_of_call),
    ("change.at_once_said", _changed_at_once_said),
    ("change.after_refusal", _corrected_after_refusal),
    ("offence.out_of_rotation", _out_of_rotation_in_auction),
    ("offence.after_end", _after_end),
    ("director.ruled_on_last", _director_ruled_on_last),
    ("phase.after", _phase_after),
    ("phase.play", _phase_play),
    ("phase.auction", _phase_auction),
    ("cards.named", _cards),
    ("play.actors", _actors),
)


def read_story(text: str) -> Story:
    """The one reading of a story; an empty Story (with a note) for empty or junk text."""
    try:
        return _read(text)
    except Exception as error:  # the outer boundary: a reading bug must not crash a caller
        return Story(notes=(f"Не удалось прочитать рассказ: внутренняя ошибка "
                            f"({type(error).__name__}).",))


def _read(text: str) -> Story:
    if not isinstance(text, str) or not normal_words(text[:MAX_CHARS]):
        return Story(notes=("В тексте нет слов, которые можно прочитать.",))
    text = without_law_quotes(text)  # a law's words quoted tell of no player at this table
    reading = read_auction(undotted(text))
    draft = _Draft(reading, _asked(reading.tokens) | _opinions(reading.tokens))
    fired = list(reading.fired)
    for name, pattern in PATTERNS:
        if pattern(draft):
            fired.append(name)
    notes = list(dict.fromkeys(reading.notes))  # a call scanned twice is noted once
    if len(text) > MAX_CHARS:
        notes.insert(0, f"Сообщение длинное ({len(text)} символов): читаю первые {MAX_CHARS}.")
    if "director.ruled_on_last" in fired:
        notes.append("О том, что заявку приняли, в рассказе не сказано, а судью позвали к ней "
                     "до следующей заявки: считаю, что её не приняли (принять её — значит "
                     "сделать свою заявку после неё).")
    base = reading.story()
    offence, offender, turn = _offender(base, draft)
    seats = play_seats(reading.tokens) if reading.after_end else (None, None)
    return Story(
        calls=base.calls,
        dealer=base.dealer,
        dealer_from=base.dealer_from,
        barred=draft.barred[0] if draft.barred else None,
        barred_once=bool(draft.barred and draft.barred[1]),
        barred_at=draft.barred[2] if draft.barred else 0,
        me=base.me,
        phase=draft.phase,
        offence=offence,
        offender=offender,
        turn=turn,
        circumstances=frozenset(draft.circumstances),
        replacement=None if draft.barred else reading.replacement,
        then=reading.then,
        cards=tuple(dict.fromkeys(draft.cards)),
        exposed=draft.exposed,
        actors=tuple(draft.actors),
        board=reading.board,
        after_end=reading.after_end,
        declarer=seats[0],
        defender=seats[1],
        fired=tuple(fired),
        notes=tuple(notes),
        text=text[:MAX_CHARS],
    )


# a compass seat or the partner cut short with a dot inside a sentence («Сев. 1 пик; Вост.
# пас», «партн. (Ю) 1♠»): the dot is the word's, not a sentence's end (the sentence goes on in
# lower case, a level, a suit)
_SEAT_DOT = re.compile(r"\b((?i:сев|вост|зап|партн))\.(?=[ \t]+[0-9a-zа-яё♠♥♦♣«(\"„-])"
                       # «С.», «В.», «Ю.», «З.» before a dash, colon or list mark: a seat in a list
                       r"|(?<![А-Яа-яЁё])([СВЮЗ])\.(?=[ \t]*[—–:;,-])"
                       # … or before a word in lower case («но В. объявил «контра»»): no
                       # sentence ends there
                       r"|(?<![А-Яа-яЁё])([СВЮЗ])\.(?=[ \t]+[а-яё])"
                       # … or before a call («Потом В. 1♦, Ю. опять 1♠»): his call
                       r"|(?<![А-Яа-яЁё])([СВЮЗ])\.(?=[ \t]+[1-7][ \t]*[♠♥♦♣])"
                       # «сд. В.»: the dealer, cut short, before his seat
                       r"|\b((?i:сд))\.(?=[ \t]+[СВЮЗ])")


# a call in short notation in speech marks («E говорит «X»», «он сказал "2S"»): a call said
_QUOTED_CALL = re.compile(
    r"[«\"„“](x{1,2}|х{1,2}|p|п|[1-7](?:nt|бк|[shdcnбчптк♠♥♦♣]))[»\"“”]", re.IGNORECASE
)


def undotted(text: str) -> str:
    """The text with the dot of a seat cut short («Вост.») blanked where the sentence goes on,
    and the speech marks around a call in short notation («X») blanked: the same length, so
    every place in it is the same.

    >>> undotted("Сдающий — Сев. Ход торговли: Сев. 1 пик; Вост. пас; Зап. пас.")
    'Сдающий — Сев. Ход торговли: Сев  1 пик; Вост  пас; Зап  пас.'
    >>> undotted("Сд. В.; В. — пас; Ю. — одна пика")
    'Сд  В ; В  — пас; Ю  — одна пика'
    >>> undotted("E говорит «X». «Стейман» и «2♦»")
    'E говорит  X . «Стейман» и  2♦ '
    """
    return _QUOTED_CALL.sub(r" \1 ", _SEAT_DOT.sub(_undot, text))


def _undot(match: re.Match[str]) -> str:
    return next(group for group in match.groups() if group is not None) + " "


def _asked(tokens: list[Word]) -> set[int]:
    """The tokens of sentences ending with «?», but for the director's words a question opens
    with («Судья сказал, что он пасует в следующий раз, а я …, объясните?»: what he said is
    told; the question is its last clause).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Судья сказал, что Север пасует, а я не понял, за что?")
    >>> sorted(_asked(toks)), sorted(_asked(tokenize("Север пасует?")))
    ([12, 13, 14], [0, 1, 2])
    """
    out: set[int] = set()
    start = 0
    for i, token in enumerate(tokens):
        if placeholder(tokens, i) and i < len(tokens) - 1:
            if tokens[i + 1].raw[:1].isupper():
                start = i + 1  # «… | Вост ? Во-первых, …»: the line of calls ends, unasked
            continue  # «1H-(p)-? …»: a call in question in shorthand, the sentence goes on
        if token.text in ".!?" or token.is_paragraph or i == len(tokens) - 1 or (
                _form_line(tokens, i)) or line_break(tokens, i):
            if token.text == "?":
                begin = max(_director_told_until(tokens, start, i),
                            _question_opened(tokens, start, i))
                out.update(range(begin, i + 1))
            start = i + 1
    return out


def _question_opened(tokens: list[Word], start: int, end: int) -> int:
    """Where words that open the question and a colon («…, в связи с чем спрашиваю: должен
    ли …?», "so my question is: …?"), or the last semicolon, begin it inside a long sentence
    that tells the story first; ``start`` when none do."""
    for _, b in phrases(tokens[start:end], "story.question_opens"):
        if start + b < end and tokens[start + b].text == ":":
            return start + b + 1
    # «Судья её пас отменил, …, что она и сделала; но я так и не поняла, …?»: what stands
    # before a semicolon is told, the question is the clause after the last one
    return next((k + 1 for k in range(end - 1, start - 1, -1) if tokens[k].text == ";"), start)


_KEY_WORDS = 3  # words at most in the key of a line of a form («Что произошло:»)


def _form_line(tokens: list[Word], i: int) -> bool:
    """A slash that opens a line of a form filled in, its key and a colon («… 2♣ / Вопрос:
    не слишком ли мягко?»): the lines are sentences, a question in the last asks nothing of
    the lines before it.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Торговля: пас – 1♦ / Что произошло: Юг передумал / 1♥/2♠")
    >>> [k for k in range(len(toks)) if _form_line(toks, k)]
    [5]
    """
    if tokens[i].text != "/":
        return False
    key = tokens[i + 1 : i + 2 + _KEY_WORDS]
    colon = next((k for k, t in enumerate(key) if t.text == ":"), None)
    return colon is not None and colon > 0 and all(t.text.isalpha() for t in key[:colon])


def _director_told_until(tokens: list[Word], start: int, end: int) -> int:
    """Where the question begins in the sentence from ``start`` to its «?» at ``end``: past
    its last comma when it opens with the director and a verb of ruling (his words told),
    else at ``start``."""
    if not (start + 1 < end and is_in(tokens[start], "story.director")
            and is_in(tokens[start + 1], "story.ruled")):
        return start
    commas = [k for k in range(start, end) if tokens[k].text == ","]
    return commas[-1] + 1 if commas else start


_OPINION_REACH = 4  # tokens between a verb of opinion and the quotation it brings


def _opinions(tokens: list[Word]) -> set[int]:
    """The words of a quotation brought by a verb of opinion and no director («одни пишут
    «З всё, его партнёр пасует до конца»», "the opponents claim "he must pass""): what
    somebody thinks the ruling is, not what happened.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Чат пишет: «Запад пасует до конца». Судья сказал: «пас до конца»")
    >>> sorted(_opinions(toks))
    [4, 5, 6, 7]
    """
    quoted = quoted_words(tokens)
    out: set[int] = set()
    for k in sorted(quoted):
        if k - 1 in quoted or k < 2:
            continue  # inside a quotation already seen, or none opens here
        before = tokens[max(0, k - 1 - _OPINION_REACH) : k - 1]
        if any(is_in(t, "story.opinion_verb") for t in before) and not any(
            is_in(t, "story.director") for t in before
        ):
            end = k
            while end in quoted:
                end += 1
            out.update(range(k, end))
    return out | _reported_opinions(tokens)


def _reported_opinions(tokens: list[Word]) -> set[int]:
    """The words of a clause «, что …» after a verb of opinion, nobody of the director's named
    before it, that tells a duty («Запад полагает, что Север теперь обязан пасовать, а я
    считаю …», "West thinks that North must pass"): what somebody thinks the law imposes,
    not what the director ruled; to the clause's end.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Запад полагает, что Север обязан пасовать, а я нет. Север пас")
    >>> sorted(_reported_opinions(toks))
    [3, 4, 5, 6]
    """
    out: set[int] = set()
    for k, token in enumerate(tokens):
        if not is_in(token, "story.opinion_verb") or k + 2 >= len(tokens):
            continue
        start = k + 1 + (tokens[k + 1].text == ",")
        if not is_in(tokens[start], "story.that_clause"):
            continue
        if any(is_in(t, "story.director") for t in tokens[max(0, k - _OPINION_REACH) : k]):
            continue  # «судья считает, что …»: the ruling told
        end = start + 1
        while end < len(tokens) and tokens[end].text not in ".;!?/" and not (
                tokens[end].is_paragraph) and not (
                tokens[end].text == "," and end + 1 < len(tokens)
                and is_in(tokens[end + 1], "story.clause_contrast")):
            end += 1
        if any(is_in(t, "story.must") or is_in(t, "story.obliged") for t in tokens[start:end]):
            out.update(range(start, end))  # a duty somebody thinks the law imposes; what a
            # player says happened («утверждает, что не ту карточку вытащил») is told
    return out


def _offender(story: Story, draft: _Draft) -> tuple[Offence | None, Seat | None, Seat | None]:
    """The offence the words name, the seat of the call nearest to those words, and whose
    turn it was when he called."""
    if not draft.offences:
        return None, None, None
    offence, place = draft.offences[0]
    if offence is Offence.EXPOSED_CARD:
        return offence, draft.exposer, None
    if offence is Offence.CALL_WHILE_BARRED and draft.barred is not None:
        return offence, draft.barred[0], None
    seated = story.seated()
    real = [(k, c) for k, c in enumerate(story.calls) if not c.implied]
    if not real:
        return offence, None, None
    if offence is Offence.INSUFFICIENT_BID:
        k = _insufficient(story)
        if k is not None:
            return offence, seated[k][0], None
    if offence is Offence.OUT_OF_TURN:
        found = _out_of_rotation(story)
        if found is not None:
            return offence, seated[found[0]][0], found[1]
    k, _ = min(real, key=lambda kc: min(abs(kc[1].span[0] - place), abs(kc[1].span[1] - place)))
    turn = None
    if offence is Offence.OUT_OF_TURN:
        turn = seated[k - 1][0].lho if k > 0 else story.dealer
        if turn is seated[k][0]:
            turn = None
    return offence, seated[k][0], turn


def _out_of_rotation(story: Story) -> tuple[int, Seat] | None:
    """The first call whose player is not the one in turn, and whose turn it was."""
    turn = story.dealer
    for k, item in enumerate(story.calls):
        if item.seat is not None and item.seat is not turn:
            return k, turn
        turn = (item.seat if item.seat is not None else turn).lho
    return None


def _insufficient(story: Story) -> int | None:
    highest = None
    for k, item in enumerate(story.calls):
        if item.call.is_bid:
            if highest is not None and not item.call > highest:
                return k
            highest = item.call
    return None


def misexplained(story: Story) -> tuple[bool, Seat | None]:
    """Whether the story tells an explanation that the agreement contradicts: a call told
    both as natural and as conventional («объяснил 2♥ как натуральное … по нашей карте 2♥ —
    трансфер»), with a verb of explaining told (not asked); and the seat of who explained (the
    player named last before that verb in its sentence), None when not told.

    >>> misexplained(read_story("Юг 2♦. Север объяснил 2♦ как натуральную, а по их карте "
    ...                         "это трансфер."))
    (True, <Seat.N: 0>)
    >>> misexplained(read_story("Север объяснил 2♦ как трансфер."))
    (False, None)
    """
    both = {_C.CONVENTIONAL, _C.NOT_CONVENTIONAL}
    if not both <= story.circumstances:
        return False, None
    tokens = tokenize_text(story.text)
    asked = _asked(tokens)
    verbs = [a for a, _ in phrases(tokens, "story.explained_verb") if a not in asked]
    if not verbs:
        return False, None
    start, _ = sentence_span(tokens, verbs[0])
    for k in range(verbs[0] - 1, start - 1, -1):
        named = subject_at(tokens, k)
        if named is not None and (named.seat is not None or named.role is not None):
            return True, named.seat_for(story.me)
    return True, None


def face_down_told(story: Story) -> bool:
    """The story tells a card laid face down (an opening lead not yet faced, Law 41A), in a
    sentence that does not leave it open («не помню, открыта ли карта или лежала рубашкой
    вверх»), nor tells a habit («у нас обычно ходят рубашкой вверх»).

    >>> face_down_told(read_story("Восток положил карту первого хода рубашкой вверх."))
    True
    >>> face_down_told(read_story("Не помню, была ли карта открыта или лежала рубашкой вверх."))
    False
    >>> face_down_told(read_story("In our club we normally lead face down."))
    False
    """
    tokens = tokenize_text(story.text)
    for start, _ in phrases(tokens, "story.face_down"):
        first, end = sentence_span(tokens, start)
        sentence = tokens[first:end]
        if not phrases(sentence, "story.uncertain") and not phrases(sentence, "story.habitual"):
            return True
    return False
