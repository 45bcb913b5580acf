"""P37: misinformation whose explainer the post never names is the partner of the bidder
whose bid the misinformed side called over last (21B: the explanation, or the alert, was
his to give); a bid «без всякого алерта» names the bidder's partner. A fifth card put «on
the same trick» or «сверху» is no lead, wherever the post first names it; declarer pulling
dummy's card out of its column touched it (45C3); dummy moving a misplaced card to its suit
arranges his hand (45F), and a rule someone states («не имеет права трогать») is no act;
dummy's card found after both sides played the next trick stands (45D); dummy's warning said
after a clause that names declarer follows his peek (43B2(B)); a slip «сорвалось с языка»
put right «не переводя духу» (45C4(B)); a suit discarded, then followed by the same player,
told in English, is a revoke (outside); contracts other tables played are no calls here.

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_misexplained_bid_the_teller_passed_over_names_the_bidders_partner() -> None:
    ruling = ruled(
        "Сдавал Запад. Запад 1♠, Север пас, Восток 2♣, я (Юг) пас, Запад 2♥. Нам сказали, что "
        "2♣ натуральные, а на деле это была конвенция про бубны. Мой партнёр ещё не "
        "заявлял. Могу я заменить свой пас на контру?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W
    assert "21B1" in ruling.laws


def test_the_partner_misinformed_names_the_bidder_he_called_over() -> None:
    ruling = ruled(
        "South dealt and opened 1♥. I'm East: I passed, North bid 2NT, partner passed, and "
        "South bid 3♣. We had been told 2NT was natural; it turned out to be an artificial "
        "raise. Partner wants to change his pass. Can he?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.S


def test_a_card_added_on_the_same_trick_is_no_lead_of_declarer() -> None:
    ruling = ruled(
        "West here; North declares 3NT, South is dummy. At trick four East won with the ♠A. "
        "North, not noticing, then put the ♥2 on the same trick as well, so there were five "
        "cards. Is that heart a penalty card?")
    assert (ruling.status, ruling.irregularity) == ("final", "fifth_card")
    assert "45E2" in ruling.laws


def test_a_fifth_card_put_on_top_after_a_heading_is_no_lead() -> None:
    ruling = ruled(
        "Про лишнюю карту. Играем 4♥ Севера, я Восток. В шестой взятке все четыре карты "
        "лежали, и мой партнёр Запад положил сверху ещё ♣3. Север требует штрафную. Что "
        "теперь?")
    assert (ruling.status, ruling.irregularity) == ("final", "fifth_card")
    assert "45E1" in ruling.laws


def test_declarer_pulling_dummys_card_out_of_its_column_touched_it() -> None:
    ruling = ruled(
        "East here. South declares 4♥, North is dummy. South pulled dummy's queen of clubs "
        "out of the column, then pushed it back and called for a spade. Must the queen be "
        "played?")
    assert ruling.irregularity == "card_played"
    assert "45C3" in ruling.laws


def test_a_bid_without_any_alert_names_the_bidders_partner() -> None:
    ruling = ruled(
        "Я Север. Восток открыл 1♣, я пас, Запад сказал 2♣ без всякого алерта, партнёр "
        "спасовал. Потом выяснилось, что 2♣ у них искусственные. Партнёр хочет поменять "
        "пас. Можно?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.E


def test_dummy_moving_a_misplaced_card_to_its_suit_arranges_his_hand() -> None:
    ruling = ruled(
        "Я болван, Север; Юг разыгрывает 3♣. Одна пика у меня затесалась среди червей, и я "
        "переложил её к остальным пикам. Запад сказал, что болван не имеет права трогать "
        "карты. Нарушил ли я что-то?")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is None
    assert "45F" in ruling.laws


def test_dummys_card_found_after_both_sides_played_the_next_trick_stands() -> None:
    ruling = ruled(
        "Я Восток. Юг играет 2♠, болван Север. В пятой взятке болван сам, без слова Юга, "
        "положил ♥4. Потом следующую взятку сыграли обе стороны, и только тогда Юг "
        "спохватился. Можно отменить ту четвёрку?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert "45D" in ruling.laws


def test_dummys_warning_said_after_a_clause_naming_declarer_follows_his_peek() -> None:
    ruling = ruled(
        "Я Запад. Север играет 4♠, Юг болван. Болван встал и заглянул в мои карты. Потом "
        "он, когда Север потянулся ходить из руки, сказал: «Ты на столе». Что теперь?")
    assert ruling.irregularity == "dummy_breach"
    assert "43B2(B)" in ruling.laws


def test_a_slip_of_the_tongue_put_right_without_drawing_breath() -> None:
    ruling = ruled(
        "Я Юг, играю 3♥, болван Север, на столе ♠К и ♣К. Ход со стола. Хотел сказать "
        "«король пик», а с языка сорвалось «король треф», и я, не переводя духу, "
        "поправился: «пик!» Восток требует трефового короля. Кто прав?")
    assert (ruling.status, ruling.irregularity) == ("final", "designation")
    assert "45C4(B)" in ruling.laws


def test_a_suit_discarded_then_followed_by_the_same_player_is_a_revoke() -> None:
    ruling = ruled(
        "I'm North, declaring 3NT. At trick three I led a heart and West discarded a club. "
        "Two tricks later I led another heart and West followed with the ♥J. What now?")
    assert ruling.status == "outside"
    assert "64" in [str(law) for law in ruling.outside]


def test_the_suit_shown_by_another_player_is_no_revoke() -> None:
    ruling = ruled(
        "I'm North, declaring 3NT. LHO led the ♦5, I (void in dummy) discarded the ♠2 from "
        "dummy, RHO played the ♦K. Who won the trick?")
    assert "64" not in [str(law) for law in ruling.outside]


def test_contracts_other_tables_played_are_no_calls_of_this_table() -> None:
    ruling = ruled(
        "Board 6, East dealt. All four of us passed, nobody bid. The other tables played it "
        "in 3♣ and 2NT. Do we redeal?")
    assert ruling.irregularity == "passed_out"
    assert "22A" in ruling.laws


def test_an_alert_the_teller_never_asked_about_is_his_own_misunderstanding() -> None:
    ruling = ruled(
        "Сдавал Север, правый открыл 2♣, левый алертнул. Я ничего не спросил, решил, что "
        "трефы натуральные, и сказал 3♣. Оказалось — искусственная форсирующая. Положена "
        "ли мне какая-то компенсация?")
    assert ruling.irregularity == "own_misunderstanding"
    assert "21A" in ruling.laws


def test_a_defenders_fifth_card_claimed_as_a_penalty_card_is_ruled_by_45E1() -> None:
    ruling = ruled(
        "I'm North, declaring 4♠. Trick 9: all four cards were down, I won it in hand, and "
        "then West tossed another card on top of the trick, the ♥6. I want it as a penalty "
        "card. Can I have it?")
    assert (ruling.status, ruling.irregularity) == ("final", "fifth_card")
    assert "45E1" in ruling.laws
    assert "50" in [str(law) for law in ruling.outside]


def test_a_face_down_lead_swapped_after_a_question_over_it_is_41As() -> None:
    ruling = ruled(
        "Играли 3♥ у Востока. Партнёр мой юг (я север) вышел рубашкой вверх. Я спросил у "
        "Запада, что значила их 2♦, а партнёр хвать карту обратно и другую кладёт. Так "
        "можно?")
    assert ruling.irregularity == "opening_lead"
    assert ruling.offender is Seat.S
    assert "41A" in ruling.laws


def test_a_review_asked_at_the_first_turn_to_play_before_any_card_is_allowed() -> None:
    ruling = ruled(
        "3♠ играет Север, мой партнёр Восток вышел, болван лёг. Я Запад и в свою очередь "
        "попросил повторить торговлю. Север: поздно, можешь только узнать контракт. Я ещё "
        "ни одной картой не сыграл. Кто прав?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "41B" in ruling.laws
    assert "41C" not in ruling.laws


def test_a_call_at_the_turn_of_a_player_the_director_barred_is_in_turn() -> None:
    ruling = ruled(
        "Сдача 3, сдающий Юг. Запад сказал пас раньше Юга, судья велел ему пасовать в "
        "следующую очередь. Потом Юг открыл 1♦, а его партнёр Север, не дожидаясь Запада, "
        "сказал 1♠. Восток кричит: вне очереди! Есть нарушение?")
    assert ruling.irregularity == "none"
    assert "28A" in ruling.laws


def test_the_card_declarer_crossed_to_dummy_with_is_none_of_dummys_cards() -> None:
    ruling = ruled(
        "Играем 4♥, разыгрывает Юг, болван Север. Юг перешёл на стол трефовым тузом и "
        "говорит: «Бубну». На столе бубны: дама, восьмёрка, двойка. Север взял даму, Восток "
        "возразил. Какая карта сыграна?")
    assert ruling.irregularity == "designation"
    assert "46B2" in ruling.laws
