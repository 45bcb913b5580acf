"""Who is who at the table: the players a question names and whose turn it names.

Seats are named three ways, and a question may mix them:

* from the speaker: ``me``, ``lho``, ``partner``, ``rho`` («я», «левый», «напротив»);
* from the offender: ``of-lho``, ``of-rho``, ``offender-partner`` («его левый сосед»,
  «следующий за ним», «своего партнёра»); ``next`` is the player after the offender;
* by compass: ``north``, ``east``, ``south``, ``west`` (the speaker's own seat unknown);
* ``owner``: the player whose turn it was («игрок, чья была очередь»).

Generic subjects (``opp``, ``player``) are the offender's own point of view: «соперник
спасовал в очередь левого» is his left.

>>> from engine.search.clues import tokens
>>> sequence = tokens("партнер спасовал в мою очередь")
>>> actor_of(sequence, 0), owner_at(sequence, 4)
('partner', 'me')
>>> owner_at(tokens("не в свою очередь"), 3), owner_at(tokens("вне очереди"), 1)
('', '')
>>> owner_at(tokens("сделал заявку в свою очередь"), 4) is None
True
>>> [owner_at(tokens(t), 0) for t in ("вместо меня", "раньше своего партнера")]
['me', 'offender-partner']
>>> [actor_of(tokens(t), 0) for t in ("сосед справа", "игрок напротив", "север")]
['rho', 'partner', 'north']
>>> actor_of(tokens("его левый сосед"), 1), owner_at(tokens("очередь востока"), 0)
('of-lho', 'east')
>>> owner_at(tokens("хотя говорить должен был правый соперник"), 2)
'rho'
>>> owner_at(tokens("after lho's out-of-turn double"), 3)
''
"""

from __future__ import annotations

from engine.lexicon import words
from engine.search.clues import Token, has_any, seat_letter

SEATS = {"me": 0, "lho": 1, "partner": 2, "rho": 3}
COMPASS = {"north": 0, "east": 1, "south": 2, "west": 3}
RELATIVE = {1: "lho", 2: "partner", 3: "rho"}
_FROM_OFFENDER = {"of-lho": "lho", "of-rho": "rho", "offender-partner": "partner",
                  "next": "lho"}

# the player a subject word names (forms); roles: declarer and dummy are declarer's side
_WHO = ("me", "partner", "lho", "rho", "opp", "player", "pronoun", *COMPASS)
_SUBJECTS = {word: who for who in _WHO for word in words(f"search.who.{who}")} | {
    word: side for role, side in (("defender", "defender"), ("declarer", "declarer-side"),
                                  ("dummy", "declarer-side"))
    for word in words(f"search.who.{role}")
}
_SIDE_WORDS = {  # «сосед слева», «игрок напротив» (forms)
    word: side for side in ("lho", "rho", "partner") for word in words(f"search.side_word.{side}")
}
_GENERIC = frozenset({"opp", "player"})
_OWNERS = {  # whose turn a word names («в очередь партнёра»), forms
    word: owner
    for owner in ("me", "offender-partner", "lho", "rho", "opp", "pronoun", "whose", *COMPASS)
    for word in words(f"search.whose.{owner}")
}
_OWN_SIDE = {"lho": "of-lho", "rho": "of-rho", "partner": "offender-partner",
             "offender-partner": "offender-partner"}
_HIS = words("search.his")  # forms
# English: the side word before «opponent», «player» («my left opponent»), whose turn
_EN_SIDES = {word: side for side in ("lho", "rho") for word in words(f"search.en_side.{side}")}
_EN_OWNER_WORDS = {
    word: owner for owner in ("me", "partner", "lho", "rho", *COMPASS)
    for word in words(f"search.en_turn_owner.{owner}")
}
_EN_MODIFIERS = words("search.en_possessive")  # forms
_EN_PLAY = words("search.en_turn_play")
_EN_AT = words("search.en_turn_at")  # «at my turn», «in his turn»
_EN_ASKING = words("search.en_asking")  # «asked»: a turn used to ask, not to call
_FROM_HIM = words("search.from_him")  # forms
_MINE = words("search.my")  # forms
_NEXT = words("search.next_word")  # forms
_NEXT_SUBJECT = words("search.next_subject")  # forms
_SIDE_ADJECTIVE = words("search.side_adjective")  # forms: «левый», «правый»
_WHOSE = words("search.whose_word")  # forms
_NEXT_NOUNS = words("search.next_noun")  # forms
_SPEAK = words("search.speak")
_MODAL = words("search.duty")
_TURN_WORD = words("search.turn_word")  # «очередь», «черед»
_EN_TURN = words("search.en_turn")  # forms
_EARLIER = words("search.earlier")  # forms: «раньше», «прежде»
_EARLIER_THAN = words("search.earlier_than")  # forms: «своей очереди», «времени»
_HIS_OWN = words("search.his_own")  # forms: «своего», «его»
_NEIGHBOUR = words("search.neighbour")
_PASSING = words("search.pass") | words("search.silent")
_TURN_TAKEN = words("search.turn_taken")  # forms: «вместо меня», «раньше своего партнёра»
_TURN_MISSED = words("search.turn_missed")  # forms: «не в свою очередь», «не дождавшись»
_BETWEEN = words("search.turn_between")  # forms: «очередь была партнёра», «очередь игры …»


