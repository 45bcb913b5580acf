"""P32: play facts a director reads from the words.

- 21B1: the opponent who answered the teller's question («I asked … and the woman on my
  right said …») gave the misinformation, though «she» is said after the teller's partner is
  named; the English novice's «the person on my left» is a player by his side.
- 45D: a PBN record's «[Declarer "N"]» tells declarer, so a defender playing after dummy's
  misplaced card is known as one.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.conduct.reading import read_story_facts
from engine.rules.model import Seat


def test_the_opponent_who_answered_gave_the_misinformation() -> None:
    situation, _ = read_story_facts(
        "The person on my right opened 1NT. I asked about it and the woman on my left said "
        "'weak, 12 to 14'. I passed. Right after, before my partner called, she said sorry, "
        "she explained it wrong, it is strong. Can I take back my pass?")
    assert situation is not None
    assert situation.offender is Seat.W


def test_a_pbn_declarer_tag_tells_declarer() -> None:
    situation, _ = read_story_facts(
        '[Contract "3NT"] [Declarer "N"] [Play "E"] C3 — North asked for "small club" but '
        "dummy played the CQ. West followed with the C2 and then they noticed. What now?")
    assert situation is not None
    assert situation.declarer is Seat.N
    assert situation.defender_played is True
