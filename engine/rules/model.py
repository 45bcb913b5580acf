"""The bridge model of the auction: seats, strains, calls and the log of what happened.

>>> Seat.S.lho, Seat.S.rho, Seat.S.partner
(<Seat.W: 3>, <Seat.E: 1>, <Seat.N: 0>)
>>> str(Call.bid(3, Strain.NOTRUMP)), str(Call.pass_()), Call.bid(1, Strain.SPADES).russian
('3БК', 'пас', '1♠')
>>> Call.bid(2, Strain.CLUBS) > Call.bid(1, Strain.NOTRUMP)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum


class Seat(IntEnum):
    """A player's seat, clockwise from North."""

    N = 0
    E = 1
    S = 2
    W = 3

    def __bool__(self) -> bool:
        """Every seat is a seat: North (0) is not «nothing» in ``seat_word(x) or ...``."""
        return True

    @property
    def lho(self) -> Seat:
        return Seat((self + 1) % 4)

    @property
    def rho(self) -> Seat:
        return Seat((self + 3) % 4)

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def letter(self) -> str:
        """The seat in JSON: N E S W."""
        return self.name

    @property
    def russian(self) -> str:
        """«Север», «Восток», «Юг», «Запад»."""
        return _SEAT_NAMES[self]

    @property
    def russian_genitive(self) -> str:
        """«Севера», «Востока», «Юга», «Запада»."""
        return _SEAT_GENITIVE[self]

    @property
    def russian_accusative(self) -> str:
        """«Севера», «Востока», «Юга», «Запада» (animate: as the genitive)."""
        return _SEAT_GENITIVE[self]

    @property
    def russian_dative(self) -> str:
        """«Северу», «Востоку», «Югу», «Западу»."""
        return _SEAT_DATIVE[self]

    def same_side(self, other: Seat) -> bool:
        return self % 2 == other % 2


_SEAT_NAMES = {Seat.N: "Север", Seat.E: "Восток", Seat.S: "Юг", Seat.W: "Запад"}
_SEAT_GENITIVE = {Seat.N: "Севера", Seat.E: "Востока", Seat.S: "Юга", Seat.W: "Запада"}
_SEAT_DATIVE = {Seat.N: "Северу", Seat.E: "Востоку", Seat.S: "Югу", Seat.W: "Западу"}