def _word(sequence: list[Token], i: int) -> str:
    return sequence[i].word if 0 <= i < len(sequence) else ""


def _from_offender(sequence: list[Token], i: int, side: str) -> str:
    """«левый от нарушителя», «слева от него»: the side is the offender's."""
    if _word(sequence, i + 1) == "от" and _word(sequence, i + 2) in _FROM_HIM:
        return _OWN_SIDE.get(side, side)
    return side


def actor_of(sequence: list[Token], i: int) -> str | None:
    """The player a subject word names: me, partner, lho, rho, opp, player, next, …"""
    word = sequence[i].word
    following, previous = _word(sequence, i + 1), _word(sequence, i - 1)
    if word in _NEXT_SUBJECT and following in _NEXT_NOUNS:
        return "next"
    who = _SUBJECTS.get(word)
    if who is None:
        return seat_letter(sequence, i)  # «W говорит x», «очередь E»: a seat's letter
    if who in _GENERIC and previous in _EN_SIDES:
        return _EN_SIDES[previous]  # «my left opponent», «the right-hand player»
    if who == "partner" and (following.startswith("нарушител") or previous in ("его", "ее")):
        return "offender-partner"
    if who in ("lho", "rho") and word in _SIDE_ADJECTIVE:
        if previous in _HIS:
            return _OWN_SIDE[who]
        nouns = 1 if _SUBJECTS.get(following) in _GENERIC else 0  # «левый сосед от него»
        return _from_offender(sequence, i + nouns, who)
    if who in _GENERIC and following in _WHOSE and any(
        has_any(t, _TURN_WORD) for t in sequence[i + 1 : i + 5]
    ):
        return "owner"  # «игрок, чья была очередь»
    if who in _GENERIC or who == "partner":
        if following in _SIDE_WORDS:
            return _from_offender(sequence, i + 1, _SIDE_WORDS[following])
        if previous in _SIDE_ADJECTIVE:
            return None  # «правый соперник»: the adjective named him already
        if previous in _NEXT or (previous == "ним" and _word(sequence, i - 2) == "за") or (
            following == "после" and _word(sequence, i + 2) in _FROM_HIM
        ):
            return "next"  # «следующий игрок», «следующий за ним», «игрок после него»
    return who


def owner_at(sequence: list[Token], i: int) -> str | None:
    """Whose turn the phrase at ``i`` names (``''``: out of turn, nobody named), or None."""
    token = sequence[i]
    if has_any(token, _TURN_WORD):
        window = sequence[max(0, i - 3) : i]
        words_before = [t.word for t in window if t.segment == token.segment]
        if "вне" in words_before[-1:] or "без" in words_before[-2:]:
            return ""
        if "не" in words_before and any(w in _TURN_MISSED for w in words_before):
            return ""
        for word in reversed(words_before[-2:]):
            if word in _OWNERS and word != "его":
                return _OWNERS[word]
        named = _owner_named(sequence, i + 1, 4, _BETWEEN)
        if named is not None:
            return named
        return None  # «в свою очередь»: in turn
    if token.word in _EN_TURN:
        return _english_owner(sequence, i)
    if token.word in _TURN_TAKEN:
        named = _owner_named(sequence, i + 1, 2, frozenset())
        if named is not None and named != "pronoun":
            return named
        following = _word(sequence, i + 1)
        if token.word in _EARLIER and following in _EARLIER_THAN:
            return ""
    if has_any(token, _MODAL):
        return _obliged_to_speak(sequence, i)
    if token.word == "out" and [t.word for t in sequence[i + 1 : i + 3]] in (
        ["of", "turn"], ["of", "rotation"]
    ):
        return ""
    if token.word in _EN_OUT_OF_TURN:  # «LHO's out-of-turn double»: one hyphenated word
        return ""
    return None


