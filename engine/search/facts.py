"""The facts of an irregularity told in a question: who called what, in whose turn, what next.

The director's index (``engine/data/situations.tsv``) maps combinations of these facts to
the clause that rules on them. A fact is a short string:

* the offending call: ``pass``, ``double``, ``redouble``, ``bid`` or ``call`` (unspecified);
* ``oot`` (out of turn) and ``turn=rho|partner|lho``: whose turn it was, seen from the offender;
* ``before`` / ``after``: before or after anybody made a bid;
* ``next=pass|act|call``: another player called after it (``act``: a bid, double or redouble);
  ``next-lho``: that player was the offender's LHO;
  ``partner-acts``: the offender's partner did, or asks to;
* the call's nature and what followed (``marks.py``): ``insufficient``, ``above-seven``,
  ``after-final``, ``must-pass``, ``own-side``, ``conventional``, ``repeat``, ``other-strain``,
  ``fix=nearest|other|pass|double``, ``accept``, ``reject``, ``change``, ``immediate``,
  ``delayed``, ``damage``, ``may``, ``auction``, ``shown``, ``small``, ``honour``, ``lead``,
  ``several``, ``three-passes``, ``skipped``;
* who made the call after the final pass: ``defender``, ``declarer-side``;
* who acts in the play (the first role named): ``who=declarer|defender|dummy``.

>>> sorted(facts("партнер спасовал в мою очередь после открытия"))
['a-call', 'after', 'oot', 'pass', 'turn=partner']
>>> sorted(facts("я открыл 1 трефу, а оказывается была очередь правого. он спасовал"))
['a-call', 'bid', 'next=call', 'next=pass', 'oot', 'owner-called', 'turn=rho']
>>> sorted(facts("левый соперник открыл, когда была моя очередь"))
['a-call', 'bid', 'oot', 'turn=rho']
>>> sorted(facts("контра на заявку своего партнера"))
['a-call', 'double', 'own-side']
>>> sorted(facts("назначение выше семи, а следующий игрок уже сделал заявку"))
['a-call', 'above-seven', 'bid', 'next-lho', 'next=call']
>>> sorted(facts("соперник сказал контра раньше своего партнера"))
['a-call', 'double', 'oot', 'turn=partner']

English says when a call was changed in phrases («in the same breath», «after a few
seconds»):

>>> sorted(facts("i bid 2c and in the same breath said sorry, make that 2d") & {"immediate"})
['immediate']
>>> sorted(facts("he bid 2h, then after a good ten seconds said 3h") & {"delayed"})
['delayed']

Passes after a bid end the auction; only passes with no bid pass a deal out (22A):

>>> "all-passed" in facts("все спасовали, никто ничего не назначил")
True
>>> "all-passed" in facts("юг назначил 4 червы, все спасовали")
False
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from engine.lexicon import words
from engine.search.clues import Token, has, tokens
from engine.search.events import Event, corrects, find_events
from engine.search.marks import marks
from engine.search.naming import double_words, named_card
from engine.search.rotation import out_of_rotation
from engine.search.seats import actor_of, partner_of, relation

# every fact ``facts`` can find (the director's index may name only these)
_FACT_NAMES = """
    pass double redouble bid call a-call oot turn=rho turn=partner turn=lho before after
    next=pass next=bid next=act next=call next-lho partner-acts owner-called insufficient
    above-seven
    after-final must-pass rho-must-pass partner-must-pass own-side inadmissible conventional
    repeat other-strain fix=nearest fix=other fix=pass fix=double accept reject change
    immediate delayed damage may misheard misunderstood misinformed unnoticed skipped
    three-passes defender declarer-side who=declarer who=defender who=dummy
    auction card shown small honour several lead face-down withdraw all-passed cancelled
    restriction suit any-suit touched on-dummy dummy points dummy-violated attention
    wrong-hand asks-revoke informs-law held void has-suit discard names-dummy high-low
    no-suit no-rank absent-card asks wrong-card irregularity after-play no-follow call-change
    also too-late review names-level left-seat swapped remark fifth penalty-card
