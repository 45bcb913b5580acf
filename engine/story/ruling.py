"""From a story to the rules engine: ``auction_ruling(story) -> Ruling | None``.

The story's calls become the notation ``bridge-laws ruling`` reads (seat prefixes, facts after
``;``); what the words do not say stays unsaid, so the engine asks it (``needs_facts``).

>>> from engine.story.reader import read_story
>>> story = read_story("Сдающий Север. Север открыл 1 трефу, Восток пас, Юг 1 бубна, "
...                    "а Запад говорит 1 трефа. Я не принял. Что решать?")
>>> engine_text(story)
'N:1♣ E:пас S:1♦ W:1♣ ; сдающий=N принято=нет'
>>> ruling = auction_ruling(story)
>>> ruling.irregularity, ruling.offender, ruling.auction.dealer_from
('insufficient_bid', <Seat.W: 3>, 'fact')
>>> auction_ruling(read_story("Что такое недостаточное назначение?")) is None
True
"""

from __future__ import annotations

from dataclasses import replace

from engine.rules.model import Call, CallKind, Seat
from engine.rules.result import Irregularity, Question, Ruling, SeatCall
from engine.rules.ruling import rule
from engine.story.auction import IMPLIED_PASSES, auction_ended, barred_told
from engine.story.model import Circumstance, Offence, Story, StoryCall
from engine.story.words import phrases, phrases_unless, sentence_end, tokenize
from laws_text import Corpus

_FACTS = (
    (Circumstance.NOT_ACCEPTED, "принято=нет"),
    (Circumstance.ACCEPTED, "принято=да"),
    (Circumstance.CORRECTED_AT_ONCE, "нечаянно=да"),
    (Circumstance.CONVENTIONAL, "конвенционно=да"),
    (Circumstance.NOT_CONVENTIONAL, "конвенционно=нет"),
)


def engine_text(story: Story) -> str:
    """The story's auction and facts in the notation of ``bridge-laws ruling``."""
    return _notation(_duty_told(story))


def _duty_told(story: Story) -> Story:
    """The calls to rule for a story that tells a duty to pass (``_duty_calls``); but when the
    barred player kept his duty and the calls before its words end in his own call out of
    rotation, the duty is the director's ruling on that call: the incident and what followed
    are ruled as told («LHO said pass before I could call; TD: he passes at his next turn.
    Then I opened 1D, LHO passed, …»)."""
    told = _duty_calls(story)
    if story.barred is None or told.barred is None:
        return told
    plain = replace(story, barred=None)
    before = tuple(item for item in story.calls if item.span[0] <= story.barred_at)
    if len(before) < len(story.calls) and _barred_by_own_call(
        replace(plain, calls=before), story.barred
    ) and rule(_notation(told)).irregularity != "call_while_barred":
        if Circumstance.ACCEPTED in plain.circumstances:
            return plain
        # a duty imposed for the call is the penalty for it, so it was not accepted
        return replace(plain, circumstances=plain.circumstances | {Circumstance.NOT_ACCEPTED})
    return told


