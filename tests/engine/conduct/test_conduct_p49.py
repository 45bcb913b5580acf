"""P49: the play reader on facts told in words it did not know (stop 49): a teller who says he
was dummy and «played from the table» declares nothing; a dummy who asked declarer, «not the
defenders», asked no defender; a trick with a player «still to play» is not complete; a fifth
card «nobody took for one» was no lead; «nobody had led to the next trick» dates dummy's
misplaced card in time; «South in 3NT» names declarer; «popped» plays a card; declarer's
'high diamond' for dummy is a designation of the suit's highest card (46B1), not a card named;
a dummy's card moved aside («сдвинул в сторонку») to take the one under it was touched to reach
another card (45C3), not to play it; a partner who «ещё карту не вынул» has not led, so the
auction period goes on and a pass made on misinformation may still be changed (21B1); «все
четверо сыграли в пятую взятку» after dummy's error in the fourth is too late to withdraw it.

Each worded unlike the post that revealed the gap, ruled through the story door.
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event
from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_asked_declarer_not_defenders",
     "Me dummy, partner South in 2♥. On a club lead South threw a diamond and I asked "
     "him 'No clubs, partner?' I asked declarer only and not the defenders. West says "
     "dummy must keep quiet. Who is right?",
     "final", "dummy_right", "-", "42B1"),
    ("turned_with_declarer_still_to_play",
     "3♦ by North. Trick six: I lead a club, dummy plays low, my partner East plays the ♣Q "
     "and turns it face down at once, with declarer still to play. Declarer objects that he "
     "never saw it. Penalty?",
     "final", "card_turned", "E", "45G"),
    ("extra_card_nobody_took_for_a_lead",
     "South in 4♠. On trick seven all four cards were on the table when West, dreaming, "
     "dropped the ♦8 from his hand on top of them, and nobody took it for one. Does that "
     "card count for anything?",
     "final", "fifth_card", "W", "45E1"),
    ("dummy_misplaced_before_next_lead",
     "I was North in 3NT, my partner Olga dummy. I led a low club from hand, East "
     "followed, and I said 'jack of clubs'. Olga, half asleep, put the ♣A on the table. "
     "West popped the ♣K on it. I said stop, and nobody had led to the next trick yet. "
     "What happens?",
     "final", "dummy_misplayed_card", "S", "45D"),
    ("high_card_of_a_suit_designated",
     "South here, defending 3♠ by East; West is dummy with ♦Q, ♦J, ♦3. On trick four I lead "
     "the ♦5 and East says 'high diamond'. Dummy plays the queen, North wins with the king. "
     "Now East says he wanted the jack, high enough over my five. Which card was played?",
     "final", "designation", "E", "46B1"),
    ("pass_changed_before_partner_took_out_his_lead",
     "Я сидел Востоком. Север открыл 1♣, я пас, Юг 1НТ. Я спросил Севера, что это, он "
     "сказал: 15-17, натурально. Я спасовал. Север 3НТ, все пас, и я тоже пас. Партнёр ещё "
     "карту не вынул, а Юг говорит: у нас 1НТ — это 6-9 без мажора. Знал бы я, сказал бы "
     "контру. Можно мне поменять свой последний пас?",
     "final", "misinformation", "N", "21B1"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_facts_told_in_new_words_are_ruled(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_a_teller_who_was_dummy_and_played_from_the_table_is_not_declarer() -> None:
    situation = situation_from_story(
        "Me dummy, partner North in 4♥. At trick three East led a club, I played from the "
        "table as told, and declarer discarded a heart. I asked him 'No clubs, partner?' Was "
        "I allowed to ask?")
    assert situation is not None
    assert situation.declarer is not None and situation.declarer.letter == "N", situation


def test_a_dummy_card_moved_aside_to_reach_another_was_touched_to_reach_it() -> None:
    situation = situation_from_story(
        "Контракт 4♦ у Севера, стол Юг, я Запад. Разыгрывающий потянулся к столу, сдвинул ♣В "
        "в сторонку и вытащил из-под него ♣5, её и сыграл. Партнёр: тронул валета, играй "
        "валета! Кто прав?")
    assert situation is not None
    assert (situation.touched, situation.arranging) == (True, True), situation


def test_all_four_played_to_the_next_trick_before_dummys_error_was_noticed_is_late() -> None:
    situation = situation_from_story(
        "Я Юг, играю 2♠, стол на Севере. Четвёртая взятка: с руки пошла трефа, Запад дал "
        "шестёрку, я сказал со стола «валет треф», а болван положил даму. Восток сбросил "
        "бубну. Потом я пошёл червой, все четверо сыграли в пятую взятку, и лишь тогда Запад "
        "заметил, что легла дама. Можно ещё заменить?")
    assert situation is not None and situation.event is Event.DUMMY_MISPLACED, situation
    assert situation.attention is False, situation