"""
FACTS = frozenset(_FACT_NAMES.split())
_WORD = re.compile(r"[0-9a-zа-я]+(?:-[0-9a-zа-я]+)*")
_ACTS = ("bid", "double", "redouble")


def _offence(
    sequence: list[Token], events: list[Event], anchors: list[int], mistaken: int | None
) -> Event | None:
    """The irregular call: the one nearest to what makes it irregular, else the first.

    After a misunderstanding («решил, что 2 бубны, и сказал контра») the call in question is
    the double or redouble made on it, not the call he thought he heard.
    """
    if not events:
        return None
    if mistaken is not None:
        made = [e for e in events if e.kind in ("double", "redouble")
                and e.position > mistaken and not sequence[e.position].question]
        if made:
            return made[0]
    if not anchors:
        return events[0]
    anchor = anchors[0]
    same = [e for e in events if e.segment == sequence[anchor].segment]
    if same:
        return min(same, key=lambda e: abs(e.position - anchor))
    before = [e for e in events if e.position < anchor]
    return before[-1] if before else events[0]


def _misheard_by_another(sequence: list[Token], offence: Event, mistaken: int | None) -> bool:
    """Whether the words of a misunderstanding after a call are another player's («Юг дал
    контру, а Запад не понял»), not the caller's own reason («дал контру, решив, что …»)."""
    if mistaken is None or mistaken < offence.position:
        return False
    named = (actor_of(sequence, k) for k in range(offence.position + 1, mistaken + 1))
    return any(who not in (None, "pronoun", offence.actor) for who in named)


def _later(sequence: list[Token], events: list[Event], offence: Event) -> list[Event]:
    """Calls after the offence, or before it but said to follow it («правый спасовал после …»)."""
    out = []
    for event in events:
        if event is offence:
            continue
        joined = any(has(sequence[k], "после") for k in range(event.position, offence.position))
        if event.position > offence.position or joined:
            out.append(event)
    return out


_ROLES = {  # forms
    word: f"who={role}" for role in ("declarer", "defender", "dummy")
    for word in words(f"search.who.{role}")
}


def _who(sequence: list[Token]) -> set[str]:
    """Who acts in the play: the first of declarer, a defender or dummy the question names."""
    for token in sequence:
        role = _ROLES.get(token.word)
        if role is not None:
            return {role}
    return set()


def _role(word: str) -> str | None:
    """The role a word names: «вистующий», also inside «партнер-вистующий»."""
    return next((_ROLES[part] for part in word.split("-") if part in _ROLES), None)


def _holder(sequence: list[Token]) -> str | None:
    """Who held the card so it could be seen (45C1 for a defender, 45C2 for declarer).

    The role named before «держал» in its phrase; a seat or a partner who holds a card while
    declarer is someone else the question names is a defender.
    """
    for i, token in enumerate(sequence):
        if not has(token, "держать", "держаться"):
            continue
        for k in range(i - 1, -1, -1):
            if sequence[k].segment != token.segment:
                break
            if (role := _role(sequence[k].word)) is not None:
                return role
        others = {_role(t.word) for t in sequence[i + 1 :]} | {
            _role(t.word) for t in sequence[:i] if t.segment != token.segment
        }
        partner_saw = any(t.word.startswith(("партнер", "partner")) for t in sequence)
        # declarer named as someone else, or a partner who saw it (dummy's cards are open)
        return "who=defender" if "who=declarer" in others or partner_saw else None
    return None


_STRAIN_WORDS = (
    words("search.strain.clubs") | words("search.strain.diamonds")
    | words("search.strain.hearts") | words("search.strain.spades")
    | words("search.strain.notrump")
)
_FIFTH = words("search.fifth_card")
_FULL_TRICK = words("search.full_trick")
_ONE_MORE = words("search.one_more_card")


def _fifth(text: str) -> bool:
    """Whether a card was played to a trick that had its four («пятой картой»; «взятка
    полная, … ещё одну карту сверху»): Law 45E, not a card named or led.

    >>> _fifth("взятка лежит, четыре карты, а она кладет сверху еще валета")
    True
    >>> _fifth("he played a fifth card to the trick"), _fifth("четыре карты в масти")
    (True, False)
    """
    padded = _padded(text)
    if _said(padded, _FIFTH):
        return True
    return _said(padded, _FULL_TRICK) and _said(padded, _ONE_MORE)


_WRONG_HAND = words("search.wrong_hand")


_PENALTY_CARD = words("search.penalty_card")
_EN_IMMEDIATE = words("search.en_immediate")
_EN_DELAYED = words("search.en_delayed")
_EN_UNNOTICED = words("search.en_unnoticed")


def _told(text: str, phrases: frozenset[str]) -> bool:
    """Whether the text says one of the phrases (whole words).

    >>> _told("it's a major penalty card", _PENALTY_CARD), _told("no penalty", _PENALTY_CARD)
    (True, False)
    """
    return _said(_padded(text), phrases)


@lru_cache(maxsize=8)
def _padded(text: str) -> str:
    """The text's words, one space between them and one at either end: a phrase between
    spaces is in it as whole words (``facts`` asks this of one text a few times)."""
    return f" {' '.join(_WORD.findall(text))} "


@lru_cache(maxsize=64)
def _spaced(phrases: frozenset[str]) -> tuple[str, ...]:
    """The phrases, each between spaces (made once per lexicon concept)."""
    return tuple(f" {phrase} " for phrase in phrases)


