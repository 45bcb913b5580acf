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

import re
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise, permutations
from typing import Any

from engine.lexicon import words
from engine.rules.model import Seat
from engine.story.calls import (
    LETTERS,
    Found,
    adverbs_end,
    clause_opens,
    letter_seat,
    read_call,
    seat_word,
    sentence_span,
    subject_at,
)
from engine.story.mention import in_thought
from engine.story.model import Role
from engine.story.words import SEPARATORS, Word, is_in, phrase_ending_at, phrases, vocabulary

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
    >>> diagram_header(tokenize("В-Ю-З-С: 1бк-пас-3бк"), set())
    <Seat.E: 1>
    >>> diagram_header(tokenize("Ю, З, С и В спасовали"), set()) is None
    True
    """
    for i in range(len(tokens) - 3):
        seats = [dealer_word(tokens[k], near=False) for k in range(i, i + 4)]
        if all(isinstance(s, Seat) for s in seats) and len(set(seats)) == 4:
            used.update(range(i, i + 4))
            first = seats[0]
            return first if isinstance(first, Seat) else None
        if (first := _seat_row(tokens, i)) is not None:
            used.update(range(i, i + 8))
            return first
    return None


def _seat_row(tokens: list[Word], i: int) -> Seat | None:
    """The first of four seats written in a row with one mark between them, in the order
    they call, before a colon («В-Ю-З-С: 1бк-пас-3бк», «N/E/S/W:»): a head of the calls."""
    if i + 7 >= len(tokens) or tokens[i + 7].text != ":":
        return None
    marks = {tokens[k].text for k in (i + 1, i + 3, i + 5)}
    if len(marks) != 1 or not marks <= SEPARATORS:
        return None
    seats = [dealer_word(tokens[k], near=False) for k in (i, i + 2, i + 4, i + 6)]
    first = seats[0]
    if not isinstance(first, Seat) or seats != [Seat((first + n) % 4) for n in range(4)]:
        return None
    return first


def my_seat(tokens: list[Word], used: set[int]) -> Seat | None:
    """Where the teller says he sat: «я — Юг», «я (Юг)», «я сидел на юге», «I was South»,
    «Юг (я)».

    >>> from engine.story.words import tokenize
    >>> [my_seat(tokenize(t), set()) for t in ("Я сидел на Юге.", "Север (я) открыл", "я открыл")]
    [<Seat.S: 2>, <Seat.N: 0>, None]
    >>> my_seat(tokenize("За Западом сидел я."), set()), my_seat(tokenize("Юг, я пас"), set())
    (<Seat.W: 3>, None)
    >>> my_seat(tokenize("4♠ Ю. Я — В. Прошу повторить торговлю"), set())
    <Seat.E: 1>
    >>> my_seat(tokenize("А у меня (Юг) такие карты пришли"), set())
    <Seat.S: 2>
    >>> my_seat(tokenize("а С (я) не заметил и говорю 2т"), set())
    <Seat.N: 0>
    """
    for i, token in enumerate(tokens):
        place = _mine_at_place(tokens, i)
        if place is not None:
            used.update(range(i - 1, i + 3))
            return place
        if is_in(token, "story.me_oblique") and i + 3 < len(tokens) and tokens[i + 1].text == "(" \
                and tokens[i + 3].text == ")" and (seat := seat_word(tokens[i + 2].text)):
            used.update(range(i, i + 4))
            return seat  # «А у меня (Юг) такие карты пришли»: the teller in another case
        if not is_in(token, "story.role.me"):
            continue
        if (listed := _place_then_me(tokens, i)) is not None:
            used.update(range(i - 2, i + 1))
            return listed  # «на Севере Дьяченко, на Юге я, на Западе Гусев»: a list of places
        if (caller := _caller_is_me(tokens, i)) is not None:
            used.update(range(i - 1, i + 1))
            return caller
        told = _seat_before(tokens, i)
        if told is not None and phrases(tokens[told[1] : i], "story.that_is"):
            # «(сдающий Юг, т.е. я): Запад спасовал …»: the seat «that is» names, not the one
            # after the bracket
            used.update(range(told[1] + 1, i + 1))
            return told[0]
        end, k = i + 5, i
        while (k := k + 1) < min(len(tokens), end):
            seat = seat_word(tokens[k].text) or _bracketed_letter(tokens, k)
            if seat is None:
                seat = next((s for c, s in _PLACES if is_in(tokens[k], c)), None)
            if seat is None and (k == i + 1 or (k == i + 2 and tokens[i + 1].text in "—-–:")):
                seat = _letter_after_me(tokens, k)  # «Я С. Сдавал.», «Я З 1п», «Я — В.»
            if seat is not None:
                used.update(range(i, k + 1))
                return seat
            if _role_or_contract(tokens, k):
                end += 1  # «I was declarer in 4S as North», «I'm in the East seat»
                continue
            if not (tokens[k].text in "—-–:(),=" or is_in(tokens[k], "story.my_seat")
                    or _role_bracketed(tokens, k) or is_in(tokens[k], "story.my_seat_verb")):
                break
        before = seat_word(tokens[i - 2].text) if i >= 2 else None
        if before is None and i >= 2 and len(tokens[i - 2].raw) == 1 and (
                tokens[i - 2].raw.isupper()):
            before = LETTERS.get(tokens[i - 2].text)  # «а С (я) не заметил»
        if before is not None and tokens[i - 1].text == "(":
            used.add(i)
            return before
        told = _seat_before(tokens, i)
        if told is not None:
            # «Сдавал Юг, то есть я»: the seat stays the dealer's word as well
            apposed = bool(phrases(tokens[told[1] : i], "story.that_is"))
            used.update(range(told[1] + apposed, i + 1))
            return told[0]
    return None


def _place_then_me(tokens: list[Word], i: int) -> Seat | None:
    """A place with its preposition right before «я» that ends its item of a list («на Юге
    я, на Западе Гусев»): the teller's seat, not the place the next item names.

    >>> from engine.story.words import tokenize
    >>> _place_then_me(tokenize("на Востоке Оля, на Юге я, на Западе Гусев"), 6)
    <Seat.S: 2>
    >>> _place_then_me(tokenize("на Юге я сидел"), 2) is None
    True
    """
    if i < 2 or not is_in(tokens[i - 2], "story.my_seat") or not (
            i + 1 == len(tokens) or tokens[i + 1].text in ",.;"):
        return None
    return next((s for c, s in _PLACES if is_in(tokens[i - 1], c)), None)


def _letter_after_me(tokens: list[Word], k: int) -> Seat | None:
    """A seat letter right after «я» that ends its clause or comes before the teller's call
    («Я С. Сдавал.», «Я З 1п»), not a preposition («Я с партнёром»).

    >>> from engine.story.words import tokenize
    >>> [_letter_after_me(tokenize(t), 1) for t in ("Я С. Сдавал", "Я З 1п", "Я С партнёром")]
    [<Seat.N: 0>, <Seat.W: 3>, None]
    >>> _letter_after_me(tokenize("I'm N defending"), 1)
    <Seat.N: 0>
    """
    seat = letter_seat(tokens, k)
    if seat is None:
        return None
    after = k + 1
    if after >= len(tokens) or tokens[after].text in _CLAUSE_ENDS or is_in(
            tokens[after], "story.role_after_seat"):  # «ah'm N defendin'»
        return seat
    found = read_call(tokens, after)
    return seat if found is not None and found.call is not None else None


def _caller_is_me(tokens: list[Word], i: int) -> Seat | None:
    """«это я» right after a seat's call («север открыл одну черву это я восток две трефы»):
    the teller is the seat that made the call just told.

    >>> from engine.story.words import tokenize
    >>> _caller_is_me(tokenize("север открыл одну черву это я восток две трефы"), 5)
    <Seat.N: 0>
    """
    if i < 3 or not is_in(tokens[i - 1], "story.this_is"):
        return None
    call_end = i - 1
    for start in range(max(0, call_end - 3), call_end):
        said = read_call(tokens, start)
        if said is None or said.end != call_end or said.call is None:
            continue
        for k in range(start - 1, max(-1, start - 4), -1):
            seat = seat_word(tokens[k].text)
            if seat is not None:
                return seat
    return None


def _role_or_contract(tokens: list[Word], k: int) -> bool:
    """A play role, «in», or a contract between the teller and his seat («I was declarer in
    4S as North», «I'm in the East seat»)."""
    if is_in(tokens[k], "story.seat_between"):
        return True
    if any(is_in(tokens[k], f"story.role.{role}") for role in ("declarer", "dummy")):
        # «я болван, Север разыгрывал»: a comma after the role closes the teller's words;
        # not "I was declarer, East, in 3NT": a seat set off by commas is the teller's
        if k + 3 < len(tokens) and tokens[k + 1].text == "," and seat_word(
                tokens[k + 2].text) is not None and tokens[k + 3].text in ",(":
            return True
        return k + 1 < len(tokens) and tokens[k + 1].text not in ",;."
    if not is_in(tokens[k - 1], "story.seat_between"):
        return False  # a contract only after «in», «в»: not «4♠ (Ю, я) — 5♥ (З)», a call
    found = read_call(tokens, k)
    return found is not None and found.call is not None and found.call.is_bid and not found.weak


def _mine_at_place(tokens: list[Word], i: int) -> Seat | None:
    """«у меня на Севере»: the teller in the genitive after «у», then «на» and a place, is
    where he sat (the words of something that happened to him there: «у меня на Севере
    выпала дама»).

    >>> from engine.story.words import tokenize
    >>> [my_seat(tokenize(t), set()) for t in ("а у меня на Севере выпала дама",
    ...                                        "у меня на руке пять пик")]
    [<Seat.N: 0>, None]
    """
    if not (i > 0 and i + 2 < len(tokens) and tokens[i - 1].text == "у"
            and is_in(tokens[i], "story.role.me_genitive") and tokens[i + 1].text == "на"):
        return None
    return next((s for c, s in _PLACES if is_in(tokens[i + 2], c)), None)


_PLAY_ROLES = ("story.role.declarer", "story.role.dummy", "story.role.defender")


def _role_bracketed(tokens: list[Word], k: int) -> bool:
    """A role with its seat in brackets after «я» («я болван (Юг)», "I was dummy (South)"):
    the seat is the teller's; «я болван, Север разыгрывал» names someone else's.

    >>> from engine.story.words import tokenize
    >>> [my_seat(tokenize(t), set()) for t in ("я болван (Юг)", "я болван, Север разыгрывал")]
    [<Seat.S: 2>, None]
    """
    return k + 1 < len(tokens) and tokens[k + 1].text == "(" and any(
        is_in(tokens[k], concept) for concept in _PLAY_ROLES)


def _bracketed_letter(tokens: list[Word], k: int) -> Seat | None:
    """A seat letter alone in parentheses («я (Ю)», «я (s)»): no preposition stands so.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сдаю я (Ю), а с (в) ним")
    >>> _bracketed_letter(toks, 3), my_seat(toks, set())
    (<Seat.S: 2>, <Seat.S: 2>)
    """
    if not (0 < k < len(tokens) - 1 and tokens[k - 1].text == "(" and tokens[k + 1].text == ")"):
        return None
    return LETTERS.get(tokens[k].text) if len(tokens[k].text) == 1 else None


_RELATIVE_ROLES = frozenset((Role.PARTNER, Role.LHO, Role.RHO))


def seat_by_role(tokens: list[Word]) -> Seat | None:
    """The teller's seat from a player named by his role with his seat in parentheses right
    after («my partner (West)», «левый (Север)», «партнёр (с)»): the partner's partner, the
    LHO's RHO, the RHO's LHO.

    >>> from engine.story.words import tokenize
    >>> seat_by_role(tokenize("my partner (West) opened")), seat_by_role(tokenize("левый (С) пас"))
    (<Seat.E: 1>, <Seat.W: 3>)
    >>> seat_by_role(tokenize("Партнёр ученицы (Север) открыл")) is None
    True
    """
    for i in range(len(tokens)):
        named = subject_at(tokens, i)
        if named is None or named.role not in _RELATIVE_ROLES or named.end + 2 >= len(tokens):
            continue
        if tokens[named.end].text != "(" or tokens[named.end + 2].text not in ("), "):
            continue
        word = tokens[named.end + 1]
        seat = seat_word(word.text) or (LETTERS.get(word.text) if len(word.raw) == 1 else None)
        if seat is None:
            seat = next((s for c, s in _PLACES if is_in(word, c)), None)
        if seat is not None:
            return _teller_facing(seat, named.role)
    return _role_and_seat_in_brackets(tokens) or _seat_then_role(tokens)


def _role_and_seat_in_brackets(tokens: list[Word]) -> Seat | None:
    """«Marge (my partner, North) dealt», «Лена (моя партнёрша, Север)»: the teller's relation
    to a player and that player's seat, both in the brackets after a name.

    >>> from engine.story.words import tokenize
    >>> _role_and_seat_in_brackets(tokenize("Marge (my partner, North) dealt"))
    <Seat.S: 2>
    >>> _role_and_seat_in_brackets(tokenize("Lyle (RHO, West) passed"))
    <Seat.N: 0>
    """
    for i, token in enumerate(tokens):
        if token.text != "(" or i + 4 >= len(tokens):
            continue
        k = i + 1 + is_in(tokens[i + 1], "story.my_possessive")
        named = subject_at(tokens, k)
        if named is None or named.role not in _RELATIVE_ROLES or named.end + 2 >= len(tokens):
            continue
        if tokens[named.end].text != "," or tokens[named.end + 2].text != ")":
            continue
        seat = seat_word(tokens[named.end + 1].text)
        if seat is not None:
            return _teller_facing(seat, named.role)
    return None


def _teller_facing(seat: Seat, role: Role) -> Seat:
    """The teller's seat when the player at ``seat`` is his partner, LHO or RHO."""
    return {Role.PARTNER: seat.partner, Role.LHO: seat.rho, Role.RHO: seat.lho}[role]


def _seat_then_role(tokens: list[Word]) -> Seat | None:
    """«Север, мой партнёр, принимать не стал», «West, my LHO, doubled»: a compass seat with
    the teller's relation to him set beside it between commas: the teller's seat (or the
    relation first, the seat between commas: ``_role_then_seat``).

    >>> from engine.story.words import tokenize
    >>> _seat_then_role(tokenize("Север, мой партнёр, не принял")), _seat_then_role(
    ...     tokenize("West, my LHO, doubled"))
    (<Seat.S: 2>, <Seat.S: 2>)
    >>> _seat_then_role(tokenize("Север, партнёр и я")) is None
    True
    """
    for i in range(len(tokens) - 3):
        seat = seat_word(tokens[i].text)
        if seat is None or tokens[i + 1].text != ",":
            continue
        k = i + 2 + is_in(tokens[i + 2], "story.my_possessive")  # «мой партнёр», «my LHO»
        named = subject_at(tokens, k) if k < len(tokens) else None
        if named is None or named.role not in _RELATIVE_ROLES or named.end >= len(tokens) or (
                tokens[named.end].text not in (",", "—", "-")):
            continue
        return _teller_facing(seat, named.role)
    return _seat_then_bracketed_role(tokens) or _role_then_seat(tokens)


def _seat_then_bracketed_role(tokens: list[Word]) -> Seat | None:
    """«4♥ у С (партнёр)», "North (my partner) opened": a compass seat with the teller's
    relation to its player in the brackets right after it: the teller's seat.

    >>> from engine.story.words import tokenize
    >>> _seat_then_bracketed_role(tokenize("контракт 4♥ у С (партнёр), три паса"))
    <Seat.S: 2>
    >>> _seat_then_bracketed_role(tokenize("North (my LHO) opened 1C"))
    <Seat.W: 3>
    >>> _seat_then_bracketed_role(tokenize("с (партнёр)")) is None
    True
    """
    for i in range(len(tokens) - 3):
        word = tokens[i]
        seat = seat_word(word.text) or (
            LETTERS.get(word.text) if len(word.raw) == 1 and word.raw.isupper() else None)
        if seat is None or tokens[i + 1].text != "(":
            continue
        k = i + 2 + is_in(tokens[i + 2], "story.my_possessive")
        named = subject_at(tokens, k) if k < len(tokens) else None
        if named is None or named.role not in _RELATIVE_ROLES or named.seat is not None or (
                named.end >= len(tokens) or tokens[named.end].text != ")"):
            continue
        return _teller_facing(seat, named.role)
    return None


def _role_then_seat(tokens: list[Word]) -> Seat | None:
    """«LHO, West, opened 1D», «мой левый, Запад, открыл»: the teller's relation to a player,
    then his compass seat between commas: the teller's seat.

    >>> from engine.story.words import tokenize
    >>> _role_then_seat(tokenize("an' LHO, West, open one diamond"))
    <Seat.S: 2>
    >>> _role_then_seat(tokenize("LHO, West and North passed")) is None
    True
    >>> _role_then_seat(tokenize("Сдающим был мой партнёр, Север. Восток пас"))
    <Seat.S: 2>
    """
    for i in range(len(tokens) - 2):
        named = subject_at(tokens, i)
        if named is None or named.role not in _RELATIVE_ROLES or named.seat is not None:
            continue
        k = named.end
        if k + 1 >= len(tokens) or tokens[k].text != ",":
            continue
        if k + 2 < len(tokens) and tokens[k + 2].text not in ",.!?;":
            continue  # the seat set apart by a comma, or ending the sentence
        seat = seat_word(tokens[k + 1].text)
        if seat is not None:
            return _teller_facing(seat, named.role)
    return None


_THAT_IS_REACH = 6  # tokens before «я» in which «то есть», «т.е.» is looked for


def _name_then_clause(tokens: list[Word], k: int, i: int) -> bool:
    """A player's name read as his seat at ``k``, then a dash and «я» at ``i`` opening a
    clause of its own («Накажут ли Ивана Ильича — я слышала, что …»): the teller speaks, he
    is not that player."""
    if seat_word(tokens[k].raw.lower()) is not None or i + 1 >= len(tokens):
        return False
    from engine.search.morph import is_verb  # loaded once, shared with search
    return is_verb(tokens[i + 1].text)


def _seat_before(tokens: list[Word], i: int) -> tuple[Seat, int] | None:
    """«За Югом сидел я», «Севером был я»: a seat told before «я», with words of sitting
    between them; the seat and its index. A capital seat letter counts before a dash
    («W - this was me - said 2C»).

    >>> from engine.story.words import tokenize
    >>> my_seat(tokenize("Then W - this was me - said 2C"), set())
    <Seat.W: 3>
    >>> my_seat(tokenize("Сдавал S - я. Я 1♦"), set()) is None
    True
    >>> my_seat(tokenize("Сдавал Север, то есть я, открыл 1♥"), set())
    <Seat.N: 0>
    """
    start = max(0, i - _THAT_IS_REACH)  # «Юг, т . е . я»: the dotted «т.е.» is four tokens
    that_is = {k for a, b in phrases(tokens[start:i], "story.that_is")
               for k in range(start + a, start + b)}
    for k in range(i - 1, max(-1, i - 2 - len(that_is) - 3), -1):
        token = tokens[k]
        seat = seat_word(token.text) or next(
            (s for c, s in _PLACES if is_in(token, c)), None)
        if seat is None and k + 2 < i and tokens[k + 1].text in "—-–":
            seat = letter_seat(tokens, k)  # words between: «S - я» may name the dealer
        if seat is not None:
            if _name_then_clause(tokens, k, i):
                return None
            return (seat, k) if k < i - 1 else None
        if k in that_is or (token.text == "," and k + 1 in that_is):
            continue  # «Сдавал Север, то есть я»: the seat named, then who that is
        if not (is_in(token, "story.my_seat") or token.text in "—-–:"):
            return None
    return None


def stated_dealer(tokens: list[Word], used: set[int]) -> Seat | Role | None:
    """«сдающий Юг», «Dealer: E», «Юг сдавал», «я сдавал», «partner dealt», «Сдающий — мой
    левый» (a role is resolved when the teller's seat is known).

    >>> from engine.story.words import tokenize
    >>> stated_dealer(tokenize("Сдающий — мой левый. Я открыл 1♣"), set())
    <Role.LHO: 'lho'>
    >>> stated_dealer(tokenize("сдавал сосед справа, а я думал"), set())
    <Role.RHO: 'rho'>
    >>> stated_dealer(tokenize("Галя на Юге раздавала, сказала 1♦"), set())
    <Seat.S: 2>
    >>> stated_dealer(tokenize("Я первая рука. 1т–1п–1ч."), set())
    <Role.ME: 'me'>
    >>> stated_dealer(tokenize("1♠ п 2♥. Лена сдавала, я Юг."), set()) is None
    True
    >>> stated_dealer(tokenize("Board 8, LHO to deal. I passed"), set())
    <Role.LHO: 'lho'>
    """
    filler = {k for a, b in phrases(tokens, "story.dealer_filler") for k in range(a, b)}
    first_hand = phrases(tokens, "story.dealer_me")
    if first_hand and not in_thought(tokens, first_hand[0][0]):
        used.update(range(*first_hand[0]))
        return Role.ME  # «Я первая рука», "I was first hand": the teller dealt
    owned = _deal_owned(tokens)
    if owned is not None:
        used.update(range(owned[1], owned[2]))
        return owned[0]
    waited = _dealer_waited_for(tokens)
    if waited is not None:
        return waited
    for i, token in enumerate(tokens):
        infinitive = phrase_ending_at(tokens, i, "story.dealer_infinitive", 2) is not None
        dealing = is_in(token, "story.dealer") or _dealer_letter(tokens, i) or infinitive
        if not dealing or in_thought(tokens, i):
            continue  # «думал, что сдавал я»: what he thought, not who dealt
        named = _named_dealer(tokens, i)
        if named is not None:
            seat, at = named
            used.update((i, at))
            return seat
        subject = _subject_as_dealer(tokens, i)
        if subject is not None:
            return subject
        if i > 0 and _name_at(tokens, i - 1):
            continue  # «Лена сдавала, я Юг»: a name deals, not the seat told after the verb
        ahead = []
        start = _past_aside(tokens, i + 1)  # «Сдавал, как потом выяснилось, Восток»
        reach = start + 4 + sum(1 for k in range(start, start + 8) if k in filler)
        for k in range(start, min(len(tokens), reach)):
            if tokens[k].text in ".!?;" or tokens[k].is_paragraph:
                break
            ahead.append(k)
            if tokens[k].is_word and _aside(tokens, k):
                continue  # «дилер, значит, восток», «сдавал он, север»: a word set apart
            if k in filler:
                continue  # «Сдавал у нас правый», «Раздавал карты Север»
            if tokens[k].is_word and not (is_in(tokens[k], "story.my_seat")
                                          or is_in(tokens[k], "story.possessive_mine")):
                break  # «Сдающий — мой левый»: «мой» leads to the player
        behind = []
        back = i - 2 if infinitive else i - 1  # «LHO to deal»: the player before «to»
        for k in range(back, max(-1, back - 3), -1):
            behind.append(k)
            if tokens[k].is_word and not (is_in(tokens[k], "story.my_seat")
                                          or is_in(tokens[k], "story.possessive_mine")
                                          or k in filler):
                break  # «Партнёр мой сдающий был»: «мой» leads back to the player; "RHO was
                # the dealer": the words between are filler
        for k in sorted([*ahead, *behind], key=lambda k: abs(k - i)):
            if k < 0 or k in filler or (k in used and not is_in(tokens[k], "story.role.me")):
                continue  # «Дилер я (юг)»: «я» told with my seat is still the dealer
            between = tokens[min(i, k) + 1 : max(i, k)]
            near = abs(k - i) <= 2 or not any(
                t.is_word and not is_in(t, "story.possessive_mine")
                and min(i, k) + 1 + n not in filler for n, t in enumerate(between))
            found = dealer_word(tokens[k], near=near)
            if found is None and k == i - 1 and k > 0 and tokens[k - 1].text == "на":
                found = place_seat(tokens[k])  # «Зинаида на Юге раздавала»: dealt at South
            if found is None and near and k > i:
                role = subject_at(tokens, k)  # «сдавал сосед слева»: a role of two words
                if role is not None and role.role in _RELATIVE:
                    found = role.role
            if found is None and (k == i - 1 or (
                k == i - 2 and is_in(tokens[k + 1], "story.my_seat")
            )):
                found = _role_ending_at(tokens, k)  # «the man on my right was dealer»
            if found is not None:
                used.update((i, k))
                return found
    return None


_OWNERS_OF_DEAL = (("story.seat_of.north", Seat.N), ("story.seat_of.east", Seat.E),
                   ("story.seat_of.south", Seat.S), ("story.seat_of.west", Seat.W),
                   ("story.role_of.partner", Role.PARTNER), ("story.role_of.lho", Role.LHO),
                   ("story.role_of.rho", Role.RHO), ("story.mine_any", Role.ME))


def _role_ending_at(tokens: list[Word], k: int) -> Role | None:
    """A relative role whose words end at ``k`` («on my right», «слева от меня»).

    >>> from engine.story.words import tokenize
    >>> stated_dealer(tokenize("Board 2, so the man on my right was dealer."), set())
    <Role.RHO: 'rho'>
    """
    for j in range(max(0, k - 3), k + 1):
        named = subject_at(tokens, j)
        if named is not None and named.end == k + 1 and named.role in _RELATIVE:
            return named.role
    return None


def _deal_owned(tokens: list[Word]) -> tuple[Seat | Role, int, int] | None:
    """The dealer told as the owner of the deal: «Моя сдача», «сдача была моя», «Раздача
    партнёра», «сдача левого соперника»; with the range of those words. A deal with a number
    («сдача 7») is a board, not this.

    >>> from engine.story.words import tokenize
    >>> [_deal_owned(tokenize(t)) for t in ("Моя сдача.", "Сдача была левого.", "Сдача 7.")]
    [(<Role.ME: 'me'>, 0, 2), (<Role.LHO: 'lho'>, 0, 3), None]
    """
    for start, end in phrases(tokens, "story.deal_noun"):
        if end < len(tokens) and tokens[end].text.isdigit():
            continue
        if in_thought(tokens, start):
            continue  # «думал — моя сдача»: what he thought, not who dealt
        before = _owner_of_deal(tokens[start - 1]) if start > 0 else None
        if before is Role.ME:  # «моя сдача»; «Севера сдача» is no Russian
            return before, start - 1, end
        k = end + 1 if end < len(tokens) and is_in(tokens[end], "story.my_seat") else end
        after = _owner_of_deal(tokens[k]) if k < len(tokens) else None
        if after is not None:
            return after, start, k + 1
    return None


def _owner_of_deal(token: Word) -> Seat | Role | None:
    return next((who for concept, who in _OWNERS_OF_DEAL if is_in(token, concept)), None)


def _dealer_letter(tokens: list[Word], i: int) -> bool:
    """«D: W», «Д: С»: the dealer's capital letter and a colon before a seat, the head of a
    board's diagram.

    >>> from engine.story.words import tokenize
    >>> stated_dealer(tokenize("D: N. E 1H, S pass"), set())
    <Seat.N: 0>
    >>> _dealer_letter(tokenize("1 D: ok"), 1)
    False
    """
    if tokens[i].raw not in ("D", "Д") or i + 2 >= len(tokens) or tokens[i + 1].text != ":":
        return False
    following = tokens[i + 2]
    return len(following.raw) == 1 and following.raw.isupper() and following.text in LETTERS


def _subject_as_dealer(tokens: list[Word], i: int) -> Seat | Role | None:
    """«I opened 1S as dealer», «партнёр как сдающий открыл 1♣»: the word of dealing after
    «as» names the player the clause is about — the first player named in its sentence.

    >>> from engine.story.words import tokenize
    >>> _subject_as_dealer(tokenize("I opened 1S as dealer, LHO passed"), 4)
    <Role.ME: 'me'>
    """
    if i == 0 or not is_in(tokens[i - 1], "story.as_word"):
        return None
    start = i - 1
    while start > 0 and not (tokens[start - 1].text in ".!?" or tokens[start - 1].is_paragraph):
        start -= 1
    for k in range(start, i - 1):
        named = subject_at(tokens, k)
        if named is not None and named.seat is not None:
            return named.seat
        if named is not None and named.role in _RELATIVE:
            return named.role
    return None


def _named_dealer(tokens: list[Word], i: int) -> tuple[Seat, int] | None:
    """The dealer called by his name and then seated in the same sentence: «Сдаёт Борис
    Павлович, он на севере», «Сдавал Аркадий Семёнович, он сидел Западом»; the seat and the
    index of its word. A name is one to three capitalised words no vocabulary knows.

    >>> from engine.story.words import tokenize
    >>> _named_dealer(tokenize("Сдаёт Борис Павлович, он на севере."), 0)
    (<Seat.N: 0>, 6)
    >>> _named_dealer(tokenize("Сдавал Север, я сидел на юге"), 0) is None
    True
    """
    k = i + 1
    while k < len(tokens) and k - i <= 3 and _a_name(tokens[k]):
        k += 1
    if k == i + 1:
        return None
    for at in range(k, min(len(tokens), k + 5)):
        token = tokens[at]
        seat = place_seat(token)
        if seat is not None:
            return seat, at
        if token.text in ",—–-(" or is_in(token, "story.role.pronoun") or is_in(
            token, "story.my_seat"
        ):
            continue
        return None
    return None


_WAITED_REACH = 6  # words between «сдающего» and the seat that names him


def _dealer_waited_for(tokens: list[Word]) -> Seat | None:
    """The dealer named in the genitive, his seat after him («не дождавшись сдающего, Юга»,
    «раньше сдающего, Фёдора Кузьмича на Юге»): the player waited for dealt.

    >>> from engine.story.words import tokenize
    >>> _dealer_waited_for(tokenize("открылась, не дождавшись сдающего, Фёдора на Юге."))
    <Seat.S: 2>
    """
    for i, token in enumerate(tokens):
        if not is_in(token, "story.dealer_genitive"):
            continue
        for k in range(i + 1, min(len(tokens), i + 1 + _WAITED_REACH)):
            if tokens[k].text in ".!?;" or tokens[k].is_paragraph:
                break
            seat = next((s for c, s in _SEATS_OF if is_in(tokens[k], c)), None)
            if seat is None and k > 0 and is_in(tokens[k - 1], "story.seated_at"):
                seat = place_seat(tokens[k])  # «Фёдора Кузьмича на Юге»
            if seat is not None:
                return seat
    return None


def place_seat(token: Word) -> Seat | None:
    """A seat named by a word: «Север», «севере», «Западом» (North is seat 0: test for None).

    >>> from engine.story.words import tokenize
    >>> place_seat(tokenize("севере")[0]), place_seat(tokenize("север")[0])
    (<Seat.N: 0>, <Seat.N: 0>)
    """
    seat = seat_word(token.text)
    if seat is not None:
        return seat
    return next((s for c, s in _PLACES if is_in(token, c)), None)


def _a_name(token: Word) -> bool:
    """A capitalised word that is no seat, role or call word: a player's name."""
    return (token.is_word and token.raw[:1].isupper() and token.text not in vocabulary()
            and seat_word(token.text) is None
            and not any(is_in(token, c) for c, _ in _PLACES))


def _past_aside(tokens: list[Word], k: int) -> int:
    """Past an aside of two to four words between commas at ``k`` that names nobody and
    tells no call («, как потом выяснилось,»; not «, сказала одну бубну,»): the index of the
    comma that closes it, else ``k``.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Юг раздавала, сказала одну бубну, Запад пас")
    >>> _past_aside(toks, 2), stated_dealer(toks, set())
    (2, <Seat.S: 2>)
    """
    if k >= len(tokens) or tokens[k].text != ",":
        return k
    for end in range(k + 3, min(len(tokens), k + 6)):
        if tokens[end].text == ",":
            inside = tokens[k + 1 : end]
            named = [subject_at(tokens, k + 1 + n) for n in range(len(inside))]
            if all(t.is_word and dealer_word(t, near=False) is None for t in inside) and all(
                who is None or who.role is Role.ME for who in named
            ) and not any(_calls_at(tokens, m) for m in range(k + 1, end)):
                return end  # «, если я правильно помню,»: the teller's aside
            return k
        if not tokens[end].is_word:
            return k
    return k


def _calls_at(tokens: list[Word], k: int) -> bool:
    """A verb of calling or a call at ``k``."""
    if any(is_in(tokens[k], c) for c in _LETTER_VERBS):
        return True
    found = read_call(tokens, k)
    return found is not None and found.call is not None and not found.dash


def _aside(tokens: list[Word], k: int) -> bool:
    """A word between commas right after the word of dealing, or a pronoun before a comma:
    an aside («дилер, значит, восток»), or the dealer named again («сдавал он, север»)."""
    after = tokens[k + 1].text if k + 1 < len(tokens) else ""
    if after != ",":
        return False
    return tokens[k - 1].text == "," or is_in(tokens[k], "story.role.pronoun")


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
    >>> turn_holder(tokenize("It was RHO's turn, but I passed")), turn_holder(
    ...     tokenize("Очередь Востока, а Запад уже открывает 1♠"))
    (<Role.RHO: 'rho'>, <Seat.E: 1>)
    >>> turn_holder(named_players(tokenize("Места: Галя на Юге, Петя на Западе. Петя сказал "
    ...                                    "пас, хотя была очередь Галина")))
    <Seat.S: 2>
    """
    found = turn_told(tokens)
    return found[0] if found is not None else None


def turn_told(tokens: list[Word]) -> tuple[Seat | Role, int] | None:
    """The player whose turn it was (see ``turn_holder``) and the index of the words that
    tell it («раньше» in «раньше партнёра»)."""
    for k, token in enumerate(tokens[:-1]):  # «it was RHO's turn»: a player's turn, named
        if token.text.endswith("'s") and is_in(tokens[k + 1], "story.turn_word"):
            named = subject_at(tokens, k)
            if named is not None and named.role in _RELATIVE:
                return named.role, k
            if named is not None and named.seat is not None:
                return named.seat, k
    for start, _end in phrases(tokens, "story.turn_mine"):  # «pard passed again — at my turn»
        if not _i_call_there(tokens, start):
            return Role.ME, start
    for start, end in phrases(tokens, "story.turn_next"):  # «дальше должен E, но W …»
        named = subject_at(tokens, end) if end < len(tokens) else None
        letter = letter_seat(tokens, end) if named is None and end < len(tokens) else None
        if letter is not None:
            return letter, start
        who = None if named is None else named.seat if named.seat is not None else named.role
        alone = named is not None and (named.end >= len(tokens) or not tokens[named.end].is_word)
        if alone and who is not None and (isinstance(who, Seat) or who in _RELATIVE):
            return who, start  # the player alone after the words, not «… Запад пасовать»
    for start, end in phrases(tokens, "story.turn_duty"):  # «а говорить должен был правый»
        named = subject_at(tokens, end) if end < len(tokens) else None
        if named is None and start > 0:  # «South was due to call»: the player named before
            named = subject_at(tokens, start - 1)
        if named is not None and named.role in _RELATIVE and named.role is not None:
            return named.role, start
        if named is not None and named.seat is not None:
            return named.seat, start
    for start, end in phrases(tokens, "story.turn_of"):
        if start > 0 and is_in(tokens[start - 1], "story.possessive"):
            continue  # «в свою очередь партнёр сказал»: «in his turn», nobody else's turn
        k = _past_turn_filler(tokens, end)
        if k >= len(tokens):
            return None
        own = _callers_partner(tokens, start, end, k)
        if own is not None:
            return own, start
        token = tokens[k]
        if _contracted(tokens, k):
            continue  # «before my partner's even opened his gob»: «has», a time, no turn
        filled = any(is_in(t, "story.turn_filler") for t in tokens[end:k]) or is_in(
            tokens[end - 1], "story.turn_by")  # «слово за правым»: the player in any case
        if filled and (player := _player_in_any_case(token)) is not None:
            return player, start  # «очередь принадлежала Северу», «раньше, чем Юг»
        found = next((seat for concept, seat in _SEATS_OF if is_in(token, concept)), None)
        if found is None and named_here(token):
            found = seat_word(token.text)  # «очередь была Вовкина»: a name, in any case
            if found is None and (player := _player_in_any_case(token)) in _RELATIVE:
                return player, start
        if found is None and token.text.isascii():
            found = seat_word(token.text)  # «before North»; «раньше Юг …» is «formerly»
        if found is None and len(token.raw) == 1 and token.raw.isupper():
            found = LETTERS.get(token.text)  # «раньше С», «before N»: a seat letter
        if found is not None:
            return found, start
        role = next((role for concept, role in _ROLES_OF if is_in(token, concept)), None)
        if role is not None:
            return role, start
        named = subject_at(tokens, k)  # «before RHO», «before partner»
        if named is not None and named.seat is not None and token.text.isascii():
            return named.seat, start
        if named is not None and named.role in _RELATIVE and token.text.isascii():
            return named.role, start  # «раньше я носил клюшки» is «formerly», no turn
    return None


def turn_of_a_name(tokens: list[Word]) -> bool:
    """Whether the story tells the turn as a named player's whose seat it does not give («а
    очередь-то Серёгина»): a call made then was out of turn all the same.

    >>> from engine.story.words import tokenize
    >>> turn_of_a_name(tokenize("Ашот: «контра!», а очередь-то Серёгина."))
    True
    >>> turn_of_a_name(tokenize("в свою очередь Серёга сказал пас"))
    False
    """
    for start, end in phrases(tokens, "story.turn_of"):
        if start > 0 and is_in(tokens[start - 1], "story.possessive"):
            continue
        k = _past_turn_filler(tokens, end)
        if k < len(tokens) and tokens[start].text == "очередь" and _a_name(tokens[k]):
            return True
    return False


def _contracted(tokens: list[Word], k: int) -> bool:
    """«partner's even opened», «RHO's already bid», «I'd even drawn»: a player's «'s» for
    «has» or «is», «'d» for «had», «'ve» for «have» (an adverb or a past participle after
    it), not his turn or his call.

    >>> from engine.story.words import tokenize
    >>> [_contracted(tokenize(t), 1) for t in ("my partner's even opened", "my partner's bid")]
    [True, False]
    """
    if not tokens[k].text.endswith(("'s", "'d", "'ve")) or k + 1 >= len(tokens):
        return False  # «I'd even drawn», «I've already bid»: «had», «have» as well
    after = tokens[k + 1]
    return is_in(after, "story.contracted_after") or (
        after.text.isascii() and after.text.endswith("ed"))


def _i_call_there(tokens: list[Word], k: int) -> bool:
    """The teller is named in the sentence of the words of his turn at ``k`` («in my turn I
    bid 2H», «в мою очередь я спасовал»): his own call in turn, not another player's out of it.

    >>> from engine.story.words import tokenize
    >>> _i_call_there(tokenize("В мою очередь я спасовал"), 1)
    True
    >>> _i_call_there(tokenize("I bid 1H. Pard passed at my turn"), 8)
    False
    """
    start = k
    while start > 0 and tokens[start - 1].text not in ".!?" and not tokens[start - 1].is_paragraph:
        start -= 1
    end = k
    while end < len(tokens) and tokens[end].text not in ".!?" and not tokens[end].is_paragraph:
        end += 1
    return any(is_in(t, "story.role.me") for t in tokens[start:end])


def _player_in_any_case(token: Word) -> Seat | Role | None:
    """A compass seat or a relative role in any grammatical case («Северу», «левому»,
    «партнёру»), by its dictionary form."""
    from engine.search.morph import lemmas  # loaded once, shared with search

    for lemma in (token.text, *lemmas(token.text)):
        seat = seat_word(lemma)
        if seat is not None:
            return seat
        role = next((role for concept, role in _ROLE_NAMES if lemma in words(concept)), None)
        if role is not None:
            return role
    return None


_ROLE_NAMES = (("story.role.partner", Role.PARTNER), ("story.role.lho", Role.LHO),
               ("story.role.rho", Role.RHO))


def _past_turn_filler(tokens: list[Word], end: int) -> int:
    """Past the words between the words of a turn and the player whose turn it was: his
    possessive («в очередь своего партнёра»), what the turn is for and a verb of having it
    («очередь заявки принадлежала Северу»), a comma before «чем» («раньше, чем Юг»).

    >>> from engine.story.words import tokenize
    >>> turn_holder(tokenize("Юг открыл 1♣, хотя очередь заявки принадлежала её партнёру"))
    <Seat.N: 0>
    >>> turn_holder(tokenize("Запад спасовал раньше, чем Юг успел что-то сказать"))
    <Seat.S: 2>
    """
    k = end
    if k + 1 < len(tokens) and tokens[k].text == "-" and tokens[k + 1].text == "то":
        k += 2  # «а очередь-то Серёгина»: the particle
    while k < len(tokens) and k < end + 4 and (
        is_in(tokens[k], "story.possessive") or is_in(tokens[k], "story.turn_filler")
    ):
        if tokens[k].text == "," and not (
            k + 1 < len(tokens) and is_in(tokens[k + 1], "story.turn_filler")
        ):
            break  # «моя очередь была, я хотел …»: the comma ends the words of the turn
        k += 1
    return k


_RELATIVE = frozenset((Role.ME, Role.PARTNER, Role.LHO, Role.RHO))
_PARTNER_OF = {Role.ME: Role.PARTNER, Role.PARTNER: Role.ME, Role.LHO: Role.RHO,
               Role.RHO: Role.LHO}


def _callers_partner(tokens: list[Word], start: int, end: int, k: int) -> Seat | Role | None:
    """«Запад, в очередь своего партнёра Востока, сказал 1♦», «правый сказал контру в
    очередь своего партнёра»: the partner of the player who called, not the teller's —
    named right after (a seat in the genitive), else the partner of the player named before
    those words in the sentence.

    >>> from engine.story.words import tokenize
    >>> turn_holder(tokenize("Запад, в очередь своего партнёра Востока, сказал 1♦"))
    <Seat.E: 1>
    >>> turn_holder(tokenize("Правый сказал контру в очередь своего партнёра"))
    <Role.LHO: 'lho'>
    """
    own = any(is_in(t, "story.possessive_own") for t in tokens[end:k])
    if not own or not (is_in(tokens[k], "story.role_of.partner")
                       or _player_in_any_case(tokens[k]) is Role.PARTNER):
        return None
    if k + 1 < len(tokens):
        named = next((seat for concept, seat in _SEATS_OF if is_in(tokens[k + 1], concept)), None)
        if named is not None:
            return named
    for back in range(start - 1, -1, -1):
        if tokens[back].text in ".!?" or tokens[back].is_paragraph:
            break
        caller = subject_at(tokens, back)
        if caller is None or caller.end > start:
            continue
        if caller.seat is not None:
            return caller.seat.partner
        if caller.role in _PARTNER_OF:
            return _PARTNER_OF[caller.role]
    return None


_DASHES = ("—", "–")  # a dash that sets off what a player is, right after his name
_ROLE_WORDS = {Role.ME: "я", Role.PARTNER: "партнер", Role.LHO: "левый", Role.RHO: "правый"}
_SEAT_WORDS = {Seat.N: "север", Seat.E: "восток", Seat.S: "юг", Seat.W: "запад"}
_ENDINGS = "аяйьоеиыу"


def named_players(tokens: list[Word]) -> list[Word]:
    """The tokens with a player's name read as his seat or role, where the story gives it
    in parentheses after the name («Лёша (мой партнёр)», «Вика (Ю)»): every form of the
    name («Лёши», «Лёшу») then names that player.

    >>> from engine.story.words import tokenize
    >>> tokens = named_players(tokenize("Лёша (мой партнёр) открыл 1♥. У Лёши выпала карта"))
    >>> [t.text for t in tokens if t.raw.startswith("Лёш")]
    ['партнер', 'партнер']
    >>> [t.text for t in named_players(tokenize("Вика (Ю) 1♠, и она пас"))][:2]
    ['юг', '(']
    >>> [t.text for t in named_players(tokenize("Даня с Запада сказал 8♣, Даню поправили"))]
    ['запад', 'с', 'запада', 'сказал', '8♣', ',', 'запад', 'поправили']
    """
    given = _players_at_seats(tokens)
    tokens = _lowercase_names(given)
    stems: dict[str, str] = {}
    kept: set[int] = set()
    unplaced: list[int] = []  # names whose place the story does not tell by them
    # a name with its own seat in brackets, as written («гр. Шестаков (Юг), болван –
    # гр. Шестакова (Север)»): two players whose names share a stem, each as introduced
    introduced: dict[str, str] = {}
    for i, token in enumerate(tokens[:-3]):
        if not (token.raw[:1].isupper() and (token.text.isalpha() or call_sign(token))
                and len(token.text) >= 3):
            continue
        if _acronym(token):
            continue  # «SOS redoubles», «BBO»: letters of an acronym, no player's name
        key = ""  # the stem a name is known by, when the words around it tell a person
        if subject_at(tokens, i) is not None:
            continue
        word: str | None = None
        if (role := _role_apposed(tokens, i)) is not None and token.text not in vocabulary():
            word = role  # «Правый, Фима, …», «Сёма, мой партнёр, …», «партнёр R2AA»
            if _role_before(tokens, i):
                kept.add(i)  # the role word right before names him here already
        elif tokens[i + 1].text == "(":
            word = _player_word(tokens, i + 2)
            if word is None and token.text not in vocabulary():
                word = _seat_told(tokens, i + 2, ")")  # «Николай (он Восток)»
            if word is not None:
                introduced.setdefault(token.text, word)
                key = _person_stem(token.text)  # «со Светкой (Север)», then «Светка»
        elif token.text not in vocabulary() and not _only_verb(token.text):
            # a name, not a word of bridge («Ход с Юга») nor a verb («Вистую Западом»)
            word = _seat_from(tokens, i + 1) or _seat_told(tokens, i + 1, ",")
            if word is None and tokens[i + 1].text in _DASHES:
                word = _seat_told(tokens, i + 1, tokens[i + 1].text)  # «Магомед — он Юг —»
            if word in _OPPOSITE and _partner_of_name(tokens, i):
                word = _OPPOSITE[word]  # «партнёр Гены, Юг, …»: the partner is South
            if word is None:
                word = _seat_before_name(tokens, i)  # «Север, Степан, сказал пас»
            if word is None:
                word = _seat_declared_from(tokens, i)  # «Нина разыгрывала 3БК с Севера»
            if word is None and any(end == i for _, end in phrases(tokens[:i], "story.we_with")):
                word = _partner_word(token)  # «мы с Валентиной Петровной вистовали»
                key = _person_stem(token.text)
            if word is None:
                word = _seat_next_sentence(tokens, i)  # «Ядвига торопится. Сидела на Западе»
            if word is None:
                word = _opposite_of(tokens, i, stems)  # «а напротив него Анна»
            if word is None and i + 2 < len(tokens) and is_in(
                    tokens[i + 1], "story.my_possessive") and subject_at(tokens, i + 2) is None:
                word = _ROLE_WORDS[Role.PARTNER]  # «и Галочка моя говорит «контра»», not
                # «Боб, my LHO»
            if word is None and i > 0 and is_in(tokens[i - 1], "story.my_possessive") and not (
                    i > 1 and "NOUN" in _grammemes(tokens[i - 2].text)) and not _absent(tokens, i):
                word = _partner_word(token)  # «у моей Галины Семёновны веер рассыпался», «мой
                # Коля говорит «пас»»; not «сосед мой Гагик» nor «Мой Боря, светлая память, …»
                key = _person_stem(token.text)
            if word is None:
                word = _after_the_waited_for(tokens, i)  # «Толик, не дождавшись меня, контра»
            if word is None and _name_at(tokens, i):
                unplaced.append(i)
        else:
            continue
        if word is not None:
            stems[key or _stem(token.text)] = word
            if _patronymic(token) and i > 0 and tokens[i - 1].raw[:1].isupper() and (
                    tokens[i - 1].text.isalpha() and tokens[i - 1].text not in vocabulary()):
                # «Борис Семёнович с Востока»: the seat told after the patronymic is the
                # name's before it too
                stems.setdefault(_stem(tokens[i - 1].text), word)
            if _second_name(tokens, i + 1) and _role_apposed(tokens, i) == word:
                stems[_stem(tokens[i + 1].text)] = word  # «my LHO, Big Jim (…)», then «Jim»
    for name, word in seating(tokens).items():
        stems[_stem(name)] = word  # told in the name's own clause: over a seat past a comma
    stems.update(_partner_declared(tokens, unplaced, stems))
    stems.update(_dealer_by_name(tokens, unplaced, stems))
    stems.update(_name_at_my_turn(tokens, unplaced, stems))
    stems.update(_partners_named(tokens, stems))
    rotated = _names_by_rotation(tokens, unplaced, stems)
    stems.update(rotated)
    if not stems:
        return given
    out: list[Word] = []
    produced: set[str] = set()  # the words put for names, each in its name's case
    for at, token in enumerate(tokens):
        if at in kept:
            out.append(token)
            continue
        if out and out[-1] is not token and _patronymic(token) and (
            out[-1].text in produced
        ) and out[-1].raw[:1].isupper():
            continue  # «Анна Ильинична»: the patronymic goes with the name read as a seat
        told = introduced.get(token.text) if token.raw[:1].isupper() else None
        told = told or next((w for stem, w in stems.items() if token.raw[:1].isupper()
                     and token.text.startswith(stem) and (
                         len(token.text) <= len(stem) + 3
                         or token.text[len(stem):].startswith(_DIMINUTIVE))), None)
        if told is not None and (_waited_for(tokens, at) or any(
                token.text.startswith(stem) for stem in rotated)):
            # «не дождавшись Марии Васильевны»; a name placed by the order of the calls keeps
            # its case too («своему же Гене контру дала»: the player spoken to, not calling)
            told = _in_case_of(told, token.text, waited=_waited_for(tokens, at))
        elif told is not None and _addressed(token.text) and _speech_follows(tokens, at):
            told = _in_case_of(told, token.text)  # «Я Любе говорю: …»: spoken to, not speaking
        if told is not None:
            produced.add(told)
        elif out and out[-1] is not tokens[at - 1] and out[-1].text in _SEAT_WORDS.values() and (
                is_in(token, "story.side_after_name")):
            continue  # «Толик слева» read «запад»: the side told the name's place, no one else's
        out.append(replace(token, text=told) if told is not None else token)
    return out


def _players_at_seats(tokens: list[Word]) -> list[Word]:
    """«игрок на Западе произнёс «контра»»: a player told by the seat he sits at is that
    seat, in the case of the word «игрок» («игроку на Востоке» → «востоку»).

    >>> from engine.story.words import tokenize
    >>> [t.text for t in _players_at_seats(tokenize("и тут игрок на Западе сказал контра"))]
    ['и', 'тут', 'запад', 'сказал', 'контра']
    >>> [t.text for t in _players_at_seats(tokenize("что объявить игроку на Востоке"))][-1]
    'востоку'
    """
    out: list[Word] = []
    k = 0
    while k < len(tokens):
        token = tokens[k]
        seat = place_seat(tokens[k + 2]) if k + 2 < len(tokens) and tokens[k + 1].text == "на" \
            and is_in(token, "story.player_noun") else None
        if seat is None:
            out.append(token)
            k += 1
            continue
        word = _noun_case_of(_SEAT_WORDS[seat], token.text)
        out.append(replace(token, text=word, raw=word.capitalize()))
        k += 3
    return out


def _noun_case_of(seat: str, noun: str) -> str:
    """The seat word in the case of a noun's likeliest reading («игроку» → «востоку»)."""
    readings = _parses(noun) if noun.isalpha() else []
    case = readings[0].tag.case if readings else None
    if case in (None, "nomn"):
        return seat
    inflected = _parses(seat)[0].inflect({case})
    return inflected.word if inflected is not None else seat


