"""P34: «2 Karo – ohne Alert», «2 caro — alert nu a fost»: a call told without its alert in
German or Romanian words names the caller's partner as the one who misinformed (21B).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


@pytest.mark.parametrize("unalerted", ["ohne Alert", "alert nu a fost"])
def test_a_call_told_without_its_alert_in_other_words(unalerted: str) -> None:
    ruling = ruled(
        f"Сдаёт Север. Север 1БК, Восток пас, Юг 2♦ — {unalerted}. Запад пас, Север 2♥, и "
        "только тут стало ясно, что 2♦ — трансфер. Восток ещё не заявлял. Может Запад "
        "заменить пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.N
