"""Reading rules added in brief H11b, each checked end to end on a story worded unlike the
posts they were found on: words in quotes that name a card, told before dummy's play with or
without a verb of naming, are what declarer asked for (45D), and a queen is plainly no «small»
card; dummy moving a card forward (imperfective verbs) indicates it (45F); a
side word right after another role («Декларер справа») is that player's, not dummy's; a trick
told complete in a word («Всё, четыре карты») and one more card of a suit after it is a fifth
card (45E); a name in brackets after a seat, or typed with a Latin «i», stands for that seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited)
CASES = [
    # a bare quote after «Север:» is what declarer asked for; dummy put down a queen
    ("quote_without_verb_then_dummy_queen",
     "Играем 3♠, разыгрывает Север. Пятая взятка: Север с руки ♦2, Восток ♦5, Север: "
     "«мелкую». Болван ставит ♦Д. Запад кроет ♦К. Ошибку заметили сразу, новую взятку не "
     "начинали. Что теперь с дамой?",
     "final", "dummy_misplayed_card", "S", "45D"),
    # the quote told after a verb of naming and a bracketed aside; dummy, as «он», played
    ("quote_after_aside_then_pronoun_dummy",
     "Я разыгрывал 2♥. Говорю партнёру (Саша болван) «маленькую пику», а он кладёт "
     "даму пик. Левый уже положил короля пик. Я сразу заметил, до следующей взятки. Как быть?",
     "final", "dummy_misplayed_card", "N", "45D"),
    # dummy moves a card forward with an imperfective verb: 45F, dummy the left one
    ("dummy_moves_card_forward",
     "Разыгрывающий сидел справа от меня, болван, значит, слева. Пока разыгрывающий думал, "
     "болван двигает вперёд ♠9. Разыгрывающий её и сыграл. Мы позвали судью. Что будет?",
     "final", "dummy_indicated_card", "W", "45F"),
    # «Всё, четыре карты.», then one more card of a suit on top by a player named in brackets
    ("complete_trick_then_one_more",
     "Играю 3♣. Взятка: я пошёл червой, левый (Петя) черва, стол черва, правый черва. Всё, "
     "четыре карты. А Петя ещё одну бубну сверху кладёт, думал, что новая взятка. Что с ней?",
     "final", "fifth_card", "W", "45E1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_latin_i_in_a_name_stands_for_its_seat() -> None:
    """«левый (Дiма)» typed with a Latin «i»: the name stands for West when said again."""
    found = situation_from_story(
        "Играю 2♥. Взятка: я пошёл пикой, левый (Дiма) пика, стол пика, правый пика. Всё, "
        "четыре карты. А Дiма ще одну трефу сверху кладёт.")
    assert found is not None
    assert found.event is Event.FIFTH_CARD
    assert found.seat is not None and found.seat.name == "W"
