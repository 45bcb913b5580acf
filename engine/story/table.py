"""Who sat where, as a story says: the teller's own seat, the dealer, the board's number,
the head of an auction diagram. Each reader marks the words it used (``used``), so that the
auction reader does not take them for players who call.

>>> from engine.story.words import tokenize
>>> used = set()
>>> stated_dealer(tokenize("Сдающий Юг. Юг пас"), used), sorted(used)
(<Seat.S: 2>, [0, 1])
>>> board_number(tokenize("Board 19, vul"), set()), board_number(tokenize("сдача №7"), set())
(19, 7)
>>> dealer_for_board(19), dealer_for_board(7)
(<Seat.S: 2>, <Seat.S: 2>)
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.calls import LETTERS, seat_word, subject_at
from engine.story.model import Role
from engine.story.words import Word, is_in, phrases

_PLACES = (("story.place.north", Seat.N), ("story.place.east", Seat.E),
           ("story.place.south", Seat.S), ("story.place.west", Seat.W))


def dealer_for_board(board: int) -> Seat:
    """The dealer of a board: 1 North, 2 East, 3 South, 4 West, and so on around."""
    return Seat((board - 1) % 4)


def diagram_header(tokens: list[Word], used: set[int]) -> Seat | None:
    """The head of an auction diagram, four seats in a row («West North East South»):
    its words name no player who calls; its first seat is the first column.

    >>> from engine.story.words import tokenize
    >>> diagram_header(tokenize("West North East South\\n1♠ – 2♠ –"), set())
    <Seat.W: 3>
    """
    for i in range(len(tokens) - 3):
        seats = [dealer_word(tokens[k], near=False) for k in range(i, i + 4)]
        if all(isinstance(s, Seat) for s in seats) and len(set(seats)) == 4:
            used.update(range(i, i + 4))
            first = seats[0]
            return first if isinstance(first, Seat) else None
    return None


def my_seat(tokens: list[Word], used: set[int]) -> Seat | None:
    """Where the teller says he sat: «я — Юг», «я (Юг)», «я сидел на юге», «I was South»,
    «Юг (я)».

    >>> from engine.story.words import tokenize
    >>> [my_seat(tokenize(t), set()) for t in ("Я сидел на Юге.", "Север (я) открыл", "я открыл")]
    [<Seat.S: 2>, <Seat.N: 0>, None]
    >>> my_seat(tokenize("За Западом сидел я."), set()), my_seat(tokenize("Юг, я пас"), set())
    (<Seat.W: 3>, None)
    """
    for i, token in enumerate(tokens):
        if not is_in(token, "story.role.me"):
            continue
        for k in range(i + 1, min(len(tokens), i + 5)):
            seat = seat_word(tokens[k].text)
            if seat is None:
                seat = next((s for c, s in _PLACES if is_in(tokens[k], c)), None)
            if seat is not None:
                used.update(range(i, k + 1))
                return seat
            if not (tokens[k].text in "—-–:(),=" or is_in(tokens[k], "story.my_seat")):
                break
        before = seat_word(tokens[i - 2].text) if i >= 2 else None
        if before is not None and tokens[i - 1].text == "(":
            used.add(i)
            return before
        told = _seat_before(tokens, i)
        if told is not None:
            used.update(range(told[1], i + 1))
            return told[0]
    return None


def _seat_before(tokens: list[Word], i: int) -> tuple[Seat, int] | None:
    """«За Югом сидел я», «Севером был я»: a seat told before «я», with words of sitting
    between them; the seat and its index."""
    for k in range(i - 1, max(-1, i - 5), -1):
        token = tokens[k]
        seat = seat_word(token.text) or next(
            (s for c, s in _PLACES if is_in(token, c)), None)
        if seat is not None:
            return (seat, k) if k < i - 1 else None
        if not (is_in(token, "story.my_seat") or token.text in "—-–:"):
            return None
    return None


def stated_dealer(tokens: list[Word], used: set[int]) -> Seat | Role | None:
    """«сдающий Юг», «Dealer: E», «Юг сдавал», «я сдавал», «partner dealt» (a role is
    resolved when the teller's seat is known)."""
    for i, token in enumerate(tokens):
        if not is_in(token, "story.dealer"):
            continue
        ahead = []
        for k in range(i + 1, min(len(tokens), i + 4)):
            if tokens[k].text in ".!?;" or tokens[k].is_paragraph:
                break
            ahead.append(k)
            if tokens[k].is_word and not is_in(tokens[k], "story.my_seat"):
                break
        behind = []
        for k in range(i - 1, max(-1, i - 4), -1):
            behind.append(k)
            if tokens[k].is_word and not is_in(tokens[k], "story.my_seat"):
                break
        for k in sorted([*ahead, *behind], key=lambda k: abs(k - i)):
            if k < 0 or k in used:
                continue
            found = dealer_word(tokens[k], near=abs(k - i) <= 2)
            if found is not None:
                used.update((i, k))
                return found
    return None


_DEALING_ROLES = (("story.role.me", Role.ME), ("story.role.partner", Role.PARTNER),
                  ("story.role.lho", Role.LHO), ("story.role.rho", Role.RHO))


def dealer_word(token: Word, near: bool) -> Seat | Role | None:
    """A seat, or (right next to the word of dealing) a player named by his role."""
    if near:
        for concept, role in _DEALING_ROLES:
            if is_in(token, concept):
                return role
    seat = seat_word(token.text)
    if seat is None and len(token.raw) == 1:
        seat = LETTERS.get(token.text)
    return seat


def board_number(tokens: list[Word], used: set[int]) -> int | None:
    """«сдача 7», «доска №7», «Board 19»: the board's number."""
    for i, token in enumerate(tokens):
        if not is_in(token, "story.board"):
            continue
        for k in range(i + 1, min(len(tokens), i + 3)):
            text = tokens[k].text
            if text.isdigit() and len(text) <= 3:
                used.update((i, k))
                return int(text) if int(text) > 0 else None
            if text not in "№#:":
                break
    return None


_ROLES_OF = (("story.role_of.me", Role.ME), ("story.role_of.partner", Role.PARTNER),
             ("story.role_of.lho", Role.LHO), ("story.role_of.rho", Role.RHO))
_SEATS_OF = (("story.seat_of.north", Seat.N), ("story.seat_of.east", Seat.E),
             ("story.seat_of.south", Seat.S), ("story.seat_of.west", Seat.W))


def turn_holder(tokens: list[Word]) -> Seat | Role | None:
    """Whose turn it was when a call was made out of turn, as the story tells it: «хотя
    очередь была правого», «раньше партнёра», «в очередь Севера», «before RHO».

    >>> from engine.story.words import tokenize
    >>> turn_holder(tokenize("я сказал 1♠, хотя очередь была правого")), turn_holder(
    ...     tokenize("Юг сказал пас раньше Севера"))
    (<Role.RHO: 'rho'>, <Seat.N: 0>)
    """
    found = turn_told(tokens)
    return found[0] if found is not None else None


def turn_told(tokens: list[Word]) -> tuple[Seat | Role, int] | None:
    """The player whose turn it was (see ``turn_holder``) and the index of the words that
    tell it («раньше» in «раньше партнёра»)."""
    for start, end in phrases(tokens, "story.turn_of"):
        k = end
        while k < len(tokens) and is_in(tokens[k], "story.possessive"):
            k += 1  # «в очередь своего партнёра»
        if k >= len(tokens):
            return None
        token = tokens[k]
        found = next((seat for concept, seat in _SEATS_OF if is_in(token, concept)), None)
        if found is None and token.text.isascii():
            found = seat_word(token.text)  # «before North»; «раньше Юг …» is «formerly»
        if found is not None:
            return found, start
        role = next((role for concept, role in _ROLES_OF if is_in(token, concept)), None)
        if role is not None:
            return role, start
        named = subject_at(tokens, k)  # «before RHO», «before partner»
        if named is not None and named.seat is not None and token.text.isascii():
            return named.seat, start
        if named is not None and named.role in _RELATIVE and named.role is not None:
            return named.role, start
    return None


_RELATIVE = frozenset((Role.ME, Role.PARTNER, Role.LHO, Role.RHO))
