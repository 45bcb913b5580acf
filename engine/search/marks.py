"""Markers of what makes a call irregular, and of the circumstances the laws distinguish.

>>> found = marks(tokens("игрок обязан пасовать, а сделал назначение"))
>>> sorted(found.facts), found.anchors, sorted(found.consumed)
(['must-pass'], [1], [2])
>>> sorted(marks(tokens("во время торговли уронил двойку треф лицом вверх")).facts)
['auction', 'card', 'shown', 'small']
>>> sorted(marks(tokens("пас вне очереди до открытия торговли")).facts)
['before']
>>> "own-side" in marks(tokens("дабл не в свою очередь")).facts
False
>>> sorted(marks(tokens("партнер должен пасовать?")).facts)
[]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.lexicon import words
from engine.search.bids import auction_terms, in_auction_order, self_corrected
from engine.search.clues import Token, has, has_any, near, tokens
from engine.search.moments import auction_over, kept_from_calling, phase
from engine.search.scenes import scene
from engine.search.seats import owner_at, owner_before

_F = frozenset

_INSUFFICIENT = words("search.insufficient")
_ABOVE = words("search.above_seven")
_MODAL = words("search.obliged")
_PASSING = words("search.pass") | words("search.silent")
_INADMISSIBLE = words("search.inadmissible")
_DOUBLES = words("search.double") | words("search.redouble")
_OWN = words("search.own_side")
_SUBJECT_FORMS = words("search.subject_partner")  # forms, nominative: who doubled, not whose call
_CHANGE = words("search.change")
_IMMEDIATE = words("search.immediate")
_DAMAGE = words("search.damage")
_NEGATION = words("search.negation")  # «не», and English «not», «never», «didn't» (its «t»)
_MAY = words("search.may")
_CONVENTIONAL = words("search.conventional")
_SAME = words("search.same")
_THINKING = words("search.believing")
_MISTAKEN = frozenset({"misheard", "misunderstood"})
_WRONGLY = words("search.wrongly")
_ALERT = words("search.alert")
_CALL_WORDS = _DOUBLES | words("search.pass") | words("search.calling")
_CALLS = _DOUBLES | words("search.call_noun")
_STRAIN = words("search.strain_word")
_DELAY = words("search.delay")
_MISHEARD = words("search.misheard")
_MISINFORMATION = words("search.misinformation")
_REFUSING = words("search.en_refusing")
_NO = words("search.en_no")  # «no slip of the tongue»: no immediate correction
# the words of the fact-finders below (engine/data/lexicon.tsv; «forms»: compared as written)
_SEVEN = words("search.seven")
_ABOVE_WORDS = words("search.above_word")  # forms
_FINAL = words("search.final")
_THREE = words("search.three")
_AUCTION_ENDED = words("search.auction_ended")  # forms
_TURN_NOUN = words("search.turn_noun")
_REPEAT = words("search.repeat")
_REVIEW = words("search.review")
_REVIEW_OBJECT = words("search.review_object")
_AGAIN = words("search.again")  # forms
_NAME_STRAIN = words("search.name_strain")
_OTHER = words("search.other")
_OTHER_STRAIN = _OTHER | words("search.another")  # «другой», «another» (before a strain)
_ACCEPT = words("search.accept")
_ALSO = words("search.also")  # forms
_INSTEAD = words("search.instead")  # forms
_LATE = words("search.late")
_PAUSE = words("search.pause")
_STOP_TO_THINK = words("search.stop_to_think")
_TIME_UNIT = words("search.time_unit")
_TIME_SOME = words("search.time_some")
_HEAR = words("search.hear")
_UNDERSTAND = words("search.understand")
_MISTAKE_VERB = words("search.mistake_verb")
_AGREEMENT = words("search.agreement")
_CONVENTION_NOUN = words("search.convention_noun")
_EXPLANATION = words("search.explanation")
_TURNED_OUT = words("search.turned_out")
_NOTICE = words("search.notice")
_IGNORE = words("search.ignore")
_SKIP = words("search.skip")
_SKIP_OBJECT = words("search.skip_object")
_NEAREST = words("search.nearest")
# every word ``_cues`` looks at (a word with none of them tells no circumstance; a test
# checks that each word and set ``_cues`` names is here)
_CUES = (
    _ALERT | _CALLS | _CALL_WORDS | _CHANGE | _CONVENTIONAL | _DAMAGE | _IMMEDIATE
    | _INADMISSIBLE | _MAY | _PASSING | _SAME | _STRAIN | _THINKING | _WRONGLY
    | _DELAY | _MISHEARD | _MISINFORMATION | _REFUSING | _NO | words("search.cue")
)


@dataclass
class Marks:
    facts: set[str] = field(default_factory=set)
    anchors: list[int] = field(default_factory=list)  # words that make the call irregular
    consumed: set[int] = field(default_factory=set)  # call words that are not calls made
    owners: list[tuple[int, str]] = field(default_factory=list)  # (position, owner or '')
    obliged: list[int] = field(default_factory=list)  # words saying somebody had to pass
    mistaken: int | None = None  # the word saying a call was misheard or misunderstood


def _word(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def _turn(sequence: list[Token], found: Marks) -> None:
    for i in range(len(sequence)):
        owner = owner_at(sequence, i)
        if owner is not None:
            found.owners.append((i, owner))
            found.anchors.append(i)
            continue
        waited = owner_before(sequence, i)
        if waited is None:
            continue
        # «before RHO had called»: his turn, and no call of his; the call that took it is in
        # this phrase («I said 1H before RHO had called»), or in the next one when the phrase
        # opens with «before» («Before West had called, partner said no bid»)
        owner, named, verb = waited
        found.owners.append((named, owner))
        segment = sequence[i].segment
        opening = i == 0 or sequence[i - 1].segment != segment
        following = next((k for k in range(verb, len(sequence))
                          if sequence[k].segment != segment), None)
        found.anchors.append(following if opening and following is not None else named)
        found.consumed.update(range(verb, min(len(sequence), verb + 3)))


def _nature(sequence: list[Token], found: Marks) -> None:
    """Insufficient, above seven, after the final pass, obliged to pass, own side's double."""
    for i, token in enumerate(sequence):
        word, previous = token.word, _word(sequence, i - 1)
        if has_any(token, _INSUFFICIENT):
            found.facts.add("insufficient")
            found.anchors.append(i)
        if has_any(token, _ABOVE) or (
            has_any(token, _SEVEN) and previous in _ABOVE_WORDS
        ):
            found.facts.add("above-seven")
            found.anchors.append(i)
        final = near(sequence, i, _PASSING, 0, 1) if has_any(token, _FINAL) else -1
        if final >= 0:
            found.consumed.add(final)
        if (final >= 0 or auction_over(sequence, i)) and not _asked_after(sequence, i):
            found.facts.add("after-final")
            found.anchors.append(i)
        if has_any(token, _THREE) and (
            passes := near(sequence, i, _PASSING, 0, 1)
        ) > i:
            found.facts.add("three-passes")
            found.consumed.add(passes)
            if previous == "после" or _word(sequence, i - 2) in _AUCTION_ENDED:
                found.facts.add("after-final")
                found.anchors.append(i)
        if has_any(token, _MODAL) and not token.question and "ли" not in (
            t.word for t in sequence if t.segment == token.segment
        ):
            k = near(sequence, i, _PASSING, 1, 3)
            if k >= 0:
                found.facts.add("must-pass")
                found.anchors.append(i)
                found.obliged.append(i)
                found.consumed.add(k)
        if has_any(token, _DOUBLES):
            own = near(sequence, i, _OWN, 0, 5)
            owned = {k for k, _ in found.owners}
            subject = own > i and sequence[own].word in _SUBJECT_FORMS  # «контру дал партнер»
            # «дабл не в свою очередь»: his own turn, not his own side's call
            turn = own > i and has_any(sequence[min(own + 1, len(sequence) - 1)], _TURN_NOUN)
            if own > i and not subject and not turn and not any(i < k <= own for k in owned) and (
                own - 1 not in owned
            ):
                found.facts.add("own-side")
                found.anchors.append(i)
                found.consumed.update(range(i + 1, min(len(sequence), own + 3)))
            if near(sequence, i, _INADMISSIBLE, 2, 2) >= 0:
                found.facts.add("own-side")
                found.anchors.append(i)
            if previous == "без":
                found.facts.add("own-side")
                found.anchors.append(i)
        if word in ("вне", "без") and has(sequence[min(i + 1, len(sequence) - 1)], "очередь"):
            continue