def _acronym(token: Word) -> bool:
    """A short word of Latin capitals only («SOS», «BBO», «ACBL»): an acronym, not a name.

    >>> from engine.story.words import tokenize
    >>> [_acronym(t) for t in tokenize("SOS Bob ВАСЯ")]
    [True, False, False]
    """
    raw = token.raw
    return raw.isascii() and raw.isalpha() and raw.isupper() and len(raw) <= 5


def _lowercase_names(tokens: list[Word]) -> list[Word]:
    """In a post written all in lower case («димон открыл 1т, а левый пас»), a first name
    (the dictionary's Name, no word of bridge) is written as a name, so it reads as one.

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in _lowercase_names(tokenize("димон открыл 1т, а левый пас"))][:2]
    ['Димон', 'открыл']
    >>> [t.raw for t in _lowercase_names(tokenize("Димон открыл 1т, а вова пас"))][4:6]
    ['а', 'вова']
    """
    if any(t.is_word and t.raw[:1].isupper() and not t.raw.isupper() for t in tokens):
        return tokens  # capitals are used: a name without one is no name
    return [replace(t, raw=t.raw[:1].upper() + t.raw[1:]) if _lower_name(t) else t
            for t in tokens]


def _lower_name(token: Word) -> bool:
    """A lower-case word whose likeliest reading is a first name («димон», «лёха»)."""
    if not (token.is_word and token.text.isalpha() and len(token.text) >= 4):
        return False
    if token.text in vocabulary() or seat_word(token.text) is not None:
        return False
    parses = _parses(token.text)
    return bool(parses) and "Name" in parses[0].tag.grammemes


