"""Finding the auction in a table story: the calls in order, whose they were, and the dealer.

Calls come as shorthand (``2C-p-2D-p-3D-p-3C``, ``1NT / 2D / nb``, ``P-(P)-1C-(2H)`` with the
opponents in parentheses, ``1♠ пас 2♠``) or told in words by seat or role («Север открыл 1
трефу, Восток пас», «я открыл 1♠, партнёр ответил 2♥», «LHO bid 2H»). Roles become seats by
one stated assumption (you are South unless the story says otherwise). Nothing is invented:
fewer than two calls in sequence is no auction, and a number after «правило», «Board» or
«сдача» is never a level.

>>> def calls(text):
...     return read_auction(text).auction_text()
>>> calls("Север открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа")
'N:1♣ E:пас S:1♦ W:1♣'
>>> calls("2C-p-2D-p-3D-p-3C")
'N:2♣ E:пас S:2♦ W:пас N:3♦ E:пас S:3♣'
>>> calls("я открыл 1♠, партнёр ответил 2♥")
'S:1♠ W:пас N:2♥'
>>> reading = read_auction("Сдача 7. P-(P)-1C-(2H), Board 19 правило 27")
>>> reading.auction_text(), reading.dealer_from
('S:пас W:пас N:1♣ E:2♥', 'board')
>>> read_auction("Правило 27B1, сдача 19: что решать?").calls
[]
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import pairwise

from engine.lexicon import words
from engine.rules.model import Call, CallKind, Seat, declarer_of
from engine.rules.result import DealerFrom
from engine.search.bids import level as level_word
from engine.story.calls import (
    DASH_WORDS,
    LETTERS,
    SPEECH_LEAD,
    Found,
    Subject,
    adverbs_end,
    agent_at,
    is_stop,
    letter_seat,
    owner_at,
    past_clock,
    quoted_call_after,
    read_call,
    seat_word,
    sentence_span,
    subject_at,
    unseated_name,
    with_elided_strains,
)
from engine.story.diagram import Diagram, read_diagram
from engine.story.mention import (
    VERBS,
    asked_what_may_be_done,
    call_context,
    in_thought,
    instead_of_him,
    labelled_with_owner,
    retold_call,
    retracts,
    spoken_of,
    standalone_dash,
)
from engine.story.model import Role, Story, StoryCall
from engine.story.speakers import voiced
from engine.story.table import (
    board_number,
    dealer_for_board,
    diagram_header,
    dotted_letters,
    female_person,
    german_east,
    letter_players,
    my_seat,
    named_here,
    named_in_genitive,
    named_players,
    place_seat,
    seat_by_role,
    stated_dealer,
    turn_holder,
    turn_of_a_name,
    turn_told,
    without_asides,
)
from engine.story.words import (
    CLOSING_QUOTES,
    DASHES,
    SEPARATORS,
    Word,
    aside_close,
    is_in,
    passive_participle,
    past_gender,
    phrase_at,
    phrases,
    phrases_unless,
    quoted_words,
    sentence_end,
    sentence_start,
    tokenize,
    vocabulary,
)

IMPLIED_PASSES = "Пасы, о которых в рассказе не сказано, считаю сказанными"  # a note
MAX_CALLS = 80  # no table auction is longer; the rest of a longer run is left, and said so
# the calls a text is read for (several auctions may be told): each call read looks back over
# its sentence, so a text of nothing but calls would otherwise take seconds to read
MAX_CALLS_READ = 2 * MAX_CALLS
_GAP_WORDS = 8  # more words than this between two calls (besides glue) start a new auction
_RULING_WORDS = 30  # ... unless they tell the ruling on the call before them, up to this many


@dataclass
class Reading:
    """What the auction reader found, with the names of the patterns that fired."""

    calls: list[StoryCall] = field(default_factory=list)
    dealer: Seat = Seat.N
    dealer_from: DealerFrom = "assumed"
    me: Seat = Seat.S
    board: int | None = None
    replacement: Call | None = None
    replaced_at: int | None = None  # where the call a replacement was put in place of begins
    then: Call | None = None  # the call chosen after a refused change («went back to 3NT»)
    after_end: bool = False  # the calls told all come after the final pass, told before them
    fired: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    tokens: list[Word] = field(default_factory=list)
    told_first: list[_Item] = field(default_factory=list)  # calls told first, then in turn

    def story(self) -> Story:
        return Story(tuple(self.calls), self.dealer, self.dealer_from, self.me,
                     board=self.board, replacement=self.replacement, then=self.then)

    def auction_text(self) -> str:
        return self.story().auction_text()

    def fire(self, name: str) -> None:
        if name not in self.fired:
            self.fired.append(name)


@dataclass
class _Item:
    """A call found while scanning, before the auction is chosen."""

    found: Found
    start: int
    subject: Subject | None
    opponent: bool = False
    pronoun: bool = False  # its player was named by «он», «she»: maybe a call spoken of again
    again: bool = False  # the same player's call after the ruling on his last one: no turn
    owned: bool = False  # its player told after it («4♥ у Севера»): alone, maybe a contract
    after_gap: bool = False  # a player before it is told not to have called («(?)» in a table)


def read_auction(text: str) -> Reading:
    """The auction of a story (see the module's description); never raises on text."""
    tokens = letter_players(voiced(named_players(dotted_letters(without_asides(german_east(
        with_elided_strains(tokenize(text))))))))
    reading = Reading(tokens=tokens)
    mine: set[int] = set()  # the words that tell the teller's seat («я (Юг)»)
    me = my_seat(tokens, mine)
    used = set(mine)
    if me is not None:
        reading.me = me
        reading.fire("seat.me_stated")
    elif (by_role := seat_by_role(tokens)) is not None:
        reading.me = by_role  # «партнёр (север) открыл …»: I sit opposite him
        reading.fire("seat.me_stated")
        reading.fire("seat.me_from_role")
    stated = stated_dealer(tokens, used)
    board = board_number(tokens, used)
    header = diagram_header(tokens, used)
    if header is not None:
        reading.fire("auction.diagram")
    scan = _scan(tokens, reading, used, mine)
    diagram = read_diagram(tokens, _dealer_known(stated, board))
    if scan.replacement is None and diagram is not None and diagram.replacement is not None:
        scan.replacement = diagram.replacement  # «`2♠` → `3♠`» in the last call's cell
        reading.fire("replacement.diagram")
    corrected = any(phrases(tokens, c) for c in (
        "story.corrected_at_once", "story.corrected_later", "story.replacing"))
    reading.replacement = scan.replacement
    reading.then = scan.then
    if scan.replacement is not None and scan.replaced is not None:
        reading.replaced_at = tokens[scan.replaced].start
    if scan.replacement is not None:
        reading.fire("replacement.named")
    elif scan.meant is not None and corrected and not _meant_by_another(scan):
        reading.replacement = scan.meant  # «хотел 1♦, сразу поправился»: what he meant
        reading.fire("replacement.meant")
    told_after = _told_after_incident(tokens, scan.items)
    late: _Item | None = None
    if told_after is not None:
        late = _late_incident(scan.items, told_after, scan.ended_at)
        scan.items = told_after  # the incident told first, then «Торговля была такая: …»
        reading.fire("auction.told_after_incident")
    duties = barred_told(tokens)
    lasting = [(a, b) for a, b in duties if phrases(tokens[a:b], "story.duty_length")]
    scan.items = [item for item in scan.items if not (
        item.found.call is not None and item.found.call.is_pass
        and any(a <= item.start < b for a, b in lasting))]  # «тд: пард пасует в следующий
    # раз»: a duty the director laid on a player, with how long it lasts, no pass he made
    # («East had to pass and South bid 2H» is East's pass)
    misheard = _misheard_spans(tokens)
    scan.items = [item for item in scan.items
                  if not any(a <= item.start < b for a, b in misheard)]
    groups = _groups(tokens, _restated(tokens, _runs(tokens, scan.items, reading), reading),
                     reading.me)
    # one call alone: a change of call, or a call with the dealer known (whose turn it was)
    holder = turn_holder(tokens)
    seen = bool(phrases(tokens, "story.during_auction")) and any(
        phrases(tokens, c) for c in ("story.exposed", "story.show_verb"))  # a card in the auction
    cue = reading.replacement is not None or stated is not None or board is not None or any(
        phrases(tokens, c) for c in ("story.corrected_at_once", "story.corrected_later")
    ) or holder is not None or seen or scan.ended_at is not None or any(  # after a duty
        start < group[0].start for start, _ in duties for group in groups
    )
    told = [item for group in groups for item in group]
    groups = [_without_repeats(_without_echoes(tokens, group, reading), reading)
              for group in groups]
    groups = _dealer_changes(groups, stated, reading.replacement is not None)
    groups = [_dealer_opens(tokens, group, stated) for group in groups]
    groups = _joined_over_refusal(tokens, _joined_over_duty(tokens, groups, reading), reading)
    chosen = _diagram_calls(diagram, groups, reading) if diagram else _choose(
        groups, reading, cue, lambda item: _told_out_of_turn(tokens, item))
    chosen = _without_play_talk(tokens, chosen, reading)
    if len(chosen) > MAX_CALLS:
        counted = "" if "calls.capped" in reading.fired else f" ({len(chosen)})"
        reading.notes.append(
            f"Торговля длиннее {MAX_CALLS} заявок{counted}: читаю первые {MAX_CALLS}."
        )
        reading.fire("auction.too_long")
        chosen = chosen[:MAX_CALLS]
    chosen = _replaced_by(chosen, scan.replacer, reading)
    chosen = _without_retold_start(tokens, chosen, reading)
    if len(chosen) == 1 and stated is None and board is None and (
        _side_called_before(tokens, chosen)
    ):
        chosen = []  # «Соперники открыли, и партнёр спасовал …»: the bids before it untold
        reading.fire("auction.untold_start")
    opener = _opener(tokens)
    if opener is not None and chosen and chosen[0].subject is None and (
        chosen[0].found.call is not None and chosen[0].found.call.is_bid
    ):
        chosen[0] = replace(chosen[0], subject=opener)  # «1♥-п-4♥ …, я открыла»
        reading.fire("auction.opener")
    if _holder_first(tokens, chosen, holder, reading.me) and stated is None and board is None and (
        not _side_called_before(tokens, chosen)
    ) and diagram is None:
        stated = holder  # the first call told was out of turn: the player in turn was first
        reading.fire("dealer.turn_holder")
    if stated is None and board is None and header is None and diagram is None and (
        nxt := _next_caller_in_turn(tokens, chosen)
    ) is not None:
        stated = nxt  # «LHO's out-of-turn double was refused; I bid 2S»: I was in turn
        reading.fire("dealer.next_caller")
    if header is not None and stated is None and board is None and diagram is None:
        stated = header
        reading.fire("dealer.diagram")
    if scan.ended_at is not None and chosen and chosen[0].start >= scan.ended_at and (
        not auction_ended([item.found.call for item in chosen if item.found.call is not None])
    ):
        reading.after_end = True  # the calls told follow the final pass; the auction is untold
        reading.fire("auction.after_end")
    _seat_calls(chosen, tokens, reading, stated, board)
    _reseat_by_words(tokens, told, chosen, reading, holder)
    _reseat_to_player_before(tokens, chosen, reading, holder)
    _seat_play_role_after_end(tokens, reading)
    if late is not None:
        _add_late_call(tokens, reading, late, chosen)
    elif chosen:
        _restore_cancelled(tokens, groups, chosen, reading, holder)
    _cancelled_then_repeated(tokens, reading)
    return reading


_REPEAT_REACH = 3  # words between a call and the word that tells it made again
_UNDONE = ("story.not_accepted", "story.director_undid", "story.call_undone")


def _cancelled_then_repeated(tokens: list[Word], reading: Reading) -> None:
    """A double told, then refused or cancelled, then other calls and the double made again
    («прав дбл, хотя очередь парта … тд всё отменил, парт сказал 1 пк, прав опять дбл»,
    "LHO said 'double' before I'd called … the TD cancelled it. I bid 1H, LHO doubled
    again"): the first was made out of turn by the player who made it again in turn. The
    auction the story asks about is that first double, made by that player, then the calls
    made after it was cancelled up to and including its repetition (what the player in turn
    did decides the ruling, 32B; the auction goes on from the double made again)."""
    calls = reading.calls
    if len(calls) < 3:
        return
    starts = {token.start: k for k, token in enumerate(tokens)}
    places = [starts.get(call.span[0]) for call in calls]
    undone = [tokens[a].start for concept in _UNDONE for a, _ in phrases(tokens, concept)]
    # each word of repeating belongs to the call nearest it («я спасовала, Галя снова сказала
    # «контра»»: the double, not the pass), the later one of two as near
    repeated: set[int] = set()
    for a, _ in phrases(tokens, "story.verb.repeat"):
        near = [(abs(at - a), -n) for n, at in enumerate(places)
                if at is not None and abs(at - a) <= _REPEAT_REACH]
        if near:
            repeated.add(-min(near)[1])
    told = reading.story()
    seated = told.seated()  # the seats as read, every call in rotation unless named
    for j in sorted(repeated):
        again = calls[j].call
        if j < 2 or again.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE):
            continue  # a bid made again is the repetition the law asks for (31A1, «West bid
            # one spade again»), told on the way to what the story asks about
        for i in range(j - 1):
            first = calls[i]
            if first.call != again or not any(
                    first.span[1] <= place < calls[j].span[0] for place in undone):
                continue
            without = replace(told, calls=tuple(calls[:i] + calls[i + 1 : j + 1]))
            seat = first.seat or without.seated()[-1][0]  # a seat named stays
            turn = seated[i - 1][0].lho if i else told.dealer
            if seat is turn:
                continue  # the first double was in its turn: refused for another reason
            reading.calls = [*calls[:i], replace(first, seat=seat), *calls[i + 1 : j + 1]]
            reading.fire("auction.cancelled_then_repeated")
            return


def _seat_play_role_after_end(tokens: list[Word], reading: Reading) -> None:
    """The first call told after the final pass, its player named by his role in the play to
    come («будущий болван сказал «4♠»», «declarer bid 4S», «тот, кому ходить, сказал
    «контра»», "the opening leader doubled"): his seat from the contract the calls before
    it reached (declarer, his partner, or declarer's LHO), not from the rotation."""
    calls = reading.calls
    for k in range(4, len(calls)):
        if not auction_ended([item.call for item in calls[:k]]):
            continue
        item = calls[k]
        # a call with no player named is the teller's only as a guess
        guessed = item.role is Role.ME and "seat.me_unnamed" in reading.fired
        if item.seat is not None and not guessed:
            return
        declarer = declarer_of(reading.story().seated()[:k])
        if declarer is None:
            return
        if item.role is Role.DECLARER:
            seat = declarer
        elif item.role is Role.DUMMY:
            seat = declarer.partner
        elif _leader_named_before(tokens, item.span[0]):
            seat = declarer.lho
        else:
            return
        calls[k] = replace(item, seat=seat, role=None if guessed else item.role)
        reading.fire("call.play_role_after_end")
        return


_LEADER_REACH = 8  # words before a call that may name its player as the opening leader


def _leader_named_before(tokens: list[Word], at: int) -> bool:
    """Words naming the opening leader in the sentence right before the call that starts at
    character ``at`` («тот, кому ходить, сказал», "the opening leader doubled")."""
    k = next((j for j, t in enumerate(tokens) if t.start == at), None)
    if k is None:
        return False
    start = max(sentence_start(tokens, k), k - _LEADER_REACH)
    return bool(phrases(tokens[start:k], "story.opening_leader"))


def _reseat_by_words(
    tokens: list[Word], told: list[_Item], chosen: list[_Item], reading: Reading,
    holder: Seat | Role | None,
) -> None:
    """The last call of a shorthand auction, which names nobody, told again in words with
    its player, when the story says whose turn it was and that is the seat the rotation
    gave the call («1♦-(P)-1♥-(X). The double came from East, but it was West's turn …
    East just doubled my 1♥»): the shorthand wrote the call where it was made, the words
    say who made it, so it was made out of turn by the player named.

    >>> reading = read_auction("Partner (North) dealt: 1♦-(P)-1♥-(X). It was West's turn, "
    ...                        "but East doubled my 1♥.")
    >>> reading.auction_text()
    'N:1♦ E:пас S:1♥ E:контра'
    """
    if holder is None or reading.dealer_from == "assumed" or not chosen:
        return
    turn = holder.seat(reading.me) if isinstance(holder, Role) else holder
    last = chosen[-1]
    call = last.found.call
    if call is None or call.is_pass or last.subject is not None or len(chosen) < 2 or (
        not _in_run(tokens, chosen[-2], last)
    ) or not reading.calls or reading.calls[-1].span[0] != tokens[last.start].start:
        return
    seated = reading.story().seated()
    if len(seated) != len(reading.calls) or seated[-1][0] is not turn:
        return
    named = {seat for item in told
             if item.start > last.found.end and item.subject is not None and not item.pronoun
             and item.found.call == call
             and (seat := item.subject.seat_for(reading.me)) is not None}
    if not named:  # «1♦-(1♠!) — Запад заявил, не дождавшись партнёра»: the player and a
        named = _caller_after(tokens, last.found.end, reading.me)  # verb of calling, no call
    if len(named) != 1:
        return
    seat = named.pop()
    if seat is turn or seated[-2][0] is seat:
        return
    reading.calls[-1] = replace(reading.calls[-1], seat=seat, role=None)
    reading.notes.append(f"Заявку «{call}» из записи торговли сделал {seat.russian}: так "
                         f"сказано в рассказе, хотя очередь была {turn.russian_genitive}.")
    reading.fire("call.reseated_by_words")


def _reseat_to_player_before(
    tokens: list[Word], chosen: list[_Item], reading: Reading, holder: Seat | Role | None
) -> None:
    """A call with nobody named, which the rotation gives to the player the story says it
    was the turn of, told right after another player is named in the sentence before it or
    its own («… before South could open her mouth West slapped the red card down. Double, out
    of turn, it was South's call»): that player made it, out of turn. Not a pass (a player
    in turn who passes names nobody either).

    >>> reading = read_auction("North opened 1H, East passed, and before South could call, "
    ...                        "West put a card down. Double, out of turn. South bid 2H.")
    >>> reading.auction_text()
    'N:1♥ E:пас W:контра S:2♥'
    """
    if holder is None or reading.dealer_from == "assumed" or len(chosen) < 2:
        return
    turn = holder.seat(reading.me) if isinstance(holder, Role) else holder
    if turn is None or len(reading.calls) != len(chosen):
        return
    seated = reading.story().seated()
    if len(seated) != len(chosen):
        return
    for k in range(1, len(chosen)):
        item, call = chosen[k], chosen[k].found.call
        if item.subject is not None or call is None or call.is_pass or seated[k][0] is not turn:
            continue
        if _in_run(tokens, chosen[k - 1], item) or (
                k + 1 < len(chosen) and _in_run(tokens, item, chosen[k + 1])):
            continue  # «Далее: 1♦-(1♠)-п»: a written auction seats its calls by rotation
        if reading.calls[k].span[0] != tokens[item.start].start:
            return
        start = max(chosen[k - 1].found.end, sentence_start(tokens, sentence_start(
            tokens, item.start) - 1) if sentence_start(tokens, item.start) > 0 else 0)
        named = [subject_at(tokens, j) for j in range(start, item.start)]
        players = [n for n in named if n is not None and n.end <= item.start]
        if not players:
            return
        seat = players[-1].seat_for(reading.me)
        if seat is None or seat is turn or seat is seated[k - 1][0]:
            return
        reading.calls[k] = replace(reading.calls[k], seat=seat, role=None)
        reading.notes.append(f"Заявку «{call}» сделал {seat.russian}: так сказано в рассказе, "
                             f"хотя очередь была {turn.russian_genitive}.")
        reading.fire("call.reseated_to_player_before")
        return


def _caller_after(tokens: list[Word], end: int, me: Seat) -> set[Seat]:
    """The player named right after a run of calls (a dash or a stop between), with a verb of
    calling right after him and no call of his told: «1♦-(1♠!) — Запад заявил, …»."""
    def passable(j: int) -> bool:  # a dash, a bracket, the «!» of «(1♠!)»; not a stop
        if tokens[j].text == "!":
            return j + 1 < len(tokens) and tokens[j + 1].text == ")"
        return not tokens[j].is_word and tokens[j].text not in ".?"

    k = end
    while k < len(tokens) and passable(k):
        k += 1
    named = subject_at(tokens, k) if k < len(tokens) else None
    if named is None or named.end >= len(tokens) or not is_in(
            tokens[named.end], "story.verb.call"):
        return set()
    after = read_call(tokens, named.end + 1) if named.end + 1 < len(tokens) else None
    if after is not None and after.call is not None:
        return set()  # «Запад заявил 2♥»: a call of his own, told in words
    seat = named.seat_for(me)
    return {seat} if seat is not None else set()


def _restore_cancelled(
    tokens: list[Word], groups: list[list[_Item]], chosen: list[_Item], reading: Reading,
    holder: Seat | Role | None,
) -> None:
    """A call made out of turn and cancelled, told before the auction that the story then
    tells again in turn without it («Восток поторопился и первым сказал 1♠. Не приняли, ТД
    отменил. Дальше: `N:P E:1S S:P W:2S`»): the cancelled call goes back where it was made,
    before the first call of the player whose turn it was, so the auction holds the
    irregularity asked about."""
    first = chosen[0].start
    earlier = sorted((item for group in groups for item in group if item.start < first),
                     key=lambda item: item.start)
    earlier += [item for item in reading.told_first if item.start < first]  # «… первым
    if not earlier or len(reading.calls) < 2:  # сказал 1♥ … Дальше: 1♣ – 1♥ – пас»
        return
    item = max(earlier, key=lambda item: item.start)
    call = item.found.call
    if call is None or item.found.weak or item.found.dash or item.subject is None:
        return
    seat = item.subject.seat_for(reading.me)
    gap = tokens[item.found.end : first]
    refused = any(not _asked_at(gap, end) for concept in ("story.not_accepted",
                                                         "story.ruling_told")
                  for _, end in phrases(gap, concept))
    start, end = sentence_span(tokens, item.start)
    told = tokens[start:end]
    turn = holder.seat(reading.me) if isinstance(holder, Role) else holder
    opening = item.start == min(other.start for other in earlier) and (
        reading.dealer_from in ("fact", "board"))  # the first call told, the dealer known
    if turn is None and (phrases(told, "story.first") or opening):
        turn = reading.dealer  # «первым сказал 1♥», «Sud думал, и в это время Vest сказал
        # 1FA»: before the dealer had called
    out_of_turn = bool(phrases_unless(told, "story.out_of_turn", "story.not_out_of_turn")
                       or phrases(told, "story.first")) or holder is not None or opening
    if seat is None or turn is None or seat is turn or not refused or not out_of_turn:
        return
    seats = [c.seat for c in reading.calls]
    expected = reading.dealer
    for placed in seats:  # the auction told again is in turn from the dealer
        if placed is not expected:
            return
        expected = expected.lho
    at = seats.index(turn) if turn in seats else None
    if at is None:
        return
    reading.calls.insert(at, StoryCall(seat, item.subject.role, call,
                                       _said(tokens, item.start, item.found.end),
                                       (tokens[item.start].start, tokens[item.found.end - 1].end)))
    reading.notes.append(f"Отменённую заявку вне очереди ({seat.russian}: {call}) ставлю "
                         f"перед заявкой {turn.russian_genitive}: была его очередь.")
    reading.fire("call.cancelled_restored")


def _late_incident(
    items: list[_Item], told_after: list[_Item], ended_at: int | None
) -> _Item | None:
    """The call told first after words of the auction's end («уже после того как все
    отпасовались, Степаныч говорит «пять треф»»), when the auction is then told from its
    start and does not tell that call again: the call made after the final pass."""
    if ended_at is None:
        return None
    late = [item for item in items if item.start >= ended_at and item not in told_after
            and item.start < told_after[0].start and not item.found.dash
            and not any(_retold(item, after) for after in told_after)]
    return late[0] if len(late) == 1 else None


def _add_late_call(tokens: list[Word], reading: Reading, late: _Item, chosen: list[_Item]) -> None:
    """The call after the final pass told first (``_late_incident``), put after the auction
    told from its start, its player the one called by the same name in that auction.

    >>> reading = read_auction("Уже после того как все отпасовались, Костя вдруг говорит "
    ...                        "«пять треф», а я четыре черви играть собирался. Началось так: "
    ...                        "я открыл 1♥, левый пас, Костя — 3♥, правый пас, я — 4♥, и три "
    ...                        "паса.")
    >>> reading.auction_text()
    'S:1♥ W:пас N:3♥ E:пас S:4♥ W:пас N:пас E:пас N:5♣'
    """
    calls = [c.call for c in reading.calls]
    name = _name_before(tokens, late.start, 15)
    if name is None or late.found.call is None or not auction_ended(calls):
        return
    for item in chosen:
        if _name_before(tokens, item.start, 3) == name:
            at = tokens[item.start].start
            seated = reading.story().seated()
            seat = next((seated[k][0] for k, c in enumerate(reading.calls)
                         if c.span[0] == at and not c.implied), None)
            if seat is None:
                return
            span = (tokens[late.start].start, tokens[late.found.end - 1].end)
            reading.calls.append(StoryCall(seat, None, late.found.call,
                                           _said(tokens, late.start, late.found.end), span))
            reading.fire("auction.after_end_told_first")
            return


def _name_before(tokens: list[Word], i: int, reach: int) -> str | None:
    """The first person's name (a capitalised word no vocabulary knows, not opening its
    sentence) up to ``reach`` tokens before ``i`` in its sentence, its first four letters."""
    for k in range(i - 1, max(-1, i - reach - 1), -1):
        token = tokens[k]
        if token.text in ".!?" or token.is_paragraph:
            return None
        said = token.raw.lower().replace("ё", "е")  # as written: a name read as a seat is
        # still the same name («Костя» → «север»)
        if token.is_word and token.raw[:1].isupper() and said.isalpha() and (
            said not in vocabulary() and k > 0 and tokens[k - 1].text not in ".!?:"
        ):
            return said[:4]
    return None


_PLAY_SEATS = (("story.role.declarer", "declarer"), ("story.role.defender", "defender"),
               ("story.declarer_verb", "declarer"))


def play_seats(tokens: list[Word]) -> tuple[Seat | None, Seat | None]:
    """The declarer and a defender named with their seats («Юг (разыгрывающий)», «вистующий
    Восток», «Восток, будущий вистующий», «Юг разыгрывает 4♥»): a seat word next to the role,
    only «(», a comma or «будущий» between.

    >>> play_seats(tokenize("Восток, будущий вистующий, сказал 2♥, а Юг (разыгрывающий) пас"))
    (<Seat.S: 2>, <Seat.E: 1>)
    >>> play_seats(tokenize("Торговля окончена, Юг разыгрывает 4♥."))
    (<Seat.S: 2>, None)
    """
    found: dict[str, Seat] = {}
    for concept, role in _PLAY_SEATS:
        for start, end in phrases(tokens, concept):
            if role in found:
                continue
            for near in (range(start - 1, max(-1, start - 4), -1),
                         range(end, min(len(tokens), end + 3))):
                seat = _seat_near(tokens, near)
                if seat is not None and role not in found:
                    found[role] = seat
    return found.get("declarer") or _contract_owner(tokens), found.get("defender")


def _contract_owner(tokens: list[Word]) -> Seat | None:
    """The declarer told after the contract («контракт 4♥ у С», "3NT by West"): a bid, a
    word of owning, a seat word or a capital seat letter.

    >>> _contract_owner(tokenize("контракт 4♥ у С (партнёр), три паса"))
    <Seat.N: 0>
    >>> _contract_owner(tokenize("1♠ у нас было, с ним 2♥")) is None
    True
    """
    for i in range(len(tokens) - 2):
        found = read_call(tokens, i)
        if found is None or found.call is None or not found.call.is_bid or found.weak:
            continue
        if found.end + 1 >= len(tokens) or not is_in(tokens[found.end], "story.contract_owner_by"):
            continue
        word = tokens[found.end + 1]
        seat = seat_word(word.text) or (
            LETTERS.get(word.text) if len(word.raw) == 1 and word.raw.isupper() else None)
        if seat is not None:
            return seat
    return None


def _seat_near(tokens: list[Word], near: range) -> Seat | None:
    """The first seat word in ``near``, only punctuation and «будущий» before it."""
    for k in near:
        token = tokens[k]
        seat = seat_word(token.text)
        if seat is not None:
            return seat
        if token.is_word and not is_in(token, "story.future"):
            return None
    return None


