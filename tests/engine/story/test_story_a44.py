"""A44: the partner in Kenyan spelling («my patna»), a player who «could not hold back» or acted
«before he could even open» his mouth (a call out of turn told in one call), a bidding card put
down right after the player's own «не та!» (the card put in its place, Law 25A), a seat's one
letter alone in brackets after a call («пас(В)», "X(E)"), a player named with his seat in
brackets and then as «её партнёр» (the same player, not the teller's partner), a change of
call told without a word of replacing (the changer is whoever made the call replaced, not the
player who called after it), a card falling told in the present tense, a clause of «before»
that leads to the next player's call (not the opener's), an opening bid that goes on with the
next player's call told a long sentence later, and passes and a double told from a stated
dealer (a hand to rule on, not a kind of case).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.story.model import Offence, Role
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def test_patna_is_the_partner() -> None:
    text = "My patna opened 1D, RHO passed, I bid 1H, LHO 1S and patna raised me to 2H."
    story = read_story(text)
    assert story.calls[0].role is Role.PARTNER, story.auction_text()


def test_a_player_who_could_not_hold_back_called_out_of_turn() -> None:
    text = ("Сдавал Восток, человек неторопливый. Север не вытерпел и сказал одну трефу. "
            "Позвали судью. Что будет Северу?")
    story = read_story(text)
    assert story.offence is Offence.OUT_OF_TURN, story.fired
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "bid_out_of_rotation"
    assert ruling.offender is Seat.N


def test_a_call_before_the_dealer_could_even_open_is_out_of_turn() -> None:
    story = read_story("Dealer: West. Before he could even open, North bid 2C. Is it cancelled?")
    assert story.offence is Offence.OUT_OF_TURN, story.fired


def test_a_bidding_card_put_after_the_players_own_wrong_one_is_his_change() -> None:
    text = ("Я сдавал, открыл 1♦. Запад пас. Партнёр вытащил 1♥, глянул и вскрикнул: «Ой, "
            "не ту!» — и выложил 1♠. Север и Восток спорят, можно ли так.")
    story = read_story(text)
    assert str(story.replacement) == "1♠", story.auction_text()
    assert [str(item.call) for item in story.calls] == ["1♦", "пас", "1♥"]


def test_a_seat_letter_alone_in_brackets_names_the_caller() -> None:
    story = read_story("Сдавал Юг. 1♣(Ю) – пас(З) – 1♥(С) – 1♠(З)!! Запад заявил второй раз.")
    told = [item.seat for item in story.calls if not item.implied]
    assert told == [Seat.S, Seat.W, Seat.N, Seat.W], story.auction_text()
    english = read_story("Dealer East. 1D(E) - X(W) - p(S). What now?")
    assert [item.seat for item in english.calls if not item.implied] == [Seat.E, Seat.W, Seat.S]


def test_her_partner_between_commas_after_a_seat_in_brackets_is_that_player() -> None:
    text = ("Сдавала Нина Петровна (Север) и открыла 1♣. Пётр (Восток) спасовал. "
            "А Олег Ильич (Юг), её партнёр, помедлил и говорит: «Одна бубна». Запад сказал: "
            "заявка принята. Есть ли нарушение?")
    story = read_story(text)
    assert [seat for seat, _ in story.seated()] == [Seat.N, Seat.E, Seat.S], story.auction_text()


def test_a_change_told_with_no_word_of_replacing_is_the_changers() -> None:
    text = ("Сдавал Юг, я. Открыл одну пику, потом Запад сказал 2 бубны, помолчал и "
            "говорит: «нет, 3 бубны». Партнёр согласился, принял, и сказал 3 пики. Всё ли "
            "правильно?")
    story = read_story(text)
    assert story.offence is Offence.CHANGE_OF_CALL
    assert story.offender is Seat.W, story.auction_text()


def test_a_card_falling_told_in_the_present_tense_is_shown_during_the_auction() -> None:
    text = ("Сдавал я, Юг: 1♠ – (2♦) – 2♠. Левый тянется к боксу, и у него выскальзывает "
            "король червей, прямо на сукно. Партнёр видел. Что с этой картой?")
    story = read_story(text)
    assert story.offence is Offence.EXPOSED_CARD, story.fired
    assert story.offender is Seat.W


def test_a_clause_of_before_leads_to_the_next_players_call() -> None:
    text = ("My partner opened 1H and before my RHO had even looked up, my LHO said 'double'. "
            "It was not his turn. What happens?")
    story = read_story(text)
    assert story.dealer is Seat.N, story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "double_out_of_rotation"
    assert ruling.offender is Seat.W


def test_an_opening_bid_goes_on_with_the_next_players_call_told_later() -> None:
    text = ("Сдавал Восток, он открыл 1♥; у них это пять карт, так и в карте написано. Я, Юг, "
            "в карту не смотрел, решил, что там может быть и четыре, и потому спасовал с "
            "хорошей рукой. Мой партнёр тоже спасовал. Положена ли нам компенсация?")
    story = read_story(text)
    assert [str(item.call) for item in story.calls][:1] == ["1♥"], story.auction_text()


def test_passes_and_a_double_from_a_stated_dealer_are_ruled() -> None:
    text = ("Доска 7, сдавал Запад. Пас-(пас)-контра. Контру дала моя партнёрша, а "
            "контрировать было нечего. Что ей теперь положено?")
    ruling = rule_text(text)
    assert ruling.irregularity == "inadmissible_double", ruling.summary
    assert ruling.offender is Seat.E


def test_a_change_told_with_words_of_replacing_is_charged_to_the_call_replaced() -> None:
    text = ("Board 3, dealer South. South pulled 1 club from the box and put it down, then "
            "studied his hand again for a good while, ten seconds at least, and changed to 1 "
            "spade. West bid 2 hearts over it. Only then did I call the director.")
    story = read_story(text)
    assert story.offence is Offence.CHANGE_OF_CALL
    assert story.offender is Seat.S, story.auction_text()
