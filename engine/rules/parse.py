"""The input grammar of ``bridge-laws ruling``: ``[AUCTION] [; fact=value ...]``.

>>> parsed = parse("З:1ч пас, 2♥ ; принято=нет")
>>> [(item.seat, str(item.call)) for item in parsed.items]
[(<Seat.W: 3>, '1♥'), (None, 'пас'), (None, '2♥')]
>>> parsed.facts.take_bool("accepted")
False
>>> [str(item.call) for item in parse("W: 1 H, p").items]
['1♥', 'пас']

Dashes and slashes between calls separate them; a dash in place of a call is a pass:

>>> [str(item.call) for item in parse("1♠ – пас – 2♠").items]
['1♠', 'пас', '2♠']
>>> [str(i.call) for i in parse("2C-p-2D").items], [str(i.call) for i in parse("- - 1♠").items]
(['2♣', 'пас', '2♦'], ['пас', 'пас', '1♠'])
>>> [str(item.call) for item in parse("P-(P)-1C-(2H) nb").items]
['пас', 'пас', '1♣', '2♥', 'пас']
>>> parsed = parse("Board 7: 1БК / 2♦ / пас")
>>> parsed.board, [str(item.call) for item in parsed.items]
(7, ['1БК', '2♦', 'пас'])
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import BadAuction, quoted
from engine.lexicon import words
from engine.rules.facts import Facts, read_facts
from engine.rules.model import Call, Seat
from engine.rules.tokens import DASHES, is_seat, read_call, read_seat, read_strain_word

MAX_CHARS = 4000
MAX_CALLS = 400


@dataclass(frozen=True)
class Item:
    """A call as typed: its seat prefix (if any), the call, and the words it was typed as."""

    seat: Seat | None
    call: Call
    token: str
    fact: str | None = None  # the fact it came from (``replacement``, ``rho``, ``then``)


@dataclass
class Parsed:
    items: list[Item]
    facts: Facts
    dealer: Seat | None = None  # stated in the auction part: «сдающий Юг», «Dealer E»
    board: int | None = None  # «сдача 7», «Board 7»: its dealer is N E S W in turn


_EMPTY = "Пустой ввод: напишите торговлю, например «1♠ пас 1♥», и при нужде факты после «;»."


def parse(text: str) -> Parsed:
    """Calls and facts of one input; BadAuction / BadFact naming the bad token otherwise."""
    if len(text) > MAX_CHARS:
        raise BadAuction(
            text[:20], f"Слишком длинный ввод: {len(text)} символов, допустимо {MAX_CHARS}."
        )
    text = text.replace("\r", " ").replace("\n", " ").replace("\t", " ")
    if not text.strip(" ;"):  # nothing, or only the separator of the facts
        raise BadAuction(text, _EMPTY)
    auction_part, _, facts_part = text.partition(";")
    auction_part, dealer = _dealer(auction_part)
    if dealer is None:
        facts_part, dealer = _dealer(facts_part)
    auction_part, board = _board(auction_part)
    words = _words(auction_part)
    fact_words = [w for w in words if "=" in w] + _words(facts_part.replace(";", " "))
    for word in fact_words:
        if "=" not in word:
            raise BadAuction(
                word,
                f"После «;» ожидаются факты вида ключ=значение, а не {quoted(word)} "
                "(например: принято=нет замена=2♠).",
            )
    items = _items(_lexemes([w for w in words if "=" not in w]))
    if len(items) > MAX_CALLS:
        raise BadAuction(
            items[-1].token,
            f"Слишком длинная торговля: {len(items)} заявок, допустимо {MAX_CALLS}.",
        )
    return Parsed(items, read_facts(fact_words), dealer, board)


def board_dealer(board: int) -> Seat:
    """The dealer of a board: 1 N, 2 E, 3 S, 4 W, 5 N, ...

    >>> board_dealer(1), board_dealer(7), board_dealer(16)
    (<Seat.N: 0>, <Seat.S: 2>, <Seat.W: 3>)
    """
    return Seat((board - 1) % 4)


def _alternatives(concept: str) -> str:
    return "|".join(re.escape(w) for w in sorted(words(concept), key=len, reverse=True))


def _dealer(text: str) -> tuple[str, Seat | None]:
    """«сдающий Юг», «Dealer E», «dealer: W» taken out of the auction part.

    >>> _dealer("сдающий С: 1♠ пас")
    ('С: 1♠ пас', <Seat.N: 0>)
    >>> _dealer("Dealer E 1H p")
    (' 1H p', <Seat.E: 1>)
    """
    pattern = re.compile(
        rf"(?<!\w)(?:{_alternatives('seat.dealer')})\s*[:\-–—]?\s*(?P<seat>\w+)(?P<colon>\s*:)?",
        re.IGNORECASE,
    )
    match = pattern.search(text)
    if match is None or not is_seat(match["seat"]):
        return text, None
    seat = read_seat(match["seat"])
    # «сдающий С: 1♠»: the seat is also the first call's prefix, so it stays in the text
    cut = match.start("seat") if match["colon"] else match.end()
    return text[: match.start()] + text[cut:], seat


def _board(text: str) -> tuple[str, int | None]:
    """«сдача 7», «доска 7», «Board 7:» taken out of the auction part (a board is no call).

    >>> _board("Board 8: 1♠")
    (' 1♠', 8)
    """
    pattern = re.compile(
        rf"(?<!\w)(?:{_alternatives('seat.board')})\s*(?:№|#|no\.?)?\s*(?P<n>\d{{1,4}})(?![\w♣♦♥♠])\s*:?",
        re.IGNORECASE,
    )
    match = pattern.search(text)
    if match is None or int(match["n"]) < 1:
        return text, None
    return text[: match.start()] + text[match.end() :], int(match["n"])


def _words(text: str) -> list[str]:
    """Tokens split on spaces, commas and slashes, with ``key = value`` glued into one token;
    parentheses (opponents' calls in ``P-(P)-1C-(2H)``) are dropped."""
    text = re.sub(r"б/к", "бк", text, flags=re.IGNORECASE)
    text = re.sub(r"(?i)\bno\s+bid\b", "nb", text)
    text = re.sub(r"[()\[\]]", " ", text)
    # a slash between calls separates them (not the one of «</b>»)
    text = re.sub(r"(?:^|\s)/(?=\s|$)|(?<=[\w♣♦♥♠])/(?=[\w♣♦♥♠])", " ", text)
    text = re.sub(r"([-–—])(?=\w{1,6}:)", r"\1 ", text)  # «1♠-В:пас»: a prefix after a dash
    text = re.sub(r"\s*=\s*", "=", text)
    text = re.sub(r"(?<=:)\s+", "", text)  # «W: 1H» -> «W:1H»
    return [w for w in re.split(r"[\s,]+", text) if w]


@dataclass(frozen=True)
class _Lexeme:
    """A word of the auction (with its seat prefix) or a dash (``text`` is None)."""

    seat: Seat | None
    text: str | None
    whole: str  # the word as typed, for messages


def _lexemes(words: list[str]) -> list[_Lexeme]:
    """Seat prefixes read, dash-joined calls (``2C-p-2D``) split into words and dashes."""
    out: list[_Lexeme] = []
    for word in words:
        seat: Seat | None = None
        body = word
        if ":" in word:
            head, _, body = word.partition(":")
            if not is_seat(head):
                raise BadAuction(
                    word,
                    f"Не понимаю место {quoted(head + ':')}: "
                    "ожидается С:, В:, Ю:, З: или N:, E:, S:, W:.",
                )
            seat = read_seat(head)
            if not body:
                raise BadAuction(word, f"После {quoted(word)} нет заявки.")
            if body[0] in DASHES:  # «З:-»: the dash is West's pass
                out.append(_Lexeme(seat, body[0], word))
                body, seat = body[1:], None
        for piece in re.split(r"([-–—])", body):
            if not piece:
                continue
            if piece in DASHES:
                out.append(_Lexeme(None, None, word))
            else:
                out.append(_Lexeme(seat, piece, word))
                seat = None
    return _resolve_dashes(out)


def _resolve_dashes(lexemes: list[_Lexeme]) -> list[_Lexeme]:
    """Dashes between calls separate them; a dash standing in place of a call is a pass.

    When some single dash stands between two calls, dashes are separators: a run of dashes
    between calls holds one pass for every two dashes, one at either end holds one pass for
    every two dashes rounded up. Otherwise every dash is a pass.
    """
    runs: list[tuple[int, int]] = []  # [start, end) of each run of dashes
    i = 0
    while i < len(lexemes):
        if lexemes[i].text is None:
            j = i
            while j < len(lexemes) and lexemes[j].text is None:
                j += 1
            runs.append((i, j))
            i = j
        else:
            i += 1
    inner = [(a, b) for a, b in runs if a > 0 and b < len(lexemes)]
    separating = any(b - a == 1 for a, b in inner)
    out: list[_Lexeme] = []
    i = 0
    for a, b in runs:
        out.extend(lexemes[i:a])
        size = b - a
        if not separating:
            passes = size
        elif (a, b) in inner:
            passes = size // 2
        else:
            passes = (size + 1) // 2
        out.extend(_Lexeme(None, "-", lexemes[a].whole) for _ in range(passes))
        i = b
    out.extend(lexemes[i:])
    return out


def _items(lexemes: list[_Lexeme]) -> list[Item]:
    items: list[Item] = []
    i = 0
    while i < len(lexemes):
        lexeme = lexemes[i]
        assert lexeme.text is not None
        token = lexeme.text
        # «1 ♠»: a bare level followed by a strain word
        if token.isdigit() and i + 1 < len(lexemes):
            following = lexemes[i + 1]
            if (
                following.text is not None
                and following.seat is None
                and read_strain_word(following.text) is not None
            ):
                token = token + following.text
                i += 1
        items.append(Item(lexeme.seat, read_call(token), token))
        i += 1
    return items
