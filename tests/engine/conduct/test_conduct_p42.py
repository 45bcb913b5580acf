"""P42: declarer whose first words for dummy's card named a suit alone («трефу», 'heart')
designated its lowest card (46B2), whatever rank he said afterwards he had meant, and a
defender who spoke up after it is not the one who named it; «North's dummy.», a player's word
with «'s» and a role ending the clause, tells who is dummy; a player who asked an opponent
about a call received the explanation, so the misinformation is that opponent's even when the
truth is told later in a sentence of the teller's; colloquial verbs of playing («bungs out»,
«stuck my king on it») play a card; «nobody had started the next trick» is attention drawn in
time (45D).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_suit_alone_then_a_rank_claimed_is_the_lowest_card_of_the_suit() -> None:
    ruling = ruled(
        "Вистовал против 4♠ Востока, болван Запад, на столе ♦AQ4. Восток сказал «бубну» и "
        "всё. Болван дал четвёрку. Восток говорит нет, я хотел даму, это же импас. Кто прав?")
    assert ruling.irregularity == "designation"
    assert ruling.laws == ["46B2"]
    assert ruling.offender is Seat.E


def test_a_defender_who_spoke_after_the_suit_alone_did_not_name_it() -> None:
    ruling = ruled(
        "West is declarer in four spades, East is dummy with KQ2 of hearts. Declarer just "
        "says 'heart', and dummy plays the two. Declarer wanted the king. South said the two "
        "is played. Who is right?")
    assert "46B2" in ruling.laws, ruling.laws
    assert ruling.offender is Seat.W


def test_a_players_word_with_s_and_a_role_ending_the_clause_tells_the_dummy() -> None:
    ruling = ruled(
        "I'm West. Three clubs by North, South's dummy. At trick four I led a spade, declarer "
        "said 'low', and dummy went and played the ace instead. I put my king on it before "
        "anybody noticed; nobody had started the next trick. What happens?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.offender is Seat.S


def test_attention_before_anybody_started_the_next_trick_and_a_colloquial_play() -> None:
    ruling = ruled(
        "I was South defending 3NT by West, East's dummy. Declarer called for a low diamond, "
        "but dummy bunged out the king, and I stuck my ace on it. Nobody's started the next "
        "trick yet. Can I take my ace back?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert "45D" in ruling.laws


def test_the_opponent_asked_gave_the_misinformation_told_as_the_truth_later() -> None:
    ruling = ruled(
        "I'm North and West dealt and opened 2♣. I asked East what it was and she said "
        "natural, clubs. So I passed. A minute later I glanced at their system card: two "
        "clubs is a transfer to diamonds. The auction is still going. May I change my pass?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.E


def test_the_truth_told_without_an_explainer_leaves_it_to_the_opponent_asked() -> None:
    ruling = ruled(
        "Торговля: Юг 1♣, Запад пас, Север 2♥, все пас. Я Запад. Перед своим пасом я спросил "
        "про 2♥, и Юг сказал: «слабо, черви». Я сделал первый ход, выложили болвана (Север), "
        "и стало ясно, что 2♥ у них трансфер в пики. Можно ли ещё что-то поменять?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.S
    assert "21B3" in ruling.laws


def test_dummys_card_taken_up_then_another_meant_was_only_touched() -> None:
    ruling = ruled(
        "Играю 3♦ Западом, Восток болван, на столе ♣КВ4. Север пошёл трефой, я взял со "
        "стола ♣В, чтобы сыграть им, но сразу передумал и хотел дать четвёрку. Юг говорит: "
        "раз взял — играй. Обязан ли я играть валетом?")
    assert ruling.irregularity == "card_played"
    assert ruling.laws == ["45C3"]
    assert ruling.offender is Seat.W


def test_dummy_named_by_his_seat_who_calls_the_director_breaches_43a1a() -> None:
    ruling = ruled(
        "Я, Запад, разыгрывал 4♥, болван мой партнёр Восток. В середине розыгрыша Восток "
        "позвал судью: за соседним столом слишком шумели. Север возмущён. Прав ли "
        "болван?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A1(A)" in ruling.laws
    assert ruling.offender is Seat.E


def test_a_rank_after_a_verb_of_overruffing_is_a_trump() -> None:
    ruling = ruled(
        "West declared 4♥ with East as dummy; I was North and led the king of diamonds. "
        "Dummy ruffed with the three of hearts, my partner South overruffed with the eight, "
        "and declarer threw a small club. Who won the trick and who leads next?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.S, Seat.S)


def test_dummys_card_taken_by_its_rank_alone_from_the_holding_told() -> None:
    ruling = ruled(
        "Разыгрываю 4♠ на Юге, болван Север. На столе ♣К и ♣5. Запад пошёл трефой, я взял "
        "короля, подержал, потом говорю: «нет, пятёрку». Запад требует короля. Что играется?")
    assert (ruling.status, ruling.irregularity) == ("final", "card_played")
    assert ruling.laws == ["45C3"]
    assert ruling.offender is Seat.S



def test_a_fifth_card_only_asked_about_is_the_card_told_played_before() -> None:
    ruling = ruled(
        "Контракт 3♥ у Юга, болван Север, я Восток. Шестую взятку взял Юг с руки. Пока он её "
        "забирал, мой партнёр Запад положил на стол ♠К лицом вверх, хотя ходить должен был "
        "Юг. Это пятая карта во взятку или ход не в очередь?")
    assert ruling.irregularity == "fifth_card"
    assert ruling.offender is Seat.W


def test_a_suit_held_told_with_got_makes_following_a_duty() -> None:
    ruling = ruled(
        "We're defending 4♠, North is declarer. Partner leads the ♥K. I got one small heart "
        "left and a few trumps. Declarer already followed. Can I trump it, or do I have to "
        "play the heart?")
    assert (ruling.status, ruling.irregularity) == ("final", "follow_suit")
    assert "44C" in ruling.laws


def test_a_void_told_as_none_left_lets_the_player_discard() -> None:
    ruling = ruled(
        "Defending 4♠, trick five, declarer leads a diamond from hand and I've got none left. "
        "I threw a small club rather than ruff, and declarer says I had to trump. Did I?")
    assert (ruling.status, ruling.irregularity) == ("final", "follow_suit")
    assert "44D" in ruling.laws
