"""P33: play facts a director reads from the words.

- 45C1: «a он» after «очередь партнёра» is the partner, a player spoken of in the pronoun's
  own sentence, whatever its case, before one named in an earlier sentence.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_the_pronoun_is_the_player_of_its_own_sentence() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Восток. Мы с партнёром вистуем. В шестой взятке ход "
        "партнёра, а он держит карты веером к себе, но так, что мне видна ♣Д. Восток "
        "требует, чтобы дама была сыграна. Прав ли он?")
    assert ruling.irregularity == "card_played"
    assert ruling.offender is Seat.N
    assert "45C1" in ruling.laws
