"""Laws outside 19-46 told in words the cue rules did not know (stop 60): the worth of
overtricks of a redoubled contract (Law 77's table, whatever double it scores), a defender's
question said to have shown his partner what to lead (Law 16, even where a «поменял» of
another thing would read as a change of call), a defender's card let fall on
the table in the play (Law 50: «роняет на стол»), named with the defender who let it fall.

Written for these tests unlike the posts that showed the gaps; each fails on the session start
(459a2bc).
"""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.search import Searcher
from engine.story.outside import outside_laws
from engine.story.outside_model import with_kin

CASES = [
    ("Scoring question from our club. South made 2♠ doubled and redoubled with one overtrick, "
     "not vulnerable. What is the overtrick worth, and is that a game?", "77", None),
    ("Играли 4♠ Юга. На шестой взятке Запад спросил у меня про 3♦ Севера. Я ответил. После "
     "его вопроса Восток, похоже, понял, чем ходить, и перешёл в бубну. Есть тут что-то?",
     "16", None),
    ("Играли 3БК Юга. На седьмой взятке Запад спросил, что значила 2♦ Севера; Север ответил, и "
     "Запад поменял карту, которую собирался класть. Восток после этого вопроса понял, куда "
     "ходить, и переключился на бубны. Есть тут что-то для судьи?", "16", None),
    ("Играю 4♥ с Юга. На пятой взятке, пока я думал, Запад, перебирая карты, роняет на стол "
     "короля пик лицом вверх. Что с этим королём?", "50", "W"),
]


@pytest.mark.parametrize(
    ("text", "law", "offender"),
    CASES,
    ids=["overtricks", "question_shown", "question_then_lead_found", "card_let_fall"],
)
def test_the_law_outside_is_named(
    text: str, law: str, offender: str | None, packaged_searcher: Searcher
) -> None:
    assert law in with_kin([found.law for found in outside_laws(text)])
    ruling = rule_text(text, packaged_searcher.corpus, packaged_searcher)
    assert ruling.status == "outside", ruling.summary
    assert law in ruling.outside, ruling.outside
    if offender is not None:
        assert ruling.offender is not None and ruling.offender.letter == offender
