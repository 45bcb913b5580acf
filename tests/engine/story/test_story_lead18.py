"""Readings of a story fixed by the lead in stop 18.

A list of players with one verb of calling and a pass after it («North, East, South and West
all said pass») is a pass by each, in turn, as «… all passed» is.

A summary «everybody passed» followed by a colon and the players one by one tells the same
four passes twice: the colon's list is the telling, the summary adds none.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def _seated(text: str) -> list[tuple[Seat | None, str]]:
    return [(call.seat, str(call.call)) for call in read_story(text).calls]


FOUR_PASSES = [(Seat.N, "пас"), (Seat.E, "пас"), (Seat.S, "пас"), (Seat.W, "пас")]


@pytest.mark.parametrize(
    "text",
    [
        "Board 9: North, East, South and West all said pass. What now?",
        "Сдача 9. Север, Восток, Юг и Запад сказали «пас». Что делать со сдачей?",
        "Board 9, everybody passed: North, East, South and West all passed. What now?",
        "Сдача 9, все спасовали: Север пас, Восток пас, Юг пас, Запад пас. Что делать?",
    ],
)
def test_four_passes_told_one_by_one_are_four(text: str) -> None:
    assert _seated(text) == FOUR_PASSES
    ruling = auction_ruling(read_story(text))
    assert ruling is None or ruling.irregularity == "none"


def test_a_summary_without_a_list_still_passes_the_board_out() -> None:
    assert [call for _, call in _seated("Board 9, everybody passed. What now?")] == ["пас"] * 4


def test_a_colon_before_something_else_keeps_the_summary() -> None:
    calls = _seated("Сдача 9, все спасовали: такое бывает. Что делать?")
    assert [call for _, call in calls] == ["пас"] * 4


@pytest.mark.parametrize(
    "text",
    [
        # Spanish seats and calls in an English post
        "Dealer Norte. Norte 1 corazón, Este paso, Sur 1 pica, Oeste 1 diamante. "
        "Norte did not accept. What now?",
        # French seats
        "Dealer Nord. Nord 1 coeur, Est passe, Sud 1 pique, Ouest 1 carreau. "
        "Nord did not accept. What now?",
        # a treasurer's numbered register
        "Сдавал Север. №1 С — 1♥; №2 В — пас; №3 Ю — 1♠; №4 З — 1♦. С не принял. Основание?",
        "Dealer N. #1 N — 1H; #2 E — pass; #3 S — 1S; #4 W — 1D. N did not accept. Ruling?",
    ],
)
def test_seats_and_calls_of_other_writings_are_read(text: str) -> None:
    story = read_story(text)
    assert [(call.seat, str(call.call)) for call in story.calls][1:] == [
        (Seat.E, "пас"), (Seat.S, "1♠"), (Seat.W, "1♦")]
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.W)


@pytest.mark.parametrize(
    ("text", "call"),
    [("North 1 sin triunfo", "1БК"), ("Север 3 без козырей", "3БК"), ("North 2 no trump", "2БК"),
     ("Nord 1 sans atout", "1БК")],
)
def test_notrump_in_two_words(text: str, call: str) -> None:
    assert [str(c.call) for c in read_story(text + ", East pass.").calls][:1] == [call]


def test_the_director_in_german_means_the_call_was_not_accepted() -> None:
    story = read_story(
        "Board 6. O opened 1C, S bid 1H, and then my pard N said 'passe' - but it was the turn "
        "of W, not of him. W had not yet called. We called the Turnierleiter. What must N do?"
    )
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.status) == ("pass_out_of_rotation", "final")
    assert "30B1" in ruling.laws


@pytest.mark.parametrize(
    "text",
    [
        "Сдающий E. E — 1S, S — PASS, W — 2S. Очередь N. Тут S, не дожидаясь партнёра, "
        "говорит X. Что делать?",
        "Dealer E. E 1S, S pass, W 2S. Then S, without waiting for his partner, says X. Ruling?",
    ],
)
def test_a_seat_letter_then_an_aside_between_commas_then_its_call(text: str) -> None:
    story = read_story(text)
    assert [(call.seat, str(call.call)) for call in story.calls][-1] == (Seat.S, "контра")
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.S)


@pytest.mark.parametrize(
    "text",
    ["Открыл 1♥ мой левый. Партнёр спасовал. Правый сказал 2♥, а я 1♠.",
     "Opened 1H my LHO, partner passed, RHO 2H, I bid 1S."],
)
def test_the_caller_after_the_call_with_my_is_not_the_teller(text: str) -> None:
    story = read_story(text)
    assert [(call.seat, str(call.call)) for call in story.calls] == [
        (Seat.W, "1♥"), (Seat.N, "пас"), (Seat.E, "2♥"), (Seat.S, "1♠")]
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.S)


@pytest.mark.parametrize(
    "text",
    [
        "Сдавал Север. Север: «1♠». Восток: «Пас». Юг: «Я скажу 2♥». Запад: «А я 2♦». "
        "Север не принял.",
        "Сдавал Север, открыл 1♠. Восток говорит: «Я пас». Юг: «Два сердца». "
        "Запад: «А я — две бубны». Север не принял. Что теперь?",
        'Dealer North opened 1S. East said "I pass". South said "I bid 2H" and West said '
        '"And I bid 2D". North did not accept.',
    ],
)
def test_i_in_a_players_quoted_words_is_that_player(text: str) -> None:
    story = read_story(text)
    assert [(call.seat, str(call.call)) for call in story.calls][1:] == [
        (Seat.E, "пас"), (Seat.S, "2♥"), (Seat.W, "2♦")]
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.W)


def test_a_future_in_the_teller_s_words_is_still_an_intention() -> None:
    story = read_story("Север открыл 1♠, Восток пас, я думаю: исправлю на 2♥. Юг пас.")
    assert "2♥" not in [str(call.call) for call in story.calls]


@pytest.mark.parametrize(
    "text",
    [
        "Dealer S. S pass, W 1D, N pass, E 1S, S pass, W 2D. Then North, who had been told to "
        "pass throughout, bid 2H. What now?",
        "Сдающий Юг. Юг пас, Запад 1♦, Север пас, Восток 1♠, Юг пас, Запад 2♦. Тут Север, "
        "который должен был молчать до конца торговли, сказал 2♥. Что теперь?",
    ],
)
def test_a_barred_player_s_earlier_passes_are_his_duty_not_another_auction(text: str) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender, ruling.status) == (
        "call_while_barred", Seat.N, "final")
    assert "37" in ruling.laws


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Сдающий Юг. Юг пас, Запад 1♦, Север пас, Восток 1♠, Юг пас, Запад 2♦. Тут Север, "
         "которому судья велел пасовать до конца торговли, сказал 2♥. Что теперь?",
         ("call_while_barred", Seat.N)),
        ("Сдавал Север. Север 1♠, Восток, которого партнёр вечно ругает, сказал 1♥. "
         "Юг не принял.", ("insufficient_bid", Seat.E)),
    ],
)
def test_a_relative_clause_after_the_player_keeps_him_the_caller(
    text: str, expected: tuple[str, Seat]
) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Сдавал запад. 1 бубна, партнёр пас, справа пас. Я хотела 1 бк, а из коробки вытащила "
        "1 пику, сразу же, секунды не прошло, поменяла на 1 бк. Левый ругается. Можно?",
        "Dealer East opened 1 karo. I wanted 1 kier, but my fingers took card pas by mistake, "
        "I put it on table and saw at once, same second I replaced it with 1 kier.",
        "Сдаёт левый. Он: «одна трефа», мой партнёр: «пас», правый: «пас». Я хотел сказать "
        "«одна пика», а язык сам сказал «пас». И тут же, на одном дыхании: «ой, нет-нет, "
        "одна пика!» Левый возмутился.",
    ],
)
def test_immediacy_then_an_aside_then_the_change_is_25a(text: str) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.status, ruling.offender) == (
        "change_of_call", "final", Seat.S)
    assert "25A" in ruling.laws


def test_a_turn_told_in_a_clause_of_the_next_call_makes_no_dealer() -> None:
    story = read_story(
        "Pard opened 1S and, before RHO had called, LHO bid 1H. Out of turn AND insufficient. "
        "Pard wouldn't accept. TD said RHO must pass throughout. Is that right?"
    )
    assert "dealer.turn_holder" not in story.fired
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender, ruling.status) == (
        "bid_out_of_rotation", Seat.W, "final")
    assert "31B" in ruling.laws


def test_old_card_words_after_a_level() -> None:
    story = read_story(
        "Я Юг, сдавал я. Объявил 1 бубей. Запад — пас. Север 2 крести, Восток 3 вини."
    )
    assert [str(call.call) for call in story.calls] == ["1♦", "пас", "2♣", "3♠"]


def test_a_call_judged_insufficient_by_an_opponent_is_not_made_again() -> None:
    story = read_story(
        "I dealt (South) and opened 1 pik. My left opponent said 1 kier, too low, he did not "
        "see my pik. Only then East says: wait, 1 kier is insufficient. Can West correct?"
    )
    assert [(call.seat, str(call.call)) for call in story.calls] == [
        (Seat.S, "1♠"), (Seat.W, "1♥")]


@pytest.mark.parametrize(
    "text",
    [
        "I dealt (South) and opened 1 pik. My left opponent said 1 kier, too low, he did not "
        "see my pik. My partner also did not see it and bid 2 trefl. Can West correct?",
        "Сдавал я, Юг, открыл 1♠. Левый сказал 1♥, не заметил моих пик. Партнёр тоже ничего "
        "не заметил и сказал 2♣. Может ли левый исправить?",
    ],
)
def test_the_next_player_s_call_a_sentence_later_goes_on_with_the_auction(text: str) -> None:
    story = read_story(text)
    assert [(call.seat, str(call.call)) for call in story.calls] == [
        (Seat.S, "1♠"), (Seat.W, "1♥"), (Seat.N, "2♣")]
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender, ruling.status) == (
        "insufficient_bid", Seat.W, "final")
    assert "27A" in ruling.laws


# --- read in holdout10's released posts (outside its md5 slice), stop 18 ---



def test_notrump_as_st_in_capitals_only() -> None:
    assert _seated("Dealer Este. Este 1ST, Sur paso, Oeste 3ST.") == [
        (Seat.E, "1БК"), (Seat.S, "пас"), (Seat.W, "3БК")]
    assert [c for _, c in _seated("On the 1st board North opened 1S, East 2C.")] == ["1♠", "2♣"]


def test_calls_as_speech_recognition_writes_them() -> None:
    story = read_story("сдавал север он открыл одну пику восток паз юг две пики запад контора "
                       "после паз паз паз и всё")
    assert [str(call.call) for call in story.calls][:4] == ["1♠", "пас", "2♠", "контра"]


def test_a_seat_letter_with_a_dot_before_a_verb() -> None:
    ruling = auction_ruling(read_story(
        "Сд. Ю. Протокол: (1) Ю: 1♦; (2) очередь З., но В. объявил «контра». Ю. не принял."))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.E)


def test_a_pass_named_with_the_and_a_pass_as_a_duty_are_no_calls() -> None:
    story = read_story(
        "Dealer South, that is me. Before I called, West said pass. Partner did not accept. "
        "The TD told West to pass in his next turn. East complains the pass told nothing.")
    assert [(call.seat, str(call.call)) for call in story.calls] == [(Seat.W, "пас")]
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.W)


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        ("Сдавал Восток, сказал «1 БК». Секунд через двадцать: «Нет, лучше две трефы». Юг не "
         "принял замену. Восток решил вернуть свои 1 БК.", "25B2(B)(1)"),
        ("Dealer East. East says 1S, then after ten seconds: 'no, better 1NT'. South did not "
         "accept the change. East chose 1NT again.", "25B2(B)(2)"),
    ],
)
def test_a_better_call_wished_and_the_choice_after_refusal(text: str, clause: str) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender, ruling.status) == (
        "change_of_call", Seat.E, "final")
    assert clause in ruling.laws
