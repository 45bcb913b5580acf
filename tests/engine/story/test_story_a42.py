"""A42: a duty to pass told as the ruling's shorthand without a dash, the player in the dative
and the noun «пас» before its length («ТД сказал Северу пас до конца торговли»), bars that
player, so his later bid is a call while barred (Law 37).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Offence
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def test_a_duty_told_with_the_noun_pass_after_the_dative_bars_the_player() -> None:
    text = ("Сдавал Юг. Юг 1♥, Запад 1♣ — недостаточно, мы не приняли, он поправил на 2♣. "
            "Директор объявил Востоку пас до конца торговли. Север пас, Юг 2♥, Запад пас, а "
            "Восток вдруг 3♣. Юг ещё молчит. Что теперь?")
    story = read_story(text)
    assert story.offence is Offence.CALL_WHILE_BARRED
    assert story.barred is Seat.E
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "call_while_barred"
    assert "37" in ruling.laws


def test_the_noun_pass_without_a_length_is_no_duty() -> None:
    text = ("Сдавал Юг. Юг 1♥, я Западу пас показал жестом, Север 2♥, Восток 3♣. "
            "Всё ли законно?")
    assert read_story(text).barred is None


def test_calls_told_from_the_middle_of_the_auction_are_not_seated_from_the_dealer() -> None:
    text = ("Board 7. Earlier in the auction my RHO had been told by the TD to pass for the "
            "rest of the auction. A round later RHO forgot and bid two spades, and I bid three "
            "hearts over it before anyone noticed. What now?")
    story = read_story(text)
    assert story.barred is Seat.E
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.E)


def test_a_demonstrative_opening_a_clause_is_the_player_named_last() -> None:
    text = ("Сдавал Север. Восток поторопился и сказал 1♥ раньше Севера. Юг эту заявку не "
            "принял, очередь перешла к Северу, и тот открыл 1♣. Восток после этого объявил "
            "2♥. Кто теперь должен пасовать и сколько?")
    story = read_story(text)
    ruling = auction_ruling(story)
    assert ruling is not None
    assert [c.seat for c in story.calls][:2] == [Seat.E, Seat.N], story.auction_text()
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.E)
    assert "31A2(A)" in ruling.laws


def test_a_seat_letter_then_a_quoted_double_is_that_players_call() -> None:
    text = ("Сдача 5, сдавал Север. С 1♠ – В контра – Ю «контра», хотя контрировать было "
            "нечего. Запад ещё молчит. Как быть?")
    story = read_story(text)
    assert [c.seat for c in story.calls] == [Seat.N, Seat.E, Seat.S], story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.S)


def test_a_lone_opening_told_without_a_subject_after_the_dealer_is_his() -> None:
    text = ("Сдача 2, сдаёт Восток. Открывает 1♣, а через пару секунд меняет карточку на 1♠. "
            "Юг зовёт судью. Что будет: останется 1♠ или будет 1♣?")
    story = read_story(text)
    assert [c.seat for c in story.calls] == [Seat.E], story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.E)


def test_a_call_told_again_with_whose_it_was_names_its_player() -> None:
    text = ("I'm South. The end of it went (5D) 5H (6D) 7H?! (P) - the 5H was mine, and the 7H "
            "was my partner, North, dreaming of a grand. West called the director. What now?")
    story = read_story(text)
    seats = {str(c.call): c.seat for c in story.calls if not c.call.is_pass}
    assert seats.get("5♥") is Seat.S and seats.get("7♥") is Seat.N, story.auction_text()


def test_a_relative_clause_in_the_pluperfect_tells_no_call() -> None:
    text = ("Board 2, East dealer. 1S - P - P - P. Then West, who had passed 1S like everyone, "
            "suddenly bid '2 Hearts'. Is there a penalty?")
    story = read_story(text)
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.W)


def test_a_quoted_call_with_its_player_after_the_quote_is_his() -> None:
    text = ("Сдаёт Север. 1♦ – 1♠ – «контра» от Севера! Хотя заявлять должен был Юг, Север "
            "поспешил. Восток контру не принял. Что теперь?")
    story = read_story(text)
    doubles = [c.seat for c in story.calls if c.call.is_double_or_redouble]
    assert doubles == [Seat.N], story.auction_text()