def barred_told(tokens: list[Word]) -> list[tuple[int, int]]:
    """Where a story tells that a player was obliged to pass by an earlier ruling: «должен
    был пасовать», «had to pass», «was barred» (the words' token range).

    >>> barred_told(tokenize("LHO was barred, but he bid 3C")), barred_told(tokenize("я пас"))
    ([(1, 3)], [])
    >>> barred_told(tokenize("RHO was told by the TD to pass for the rest of the auction"))
    [(1, 8)]
    >>> barred_told(tokenize("ТД: Запад пасует в следующий раз"))
    [(3, 7)]
    """
    found = list(phrases(tokens, "story.barred"))
    for start, end in phrases(tokens, "story.obliged"):
        k = end  # «ТД велел ему пасовать», «was told by the TD to pass»: who was told, by whom
        while k < min(len(tokens), end + 5) and is_in(tokens[k], "story.duty_filler"):
            k += 1
        owed = phrases(tokens[k : k + 3], "story.pass_owed")
        if owed and owed[0][0] == 0:
            found.append((start, k + owed[0][1]))
    for start, end in phrases(tokens, "story.duty_now"):  # «Запад пасует в следующий раз»
        if any(a <= start < b for a, b in found):
            continue
        length = phrases(tokens[end : end + 4], "story.duty_length")
        if length and length[0][0] == 0:
            found.append((start, end + length[0][1]))
        elif _length_before(tokens, start):
            found.append((start, end))  # «в следующий раз Север пасует»
    for start, end in phrases(tokens, "story.duty_infinitive"):  # «Западу пасовать до конца»
        if any(a <= start < b for a, b in found):
            continue
        told_to = _dative_before(tokens, start) is not None
        length = phrases(tokens[end : end + 4], "story.duty_length")
        if told_to and length and length[0][0] == 0:
            found.append((start, end + length[0][1]))
        elif (_length_before(tokens, start) or _length_before(tokens, start - 1)) and (
                told_to or _dative_before(tokens, start, pronoun=True) is not None):
            found.append((start, end))  # «что ей до конца торговли пасовать»
    return sorted(found)


def _misheard_spans(tokens: list[Word]) -> list[tuple[int, int]]:
    """The words of a call the teller only thought he heard («мне послышалось, что рхо контру
    сказал, и я — реконтра», "I thought I heard RHO say double"): from the words of mishearing
    to the end of their clause; a call told there was never made.

    >>> toks = tokenize("мне послышалось что рхо контру сказал и я такой — реконтра")
    >>> _misheard_spans(toks)
    [(3, 6)]
    """
    spans = []
    for _, end in phrases(tokens, "story.misheard"):
        k = end
        while k < len(tokens) and not (tokens[k].text in ",;—–" or is_stop(tokens[k])
                                       or is_in(tokens[k], "story.clause_joiner")):
            k += 1
        spans.append((end, k))
    return spans


def _pronoun_seated(tokens: list[Word], i: int) -> Seat | None:
    """The seat told in an aside of sitting right after a pronoun («а она, сидя на Востоке,
    сказала «контра»», «он, сидевший на Юге, …»): the pronoun's player sits there.

    >>> toks = tokenize("а она, сидя на Востоке, сказала контра")
    >>> _pronoun_seated(toks, 1), _pronoun_seated(tokenize("а она, сидя, думала"), 1)
    (<Seat.E: 1>, None)
    """
    if i + 4 >= len(tokens) or tokens[i + 1].text != ",":
        return None
    sitting = tokens[i + 2]
    if not (is_in(sitting, "story.my_seat") or is_in(sitting, "conduct.story.my_seat")):
        return None
    if not is_in(tokens[i + 3], "conduct.story.seat_on"):
        return None
    return place_seat(tokens[i + 4])


def _dative_before(tokens: list[Word], start: int, *, pronoun: bool = False) -> int | None:
    """Where a player named in the dative stands in the clause right before ``start``
    («судья сказал Югу пасовать», «Западу по правилу 30 пасовать», «партнёру Лёвы, Фиме,
    пасовать»): the one a duty told with the infinitive is put on."""
    for k in range(start - 1, max(-1, start - 7), -1):
        if tokens[k].text in ".!?;:" or tokens[k].is_paragraph:
            return None
        if _told_to(tokens[k], k) is not None or is_in(tokens[k], "story.role_to.me") or (
                pronoun and is_in(tokens[k], "story.role.pronoun_object")):
            return k  # «Директор сказал мне пасовать до конца торговли»: the teller; with
            # ``pronoun``, «ей» too (only before a duty whose length stands first)
    return None


def _length_before(tokens: list[Word], start: int) -> bool:
    """The length of a duty told right before the player and his duty («в следующий раз
    Север пасует»): its words end one or two tokens before ``start``."""
    window = tokens[max(0, start - 6) : start]
    return any(len(window) - b <= 2 for _, b in phrases(window, "story.duty_length"))


def _replaced_by(
    chosen: list[_Item], replacer: tuple[int, Subject] | None, reading: Reading
) -> list[_Item]:
    """«1c-(p)-2s, и партнёр говорит: не, давайте 3s»: the player who put another call in
    place of the call before his words made that call, when nobody is named with it."""
    if replacer is None:
        return chosen
    start, subject = replacer
    out = [replace(item, subject=subject) if item.start == start and item.subject is None
           else item for item in chosen]
    if out != chosen:
        reading.fire("call.replaced_by")
    return out


def _next_caller_in_turn(tokens: list[Word], chosen: list[_Item]) -> Seat | Role | None:
    """A story that tells the first call told was out of turn (the words next to it) and
    names no dealer, the next call made by a player who is not the first caller's LHO: the
    second caller was in turn (the call out of turn was cancelled).

    >>> toks = tokenize("LHO's out-of-turn double was refused, and I bid 2S")
    >>> _next_caller_in_turn(toks, [_Item(Found(None, 4), 3, Subject(None, Role.LHO, 1)),
    ...                             _Item(Found(None, 12), 10, Subject(None, Role.ME, 10))])
    <Role.ME: 'me'>
    """
    if len(chosen) < 2:
        return None
    said = phrases_unless(tokens, "story.out_of_turn", "story.not_out_of_turn")
    call, end = chosen[0].start, chosen[0].found.end

    def joined(a: int, b: int) -> bool:  # no mark between: one clause
        return all(t.is_word or t.text in "-'" for t in tokens[a:b])

    def leads_to_next(start: int) -> bool:  # «… and before RHO had even got his cards
        # sorted, LHO says 'pass'»: a clause of «before» that the next call's clause follows
        between = tokens[start : chosen[1].start]
        return is_in(tokens[start], "story.before_word") and any(
            t.text == "," for t in between) and not any(t.text in ".!?;" for t in between)

    if not any((call - 6 <= start < call and joined(start, call))
               or (end <= start <= end + 2 and joined(end, start) and not leads_to_next(start))
               for start, _ in said):
        return None  # the words of the call out of turn belong to the first call
    first, second = chosen[0].subject, chosen[1].subject
    if first is None or second is None or chosen[1].again:
        return None
    if first.seat is not None and second.seat is not None:
        return second.seat if second.seat is not first.seat.lho else None
    relative = (Role.ME, Role.PARTNER, Role.LHO, Role.RHO)
    if first.role in relative and second.role in relative and first.role is not None:
        lho = {Role.ME: Role.LHO, Role.LHO: Role.PARTNER, Role.PARTNER: Role.RHO,
               Role.RHO: Role.ME}[first.role]
        return second.role if second.role is not lho else None
    return None


def _side_called_before(tokens: list[Word], chosen: list[_Item]) -> bool:
    """A side named with a verb of calling before the first call read, in its sentence
    («Соперники открыли, и мой партнёр спасовал …», «they opened and partner passed»): calls
    came before it, untold, so the auction read does not start at the turn told.

    >>> _side_called_before(tokenize("Соперники открыли, и партнёр спасовал"),
    ...                     [_Item(Found(None, 6), 5, None)])
    True
    """
    if not chosen:
        return False
    start = chosen[0].start
    k = start
    while k > 0 and not (tokens[k - 1].text in ".!?" or tokens[k - 1].is_paragraph):
        k -= 1
    clause = tokens[k:start]
    return any(is_in(a, "story.role.side") and (
        any(is_in(b, c) for c in (*VERBS, "story.verb.side"))
    ) for a, b in pairwise(clause))


def _holder_first(
    tokens: list[Word], chosen: list[_Item], holder: Seat | Role | None, me: Seat
) -> bool:
    """The player whose turn it was is told about the first call read («правый дал дабл,
    раньше моего напарника»; «я сказал 1♠ раньше партнёра»), who is not that player: the
    auction read starts at his turn."""
    if holder is None or not chosen:
        return False
    told = turn_told(tokens)
    if len(chosen) == 1:  # the turn told in the sentence of the call («LHO bid 1S before me»)
        a, b = sorted((chosen[0].start, told[1])) if told is not None else (0, 0)
        return told is None or not any(t.text in ".!?" or t.is_paragraph for t in tokens[a:b])
    first = chosen[0].subject
    if told is None or first is None or told[1] >= chosen[1].start:
        return False
    if any(t.text in ".!?" or t.is_paragraph for t in tokens[chosen[0].start : told[1]]):
        return False  # «Partner opened 1C. It was RHO's turn, but I passed»: the next call's
    if any(subject_at(tokens, k) is not None for k in range(chosen[0].found.end, told[1])):
        return False  # «Север открыл 1♥, и Запад, в очередь Востока, сказал 1♦»: Запад's
    opened = told[1] > 0 and (tokens[told[1] - 1].text == "," or is_in(
        tokens[told[1] - 1], "story.clause_joiner"))
    for k in range(told[1] + 1, chosen[1].start):
        if tokens[k].text == "," and opened and k > told[1] + 1 and (
            (other := subject_at(tokens, k + 1) or _possessed_player(tokens, k + 1) or (
                subject_at(tokens, k + 2) if k + 2 < len(tokens) and is_in(
                    tokens[k + 1], "story.clause_joiner") else None)) is not None
            and holder not in (other.role, other.seat)
        ):  # (or «…, очередь партнёрши, а я на автомате пас»: «а» before the next caller)
            return False  # «Pard opened 1S and, before RHO had called, LHO bid 1H»: a clause
            # of the next call, between commas, with its caller right after it
        if tokens[k].text in ",;)" and k > told[1] + 1:
            break  # «1♦ не в свою очередь (очередь была Востока), а Запад …»: the turn told
            # is the first call's, closed off before the next player is named
        other = subject_at(tokens, k)
        if other is not None and holder not in (other.role, other.seat):
            return False  # «Partner opened 1D, and before RHO could call LHO doubled»: LHO's
    return not (first.role is not None and first.role is holder) and not (
        first.seat is not None and first.seat is holder)


def _opener(tokens: list[Word]) -> Subject | None:
    """«я открыла», «partner opened» with no call after the verb: who made the first bid."""
    for i in range(len(tokens)):
        named = subject_at(tokens, i)
        if named is None or named.end >= len(tokens) or not is_in(
            tokens[named.end], "story.opened"
        ):
            continue
        if named.role is Role.PARTNER and i > 0 and is_in(tokens[i - 1], "story.someone_elses"):
            continue  # «черви же его партнёр открыл»: someone else's partner, not mine
        after = named.end + 1
        if phrase_at(tokens, after, "story.mouth", 2):
            continue  # «afore I've opened me mouth», «рот открыл»: he said nothing yet
        found = read_call(tokens, after) if after < len(tokens) else None
        if found is None or found.call is None or found.weak:
            return named
    return None


# --- the calls ------------------------------------------------------------------------


@dataclass
class _Scan:
    """The calls found in the text, the call named as a replacement, the call meant."""

    items: list[_Item] = field(default_factory=list)
    replacement: Call | None = None
    meant: Call | None = None
    meant_by: Subject | None = None  # the player named with the call meant, if any
    then: Call | None = None
    replacer: tuple[int, Subject] | None = None  # the call replaced (its start), by whom
    replaced: int | None = None  # the call replaced (its start), whoever told it
    ended_at: int | None = None  # the end of words telling the auction over, before any call


@dataclass
class _Speaker:
    """Who is speaking in the text being scanned: the last player named."""

    subject: Subject | None = None
    last_other: Subject | None = None
    by_pronoun: bool = False
    anyone: bool = False  # a player was named somewhere before
    genders: dict[tuple[Seat | None, Role | None], str] = field(default_factory=dict)
    # «the lady on my left … Her partner bid 3♥ … and she bid 4♥»: the partner named through
    # a possessive, the player it belongs to and that possessive's gender
    possessed: tuple[Subject, Subject, str] | None = None

    # the last other player named in each gender («это моя партнерша отличилась … Левый еще
    # думает, а она — 1п!»: «она» is not the LHO, told a man; she is the partner)
    last_of: dict[str, Subject] = field(default_factory=dict)

    def name(self, named: Subject, gender: str = "") -> None:
        self.by_pronoun = False
        self.anyone = True
        if named.role is not Role.ME:
            self.last_other = named
            if gender:
                self.genders[(named.seat, named.role)] = gender
                self.last_of[gender] = named
        self.subject = named

    def pronoun(self, gender: str = "") -> None:
        """«он», «она»: the last other player named, unless he is told in the other gender
        («Восток вошёл 2♥, а она сказала 2♣»: «она» is not East; nobody named, then)."""
        other = self.last_other
        if self.possessed is not None and other is not None and gender:
            partner, owner, owned_gender = self.possessed
            if owned_gender == gender and (other.seat, other.role) == (partner.seat, partner.role):
                other = owner  # «Her partner bid 3♥ … and she bid 4♥»: «she» is «her»
        if other is not None and gender and self.genders.get(
            (other.seat, other.role), gender
        ) != gender:
            other = self.last_of.get(gender)  # the last one named in that gender, if any
        self.subject, self.by_pronoun = other, other is not None

    def heard(self) -> None:
        self.subject, self.by_pronoun = None, False


def _demonstrative_subject(tokens: list[Word], i: int) -> bool:
    """«тот», «та» opening a clause («…, и тот открыл», «а та спасовала») as its subject: the
    player named last, not a «тот же», «та карта»."""
    if not is_in(tokens[i], "story.demonstrative") or i == 0 or i + 1 >= len(tokens):
        return False
    opens = tokens[i - 1].text in ",;—–" or is_in(tokens[i - 1], "story.clause_joiner")
    return opens and tokens[i + 1].is_word and not is_in(tokens[i + 1], "story.not_subject_after")


def _object_owner(tokens: list[Word], i: int, speaker: _Speaker) -> bool:
    """A player named in the possessive after a verb of seeing the player named before told
    («pard hadn't seen LHO's 1S overcall and bid 1H»): the owner of what was seen, not the
    one who calls next."""
    if not tokens[i].text.endswith("'s") or speaker.subject is None:
        return False
    between = tokens[speaker.subject.end : i]
    return not any(t.text in ".!?;" for t in between) and spoken_of(between)


def _raised_player(tokens: list[Word], i: int, speaker: _Speaker) -> bool:
    """A player named right after a verb of raising, its subject told before it («partner
    raised me to 1H», «партнёр поддержал меня»): the player raised, not the one who calls.

    >>> read_auction("Partner opened 1D, RHO passed, I bid 1H, LHO 1S and partner raised me "
    ...              "to 2H.").auction_text()
    'N:1♦ E:пас S:1♥ W:1♠ N:2♥'
    >>> read_auction("Pard opened 1C, RHO bid 1H, I bid 1S, and LHO went to raise her partner "
    ...              "and said 1H.").auction_text()
    'N:1♣ E:1♥ S:1♠ W:1♥'
    """
    if i > 1 and is_in(tokens[i - 1], "story.pronoun_of"):
        i -= 1  # «went to raise her partner and said "1 Heart"»: whose partner, then him
    return i > 0 and speaker.subject is not None and is_in(
        tokens[i - 1], "story.verb.raise_player")


def _scan(tokens: list[Word], reading: Reading, used: set[int], mine: set[int]) -> _Scan:
    scan = _Scan()
    speaker = _Speaker()
    questions = asked_what_may_be_done(tokens)
    quoted = quoted_words(tokens)
    i = 0
    while i < len(tokens):
        if len(scan.items) >= MAX_CALLS_READ:
            reading.fire("calls.capped")  # no story tells this many; the rest is not read
            break
        if i in quoted and is_in(tokens[i], "story.role.me") and speaker.subject is not None \
                and speaker.subject.role is not Role.ME:
            i += 1  # «Юг: «Я скажу 2♥»»: «я» in his quoted words is the one quoted
        elif i in used:
            dealer = _dealer_who_calls(tokens, i, used)
            if dealer is not None:  # «Я сдавал и открыл 1♠», «Сдавал я, открыл 1♣»
                speaker.name(dealer)
            elif i in mine and is_in(tokens[i], "story.role.me") and not _in_aside(
                tokens, speaker, i
            ):  # «I (South) … opened 1♠»; not «West, before I (South) could call, said pass»
                speaker.name(Subject(None, Role.ME, i + 1))
            elif i not in mine and (other := subject_at(tokens, i)) is not None:
                if speaker.subject is not None and not _same_player(
                        other, speaker.subject, reading.me):
                    speaker.heard()  # «I'm South, lefty dealt, 1D-P-1S-P»: the dealer named,
                    # the calls after him are the auction's from its dealer, not the teller's
                elif other.role is not Role.ME:
                    speaker.last_other = other  # «Левый сдаёт. Вытащил …»: he, the dealer
            i += 1
        elif (pause := _dramatic_pause(tokens, i)) is not None:
            i = pause  # «and I bid... 1C»: dots before the call, the same sentence
        elif (tokens[i].text in ".!?}" or tokens[i].is_paragraph) and not _in_brackets(tokens, i):
            kept_on = _goes_on_correcting(tokens, i + 1) or _speech_then_dash(
                tokens, i, quoted) or _card_then_call(tokens, i, speaker)
            if not kept_on:
                speaker.heard()  # a player named in one sentence (or a PBN «{comment}»)
                # makes no call in the next — unless it opens by putting his words right
                # («сказал кон тра. ну то есть контра»)
                if i + 1 < len(tokens) and is_in(tokens[i + 1], "story.i_elided"):
                    speaker.name(Subject(None, Role.ME, i + 1))  # «… pulled 3C out the box.
                    # Saw it straight off and put 3NT out instead»: the teller's «I» dropped
            i += 1
        elif is_in(tokens[i], "story.role.pronoun"):
            # «Я, пока он думал, назвал 1♥»: mine; «Юг, задумавшись (а думал он о даче),
            # положил пас»: a pronoun in a bracketed aside leaves the player named calling
            named = speaker.subject if not speaker.by_pronoun else None
            aside = named is not None and _bracket_clause_at(tokens, i, named.end)
            if (seated := _pronoun_seated(tokens, i)) is not None:
                speaker.name(Subject(seated, None, i + 1))  # «а она, сидя на Востоке, …»
            elif not aside and not _while_aside(tokens, i, speaker):
                speaker.pronoun("f" if is_in(tokens[i], "story.pronoun_female") else "m")
            i += 1
        elif _demonstrative_subject(tokens, i):
            # «очередь вернулась к Востоку, и тот открыл 1♠»: the last other player named,
            # told to or named, whoever the sentence's subject was
            speaker.subject = speaker.last_other
            speaker.by_pronoun = speaker.last_other is not None  # as «он» is (``pronoun``)
            i += 1
        elif (told := _told_to(tokens[i], i) or _handed_to_letter(tokens, i)) is not None:
            speaker.last_other = told  # «ТД сказал партнёру поправить, он поставил 2♥»: «он»
            i += 1
        elif is_in(tokens[i], "story.role.side"):
            speaker.heard()  # «they bounced into 3NT»: a side, not one player, calls
            i += 1
        elif (again := _retold_from(tokens, i, scan.items)) is not None:
            del scan.items[again:]  # the teller starts his telling again from that call
            reading.fire("call.retold")
            i += 1
        elif retracts(tokens, i):
            # a player named since the last call («а Запад, не дождавшись… нет, …»): the
            # teller takes back what he began to tell of him, not the call before
            if not scan.items or not _named_since(tokens, scan.items[-1].found.end, i):
                while scan.items and scan.items[-1].found.dash:
                    scan.items.pop()  # «said pass too early — no, …»: the dash before «no»
                if scan.items:
                    scan.items.pop()
                    reading.fire("call.retracted")
            i += 1
        elif (objected := _object_call(tokens, i)) is not None:
            owner, said = objected  # «I doubled partner's 1NT»: his call, made before mine
            raising = is_in(tokens[i - 1], "story.verb.raise_player")
            if not any(item.found.call == said.call for item in scan.items) and (
                    scan.items or raising):
                # «partner raised my one no trump to three»: my bid, then his raise told next
                at = len(scan.items) if raising else len(scan.items) - 1
                scan.items.insert(at, _Item(said, i, owner))
                reading.fire("call.told_after")
            i = said.end
        elif (earlier := _earlier_call(tokens, i)) is not None:
            owner, said = earlier  # «LHO bid 2H over partner's 2S», «после 1♦ правого»
            if not any(item.found.call == said.call for item in scan.items):
                last = scan.items[-1] if scan.items else None
                before = last is not None and i - last.found.end <= 2
                at = len(scan.items) - before
                scan.items.insert(at, _Item(said, i, owner))
                reading.fire("call.told_after")
                # «после 1♦ партнёра и паса Востока»: the calls made before, one by one
                while said.end + 1 < len(tokens) and is_in(
                        tokens[said.end], "story.list_and") and (
                        more := _call_and_owner(tokens, said.end + 1)) is not None:
                    start = said.end + 1
                    owner, said = more
                    at += 1
                    scan.items.insert(at, _Item(said, start, owner))
            i = said.end
        elif (unnamed := _earlier_unnamed(tokens, i, scan.items)) is not None:
            scan.items.insert(len(scan.items) - 1, _Item(unnamed, i, None))
            reading.fire("call.told_after")  # «Запад дал недостаточное 2♣ после 2♥»
            i = unnamed.end
        elif (retold := _retold_clause_end(tokens, i)) is not None:
            i = retold  # «my partner North, who had passed my 1NT, suddenly said '2 Spades'»
        elif (listed := _listed_passes(tokens, i)) is not None:
            players, end = listed  # «Юг, Запад и Север спасовали»: a pass by each, in order
            for start, player in players:
                scan.items.append(_Item(Found(Call.pass_(), end), start, player))
            reading.fire("call.players_passed")
            speaker.heard()
            i = end
        elif (named := subject_at(tokens, i)) is not None and _addressed(tokens, i, named, quoted):
            i = named.end  # «Лена: «Дима, это мало, но я принимаю!»»: the one spoken to
        elif (named := subject_at(tokens, i)) is not None:
            named = _seated_role(tokens, _of_opener(tokens, named, scan.items))
            while_ = _after_while(tokens, i)  # «пока Запад думал», «пока заявит мой партнёр»
            while_ = while_ or _compared(tokens, i, named)  # «думал, как я над пьесой,»
            while_ = while_ or _conditional_aside(tokens, i, named)  # «…, я бы за это время»
            silent = _told_silent(tokens, named.end)  # «…, что Юг ещё не говорил, и сказал»
            # «Я сидел Запад и думал, что первый говорит Восток, сказал пас»: a player named
            # in what somebody thought is not the one who calls after it
            silent = silent or (named.role is not Role.ME and in_thought(tokens, i))
            appositive = _appositive(tokens, speaker, named, i)
            if not appositive:
                possessor = speaker.last_other
                partner = _partner_of_named(tokens, i, named, speaker)
                partner = _her_partner(tokens, i, partner, possessor, scan.items) or partner
                if partner is not named and possessor is not None and i > 0 and (
                        gender := _possessive_gender(tokens[i - 1])):
                    speaker.possessed = (partner, possessor, gender)
                named = partner
            if not (appositive or _whose_turn(tokens, i) or while_ or silent
                    or _in_aside(tokens, speaker, i) or _in_bracket_clause(tokens, speaker, i)
                    or _object_owner(tokens, i, speaker) or _raised_player(tokens, i, speaker)):
                speaker.name(named, _gender(tokens, named))
            elif silent and named.role is not Role.ME:
                speaker.last_other = named  # «RHO had not called yet. He says pas»: «he»
                if gender := _gender(tokens, named):  # «Левый еще думает, а она — 1п!»:
                    speaker.genders[(named.seat, named.role)] = gender  # «она» is not him
            i = max(i + 1, named.end)
        elif is_in(tokens[i], "story.verb.i_present") and _call_follows(tokens, i + 1):
            speaker.name(Subject(None, Role.ME, i))  # «левый молчит, говорю «ой, 1♦»»: the teller
            reading.fire("seat.me_present")
            i += 1
        elif speaker.subject is None and _continued_subject(tokens, i, speaker, scan.items):
            assert speaker.last_other is not None
            speaker.name(speaker.last_other)  # «Левый сдаёт. Вытащил из коробки пас»: he did
            reading.fire("call.subject_continued")
            i += 1
        elif not speaker.anyone and _first_person(tokens, i):
            speaker.name(Subject(None, Role.ME, i))  # «Открыл 1♠, партнёр пас»: the teller
            reading.fire("seat.me_implied")
            i += 1
        elif speaker.subject is None and _teller_verb(tokens, i, speaker):
            speaker.name(Subject(None, Role.ME, i))  # «Не глядя открыла 1♠»: the teller
            reading.fire("seat.me_unnamed")
            i += 1
        elif (ended := _ended_here(tokens, i)) is not None:
            if not scan.items and not (ended < len(tokens) and tokens[ended].text == ":"):
                scan.ended_at = ended  # «После финального паса Восток сказал 2♥»; not
                # «Торговля кончилась: Восток сказал 3♠, за ним три паса» (the auction told)
            missing = _passes_missing(  # a dash between a seat and its call is no pass
                [item.found.call for item in scan.items if not item.found.dash])
            if scan.ended_at is not None and len(scan.items) == 1 \
                    and scan.items[0].start >= scan.ended_at:
                missing = 0  # «торговля кончилась … запад говорит «4 пики». Судья сказал
                # заявку убрать, торговля закончена»: the end told again, after the late call
            last_end = scan.items[-1].found.end if scan.items else -1
            if scan.items and 0 <= i - last_end <= _DATING_REACH and any(
                    t.text in ".!?" for t in tokens[last_end:i]) and any(
                    start == 0 for start, _ in phrases(tokens[i : i + 7],
                                                       "story.after_final_pass")):
                missing = 0  # «… then said double! After the final pass, mind you»: the words
                # set apart date the call just told, they add no passes («4♠, и после трёх
                # пасов левый …» leads on to the next call)
            for _ in range(missing):  # the passes that ended the auction, not spelled out
                scan.items.append(_Item(Found(Call.pass_(), ended), i, None))
            if missing:
                reading.fire("call.auction_ended")
            i = ended
        elif (counted := _counted_passes(tokens, i, scan.items)) is not None:
            number, end = counted  # «далее три паса подряд»: that many passes, in turn
            for _ in range(number):
                scan.items.append(_Item(Found(Call.pass_(), end), i, None))
            reading.fire("call.counted_passes")
            speaker.heard()
            i = end
        elif (unnoticed := _unnoticed_all_pass(tokens, i)) is not None:
            i = unnoticed  # «не заметил, что все спасовали»: the passes told before
        elif (everyone := _all_pass(tokens, i)) is not None:
            if _told_next(tokens, everyone):  # «everybody passed: North, East, …»: the
                listed = _players_listed(tokens, everyone + 1)  # calls come one by one
                if listed is None:  # after the colon
                    i = everyone
                    continue
                players, end = listed  # «спасовали все: я, Мария Васильевна и Иван Ильич»:
                for start, player in players:  # only the players, a pass for each
                    scan.items.append(_Item(Found(Call.pass_(), end), start, player))
                reading.fire("call.all_pass_listed")
                speaker.heard()
                i = end
                continue
            if len(scan.items) >= 4 and auction_ended(
                    [item.found.call for item in scan.items if item.found.call is not None]):
                reading.fire("call.all_pass_retold")  # «… 4♠ – пас – пас – пас. Когда все
                i = everyone  # спасовали, Юг вдруг сказал «5♠»»: the passes told before
                continue
            for _ in range(_passes_to_end(scan.items)):  # nobody bid: the board is passed
                scan.items.append(_Item(Found(Call.pass_(), everyone), i, None))  # out
            reading.fire("call.all_pass")
            speaker.heard()
            i = everyone
        else:
            i = _scan_call(tokens, i, reading, scan, speaker, questions)
    return scan


_TOLD_TO = (("story.seat_to.north", Seat.N, None), ("story.seat_to.east", Seat.E, None),
            ("story.seat_to.south", Seat.S, None), ("story.seat_to.west", Seat.W, None),
            ("story.role_to.partner", None, Role.PARTNER), ("story.role_to.lho", None, Role.LHO),
            ("story.role_to.rho", None, Role.RHO))


def _conditional_aside(tokens: list[Word], i: int, named: Subject) -> bool:
    """The teller named after a comma with the particle of the conditional mood («Восток
    думал-думал, я бы за это время ноготок нарастила, и сказал 2♥»): an aside of what might
    have been, not the caller of the verb after it.

    >>> toks = tokenize("Восток думал, я бы успела чаю попить, и сказал 2♥")
    >>> _conditional_aside(toks, 3, Subject(None, Role.ME, 4))
    True
    """
    return (named.role is Role.ME and i > 0 and tokens[i - 1].text == ","
            and named.end < len(tokens) and is_in(tokens[named.end], "story.conditional_mood"))


def _compared(tokens: list[Word], i: int, named: Subject) -> bool:
    """The teller named in a comparison set off by a comma, no verb of his after him («Запад
    думал почти минуту, как я над новой пьесой, и спасовал»): spoken of, not the caller (not
    «не успел он открыть рот, как я сказал пас»: I called).

    >>> toks = tokenize("Запад думал, как я над новой пьесой, и спасовал")
    >>> _compared(toks, 4, Subject(None, Role.ME, 5))
    True
    >>> toks = tokenize("Не успел Юг открыть рот, как я сказал пас")
    >>> _compared(toks, 7, Subject(None, Role.ME, 8))
    False
    """
    if i < 2 or named.role is not Role.ME or not is_in(tokens[i - 1], "story.likeness") or (
        tokens[i - 2].text != ","
    ):
        return False
    following = tokens[named.end] if named.end < len(tokens) else None
    if following is None or not following.is_word:
        return True
    from engine.search.morph import is_verb  # loaded once, shared with search
    return not is_verb(following.text) and read_call(tokens, named.end) is None


