"""P50: the play reader on facts told in words it did not know (stop 50): a Russian verb in
the first person singular with no subject («Вынул ♠5, держу …») is the teller's own act; a
card his partner could see told «лицом ко мне» when no words tell who held it belongs to the
teller's partner (45C1), not to the declarer named first; a player after a verb and a
preposition («спрашивает у меня») is the verb's object, so the player spoken of before asked,
and one told in the clause of what was asked («спросил у запада, что значили 2♣ его
партнёра») is not the asker; the teller who says he played the contract is declarer over an
auction told with no dealer (its seats only guessed); a verb joined by «and» to the verb that
opens its sentence («Fetched a coffee and stood behind her chair») has that verb's subject;
«you're on table» warns declarer and «I were dummy» says the teller was dummy; a card put out
(«выложил») by another than the player who won the trick told is a lead out of turn (Laws
53-56, outside the text) by him, even when the post asks who leads next; a card dropped «on top
of that trick» is a fifth card, and «wasn't trying to lead anything» says it was no lead; «before
I've even …» says the teller had not played to the trick; «партнёр» in the unquoted words of a
player named before a colon («Север говорит: …, партнёр неправильно объяснил») is his partner.

Each worded unlike the post that revealed the gap, ruled through the story door.
"""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.conduct.reading import situation_from_story
from engine.search import Searcher
from laws_text import load_corpus
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("held_card_of_a_declarer_who_drops_his_i",
     "Сижу Западом, разыгрываю 3♣. Седьмая взятка. Вынул ♠5, держу лицом вверх почти у "
     "сукна. Потом решил — лучше ♠Д. Север говорит: всё, пятёрка сыграна. Так?",
     "final", "card_played", "W", "45C2"),
    ("card_facing_the_teller_is_his_partners",
     "Вистуем 3♠, разыгрывает Юг, я Запад. Юг ходит трефой с руки, я дал пятёрку, со стола "
     "дама. Петька, напарник мой, Восток, карты держит как веник после бани — король треф "
     "торчит лицом ко мне, я его прямо видел. Хочет дать тройку. Юг: нет, король засвечен, "
     "клади его. Обязан?",
     "final", "card_played", "E", "45C1"),
    ("declarer_told_over_an_auction_with_no_dealer",
     "Я Восток, разыгрывала 2♠, болван — партнёр на Западе. Торговля: 1♠ — пас — 2♠ — все "
     "пас. На третьей взятке, пока я думала, партнёр пальцем ткнул в ♥К на столе. Что теперь?",
     "final", "dummy_indicated_card", "W", "45F"),
    ("dummy_who_went_and_stood_behind_declarer_warns",
     "Partner declared 4H, I were dummy. Fetched a coffee and stood behind her chair watching "
     "the play. She won in dummy then reached for a card in her own hand and I said 'you're "
     "on table'. What do the defenders get?",
     "final", "dummy_breach", "S", "43B2(B)"),
    ("declarer_card_dropped_on_that_trick_and_no_lead",
     "Playing 3NT from the South seat. West led the ♠5, dummy played the ♠2, East the ♠K and I "
     "won with the ♠A. Then I went and dropped the ♥4 face up on top of that trick. Wasn't "
     "trying to lead anything, the trick was done. West calls it a penalty card. Right?",
     "final", "fifth_card", "S", "45E2"),
    ("card_turned_before_the_teller_had_chosen_his",
     "Defending 3♥, South's declarer, I'm West. Trick four, partner East leads the ♣K, "
     "declarer plays low, and before I've even chosen a card partner turns his king face "
     "down. Allowed?",
     "final", "card_turned", "E", "45G"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_facts_told_in_new_words_are_ruled(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_a_declarer_who_asks_of_the_teller_is_the_one_who_asked(
    packaged_searcher: Searcher,
) -> None:
    text = ("Георгий разыгрывает 2♠ с Юга. На шестой взятке, в свою очередь, спрашивает у меня: "
            "«Что у вас значит маленькая карта при сносе?» Я сижу Западом. Должна ли я отвечать?")
    ruling = rule_text(text, load_corpus(), packaged_searcher)
    assert (ruling.irregularity, ruling.offender) == ("review_or_explanation", None), ruling
    assert "20F2" in ruling.laws and ruling.summary.startswith("Можно: разыгрывающий"), ruling


def test_a_card_put_out_after_a_trick_another_won_is_a_lead_out_of_turn(
    packaged_searcher: Searcher,
) -> None:
    text = ("Играли 2♠ Запада, я Север, партнёр Юг. Пятую взятку я взял бубновым королём. А "
            "партнёр, не подумав, уже выложил ♥Т. Кто теперь ходит и что будет с тузом?")
    ruling = rule_text(text, load_corpus(), packaged_searcher)
    assert ruling.status == "outside" and ruling.offender is not None, ruling
    assert ruling.offender.letter == "S" and "56" in ruling.outside, ruling


def test_a_partner_named_in_a_players_unquoted_words_is_that_players_partner() -> None:
    situation = situation_from_story(
        "Я Восток, партнёр мой Запад. Юг открыл 1БК, Запад пас, Север 2♥, я спросил — Юг: "
        "натуральные черви. Все пас. Играет Север 2♥, первый ход ещё не сделан, а Север "
        "говорит: у нас 2♥ — перевод на пики, партнёр неправильно объяснил. Могу я поменять "
        "свой пас?")
    assert situation is not None and situation.offender is not None, situation
    assert situation.offender.letter == "S", situation
