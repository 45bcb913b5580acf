"""Law 44 as whole scenarios: following suit, the winner of each trick, the next leader."""

from __future__ import annotations

import pytest

from engine.play import (
    BadTrick,
    Card,
    Holding,
    Rank,
    Seat,
    Suit,
    check_play,
    legal_cards,
    next_leader,
    trick_winner,
    winning_index,
)
from engine.play.tricks import seat_after


def c(code: str) -> Card:
    """``♠A`` -> Card(SPADES, ACE) (test shorthand)."""
    suit = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS}[code[0]]
    rank = next(rank for rank in Rank if rank.symbol == code[1:])
    return Card(suit, rank)


def hand(*codes: str) -> Holding:
    return Holding.of(c(code) for code in codes)


def play_out(
    hands: dict[Seat, Holding], leader: Seat, tricks: list[list[str]], trump: Suit | None
) -> list[tuple[Seat, str, str]]:
    """Play each trick in turn, checking every card for 44A/44C/44D; (winner, card, law)."""
    results = []
    for codes in tricks:
        cards = [c(code) for code in codes]
        led = cards[0].suit
        for i, card in enumerate(cards):
            seat = seat_after(leader, i)
            check = check_play(hands[seat], card, None if i == 0 else led)
            assert check.legal, (seat, card.code, check.reason)
            hands[seat] = Holding.of(x for x in hands[seat] if x != card)
        outcome = trick_winner(leader, cards, trump)
        assert outcome.next_law == "44G"
        results.append((outcome.winner, outcome.card.code, outcome.law))
        leader = outcome.next_leader
    return results


def test_three_trick_ending_with_hearts_trump() -> None:
    hands: dict[Seat, Holding] = {
        "N": hand("♠A", "♠3", "♣K"),
        "E": hand("♠K", "♥5", "♣2"),
        "S": hand("♥Q", "♦4", "♣A"),
        "W": hand("♠Q", "♥2", "♦A"),
    }
    # W still holds a spade on the first trick: trumping it would be a revoke (44C)
    assert not check_play(hands["W"], c("♥2"), Suit.SPADES).legal
    # S has no spade: any card, a trump included (44D)
    assert check_play(hands["S"], c("♥Q"), Suit.SPADES).law == "44D"
    results = play_out(
        hands,
        "N",
        [
            ["♠A", "♠K", "♥Q", "♠Q"],  # S ruffs: the trick holds a trump (44E)
            ["♣A", "♦A", "♣K", "♣2"],  # S leads (44G); a discarded ace does not win (44F)
            ["♦4", "♥2", "♠3", "♥5"],  # W ruffs, E over-ruffs: highest trump wins (44E)
        ],
        trump=Suit.HEARTS,
    )
    assert results == [("S", "♥Q", "44E"), ("S", "♣A", "44F"), ("E", "♥5", "44E")]
    assert all(len(h) == 0 for h in hands.values())


def test_notrump_trick_goes_to_the_highest_card_of_the_suit_led() -> None:
    results = play_out(
        {
            "N": hand("♠A", "♥2"),
            "E": hand("♦K", "♥A"),
            "S": hand("♦2", "♥3"),
            "W": hand("♦Q", "♠K"),
        },
        "E",
        [["♦K", "♦2", "♦Q", "♠A"], ["♥A", "♥3", "♠K", "♥2"]],
        trump=None,
    )
    # N's ♠A is a discard to a diamond lead; E wins both tricks and leads again (44G)
    assert results == [("E", "♦K", "44F"), ("E", "♥A", "44F")]


def test_trump_lead_and_trumps_are_compared_by_rank() -> None:
    cards = [c("♠2"), c("♠A"), c("♥A"), c("♠T")]
    assert trick_winner("W", cards, Suit.SPADES).winner == "N"  # ♠A, 2nd card, W -> N
    assert next_leader("W", cards, Suit.SPADES) == "N"
    assert trick_winner("W", cards, Suit.HEARTS).card == c("♥A")  # ♥A the only trump


def test_winning_so_far() -> None:
    assert winning_index([c("♣5")], None) == (0, "44F")
    assert winning_index([c("♣5"), c("♣9")], Suit.DIAMONDS) == (1, "44F")
    assert winning_index([c("♣5"), c("♣9"), c("♦2")], Suit.DIAMONDS) == (2, "44E")


def test_legal_cards_follow_suit_or_anything() -> None:
    holding = hand("♠K", "♠4", "♥2")
    assert legal_cards(holding, Suit.SPADES) == (c("♠K"), c("♠4"))
    assert legal_cards(holding, Suit.CLUBS) == holding.cards
    assert legal_cards(holding, None) == holding.cards
    assert check_play(holding, c("♥2"), None).law == "44A"


@pytest.mark.parametrize(
    "cards",
    [[], ["♠A", "♠K", "♠Q"], ["♠A", "♠K", "♠Q", "♠J", "♠T"], ["♠A", "♠K", "♠A", "♠Q"]],
)
def test_impossible_tricks_are_refused(cards: list[str]) -> None:
    with pytest.raises(BadTrick):
        trick_winner("N", [c(code) for code in cards], None)


def test_a_card_not_held_cannot_be_checked() -> None:
    with pytest.raises(BadTrick, match="♠Q"):
        check_play(hand("♠K"), c("♠Q"), None)
