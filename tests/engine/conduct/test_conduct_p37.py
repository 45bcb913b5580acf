"""P37: misinformation whose explainer the post never names is the partner of the bidder
whose bid the misinformed side called over last (21B: the explanation, or the alert, was
his to give).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_misexplained_bid_the_teller_passed_over_names_the_bidders_partner() -> None:
    ruling = ruled(
        "Сдавал Запад. Запад 1♠, Север пас, Восток 2♣, я (Юг) пас, Запад 2♥. Нам сказали, что "
        "2♣ натуральные, а на деле это была конвенция про бубны. Мой партнёр ещё не "
        "заявлял. Могу я заменить свой пас на контру?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W
    assert "21B1" in ruling.laws


def test_the_partner_misinformed_names_the_bidder_he_called_over() -> None:
    ruling = ruled(
        "South dealt and opened 1♥. I'm East: I passed, North bid 2NT, partner passed, and "
        "South bid 3♣. We had been told 2NT was natural; it turned out to be an artificial "
        "raise. Partner wants to change his pass. Can he?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.S
