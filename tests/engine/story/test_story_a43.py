"""A43: a colloquial «не,» taking a call back («и такой: не, 3♣»), a refusal told in the
progressive («wasn't accepting it»), an insufficient bid refused and then put right «at once»
(Law 27, not the slip of 25A), a call asked about in the question («is the 1NT standing?») and a
call told as made after the final pass in its own sentence.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Circumstance, Offence
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def test_a_bare_ne_before_a_comma_takes_the_call_back() -> None:
    text = ("Сдавал Запад, открыл 1♠, мой партнёр пас, сосед справа 2♦, подержал паузу и "
            "говорит: не, 3♦. Судья что скажет?")
    story = read_story(text)
    assert str(story.replacement) == "3♦", story.auction_text()
    assert story.offence is Offence.CHANGE_OF_CALL
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "change_of_call"
    assert ruling.offender is Seat.E


def test_a_refusal_told_in_the_progressive_is_a_refusal() -> None:
    text = ("West dealt and opened 1S. North bid 2C out of turn, before East had called. "
            "East said he was not accepting it. What happens now?")
    assert Circumstance.NOT_ACCEPTED in read_story(text).circumstances


def test_an_insufficient_bid_refused_then_put_right_at_once_is_law_27() -> None:
    text = ("Сдавал Север. Север 1♥, Восток 2♣, Юг 1♠ — проглядел двойку Востока. Запад: "
            "«не принимаю». Юг сразу же исправил на 2♠, обычные пики, без всяких конвенций. "
            "Должен ли теперь Север молчать?")
    story = read_story(text)
    assert Circumstance.CORRECTED_AT_ONCE not in story.circumstances
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "insufficient_bid"
    assert "27B1(A)" in ruling.laws
    assert "25A" not in ruling.laws


def test_a_call_asked_about_in_the_closing_question_is_not_made() -> None:
    text = ("Dealer West. I was North and called 1H out of turn; West then passed without "
            "noticing. Who is barred now, partner or nobody, or is the 1H standing?")
    story = read_story(text)
    assert [str(c.call) for c in story.calls] == ["1♥", "пас"], story.auction_text()


def test_a_call_told_as_made_after_the_final_pass_joins_the_auction_told_before() -> None:
    text = ("Auction went N 1H - P - 3H - P - P - P, so North plays 3H. Then my partner "
            "(East, on lead) comes out with '3S' after the final pass, far too late. West "
            "answers 'double' before anyone speaks. Are both calls void?")
    story = read_story(text)
    assert not any(item.implied for item in story.calls), story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.E)


def test_all_passed_told_again_after_the_passes_adds_none() -> None:
    text = ("Сдавал Север. 1♦ – пас – 3♦ – пас – пас – пас. Когда все спасовали, Север "
            "вдруг объявил «4♦». Что за это полагается?")
    story = read_story(text)
    assert [str(c.call) for c in story.calls].count("пас") == 4, story.auction_text()


def test_a_raise_told_by_its_level_alone_is_a_bid_in_the_suit_raised() -> None:
    text = ("I dealt and opened 1 spade, LHO passed, partner raised to 3, and RHO doubled. "
            "All fine?")
    assert [str(c.call) for c in read_story(text).calls][:3] == ["1♠", "пас", "3♠"]