def _duty_calls(story: Story) -> Story:
    """A player told to have been obliged to pass (``Story.barred``): when the calls told
    show the ruling that obliged him, they are ruled as they are; when the calls told before
    the words of his duty are regular and the dealer is known, all the calls are, with the
    duty as the fact ``пасует_до_конца`` (or ``пасует_раз``); otherwise the calls told after
    those words are, with the duty, the dealer the player of the first (the stated dealer
    only when calls were told before the duty: the calls after it go on from its ruling)."""
    if story.barred is None:
        return story
    plain = replace(story, barred=None)
    if rule(_notation(plain)).irregularity == "call_while_barred":
        return plain
    calls = tuple(item for item in story.calls if item.span[0] > story.barred_at)
    before = tuple(item for item in story.calls if item.span[0] <= story.barred_at)
    # in an auction told call by call before the words, a pass of his is what his duty asked
    # («…, N pass, … Then North, who had been told to pass throughout, bid 2H»); a bid or a
    # double of his is not, nor a lone pass told as the offence that barred him
    own = any(seat is story.barred and (not call.is_pass or len(before) < 2)
              for seat, call in replace(plain, calls=before).seated())
    if before and not own and story.dealer_from in ("fact", "board") and rule(
        _notation(replace(plain, calls=before))
    ).irregularity == "none":
        return story  # «1♠ пас ? / Север был обязан пасовать до конца»: one auction, told on
    story = _called_over(story, calls)
    first = calls[0].seat if calls else None
    if calls and first is None:
        first = _rotation_after(plain, before)
    if before and first is not None and _goes_on_from(replace(plain, calls=before), first):
        # «1♠ – 1♥, not accepted, corrected to 2♣; partner barred. North passed, East 2♥»:
        # the calls after the duty go on from the ruled call, from its caller's LHO
        return replace(story, calls=calls, dealer=first, dealer_from="prefix")
    if len(calls) == 1 and story.barred is not None and calls[0].seat is story.barred:
        # «ТД велел ему пасовать до конца. … в конце он заявляет 4♠»: his call alone is told
        # after the duty, the calls between untold, so no rotation to check it against
        return replace(story, calls=calls, dealer=story.barred, dealer_from="prefix")
    if (story.dealer_from in ("fact", "board") and before) or not calls or (
        calls[0].seat is None
    ):
        return replace(story, calls=calls)
    # no call told before the duty: its ruling came earlier, the calls told go on from there
    return replace(story, calls=calls, dealer=calls[0].seat, dealer_from="prefix")


def _called_over(story: Story, calls: tuple[StoryCall, ...]) -> Story:
    """The calls told after the words of a duty, where another player called after the
    barred player's bid, double or redouble («Юг забыл и заявил 3♣. Запад тут же сказал
    пас»): that call is the answer to it, so a refusal told earlier in the story was a
    refusal of the call that brought the duty, not of this one."""
    said = story.circumstances
    if Circumstance.NOT_ACCEPTED not in said or story.barred is None:
        return story
    seated = replace(story, calls=calls, barred=None).seated()
    own = next((k for k, (seat, call) in enumerate(seated)
                if seat is story.barred and not call.is_pass), None)
    if own is None or own + 1 >= len(seated):
        return story
    return replace(story, circumstances=said - {Circumstance.NOT_ACCEPTED})


def _barred_by_own_call(before: Story, barred: Seat) -> bool:
    """The calls told before the words of a duty end in the barred player's own call out of
    rotation (or in it and the call of the player in turn after it): the duty is the ruling
    on that call, so the engine rules the incident and the calls after it together."""
    seated = before.seated()
    if not seated:
        return False
    if seated[-1][0] is not barred and not _in_turn_after(seated, barred, before.dealer):
        return False
    ruled = rule(_notation(before))
    return ruled.irregularity in _OUT_OF_ROTATION and ruled.offender is barred


def _in_turn_after(
    seated: tuple[tuple[Seat, Call], ...], barred: Seat, dealer: Seat | None
) -> bool:
    """The last two calls are the barred player's and then that of the player whose turn he
    took («Ю — пас, хотя очередь В. Пас снят. В — 1ч. Арбитр: Ю пасует в следующую очередь»).
    """
    if len(seated) < 2 or seated[-2][0] is not barred:
        return False
    in_turn = seated[-3][0].lho if len(seated) >= 3 else dealer
    return in_turn is not None and seated[-1][0] is in_turn and in_turn is not barred


def _rotation_after(story: Story, before: tuple[StoryCall, ...]) -> Seat | None:
    """The seat of the first call told after the words of a duty, by rotation from the stated
    dealer, when the calls before them end in a call put right in its own turn (an
    insufficient bid, a change of call: the replacement keeps the offender's turn), so the
    calls told after go on in rotation («1C-(P)-1H-(1S)-1H, corrected to 1NT; South barred.
    Then (2S)-P-…»)."""
    if story.dealer_from not in ("fact", "board") or len(before) < 2:
        return None
    if rule(_notation(replace(story, calls=before))).irregularity not in (
        "insufficient_bid", "change_of_call"
    ):
        return None
    seated = story.seated()
    return seated[len(before)][0] if len(seated) > len(before) else None