_WAITED_REACH_AFTER_NAME = 4  # tokens from a name to «не дождавшись» («Толик, не дождавшись»)
# the player who calls right after the one he did not wait for, by that player's role
_NEXT_ROLE = {Role.ME: Role.LHO, Role.PARTNER: Role.RHO, Role.LHO: Role.PARTNER}


def _after_the_waited_for(tokens: list[Word], i: int) -> str | None:
    """The name at ``i`` followed by «не дождавшись» and the player he did not wait for («и
    тут Толик, не дождавшись меня, бух: «контра»»): he is the player after that one, who
    called in his turn (the teller's left-hand opponent after «меня»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("и тут Толик, не дождавшись меня, бух: «контра»")
    >>> _after_the_waited_for(toks, 2), _after_the_waited_for(tokenize("Толя, дожидаясь "
    ...                                                                "Севера, пас"), 0)
    ('левый', 'восток')
    """
    for k in range(i + 1, min(len(tokens) - 1, i + 1 + _WAITED_REACH_AFTER_NAME)):
        if tokens[k].text in ".!?;":
            return None
        if not is_in(tokens[k], "story.waited_for"):
            continue
        waited = Role.ME if any(is_in(tokens[k + 1], c) for c in (
            "story.role.me", "story.role.me_genitive")) else _player_in_any_case(
            tokens[k + 1])
        if isinstance(waited, Seat):
            return _SEAT_WORDS[Seat((waited.value + 1) % 4)]
        if isinstance(waited, Role) and waited in _NEXT_ROLE:
            return _ROLE_WORDS[_NEXT_ROLE[waited]]
        return None
    return None