def _told_to(token: Word, i: int) -> Subject | None:
    """A player named in the dative («партнёру», «Востоку»): the one a pronoun after it
    stands for («ТД велел партнёру поправить, и он поставил 2♥»), though he calls nothing
    there."""
    return next((Subject(seat, role, i + 1) for concept, seat, role in _TOLD_TO
                 if is_in(token, concept)), None)


def _handed_to_letter(tokens: list[Word], i: int) -> Subject | None:
    """A capital seat letter right after the turn or the auction handed back («ТД вернул
    торговлю С, тот открыл 1б»): the player spoken to, whom «тот» after it names.

    >>> _handed_to_letter(tokenize("ТД вернул торговлю С, тот открыл 1б"), 3)
    Subject(seat=<Seat.N: 0>, role=None, end=4)
    """
    token = tokens[i]
    if i == 0 or len(token.raw) != 1 or not token.raw.isupper() or token.text not in LETTERS:
        return None
    if not is_in(tokens[i - 1], "story.handed_to_letter"):
        return None
    return Subject(LETTERS[token.text], None, i + 1)


def _dramatic_pause(tokens: list[Word], i: int) -> int | None:
    """Dots of an ellipsis right after a verb of calling and right before a call («I bid...
    1C», «и я сказала… 2♠»): a pause in the telling, not the end of the sentence; the index
    of the call.

    >>> _dramatic_pause(tokenize("and I bid... 1C"), 3), _dramatic_pause(tokenize("пас. 1♠"), 1)
    (6, None)
    >>> _dramatic_pause(tokenize("and East... also 1S"), 2)
    6
    >>> _dramatic_pause(tokenize("и тут Север... «реконтра»!"), 3)
    7
    """
    if i == 0 or tokens[i].text not in (".", "…"):
        return None  # no dots here: no pause
    if not (any(is_in(tokens[i - 1], c) for c in VERBS) or any(
        (named := subject_at(tokens, j)) is not None and named.end == i
        for j in range(max(0, i - 3), i)
    )):
        return None
    k = i
    while k < len(tokens) and tokens[k].text in (".", "…") and not tokens[k].is_paragraph:
        k += 1
    if (k - i < 3 and tokens[i].text != "…") or k >= len(tokens) or "\n" in tokens[k].gap:
        return None
    at = k + 1 if tokens[k].text in words("story.call_adverb") else k  # «East... also 1S»
    while at < len(tokens) and tokens[at].text in _QUOTES:
        at += 1  # «и тут Север... «реконтра»!»: the call quoted after the pause
    found = read_call(tokens, at) if at < len(tokens) else None
    return at if found is not None and found.call is not None and not found.weak else None


def _gender(tokens: list[Word], named: Subject) -> str:
    """«f» or «m» when the words tell the player's gender: a feminine role word
    («партнёрша», «левая»), or the first verb after the name in the past tense («Восток
    вошёл», «правая сказала»), or a masculine role word («левый»); else «».

    >>> toks = tokenize("Восток вошёл 2♥, правая сказала 2♣, левый 3♣, Юг 4♣")
    >>> [_gender(toks, subject_at(toks, k)) for k in (0, 4, 8, 11)]
    ['m', 'f', 'm', '']
    >>> _gender(tokenize("Левый еще думает"), Subject(None, Role.LHO, 1))
    'm'
    """
    start = named.end - 1
    while start > 0 and tokens[start].is_word and named.end - start < 3:
        if phrases(tokens[start : named.end], "story.role_female"):
            return "f"
        start -= 1
    if phrases(tokens[named.end - 1 : named.end], "story.role_female"):
        return "f"
    said = tokens[named.end - 1].raw.lower().replace("ё", "е")
    if said != tokens[named.end - 1].text and female_person(said):
        return "f"  # a woman's name read as her seat («Сдавала Нина, она Север»)
    if named.end >= 2 and tokens[named.end - 2].is_word and (
            gender := past_gender(tokens[named.end - 2].text)):
        return gender  # the verb before its subject agrees with it («Сдавала Нина»)
    if named.end >= 2 and is_in(tokens[named.end - 2], "story.pronoun_female"):
        return "f"  # «она Север»: what the player is, said of her
    for token in tokens[named.end : named.end + 4]:
        if not token.is_word or read_call([token], 0) is not None:
            break
        if gender := past_gender(token.text):
            return gender
    if phrases(tokens[named.end - 1 : named.end], "story.role_male"):
        return "m"  # «Левый еще думает»: the masculine role word, the verb in the present
    return ""


def _retold_from(tokens: list[Word], i: int, items: list[_Item]) -> int | None:
    """Where the teller's second telling starts in the calls read so far: the first call
    told after his words of taking back («стоп, нет», «no, sorry») is one he told before,
    not right before them (that is one call taken back, ``retracts``)."""
    if len(items) < 2:
        return None
    found = retold_call(tokens, i)
    if found is None or found.call is None or not found.call.is_bid:
        return None  # a telling starts again from a bid, the opening
    same = [k for k, item in enumerate(items[:-1]) if item.found.call == found.call]
    return same[0] if same else None


_PLAY_ROLES = frozenset((Role.DECLARER, Role.DUMMY, Role.DEFENDER))
_PARTNER_OF = {Role.ME: Role.PARTNER, Role.PARTNER: Role.ME, Role.LHO: Role.RHO,
               Role.RHO: Role.LHO}


def _goes_on_correcting(tokens: list[Word], k: int) -> bool:
    """The sentence at ``k`` opens with words that put the last one's words right («ну то
    есть контра», «I mean, 2S»): the same speaker goes on.

    >>> toks = tokenize("сказал кон тра. ну то есть контра. запад пас")
    >>> _goes_on_correcting(toks, 4), _goes_on_correcting(toks, 9)
    (True, False)
    """
    while k < len(tokens) and tokens[k].text in words("story.filler_opening"):
        k += 1
    return phrase_at(tokens, k, "story.restated_as", 3) > 0


def _possessive_gender(token: Word) -> str:
    """«f» for «her», «её» (a feminine possessive: «she» later is its owner, not the partner
    the masculine «партнёр» names), else «» («his partner … he» may be either)."""
    return "f" if is_in(token, "story.pronoun_of_female") else ""


def _meant_by_another(scan: _Scan) -> bool:
    """The call meant was told by a player named, other than the one of the last call read
    («Лена … сказала 2♣. Дима: «Нет, я хотел 2♦»»): his wish, too late to change the call
    the last player made."""
    last, meant_by = scan.items[-1].subject if scan.items else None, scan.meant_by
    # («… and says 'no, no, I want 1NT'»: «I» in a player's own words is that player)
    return meant_by is not None and meant_by.role is not Role.ME and last is not None and (
        not _same_player(last, meant_by))


def _card_then_call(tokens: list[Word], i: int, speaker: _Speaker) -> bool:
    """The sentence ending at ``i`` tells a player putting down a card and the next is only a
    call («East put a red card on the felt. Double.»): the call on that card is his.

    >>> toks = tokenize("East put a red card on the felt. Double. Then")
    >>> _card_then_call(toks, 8, _Speaker(Subject(Seat.E, None, 1)))
    True
    >>> _card_then_call(toks, 8, _Speaker())
    False
    """
    if speaker.subject is None or i == 0 or i + 1 >= len(tokens):
        return False
    if not any(is_in(t, "story.put_card") for t in tokens[sentence_start(tokens, i - 1) : i]):
        return False
    found = read_call(tokens, i + 1)
    if found is None or found.call is None:
        return False
    return found.end >= len(tokens) or tokens[found.end].text in ".!"


def _speech_then_dash(tokens: list[Word], i: int, quoted: frozenset[int]) -> bool:
    """The mark at ``i`` ends a player's quoted words, and a dash after the closing quote
    goes on with the same player («Лена: «… я принимаю!» — и сказала 2♣»).

    >>> toks = tokenize("Лена: «Я принимаю!» — и сказала 2♣")
    >>> _speech_then_dash(toks, 5, quoted_words(toks))
    True
    """
    return i in quoted and i + 2 < len(tokens) and tokens[i + 1].text in _QUOTE_CLOSERS and (
        tokens[i + 2].text in DASHES)


_QUOTE_CLOSERS = frozenset(CLOSING_QUOTES.values())
_QUOTE_OPENERS = frozenset(CLOSING_QUOTES)


def _addressed(tokens: list[Word], i: int, named: Subject, quoted: frozenset[int]) -> bool:
    """A player named first in quoted words and set apart by a comma: the one spoken to
    («Лена засмеялась: «Дима, это мало»»), not the one who calls.

    >>> toks = tokenize("Лена засмеялась: «Дима, это мало» — и сказала 2♣")
    >>> _addressed(toks, 4, Subject(Seat.W, None, 5), quoted_words(toks))
    True
    """
    return i in quoted and i > 0 and tokens[i - 1].text in _QUOTE_OPENERS and (
        named.end < len(tokens) and tokens[named.end].text == ",")


def _in_brackets(tokens: list[Word], i: int) -> bool:
    """The mark at ``i`` ends words in parentheses («S (вне очереди!) 1h») or between dashes
    («W — а очередь была S! — говорит X»), not a sentence.

    >>> toks = tokenize("S (вне очереди!) 1h. N пас")
    >>> _in_brackets(toks, 4), _in_brackets(toks, 7)
    (True, False)
    >>> toks = tokenize("W — а очередь была S! — говорит X. Пас! — сказал он")
    >>> _in_brackets(toks, 6), _in_brackets(toks, 11)
    (True, False)
    """
    k = i
    while k < len(tokens) and tokens[k].text in ".!?" and not tokens[k].is_paragraph:
        k += 1
    if k < len(tokens) and tokens[k].text in ("—", "–") and tokens[i].text != ".":
        return _dash_aside_opened(tokens, i)
    return k < len(tokens) and tokens[k].text == ")"


_DASH_ASIDE_WORDS = 8  # the most words between the dashes of an aside


def _dash_aside_opened(tokens: list[Word], i: int) -> bool:
    """A dash opens the words that end at ``i``, within a few words and the same sentence,
    right after a player named («W — а очередь была S! —»)."""
    for k in range(i - 1, max(-1, i - _DASH_ASIDE_WORDS - 1), -1):
        text = tokens[k].text
        if text in ".!?" or tokens[k].is_paragraph:
            return False
        if text in ("—", "–"):
            return k > 0 and _player_before(tokens, k)
    return False


def _player_before(tokens: list[Word], k: int) -> bool:
    """A player named right before ``k``, his seat in brackets after his name or not
    («Михалыч (Запад) – бух! – «одна бубна»»).

    >>> toks = tokenize("а Михалыч (Запад) – бух! – «одна бубна»")
    >>> _player_before(toks, 5), _player_before(tokenize("а потом – бух!"), 2)
    (True, False)
    """
    j = k - 1
    if tokens[j].text == ")":
        opened = next((m for m in range(j - 1, max(-1, j - 4), -1) if tokens[m].text == "("),
                      None)
        return opened is not None and subject_at(tokens, opened + 1) is not None
    return subject_at(tokens, j) is not None


_WHILE_REACH = 3  # tokens from «пока» to the player it tells of («пока заявит мой партнёр»)


def _after_while(tokens: list[Word], i: int) -> bool:
    """A player named in a clause of «пока», its verb before him or after («пока Запад думал»,
    «не дождавшись, пока заявит мой партнёр»): what he was doing meanwhile, not a call.

    >>> toks = tokenize("и тут Восток, не дождавшись, пока заявит мой партнёр, произнёс «контра»")
    >>> [_after_while(toks, k) for k in (2, 9)]
    [False, True]
    >>> _after_while(tokenize("и пока я думал левый сказал контра"), 4)
    False
    >>> _after_while(tokenize("не дождавшись, пока моя партнёрушка Галочка (Север) скажет"), 8)
    True
    """
    words = 0
    unit = i  # where the player at ``i`` begins: «моя партнёрушка Галочка (Север)» is one
    for k in range(i - 1, -1, -1):
        if tokens[k].text == "(" and k + 1 == unit and tokens[unit].is_word:
            continue  # «пока Галочка (Север) скажет»: the seat after the name
        if k + 2 == unit and tokens[k + 1].text == "(" and tokens[k].is_word:
            words, unit = words + 1, k
            continue  # the name the seat in brackets belongs to: the same player
        if is_in(tokens[k], "story.while"):
            return True
        named = subject_at(tokens, k) if tokens[k].is_word else None
        if named is not None and named.end == unit and unit < i:
            words, unit = words + 1, k
            continue  # «моя партнёрушка Галочка»: the role before the name, the same player
        if not tokens[k].is_word or named is not None:
            return False  # «пока я думал левый сказал контра»: the clause had its subject
        words += 1
        if words >= _WHILE_REACH + 1:
            return False
    return False


def _while_aside(tokens: list[Word], i: int, speaker: _Speaker) -> bool:
    """A pronoun right after «пока» in an aside set off by a comma after the player named
    last («Я, пока он раскладывал карты, назвал 1♥», «Мной, пока она думала, было названо
    1♥»): the subject of the aside, not of the call after it.

    >>> toks = tokenize("Я, пока он думал, назвал 1♥")
    >>> speaker = _Speaker()
    >>> speaker.name(Subject(None, Role.ME, 1))
    >>> _while_aside(toks, 3, speaker), _while_aside(tokenize("Пока он думал"), 1, speaker)
    (True, False)
    """
    if speaker.subject is None or i < 2 or not is_in(tokens[i - 1], "story.while"):
        return False
    return tokens[i - 2].text == "," and speaker.subject.end == i - 2


def _dealer_who_calls(tokens: list[Word], i: int, used: set[int]) -> Subject | None:
    """The player named as the dealer, when a verb of calling follows the words of dealing
    («я сдавал и открыл 1♠», «Сдавал Юг, открыл 1БК»; not «я сдавал, но первым спасовал
    левый»)."""
    named = subject_at(tokens, i)
    if named is None and (seat := letter_seat(tokens, i)) is not None:
        named = Subject(seat, None, i + 1)  # «сдавал В, открыл 1 пику»: the dealer's letter
    if named is None or named.role in _PLAY_ROLES:
        return None  # «Сдавал Юг, открыл 1БК»: a seat, as a role, is the player who calls
    k = i + 1
    while k < len(tokens) and k in used:
        k += 1
    while k < len(tokens) and (tokens[k].text == "," or is_in(tokens[k], "story.list_and")
                               or is_in(tokens[k], "story.role.pronoun")):
        k += 1  # «Сдавала левая, она открыла 1♣»: the pronoun is the dealer
    if k < len(tokens) and any(is_in(tokens[k], c) for c in VERBS):
        return named
    return None


def _object_call(tokens: list[Word], i: int) -> tuple[Subject, Found] | None:
    """A player's call in the English possessive, the object of the call told right before
    it («I doubled partner's 1NT», «LHO doubled his own partner's 2H»): that player's call,
    made before the call it is told with.

    >>> named, found = _object_call(tokenize("I doubled partner's 1NT by mistake"), 2)
    >>> named.role, str(found.call)
    (<Role.PARTNER: 'partner'>, '1БК')
    >>> _object_call(tokenize("and then LHO's 1D hit the table"), 2) is None
    True
    >>> named, found = _object_call(tokenize("partner raised my one no trump to three"), 2)
    >>> named.role, str(found.call)
    (<Role.ME: 'me'>, '1БК')
    """
    if i + 1 >= len(tokens):
        return None
    if is_in(tokens[i], "story.possessive_mine"):
        named: Subject | None = Subject(None, Role.ME, i + 1)  # «partner raised my 1NT»
    elif tokens[i].text.endswith("'s"):
        named = subject_at(tokens, i)
    else:
        return None
    found = read_call(tokens, i + 1)
    if named is None or found is None or found.call is None or found.weak:
        return None
    k = i - 1
    while k >= 0 and (is_in(tokens[k], "story.possessive") or tokens[k].text == "own"):
        k -= 1
    if k < 0 or not is_in(tokens[k], "story.call_object_of") or is_in(tokens[k], "story.over"):
        return None  # «over partner's 2S» is read by ``_earlier_call``
    return named, found


def _earlier_call(tokens: list[Word], i: int) -> tuple[Subject, Found] | None:
    """A call named with its player after «over», «after», «поверх», «после»: «over partner's
    2S», «after RHO's 1D», «поверх 2♠ партнёра». It was made before the call it is told
    with: that player's call, put before it (or left out when it was told already).

    >>> toks = tokenize("LHO bid 2H over partner's 2S")
    >>> named, found = _earlier_call(toks, 3)
    >>> named.role, str(found.call)
    (<Role.PARTNER: 'partner'>, '2♠')
    >>> _earlier_call(tokenize("после 1♦ правого"), 0)[0].role, _earlier_call(toks, 0)
    (<Role.RHO: 'rho'>, None)
    >>> _earlier_call(tokenize("после 7♠ у правого"), 0)[0].role
    <Role.RHO: 'rho'>
    """
    if i + 2 >= len(tokens):
        return None
    owned = _owner_first(tokens, i)
    if owned is not None:
        return owned
    if not is_in(tokens[i], "story.over"):
        return None
    k = i + 1
    named = subject_at(tokens, k) if tokens[k].text.endswith("'s") else None
    if named is not None and named.end < len(tokens):
        found = read_call(tokens, named.end)
        if found is not None and found.call is not None and not found.weak:
            return named, found
        return None
    return _call_and_owner(tokens, k)


def _call_and_owner(tokens: list[Word], k: int) -> tuple[Subject, Found] | None:
    """A call at ``k`` and its player in the genitive right after it («1♦ правого», «паса
    Востока», «7♠ у правого»), or None."""
    found = read_call(tokens, k)
    if found is None and is_in(tokens[k], "story.pass_noun"):
        found = Found(Call.pass_(), k + 1)  # «после 1♦ партнёра и паса Востока»
    if found is None or found.call is None or found.weak or found.end >= len(tokens):
        return None
    at = found.end
    if tokens[at].text in words("story.holding_at") and at + 1 < len(tokens):
        at += 1  # «после 7♠ у правого»: the owner after «у»
    owner = tokens[at]
    seat = next((s for c, s in _SEATS_OF if is_in(owner, c)), None)
    role = next((r for c, r in _ROLES_OF if is_in(owner, c)), None)
    if owner.text.isascii() or (seat is None and role is None):
        return None
    return Subject(seat, role, at + 1), replace(found, end=at + 1)


def _owner_first(tokens: list[Word], i: int) -> tuple[Subject, Found] | None:
    """A call after «over» and its owner told before it: the teller's possessive («поверх моих
    двух червей», «over my 1S») or a player's name read as his seat («на Михины две пики»).

    >>> named, found = _owner_first(named_players(tokenize(
    ...     "Сидели: Гоша на Юге. Запад сказал 2♣ на Гошины 2♥")), 9)
    >>> named.seat, str(found.call)
    (<Seat.S: 2>, '2♥')
    >>> _owner_first(tokenize("поверх моих 2♥"), 0)[0].role, _owner_first(tokenize("на юге 2♥"), 0)
    (<Role.ME: 'me'>, None)
    """
    if i + 2 >= len(tokens) or not is_in(tokens[i], "story.over_owned"):
        return None
    owner = tokens[i + 1]
    if is_in(owner, "story.mine_any"):
        named = Subject(None, Role.ME, i + 2)
    elif named_here(owner):
        seat = seat_word(owner.text)
        role = next((r for r, w in _SIDE_WORDS.items() if w == owner.text), None)
        if seat is None and role is None:
            return None
        named = Subject(seat, role, i + 2)
    else:
        return None
    found = read_call(tokens, i + 2)
    if found is None or found.call is None or found.weak:
        return None
    return named, found


_SIDE_WORDS = {Role.PARTNER: "партнер", Role.LHO: "левый", Role.RHO: "правый"}


def _earlier_unnamed(tokens: list[Word], i: int, items: list[_Item]) -> Found | None:
    """A bid named after «over», «после» right after a bid told of a player named, that bid
    no higher than it («West made an insufficient 2C over 2H», «Запад дал 2♣ после 2♥»): the
    call before it, its player untold.

    >>> toks = tokenize("W 2C over 2H")
    >>> found = _earlier_unnamed(toks, 2, [_Item(read_call(toks, 1), 1, Subject(Seat.W, None, 1))])
    >>> str(found.call) if found is not None and found.call is not None else None
    '2♥'
    """
    if not items or i + 1 >= len(tokens) or not is_in(tokens[i], "story.over"):
        return None
    last = items[-1]
    made = last.found.call
    if last.subject is None or made is None or not made.is_bid or last.found.end != i:
        return None
    found = read_call(tokens, i + 1)
    if found is None or found.call is None or found.weak or not found.call.is_bid:
        return None
    if found.call.rank < made.rank:
        return None  # a bid lower than the one told: not the bid it was made over
    if any(item.found.call == found.call for item in items):
        return None
    return found


_SEATS_OF = (("story.seat_of.north", Seat.N), ("story.seat_of.east", Seat.E),
             ("story.seat_of.south", Seat.S), ("story.seat_of.west", Seat.W))
_ROLES_OF = (("story.role_of.partner", Role.PARTNER), ("story.role_of.lho", Role.LHO),
             ("story.role_of.rho", Role.RHO))


def _listed_passes(
    tokens: list[Word], i: int
) -> tuple[list[tuple[int, Subject]], int] | None:
    """Two players or more named in a row and one verb of passing for them all («Юг, Запад
    и Север спасовали», «North and East both passed», «Восток, Юг, Запад — пас»): each
    player with the index of his name, and the index past the verb or the pass. A seat
    after a word of sitting is a place, not the first of a list.

    >>> _listed_passes(tokenize("I opened 1H sitting South, West passed"), 4) is None
    True
    >>> [seat.seat for _, seat in _listed_passes(tokenize("South, West passed"), 0)[0]]
    [<Seat.S: 2>, <Seat.W: 3>]
    """
    if i > 0 and tokens[i - 1].text in _SEAT_GLUE:
        return None  # «I opened 1H sitting South, West passed»: the first seat is my place
    listed = _player_list(tokens, i)
    if listed is None or len(listed[0]) < 2:
        return None
    players, k = listed
    while k < len(tokens) and is_in(tokens[k], "story.list_all"):
        k += 1
    k = adverbs_end(tokens, k)  # «Восток, Юг и Запад один за другим спасовали»
    if k < len(tokens) and is_in(tokens[k], "story.verb.pass_many"):
        length = phrases(tokens[k + 1 : k + 5], "story.duty_length")
        if length and length[0][0] == 0:
            return None  # «Север и Юг пасуют до конца»: a duty the ruling gave, no calls
        return players, k + 1
    told = k < len(tokens) and is_in(tokens[k], "story.verb.call_many")  # «… all said pass»
    if told or (k < len(tokens) and (tokens[k].text in DASHES or tokens[k].text == ":")):
        j = k + 1  # «Восток, Юг, Запад — пас»: one call after a dash for the players listed
        while j < len(tokens) and tokens[j].text in _QUOTES:
            j += 1
        said = read_call(tokens, j) if j < len(tokens) else None
        if said is not None and said.call == Call.pass_():
            return players, said.end
    return None


_QUOTES = frozenset('«"\'„“')
_SEAT_GLUE = frozenset(("sitting", "seated", "sat", "at", "as", "сидел", "сидела", "сижу", "на",
                        "за"))  # words of where a player sits, right before his seat


def _call_follows(tokens: list[Word], k: int, reach: int = 6) -> bool:
    """A call within ``reach`` tokens from ``k``, only quotes, punctuation and one word of
    hesitation before it («говорю: «ой, 1♦»», «пасую»)."""
    words = 0
    for j in range(k, min(len(tokens), k + reach)):
        found = read_call(tokens, j)
        if found is not None and found.call is not None and not found.weak:
            return True
        words += tokens[j].text.isalpha()
        if words > 1:
            return False
    return False


def _first_person(tokens: list[Word], i: int) -> bool:
    """A verb of calling that opens the story or a sentence, nobody named before it in the
    story: the teller speaks of himself («Открыл 1 пику, партнёр пас»; not «Восток долго
    думал. Сказал 2♠»)."""
    if not is_in(tokens[i], "story.verb.first_person"):
        return False
    if i > 0 and not (tokens[i - 1].text in ".!?" or tokens[i - 1].is_paragraph
                      or is_in(tokens[i - 1], "story.that_clause")):
        return False  # a sentence, or a clause of what the teller did («понял, что сказал»)
    k = i + 1
    while k < len(tokens) and tokens[k].text in _QUOTES:
        k += 1  # «сказал «пас»»
    following = read_call(tokens, k) if k < len(tokens) else None
    if following is None or following.call is None or following.weak:
        return False
    after = following.end
    if after < len(tokens) and is_in(tokens[after], "story.possessive"):
        after += 1  # «Открыл 1♥ мой левый»: the caller named after the call, with «мой»
    return following.end >= len(tokens) or subject_at(tokens, after) is None


def _continued_subject(
    tokens: list[Word], i: int, speaker: _Speaker, items: list[_Item]
) -> bool:
    """A sentence opening with a verb of calling in the past tense and no player named, right
    after a sentence that named another player making no call («Левый сдаёт. Вытащил из
    коробки пас»): Russian drops the subject it goes on with, so the call is that player's.

    >>> toks = tokenize("Левый сдаёт. Вытащил из коробки пас")
    >>> speaker = _Speaker()
    >>> speaker.name(Subject(None, Role.LHO, 1))
    >>> speaker.heard()
    >>> _continued_subject(toks, 3, speaker, [])
    True
    """
    other = speaker.last_other
    if other is None or i == 0 or sentence_start(tokens, i) != i:
        return False
    token = tokens[i]
    gender = past_gender(token.text)
    if not gender or not any(is_in(token, c) for c in (*VERBS, "story.opened")):
        return False
    if speaker.genders.get((other.seat, other.role), "m") != gender:
        return False
    for k in range(i + 1, min(len(tokens), i + 8)):  # «Открыл Запад 1♠»: his own subject
        if not tokens[k].is_word:
            break
        if subject_at(tokens, k) is not None:
            return False
    start = sentence_start(tokens, i - 1)  # the sentence before: it named him, told no call
    named = any((found := subject_at(tokens, k)) is not None
                and (found.seat, found.role) == (other.seat, other.role)
                for k in range(start, i - 1))
    told = any(start <= item.start < i for item in items)
    return named and not told


def _teller_verb(tokens: list[Word], i: int, speaker: _Speaker) -> bool:
    """A verb of calling in the past tense with no player named before it in its sentence
    («Не глядя открыла 1♠», «Хотел 1♠, а вытащил 1♥»): the teller, who drops «я», when
    nobody else was named before, or when the verb's gender is not that of the last player
    named («Восток 1♥. Машинально сказала 1♦»: East is «он»).

    >>> toks = tokenize("Север пас, Восток 1♥. Не глядя открыла 1♠")
    >>> speaker = _Speaker()
    >>> speaker.name(Subject(Seat.E, None, 5))
    >>> _teller_verb(toks, 8, speaker), _teller_verb(tokenize("Восток открыл 1♠"), 1, speaker)
    (True, False)
    """
    token = tokens[i]
    if not any(is_in(token, c) for c in (*VERBS, "story.opened")):
        return False
    gender = past_gender(token.text)
    if not gender:
        return False
    for k in range(i - 1, -1, -1):  # nobody named before it in its sentence
        if tokens[k].text in ".!?…" or tokens[k].is_paragraph:
            break
        if subject_at(tokens, k) is not None or is_in(tokens[k], "story.role.pronoun") or (
            is_in(tokens[k], "story.role.side") or is_in(tokens[k], "story.director")
        ):
            return False
    for k in range(i + 1, min(len(tokens), i + 8)):  # «Первым спасовал Запад»: his call
        if not tokens[k].is_word:
            break
        if subject_at(tokens, k) is not None and not is_in(tokens[k - 1], "story.before_word"):
            return False  # (not «выложил 1♠ до RHO»: the player waited for)
    other = speaker.last_other
    if other is None or _called_before(tokens, i, other):
        return True
    # a player told in no gender is named by a seat or a role word: masculine in grammar
    return speaker.genders.get((other.seat, other.role), "m") != gender


def _called_before(tokens: list[Word], i: int, other: Subject) -> bool:
    """The verb at ``i`` is told as made before ``other`` called, in its sentence («Не
    посмотрел, выложил 1♠ до RHO»): ``other`` is not the one who made it."""
    end = sentence_end(tokens, i)
    return any(is_in(tokens[k - 1], "story.before_word") and _same_player(
        subject_at(tokens, k), other) for k in range(i + 2, end))


def _of_opener(tokens: list[Word], named: Subject, items: list[_Item]) -> Subject:
    """«партнёр открывшего», «the opener's partner»: the partner of the player who made the
    first bid read so far, when he is named."""
    if named.role is not Role.PARTNER or named.end >= len(tokens):
        return named
    if not is_in(tokens[named.end], "story.of_opener"):
        return named
    opener = next((item.subject for item in items if item.subject is not None
                   and item.found.call is not None and item.found.call.is_bid), None)
    if opener is None:
        return named
    return _partner_of(opener, named.end + 1) or named


