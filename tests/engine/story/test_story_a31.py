"""A31: a change of call written in a Markdown cell («`2♥` → `4♥`»); «X said A, then B» in a
story that tells a change; a call seen in the possessive («hadn't noticed RHO's 1S») names
neither the caller of the next call nor a new call; Lithuanian seats and suits; the teller
taking back a call («— тьфу, 1♦») or only wondering about one («— или 2♥?»); a PBN comment
names no caller; a bidding card put down («положил 1♦») or grabbed by mistake is a call; a
pass by «четвёртая рука» is that player's; a card dropped in the auction belongs to the
player named in the teller's own case, not in the post he quotes.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.search import get_searcher
from laws_text import load_corpus
from tests.engine.story.told_checks import auction_ruled, calls_made


def door_calls(text: str) -> list[tuple[str, str]]:
    """The calls as the door reads them back (``auction.calls``), seat letters and calls."""
    calls = rule_text(text, load_corpus(), get_searcher()).to_json()["auction"]["calls"]
    return [(call["seat"], call["call"]) for call in calls]


def test_a_replacement_written_with_an_arrow_in_a_markdown_cell_is_a_change_of_call() -> None:
    text = ("Сдача 4, сдающий З. / | З | С | В | Ю | / |---|---|---|---| / | пас | 1♦ | пас | "
            "`2♥` → `4♥` | / Ю поменял заявку, С недоволен. Как быть?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")
    assert "25A" in laws or "25B" in laws


def test_the_same_player_said_one_bid_then_another_in_a_story_of_a_change() -> None:
    text = ("Сдавал Восток. Восток пас, Юг 1♣, Запад пас. Север сказал 1♥, затем 1♠. "
            "Восток возражает против замены.")
    assert calls_made(text)[-2:] == [(Seat.N, "1♥"), (Seat.N, "1♠")]
    assert auction_ruled(text)[:2] == ("change_of_call", "N")


def test_then_without_a_change_told_is_the_next_player() -> None:
    text = "Сдавал Восток. Восток пас, Юг 1♣, Запад пас. Север сказал 1♥, затем 1♠. Кто прав?"
    assert calls_made(text)[-1] != (Seat.N, "1♠")


def test_a_call_seen_in_the_possessive_is_not_made_again() -> None:
    text = ("Board 10, East dealt. Auction: 1C-1D-1S-1H — my partner (North) had missed LHO's "
            "1S and bid 1H. The director came.")
    assert door_calls(text) == [("E", "1♣"), ("S", "1♦"), ("W", "1♠"), ("N", "1♥")]


def test_lithuanian_seats_and_suits_in_a_russian_post() -> None:
    text = ("Dalino Vakarai. Vakarai 1 kryžiai, Šiaurė pasas, Rytai 1 širdys, Pietūs 1 vynai, "
            "Vakarai 1 būgnai. Teisėjas пришёл.")
    assert calls_made(text) == [(Seat.W, "1♣"), (Seat.N, "пас"), (Seat.E, "1♥"),
                                (Seat.S, "1♠"), (Seat.W, "1♦")]


def test_a_call_taken_back_after_a_pah_is_replaced_by_the_next() -> None:
    text = "Сдавал Восток. Восток открыл 1♣, — тьфу, 1♦, путаю. Юг пас, Запад 1♠."
    assert door_calls(text) == [("E", "1♦"), ("S", "пас"), ("W", "1♠")]


def test_a_call_the_teller_wonders_about_is_not_made() -> None:
    text = ("Сдавал Юг. Юг 1♦, Запад 2♣ — или 2♥? нет, точно 2♥, — и Юг тут же «контра», не "
            "дождавшись партнёра.")
    assert door_calls(text) == [("S", "1♦"), ("W", "2♥"), ("S", "контра")]


def test_a_pbn_comment_names_no_caller_of_the_calls_after_it() -> None:
    text = '[Dealer "N"] [Auction "N"] 1H {North told West: natural} X Pass. What now?'
    assert door_calls(text) == [("N", "1♥"), ("E", "контра"), ("S", "пас")]


def test_a_bidding_card_put_down_is_a_call() -> None:
    text = "Сдавал Запад. Запад открыл 1♣, партнёр (Север) положил 1♦, Восток пас."
    assert door_calls(text) == [("W", "1♣"), ("N", "1♦"), ("E", "пас")]


def test_a_pass_by_a_player_told_by_his_place_in_the_rotation_is_his_own() -> None:
    text = ("Сдавал я, первая рука. Я 1 пика, вторая рука 2 трефы, партнёр пас, четвёртая рука "
            "пас. Я 2 пики, и тут правый, не дождавшись левого, «контра».")
    assert door_calls(text)[:5] == [("S", "1♠"), ("W", "2♣"), ("N", "пас"), ("E", "пас"),
                                    ("S", "2♠")]


def test_a_bidding_card_grabbed_by_mistake_then_replaced_at_once_is_25a() -> None:
    text = ("I was dealer and wanted to bid 1 spade, but I grabbed the pass card by mistake. I "
            "saw it and put the 1 spade bid down right away, no pause at all. LHO called the "
            "director. Who is right?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S")
    assert "25A" in laws


def test_a_dropped_card_is_the_players_named_in_the_tellers_own_case_not_in_the_quote() -> None:
    text = ("> Цитата (Миша_77): если карта выпала в торговле, смотрите, чья она / Согласен. У "
            "нас: сдавал Север, 1♦, Восток пас, и у Юга из рук выпали две карты — туз пик и "
            "валет треф, лицом вверх. Что теперь Северу?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "S")
    assert "24C" in laws