def _waited_for(tokens: list[Word], at: int) -> bool:
    """The name at ``at`` (or the patronymic after a first name) right after a verbal adverb
    of waiting («не дождавшись Анны Сергеевны»)."""
    k = at - 1
    if k > 0 and tokens[k].raw[:1].isupper() and tokens[k].text.isalpha() and (
            tokens[k].text not in vocabulary()):
        k -= 1  # «Анны» before «Сергеевны»
    return k >= 0 and is_in(tokens[k], "story.waited_for")


def _in_case_of(seat: str, name: str, *, waited: bool = False) -> str:
    """The seat word that stands for a name, in the name's grammatical case («не дождавшись
    Марии Васильевны» → «запада»): the player waited for is spoken of, not the one who calls.
    Roles and names pymorphy3 does not know stay as they are.

    >>> _in_case_of("запад", "марии"), _in_case_of("запад", "мария"), _in_case_of("я", "марии")
    ('запада', 'запад', 'я')
    >>> _in_case_of("восток", "гене"), _in_case_of("запад", "валентина")
    ('востоку', 'запад')
    """
    if seat not in _SEAT_WORDS.values():
        return seat
    from engine.search.morph import analyzer

    if waited:  # «не дождалась Валентины Ивановны»: waiting for governs the genitive
        inflected = analyzer().parse(seat)[0].inflect({"gent"})
        return inflected.word if inflected is not None else seat
    names = [p for p in analyzer().parse(name) if {"Name", "Surn", "Patr"} & p.tag.grammemes]
    case = names[0].tag.case if names else None
    if case == "loct" and any(p.tag.case == "datv" for p in names):
        case = "datv"  # «Диме велели молчать»: a player is told things, seldom spoken about
    if case in (None, "nomn", "accs") or any(
            p.tag.case == "nomn" and p.tag.number == "sing" for p in names):
        return seat  # («Валентина» may be «Валентин» in the genitive: the nominative wins)
    inflected = analyzer().parse(seat)[0].inflect({case})
    return inflected.word if inflected is not None else seat


def _speech_follows(tokens: list[Word], at: int) -> bool:
    """A colon or a verb of saying right after the word at ``at`` («она Илье: …», «Я Любе
    говорю»): the words that follow are said to that player."""
    return at + 1 < len(tokens) and (
        tokens[at + 1].text == ":" or is_in(tokens[at + 1], "story.verb.call"))


def _addressed(name: str) -> bool:
    """A name in the dative («Любе», «Гене»): the player spoken to or given something, never
    the subject of the clause.

    >>> _addressed("любе"), _addressed("люба"), _addressed("любу")
    (True, False, False)
    """
    from engine.search.morph import analyzer

    names = [p for p in analyzer().parse(name) if {"Name", "Surn", "Patr"} & p.tag.grammemes]
    return bool(names) and names[0].tag.case == "datv" and not any(
        p.tag.case == "nomn" for p in names)


_CALL_SIGN = re.compile(r"^[a-z]{1,6}\d[a-z0-9]{0,8}$")
# the suffixes of a name's diminutive, after its stem («Полина» … «Полиночка», «Галенька»)
_DIMINUTIVE = ("очк", "ечк", "еньк", "оньк", "ушк", "юшк", "ичк")


def _partner_declared(tokens: list[Word], unplaced: list[int],
                      stems: dict[str, str]) -> dict[str, str]:
    """The one player named before the teller says he is that player's partner («у Лёши
    выпал туз … я же его партнёр»), no place told for him: the teller's partner.

    >>> from engine.story.words import tokenize
    >>> [t.text for t in named_players(tokenize("Тут у Лёши выпала карта. А я его партнёр, "
    ...                                          "что мне будет?"))][:3]
    ['тут', 'у', 'партнер']
    """
    for start, _ in phrases(tokens, "story.i_am_partner"):
        names = {_stem(tokens[k].text) for k in unplaced if k < start}
        names -= set(stems)
        if len(names) == 1:
            return {next(iter(names)): _ROLE_WORDS[Role.PARTNER]}
    return {}