def _goes_on_from(before: Story, first: Seat) -> bool:
    """The calls told before the words of a duty hold an irregularity the director ruled on
    (they are not a regular auction), and the first call told after those words is by the
    LHO of the last caller before them: the telling goes on from that ruling."""
    seated = before.seated()
    if not seated or seated[-1][0].lho is not first:
        return False
    return rule(_notation(before)).irregularity not in ("none", "call_while_barred")


def _notation(story: Story) -> str:
    said = story.circumstances
    simultaneous = Circumstance.SIMULTANEOUS in said
    ordered = _simultaneous(story) if simultaneous else story.calls
    then = _chosen_after_refusal(story)
    if then is not None and story.then is None:
        ordered = ordered[:-1]
    elif _change_told_twice(story):
        ordered = ordered[:-1]  # «1♥ … ой, не то, и поставил 1♠»: the change is the fact
    replaced = (_insufficient_replaced(story)
                if story.replacement is None and not simultaneous and then is None else None)
    if replaced is not None:
        ordered = (*ordered[: replaced + 1], *ordered[replaced + 2 :])
    called_over = _called_over_change(story, ordered)
    if called_over:
        ordered = ordered[:-1]
    calls = " ".join(str(item) for item in ordered)
    facts = [f"сдающий={story.dealer.letter}"]
    if simultaneous and ordered != story.calls:
        facts.append("одновременно=да")
    # a player who changed his mind made no slip: 25A needs an inadvertent call, whatever
    # the pause («передумал и сразу сказал 3БК» is 25B)
    deliberate = Circumstance.CHANGED_MIND in said
    for circumstance, fact in _FACTS:
        if circumstance in said and not (
            circumstance is Circumstance.ACCEPTED and Circumstance.NOT_ACCEPTED in said
        ) and not (circumstance is Circumstance.CORRECTED_AT_ONCE and deliberate):
            facts.append(fact)
    if deliberate or (
        Circumstance.CORRECTED_LATER in said and Circumstance.CORRECTED_AT_ONCE not in said
    ):
        facts.append("нечаянно=нет")
    if called_over and not {Circumstance.ACCEPTED, Circumstance.NOT_ACCEPTED} & said:
        facts.append("принято=да")  # his LHO called over the substitute: accepted (25B1)
    if _start_untold(story, ordered):
        facts.append("начало=нет")
    if story.after_end and not _ended_in_calls(ordered):
        # «После финального паса Восток сказал 2♥»: the auction is untold
        facts.append("после_торговли=да")
        if story.declarer is not None:
            facts.append(f"разыгрывающий={story.declarer.letter}")
        elif story.defender is not None:
            facts.append(f"вистующий={story.defender.letter}")
    if story.barred is not None:
        duty = "пасует_раз" if story.barred_once else "пасует_до_конца"
        facts.append(f"{duty}={story.barred.letter}")
    if story.replacement is not None and not _legal_call_owed(story):
        facts.append(f"замена={story.replacement}")
    elif replaced is not None:
        facts.append(f"замена={story.calls[replaced + 1].call}")
    if then is not None:
        facts.append(f"затем={then}")
    if story.offence is Offence.EXPOSED_CARD:
        if story.exposed is not None:
            facts.append(f"показано={story.exposed}")
        if story.offender is not None:
            facts.append(f"нарушитель={story.offender.letter}")
    return f"{calls} ; {' '.join(facts)}"


_DEALER_INFERRED = frozenset(("dealer.turn_holder", "dealer.next_caller"))


def _ended_in_calls(ordered: tuple[StoryCall, ...]) -> bool:
    """The calls told hold an auction that ended before their last call («1NT-п-3NT-п-п-п.
    После третьего паса Запад говорит «контра»»): the late call is ruled on the auction told,
    not as one after an untold auction."""
    calls = [item.call for item in ordered]
    return any(auction_ended(calls[:k]) for k in range(4, len(calls)))


