"""P59: words of the play the play reader did not know (stop 59).

A small card of a suit led before the cards named («Север пошёл маленькой пикой, … сбросил
бубнового туза») is the card led, and the suit led is its suit; «червь» is a heart; a holding
written as a suit sign and ranks («♦К 8 4») is dummy's cards, not the trick. The teller who
names himself dummy («болван — Север, это я») speaks for dummy, after a colon with no verb too
(«я (не сдержался): «…»»), and calls the director himself («I sing out 'Director!'»); dummy
who kept count of the tricks and then blurted a play out is judged on what he said (43A1(C)).
A second card on «that same trick» is a fifth card; a card named and taken back after a colon
with no quotes («Говорю: восьмёрку, нет, короля») is a card named (45C4(B)); «Алерта на 2♦ не
было» names the call whose alert was missing (its bidder's partner misinformed); a correction
«тут же» that the other side «утверждает, что» came after a pause leaves the pause to find;
«никто мне ничего неверного не говорил», «глазами съехала» tell the teller's own misreading
(21A); "E bid 2♦ with no alert" makes its bidder's partner the one who misinformed, and
"before I'd said anything" tells the changer's partner had not called (21B1); "saw only the
back" said by the partner against the teller's word leaves the seeing to find (45C1); a
leader who «хочет пойти другой картой» after a review asked over his face-down lead wants
that lead changed (41A).

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (49f3abe).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, ruled, told_params

TRICKS: list[TextCase] = [
    ("a_small_card_led_before_the_cards_named",
     "Играли 3БК, разыгрывал Север, я Запад. Шестая взятка: Север пошёл маленькой пикой, "
     "мой партнёр Восток пик не имел и сбросил бубнового туза, со стола девятка, я "
     "положил короля пик. Восток говорит, туз старше. Чья взятка и кто ходит?",
     "final", "trick", "-", "44F"),
    ("the_colloquial_singular_of_hearts",
     "Юг играет 4♠, болван Север. Запад пошёл червовой дамой. Со стола дали маленькую "
     "червь. Восток бьёт пиковой тройкой. Юг кладёт червового короля. Кто взял взятку и "
     "чей ход?",
     "final", "trick", "-", "44E"),
    ("a_holding_written_before_the_trick",
     "Разыгрываю 3БК с Юга. У болвана бубны ♦К 8 4. Запад пошёл валетом бубен, со стола "
     "я велел восьмёрку, Восток бубен не имел и скинул туза треф, а я из руки дал двойку "
     "бубен. Восток забирает взятку: туз же. Кто взял и кто ходит дальше?",
     "final", "trick", "-", "44F"),
]
WINNERS = {
    "a_small_card_led_before_the_cards_named": "W",
    "the_colloquial_singular_of_hearts": "E",
    "a_holding_written_before_the_trick": "W",
}

CASES: list[TextCase] = [
    ("the_teller_names_himself_dummy_and_speaks_after_a_colon",
     "Контракт 3♠, разыгрывает Юг, болван — Север, это я. На пятой взятке партнёр пошёл "
     "не той картой, и я (не сдержался): «Ну разве так разыгрывают!» Запад позвал судью. "
     "Что мне будет?",
     "final", "dummy_breach", "N", "43A1(C)"),
    ("dummy_himself_sings_out_for_the_director",
     "I was dummy, North, partner South in four spades. Trick six, East and West start "
     "arguing about who won the last trick. I sing out 'Director!' straight away. West "
     "says dummy is not allowed to do that. Was I?",
     "final", "dummy_breach", "N", "43A1(A)"),
    ("a_second_card_on_that_same_trick",
     "Four hearts by me, South. Trick nine: West leads a spade, dummy plays low, East "
     "the king, I ruff. Then East, talking to the kibitzer, puts the four of clubs face "
     "up on that same trick like he hadn't played yet. What happens to the club?",
     "final", "fifth_card", "E", "45E1"),
    ("a_card_named_and_taken_back_after_a_colon",
     "Играю 4♠, я Юг, болван Север. Запад ходит ♥2. На столе ♥K и ♥8. Говорю: восьмёрку, "
     "нет, короля — на одном выдохе, это все признали. Восток уже положил ♥A. Что играет "
     "стол?",
     "final", "designation", "S", "45C4(B)"),
    ("dummy_counts_then_blurts_a_suggestion",
     "Я болван, Север, партнёр играет 4♥ с Юга. Взятки считаю молча, никому не мешаю. На "
     "десятой взятке я не выдержал: бери тузом! Восток позвал судью. Что мне полагается?",
     "final", "dummy_breach", "N", "43A1(C)"),
    ("no_alert_on_a_named_call",
     "Парный турнир. Торговля: З 1БК, я (С) пас, В 2♦, Ю пас, З 2♥. Алерта на 2♦ не "
     "было. Теперь я спрашиваю, и В сам объясняет: 2♦ — перевод в черви. Партнёр "
     "говорит: я пасовал, думая, что бубны натуральные. Можно ему изменить пас?",
     "final", "misinformation", "W", "21B1"),
    ("a_correction_at_once_disputed",
     "Играю 3БК с Юга. На столе ♣Q и ♣5. Я говорю: пятёрку треф. И тут же поправляюсь: "
     "даму. Просто язык сорвался. Запад утверждает, что я замолчал, подумал и только "
     "потом сказал даму. Кто прав и какую карту класть?",
     "needs_facts", "designation", "S", "45C4(B)"),
    ("the_teller_misread_a_correct_card",
     "Левый открыл 2♣. Я посмотрела в их карту конвенций, глазами съехала на строчку про "
     "2♦ и спасовала. Карта заполнена правильно, никто мне ничего неверного не говорил. "
     "Положена ли мне компенсация?",
     "final", "own_misunderstanding", "-", "21A"),
    ("the_teller_had_not_said_anything_yet",
     "W opened 1NT. I passed, sitting S. E bid 2♦ with no alert, and partner N passed; he "
     "holds six diamonds and thought they were natural. W bid 2♥. Before I'd said anything, "
     "W says 'sorry, I should have alerted 2♦, it's a transfer'. Can partner change his pass?",
     "final", "misinformation", "W", "21B1"),
    ("one_side_says_the_partner_saw_the_card_the_other_saw_only_its_back",
     "4♠ by me, South. Trick three, I lead the ♦Q. West draws the ♦K, holds it up high, then "
     "puts it back and plays the ♦2. I say East could see the king, so it's played. East "
     "says he saw only the back of it. What's the ruling?",
     "needs_facts", "card_played", "W", "45C1"),
    ("the_leader_wants_another_card_after_the_review",
     "Разыгрываю 4♠ с Юга. Запад кладёт первый ход рубашкой вверх, Восток просит повторить "
     "торговлю, и Запад, послушав, хочет пойти другой картой. Карта ещё закрыта. Можно?",
     "final", "opening_lead", "-", "41A"),
]


@pytest.mark.parametrize("case", told_params(TRICKS))
def test_who_won_the_trick(case: TextCase, packaged_searcher: Searcher) -> None:
    """The trick's cards read in the order played: its winner leads next (44E-44G)."""
    check_told(case, packaged_searcher)
    out = ruled(case[1], packaged_searcher)
    winner = WINNERS[case[0]]
    assert out["trick"] == {"winner": winner, "next_leader": winner}, out["summary"]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