def _dealer_by_name(tokens: list[Word], unplaced: list[int],
                    stems: dict[str, str]) -> dict[str, str]:
    """«Сдавал Север. Коля 1♠, Восток пас …»: a name no seat placed that makes the story's
    first call, the dealer told by his seat, sits there.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сдавал Север. Коля 1♠, Восток пас, я 2♠, Запад пас, Коля пас.")
    >>> _dealer_by_name(toks, [3], {})
    {'кол': 'север'}
    """
    if not unplaced:
        return {}  # every name placed: no need to read the dealer again
    dealer = stated_dealer(tokens, set())
    if dealer is None and (board := board_number(tokens, set())) is not None:
        dealer = dealer_for_board(board)  # «Сдача 21, Нина сдавала. Нина одна бубна»
    if not isinstance(dealer, Seat):
        return {}
    for i in unplaced:  # "Board 13, Angus dealing. He says 'one heart'": the name told dealing
        if _stem(tokens[i].text) not in stems and any(
                0 <= k < len(tokens) and is_in(tokens[k], "story.dealer") for k in (i - 1, i + 1)):
            return {_stem(tokens[i].text): _SEAT_WORDS[dealer]}
    for i in unplaced:  # «даже Коля улыбался. … Коля 1♠»: the name where it calls first
        found = _call_after_name(tokens, i)
        if found is None or found.call is None or found.weak:
            continue
        stem = _stem(tokens[i].text)
        if stem in stems or any((call := read_call(tokens, k)) is not None
                                and call.call is not None and not call.weak for k in range(i)):
            return {}  # a call told before the name: he is not the first to call
        return {stem: _SEAT_WORDS[dealer]}
    return {}


_NAME_CALL_REACH = 6  # tokens from a name to the call he makes («Маша тут же сказала «пас»»)


def _call_after_name(tokens: list[Word], i: int) -> Found | None:
    """The call a name makes: right after it («Коля 1♠»), or after his patronymic and a verb
    of calling («Пётр Ильич открыл одну бубну»), in his clause."""
    k = i + 1
    if k < len(tokens) and _patronymic(tokens[k]):
        k += 1
    if k < len(tokens) and is_in(tokens[k], "story.verb.call"):
        k += 1
    return read_call(tokens, k) if k < len(tokens) else None


def _name_at_my_turn(tokens: list[Word], unplaced: list[int],
                     stems: dict[str, str]) -> dict[str, str]:
    """The one name no seat placed that makes a call in a story saying it was the teller's
    turn («Восток 1♣, и тут Петя сказал пас, а была моя очередь»): not the teller, and not an
    opponent (a story names those by their side or seat): the teller's partner.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Восток 1♣, и тут Петя сказал пас, а была моя очередь.")
    >>> _name_at_my_turn(toks, [5], {})
    {'пет': 'партнер'}
    """
    if not phrases(tokens, "story.turn_mine"):
        return {}
    callers: set[str] = set()
    for i in unplaced:
        stem = _stem(tokens[i].text)
        if stem in stems:
            continue
        start = _past_commas(tokens, i + 1)  # «Harold, who'd been on the sherry, says X»
        for k in range(start, min(len(tokens), start + _NAME_CALL_REACH)):
            found = read_call(tokens, k)
            if found is not None and found.call is not None and not found.dash:
                callers.add(stem)
                break
            if tokens[k].text in ".!?,":
                break
    if len(callers) != 1:
        return {}
    return {callers.pop(): _ROLE_WORDS[Role.PARTNER]}


_ROTATION_REACH = 5  # tokens from a player to the call he makes («а Зина 1 черви»)
_MAX_ROTATED = 3  # names placed by the order of their calls at most
_IN_TURN_LEAST = 3  # calls following in rotation that make an auction's order worth reading
_IN_TURN_ANCHORED = 2  # the same, when the auction is told from a player whose place is known


def _names_by_rotation(tokens: list[Word], unplaced: list[int],
                       stems: dict[str, str]) -> dict[str, str]:
    """Names no word placed (one to three), told calling among players whose places are known
    («сдавала я, 1 вини сказала, а Зина 1 черви … Нина 2 вини, Валя пас, я пас»; "Harold 1C,
    East 1S, me 4NT, West 5S, Harold 6C"): each sits where the order of the calls puts him,
    the one placing that makes the most calls follow in rotation (a call out of turn or a
    correction breaks the order once, not the reading). Only when that placing is the one
    best and each name placed calls in turn at least once.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сдавала я, 1 пику сказала, а Зина 1 черву. Нина 2 пики, Валя пас, "
    ...                 "я пас, Зина пас.")
    >>> sorted(_names_by_rotation(toks, [8, 12, 16], {}).items())
    [('вал', 'восток'), ('зин', 'запад'), ('нин', 'север')]
    >>> toks = tokenize("Гоша 1 трефа, Восток 1 пика, я 2 трефы, Запад 2 пики, Гоша 3 трефы.")
    >>> _names_by_rotation(toks, [0, 16], {})
    {'гош': 'север'}
    """
    names = {_stem(tokens[i].text) for i in unplaced if not _patronymic(tokens[i]) and not (
        i + 1 < len(tokens) and _patronymic(tokens[i + 1]) and _stem(tokens[i + 1].text) in stems
    )} - set(stems)  # «Вера Павловна, сидевшая на Юге»: placed by her patronymic's clause
    names -= {name for name in names if name[-2:] in _POSSESSIVE and name[:-2] in names}
    if not 1 <= len(names) <= _MAX_ROTATED:  # one name alone too, by the order of his calls
        return {}
    # the teller sits South unless he says otherwise, as the reader takes it: every player
    # is placed by his seat, whose word keeps the name's case («Вале велели молчать»)
    me = my_seat(tokens, set()) or Seat.S
    callers: list[tuple[str, int | None]] = []  # (a name's stem or "", a known seat)
    at: list[int] = []  # where each caller is told
    last = -2
    for i in range(len(tokens)):
        stem, place = _caller_key(tokens[i], names, stems, me)
        if _waited_for(tokens, i):
            continue  # «не дождалась Валентины Ивановны и говорит пас»: not the one calling
        if (stem is not None or place is not None) and (
                in_thought(tokens, i) or _object_only(tokens[i])):
            continue  # «решил, что это Люда трефу сказала»: who he thought called, no call;
            # «Свою же партнёршу законтрил»: the player doubled, not the one calling
        if (stem is not None or place is not None) and _calls_next(tokens, i) and i > last + 1:
            callers.append((stem or "", place))  # (not «Валя справа»: one player, his place)
            at.append(i)
            last = i
    order = [stem for stem, _ in callers if stem]
    unknown = list(dict.fromkeys(order))
    if len(unknown) == 1 and not stems and _partner_by_elimination(tokens, unknown[0]):
        return {unknown[0]: _SEAT_WORDS[me.partner]}
    if all(place is None for _, place in callers):
        return {}  # no place known
    taken = {place for _, place in callers if place is not None}
    if len(unknown) == 1 and len(taken) == 3:  # "East 1D, me 1S, Harold no bid, West 2D":
        # three players told calling by their seats, the one name that calls sits in the fourth
        return {unknown[0]: _SEAT_WORDS[Seat(6 - sum(taken))]}
    if any(is_in(token, "story.role.me") for token in tokens):
        taken.add(me.value)  # the teller, who speaks of himself, is none of the names
    for word in stems.values():  # nor any player the words placed («Нина моя»: partner)
        player = _player_word_place(word)
        seat = player.seat(me) if isinstance(player, Role) else player
        if isinstance(seat, Seat):
            taken.add(seat.value)
    free = [place for place in range(4) if place not in taken]
    best: list[tuple[int, dict[str, int]]] = []
    for places in permutations(free, len(unknown)):  # one to a place
        placed = dict(zip(unknown, places, strict=True))
        seq = [placed[stem] if stem else place for stem, place in callers]
        in_turn = [(a, b) for a, b in pairwise(seq)
                   if a is not None and b is not None and a != b and b == (a + 1) % 4]
        if not all(any(placed[stem] in pair for pair in in_turn) for stem in unknown):
            continue
        best.append((len(in_turn), placed))
    best.sort(key=lambda item: -item[0])
    # «Я открыла 1БК, Пётр Ильич спасовал, Нина Петровна сказала 3БК»: an auction told from a
    # placed player on, one or two names after him, each call in turn, needs two calls in
    # turn, not three
    anchored = callers[0][1] is not None and len(unknown) <= 2 and bool(best) and (
        best[0][0] == len(callers) - 1) and not phrases(tokens, "story.out_of_turn") and all(
        _calls_between(tokens, a, b) <= 1 for a, b in pairwise(at))
    # (a story of a call out of turn breaks the order the names would be placed by, and so
    # does a call whose caller is no name nor seat: «Бурый «2п»», an adjective)
    least = _IN_TURN_ANCHORED if anchored else _IN_TURN_LEAST
    if not best or best[0][0] < least or (len(best) > 1 and best[0][0] == best[1][0]):
        return {}
    return {stem: _SEAT_WORDS[Seat(place)] for stem, place in best[0][1].items()}


_OPPONENTS = ("story.role.lho", "story.role.rho")


def _calls_between(tokens: list[Word], a: int, b: int) -> int:
    """How many calls (not weak words) are told from token ``a`` up to ``b``."""
    count, k = 0, a
    while k < b:
        found = read_call(tokens, k)
        if found is not None and found.call is not None and not found.weak:
            count += 1
            k = max(k + 1, found.end)
        else:
            k += 1
    return count


def _partner_by_elimination(tokens: list[Word], stem: str) -> bool:
    """«димон открыл 1т, правый ещё думал, а левый уже пас»: both opponents told by their
    side words («левый», «RHO»; not a side told of a name, «Бурый слева»), no partner told,
    and the one name that calls never told as an opponent («левый (Дiма)»): the teller's
    partner.

    >>> from engine.story.words import tokenize
    >>> _partner_by_elimination(tokenize("Димон 1т, правый думал, левый пас"), "димон")
    True
    >>> _partner_by_elimination(tokenize("Я пас, левый (Дима) пас, правый пас"), "дим")
    False
    """
    if not all(any(is_in(t, concept) and not is_in(t, "story.side_after_name") for t in tokens)
               for concept in _OPPONENTS):
        return False
    if any(is_in(t, "story.role.partner") for t in tokens):
        return False
    return not any(_stem(token.text) == stem and any(
        is_in(before, concept) for before in tokens[max(0, k - 2) : k] for concept in _OPPONENTS)
        for k, token in enumerate(tokens))


def _caller_key(token: Word, names: set[str], stems: dict[str, str],
                me: Seat) -> tuple[str | None, int | None]:
    """Who the token names, for ``_names_by_rotation``: an unplaced name (its stem, no
    place), or a player whose seat is known (None, the seat's number)."""
    stem = _stem(token.text) if token.raw[:1].isupper() and token.text.isalpha() else ""
    if stem in names:
        return stem, None
    if stem[-2:] in _POSSESSIVE and stem[:-2] in names:
        return stem[:-2], None  # «Зинин пас»: the possessive of «Зина» names her
    told = stems.get(stem) if stem else None
    player = (_player_word_place(told) if told is not None
              else Role.ME if is_in(token, "story.role.me") else _player_in_any_case(token))
    if isinstance(player, Role):
        player = player.seat(me)
    return (None, player.value) if isinstance(player, Seat) else (None, None)


_POSSESSIVE = ("ин", "ын")  # a possessive adjective made of a first name («Зинин», «Валин»)


def _player_word_place(word: str) -> Seat | Role | None:
    """The seat or role a word put for a name stands for («север», «партнер»)."""
    seat = next((seat for seat, said in _SEAT_WORDS.items() if said == word), None)
    if seat is not None:
        return seat
    return next((role for role, said in _ROLE_WORDS.items() if said == word), None)


def _calls_next(tokens: list[Word], i: int) -> bool:
    """A call told within a few words after the player at ``i``, before a stop."""
    for k in range(i + 1, min(len(tokens), i + 1 + _ROTATION_REACH)):
        found = read_call(tokens, k)
        if found is not None and found.call is not None and not found.weak and not found.dash:
            return True
        if tokens[k].text in ".!?;":
            return False
    return False


def _partner_of_name(tokens: list[Word], i: int) -> bool:
    """The name at ``i`` is in the genitive right after a word of partner («партнёр Гены»):
    a place told right after it is the partner's.

    >>> from engine.story.words import tokenize
    >>> [t.text for t in named_players(tokenize("Гена открыл 1БК, а партнёр Гены, Юг, 2♣"))]
    ['север', 'открыл', '1бк', ',', 'а', 'партнер', 'север', ',', 'юг', ',', '2♣']
    """
    if i == 0 or not is_in(tokens[i - 1], "story.role.partner"):
        return False
    grammemes = [p.tag.grammemes for p in _parses(tokens[i].text)]
    return any("gent" in g for g in grammemes) and not any(
        "nomn" in g and "sing" in g and {"Name", "Surn"} & g for g in grammemes)


def call_sign(token: Word) -> bool:
    """A radio call sign or a nickname written with a digit, Latin letters first («RA3DX»,
    «UA1ABC», «Kot2000»): a name, as a story names players by them (online tables, clubs).

    >>> from engine.story.words import tokenize
    >>> [call_sign(t) for t in tokenize("RA3DX Kot2000 1NT 27B1 Board Bd7 Table12")]
    [True, True, False, False, False, False, False]
    """
    letters = token.text.rstrip("0123456789")
    if letters.isalpha() and any(letters in words(c) for c in ("story.board", "story.numbered")):
        return False  # «Bd7», «Table12»: a board or a table, numbered
    return token.raw[:1].isupper() and token.raw[:1].isascii() and bool(
        _CALL_SIGN.match(token.text)) and sum(c.isalpha() for c in token.text) >= 2


_APPOSED_ROLES = frozenset((Role.ME, Role.PARTNER, Role.LHO, Role.RHO))


_PARTNER_FEMALE = "партнерша"  # the partner's word for a woman, so a pronoun still agrees


def _absent(tokens: list[Word], i: int) -> bool:
    """The sentence of the name at ``i`` tells he is not at the table: no longer alive («Мой
    Боря, светлая память, …»).

    >>> from engine.story.words import tokenize
    >>> _absent(tokenize("Мой Боря, светлая память, так говорил."), 1)
    True
    """
    start, end = sentence_span(tokens, i)
    return bool(phrases(tokens[start:end], "story.not_at_table"))


