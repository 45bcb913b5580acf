"""Law 22: the procedure after the auction: four passes (22A) or a contract (22B).

>>> from engine.conduct.situation import Event, Situation
>>> passed_out(Situation(Event.PASSED_OUT)).laws
['22A']
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft
from engine.conduct.situation import Situation
from engine.rules.citations import register

CITES = register("22", "22A", "22B")


def passed_out(situation: Situation) -> PlayDraft:
    """22A: nobody bid, the hands go back without a redeal; 22B: the last bid is the contract."""
    if situation.bid_made:
        return (
            PlayDraft("law22", "none", None)
            .cite("22B")
            .say(
                "Сдача разыгрывается: последнее назначение становится контрактом, и начинается "
                "розыгрыш (22B)."
            )
        )
    return (
        PlayDraft("law22", "passed_out", None)
        .cite("22A")
        .say(
            "Сдача не разыгрывается: никто не сделал назначения, руки возвращаются в "
            "дубликатную коробку без игры, пересдачи не производится (22A)."
        )
    )
