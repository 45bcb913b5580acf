"""A30: a double told after a digression about the player's own thoughts still doubles the
bid told before it; the seats, suits and notrump of Estonian and Turkish players («Lääs 1
risti», «güney 1 sanzatu»), notrump typed «BK» on a Latin keyboard; a Markdown table of
calls; a play role in brackets after a seat («Восток (он будущий вистующий)»); «дальше пас,
пас, пас» spelled out.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_double_after_a_long_aside_doubles_the_opening_before_it() -> None:
    text = ("Сдавал Запад, он открыл 1♥. Мне показалось, что у него опять его любимые слабые "
            "открытия, как на прошлой неделе в парном турнире, поэтому я, не долго думая, "
            "сказал контра. Все спасовали. Что теперь?")
    calls = calls_made(text)
    assert calls[:2] == [(Seat.W, "1♥"), (Seat.N, "контра")]
    assert [call for _, call in calls[2:]] == ["пас", "пас", "пас"]



def test_estonian_seats_and_suits_in_a_russian_post() -> None:
    text = "Сдающий Lääs. Lääs 1 risti, Põhi pass, Ida 1 ärtu, Lõuna 1 pada, Lääs 2 ruutu."
    assert calls_made(text) == [(Seat.W, "1♣"), (Seat.N, "пас"), (Seat.E, "1♥"),
                                (Seat.S, "1♠"), (Seat.W, "2♦")]


def test_turkish_seats_suits_and_notrump_in_an_english_post() -> None:
    text = "Dealer güney. Güney open 1 sinek, batı pas, kuzey 1 kupa, doğu 1 sanzatu."
    assert calls_made(text) == [(Seat.S, "1♣"), (Seat.W, "пас"), (Seat.N, "1♥"),
                                (Seat.E, "1БК")]


def test_a_markdown_table_of_calls_with_its_rule_line() -> None:
    text = ("**Сдача 3**, сдающий Ю. / | Ю | З | С | В | / |:---|---|---|---:| / | 1♦ | пас | "
            "`1♠` | 2♣?! | / - З не понял, что происходит.")
    assert calls_made(text) == [(Seat.S, "1♦"), (Seat.W, "пас"), (Seat.N, "1♠"),
                                (Seat.E, "2♣")]


def test_a_pronoun_and_a_play_role_in_brackets_after_a_seat_name_that_seat() -> None:
    ruling = auction_ruled(
        "Север 1♠, Восток пас, Юг 4♠, все пас. Торговля окончена. А потом Восток (он "
        "будущий вистующий) вдруг говорит «контра».")
    assert ruling[:2] == ("call_after_final_pass", "E")


def test_all_pass_spelled_out_after_its_words_counts_each_pass_once() -> None:
    text = "Північ 1♠, Схід пас, Південь 2♠, далі пас, пас, пас."
    assert [call for _, call in calls_made(text)] == ["1♠", "пас", "2♠", "пас", "пас", "пас"]


def test_notrump_typed_as_bk_on_a_latin_keyboard() -> None:
    assert calls_made("Север 1♦, Восток пас, Юг 3 BK.")[-1] == (Seat.S, "3БК")


def test_a_minute_long_think_before_a_pass_inside_an_auction_story_is_law_16() -> None:
    from engine.story.outside import outside_laws

    text = ("Запад 1♣, Север 1♥, Восток контра, а Юг думал чуть ли не минуту и потом спасовал. "
            "Север после этого со слабой рукой сказал 2♥. Что тут судья может сделать?")
    assert "16" in [law.law for law in outside_laws(text)]


def test_estonian_and_turkish_card_words_name_ranks() -> None:
    from engine.play.words import meaning

    ranks = [meaning(word) for word in ("kuningas", "emand", "papaz", "bacak")]
    assert [m.rank.name if m is not None and m.rank is not None else None
            for m in ranks] == ["KING", "QUEEN", "KING", "JACK"]


def test_a_call_made_after_a_mistaken_thought_joined_by_and_is_made() -> None:
    text = "Board 3, so South dealt, but I (West) thought it was my deal and said pass."
    assert calls_made(text) == [(Seat.W, "пас")]


def test_a_call_supposed_of_another_player_is_not_his_replacement() -> None:
    irregularity, offender, laws = auction_ruled(
        "Dealer East. 1♦ 1♠ 1NT 1♥. North hadn't seen the 1NT; East did not accept it, and "
        "North changed to 2♥, natural. Was that fine, and if he had picked 3♥ instead, "
        "would South have been barred?")
    assert (irregularity, offender) == ("insufficient_bid", "N")
    assert "27B1(A)" in laws
