"""P38: a trick told on across a semicolon, its middle cards by rank alone («East played the
nine, declarer the two»), and dummy's card named before the words «from dummy»; a card of
dummy named by its rank alone and then taken back in quotes («Валета». … «Нет, туза!») is a
named card changed (45C4), not an incomplete designation; a defender's question in the play
whose partner is then said to have switched on it is the question's right (20F2, 41B) and Law
16's case (outside this text), the switcher named; dummy named as a seat with nothing done is
no dummy case when the post tells a question; «Мой первый ход?» asks whose lead (20C1).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_trick_told_on_after_a_semicolon_reads_the_bare_ranks_in_the_suit_led() -> None:
    ruling = ruled(
        "I was South declaring 4♥ with North as dummy. At trick three I called for the jack of "
        "clubs from dummy; East played the four, I played the two, and West discarded the "
        "king of spades. West thinks his king won. Who won the trick and who leads next?")
    assert (ruling.status, ruling.irregularity) == ("final", "trick")
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.N, Seat.N)


def test_a_card_led_from_hand_is_not_dummys_when_dummy_plays_after_a_comma() -> None:
    ruling = ruled(
        "Я Север, играю 2♠, болван Юг. Третья взятка: Восток ходит ♦K, со стола кладу ♦3, "
        "Запад даёт ♦5, я — ♠4. Восток уверен, что король старший. Чья взятка?")
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.N, Seat.N)


def test_a_rank_named_for_dummy_then_taken_back_in_quotes_is_a_named_card_changed() -> None:
    ruling = ruled(
        "Разыгрываю 3БК, я Юг, болван Север, на столе ♠Т В 3. Запад пошёл пиковой пятёркой. "
        "Я говорю: «Валета». Партнёр положил валета, Восток сыграл ♠2. Потом я: «Нет, туза!» "
        "Какая карта стола сыграна?")
    assert ruling.irregularity == "designation"
    assert "45C4(B)" in ruling.laws
    assert ruling.status == "needs_facts"


def test_a_switch_after_partners_question_in_the_play_is_law_16s_case() -> None:
    ruling = ruled(
        "Я Юг, разыгрываю 4♥, болван Север. На третьей взятке Запад в свою очередь спросил, "
        "что означала моя заявка 2♣. Я объяснил: искусственная. Восток тут же перешёл на пику "
        "и получил перебитку. Что с этим делать?")
    assert (ruling.status, ruling.irregularity) == ("outside", "review_or_explanation")
    assert ruling.offender is Seat.E
    assert "16" in ruling.outside
    assert {"20F2", "41B"} & set(ruling.laws)


def test_a_question_in_the_play_with_dummy_named_is_no_dummy_case() -> None:
    ruling = ruled(
        "North was declarer in 3NT and South was dummy; I sat East. At trick six, at her "
        "turn, my partner West asked North what South's 2♦ had meant. Then I switched to a "
        "heart and we cashed four of them. North says the question tipped me off. Ruling?")
    assert ruling.status == "outside"
    assert ruling.irregularity == "review_or_explanation"
    assert ruling.offender is Seat.E


def test_a_question_in_the_play_without_a_switch_stays_the_right_to_ask() -> None:
    ruling = ruled(
        "Я Юг, разыгрываю 4♥, болван Север. На третьей взятке Запад в свою очередь спросил, "
        "что означала моя заявка 2♣. Я объяснил. Имел ли он право спрашивать посреди "
        "розыгрыша?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert not ruling.outside or ruling.status != "outside"


def test_asking_is_it_my_first_lead_is_asking_whose_lead() -> None:
    ruling = ruled(
        "Торговля закончилась, разыгрывает Север 3♥. Я Восток, спросил: «Мой первый ход?» "
        "Север сказал, что такие вопросы задавать нельзя. Можно ли?")
    assert "20C1" in ruling.laws


def test_a_discard_on_a_suit_led_then_that_suit_laid_out_is_a_revoke() -> None:
    ruling = ruled(
        "Играли 4♠, разыгрывал я, Юг. Я пошёл червой, Запад сбросил трефу. Через три взятки "
        "Запад выложил червового короля. Сколько взяток нам переходит?")
    assert (ruling.status, ruling.irregularity) == ("outside", "follow_suit")
    assert ruling.offender is Seat.W
    assert "64" in ruling.outside


def test_a_revoke_told_in_english_is_not_dummys_count_of_tricks() -> None:
    ruling = ruled(
        "I declared 3NT from North with South as dummy. I led a heart and West discarded a "
        "spade. Two tricks later West followed with the ♥9. How many tricks do we get?")
    assert (ruling.status, ruling.irregularity) == ("outside", "follow_suit")
    assert ruling.offender is Seat.W


def test_a_card_of_the_suit_led_played_then_another_is_no_revoke() -> None:
    ruling = ruled(
        "I declared 3NT from North with South as dummy. I led a club and East played the "
        "♣2. Later East played the ♣Q on my club ace. Who won the last trick?")
    assert ruling.irregularity != "follow_suit"


def test_declarer_absent_mindedly_adding_a_card_to_a_full_trick_made_no_lead() -> None:
    ruling = ruled(
        "I was declarer in 4♠ as North, South was dummy. East won trick six with the ♥A and, "
        "absent-mindedly, I put the ♦4 from my hand on the finished trick. It was East's lead, "
        "so it was no lead of mine. What now?")
    assert (ruling.status, ruling.irregularity) == ("final", "fifth_card")
    assert "45E2" in ruling.laws


def test_nobody_noticing_at_once_leaves_the_time_of_attention_asked() -> None:
    ruling = ruled(
        "I was declaring 4♥ as South, North was dummy. I asked for a small diamond, but North "
        "put the ♦K on the table. Nobody noticed at once; some time later West remarked that "
        "the king had never been called. Does the king stay played?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.status == "needs_facts"
    assert "attention" in [question.fact for question in ruling.questions]


def test_dummy_putting_down_another_card_instead_of_the_one_called_is_45d() -> None:
    ruling = ruled(
        "I'm in 3♠ as North. I called the small heart from the table and partner put down "
        "the ten of clubs instead. West had already played after it; then I saw it. Nobody "
        "has played to the next trick. Is the club played?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert ruling.offender is Seat.S
    assert "45D" in ruling.laws


def test_my_lead_or_not_asked_aloud_is_asking_whose_lead() -> None:
    ruling = ruled(
        "Торговля кончилась, 3♣ играет Юг. Я сижу на Западе и спрашиваю: мой ли ход? Юг "
        "говорит, что спрашивать нельзя. Можно ли было спросить?")
    assert "20C1" in ruling.laws


def test_a_wrong_card_that_came_out_and_was_fixed_in_the_same_breath_is_45c4b() -> None:
    ruling = ruled(
        "I'm declarer in 3NT, North, dummy South. I meant to call the spade queen from dummy "
        "and out came 'club queen'. I fixed it right away, same breath, but West had already "
        "thrown a small club on it. Which card is played, and what about West's club?")
    assert ruling.irregularity == "designation"
    assert "45C4(B)" in ruling.laws


def test_a_face_down_lead_the_leader_wants_to_swap_is_the_opening_lead() -> None:
    ruling = ruled(
        "North opened and wound up in 3♥. I'm East, so I'm on lead. I put the ten of spades "
        "face down, then wanted to swap it for a diamond before turning it over. May I?")
    assert (ruling.status, ruling.irregularity) == ("final", "opening_lead")
    assert "41A" in ruling.laws


@pytest.mark.xfail(strict=True, reason=(
    "the case model retrained in stop 41 is sure of misinformation (p 0.57) and overrules the "
    "reader's 21A; letting the words decide between the two lost 16 rows, unseen ones among them"))
def test_forgetting_ones_own_system_is_no_misinformation() -> None:
    ruling = ruled(
        "Partner opened 1NT, RHO passed and I bid 2♥ as a natural weak bid; I forgot we play "
        "transfers. Partner alerted and bid 2♠, which I took as natural, so I passed. Can I "
        "change my pass now?")
    assert (ruling.status, ruling.irregularity) == ("final", "own_misunderstanding")
    assert "21A" in ruling.laws