def _called_over_change(story: Story, ordered: tuple[StoryCall, ...]) -> bool:
    """A change of call told, and after the changer's call only one call, his LHO's («я
    открыл 1♠ … заменил на 1БК. Запад … сказал пас»): the LHO called over the substitute;
    the change applies to the changer's call, not to the LHO's.

    >>> from engine.story.reader import read_story
    >>> _notation(read_story("Сдавал Восток. Восток пас, я (Юг) открыл 1 пику, потом "
    ...                      "подумал и заменил на 1БК. Запад принял и сказал пас."))
    'E:пас S:1♠ ; сдающий=E принято=да нечаянно=нет замена=1БК'
    """
    offender = story.offender
    if story.offence is not Offence.CHANGE_OF_CALL or offender is None \
            or story.replacement is None or len(ordered) < 2:
        return False
    if not {Circumstance.ACCEPTED, Circumstance.LHO_CALLED_OVER} & story.circumstances:
        return False  # the words must say the substitute was accepted or called over
    return ordered[-1].seat is offender.lho and ordered[-2].seat is offender \
        and not ordered[-1].implied


def _start_untold(story: Story, ordered: tuple[StoryCall, ...]) -> bool:
    """The first call told is a double or redouble and the dealer is not told (only inferred
    from whose turn it was, or from the calls): the bid it answers was made before the calls
    told («правый дал дабл не в свою очередь, раньше моего напарника»), not missing — the
    fact ``начало=нет``. A dealer stated or known from the board tells the auction from its
    start («Сдающий Юг. Запад сразу: контра» is a double of nothing)."""
    first = next((item for item in ordered if not item.implied), None)
    if first is not None and story.replacement is not None and _only_slip(story, ordered):
        first = replace(first, call=story.replacement)  # «хотел «контра», сказал «пас»»
    if first is None or not first.call.is_double_or_redouble or story.after_end:
        return False  # after the final pass Law 19 does not come in: the call is void (39)
    inferred = bool(_DEALER_INFERRED & set(story.fired))
    return story.dealer_from not in ("fact", "board") or inferred


def _only_slip(story: Story, ordered: tuple[StoryCall, ...]) -> bool:
    """The only call told is the one its player changed, and he put a double or redouble in
    its place («Я хотел сказать «контра», а сказал «пас». Тут же поправился»): the auction
    before it is untold as it is for a double told first.

    >>> from engine.story.reader import read_story
    >>> story = read_story("Я хотел сказать «контра», а сказал «пас». Тут же, без паузы, "
    ...                    "поправился: «ой, контра».")
    >>> engine_text(story)
    'S:пас ; сдающий=S нечаянно=да начало=нет замена=контра'
    """
    told = [item for item in ordered if not item.implied]
    return (len(told) == 1 and story.replacement is not None
            and story.replacement.is_double_or_redouble and story.then is None)


def _change_told_twice(story: Story) -> bool:
    """The replacement read is also the last call told, right after a call by the same
    player: one change of call, told as the fact ``замена`` only."""
    if story.replacement is None or len(story.calls) < 2 or story.barred is not None:
        return False
    seated = story.seated()
    (first, _), (last, call) = seated[-2], seated[-1]
    return first is last and call == story.replacement and not story.calls[-1].implied


def _insufficient_replaced(story: Story) -> int | None:
    """Where an insufficient bid told as not accepted is followed by its own caller's next
    call, the replacement that Law 27B asks for («Юг — 1БК … не принято … Югом было заявлено
    3♣»): the place of the insufficient bid, the call after it being the fact ``замена``."""
    if Circumstance.NOT_ACCEPTED not in story.circumstances or story.barred is not None:
        return None
    seated = story.seated()
    highest: Call | None = None
    for k, (seat, call) in enumerate(seated[:-1]):
        if call.is_bid:
            if highest is not None and not call > highest and not story.calls[k].implied:
                follower, replacement = seated[k + 1]
                return k if follower is seat and not story.calls[k + 1].implied and (
                    replacement.is_bid or replacement.is_pass) else None
            highest = call
    return None


def _legal_call_owed(story: Story) -> bool:
    """A double or redouble the auction does not allow is replaced by a legal call as Law 36
    orders («Западу велели заменить заявку, и он спасовал»), or a bid above seven by a pass as
    Law 35C does («ТД всё отмотал до 8♣, левый меняет на пас»): that call is no change of call
    (Law 25) unless the words say he corrected himself at once, without a pause.

    >>> from engine.story.reader import read_story
    >>> engine_text(read_story("Сдаёт Север. Север 7♠, Восток 8♣, Юг контра. Позвали "
    ...                        "судью, Восток меняет 8♣ на пас."))
    'N:7♠ E:8♣ S:контра ; сдающий=N'
    """
    if Circumstance.CORRECTED_AT_ONCE in story.circumstances:
        return False
    return story.offence is Offence.INADMISSIBLE or any(
        item.call.is_above_seven for item in story.calls)


