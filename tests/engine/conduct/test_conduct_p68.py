"""P68: the play reader's words from blind58's dev rows (stop 68).

"my fingers touched the ♦Q sitting in the dummy": declarer touched a card of dummy's (45C3).
«держит его ко мне лицом»: a card held with its face to the partner, the words in the other
order (45C1). «Кто же из нас обязан был сделать первый ход?»: the opening lead asked after a
word asking who is what the teller asks, not a time told, and «Карта на стол так и не легла»
tells that nobody has led yet, so the partner who drew a card made no lead (41A). «болван на
севере»: «на» joins dummy to the seat he sits in, and «Шли 4♠» tells the contract by the verb
of going, so the trumps are known (44E). "I haven't played anything yet. Am I allowed to ruff?": a
question asked before playing, no revoke (44C). «запад сыграл по паузе партнёра»: a play made on
the partner's pause is Law 16's, whoever else the story names (dummy too). «Мне хотелось бы
объяснить внукам»: the teller's own wish to explain is no request for an explanation.
«спасовала, будучи уверенной, что он сказал «три бубны»»: a player sure she heard another call
misunderstood it herself (21A). «соперники играют 3♠ … я решил что ходить мне и положил открыто
короля»: a lead out of turn right after the contract, no trick told, is the opening lead by the
wrong defender (Law 54), not a lead in the play. "Is there any rule says you
must trump": the duty to the trick is what is asked, and "I'd none left" after the suit led tells
the player void in it (44D). "partner East tossed a club": a card thrown to the trick, so the
revoke is read (Laws 61-64). «взятка наша, Югу в руку. А я … сразу положил ♣Q на стол, решил,
что это я взял»: the trick's winner told, not asked, the lead made next by the wrong player is
the case (53-56), not who won.

Each worded unlike the post that revealed the gap, ruled through the story door; every case
fails on the session start (164d5bc).
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import read_story_facts
from engine.conduct.situation import Event
from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_card_touched_by_the_fingers",
     "I was declarer in 3NT from South, my wife dummy in the North. Dummy was on lead; I "
     "leaned over and my fingers touched the ♦Q sitting in the dummy, not to straighten "
     "anything, then I asked for the ♥A. West says the queen is played. Is she right?",
     "final", "card_played", "S", "45C3"),
    ("card_held_with_its_face_to_the_partner_word_order_reversed",
     "Играем 3♠ с Севера, болван Юг, я Запад. Со стола пошли бубной, партнёр мой с Востока "
     "достал бубнового туза и держит его ко мне лицом, я его прекрасно разглядел. Потом "
     "передумал и положил шестёрку. Туз теперь сыгран или нет?",
     "final", "card_played", "E", "45C1"),
    ("who_must_lead_asked_when_no_card_reached_the_table",
     "Вопрос про начало игры. Контракт 4♥, разыгрывающий Север, болван Юг, я сижу на Востоке. "
     "Партнёр с Запада уже вытащил карту, чтобы сделать первый ход, но я его остановил. "
     "Карта на стол так и не легла. Кто же из нас обязан был сделать первый ход?",
     "final", "opening_lead", "-", "41A"),
    ("dummy_placed_at_a_seat_after_na",
     "Шли 4♠ с юга, я на юге, болван на севере. Седьмая взятка: запад выходит трефовым "
     "тузом, у меня треф нет, бью пиковой пятёркой, восток тоже без треф и перебивает "
     "пиковой девяткой, со стола кидаю двойку червей. Чья взятка и кто ходит следующим?",
     "final", "trick", "-", "44E"),
    ("a_ruff_asked_before_anything_was_played",
     "3♥ by North, dummy South, I'm East. Declarer leads the ♦K from dummy and plays low from "
     "hand. I've still got the ♦4 and a couple of trumps, and trumping in looked very "
     "tempting. I haven't played anything yet. Am I allowed to ruff, or must I follow?",
     "final", "follow_suit", "-", "44C"),
    ("a_defender_playing_on_his_partners_pause",
     "Играли 3♠ с Севера, я болван на Юге. На шестой взятке восток думал почти минуту, потом "
     "положил мелкую трефу, а запад, взяв взятку, сразу пошёл в трефы. Север уверен, что "
     "запад сыграл по паузе партнёра. Может ли судья что-то сделать?",
     "outside", "none", "-", "16"),
    ("a_pass_made_sure_partner_had_said_another_bid",
     "Вера Павловна, сидевшая на Севере, спасовала на «три трефы» партнёра, будучи уверенной, "
     "что он сказал «три бубны», хотя говорил он громко и чётко. Когда торговля закончилась "
     "и выяснилось, что играют именно три трефы, она попросила судью разрешить ей заменить "
     "пас. Вправе ли она?",
     "final", "own_misunderstanding", "-", "21A"),
    ("opening_lead_out_of_turn_right_after_the_contract",
     "соперники играют 3♠, разыгрывает лхо. я решил что ходить мне и положил открыто "
     "короля треф. а ходить должен был партнёр, он слева от разыгрывающего. позвали тд. что "
     "теперь с моим королём?",
     "outside", "opening_lead", "S", "54"),
    ("the_suit_led_none_of_told_without_the_suit",
     "Defending 3♥ against my left-hand opponent. Partner led a diamond, declarer followed, and "
     "I'd none left. I had two small trumps and some clubs and threw a club. Declarer says I "
     "had to ruff. Must you trump when you can't follow?",
     "final", "follow_suit", "-", "44D"),
    ("a_revoke_told_by_a_card_tossed",
     "4♥ by North, dummy South, I'm West. At trick two declarer led a spade, partner East "
     "tossed a club and played on to the next trick as if nothing happened. At trick five he "
     "played a spade. Declarer called the director. What's the penalty now?",
     "outside", "follow_suit", "E", "64"),
    ("a_lead_out_of_turn_after_a_trick_told_won",
     "Играли 4♠, разыгрывал Восток, болван Запад, я на Севере. Шестая взятка: Восток пошёл с "
     "руки ♥K, партнёр мой Юг побил тузом, болван и я сбросили, взятка наша, Югу в руку. А я, "
     "не подумав, сразу положил ♣Q на стол, решил, что это я взял. Что теперь с моей дамой?",
     "outside", "trick", "N", "56"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_the_tellers_own_wish_to_explain_is_no_request() -> None:
    situation, _ = read_story_facts(
        "Вопрос для занятий с внуками. Как правильно контрировать: можно ли говорить «контра "
        "на две пики» или только одно слово? Мне хотелось бы объяснить внукам, почему так.")
    assert situation is None or situation.event not in (Event.EXPLANATION, Event.REVIEW)


def test_a_duty_to_ruff_asked_is_read_as_the_question() -> None:
    situation, _ = read_story_facts(
        "Defending 4♠. Partner led a club and declarer followed. Declarer now says I had to "
        "ruff. Is there any rule says you must trump?")
    assert situation is not None and situation.duty_asked is True
