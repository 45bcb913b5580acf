"""What a story's own words settle before the rules engine rules: passes a story leaves out are
filled in only while that keeps the story's account (when the words tell of a call out of turn,
or of a call accepted or refused, and the calls with the passes filled in hold no irregularity,
the calls are ruled as told: engine/story/ruling.py); a director called at once means nobody
accepted the call; a card seen after a bid was made is seen during the auction
(engine/story/reader.py).

The texts are written for these tests, unlike the posts the rule was measured on.
"""

from __future__ import annotations

import pytest

from engine.answer import answer
from engine.rules.model import Seat
from engine.search import get_searcher
from tests.engine.story.told_checks import ruled


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        ("Сдающий Север. Север 1♠, Юг 2♠. Запад не принял заявку Юга. Что теперь?",
         "bid_out_of_rotation", Seat.S),
        ("Dealer South. I passed. My LHO was still sorting, and my partner bid 1NT. "
         "LHO did not accept it. Ruling?", "bid_out_of_rotation", Seat.N),
        ("Сдавал Восток, пас. Юг открыл 1♦, а Север сразу сказал 1♠. Запад 1♠ не принял.",
         "bid_out_of_rotation", Seat.N),
    ],
)
def test_a_call_refused_or_accepted_is_ruled_as_told(
    text: str, irregularity: str, offender: Seat
) -> None:
    got, seat, _ = ruled(text)
    assert (got, seat) == (irregularity, offender)


@pytest.mark.parametrize(
    "text",
    [
        # no word of a call out of turn, accepted or refused: the passes left out were made
        "Сдающий Север. Север 1♠, Юг 2♠, все пасовали. Запад спросил, что значит 2♠. Можно?",
        "Dealer North. North 1H, South 2H, West thought for a minute and passed. Ruling?",
    ],
)
def test_passes_left_out_are_made_when_nothing_says_otherwise(text: str) -> None:
    got, _, _ = ruled(text)
    assert got not in ("bid_out_of_rotation", "pass_out_of_rotation", "double_out_of_rotation")


@pytest.mark.parametrize(
    ("text", "irregularity", "offender", "law"),
    [
        # the director called at once, in words no list holds: nobody accepted the call
        ("Сдавал Юг, он спасовал. Север, не дождавшись Запада, открыл 1♥. Восток моментально "
         "встал и пошёл за судьёй. Что теперь?", "bid_out_of_rotation", Seat.N, "31"),
        ("Dealer West passed, and before North could call, South bid 1S. East waved the TD "
         "over immediately. What now?", "bid_out_of_rotation", Seat.S, "31B"),
    ],
)
def test_a_director_called_at_once_means_the_call_was_not_accepted(
    text: str, irregularity: str, offender: Seat, law: str
) -> None:
    got, seat, laws = ruled(text)
    assert (got, seat) == (irregularity, offender)
    assert law in laws and "29A" not in laws[-1:]  # ruled on, not left to an acceptance


def test_a_replacement_told_natural_in_short_is_ruled_without_asking() -> None:
    text = ("Сдающий Север. 1♥ - 1♠ - 1♦, недостаточно. Запад не принял. Юг исправил на 2♦ "
            "и пояснил: бубны натур. Как быть?")
    got, seat, laws = ruled(text)
    assert (got, seat) == ("insufficient_bid", Seat.S)
    assert "27B1(A)" in laws


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Партнёр открыл 1♣, и тут у правого из рук выскользнула дама бубен лицом вверх. "
         "Что делать?", Seat.E),
        ("Pard opened 1H and my LHO dropped the seven of spades face up on the table. Ruling?",
         Seat.W),
    ],
)
def test_a_card_seen_after_a_bid_made_is_seen_during_the_auction(
    text: str, offender: Seat
) -> None:
    got, seat, laws = ruled(text)
    assert (got, seat) == ("exposed_card", offender)
    assert "24" in laws


def test_a_contract_named_before_a_card_is_no_call_made() -> None:
    text = "Играли 4♠. Юг положил на стол короля треф лицом вверх, хотя ход был не его. Итак?"
    ruling = answer(text, get_searcher()).ruling
    assert ruling is None or ruling.irregularity != "exposed_card"


def test_seats_cut_to_one_letter_with_a_dot_in_a_list() -> None:
    text = ("Протокол: сд. З.; З. — пас; С. — одна черва; В. — одна трефа (недостаточно); "
            "Ю. не принял. Что с Востоком?")
    got, seat, _ = ruled(text)
    assert (got, seat) == ("insufficient_bid", Seat.E)