def _said(padded: str, phrases: frozenset[str]) -> bool:
    """Whether a ``_padded`` text says one of the phrases."""
    return any(phrase in padded for phrase in _spaced(phrases))


def _wrong_hand(text: str) -> bool:
    """Whether the words tell declarer he is about to lead from the wrong hand, as dummy
    says it at the table («ты на столе», "you're in dummy", "you are on the table"): 42B2.

    >>> _wrong_hand("i told him 'you are in dummy, partner'"), _wrong_hand("you're on the table")
    (True, True)
    >>> _wrong_hand("dummy was on the table")
    False
    """
    return _told(text, _WRONG_HAND)


_SEATS = ("north", "east", "south", "west")
_SEAT_NAMES = {word: seat for seat in _SEATS for word in words(f"search.who.{seat}")}
_SEAT_OF = {word: seat for seat in _SEATS for word in words(f"search.whose.{seat}")}
_DECLARER_WORDS = words("search.declarer_word")
_SENTENCE = re.compile(r"[^.!?;]+")


def _declarer_seat(found: list[str]) -> str | None:
    """The declarer's seat a text's words name: «разыгрывающий Юг», «Юг разыгрывает»,
    «4 черва севера» (a contract and its declarer), "4s by north"."""
    for k, word in enumerate(found):
        if word in _DECLARER_WORDS:
            for near in (found[k + 1 : k + 3] + found[max(0, k - 1) : k]):
                if near in _SEAT_NAMES:
                    return _SEAT_NAMES[near]
        if word in _SEAT_OF and k and (
            found[k - 1] in _STRAIN_WORDS or re.fullmatch(r"[1-7][a-z]{1,2}", found[k - 1])
        ):
            return _SEAT_OF[word]
    return None


def _fifth_by_seat(text: str) -> str | None:
    """Whose fifth card it was when the story names seats, not roles: the first seat named
    in the sentence that tells the card, on the declarer's side or not («4♥ Севера. …
    Восток положил сверху ещё ♥K»: a defender's).

    >>> _fifth_by_seat("стол 9, 4 черва севера. во взятке четыре карты, и восток положил "
    ...                "сверху еще черва k.")
    'who=defender'
    >>> _fifth_by_seat("контракт 3 трефа, разыгрывающий юг. юг положил пятой картой туза")
    'who=declarer'
    """
    declarer = _declarer_seat(_WORD.findall(text))
    if declarer is None:
        return None
    for sentence in _SENTENCE.findall(text):
        padded = f" {' '.join(_WORD.findall(sentence))} "
        if not any(f" {phrase} " in padded for phrase in _FIFTH | _ONE_MORE):
            continue
        seat = next((_SEAT_NAMES[w] for w in padded.split() if w in _SEAT_NAMES), None)
        if seat is None:
            return None
        side = _SEATS.index(seat) % 2 == _SEATS.index(declarer) % 2
        return "who=declarer" if side else "who=defender"
    return None


def _no_role(sequence: list[Token]) -> bool:
    """Whether the roles the question names are one player's: a single role word."""
    return sum(1 for token in sequence if token.word in _ROLES) == 1


def _doubles_partners_double(events: list[Event], offence: Event) -> bool:
    """A double with the offender's partner's double beside it and no bid between them."""
    for other in events:
        if other is offence or other.kind != "double":
            continue
        if not partner_of(offence.actor or "me", other.actor):
            continue
        low, high = sorted((other.position, offence.position))
        if not any(e.kind == "bid" and low < e.position < high for e in events):
            return True
    return False


