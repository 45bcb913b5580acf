"""English words for concepts that had only Russian ones, or too few (brief E1).

English posts are read through the same lexicon concepts as Russian ones; where a concept
lacked its English words, the fact silently dropped out of the ruling. Each case below is
worded unlike the post that revealed the gap: the concept is tested, not the post.

- refusing to accept told as not wanting to («didn't want to accept», «wouldn't accept»);
- the director called at once («the TD was summoned immediately»): nobody accepted;
- the opponents by their side in table slang («lefty», «righty», «the opponent to my right»);
- the teller's kin as partner («my husband opened 1♠»), as «жена», «сын» are in Russian;
- a revoke told without the word («a heart stuck behind his diamonds», «missorted»).
"""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.lexicon import words
from engine.story.auction import barred_told
from engine.story.outside import cue_laws
from engine.story.reader import read_story
from engine.story.ruling import engine_text
from engine.story.words import tokenize

_IB = "North opened 1♥ and East bid 1♦. South {}. East changed it to 2♦, natural. What now?"


@pytest.mark.parametrize(
    "refusal",
    ["didn't want to accept it", "would not accept it", "chose not to accept it",
     "was unwilling to accept it", "did not wish to accept it"],
)
def test_not_wanting_to_accept_an_insufficient_bid_is_not_accepting_it(refusal: str) -> None:
    ruling = rule_text(_IB.format(refusal))
    assert (ruling.status, ruling.irregularity) == ("final", "insufficient_bid")
    assert ruling.offender is not None and ruling.offender.name == "E"
    assert "27B1(A)" in ruling.laws  # corrected to the lowest sufficient bid, natural


def test_accepting_it_still_reads_as_accepted() -> None:
    ruling = rule_text("North opened 1♥ and East bid 1♦. South was happy to accept it. Ruling?")
    assert ruling.irregularity == "insufficient_bid"
    assert "27A" in ruling.laws and "27B1(A)" not in ruling.laws


@pytest.mark.parametrize(
    "director",
    ["The TD was summoned immediately.", "We called the director right away.",
     "East fetched the director at once.", "The director was summoned at once."],
)
def test_director_called_at_once_means_nobody_accepted(director: str) -> None:
    ruling = rule_text(f"West dealt. I am North and I said pass before West had called. {director}"
                       " Penalty?")
    assert (ruling.status, ruling.irregularity) == ("final", "pass_out_of_rotation")
    assert "30A" in ruling.laws


def test_director_called_to_the_call_rules_it_not_accepted_and_says_so() -> None:
    # the same story without «at once»: the director was called to the call as it stood and
    # nothing tells of accepting it, so it is ruled not accepted, and the ruling says why
    ruling = rule_text("West dealt. I am North and I said pass before West had called. "
                       "The TD was summoned. Penalty?")
    assert (ruling.status, ruling.irregularity) == ("final", "pass_out_of_rotation")
    assert "30A" in ruling.laws and "считаю, что её не приняли" in ruling.summary


def test_a_call_made_over_it_before_the_director_leaves_acceptance_to_the_calls() -> None:
    ruling = rule_text("West dealt. I am North and I said pass before West had called. "
                       "West then bid 1H, and only after that the TD was summoned. Penalty?")
    assert "считаю, что её не приняли" not in ruling.summary


@pytest.mark.parametrize(
    ("text", "calls"),
    [("I dealt and opened 1♥. Before my LHO called, righty bid 2♣. What now?", "S:1♥ E:2♣"),
     ("I dealt and opened 1♥. Before West called, the opponent to my right bid 2♣.",
      "S:1♥ E:2♣")],
)
def test_an_opponent_named_by_table_slang_for_his_side(text: str, calls: str) -> None:
    assert engine_text(read_story(text)).startswith(calls)
    assert rule_text(text).irregularity == "bid_out_of_rotation"


def test_lefty_is_the_left_hand_opponent() -> None:
    assert {"lefty", "righty"} <= words("story.role.lho") | words("story.role.rho")
    assert "lefty" in words("story.role.lho") and "righty" in words("story.role.rho")


@pytest.mark.parametrize("kin", ["husband", "wife", "son", "daughter", "mum", "brother"])
def test_the_tellers_kin_at_the_table_is_his_partner(kin: str) -> None:
    story = read_story(f"I was dealer as South. Before I had called, my {kin} opened 1♠. "
                       "What happens?")
    assert engine_text(story).startswith("N:1♠")


@pytest.mark.parametrize(
    "text",
    ["Hearts were led and West pitched a spade. Two tricks later West spotted a heart stuck "
     "behind his diamonds. What happens to the tricks?",
     "My LHO played a diamond when clubs were led; at the end she found a club among her "
     "hearts, it was missorted. Ruling?",
     "On a spade lead RHO threw a club, and later on he found a small spade hiding behind "
     "his hearts."],
)
def test_a_revoke_told_without_the_word(text: str) -> None:
    assert "64" in [law.law for law in cue_laws(text)]


