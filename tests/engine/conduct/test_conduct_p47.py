"""P47: the seats written as the English names in Cyrillic letters («Ист», «Саут», «Норт»), a card
dropped on top of a trick all four had played (a fifth card, 45E), a trick told won before the
question (every player has played to it: too late for a review, 41C), and third hand told not
to have played yet («I hadn't played a single card», «before I played»), who asks at his first
turn to play (41B); the opening lead told not yet put out with the card of the first lead («ещё
не выложил карту первого хода»: the auction period goes on, 21B1), and dummy's card withdrawn
while declarer has not played to the trick (found before the next trick, 45D).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import offender_letter, ruled


def test_a_seat_written_as_the_english_name_in_cyrillic_is_that_seat() -> None:
    ruling = ruled(
        "3♠ играю я, Норт. В пятой взятке со стола, с Саута, взял ♥Т, все четыре карты "
        "лежали. Я перекладывал карты в руке, и ♦В выпал на середину, на эту взятку, лицом "
        "вверх. Ходить было со стола. Ист говорит: штрафная. Так ли?")
    assert ruling.irregularity == "fifth_card", ruling.laws
    assert offender_letter(ruling) == "N", ruling.offender
    assert "45E2" in ruling.laws, ruling.laws


def test_a_card_dropped_on_top_of_a_finished_trick_is_a_fifth_card() -> None:
    ruling = ruled(
        "Three hearts by North, I'm East. At trick five dummy's ace won, everyone had followed, "
        "and West let the four of spades fall face up on top of the finished trick. It was "
        "dummy's lead. Is the spade a penalty card now?")
    assert ruling.irregularity == "fifth_card", ruling.laws
    assert offender_letter(ruling) == "W", ruling.offender


def test_a_trick_told_won_before_the_review_makes_it_too_late() -> None:
    ruling = ruled(
        "Four hearts by South, I'm East. West led the ♠K, dummy played low, I played the two "
        "and declarer won with the ace. Then declarer wanted the whole auction repeated. Can "
        "he still ask for that?")
    assert ruling.status == "final", ruling.questions
    assert "41C" in ruling.laws, ruling.laws


def test_third_hand_told_not_to_have_played_asks_in_time() -> None:
    ruling = ruled(
        "East was declarer in 3♣, I'm North. South led the ace of diamonds, dummy went down, "
        "declarer called a small diamond from dummy. Before I played I asked for the whole "
        "auction to be gone over again; I hadn't played a single card yet. Declarer said too "
        "late. Who's right?")
    assert ruling.status == "final", ruling.questions
    assert "41B" in ruling.laws and "41C" not in ruling.laws, ruling.laws


def test_the_opening_lead_not_yet_put_out_keeps_the_auction_period() -> None:
    ruling = ruled(
        "Торговля: Юг 1♣, мой партнёр Запад пас, Север 1♦ с алертом. Я (Восток) спросил, Юг "
        "объяснил: «натуральные бубны». Я пас. Юг 1БК, Запад пас, Север пас, и я пас. Запад ещё "
        "не выложил карту первого хода, и тут Север говорит: «у нас 1♦ — перевод на черви». "
        "Могу я поменять свой последний пас?")
    assert ruling.status == "final", ruling.questions
    assert ruling.irregularity == "misinformation", ruling.laws
    assert "21B1" in ruling.laws, ruling.laws


def test_dummys_card_withdrawn_while_declarer_has_not_played_is_found_in_time() -> None:
    ruling = ruled(
        "Играли против 3♣ Запада, болван на востоке. Я на севере вышел пятёркой пик. Запад "
        "говорит «маленькую», а болван кладёт пикового короля. Мой партнёр на юге накрыл тузом. "
        "Запад: «я же сказал маленькую!» Сам он ещё карту не положил. Короля со стола убрали. "
        "А партнёру можно туза забрать?")
    assert ruling.status == "final", ruling.questions
    assert ruling.irregularity == "dummy_misplayed_card", ruling.laws
    assert "45D" in ruling.laws, ruling.laws
