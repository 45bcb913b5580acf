"""What a table story says, read once into one typed value: the ``Story``.

>>> call = StoryCall(Seat.N, None, Call.bid(1, Strain.CLUBS), "1 трефу", (12, 19))
>>> str(call)
'N:1♣'
>>> story = Story(calls=(call,), dealer=Seat.N, dealer_from="fact")
>>> story.has_auction, story.auction_text(), Story().has_auction
(True, 'N:1♣', False)
>>> Circumstance.NOT_ACCEPTED.russian
'нарушение не принято'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from engine.play.cards import Card
from engine.rules.model import Call, Seat, Strain
from engine.rules.result import DealerFrom

__all__ = ["Call", "Card", "Circumstance", "Offence", "Phase", "Role", "Seat", "Story",
           "StoryCall", "Strain"]


class Phase(Enum):
    """When the story happens."""

    AUCTION = "auction"
    PLAY = "play"
    AFTER = "after"
    UNKNOWN = "unknown"


class Role(Enum):
    """A player named by his relation to the teller or by his part in the play."""

    ME = "me"
    PARTNER = "partner"
    LHO = "lho"
    RHO = "rho"
    DECLARER = "declarer"
    DUMMY = "dummy"
    DEFENDER = "defender"

    def seat(self, me: Seat) -> Seat | None:
        """The seat of the role when the teller sits at ``me`` (None for play roles).

        >>> Role.LHO.seat(Seat.S), Role.PARTNER.seat(Seat.S), Role.DUMMY.seat(Seat.S)
        (<Seat.W: 3>, <Seat.N: 0>, None)
        """
        return {
            Role.ME: me,
            Role.PARTNER: me.partner,
            Role.LHO: me.lho,
            Role.RHO: me.rho,
        }.get(self)


class Circumstance(Enum):
    """A fact the words of a story tell about the irregularity and what followed."""

    NOT_ACCEPTED = "not_accepted"
    ACCEPTED = "accepted"
    CORRECTED_AT_ONCE = "corrected_at_once"
    CORRECTED_LATER = "corrected_later"
    CHANGED_MIND = "changed_mind"
    CONVENTIONAL = "conventional"
    NOT_CONVENTIONAL = "not_conventional"
    LHO_CALLED_OVER = "lho_called_over"
    DIRECTOR_CALLED = "director_called"
    OUT_OF_TURN_SAID = "out_of_turn_said"
    INSUFFICIENT_SAID = "insufficient_said"
    CARD_EXPOSED = "card_exposed"
    SIMULTANEOUS = "simultaneous"

    @property
    def russian(self) -> str:
        return _CIRCUMSTANCES[self]


_CIRCUMSTANCES = {
    Circumstance.NOT_ACCEPTED: "нарушение не принято",
    Circumstance.ACCEPTED: "нарушение принято",
    Circumstance.CORRECTED_AT_ONCE: "заявка исправлена сразу, без паузы",
    Circumstance.CORRECTED_LATER: "заявка изменена после паузы",
    Circumstance.CHANGED_MIND: "игрок передумал: заявка изменена намеренно",
    Circumstance.CONVENTIONAL: "заявка конвенционная",
    Circumstance.NOT_CONVENTIONAL: "заявка натуральная",
    Circumstance.LHO_CALLED_OVER: "следующий игрок заявил, не заметив нарушения",
    Circumstance.DIRECTOR_CALLED: "вызван судья",
    Circumstance.OUT_OF_TURN_SAID: "сказано, что заявка была вне очереди",
    Circumstance.INSUFFICIENT_SAID: "сказано, что назначение недостаточное",
    Circumstance.CARD_EXPOSED: "во время торговли открылась карта",
    Circumstance.SIMULTANEOUS: "два игрока заявили одновременно",
}


class Offence(Enum):
    """The irregularity the words name (the rules engine decides the real one)."""

    INSUFFICIENT_BID = "insufficient_bid"
    OUT_OF_TURN = "out_of_turn"
    CHANGE_OF_CALL = "change_of_call"
    EXPOSED_CARD = "exposed_card"
    INADMISSIBLE = "inadmissible"  # a double or redouble the auction does not allow (Law 36)
    CALL_WHILE_BARRED = "call_while_barred"  # a call by a player obliged to pass (Law 37)
    AFTER_END = "after_end"  # a call told after the final pass of an untold auction (Law 39)


@dataclass(frozen=True)
class StoryCall:
    """One call of the story: whose (a stated seat, a role, or nobody said), the call, and
    the words it was read from with their place in the text (``span``).

    ``implied`` marks a pass the story leaves out («Север 1♥, Юг 2♥»: East passed);
    ``opponent`` a call written in parentheses (``P-(P)-1C``).
    """

    seat: Seat | None
    role: Role | None
    call: Call
    words: str
    span: tuple[int, int]
    implied: bool = False
    opponent: bool = False

    def __str__(self) -> str:
        return f"{self.seat.letter}:{self.call}" if self.seat is not None else str(self.call)


@dataclass(frozen=True)
class Story:
    """The one reading of a table story that search, rules and play share."""

    calls: tuple[StoryCall, ...] = ()
    dealer: Seat = Seat.N
    dealer_from: DealerFrom = "assumed"
    me: Seat = Seat.S
    phase: Phase = Phase.UNKNOWN
    offence: Offence | None = None
    offender: Seat | None = None
    turn: Seat | None = None
    circumstances: frozenset[Circumstance] = frozenset()
    replacement: Call | None = None
    then: Call | None = None  # what the player chose after his change was refused
    barred: Seat | None = None  # obliged to pass by an earlier ruling the calls do not show
    barred_once: bool = False  # ... at his next turn only (else to the end of the auction)
    barred_at: int = 0  # where the words of that duty start (the calls after them follow it)
    cards: tuple[Card, ...] = ()
    exposed: str | None = None  # a card seen in the auction: a card, ``малая``, ``ход``, ``2+``
    actors: tuple[Role, ...] = ()  # declarer, dummy, defenders: who acts in the play, in order
    board: int | None = None
    after_end: bool = False  # every call told came after the final pass of an untold auction
    declarer: Seat | None = None  # the player told to be declarer («Юг (разыгрывающий)»)
    defender: Seat | None = None  # ... or a defender («вистующий Восток»)
    fired: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    text: str = field(default="", repr=False)

    @property
    def has_auction(self) -> bool:
        """Calls were read (two or more in sequence, or one call with its player named in a
        story that tells of an irregularity), or a card was seen during the auction."""
        return bool(self.calls) or self.offence is Offence.EXPOSED_CARD

    def seated(self) -> tuple[tuple[Seat, Call], ...]:
        """Every call with its seat: the stated one, else the next in rotation.

        >>> calls = (StoryCall(None, None, Call.pass_(), "p", (0, 1)),
        ...          StoryCall(None, None, Call.bid(1, Strain.CLUBS), "1c", (2, 4)))
        >>> [f"{s.letter}:{c}" for s, c in Story(calls, dealer=Seat.E).seated()]
        ['E:пас', 'S:1♣']
        """
        out: list[tuple[Seat, Call]] = []
        turn = self.dealer
        for item in self.calls:
            seat = item.seat if item.seat is not None else turn
            out.append((seat, item.call))
            turn = seat.lho
        return tuple(out)

    def auction_text(self) -> str:
        """The calls as ``N:1♣ E:пас``, every one with its seat (the golden tables' form)."""
        return " ".join(f"{seat.letter}:{call}" for seat, call in self.seated())
