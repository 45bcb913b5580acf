"""A pasted chat with several speakers («[21:14] Ира: … / [21:15] Толик: …», «Жена: … / Муж:
…»): every message has its own «я». Each message's first-person words («я», «меня», «мне»)
and its speaker's relatives («мой партнёр», «левый») are read as the seats the chat gives the
speaker, so that the story is told in the table's seats; the header of a message becomes a
paragraph break. A speaker whose seat the chat does not tell keeps his name for «я», so that
his «я» is nobody's seat rather than the first teller's.

A text is a chat when at least two messages of two speakers open with a header, and either a
header has a time or a speaker has two messages (a form with fields «Стол: 5 / Торговля: …»
is no chat).

>>> from engine.story.words import tokenize
>>> chat = tokenize("[21:14] Ира: я на Юге пас / [21:15] Толик: я Восток, мой партнёр пас")
>>> [t.text for t in voiced(chat) if t.is_word]
['юг', 'на', 'юге', 'пас', 'восток', 'восток', 'запад', 'пас']
>>> [t.text for t in voiced(tokenize("Стол: 5 / Торговля: я пас"))][-2:]
['я', 'пас']
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from engine.lexicon import words
from engine.rules.model import Seat
from engine.story.calls import seat_word
from engine.story.table import my_seat
from engine.story.words import Word, is_in, vocabulary

_TIME = re.compile(r"^\d{1,2}$")
_OPENINGS = frozenset("/|")  # a pasted message's line break, written on one line
_SENTENCE_ENDS = frozenset(".!?…")
_BRACKETS = {"[": "]", "(": ")"}


@dataclass(frozen=True)
class _Header:
    start: int  # the first token of the header (its opening mark or time)
    end: int  # the token after the header's colon: the message's first word
    speaker: str  # the speaker's name as typed, folded
    name: int  # the token of the name
    timed: bool


def voiced(tokens: list[Word]) -> list[Word]:
    """The tokens of a chat with each message's first-person words read as its speaker's seat
    (see the module's description); any other text unchanged."""
    headers = _headers(tokens)
    if not _is_chat(headers):
        return tokens
    seats = _speaker_seats(tokens, headers)
    tokens = _others_named(tokens, seats, {h.name for h in headers})
    out: list[Word] = list(tokens[: headers[0].start])
    for n, header in enumerate(headers):
        if out and out[-1].text in _OPENINGS:
            out.pop()  # « / [21:15] Толик:»: the mark of the line break is the header's
        end = headers[n + 1].start if n + 1 < len(headers) else len(tokens)
        opening = tokens[header.start]
        out.append(replace(opening, text=".", end=tokens[header.end - 1].end))
        out.extend(_in_seats(tokens[header.end:end], seats.get(header.speaker), header.speaker))
    return out


def _others_named(tokens: list[Word], seats: dict[str, Seat], headers: set[int]) -> list[Word]:
    """A speaker named in the text outside the headers («муж 1 пика», «у Толика») is his seat,
    in the case of the word («мужа» → «юга»), when the chat tells his seat.

    >>> from engine.story.words import tokenize
    >>> [t.text for t in _others_named(tokenize("муж пас, у мужа пики"), {"муж": Seat.S}, set())]
    ['юг', 'пас', ',', 'у', 'юга', 'пики']
    """
    out = list(tokens)
    for i, token in enumerate(tokens):
        if i in headers or not token.is_word:
            continue
        case = _named_case(token.text, seats)
        if case is not None:
            out[i] = replace(token, text=_seat_form(seats[case[0]], case[1]))
    return out


def _named_case(text: str, seats: dict[str, Seat]) -> tuple[str, str] | None:
    """(the speaker, the case) when ``text`` is a form of a speaker's name with a known seat."""
    if text in seats:
        return text, "nominative"
    speaker = next((name for name in seats if text[:3] == name[:3]), None)
    if speaker is None:
        return None
    from engine.search.morph import analyzer

    for parse in analyzer().parse(text):
        if parse.normal_form.replace("ё", "е") == speaker:
            case = next((c for c, g in _GRAMMEMES.items() if g in parse.tag.grammemes),
                        "nominative")
            return speaker, case
    return None


def _headers(tokens: list[Word]) -> list[_Header]:
    found: list[_Header] = []
    for i in range(len(tokens)):
        if i and not _message_may_open(tokens, i):
            continue
        header = _header_at(tokens, i)
        if header is not None:
            found.append(header)
    return found


def _message_may_open(tokens: list[Word], i: int) -> bool:
    before = tokens[i - 1]
    return before.text in _OPENINGS or before.is_paragraph or before.text in _SENTENCE_ENDS or (
        "\n" in before.gap or "\n" in tokens[i].gap)


def _header_at(tokens: list[Word], i: int) -> _Header | None:
    """A message header at ``i``: an optional time («[21:14]», «21:14»), a name of one or two
    capitalised words, maybe a seat in brackets, and a colon."""
    k = i
    timed = False
    closing = _BRACKETS.get(tokens[k].text)
    at = k + 1 if closing else k
    if (at + 2 < len(tokens) and _TIME.match(tokens[at].text) and tokens[at + 1].text == ":"
            and _TIME.match(tokens[at + 2].text)):
        at += 3
        if closing:
            if at >= len(tokens) or tokens[at].text != closing:
                return None
            at += 1
        k, timed = at, True
    elif closing:
        return None
    if k >= len(tokens) or not _a_name(tokens[k]):
        return None
    name = k
    k += 1
    if k < len(tokens) and _a_name(tokens[k]):
        k += 1  # «Марина Петровна:»
    if k < len(tokens) and tokens[k].text == "(":
        shut = next((j for j in range(k + 1, min(k + 5, len(tokens))) if tokens[j].text == ")"),
                    None)
        if shut is None:
            return None
        k = shut + 1  # «Ира (Юг):»
    if k >= len(tokens) or tokens[k].text != ":":
        return None
    speaker = tokens[name].raw.lower().replace("ё", "е")
    return _Header(i, k + 1, speaker, name, timed)


def _a_name(token: Word) -> bool:
    """A word that may name a speaker: capitalised, letters only, no word of the story
    vocabulary (a seat, «Торговля»), unless it names kin («Жена:», «Муж:»)."""
    raw = token.raw
    if not (raw[:1].isupper() and raw.isalpha() and len(raw) >= 2):
        return False
    folded = raw.lower().replace("ё", "е")
    return folded not in vocabulary() or folded in words("story.role.partner_kin")


def _is_chat(headers: list[_Header]) -> bool:
    speakers = [h.speaker for h in headers]
    if len(headers) < 2 or len(set(speakers)) < 2:
        return False
    return any(h.timed for h in headers) or len(set(speakers)) < len(speakers)


def _speaker_seats(tokens: list[Word], headers: list[_Header]) -> dict[str, Seat]:
    """Each speaker's seat: his name read as a seat elsewhere in the story («сдавал Толик
    (Восток)»), his own words («я на Юге»), or another message's («муж Юг»)."""
    seats: dict[str, Seat] = {}
    for n, header in enumerate(headers):
        if header.speaker in seats:
            continue
        named = seat_word(tokens[header.name].text)
        end = headers[n + 1].start if n + 1 < len(headers) else len(tokens)
        seat = named if named is not None else my_seat(tokens[header.end:end], set())
        if seat is not None:
            seats[header.speaker] = seat
    for header in headers:
        if header.speaker not in seats:
            told = _seat_after_word(tokens, header.speaker, {h.name for h in headers})
            if told is not None:
                seats[header.speaker] = told
    return seats


def _seat_after_word(tokens: list[Word], word: str, headers: set[int]) -> Seat | None:
    """The seat right after the speaker's name or kin word elsewhere («муж Юг», «муж (Юг)»)."""
    for i, token in enumerate(tokens[:-1]):
        if i in headers or token.raw.lower().replace("ё", "е") != word:
            continue
        for k in range(i + 1, min(i + 4, len(tokens))):
            seat = seat_word(tokens[k].text)
            if seat is not None:
                return seat
            if tokens[k].text not in "—-–(,":
                break
    return None


_OFFSETS = (("partner", 2), ("lho", 1), ("rho", 3))
_CASES = (("story.role.", "nominative"), ("story.role_of.", "genitive"),
          ("story.role_to.", "dative"))
_SEAT_CONCEPTS = {"nominative": "story.seat.", "genitive": "story.seat_of.",
                  "dative": "story.seat_to."}
_GRAMMEMES = {"nominative": "nomn", "genitive": "gent", "dative": "datv"}
_WHOSE = ("story.seat_of.north", "story.seat_of.east", "story.seat_of.south",
          "story.seat_of.west", "story.role_of.me", "story.role_of.partner",
          "story.role_of.lho", "story.role_of.rho")
_SEAT_NAMES = {Seat.N: "north", Seat.E: "east", Seat.S: "south", Seat.W: "west"}


def _in_seats(message: list[Word], seat: Seat | None, speaker: str) -> list[Word]:
    """One message's words with its speaker's first-person words and relatives as seats."""
    out: list[Word] = []
    for k, token in enumerate(message):
        told = _as_seat(token, seat, speaker, message, k)
        if told is None:
            out.append(token)
            continue
        if out and _possessive(out[-1]) and told != speaker:
            out.pop()  # «мой партнёр» → «север»: the possessive is in the seat
        out.append(replace(token, text=told))
    return out


def _as_seat(token: Word, seat: Seat | None, speaker: str, message: list[Word],
             k: int) -> str | None:
    for prefix, case in _CASES:
        if is_in(token, prefix + "me"):
            return speaker if seat is None else _seat_form(seat, case)
        if seat is None:
            continue
        for role, offset in _OFFSETS:
            if is_in(token, prefix + role) and _own_relative(message, k):
                return _seat_form(Seat((seat + offset) % 4), case)
    return None


def _own_relative(message: list[Word], k: int) -> bool:
    """Whether a relative («партнёр», «левый») is the speaker's own: after «мой», or opening
    its clause with no word after it that would tell whose («партнёр Гоши», «партнёр
    нарушителя»: a capitalised or genitive word); «родного партнёра» is someone else's."""
    if k and _possessive(message[k - 1]):
        return True
    if k and message[k - 1].text.isalpha():
        return False
    following = message[k + 1] if k + 1 < len(message) else None
    return following is None or not (following.raw[:1].isupper() or any(
        is_in(following, concept) for concept in _WHOSE))


def _possessive(token: Word) -> bool:
    return is_in(token, "story.my_possessive")


@cache
def _seat_form(seat: Seat, case: str) -> str:
    """The seat's noun in a case, as the lexicon has it: its Cyrillic word that the dictionary
    reads first as a noun in that case, the longest («юга», not «южный», «sud» or «юж»).

    >>> _seat_form(Seat.S, "nominative"), _seat_form(Seat.E, "genitive")
    ('юг', 'востока')
    """
    from engine.search.morph import analyzer

    concept = _SEAT_CONCEPTS[case] + _SEAT_NAMES[seat]
    sailors = words("story.seat_sailor")  # «зюйд» names the seat, but is not how one says it
    cyrillic = sorted((w for w in words(concept) if re.fullmatch("[а-я]+", w)
                       and w not in sailors
                       and analyzer().word_is_known(w)),  # not the Ukrainian «пивдень»
                      key=lambda w: (-len(w), w))
    wanted = {"NOUN", _GRAMMEMES[case]}
    return next((w for w in cyrillic if wanted <= analyzer().parse(w)[0].tag.grammemes),
                cyrillic[0])


_STAGE_SPEAKERS = ("story.role.me", "story.role.partner", "story.role.lho", "story.role.rho",
                   "story.role.declarer", "story.role.dummy", "story.role.defender",
                   "story.director")


def staged(tokens: list[Word]) -> list[Word]:
    """A scene written as a play's transcript, each line a player and a colon («Партнёр:
    (встаёт и заглядывает левому в карты) / Я: (играю пику) / Партнёр: Ренонс!»): a line in
    brackets is what its speaker did, told («Партнёр встаёт …»), any other line is what he
    said, quoted («Партнёр: «Ренонс!»»). A text is such a transcript when two lines or more of
    two speakers or more (a role, a seat or the director) open so, one of them in brackets;
    any other text is unchanged.

    >>> from engine.story.words import tokenize
    >>> play = tokenize("Партнёр: (встаёт) / Я: (играю пику) / Партнёр: Ренонс! / Вопрос: что?")
    >>> " ".join(t.raw for t in staged(play))
    'Партнёр встаёт / Я играю пику / Партнёр : « Ренонс ! » / Вопрос : что ?'
    >>> calls = tokenize("Север: 1♣ / Восток: пас")
    >>> staged(calls) == calls
    True
    """
    heads = [i for i in range(len(tokens) - 1) if _stage_line(tokens, i)]
    if len(heads) < 2 or len({tokens[i].text for i in heads}) < 2 or not any(
            i + 2 < len(tokens) and tokens[i + 2].text == "(" for i in heads):
        return tokens
    out = list(tokens[: heads[0]])
    for n, head in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(tokens)
        stop = next((k for k in range(head + 2, end)
                     if tokens[k].text == "/" or tokens[k].is_paragraph), end)
        message, rest = tokens[head + 2 : stop], tokens[stop:end]
        close = _closing_bracket(message) if message and message[0].text == "(" else None
        if close is not None:
            out.append(tokens[head])
            out.extend(message[1:close] + message[close + 1 :])
        elif message:
            colon = tokens[head + 1]
            out.extend((tokens[head], colon, replace(colon, text="«", raw="«")))
            out.extend(message)
            out.append(replace(message[-1], text="»", raw="»", gap=""))
        else:
            out.extend(tokens[head : head + 2])
        out.extend(rest)
    return out


def _stage_line(tokens: list[Word], i: int) -> bool:
    """A line opening with a player (a role, a seat or the director) and a colon."""
    opens = i == 0 or tokens[i - 1].text in _OPENINGS or tokens[i - 1].is_paragraph
    if not opens or tokens[i + 1].text != ":" or not tokens[i].raw[:1].isupper():
        return False
    return seat_word(tokens[i].text) is not None or any(
        is_in(tokens[i], concept) for concept in _STAGE_SPEAKERS)


def _closing_bracket(message: list[Word]) -> int | None:
    depth = 0
    for k, token in enumerate(message):
        depth += (token.text == "(") - (token.text == ")")
        if depth == 0:
            return k
    return None