_NOBODY = words("search.nobody")
_DOUBLE_ONLY = words("search.double")
_REDOUBLE_ONLY = words("search.redouble")


def _nothing_to_redouble(sequence: list[Token], found: Marks) -> None:
    """A redouble with no double before it («никто не контрил», "nobody had doubled
    anything"): not permitted by Law 19, an inadmissible call; the redouble is the offence.

    >>> found = Marks()
    >>> _nothing_to_redouble(tokens("правый сказал реконтра, хотя никто не контрил"), found)
    >>> sorted(found.facts), found.anchors
    (['inadmissible'], [2])
    """
    redoubles = [i for i, t in enumerate(sequence) if has_any(t, _REDOUBLE_ONLY)]
    if not redoubles:
        return
    for i, token in enumerate(sequence):
        if not has_any(token, _DOUBLE_ONLY) or has_any(token, _REDOUBLE_ONLY):
            continue
        before = {t.word for t in sequence[max(0, i - 3) : i] if t.segment == token.segment}
        if before & _NEGATION or before & _NOBODY:
            found.facts.add("inadmissible")
            found.anchors.append(min(redoubles, key=lambda k: abs(k - i)))
            return


_ASKING = words("search.asking")


def _asked_after(sequence: list[Token], i: int) -> bool:
    """«East said I could ask after the auction was over», «спросить можно после торговли»:
    the end of the auction tells when a question may be asked, not a call made after it.

    >>> seq = tokens("east said i could ask after the auction was over")
    >>> _asked_after(seq, 7), _asked_after(tokens("he doubled after the auction was over"), 4)
    (True, False)
    """
    segment = sequence[i].segment
    around = [t for t in sequence[max(0, i - 5) : i] if t.segment == segment]
    return any(not _ASKING.isdisjoint(t.forms) for t in around)


