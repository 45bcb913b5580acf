"""The input grammar of ``bridge-laws ruling``: ``[AUCTION] [; fact=value ...]``.

>>> parsed = parse("З:1ч пас, 2♥ ; принято=нет")
>>> [(item.seat, str(item.call)) for item in parsed.items]
[(<Seat.W: 3>, '1♥'), (None, 'пас'), (None, '2♥')]
>>> parsed.facts.take_bool("accepted")
False
>>> [str(item.call) for item in parse("W: 1 H, p").items]
['1♥', 'пас']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.errors import BadAuction, quoted
from engine.rules.facts import Facts, read_facts
from engine.rules.model import Call, Seat
from engine.rules.tokens import is_seat, read_call, read_seat, read_strain_word

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


def parse(text: str) -> Parsed:
    """Calls and facts of one input; BadAuction / BadFact naming the bad token otherwise."""
    if len(text) > MAX_CHARS:
        raise BadAuction(
            text[:20], f"Слишком длинный ввод: {len(text)} символов, допустимо {MAX_CHARS}."
        )
    text = text.replace("\r", " ").replace("\n", " ").replace("\t", " ")
    if not text.strip():
        raise BadAuction(
            text,
            "Пустой ввод: напишите торговлю, например «1♠ пас 1♥», и при нужде факты после «;».",
        )
    auction_part, _, facts_part = text.partition(";")
    words = _words(auction_part)
    fact_words = [w for w in words if "=" in w] + _words(facts_part.replace(";", " "))
    for word in fact_words:
        if "=" not in word:
            raise BadAuction(
                word,
                f"После «;» ожидаются факты вида ключ=значение, а не {quoted(word)} "
                "(например: принято=нет замена=2♠).",
            )
    items = _items([w for w in words if "=" not in w])
    if len(items) > MAX_CALLS:
        raise BadAuction(
            items[-1].token,
            f"Слишком длинная торговля: {len(items)} заявок, допустимо {MAX_CALLS}.",
        )
    return Parsed(items, read_facts(fact_words))


def _words(text: str) -> list[str]:
    """Tokens split on spaces and commas, with ``key = value`` glued into one token."""
    text = re.sub(r"\s*=\s*", "=", text)
    text = re.sub(r"(?<=:)\s+", "", text)  # «W: 1H» -> «W:1H»
    return [w for w in re.split(r"[\s,]+", text) if w]


def _items(words: list[str]) -> list[Item]:
    items: list[Item] = []
    i = 0
    while i < len(words):
        word = words[i]
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
        token = body
        # «1 ♠»: a bare level followed by a strain word
        if body.isdigit() and i + 1 < len(words) and read_strain_word(words[i + 1]) is not None:
            token = body + words[i + 1]
            i += 1
        items.append(Item(seat, read_call(token), token))
        i += 1
    return items
