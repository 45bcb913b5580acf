"""P48b: a defender who «played low» (a card named by its size alone) played a card, he is not
declarer, nor the player who revoked when another discarded on the same trick.

Worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.conduct.reading import situation_from_story


def test_a_player_who_played_low_is_neither_declarer_nor_the_revoker() -> None:
    situation = situation_from_story(
        "I'm North, five clubs. At trick four I led a heart from hand, East played low and "
        "West threw a spade. Later West followed to a heart with the nine. Revoke?")
    assert situation is not None
    assert situation.declarer is None or situation.declarer.letter != "E", situation
    assert situation.seat is not None and situation.seat.letter == "W", situation