def facts(text: str, repairs: dict[str, str] | None = None) -> frozenset[str]:
    """The facts of a question ``normalise`` has seen (see the module's description)."""
    if repairs:
        text = _WORD.sub(lambda match: repairs.get(match.group(), match.group()), text)
    sequence = tokens(text)
    found = marks(sequence)
    result = set(found.facts)
    result.update(_who(sequence))
    if "held" in result and (holder := _holder(sequence)) is not None:
        result = {f for f in result if not f.startswith("who=")} | {holder}
    if double_words(text):
        result.add("names-level")  # a double should be the single word «контра» (19A2)
    if _wrong_hand(text):
        result.add("wrong-hand")
    # English phrases of time around a changed call or card: in the same breath, or after
    # a pause; and a call nobody noticed (Russian single words are read by ``marks``)
    if _told(text, _EN_IMMEDIATE):
        result.add("immediate")
    elif _told(text, _EN_DELAYED):
        result.add("delayed")
    if _told(text, _EN_UNNOTICED):
        result.add("unnoticed")
    if _told(text, _PENALTY_CARD):
        result.add("penalty-card")  # a card of the play named a penalty card: Law 50 (45C5)
    if _fifth(text):  # a card added to a full trick is neither named nor led
        result = (result - {"names-dummy", "high-low", "lead"}) | {"fifth", "card"}
        # who played it, by seats, says more than the first role named («разыгрывающий Юг»)
        if (by_seat := _fifth_by_seat(text)) is not None:
            result = {fact for fact in result if not fact.startswith("who=")} | {by_seat}
    named = named_card(text)
    # what declarer's own words name says more than words about them
    if named is not None and "fifth" not in result:
        result = (result - {"high-low", "no-rank", "no-suit"}) | named
    events, targets = find_events(sequence, found)
    if any(event.kind == "bid" for event in events):
        result.discard("all-passed")  # «1♠ - 4♠ - all pass», «назначил 4♥, все спасовали»
    # whose turn it was: said outright («очередь была Запада»), else from the order of calls
    rotation = None if found.owners else out_of_rotation(sequence, events, found.anchors)
    offence = rotation[0] if rotation else _offence(
        sequence, events, found.anchors, found.mistaken
    )
    if found.owners or rotation:
        result.add("oot")
    if offence is None:
        return frozenset(result)
    if offence.kind in ("double", "redouble") and _misheard_by_another(
        sequence, offence, found.mistaken
    ):
        # «Юг дал контру, а Запад не расслышал / не понял»: the double is what was misheard
        offence = replace(offence, kind="call")
        result.discard("misunderstood")
    result.update((offence.kind, "a-call"))
    offender = offence.actor
    for owner in [rotation[1]] if rotation else [owner for _, owner in found.owners]:
        # the order of the calls says most
        turn = relation(offender, owner) if owner and owner != "pronoun" else None
        if turn is not None:
            result.add(f"turn={turn}")
            break
    if offence.kind == "redouble" and any(
        e.kind == "double" and (e.actor == offender or partner_of(offender or "me", e.actor))
        for e in events + targets if e.actor is not None
    ):
        result.add("own-side")  # a redouble of one's own side's double
    if offence.kind == "double" and (_doubles_partners_double(events + targets, offence) or any(
        target.actor == offender or partner_of(offender or "me", target.actor)
        for target in targets if target.actor is not None and target.kind != "double"
    )):
        result.add("own-side")  # «дал контру, хотя контру уже дал мой партнер»
    owners = {owner for _, owner in found.owners if owner} | ({rotation[1]} if rotation else set())
    for event in _later(sequence, events, offence):
        if event.actor == offender and (offender is not None or event.segment == offence.segment):
            continue
        if event.actor is None and corrects(sequence, event):
            continue  # «…, потом исправил на 2 пики»: the offender corrects his own call
        if partner_of(offender or "me", event.actor):  # nobody named: the one who asks
            result.add("partner-acts")
            continue
        result.add("next=call")
        if relation(offender or "me", event.actor or "") == "lho" or (
            offender == "opp" and event.actor == "me"  # I called over an opponent's call
        ):
            result.add("next-lho")  # the offender's LHO called over it: he accepted it
        if event.kind == "pass":
            result.add("next=pass")
        elif event.kind in _ACTS:
            result.add("next=act")
        if event.kind == "bid":
            result.add("next=bid")
        if event.actor in owners or "whose" in owners or event.actor == "owner":
            result.add("owner-called")
        turn_known = any(f.startswith("turn=") for f in result)
        if not turn_known and relation(offender or "me", event.actor or "") == "rho":
            # the next to call after a call out of turn is the player whose turn it was
            result.update(("turn=rho", "owner-called"))
    for position in found.obliged:
        # «заявка в очередь правого, когда правый обязан пасовать»: not the offender obliged
        obliged = [actor_of(sequence, k) for k, t in enumerate(sequence)
                   if t.segment == sequence[position].segment and k < position]
        who = next((w for w in obliged if w is not None), None)
        if who is None or who == offender:
            continue
        if relation(offender, who) == "rho":
            result.discard("must-pass")
            result.add("rho-must-pass")
        elif who == "offender-partner" or partner_of(offender, who):
            result.discard("must-pass")
            result.add("partner-must-pass")
    if offender in ("defender", "declarer-side"):
        result.add(offender)
    elif len(roles := {f for f in result if f.startswith("who=")}) == 1 and _no_role(sequence):
        # «мой партнер ещё и спасовал, а он вистующий»: the one role named is the offender's
        result.add("defender" if roles == {"who=defender"} else "declarer-side")
    earlier = [e for e in events if e.position < offence.position and e.actor != offender]
    if any(e.kind == "bid" for e in earlier) and "before" not in result:
        result.add("after")
    return frozenset(result)
