"""Markers of the card play (Laws 26, 41-46); cards seen during the auction are ``exposed.py``'s.

* ``lead``, ``face-down``, ``withdraw`` (a lead during the auction is Law 24's too);
* a cancelled call and lead restrictions: ``cancelled``, ``restriction``, ``suit``,
  ``any-suit``;
* a card of dummy's touched: ``touched``, ``on-dummy``;
* the dummy: ``dummy`` (the dummy does something), ``points`` (touches or points at a card),
  ``dummy-violated`` (looked at a hand, left the seat, exchanged hands), ``attention``,
  ``wrong-hand`` (a lead from the wrong hand), ``asks-revoke``, ``informs-law``;
* ``asks``: somebody asks (a question at the table);
* a card held so that it could be seen: ``held``;
* following suit: ``void`` (no card of the suit led), ``has-suit``, ``discard``;
* a card named from dummy (Law 46): ``names-dummy``, ``high-low``, ``no-suit``, ``no-rank``,
  ``absent-card``; ``wrong-card`` (not the card named).

>>> from engine.search.clues import tokens
>>> facts: set[str] = set()
>>> scene(tokens("разыгрывающий сказал столу «короля», не назвав масть"), facts)
>>> sorted(facts)
['card', 'honour', 'names-dummy', 'no-suit', 'suit']
>>> facts = set()
>>> scene(tokens("болван встал и заглянул в карты вистующего"), facts)
>>> sorted(facts)
['card', 'dummy', 'dummy-violated']
"""

from __future__ import annotations

from collections.abc import Callable
from types import CodeType, FunctionType

from engine.lexicon import words
from engine.search.clues import Token, has_any, near
from engine.search.exposed import CARDS, auction, exposed

_F = frozenset

_CARD_WORDS = words("search.card_word")
_CANCELLED = words("search.cancelled")
_RESTRICTION = words("search.restriction")
_LEAD_WORDS = words("search.lead")
_DUMMY = words("search.who.dummy")
_PREPOSITIONS = words("search.preposition")  # forms
_POINTS = words("search.points")
_TOUCH = words("search.touch")
_LOOKED = words("search.looked")
# dummy leaving his place to watch declarer: «встал», «пошёл за спину», «через плечо»
_LEFT = words("search.left_seat")
_HANDS_OF_DEFENDERS = (
    words("search.who.defender") | words("search.who.opp") | words("search.defending")
)
_SWAPPED = words("search.swapped")
_NOTICED = words("search.noticed")
_IRREGULARITY = words("search.irregularity")
_ASK = words("search.ask")
_REVOKE = words("search.revoke")
_HAND_WORDS = words("search.hand_word")
_DISCARD = words("search.discard")
_NAMING = words("search.naming")
_HIGH_LOW = words("search.height")
_SUIT_WORDS = words("search.suit_word")
_SUIT_NAMES = words("search.suit")
_INFORM = words("search.inform")
_RANK_WORDS = words("search.rank_word")
_LEAD_MOVES = words("search.lead_move")
_FOLLOWING = words("search.follow")
_HAD = words("search.had")  # forms
_TO_DUMMY = words("search.to_dummy")  # forms
_AT_DUMMY = words("search.at_dummy")  # forms
_BEHIND_PLACE = words("search.behind_place")  # forms: «за спину», «через плечо»
_EN_LEFT = words("search.en_left")  # forms
_EN_LEFT_WHAT = words("search.en_left_what")  # forms: «left his seat»
_LEAD_VERB = words("search.lead_verb")
_GO = words("search.go")
_FIRST_AFTER = words("search.first_after")  # forms: «ходить первым»
_MOVE = words("search.move")
_FIRST_BEFORE = words("search.first_before")  # forms: «первый ход»
_CLOSED = words("search.closed")
_FACE = words("search.face")
_DOWN = words("search.down")  # forms
_FACE_DOWN_FORM = words("search.face_down_form")  # forms
_TAKE_BACK = words("search.take_back")
_TAKE_BACK_OBJECT = words("search.take_back_object")
_SUIT_OR_DENOMINATION = _SUIT_WORDS | words("search.denomination")
_ANY_FORM = words("search.any_form")  # forms: «любую масть»


