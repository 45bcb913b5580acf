"""P70: the fourth card of a trick told in the next sentence or as a small card, "who's on
lead", dummy asking which card was meant, dummy leaning over to look, a revoke found in
declarer's hand, whose opening lead it was told before a card put face up, and a law's words
about a face-down lead beside a lead made face up (stop 70).

«… козырнули двойкой червей. Партнёр перебил пятёркой червей. Ю сбросил пику.»: a trick told a
card to a sentence has its fourth card, a discard of a side suit, in the next sentence, and a
discard of a side suit cannot win it (44E). "dummy follows with a small diamond … who's on
lead?": the small card is a card of the trick and the question is who won it. «Север сказал:
«Даму». Болван спросил: «Которую?»»: dummy asking which card was meant leaves the naming the
case (46B3(B)), not a remark of dummy's (43). "dummy leaned over and looked at East's cards …
found the four of clubs in his hand": an A2 breach, then dummy's question about a revoke
declarer did make (43B2(C)). "East sits on declarer's left, so it was his lead … I put the ♠J
face up": the card is the opening lead by the wrong defender (54). «В правиле 41A написано
только про ход закрытой картой»: what a law says tells nothing of the lead made face up. «Не
успели мы и оглянуться»: an idiom of haste, no slow play (74). «На ход это никак не походило»:
the fifth card was no lead (45E1).

Each worded unlike the post that revealed the gap; every case fails on the session start
(dabca1c).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("a_trick_told_a_card_to_a_sentence_with_a_discard_last",
     "3♥ играет Ю, болван С, я З. Пятая взятка, я пошёл тузом треф. Со стола козырнули двойкой "
     "червей. Партнёр перебил пятёркой червей. Ю сбросил пику. Кто взял взятку и кто ходит?",
     "final", "trick", "-", "44E"),
    ("whos_on_lead_after_a_small_card_and_a_ruff",
     "2♠ by East, dummy West, me North. Trick four I cash the ace of diamonds. Dummy follows "
     "with a small diamond, pard pitches the jack of clubs, and declarer, out of diamonds, "
     "sticks the three of spades on it. Who actually took trick four and who's on lead?",
     "final", "trick", "-", "44E"),
    ("dummy_asking_which_card_leaves_the_naming_the_case",
     "Играли 4♥ с Севера, болван Юг. Десятая взятка, Восток пошёл трефой. На столе треф нет, "
     "лежат дама пик и дама бубен. Север сказал: «Даму». Болван спросил: «Которую?» Кто решает, "
     "какая дама идёт со стола?",
     "final", "designation", "N", "46B3(B)"),
    ("dummy_leaned_over_to_look_then_asked_about_a_revoke",
     "4♥ by South, North dummy. At trick three dummy leaned over and looked at East's cards. "
     "Later West led a club, declarer threw a diamond, and dummy asked 'No clubs, partner?' "
     "Declarer then found the four of clubs in his hand. Ruling?",
     "final", "dummy_breach", "N", "43B2(C)"),
    ("whose_lead_it_was_told_then_the_wrong_defender_faced_a_card",
     "2♥ by North, 1♥ then 2♥, all quiet. East sits on declarer's left, so it was his lead, but "
     "I'm West and I put the ♠J face up at once. What now?",
     "outside", "opening_lead", "W", "54"),
    ("a_law_about_face_down_leads_beside_a_lead_made_face_up",
     "Контракт 3БК у Ю. Первый ход за З. В выложил короля бубен лицом вверх, не в свою очередь. "
     "В правиле 41A написано только про ход закрытой картой. Что теперь можно разыгрывающему?",
     "outside", "opening_lead", "E", "54"),
    ("an_idiom_of_haste_is_no_slow_play",
     "Играли 4♠, разыгрывал Север, значит, первый ход за Востоком. Не успели мы и оглянуться, "
     "как Запад выложил на стол лицом вверх трефового короля. Что теперь может разыгрывающий?",
     "outside", "opening_lead", "W", "54"),
    ("a_fifth_card_that_looked_nothing_like_a_lead",
     "Играли 3 бубны, разыгрывал Север. В пятой взятке все четверо уже сыграли. А Восток, "
     "задумавшись, положил туда же пиковую даму — пятой картой. На ход это никак не походило. "
     "Что будет с дамой?",
     "final", "fifth_card", "E", "45E1"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_play_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