def _partner_word(name: Word) -> str:
    """The word of the teller's partner put for a name: «партнерша» for a woman's name («мы
    с Галочкой … Он …»: «он» is not her), else «партнер».

    >>> from engine.story.words import tokenize
    >>> [_partner_word(t) for t in tokenize("Галочкой Игорем")]
    ['партнерша', 'партнер']
    """
    return _PARTNER_FEMALE if female_person(name.text) else _ROLE_WORDS[Role.PARTNER]


def female_person(word: str) -> bool:
    """A Russian word that names a woman in every animate reading («партнерша», «Галочкой»):
    a masculine pronoun does not stand for her. Seat words, masculine in grammar, say nothing
    of the player («Запад сидела …»).

    >>> female_person("партнерша"), female_person("партнер"), female_person("запад")
    (True, False, False)
    """
    if not word[:1].isalpha() or word.isascii():
        return False
    grammemes = [p.tag.grammemes for p in _parses(word) if "anim" in p.tag.grammemes]
    return bool(grammemes) and all("femn" in g for g in grammemes)


_APPOSITION_ENDS = (",", "—", "–", ":", ".", "!", "?", ")")


def _second_name(tokens: list[Word], k: int) -> bool:
    """A capitalised word no dictionary of the story knows, right after a name, that is no
    patronymic: the rest of the player's name («Gogo Mavis»)."""
    token = tokens[k]
    return token.is_word and token.raw[:1].isupper() and token.text.isalpha() and (
        token.text not in vocabulary()) and not _patronymic(token)  # the patronymic goes
    # with its first name by its own rule


def _role_apposed(tokens: list[Word], i: int) -> str | None:
    """The role told next to the name at ``i``, set off by commas or right before it: «Правый,
    Фима, ещё думал», «Сёма, мой партнёр, он на севере», «партнёр мой Додик», «я, R9QQ, —
    Юг»; as the word the story reader knows it by. Not a name in the genitive («партнёр
    Михалыча» is his partner) nor a role of someone else's («Миша, его партнёр»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Правый, Фима, молчал. Сёма, мой партнёр, сдавал. Партнёр Додик пас")
    >>> [_role_apposed(toks, k) for k in (2, 6, 14)]
    ['правый', 'партнер', 'партнер']
    >>> _role_apposed(tokenize("Галя, партнёр Михалыча, пас"), 0), _role_apposed(
    ...     tokenize("партнёр Михалыча пас"), 1)
    (None, None)
    """
    after = tokens[i + 1].text if i + 1 < len(tokens) else "."
    closes = after in _APPOSITION_ENDS or not tokens[i + 1].is_word or (
        _second_name(tokens, i + 1) and (i + 2 >= len(tokens) or tokens[i + 2].text in (
            *_APPOSITION_ENDS, "(")))  # «my RHO, Gogo Mavis (she's 84)»
    for k in range(max(0, i - 4), i):
        named = subject_at(tokens, k)
        if named is None or named.role not in _APPOSED_ROLES or named.seat is not None:
            continue
        if named.end == i - 1 and tokens[i - 1].text == "," and closes and (
            k == 0 or not tokens[k - 1].is_word or is_in(tokens[k - 1], "story.clause_joiner")
            or is_in(tokens[k - 1], "story.possessive_mine")
        ):
            return _ROLE_WORDS[named.role]  # «Правый, Фима, …», «а левый, Моня, уже: …»
        mine = named.end == i - 1 and is_in(tokens[i - 1], "story.possessive_mine")
        if (named.end == i or mine) and named.role is not Role.ME and not _genitive_only(
            tokens[i]
        ) and (k == 0 or not is_in(tokens[k - 1], "story.someone_elses")):
            return _ROLE_WORDS[named.role]  # «мой партнёр R2AA», «партнёр мой Додик»
    if after != ",":
        return None
    k = i + 2
    while k < len(tokens) and is_in(tokens[k], "story.possessive_mine"):
        k += 1
    named = subject_at(tokens, k) if k < len(tokens) else None
    if named is None or named.role not in _APPOSED_ROLES - {Role.ME} or named.seat is not None:
        return None
    if named.end < len(tokens) and tokens[named.end].is_word:
        return None  # «Миша, партнёр Севера»: someone else's partner
    return _ROLE_WORDS[named.role]  # «Сёма, мой партнёр, он на севере»


_PARTNER_WORDS = {"север": "юг", "юг": "север", "восток": "запад", "запад": "восток",
                  "левый": "правый", "правый": "левый", "партнер": "я", "я": "партнер"}


def _partners_named(tokens: list[Word], stems: dict[str, str]) -> dict[str, str]:
    """Names told as the partner of a player already placed («партнёру Лёвы, Фиме, пасовать»,
    «Галя, партнёрша Михалыча, пас», «Фима, партнёр левого»): the stem of each such name
    with the partner's seat or side, as the word the story reader knows it by.

    >>> from engine.story.words import tokenize
    >>> _partners_named(tokenize("Судья: партнёру Лёвы, Фиме, молчать"), {"лев": "левый"})
    {'фим': 'правый'}
    >>> _partners_named(tokenize("Галя, партнёрша Михалыча (Восток), пас"), {"михалыч": "восток"})
    {'гал': 'запад'}
    """
    found: dict[str, str] = {}
    for i, token in enumerate(tokens):
        if not (token.raw[:1].isupper() and token.text.isalpha() and len(token.text) >= 3):
            continue
        if token.text in vocabulary() or _stem(token.text) in stems:
            continue
        whose: str | None = None
        if i >= 3 and tokens[i - 1].text == "," and is_in(tokens[i - 3], "story.partner_of"):
            whose = _placed(tokens[i - 2], stems)  # «партнёру Лёвы, Фиме»
        if whose is None and i + 3 < len(tokens) and tokens[i + 1].text == "," and is_in(
            tokens[i + 2], "story.partner_of"
        ):
            whose = _placed(tokens[i + 3], stems)  # «Галя, партнёрша Михалыча»
        if whose is not None and whose in _PARTNER_WORDS:
            found[_stem(token.text)] = _PARTNER_WORDS[whose]
    return found


def _placed(token: Word, stems: dict[str, str]) -> str | None:
    """The seat or side of a player named by ``token``: a seat word, a side («левого»), or
    a name the story has placed (``stems``), as the word the story reader knows it by."""
    seat = seat_word(token.text) or next(
        (seat for concept, seat in _FROM_SEATS if is_in(token, concept)), None)  # «Востока»
    if seat is not None:
        return _SEAT_WORDS[seat]
    side = next((w for w in ("левый", "правый") if token.text.startswith(w[:4])), None)
    if side is not None and token.text in vocabulary():
        return side
    if not token.raw[:1].isupper():
        return None
    return next((w for stem, w in stems.items() if token.text.startswith(stem)
                 and len(token.text) <= len(stem) + 3), None)


def _role_before(tokens: list[Word], i: int) -> bool:
    """A role word (and «мой» or a comma) right before the name at ``i``."""
    k = i - 1
    while k > 0 and (tokens[k].text == "," or is_in(tokens[k], "story.possessive_mine")):
        k -= 1
    return any((named := subject_at(tokens, j)) is not None and named.end == k + 1
               for j in range(max(0, k - 2), k + 1))


def _genitive_only(token: Word) -> bool:
    """A name that reads as a genitive and never as a nominative («Михалыча»)."""
    if not token.text.isalpha():
        return False
    grammemes = [p.tag.grammemes for p in _parses(token.text)]
    return any("gent" in g for g in grammemes) and not any(
        "nomn" in g and "plur" not in g for g in grammemes)


def named_here(token: Word) -> bool:
    """A player's name read as his seat or side (see ``named_players``): its case no longer
    tells anything, the seat word stands for the name in whatever case it was written."""
    return token.raw[:1].isupper() and token.text != token.raw.lower().replace("ё", "е") and (
        seat_word(token.text) is not None or token.text in _ROLE_WORDS.values())


def named_in_genitive(token: Word) -> bool:
    """A name read as a seat (``named_here``) written in the genitive and never the nominative
    («пас Мухиной», «контра Глеба»): whose the word before it is, not who speaks next."""
    if not named_here(token):
        return False
    grammemes = [p.tag.grammemes for p in _parses(token.raw.lower())]
    return any("gent" in g for g in grammemes) and not any(
        "nomn" in g and "plur" not in g for g in grammemes)  # «Зинаиды»: no plural of a player


def _parses(word: str) -> list[Any]:
    from engine.search.morph import parses

    return list(parses(word))


def _stem(name: str) -> str:
    """A name without its last vowel, so that its other cases match («Галя»: «Гали», «Галю»);
    a name told first in another case is taken in the nominative («с партнёром, Иваном, …»:
    «Иван» names him later too).

    >>> [_stem(name) for name in ("галя", "иваном", "петровой", "север")]
    ['гал', 'иван', 'петров', 'север']
    """
    parses = _parses(name) if name.isalpha() else []
    # a name, or a word that is a name only as an animate noun («Галочкой»: «галочка»)
    if parses and {"Name", "Surn"} & parses[0].tag.grammemes and (
        "nomn" not in parses[0].tag.grammemes
    ):
        name = parses[0].normal_form.replace("ё", "е")
    return name[:-1] if len(name) >= 4 and name[-1] in _ENDINGS else name


def _person_stem(name: str) -> str:
    """``_stem`` of a word told as a person by the words around it («мы с Галочкой»): a word
    the dictionary knows as a common noun too («галочка», a tick) is taken in the nominative
    of its animate reading, so that its other cases match.

    >>> _person_stem("галочкой"), _stem("галочкой"), _person_stem("светкой")
    ('галочк', 'галочко', 'светк')
    """
    parses = _parses(name) if name.isalpha() else []
    person = next((p for p in parses if {"Name", "Surn"} & p.tag.grammemes), None) or next(
        (p for p in parses if "anim" in p.tag.grammemes and "NOUN" in p.tag.grammemes), None)
    if person is not None and "nomn" not in person.tag.grammemes:
        name = person.normal_form.replace("ё", "е")
    elif person is None and len(name) >= 6 and name.endswith(("кой", "кей")):
        return name[:-2]  # «со Светкой (Север)»: a diminutive the dictionary does not know,
        # in the instrumental; «Светка», «Светку» name her later
    return name[:-1] if len(name) >= 4 and name[-1] in _ENDINGS else name


def _grammemes(word: str) -> set[str]:
    """The grammemes of every reading of a word (pymorphy3, loaded once with search)."""
    from engine.search.morph import parses

    return {g for parse in parses(word) for g in parse.tag.grammemes}


def _object_only(token: Word) -> bool:
    """A Russian word whose every reading is in the accusative case
    («партнёршу»): a player acted on, never the subject of a call."""
    if not token.text.isalpha() or not ("а" <= token.text[0] <= "я" or token.text[0] == "ё"):
        return False
    grammemes = _grammemes(token.text)
    return "accs" in grammemes and not grammemes & {"nomn", "gent", "datv", "Fixd"}


def _only_verb(word: str) -> bool:
    """Whether every reading of a word is a verb («Вистую», «Сидела»): no name."""
    grammemes = _grammemes(word)
    return "VERB" in grammemes and not grammemes & {"NOUN", "Name", "Surn", "Patr"}


_CLAUSE_ENDS = frozenset((",", ";", ":", ".", "!", "?", "(", ")"))


def _patronymic(token: Word) -> bool:
    """A capitalised patronymic («Ильинична», «Аркадьевич»)."""
    return (token.raw[:1].isupper() and token.text.isalpha() and token.text not in vocabulary()
            and "Patr" in _grammemes(token.text))


def _clauses(tokens: list[Word]) -> list[range]:
    """The stretches between commas, semicolons, colons, stops and parentheses."""
    out: list[range] = []
    start = 0
    for k, token in enumerate([*tokens, Word(".", ".", 0, 0)]):
        if token.text in _CLAUSE_ENDS or token.is_paragraph:
            if k > start:
                out.append(range(start, k))
            start = k + 1
    return out


def _name_at(tokens: list[Word], k: int) -> bool:
    """A capitalised word that is no word of bridge and no seat: a name when it stands inside
    a sentence, or a first name, surname or patronymic wherever it stands."""
    token = tokens[k]
    if call_sign(token) and _a_name(token):
        return True  # «RA3DX», «Kot2000»: a call sign or a nickname, a name wherever it stands
    if not (_a_name(token) and token.text.isalpha() and len(token.text) >= 3):
        return False
    if subject_at(tokens, k) is not None:
        return False
    if k > 0 and is_in(tokens[k - 1], "story.article"):
        return False  # «at the Legion», «the Bridport pair»: a place or a club, not a player
    opens = k == 0 or tokens[k - 1].text in (".", "!", "?", ":") or tokens[k - 1].is_paragraph
    sided = k + 2 < len(tokens) and is_in(tokens[k + 1], "story.side_after_name") and (
        tokens[k + 2].is_word)  # «Толик слева открыл …»; not «Декларер справа, болван слева»
    return not opens or sided or bool({"Name", "Surn", "Patr"} & _grammemes(token.text)) or (
        _latin_name_calling(tokens, k))


def _latin_name_calling(tokens: list[Word], k: int) -> bool:
    """A Latin word opening a sentence, no word of bridge, then a verb of calling and a call
    («Harold says double»): an English first name (the Russian dictionary knows none).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("My turn. Harold says double. Then partner says pass.")
    >>> _latin_name_calling(toks, 3), _latin_name_calling(toks, 7)
    (True, False)
    >>> _latin_name_calling(tokenize("Harold, who'd been on the sherry, says double"), 0)
    True
    >>> _latin_name_calling(tokenize("Jane doubled."), 0)
    True
    """
    token = tokens[k]
    if not (token.raw.isascii() and token.text.isalpha()) or token.text in vocabulary():
        return False
    verb = _past_commas(tokens, k + 1)
    if verb >= len(tokens):
        return False
    if any(is_in(tokens[verb], c) for c in _CALL_VERBS):
        return True  # «Jane doubled», «Bob passed»: the verb is the call
    if verb + 1 >= len(tokens) or not is_in(tokens[verb], "story.verb.call"):
        return False
    found = read_call(tokens, verb + 1)
    return found is not None and found.call is not None and not found.dash


_CALL_VERBS = ("story.verb.pass", "story.verb.double", "story.verb.redouble")


_ASIDE_WORDS = 12  # words an aside between commas after a name may hold («Harold, who'd …,»)


def _past_commas(tokens: list[Word], k: int) -> int:
    """Past the asides between commas that start at ``k`` («, who'd been on the sherry at our
    kid's do, think on,»), in the sentence; ``k`` when none starts there.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Harold, who'd been on the sherry, think on, says double")
    >>> toks[_past_commas(toks, 1)].text, _past_commas(tokenize("Harold, says X."), 5)
    ('says', 5)
    """
    if k >= len(tokens) or tokens[k].text != ",":
        return k
    at = k
    while True:
        end = next((j for j in range(at + 1, min(len(tokens), at + 1 + _ASIDE_WORDS))
                    if tokens[j].text in ",.!?"), None)
        if end is None or tokens[end].text != ",":
            break
        at = end  # the comma that closes one aside may open the next
    return k if at == k else at + 1


