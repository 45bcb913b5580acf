"""A29: posts in the pre-1918 spelling («Сѣверъ сказалъ пасъ»), the bridge words of Czech,
Dutch and Vietnamese players, and a barred player's call whose subject an exclamation cut off.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_post_in_the_old_spelling_is_read_as_the_modern_one() -> None:
    ruling = ruled(
        "Милостивые государи! Сдавалъ Западъ: пасъ — 1♥ — пасъ — 4♥ — пасъ — пасъ — пасъ. "
        "Послѣ третьяго паса Западъ, будущій вистующій, объявилъ «4♠». Какова кара?")
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.W)
    assert {"39", "39A", "39B"} & set(ruling.laws)


def test_czech_seats_suits_and_notrump_in_a_russian_post() -> None:
    text = ("Rozdával východ. Východ 1 kříž, jih pas, západ 1 srdce, sever 1 BT, а потом jih "
            "2 káry.")
    assert calls_made(text) == [(Seat.E, "1♣"), (Seat.S, "пас"), (Seat.W, "1♥"),
                                (Seat.N, "1БК"), (Seat.S, "2♦")]


def test_dutch_seats_and_card_words_in_an_english_post() -> None:
    ruling = ruled(
        "4 schoppen by noord, I am oost. Trick 4: west leads the ruiten vrouw, dummy zuid plays "
        "ruiten 2, I have no ruiten so I play schoppen 3, noord plays ruiten aas. Noord takes "
        "it, aas is highest. Who wins the trick and who leads next?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.E, Seat.E)


def test_vietnamese_suit_words_in_an_english_post() -> None:
    text = "Dealer North. North open 1 bích, East pass, South 2 rô, West pass, North 2 cơ."
    assert calls_made(text) == [(Seat.N, "1♠"), (Seat.E, "пас"), (Seat.S, "2♦"),
                                (Seat.W, "пас"), (Seat.N, "2♥")]


def test_a_barred_players_call_cut_from_its_subject_by_an_exclamation() -> None:
    text = ("Сдавал Восток. Я (Запад) заявил вне очереди, судья сказал, что мой партнёр Восток "
            "должен пасовать до конца торговли. Восток пас, юг 1♦, я 1♠, север пас, а "
            "Восток — вот незадача! — сказал 2♠.")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("call_while_barred", "E")
    assert "37" in laws


def test_a_post_copied_from_print_with_broken_words_and_short_seats() -> None:
    ruling = ruled(
        "Бюллетень клуба, стр. 4 / Сдача 6, сдаю- щий Вост. Вост. спасовал, а Зап., не дож- "
        "давшись Юга, сказал 1♥. Юг заяв- ку не принял. Что полагается?")
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W)


def test_a_player_who_pointed_out_a_call_did_not_make_it() -> None:
    text = ("Сдавал Север. Север 1♠, Восток 1♦, Юг 2♠, Запад пас. Тут Север обратил внимание, "
            "что одна бубна после одной пики — недостаточно.")
    assert calls_made(text) == [(Seat.N, "1♠"), (Seat.E, "1♦"), (Seat.S, "2♠"), (Seat.W, "пас")]


def test_a_half_minute_think_and_a_partner_who_took_advantage_is_law_16() -> None:
    from engine.story.outside import outside_laws

    text = ("1♠ - пас - 2♠ - 3♣, и Север думал, пожалуй, полминуты, потом пас. Южанин этим "
            "воспользовался и сказал 3♠. Так можно?")
    assert "16" in [law.law for law in outside_laws(text)]
    assert "50" in [law.law for law in outside_laws(
        "Západ upustil křížového krále, rozhodčí řekl «trestná karta». Что с ней делать?")]
