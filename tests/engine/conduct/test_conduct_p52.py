"""P52: the play reader on what a story leaves unsaid and on words it did not know (stop 52).

A story that tells a card turned face down, declarer's fifth card, or a review asked for after
the lead was faced (in the teller's own words) and says nothing more is read in the usual
course of such a complaint: the card was turned before all four had played (45G), the fifth
card was no lead (45E2), the review was asked at the asker's first turn before he played
(41B); the ruling says what it took. A teller who says he does not know it (who put the card,
whether all had played, whether he had played a card) is asked. A card of the suit led told
held («у меня одна ♦5») and then played by its rank alone follows suit; the southern «нэма»
tells a suit not held, and dummy's «пик нэма?» asks declarer about a revoke. A face-down lead
picked up again is 41A's case; a card added to a trick «по рассеянности» is no lead; a trick
told card by card in short sentences after its lead («Со стола валет. Я кладу даму.») is read
whole; dummy telling the opponents, after the play, that a defender revoked points out an
irregularity (42B3); a defender's card «весь стол видел» could be seen by his partner (45C1);
dummy who «не сдержался» and spoke breached 43A1(C); a card of the suit led found hidden «за
бубнами» and played as «её» followed suit.

Each worded unlike the post that revealed the gap, ruled through the story door.
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.rule import rule_situation
from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("card_of_the_suit_led_told_held_then_played_by_its_rank",
     "Контракт 4♥ у Юга, я Восток. Запад пошёл бубной. У меня одна ♦5 и куча червей. Дал "
     "пятёрку, хотя партнёр потом ворчал, что надо было бить козырем. Я был обязан?",
     "final", "follow_suit", "-", "44C"),
    ("southern_nema_tells_a_suit_not_held",
     "Играли 2♠, Север разыгрывал, я Юг. Восток зашёл с червы, а у Запада червей нэма, он "
     "скинул маленькую бубну. Север кричит, что обязан был козырять. Так обязан или нет?",
     "final", "follow_suit", "-", "44D"),
    ("dummy_asking_nema_in_southern_speech",
     "Я болван, Юг. Партнёр Север играет 3♦. Восток ходит бубной, Север кидает трефу. Я "
     "спрашиваю: партнёр, бубен нэма? Запад возмутился. Разве болвану нельзя?",
     "final", "dummy_right", "-", "42B1"),
    ("card_turned_face_down_and_nothing_more_said",
     "Контракт 3♣, разыгрывает Север. Во второй взятке Восток сыграл ♥Д и тут же "
     "перевернул её рубашкой вверх. Я попросил показать, он отказался. Так можно?",
     "final", "card_turned", "E", "45G"),
    ("card_turned_and_the_teller_does_not_know_whether_all_had_played",
     "Контракт 3♣, разыгрывает Север. Во второй взятке Восток сыграл ♥Д и перевернул её "
     "рубашкой вверх. Не знаю, все ли уже положили карты в эту взятку. Это нарушение?",
     "needs_facts", "card_turned", "E", "45G"),
    ("declarers_fifth_card_with_no_word_of_a_lead",
     "Четыре червы играю я, Север. Восьмую взятку взял Запад тузом, четыре карты лежат, "
     "а я кладу сверху ещё ♣3 из руки. Запад требует оставить её на столе. Прав ли он?",
     "final", "fifth_card", "N", "45E2"),
    ("third_hand_asks_for_the_auction_after_the_lead_and_dummy",
     "Three clubs by South, I was East. My partner West led the ♠4 face up and dummy went "
     "down. I then asked to have the whole auction repeated. Declarer said no, too late. "
     "Who is right?",
     "final", "review_or_explanation", "-", "41B"),
    ("face_down_opening_lead_picked_up_again",
     "Контракт 2♠ у Севера, я Восток, первый ход мой. Положил ♦К рубашкой вверх, но тут "
     "партнёр что-то спросил, и я забрал карту обратно. Юг возражает. Кто прав?",
     "final", "opening_lead", "E", "41A"),
    ("extra_card_put_on_a_trick_absent_mindedly",
     "Играем 4♦, разыгрывает Север. Девятую взятку взял Запад, и тут Восток по рассеянности "
     "положил пятой картой ♠8. Что теперь с восьмёркой?",
     "final", "fifth_card", "E", "45E1"),
    ("trick_told_in_short_sentences_after_the_lead",
     "Четыре пики, играет Север. Я Запад. Восток пошёл десяткой бубен. Со стола валет. Я "
     "кладу даму. Север — короля. Чья взятка и кто ходит?",
     "final", "trick", "-", "44F"),
    ("dummy_telling_the_opponents_of_a_revoke_after_the_play",
     "Я был болваном у партнёра в 3♥. Уже после последней взятки я сказал соперникам, что "
     "Восток в четвёртой взятке не дал в масть. Можно мне было это говорить?",
     "final", "dummy_right", "-", "42B3"),
    ("card_held_up_that_the_whole_table_saw",
     "Играем 3♣, разыгрывает Север. На шестой взятке вистующий Запад поднял валета треф над "
     "столом лицом вверх, весь стол видел, а потом убрал его обратно. Сыграна ли карта?",
     "final", "card_played", "W", "45C1"),
    ("dummy_who_could_not_hold_back_a_remark",
     "Я болван, Юг, партнёр играет 4♠. На седьмой взятке он сыграл, по-моему, глупо, и я не "
     "сдержался — высказал всё, что думаю. Восток позвал судью. Что мне будет?",
     "final", "dummy_breach", "S", "43A1(C)"),
    ("card_of_the_suit_led_found_and_played_by_a_pronoun",
     "Контракт 3♠, разыгрывает Север, я Восток. Север ходит трефой, а я уже хотела "
     "козырнуть — но у меня одна трефа, оказывается, спряталась за бубнами. Положила её. "
     "Обязана была?",
     "final", "follow_suit", "-", "44C"),
    ("asker_does_not_remember_whether_he_had_played_a_card",
     "Три трефы у Юга, я Восток. Партнёр Запад открыл ♠4, болван выложен. Я попросил "
     "повторить торговлю, но не помню, положил ли я уже свою карту. Юг говорит — поздно. "
     "Кто прав?",
     "needs_facts", "review_or_explanation", "-", "41B"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_what_a_story_leaves_unsaid_is_read_in_its_usual_course(
    case: TextCase, packaged_searcher: Searcher
) -> None:
    check_told(case, packaged_searcher)


def test_the_facts_taken_are_named_in_the_situation() -> None:
    situation = situation_from_story(
        "Контракт 2♥, разыгрывает Юг. В пятой взятке Запад сыграл ♠К и сразу перевернул "
        "карту лицом вниз. Разве так можно?")
    assert situation is not None, situation
    assert situation.all_played is False and situation.assumed == {"all_played"}, situation


def test_a_fifth_card_nobody_knows_who_put_is_asked_about() -> None:
    situation = situation_from_story(
        "В клубе на пятом столе во взятке оказалось пять карт, лишнюю кто-то подкинул, но "
        "ходом её никто не считал. Я не знаю, кто её положил. Какое тут наказание?")
    assert situation is not None and not situation.assumed, situation
    assert rule_situation(situation).status == "needs_facts"
