"""P43: a verb of leading right before the words of a card face down tells the opening lead
(«partner led face down, then before he turned it over …»: 41A, not a card turned over after
its trick, 45G).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import ruled


def test_a_lead_face_down_wanted_back_before_it_is_faced_is_the_opening_lead() -> None:
    ruling = ruled(
        "RHO is playing 3NT. My partner led face down and, before turning it over, asked "
        "whether he could swap it for a club instead. Declarer objected. May he?")
    assert ruling.irregularity == "opening_lead", (ruling.irregularity, ruling.laws)
    assert "41A" in ruling.laws
