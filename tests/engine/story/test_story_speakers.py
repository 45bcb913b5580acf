"""Stories pasted from a chat with several speakers, each message with its own «я»
(``engine.story.speakers``), ruled whole; and a teller who sits North (Seat.N is 0, which
once read as «no seat» in ``seat_word(x) or …``).

The wording is our own: club chats, a couple taking turns, timestamps, a speaker whose seat
is told only by another speaker.
"""

from __future__ import annotations

from engine.story.auction import read_auction
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from engine.story.table import my_seat
from engine.story.words import tokenize


def _ruled(text: str) -> tuple[str | None, str | None]:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None, text
    offender = ruling.offender.letter if ruling.offender is not None else None
    return ruling.irregularity, offender


def test_a_couple_each_with_their_own_i() -> None:
    # the husband's «я сказал 3♦» is South's call, not the wife's (North, the first teller)
    text = ("Жена: Сдавал Север, я Север, муж Юг. Я открыла 1 бубну, Восток пас, муж 1 пика, "
            "Запад пас, я 2 бубны. / Муж: А дальше Восток задумался, и я, не дождавшись его, "
            "сказал 3 бубны. / Жена: Ну и что теперь будет? / Муж: Вот и я спрашиваю.")
    assert _ruled(text) == ("bid_out_of_rotation", "S")


def test_a_timed_club_chat_with_a_seat_told_by_another_speaker() -> None:
    # Толик's seat is told only in Ира's message («Толик — Восток»); his «мой партнёр» is West
    text = ("[19:02] Ира: Вчера сдавал Юг, я сидела на Юге, Толик — Восток. Я 1 трефа, Запад "
            "пас, Север 1 черва. / [19:04] Толик: И тут мой партнёр, не глядя, сказал 1 бубну. "
            "/ [19:05] Ира: Это же недостаточно? Что делать Толику?")
    calls = [(item.seat.letter, str(item.call)) for item in read_auction(text).calls
             if not item.implied]
    assert calls[-1] == ("W", "1♦")
    assert _ruled(text) == ("insufficient_bid", "W")


def test_a_form_with_fields_is_no_chat() -> None:
    # «Стол: 3 / Торговля: …» has headers but one message each and no time: «я» stays the
    # teller's, told in the form («Я: Север»)
    story = read_story("Стол: 3 / Сдающий: Север / Я: Север / Торговля: я 1 пика, Восток 2 "
                       "трефы, мой партнёр 1 черва")
    assert story.me is not None and story.me.letter == "N"


def test_the_teller_sits_north() -> None:
    assert [my_seat(tokenize(text), set()) for text in
            ("Я Север, партнёр Юг.", "я — Север", "Я (Север) открыл")] == [0, 0, 0]
    # a play role with its seat in brackets after «я»
    assert my_seat(tokenize("Играла жена, я болван (Север)."), set()) == 0
    assert my_seat(tokenize("Я болван, Север разыгрывал."), set()) is None
