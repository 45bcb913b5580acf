"""A situation at the table during the play (Laws 41-46) or about Laws 20-23, as typed facts.

A fact that is None is unknown: the procedure that needs it asks for it.

>>> from engine.play.cards import Card, Rank, Suit
>>> s = Situation(Event.NAMED_CARD, actor=Role.DECLARER, card=Card(Suit.HEARTS, Rank.KING))
>>> s.actor.russian, s.card.code, s.without_pause is None
('разыгрывающий', '♥K', True)
>>> Trump.NOTRUMP.suit is None, Trump.HEARTS.suit
(True, <Suit.HEARTS: '♥'>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from engine.play.cards import Card, Holding, Suit
from engine.rules.model import Seat
from laws_text.ids import parse_clause_id


class Event(Enum):
    """What happened: one member per kind of situation; the value is its key in the notation."""

    OPENING_LEAD = "opening_lead"  # 41A
    DUMMY_LAYOUT = "dummy_layout"  # 41D
    REVIEW = "review"  # 20A-20E, 41B, 41C
    EXPLANATION = "explanation"  # 20F, 41B
    MISINFORMATION = "misinformation"  # 21B
    OWN_MISUNDERSTANDING = "own_misunderstanding"  # 21A
    PASSED_OUT = "passed_out"  # 22
    DAMAGING_PASS = "damaging_pass"  # 23
    DUMMY_ACTION = "dummy_action"  # 42
    DUMMY_BREACH = "dummy_breach"  # 43
    FOLLOW_SUIT = "follow_suit"  # 44C, 44D
    TRICK = "trick"  # 44E-44G
    CARD_PLAYED = "card_played"  # 45A-45C3
    NAMED_CARD = "named_card"  # 45C4
    PENALTY_CARD = "penalty_card"  # 45C5 (Law 50)
    DUMMY_MISPLACED = "dummy_misplaced"  # 45D
    FIFTH_CARD = "fifth_card"  # 45E
    DUMMY_INDICATED = "dummy_indicated"  # 45F
    CARD_TURNED = "card_turned"  # 45G
    DESIGNATION = "designation"  # 46
    LEAD_OUT_OF_TURN = "lead_out_of_turn"  # Laws 53-56, outside the text
    REVOKE = "revoke"  # Laws 61-64, outside the text
    CLAIM = "claim"  # Laws 68-71, outside the text
    QUITTED_TRICK = "quitted_trick"  # Law 66 (inspecting tricks), outside the text
    DEFECTIVE_TRICK = "defective_trick"  # Law 67, outside the text


class Role(Enum):
    """Who acted, by his part in the play."""

    DECLARER = "declarer"
    DUMMY = "dummy"
    DEFENDER = "defender"

    @property
    def russian(self) -> str:
        return _ROLE_NAMES[self]


_ROLE_NAMES = {Role.DECLARER: "разыгрывающий", Role.DUMMY: "болван", Role.DEFENDER: "вистующий"}


class Trump(Enum):
    """The trump suit of the contract, or none (notrump)."""

    CLUBS = "♣"
    DIAMONDS = "♦"
    HEARTS = "♥"
    SPADES = "♠"
    NOTRUMP = "БК"

    @property
    def suit(self) -> Suit | None:
        return None if self is Trump.NOTRUMP else Suit(self.value)

    @staticmethod
    def of(suit: Suit | None) -> Trump:
        return Trump.NOTRUMP if suit is None else Trump(suit.value)


class DummyAct(Enum):
    """What dummy did (Laws 42 and 43)."""

    INFORM = "inform"  # 42A1
    TRACK = "track"  # 42A2
    PLAY = "play"  # 42A3
    ASK_REVOKE = "ask_revoke"  # 42B1, 43B2(C)
    WARN = "warn"  # 42B2, 43B2(B)
    POINT_OUT = "point_out"  # 42B3, 43A1(B), 43B2(A)
    CALL_DIRECTOR = "call_director"  # 43A1(A)
    COMMENT = "comment"  # 43A1(C)
    EXCHANGE = "exchange"  # 43A2(A)
    LEAVE_SEAT = "leave_seat"  # 43A2(B)
    LOOK = "look"  # 43A2(C)
    NOTHING = "nothing"  # after an A2 breach: nothing more


RIGHTS = (
    DummyAct.INFORM,
    DummyAct.TRACK,
    DummyAct.PLAY,
    DummyAct.ASK_REVOKE,
    DummyAct.WARN,
    DummyAct.POINT_OUT,
)
A2_BREACHES = (DummyAct.EXCHANGE, DummyAct.LEAVE_SEAT, DummyAct.LOOK)
AFTER_A2 = (DummyAct.POINT_OUT, DummyAct.WARN, DummyAct.ASK_REVOKE, DummyAct.NOTHING)


class Request(Enum):
    """What a player asked for (Laws 20 and 41B, 41C)."""

    REVIEW = "review"  # all previous calls restated (20B, 20C2, 41B)
    CALL = "call"  # one call not heard (20A)
    WHO_LEADS = "who_leads"  # 20C1
    CONTRACT = "contract"  # 41C
    EXPLANATION = "explanation"  # of the opponents' auction (20F)
    CONVENTIONS = "conventions"  # of the defenders' card-play conventions (20F2)
    CORRECTION = "correction"  # an error in a review of the auction (20E)


class PassKind(Enum):
    """A damaging pass: forced by a penalty (23A) or out of turn at partner's turn (23B)."""

    FORCED = "forced"
    PARTNER_TURN = "partner_turn"