def _english_owner(sequence: list[Token], i: int) -> str | None:
    """Whose turn an English «turn» names: «it was my turn», «it was RHO's turn», «the turn
    of his partner», «partner's turn to bid»; None for a turn to play or lead, or no owner.

    >>> from engine.search.clues import tokens
    >>> seq = tokens("lho passed when it was my turn")
    >>> _english_owner(seq, 6), _english_owner(tokens("it was the turn of his partner"), 3)
    ('me', 'offender-partner')
    >>> _english_owner(tokens("it was my turn to lead"), 3) is None
    True
    """
    segment = sequence[i].segment
    ahead = [t.word for t in sequence[i + 1 : i + 3] if t.segment == segment]
    if ahead[:1] == ["to"] and any(w in _EN_PLAY for w in ahead[1:]):
        return None  # «my turn to lead»: the play, not the auction
    before = [t.word for t in sequence[max(0, i - 4) : i] if t.segment == segment]
    if before[-1:] == ["s"]:
        before = before[:-1]  # «RHO's turn», «partner's turn»
    if before[-1:] and before[-1] in _EN_OWNER_WORDS:
        if _asked_in_turn(sequence, i, before):
            return None
        return _en_owner(before[-1], before[-2] if len(before) > 1 else "")
    if ahead[:1] == ["of"]:
        after = [t.word for t in sequence[i + 2 : i + 5] if t.segment == segment]
        modifier = ""
        for word in after:
            if word in _EN_MODIFIERS:
                modifier = word
            elif word in _EN_OWNER_WORDS:
                return _en_owner(word, modifier)
            elif word != "the":
                return None
    return None


_EN_OUT_OF_TURN = words("search.en_out_of_turn")
_EN_BEFORE = words("search.en_turn_before")  # «before RHO had called»
_EN_WAITING = words("search.en_turn_waiting")  # «had», «could», «yet» between him and the call
_EN_CALLING = words("search.en_turn_calling")  # the call he had not made: «called», «open»
_EN_PRONOUNS = words("search.en_pronoun")
_EN_REACH = 4  # words from «before» to the player, and from the player to the call


def owner_before(sequence: list[Token], i: int) -> tuple[str, int, int] | None:
    """Whose turn an English «before» names, where that player is named and where the call
    he had not yet made is: «I said one heart before RHO had called», «Before I could open,
    LHO said 1H», «East doubled before my partner had called» (``""``: a pronoun, out of
    turn all the same). None when what came after is no call of a player («before anyone
    noticed», «before the lead»).

    >>> from engine.search.clues import tokens
    >>> owner_before(tokens("i said one heart before rho had called at all"), 4)
    ('rho', 5, 7)
    >>> owner_before(tokens("before my partner had made any call"), 0)
    ('partner', 2, 6)
    >>> owner_before(tokens("before his partner had uttered a syllable"), 0)
    ('offender-partner', 2, 4)
    >>> owner_before(tokens("before i could open lho said 1h"), 0)
    ('me', 1, 3)
    >>> [owner_before(tokens(t), 0) for t in ("before anyone noticed", "before rho noticed")]
    [None, None]
    """
    if sequence[i].word not in _EN_BEFORE:
        return None
    segment = sequence[i].segment
    modifier, owner, k = "", None, i + 1
    for k in range(i + 1, min(len(sequence), i + 1 + _EN_REACH)):
        token = sequence[k]
        if token.segment != segment:
            return None
        if token.word in _EN_MODIFIERS:
            modifier = token.word
            continue
        if token.word in _EN_PRONOUNS:
            owner = ""
            break
        who = actor_of(sequence, k)
        if who in ("me", "partner", "lho", "rho", *COMPASS):
            owner = who
            if modifier in ("his", "her") and who in _OWN_SIDE:
                owner = _OWN_SIDE[who]
            break
        if token.word not in _EN_SIDES:  # «my left opponent»: the side, then the noun
            return None
    if owner is None:
        return None
    for verb in range(k + 1, min(len(sequence), k + 1 + _EN_REACH)):
        token = sequence[verb]
        if token.segment != segment:
            return None
        if not _EN_CALLING.isdisjoint(token.forms):
            return owner, k, verb
        if token.word not in _EN_WAITING:
            return None
    return None