def _partner_of_named(tokens: list[Word], i: int, named: Subject, speaker: _Speaker) -> Subject:
    """«его партнёр», «партнёр его», «her partner»: the partner of the last other player
    named, not the teller's («Восток одна пика, я пас, его партнёр две пики»: West); and
    «партнёр Зинаиды Павловны»: the partner of the seat named in the genitive.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Восток 1♠, я пас, его партнёр 2♠")
    >>> speaker = _Speaker()
    >>> speaker.name(Subject(Seat.E, None, 1))
    >>> speaker.name(Subject(None, Role.ME, 4))
    >>> _partner_of_named(toks, 7, Subject(None, Role.PARTNER, 8), speaker)
    Subject(seat=<Seat.W: 3>, role=None, end=8)
    >>> _partner_of_named(tokenize("партнёр Севера 2♠"), 0, Subject(None, Role.PARTNER, 1),
    ...                   speaker)
    Subject(seat=<Seat.S: 2>, role=None, end=2)
    """
    other = speaker.last_other
    if named.role is Role.PARTNER and named.seat is None and named.end < len(tokens) and (
        named_in_genitive(tokens[named.end])
    ) and (seat := seat_word(tokens[named.end].text)) is not None:
        return Subject(seat.partner, None, named.end + 1)  # «партнёр Зинаиды Павловны»
    if named.role is Role.PARTNER and named.seat is None and named.end < len(tokens) and (
            whose := seat_in_genitive(tokens[named.end])) is not None:
        return Subject(whose.partner, None, named.end + 1)  # «партнёр Севера», «partner Ziemeļu»
    if named.role is not Role.PARTNER or named.seat is not None or other is None or i == 0:
        return named
    end = named.end
    if end < len(tokens) and is_in(tokens[end], "story.someone_elses"):
        end += 1  # «партнёр его»
    elif not is_in(tokens[i - 1], "story.someone_elses"):
        return named
    return _partner_of(other, end) or named


def _her_partner(
    tokens: list[Word], i: int, partner: Subject, possessor: Subject | None, items: list[_Item]
) -> Subject | None:
    """«Галина открыла 1БК, Восток спасовал, и тут её партнёр …»: a feminine possessive when
    the last other player named is told a man is the partner of the last woman told calling
    (a verb in the feminine past right before her call), when her seat is known; else None."""
    if i == 0 or possessor is None or not is_in(tokens[i - 1], "story.pronoun_of_female"):
        return None
    if _gender(tokens, possessor) == "f" or _female_verb_after(tokens, possessor):
        return None  # «её» may be the last player named: she is told a woman
    for item in reversed(items):
        if item.subject is not None and (item.subject.seat, item.subject.role) == (
                possessor.seat, possessor.role):
            continue
        verbs = [t for t in tokens[max(0, item.start - 4) : item.start] if t.is_word]
        if item.subject is None or item.subject.seat is None or not any(
                past_gender(t.text) == "f" for t in verbs):
            continue
        return Subject(item.subject.seat.partner, None, partner.end)
    return None


def _female_verb_after(tokens: list[Word], player: Subject) -> bool:
    """A verb in the feminine past right after the player named («Восток спасовала»)."""
    return any(past_gender(t.text) == "f" for t in tokens[player.end - 1 : player.end + 2]
               if t.is_word)


def seat_in_genitive(token: Word) -> Seat | None:
    """A seat word in the genitive («Севера», «Ziemeļu»): whose partner is meant."""
    return next((seat for concept, seat in _SEATS_OF if is_in(token, concept)), None)


def _partner_of(player: Subject, end: int) -> Subject | None:
    """The partner of a player named by his seat or by a role relative to the teller, as a
    subject that ends at ``end``; None for a player named otherwise."""
    if player.seat is not None:
        return Subject(player.seat.partner, None, end)
    role = _PARTNER_OF.get(player.role) if player.role is not None else None
    return Subject(None, role, end) if role is not None else None


def _whose_turn(tokens: list[Word], i: int) -> bool:
    """«South, instead of East, passed», «before North»: the player named right after words
    of whose turn it was is not the one who calls."""
    k = _player_start(tokens, i)
    while k > 0 and is_in(tokens[k - 1], "story.possessive"):
        k -= 1
    start = max(0, k - 4)
    return any(start + end == k for concept in ("story.turn_of", "story.waited_for")
               for _, end in phrases(tokens[start:k], concept))  # «з не дожидаясь ю кладёт»


def _player_start(tokens: list[Word], i: int) -> int:
    """Where the player named at ``i`` begins: a seat in brackets after a name belongs to the
    name («Лидочки (Запад)», «Нины Павловны (Запад)»), and a role right before the name too
    («партнёрши Лидочки (Запад)»).

    >>> toks = tokenize("не дождавшись своей партнёрши Лидочки (Запад), говорит")
    >>> _player_start(toks, 6), _player_start(toks, 4)
    (3, 4)
    """
    k = i
    if k >= 2 and tokens[k - 1].text == "(":
        names = 0
        while k - 2 - names >= 0 and names < 2 and tokens[k - 2 - names].raw[:1].isupper() \
                and tokens[k - 2 - names].text[:1].isalpha():
            names += 1
        if names:
            k -= 1 + names
    renamed = tokens[i].text[:2] != tokens[i].raw[:2].lower()  # a name read as a seat
    if (k < i or renamed) and k >= 1 and tokens[k - 1].is_word:
        named = subject_at(tokens, k - 1) or owner_at(tokens, k - 1)
        if named is not None and named.end == k and named.role is not None:
            k -= 1  # the role in the nominative or in the genitive («партнёрши»)
    return k


def _appositive(tokens: list[Word], speaker: _Speaker, named: Subject, i: int) -> bool:
    """«Восток, будущий вистующий, сказал 2♥», «Юг (разыгрывающий)»: a play role right after
    a seat names the same player again; so does a role of someone else's between commas
    («Восток, его партнёр, …»)."""
    last = speaker.subject
    if last is None:
        return False
    if named.role in _PLAY_ROLES and last.seat is None and last.role in _PARTNER_OF:
        # «my LHO, a defender, said double»: a play role right after a relative one
        return i - last.end <= 3 and all(not t.is_word or is_in(t, "story.article")
                                         for t in tokens[last.end : i])
    if last.seat is None:
        return False
    between = tokens[last.end : i]
    if named.role in _PLAY_ROLES:  # «Запад (он вистующий)»: a pronoun for him may stand
        # between, or anything in his brackets
        if between and between[0].text == "(" and not any(t.text == ")" for t in between):
            return i - last.end <= _ASIDE_WORDS
        return i - last.end <= 3 and all(
            not t.is_word or not is_in(t, "story.glue") or is_in(t, "story.role.pronoun")
            for t in between)
    # «Восток, его партнёр, объявил 1♦», «East, his partner, bid 1D»: the player named
    # again through another one (a role of someone else's, between commas), also after his
    # seat in brackets («Иван Фомич (Запад), её партнёр, …»)
    if between and between[0].text == "(" and ")" in (told := [t.text for t in between[:4]]):
        between = between[told.index(")") + 1 :]
    elif between and between[0].text == ")":  # the seat in brackets was the name told again
        between = between[1:]
    return (named.role is not None and bool(between) and between[0].text == ","
            and is_in(between[-1], "story.someone_elses")
            and all(not t.is_word for t in between[:-1]))


_ASIDE_WORDS = 8  # the most words of an aside between a player and his verb of calling


def _in_aside(tokens: list[Word], speaker: _Speaker, i: int) -> bool:
    """The player named at ``i`` stands inside an aside between commas right after the player
    named last, and that player's verb of calling follows the aside («and then I, quite
    forgetting that partner had yet to speak, doubled», «Юг, не глядя на партнёра, сказал
    2♥»): the player in the aside is spoken of; the one before it calls."""
    last = speaker.subject
    if last is None or last.end >= i:
        return False
    opening = _past_place(tokens, last.end)  # «а я на Юге, не дождавшись Востока, сказал»
    if opening + 1 < i and last.role is not None and _personal_name(tokens[opening]) and (
            tokens[opening + 1].text == ","):
        opening += 1  # «my partner Jean, across from me, says 'double'»: his name first
    if opening >= i or tokens[opening].text != ",":
        return False
    between = tokens[opening + 1 : i]
    if sum(t.is_word for t in between) > _ASIDE_WORDS or not all(
            t.is_word or t.text == "," for t in between):
        return False  # («East, not paying a bit of attention, my son, bid 4H»: two asides)
    for close in range(i + 1, min(len(tokens), i + _ASIDE_WORDS + 1)):
        if tokens[close].text == ",":
            verb = adverbs_end(tokens, close + 1)
            return verb < len(tokens) and (any(is_in(tokens[verb], c) for c in (
                "story.verb.call", "story.verb.pass", "story.verb.double",
                "story.verb.redouble")) or quoted_call_after(tokens, close + 1))
        if not tokens[close].is_word and tokens[close].text not in ("(", ")"):
            return False  # (a seat in brackets may stand in it: «before I (South) could call»)
    return False


_BRACKET_CLAUSE = 3  # words in brackets beyond a player's tag: a clause told aside


def _in_bracket_clause(tokens: list[Word], speaker: _Speaker, i: int) -> bool:
    """The player named at ``i`` stands inside brackets that hold a clause of their own, told
    after the player named last («Запад — не дождавшись партнёра (Восток только тянулся к
    боксу) — снова сказал пас»): he is spoken of; the one before the brackets calls. A tag
    («2♥ (Восток)», «(я, Юг)») is no clause."""
    last = speaker.subject
    if last is None or last.end >= i or is_in(tokens[i], "story.role.pronoun"):
        return False  # «(он болван будет)»: a pronoun in brackets may be the one who calls
    return _bracket_clause_at(tokens, i, last.end)


def _bracket_clause_at(tokens: list[Word], i: int, since: int) -> bool:
    """Token ``i`` stands inside brackets opened after ``since`` that hold a clause of their
    own, with no call in it («(а думал он, как потом признался, о ремонте дачи)»)."""
    opening = next((k for k in range(i - 1, since - 1, -1)
                    if tokens[k].text in ("(", ")")), None)
    if opening is None or tokens[opening].text != "(":
        return False
    closing = next((k for k in range(i + 1, len(tokens)) if tokens[k].text in ("(", ")")),
                   None)
    if closing is None or tokens[closing].text != ")":
        return False
    inside = tokens[opening + 1 : closing]
    return sum(t.is_word for t in inside) >= _BRACKET_CLAUSE and not any(
        (found := read_call(tokens, k)) is not None and not found.weak
        for k in range(opening + 1, closing))


def _named_since(tokens: list[Word], start: int, end: int) -> bool:
    """A player named between ``start`` and ``end`` (the teller began to tell of him).

    >>> toks = tokenize("Юг открыл 1♥, а Запад, не дождавшись... нет, Север пас")
    >>> _named_since(toks, 3, 11), _named_since(tokenize("Юг 1♥... нет, 1♠"), 2, 5)
    (True, False)
    """
    return any(subject_at(tokens, k) is not None for k in range(start, end))


def _personal_name(token: Word) -> bool:
    """A capitalised word that names no seat and opens no sentence by itself: a first name
    («Jean», «Агнес»)."""
    return token.is_word and token.raw[:1].isupper() and token.text.isalpha() and (
        seat_word(token.text) is None)


def _past_place(tokens: list[Word], k: int) -> int:
    """Past a seat told as a place right at ``k`` («на Юге», «at South»): where the words
    after a player and his seat go on.

    >>> toks = tokenize("а я на Юге, не глядя")
    >>> _past_place(toks, 2), _past_place(toks, 4)
    (4, 4)
    """
    if k + 1 < len(tokens) and len(tokens[k].text) <= 2 and tokens[k].text.isalpha() and (
        place_seat(tokens[k + 1]) is not None
    ):
        return k + 2
    return k


def _ended_here(tokens: list[Word], i: int) -> int | None:
    """«торговля закончилась», «after the final pass» at ``i`` (not «before the auction was
    over», «пока торговля не закончилась»): the index past its words."""
    hits = phrases_unless(tokens[i : i + 7], "story.auction_ended", "story.not_auction_ended")
    if not hits or hits[0][0] != 0:
        return None
    if any(start <= hits[0][1] for start, _ in phrases(tokens[i : i + 9],
                                                      "story.ended_in_contract")):
        return None  # «the auction ended with North in 3NT»: the contract told, not a time
    if phrases(tokens[max(0, i - 3) : i], "story.not_yet_ended"):
        return None
    if phrases(tokens[max(0, i - 4) : i], "story.allowed_after"):
        return None  # «East said I could ask after the auction was over»: a rule stated
    if phrases(tokens[max(0, i - 3) : i], "story.believed_end"):
        return None  # «West, evidently convinced the auction was over, led»: his belief
    return i + hits[0][1]


def _passes_missing(calls: list[Call | None]) -> int:
    """How many passes end the auction read so far (none before a bid is read)."""
    known = [call for call in calls if call is not None]
    if any(auction_ended(known[:k]) for k in range(1, len(known) + 1)):
        return 0  # it has ended already
    passes = 0
    for call in reversed(known):
        if not call.is_pass:
            break
        passes += 1
    return 0 if passes == len(known) else max(0, 3 - passes)


def _counted_passes(tokens: list[Word], i: int, items: list[_Item]) -> tuple[int, int] | None:
    """Passes told by their number after a call: «далее три паса подряд», «two passes»; how
    many and where the words end. None when the calls read already end in that many passes
    («пас, пас, пас — три паса»: told twice).

    >>> _counted_passes(tokenize("три паса подряд"), 0, [_Item(Found(Call.pass_(), 1), 0, None)])
    (3, 3)
    """
    word = tokens[i].text
    number = int(word) if word.isdigit() and len(word) == 1 else level_word(word)
    if number is None or not 2 <= number <= 3 or not items or i + 1 >= len(tokens):
        return None
    if not is_in(tokens[i + 1], "story.pass_noun"):
        return None
    tail = [item for item in items if not item.found.dash][-number:]
    if len(tail) == number and all(
        item.found.call is not None and item.found.call.is_pass for item in tail
    ):
        return None
    end = i + 2
    if end < len(tokens) and tokens[end].text in ("подряд", "in", "кругом"):
        end += 1
    return number, end


_RELATIVE_TOKENS = 16  # tokens of a relative clause between commas after a player


def _relative_clause_end(tokens: list[Word], i: int) -> int | None:
    """A comma at ``i`` and a relative pronoun after it («Север, которому судья велел
    пасовать, сказал 2♥»): the index of the comma that closes the clause in its sentence.

    >>> _relative_clause_end(tokenize("Север, которому судья велел пасовать, сказал 2♥"), 1)
    6
    >>> _relative_clause_end(tokenize("Север, который пас. Юг, 2♥"), 1) is None
    True
    """
    if i + 1 >= len(tokens) or not is_in(tokens[i + 1], "story.relative"):
        return None
    return aside_close(tokens, i, _RELATIVE_TOKENS)


def _retold_clause_end(tokens: list[Word], i: int) -> int | None:
    """A comma at ``i`` opening a relative clause in the pluperfect («North, who had passed my
    1NT, suddenly said '2 Spades'»): what the player had done before, told again, not a call
    made here; the index of the comma that closes it."""
    if tokens[i].text != ",":
        return None
    found = phrases(tokens[i + 1 : i + 3], "story.relative_retold")
    if not found or found[0][0] != 0:
        return None
    return aside_close(tokens, i, _RELATIVE_TOKENS, (",", ":"))  # «…, который … пасовал: «4♠»»


def _told_next(tokens: list[Word], end: int) -> bool:
    """A colon after «все спасовали» and a player named right after it: the passes are told
    one by one next, so the summary adds none of its own."""
    return (end + 1 < len(tokens) and tokens[end].text == ":"
            and subject_at(tokens, end + 1) is not None)


def _passes_to_end(items: list[_Item]) -> int:
    """The passes «все спасовали» adds: four when nothing was told, else as many as end the
    auction after the passes told since the last call that was not a pass («Южный открыл 2♦.
    Я сказал пас. Все пасовали»: my pass is one of them)."""
    if not items:
        return 4
    calls = [item.found.call for item in items if not item.found.dash]
    trailing = 0
    for call in reversed(calls):
        if call is None or not call.is_pass:
            break
        trailing += 1
    if trailing == len(calls):
        return 3  # only passes told: «все спасовали» tells the rest of a board passed out
    return max(1, 3 - trailing)


def _players_listed(tokens: list[Word], k: int) -> tuple[list[tuple[int, Subject]], int] | None:
    """Two players or more listed from ``k`` and nothing after them in their sentence («все
    спасовали: я, Мария Васильевна и Иван Ильич.»): each with the index of his name, and the
    index of the sentence's end. A first name before a name read as a seat belongs to it.

    >>> players, end = _players_listed(tokenize("все пас: Юг, Запад и Север. Потом"), 3)
    >>> [p.seat for _, p in players], end
    ([<Seat.S: 2>, <Seat.W: 3>, <Seat.N: 0>], 8)
    >>> _players_listed(tokenize("все пас: Юг 1♠, Запад пас."), 3) is None
    True
    """
    listed = _player_list(tokens, k, first_names=True)
    if listed is None or len(listed[0]) < 2 or (
            listed[1] < len(tokens) and tokens[listed[1]].text not in ".;!…"):
        return None
    return listed


def _player_list(
    tokens: list[Word], k: int, first_names: bool = False
) -> tuple[list[tuple[int, Subject]], int] | None:
    """The players named one after another from ``k``, joined by commas or «и», each with the
    index of his name, and the index past the list; None when a role of the play is among
    them. ``first_names``: a first name before a name read as a seat belongs to it («Мария
    Васильевна»)."""
    players: list[tuple[int, Subject]] = []
    while k < len(tokens):
        if first_names and tokens[k].raw[:1].isupper() and tokens[k].text.isalpha() and (
                subject_at(tokens, k) is None and k + 1 < len(tokens)
                and subject_at(tokens, k + 1) is not None):
            k += 1  # «Мария Васильевна»: the first name, its patronymic read as the seat
        named = subject_at(tokens, k)
        if named is None:
            break
        if named.role in _PLAY_ROLES:
            return None
        players.append((k, named))
        k = named.end
        if k + 2 < len(tokens) and tokens[k].text == "(" and (
                echo := subject_at(tokens, k + 1)) is not None and echo.seat == named.seat and (
                echo.end < len(tokens) and tokens[echo.end].text == ")"):
            k = echo.end + 1  # «Зина (Восток), Надя (Юг) и Галя (Запад) спасовали»: each
            # name read as its seat, the seat in brackets after it said again
        if k < len(tokens) and (tokens[k].text == "," or is_in(tokens[k], "story.list_and")):
            k += 1
            continue
        break
    return players, k


def _all_pass(tokens: list[Word], i: int) -> int | None:
    """The end of «все пас», «all pass» read at ``i``, unless the words are a premise of
    somebody's reasoning («думал, раз все пасуют, можно …», "since all passed"), not calls."""
    hits = phrases(tokens[i : i + 5], "story.all_pass")
    if not hits or hits[0][0] != 0 or _premise(tokens, i):
        return None
    end = i + hits[0][1]
    if end + 1 < len(tokens) and tokens[end].text in (",", "-", "–", "—") and (
            (spelled := read_call(tokens, end + 1)) is not None and spelled.call is not None
            and spelled.call.is_pass):
        return None  # «дальше пас, пас, пас»: «пас» the first of the passes spelled out
    return end


_UNNOTICED_REACH = 5  # words of «не заметил, что» before the words they bring


def _unnoticed_all_pass(tokens: list[Word], i: int) -> int | None:
    """The end of «все спасовали», "all passed" at ``i`` right after words of not noticing
    («не заметил, что все спасовали»): the passes told before spoken of, no call at all.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("левый говорит контра, не заметил, что все спасовали")
    >>> _unnoticed_all_pass(toks, 8), _unnoticed_all_pass(tokenize("и все пас"), 1)
    (10, None)
    """
    hits = phrases(tokens[i : i + 5], "story.all_pass")
    if not hits or hits[0][0] != 0:
        return None
    before = [t for t in tokens[max(0, i - _UNNOTICED_REACH) : i] if t.text != ","]
    if any(end == len(before) for _, end in phrases(before, "story.unnoticed_that")):
        return i + hits[0][1]
    return None


def _premise(tokens: list[Word], i: int) -> bool:
    """The words at ``i`` follow a conjunction of reasoning opening its clause («, раз …»,
    «поскольку …», "since …") or tell what somebody thought: a premise, not a fact told."""
    if i > 0 and is_in(tokens[i - 1], "story.premise") and (
        i == 1 or not tokens[i - 2].is_word
    ):
        return True
    return in_thought(tokens, i)


def _scan_call(
    tokens: list[Word], i: int, reading: Reading, scan: _Scan, speaker: _Speaker,
    questions: set[int],
) -> int:
    """Reads the call at ``i`` (if any) into ``scan``; the index to go on from."""
    found = read_call(tokens, i)
    if found is None:
        found = _raised_to(tokens, i, scan) or _level_alone(tokens, i, scan, speaker)
    if found is None or (found.dash and not standalone_dash(tokens, i)):
        return i + 1
    if found.dash and _dash_in_sentence(tokens, i):
        return i + 1
    if _preposition(tokens, i, found) or _gloss(tokens, i, found, scan) or _denied_double(
            tokens, i, found):
        return found.end
    kind = call_context(tokens, i, found, questions)
    if kind in ("undone", "replaced"):  # a call judged right after it, or the call a change
        # replaced («Юг заменил 1♠ на 1♣»): spoken of again, unless told here first
        told = any(item.found.call == found.call for item in scan.items)
        kind = "skip" if told or speaker.subject is None else "call"
    if kind == "call" and _explained_after(tokens, found.end) and any(
            item.found.call == found.call for item in scan.items):
        return found.end  # «2♦ у нас трансфер на черви»: a call told before, explained
    if kind == "stands":
        if found.call is not None and found.call == scan.replacement:
            scan.then = found.call  # «3♠ can stand», 3♠ being his change: what he chose
        return found.end
    if kind in ("skip", "meant"):
        if kind == "meant" and found.call is not None:
            scan.meant, scan.meant_by = found.call, speaker.subject
        if found.call is not None and found.call.is_double_or_redouble and (
                target := _object_bid(tokens, found)):
            return target  # «I want to double 1H», «я бы дал контру на 2♦»: the bid doubled
            # is spoken of too
        return found.end if found.call is None or found.call.is_bid else i + 1
    if found.call is None:
        reading.notes.append(
            f"«{_said(tokens, i, found.end)}» — такой заявки не бывает "
            f"({found.problem}); пропускаю её."
        )
        reading.fire("call.impossible")
        return found.end
    if kind == "replacement" and speaker.subject is not None and found.call.is_bid and (
        auction_ended([item.found.call for item in scan.items if item.found.call is not None])
    ):  # «after the last pass, South suddenly says 'sorry, four hearts'»: no call to change
        kind = "call"
    if kind == "replacement" and scan.replacement is not None and any(
            item.found.call == found.call for item in scan.items):
        return found.end  # «забрал и положил 2♥ … Партнёр: пусть будет 2♦»: the call made,
        # said to stand, is no change of the change
    if kind == "replacement":
        scan.replacement = found.call
        made = [item for item in scan.items if not item.found.dash]
        scan.replaced = made[-1].start if made else None
        if speaker.subject is not None and made:
            scan.replacer = (made[-1].start, speaker.subject)
        return found.end
    if kind == "then" or (kind == "chosen" and scan.replacement == found.call):
        scan.then = found.call  # «в итоге … контра» after that change told: what he chose
        return found.end  # (another call chosen is read as his next call, as any call is)
    if found.call.is_above_seven:
        reading.notes.append(
            f"{found.call} — назначение выше семи: читаю его как сказанное (правило 38)."
        )
        reading.fire("call.above_seven")
    subject = speaker.subject
    if subject is not None and spoken_of(tokens[subject.end : i]):
        subject = None  # «я не увидел 1♥», «South accepted the 2C»: a call spoken of
    if subject is not None and instead_of_him(tokens, i):
        subject = None  # «а вместо него пас сказала его партнёрша»: not the one named
    if subject is None and not found.weak and (_same_caller(tokens, i, scan.items)
                                               or _went_on_calling(tokens, i, scan.items)):
        subject = scan.items[-1].subject  # «открыл 1♠, подумал и сказал 2♠»: he called again
        reading.fire("call.same_caller")
    after = _named_after(tokens, found.end) or _sounded_owner(tokens, i, found) or (
        _passive_agent(tokens, found)
    ) or (_inverted(tokens, i, found) if subject is None else None)
    if after is not None:  # «1♠ (я) – 2♥ (левый)», «первым 1♥ сказал Запад»
        named, end = after
        owned = is_in(tokens[found.end], "story.by_player")
        scan.items.append(_Item(replace(found, weak=False), i, named, owned=owned))
        speaker.heard()
        return end
    if found.weak and not found.dash and subject is not None and _calls_here(tokens, subject, i) \
            and tokens[i].text not in words("story.call.prose_word"):
        found = replace(found, weak=False)  # «E X», «партнёр говорит x», «W сразу кладёт X»
    target = _object_bid(tokens, found) if _double_verb(tokens, i) or _doubles_last_bid(
        tokens, found, scan.items) else None
    if target is not None and subject is not None and any(
        item.found.call == found.call and _same_player(item.subject, subject)
        for item in scan.items
    ):
        return target  # «Юг законтрировал 2♥ своего партнёра»: his double told again
    opponent = _in_parentheses(tokens, i, found.end)
    scan.items.append(_Item(found, i, None if found.weak else subject, opponent,
                            speaker.by_pronoun and subject is not None))
    if not found.weak:
        speaker.heard()
    return found.end if target is None else target  # «N doubled 2S»: the bid doubled


def _raised_to(tokens: list[Word], i: int, scan: _Scan) -> Found | None:
    """A level alone after words of raising to it («pard raised to 2», «партнёр поднял до
    трёх»): a bid at that level in the suit of the bid it raises, the one told two calls
    before (his partner's, in turn), else the last bid in a suit.

    >>> reading = read_auction("I opened 1 heart, LHO passed, pard raised to 2, RHO passed.")
    >>> [str(c.call) for c in reading.calls]
    ['1♥', 'пас', '2♥', 'пас']
    """
    number = level_word(tokens[i].text)
    start = max(0, i - 3)
    if number is None or not 2 <= number <= 7 or not (any(
            start + end == i for _, end in phrases(tokens[start:i], "story.raise_to"))
            or _raised_bid_to(tokens, i)):
        return None
    bids = [item.found.call for item in scan.items if item.found.call is not None]
    partners = bids[-2] if len(bids) >= 2 else None
    suited = [call for call in bids if call.is_bid and call.strain is not None]
    raised = partners if partners is not None and partners.is_bid else (
        suited[-1] if suited else None)
    if raised is None or raised.strain is None or number <= raised.level:
        return None
    return Found(Call.bid(number, raised.strain), i + 1)


def _level_alone(tokens: list[Word], i: int, scan: _Scan, speaker: _Speaker) -> Found | None:
    """A level alone right after the player named, set off by a comma or a stop, in an
    auction whose last bid had a strain («я одна черва, напарник три, я четыре»): a raise of
    that strain to the level.

    >>> read_auction("Я одна черва, напарник три, я четыре, и три паса.").auction_text()
    'S:1♥ W:пас N:3♥ E:пас S:4♥ W:пас N:пас E:пас'
    """
    subject = speaker.subject
    if subject is None or subject.end != i or i + 1 >= len(tokens):
        return None
    if tokens[i + 1].text not in (",", ".", ";") and not is_in(tokens[i + 1], "story.glue"):
        return None  # «напарник три раза …», «партнёр 3 очка»: no call
    number = level_word(tokens[i].text)
    bids = [item.found.call for item in scan.items
            if item.found.call is not None and item.found.call.is_bid]
    if number is None or not bids or bids[-1].strain is None or not (
            bids[-1].level < number <= 7):
        return None
    return Found(Call.bid(number, bids[-1].strain), i + 1)


_RAISE_REACH = 6  # tokens from a verb of raising to the «to» before the level


def _raised_bid_to(tokens: list[Word], i: int) -> bool:
    """«raised my one no trump to three», «поднял мои две червы до четырёх»: a verb of raising,
    the bid raised, then «to» right before the level."""
    if i == 0 or tokens[i - 1].text not in words("story.raise_to_word"):
        return False
    return any(is_in(tokens[k], "story.verb.raise_player")
               for k in range(max(0, i - 1 - _RAISE_REACH), i - 1))


def _double_verb(tokens: list[Word], i: int) -> bool:
    """The call at ``i`` is a verb of doubling or redoubling («законтрировал», "doubled"),
    not the call's own name («контра», "X"): a bid right after it is what was doubled.

    >>> read_auction("Запад 1♠, Север пас, Восток 2♠. Север законтрировал 2♠.").auction_text()
    'W:1♠ N:пас E:2♠ S:пас W:пас N:контра'
    >>> read_auction("Запад 1♠, Север контра, Восток 2♠. Да, Север законтрировал 1♠ "
    ...              "Запада.").auction_text()
    'W:1♠ N:контра E:2♠'
    """
    token = tokens[i]
    return (is_in(token, "story.verb.double") or is_in(token, "story.verb.redouble")) and not (
        is_in(token, "call.double") or is_in(token, "call.redouble"))