_LIMIT = 4  # how far a seat or a side may stand from the name it tells the place of


def _side_word(tokens: list[Word], k: int, clause: range) -> str | None:
    """A side told relative to the teller at ``k`` («напротив», «справа от меня», «слева»;
    a side «от» someone else is not the teller's) as the word the story reader knows it by."""
    token = tokens[k]
    if is_in(token, "story.seated_opposite"):
        if k + 1 < clause.stop and is_in(tokens[k + 1], "story.pronoun_of"):
            return None  # «напротив него»: opposite the player named before, not the teller
        word = _ROLE_WORDS[Role.PARTNER]
    elif is_in(token, "story.role.lho"):
        word = _ROLE_WORDS[Role.LHO]
    elif is_in(token, "story.role.rho"):
        word = _ROLE_WORDS[Role.RHO]
    else:
        return None
    after = tokens[k + 1 : clause.stop]
    if after and after[0].text == "от" and not phrases(after[:2], "story.seated_from_me"):
        return None  # «слева от Гали»: her side, not the teller's
    return word


def seating(tokens: list[Word]) -> dict[str, str]:
    """``_seating``, read once per story (the story reader and the play reader both ask)."""
    return dict(_seating(tuple(tokens)))


@lru_cache(maxsize=64)
def _seating(frozen: tuple[Word, ...]) -> tuple[tuple[str, str], ...]:
    """Who sat where, told by name once in a seating sentence («Сидели: я на Юге, Петрович
    напротив, слева Галя, на Востоке Анна Ильинична»): each name (folded) with the seat or
    side told in its own clause, as the word the story reader knows it by. A clause that
    names two players, a seat and a side together, or a name given two places tells nothing;
    a seat in parentheses after a name is ``named_players``' own reading.

    >>> from engine.story.words import tokenize
    >>> sorted(seating(tokenize("Сидели: я на Юге, Петрович напротив, справа от меня Галя, "
    ...                         "на Востоке Анна Ильинична, Мухина — Запад.")).items())
    [('анна', 'восток'), ('галя', 'правый'), ('мухина', 'запад'), ('петрович', 'партнер')]
    >>> seating(tokenize("Я сидел на Юге; слева, на Западе, Тамара; справа — Игнат."))
    {'тамара': 'запад', 'игнат': 'правый'}
    >>> seating(tokenize("Торговля: Козлов (Восток) – пас, Петрова (Юг) – 1♠"))  # see above
    {}
    >>> seating(tokenize("Я на Юге. Эльвира, соседка слева, всё время молчала."))
    {'эльвира': 'левый'}
    >>> seating(tokenize("Ну вот. Сдавал Север, Игнат, он думал, а Юг уже сказал 1♠."))
    {'игнат': 'север'}
    >>> seating(tokenize("Восток ещё думал, а Запад, Аркадий, вдруг говорит 1♥."))
    {'аркадий': 'запад'}
    >>> seating(tokenize("Потом Север сказал пас. Галя слева от Пети."))
    {}
    """
    tokens = list(frozen)
    found: dict[str, set[str]] = {}
    placed: list[range] = []  # the clauses since the last name, each telling only a place
    seen: list[str] = []  # every name, in order
    couples: list[tuple[str, str]] = []  # «Валентина, жена его»: she and the name before
    last: str | None = None  # the last name told in this sentence
    before: str | None = None  # ... in the sentence before: whom «он», «она» opening one are
    clauses = _clauses(tokens)
    for at, clause in enumerate(clauses):
        opens = clause.start == 0 or tokens[clause.start - 1].text in ".!?" or tokens[
            clause.start - 1].is_paragraph
        if opens:
            before, last = last, None
        if clause.start > 0 and tokens[clause.start - 1].text in ".!?:;":
            placed = []  # another sentence: its places are not this name's
        names = [k for k in clause if _name_at(tokens, k)
                 and not (k - 1 in clause and _name_at(tokens, k - 1))]
        seen.extend(tokens[k].text for k in names)
        if any(is_in(tokens[k], c) for k in clause for c in _LETTER_VERBS) or len(names) > 1:
            placed = []
            last = tokens[names[-1]].text if names else None
            continue  # «Толик перебил Север»: a call told, not a seat
        if not names:
            told_place = _between_commas(tokens, clause) and not any(
                _names_an_act(tokens, k) or is_in(tokens[k], "story.role.me") for k in clause
            )  # «Восток ещё думал»: no place told; «Я Юг, Нина, …»: the teller's own place
            placed = [*placed, clause] if told_place else []
            whom = before if opens else last  # «Алесь у нас молодой, он на Севере сидел»
            if whom is not None and (word := _pronoun_placed(tokens, clause)) is not None:
                found.setdefault(whom, set()).add(word)  # «Галина … . Сидела она на Западе»
            elif not opens and _noun_subject(tokens, clause):
                last = None  # «Зина …, а муж её, он на востоке»: «он» is the husband
            continue
        last = tokens[names[-1]].text
        name = names[0]
        if at + 1 < len(clauses) and _kin_of_someone(tokens, clauses[at + 1]) and len(
            seen) > 1 and seen[-2] != tokens[name].text:
            couples.append((tokens[name].text, seen[-2]))  # «Валентина, жена его, …»
        near = range(max(clause.start, name - _LIMIT), min(clause.stop, name + _LIMIT + 2))
        word = _place_word(tokens, near, name, clause)
        if word is None and all(_name_at(tokens, k) for k in clause) and (
            _between_commas(tokens, clause)
        ):
            # «напротив меня, на Востоке, Лариса Петровна»: the name alone after its place
            told = {w for c in placed if (w := _place_word(tokens, c, -1, c)) is not None}
            seats = [w for w in told if seat_word(w) is not None]
            word = seats[0] if len(seats) == 1 else None
            if not seats and len(told) == 1:
                word = next(iter(told))
        if word is None and _ends_in_name(tokens, clause) and at + 1 < len(clauses):
            word = _apposition(tokens, clause, clauses[at + 1 : at + 3])  # «Толик, сосед справа»,
            # «и тут Нина, что слева от меня, пас сказала»
        placed = []
        if word is not None:
            found.setdefault(tokens[name].text, set()).add(word)
    placed_at = {name: next(iter(told)) for name, told in found.items() if len(told) == 1}
    for one, other in couples:  # a couple sits opposite: one's place tells the other's
        for a, b in ((one, other), (other, one)):
            if a in placed_at and b not in found and placed_at[a] in _OPPOSITE:
                placed_at[b] = _OPPOSITE[placed_at[a]]
    return tuple(placed_at.items())


_OPPOSITE = {"север": "юг", "юг": "север", "восток": "запад", "запад": "восток",
             "левый": "правый", "правый": "левый"}


def _opposite_of(tokens: list[Word], i: int, stems: dict[str, str]) -> str | None:
    """The seat across the table from the player named last, for the name at ``i`` told
    right after «напротив него» («Сдавал Николай, Запад, а напротив него Анна»: East).

    >>> from engine.story.words import tokenize
    >>> [t.text for t in named_players(tokenize("Сдавал Николай, Запад, а напротив него "
    ...                                          "Анна, она и сказала 1♥"))][-8:-5]
    ['напротив', 'него', 'восток']
    """
    if i < 2 or not stems or not is_in(tokens[i - 1], "story.pronoun_of") or not is_in(
        tokens[i - 2], "story.seated_opposite"
    ):
        return None
    last = list(stems.values())[-1]
    return _OPPOSITE.get(last) if seat_word(last) is not None else None


def _kin_of_someone(tokens: list[Word], clause: range) -> bool:
    """A clause that names a kin or partner of someone named before («жена его», «её муж»,
    «его партнёр»): the name before it and that someone are partners.

    >>> from engine.story.words import tokenize
    >>> [_kin_of_someone(tokenize(t), range(0, 2)) for t in ("жена его", "мой муж")]
    [True, False]
    """
    if len(clause) > 3:
        return False
    kin = any(is_in(tokens[k], "story.role.partner_kin") or is_in(tokens[k], "story.role.partner")
              for k in clause)
    return kin and any(is_in(tokens[k], "story.someone_elses") for k in clause)


def _pronoun_placed(tokens: list[Word], clause: range) -> str | None:
    """The seat told of «он», «она» in a clause of sitting that names nobody and tells no act
    but sitting («Сидела она на Западе», «она на Западе»): the seat word, else None.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сидела она на Западе, он сказал пас")
    >>> _pronoun_placed(toks, range(0, 4)), _pronoun_placed(toks, range(5, 8))
    ('запад', None)
    """
    pronouns = [k for k in clause if is_in(tokens[k], "story.role.pronoun")]
    if len({tokens[k].text for k in pronouns}) != 1 or any(
        _names_an_act(tokens, k) and not _sitting(tokens[k]) for k in clause
    ):
        return None
    seats = {seat for k in clause if (seat := place_seat(tokens[k])) is not None}
    if not seats:  # «у Люды, она напротив меня сидит, …»: a side of the teller
        sides = {w for k in clause if (w := _side_word(tokens, k, clause)) is not None}
        return next(iter(sides)) if len(sides) == 1 else None
    return _SEAT_WORDS[next(iter(seats))] if len(seats) == 1 else None


_LEAD_IN = 3  # the most words before a name that ends its clause («и тут Нина, …»)


def _ends_in_name(tokens: list[Word], clause: range) -> bool:
    """A clause of a name alone, or of a name after a few words that neither tell an act nor
    name anyone else, nor a person whose name follows («Толик», «и тут Нина», «а Люда»; not
    «а партнёр Гены»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("и тут Нина, Толик сказал, а Нина")
    >>> [_ends_in_name(toks, c) for c in (range(0, 3), range(4, 6), range(7, 9))]
    [True, False, True]
    """
    names = [k for k in clause if _name_at(tokens, k)]
    if not names or names[-1] != clause.stop - 1:
        return False
    first = names[0]
    if any(not _name_at(tokens, k) for k in range(first, clause.stop)):
        return False
    lead = range(clause.start, first)
    return len(lead) <= _LEAD_IN and not any(
        _names_an_act(tokens, k) or place_seat(tokens[k]) is not None
        or _person_noun(tokens[k].text)  # «а партнёр Гены, Юг, 2♣»
        or _side_word(tokens, k, clause) is not None for k in lead)


def _person_noun(word: str) -> bool:
    """The word's likeliest reading is an animate noun («партнёр», «сосед»; not «и», «тут»)."""
    readings = _parses(word) if word.isalpha() else []
    return bool(readings) and {"NOUN", "anim"} <= readings[0].tag.grammemes


def _apposition(tokens: list[Word], clause: range, following: list[range]) -> str | None:
    """The place told in a short clause of its own right after a name alone, set off by
    commas («Толик, сосед справа, кричит», «Валя, жена его, у окна слева от меня, …»): the
    first of the next two such clauses that tells a place gives that name's place."""
    if clause.stop >= len(tokens) or tokens[clause.stop].text != ",":
        return None
    for told in following:
        if len(told) > _LIMIT + 1 or not _between_commas(tokens, told) or any(
            _name_at(tokens, k) or (_names_an_act(tokens, k) and not _sitting(tokens[k]))
            for k in told
        ):
            return None  # «Сергей, он ещё думал, а Юг уже сказал 1♠»: no aside of a place
        word = _place_word(tokens, told, -1, told)
        if word is not None:
            return word
    return None


def _noun_subject(tokens: list[Word], clause: range) -> bool:
    """A noun in the nominative in the clause, no name («а муж её»): what a pronoun after it
    may stand for, in place of the name told before.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("а муж её, ему шестьдесят")
    >>> _noun_subject(toks, range(0, 3)), _noun_subject(toks, range(4, 6))
    (True, False)
    """
    return any(token.text.isalpha() and any(
        {"NOUN", "nomn", "anim"} <= p.tag.grammemes for p in _parses(token.text))
        for token in (tokens[k] for k in clause))


def _sitting(token: Word) -> bool:
    """A verb of sitting («сидела», «сел»): where a player sat, no act of the story («Галя,
    которая сидела на Севере, …»)."""
    return is_in(token, "story.sitting") or is_in(token, "story.my_seat")


def _names_an_act(tokens: list[Word], k: int) -> bool:
    """A verb of calling or a call at ``k``, or a finite verb (the story's acts); dealing is
    where a player sat, not an act of the story («Сдавал Север, Игнат, …»)."""
    if is_in(tokens[k], "story.dealer"):
        return False
    if any(is_in(tokens[k], c) for c in _LETTER_VERBS):
        return True
    found = read_call(tokens, k)
    if found is not None and found.call is not None and not found.dash:
        return True
    return tokens[k].text.isalpha() and any(  # «мой» may be «мыть» bidden: not a told act
        {"VERB", "indc"} <= p.tag.grammemes for p in _parses(tokens[k].text))


def _between_commas(tokens: list[Word], clause: range) -> bool:
    """A clause of a list: a comma, a colon, a semicolon or a sentence's start before it,
    and a comma, a semicolon or a stop after it — not words in parentheses («Петрова (Юг)»)."""
    before = tokens[clause.start - 1].text if clause.start > 0 else ":"
    after = tokens[clause.stop].text if clause.stop < len(tokens) else "."
    return before in (",", ";", ":", ".", "!", "?") and after in (",", ";", ".", "!", "?")


def _place_word(tokens: list[Word], near: range, name: int, clause: range) -> str | None:
    """The one seat, else the one side, told in ``near`` (not at ``name``)."""
    seats = {s for k in near if k != name and (s := place_seat(tokens[k])) is not None}
    seats |= {s for k in near for c, s in _FROM_SEATS if is_in(tokens[k], c)
              and k > 0 and is_in(tokens[k - 1], "story.seat_from")}
    sides = {w for k in near if k != name and (w := _side_word(tokens, k, clause))}
    if len(seats) == 1 and not sides:
        return _SEAT_WORDS[next(iter(seats))]
    if len(sides) == 1 and not seats:
        return next(iter(sides))
    if len(seats) == 1 and (sides - {_ROLE_WORDS[Role.PARTNER]}) == set():
        return _SEAT_WORDS[next(iter(seats))]  # «моя партнёрша Анна — Север»
    return None


_LETTER_VERBS = ("story.verb.call", "story.verb.pass", "story.verb.double",
                 "story.verb.redouble", "story.opened")