def _chosen_after_refusal(story: Story) -> Call | None:
    """«заменил на 3♣, Север не принял замену. Запад выбрал 2БК»: after a change of call that
    was not accepted, the same player's next call is what he finally chose (``затем``)."""
    said = story.circumstances
    if story.then is not None and (
        story.offence is Offence.CHANGE_OF_CALL or story.replacement is not None
    ):
        return story.then  # a change told, whatever irregularity the words named first
    if (story.offence is not Offence.CHANGE_OF_CALL or story.replacement is None
            or Circumstance.NOT_ACCEPTED not in said or len(story.calls) < 2):
        return None
    seated = story.seated()
    (first, _), (last, call) = seated[-2], seated[-1]
    return call if first is last and call != story.replacement else None


def _simultaneous(story: Story) -> tuple[StoryCall, ...]:
    """Two calls told as made at the same moment (the first two told after the words that say
    so, else the last two), in the order the rules engine reads them: the call of the player
    whose turn it was not first, then the call of the player in turn (Law 33)."""
    calls = list(story.calls)
    hits = phrases(tokenize(story.text), "story.simultaneous")
    place = tokenize(story.text)[hits[0][0]].start if hits else len(story.text)
    after = [k for k, item in enumerate(calls) if item.span[0] >= place and not item.implied]
    k = after[0] if len(after) >= 2 else len(calls) - 2
    if k < 0 or calls[k].seat is None or calls[k + 1].seat is None:
        return tuple(calls)
    seated = story.seated()
    turn = seated[k - 1][0].lho if k > 0 else story.dealer
    if seated[k][0] is turn:
        calls[k], calls[k + 1] = calls[k + 1], calls[k]
    return tuple(calls)


_OUT_OF_ROTATION = frozenset(
    ("pass_out_of_rotation", "bid_out_of_rotation", "double_out_of_rotation"))


def _without_implied_passes(
    story: Story, ruling: Ruling, corpus: Corpus | None
) -> tuple[Story, Ruling] | None:
    """The words tell of a call out of turn (or of a call accepted or refused, and of no other
    offence), yet the calls as read, with the passes the story leaves out filled in, are all
    in turn: those passes were never made («Сдавал я, пас. Левый думает, а правый не дождался:
    1♥. Я не принял»). The calls as told, without them, and their ruling, when it is a call
    out of rotation; None otherwise."""
    said = story.circumstances
    told_of = story.offence is Offence.OUT_OF_TURN or (story.offence is None and (
        Circumstance.ACCEPTED in said or Circumstance.NOT_ACCEPTED in said))
    if not told_of or ruling.irregularity != "none":
        return None
    if not any(item.implied for item in story.calls):
        return None
    told = replace(story, calls=tuple(item for item in story.calls if not item.implied),
                   notes=tuple(n for n in story.notes if not n.startswith(IMPLIED_PASSES)))
    other = rule(_notation(told), corpus)
    if other.irregularity not in _OUT_OF_ROTATION:
        return None
    return replace(told, notes=(*told.notes, "Рассказ говорит о заявке не в очередь: пасов, "
                                "о которых не сказано, не досказываю.")), other


_NAMED = {
    Offence.OUT_OF_TURN: _OUT_OF_ROTATION,
    Offence.INSUFFICIENT_BID: frozenset(("insufficient_bid",)),
    Offence.CHANGE_OF_CALL: frozenset(("change_of_call",)),
    Offence.INADMISSIBLE: frozenset(("inadmissible_double",)),
    Offence.CALL_WHILE_BARRED: frozenset(("call_while_barred",)),
    Offence.AFTER_END: frozenset(("call_after_final_pass",)),
}


