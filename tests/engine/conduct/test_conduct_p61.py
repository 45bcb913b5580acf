"""P61: words of the play the play reader did not know (stop 61).

A player who "saw only the back" of a card denies the sight another player claims, so whether
the holder's partner could see its face is left to find (45C1), and so does «Восток ничего
видеть не мог»; "I'm declarer, dummy North" seats the teller as declarer, not North, so his
request for a review is declarer's (41B), not dummy's; a fifth card the director's words
retell ("The TD says it's no lead, just a fifth card") was put on by the player who dropped
it, and is no lead; "having none" is a void in the suit led (44D); «кому атаковать?» after a
legal auction asks who makes the opening lead (41A); a fifth card its player «был уверен, что
ещё не играл» is no lead; dummy's cards told after a look at the table («Картина стола: там
червовый валет и трефовый валет») decide an incomplete designation (46B3(A)); «я на з» seats
the teller in the West, and dummy's card other than the one named (45D) is the case even when
the trick is told card by card.

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (c0c0909).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("saw_only_the_back_disputes_a_sight_claimed",
     "4H by S, I was dummy, N. Trick three, hearts led. West pulled the ♥Q, held it up for a "
     "moment and put it back, then played the ♥3. South says East must have seen the queen. "
     "East says he saw only the back of it. Is the queen played?",
     "needs_facts", "card_played", "W", "45C1"),
    ("partner_could_not_see_it_says_the_holder",
     "Играла 3БК с Юга. На четвёртой взятке Запад вытащил пиковую даму, подержал над столом и "
     "вернул, положил пиковую двойку. Я даму видела. Запад клянётся, что держал карту к себе "
     "лицом и Восток ничего видеть не мог. Что решает судья?",
     "needs_facts", "card_played", "W", "45C1"),
    ("declarer_and_dummy_named_in_one_breath",
     "3NT by South, I'm declarer, dummy North. West led the ♠5 face up and dummy went down. "
     "At my first turn I asked to hear the auction again before calling a card from the table. "
     "East said I was too late. Was I?",
     "final", "review_or_explanation", "-", "41B"),
    ("a_fifth_card_the_director_called_no_lead",
     "I'm North, defending 4S by West. Trick five: declarer leads the ♥4, partner plays the "
     "♥9, dummy the ♥K, I play the ♥2. Trick over, dummy wins. Then partner, miles away, "
     "thinks he hasn't played yet and adds the ♥J on top. The TD says it's no lead, just a "
     "fifth card. Penalty card?",
     "final", "fifth_card", "S", "45E1"),
    ("a_void_told_in_a_participle",
     "A question from a beginner: in 3S, declarer led a heart and East, having none, threw a "
     "club rather than ruff. West says you have to trump when you cannot follow. True?",
     "final", "follow_suit", "-", "44D"),
    ("who_attacks_after_a_legal_auction",
     "Сдача 11. Запад открыл 1♠, Север пас, Восток 2♠, Юг пас, Запад 4♠, и три паса. "
     "Север и Юг спорят: кому атаковать против четырёх пик?",
     "final", "opening_lead", "-", "41A"),

    ("a_fifth_card_its_player_thought_was_his_own",
     "Играю 3БК с Юга. Седьмая взятка: Запад пошёл ♦K, со стола ♦4, Восток ♦2, я ♦6. Взятка "
     "лежит, а Восток добавляет сверху ещё ♦9 — пятую карту во взятку. Уверяет, что был "
     "уверен, что ещё не играл. Взятку взял Запад, так что ходить Востоку и так не было "
     "очереди. Что с девяткой?",
     "final", "fifth_card", "E", "45E1"),
    ("dummys_cards_told_after_a_look_at_the_table",
     "Играю 4♠ с Юга, болван на Севере. Шестую взятку стол взял червовым тузом, ход со стола. "
     "Говорю: «валета». Картина стола: там червовый валет и трефовый валет. Левый требует "
     "трефового. Какой валет играется?",
     "final", "designation", "S", "46B3(A)"),

    ("dummys_card_other_than_named_in_a_trick_told_card_by_card",
     "привет. 4♠ ю, болван с, я на з, парт на в. взятка 7: я хожу ♥10, ю говорит «четвёрку», "
     "а с кладёт ♥д, парт не думая даёт ♥к, ю с руки ♥3. тут ю видит, что на столе дама, и "
     "шумит. кто прав?",
     "final", "dummy_misplayed_card", "N", "45D"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