@dataclass(frozen=True)
class Situation:
    """What the director knows: the event and whatever facts were told (None: unknown)."""

    event: Event
    actor: Role | None = None  # who acted, by role
    seat: Seat | None = None  # the seat of who acted
    offender: Seat | None = None  # who gave misinformation (21B), who passed (23)
    declarer: Seat | None = None
    trump: Trump | None = None
    leader: Seat | None = None  # who led to the trick
    trick: tuple[Card, ...] = ()  # the cards of the trick in the order played
    card: Card | None = None  # the card at issue
    led: Suit | None = None  # the suit led to the current trick
    hand: Holding | None = None  # the actor's cards before he played
    dummy: Holding | None = None  # dummy's cards (Law 46)
    said: str | None = None  # what declarer said (Law 46)
    won: Suit | None = None  # the suit in which dummy won the previous trick (46B3(A))
    absent: bool | None = None  # the card declarer named is not in dummy (46B4)
    act: DummyAct | None = None
    then: DummyAct | None = None  # what dummy did after an A2 breach (43B2)
    target: Role | None = None  # whom dummy asked, whose irregularity he pointed out
    request: Request | None = None
    kind: PassKind | None = None
    # yes/no facts
    auction_over: bool | None = None  # the auction period has ended
    lead_faced: bool | None = None  # the opening lead has been faced
    in_turn: bool | None = None  # at his own turn to call or play
    must_pass: bool | None = None  # the laws require him to pass (20B)
    asked_partner: bool | None = None  # he put the request to his own partner (20D)
    played_card: bool | None = None  # he has played a card (41B, 41C)
    opening_leader: bool | None = None  # the defender is the opening leader
    partner_called: bool | None = None  # partner made a subsequent call (21B1)
    lho_changed: bool | None = None  # the LHO changed his subsequent call (21B2)
    conveyed: bool | None = None  # the withdrawn call conveyed damaging information (21B2)
    could_know: bool | None = None  # 23A
    may_damage: bool | None = None  # 23B
    bid_made: bool | None = None  # 22
    face_down: bool | None = None  # the opening lead was made face down (41A)
    play_over: bool | None = None  # the play of the hand has ended (42B3)
    a2: bool | None = None  # dummy had violated a limitation of 43A2
    a2_alleged: bool | None = None  # an opponent says dummy did (a look at a hand), dummy denies
    revoke: bool | None = None  # declarer's play was illegal (43B2(C))
    has_suit: bool | None = None  # the player held a card of the suit led
    seen: bool | None = None  # partner could see the card's face (45C1)
    position: bool | None = None  # declarer's card held face up near the table (45C2)
    touched: bool | None = None  # declarer deliberately touched dummy's card (45C3)
    arranging: bool | None = None  # only to arrange cards or reach another card (45C3, 45F)
    already_played: bool | None = None  # the defender had already played to the trick (45C1)
    corrected: bool | None = None  # the player changed the card he named (45C4)
    inadvertent: bool | None = None  # the naming was an inadvertent slip (45C4(B))
    without_pause: bool | None = None  # the change was made without pause (45C4(B))
    opponent_played_after: bool | None = None  # an opponent played in turn before the change
    attention: bool | None = None  # attention drawn before each side played to the next trick
    defender_played: bool | None = None  # a defender played after dummy's error (45D)
    was_lead: bool | None = None  # the director deems the fifth card a lead (45E)
    suggestion: bool | None = None  # dummy's act conveyed a suggestion (45F)
    all_played: bool | None = None  # all four had played to the trick (45G)
    refused: bool | None = None  # the opponent asked refused to explain (20F2)
    # the asker's partner is said to have acted on a defender's question (Law 16's case)
    question_hinted: bool | None = None
    # the story asks what the law requires of a player to the trick («обязан ли бить?»,
    # "may she ruff?"), no card of his told: the duty itself answers (44C)
    duty_asked: bool | None = None
    # the teller asks what the director must establish: a fact left to the director's
    # judgment (``JUDGED`` of ``engine.conduct.rule``) is then answered both ways
    director_judges: bool | None = None
    # the facts a story left unsaid that its reader took in their usual course (a card
    # turned in a complaint was turned early); the ruling says so first
    assumed: frozenset[str] = frozenset()


