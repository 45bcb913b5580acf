"""Laws outside 19-46 told in words the cue rules did not know (stop 61), and words that named
one wrongly: a defender who thinks long over a singleton while declarer guesses (Law 73, even
with dummy named in the story); a wrong explanation the explainer owns up to only after the
play, the agreement told beside it (Law 75, the learned model's «inside» no veto); a partner
who leads while the teller, who "won with the ♣K", was "reaching for my lead" (Law 56); «по
правилам 87 года» names the edition's year, not Law 87; declarer's own fifth card told with
the next lead from dummy is neither Law 48's card exposed by declarer nor Law 54's opening
lead.

Written for these tests unlike the posts that showed the gaps; each fails on the session start
(c0c0909).
"""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.search import Searcher
from engine.story.outside import outside_laws
from engine.story.outside_model import with_kin

NAMED = [
    ("Declarer in 4H, dummy with ♠KJ4. I lead a low spade towards dummy; LHO thinks for "
     "fifteen seconds or so, then plays the ♠3, a singleton as it turns out. I play the king, "
     "RHO wins the ace. Anything for me?", "73"),
    ("North opened 2C, which South explained as natural; in fact their agreement is that it "
     "shows 11-15 with clubs. East-West defended 3NT. Only after the play did South mention "
     "that the explanation had been wrong. What law applies?", "75"),
    ("3NT by West, dummy East; I sat North. Trick eight: I won with the ♣K and was reaching for "
     "my lead when my partner, impatient as ever, led the ♥10 himself. Declarer smiled. What "
     "now?", "56"),
]

NOT_NAMED = [
    ("Левый открыл 1♥, партнёр сказал 1♠, я пас. По правилам 87 года партнёр может это "
     "исправить?", ("87",)),
    ("I was declarer in 4S. Trick three: LHO led a heart, I ruffed in dummy, RHO followed, I "
     "followed from hand – and then, dreaming, I dropped the four of diamonds on top as a "
     "fifth card. Dummy had won, so the next lead was from dummy anyway. The Director said no "
     "penalty. Fair?", ("48", "54")),
]


@pytest.mark.parametrize(
    ("text", "law"), NAMED, ids=["singleton_tempo", "found_after_play", "lead_while_reaching"]
)
def test_the_law_outside_is_named(text: str, law: str, packaged_searcher: Searcher) -> None:
    assert law in with_kin([found.law for found in outside_laws(text)])
    ruling = rule_text(text, packaged_searcher.corpus, packaged_searcher)
    assert ruling.status == "outside", ruling.summary
    assert law in ruling.outside, ruling.outside


@pytest.mark.parametrize(("text", "laws"), NOT_NAMED, ids=["year_87", "declarers_fifth_card"])
def test_no_law_outside_is_named(
    text: str, laws: tuple[str, ...], packaged_searcher: Searcher
) -> None:
    assert not set(laws) & {found.law for found in outside_laws(text)}
    ruling = rule_text(text, packaged_searcher.corpus, packaged_searcher)
    assert ruling.status != "outside", ruling.summary
    assert not set(laws) & set(ruling.outside), ruling.outside
