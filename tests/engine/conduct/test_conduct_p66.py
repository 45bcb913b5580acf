"""P66: dummy's card nudged forward; the teller's dummy; a contract in words (stop 66).

"dummy kept nudging the ♣A forward" indicates a card (45F), as "pushed it forward" did.
«Витя у меня болваном был»: the teller's dummy is the teller's partner, and the teller
declares; the words «меня болван» inside it no longer make the teller dummy. «Играли три без
козыря» after a verb of playing is the contract played, so the trick has no trumps; so is
«Играли три трефы с Запада»: a level in words after such a verb, and its declarer.

Each worded unlike the post that revealed the gap, ruled through the story door; every case
fails on the session start (78aca9c).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_nudging_a_card_forward",
     "4♠ by South, I'm West. I led the ♥Q, dummy went down, and while declarer was still "
     "pondering, dummy kept nudging the ♣A forward, bit by bit. Declarer then played it. We "
     "called the director. What can he do about it?",
     "final", "dummy_indicated_card", "N", "45F"),
    ("my_dummy_is_my_partner",
     "Играли 4♥. Витя у меня болваном был: выложил карты, встал и пошёл прогуляться вокруг "
     "стола, да ещё заглянул Востоку в карты. Восток возмутился и позвал судью. "
     "Что теперь Вите будет?",
     "final", "dummy_breach", "N", "43A2(C)"),
    ("three_notrump_in_words_has_no_trumps",
     "Играли три без козыря, разыгрывал Юг, болван Север, я сидела на Востоке. На восьмой "
     "взятке Юг пошёл с руки королём бубен, Запад положил двойку бубен, со стола дали пятёрку "
     "бубен, а я бубен не имела и сбросила туза червей. Чья взятка и кто теперь ходит?",
     "final", "trick", "-", "44F"),
    ("a_contract_in_words_after_playing_names_declarer",
     "Играли три трефы с Запада, болван у него Восток, я сидел на Юге. Взятку взяли на "
     "столе, и Запад говорит болвану: «Пику». Больше ничего. Болван дал младшую пику, а Запад "
     "потом уверяет, что хотел туза. Какая пика сыграна?",
     "final", "designation", "W", "46B2"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
