"""A27: a call over a bid above seven told before words that undo it with no director named
(«всё просто отменяется»), a chat pasted line by line with « / », and words that are calls
only in a shorthand («вид» is «dbl» on the Russian layout, and the Ukrainian «від» folded).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_call_over_a_bid_above_seven_before_it_was_undone_is_law_35c() -> None:
    text = ("Сдавал Север. Север 7♥, Восток пас, Юг пас, Запад объявил 8♣, а Север, не "
            "глядя, сказал пас. Потом заметили, и 8♣ отменили. Что дальше?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", "W")
    assert "35C" in laws and "38" in laws


def test_a_bid_above_seven_undone_at_once_stays_under_law_38() -> None:
    text = ("Сдавал Север. Север 7♥, Восток пас, Юг пас, Запад объявил 8♣. Судья сразу "
            "отменил 8♣. Что дальше?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", "W")
    assert "35C" not in laws


def test_a_chat_line_that_protests_does_not_unmake_the_calls_of_the_line_before() -> None:
    text = ("kolya: 1S (2C) 3S (P) 4S / masha: а почему так нельзя? / kolya: судья пришёл "
            "сразу")
    assert [call for _, call in calls_made(text)] == ["1♠", "2♣", "3♠", "пас", "4♠"]


def test_a_ukrainian_preposition_is_no_double_after_a_player() -> None:
    text = ("Роздавав північ. Північ 1 піка, схід пас, і я від радості кажу «3 піки». "
            "Захід пас.")
    made = calls_made(text)
    assert (Seat.S, "контра") not in made
    assert (Seat.S, "3♠") in made


def test_a_genitive_ukrainian_suit_word_tells_the_strain() -> None:
    assert (Seat.E, "4♥") in calls_made("Роздавав схід. Схід 4 чирв, я пас.")


def test_no_before_a_noun_does_not_retell_the_auction() -> None:
    text = ("Board 3, South dealer. 1S-p-2S-p-p-p. Then North bid 3S. The TD said it is "
            "cancelled, no penalty, contract stays 2S. Right?")
    assert [call for _, call in calls_made(text)][:6] == ["1♠", "пас", "2♠", "пас", "пас", "пас"]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "N")


def test_a_call_not_seen_is_spoken_of_not_made_again() -> None:
    text = ("Сдавал Запад. 1♦ – 1♠ – 1♥: Север не увидел 1♠ у Юга. Восток не принял. "
            "Что теперь?")
    assert [call for _, call in calls_made(text)] == ["1♦", "1♠", "1♥"]


def test_bulgarian_suit_words_tell_the_strains() -> None:
    text = "Сдавал Юг. Юг 1 спатия, Запад 1 каро, Север 1 купа, Восток 1 без коз."
    assert [call for _, call in calls_made(text)] == ["1♣", "1♦", "1♥", "1БК"]


def test_a_ukrainian_rho_still_thinking_has_not_called() -> None:
    text = ("Роздавав північ. Північ 1 піка, правий ще думає, а лівий одразу — «контра». "
            "Ми не прийняли.")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "W")
    assert "32A" in laws


def test_a_change_of_call_called_over_by_the_lho_is_the_changers() -> None:
    text = ("Сдавал Север. Север 1♦, Восток 1♠, потом подумал секунд десять и заменил на 1БК. "
            "Юг замену принял и сказал 2♣. Есть ли наказание Востоку?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")
    assert "25B1" in laws
