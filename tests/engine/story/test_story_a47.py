"""A47: stories that tell an incident, the director's ruling on it and then the auction going on:
a call put down at once by another player named («а Восток сразу выложил 2♦») is his call, not
a change of the call before it; an auction told up to a duty to pass and then on in runs of its
own is one auction (the calls keep their seats across the duty, a replacement keeping its
caller's turn); a duty told to the teller in the dative («мне судья сказал пасовать»); a call
out of rotation that was not accepted gives the turn back to the player in turn, and the
auction told again from its start after that does not repeat the calls before the incident, nor
does a pasted table lose the incident told before it; a duty the barred player kept is the
ruling on his own call out of rotation, which is then the case ruled, as is a call out of turn
followed by a call deemed in turn (28A) when no words tell a later call out of turn; a refusal
told with the noun («от принятия отказался»); a call after the final pass by a player named by
his role in the play to come (declarer, dummy, the opening leader) seated from the contract; a
call taken back with «нет» and put right by the player («1♥... нет, 1♠ — поправилась я»), or
with «I mean» in his own quoted words, or a bidding card taken back («взял карточку назад»,
«убрал карточку 1п») and another put down, are changes of call; a player who called over the
head of the one in turn («перескочив Юга») called out of turn; a pass by a player named but not
seated («…, Оля пас, Петя пас») is his own, not the last pass told again.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Call, Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling, engine_text
from tests.engine.story.told_checks import seated_calls


def test_another_player_named_before_an_immediate_put_call_makes_his_own_call() -> None:
    text = ("Сдавал Север. 1♦ – пас – 1♥ – пас. Север сказал 1♠, а Восток сразу выложил 2♦. "
            "Что теперь?")
    story = read_story(text)
    assert story.replacement is None
    assert seated_calls(text)[-2:] == ["N:1♠", "E:2♦"]


def test_the_same_player_putting_a_call_at_once_still_changes_his_call() -> None:
    text = "Сдавал Север. 1♦ – пас – 1♥ – пас. Север сказал 1♠ и тут же положил 2♠."
    assert str(read_story(text).replacement) == "2♠"


def test_an_auction_told_on_after_a_duty_keeps_the_seats_across_it() -> None:
    text = ("Dealer West. 1D-(P)-1S-(1D). LHO had not seen the spade, partner refused it, and "
            "West changed it to 2C, so East was barred for the whole auction. After that: "
            "(P)-2S-(P)-P and East, forgetting, bid 3C. I called the director at once.")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.E), ruling
    assert "37" in ruling.laws


def test_calls_far_from_a_duty_are_not_its_continuation() -> None:
    text = ("Сдавал Юг. Юг пас, Запад 1♣, Север 1♥, Восток 1♦. Юг не принял, Восток поправил "
            "на 2♦. Запад потом ворчал, что партнёр должен пасовать до конца. Я показал ему "
            "книжку. Не убедил. Запад говорит, что они бы сыграли 3♦, а за другими столами "
            "все в 5♦. Кто прав?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.E), ruling


def test_a_duty_told_to_the_teller_in_the_dative_bars_the_teller() -> None:
    text = ("Сдача 3, сдавал Юг, я сижу Западом. Юг 1♠, партнёр 1♥, судья не принял. А мне "
            "судья сказал пасовать до конца торговли. Дальше Север 2♠, Восток пас, Юг пас, и "
            "я сказал 3♥.")
    assert read_story(text).barred is Seat.W


def test_the_call_after_a_refused_call_out_of_rotation_is_the_player_in_turn() -> None:
    text = ("Board 7, South dealt. West jumped in with 1H before South had said anything. "
            "North refused it. Then 1C - (1H).")
    assert seated_calls(text) == ["W:1♥", "S:1♣", "W:1♥"]
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "bid_out_of_rotation", ruling
    assert "31A2(A)" in ruling.laws


def test_an_auction_told_again_from_its_start_does_not_repeat_the_calls_before() -> None:
    text = ("Board 7, South dealt. South passed, and then North bid 1D before West had called. "
            "East didn't accept it, so back to West. Then it went P - (P) - 1D.")
    assert seated_calls(text) == ["S:пас", "N:1♦", "W:пас", "N:1♦"]


def test_an_incident_told_before_a_pasted_table_stays_before_its_calls() -> None:
    text = ("Tuesday game, North dealer. East, still sorting his hand, comes out with 'one "
            "club' before North says a word. South wouldn't take it, so back to North. Went "
            "like this after: / N E S W / 1D 2C ? / South to call. Is West shut out?")
    assert seated_calls(text) == ["E:1♣", "N:1♦", "E:2♣"]
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "bid_out_of_rotation", ruling
    assert "31A2(A)" in ruling.laws


def test_a_kept_duty_after_a_pass_out_of_rotation_rules_that_pass() -> None:
    text = ("Board 4, West dealt. Before West called, North said pass. The director cancelled "
            "it and told North that he must pass at his next turn. West opened 1H, North "
            "passed, East 1S, South 2C, West 2S, and North doubled. Is the double allowed?")
    assert engine_text(read_story(text)).startswith("N:пас W:1♥")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.N), ruling
    assert "30A" in ruling.laws


def test_a_duty_broken_after_a_pass_out_of_rotation_is_the_call_while_barred() -> None:
    text = ("Board 4, West dealt. Before West called, North said pass. The director cancelled "
            "it and told North to pass at his next turn. West opened 1H, and North at once bid "
            "1S. Nobody else had called.")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.N), ruling


def test_a_call_out_of_turn_whose_player_the_words_blame_stays_the_case() -> None:
    text = ("Board 5, North deals and opens 1D. Before East has even looked at his hand, West "
            "puts 2C on the table, his partner's turn and not his. The TD cancels it and East "
            "must pass throughout; South bids 2D, West 3C, all pass. Can we stop a club lead?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W), ruling
    assert "31B" in ruling.laws


def test_a_refusal_told_with_the_noun_is_not_accepted() -> None:
    text = ("1. Сдача 2, сд. С. 2. 1♠ – пас. 3. Не дожидаясь заявки Ю, игрок З объявил "
            "«контра». 4. С от принятия отказался. 5. Ю заявил 2♠. Вопрос: что теперь З и В?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.W), ruling
    assert "32B2" in ruling.laws



def test_a_call_after_the_final_pass_by_a_play_role_is_seated_from_the_contract() -> None:
    opening = "Сдавал Запад. 1♥ – пас – 2♥ – пас – 4♥ – пас – пас – пас. После финального паса "
    cases = {"будущий болван сказал «4♠».": Seat.E,
             "будущий разыгрывающий сказал «5♥».": Seat.W,
             "тот, кому ходить, сказал «контра».": Seat.N}
    for told, seat in cases.items():
        ruling = auction_ruling(read_story(opening + told))
        assert ruling is not None and ruling.irregularity == "call_after_final_pass", told
        assert ruling.offender is seat, (told, ruling.offender)


def test_a_call_taken_back_and_put_right_by_the_player_is_a_change_of_call() -> None:
    text = ("Сдавал Север. Север пас, Восток пас, я открыл 1♦... нет, стоп, 1♣ — исправился "
            "я секунды через три. Запад ещё не заявлял. Что теперь?")
    story = read_story(text)
    assert str(story.replacement) == "1♣"
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.S), ruling


def test_i_mean_in_the_players_own_words_changes_his_call() -> None:
    text = ("Dealer West. West bid 1D, thought a little, then said 'I mean 1H'. North had not "
            "called yet. What now?")
    story = read_story(text)
    assert str(story.replacement) == "1♥"
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.W), ruling


def test_a_bidding_card_taken_back_and_another_put_down_is_a_change_of_call() -> None:
    text = ("Сдавал Юг, я открыл 1♠. Левый сказал 2♣, потом взял карточку назад и положил "
            "2♦. Партнёр ещё не заявлял.")
    assert str(read_story(text).replacement) == "2♦"


def test_a_player_who_called_over_the_head_of_the_one_in_turn_called_out_of_turn() -> None:
    text = "Сдавал Север. 1♦ (С) – пас (В) – и тут Запад, перескочив Юга, заявил 1♥."
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W), ruling


def test_one_call_named_before_a_duty_starts_the_auction_told_on_after_it() -> None:
    text = ("Dealer South. West, before South had called, dropped a pass card on the table "
            "next to his scorecard. The TD cancelled it; West must pass at his next turn. After "
            "that: 1D-P-1S-P-2S-P-P-P. Was West barred for one turn only?")
    assert seated_calls(text)[:3] == ["W:пас", "S:1♦", "W:пас"]
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.W), ruling
    assert "30A" in ruling.laws


def test_the_call_taken_back_named_before_the_new_one_is_put_down_is_replaced() -> None:
    text = ("Сдача 3, сдающий С. 1♦ – (1♥). Через несколько секунд В убрал карточку 1♥ и "
            "выложил 1♠: передумал. Ю замену не принял. Что теперь?")
    story = read_story(text)
    assert str(story.replacement) == "1♠"
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.E), ruling


def test_a_pass_by_a_player_named_but_not_seated_is_not_the_last_pass_told_again() -> None:
    text = ("Сдавал Коля (Север), я Юг. Коля 1♠, Миша пас, я 4♠, Гена пас, Коля пас, Миша пас. "
            "И тут Коля говорит: «5♠». Что теперь?")
    assert [call for _, call in read_story(text).seated()].count(Call.pass_()) == 4
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.N), ruling
