"""Mechanisms of reading a play story added in brief P12, each checked end to end on a post
worded unlike the posts it was found on: who acts (seats in an aside, a letter opening a
clause, a seat said after «у» a contract), what a verb of handling a card means, whom dummy
asks, and a trick whose teller asks who won it but names fewer than four of its cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher



CASES = [
    # a place of dummy's told before the verb of taking hold of its card: 45C3, declarer
    ("hold_after_reach",
     "Играем 4♥ с Запада. Я потянулся к болвану и взял пальцами ♠6, потом сказал: «нет, "
     "♠Q». Ряды я не поправлял. Соперник требует шестёрку.",
     "final", "card_played", "W", "45C3"),
    # dummy asks a defender (named after the verb of asking) whether he has no suit: a breach
    ("dummy_asks_defender",
     "Контракт 2♠, играет Север, болван Юг. Запад не дал в черву, и болван спросил у "
     "Запада: «Червей нет?» Можно ли так болвану?",
     "final", "dummy_breach", "S", "42B1"),
    # a quote that names no card is a claim about the case: the void player may ruff (44D)
    ("claim_quoted_void",
     "Играли 3♦. Левый пошёл в пику. У правого пик не было, он побил бубной. Партнёр "
     "шумит: «так нельзя, надо было сбрасывать!» Кто прав?",
     "final", "follow_suit", "-", "44D"),
    # a contract's declarer said after «у» as a letter; a letter opens the clause of the act
    ("owner_letter_fifth_card",
     "Контракт 1NT у N. Взятка уже полная. Потом W, не глядя, кладёт ещё ♣5. Ходом это не "
     "было. Что с трефой?",
     "final", "fifth_card", "W", "45E1"),
    # the teller asks who won: all four played; cards named in part are asked for, not 44B
    ("trick_cards_in_part",
     "Козыри бубны. Правый вышел пикой, я положил маленькую пику, левый побил ♦4, "
     "партнёр дал ♠A. Чья взятка?",
     "needs_facts", "trick", "-", "44E"),
    # a player inside a list of a clause of «before» is not the one who turned the card
    ("turned_before_others",
     "3♠ играет Восток. Восток пошёл с руки ♥2 и, ещё до того, как Юг, болван и Север "
     "положили карты, перевернул её. Кто нарушил?",
     "final", "card_turned", "E", "45G"),
    # «my partner East» in English: the teller sits West, his partner East acted
    ("partner_seat_english",
     "We defended 4S by North. My partner East pulled out the ♥K and held it so that I could "
     "see its face, before he had played to the trick. Must he play it?",
     "final", "card_played", "E", "45C1"),
]


@pytest.mark.parametrize(("name", "text", "status", "code", "offender", "law"), CASES,
                         ids=[case[0] for case in CASES])
def test_story(name: str, text: str, status: str, code: str, offender: str, law: str,
               packaged_searcher: Searcher) -> None:
    out = blind.ruled(text, packaged_searcher)
    blind.check_case(out, status, code, offender, law)
    said = (out.get("irregularity"), out.get("offender"), out.get("laws"), out.get("summary"))
    if name == "trick_cards_in_part":
        assert "44B" not in out["laws"], said  # the trick is over: never «not finished»
        assert out["questions"], said
