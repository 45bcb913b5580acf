"""A36: the last call of a shorthand auction told again in words with its player, where the
story says whose turn it was (the seat the rotation gave that call), was made out of turn by
the player the words name.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from tests.engine.story.told_checks import auction_ruled


def test_a_shorthand_double_told_as_made_by_the_player_out_of_turn() -> None:
    text = ("Сдавал Юг. Торговля: 1♠-(пас)-2♠-(пас)-3♠-(контра). Только контру сказал "
            "Восток, а очередь была Запада. Я не принял. Что дальше?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "E")
    assert "32A" in laws


def test_a_shorthand_double_told_as_made_in_turn_stays_where_it_is() -> None:
    text = ("Сдавал Юг. Торговля: 1♠-(пас)-2♠-(пас)-3♠-(контра). Контру сказал Запад, в "
            "свою очередь. Что это значит?")
    irregularity, _, laws = auction_ruled(text)
    assert irregularity == "none"
    assert "19A1" in laws