def _circumstances(sequence: list[Token], found: Marks) -> None:
    for i, token in enumerate(sequence):
        if not _CUES.isdisjoint(token.forms):  # most words of a question are none of these
            _cues(sequence, i, found.facts)
            if found.mistaken is None and not found.facts.isdisjoint(_MISTAKEN):
                found.mistaken = i
        if kept_from_calling(sequence, i):
            found.facts.add("skipped")
        phase(sequence, i, found.facts, found.consumed)


def _denied(previous: str) -> bool:
    """Whether the word before a cue denies it («не принял», «did not accept»)."""
    return previous in _NEGATION


_REFUSAL_REACH = 3  # «did not want to accept», «не захотел принять», «refused to accept»


def _refused(sequence: list[Token], i: int) -> bool:
    """Whether the words just before «accept» deny it: «не принял», «did not want to
    accept it», «refused to accept» (in the same phrase).

    >>> [_refused(tokens(t), 4) for t in ("east did not want accept", "east did want to accept")]
    [True, False]
    >>> _refused(tokens("ouest refused to accept"), 3), _refused(tokens("он не принял"), 2)
    (True, True)
    """
    segment = sequence[i].segment
    before = [t for t in sequence[max(0, i - _REFUSAL_REACH) : i] if t.segment == segment]
    return any(t.word in _NEGATION or has_any(t, _REFUSING) for t in before)


