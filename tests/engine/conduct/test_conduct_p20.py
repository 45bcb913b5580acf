"""Readings of a play story added in brief P20 (stop 20), each checked end to end on a post
worded unlike the development posts they were found on: a player's own agreement said aloud
after an explanation («у нас это …», also after a colon without quotes), «на мой вопрос
ответил», a question asked in quotes and answered in quotes, «сам не понял, что ему положено»
(no 21A), a card named in quotes and another named «сразу» after it (45C4(B)), «I am the
dummy. He says …», «ход со стола» setting the scene (no warning), English names set off by
commas («Rob, dummy, sitting West,»), a face-down lead slipped back, a side told of dummy and
not of declarer, a second clause's subject inside an event's words, a level in words before
«бэка», a whole trick told without its leader (44F/44G cited), «думал, что у нас …» (21A),
«и ещё ♦2 положил сверху» (45E), a nickname in Latin letters beside a seat, «стол у окна»,
«его партнёрша» of a player told by his side, words of seeing past an aside (45C1), a suit
not followed and then led by the same player (a revoke, Laws 61-64), and «No card has been
faced yet» (nobody has led), «слева от себя» (a place, no player), and «никто ничего не
показал … алерт» (a call unalerted); of several numbered questions, the first one's case."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event
from engine.story.reader import read_story
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited or named outside)
CASES = [
    # «у нас это …» in quotes after the explanation: the one asked misinformed (21B1)
    ("agreement_said_in_quotes",
     "Идёт торговля. Левый открыл 1♣, я спросил у правого, что это значит, он ответил: "
     "«натуральная, от четырёх». Я сказал пас. Правый сказал 1♥, и тут левый: «Простите, "
     "у нас 1♣ это искусственная, сильная». Партнёр ещё не заявлял. Можно мне забрать пас?",
     "final", "misinformation", "E", "21B1"),
    # the same said after a colon, no quotes
    ("agreement_said_after_colon",
     "Торговля ещё шла. Справа открыли 2♦, я спросил левого, что это, он сказал: слабые "
     "бубны. Я спасовал, левый сказал 2♠, а правый вдруг: да у нас 2♦ это мульти, "
     "извините. Партнёр ещё ничего не сказал. Могу я поменять свой пас на контру?",
     "final", "misinformation", "W", "21B1"),
    # «на мой вопрос ответил» is an explanation told (21B1, before the lead is faced)
    ("answer_to_my_question",
     "Сдавал Север: С 1♣, В пас, Ю 1♠, З пас, С 2♠, все пас. Я Запад. Север на мой "
     "вопрос ответил, что 1♣ — натуральная. Я положил ход рубашкой вверх, и тут Юг: "
     "«Надо поправить — 1♣ у нас может быть короткой». Карта ещё не открыта. Могу я "
     "поменять последний пас?",
     "needs_facts", "misinformation", "N", "21B1"),
    # a question asked in quotes, the answer in quotes, the correction lines later
    ("question_and_answer_in_quotes",
     "Слева открыли: «два трефы». Я спрашиваю у правого: «Что это?» Он: «Натуральные, "
     "длинные». Я пас. Правый: «Две бубны». Пауза. Левый честно говорит: «Вообще-то у "
     "нас это сильная искусственная, он не сказал». Партнёр ещё не говорил. Могу я "
     "поменять пас?",
     "final", "misinformation", "E", "21B1"),
    # «сам не понял, что ему можно»: his rights unknown, no call misunderstood (no 21A)
    ("rights_not_understood",
     "Играем 3♥, разыгрывает Север. Со стола Север сказал «валет треф», Запад сразу "
     "положил свою карту, а Север без паузы поправился: «Ой, десятка, оговорился». Запад "
     "и сам не понял, что ему можно. Какую карту играть со стола?",
     "final", "designation", "N", "45C4(B)"),
    # a card named in quotes, another named «сразу же» after it (45C4(B))
    ("named_again_at_once",
     "Контракт 2♠, разыгрывает Юг, болван Север. Восток пошёл ♥Q. Юг со стола: «маленькую "
     "бубну» — и сразу же: «черву, маленькую черву». Черви на столе есть. Запад требует "
     "бубну. Кто прав?",
     "needs_facts", "designation", "S", "45C4(B)"),
    # «I am the dummy. He says …»: «he» is declarer, not the teller
    ("he_after_i_am_dummy",
     "We play 2017 rules at home but my book is the 1987 one. My partner South is "
     "declarer, I am the dummy. He says 'low spade' and immediately, same breath, 'no, "
     "the queen'. East had not played yet. Can he have the queen?",
     "final", "designation", "S", "45C4(B)"),
    # «Взятка 7, ход со стола.»: the scene, nobody warning; the suit named alone (46B2)
    ("lead_from_dummy_as_scene",
     "Контракт 3БК, играет Юг, болван Север. Взятка 7, ход со стола. На столе бубны: ♦K "
     "9 3. Юг сказал одно слово: «бубну». Болван положил ♦K. Восток: короля не называли. "
     "Юг: «король и нужен». Какая карта сыграна?",
     "final", "designation", "S", "46B2"),
    # «Rob, dummy, sitting West,»: the name is dummy West wherever it comes again
    ("english_name_in_commas",
     "Old rules in our club. Maggie, dummy, sitting North, got up and walked round to "
     "look at declarer's hand. Two tricks later declarer started to lead from hand and "
     "Maggie says 'you're on the table'. What happens now?",
     "final", "dummy_breach", "N", "43B2(B)"),
    # «slip it back into his hand»: a face-down lead taken back, by the one who led it
    ("face_down_lead_slipped_back",
     "I declared 3H after 1H - (P) - 3H, all pass. Tony, on my left, put his "
     "lead face down, then said 'wait' and tried to slip it back into his hand to pick "
     "another card. He says it isn't faced so it isn't a lead. Who's right?",
     "final", "opening_lead", "W", "41A"),
    # «LHO was declarer so dummy was on my right»: the side is dummy's
    ("side_told_of_dummy",
     "We defended 3S; LHO was declarer so dummy was on my right. Declarer called for the "
     "jack of clubs and dummy played the jack of diamonds. Everyone followed and before "
     "the next lead declarer said 'I said clubs'. Does the diamond stay?",
     "needs_facts", "dummy_misplayed_card", "E", "45D"),
    # «…, Север сыграл, и Запад тут же перевернул»: the second clause's subject turned it
    ("second_clause_subject",
     "Вчера в клубе. Разыгрывал Юг, болван Север, я на Востоке. Запад пошёл, Юг сыграл, "
     "я тоже сыграл, и Запад тут же свою карту перевернул рубашкой вверх, а со стола ещё "
     "не сыграли. Можно так?",
     "final", "card_turned", "W", "45G"),
    # «Левый играет три бэка»: a contract with its level in words
    ("level_in_words_notrump",
     "Левый играет два бэка. Болван у них правый. Левый думает, чем играть со стола. А "
     "болван пальцем показывает на пикового короля. Левый берёт и играет короля. Я "
     "позвал судью. Что теперь?",
     "final", "dummy_indicated_card", "E", "45F"),
    # a whole trick told, its leader not: the rule that wins it is known (44F, 44G)
    ("trick_without_leader",
     "Вопрос из чата. Контракт 2♥. / ♣K / ♣3 / ♦A, треф нет / ♣5 / Туз бубен взял, "
     "говорит человек. Кто взял взятку и кто ходит дальше?",
     "needs_facts", "trick", "-", "44F"),
    # «думал, что у нас …»: the teller took his own agreement wrong (21A)
    ("thought_we_play",
     "Сам виноват. Партнёр открыл 1БК, я сказал 2♥ — думал, что у нас это трансфер, а "
     "мы так не договаривались. Партнёр спасовал, все пасовали. Соперникам всё объясняли "
     "верно. Можно заявку заменить?",
     "final", "own_misunderstanding", "-", "21A"),
    # «и ещё ♦2 … положил сверху»: a second card to a trick he had played to (45E1)
    ("another_card_on_top",
     "Лог игры. Контракт 2♠ у Юга, вистуем: я Запад, petya Восток. / я: ♥K / стол: ♥4 / "
     "petya: ♥7 / petya: и ещё ♣3 зачем-то положил сверху / юг: ♥A / Что с трефой?",
     "final", "fifth_card", "E", "45E1"),
    # «стол у окна», «его партнёрша, …, заглянула»: the card held is the one on the right
    ("partner_saw_past_aside",
     "Стол у окна, второй круг. Я разыгрывал 2♠. На третьей взятке мужчина справа от меня "
     "держал карты так низко, что его партнёрша, женщина в синем, наклонилась и увидела "
     "короля треф. Он ещё не играл в эту взятку. Должен он играть королём?",
     "final", "card_played", "E", "45C1"),
    # «пику не дал … потом сам с пики вышел»: a suit not followed, then led (Laws 61-64)
    ("suit_not_followed_then_led",
     "Играю 4♥ с Юга. Пошла пика, левый пику не дал, скинул трефу. Через три взятки он "
     "сам с пики заходит! Я позвал судью. Что теперь будет и сколько взяток мне положено?",
     "outside", "follow_suit", "W", "62"),
    # «No card has been faced yet»: nobody has led; who leads is the question (41A)
    ("no_card_faced_yet",
     "Board 3, dealer North. Auction: 1♥ (N) – 1♠ (E) – 2♥ (S) – 2♠ (W) – 4♥ (N) – all "
     "pass. West thinks South must lead because South raised hearts. No card has been "
     "faced yet. Who makes the opening lead?",
     "final", "opening_lead", "-", "41A"),
    # «справа от себя»: where dummy put a suit, no player on his right (41D)
    ("own_side_is_a_place",
     "Вистуем против 3♠. Стол разложил пики справа от себя, а трефы, бубны и черви "
     "одной кучей, не разобрать. Разыгрывающий говорит, что раскладывать можно как "
     "угодно. Так ли?",
     "final", "opening_lead", "-", "41D"),
    # «никто ничего не показал … алерт»: the call unalerted, its bidder's partner to blame
    ("nobody_showed_alert",
     "Торговля. Слева открыли 1♣, партнёр пас, справа сказали 1♥, и никто ничего не "
     "показал — ни карточки алерт, ничего. Я спасовал, думал, что черви, а потом "
     "выяснилось, что 1♥ у них показывает пики. Партнёр ещё не заявлял. Могу поменять пас?",
     "final", "misinformation", "W", "21B1"),
    # «Два вопроса. 1) … 2) …»: the first question's case is the ruling's
    ("first_of_two_questions",
     "Два вопроса про стол. 1) Юг играет 3♥ и со стола говорит только «пику». На столе "
     "♠Q, ♠8, ♠2. Какой картой играть? 2) Потом Юг задел ♦J на столе, не поправляя "
     "карты. Должна ли она быть сыграна?",
     "final", "designation", "S", "46B2"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_silence_after_own_call_is_no_call_out_of_turn() -> None:
    """«Партнёрша ещё ничего не сказала», told after her call and mine: she has not called
    since (21B1); the teller's seat follows the calls in turn, not a call out of turn."""
    story = read_story("Сдача 1. Партнёрша 1♦, справа 2♦ без алерта, я пас, слева 2♥. "
                       "Партнёрша ещё ничего не сказала. Могу я поменять пас?")
    assert story.me is not None and story.me.name == "S"
    assert story.offence is None


def test_a_count_said_with_our_words_is_no_agreement() -> None:
    """«у нас уже семь» (tricks counted) after an explanation puts nothing right."""
    situation = situation_from_story(
        "Север объяснил 2♣ как Стейман. Потом в розыгрыше Юг сказал: «у нас уже семь». "
        "Что будет?")
    assert situation is None or situation.event is not Event.MISINFORMATION
