"""Reading holdings and designations: every notation of the CLI contract, Russian word forms."""

from __future__ import annotations

import pytest

from engine.play import (
    BadDesignation,
    BadHolding,
    BadRequest,
    Rank,
    Suit,
    parse_designation,
    parse_holding,
    parse_suit,
)

S, H, D, C = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("♠KJ5 ♥A32 ♦- ♣QT98", "♠KJ5 ♥A32 ♦- ♣QT98"),
        ("♠️KJ5 ♥️A32 ♦️— ♣️QT98", "♠KJ5 ♥A32 ♦- ♣QT98"),  # emoji selectors, long dash
        ("S:KJ5 H:A32", "♠KJ5 ♥A32 ♦- ♣-"),
        ("s:kj5 h:a32 d: c:qt98", "♠KJ5 ♥A32 ♦- ♣QT98"),
        ("п:КВ5 ч:Т32", "♠KJ5 ♥A32 ♦- ♣-"),
        ("п:КВ5 ч:Т32 б:- т:Д1098", "♠KJ5 ♥A32 ♦- ♣QT98"),  # Russian: Т ace, 10 ten
        ("♣QJ1098", "♠- ♥- ♦- ♣QJT98"),
        ("♠ K J 5", "♠KJ5 ♥- ♦- ♣-"),
        ("♠KJ5♥A32", "♠KJ5 ♥A32 ♦- ♣-"),
        ("♣Д10 ♠ТК", "♠AK ♥- ♦- ♣QT"),  # «Д» makes the whole holding Russian: Т is the ace
        ("♣AT", "♠- ♥- ♦- ♣AT"),  # Latin: T is the ten
        ("♦-", "♠- ♥- ♦- ♣-"),
    ],
)
def test_holding_notations(text: str, expected: str) -> None:
    assert str(parse_holding(text)) == expected


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("", ""),
        ("KJ5", "kj5"),
        ("♠KX", "x"),
        ("♠KK", "♠K"),
        ("♠K ♠Q", "♠"),
        ("♠AKQJT98765432 ♥2", "14"),
        ("<b>♠K</b>", "<b>♠k</b>"),
    ],
)
def test_bad_holding_names_the_bad_part(text: str, named: str) -> None:
    with pytest.raises(BadHolding) as caught:
        parse_holding(text)
    assert named.lower() in str(caught.value).lower()


@pytest.mark.parametrize(
    ("said", "suit", "rank", "height"),
    [
        ("пика", S, None, None),
        ("пику", S, None, None),
        ("пики", S, None, None),
        ("черва", H, None, None),
        ("черву", H, None, None),
        ("червы", H, None, None),
        ("червей", H, None, None),
        ("трефа", C, None, None),
        ("трефу", C, None, None),
        ("треф", C, None, None),
        ("крести", C, None, None),
        ("бубна", D, None, None),
        ("бубну", D, None, None),
        ("бубны", D, None, None),
        ("бубен", D, None, None),
        ("маленькую пику", S, None, "low"),
        ("мелкую бубну", D, None, "low"),
        ("младшую трефу", C, None, "low"),
        ("старшую черву", H, None, "high"),
        ("самую старшую пику", S, None, "high"),
        ("small club", C, None, "low"),
        ("top heart", H, None, "high"),
        ("highest spade", S, None, "high"),
        ("валет", None, Rank.JACK, None),
        ("валета", None, Rank.JACK, None),
        ("десятку", None, Rank.TEN, None),
        ("десятка", None, Rank.TEN, None),
        ("семёрку", None, Rank.SEVEN, None),
        ("туз треф", C, Rank.ACE, None),
        ("дама бубен", D, Rank.QUEEN, None),
        ("даму бубен", D, Rank.QUEEN, None),
        ("пиковый валет", S, Rank.JACK, None),
        ("пикового валета", S, Rank.JACK, None),
        ("червовую даму", H, Rank.QUEEN, None),
        ("♠J", S, Rank.JACK, None),
        ("♠В", S, Rank.JACK, None),
        ("♣Т", C, Rank.ACE, None),
        ("♣T", C, Rank.TEN, None),
        ("♥10", H, Rank.TEN, None),
        ("10♥", H, Rank.TEN, None),
        ("п:Д", S, Rank.QUEEN, None),
        ("S:Q", S, Rank.QUEEN, None),
        ("HK", H, Rank.KING, None),
        ("jack of spades", S, Rank.JACK, None),
        ("play a club", C, None, None),
        ("A", None, Rank.ACE, None),
        ("валет т", C, Rank.JACK, None),
        ("ПИКУ!", S, None, None),
        ("ыьфдд сдги", C, None, "low"),  # «small club» typed in the Russian layout
    ],
)
def test_designation_words(said: str, suit: Suit | None, rank: Rank | None, height: str) -> None:
    designation = parse_designation(said)
    assert (designation.suit, designation.rank, designation.height) == (suit, rank, height)


@pytest.mark.parametrize(
    ("said", "named"),
    [
        ("", "не названа"),
        ("пожалуйста", "не названа"),
        ("пика черва", "черва"),
        ("валет дама", "дама"),
        ("старшую маленькую пику", "маленькую"),
        ("маленький валет", "маленький"),
        ("т", "т"),
        ("козырь", "козырь"),
        ("🂡", "🂡"),
        ("x" * 400, "длинное"),
    ],
)
def test_bad_designation_names_the_word(said: str, named: str) -> None:
    with pytest.raises(BadDesignation) as caught:
        parse_designation(said)
    assert named in str(caught.value)


@pytest.mark.parametrize(
    ("text", "suit"),
    [("♠", S), ("S", S), ("п", S), ("пики", S), ("т", C), ("hearts", H), ("♦️", D)],
)
def test_suit_of_a_fact(text: str, suit: Suit) -> None:
    assert parse_suit(text) is suit


def test_a_fact_that_is_not_a_suit() -> None:
    with pytest.raises(BadRequest, match="«валет» — это не масть"):
        parse_suit("валет")