class Strain(IntEnum):
    """A denomination in bidding order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def symbol(self) -> str:
        return _STRAIN_SYMBOLS[self]

    @property
    def is_suit(self) -> bool:
        return self is not Strain.NOTRUMP

    @property
    def russian_plural(self) -> str:
        """«трефы», «бубны», «черви», «пики», «бескозырная»."""
        return _STRAIN_NAMES[self]

    @property
    def russian_lead(self) -> str:
        """The suit as the object of a lead: «в трефу», «в черву»."""
        return _STRAIN_LEAD[self]


_STRAIN_SYMBOLS = {
    Strain.CLUBS: "♣",
    Strain.DIAMONDS: "♦",
    Strain.HEARTS: "♥",
    Strain.SPADES: "♠",
    Strain.NOTRUMP: "БК",
}
_STRAIN_NAMES = {
    Strain.CLUBS: "трефы",
    Strain.DIAMONDS: "бубны",
    Strain.HEARTS: "черви",
    Strain.SPADES: "пики",
    Strain.NOTRUMP: "бескозырная",
}
_STRAIN_LEAD = {
    Strain.CLUBS: "в трефу",
    Strain.DIAMONDS: "в бубну",
    Strain.HEARTS: "в черву",
    Strain.SPADES: "в пику",
    Strain.NOTRUMP: "",
}


class CallKind(Enum):
    PASS = "pass"
    BID = "bid"
    DOUBLE = "double"
    REDOUBLE = "redouble"


@dataclass(frozen=True, order=False)
class Call:
    """A call: a bid (level 1-9, so that a bid above seven can be described), pass, X, XX."""

    kind: CallKind
    level: int = 0
    strain: Strain | None = None

    @staticmethod
    def bid(level: int, strain: Strain) -> Call:
        return Call(CallKind.BID, level, strain)

    @staticmethod
    def pass_() -> Call:
        return Call(CallKind.PASS)

    @staticmethod
    def double() -> Call:
        return Call(CallKind.DOUBLE)

    @staticmethod
    def redouble() -> Call:
        return Call(CallKind.REDOUBLE)

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @property
    def is_pass(self) -> bool:
        return self.kind is CallKind.PASS

    @property
    def is_double_or_redouble(self) -> bool:
        return self.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)

    @property
    def is_above_seven(self) -> bool:
        """A bid above the seven level («8♣»): read as said, cancelled by Law 38."""
        return self.is_bid and self.level > 7

    @property
    def rank(self) -> int:
        """Order of bids: 1♣ is 0, 1♦ is 1, ... 7БК is 34 (bids only)."""
        assert self.strain is not None
        return (self.level - 1) * 5 + int(self.strain)

    def __gt__(self, other: Call) -> bool:
        return self.rank > other.rank

    @property
    def suit(self) -> Strain | None:
        """The suit this call names, if it is a bid in a suit."""
        if self.is_bid and self.strain is not None and self.strain.is_suit:
            return self.strain
        return None

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            assert self.strain is not None
            return f"{self.level}{self.strain.symbol}"
        return _CALL_WORDS[self.kind]

    @property
    def russian(self) -> str:
        return str(self)

    @property
    def accusative(self) -> str:
        """As the object of a verb: «заявил контру», «повторить 2♥»."""
        return _CALL_ACCUSATIVE.get(self.kind, str(self))


_CALL_ACCUSATIVE = {CallKind.DOUBLE: "контру", CallKind.REDOUBLE: "реконтру"}
_CALL_WORDS = {CallKind.PASS: "пас", CallKind.DOUBLE: "контра", CallKind.REDOUBLE: "реконтра"}


def declarer_of(calls: Sequence[tuple[Seat, Call]]) -> Seat | None:
    """The first player of the side that made the last bid to name its strain (None when
    nobody bid).

    >>> declarer_of([(Seat.N, Call.bid(1, Strain.HEARTS)), (Seat.E, Call.pass_()),
    ...              (Seat.S, Call.bid(4, Strain.HEARTS))])
    <Seat.N: 0>
    """
    bids = [(seat, call) for seat, call in calls if call.is_bid]
    if not bids:
        return None
    last_seat, last = bids[-1]
    return next(seat for seat, call in bids
                if call.strain is last.strain and seat.same_side(last_seat))


def lowest_bid_in(strain: Strain, above: Call | None) -> Call | None:
    """The lowest bid in ``strain`` that is sufficient over ``above`` (None above seven).

    >>> str(lowest_bid_in(Strain.HEARTS, Call.bid(1, Strain.SPADES)))
    '2♥'
    >>> lowest_bid_in(Strain.CLUBS, Call.bid(7, Strain.NOTRUMP)) is None
    True
    """
    if above is None or above.strain is None:
        return Call.bid(1, strain)
    level = above.level + (0 if strain > above.strain else 1)
    return Call.bid(level, strain) if level <= 7 else None


FORCED = "forced"  # ``Event.fact`` of a call a law made for the player (31A1: repeat the bid)


class Status(Enum):
    """What became of a call in the log."""

    STANDS = "stands"  # a call in rotation, or a call treated as legal
    ACCEPTED = "accepted"  # an irregular call the offender's LHO accepted
    CANCELLED = "cancelled"


@dataclass
class Event:
    """One call as it happened: who made it, whose turn it was, and what became of it."""

    seat: Seat
    call: Call
    turn: Seat | None  # None after the auction had ended
    status: Status = Status.STANDS
    implied: bool = False  # a pass the law counts (Law 28A) that nobody said aloud
    skipped: tuple[Seat, ...] = ()  # seats an accepted call out of rotation deprived of a turn
    fact: str | None = None  # the fact the call was given as (not a call typed in the auction)

    @property
    def counts(self) -> bool:
        return self.status is not Status.CANCELLED
