"""Readings of a play story added in brief P21 (stop 21), each checked end to end on a post
worded unlike the blind posts they were found on: the meaning of a call asked in a polite
register («поинтересовался … значением», «получил ответ», «I asked LHO, he told …») and the
opponents' card read after it (21B); the teller's own pass told without his seat and his
partner's bid after it (too late, 21B1); «думал, у нас это …» with «что» left out (21A);
«South was in 3NT» and «South was declaring 2♥» (declarer); ranks spaced one a word after a
suit sign («♣K Q 4»); a finger put on a card dummy is told to hold (45C3), and one dummy
himself pokes («пальцем тык», 45F); «wasn't arranging … or digging» (the negation carried
past «or»); a card brushed while another is pulled out from under it (reaching, 45C3);
«не дождавшись меня» (45G); «мы поменялись» (43A2(A)); a card named that is not among the
dummy's cards told of its suit (46B4); «Будучи болваном (Север)» and «я, сидя на Западе»
(the teller's seat); a face-down lead taken back «и кладу» another (41A); «ничего не вынул»
(no card played) beside dummy's warning (42B2); a lead from declarer's own hand described as
«с неправильной руки» (Law 55, no warning); one side's quoted word against the teller's
doubt whether a card was seen (45C1 asks); a review asked after dummy went down (41B asks
whether a card was played); a pause said to have suggested a play (Laws 16, 73); a clause of
«когда» that goes on past an aside to its verb (45E1); «я» in a chat line opened by another
player and a colon, and a card held «лицом ко мне» (45C1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited or named outside)
CASES = [
    # a polite question about a call's meaning, the answer, then the opponents' card: 21B1
    ("polite_question_then_their_card",
     "Добрый день. Сдавала Север. Север открыл 1♦, я на Востоке поинтересовался у Юга "
     "значением этой заявки и получил ответ «натуральная, от четырёх». Я спасовал, Юг "
     "сказал 1♠. Потом я посмотрел в их конвенционную карту: 1♦ у них может быть и "
     "короткой. Мой партнёр ещё не заявлял. Можно мне заменить пас?",
     "final", "misinformation", "S", "21B1"),
    # the same, the teller's pass told without his seat and his partner's bid after it
    ("partner_bid_after_my_unseated_pass",
     "Торговля. Справа открыли 2♥; я осведомилась у левого о значении, он ответил: "
     "«слабые черви». После этого спасовала, левый тоже спасовал, а мой партнёр на Севере "
     "заявил 2♠. И только тут я прочла в их конвенционной карте, что 2♥ — две старшие. "
     "Могу ли я теперь изменить пас?",
     "final", "misinformation", "W", "21B1"),
    # English: «I asked LHO, he told …», then the correction
    ("asked_lho_he_told",
     "Board 4, partner opened 1D, RHO bid 2C. At my turn I asked LHO, he told 2C is "
     "natural. I passed. Then LHO, before calling, looked at their card and told us 2C is "
     "both majors. My partner has not called yet. May I take my pass back?",
     "final", "misinformation", "W", "21B1"),
    # «думал, у нас это …»: the caller's own belief about his system, no «что» (21A)
    ("thought_our_system_without_that",
     "Я открыл 1♥, партнёр сказал 2♣, а я решил, что это искусственная, — думал, у нас "
     "это форсинг на гейм. Оказалось, в нашей карте 2♣ натуральная, я перепутал. Соперники "
     "ни в чём не виноваты. Что-нибудь можно исправить?",
     "final", "own_misunderstanding", "-", "21A"),
    # «South was in 3NT»: South declares; West, a defender, added a fifth card (45E1)
    ("was_in_contract_fifth_card",
     "North was in 3NT and I sat East. The seventh trick was over, four cards lying there, "
     "when I absent-mindedly dropped the ♠4 on top of them as a fifth card. It was not a "
     "lead, I was not on lead. What happens to my spade?",
     "final", "fifth_card", "E", "45E1"),
    # spaced ranks of dummy's suit, and declarer's finger on one of them: played (45C3)
    ("finger_on_a_dummy_card",
     "I was declaring 4♠ as South. Dummy had ♥A J 6 3. On the fourth trick I put my finger "
     "on the ♥J, intending to play it, then said 'small heart, please'. I was not "
     "straightening the row or digging for another card. Must the jack be played?",
     "final", "card_played", "S", "45C3"),
    # a card brushed while another is pulled out from under it: reaching (45C3), not played
    ("brushed_while_reaching_under",
     "West was declaring 3♥ and I was North. Dummy's clubs were ♣K 9 5 in one column. West "
     "brushed the ♣9 with his thumb while pulling out the ♣5 from underneath it and called "
     "for the five. My partner says the nine is played. Is it?",
     "final", "card_played", "-", "45C3"),
    # «не дождавшись меня»: the teller had yet to play; his opponent turned a card (45G)
    ("turned_before_i_played",
     "Играли 3♠, разыгрывал Запад, я Юг. В шестой взятке со стола пошли ♦9, Север дал "
     "♦2, Запад положил ♦Q и, не дождавшись меня, сразу перевернул её рубашкой вверх. "
     "Я ещё карту не выбрал. Так можно?",
     "final", "card_turned", "W", "45G"),
    # «мы поменялись» at declarer's own proposal: dummy took declarer's hand (43A2(A))
    ("declarer_and_dummy_swapped",
     "Я разыгрывал 4♥ с Юга, жена — болван на Севере. После третьей взятки она сказала: "
     "давай поменяемся, ты устал. Мы поменялись: она взяла мои карты и доиграла. Соперники "
     "позвали судью. Что нам за это будет?",
     "final", "dummy_breach", "N", "43A2(A)"),
    # a card named that is not among the dummy's cards of its suit told: void (46B4)
    ("named_card_not_among_dummy_cards",
     "Играю 2♥ с Юга. На пятой взятке, ходя со стола, я назвал «дама бубен», а на столе "
     "из бубен были только ♦К и ♦7, дама давно ушла. Восток говорит, что теперь играется "
     "♦7. Какой картой мне ходить?",
     "final", "designation", "S", "46B4"),
    # «Будучи болваном (Север)»: the teller is dummy, North (43A2(B))
    ("being_dummy_north",
     "Будучи болваном (Север) при контракте 4♠ партнёра (Юг), я встал и зашёл за спину "
     "разыгрывающему посмотреть, как он играет. Запад сделал замечание. Я действительно "
     "нарушил правила?",
     "final", "dummy_breach", "N", "43A2(B)"),
    # «я, сидя на Западе»: the teller is West, a defender asking at her turn (20F2)
    ("sitting_west_asks_in_play",
     "Вопрос. Я, сидя на Западе, вистовала против 3БК Севера после торговли 1♦ – пас – "
     "3БК – все пас (сдавал Юг). На четвёртой взятке в свою очередь я попросила объяснить "
     "значение 1♦, а разыгрывающий сказал, что в розыгрыше про торговлю не спрашивают. "
     "Права ли я?",
     "final", "review_or_explanation", "-", "20F2"),
    # a face-down opening lead taken back by the leader, another card put down (41A)
    ("face_down_lead_swapped_by_leader",
     "3БК играл Север, ход за мной, я Восток. Положил ♥3 рубашкой вверх, подумал — забрал "
     "её и кладу ♣К, тоже рубашкой. Никто ничего не нарушал. Юг говорит, что так нельзя. "
     "Какой ход считается?",
     "final", "opening_lead", "E", "41A"),
    # dummy pokes a card with his finger («пальцем тык»): 45F
    ("dummy_pokes_a_card",
     "Короче, 3БК играла подруга с Юга, я болван на Севере. Она думает, с какой карты "
     "ходить со стола, а я пальцем тык в ♦К. Она им и пошла. Восток сразу позвал судью. "
     "Что теперь будет?",
     "final", "dummy_indicated_card", "N", "45F"),
    # «ничего не вынул» and dummy's warning in quotes: dummy's right (42B2)
    ("warned_nothing_taken_out",
     "Играю 3♦ с Юга, партнёр — болван. Седьмую взятку взял стол ♠A, а я потянулся ходить "
     "с руки. Партнёр сказал: «Ты на столе». Я ничего не вынул и пошёл со стола. Восток "
     "считает, что болван не имел права. Кто прав?",
     "final", "dummy_right", "-", "42B2"),
    # a lead from declarer's own hand told as from the wrong hand: Law 55, no warning
    ("wrong_hand_lead_described",
     "Контракт 4♠ у Юга. Предыдущую взятку выиграл стол (Север), а разыгрывающий сошёл "
     "♥Д из своей руки, то есть с неправильной руки. Я на Западе ещё не играл в эту "
     "взятку. Можем ли мы принять этот ход?",
     "outside", "trick", "S", "55"),
    # one side's quoted word against the teller's doubt: whether the card was seen (45C1)
    ("quoted_claim_against_doubt",
     "3♣ играл Юг, я Восток. На шестой взятке я вынул ♠Д и держал её низко, раздумывая, "
     "потом сыграл ♠4. Юг требует даму: «Ваш партнёр её видел». Сам я не знаю, мог ли "
     "Запад видеть лицо карты. Должен я играть дамой?",
     "needs_facts", "card_played", "E", "45C1"),
    # a review asked after dummy went down: whether declarer had played a card (41B)
    ("review_asked_after_dummy_went_down",
     "North declared 2♠ and I was East, on lead. I led the ♦Q, dummy went down, and North "
     "asked for the auction to be repeated. I told him it was too late once the lead was "
     "faced. I don't remember whether he had already played a card from dummy. Could he "
     "ask?",
     "needs_facts", "review_or_explanation", "-", "41B"),
    # «когда Запад, засмотревшись в окно, положил …»: the clause of «когда» goes on past an
    # adverbial participle set off by commas to its verb; its subject put the fifth card
    ("fifth_card_in_when_clause_with_aside",
     "Взятку взял Север, разыгрывавший 2♠: четыре карты ещё лежали в центре, когда Запад, "
     "засмотревшись в окно, спокойно положил поверх них пятую, трефовую восьмёрку. Ходить "
     "ему было не нужно. Что делать с этой восьмёркой?",
     "final", "fifth_card", "W", "45E1"),
    # a chat: «я» in a line opened by another player and a colon is that player
    ("chat_line_speaker_is_the_holder",
     "[18:02] Вова: спор. Я Север, вистуем против 3♥ Гали (Запад). Миша на Юге, первый "
     "ход, вынул ♦К и держал почти лицом ко мне, потом сыграл пику / [18:03] Миша: я "
     "держал её у себя, рубашкой к тебе! / [18:04] Вова: я короля видел / [18:05] Вова: "
     "так должен он был ходить с короля бубен?",
     "final", "card_played", "S", "45C1"),
    # a pause said to have suggested the switch: Laws 16 and 73, outside this text
    ("pause_suggested_a_switch",
     "4♥ играл Север, я Запад. На третьей взятке партнёр долго думал, прежде чем сыграть "
     "♣2, а я потом переключился на бубну. Север говорит, что пауза партнёра подсказала "
     "мне бубну. Прав ли он?",
     "outside", "none", "-", "16"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_last_pass_to_change_leaves_partner_call_unknown() -> None:
    """«поменять последний пас»: the calls told do not place the player's last pass surely,
    so whether his partner called after it stays unknown (21B1 asks)."""
    situation = situation_from_story(
        "Север открыл 1♠, я спросил Юга, что это, он сказал: «пять пик». Я пас, Юг 3♠, "
        "все пас. Партнёр положил ход рубашкой вверх, и тут выяснилось, что 1♠ у них "
        "может быть четырёхкартной. Могу я поменять последний пас?")
    assert situation is not None and situation.event is Event.MISINFORMATION
    assert situation.partner_called is None


def test_or_carries_the_negation() -> None:
    """«wasn't arranging … or digging»: the reaching words after «or» are denied too, so the
    card touched on purpose is played (45C3), not one reached past."""
    situation = situation_from_story(
        "Dummy held ♠Q J 3. As declarer I touched the ♠J, meaning to play it. I wasn't "
        "arranging anything or digging out another card. Is the jack played?")
    assert situation is not None and situation.event is Event.CARD_PLAYED
    assert situation.arranging is False
