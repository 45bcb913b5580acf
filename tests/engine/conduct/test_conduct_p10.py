"""What a story asks, or only alleges, stays unknown (the engine then asks for it).

«Неизвестно, видел ли партнёр карту», «непонятно, зачем он трогал даму — чтобы …», «cannot
say whether …»: the words after «ли», «whether», or a question word after a hedge tell no fact.
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story

UNKNOWN = [
    ("4♥ играет Юг. Восток вынул ♥J из руки и держал её у груди. Неизвестно, видел ли Запад "
     "лицо карты.", "card_played", "seen"),
    ("Контракт 2♠, разыгрывает Север. Север тронул ♣K на столе и потом назвал ♣4. Неясно, "
     "зачем он его трогал — чтобы поправить карты стола или чтобы сыграть.", "card_played",
     "arranging"),
    ("Играли 3БК Юга. Все четыре карты взятки уже лежали, и Восток положил ещё ♦5, пятую "
     "карту. Никто не знает, хотел ли он ходить в следующую взятку.", "fifth_card", "was_lead"),
    ("In 4♠ by South my partner East took the ♥Q out of his hand and held it. I cannot say "
     "whether I could see its face.", "card_played", "seen"),
    # a breach of 43A2 one side alleges and dummy denies stays for the director to find
    ("Контракт 3♣ Севера. Запад уверяет, что болван подсматривал в его карты; болван говорит, "
     "что нет. Потом болван сказал Северу: «Ты на столе».", "dummy_action", "a2"),
]

TOLD = [
    ("4♥ играет Юг. Восток вынул ♥J из руки и держал её так, что Запад видел лицо карты.",
     "card_played", "seen", True),
    ("Играли 3БК Юга. Все четыре карты взятки уже лежали, и Восток положил ещё ♦5, пятую "
     "карту. Ходить было не ему.", "fifth_card", "was_lead", False),
    # the indirect question ends where «, и …» opens a clause of its own
    ("4♥ играет Юг. Восток подумал, не сыграть ли ему даму, и держал ♥Q так, что партнёр "
     "видел её лицо.", "card_played", "seen", True),
]


@pytest.mark.parametrize(("story", "event", "fact"), UNKNOWN)
def test_a_fact_asked_in_an_indirect_question_stays_unknown(
    story: str, event: str, fact: str
) -> None:
    situation = situation_from_story(story)
    assert situation is not None
    assert situation.event.value == event
    assert getattr(situation, fact) is None


@pytest.mark.parametrize(("story", "event", "fact", "value"), TOLD)
def test_the_same_fact_told_is_read(story: str, event: str, fact: str, value: bool) -> None:
    situation = situation_from_story(story)
    assert situation is not None
    assert situation.event.value == event
    assert getattr(situation, fact) is value
