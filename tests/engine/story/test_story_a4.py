"""Brief A4: a change of call in any grammar, players told not to have called yet, the
director's arrival told with «before», a bidding card put down out of turn.

Each case is worded unlike the posts that showed the gap (those live in
``tests/data/stories/forum_a4_skipper_almaty.tsv`` and the released story sets); it checks
the mechanism: a call after an arrow, after a wish said once a call is taken back, or after
«not X, (but)» in a player's own words is the call put in place of his last one; a call after
a verb of reaching for a bidding card is the one intended; a seat letter followed by the words
of not having called yet names a player who is skipped, not given a pass; «before South…»
in the director's clause tells when he came, not who called out of turn.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.calls import read_call, subject_at
from engine.story.mention import asked_what_may_be_done, call_context
from engine.story.reader import read_story
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled


def _kind(text: str, call: str) -> str:
    """What ``call_context`` makes of the call written ``call`` (at its last place)."""
    tokens = tokenize(text)
    places = [k for k, t in enumerate(tokens) if t.text == call.lower()]
    assert places, (text, call)
    at = places[-1]
    found = read_call(tokens, at)
    assert found is not None, (text, at)
    return call_context(tokens, at, found, asked_what_may_be_done(tokens))


# --- the grammar of a replacement -------------------------------------------------------------

@pytest.mark.parametrize(("text", "call", "expected"), [
    ("N → 2H, E did not accept", "2H", "replacement"),  # an arrow after the player
    ("Север 1♣ ⇒ 1♠ без паузы", "1♠", "replacement"),   # an arrow between two calls
    ("W 1D -> 1NT", "1NT", "replacement"),              # an arrow typed as «->»
    ("W 1D - 1NT", "1NT", "call"),                      # a dash alone separates calls
    ("he went: sorry, I'd like to bid 1NT", "1NT", "replacement"),
    ("и добавил: нет, я хочу сказать 2♦", "2♦", "replacement"),
    ("тут же: «ах, не 3♣, а 2♣»", "2♣", "replacement"),  # not X, but Y: Y put instead
    ("oh, not 2H, 1H", "1H", "replacement"),
    ("тут же: «ах, не 3♣, а 2♣»", "3♣", "skip"),        # X itself is not a call made
    ("потянулась за 1♥, а вытащила 1♠", "1♥", "meant"),  # the card reached for
    ("was reaching for the 1H card but got 1S", "1H", "meant"),
    ("потянулась за 1♥, а вытащила 1♠", "1♠", "call"),
])
def test_grammar_of_a_replacement(text: str, call: str, expected: str) -> None:
    assert _kind(text, call) == expected


def test_a_wish_with_nothing_taken_back_is_no_replacement() -> None:
    assert _kind("I want to say 1S but the TD came", "1S") != "replacement"


def test_teller_setting_calls_against_each_other_is_no_change() -> None:
    # «сказал не 3♣, а 2♣» is the teller putting his own telling right, not a player's change
    story = read_story("Дилер Восток. Восток сказал не 3♣, а 2♣, Юг пас.")
    assert story.replacement is None


@pytest.mark.parametrize(("text", "calls", "replacement"), [
    ("Dealer W. W 1S, N 1H. N → 2H, E did not accept.",
     [(Seat.W, "1♠"), (Seat.N, "1♥")], "2♥"),
    ("Dealer E. E passed, S 1D, and then S added: sorry, I'd like to bid 1NT. W declined.",
     [(Seat.E, "пас"), (Seat.S, "1♦")], "1БК"),
    ("Сдающий Юг. Юг потянулся за 1♥, а вытащил 1♠ и без паузы заменил на 1♥.",
     [(Seat.S, "1♠")], "1♥"),
])
def test_replacement_is_not_the_next_players_call(
    text: str, calls: list[tuple[Seat, str]], replacement: str
) -> None:
    assert calls_made(text) == calls
    assert str(read_story(text).replacement) == replacement


@pytest.mark.parametrize(("text", "offender", "law"), [
    ("Сдающий С. С 1♣ → 1♠ без паузы, В позвал судью.", Seat.N, "25A"),
    ("Dealer S. South was reaching for 1H but the 1S card came out; he fixed it to 1H with "
     "no pause at all.", Seat.S, "25A"),
    ("Dealer N. N 2H and at once, in one breath: oh, not 2H, 1H. East called the TD.",
     Seat.N, "25A"),
])
def test_change_of_call_ruled(text: str, offender: Seat, law: str) -> None:
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("change_of_call", offender)
    assert law in laws


# --- players told not to have called yet ------------------------------------------------------

def test_seat_letter_before_words_of_silence_names_the_player() -> None:
    tokens = tokenize("Then N passed. W hadn't said a word yet.")
    named = subject_at(tokens, 4)
    assert named is not None and named.seat is Seat.W


@pytest.mark.parametrize(("text", "irregularity", "offender", "law"), [
    ("Board 10 (dealer E). E 1C, S 1D, then N passed. W hadn't said a word yet. E did not "
     "accept.", "pass_out_of_rotation", Seat.N, "30B1"),
    ("Сдавал Север. Север ещё рот не открыл, а Восток уже положил пас. Юг не принял.",
     "pass_out_of_rotation", Seat.E, "30A"),
    ("Сдающий — Запад. Запад пас, Север сидит и ещё думает, а Юг 1♠. Восток не принял.",
     "bid_out_of_rotation", Seat.S, "31B"),
])
def test_silent_player_gets_no_pass(
    text: str, irregularity: str, offender: Seat, law: str
) -> None:
    got, seat, laws = ruled(text)
    assert (got, seat) == (irregularity, offender)
    assert law in laws


def test_bidding_card_put_down_without_waiting_is_a_call() -> None:
    text = "Сдающий Запад. Запад пас, а Восток не стал ждать своей очереди и сразу положил 1♦."
    assert calls_made(text) == [(Seat.W, "пас"), (Seat.E, "1♦")]
    assert read_story(text).replacement is None


# --- «before» in the director's clause ---------------------------------------------------------

def test_director_arriving_before_a_player_is_no_call_out_of_turn() -> None:
    text = ("Dealer N. N 1S, then E dropped the queen of hearts face up. The TD arrived before "
            "S had called.")
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("exposed_card", Seat.E)
    assert "24B" in laws


def test_before_a_player_still_tells_a_call_out_of_turn() -> None:
    text = "Dealer N. N 1S, and before East had called, West bid 2H. North did not accept."
    irregularity, seat, _ = ruled(text)
    assert (irregularity, seat) == ("bid_out_of_rotation", Seat.W)


# --- the director called to the call as it stood ----------------------------------------------

@pytest.mark.parametrize(("text", "irregularity", "offender", "law"), [
    ("Dealer W. Before West could call, North passed. The TD was summoned.",
     "pass_out_of_rotation", Seat.N, "30A"),
    ("Сдающий Юг. Юг пас, а Восток вместо Запада объявил 1♦. Позвали арбитра.",
     "bid_out_of_rotation", Seat.E, "31B"),
])
def test_director_called_to_the_last_call_means_nobody_accepted_it(
    text: str, irregularity: str, offender: Seat, law: str
) -> None:
    got, seat, laws = ruled(text)
    assert (got, seat) == (irregularity, offender)
    assert law in laws


def test_call_over_it_before_the_director_is_not_read_as_refused() -> None:
    # «не дожидаясь судьи»: the director was not called yet; North called over the pass (28B)
    text = ("Сдающий Север. Восток сказал пас раньше Севера, Север, не дожидаясь судьи, открыл "
            "1♠, потом позвали судью.")
    _, _, laws = ruled(text)
    assert "28B" in laws


def test_acceptance_being_decided_is_left_open() -> None:
    text = ("Dealer W. Before West could call, North passed. The TD is at the table and East is "
            "still deciding whether to accept it.")
    story = read_story(text)
    assert not {c.value for c in story.circumstances} & {"accepted", "not_accepted"}


# --- a «?» standing for a call in shorthand ---------------------------------------------------

def test_question_mark_in_shorthand_ends_no_sentence() -> None:
    text = ("dlr E. 1S-(p)-? N reached for a card and dropped the ♥K and the ♣4 face up; S saw "
            "both. TD: both stay face up till the auction ends. S passes 1 round?")
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("exposed_card", Seat.N)
    assert "24C" in laws


# --- a card seen in the auction, told in English ----------------------------------------------

@pytest.mark.parametrize(("text", "offender", "law"), [
    ("I opened 1H; while the chap on my left was sorting his hand, the queen of diamonds fell "
     "face up. The TD said it stays face up till the end of the auction.", Seat.W, "24B"),
    ("Dealer E. E 1C, and while the lady on my right was arranging her hand, the 6 of spades "
     "dropped face up. The TD said it stays face up until the auction ends.", Seat.E, "24A"),
    # words of a call out of turn in a sentence that tells no call («still sorting») do not
    # hide the card that fell
    ("Dealer S. S opened 1D. Meanwhile Grandpa Tom, East, was still sorting his hand and the "
     "jack and the three of clubs slid out face up for all to see. The director came.",
     Seat.E, "24C"),
])
def test_card_seen_in_the_auction_in_english(text: str, offender: Seat, law: str) -> None:
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("exposed_card", offender)
    assert law in laws


def test_taking_the_changed_call_is_accepting_it() -> None:
    text = ("Dealer N. N 1C, E 1D and then, after a long think, 'sorry, make that 1H'. South "
            "said 'fine, we'll take the 1H' and bid 1S.")
    story = read_story(text)
    assert str(story.replacement) == "1♥"
    assert "accepted" in {c.value for c in story.circumstances}
    assert (Seat.S, "1♥") not in calls_made(text)


def test_one_card_told_twice_is_one_card() -> None:
    text = "Сдающий Север. Север 1♣, и у Запада выпал туз пик лицом вверх, туз так и лежит."
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("exposed_card", Seat.W)
    assert "24B" in laws and "24C" not in laws


@pytest.mark.parametrize(("text", "offender"), [
    # the pronoun stands for the last player named of its gender, not the nearest one
    ("Сдающая Юг. Юг 1♦, а Запад сидела молча; пока Север думал, у неё выпал король пик "
     "картинкой вверх.", Seat.W),
    ("Dealer N. N 1S, E 2H, then his ace of clubs fell face up.", Seat.E),
    # the words «пока я думала» tell no call after them: the card is what happened
    ("Сдавал Север. Он открыл 1♣, Восток пас, и пока я думала, у меня выпал туз пик лицом "
     "вверх.", Seat.S),
])
def test_whose_card_fell(text: str, offender: Seat) -> None:
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("exposed_card", offender)
    assert "24B" in laws


@pytest.mark.parametrize("text", [
    "Dealer W. W 1H and North at once: '2C, oh no, 2D, 2D!' East called the director.",
    "Сдающий Запад. Запад 1♥, а Север тут же: «2♣… ой, нет, 2♦, 2♦!» Восток позвал судью.",
])
def test_one_call_said_twice_in_own_words_is_one_replacement(text: str) -> None:
    assert calls_made(text) == [(Seat.W, "1♥"), (Seat.N, "2♣")]
    assert str(read_story(text).replacement) == "2♦"


def test_replacement_of_an_insufficient_bid_in_shorthand() -> None:
    text = "dlr N. 1S-(2H)-1NT. IB, W didn't accept. S → 2NT, nat., not conv. TD let it go on."
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("insufficient_bid", Seat.S)
    assert "27B1(A)" in laws


def test_words_of_immediacy_opening_the_players_words_tell_a_change_at_once() -> None:
    irregularity, seat, laws = ruled("Дилер Восток. Восток: 3♣, и тут же: «ах, не 3♣, а 2♣». "
                                     "Юг позвал судью.")
    assert (irregularity, seat) == ("change_of_call", Seat.E)
    assert "25A" in laws