def _cues(sequence: list[Token], i: int, facts: set[str]) -> None:
    """The facts one word of the question tells, with its neighbours."""
    token = sequence[i]
    previous = _word(sequence, i - 1)
    if has_any(token, _CONVENTIONAL) and not _denied(previous):
        facts.add("conventional")  # not «nothing artificial», «не конвенционный»
    if has_any(token, _REPEAT):
        facts.add("other-strain" if previous == "не" else "repeat")
    if has_any(token, _REVIEW) and near(sequence, i, _REVIEW_OBJECT, 0, 3) > i:
        facts.add("review")  # «повторить торговлю»
    if (token.word == "раз" and previous == "еще") or token.word in _AGAIN:
        facts.add("repeat")
    if has_any(token, _NAME_STRAIN) and "не" in (
        previous, _word(sequence, i - 2)
    ):
        facts.add("other-strain")  # «так и не назвал эту масть»
    if has_any(token, _SAME) and near(sequence, i, _STRAIN, 0, 2) > i:
        facts.add("repeat")
    if has_any(token, _OTHER_STRAIN) and near(sequence, i, _STRAIN, 0, 2) > i:
        facts.add("other-strain")
    if has_any(token, _ACCEPT):
        facts.add("reject" if _refused(sequence, i) else "accept")
    if has_any(token, _REFUSING) and not _denied(previous):
        facts.add("reject")  # «LHO refused the double», «East rejected it»
    if has_any(token, _CHANGE):
        facts.add("change")
        if _word(sequence, i - 1) in _ALSO or _word(sequence, i - 2) == "тоже":
            facts.add("also")  # «могу ли я тоже изменить свою»: a change after a change
        if near(sequence, i, _CALLS | _F({"свой"}), 0, 2) > i:
            facts.add("call-change")  # «поменял свою заявку», «переиграть заявку»
        _correction(sequence, i, facts)
    if token.word in _INSTEAD:
        # «говорит контра вместо неё»: what replaced the call is named just before
        _replacement(sequence[max(0, i - 3) : i], facts)
    if has_any(token, _LATE):
        facts.add("too-late")
    if (has_any(token, _IMMEDIATE) and not (_denied(previous) or previous in _NO)) or (
        has_any(token, _PAUSE) and previous == "без"
    ) or (
        token.word == "тут" and _word(sequence, i + 1) == "же"
    ) or (has_any(token, _STOP_TO_THINK) and previous == "не"):
        facts.add("immediate")
    if (has_any(token, _PAUSE) and previous != "без") or (
        has_any(token, _TIME_UNIT)
        and has_any(sequence[max(0, i - 1)], _TIME_SOME)
    ) or has_any(token, _DELAY):
        facts.add("delayed")
    if (has_any(token, _HEAR) and previous in _WRONGLY) or has_any(
        token, _MISHEARD
    ):
        facts.add("misheard")
    if (has_any(token, _UNDERSTAND) and previous in _WRONGLY) or (
        has_any(token, _THINKING) and _word(sequence, i + 1) == "что"
    ) or (has_any(token, _MISTAKE_VERB) and near(
        sequence, i, _AGREEMENT, 0, 4
    ) > i):
        facts.add("misunderstood")  # «я ошибся в своей системе»
    unalerted = "не" in (previous, _word(sequence, i - 2)) or previous == "без"
    if has_any(token, _ALERT) and unalerted:
        facts.add("misinformed")
    if has_any(token, _MISINFORMATION) or (
        has_any(token, _EXPLANATION) and has_any(sequence[max(0, i - 1)], _WRONGLY)
    ) or (has_any(token, _TURNED_OUT) and any(
        has_any(t, _CONVENTIONAL) or has_any(t, _CONVENTION_NOUN) for t in sequence[i : i + 6]
    )):
        facts.add("misinformed")
    if (has_any(token, _NOTICE) and previous == "не") or (
        has_any(token, _IGNORE) or token.word == "будто"
    ):
        facts.add("unnoticed")
    if has_any(token, _INADMISSIBLE) and near(sequence, i, _CALLS, 2, 2) >= 0:
        facts.add("inadmissible")
    if has_any(token, _DAMAGE):
        facts.add("damage")
    if has_any(token, _MAY) and near(sequence, i, _CALL_WORDS, 0, 4) > i:
        facts.add("may")  # «можно ли контрировать»: what a call is allowed
    if has_any(token, _SKIP) and near(sequence, i, _SKIP_OBJECT, 0, 3) > i:
        facts.add("skipped")


def _correction(sequence: list[Token], i: int, facts: set[str]) -> None:
    """«исправил на пас / на контру / на ближайшее / на другую масть»."""
    target = near(sequence, i, _F({"на"}), 0, 4)
    if target >= 0:
        _replacement(sequence[target + 1 : target + 3], facts)


def _replacement(named: list[Token], facts: set[str]) -> None:
    """What the words naming a replacing call say it was: a pass, a double, the nearest
    bid or another one."""
    if any(has_any(t, _PASSING) for t in named):
        facts.add("fix=pass")
    elif any(has_any(t, _DOUBLES) for t in named):
        facts.add("fix=double")
    elif any(has_any(t, _NEAREST) for t in named):
        facts.add("fix=nearest")
    elif any(has_any(t, _OTHER) for t in named):
        facts.add("fix=other")


def _bids(sequence: list[Token], found: Marks) -> None:
    """What the bids say: a level above seven; an insufficient bid and how it was corrected."""
    said = [token.word for token in sequence]
    bids = in_auction_order(said)
    for bid in bids:
        if bid.level > 7:
            found.facts.add("above-seven")
            found.anchors.append(bid.position)
    if "недостаточное" in auction_terms(said):
        found.facts.add("insufficient")
    if self_corrected(said):
        found.facts.update(("change", "a-call"))
        return  # the player replaced his own call: Law 25, however low the second bid
    facts = found.facts
    for j in range(1, len(bids)):
        highest = max(bid.rank for bid in bids[:j])
        if bids[j].rank <= highest:
            found.anchors.append(bids[j].position)
            for later in bids[j + 1 :]:
                nearest = highest + 1 + (bids[j].strain - highest - 1) % 5
                same = later.strain == bids[j].strain
                facts.add("fix=nearest" if same and later.rank == nearest else "fix=other")
                break
            break


def marks(sequence: list[Token]) -> Marks:
    found = Marks()
    _turn(sequence, found)
    _nature(sequence, found)
    _circumstances(sequence, found)
    _nothing_to_redouble(sequence, found)
    scene(sequence, found.facts)
    if "misheard" not in found.facts and "misunderstood" not in found.facts:
        _bids(sequence, found)  # «думая, что я открыл 1 черву, а я открыл 1 бубну»: no auction
    found.anchors.sort()
    return found


_ = tokens
