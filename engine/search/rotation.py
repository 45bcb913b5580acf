"""Whose turn it was, from the order of the calls a story tells by compass seats.

«Север открыл 1♦, Восток ещё думает, а Запад уже говорит 1♠»: after North it was East's
turn, so West called out of rotation, in his partner's turn. Players leave out the passes
nobody cares about («Север открыл 1♥, Юг ответил 2♥»), so a skipped seat counts only when
the story names the dealer or says that somebody did not wait.

>>> from engine.search.clues import tokens
>>> from engine.search.events import find_events
>>> from engine.search.marks import marks
>>> def told(text):
...     sequence = tokens(text)
...     found = marks(sequence)
...     events, _ = find_events(sequence, found)
...     answer = out_of_rotation(sequence, events, found.anchors)
...     return answer and (answer[0].kind, answer[0].actor, answer[1])
>>> told("север открыл 1 бубну, восток еще думает, а запад уже говорит 1 пику")
('bid', 'west', 'east')
>>> told("сдающий восток. юг сказал 1 черву. восток спасовал")
('bid', 'south', 'east')
>>> told("север открыл 1 черву, юг ответил 2 червы") is None
True

Told from the speaker's seat, a named dealer who did not call first tells the call out of
turn («LHO was dealer but pard opened 1S»):

>>> told("lho was dealer but pard opened 1 s. rho came in with 2 h over it")
('bid', 'partner', 'lho')
>>> told("partner opened 1 s, rho bid 2 h") is None
True
"""

from __future__ import annotations

from engine.lexicon import words
from engine.search.clues import Token, has, has_any
from engine.search.events import Event
from engine.search.seats import COMPASS, SEATS, actor_of

_ORDER = sorted(COMPASS, key=COMPASS.__getitem__)  # clockwise: the order of the calls
_DEALING = words("search.dealing")
# «не дождавшись», «не успел», «ещё думает», «прежде чем», «раньше»: someone did not wait
_WAITING = words("search.waiting")
_BEFORE = words("search.before")
_DIRECTOR = words("search.director")
_THINKING = words("search.pondering")


def out_of_rotation(
    sequence: list[Token], events: list[Event], anchors: list[int]
) -> tuple[Event, str] | None:
    """The call made out of rotation and the seat whose turn it was, or None.

    Only for stories told by compass seats: every call the story tells (the question
    itself aside) has a compass seat, and the story names the dealer or says that
    somebody did not wait (or that a call was out of turn: ``anchors``).
    """
    story = [e for e in events if not sequence[e.position].question]
    if not story:
        return None
    seats = next((order for order in (COMPASS, SEATS)
                  if all(e.actor in order for e in story)), None)
    if seats is None:
        return None
    dealer = _dealer(sequence, seats)
    if dealer is not None and story[0].actor != dealer:
        return story[0], dealer  # the first call was not the dealer's
    if seats is SEATS:
        return None  # told from the speaker's seat: only a dealer named tells the order
    cue = _impatience(sequence)
    if cue is None:
        cue = anchors[0] if anchors else None
    if cue is None:
        return None
    offence = _nearest(sequence, story, cue)
    if offence is None:
        return None
    earlier = [e for e in story if e.position < offence.position]
    if earlier and earlier[-1].actor == offence.actor:
        return None  # a call in place of his own last one («…, а вместо неё контра»)
    if earlier:
        owner = _next_seat(earlier[-1].actor)
    elif dealer is not None:
        owner = dealer
    else:
        return None
    return (offence, owner) if owner is not None and owner != offence.actor else None


_DEALER_REACH = 3  # words before the dealing word: «LHO was the dealer», «Сдавал Юг»


def _dealer(sequence: list[Token], seats: dict[str, int] = COMPASS) -> str | None:
    """The dealer the story names, a seat of ``seats`` (compass seats, or the speaker's:
    «сдавал правый», «LHO was dealer», «pard dealt»)."""
    for i, token in enumerate(sequence):
        if has_any(token, _DEALING):
            for k in range(max(0, i - _DEALER_REACH), min(len(sequence), i + 3)):
                seat = actor_of(sequence, k)
                if seat in seats:
                    return seat
    return None


def _impatience(sequence: list[Token]) -> int | None:
    """Where the story says somebody did not wait for his turn (not for the director)."""
    for i, token in enumerate(sequence):
        previous = sequence[i - 1].word if i else ""
        if any(has_any(t, _DIRECTOR) for t in sequence if t.segment == token.segment):
            continue  # «прежде чем кто-то позвал судью»
        if has_any(token, _WAITING) and previous in ("не", "not"):
            return i
        if has_any(token, _BEFORE):
            return i
        if has_any(token, _THINKING) and previous in ("еще", "still"):
            return i
        if has_any(token, _THINKING) and "пока" in {t.word for t in sequence[max(0, i - 3) : i]}:
            return i  # «пока Юг думал, Север сказал контра»
        if has(token, "задуматься", "задумываться"):
            return i  # «Восток задумался, а Запад сказал контра»: the order of calls decides
    return None


def _nearest(sequence: list[Token], story: list[Event], cue: int) -> Event | None:
    """The call the cue is about: in its phrase, else the first one after it."""
    segment = sequence[cue].segment
    same = [e for e in story if e.segment == segment]
    if same:
        return min(same, key=lambda e: abs(e.position - cue))
    later = [e for e in story if e.position > cue]
    return later[0] if later else None


def _next_seat(seat: str | None) -> str | None:
    return _ORDER[(COMPASS[seat] + 1) % 4] if seat in COMPASS else None