def dotted_letters(tokens: list[Word]) -> list[Word]:
    """Without the dots that abbreviate a seat letter or «Сд.» (dealer) — «Сд. В.; В. — пас;
    далее очередь Ю., но С. опередил его» — so that the letters read as players: a dot glued
    to a capital seat letter (or to an abbreviation of the concept ``story.abbreviation``)
    and not followed by a capitalised word, which would open a new sentence.

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in dotted_letters(tokenize("Сд. В.; С. опередил его. Очередь Ю. Он"))]
    ['Сд', 'В', ';', 'С', 'опередил', 'его', '.', 'Очередь', 'Ю', '.', 'Он']
    """
    dots = [k for k, token in enumerate(tokens)
            if token.text == "." and not token.gap and k > 0 and _abbreviated(tokens, k - 1)]
    habit = any(k + 1 < len(tokens) and tokens[k + 1].text in _MID_SENTENCE for k in dots)
    dropped = {k for k, token in enumerate(tokens) if _cut_short(tokens, k)}
    for k in dots:  # the story's habit shown by «В.;», «Ю., но»: no sentence ends there
        following = tokens[k + 1] if k + 1 < len(tokens) else None
        opens = following is None or following.is_paragraph or following.raw[:1].isupper()
        if is_in(tokens[k - 1], "story.abbreviation") or (habit and not opens):
            dropped.add(k)
    return [token for k, token in enumerate(tokens) if k not in dropped]


_MID_SENTENCE = frozenset((",", ";", ":", "—", "–"))


def without_asides(tokens: list[Word]) -> list[Word]:
    """Without the parenthetical words that tell nothing of the case («значит», «стало быть»,
    «короче», "you know": the concept ``story.aside``) where commas set them off, with those
    commas, so that the words around them read as one clause («сдавал, значит, правый сосед»
    is «сдавал правый сосед»).

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in without_asides(tokenize("Сдавал, значит, правый. Короче, я пас"))]
    ['Сдавал', 'правый', '.', 'я', 'пас']
    >>> [t.raw for t in without_asides(tokenize("что это значит, не знаю"))][2:4]
    ['значит', ',']
    """
    dropped: set[int] = set()
    for a, b in phrases(tokens, "story.aside"):
        if b >= len(tokens) or tokens[b].text != ",":
            continue
        if a == 0 or tokens[a - 1].text in ".!?" or tokens[a].is_paragraph:
            dropped.update(range(a, b + 1))  # «Короче, я пас»
        elif tokens[a - 1].text == ",":
            dropped.update(range(a - 1, b + 1))  # «я, короче, сразу пас»: both commas
    return [token for k, token in enumerate(tokens) if k not in dropped]


def _cut_short(tokens: list[Word], k: int) -> bool:
    """The dot at ``k`` cuts a word short inside a sentence that goes on with a small letter
    («П-р (С) вне оч. открыл 1ч», «т.е. ту же масть»), not a sentence's end.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("вне оч. открыл 1ч. Потом пас")
    >>> _cut_short(toks, 2), _cut_short(toks, 5)
    (True, False)
    """
    if tokens[k].text != "." or k == 0 or k + 1 >= len(tokens) or tokens[k].gap:
        return False
    following = tokens[k + 1]
    return (is_in(tokens[k - 1], "story.cut_word") and following.is_word
            and following.raw[:1].islower() and not following.is_paragraph)


def _abbreviated(tokens: list[Word], k: int) -> bool:
    """The token at ``k`` is a capital seat letter or an abbreviation («Сд»), not a word."""
    token = tokens[k]
    if k > 0 and tokens[k - 1].text == "." and not token.gap:
        return False  # «U.S.», «т.е.»: letters of an abbreviation of other words
    return (len(token.raw) == 1 and token.raw.isupper() and token.text in LETTERS) or is_in(
        token, "story.abbreviation")


def german_east(tokens: list[Word]) -> list[Word]:
    """A capital Latin «O» standing alone in a story whose other seats are the Latin capitals
    N, S and W (two of them at least) and that never writes «E»: the German «Ost», East
    («N 1 SA – и тут O: „Kontra!“», "W: 1NT - N: Kontra - O: 2H"), rewritten as «E» so that
    every reader takes it for the seat.

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in german_east(tokenize("N Pass, O Pass, S 1 Herz"))]
    ['N', 'Pass', ',', 'E', 'Pass', ',', 'S', '1', 'Herz']
    >>> [t.raw for t in german_east(tokenize("N 1H, E pass, S 2H, O yes"))][-2]
    'O'
    """
    capitals = {t.raw for t in tokens if len(t.raw) == 1}
    if "O" not in capitals or "E" in capitals or len(capitals & {"N", "S", "W"}) < 2:
        return tokens
    return [replace(t, raw="E", text="e") if t.raw == "O" else t for t in tokens]


def letter_players(tokens: list[Word]) -> list[Word]:
    """In a story that writes the seats as small letters («з пас, с пас, в 1п, ю 1ч»: «ю» or
    «з» stand alone somewhere), the letters «с» and «в» that are no prepositions — opening a
    clause before a call, a verb of calling, a comma or a stop, or ending a sentence — are
    seats, written as capitals so that every reader takes them for players.

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in letter_players(tokenize("з пас, с пас, в 1п, ю 1ч. очередь была с."))]
    ['з', 'пас', ',', 'С', 'пас', ',', 'В', '1п', ',', 'ю', '1ч', '.', 'очередь', 'была', 'С', '.']
    >>> [t.raw for t in letter_players(tokenize("с партнёром играли в 4♠"))][0]
    'с'
    """
    if not any(len(t.raw) == 1 and t.text in ("ю", "з") for t in tokens):
        return tokens
    out = list(tokens)
    for k, token in enumerate(tokens):
        if len(token.raw) != 1 or token.raw not in ("с", "в"):
            continue
        following = tokens[k + 1] if k + 1 < len(tokens) else None
        ends = following is None or following.text in ".!?)" or following.is_paragraph
        if ends or (clause_opens(tokens, k) and _player_follows(tokens, k + 1)) or (
                _letter_is_seat(tokens, k)):
            out[k] = replace(token, raw=token.raw.upper())
    return out


def _letter_is_seat(tokens: list[Word], k: int) -> bool:
    """The letter at ``k`` stands before a call in a run of seats and calls: a call ends
    right before it, or another seat («я», «ю», «з») follows its call («з пас с пас в пас»,
    «в 1п я (ю) 2т»); or it follows a preposition that takes a player («у в»).

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in letter_players(tokenize("ю 1ч. в итоге в 1п я 2т з пас с пас"))][3:]
    ['в', 'итоге', 'В', '1п', 'я', '2т', 'з', 'пас', 'С', 'пас']
    """
    if k > 0 and is_in(tokens[k - 1], "story.preposition_of_player"):
        return True  # «у в выпадает 7т»: no preposition follows a preposition
    found = read_call(tokens, k + 1)
    if found is None or found.call is None or found.dash:
        return False
    before = k > 0 and any((said := read_call(tokens, start)) is not None and said.end == k
                           and said.call is not None for start in range(max(0, k - 2), k))
    after = found.end < len(tokens) and len(tokens[found.end].raw) == 1 and (
        tokens[found.end].text in ("я", "ю", "з"))
    return before or after


def _player_follows(tokens: list[Word], k: int) -> bool:
    """What follows a seat letter that names a player: a call, a verb of calling, a comma or
    a dash, «не» and a verb («с не принял»); one adverb of time may stand first («а в уже
    контра», «с ещё думает»).

    >>> from engine.story.words import tokenize
    >>> [t.raw for t in letter_players(tokenize("ю 1п з п. с думает а в уже контра"))][5:]
    ['с', 'думает', 'а', 'В', 'уже', 'контра']
    """
    if k >= len(tokens):
        return True
    token = tokens[k]
    k = adverbs_end(tokens, k, most=1)
    if k >= len(tokens):
        return False
    token = tokens[k]
    if token.text in (",", "—", "–", ":") or any(is_in(token, c) for c in _LETTER_VERBS):
        return True
    if token.text == "не" and k + 1 < len(tokens) and tokens[k + 1].is_word:
        return True
    found = read_call(tokens, k)
    return found is not None and found.call is not None and not found.dash


_FROM_SEATS = (("story.seat_of.north", Seat.N), ("story.seat_of.east", Seat.E),
               ("story.seat_of.south", Seat.S), ("story.seat_of.west", Seat.W))


def _seat_from(tokens: list[Word], k: int) -> str | None:
    """The seat told right after a name by «с» and the seat's genitive or «from» and the
    seat («Даня с Запада», «Dan from West»), as the word the story reader knows it by."""
    if k + 1 >= len(tokens) or not is_in(tokens[k], "story.seat_from"):
        return None
    following = tokens[k + 1]
    seat = next((seat for concept, seat in _FROM_SEATS if is_in(following, concept)), None)
    if seat is None and following.text.isascii():
        seat = seat_word(following.text)
    return _SEAT_WORDS[seat] if seat is not None else None


_CONTRACT_REACH = 5  # the most words of a contract between the verb and «с Севера»


def _seat_declared_from(tokens: list[Word], i: int) -> str | None:
    """The seat a name played the contract from, told in his clause after the verb and the
    contract: «Валентина Петровна разыгрывала 3 без козыря с Севера», "Dan declared 4S from
    North".

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Нина Петровна разыгрывала 3 без козыря с Севера. Нина взяла")
    >>> _seat_declared_from(toks, 0), _seat_declared_from(tokenize("Нина разыгрывала, а я"), 0)
    ('север', None)
    """
    k = i + 1
    if k < len(tokens) and _patronymic(tokens[k]):
        k += 1
    if k >= len(tokens) or not is_in(tokens[k], "story.declarer_verb"):
        return None
    for at in range(k + 1, min(len(tokens), k + 2 + _CONTRACT_REACH)):
        if tokens[at].text in _CLAUSE_ENDS:
            return None
        seat = _seat_from(tokens, at)
        if seat is not None:
            return seat
    return None


def _seat_told(tokens: list[Word], k: int, closing: str) -> str | None:
    """The seat told right after a player's name, in his own clause: «на севере», «, он
    сидел Западом», «, он на севере», «(он Восток)»; pronouns and words of sitting may come
    between, nothing else. The seat as the word the story reader knows it by.

    >>> from engine.story.words import tokenize
    >>> [_seat_told(tokenize(t), 0, ",") for t in ("на севере сказала", ", он сидел Западом",
    ...                                           "сказала пас на севере")]
    ['север', 'запад', None]
    """
    skip_to = k
    for at in range(k, min(len(tokens), k + 8)):
        if at < skip_to:
            continue
        token = tokens[at]
        seat = place_seat(token)
        if seat is not None:
            return _SEAT_WORDS[seat]
        if token.text == "," and closing == "," and (end := _apposition_end(tokens, at + 1)):
            skip_to = end  # «Mr Fothergill, our churchwarden, sitting West»
            continue
        if is_in(token, "story.from_town") and at + 1 < len(tokens) and tokens[at + 1].raw[
                :1].isupper() and place_seat(tokens[at + 1]) is None:
            skip_to = at + 2  # «Лена из Питера Север»: where she comes from, then her seat
            continue
        if token.text in (",", closing) or is_in(token, "story.role.pronoun") or is_in(
            token, "story.my_seat"
        ) or is_in(token, "story.side_of_me"):  # «(она слева от меня, Запад)»
            continue
        return None
    return None


_APPOSITION_WORDS = 3  # the most words of a title between commas after a name


def _apposition_end(tokens: list[Word], k: int) -> int | None:
    """A title set off by commas after a name, begun by a possessive or an article («our
    churchwarden», «наш председатель»), with no seat nor call in it: the closing comma's
    index.

    >>> from engine.story.words import tokenize
    >>> _apposition_end(tokenize("Bob, our dear vicar, sitting West"), 2)
    5
    >>> _apposition_end(tokenize("Bob, our West, bid"), 2) is None
    True
    """
    if k >= len(tokens) or not is_in(tokens[k], "story.apposition_start"):
        return None
    for at in range(k + 1, min(len(tokens), k + 2 + _APPOSITION_WORDS)):
        token = tokens[at]
        if token.text == ",":
            return at if at > k + 1 else None
        if not (token.is_word and token.text.isalpha()) or place_seat(token) is not None:
            return None  # («our club secretary»: a suit's word in a title is no call)
    return None


def _seat_before_name(tokens: list[Word], i: int) -> str | None:
    """A seat, a comma, then the name alone between commas: «Север, Степан, сказал пас»; or
    the name alone in parentheses right after the seat: «Восток (Мухин) – 1БК».

    >>> from engine.story.words import tokenize
    >>> [t.text for t in named_players(tokenize("Восток (Мухин) 1♥. Мухин сказал пас"))][-3]
    'восток'
    """
    if i < 2 or i + 1 >= len(tokens):
        return None
    commas = tokens[i - 1].text == "," and tokens[i + 1].text == ","
    if not commas and (tokens[i - 1].text, tokens[i + 1].text) != ("(", ")"):
        return None
    seat = seat_word(tokens[i - 2].text)
    return _SEAT_WORDS[seat] if seat is not None else None


_SENTENCE_ENDS = frozenset({".", "!", "?"})
_TOPIC_SPAN = 25  # words a sentence about a named player may run before the next one


def _seat_next_sentence(tokens: list[Word], i: int) -> str | None:
    """A name that opens its sentence, and the next sentence opens with a verb of sitting
    and no subject of its own, then the seat: «Ядвига у нас всегда торопится. Сидела на
    Западе, вистовала» — the player named is who sat there.

    >>> from engine.story.words import tokenize
    >>> _seat_next_sentence(tokenize("Ядвига торопится. Сидела на Западе, вистовала"), 0)
    'запад'
    """
    if i > 0 and tokens[i - 1].text not in _SENTENCE_ENDS:
        return None
    end = next((k for k in range(i + 1, min(len(tokens), i + _TOPIC_SPAN))
                if tokens[k].text in _SENTENCE_ENDS), None)
    if end is None or end + 2 >= len(tokens) or not is_in(tokens[end + 1],
                                                          "conduct.story.name_glue"):
        return None
    return _seat_told(tokens, end + 2, ",")


def _player_word(tokens: list[Word], k: int) -> str | None:
    """The role or seat named in the parentheses that start at ``k`` («(мой партнёр)»,
    «(Ю)», «(South)»), as the word the story reader knows it by."""
    while k < len(tokens) and is_in(tokens[k], "story.possessive"):
        k += 1
    if k + 1 >= len(tokens) or tokens[k + 1].text != ")":
        return None
    seat = seat_word(tokens[k].text) or (
        LETTERS.get(tokens[k].text) if len(tokens[k].raw) == 1 else None)
    if seat is not None:
        return _SEAT_WORDS[seat]
    named = subject_at(tokens, k)
    if named is not None and named.role in _ROLE_WORDS and named.end == k + 1:
        return _ROLE_WORDS[named.role]
    return None
