"""A46: «No» written for a pass between dashes in a British auction («1♥ – No – 2♣ – No»),
the players of «все спасовали» listed after a colon (a pass for each), «все спасовали» after a
pass already told (only the passes that end the auction), a call told as the meaning of an
agreement («2♣ — искусственный»), a player eager to make a call («itching to double») or one
who set out to make one and made another («went to say»), a bid of one told with the article
(«opened a spade»), a player's name read as a seat in the genitive after «не дождавшись», and
a name, a dash and «я» opening a clause of its own (the teller speaks, he is not that player),
a contract told with its double and its declarer («Three notrump doubled, North declarer»: no
auction, a claim is outside the text), a call taken back in the player's own quoted words
(«две трефы, нет, две червы», also between single quotes: a change of call, not the teller
taking back what he told); and, kept as it was, «no,» after a dash that takes back the call
told before it.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.search import get_searcher
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def _seats_and_calls(text: str) -> list[tuple[Seat | None, str]]:
    """The calls told (not those put in their turn between them), with their seats."""
    return [(call.seat, str(call.call)) for call in read_story(text).calls if not call.implied]


def _calls(text: str) -> list[str]:
    return [str(call.call) for call in read_story(text).calls]


def test_no_between_dashes_is_a_pass() -> None:
    text = "Dealer North: 1♥ – No – 2♣ – No – 3NT – No – No – No. Then South bid 4♥."
    assert _calls(text)[:8] == ["1♥", "пас", "2♣", "пас", "3БК", "пас", "пас", "пас"]
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "call_after_final_pass", ruling


def test_no_after_a_dash_and_then_a_comma_still_takes_the_call_back() -> None:
    assert _calls("Dealer North. North said pass — no, North said 1♠.") == ["1♠"]


def test_the_players_listed_after_all_passed_pass_one_each() -> None:
    text = ("Сдавал Север, он открыл 1♠, Восток сказал 2♦, и тут спасовали все: Юг, Запад "
            "и Север. После финального паса Восток произнёс «три бубны».")
    calls = _seats_and_calls(text)
    assert calls[2:5] == [(Seat.S, "пас"), (Seat.W, "пас"), (Seat.N, "пас")], calls
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "call_after_final_pass", ruling
    assert ruling.offender is Seat.E


def test_all_passed_after_a_pass_told_ends_the_auction_only() -> None:
    text = "Сдавал Запад, открыл 1♥. Я был на Севере, задумался. Сказал пас. Все пасовали."
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "none", ruling.summary
    assert [str(c.call) for c in ruling.auction.calls] == ["1♥", "пас", "пас", "пас"]


def test_a_call_defined_by_an_agreement_is_not_made() -> None:
    text = ("У нас по системе: 2♣ — искусственный, форсирует. Север открыл 1БК, Восток пас, "
            "Юг 2♣.")
    assert _calls(text)[:3] == ["1БК", "пас", "2♣"]


def test_a_call_a_player_was_itching_to_make_is_not_made() -> None:
    text = ("North opened 1S and East passed out of turn, before South. West was itching to "
            "double, anyone could see it.")
    assert "контра" not in _calls(text)


def test_a_call_a_player_went_to_make_is_not_the_one_made() -> None:
    text = ("Left-hand opponent opened 1D, partner passed, right-hand opponent bid 1S, and I "
            "went to say two hearts but out came 'two clubs', and at once, without a pause, "
            "I said 'two hearts, sorry'.")
    story = read_story(text)
    calls = [str(c.call) for c in story.calls if not c.implied]
    assert calls[:4] == ["1♦", "пас", "1♠", "2♣"], story.auction_text()


def test_a_bid_of_one_told_with_the_article() -> None:
    calls = _seats_and_calls("I dealt and opened a spade, and my left-hand opponent bid a "
                             "heart.")
    assert [call for _, call in calls] == ["1♠", "1♥"], calls


def test_the_player_not_waited_for_is_spoken_of_by_his_name() -> None:
    text = ("Пётр Ильич (Восток) открыл одну трефу, я (Юг) пас, Анна Сергеевна (Запад) пас, "
            "и тут Пётр Ильич, не дождавшись Анны Сергеевны, громко сказал «контра».")
    calls = _seats_and_calls(text)
    assert calls[-1] == (Seat.E, "контра"), calls


def test_a_name_a_dash_and_i_opening_a_clause_is_not_my_seat() -> None:
    text = ("Сдавал Семён Маркович (Север), открыл 1♦, Восток пас. Накажут ли Семёна "
            "Марковича — я слышала, что нет. Я сказала 1♠.")
    assert _seats_and_calls(text)[-1] == (Seat.S, "1♠")


def test_a_contract_told_with_its_double_and_declarer_is_no_auction() -> None:
    text = ("Three notrump doubled, North declarer, I'm West. At trick nine North showed his "
            "hand and claimed the rest; partner still held a good club.")
    assert _calls(text) == []
    ruling = rule_text(text, None, get_searcher())
    assert ruling.status == "outside", (ruling.irregularity, ruling.laws)


def test_a_call_taken_back_in_the_players_own_quoted_words_is_changed() -> None:
    text = ("Сдавал Север, открыл 1♦, Восток пас, и я говорю: «две трефы, нет, две червы». "
            "Запад возражает. Что остаётся?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "change_of_call", ruling.summary
    assert ruling.offender is Seat.S


def test_single_quotes_hold_the_players_own_change() -> None:
    text = ("Dealer North opened 1H, East passed and I said 'one spade, sorry, one notrump' "
            "all in one breath. West objects. Which call stands?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None and ruling.irregularity == "change_of_call", ruling.summary
    assert ruling.offender is Seat.S
