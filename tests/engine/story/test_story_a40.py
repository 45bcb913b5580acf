"""A40: an insufficient bid refused and put right stays Law 27's case even when the post also
says it was not alerted (no call was made on a misexplanation); a player's call taken back
with «нет» right after a word of «straight after» («и сразу нет 2♦») is his own change of
call, told without quotes; a «?» alone in brackets is a turn not yet called; «gotta pass»
tells a duty; a call the teller says is owed after a colon («должен повторить 1♣!») is not
made; «he's got six clubs» is a count of cards; «дедушка мой» is the teller's partner, a
grandpa named by his seat is not; «никаких там конвенций» makes a bid natural; a call that
«should've been bid» is spoken of; «sat there a good while» before a change is a pause; a card
whose rank the players dispute («Какая — спорим») is one card of unknown rank (24A or 24B);
«landed in 4S» exposes no card, and «before I could even open my mouth» tells a call out of
turn; one card whose rank the story does not give («вылетела карта») is asked about, 24A and
24B cited (``показано=карта``), and the answer then rules; «LHO, West, opened» (a role, then
the seat between commas) tells the teller's seat.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from tests.engine.story.told_checks import auction_ruled, ruled


def test_an_unalerted_insufficient_bid_put_right_is_still_an_insufficient_bid() -> None:
    text = ("Сдавал Север. 1♥-(пас)-2♥-(2♣). Мы не приняли, Запад поправил на 3♣. Никто из "
            "них ничего не алертировал, так что конвенционное ли 2♣, непонятно. Решение?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", Seat.W)
    assert any(law.startswith("27B") for law in laws), laws


def test_a_call_taken_back_with_no_straight_after_is_a_change_of_call() -> None:
    text = ("Сдавала Юг. Юг 1♣, Запад пас, Север сказал 1♦ и сразу нет 2♦. Восток замену не "
            "принял. Как быть?")
    assert "E:1♦" not in read_story(text).auction_text()
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "N")


def test_a_question_mark_in_brackets_is_the_turn_of_a_player_who_had_not_called() -> None:
    text = ("Dealer West. (1D)-P-(?)-1S: I was too quick, my right-hand opponent had not "
            "called yet. Nobody accepted my 1S. What happens now?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "S")
    assert any(law.startswith("31A") for law in laws), laws  # at RHO's turn


def test_a_player_who_has_gotta_pass_and_bids_calls_while_barred() -> None:
    text = ("Dealer South. West doubled out of turn and the TD said West has gotta pass at his "
            "next turn. Then 1S by South, and West bid 2H anyway. What happens to 2H?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_while_barred", "W")


def test_a_call_the_teller_says_is_owed_after_a_colon_is_not_made() -> None:
    text = ("Сдавал Север. Восток вылез с 1♣ раньше Севера, Юг не принял, 1♣ сняли. Север пас. "
            "Восток теперь хочет 1♥. Я ему: должен повторить 1♣! Кто прав?")
    calls = read_story(text).auction_text()
    assert calls.count("1♣") == 1, calls


def test_a_count_of_cards_the_player_has_got_is_no_bid() -> None:
    text = ("Dealer South. 1S-P-4S-P-P-P. Then my partner North said '5 clubs' as he had "
            "only now seen he's got six clubs. Penalty?")
    calls = read_story(text).auction_text()
    assert "6♣" not in calls, calls
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "N")


def test_grandpa_with_the_tellers_possessive_is_the_partner() -> None:
    text = "Сдача 3. Дедушка мой открыл, записываю: 1♠ – пас – контра (я) – пас. Что теперь?"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "N")  # board 3: South dealt


def test_grandpa_named_by_his_seat_is_no_partner() -> None:
    text = ("Сдавал Север. Северный дед сказал 1♥, а восточный дед сразу контра. Я Юг. "
            "Что дальше?")
    assert "E:контра" in read_story(text).auction_text()


def test_no_conventions_there_makes_the_insufficient_bid_natural() -> None:
    text = ("Сдавал Запад, он открыл 1♥, я Север и сказала 1♦, не разглядела. Восток не "
            "принял, я исправила на 2♦ — никаких там конвенций, просто бубны. Партнёр мой "
            "теперь обязан молчать?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "N")
    assert "27B1(A)" in laws, laws


def test_a_call_that_should_have_been_made_is_spoken_of() -> None:
    text = ("Dealer North. 1C-P-1S-P-2S-P-P-P. Afterwards West grumbled that 3D should've "
            "been bid over 2S. Was the auction normal?")
    assert "3♦" not in read_story(text).auction_text()


def test_a_seat_then_that_is_me_tells_the_tellers_seat() -> None:
    text = ("Сдавал Восток, то есть я, и открыл 1♦. И тут мой правый спасовал, хотя очередь "
            "была его партнёра. Что теперь его партнёру можно?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")
    assert any(law.startswith("30B2") for law in laws), laws


def test_a_change_after_sitting_a_good_while_is_no_slip() -> None:
    text = ("Dealer North. North opened 1H, East passed, South said '2 hearts', sat there a "
            "good while, then said 'make that 3 hearts'. West did not accept. Ruling?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")
    assert "25A" not in laws and any(law.startswith("25B") for law in laws), laws


def test_a_card_whose_rank_the_players_dispute_is_one_card_of_unknown_rank() -> None:
    text = ("Сдавал Юг, открыл 1♦, Запад пас. Тут у Севера из рук выпала карта и легла "
            "лицом вверх. Юг её видел. Какая — спорим до сих пор: Запад говорит валет, Север "
            "говорит восьмёрка. Что с Югом?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "N")
    assert {"24A", "24B"} <= set(laws), laws


def test_landing_in_a_contract_exposes_no_card() -> None:
    text = ("Board 3, I was the dealer, and before I could even open my mouth my partner "
            "passed. The director said he must pass once more. I opened 1S and we landed in "
            "4S. Anything else?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")


def test_a_card_whose_rank_is_not_told_is_asked_about_with_both_clauses() -> None:
    text = ("Сдавал Запад, открыл 1♣. Север пас, а у Востока из веера вылетела карта и легла "
            "на стол лицом вверх. Что теперь?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.status, ruling.irregularity) == ("needs_facts", "exposed_card")
    assert {"24A", "24B"} <= set(ruling.laws), ruling.laws
    assert [q.fact for q in ruling.questions] == ["exposed"]


def test_the_answer_to_which_card_gives_the_ruling() -> None:
    from engine.answer import rule_text

    ruling = rule_text("W:1♣ N:пас ; сдающий=W нарушитель=E показано=карта показано=онер")
    assert (ruling.status, ruling.irregularity) == ("final", "exposed_card")
    assert "24B" in ruling.laws and "24A" not in ruling.laws


def test_a_role_then_a_seat_between_commas_tells_the_tellers_seat() -> None:
    text = ("Board 9, dealer North. My LHO, East, opened 1S before I had said a word. "
            "We called the director at once. What happens to his side?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "E")  # I am North
