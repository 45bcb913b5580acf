"""P43: a verb of leading right before the words of a card face down tells the opening lead
(«partner led face down, then before he turned it over …»: 41A, not a card turned over after
its trick, 45G).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_lead_face_down_wanted_back_before_it_is_faced_is_the_opening_lead() -> None:
    ruling = ruled(
        "RHO is playing 3NT. My partner led face down and, before turning it over, asked "
        "whether he could swap it for a club instead. Declarer objected. May he?")
    assert ruling.irregularity == "opening_lead", (ruling.irregularity, ruling.laws)
    assert "41A" in ruling.laws


def test_a_contract_in_words_with_a_hyphened_no_trumps_sets_the_trump() -> None:
    ruling = ruled(
        "Four no-trumps by South, North dummy, I'm West. I led the ♣5, dummy played the "
        "three, my partner discarded the king of hearts, and South played the ♣8. Whose "
        "trick, and who leads?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert ruling.to_json()["trick"] == {"winner": "S", "next_leader": "S"}


def test_a_small_card_of_a_suit_told_after_the_trick_completes_it() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Север, болван Юг, я Запад. Восток пошёл королём пик. "
        "Со стола дали червовую тройку. Я положил ♠Д, Север снёс маленькую бубну. Чья "
        "взятка и кто ходит?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert ruling.to_json()["trick"] == {"winner": "S", "next_leader": "S"}


def test_a_player_who_had_not_yet_gone_to_the_trick_means_not_all_played() -> None:
    ruling = ruled(
        "Я Север, играю 3♣, болван Юг. Хожу с руки бубной, Восток кладёт карту и сразу "
        "переворачивает её рубашкой вверх, а Запад ещё в эту взятку не ходил. Так можно?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert ruling.irregularity == "card_turned" and "45G" in ruling.laws


def test_a_card_held_face_up_just_above_the_cloth_is_in_a_played_position() -> None:
    ruling = ruled(
        "Контракт 4♥, разыгрывающий Юг, болван Север. Юг вынул из руки короля пик и держал "
        "его лицевой стороной вверх в сантиметре над сукном, все видели. Потом передумал и "
        "положил двойку. Должен ли остаться король?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert "45C2" in ruling.laws


def test_a_fifth_card_nobody_took_for_a_lead_is_none() -> None:
    ruling = ruled(
        "Играли 2♠, разыгрывал Юг, болван Север. Взятку выиграл стол, карты ещё лежат. Юг "
        "положил из руки ещё и пятую карту, бубновую девятку, в ту же взятку. Ходить было "
        "со стола, так что ходом это никто не счёл. Что за это?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert ruling.irregularity == "fifth_card" and "45E2" in ruling.laws


def test_a_height_thrown_out_before_a_colon_designates_dummys_card() -> None:
    ruling = ruled(
        "Я Восток. Север играл 4♠, болван Юг, на столе трефы: король, валет, четвёрка. Запад "
        "пошёл ♣Д, и Север небрежно бросил: «Младшую». Юг дал четвёрку. Север хотел короля. "
        "Можно поменять?")
    assert ruling.irregularity == "designation", (ruling.irregularity, ruling.laws)
    assert "46B1" in ruling.laws
    assert ruling.offender is Seat.N