def _calls_here(tokens: list[Word], subject: Subject, i: int) -> bool:
    """The player named just before makes the call at ``i``: right after his name («E X»),
    after a dash or a colon («S — X», «W: P»), or after words of when and a verb of calling
    («партнёр говорит x», «W сразу кладёт X», «E ещё раз говорит p»).

    >>> toks = tokenize("S — X, W сразу кладёт X")
    >>> south, west = Subject(Seat.S, None, 1), Subject(Seat.W, None, 5)
    >>> _calls_here(toks, south, 2), _calls_here(toks, west, 7)
    (True, True)
    >>> _calls_here(tokenize("S сказал, что X"), Subject(Seat.S, None, 1), 4)
    False
    >>> _calls_here(tokenize("W сразу кладёт красную X"), Subject(Seat.W, None, 1), 4)
    True
    >>> _calls_here(tokenize("Я на автомате — XX"), Subject(Seat.S, None, 1), 4)
    True
    """
    start = past_clock(tokens, subject.end)  # «В в 20:20: «контра»»: when it was said
    gap = tokens[start:i]
    while len(gap) > 1 and gap[-1].text in _QUOTES | {":"}:
        gap = gap[:-1]  # «E говорит «X»», «W says: "X"»: the call quoted after the verb
        i -= 1
    while len(gap) > 1 and is_in(gap[-1], "story.call_card_word"):
        gap = gap[:-1]  # «кладёт красную X», "slaps a red X": the bidding card described
        i -= 1
    if not gap:
        return True
    if len(gap) == 1 and (gap[0].text in DASHES or gap[0].text == ":"):
        return True
    close = aside_close(tokens, start)
    if close is not None and close + 1 == i - 1 and is_in(tokens[i - 1], "story.verb.call"):
        return True  # «S, не дожидаясь партнёра, говорит X»
    if close is not None and _speech_opens(tokens, close + 1, i):
        return True  # «W, не дождавшись партнёра, громко: „X“»: the aside, then his words
    if adverbs_end(tokens, start) == i and start < i:
        return True  # «и тут левый опять p»: only words of when between him and his call
    before = tokens[i - 1]  # «W сразу кладёт X»; «Я на автомате — XX»
    return adverbs_end(tokens, start) == i - 1 and (
        is_in(before, "story.verb.call") or before.text in DASHES or before.text == ":")




def _speech_opens(tokens: list[Word], k: int, end: int) -> bool:
    """From ``k`` to ``end`` (the quoted call's first token, or its quote): at most
    ``SPEECH_LEAD`` words of how it was said, then a colon or a dash, then quotes only
    («…, громко: „Kontra!“», «…, – «контра»»): the player's words open there.

    >>> toks = tokenize("W, не дождавшись партнёра, громко: «X»")
    >>> _speech_opens(toks, 6, 9), _speech_opens(toks, 6, 7)
    (True, False)
    """
    k_mark = next((j for j in range(k, min(end, k + SPEECH_LEAD + 1))
                   if tokens[j].text == ":" or tokens[j].text in DASHES), None)
    if k_mark is None or not all(t.is_word for t in tokens[k:k_mark]):
        return False
    return all(t.text in _QUOTES for t in tokens[k_mark + 1 : end])


def _doubles_last_bid(tokens: list[Word], found: Found, items: list[_Item]) -> bool:
    """A double or redouble said with the bid it is on, that bid the last one told
    («reopened with «dubbel 2 spader»», «контра 2 пикам» after 2♠): the bid is named, not
    made again.

    >>> toks = tokenize("1♠ пас 2♠ пас пас контра 2♠")
    >>> items = [_Item(read_call(toks, k), k, None) for k in (0, 1, 2, 3, 4)]
    >>> _doubles_last_bid(toks, read_call(toks, 5), items)
    True
    """
    if found.call is None or not found.call.is_double_or_redouble:
        return False
    end = _object_bid(tokens, found)
    if end is None:
        return False
    named = read_call(tokens, found.end)
    bids = [item.found.call for item in items
            if item.found.call is not None and item.found.call.is_bid]
    return named is not None and bool(bids) and named.call == bids[-1]


def _explained_after(tokens: list[Word], end: int) -> bool:
    """Words telling what a call means right after it («2♦ у нас трансфер», «2C is
    Stayman»): the call spoken of, not made again."""
    return phrase_at(tokens, end, "story.call_explained", 3) > 0


def _object_bid(tokens: list[Word], found: Found) -> int | None:
    """The end of a bid right after a double, or after it and «на»/«on» («double 1H»,
    «контру на 2♦»): the bid the double would be on, or None."""
    if found.end >= len(tokens):
        return None
    start = found.end
    if tokens[start].text in ("на", "on") and start + 1 < len(tokens):
        start += 1
    target = read_call(tokens, start)
    if target is None or target.weak or target.call is None or not target.call.is_bid:
        return None
    return target.end


def _same_caller(tokens: list[Word], i: int, items: list[_Item]) -> bool:
    """«Север открыл 1♠, подумал и сказал 2♠», «North bid 1S, hesitated and bid 2S»: the
    player of the call just before, in the same sentence, thought it over and called again."""
    if not items or items[-1].subject is None or items[-1].found.end >= i:
        return False
    gap = tokens[items[-1].found.end : i]
    if any(t.text in ".!?;" or t.is_paragraph for t in gap) or len(gap) > 8:
        return False
    if not any(is_in(t, "story.mulled") for t in gap) and not _then_changed(tokens, gap):
        return False
    return all(subject_at(tokens, items[-1].found.end + k) is None for k in range(len(gap)))


_ASIDE_REACH = 14  # the most tokens of a clause of time set off by commas between two calls


def _went_on_calling(tokens: list[Word], i: int, items: list[_Item]) -> bool:
    """«East opened One Diamond and then, before I had so much as reached for the bidding
    box, put a Pass card down»: «and then» and a verb of calling with no player named, after
    the call just before in the same sentence (a clause of time set off by commas aside), so
    its player called again.

    >>> [str(c) for c in read_auction("East opened 1♦ and then put a Pass card down.").calls]
    ['E:1♦', 'E:пас']
    """
    if not items or items[-1].subject is None or items[-1].found.end >= i:
        return False
    gap = list(range(items[-1].found.end, i))
    if any(tokens[k].text in ".!?;" or tokens[k].is_paragraph for k in gap):
        return False
    kept = _past_time_asides(tokens, gap)
    said = [tokens[k] for k in kept if tokens[k].text != ","]
    if not said or len(said) > _SAME_CALLER_GAP:
        return False
    head = phrases(said, "story.called_again")
    if not head or head[0][0] != 0 or not any(is_in(t, "story.verb.call")
                                             for t in said[head[0][1]:]):
        return False
    return all(subject_at(tokens, k) is None for k in kept)


_SAME_CALLER_GAP = 6  # the most words between two calls of one player («and then put a»)


def _past_time_asides(tokens: list[Word], gap: list[int]) -> list[int]:
    """The gap's tokens without a clause of time set off by commas («, before I had …,»)."""
    kept: list[int] = []
    skip_to = -1
    for k in gap:
        if k < skip_to:
            continue
        if tokens[k].text == "," and k + 1 < len(tokens) and is_in(tokens[k + 1],
                                                                   "story.time_aside"):
            end = next((j for j in range(k + 1, min(len(tokens), k + _ASIDE_REACH))
                        if tokens[j].text == ","), None)
            if end is not None and end <= gap[-1]:
                skip_to = end + 1
                continue
        kept.append(k)
    return kept


def _then_changed(tokens: list[Word], gap: list[Word]) -> bool:
    """«Ю сказал 2♠, потом 3♠», in a story that tells a change of call («З замену не принял»):
    nothing but «потом» between the calls, so the player of the first made the second.

    >>> toks = tokenize("Ю сказал 2♠, потом 3♠. З замену не принял")
    >>> _then_changed(toks, toks[3:5]), _then_changed(tokenize("Ю 2♠, потом 3♠"), toks[3:5])
    (True, False)
    """
    said = [t for t in gap if t.text != ","]
    if (0, len(said)) not in phrases(said, "story.called_again"):
        return False
    return bool(phrases(tokens, "story.replacing"))


def _preposition(tokens: list[Word], i: int, found: Found) -> bool:
    """A one-letter shorthand call that is a preposition: after a word that is no call and
    before a bid («вернулся к 2♠», «перешёл к 3♣»)."""
    if not found.weak or found.dash or tokens[i].text not in words("story.call.preposition"):
        return False
    if i == 0 or not tokens[i - 1].is_word or read_call(tokens, i - 1) is not None:
        return False
    following = read_call(tokens, found.end) if found.end < len(tokens) else None
    return following is not None and following.call is not None and following.call.is_bid


def _denied_double(tokens: list[Word], i: int, found: Found) -> bool:
    """A double or redouble said not to have been made: «a redouble with no double», «без
    всякой контры», «ain't nobody doubled nothing»: the word before it (an article or «any»
    skipped) denies it."""
    if found.call is None or not found.call.is_double_or_redouble or found.dash:
        return False
    k = i - 1
    while k >= 0 and is_in(tokens[k], "story.double_denied_skip"):
        k -= 1
    return k >= 0 and is_in(tokens[k], "story.double_denied")


def _gloss(tokens: list[Word], i: int, found: Found, scan: _Scan) -> bool:
    """The same call said again in parentheses right after it, in other words: a gloss
    («я nb (пас)», «X (контра)»), not a call of its own (``p (p)`` is two passes)."""
    if not scan.items or found.weak or not _in_parentheses(tokens, i, found.end):
        return False
    last = scan.items[-1]
    glossed = tokens[last.start : last.found.end]
    return (last.found.end == i - 1 and last.found.call == found.call and not last.found.dash
            and [t.text for t in glossed] != [t.text for t in tokens[i : found.end]])


def _own_side_after(tokens: list[Word], end: int) -> Subject | None:
    """The teller or his partner named right after a call, then a comma and a call in
    parentheses («1S by me, (pass), 4S pard, (pass)»): the call in parentheses is an
    opponent's, so the player named is the one of the call before it.

    >>> toks = tokenize("1S, (pass), 4S pard, (pass), pass")
    >>> _own_side_after(toks, 7).role, _own_side_after(toks, 9)
    (<Role.PARTNER: 'partner'>, None)
    """
    named = subject_at(tokens, end) if end < len(tokens) else None
    if named is None or named.role not in (Role.ME, Role.PARTNER) or named.seat is not None:
        return None
    k = named.end
    if k + 2 >= len(tokens) or tokens[k].text != "," or tokens[k + 1].text != "(":
        return None
    found = read_call(tokens, k + 2)
    return named if found is not None and found.call is not None else None


def _named_after(tokens: list[Word], end: int) -> tuple[Subject, int] | None:
    """The player named right after a call: in parentheses («2♥ (левый)»), or after a verb of
    calling in inverted order («1♥ сказал Запад»), or by his name in the genitive («контра
    Глеба»: see ``named_in_genitive``); with the index past those words.

    >>> tokens = named_players(tokenize("Мы сидели так: Глеб на Востоке. Потом контра Глеба"))
    >>> _named_after(tokens, len(tokens) - 1)[0].seat
    <Seat.E: 1>
    """
    while end < len(tokens) and tokens[end].text in CLOSING_QUOTES.values():
        end += 1  # «и опять «пас» от Востока»: past the quote the call was said in
    if end >= len(tokens):
        return None
    if tokens[end].text == "(":
        named = subject_at(tokens, end + 1) or _seat_letter_alone(tokens, end + 1)
        if named is None:
            return None
        k = named.end
        while k < len(tokens) and tokens[k].text in "!?.":
            k += 1
        if k < len(tokens) and tokens[k].text == ",":
            k = _aside_in_tag(tokens, k)  # «п (Запад, вынужденно)-2♠»: a word on the call
        return (named, k + 1) if k < len(tokens) and tokens[k].text == ")" else None
    if is_in(tokens[end], "story.verb.call") and end + 1 < len(tokens):
        named = subject_at(tokens, end + 1)
        if named is not None and named.seat is not None:
            return named, named.end
    if tokens[end].text == "," and end + 2 < len(tokens) and is_in(
        tokens[end + 1], "story.verb.call"
    ):  # «дошли до 7БК, объявил правый.»: the clause after the call names its player
        named = subject_at(tokens, end + 2)
        if named is not None and named.role not in (None, Role.ME, Role.PARTNER, Role.LHO,
                                                    Role.RHO):
            named = None  # a play role («…, объявил разыгрывающий») names no seat here
        if named is not None and (named.end >= len(tokens) or tokens[named.end].text in ".!?;"):
            return named, named.end
    mine = _own_side_after(tokens, end)
    if mine is not None:
        return mine, mine.end
    side = subject_at(tokens, end) if is_in(tokens[end], "story.side_after_call") else None
    if side is not None and side.role in (Role.LHO, Role.RHO, Role.PARTNER) and (
            side.end >= len(tokens) or not tokens[side.end].is_word):
        return side, side.end  # «1S on my right, and …», «2S on my left, pass fae Agnes»
    if is_in(tokens[end], "story.by_player") and end + 1 < len(tokens):
        owner = owner_at(tokens, end + 1) or _letter_ending_clause(tokens, end + 1)
        # «7♠ у Севера», «3NT by South», «дошли до 7б у С.»
        if owner is not None:
            return owner, owner.end
    if named_in_genitive(tokens[end]):  # «пас Мухиной», «контра Глеба Аркадьевича»
        owner_word = tokens[end].text
        role = next((r for r, w in _SIDE_WORDS.items() if w == owner_word), None)
        return Subject(seat_word(owner_word), role, end + 1), end + 1
    return None


def _sounded_owner(tokens: list[Word], i: int, found: Found) -> tuple[Subject, int] | None:
    """A verb of sounding right before the call and its player in the genitive right after
    it: «последовала контра Запада», «прозвучал пас партнёра».

    >>> toks = tokenize("потом последовала контра Запада, хотя")
    >>> _sounded_owner(toks, 2, read_call(toks, 2))
    (Subject(seat=<Seat.W: 3>, role=None, end=4), 4)
    """
    if i == 0 or found.end >= len(tokens) or not (
        is_in(tokens[i - 1], "story.verb.sounded") or labelled_with_owner(tokens, i, found.end)
    ):  # «Первая реплика: 1♦ Запада.»: a line of the auction, the call and its player
        return None
    seat = next((s for c, s in _SEATS_OF if is_in(tokens[found.end], c)), None)
    role = next((r for c, r in _ROLES_OF if is_in(tokens[found.end], c)), None)
    if seat is None and role is None:
        return None
    return Subject(seat, role, found.end + 1), found.end + 1


def _passive_agent(tokens: list[Word], found: Found) -> tuple[Subject, int] | None:
    """The agent of a passive verb right after the call: «контра была объявлена Севером»,
    «пас сказан Западом вне очереди». It names the caller even when another player was named
    before the call («до того как Западом что-либо было сказано, контра была объявлена
    Севером»)."""
    k = found.end
    while k < min(len(tokens), found.end + 2) and is_in(tokens[k], "story.aux_was"):
        k += 1
    if k + 1 >= len(tokens) or not passive_participle(tokens[k].text):
        return None
    agent = agent_at(tokens, k + 1)
    after = read_call(tokens, agent.end) if agent and agent.end < len(tokens) else None
    if agent is None or (after is not None and after.call is not None and not after.dash):
        return None  # «сказано Западом 2♥»: the agent of the call after it
    return agent, agent.end


def _inverted(tokens: list[Word], i: int, found: Found) -> tuple[Subject, int] | None:
    """The player named after his verb and call, at the end of the clause, nobody named before
    them in it: «первым спасовал Восток», «но первым открыл 1♥ Юг», «first passed LHO»."""
    if found.weak or found.end >= len(tokens):
        return None
    verb = any(is_in(tokens[i], c) for c in VERBS[1:]) or (
        i > 0 and is_in(tokens[i - 1], "story.verb.call"))
    named = subject_at(tokens, found.end) if verb else None
    if named is None and verb:
        named = _possessed_player(tokens, found.end)  # «открыл 1♥ мой левый»
    if named is None and found.end + 1 < len(tokens) and any(
        is_in(tokens[found.end], c) for c in ("story.verb.call", "story.verb.made")
    ):  # «заявку 2♣ сделал Запад», «1♠ назвал правый»: the call, its verb, then its player
        named = subject_at(tokens, found.end + 1) or _possessed_player(tokens, found.end + 1)
    if named is None or named.role in _PLAY_ROLES:
        return None
    if named.end < len(tokens) and (tokens[named.end].is_word or tokens[named.end].text == "("):
        return None  # «открыл 1♥ Юг ответил 2♥»: the player of the next call
    return named, named.end


def _seat_letter_alone(tokens: list[Word], k: int) -> Subject | None:
    """A seat's one letter alone in brackets at ``k`` («1♠(С) – пас(В)», "p(E)"): the
    player of the call before the brackets, whatever the letter could be elsewhere.

    >>> _seat_letter_alone(tokenize("пас(В)"), 2).seat, _seat_letter_alone(tokenize("2♠ (вот)"), 2)
    (<Seat.E: 1>, None)
    """
    if not 0 < k < len(tokens) - 1 or tokens[k + 1].text != ")" or tokens[k - 1].text != "(":
        return None
    word = tokens[k].text
    return Subject(LETTERS[word], None, k + 1) if word in LETTERS and len(
        tokens[k].raw) == 1 else None


def _letter_ending_clause(tokens: list[Word], k: int) -> Subject | None:
    """A seat's one capital letter at ``k`` that ends its clause («дошли до 7б у С.»): the
    seat, not a preposition.

    >>> _letter_ending_clause(tokenize("7♦ у С. Потом"), 2).seat
    <Seat.N: 0>
    >>> _letter_ending_clause(tokenize("7♦ у с партнёром"), 2) is None
    True
    """
    if not 0 <= k < len(tokens) or (k + 1 < len(tokens) and tokens[k + 1].text not in ".,;!?"):
        return None
    seat = letter_seat(tokens, k)
    return None if seat is None else Subject(seat, None, k + 1)


def _possessed_player(tokens: list[Word], k: int) -> Subject | None:
    """A player named with a possessive at ``k`` («мой левый», "my LHO"; not «мой»: I am
    named so); a role of someone else's («его партнёрша») only with its seat told in a
    relative clause after it («его партнёрша, которая Запад»).

    >>> _possessed_player(tokenize("мой левый"), 0)
    Subject(seat=None, role=<Role.LHO: 'lho'>, end=2)
    >>> _possessed_player(tokenize("его партнёрша, которая Запад"), 0)
    Subject(seat=<Seat.W: 3>, role=None, end=5)
    >>> _possessed_player(tokenize("его партнёрша"), 0) is None
    True
    """
    if k + 1 >= len(tokens) or not is_in(tokens[k], "story.possessive"):
        return None
    named = subject_at(tokens, k + 1)
    if named is None or named.role is Role.ME:
        return None
    if is_in(tokens[k], "story.someone_elses"):
        return _seat_in_relative(tokens, named.end)
    return named


def _seat_in_relative(tokens: list[Word], end: int) -> Subject | None:
    """A seat told in a relative clause right after a player («…, которая Запад», "…, who
    was West"): that player, the clause's seat (a role of someone else's is no role of
    mine, so it needs the seat).

    >>> _seat_in_relative(tokenize("его партнёрша, которая Запад."), 2)
    Subject(seat=<Seat.W: 3>, role=None, end=5)
    """
    if end + 2 >= len(tokens) or tokens[end].text != "," or not is_in(
        tokens[end + 1], "story.relative"
    ):
        return None
    for k in range(end + 2, min(len(tokens), end + 5)):
        seat = place_seat(tokens[k])  # «которая Запад», «который сидел Западом»
        if seat is not None:
            return Subject(seat, None, k + 1)
        if not tokens[k].is_word:
            return None
    return None


def _said(tokens: list[Word], start: int, end: int) -> str:
    return " ".join(t.raw for t in tokens[start:end])


def _in_parentheses(tokens: list[Word], start: int, end: int) -> bool:
    return (start > 0 and tokens[start - 1].text == "(" and end < len(tokens)
            and tokens[end].text == ")")


# --- runs of shorthand, groups of calls, the auction asked about ------------------------


def _between(tokens: list[Word], a: _Item, b: _Item) -> list[Word]:
    return tokens[a.found.end : b.start]


def _between_owned(tokens: list[Word], a: _Item, b: _Item) -> list[Word]:
    """The words between two calls, past the player told after the first («pass fae
    Agnes, pass»: only the comma)."""
    start = a.found.end
    if a.subject is not None and start < a.subject.end <= b.start and any(
            is_in(tokens[start], c) for c in ("story.by_player", "story.side_after_call")):
        start = a.subject.end
    return tokens[start : b.start]


def _runs(tokens: list[Word], items: list[_Item], reading: Reading) -> list[_Item]:
    """Shorthand calls (``p``, ``x``, a dash) kept only inside a sequence of calls; a dash
    alone is a pass or a separator (said in the notes)."""
    runs: list[list[_Item]] = []
    for item in items:
        last = runs[-1][-1] if runs else None
        between = _between(tokens, last, item)[_tag_after(tokens, last):] if last else []
        if last is not None and all(t.text in SEPARATORS or _call_mark(t) for t in between):
            if _slot_between(between):
                item.after_gap = True  # ``1H-(P)-?-(X)``: the player of the «?» had not called
            runs[-1].append(item)
        else:
            runs.append([item])
    kept: list[_Item] = []
    for run in runs:
        calls = [item for item in run if not item.found.dash]
        if all(item.found.weak for item in calls) and (
            len(calls) < 2 or (len(calls) < 3 and not _tight(tokens, calls))
        ):
            continue
        kept.extend(_dashes(tokens, run, reading))
    return kept


def _slot_between(between: list[Word]) -> bool:
    """A «?» standing alone between separators in a run of shorthand (``1♥-(п)-?-(X)``,
    ``(п)-?-(1♠)``) or alone in brackets (``(1S)-P-(?)-X``): the turn of a player who had not
    called yet, not a mark of surprise glued to the call before it (``(X!?)``).

    >>> _slot_between(tokenize(")-?-(")), _slot_between(tokenize("-(?)-"))
    (True, True)
    >>> _slot_between(tokenize("!?)-"))
    False
    """
    return any(token.text == "?" and _alone(between, k) for k, token in enumerate(between))


def _told_opening(tokens: list[Word], item: _Item) -> bool:
    """A verb of opening between the call's player and the call («West opened 1S»)."""
    if item.subject is None or item.subject.end > item.start:
        return False
    return any(is_in(token, "story.opened") for token in tokens[item.subject.end : item.start])


def _trailing_slot(tokens: list[Word], item: _Item) -> bool:
    """A dash and a «?» right after a run's last call, then the run's end («1C-(1S)-?:
    partner opened 1C …»): the turn the teller asks about, one more turn of the run.

    >>> from engine.rules.model import Strain
    >>> toks = tokenize("1C-(1S)-?: partner opened 1C")
    >>> _trailing_slot(toks, _Item(Found(Call.bid(1, Strain.SPADES), 4), 3, None))
    True
    """
    k = item.found.end
    if k < len(tokens) and tokens[k].text == ")":
        k += 1
    return k + 1 < len(tokens) and tokens[k].text in DASH_WORDS and tokens[k + 1].text == "?" \
        and (k + 2 == len(tokens) or tokens[k + 2].text in (":", ".", ",", ";"))


def _alone(between: list[Word], k: int) -> bool:
    """The token at ``k`` stands between two separators, or alone in brackets."""
    before = between[k - 1].text if k > 0 else None
    after = between[k + 1].text if k + 1 < len(between) else None
    if before == "(" and after == ")":
        return True
    return before is not None and before in SEPARATORS - {")", "("} and (
        after is None or after in SEPARATORS)


_TAG_ASIDE = 6  # words after the player's name in a bracketed tag («(Север, по указанию судьи)»)


def _aside_in_tag(tokens: list[Word], comma: int) -> int:
    """The closing bracket of a tag that names a call's player and goes on after a comma
    with a few words and no call («п (Север, по указанию судьи)»), else ``comma``."""
    for j in range(comma + 1, min(len(tokens), comma + _TAG_ASIDE + 2)):
        if tokens[j].text == ")":
            return j
        found = read_call(tokens, j)
        if tokens[j].text in "(.;" or (found is not None and found.call is not None):
            return comma
    return comma


def _tag_after(tokens: list[Word], item: _Item) -> int:
    """How many words after a call name its player in brackets (``2♥ (я) – п``): the tag
    belongs to the call, so the run of shorthand goes on after it."""
    subject, end = item.subject, item.found.end
    if subject is None or subject.end <= end or tokens[end].text != "(" or (
        subject.end >= len(tokens)
    ):
        return 0
    close = subject.end if tokens[subject.end].text != "," else _aside_in_tag(
        tokens, subject.end)
    if tokens[close].text != ")":
        return 0
    return close - end + 1  # through the closing bracket


def _call_mark(token: Word) -> bool:
    """A «!» or «?» glued to the call before it in shorthand («1NT-(X!?)-p»): the teller's
    surprise at that call, not the end of a sentence.

    >>> [_call_mark(t) for t in tokenize("(X!?)-p. Why ?")]
    [False, False, True, True, False, False, False, False, False, False]
    """
    return token.text in ("!", "?") and not token.gap


def _tight(tokens: list[Word], run: list[_Item]) -> bool:
    """Calls glued by dashes or slashes without spaces (``p-p``, ``x/xx``)."""
    for a, b in pairwise(run):
        between = _between(tokens, a, b)
        if not between or any(t.gap for t in between) or tokens[b.start].gap:
            return False
    return True


def _dashes(tokens: list[Word], run: list[_Item], reading: Reading) -> list[_Item]:
    dashes = [item for item in run if item.found.dash]
    if not dashes:
        return run
    adjacent = any(a.found.dash and b.found.dash for a, b in pairwise(run))
    # a column diagram, or one flattened under its head of four seats («W N E S 1H - 1S»)
    diagram = any("\n" in tokens[item.start].gap for item in run[1:]) or (
        "auction.diagram" in reading.fired)
    calls = [item for item in run if not item.found.dash]
    told = any(is_in(t, "story.dash_word") for t in tokens)  # «прочерки — пасы»
    if (diagram or (adjacent and told)) and calls:
        if _dash_before_words(tokens, run[-1]):
            run = run[:-1]  # «1♣ — и Запад …»: the dash after the last call opens a sentence
            reading.fire("dash.before_words")
        if run and _dash_after_words(tokens, run[0]):
            run = run[1:]  # «Юг повторил пики — 2♠»: the dash before a call ends the words
            reading.fire("dash.after_words")
        if any(item.found.dash for item in run):
            reading.notes.append("Тире на месте заявки читаю как пас.")
            reading.fire("dash.pass")
        return run
    if adjacent and calls:
        reading.notes.append("Тире между заявками читаю как разделитель, а лишнее тире — "
                             "как пас на месте заявки.")
        reading.fire("dash.pass_between")
        return _dashes_between(run)
    if len(calls) >= 2:
        reading.notes.append("Тире между заявками читаю как разделитель, а не как пас.")
        reading.fire("dash.separator")
    return calls


def _dash_before_words(tokens: list[Word], item: _Item) -> bool:
    """A dash that ends a run of calls and is followed, on the same line, by a word that is no
    call («1♦ — далее Юг …», «пас — и тут Вика говорит»): punctuation of the sentence that
    tells what happened next, not a pass in the diagram."""
    end = item.found.end
    if not item.found.dash or end >= len(tokens):
        return False
    following = tokens[end]
    return (following.is_word and "\n" not in following.gap
            and read_call(tokens, end) is None)


def _dash_after_words(tokens: list[Word], item: _Item) -> bool:
    """A dash that opens a run of calls right after a word on the same line that is neither a
    call nor a seat letter of the diagram's head («повторил пики — 2♠»): punctuation."""
    i = item.start
    if not item.found.dash or i == 0 or "\n" in tokens[i].gap:
        return False
    before = tokens[i - 1]
    return (before.is_word and len(before.text) > 1 and not before.text[0].isdigit()
            and read_call(tokens, i - 1) is None and seat_word(before.text) is None)


def _dashes_between(run: list[_Item]) -> list[_Item]:
    """``1♠ – – 1♥``: between two calls the first dash separates them and each dash after it
    stands for a pass; a dash before the first call or after the last one is a pass."""
    out: list[_Item] = []
    between = False  # a call was read, and the dashes that follow it come before another
    for k, item in enumerate(run):
        if not item.found.dash:
            out.append(item)
            between = True
            continue
        later = any(not other.found.dash for other in run[k + 1 :])
        if between and later:
            between = False  # the separator after a call
            continue
        out.append(item)
    return out


