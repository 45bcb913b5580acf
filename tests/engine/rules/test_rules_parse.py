"""Reading calls, seats and facts as Russian and English players type them."""

from __future__ import annotations

import pytest

from engine.errors import BadAuction, BadFact
from engine.rules.model import Call, Seat, Strain
from engine.rules.parse import MAX_CHARS, parse
from engine.rules.ruling import rule
from engine.rules.tokens import read_call, read_seat

S = Strain


@pytest.mark.parametrize(
    ("token", "call"),
    [
        ("1п", Call.bid(1, S.SPADES)),  # «п» is spades in a bid...
        ("пас", Call.pass_()),  # ...but «пас» is pass
        ("ПАС", Call.pass_()),
        ("2т", Call.bid(2, S.CLUBS)),
        ("2Т", Call.bid(2, S.CLUBS)),
        ("3б", Call.bid(3, S.DIAMONDS)),
        ("3бк", Call.bid(3, S.NOTRUMP)),
        ("3БК", Call.bid(3, S.NOTRUMP)),
        ("3NT", Call.bid(3, S.NOTRUMP)),
        ("3N", Call.bid(3, S.NOTRUMP)),
        ("3нт", Call.bid(3, S.NOTRUMP)),
        ("4ч", Call.bid(4, S.HEARTS)),
        ("4H", Call.bid(4, S.HEARTS)),
        ("1С", Call.bid(1, S.CLUBS)),  # Cyrillic С for Latin C
        ("1c", Call.bid(1, S.CLUBS)),
        ("1♤", Call.bid(1, S.SPADES)),
        ("1♥️", Call.bid(1, S.HEARTS)),  # with the emoji variation selector
        ("8♦", Call.bid(8, S.DIAMONDS)),
        ("9БК", Call.bid(9, S.NOTRUMP)),
        ("-", Call.pass_()),
        ("p", Call.pass_()),
        ("pass", Call.pass_()),
        ("к", Call.double()),
        ("x", Call.double()),
        ("Х", Call.double()),  # Cyrillic Х
        ("dbl", Call.double()),
        ("контра", Call.double()),
        ("рк", Call.redouble()),
        ("xx", Call.redouble()),
        ("ХХ", Call.redouble()),
        ("rdbl", Call.redouble()),
        ("реконтра", Call.redouble()),
        ("gfc", Call.pass_()),  # «пас» on the English layout
    ],
)
def test_calls(token: str, call: Call) -> None:
    assert read_call(token) == call


@pytest.mark.parametrize("token", ["1з", "0♠", "10♠", "1н", "п", "1", "♠", "1к", "<b>", "😀"])
def test_bad_calls_name_the_token(token: str) -> None:
    with pytest.raises(BadAuction) as caught:
        read_call(token)
    assert f"«{token}»" in str(caught.value)


@pytest.mark.parametrize(
    ("token", "seat"),
    [
        ("С", Seat.N),
        ("В", Seat.E),  # East as a seat (a jack as a rank, elsewhere)
        ("Ю", Seat.S),
        ("З", Seat.W),
        ("3", Seat.W),  # a digit 3 for the letter З
        ("N", Seat.N),
        ("e", Seat.E),
        ("C", Seat.N),  # Latin C for Cyrillic С
        ("B", Seat.E),  # Latin B for Cyrillic В
        ("Запад", Seat.W),
    ],
)
def test_seats(token: str, seat: Seat) -> None:
    assert read_seat(token) is seat


def test_prefixes_with_and_without_space_and_glued_levels() -> None:
    items = parse("З:1ч С: пас, E:2 H ; принято=нет").items
    assert [(i.seat, str(i.call)) for i in items] == [
        (Seat.W, "1♥"),
        (Seat.N, "пас"),
        (Seat.E, "2♥"),
    ]


def test_facts_may_stand_without_semicolon() -> None:
    assert rule("1♠ пас 1♥ принято=нет").questions[0].fact == "replacement"


def test_english_fact_names_and_values() -> None:
    ruling = rule("1♠ pass 1H ; accepted=no replacement=2S conventional=no")
    assert [p.law for p in ruling.penalties] == ["27B2"]


@pytest.mark.parametrize(
    ("text", "piece"),
    [
        ("1♠ ; принято=может", "«может»"),
        ("1♠ ; сдающий=Х", "«Х»"),
        ("1♠ ; показано=туз", "«туз»"),
        ("1♠ ; замена=7", "«7»"),
        ("1♠ ; цвет=красный", "«цвет»"),
        ("1♠ ; просто", "«просто»"),
    ],
)
def test_bad_facts_name_the_piece(text: str, piece: str) -> None:
    with pytest.raises((BadFact, BadAuction)) as caught:
        parse(text)
    assert piece in str(caught.value)


def test_size_limits() -> None:
    with pytest.raises(BadAuction):
        parse("пас " * (MAX_CHARS // 4 + 1))
    ruling = rule("x" * 100_000)
    assert ruling.status == "error" and "Слишком длинный" in (ruling.error or "")


def test_never_raises_on_junk() -> None:
    for text in ["\x00\x01", "<script>alert(1)</script>", "🂡🂢", ";;;;", "=", ":", "С:", "1♠;;"]:
        ruling = rule(text)
        assert ruling.status in ("error", "final", "needs_facts")
        assert not (ruling.error or "").startswith("внутренняя")
