"""The calls a question tells of, in order: who made each, and the calls they answer.

>>> from engine.search.clues import tokens
>>> from engine.search.marks import marks
>>> sequence = tokens("партнер сказал реконтру на мою контру")
>>> events, targets = find_events(sequence, marks(sequence))
>>> [(e.kind, e.actor) for e in events], [(e.kind, e.actor) for e in targets]
([('redouble', 'partner')], [('double', 'me')])
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.lexicon import words
from engine.search.clues import Token, call_kind
from engine.search.marks import Marks
from engine.search.seats import actor_of

_SPECIFIC = ("bid", "double", "redouble", "pass")


@dataclass
class Event:
    """A call in the question: its kind, who made it, where it stands."""

    kind: str
    actor: str | None
    position: int
    segment: int


_CALL_NOUNS = words("search.call_noun") | words("search.double_noun")
_CLAUSE_WORDS = words("search.clause_word")  # forms


def _named_after(sequence: list[Token], i: int) -> bool:
    """«после паса», «после недопустимой контры»: a call named as a moment, made by nobody
    the phrase names («после этого заявил» is a call made)."""
    previous = sequence[i - 1].word if i > 0 else ""
    noun = not sequence[i].forms.isdisjoint(_CALL_NOUNS)
    return previous == "после" or (i > 1 and sequence[i - 2].word == "после" and noun)


def _subject_after(sequence: list[Token], i: int) -> str | None:
    """«контру дал мой партнер»: a subject right after the call, before another clause."""
    for k in range(i + 1, min(len(sequence), i + 5)):
        if sequence[k].segment != sequence[i].segment or sequence[k].word in _CLAUSE_WORDS:
            return None
        named = actor_of(sequence, k)
        if named is not None and named != "pronoun":
            return named
    return None


_MY = words("search.my_call")  # forms
_OWN = words("search.own_call")  # forms


def _target(sequence: list[Token], i: int, actor: str | None) -> str | None:
    """Who made the call that a call «на …» answers («на мою контру»): a seat, ``''`` when
    nobody is named, None when the call word is not such a target."""
    before = [sequence[k].word for k in (i - 2, i - 1) if k >= 0]
    if "на" not in before or any(
        not t.forms.isdisjoint(_CORRECTING) for t in sequence[max(0, i - 5) : i]
    ):
        return None  # «исправил на 2 пики» names the new call
    following = sequence[i + 1].word if i + 1 < len(sequence) else ""
    if before[-1] in _MY:
        return "me"
    if before[-1] in _OWN:
        return actor or ""
    if following.startswith(("партнер", "напарник")):
        return "offender-partner"
    return ""


def find_events(sequence: list[Token], found: Marks) -> tuple[list[Event], list[Event]]:
    """Calls, one per phrase: «сказал 1 пику» is one bid, «дал контру» one double; and the
    calls they answer («на мою контру»), which were made before.

    «он» is the last player named other than «я», the owner of a turn included.
    """
    events: list[Event] = []
    targets: list[Event] = []
    subject: dict[int, str] = {}
    last_third: str | None = None
    owners = dict(found.owners)
    consumed = found.consumed
    for i, token in enumerate(sequence):
        if owners.get(i) not in (None, "", "me", "pronoun"):
            last_third = owners[i]
        who = actor_of(sequence, i)
        if who == "pronoun":
            who = last_third
        if who is not None and owners.get(i) is None:  # «before RHO had called»: no subject
            subject.setdefault(token.segment, who)
            if who != "me":
                last_third = who
        kind = None if i in consumed else call_kind(sequence, i)
        if kind is None:
            continue
        actor = subject.get(token.segment)
        if _named_after(sequence, i):
            # «после паса вне очереди»: a call named, not made by this phrase's subject
            actor = "me" if sequence[i - 1].word in ("моей", "моего", "моих") else None
        elif actor is None and (after := _subject_after(sequence, i)) is not None:
            actor = after
        elif actor is None:
            # a phrase without a subject goes on with the last one («…, а сделал назначение»)
            earlier = [s for s in subject if s < token.segment]
            actor = subject[max(earlier)] if earlier else None
        target = _target(sequence, i, actor)
        if target is not None:  # «реконтра на мою контру»: the call it answers, made earlier
            targets.append(Event(kind, target or None, i, token.segment))
            continue
        previous = events[-1] if events else None
        if previous and previous.segment == token.segment and i - previous.position <= 3:
            if _named_after(sequence, i) and previous.kind != "call":
                targets.append(Event(kind, actor, i, token.segment))  # «… после моей контры»
                continue
            if previous.kind == "call" or (kind in _SPECIFIC and previous.kind == "bid"):
                previous.kind = kind if kind != "call" else previous.kind
            previous.position = i
            continue
        events.append(Event(kind, actor, i, token.segment))
    return events, targets


_CORRECTING = words("search.correcting")


def corrects(sequence: list[Token], event: Event) -> bool:
    return any(
        not token.forms.isdisjoint(_CORRECTING)
        for token in sequence if token.segment == event.segment
    )