def _incident_told(
    story: Story, ruling: Ruling, corpus: Corpus | None
) -> tuple[Story, Ruling] | None:
    """The words name an irregularity (a call out of turn, an insufficient bid …), yet the
    calls as read give another one or none: when the calls told before the director is first
    named (not «не дожидаясь судьи») give the one named, those are the incident he came to,
    and the calls told after them went on from his ruling («LHO said double. We called TD …
    RHO passed, I bid 2S …»). Those calls and their ruling; None otherwise.

    >>> from engine.story.reader import read_story
    >>> story = read_story("Сдающий Север. Север 1♥, и тут Запад, не дождавшись Востока, "
    ...                    "сказал контра. Позвали судью. Восток пас, Юг 2♥, все пас, и Восток "
    ...                    "ещё раз пас.")
    >>> auction_ruling(story).irregularity
    'double_out_of_rotation'
    """
    named = _NAMED.get(story.offence) if story.offence is not None else None
    if named is None or story.barred is not None:
        return None
    if ruling.irregularity in named and (
            story.offence is not Offence.CHANGE_OF_CALL or story.offender is None
            or ruling.offender in (None, story.offender)):
        return None  # (the irregularity named; a change, by the player whose words replaced
        # his call: the calls rule)
    if ruling.irregularity == "call_while_barred":
        return None  # a duty the ruling imposed, broken by a call told after it: asked about
    tokens = tokenize(story.text)
    waits = {b for _, b in phrases(tokens, "story.out_of_turn")}  # «не дожидаясь ТД»
    first = next((item.span[0] for item in story.calls if not item.implied), None)
    directors = [tokens[a].start for a, _ in phrases(tokens, "story.director")
                 if a not in waits and first is not None and tokens[a].start > first]
    if not directors:
        return None  # (a director named before the first call is in the story's preamble)
    before = tuple(item for item in story.calls if item.span[0] < directors[0])
    told = [item for item in before if not item.implied]
    least = 1 if story.offence is Offence.CHANGE_OF_CALL else 2  # a change: one call and its
    # replacement («Открыла 1б … говорю: «нет-нет, 1бк». Левый не принял, позвали судью»)
    if len(told) < least or len(before) == len(story.calls):
        return None
    while before and before[-1].implied:
        before = before[:-1]  # a pass filled in after the last call told: never made
    notes = story.notes if any(item.implied for item in before) else tuple(
        n for n in story.notes if not n.startswith(IMPLIED_PASSES))
    incident = replace(story, calls=before, notes=notes)
    other = rule(_notation(incident), corpus)
    if other.status == "error" or other.irregularity not in named:
        return None
    return replace(incident, notes=(*incident.notes, "Разбираю заявки до вызова судьи: о "
                                    "них рассказ и спрашивает.")), other


# the model's likeliest code need not be sure: a run of the first calls told that gives exactly
# that code is evidence of its own (on unseen rows, floors 0.55 / 0.3 / 0.2: +4 / +6 / +7, -0)
_INCIDENT_FLOOR = 0.2


def _learned_incident(
    story: Story, ruling: Ruling, corpus: Corpus | None
) -> tuple[Story, Ruling] | None:
    """The learned case model (``engine.story.case_model``) finds likeliest (with a
    probability of ``_INCIDENT_FLOOR`` at least) an auction irregularity other than the one
    the calls as read give: the longest run of the first calls told that gives that
    irregularity is the incident, the calls told after it went on from it («… 7♠ – и тут
    Восток «8♣», я на автомате пас, Запад тоже пас»: the calls over the bid above seven are
    cancelled with it, 35C). None otherwise."""
    from engine.rules.result import AUCTION_CODES
    from engine.story.case_model import case_guess

    guess = case_guess(story.text)
    if guess is None or guess.probability < _INCIDENT_FLOOR or guess.code not in AUCTION_CODES:
        return None
    if guess.code in (ruling.irregularity, "none") or ruling.irregularity == "call_while_barred":
        return None  # a call breaking a duty is ruled after the offence that imposed it (37)
    calls = story.calls
    while calls and calls[-1].implied:
        calls = calls[:-1]
    for end in range(len(calls) - 1, 1, -1):
        if calls[end - 1].implied:
            continue
        incident = replace(story, calls=calls[:end])
        other = rule(_notation(incident), corpus)
        if other.status != "error" and other.irregularity == guess.code:
            return incident, other
    return None


