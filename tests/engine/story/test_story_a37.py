"""A37: cards seen in the auction counted in a learner's English («drop two card») or with a
digit («уронил 2 карты»): two cards or more bar the partner at his next turn (24C).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from tests.engine.story.told_checks import auction_ruled


def test_two_card_in_learners_english_are_two_cards() -> None:
    text = ("I deal, open 1♠, LHO pass, partner bid 2♠. Then RHO let fall three card face up, "
            "all of us see them. What happen now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24C" in laws


def test_cards_counted_with_a_digit_are_two_cards() -> None:
    text = ("Сдавал я, Юг: 1♥, Запад пас, партнёр 2♥. Восток, доставая карточку из бокса, "
            "уронил 2 карты лицом вверх. Что теперь Западу?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24C" in laws
