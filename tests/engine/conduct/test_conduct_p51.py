"""P51: the play reader on facts told in words it did not know (stop 51): a player told as the
place someone went to («drifted over behind RHO») is not the one who acts after it, so dummy
who walks behind a defender and looks at his cards breached 43A2(C); a card of the suit «had
all along» after a discard is a revoke, and hands laid out after the play are no dummy's
layout; the imperfective «называет», «поправляется» name a card and put it right, and an
opponent's card played after the naming is its consequence (45C4(B)), not the case; a card
that «poked out» of a defender's hand was held so his partner may have seen it, and «I can't
swear he saw it» leaves that unknown; dummy's question to a defender called by name in his
quoted words is put to a defender; a card held face up «just off the cloth» is held as
played; «запросил значение сноса» asks the meaning of a discard; the player who answers in
the sentence after the question («…; Восток ответил: …») gave the explanation; «Четыре трефы
у Юга.» as a sentence of its own is the contract and its declarer, and «Me, North, in 4H»
makes the teller declarer; «осталось по пять карт» tells the cards left, no fifth card.

Each worded unlike the post that revealed the gap, ruled through the story door.
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story
from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_who_walked_behind_a_defender_looked_at_his_cards",
     "3NT by me, South; partner North is dummy. Around trick five he stands up, drifts over "
     "behind RHO and takes a long look at his hand, then sits down again. RHO is fuming. "
     "Ruling?",
     "final", "dummy_breach", "N", "43A2(C)"),
    ("revoke_found_with_the_card_held_all_along",
     "Two spades by South, I'm East. Trick three, hearts led and West threw a diamond. Much "
     "later he played the heart jack to a heart lead; he'd had it all along, tucked among his "
     "clubs. Spotted only when we laid the hands out after trick thirteen. What now?",
     "outside", "follow_suit", "W", "44C"),
    ("declarer_naming_put_right_in_the_imperfective_while_an_opponent_played",
     "Играем 3♥, разыгрывает Север, болван Юг, я Запад. Стол взял взятку, Север называет: "
     "«Короля пик» и тут же поправляется: «Ой, короля бубен». А мой партнёр Восток, шустрый, "
     "уже успел положить пиковую четвёрку. Восток хочет забрать её обратно. Можно?",
     "final", "designation", "N", "45C4(B)"),
    ("card_half_out_of_a_defenders_hand_and_the_teller_cannot_swear",
     "Four spades, I'm South, declaring. At trick six West was shuffling his cards and the "
     "king of clubs poked out of his hand, face towards the middle of the table. Then he "
     "played the four of clubs. I can't swear East saw the king. Does it have to be played?",
     "needs_facts", "card_played", "W", "45C1"),
    ("dummy_asking_a_defender_by_name_in_quotes",
     "Two hearts by North, I'm West. Trick five, declarer leads a spade, I discard a club. "
     "Dummy, South, leans over: \"No spades, West? Really?\" Is dummy allowed to ask me?",
     "final", "dummy_breach", "S", "43A1(C)"),
    ("declarer_holding_a_card_just_off_the_cloth",
     "Afternoon. East in 3NT, West dummy, I'm North. Partner led a club, dummy played low, I "
     "played the ten. East pulls out the club king and holds it face up just off the cloth, "
     "everyone could see it. Then he puts it back and plays the two. Is the king played?",
     "final", "card_played", "E", "45C2"),
    ("meaning_of_a_discard_requested_in_formal_words",
     "Контракт 3♦, разыгрывающий Юг, болван Север; я — Запад. На пятой взятке мною был "
     "произведён снос ♥8. Разыгрывающий в свою очередь игры запросил у моего партнёра "
     "значение сноса. Правомерно ли это?",
     "final", "review_or_explanation", "-", "20F2"),
    ("contract_told_as_a_sentence_of_its_own_in_words",
     "Скажу коротко. Четыре трефы у Юга. Болван Север. Я Запад. Хожу королём бубен, со стола "
     "тройка бубен, партнёр бубен не имеет и бьёт двойкой треф. Юг кладёт туза бубен и "
     "тянет взятку к себе. Чья взятка?",
     "final", "trick", "-", "44E"),
    ("cards_each_left_before_a_claim_are_no_fifth_card",
     "Три бубны у Севера. Я Восток. Осталось по пять карт. Север кладёт карты на стол: "
     "остальное моё. Козыри не сняты, у меня король бубен. Сколько взяток ему?",
     "outside", "none", "N", "70"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_facts_told_in_new_words_are_ruled(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_the_player_who_answers_after_the_question_gave_the_explanation() -> None:
    situation = situation_from_story(
        "Сдавал Восток. В: 1♦, Ю: пас, З: 2♣, С: пас, В: 2♠, Ю: пас, З: пас, С: пас. Север "
        "спросил о значении 2♣; Восток ответил: «Натуральные трефы». Потом Запад сказал, что "
        "2♣ у них — искусственная. Может ли Север заменить свой последний пас?")
    assert situation is not None and situation.offender is not None, situation
    assert situation.offender.letter == "E", situation


def test_a_teller_set_apart_by_commas_before_his_contract_declares_it() -> None:
    situation = situation_from_story(
        "Me, North, in 4H. East won trick six with the club ace, and I chuck my two of "
        "diamonds on top of the trick. Fifth card, they say.")
    assert situation is not None and situation.declarer is not None, situation
    assert situation.declarer.letter == "N", situation