# a call out of turn by its kind: the code, the law, and its sections for RHO's turn (A) and
# for partner's or LHO's (B)
_OUT_OF_TURN: dict[CallKind, tuple[Irregularity, str, str, str]] = {
    CallKind.PASS: ("pass_out_of_rotation", "30", "30A", "30B"),
    CallKind.BID: ("bid_out_of_rotation", "31", "31A", "31B"),
    CallKind.DOUBLE: ("double_out_of_rotation", "32", "32A", "32B"),
    CallKind.REDOUBLE: ("double_out_of_rotation", "32", "32A", "32B"),
}


def _turn_untold(story: Story, ruling: Ruling) -> Ruling | None:
    """One call told out of turn by a player named, the dealer untold («Север сказал «одна
    черва» не в свою очередь; кто сдавал, никто не помнит»): the calls as read put it in turn,
    yet the words say it was not, and whose turn it was chooses the section (A: RHO's; B:
    partner's or LHO's). The ruling names the law and asks whose turn it was, as the dealer's
    seat (the call told is the first of the auction). None otherwise.

    >>> from engine.story.reader import read_story
    >>> ruling = auction_ruling(read_story("Север сказал 1♥ не в свою очередь. Что теперь?"))
    >>> ruling.status, ruling.irregularity, ruling.laws, ruling.questions[0].options
    ('needs_facts', 'bid_out_of_rotation', ['29', '31', '31A', '31B'], ('В', 'Ю', 'З'))
    """
    told = [item for item in story.calls if not item.implied]
    if story.offence is not Offence.OUT_OF_TURN or story.dealer_from in ("fact", "board") or (
        len(told) != 1 or told[0].seat is None or ruling.status != "final"
        or ruling.irregularity != "none"
    ):
        return None
    seat, call = told[0].seat, told[0].call
    code, law, rho_turn, other_turn = _OUT_OF_TURN[call.kind]
    others = tuple(other.russian[0] for other in (seat.lho, seat.partner, seat.rho))
    return replace(
        ruling, status="needs_facts", irregularity=code, offender=seat,
        laws=["29", law, rho_turn, other_turn], penalties=[], next_to_call=None,
        questions=[Question(
            "dealer",
            f"Чья была очередь, когда {seat.russian} сказал {call}? Если очередь правого "
            f"соперника — {rho_turn}, если партнёра или левого соперника — {other_turn}. "
            "Ответ — место того, чья была очередь (сдающего, если это была первая заявка).",
            others,
        )],
        summary=f"{seat.russian} сказал {call} не в свою очередь (правило {law}); чья была "
                "очередь, в рассказе не сказано, а от этого зависит наказание.",
    )


_LEGAL_DOUBLE = {
    CallKind.DOUBLE: ("19A1", "контра законна: контрировать можно последнее назначение "
                              "соперника, после которого были только пасы (19A1)."),
    CallKind.REDOUBLE: ("19B1", "реконтра законна: реконтрировать можно последнюю контру "
                                "соперника, после которой были только пасы (19B1)."),
}


_AUCTION_END = frozenset({"22A", "22B", "41A"})  # the auction closed by passes, nothing more


def _cite_legal_double(story: Story, ruling: Ruling) -> None:
    """«1п-пас-2п-пас-пас-контра … партнёр: «нельзя, уже пасовали»»: an auction with no
    irregularity whose double or redouble is disputed (``story.call_disputed``: «нельзя»,
    «поздно», «could he double?») cites the law that allows it (19A1, 19B1).

    >>> from engine.story.reader import read_story
    >>> auction_ruling(read_story("Сдача 2: 1ч-пас-пас-контра. Левый: «нельзя, поздно». "
    ...                           "Кто прав?")).laws
    ['19A1']
    """
    if ruling.status != "final" or ruling.irregularity not in (None, "none") or set(
            ruling.laws) - _AUCTION_END:
        return
    last = next((item.call for item in reversed(ruling.auction.calls)
                 if item.call.is_double_or_redouble), None)
    if last is None or not phrases(tokenize(story.text), "story.call_disputed"):
        return
    law, said = _LEGAL_DOUBLE[last.kind]
    ruling.laws.append(law)
    ruling.summary = f"{ruling.summary} {said[0].upper()}{said[1:]}".strip()


