"""Properties: no string makes designate_card raise; well-formed requests get lawful rulings."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.play import Card, Holding, Rank, Suit, designate_card, parse_designation
from engine.play.tricks import must_follow
from laws_text import load_corpus

CODES = {card.code: card for card in (Card(s, r) for s in Suit for r in Rank)}
RUSSIAN_RANK = {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В", Rank.TEN: "10"}
RUSSIAN_SUIT = {Suit.SPADES: "п", Suit.HEARTS: "ч", Suit.DIAMONDS: "б", Suit.CLUBS: "т"}
SUIT_WORDS = {
    Suit.SPADES: ["пика", "пику", "пики", "пиковую", "spades", "♠"],
    Suit.HEARTS: ["черва", "черву", "червы", "червовую", "heart", "♥"],
    Suit.DIAMONDS: ["бубна", "бубну", "бубен", "бубновую", "diamonds", "♦"],
    Suit.CLUBS: ["трефа", "трефу", "треф", "трефовую", "club", "♣"],
}
RANK_WORDS = {
    Rank.ACE: ["туз", "ace"],
    Rank.KING: ["короля", "king"],
    Rank.QUEEN: ["даму", "queen"],
    Rank.JACK: ["валета", "jack"],
    Rank.TEN: ["десятку", "10"],
    Rank.NINE: ["девятку", "9"],
    Rank.FIVE: ["пятерку", "five"],
    Rank.TWO: ["двойку", "deuce"],
}
HEIGHT_WORDS = {"high": ["старшую", "top", "высокую"], "low": ["маленькую", "small", "младшую"]}


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_no_string_makes_designate_card_raise(text: str) -> None:
    payload = designate_card(text).to_json()
    json.dumps(payload, ensure_ascii=False)
    assert payload["status"] in {"final", "needs_facts", "error"}
    assert ("error" in payload) == (payload["status"] == "error")
    assert payload["law"] is None or payload["law"] in load_corpus()


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="♠♥♦♣SHDCпчбтAKQJTКДВТ1098765432-: ;=ledwonходвзял", max_size=60))
def test_card_like_junk_never_raises(text: str) -> None:
    assert designate_card(text).status in {"final", "needs_facts", "error"}


def render_holding(holding: Holding, style: str) -> str:
    parts = []
    for suit in Suit:
        cards = holding.suit(suit)
        if style == "russian":
            ranks = "".join(RUSSIAN_RANK.get(card.rank, card.rank.symbol) for card in cards)
            parts.append(f"{RUSSIAN_SUIT[suit]}:{ranks}")
        elif style == "latin":
            ranks = "".join("10" if card.rank is Rank.TEN else card.rank.symbol for card in cards)
            parts.append(f"{suit.letter}:{ranks}")
        else:
            parts.append(suit.symbol + ("".join(card.rank.symbol for card in cards) or "-"))
    return " ".join(parts)


holdings = st.lists(st.sampled_from(sorted(CODES)), max_size=13, unique=True).map(
    lambda codes: Holding.of(CODES[code] for code in codes)
)


@st.composite
def designations(draw: st.DrawFn) -> tuple[Suit | None, Rank | None, str | None, str]:
    suit = draw(st.none() | st.sampled_from(list(Suit)))
    rank = draw(st.none() | st.sampled_from(sorted(RANK_WORDS)))
    height = None if rank is not None else draw(st.none() | st.sampled_from(["high", "low"]))
    if suit is None and rank is None and height is None:
        rank = Rank.JACK
    words = []
    if height is not None:
        words.append(draw(st.sampled_from(HEIGHT_WORDS[height])))
    if rank is not None:
        words.append(draw(st.sampled_from(RANK_WORDS[rank])))
    if suit is not None:
        words.append(draw(st.sampled_from(SUIT_WORDS[suit])))
    return suit, rank, height, " ".join(words)


@settings(max_examples=300, deadline=None)
@given(designations())
def test_designations_read_back(
    designation: tuple[Suit | None, Rank | None, str | None, str],
) -> None:
    suit, rank, height, text = designation
    parsed = parse_designation(text)
    assert (parsed.suit, parsed.rank, parsed.height) == (suit, rank, height)


@settings(max_examples=400, deadline=None)
@given(
    holdings,
    st.sampled_from(["symbols", "russian", "latin"]),
    designations(),
    st.sampled_from([None, "led", "won"]),
    st.sampled_from(list(Suit)),
)
def test_well_formed_requests_get_lawful_rulings(
    dummy: Holding,
    style: str,
    designation: tuple[Suit | None, Rank | None, str | None, str],
    fact: str | None,
    fact_suit: Suit,
) -> None:
    text = f"{render_holding(dummy, style)} ; {designation[3]}"
    if fact is not None:
        text += f" ; {fact}={fact_suit.symbol}"
    ruling = designate_card(text)
    assert ruling.status != "error", (text, ruling.error)
    assert ruling.law in load_corpus()
    assert ruling.card is None or ruling.card in dummy
    assert all(card in dummy for card in ruling.choices)
    assert ruling.choices == () or (ruling.status == "needs_facts" and len(ruling.choices) >= 2)
    if ruling.card is not None and ruling.law == "46B2":
        assert ruling.card == dummy.lowest(ruling.card.suit)
    if ruling.card is not None and ruling.law == "46B1":
        assert ruling.card in (dummy.highest(ruling.card.suit), dummy.lowest(ruling.card.suit))
    if ruling.law == "46B3(B)" and fact == "led" and must_follow(dummy, fact_suit):
        assert all(card.suit is fact_suit for card in (ruling.card, *ruling.choices) if card)
    if ruling.law == "46B4":
        assert ruling.card is None and ruling.status == "final"