def _restated(tokens: list[Word], items: list[_Item], reading: Reading) -> list[_Item]:
    """Without a call spoken of again: a bid, double or redouble told in words with nobody
    named before it, the same as a call read before and not in a run of shorthand with it
    («1♥ пас 1♠ пас 1♥ — последнюю 1♥ сказал Север»)."""
    kept: list[_Item] = []
    seen: dict[Call | None, _Item] = {}  # the last item kept of each call
    for index, item in enumerate(items):
        call = item.found.call
        if kept and _run_opens_with_it(tokens, kept[-1], items[index:], reading.me):
            reading.fire("call.restated_in_run")  # «я спасовал. Дальше P-(1S)-2H»
            continue
        if kept and _names_last(tokens, kept[-1], item):
            kept[-1] = replace(kept[-1], subject=item.subject)  # «7♣ / 8♠ — Запад сказал 8♠»
            reading.fire("call.named_after_run")
            continue
        earlier = seen.get(call)
        if earlier is not None and kept and earlier is kept[-1] and item.subject is not None \
                and (earlier.subject is None or _pair_before(tokens, earlier.start)) \
                and call is not None and call.is_bid and _cleft_between(tokens, earlier, item):
            # «дотянули мы до семи червей, это я сказала семь червей»: who made the call
            kept[-1] = seen[call] = replace(earlier, subject=item.subject)
            reading.fire("call.named_after_run")
            continue
        if call is not None and call.is_pass and earlier is not None \
                and item.subject is not None and earlier.subject is not None \
                and _same_player(earlier.subject, item.subject, reading.me) \
                and (phrase_at(tokens, item.found.end, "story.out_of_turn", 5)
                     or phrase_at(tokens, item.found.end, "story.retold_tail", 2)):
            reading.fire("call.restated")  # «W said pass … E: hang on, W passed out of turn»,
            continue  # "East passed already": the same player's pass named again
        alone = not kept or not all(
            t.text in SEPARATORS for t in _between_owned(tokens, kept[-1], item))
        again = earlier is not None and (
            (call is not None and not call.is_pass)
            or (earlier is kept[-1] and earlier.subject is not None))
        player_named = item.subject is not None or _unseated_before(tokens, item)
        unnamed = not player_named or item.pronoun or (
            earlier is not None and call is not None
            and (call.is_bid or earlier is kept[-1])
            and _same_player(earlier.subject, item.subject, reading.me))
        # «1♥ (Юг) … Юг сказал 1♥»
        repeated = _told_again(tokens, item) or _hand_position_before(tokens, item) or (
            _insufficient_after(tokens, item, kept))
        owner = _owner_after(tokens, item) if again and earlier is not None else None
        if owner is not None and earlier is not None and earlier.subject is None \
                and item.subject is None:
            # «(6H) 6S (7H) 8C?! (P) — I'm South, the 6S was mine»: whose that call was
            named = replace(earlier, subject=owner)
            kept = [named if k is earlier else k for k in kept]
            seen[call] = named
            reading.fire("call.owned_after")
            continue
        if again and unnamed and alone and not item.found.weak and not repeated:
            if earlier is not None and _resumed_after_undo(tokens, earlier, item):
                kept.append(item)  # «… объявил 1♠. … заявка аннулирована … Дальше: …, З–1♠»
                seen[call] = item
                reading.fire("call.made_again_after_ruling")
                continue
            if earlier is not None and earlier.owned and kept[0] is earlier \
                    and kept[-1] is not earlier and call is not None and call.is_bid \
                    and all(k.found.call is None or not k.found.call.is_bid
                            or k.found.call.rank < call.rank for k in kept[1:]):
                # «3NT by East, 1NT then 3NT»: the contract told first, then its auction
                # (every bid told between them lower: not «1S fae partner … 1S-(2H)-(2D)»)
                kept.remove(earlier)
                item = replace(item, subject=item.subject or earlier.subject)
                kept.append(item)
                seen[call] = item
                reading.fire("call.contract_told_first")
                continue
            if earlier is not None and _incident_told_first(tokens, kept, earlier, item):
                kept.remove(earlier)  # «Вера заявила 8♥. … Сдавал Глеб: 1♥, пас, Вера — 8♥»
                reading.told_first.append(earlier)
                kept.append(item)
                seen[call] = item
                reading.fire("call.told_first_then_in_turn")
                continue
            reading.fire("call.restated")
            continue
        if earlier is not None and item.pronoun and call is not None and call.is_bid \
                and earlier.subject is not None and _told_again(tokens, item):
            # «the maid on my left bangs down 1S … She bid 1S again»: «she», making the same
            # bid again, is the player who made it before, not the last one named
            item = replace(item, subject=earlier.subject)
            reading.fire("call.made_again")
        kept.append(item)
        seen[call] = item
    return kept


def _pair_before(tokens: list[Word], start: int) -> bool:
    """«дотянули мы с Людой до семи червей»: the pair («мы с …») told just before a call
    reached together, not one player's call."""
    return any(phrase_at(tokens, k, "story.we_with", 2) for k in range(max(0, start - 6), start))


def _cleft_between(tokens: list[Word], earlier: _Item, item: _Item) -> bool:
    """Words of «it was … who» («это я сказала …», "it was me who bid …") right before the
    player named between two tellings of one call: the second names the first's player."""
    between = _between(tokens, earlier, item)
    return len(between) <= 8 and any(
        phrase_at(between, k, "story.cleft", 2) for k in range(max(0, len(between) - 5),
                                                              len(between)))


def _unseated_before(tokens: list[Word], item: _Item) -> bool:
    """A person's name whose seat the story does not tell right before the call («…, Оля пас,
    Петя пас»): a player named, though not seated, so not the call told again."""
    k = item.start - 1
    while k >= 0 and tokens[k].text in ":—–-":
        k -= 1
    return k >= 0 and unseated_name(tokens, k)


def _owner_after(tokens: list[Word], item: _Item) -> Subject | None:
    """The player a call told again is said to be of, right after it («the 6S was mine», «the
    8C was our kid, North», «2♥ был мой»): a word of being, then «mine» or a player named
    within three words, in the same clause."""
    k = item.found.end
    if k >= len(tokens) or not is_in(tokens[k], "story.owned_copula"):
        return None
    k += 1
    if k < len(tokens) and is_in(tokens[k], "story.mine_word"):
        return Subject(None, Role.ME, k + 1)
    for j in range(k, min(k + 4, len(tokens))):
        if tokens[j].text in ".!?;" or tokens[j].is_paragraph:
            return None
        named = subject_at(tokens, j)
        if named is not None:
            return named
    return None


def _insufficient_after(tokens: list[Word], item: _Item, kept: list[_Item]) -> bool:
    """A bid told again by the same player after a higher bid, and called insufficient right
    after it («З 2 бубны, …, В 2 червы, Ю пас, и З сказал 2 бубны — недостаточно»): a call
    of its own, not the earlier one told again."""
    call = item.found.call
    if call is None or not call.is_bid:
        return False
    higher = any(k.found.call is not None and k.found.call.is_bid and k.found.call > call
                 for k in kept)
    after = tokens[item.found.end : item.found.end + 4]
    return higher and bool(phrases(after, "story.insufficient"))


def _hand_position_before(tokens: list[Word], item: _Item) -> bool:
    """«партнёр пас, четвёртая рука пас»: the call's player told by his place in the rotation
    right before it; another player's call, not the one before told again."""
    before = tokens[max(0, item.start - 3) : item.start]
    return any(end == len(before) for _, end in phrases(before, "story.hand_position"))


_RUN_LEAD_WORDS = 3  # words at most between a call told in words and a run repeating it


def _run_opens_with_it(tokens: list[Word], last: _Item, rest: list[_Item], me: Seat) -> bool:
    """A run of shorthand with the opponents' calls in parentheses that opens, out of them,
    with the call our side was just told in words to make («я спасовал. Дальше P-(1S)-2H-(P)»):
    the next seat is an opponent's, so the run's first call is the one told, repeated."""
    item = rest[0]
    if len(rest) < 2 or item.opponent or not rest[1].opponent or last.subject is None:
        return False
    if last.found.call != item.found.call or last.opponent or item.subject is not None:
        return False
    if last.subject.seat_for(me) not in (me, me.partner):
        return False
    gap = _between(tokens, last, item)
    words_between = [t for t in gap if t.is_word]
    return not any(t.is_paragraph for t in gap) and len(words_between) <= _RUN_LEAD_WORDS


def _told_again(tokens: list[Word], item: _Item) -> bool:
    """A call told as made again: «Запад снова 1БК», «С снова заявил 1♠», «LHO bid 1H
    again», «1♣ ещё раз»."""
    clause = _clause_words(tokens, item.start)
    after = phrases(tokens[item.found.end : item.found.end + 3], "story.verb.repeat")
    end = item.found.end
    while end < len(tokens) and tokens[end].text in _QUOTES | {"»", "”"}:
        end += 1  # «East said 'Redouble' as well»: past the quote closing the call
    also = phrases(tokens[end : end + 3], "story.call_as_well")
    return any(is_in(t, "story.verb.repeat") for t in clause) or (
        bool(after) and after[0][0] == 0) or (bool(also) and also[0][0] == 0)


def _resumed_after_undo(tokens: list[Word], earlier: _Item, item: _Item) -> bool:
    """Between two tellings of one player's call, the first undone («заявка аннулирована»,
    not accepted, a penalty imposed for it) and the auction told going on after it («Дальше:
    В–пас, Ю–1♥, З–1♠», a sentence opening with «дальше»): the player made the call again in
    his turn, two calls, not one told twice."""
    between = tokens[earlier.found.end : item.start]
    undone = any(phrases(between, c) for c in (
        "story.call_undone", "story.director_undid", "story.not_accepted")) or bool(
        barred_told(between))  # («в не стал принимать. тд сказал я пасую до конца …»)
    opening = any(is_in(t, "story.resumed_opening") and (k == 0 or between[k - 1].text in ".!?")
                  for k, t in enumerate(between))  # «… до конца. дальше я пас …»
    return undone and (bool(phrases(between, "story.auction_resumed")) or opening)


def _incident_told_first(
    tokens: list[Word], kept: list[_Item], earlier: _Item, item: _Item
) -> bool:
    """The earlier telling of a call stood alone, before the calls that lead to it (told
    first as the incident, more than ``_GAP_WORDS`` words before the next call), and the
    later one comes right after another call, in the auction told in order: the later one
    is the call in its place."""
    if earlier is kept[-1] or earlier.subject is None or item.subject is None:
        return False
    at = kept.index(earlier)
    following = kept[at + 1]
    gap = [t for t in tokens[earlier.found.end : following.start] if t.is_word]
    close = [t for t in _between(tokens, kept[-1], item) if t.is_word]
    return len(gap) > _GAP_WORDS and len(close) <= 2


def _clause_words(tokens: list[Word], i: int) -> list[Word]:
    """Up to three words right before ``i`` in its clause (a stop, a comma or a call ends it).

    >>> [t.text for t in _clause_words(tokenize("5) С снова заявил 1♠"), 5)]
    ['с', 'снова', 'заявил']
    """
    out: list[Word] = []
    k = i - 1
    while k >= 0 and len(out) < 3:
        token = tokens[k]
        k -= 1
        if token.text in _SPEECH_MARKS:
            continue  # «снова: «реконтра»»: the call quoted after a colon
        if not token.is_word or read_call(tokens, k + 1) is not None:
            break
        out.append(token)
    return out[::-1]


_SPEECH_MARKS = frozenset(':«»"“”„')


def _names_last(tokens: list[Word], last: _Item, item: _Item) -> bool:
    """A call told in words with its player and a verb («Запад сказал восемь пик») right after
    the same call in shorthand, a dash or a colon between, or in a clause of «где» with its
    player after it («1♠-(X)…, где «X» сказал Запад»): it names the player of that call."""
    call, subject = item.found.call, item.subject
    if (subject is None or last.subject is not None or call is None or call.is_pass
            or call != last.found.call or item.found.weak):
        return False
    gap = _between(tokens, last, item)
    if subject.end >= item.start:  # «1♠-(X)…, где «X» сказал Запад»: a clause of «где»
        said = tokens[item.found.end : subject.end]
        return (len(gap) <= 6 and any(is_in(t, "story.where_clause") for t in gap)
                and any(is_in(t, c) for t in said for c in VERBS))
    said = tokens[subject.end : item.start]
    if len(gap) > 1 and gap[0].text == ")":
        gap = gap[1:]  # «…-(8h) — правый написал 8h»: the bracket of the shorthand call
        if _emoji(gap[0].text):  # «…-7s-(8h) 💀 правый реально написал 8h»: a dash
            gap = [replace(gap[0], text="—"), *gap[1:]]
    if gap and gap[0].text in "—–-:":  # «1♠ — 2♥ — ... Лида (Восток) сказала «две червы»»:
        # the run broken off, its last call told again with its player
        rest = list(gap[1:])
        while rest and rest[0].text in (".", "…"):
            rest.pop(0)
        gap = [gap[0], *(t for t in rest
                         if t.text not in ("(", ")") and t.text not in _QUOTE_OPENERS)]
    return (0 < len(gap) <= 5 and gap[0].text in "—–-:"
            and all(t.is_word or t.text in "—–-:" for t in gap)
            and any(is_in(t, c) for t in said for c in VERBS))


def _emoji(text: str) -> bool:
    """A token of pictures only («💀», «🤡»), never a suit symbol."""
    return bool(text) and all(
        unicodedata.category(ch) in ("So", "Sk", "Cf") and ch not in "♠♥♦♣♤♡♢♧" for ch in text)


def _same_player(a: Subject | None, b: Subject | None, me: Seat | None = None) -> bool:
    """Both words name one player: the same seat or role, or (the teller's seat known) a role
    and the seat it stands for («Ю контра … я дал контру» when I am South)."""
    if a is None or b is None:
        return False
    if (a.seat, a.role) == (b.seat, b.role):
        return True
    return me is not None and a.seat_for(me) is not None and a.seat_for(me) == b.seat_for(me)


def _without_echoes(tokens: list[Word], group: list[_Item], reading: Reading) -> list[_Item]:
    """In an auction written as shorthand (three calls or more in a run), a bid or double
    told apart in words and the same as one of the run is that call spoken of again
    («1♠ пас 7♠ пас 9♠ … партнёр сказал 9♠»)."""
    in_run: set[int] = set()
    run = [0]
    for k in range(1, len(group) + 1):
        joined = k < len(group) and _in_run(tokens, group[k - 1], group[k])
        if joined:
            run.append(k)
            continue
        slots = sum(_slot_between(_between(tokens, group[a], group[b]))
                    for a, b in pairwise(run))  # «(1♦)-?-(1♠)»: the «?» a turn of the run
        slots += _trailing_slot(tokens, group[run[-1]])  # «1C-(1S)-?: partner opened …»
        if len(run) + slots >= 3:
            in_run.update(run)
        run = [k]
    if not in_run:
        return group
    run_calls = {group[k].found.call for k in in_run}
    told = [item for k, item in enumerate(group) if k not in in_run and item.subject is not None]
    in_order = [group[k].found.call for k in sorted(in_run)]
    bids = [call for call in in_order if call is not None and not call.is_pass]
    again = [item.found.call for item in told if item.found.call in bids]
    if len(bids) >= 2 and again[: len(bids)] == bids:
        reading.fire("call.restated")  # told again in words, with the players: take that one
        return [item for k, item in enumerate(group) if k not in in_run]
    kept = [item for k, item in enumerate(group) if k in in_run or item.found.call is None
            or item.found.call.is_pass or item.found.call not in run_calls
            or _goes_on(tokens, group, k, in_run, bids)
            or _double_again(tokens, group, k, in_run, in_order) or _told_again(tokens, item)
            or any(j > k and group[j].found.call == item.found.call
                   and _resumed_after_undo(tokens, item, group[j]) for j in in_run)]
    if len(kept) < len(group):
        reading.fire("call.restated")
        kept = _named_by_echoes(tokens, group, kept, in_run)
    return kept


def _named_by_echoes(
    tokens: list[Word], group: list[_Item], kept: list[_Item], in_run: set[int]
) -> list[_Item]:
    """A bid or double of the run told again in words with its player («[1♠, 2♥, 2♦] —
    левый выложил 2♦ поверх моих 2♥»): the words name the player of that call in the run,
    when the run names nobody for it and holds it once, a verb of calling stands between
    the player and the call, and a player is named for another call kept (the seats are
    then read from the players named, and this one is one of them).

    >>> reading = read_auction("Борд 6. [1♠, 2♥, 2♦] — левый выложил 2♦. Левый: «контра».")
    >>> reading.me.name, [(c.role and c.role.value, str(c.call)) for c in reading.calls]
    ('S', [(None, '1♠'), (None, '2♥'), ('lho', '2♦'), ('lho', 'контра')])
    """
    if not any(item.subject is not None for item in kept):
        return kept  # no player named elsewhere: the seats stay those of the rotation
    runs = [group[k] for k in sorted(in_run)]
    named: dict[int, _Item] = {}
    for item in group:
        call, subject = item.found.call, item.subject
        if item in kept or subject is None or item.pronoun or call is None:
            continue
        said = tokens[subject.end : item.start]
        if not said or not any(is_in(t, c) for t in said for c in VERBS):
            continue  # «1♣ партнёр, 1♠ правый»: a player after his call, not before this one
        same = [run for run in runs if run.found.call == call]
        if len(same) == 1 and same[0].subject is None and id(same[0]) not in named:
            named[id(same[0])] = replace(same[0], subject=item.subject)
    return [named.get(id(item), item) for item in kept]


def _in_run(tokens: list[Word], a: _Item, b: _Item) -> bool:
    """Only separators stand between two calls, and the seat letter that labels the second
    one (an overlay «В 1♠ | Ю пас | З контра», a log «N: 1C, E: pass»; seat words are a
    story told in words, «Север 1♥, Восток 1♠»)."""
    gap = _between(tokens, a, b)
    if b.subject is not None and b.subject.seat is not None:
        while gap and (gap[-1].text == ":" or LETTERS.get(gap[-1].text) is not None):
            gap = gap[:-1]
    return all(t.text in SEPARATORS or (t.text == "?" and _slot_between(gap)) for t in gap)


def _goes_on(
    tokens: list[Word], group: list[_Item], k: int, in_run: set[int], bids: list[Call]
) -> bool:
    """A bid told right after the run, in the same sentence, that repeats an earlier bid of
    the run but not its last one: the auction told on («1!c пас 1!d, и тут левый 1!c» is an
    insufficient bid, not the 1♣ spoken of again)."""
    if k == 0 or k - 1 not in in_run or not bids or group[k].found.call == bids[-1]:
        return False
    call = group[k].found.call
    if call is None or not call.is_bid:
        return False
    return _said_right_on(tokens, group[k - 1], group[k])


def _said_right_on(tokens: list[Word], a: _Item, b: _Item) -> bool:
    """Call ``b`` told right on from ``a``: in the same sentence, nothing breaking between."""
    gap = _between(tokens, a, b)
    return not any(t.text in ".!?…" or t.is_paragraph for t in gap) and not _breaks(gap)


def _double_again(
    tokens: list[Word], group: list[_Item], k: int, in_run: set[int], in_order: list[Call | None]
) -> bool:
    """A double (or redouble) told right after a run that ends in a pass, in the same
    sentence, by a player named: a call of its own on the bid already doubled («1т-1ч-дабл-
    пас, и С (мой партнёр) такой «дабл»»: 36), not the run's double spoken of again."""
    call = group[k].found.call
    if k == 0 or k - 1 not in in_run or call is None or not call.is_double_or_redouble:
        return False
    if not in_order or in_order[-1] is None or not in_order[-1].is_pass:
        return False
    subject = group[k].subject
    if subject is None or (subject.seat is None and subject.role is Role.ME):
        return False  # «… и я говорю «дабл»»: the teller's own double, told again
    return _said_right_on(tokens, group[k - 1], group[k])


def _without_repeats(group: list[_Item], reading: Reading) -> list[_Item]:
    """The same call by the same player twice in a row is one call told twice («левый
    говорит контра … короче … и левый вдруг — контра»): nobody calls twice running."""
    kept: list[_Item] = []
    for item in group:
        last = kept[-1] if kept else None
        if (last is not None and last.found.call == item.found.call
                and item.subject is not None and _same_player(last.subject, item.subject)):
            reading.fire("call.restated")
            continue
        kept.append(item)
    return kept


_INTRO_REACH = 5  # words between a word of the auction and the colon that opens it


def _told_after_incident(tokens: list[Word], items: list[_Item]) -> list[_Item] | None:
    """The calls from the auction told after a colon that a word of the auction or of its
    start leads to («Толик сказал 1♥ поверх моих 2♣. … Торговля была такая: сдавал я, 2♣,
    пас, пас, Толик 1♥»), when calls were told before it: the calls told before are the
    incident spoken of, the auction is told in order after the colon (the last such colon
    with two calls or more after it, one of them a call told before: «Auction went: pard
    pass, …» after «I opened out of turn» goes on from the incident, it does not retell it).

    >>> from engine.story.words import tokenize
    >>> text = ("Запад сказал 1♥ поверх 2♣. Торговля шла так: Север 2♣, Восток пас, Юг пас, "
    ...         "Запад 1♥")
    >>> reading = read_auction(text)
    >>> reading.auction_text(), "auction.told_after_incident" in reading.fired
    ('N:2♣ E:пас S:пас W:1♥', True)
    """
    for k in range(len(tokens) - 1, 0, -1):
        if tokens[k].text != ":" or (tokens[k - 1].text.isdigit() and k + 1 < len(tokens)
                                     and tokens[k + 1].text.isdigit()):
            continue  # not the colon of a time of day («Торговля закрыта в 21:20»)
        back = k - 1
        while back >= 0 and k - back <= _INTRO_REACH and tokens[back].text not in ".!?:" and (
            not tokens[back].is_paragraph
        ):
            if is_in(tokens[back], "story.auction_intro"):
                break
            back -= 1
        else:
            continue
        if back < 0 or not is_in(tokens[back], "story.auction_intro"):
            continue
        if any(is_in(t, "story.auction_goes_on") for t in tokens[max(0, back - 2) : k]):
            return None  # «Дальнейшая торговля: …», "The rest of the auction: …": it went on
        after = [item for item in items if item.start > k]
        before = [item for item in items if item.start < k]
        if len(after) >= 2 and before and any(_retold(b, a) for b in before for a in after):
            return after
    return None


def _retold(before: _Item, after: _Item) -> bool:
    """The same call by the same player (or a player not named on one side): the incident
    told again in its place in the auction, not an auction that went on after it."""
    return (before.found.call is not None and before.found.call == after.found.call
            and (before.subject is None or after.subject is None
                 or _same_player(before.subject, after.subject)))


def _groups(tokens: list[Word], items: list[_Item], me: Seat = Seat.S) -> list[list[_Item]]:
    """Calls close together form one auction; a paragraph or a long stretch of other words
    between two calls starts another."""
    groups: list[list[_Item]] = []
    for item in items:
        lone = bool(groups) and len(groups[-1]) == 1 and groups[-1][0].subject is not None
        lone = lone and (item.subject is not None or item.found.weak)  # nobody named: told apart
        if groups and (not _breaks(_between(tokens, groups[-1][-1], item), lone)
                       or _continues(tokens, groups[-1][-1], item)
                       or _numbered_next(tokens, groups[-1][-1], item)):
            groups[-1].append(item)
        else:
            groups.append([item])
    merged: list[list[_Item]] = []
    for group in groups:  # «RHO bid 1S. I didn't accept it. The TD told … He bid 2S»
        if merged and _called_again(tokens, merged[-1], group):
            merged[-1].append(replace(group[0], again=True))
        elif merged and (_told_on(tokens, merged[-1], group)
                         or _called_after_ruling(tokens, merged[-1], group)
                         or _skipped_player_calls(tokens, merged[-1], group)
                         or _next_caller_goes_on(tokens, merged[-1], group, me)
                         or _called_after_end(tokens, merged[-1], group)
                         or _called_out_of_turn(tokens, merged[-1], group)
                         or _doubles_bid_before(tokens, merged[-1], group)):
            merged[-1].extend(group)
        else:
            merged.append(group)
    return merged


_DATING_REACH = 3  # tokens between a call and the words that date it («double! After the …»)
_GOES_ON_REACH = 3  # tokens between a word of going on and the calls it leads to