_QUOTES = {"«": "»", '"': '"', "'": "'", "“": "”", "„": "“"}


def _double_forms_only(story: Story) -> bool:
    """Every call read is a double or redouble quoted together with the bid it names
    («в клубе говорят «Kontra 2 Pik», «Rekontra 3 Treff»», "can I say 'double four
    spades'?"): the words speak of the double's form (19A2), no call was made.

    >>> from engine.story.reader import read_story
    >>> _double_forms_only(read_story("У нас говорят «Kontra 2 Pik» и «Rekontra 3 Treff». Можно?"))
    True
    >>> _double_forms_only(read_story("Север 1♠, Восток «контра», Юг «2♥»."))
    False
    """
    calls = [item for item in story.calls if not item.implied]
    if len(calls) < 2 or len(calls) % 2:
        return False
    text = story.text
    for double, bid in zip(calls[::2], calls[1::2], strict=True):
        if not double.call.is_double_or_redouble or not bid.call.is_bid:
            return False
        between = text[double.span[1] : bid.span[0]].strip().lower()
        if between not in ("", "на", "on"):
            return False
        before = text[: double.span[0]].rstrip()
        opening = before[-1:] if before else ""
        closing = _QUOTES.get(opening)
        if closing is None or not text[bid.span[1] :].lstrip().startswith(closing):
            return False
    return True


def _doubted_after_duty(story: Story) -> bool:
    """Words of a call out of turn told after the words of a duty to pass («судья велел ему
    пасовать в следующую очередь. Потом … Север, не дожидаясь Запада, сказал 2♥»), not in a
    question («… is his partner allowed to come in after a pass out of turn?»): a later call
    is the one the story doubts."""
    tokens = tokenize(story.text)
    duties = barred_told(tokens)
    if not duties:
        return False
    end = duties[0][1]
    return any(start >= end and tokens[sentence_end(tokens, start) - 1].text != "?"
               for start, _ in phrases_unless(tokens, "story.out_of_turn",
                                              "story.not_out_of_turn"))


def auction_ruling(story: Story, corpus: Corpus | None = None) -> Ruling | None:
    """The rules engine's ruling on the story's auction, None when the story holds none.

    ``auction.calls`` and ``auction.dealer_from`` are the calls and the dealer as the story
    was read; the story's notes open the summary. Never raises.
    """
    try:
        if not story.has_auction or _double_forms_only(story):
            return None
        story = _duty_told(story)
        ruling = rule(_notation(story), corpus)
    except Exception as error:  # the outer boundary, as ``rule`` itself
        message = f"внутренняя ошибка: {type(error).__name__}"
        return Ruling(status="error", summary=message, error=message)
    if ruling.status == "error":
        return ruling
    literal = _without_implied_passes(story, ruling, corpus) or _incident_told(
        story, ruling, corpus) or _learned_incident(story, ruling, corpus)
    if literal is not None:
        story, ruling = literal
    untold = _turn_untold(story, ruling)
    if untold is not None:
        ruling = untold
    if story.offence is Offence.OUT_OF_TURN and ruling.irregularity == "change_of_call" and (
        "30B3" in ruling.laws
    ):
        ruling.irregularity = "pass_out_of_rotation"  # Law 30's case, named so, ruled by 25
    _cite_legal_double(story, ruling)
    if "director.duty_imposed" in story.fired and "28A" in ruling.laws and (
        _doubted_after_duty(story)
    ):
        # «судья велел ему пасовать в следующую очередь. Потом … Север, не дожидаясь
        # Запада, сказал 2♥»: the director ruled the first call already; the case asked is
        # the call made at the turn of the player he obliged to pass, which is in turn (28A),
        # when words of a call out of turn are told after the duty; with none («LHO slaps 2H
        # … TD cancels it, East has to pass, I bid 3S»), the first call is the case asked
        ruling.irregularity, ruling.offender = "none", None
    calls = tuple(SeatCall(seat, call) for seat, call in story.seated())
    ruling.auction = replace(ruling.auction, calls=calls, dealer_from=story.dealer_from)
    if story.notes:
        ruling.summary = " ".join((*story.notes, ruling.summary))
    return ruling
