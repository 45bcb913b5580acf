"""P29: play facts a director reads from the words.

- 45D: a defender who «покрыл» or «перебил» dummy's wrong card, or whose card is told after
  his seat with no verb («Запад сверху — ♥A»), played after dummy's error.
- 45G: «партнёр и болван ещё тоже не сыграли»: a word between «ещё» and «не сыграли».
- 45C2: a card held «мордой вверх» (slang for face up) near the table.
- A greeting to the readers («Здорово, мужики.») names no player who acted: a noun for
  people in the plural is not the one player who did it.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_defender_who_covered_dummys_wrong_card_played_after_it() -> None:
    ruling = ruled(
        "Играю 4♠ с Юга, стол у Севера. Запад пошёл ♣5, я назвал со стола «маленькую», а "
        "партнёр положил ♣K. Восток перебил тузом, ♣A. До следующей взятки все заметили. Что "
        "теперь со столом и с тузом Востока?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "final"
    assert "45D" in ruling.laws


def test_a_defenders_card_after_his_seat_with_no_verb_is_his_play() -> None:
    ruling = ruled(
        "Контракт 3БК, играет Север, болван Юг. Восток пошёл ♥4, Север назвал со стола «двойку», "
        "а болван положил ♥Q. Запад сверху — ♥A. Следующую взятку ещё не начинали. Что "
        "возвращается в руку?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "final"


def test_a_holding_after_a_defenders_seat_is_no_play() -> None:
    ruling = ruled(
        "Контракт 3БК, играет Север, болван Юг. Восток пошёл ♥4, Север назвал со стола «двойку», "
        "а болван положил ♥Q. У Запада был ♥A. Что теперь?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "needs_facts"


def test_two_players_who_also_had_not_played_leave_the_trick_unfinished() -> None:
    ruling = ruled(
        "Я Запад, вистую против 2♥. Левый, Юг, разыгрывающий, пошёл с руки ♠9 и тут же "
        "перевернул её рубашкой вверх. Болван и мой партнёр ещё тоже не сыграли. Так можно?")
    assert ruling.irregularity == "card_turned"
    assert ruling.status == "final"
    assert "45G" in ruling.laws


def test_a_card_held_muzzle_up_near_the_table_is_played() -> None:
    ruling = ruled(
        "Играли 3♦, разыгрывал Запад, болван у Востока. Разыгрывающий вытащил из руки ♠K и "
        "держит мордой вверх, почти на столе. Потом передумал. Король сыгран?")
    assert ruling.irregularity == "card_played"
    assert ruling.status == "final"
    assert ruling.offender is Seat.W
    assert "45C2" in ruling.laws


def test_the_readers_greeted_are_not_the_player_who_acted() -> None:
    ruling = ruled(
        "Здорово, мужики. Вчера сидели в клубе. Правый (Восток) разыгрывал 2♥, болван у "
        "Запада. Восток с руки вытащил ♣J и держит мордой вверх, почти на сукне. Обязан он "
        "валета играть?")
    assert ruling.status == "final"
    assert ruling.offender is Seat.E
    assert "45C2" in ruling.laws


def test_the_player_asked_who_then_explained_gave_the_misinformation() -> None:
    ruling = ruled(
        "Север открыл 2♣. Я (Восток) спросила Юга, она объяснила: сильная рука, любая. Я "
        "спасовала. Юг, ещё не заявив, говорит: «извините, у нас 2♣ — слабая в бубнах». "
        "Мой партнёр ещё не заявлял. Можно заменить пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.S


def test_not_a_single_card_of_the_suit_led_is_a_void() -> None:
    ruling = ruled(
        "Вистовал против 3♥ Запада. Мой партнёр пошёл ♠K. У меня пик ни одной, а козыри есть; "
        "я сбросил ♦2. Запад возмутился: без пик обязан козырять! Кто прав?")
    assert ruling.irregularity == "follow_suit"
    assert ruling.status == "final"
    assert "44D" in ruling.laws


def test_a_review_asked_at_a_later_trick_is_asked_after_cards_were_played() -> None:
    ruling = ruled(
        "Контракт 2♠ Севера. Первый ход открыт, болван выложен. В пятой взятке разыгрывающий "
        "потребовал повторить всю торговлю, вистующие отказали. Кто прав?")
    assert ruling.irregularity == "review_or_explanation"
    assert ruling.status == "final"
    assert "41C" in ruling.laws


def test_a_review_asked_at_the_first_turn_to_play_is_in_turn() -> None:
    ruling = ruled(
        "I was West, defending 3NT by North. East led a spade, dummy went down, declarer played "
        "low from dummy, and at my first turn to play I asked for the auction to be repeated. "
        "Was that allowed?")
    assert ruling.irregularity == "review_or_explanation"
    assert ruling.status == "final"
    assert "41B" in ruling.laws
