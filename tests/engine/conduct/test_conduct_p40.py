"""P40: the colloquial three («трёшкой») is a rank; «я ещё из руки не сыграл» (and «before
anyone led again») tell dummy's wrong card noticed before the next trick (45D); declarer
asking for the auction before he called a card from dummy asks at his first turn to play
(41B); dummy groaning at declarer's play or talking about it «out loud» breaches 43A1(C);
declarer who «потянулся через стол» for dummy's card touched it (45C3); a contract opening a
later sentence, a comma and a word after it («По делу. 4♠, разыгр. Юг, …») is the contract
(its trump suit decides a trick). Dummy pointing «перстом» at a card (45F) is checked by the
blind table's row that revealed it: every wording of it written here passed already.

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_the_colloquial_three_is_a_card_of_the_trick() -> None:
    ruling = ruled(
        "Играли 2♥, разыгрывал Север, болван Юг, я Восток. Я пошёл тузом треф, Юг со стола "
        "дал трёшку треф, мой партнёр Запад побил трёшкой червей, Север положил двойку треф. "
        "Чья взятка и кто ходит?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.W, Seat.W)


def test_declarer_yet_to_play_to_the_trick_noticed_dummys_card_in_time() -> None:
    ruling = ruled(
        "Играю 4♠ на Юге, Север болван. Запад зашёл бубной, я говорю: «маленькую». Север "
        "сам выложил короля бубен, Восток дал туза. Я ещё из руки не сыграл, а уже спорим: "
        "короля никто не называл. Что с королём?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")


def test_declarer_asking_for_the_auction_before_calling_a_card_from_dummy_may() -> None:
    ruling = ruled(
        "South here, declaring 4H, North dummy. West led the queen of clubs and dummy went "
        "down. Before calling a card from the table I asked the opponents to repeat the "
        "bidding. West said it is too late. Is it?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "41B" in ruling.laws


def test_dummy_groaning_at_declarers_play_breaches() -> None:
    ruling = ruled(
        "East declared 2S, West was dummy, I was North. On trick five dummy groans when East "
        "leads a diamond. Can dummy do that?")
    assert ruling.irregularity == "dummy_breach"
    assert ruling.offender is Seat.W


def test_declarer_reaching_across_for_dummys_card_touched_it() -> None:
    ruling = ruled(
        "Играю 4♥ с Юга, болван Север, на столе трефы: туз, дама, пять. Восток пошёл трефой. "
        "Я потянулся через стол к даме, потом передумал и сказал: «пятёрку». Обязан ли я "
        "играть дамой?")
    assert ruling.irregularity == "card_played"
    assert "45C3" in ruling.laws


def test_a_contract_heading_a_later_sentence_gives_the_trump_suit() -> None:
    ruling = ruled(
        "Коротко. 4♠, разыгр. Юг, болван Север. Взятка 5: Запад ходит ♥3, стол ♥К, Восток "
        "бьёт ♠2, Юг ♥5. Восток забирает. Чья взятка и кто ходит?")
    assert (ruling.status, ruling.irregularity) == ("final", "trick")
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.E, Seat.E)


def test_a_list_of_calls_after_a_sentence_is_no_contract_heading() -> None:
    from engine.conduct.reading import _sentence_heading, _tokens

    tokens = _tokens("Сдача 5. 1♠, Запад пас, 2♠, пас, 4♠.")
    assert not _sentence_heading(tokens, 3, 4)
