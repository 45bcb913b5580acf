"""English of new voices (brief N1) that the search did not read, each case worded unlike
the post that revealed it: the mechanism is tested, not the post.

Opponents named by their side («the left opponent»), «pas» for pass and «TL» for the
director as non-native players write them, a card «turned it face down», a denial in
English before «accept» or «artificial», «I» as the teller, and whose turn an English
sentence names («it was my turn», «the turn of his partner»).
"""

from __future__ import annotations

import pytest

from engine.search import get_searcher
from engine.search.analyze import analyse
from engine.search.clues import tokens
from engine.search.facts import facts
from engine.search.seats import actor_of, owner_at


def _terms(text: str) -> set[str]:
    analysis = analyse(text, get_searcher().vocabulary)
    return {target for _, expansion in analysis.expansions for target in expansion.split()}


@pytest.mark.parametrize(
    ("text", "term"),
    [("the left opponent bid again", "lho"), ("then the right opponent spoke", "rho"),
     ("North said pas", "пас"), ("we asked the TL", "судья"),
     ("he turned it face down too early", "переворачивание")],
)
def test_english_words_reach_the_translation(text: str, term: str) -> None:
    assert term in _terms(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [("the insufficient bid was not accepted by me", "reject"),
     ("my partner didn't accept his insufficient bid", "reject"),
     ("they never accepted it", "reject")],
)
def test_an_english_denial_turns_acceptance_into_refusal(text: str, fact: str) -> None:
    found = facts(text)
    assert fact in found and "accept" not in found


def test_nothing_artificial_is_not_conventional() -> None:
    assert "conventional" not in facts("she said her 2 clubs was nothing artificial")
    assert "conventional" in facts("she said her 2 clubs was artificial")


def test_a_side_word_names_the_opponent() -> None:
    seq = tokens("then my right opponent doubled")
    assert actor_of(seq, 3) == "rho"
    assert actor_of(tokens("the left player passed"), 2) == "lho"


@pytest.mark.parametrize(
    ("text", "word", "owner"),
    [("although it was my turn", 4, "me"), ("it was north's turn", 4, "north"),
     ("when it was the turn of my partner", 4, "partner")],
)
def test_whose_turn_an_english_sentence_names(text: str, word: int, owner: str) -> None:
    seq = tokens(text)
    assert seq[word].word == "turn"
    assert owner_at(seq, word) == owner


def test_a_turn_to_lead_names_no_auction_turn() -> None:
    seq = tokens("it was my turn to lead")
    assert owner_at(seq, 3) is None


def test_an_english_pass_in_my_turn_rules_as_a_pass_in_his_rhos_turn() -> None:
    found = facts("my partner opened and then the left opponent passed, but it was my turn")
    assert {"pass", "oot", "turn=rho"} <= found
    hits = get_searcher().search(
        "My partner opened 1 club, then the left opponent said pass, but it was my turn. "
        "Which rule?"
    ).hits
    assert hits and hits[0].clause_id == "30B1"


def test_calling_the_director_is_no_call() -> None:
    # with «I» read as the teller, «I called the director» must not become my call
    found = facts("north bid 1 spade out of turn, then i called the director. what now?")
    assert "partner-acts" not in found and "next=call" not in found