def _told_on(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """Calls led to by a word of going on («Дальше `п-3ч`», «Дальше было: …», "Further:
    …") after an auction of two calls or more (or one by a player named) that has not ended,
    no paragraph between: the same auction told on after a remark on it.

    >>> read_auction("1♥-п-1♠-п. Тут ТД пришёл и всё разобрал. Дальше `2♠-п-4♠`").auction_text()
    'N:1♥ E:пас S:1♠ W:пас N:2♠ E:пас S:4♠'
    """
    if (len(before) < 2 and before[0].subject is None) or auction_ended(
            [i.found.call for i in before if i.found.call is not None]):
        return False  # one call told alone goes on only if its player is named («первым
        # спасовал Запад … Дальнейшая торговля: 1♥-1♠-п»)
    gap = _between(tokens, before[-1], group[0])
    if any(t.is_paragraph for t in gap) or len(gap) > 3 * _RULING_WORDS:
        return False
    lead = [t for t in gap[-_GOES_ON_REACH - 1 :] if t.is_word]
    return any(is_in(t, "story.auction_goes_on") for t in lead[-2:])


def _numbered_next(tokens: list[Word], last: _Item, item: _Item) -> bool:
    """Two calls told as consecutive entries of a numbered register («№5 З — 2♥ (…долгая
    пометка…); №6 С — пас», «2. Запад — пас; 3. Север — 1♥»): one auction, whatever the
    words between them, as the numbers say the second entry follows the first."""
    before, after = _entry_number(tokens, last.start), _entry_number(tokens, item.start)
    return before is not None and after == before + 1


def _entry_number(tokens: list[Word], start: int) -> int | None:
    """The number of the register entry that ends with the call at ``start``: «№7 В — 3♣»,
    «#7 E 3C», «7. Восток — 3♣» (the number opens its clause), the player between."""
    for k in range(start - 1, max(-1, start - 6), -1):
        text = tokens[k].text
        if text in _ENTRY_ENDS:
            return None
        if not text.isdigit() or len(text) > 2:
            continue
        marked = k > 0 and is_in(tokens[k - 1], "story.entry_mark")
        dotted = k + 1 < len(tokens) and tokens[k + 1].text == "." and (
            k == 0 or not tokens[k - 1].is_word)
        return int(text) if marked or dotted else None
    return None


_ENTRY_ENDS = frozenset((";", "!", "?", ")", "("))


def _called_after_ruling(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """Calls told on by a player named, right after words that tell the ruling on the auction
    before them or that its last call was not accepted (``_RULING_WORDS`` at most, no
    paragraph): the auction goes on («… левый кидает x не в свою очередь. Партнёр не принял,
    пришёл ТД и говорит: … Я сказал 2♥», «Востоком она принята не была и была снята. Затем
    Западом было сказано 2♥»)."""
    last, item = before[-1], group[0]
    if len(before) < 2 or item.found.weak or item.subject is None:
        return False
    gap = _between(tokens, last, item)
    other = [t for t in gap if t.is_word and not _glue(t)]
    return (not any(t.is_paragraph for t in gap) and len(other) <= _RULING_WORDS
            and any(not _asked_at(gap, end) for concept in ("story.ruling_told",
                                                             "story.not_accepted")
                    for _, end in phrases(gap, concept)))


def _asked_at(tokens: list[Word], end: int) -> bool:
    """The words before ``end`` are in a sentence that ends with a question mark («is 3♣
    cancelled?»): asked about, not told."""
    for token in tokens[end:]:
        if token.text == "?":
            return True
        if token.text in ".!" or token.is_paragraph:
            return False
    return False


def _skipped_player_calls(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """A call, told after an auction, by the player whose turn the story says it was when a
    call was made out of turn, or who is told not to have called yet («West doubled before
    East had called — …. East then bid 1H»): the skipped player calls next in the same
    auction, and the calls told after his, each with its player, go on from it (not when
    they tell that auction again).

    >>> read_auction("Сдаёт Запад. Запад 1♣, Север пас, и Юг, не дождавшись Востока, "
    ...              "вступает 1♠. Запад отказался принимать, торговля вернулась к Востоку. "
    ...              "Восток говорит 1♥, а Юг снова 1♠.").auction_text()
    'W:1♣ N:пас S:1♠ E:1♥ S:1♠'
    """
    item = group[0]
    if len(before) < 2 or item.subject is None or any(
        other.subject is None for other in group
    ) or (len(group) > 1 and _told_again_from(before, group)):
        return False
    seat = item.subject.seat_for(Seat.S)  # roles and silences read alike from one seat
    holder = turn_holder(tokens)
    if seat is None or not (seat is holder or seat in silent_players(tokens, Seat.S)):
        return False
    gap = _between(tokens, before[-1], item)
    return not any(t.is_paragraph for t in gap) and len(gap) <= 3 * _RULING_WORDS


_NEXT_CALLER_WORDS = 25  # words between an auction and the lone call of its next player


def _told_again_from(before: list[_Item], group: list[_Item]) -> bool:
    """The calls of ``group`` are those of ``before`` told again, in order, by the same
    players (the auction retold from the skipped player's call, not told on)."""
    calls = [(item.found.call, item.subject) for item in group]
    return any(
        all(a.found.call == call and _same_player(a.subject, subject)
            for a, (call, subject) in zip(before[k:], calls, strict=False))
        and len(before) - k >= len(calls)
        for k in range(len(before)))


def _next_caller_goes_on(
    tokens: list[Word], before: list[_Item], group: list[_Item], me: Seat = Seat.S
) -> bool:
    """A lone call by a player named, told a sentence or two after an auction whose last call
    was by his RHO, the auction not over («My left opponent said 1 kier, too low, he did not
    see my pik. My partner also did not see it and bid 2 trefl»), or the calls told after one
    opening bid by a player named, from his LHO on («Сдавал Запад, он открыл 1БК; … Я, Север,
    … спасовала»): the auction goes on."""
    item, last = group[0], before[-1]
    if item.subject is None or item.found.weak:
        return False
    if len(before) < 2 and not _opening_named(before[0]):
        return False  # one call goes on only if it is a bid by a player named («Сдавал Запад,
        # он открыл 1БК; … Я, Север, … спасовала. Партнёрша тоже спасовала»)
    if len(group) != 1 and len(before) >= 2 and not _alone_in_sentence(tokens, group):
        return False
    if last.subject is None or auction_ended(
            [i.found.call for i in before if i.found.call is not None]):
        return False
    seat, previous = item.subject.seat_for(me), last.subject.seat_for(me)
    if seat is None or previous is None or seat is not previous.lho:
        return False
    gap = _between(tokens, last, item)
    words_between = [t for t in gap if t.is_word]
    return not any(t.is_paragraph for t in gap) and len(words_between) <= _NEXT_CALLER_WORDS


def _alone_in_sentence(tokens: list[Word], group: list[_Item]) -> bool:
    """The group's first call is the only one of its sentence (the calls after it are told
    later: «… а Вест … объявил «две трефы». … Ост потом ещё и в четыре трефы полез»)."""
    gap = _between(tokens, group[0], group[1])
    return any(t.text in ".!?" or t.is_paragraph for t in gap)


def _opening_named(item: _Item) -> bool:
    """A bid by a player named (not a pass or a double alone, nor a call of nobody's)."""
    call = item.found.call
    return item.subject is not None and call is not None and call.is_bid and not item.found.weak


_QUOTE_MARKS = frozenset((*CLOSING_QUOTES.values(), "'"))  # a call's closing quote


def _called_after_end(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """A lone call by a player named, told after an auction that ended and after words that
    say it was over, with no paragraph between («… W — PASS. Торговля закончена, W достаёт
    карту. В этот момент E говорит «X»»), or those words right after it in its sentence
    («Then North pipes up '3H' after the final pass. East goes 'double!'»): a call after the
    final pass of that auction, and the calls told after it with it."""
    item = group[0]
    if len(before) < 2 or item.subject is None or item.found.weak:
        return False
    if not auction_ended([i.found.call for i in before if i.found.call is not None]):
        return False
    gap = _between(tokens, before[-1], item)
    if any(t.is_paragraph for t in gap) or len(gap) > 3 * _RULING_WORDS:
        return False
    if len(group) == 1 and phrases_unless(gap, "story.auction_ended", "story.not_auction_ended"):
        return True
    own = tokens[item.found.end : sentence_end(tokens, item.found.end)]
    while own and own[0].text in _QUOTE_MARKS:
        own = own[1:]  # «… pipes up '3H' after the final pass»
    return any(start == 0 for start, _ in phrases(own, "story.after_final_pass"))


def _called_out_of_turn(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """A lone call by a player named, told after an auction with words of a call out of turn
    between, in the call's own sentence (not a call named by them: «заявка вне очереди»), and
    no paragraph («…, Восток — одну пику, и тут, не дождавшись, пока партнёрша
    соберётся с мыслями, Север произнёс «пас»»): that auction told on, the call out of turn
    its last call.

    >>> read_auction("Запад 1♣, Север 1♥, Восток 1♠, и тут, не дождавшись, пока партнёрша "
    ...              "на Юге хоть что-нибудь скажет, Север громко произнёс «пас».").auction_text()
    'W:1♣ N:1♥ E:1♠ N:пас'
    """
    item = group[0]
    if (len(before) < 2 and not _opening_named(before[0])) or len(group) != 1 or (
            item.subject is None or item.found.weak):
        return False  # (one call goes on only if it is a bid by a player named: «I dealt,
        # sitting North, and opened 1C. Before Bill … Morag on my right says 'pass'»)
    gap = _between(tokens, before[-1], item)
    ends = [k for k, t in enumerate(gap) if t.text in ".!?"]
    clause = gap[ends[-1] + 1 :] if ends else gap  # the words in the call's own sentence
    told = [a for a, _ in phrases_unless(clause, "story.out_of_turn", "story.not_out_of_turn")
            if not (a > 0 and is_in(clause[a - 1], "story.call_noun"))]  # not «заявка вне
    return not any(t.is_paragraph for t in gap) and len(gap) <= 3 * _RULING_WORDS and (
        bool(told) or _other_turn_after(tokens, item))


def _other_turn_after(tokens: list[Word], item: _Item) -> bool:
    """Words after a call, in its sentence, naming another player whose turn it was («…
    положил «пас», хотя очередь была Севера»)."""
    end = item.found.end
    told = turn_told(tokens[end : sentence_end(tokens, end)])
    subject = item.subject
    return told is not None and subject is not None and told[0] not in (
        subject.seat, subject.role)


def _doubles_bid_before(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """A double by a player named, first of its calls, after a bid by an opponent and a
    digression, no paragraph between («East opened 1NT. I was sure it was weak, like the pair
    at the previous table, so I doubled … Everybody passed.»): nothing in its own calls to
    double, so it doubles that bid and the auction goes on.

    >>> read_auction("East opened 1NT. I was sure it was weak, like the pair at the previous "
    ...              "table, so I doubled. Everybody passed.").auction_text()
    'E:1БК S:контра W:пас N:пас E:пас'
    """
    last, item = before[-1], group[0]
    if item.found.call is None or item.found.call.kind is not CallKind.DOUBLE:
        return False
    if last.found.call is None or not last.found.call.is_bid or item.subject is None:
        return False
    if last.subject is not None and _one_side(last.subject, item.subject):
        return False
    if any(_retold(told, item) for told in before):
        return False  # «I say double … I only double my partner bid»: his double told again
    gap = _between(tokens, last, item)
    return not any(t.is_paragraph for t in gap) and len(gap) <= 3 * _RULING_WORDS


def _one_side(a: Subject, b: Subject) -> bool:
    """Both named the same way (both seats, or both roles of the teller's) and of one side."""
    if (a.seat is None) != (b.seat is None):
        return False  # a seat and a role: the teller's seat may not be South
    first, second = a.seat_for(Seat.S), b.seat_for(Seat.S)
    return first is not None and second is not None and first in (second, second.partner)


def _called_again(tokens: list[Word], before: list[_Item], group: list[_Item]) -> bool:
    """A lone call by the player who made the last call of the auction before it, after the
    ruling told: what he called when his call was not accepted."""
    last, item = before[-1], group[0]
    return (len(before) >= 2 and len(group) == 1 and not item.found.weak
            and _same_player(last.subject, item.subject)
            and not _breaks(_between(tokens, last, item), lone=True))


def _continues(tokens: list[Word], last: _Item, item: _Item) -> bool:
    """A call by the next seat in rotation, both seats named, with no paragraph between: the
    same auction told on after a remark («…, Запад 2♦ — Восток не алертировал, хотя … Север
    сказал контру»)."""
    if last.subject is None or item.subject is None:
        return False
    before, after = last.subject.seat, item.subject.seat
    gap = _between(tokens, last, item)
    return (before is not None and after is not None and after is before.lho
            and not any(t.is_paragraph for t in gap) and len(gap) <= 3 * _RULING_WORDS)


def _breaks(gap: list[Word], lone: bool = False) -> bool:
    """A paragraph, or more than ``_GAP_WORDS`` other words, unless they follow a lone call
    made by a player named and tell the ruling on it (up to ``_RULING_WORDS``): then the
    auction goes on («левый сказал пас. Партнёр не принял, судья … Я открыл 1♣»)."""
    if any(t.is_paragraph for t in gap):
        return True
    other = [t for t in _without_relative(gap) if t.is_word and not _glue(t)]
    if len(other) <= _GAP_WORDS:
        return False
    return not lone or len(other) > _RULING_WORDS or not phrases(gap, "story.ruling_told")


def _without_relative(gap: list[Word]) -> list[Word]:
    """The words between two calls without a relative clause or a clause of «что» between
    commas («1♠, Восток, которого партнёр всегда ругает, сказал 1♥»): it says who the player
    is or what he thought, not what happened, so it does not part the calls.

    >>> toks = tokenize("пас. Восток, видать, привык, что в префе торгуются как кому "
    ...                 "вздумается, выпалил")
    >>> len([t for t in _without_relative(toks) if t.is_word])
    5
    """
    kept: list[Word] = []
    k = 0
    while k < len(gap):
        close = _relative_clause_end(gap, k)
        if close is None and gap[k].text == "," and k + 1 < len(gap) and (
            gap[k + 1].text in _THAT
        ):  # «Восток, видать, привык, что в префе торгуются как вздумается, выпалил 2♥»
            close = aside_close(gap, k, _RELATIVE_TOKENS)
        if close is None:
            close = _subject_aside_end(gap, k)
        if close is not None:
            k = close
            continue
        kept.append(gap[k])
        k += 1
    return kept


_THAT = frozenset(("что", "that", "чтобы"))  # a clause of what someone thought or said
_APOSTROPHES = frozenset(("'", "’"))


def _subject_aside_end(gap: list[Word], k: int) -> int | None:
    """A comma at ``k`` right after a player, words (an apostrophe among them) up to the next
    comma, then a verb of calling: an aside between the player and his call («and I, head full
    of a reel I'd been trying to learn all week, said 'double'»); the closing comma's index.

    >>> toks = tokenize("passed, and I, head full of a reel I'd been learning, said double")
    >>> _subject_aside_end(toks, 4), _subject_aside_end(toks, 1)
    (13, None)
    """
    if gap[k].text != "," or k == 0 or subject_at(gap, k - 1) is None:
        return None
    for j in range(k + 1, min(len(gap) - 1, k + 1 + _RELATIVE_TOKENS)):
        if gap[j].text == ",":
            verb = gap[j + 1]
            return j if j > k + 1 and any(is_in(verb, c) for c in VERBS) else None
        if not (gap[j].is_word or gap[j].text in _APOSTROPHES):
            return None
    return None


def _glue(token: Word) -> bool:
    return (is_in(token, "story.glue") or seat_word(token.text) is not None
            or any(is_in(token, c) for c in VERBS)
            or any(is_in(token, f"story.role.{r.value}") for r in Role))


_DUTY_TO_CALLS = 2  # sentence stops at most between a duty and the calls that go on after it


def _joined_over_duty(
    tokens: list[Word], groups: list[list[_Item]], reading: Reading
) -> list[list[_Item]]:
    """An auction told up to a ruling that obliged a player to pass, and then told on from
    it in runs of its own («1C-(P)-1H-(1S)-1H … South was barred for the rest of the auction.
    Then (2S)-P-(P)-X-(P) and South bid 3H»; or one call with its player named, «my pard
    (North) drops a pass card … has to pass his next turn. Then it goes 1H-p-1S-…»): one
    auction, the runs after the duty its continuation, so the calls keep their seats by
    rotation across them."""
    duties = [(start, end) for start, end in barred_told(tokens)
              if tokens[sentence_end(tokens, start) - 1].text != "?"]
    if not duties or len(groups) < 2:
        return groups
    duty, duty_end = duties[0]
    before = [k for k, group in enumerate(groups) if group[-1].start < duty]
    after = [k for k, group in enumerate(groups) if group[0].start > duty]
    told = [item for item in (groups[after[0]] if after else [])
            if tokens[sentence_end(tokens, item.start) - 1].text != "?"]
    incident = groups[before[-1]] if before else []
    # one call alone before the duty only when a whole auction is told after it (the
    # incident is then the case: «… pard drops a pass card … Then it goes 1H-p-…-p-p-p»)
    lone = len(incident) == 1 and incident[0].subject is not None and auction_ended(
        [item.found.call for item in told if item.found.call is not None])
    if not before or not after or not (len(incident) >= 2 or lone) or (
        before[-1] + 1 != after[0]
    ) or len(told) < 2:
        return groups  # (one call told after the duty, the rest asked: spoken of, «Не 3♣ же
        # …?», «they were in 4S. Is it only that one pass …?»)
    if _stops_between(tokens, duty_end, groups[after[0]][0].start) > _DUTY_TO_CALLS:
        return groups  # the calls told far from the duty: another telling («… в 3♦, а за
        # другими столами в 5♦»), not the auction going on
    first = before[-1]
    reading.fire("auction.joined_over_duty")
    return [*groups[:first], [item for group in groups[first:] for item in group]]


def _stops_between(tokens: list[Word], start: int, end: int) -> int:
    """How many sentences end between tokens ``start`` and ``end``."""
    return sum(t.text in ".!?" or t.is_paragraph for t in tokens[start:end])


def _joined_over_refusal(
    tokens: list[Word], groups: list[list[_Item]], reading: Reading
) -> list[list[_Item]]:
    """An auction told up to a call of a player named, then words that the call was not
    accepted or the turn given back, then the calls that followed («1H-(P) and then LHO came
    in wi' a double before I'd called. Pard didna accept it. It came back tae me and I bid
    1S. LHO doubled again»): one auction, the call cancelled and the turn back where it was.
    """
    for k in range(len(groups) - 1):
        first, then = groups[k], groups[k + 1]
        if len(first) < 2 or first[-1].subject is None or then[0].subject is None:
            continue
        if not _turn_given_back(tokens, first[-1], then[0]):
            continue
        if _stops_between(tokens, first[-1].found.end, then[0].start) > _DUTY_TO_CALLS:
            continue  # the calls told far from the refusal: spoken of, not made after it
        reading.fire("auction.joined_over_refusal")
        return [*groups[:k], first + then, *groups[k + 2 :]]
    return groups


def _dealer_opens(
    tokens: list[Word], group: list[_Item], stated: Seat | Role | None
) -> list[_Item]:
    """A lone call with nobody named, right after a verb of opening that starts its sentence,
    in a story that states the dealer («Сдача 9, сдаёт партнёр (Север). Открывает 1♦, потом
    меняет карточку на 1♥»): the dealer's opening call."""
    if len(group) != 1 or group[0].subject is not None or stated is None:
        return group
    item = group[0]
    verb = item.start - 1
    if verb < 0 or not is_in(tokens[verb], "story.opened") or sentence_start(tokens, verb) != verb:
        return group
    seat, role = (stated, None) if isinstance(stated, Seat) else (None, stated)
    return [replace(item, subject=Subject(seat, role, item.start))]


def _choose(
    groups: list[list[_Item]], reading: Reading, cue: bool,
    out_of_turn: Callable[[_Item], bool] = lambda item: False,
) -> list[_Item]:
    """The auction the story asks about: the only one, else the last one with an
    irregularity, else the last one. One call alone is an auction only when a player is
    named with it and the words tell of an irregularity or a replacement (``cue``), or tell
    that very call out of turn (``out_of_turn``)."""
    full = [g for g in groups if len(g) >= 2]
    if not full:
        single = [g[0] for g in groups
                  if g[0].subject is not None and not g[0].found.weak and not g[0].owned]
        if len(single) >= 2 and len(single) == len(groups):
            reading.fire("auction.scattered")
            return single
        if len(single) == 1 and (cue or out_of_turn(single[0]) or _above_seven(single[0])):
            reading.fire("auction.single_call")
            return single
        return []
    if len(full) == 1:
        return _with_call_after_end(groups, full[0], reading)
    irregular = [g for g in full if _looks_irregular(g)]
    reading.fire("auction.several")
    if irregular:
        reading.notes.append(
            f"В сообщении несколько торговель ({len(full)}); разбираю ту, где есть нарушение."
        )
        return irregular[-1]
    reading.notes.append(f"В сообщении несколько торговель ({len(full)}); разбираю последнюю.")
    return full[-1]


def _above_seven(item: _Item) -> bool:
    """A bid above seven («левый решил пошутить и сказал 8бк»): an irregularity in itself."""
    call = item.found.call
    return call is not None and call.is_above_seven


def _told_out_of_turn(tokens: list[Word], item: _Item) -> bool:
    """Words of a call out of turn told of this call: between its player and the call («Север
    не в свою очередь сказал 1♥») or after the call in the same sentence («Север сказал
    «одна черва» не в свою очередь»), not in another sentence or before its player («думал,
    прежде чем спасовать, а я заявил 4♠»). A duty told after it is the director's ruling on
    it already («… и судья объявил, что он должен пасовать»): not this call's question.

    >>> from engine.rules.model import Strain
    >>> toks = tokenize("Север сказал 1♥ не в свою очередь. Потом пас.")
    >>> item = _Item(Found(Call.bid(1, Strain.HEARTS), 3), 2, Subject(Seat.N, None, 1))
    >>> _told_out_of_turn(toks, item), _told_out_of_turn(tokenize("Север сказал 1♥."), item)
    (True, False)
    """
    if item.subject is None or any(
        start > item.start and tokens[sentence_end(tokens, start) - 1].text != "?"
        for start, _ in barred_told(tokens)
    ):
        return False  # (a duty asked about, «Юг обязан пасовать или нет?», is no ruling told)
    end = sentence_end(tokens, item.found.end)
    start = sentence_start(tokens, item.subject.end - 1)
    hits = phrases_unless(tokens, "story.out_of_turn", "story.not_out_of_turn")
    # «Afore she'd opened her mouth I said 1NT», «Не дожидаясь партнёра, я сказал 1♠»: the
    # words open the player's sentence, no other player of their own before him
    return any(item.subject.end <= a < end for a, _ in hits) or any(
        a == start and b < item.subject.end and not any(
            subject_at(tokens, k) is not None for k in range(b, item.subject.end - 1))
        and not any(is_in(tokens[k], "story.contrast") for k in range(b, item.subject.end))
        for a, b in hits)


def _without_play_talk(tokens: list[Word], chosen: list[_Item], reading: Reading) -> list[_Item]:
    """The auction without the bids told after its final pass once a trick of the play is
    named («… 4♥ – пас – пас – пас. В третьей взятке болван вздохнул: «надо было пять
    червей»»): words of the play, not a call made after the final pass.

    >>> read_auction("1♥ – пас – 4♥ – пас – пас – пас. В третьей взятке болван вздохнул: "
    ...              "«надо было пять червей».").auction_text()
    'N:1♥ E:пас S:4♥ W:пас N:пас E:пас'
    """
    calls: list[Call] = []
    for k, item in enumerate(chosen):
        if item.found.call is not None:
            calls.append(item.found.call)
        if len(calls) < 4 or not auction_ended(calls) or k + 1 >= len(chosen):
            continue
        later = chosen[k + 1]
        if phrases(tokens[item.found.end : later.start], "story.trick_word"):
            reading.fire("auction.play_talk_after_end")
            return chosen[: k + 1]
        return chosen
    return chosen


def _with_call_after_end(
    groups: list[list[_Item]], chosen: list[_Item], reading: Reading
) -> list[_Item]:
    """A whole auction, ended by its passes, and then told apart one bid by a player named,
    no trick of the play told between («1БК – пас – 3БК – пас – пас – пас, занавес опущен. И
    вдруг Север: «Нет, подождите, четыре пики!»»): the call made after the final pass, which
    the auction asked about holds (the words between kept it from the auction's group).

    >>> reading = read_auction("1♠-P-3♠-P-P-P, dealer North. The auction was over, East was "
    ...                        "taking out his lead, when South said 4♠.")
    >>> reading.auction_text()
    'N:1♠ E:пас S:3♠ W:пас N:пас E:пас S:4♠'
    >>> read_auction("1S (P) 3S (P) 4S, all pass. Partner's declaring, so East, my RHO, is on "
    ...              "lead. Before she's led a card, LHO pipes up 'double!'.").auction_text()
    'N:1♠ E:пас S:3♠ W:пас N:4♠ E:пас S:пас W:пас W:контра'
    """
    calls = [item.found.call for item in chosen if item.found.call is not None]
    at = next((k for k, group in enumerate(groups) if group is chosen), None)
    if at is None or at + 1 >= len(groups) or len(calls) < 4 or not auction_ended(calls):
        return chosen
    later = groups[at + 1]
    item = later[0]
    call = item.found.call
    if len(later) != 1 or call is None or call.is_pass or item.subject is None or (
        item.pronoun or item.found.weak or item.owned or item.found.problem
    ):
        return chosen
    if phrases(reading.tokens[chosen[-1].found.end : item.start], "story.trick_word"):
        return chosen  # «… все пас. Пятая взятка: … «в три без козыря надо было»»: the play
    said = reading.tokens[item.subject.end : item.found.end + 3]  # «… 4♥ и кладёт»
    if not any(token.text in CLOSING_QUOTES or token.text == "'" or any(
        is_in(token, concept) for concept in VERBS) for token in said
    ):
        return chosen  # «Запад пояснил 1♦ как …»: spoken of, neither said nor called
    reading.fire("auction.call_after_end_told_apart")
    return [*chosen, item]


def _dealer_known(stated: Seat | Role | None, board: int | None) -> Seat | None:
    if isinstance(stated, Seat):
        return stated
    return dealer_for_board(board) if board is not None and stated is None else None


def _diagram_calls(diagram: Diagram, groups: list[list[_Item]], reading: Reading) -> list[_Item]:
    """The calls of a pasted table, each with the seat of its column; a cell of a player who
    had not called («?») marks the call after it as made out of turn. Calls told in words
    that the reader joins to the table as one auction stay before or after it («Запад
    объявил 1♠ … : / С В Ю З / 1♣ пас 1♥», «… / Восток подумал — 2♥»)."""
    reading.fire("auction.diagram_cells")
    joined = next((group for group in groups if any(diagram.covers(i.start) for i in group)), [])
    items: list[_Item] = [item for item in joined if item.start < diagram.start]
    if not items:
        items = _incident_before(groups, diagram.start, reading)
    gap = False
    for cell in diagram.cells:
        if cell.call is None:
            gap = True
            continue
        found = cell.found or Found(Call.pass_(), cell.start + 1, dash=True)
        items.append(_Item(found, cell.start, Subject(cell.seat, None, cell.start),
                           after_gap=gap))
        gap = False
    cells = [(cell.seat, cell.call) for cell in diagram.cells if cell.call is not None]
    after = [item for item in joined if item.start >= diagram.end]
    kept: list[_Item] = []
    for item in after:  # each cell told again once, and none after a call the table lacks
        again = None if kept else _in_diagram(item, cells, reading.me)
        if again is None:
            kept.append(item)
        else:
            cells.remove(again)
    if len(kept) < len(after):
        reading.fire("call.restated_from_diagram")
    return items + kept


def _incident_before(groups: list[list[_Item]], start: int, reading: Reading) -> list[_Item]:
    """One call told with its player before a pasted table, then words that it was not
    accepted or given back («West comes out with 'one heart' before South says a word. North
    wouldn't take it, so back to South. Went like this after: / S W N E / 1C 2H ?»): the
    call cancelled, before the table's calls (the table goes on from it, the turn back)."""
    before = [group for group in groups if group and group[-1].start < start]
    if not before or len(before[-1]) != 1 or before[-1][0].subject is None:
        return []
    call = before[-1][0]
    if not _refused_between(reading.tokens, call.found.end, start):
        return []
    reading.fire("auction.incident_before_diagram")
    return [call]


def _in_diagram(
    item: _Item, cells: list[tuple[Seat, Call]], me: Seat
) -> tuple[Seat, Call] | None:
    """The cell of a pasted table that a bid, double or redouble told in words after it
    speaks of again, its player's same call («… / 1♠ 1♦ 2♣ P / … Север не увидел 1♠ и
    сказал 1♦»), not one more call; with nobody named, the same call in the table. A pass
    is the table's when its player made the table's last call, that pass («… XX / P / …
    я (Запад) машинально спасовал»): nobody calls twice running. None: a call of its own.

    >>> from engine.rules.model import Strain
    >>> one_heart = Call.bid(1, Strain.HEARTS)
    >>> cells = [(Seat.S, one_heart), (Seat.W, Call.pass_())]
    >>> def item(seat, call):
    ...     return _Item(Found(call, 1), 0, Subject(seat, None, 0))
    >>> [_in_diagram(item(s, c), cells, Seat.S) is not None for s, c in (
    ...     (Seat.S, one_heart), (Seat.N, one_heart), (Seat.W, Call.pass_()),
    ...     (Seat.S, Call.pass_()))]
    [True, False, True, False]
    """
    call = item.found.call
    if call is None:
        return None
    seat = item.subject.seat_for(me) if item.subject is not None else None
    if call.is_pass:
        last = cells[-1] if cells else None
        return last if seat is not None and last == (seat, call) else None
    return next((cell for cell in cells
                 if call == cell[1] and (seat is None or seat == cell[0])), None)


def _looks_irregular(group: list[_Item]) -> bool:
    highest: Call | None = None
    for item in group:
        call = item.found.call
        if call is not None and call.is_bid:
            if highest is not None and not call > highest:
                return True
            highest = call
            if call.level > 7:
                return True
    return False


# --- seats and the dealer ---------------------------------------------------------------


def _seat_calls(
    group: list[_Item], tokens: list[Word], reading: Reading, stated: Seat | Role | None,
    board: int | None,
) -> None:
    roles = {item.subject.role for item in group if item.subject and item.subject.role}
    relative = roles & {Role.ME, Role.PARTNER, Role.LHO, Role.RHO} or isinstance(stated, Role)
    told = bool(phrases_unless(tokens, "story.out_of_turn", "story.not_out_of_turn")
                or phrases(tokens, "story.simultaneous"))
    holder = turn_holder(tokens)
    out_of_turn = told or holder is not None or turn_of_a_name(tokens)
    others = _silent_seats(tokens)
    dealer = stated if isinstance(stated, Seat) else (
        dealer_for_board(board) if board is not None and stated is None else None)
    only_holder = holder is not None and not told  # the only word of a turn: whose it was
    if dealer is not None and dealer in others:
        out_of_turn = True  # «Dealer West. West hadn't called yet, and I bid 1S»
        only_holder = False
    if _silent_before_turn(group, tokens) or _silent_seat_skipped(group, others):
        out_of_turn = True  # «пока мой партнёр ещё сортировал карты, я сказал пас»
        only_holder = False
    if len(group) == 1 and phrases(tokens, "story.not_accepted") and not phrases(
            tokens, "story.replacing"):
        out_of_turn = True  # «Сдающий Восток. Я открыл 1♠. Левый не принял»: one call told,
        # refused, and nothing put in its place: only a call out of turn waits for acceptance
    elif len(group) >= 2 and group[0].subject is not None and group[0].subject.role is (
            Role.ME) and reading.replacement is None and not phrases(
            tokens, "story.replacing") and any(
            group[0].found.end <= a < group[1].start for a, _ in phrases(
                tokens, "story.not_accepted")):
        out_of_turn = True  # «Dealer East. I opened 1♠. LHO declined to accept it … RHO then
        # passed»: the teller's opening call refused before the next was made was out of turn
    by_board = _me_by_dealer(stated, board) if "seat.me_stated" not in reading.fired else None
    if by_board is not None:  # «Board 3, so the lady on my left was dealer»: I am East
        reading.me = by_board
        reading.notes.append(f"Считаю, что вы — {reading.me.russian}.")
        reading.fire("seat.me_from_board")
    elif relative and "seat.me_stated" not in reading.fired:
        middle = bool(group) and any(  # «Two rounds later RHO forgot and bid 3D»
            end <= group[0].start for _, end in phrases(tokens, "story.auction_middle"))
        reading.me = _best_me(group, stated, board, out_of_turn, others,
                              holder if only_holder else None, middle)
        reading.notes.append(f"Считаю, что вы — {reading.me.russian}.")
        reading.fire("seat.me_assumed")
    _seat_from(group, tokens, reading, stated, board, out_of_turn)
    if "seat.me_assumed" not in reading.fired or not phrases(tokens, "story.me_on_lead") or any(
            item.subject is not None and item.subject.role is Role.ME for item in group):
        return  # (the teller's own calls tell his seat)
    leader = _opening_leader(reading)
    if leader is not None and leader is not reading.me:
        # «We were defending. North opened … 4S, pass, pass, pass. … I'm the one on lead»:
        # the teller leads, so he sits at declarer's left
        assumed = f"Считаю, что вы — {reading.me.russian}."
        reading.notes = [f"Считаю, что вы — {leader.russian}: первый ход ваш."
                         if note == assumed else note for note in reading.notes]
        reading.me = leader
        reading.fire("seat.me_on_lead")
        _seat_from(group, tokens, reading, stated, board, out_of_turn)


def _opening_leader(reading: Reading) -> Seat | None:
    """The opening leader of the auction read, when its calls end it (declarer's LHO)."""
    seated = reading.story().seated()
    for k in range(4, len(seated) + 1):
        if auction_ended([call for _, call in seated[:k]]):
            declarer = declarer_of(seated[:k])
            return declarer.lho if declarer is not None else None
    return None


def _seat_from(
    group: list[_Item], tokens: list[Word], reading: Reading, stated: Seat | Role | None,
    board: int | None, out_of_turn: bool,
) -> None:
    """Seats the calls of ``group`` from the teller's seat, the dealer and the rotation."""
    if isinstance(stated, Role):
        stated = stated.seat(reading.me)
    seats = [_seat_of(item, reading.me) for item in group]
    if "seat.me_stated" in reading.fired:
        # «I'm South: (1C)-1S-…», «Dealer North, I'm South: 1D-(1S)»: the teller's seat said
        # before a colon is no label of the run's first call; the run's order seats it
        seats = [None if seat is reading.me and _my_seat_said(tokens, item) else seat
                 for item, seat in zip(group, seats, strict=True)]
    reading.board = board
    dealer = _dealer(group, seats, reading, stated, board, out_of_turn)
    if dealer is not None:
        reading.dealer = dealer
    if any(item.opponent for item in group):
        reading.fire("auction.parentheses")
    reading.calls = _with_implied(group, seats, reading, out_of_turn)


def _my_seat_said(tokens: list[Word], item: _Item) -> bool:
    """Whether the call's subject is the teller's seat stated right before a colon («I'm
    South: …», «я — Юг: …»), the teller's word for himself within three words before it."""
    subject = item.subject
    if subject is None or subject.end >= len(tokens):
        return False
    k = subject.end
    if subject.role is Role.ME:  # «I'm South:»: the teller, then his seat
        if seat_word(tokens[k].text) is None:
            return False
        k += 1
    elif subject.seat is None or not any(is_in(tokens[j], "story.role.me")
                                         for j in range(max(0, k - 4), k - 1)):
        return False
    while k + 2 < len(tokens) and tokens[k].text == "," and is_in(tokens[k + 1], "story.dealer") \
            and seat_word(tokens[k + 2].text) is not None:
        k += 3  # «I'm South, dealer North: …»: the dealer said between
    end = item.found.end + (item.start < len(tokens) and tokens[item.start].text == "(")
    run = end < len(tokens) and tokens[end].text in (*DASHES, ")")  # «1D-(1S)-P»: a run
    return run and k < len(tokens) and tokens[k].text == ":"


def _silent_before_turn(group: list[_Item], tokens: list[Word]) -> bool:
    """Whether a player named by his role («мой партнёр») is told not to have called yet
    when another called: a call out of turn. Told after the last call by a player whose
    call the auction already holds («партнёрша 1♦, … я пас, слева 2♥ … партнёрша ещё ничего
    не сказала»), it says he has not called since, his turn still to come (21B1): no call
    out of turn.

    >>> read_auction("Сдача 1. Партнёр 1♦, справа 2♦, я пас, слева 2♥. Партнёр ещё "
    ...              "ничего не сказал.").me.name
    'S'
    """
    def relative(part: list[Word]) -> set[Seat]:
        return silent_players(part, Seat.S) - silent_players(part, Seat.S, compass_only=True)

    last = max((item.start for item in group), default=-1)
    cut = next((k for k, token in enumerate(tokens) if token.start > last), len(tokens))
    called = {seat for item in group if (seat := _seat_of(item, Seat.S)) is not None}
    # «восток пас я пас и тут левый говорит контра … парт ещё не заявлял»: the player whose
    # turn comes after the last call has not called yet because his turn has not come
    last_seat = _seat_of(group[-1], Seat.S) if group else None
    if last_seat is not None:
        called.add(last_seat.lho)
    return bool(relative(tokens[:cut]) or relative(tokens[cut:]) - called)


def _silent_seat_skipped(group: list[_Item], others: frozenset[Seat]) -> bool:
    """Whether a player named by his compass seat is told not to have called yet («Восток ещё
    тянулся к боксу, а Запад уже сказал «контра»») and has not called in the calls told,
    while the last call came from a player named by his seat whose LHO he is not: that call
    skipped him, out of turn (his turn not yet come after the last call is no such word).

    >>> read_auction("Партнёр сдавал и открылся 1 пикой. Восток ещё тянулся к боксу, а Запад "
    ...              "уже сказал «контра».").me.name
    'S'
    """
    if not others or not group or group[-1].subject is None:
        return False
    last = group[-1].subject.seat
    called = {item.subject.seat for item in group if item.subject is not None}
    return last is not None and any(seat not in called and seat is not last.lho
                                    for seat in others)


def _me_by_dealer(stated: Seat | Role | None, board: int | None) -> Seat | None:
    """The teller's seat when the dealer is told by his role and the board gives the dealer's
    seat («Board 3 (South deals), so my LHO was dealer»: I am East).

    >>> _me_by_dealer(Role.LHO, 3), _me_by_dealer(Role.RHO, 2), _me_by_dealer(Seat.N, 2)
    (<Seat.E: 1>, <Seat.S: 2>, None)
    """
    if not isinstance(stated, Role) or board is None:
        return None
    dealer = dealer_for_board(board)
    return next((me for me in Seat if stated.seat(me) is dealer), None)


def _dealer(
    group: list[_Item], seats: list[Seat | None], reading: Reading, stated: Seat | None,
    board: int | None, out_of_turn: bool = False,
) -> Seat | None:
    if stated is not None:
        reading.dealer_from = "fact"
        reading.fire("dealer.stated")
        return stated
    if board is not None:
        reading.dealer_from = "board"
        reading.fire("dealer.board")
        dealer = dealer_for_board(board)
        reading.notes.append(f"Сдача {board}: сдающий {dealer.russian}.")
        return dealer
    if seats and seats[0] is not None:
        reading.dealer_from = "prefix"
        reading.fire("dealer.first_call")
        return seats[0]
    back = _first_named(group, seats) if not out_of_turn else None
    if back is not None and any(item.opponent for item in group) and (
        group[0].opponent != (Seat((back[1] - back[0]) % 4) in (reading.me.lho, reading.me.rho))
    ):
        back = None  # the calls in parentheses are the opponents': a dealer that breaks this
    if back is not None:  # «у нас был 7♠, и партнёр сказал 8БК»: counted back from him
        k, seat = back
        reading.dealer_from = "prefix"
        reading.fire("dealer.counted_back")
        return Seat((seat - k) % 4)
    if group and group[0].opponent and any(not item.opponent for item in group):
        reading.fire("dealer.parentheses")
        reading.notes.append(
            "Заявки в скобках — соперников; сдающий не указан — считаю, что Запад."
        )
        return Seat.W
    if group:
        reading.fire("dealer.assumed")
        reading.notes.append("Сдающий не указан — считаю, что Север.")
    return None


def _first_named(group: list[_Item], seats: list[Seat | None]) -> tuple[int, Seat] | None:
    """The first call whose player is named, with its place, when the calls before it name
    nobody and have not ended the auction: the dealer is counted back from him."""
    calls: list[Call] = []
    for k, (item, seat) in enumerate(zip(group, seats, strict=True)):
        if auction_ended(calls):
            return None
        if seat is not None:
            return k, seat
        if item.found.call is not None:
            calls.append(item.found.call)
    return None


_IN_ROTATION = 8  # the cost of a seating where every call is in turn, when one was not


def _best_me(
    group: list[_Item], stated: Seat | Role | None, board: int | None, out_of_turn: bool = False,
    others: frozenset[Seat] = frozenset(), holder: Seat | Role | None = None,
    middle: bool = False,
) -> Seat:
    """The teller's seat that fits the order of the calls best (South when all fit alike):
    the fewest players skipped between the calls the story names (from the first player
    named when the calls before him name nobody and nobody called out of turn). A first call
    that opens no auction (a double, a bid of five or more: «LHO bids 7D, and partner says
    'eight clubs!'») tells the auction from its middle: the dealer does not place it. ``holder``:
    the player whose turn the story tells when no other word tells of a call out of turn; a
    seating where his turn is the one after the last call («… before I made a call») has
    skipped nobody. ``middle``: the words before the calls tell them from the middle of the
    auction («Earlier in the auction …; two rounds later RHO bid 3D»), as such a call does."""
    untold_start = middle or (bool(group) and opens_nothing(group[0].found.call))

    def skipped(me: Seat) -> int:
        seats = [_seat_of(item, me) for item in group]
        if isinstance(stated, Seat):
            turn: Seat | None = stated
        elif isinstance(stated, Role):
            turn = stated.seat(me)
        elif board is not None:
            turn = dealer_for_board(board)
        elif seats and seats[0] is None and any(item.opponent for item in group):
            turn = None  # the side of the first call is known, not its seat
        elif seats and seats[0] is None:
            turn = None if not out_of_turn else Seat.N  # unknown until a player is named
        else:
            turn = None
        turns = {turn} if turn is not None and not untold_start else set()
        if turn is None and seats and seats[0] is None and any(i.opponent for i in group):
            turns = {Seat.E, Seat.W} if group[0].opponent else {Seat.N, Seat.S}
        total = 0
        calls: list[Call] = []
        for item, seat in zip(group, seats, strict=True):
            skips = not auction_ended(calls) and not item.again
            skip = min((seat - t) % 4 for t in turns) if seat is not None and turns else 0
            if skips:  # out of turn, how far the turn was skipped tells nothing: one each
                total += min(skip, 1) if out_of_turn else skip
            if item.found.call is not None:
                calls.append(item.found.call)
            if seat is None:
                turns = {t.lho for t in turns}
            elif skip and skips and out_of_turn:
                # told out of turn: next the player skipped calls (the call cancelled), or
                # the caller's LHO (the call accepted or called over)
                turns = {t for t in turns if (seat - t) % 4 == skip} | {seat.lho}
            else:
                turns = {seat.lho}
        last = seats[-1] if seats else None
        if out_of_turn and not total and holder is not None and last is not None and (
            (holder if isinstance(holder, Seat) else holder.seat(me)) is last.lho
        ):
            return total  # «… before I made a call»: the turn told is the next one, mine
        if out_of_turn and not total:
            return _IN_ROTATION  # the story tells of a call out of turn: somebody was skipped
        return total

    # a seat told by its compass name not to have called yet is another player, not me
    if any(item.opponent for item in group):
        seats = [seat for seat in (Seat.S, Seat.N) if seat not in others] or [Seat.S]
        return min(seats, key=skipped)  # the calls in parentheses are E-W's
    seats = [seat for seat in (Seat.S, Seat.N, Seat.E, Seat.W) if seat not in others]
    return min(seats or [Seat.S], key=skipped)


def opens_nothing(call: Call | None) -> bool:
    """A call no auction opens with: a double, a redouble, a bid of five or more (the first
    told call of a story that tells its auction from the middle).

    >>> from engine.rules.model import Strain
    >>> opens_nothing(Call.bid(7, Strain.DIAMONDS)), opens_nothing(Call.bid(1, Strain.CLUBS))
    (True, False)
    """
    return call is not None and (
        call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) or (call.is_bid and call.level >= 5))


def _silent_seats(tokens: list[Word]) -> frozenset[Seat]:
    """The seats named by compass words and told not to have called yet («West hadn't called
    yet, and I bid 1S»): players other than the teller."""
    return frozenset(silent_players(tokens, Seat.S, compass_only=True))


def silent_players(tokens: list[Word], me: Seat, compass_only: bool = False) -> set[Seat]:
    """``_silent_players``, read once per story (several readers ask it)."""
    return set(_silent_players(tuple(tokens), me, compass_only))


_NAME_SPAN = 8  # more tokens than any player's name spans (a role, a name, a seat in brackets)


@lru_cache(maxsize=64)
def _silent_players(told: tuple[Word, ...], me: Seat, compass_only: bool) -> frozenset[Seat]:
    """The players told not to have called yet («а Восток ещё молчал», «East had not called
    yet»): the player named right before those words (only those named by a compass word
    with ``compass_only``); the seat not waited for («Юг, не дождавшись Востока, …»).

    >>> silent_players(tokenize("и Юг, не дождавшись Востока, вступает 1♠"), Seat.S)
    {<Seat.E: 1>}
    """
    tokens = list(told)
    out: set[Seat] = set()
    for k, token in enumerate(tokens):  # «пока партнёрша Галя ещё карты раскладывала»
        if not is_in(token, "story.while"):
            continue
        at = k + 1
        while at < len(tokens) and is_in(tokens[at], "story.possessive"):
            at += 1  # «пока мой партнёр ещё …»
        named = subject_at(tokens, at) if is_in(token, "story.while") and at < len(
            tokens) else None  # «… пока» ending the text: nobody named after it
        if named is None or (compass_only and named.seat is None):
            continue
        after = tokens[named.end : named.end + 3]
        if any(is_in(t, "story.still") for t in after):
            seat = named.seat_for(me)
            if seat is not None:
                out.add(seat)
    still = [k for k, token in enumerate(tokens) if is_in(token, "story.still")]
    for k in range(len(tokens) - 1):  # «Север ещё карты не разобрал»: still, then a «not»
        if not any(k < at <= k + _NAME_SPAN for at in still):
            continue  # no «ещё» right after a name that could start here
        named = subject_at(tokens, k)
        if named is None or named.end >= len(tokens):
            continue
        if not is_in(tokens[named.end], "story.still"):
            continue
        if (compass_only and named.seat is None) or not any(
                is_in(t, "story.still_not") or is_in(t, "story.still_busy")
                for t in tokens[named.end + 1 : named.end + 4]):
            continue  # «Восток ещё тянулся к боксу»: still busy, so not called yet
        seat = named.seat_for(me)
        if seat is not None:
            out.add(seat)
    for _, end in phrases(tokens, "story.not_yet_then_player"):  # «не успел правый …, как»
        k = end
        while k < min(len(tokens), end + 2) and is_in(tokens[k], "story.call_adverb"):
            k += 1  # «не успел даже правый»
        named = subject_at(tokens, k) if k < len(tokens) else None
        if named is not None and not (compass_only and named.seat is None):
            seat = named.seat_for(me)
            if seat is not None:
                out.add(seat)
    for _, end in phrases(tokens, "story.not_waiting_for"):  # «не дождавшись Востока»
        seat = next((s for c, s in _SEATS_OF if end < len(tokens) and is_in(tokens[end], c)),
                    None)
        if seat is not None:
            out.add(seat)
    for start, _ in phrases(tokens, "story.not_called_yet"):
        for k in range(max(0, start - 6), start):
            named = subject_at(tokens, k)
            if named is None and k == start - 1 and is_in(tokens[k], "story.role.pronoun"):
                named = _named_before(tokens, k)  # «Сдавал Восток, он ещё раскладывал карты»
            if named is not None and compass_only and named.seat is None:
                continue
            if named is not None and (named.end == start or k == start - 1 or (
                _past_name_aside(tokens, named.end) == start)):  # «Правый, Фима, ещё …»
                seat = named.seat_for(me)
                if seat is not None:
                    out.add(seat)
    return frozenset(out)


def _past_name_aside(tokens: list[Word], k: int) -> int:
    """Past a name set off by commas right after a player («Правый, Фима, ещё молчал»: one
    or two capitalised words no vocabulary knows): the index after the closing comma, else
    ``k``.

    >>> toks = tokenize("Правый, Фима, ещё молчал")
    >>> _past_name_aside(toks, 1), _past_name_aside(tokenize("Правый, ещё молчал"), 1)
    (4, 1)
    """
    if k >= len(tokens) or tokens[k].text != ",":
        return k
    for end in (k + 2, k + 3):
        inside = tokens[k + 1 : end]
        if end < len(tokens) and tokens[end].text == "," and all(
            t.raw[:1].isupper() and t.is_word and t.text not in vocabulary() for t in inside
        ):
            return end + 1
    return k


def _dealer_changes(
    groups: list[list[_Item]], stated: Seat | Role | None, replaced: bool
) -> list[list[_Item]]:
    """One call told, nobody named with it, a replacement for it told, and the dealer
    stated («Сдавала я, хотела открыть 1♠, а пальцы схватили 1БК … говорю: ой, нет,
    1♠»): the first call of the board is the dealer's, so the call and its change are his."""
    if stated is None or not replaced or len(groups) != 1 or len(groups[0]) != 1:
        return groups
    item = groups[0][0]
    if item.subject is not None or item.found.weak:
        return groups
    seat, role = (stated, None) if isinstance(stated, Seat) else (None, stated)
    return [[replace(item, subject=Subject(seat, role, item.start))]]


def _seated_role(tokens: list[Word], named: Subject) -> Subject:
    """A player named by his role and then by his seat with «с» («партнёр с Севера», «her
    partner from North»): the seat, which does not depend on who tells the story."""
    k = named.end
    if named.role is None or k + 1 >= len(tokens) or not is_in(tokens[k], "story.seat_from"):
        return named
    seat = next((s for concept, s in _SEATS_OF if is_in(tokens[k + 1], concept)), None)
    if seat is None and tokens[k + 1].text.isascii():
        seat = seat_word(tokens[k + 1].text)
    return Subject(seat, None, k + 2) if seat is not None else named


def _dash_in_sentence(tokens: list[Word], i: int) -> bool:
    """A dash between two plain words, neither a call nor a player («Север ничего не
    заявлял — это была первая заявка»): a mark of the sentence, not a pass in a diagram.

    >>> _dash_in_sentence(tokenize("не заявлял — это была"), 2)
    True
    >>> _dash_in_sentence(tokenize("Север — пас"), 1), _dash_in_sentence(tokenize("1♠ – – 2♠"), 1)
    (False, False)
    >>> _dash_in_sentence(tokenize("22:40 — контракт 4♥"), 3)
    True
    """
    if i == 0 or i + 1 >= len(tokens):
        return False
    if i >= 3 and past_clock(tokens, i - 3) == i:
        return True  # «22:40 — ЛП …»: a line of a log opens with its time, no pass
    if _plain_words_follow(tokens, i + 1, 2) and tokens[i - 1].text not in DASHES:
        return True  # «RHO said "redouble" - nobody had doubled anything»
    if is_in(tokens[i + 1], "story.article"):
        return True  # «… — a double out of rotation»: an article opens a phrase, not a call
    for k in (i - 1, i + 1):
        token = tokens[k]
        if not (token.is_word and token.text.isalpha()) or subject_at(tokens, k) is not None:
            return False
        found = read_call(tokens, k)
        if found is not None and found.call is not None:
            return False
    return not is_in(tokens[i - 1], "story.verb.call")


def _plain_words_follow(tokens: list[Word], k: int, count: int) -> bool:
    """The next ``count`` tokens are plain words: no call, no player, no verb of calling."""
    if k + count > len(tokens):
        return False
    for token in tokens[k : k + count]:
        if not (token.is_word and token.text.isalpha()) or seat_word(token.text) is not None:
            return False
        if any(is_in(token, f"story.role.{r.value}") for r in Role) or any(
            is_in(token, c) for c in VERBS
        ):
            return False
        found = read_call([token], 0)
        if found is not None and found.call is not None:
            return False
        if phrases(tokens[k : k + 3], "story.all_pass"):
            return False
    return True


def _told_silent(tokens: list[Word], end: int) -> bool:
    """The words right after a player named tell that he has not called yet («Север не
    заметил, что Юг ещё не говорил, и сказал 1♠»): he is not who calls next."""
    return any(start == end for start, _ in phrases(tokens, "story.not_called_yet"))


def _named_before(tokens: list[Word], k: int) -> Subject | None:
    """The player a pronoun at ``k`` stands for: the last player named before it in its
    sentence («Сдавал Восток, Сергей Ильич, он ещё раскладывал карты»: East)."""
    for back in range(k - 1, -1, -1):
        if tokens[back].text in ".!?" or tokens[back].is_paragraph:
            return None
        named = subject_at(tokens, back)
        if named is not None and named.end <= k:
            return named
    return None


def _ends_too_soon(implied: int, group: list[_Item]) -> bool:
    """With ``implied`` passes before the calls told, the auction would end before a call told
    after them («Dealer E. South, West and North passed, and then East opened 1♥»): the
    passes were not made, the first call told was out of rotation."""
    calls = [Call.pass_()] * implied + [item.found.call for item in group
                                        if item.found.call is not None]
    return any(auction_ended(calls[:j]) for j in range(1, len(calls)))


def _told_first(tokens: list[Word], item: _Item) -> bool:
    """«Первым спасовал Запад», «Юг первым открыл 1♠», «East opened 1♠ first»: the words of
    the call's sentence, up to two words after it, say it was the first call of all."""
    start = item.start
    while start > 0 and not (tokens[start - 1].text in ".!?;" or tokens[start - 1].is_paragraph):
        start -= 1
    end = min(len(tokens), item.found.end + 2)
    return bool(phrases(tokens[start:end], "story.first"))


_CONTRASTS = frozenset(("но", "but", "however", "однако", "yet"))


def _dealer_then_contrast(tokens: list[Word], item: _Item) -> bool:
    """The first call told stands in a clause opened by «but» right after the words of who
    dealt, in one sentence with no call between («LHO was dealer on board 4 but pard opened
    1S», «Сдавал Запад, но Север открыл 1♦»): the call came before the dealer's, out of turn.
    """
    start = item.start
    while start > 0 and not (tokens[start - 1].text in ".!?;" or tokens[start - 1].is_paragraph):
        start -= 1
    before = tokens[start : item.start]
    dealt = next((k for k, t in enumerate(before) if is_in(t, "story.dealer")), None)
    if dealt is None:
        return False
    return any(t.text in _CONTRASTS for t in before[dealt + 1 :])


def _seat_of(item: _Item, me: Seat) -> Seat | None:
    return item.subject.seat_for(me) if item.subject is not None else None


def auction_ended(calls: list[Call]) -> bool:
    """Three passes after a bid, or four passes: no pass is implied after the end."""
    passes = 0
    for call in reversed(calls):
        if not call.is_pass:
            break
        passes += 1
    return passes >= 4 or (passes >= 3 and len(calls) > passes)


def _opponent_in_our_turn(
    item: _Item, group: list[_Item], turn: Seat | None, reading: Reading,
    bracketed: list[Seat | None],
) -> bool:
    """A call in brackets, the calls in brackets being the opponents' (the teller's seat
    known), falls in the rotation on the teller's or his partner's turn: an opponent made it
    there, out of turn («1!d-p-(X)… the double came from LHO while it was my turn»). Not the
    second call told: «п-(1♥), где 1♥ сказал я» brackets the call spoken of, whoever's; nor
    when the brackets have fallen on our turns before, or the dealer is known and the
    teller's seat only guessed («Dealer West. 1D-(P)-1S-(P)-X»: the brackets are N-S)."""
    if not item.opponent or turn is None or reading.me is None or reading.after_end:
        return False
    if not any(not other.opponent for other in group):
        return False  # every call in brackets: they mark nothing
    if reading.dealer_from in ("fact", "board") and "seat.me_stated" not in reading.fired:
        return False  # the dealer known, the teller's seat not: the brackets tell his side
    ours = (reading.me, reading.me.partner)
    if any(seat in ours for seat in bracketed):
        return False  # a call in brackets made in our turn before: the brackets mark us
    return turn in ours


def _without_retold_start(
    tokens: list[Word], chosen: list[_Item], reading: Reading
) -> list[_Item]:
    """A call told with its player, then words that it was not accepted or given back, then
    the auction told again from its start («He passed, and LHO bid 1S. Pard didn't accept it,
    so the director sent it back to me. Then it went (P) - 1D - (1S)»): the calls before the
    incident told again are the same calls, not new ones.

    >>> reading = read_auction("East dealt. He passed, and LHO bid 1S out of turn. Pard "
    ...                        "didn't accept it. Then it went (P) - 1D - (1S).")
    >>> reading.auction_text()
    'E:пас W:1♠ S:1♦ W:1♠'
    """
    for k in range(1, len(chosen) - 1):
        item = chosen[k]
        if item.subject is None or not _turn_given_back(tokens, item, chosen[k + 1]):
            continue
        before, after = chosen[:k], chosen[k + 1 :]
        if len(after) <= len(before) or any(
            a.found.call != b.found.call or (a.subject is not None and b.subject is not None
                                             and not _same_player(a.subject, b.subject))
            for a, b in zip(before, after, strict=False)
        ):
            return chosen
        reading.fire("call.retold_after_incident")
        return [*before, item, *after[len(before) :]]
    return chosen


def _turn_given_back(tokens: list[Word], before: _Item, item: _Item) -> bool:
    """Words between a call out of rotation and the next call told that it was not accepted
    or that the director gave the turn back («Pard didn't want to accept it, so the director
    sent it back to me»): the next call is the player's whose turn it was.

    >>> from engine.rules.model import Strain
    >>> toks = tokenize("LHO bid 1S. Pard didn't accept it. Then 1D")
    >>> first = _Item(Found(Call.bid(1, Strain.SPADES), 3), 2, None)
    >>> _turn_given_back(toks, first, _Item(Found(Call.bid(1, Strain.DIAMONDS), 11), 10, None))
    True
    """
    return _refused_between(tokens, before.found.end, item.start)


def _refused_between(tokens: list[Word], start: int, end: int) -> bool:
    """Words between tokens ``start`` and ``end`` that a call was not accepted or that the
    director gave the turn back."""
    between = tokens[start:end]
    return any(phrases(between, c) for c in ("story.not_accepted", "story.director_undid"))


def _with_implied(
    group: list[_Item], seats: list[Seat | None], reading: Reading, out_of_turn: bool
) -> list[StoryCall]:
    """The calls with the passes a story leaves out («Север 1♥, Юг 2♥»: East passed), unless
    a skipped player calls next or the story says somebody called out of turn."""
    out: list[StoryCall] = []
    implied: list[Seat] = []
    turn = reading.dealer
    out_seat: Seat | None = None  # the player of the last call made out of rotation
    silent = silent_players(reading.tokens, reading.me)
    ended = False  # the calls read so far ended the auction once (later ones come after it)
    bracketed: list[Seat | None] = []  # the seats of the calls in brackets so far
    for k, (item, seat) in enumerate(zip(group, seats, strict=True)):
        seat_out = False
        ended = ended or auction_ended([c.call for c in out])
        if seat is None and out_seat is not None and turn is not None and k > 0 and (
            _turn_given_back(reading.tokens, group[k - 1], item)
        ):
            seat = turn  # «LHO bid 1S; pard didn't accept it … Then 1D»: mine, in my turn
            reading.fire("call.turn_given_back")
        if seat is None and item.after_gap and turn is not None and k > 0:
            seat = turn.lho  # ``1♥-(п)-?-(X)``: the call after the «?» skips its player
        elif seat is None and k >= 2 and _opponent_in_our_turn(item, group, turn, reading,
                                                                 bracketed):
            assert turn is not None
            seat = turn.lho  # «1♦-p-(X)»: the call in brackets at my turn is an opponent's,
            reading.fire("call.bracket_out_of_turn")  # my LHO's, made out of turn
        if seat is not None and seat is not turn:
            skipped = [Seat((turn + n) % 4) for n in range((seat - turn) % 4)]
            following = [s for s in seats[k + 1 : k + 3] if s is not None]
            calls_next = bool(following) and following[0] in skipped and (
                following[0] is not seat.lho)
            limit = 3 if k == 0 else 2  # before the opening bid everybody may have passed
            if item.after_gap:
                seat_out = True  # a table's «?»: the player skipped had not called
                reading.fire("call.after_gap")
            elif k == 0 and _told_first(reading.tokens, item):
                seat_out = True  # «Юг первым открыл 1♠»: nobody called before him
                reading.fire("call.told_first")
            elif out_seat is not None and seat is out_seat.lho:
                pass  # the next player called over the call out of rotation: no pass implied
            elif k == 0 and _dealer_then_contrast(reading.tokens, item):
                seat_out = True  # «LHO was dealer but pard opened 1S»: the dealer never called
                reading.fire("call.despite_dealer")
            elif k == 0 and any(seats[j] is turn and _told_opening(reading.tokens, other)
                                for j, other in enumerate(group) if j > 0):
                seat_out = True  # «I announced 1NT … West was the dealer … West opened 1S»:
                reading.fire("call.dealer_opened_later")  # the dealer opened after it
            elif k == 0 and _ends_too_soon(len(skipped), group):
                seat_out = True  # passes implied before it would end the auction too soon
            elif set(skipped) & silent:
                seat_out = True  # «а Восток ещё молчал»: a player told not to have called
            elif reading.after_end or ended:
                pass  # after the final pass nobody is in turn: no pass is implied
            elif auction_ended([c.call for c in out] + [Call.pass_()] * len(skipped)):
                seat_out = True  # passes left out never end the auction: he called out of turn
            elif not (k == 0 and opens_nothing(item.found.call) and not out_of_turn) and (
                len(skipped) > limit or out_of_turn or calls_next or len(group) == 1
            ):
                seat_out = True  # out of rotation: the turn stays with the player skipped
                # (not a first told call that opens no auction: the calls before it untold)
            else:
                for other in skipped:
                    span = (reading.tokens[item.start].start,) * 2
                    out.append(StoryCall(other, None, Call.pass_(), "", span, implied=True))
                    implied.append(other)
        if item.opponent:
            bracketed.append(seat if seat is not None else turn)
        assert item.found.call is not None
        words_read = _said(reading.tokens, item.start, item.found.end)
        span = (reading.tokens[item.start].start, reading.tokens[item.found.end - 1].end)
        role = item.subject.role if item.subject is not None else None
        out.append(StoryCall(seat, role, item.found.call, words_read, span,
                             opponent=item.opponent))
        if not seat_out:
            turn = (seat if seat is not None else turn).lho
        out_seat = seat if seat_out else None
    if implied:
        names = ", ".join(s.russian for s in implied)
        reading.notes.append(f"{IMPLIED_PASSES}: {names}.")
        reading.fire("passes.implied")
    if out:
        reading.fire("auction.read")
    return out


__all__ = [
    "IMPLIED_PASSES", "MAX_CALLS", "Reading", "barred_told", "read_auction", "seat_in_genitive",
    "silent_players",
]