def test_found_a_card_without_a_card_played_is_no_revoke() -> None:
    # «found» alone is no revoke: the suit played off must be told too
    text = "Partner found a club fit and we bid 5♣; the director was not needed. Any law?"
    assert "64" not in [law.law for law in cue_laws(text)]


@pytest.mark.parametrize(
    "text",
    ["RHO dealt one diamond, I bid three notrump, and no bids from the other three. Bidding "
     "over. LHO then said 'four clubs', thinking it was still going. Ruling?",
     "Partner dealt one heart, RHO no bid, I bid four hearts, and the rest passed. Auction "
     "finished. Then LHO said 'four spades'. Any penalty?"],
)
def test_the_auction_told_over_makes_a_later_call_one_after_the_final_pass(text: str) -> None:
    # without the words of the end, «four spades» after the auction reads as a card named
    ruling = rule_text(text)
    assert ruling.irregularity == "call_after_final_pass"
    assert ruling.offender is not None and ruling.offender.name == "W"
    assert "39B" in ruling.laws


@pytest.mark.parametrize(
    "text",
    ["Dealer East. East opened 1♦, I bid 1♠, and after thinking for a while I said 'no, 2♠'. "
     "West did not accept the change. I decided to stay with 1♠. What now?",
     "Dealer West. West opened 1♣ and North bid 1♥; ten seconds later North swapped it for "
     "2♥. East did not accept it, so North will go back to 1♥. Ruling?"],
)
def test_keeping_the_first_call_told_in_the_present_tense(text: str) -> None:
    ruling = rule_text(text)
    assert (ruling.status, ruling.irregularity) == ("final", "change_of_call")
    assert "25B2(B)(1)" in ruling.laws  # the first call stands: partner passes once


@pytest.mark.parametrize(
    "text",
    ["Dealer South. I opened 1♣, then thought better of it and said 1NT. LHO did not accept "
     "the change. What now?",
     "Dealer South. I opened 1♣ and then, quite deliberately, replaced it with 1NT. LHO did "
     "not accept. What now?"],
)
def test_a_change_told_as_deliberate_is_no_slip(text: str) -> None:
    ruling = rule_text(text)
    assert ruling.irregularity == "change_of_call"
    assert "25B2(B)" in ruling.laws and "25A" not in ruling.laws


def test_a_change_after_a_while_is_a_delayed_one() -> None:
    ruling = rule_text("Dealer North. North opened 1♦, East bid 1♠ and after a while changed "
                       "it to 2♠. South did not accept. Ruling?")
    assert ruling.irregularity == "change_of_call"
    assert "25B2(B)" in ruling.laws and "25A" not in ruling.laws


@pytest.mark.parametrize("verb", ["hesitates", "pondered", "dithered"])
def test_a_player_who_thinks_between_two_calls_changes_his_own_call(verb: str) -> None:
    story = read_story(f"Dealer North. North bid 1♥, {verb} and bid 2♥. East did not accept. "
                       "What now?")
    assert engine_text(story).startswith("N:1♥ N:2♥")


@pytest.mark.parametrize(
    "text",
    ["The TD ruled: West passes for the rest of the auction.",
     "Director: East passes at his next turn.", "East will pass throughout, said the TD."],
)
def test_a_duty_to_pass_told_in_the_present(text: str) -> None:
    assert barred_told(tokenize(text))


def test_a_plain_pass_is_no_duty() -> None:
    assert not barred_told(tokenize("West passes."))


def test_a_card_named_by_mistake_may_be_corrected() -> None:
    ruling = rule_text("Declarer said 'small diamond' by mistake, he meant small club, and "
                       "changed it at once. Dummy had not yet played it. Ruling?")
    assert ruling.irregularity == "designation" and "45C4(B)" in ruling.laws


def test_right_all_along_is_no_revoke() -> None:
    # «all along» tells a revoke only with the card kept all along, not an explanation
    text = ("West explained 2♦ as a transfer; I took the diamonds as natural and doubled. "
            "The explanation had been right all along. Any redress?")
    assert "64" not in [law.law for law in cue_laws(text)]
    assert "64" in [law.law for law in cue_laws("I showed out of hearts on the first round; "
                                                "I had a heart all along. Ruling?")]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # players writing English with their own language's suit words, marks or not
        ("Dealer South. South 1 trèfle, West 1 carreau, North 1 coeur, East 2 piques.",
         "S:1♣ W:1♦ N:1♥ E:2♠"),
        ("Dealer North. North 1 kier, East pas, South 2 trefl, West kontra.",
         "N:1♥ E:пас S:2♣ W:контра"),
    ],
)
def test_suit_words_of_other_languages_are_read(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls
