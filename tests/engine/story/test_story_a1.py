"""Brief A1: reading who made which call at the table, at whose turn, from any way of telling.

Each case is worded unlike the post that showed the gap (those posts live in the story sets);
it checks the mechanism: a seat letter joined to its verb of calling by another predicate, a
call quoted after the verb, an aside between a player and his verb, a call that is only seen
or heard, «my turn», a call made although somebody else dealt, and a call after the words that
end the auction.
"""

from __future__ import annotations

import pytest

from engine.answer import answer
from engine.rules.model import Seat
from engine.search import get_searcher
from engine.story.auction import read_auction
from engine.story.calls import read_call, subject_at
from engine.story.mention import call_context
from engine.story.model import Role
from engine.story.table import turn_holder
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled

# --- a seat letter, another predicate, «и», then the verb of calling ------------------------

@pytest.mark.parametrize(("text", "seat", "call"), [
    ("Сдающий З. З ещё молчал, а Ю помедлил и объявил 1♠.", Seat.S, "1♠"),
    ("Dealer E. E was still sorting; N got impatient and bid 1C.", Seat.N, "1♣"),
])
def test_letter_then_predicate_then_call(text: str, seat: Seat, call: str) -> None:
    assert calls_made(text) == [(seat, call)]


def test_preposition_letter_is_no_player() -> None:
    # «В» opening a sentence is the preposition, however the verbs follow
    assert all(seat is not Seat.E for seat, _ in calls_made("В итоге подумал и сказал пас."))


# --- a call quoted after the verb, after the words that end the auction ---------------------

@pytest.mark.parametrize(("text", "offender"), [
    ("Board 1. N 1NT, E pass, S 3NT, W pass, N pass, E pass. The bidding had ended; "
     "then W said 'X'.", Seat.W),
    ("Сдающий С. С — 1♠, В — пас, Ю — 4♠, З — пас, С — пас, В — пас. Торговля окончена, "
     "и тут З говорит: «X».", Seat.W),
])
def test_quoted_call_after_the_final_pass(text: str, offender: Seat) -> None:
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("call_after_final_pass", offender)
    assert "39B" in laws  # a defender's double after the final pass


# --- an aside between a player and his verb names somebody else ------------------------------

@pytest.mark.parametrize(("text", "seat", "call"), [
    ("Сдающий Север. Север 1♣, Восток пас, и тут Запад, явно не дожидаясь своего партнёра, "
     "законтрил.", Seat.W, "контра"),
    ("Board 3. South 1H, and then North, quite forgetting that his partner was waiting, "
     "bid 2H.", Seat.N, "2♥"),
])
def test_aside_names_another_player(text: str, seat: Seat, call: str) -> None:
    assert calls_made(text)[-1] == (seat, call)


# --- a call only seen or heard, its verb after it ---------------------------------------------

def test_call_seen_after_is_no_call() -> None:
    text = "Ю — 1♠, З — 2♣, С — 2♦, В — 2♣. Восток двух бубен не расслышал."
    assert calls_made(text) == [(Seat.S, "1♠"), (Seat.W, "2♣"), (Seat.N, "2♦"), (Seat.E, "2♣")]
    irregularity, seat, _ = ruled(text)
    assert (irregularity, seat) == ("insufficient_bid", Seat.E)


# --- «at my turn»: whose turn it was ---------------------------------------------------------

def test_my_turn_names_the_turn() -> None:
    text = ("I sat South. West dealt and opened 1C, partner 1H, East passed, and partner then "
            "passed too, at my turn.")
    assert calls_made(text) == [(Seat.W, "1♣"), (Seat.N, "1♥"), (Seat.E, "пас"), (Seat.N, "пас")]
    irregularity, seat, _ = ruled(text)
    assert (irregularity, seat) == ("pass_out_of_rotation", Seat.N)


def test_my_own_call_in_my_turn_is_no_turn_told() -> None:
    assert turn_holder(tokenize("В мою очередь я спасовал.")) is None
    assert turn_holder(tokenize("Партнёр спасовал в мою очередь.")) is not None


# --- a call made although somebody else dealt -------------------------------------------------

@pytest.mark.parametrize("text", [
    "Dealer South, but West opened 1D and North overcalled 1S.",
    "Сдавал Юг, но Запад открыл 1♦, а Север вступил 1♠.",
])
def test_call_despite_the_dealer_then_called_over(text: str) -> None:
    assert [seat for seat, _ in calls_made(text)] == [Seat.W, Seat.N]  # no pass implied for South
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("bid_out_of_rotation", Seat.W)
    assert "29B" in laws  # North, West's LHO, called over it


# --- the verbs and the words of a player in other forms -----------------------------------

def test_present_tense_of_naming_makes_the_call() -> None:
    # «называет»: a verb of calling in the present tense, after a clause about someone else
    text = "Сдающий З. Пока З раскладывал карты, Ю называет 2♣."
    assert calls_made(text) == [(Seat.S, "2♣")]


def test_partner_opposite_is_the_partner() -> None:
    # «визави»: the player opposite, the teller's partner, names the caller
    named = subject_at(tokenize("Тогда визави сказал одну черву."), 1)
    assert named is not None and named.role is Role.PARTNER


@pytest.mark.parametrize(("text", "holder"), [
    ("Dealer W. W 1C, N pass, E 1S, and N passed once more at S's turn.", Seat.S),
    ("It was W's turn when North doubled.", Seat.W),
])
def test_seat_letter_possessive_names_the_turn(text: str, holder: Seat) -> None:
    assert turn_holder(tokenize(text)) is holder


# --- the director removed the call: nobody accepted it -------------------------------------

def test_call_removed_by_the_director() -> None:
    text = ("Сдавала Юг. Запад поспешил и сказал 1♠ первым. Судья заявку сняла, Юг открыл 1♦, "
            "Запад сказал 1♥.")
    irregularity, seat, laws = ruled(text)
    assert (irregularity, seat) == ("bid_out_of_rotation", Seat.W)
    assert "28B" not in laws


# --- a call owned by a player and only seen; a call named as the one not chosen ---------------

def test_possessed_call_seen_is_no_call() -> None:
    text = ("Dealer N. N 1C, E 1H, S 1D — South never heard East's 1H. West did not accept, "
            "and South made it 2D.")
    assert calls_made(text) == [(Seat.N, "1♣"), (Seat.E, "1♥"), (Seat.S, "1♦")]


def test_call_not_chosen_is_no_call() -> None:
    text = "Dealer E. E 1S, S 1H; W refused it, and South corrected to 2H rather than 2C."
    assert [call for _, call in calls_made(text)] == ["1♠", "1♥"]
    tokens = tokenize("North then changed it to 2S rather than 3C")
    found = read_call(tokens, 8)
    assert found is not None and call_context(tokens, 8, found, set()) == "meant"


# --- a side told to have called before the first call read: the auction's start is untold -----

def test_side_called_before_the_first_call() -> None:
    text = "They opened, and then my partner passed out of turn — it was my turn. What now?"
    assert calls_made(text) == []
    ruling = answer(text, get_searcher()).ruling
    assert ruling is None or ruling.irregularity != "pass_out_of_rotation" or (
        "30A" not in ruling.laws)  # no pass «before any bid»: a bid was made


# --- a call made and named insufficient; the bid it was made over, its player untold ----------

@pytest.mark.parametrize("text", [
    "East made an insufficient 1D over 1S; South refused it and East changed to 2D, natural.",
    "Восток дал недостаточное 1♦ после 1♠, Юг не принял, Восток исправил на 2♦, натурально.",
])
def test_insufficient_bid_made_over_an_untold_bid(text: str) -> None:
    calls = calls_made(text)
    assert [call for _, call in calls] == ["1♠", "1♦"] and calls[1][0] is Seat.E
    irregularity, seat, _ = ruled(text)
    assert (irregularity, seat) == ("insufficient_bid", Seat.E)


# --- «D: N»: the dealer's letter and a colon ---------------------------------------------------

@pytest.mark.parametrize(("text", "dealer"), [
    ("D: E. S 1C, W pass.", Seat.E),
    ("Д: З. С 1♣, В пас.", Seat.W),
])
def test_dealer_letter_with_a_colon(text: str, dealer: Seat) -> None:
    story = read_auction(text).story()
    assert (story.dealer, story.dealer_from) == (dealer, "fact")
