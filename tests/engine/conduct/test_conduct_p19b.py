"""Reading rules added in brief P19b, each checked end to end on a story worded unlike the
dev posts they were found on: «соперник справа от меня разыгрывает» (a side of the teller,
not the teller declaring), a request told after the opening lead laid face down (41B), a
dummy who breached 43A2 and then says a defender did not follow (43B2(A)), dummy's seat
written as one letter before a colon and a warning in quotes (43B2(B)), and a card more put
to a trick told full by the four cards played to it (45E1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Role
from engine.rules.model import Seat
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited)
CASES = [
    # «игрок справа от меня разыгрывает»: the teller is on lead, his partner may ask (41B)
    ("side_of_me_declares",
     "Торговля окончена, игрок справа от меня разыгрывает 3♥, первый ход мой. Я положила "
     "карту рубашкой вверх, и мой партнёр попросил объяснить заявку 2♦ разыгрывающего. "
     "Тот отвечает, что уже поздно. Можно было партнёру спрашивать?",
     "final", "review_or_explanation", "-", "41B"),
    # a request told after the face-down lead: the lead tells the moment (41B)
    ("asked_after_face_down_lead",
     "Торговля: Север 1♠, Восток пас, Юг 2♣, Запад пас, Север 2♠, все пас. Восток положил "
     "карту первого хода закрытой. Тогда Запад спросил, что было 2♣ Юга. Север возражает, "
     "что ход уже сделан. Кто прав?",
     "final", "review_or_explanation", "-", "41B"),
    # dummy looked at a defender's hand, then tells that defender he failed to follow
    ("dummy_looked_then_failure_said",
     "Север разыгрывает 3♠, Юг болван. Юг встал, обошёл стол и заглянул в карты Запада. "
     "Через взятку Юг говорит: «Запад, у вас же была бубна, вы во взятке не дали!» "
     "Север просит наказать Запада за ренонс. Положено?",
     "final", "dummy_breach", "S", "43B2(A)"),
    # «S: «со стола!»»: dummy's seat as a letter, a colon, a warning in quotes (43B2(B))
    ("letter_dummy_warns",
     "Играли 2♥, разыгрывал W. E (болван) поднялся и встал у W за спиной, смотрел ему в "
     "карты. Позже W полез ходить из руки, хотя взятка была на столе, — E: «со стола!». "
     "Что теперь положено N/S?",
     "final", "dummy_breach", "E", "43B2(B)"),
    # «во взятку уже сыграли четыре карты, а у меня … ещё одна»: the teller's fifth card
    ("one_more_after_four_played",
     "Во взятку уже сыграли четыре карты, а у меня из рук выскользнула ещё одна и легла "
     "сверху. Разыгрывающий говорит, что она теперь штрафная. Так ли?",
     "final", "fifth_card", "S", "45E1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_side_of_me_is_not_the_teller() -> None:
    """«соперник слева от меня разыгрывает»: declarer is the teller's left-hand opponent."""
    found = situation_from_story(
        "Соперник слева от меня разыгрывает 2♥, ходит мой партнёр. Он положил карту "
        "рубашкой вверх, и я спросил, что значила 2♣ разыгрывающего. Можно?")
    assert found is not None
    assert found.declarer is Seat.W


def test_fifth_card_holder_is_who_put_it() -> None:
    """The card put after the full trick is the clause's subject's, not the trick's players'."""
    found = situation_from_story(
        "Все уже положили четыре карты во взятку, а у меня ещё одна карта упала сверху. "
        "Что теперь?", "45E2")
    assert found is not None
    assert found.actor is Role.DEFENDER or found.seat is Seat.S
