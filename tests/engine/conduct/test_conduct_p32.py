"""P32: play facts a director reads from the words.

- 21B1: the opponent who answered the teller's question («I asked … and the woman on my
  right said …») gave the misinformation, though «she» is said after the teller's partner is
  named; the English novice's «the person on my left» is a player by his side.
- 45D: a PBN record's «[Declarer "N"]» tells declarer, so a defender playing after dummy's
  misplaced card is known as one.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.conduct.reading import read_story_facts
from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_the_opponent_who_answered_gave_the_misinformation() -> None:
    situation, _ = read_story_facts(
        "The person on my right opened 1NT. I asked about it and the woman on my left said "
        "'weak, 12 to 14'. I passed. Right after, before my partner called, she said sorry, "
        "she explained it wrong, it is strong. Can I take back my pass?")
    assert situation is not None
    assert situation.offender is Seat.W


def test_a_pbn_declarer_tag_tells_declarer() -> None:
    situation, _ = read_story_facts(
        '[Contract "3NT"] [Declarer "N"] [Play "E"] C3 — North asked for "small club" but '
        "dummy played the CQ. West followed with the C2 and then they noticed. What now?")
    assert situation is not None
    assert situation.declarer is Seat.N
    assert situation.defender_played is True


def test_fond_diminutives_of_ranks_are_cards() -> None:
    ruling = ruled(
        "Играем 2♥, козыри червоночки, я Юг. Пятая взяточка: Восток пошёл трефовым "
        "валетиком, я дала двоечку треф, Запад королёчка треф, со стола троечка треф. Чья "
        "взятка и кто ходит?")
    assert ruling.to_json()["trick"] == {"winner": "W", "next_leader": "W"}


def test_a_card_asked_from_dummy_and_another_put_there_is_dummys_misplay() -> None:
    ruling = ruled(
        "Контракт 4♠, разыгрываю я, Юг. Восток пошёл бубной, я со стола назвала даму, а "
        "партнёр по рассеянности положил короля. Запад ещё не сыграл. Что теперь?")
    assert (ruling.irregularity, ruling.offender) == ("dummy_misplayed_card", Seat.N)
    assert "45D" in ruling.laws


def test_dummy_at_the_partner_after_a_comma_beside_my_seat() -> None:
    situation, _ = read_story_facts(
        "Играю 3БК, я Север, стол у партнёра. Взял со стола ♣K, подержал и положил назад.")
    assert situation is not None
    assert situation.declarer is Seat.N


def test_a_holding_after_a_suit_symbol_keeps_its_digits() -> None:
    situation, _ = read_story_facts(
        "Контракт 2♠, разыгрываю я. На столе: ♥Д3, ♦В3, ♣Т. Я сказал «тройку». Партнёр "
        "положил ♦3. Так можно?")
    assert situation is not None and situation.dummy is not None
    assert "♦J3" in str(situation.dummy)


def test_no_alert_from_a_player_makes_him_the_misinformer() -> None:
    situation, _ = read_story_facts(
        "Я Восток. Юг открыл 1♣, Запад пас, Север 1♦, алерта от Юга не последовало, я пас. "
        "Потом Юг сказал, что 1♦ у них — трансфер в червы. Партнёр ещё не заявлял. Можно "
        "мне переиграть?")
    assert situation is not None
    assert situation.offender is Seat.S


def test_a_card_tucked_behind_another_suit_is_a_revoke_outside_the_text() -> None:
    ruling = ruled(
        "Defending 3NT as East. On the third spade I threw a heart. Two tricks later I found my "
        "last spade tucked in behind the clubs. Declarer called the TD. Ruling?")
    assert ruling.status == "outside"
    assert "64" in ruling.outside


def test_a_review_after_dummy_played_to_the_opening_lead_is_too_late() -> None:
    ruling = ruled(
        "Играю 4♥, я Юг. Запад сделал первый ход, я со стола сыграла маленькую, Восток "
        "положил короля. Тут я попросила повторить торговлю. Восток: «поздно». Прав?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "41B" in ruling.laws
    assert "поздно" in ruling.summary.lower()


def test_declarer_may_ask_what_the_defenders_lead_means() -> None:
    ruling = ruled(
        "Разыгрываю 3БК, я Юг. Первый ход Запада ♠10, стол открыт. Я спросил Востока, что у "
        "них означает ход десяткой. Север ворчит, что так нельзя. Можно?")
    assert ruling.irregularity == "review_or_explanation"
    assert "20F2" in ruling.laws


def test_spoken_english_with_a_dropped_g_opens_no_quote() -> None:
    ruling = ruled(
        "I was sittin' East, defendin' 3NT. I held the ♣Q up so me partner could see its "
        "face, then put it back in me hand. Declarer wants it played. Right?")
    assert (ruling.irregularity, ruling.offender) == ("card_played", Seat.E)
    assert "45C1" in ruling.laws


def test_an_explanation_asked_once_dummy_is_down_is_the_case_not_the_lead() -> None:
    ruling = ruled(
        "We were playing 4S, me North declaring. East led, dummy went down, and then I asked "
        "East what their 3C meant. Allowed?")
    assert ruling.irregularity == "review_or_explanation"
    assert "41A" not in ruling.laws


def test_a_fifth_card_laid_with_the_others_by_declarer_is_no_lead() -> None:
    ruling = ruled(
        "I was declarer in 4H, South. Trick 6: all four cards were played and West won it "
        "with the ♠A. Dreaming, I laid the ♣2 with the others, a fifth card. Ruling?")
    assert (ruling.status, ruling.irregularity, ruling.offender) == ("final", "fifth_card", Seat.S)
    assert "45E2" in ruling.laws


def test_a_rank_alone_with_two_legal_cards_rules_that_declarer_designates() -> None:
    ruling = ruled(
        "Играем 4♠, разыгрываю я, Юг. Запад выходит ♦Т, у стола бубен нет, на столе ♥Д7 и "
        "♣Д54. Я сказал: «Дама». Партнёр ждёт. Какую класть?")
    assert (ruling.status, ruling.irregularity) == ("final", "designation")
    assert ruling.laws == ["46B3(B)"]


def test_finnish_play_roles_name_declarer_and_dummy() -> None:
    situation, _ = read_story_facts(
        "Контракт 3 sangia, pelinviejä länsi, lepääjä itä. Länsi взял со стола ♠Q, подержал "
        "и положил назад, сыграл ♠2.")
    assert situation is not None
    assert situation.declarer is Seat.W


def test_declarer_leading_from_his_own_hand_out_of_turn_is_law_55_though_dummy_is_named() -> None:
    ruling = ruled(
        "Club night. I declarer 2H. Trick 4 I win in dummy with ♣Q, then I quickly lead ♥3 from "
        "my own hand. RHO say wrong hand. Partner dummy keep quiet. Now what?")
    assert ruling.status == "outside"
    assert "55" in ruling.outside


def test_a_partner_who_kept_a_wrong_explanation_to_himself_is_law_75() -> None:
    ruling = ruled(
        "Board 5. East opened 1♠ and West said to us it was natural. After the hand their card "
        "showed it was artificial; East had sat on that knowledge right to the end. Ruling?")
    assert ruling.status == "outside"
    assert "75" in ruling.outside


def test_the_cards_dummy_holds_after_a_suit_he_lacks() -> None:
    ruling = ruled(
        "Board 7. North is declarer in 3NT. East led a club; dummy has no clubs left, only "
        "the ♦Q, ♦4, ♥Q and ♥7. Declarer just said 'queen'. Dummy doesn't know which one.")
    assert (ruling.status, ruling.irregularity) == ("final", "designation")
    assert ruling.laws == ["46B3(B)"]
