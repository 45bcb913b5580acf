"""P67: what dummy said, told with a pronoun and an object between it and the verb (stop 67).

«… и он мне тут говорит: не с той руки!»: the pronoun is the subject of the verb of speaking
even with «мне» (a pronoun never in the nominative) and a particle between them, so the warning
is dummy's; after an A2 breach it is ruled by 43B2(B). «перевернул её рубашкой вверх, словно
листок в тетради закрыл»: what follows a comma is another clause, so «листок» there is no thing
taken instead of a card, and the card turned stays the event (45G).

Each worded unlike the post that revealed the gap, ruled through the story door; every case
fails on the session start (79486d4).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_who_went_behind_then_warned_by_pronoun",
     "Играла я 4♥ с Юга, Костя у меня болваном был. Выложил карты, встал и пошёл ко мне за "
     "спину смотреть, как я разыгрываю. Взятку я взяла на столе, а собралась ходить из руки, "
     "и он мне тут говорит: не с той руки! Оппоненты позвали судью. Что они теперь могут "
     "потребовать?",
     "final", "dummy_breach", "N", "43B2(B)"),
    ("card_turned_with_a_simile_after_a_comma",
     "Играли 2♠ с Запада, болван Восток, я Север, партнёр Юг. Я пошёл с бубнового туза, со "
     "стола дали маленькую, партнёр положил девятку и тут же, пока Запад ещё думал, "
     "перевернул её рубашкой вверх, словно листок в тетради закрыл. Так можно?",
     "final", "card_turned", "S", "45G"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