def _word(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def _left_seat(sequence: list[Token], i: int) -> bool:
    """«встал с места», «пошёл за спину», «через плечо», «left his seat» (not «no spades left»)."""
    token, previous = sequence[i], _word(sequence, i - 1)
    if not has_any(token, _LEFT):
        return False
    if token.word in _BEHIND_PLACE:
        return previous in ("за", "через", "из-за")
    if token.word in _EN_LEFT:
        return _word(sequence, i + 1) in _EN_LEFT_WHAT
    return not _within(sequence, i, _HANDS_OF_DEFENDERS, 0, 5)  # «подошёл посмотреть в карты
    # защитника» is looking at a defender's hand (43A2(C)), not watching declarer


def _within(sequence: list[Token], i: int, forms: frozenset[str], before: int, after: int) -> bool:
    """A word with one of ``forms`` near ``i``, phrases regardless."""
    return any(has_any(t, forms) for t in sequence[max(0, i - before) : i + after + 1])


def _lead(sequence: list[Token], i: int, facts: set[str]) -> None:
    token, previous = sequence[i], _word(sequence, i - 1)
    if has_any(token, _LEAD_VERB) or (
        has_any(token, _GO) and _word(sequence, i + 1) in _FIRST_AFTER
    ) or (
        has_any(token, _MOVE) and previous in _FIRST_BEFORE
    ) or (has_any(token, _LEAD_MOVES) and _within(
        sequence, i, CARDS, 6, 3
    )):
        facts.add("lead")
    if has_any(token, _CLOSED) and near(sequence, i, _CARD_WORDS, 0, 1) > i:
        facts.add("face-down")
    if (has_any(token, _FACE) and _word(sequence, i + 1) in _DOWN) or (
        token.word in _FACE_DOWN_FORM
    ):
        facts.add("face-down")
    if has_any(token, _TAKE_BACK) and _within(sequence, i, _TAKE_BACK_OBJECT, 0, 3):
        facts.add("withdraw")
    if has_any(token, _CANCELLED):
        facts.add("cancelled")
    if has_any(token, _SUIT_OR_DENOMINATION):
        facts.add("any-suit" if previous in _ANY_FORM else "suit")
    if has_any(token, _RESTRICTION) and _within(sequence, i, _LEAD_WORDS, 0, 4):
        facts.add("restriction")


# dummy as a person: «болван сказал», «я был болваном», «партнер-болван»
_DUMMY_PERSON = _DUMMY | words("search.dummy_person_form")
_OTHER_PLAYERS = (
    words("search.who.declarer") | words("search.who.defender") | words("search.who.pronoun")
    | words("search.en_he_she")
)
_FOLLOWED_FORM = words("search.followed_form")  # forms: «не дал», «not followed»
_TABLE_FORM = words("search.table_form")  # forms
_DUMMY_PLACE = words("search.dummy_place")  # forms: «на столе», «у болвана»
_FINGER = words("search.finger")
_LOOKED_AT = words("search.looked_at")
_SWAPPED_WHAT = words("search.swapped_what")
_TELL = words("search.tell")
_PLAY_NOUN = words("search.play_noun")
_AFTER_END = words("search.after_end")  # forms: «после», «окончания»
_HAND_NOUN = words("search.hand_noun")
_WRONG_ADJECTIVE = words("search.wrong_adjective")  # forms: «из той руки»
_ASKING_ANY = _ASK | words("search.find_out")
_LAW_NOUN = words("search.law_noun")
_HOLD = words("search.hold")
_RUN_OUT = words("search.run_out")
_FOREIGN = words("search.foreign")
_ABSENT = words("search.absent")
# what dummy may not do during the play: remark on it (43A1(C))
_REMARKS = words("search.remark")


def _dummy_person(word: str) -> bool:
    return any(part in _DUMMY_PERSON for part in word.split("-"))


def _dummy_speaks(sequence: list[Token], i: int) -> bool:
    """Whether dummy is who says the words at ``i``: the player named last before them, or
    «я» when the question's «я» is dummy («я был болваном, … я сказал»)."""
    for k in range(i - 1, max(-1, i - 9), -1):
        word = sequence[k].word
        if _dummy_person(word):
            return True
        if word in _OTHER_PLAYERS:
            return False
        if word in ("я", "i"):
            return any(
                _dummy_person(t.word) and "я" in {u.word for u in sequence[max(0, j - 3) : j]}
                for j, t in enumerate(sequence)
            )
    return False


def _about_irregularity(sequence: list[Token]) -> bool:
    """A revoke, an error, a failure to follow or the hand to lead from, anywhere."""
    return any(
        has_any(t, _IRREGULARITY | _REVOKE | _HAND_WORDS)
        or (t.word in ("не", "not") and _word(sequence, k + 1) in _FOLLOWED_FORM)
        for k, t in enumerate(sequence)
    )


def _dummy(sequence: list[Token], i: int, facts: set[str]) -> None:
    token, previous = sequence[i], _word(sequence, i - 1)
    if (_dummy_person(token.word) or token.word in _TABLE_FORM) and previous not in _PREPOSITIONS:
        facts.add("dummy")
    if has_any(token, _REMARKS) and _dummy_speaks(sequence, i) and not _about_irregularity(
        sequence
    ):
        facts.add("remark")  # not about an irregularity or the hand to lead from (42B)
    if has_any(token, _POINTS) and _within(sequence, i, CARDS | _FINGER, 0, 4):
        facts.add("points")
    if has_any(token, _TOUCH) and _within(sequence, i, CARDS, 0, 3):
        facts.add("touched")
    dummy_place = token.word in _DUMMY_PLACE
    if dummy_place and previous in ("на", "со", "с", "у"):
        facts.add("on-dummy")
    if has_any(token, _LOOKED) and (
        _within(sequence, i, _LOOKED_AT, 0, 4)
        or _left_seat(sequence, i)
    ):
        facts.add("dummy-violated")
    if _left_seat(sequence, i):
        facts.add("left-seat")
    if has_any(token, _SWAPPED) and _within(sequence, i, _SWAPPED_WHAT, 0, 3):
        facts.add("swapped")
    if has_any(token, _TELL) and _within(
        sequence, i, _IRREGULARITY, 0, 3
    ) and previous != "не":
        facts.update(("attention", "irregularity"))  # «сказал про ренонс вистующего»
    if has_any(token, _NOTICED) and previous != "не":
        facts.add("attention")
        if _within(sequence, i, _IRREGULARITY, 0, 4):
            facts.add("irregularity")  # «указал на ошибку защитника», «привлёк внимание»
    if has_any(token, _PLAY_NOUN) and previous in _AFTER_END:
        facts.add("after-play")
    if has_any(token, _HAND_NOUN) and previous in _WRONG_ADJECTIVE:
        facts.add("wrong-hand")
    if has_any(token, _ASK) and _within(sequence, i, _REVOKE | _SUIT_NAMES, 0, 8):
        facts.add("asks-revoke")
    if has_any(token, _ASKING_ANY):
        facts.add("asks")
    if has_any(token, _INFORM) and _within(sequence, i, _LAW_NOUN, 0, 3):
        facts.add("informs-law")
    if has_any(token, _HOLD) and _within(sequence, i, CARDS | _F({"ее"}), 0, 3):
        facts.add("held")


def _suit(sequence: list[Token], i: int, facts: set[str]) -> None:
    token = sequence[i]
    if token.word == "нет" and _within(sequence, i, CARDS | _SUIT_WORDS, 0, 2):
        facts.add("void")
    if has_any(token, _RUN_OUT) and _within(sequence, i, _SUIT_NAMES, 0, 2):
        facts.add("void")
    if token.word == "есть" and _within(sequence, i, CARDS | _SUIT_WORDS, 0, 3):
        facts.add("has-suit")
    if token.word in _HAD and _within(
        sequence, i, _F({"у"}), 3, 0
    ) and _within(sequence, i, CARDS | _SUIT_WORDS, 0, 3):
        facts.add("has-suit")  # «хотя у него была карта этой масти»
    if has_any(token, _FOLLOWING) and _word(
        sequence, i - 1
    ) == "не" and _word(sequence, i + 1) == "в" and has_any(
        sequence[min(i + 2, len(sequence) - 1)], _SUIT_WORDS
    ):
        facts.add("no-follow")  # «не дал в масть»
    if has_any(token, _DISCARD):
        facts.add("discard")


def _naming(sequence: list[Token], i: int, facts: set[str]) -> None:
    token, previous = sequence[i], _word(sequence, i - 1)
    if has_any(token, _NAMING) and any(
        t.word in _TO_DUMMY for t in sequence
    ) and any(has_any(t, CARDS | _HIGH_LOW | _SUIT_WORDS) for t in sequence):
        facts.add("names-dummy")  # declarer names a card: it is one of dummy's
    if has_any(token, _HIGH_LOW):
        facts.add("high-low")
    if previous in ("не", "без") or _word(sequence, i - 2) in ("не", "без"):
        if has_any(token, _SUIT_WORDS) and _word(sequence, i - 1) != "в":
            facts.add("no-suit")
        if has_any(token, _RANK_WORDS) and previous not in ("ту", "тот", "та"):
            facts.add("no-rank")
    if has_any(token, CARDS) and ((previous in ("ту", "тот") and _word(sequence, i - 2) == "не")
                                  or has_any(sequence[max(0, i - 1)], _FOREIGN)):
        facts.add("wrong-card")  # «положил не ту карту»
    if token.word == "нет" and _within(sequence, i, _F({"который", "там"}), 3, 0):
        facts.add("absent-card")  # «короля, которого там нет»
    if (token.word == "нет" or has_any(token, _ABSENT)) and any(
        t.word in _AT_DUMMY for t in sequence[max(0, i - 3) : i + 4]
    ):
        facts.add("absent-card")  # «нет на столе», «которой у болвана нет»


Marker = Callable[[list[Token], int, set[str]], None]


def _starts(function: Callable[..., object], seen: set[str] | None = None) -> frozenset[str]:
    """The words a marker can start from (each of its tests is first a test of the word at
    ``i``): every word its code names, and every word set it or a helper of the search it
    calls reads. More than it needs (a docstring's words, a neighbour's), never fewer.

    >>> {"болван", "болваном", "дамми"} <= _starts(_dummy_person)
    True
    """
    seen = set() if seen is None else seen
    seen.add(function.__qualname__)
    found: set[str] = set()
    codes = [function.__code__]
    while codes:
        code = codes.pop()
        for constant in code.co_consts:
            if isinstance(constant, str):
                found.add(constant)
            elif isinstance(constant, tuple | frozenset):
                found.update(item for item in constant if isinstance(item, str))
            elif isinstance(constant, CodeType):
                codes.append(constant)
        for name in code.co_names:
            value = function.__globals__.get(name)
            if isinstance(value, frozenset):
                found.update(value)
            elif (isinstance(value, FunctionType) and value.__module__.startswith(__package__)
                  and value.__qualname__ not in seen):
                found |= _starts(value, seen)
    return frozenset(found)


# each marker with the words it starts from: a word with none of them, most of a story's, is
# passed over without asking the marker. A tuple, not sets of the module: ``spoken`` reads
# those as the words the facts look for, and these add none
_MARKERS: tuple[tuple[frozenset[str], Marker], ...] = tuple(
    (_starts(marker), marker) for marker in (auction, _lead, _dummy, _suit, _naming)
)


def scene(sequence: list[Token], facts: set[str]) -> None:
    """Add the play's markers of a question to ``facts``."""
    for i, token in enumerate(sequence):
        hyphenated = "-" in token.word  # «партнёр-болван»: dummy named in a compound
        for starts, marker in _MARKERS:
            if not token.forms.isdisjoint(starts) or (hyphenated and marker is _dummy):
                marker(sequence, i, facts)
    if "cancelled" in facts and any(has_any(t, _LEAD_WORDS) for t in sequence):
        facts.add("restriction")  # a cancelled call and the lead: Law 26's restrictions
    exposed(sequence, facts)