# which event a clause is about: the longest entry that the clause id starts with
_CLAUSE_EVENTS: dict[str, Event] = {
    "20": Event.REVIEW,
    "20F": Event.EXPLANATION,
    "21": Event.MISINFORMATION,
    "21A": Event.OWN_MISUNDERSTANDING,
    "22": Event.PASSED_OUT,
    "22B": Event.OPENING_LEAD,
    "23": Event.DAMAGING_PASS,
    "41": Event.OPENING_LEAD,
    "41B": Event.REVIEW,
    "41C": Event.REVIEW,
    "41D": Event.DUMMY_LAYOUT,
    "42": Event.DUMMY_ACTION,
    "43": Event.DUMMY_BREACH,
    "44": Event.TRICK,
    "44C": Event.FOLLOW_SUIT,
    "44D": Event.FOLLOW_SUIT,
    "45": Event.CARD_PLAYED,
    "45C4": Event.NAMED_CARD,
    "45C5": Event.PENALTY_CARD,
    "45D": Event.DUMMY_MISPLACED,
    "45E": Event.FIFTH_CARD,
    "45F": Event.DUMMY_INDICATED,
    "45G": Event.CARD_TURNED,
    "46": Event.DESIGNATION,
}


def event_for_clause(clause_id: str) -> Event | None:
    """The event a clause of 20-23 or 41-46 is about (None for any other clause).

    >>> event_for_clause("43B2(C)"), event_for_clause("20F2"), event_for_clause("27B1")
    (<Event.DUMMY_BREACH: 'dummy_breach'>, <Event.EXPLANATION: 'explanation'>, None)
    """
    canonical = parse_clause_id(clause_id) if isinstance(clause_id, str) else None
    if canonical is None:
        return None
    best: str | None = None
    for entry in _CLAUSE_EVENTS:
        rest = canonical[len(entry) :]
        fits = canonical.startswith(entry) and not (entry[-1].isdigit() and rest[:1].isdigit())
        if fits and (best is None or len(entry) > len(best)):
            best = entry
    return None if best is None else _CLAUSE_EVENTS[best]