def _asked_in_turn(sequence: list[Token], i: int, before: list[str]) -> bool:
    """«At my turn I asked what 1D meant»: a turn a player used to ask, not one another
    player's call took (a question asked at one's own turn is Law 20F1's right).

    >>> from engine.search.clues import tokens
    >>> _english_owner(tokens("at my turn i asked what 1d meant"), 2) is None
    True
    >>> _english_owner(tokens("i thought bidding again at my turn fixed it"), 6)
    'me'
    """
    if not _EN_AT.intersection(before[-3:-1]):
        return False
    segment = sequence[i].segment
    after = [t for t in sequence[i + 1 : i + 4] if t.segment == segment]
    return any(not _EN_ASKING.isdisjoint(t.forms) for t in after)


def _en_owner(word: str, modifier: str) -> str | None:
    """The owner an English word names, with the word before it («my partner», «his RHO»)."""
    owner = _EN_OWNER_WORDS[word]
    if owner == "partner":
        return "partner" if modifier == "my" else "offender-partner" if modifier in (
            "his", "her", "their") else "partner"
    if modifier in ("his", "her") and owner in ("lho", "rho"):
        return _OWN_SIDE[owner]
    return owner


def _obliged_to_speak(sequence: list[Token], i: int) -> str | None:
    """«хотя говорить должен был правый»: the player who had to call is whose turn it was."""
    segment = sequence[i].segment
    near = [k for k in range(max(0, i - 2), min(len(sequence), i + 5))
            if sequence[k].segment == segment]
    if not any(has_any(sequence[k], _SPEAK) for k in near) or any(
        has_any(sequence[k], _PASSING) for k in near if k > i
    ):
        return None  # «должен был пасовать» is an obligation, not a turn
    for k in sorted(near, key=lambda k: (k < i, -k if k < i else k)):  # after it, then before
        who = actor_of(sequence, k)
        if who is not None and who not in ("pronoun", "opp", "player"):
            return who
    return None


def _owner_named(
    sequence: list[Token], start: int, reach: int, skip: frozenset[str]
) -> str | None:
    segment = sequence[start - 1].segment
    mine = his = False
    for k in range(start, min(len(sequence), start + reach)):
        token = sequence[k]
        if token.segment != segment:
            return None
        if token.word in _MINE:
            mine = True
            continue
        if token.word in _HIS_OWN and k + 1 < len(sequence):
            his = True
            continue
        if token.word not in _OWNERS and (letter := seat_letter(sequence, k)) is not None:
            return letter  # «очередь E»
        if token.word in _OWNERS:
            owner = _OWNERS[token.word]
            if mine and owner == "offender-partner":
                return "partner"
            if his and owner in ("lho", "rho"):
                return _OWN_SIDE[owner]
            if has_any(token, _NEIGHBOUR):
                continue
            return owner
        if has_any(token, _NEIGHBOUR) and _word(sequence, k + 1) in _SIDE_WORDS:
            side = _SIDE_WORDS[_word(sequence, k + 1)]
            return _OWN_SIDE[side] if his else side
        if token.word not in skip and not has_any(token, _NEIGHBOUR):
            return None
    return None


def relation(offender: str | None, owner: str) -> str | None:
    """Whose turn it was, seen from the offender (``rho``, ``partner``, ``lho``) or None.

    >>> relation("partner", "me"), relation("lho", "me"), relation("me", "rho")
    ('partner', 'rho', 'rho')
    >>> relation(None, "rho"), relation("opp", "offender-partner"), relation("opp", "me")
    ('rho', 'partner', None)
    >>> relation("north", "east"), relation("west", "east"), relation("north", "me")
    ('lho', 'partner', None)
    >>> relation("partner", "of-lho"), relation("me", "next")
    ('lho', 'lho')
    """
    if owner in _FROM_OFFENDER and not (owner == "next" and offender == "next"):
        return _FROM_OFFENDER[owner]
    if offender in SEATS and owner in SEATS:
        return RELATIVE.get((SEATS[owner] - SEATS[offender]) % 4)
    if offender in COMPASS and owner in COMPASS:
        return RELATIVE.get((COMPASS[owner] - COMPASS[offender]) % 4)
    generic = offender in (None, "player", "opp", "next") or offender in COMPASS
    if generic and owner in ("lho", "rho", "partner"):
        return owner  # a generic offender: right and left are his own
    return None


def partner_of(offender: str | None, actor: str | None) -> bool:
    """Whether ``actor`` is the offender's partner."""
    if actor == "offender-partner":
        return True
    both = (offender in SEATS and actor in SEATS) or (offender in COMPASS and actor in COMPASS)
    return both and relation(offender, actor or "") == "partner"
