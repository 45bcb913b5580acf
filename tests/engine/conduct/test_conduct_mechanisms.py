"""Mechanisms of the play reader and procedures that carry over between posts (brief P6):
a party's request is not the director's finding, a fact that decides a branch whatever an
unasked one is, a penalty card already lying when a player holds the suit led now."""

from __future__ import annotations

from engine.conduct import rule_situation
from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event, Situation


def test_a_party_asking_for_a_lead_is_not_the_director_deeming_one() -> None:
    asked = situation_from_story(
        "Во взятке уже лежали четыре карты, когда Запад положил сверху ♠9. "
        "Юг потребовал признать это ходом."
    )
    assert asked is not None and asked.event is Event.FIFTH_CARD
    assert asked.was_lead is None  # the director still decides (45E1)
    deemed = situation_from_story("Запад положил пятую карту во взятку, ♠9. "
                                  "Судья решил, что это был ход.")
    assert deemed is not None and deemed.was_lead is True


def test_partner_having_called_since_makes_the_change_too_late_either_way() -> None:
    ruling = rule_situation(Situation(Event.MISINFORMATION, partner_called=True))
    assert ruling.status == "final"
    assert "21B3" in ruling.laws and ruling.adjusted_score
    # still open, partner silent: whether the auction has ended is asked
    asking = rule_situation(Situation(Event.MISINFORMATION, partner_called=False))
    assert [q.fact for q in asking.questions] == ["auction_over"]


def test_a_penalty_card_lying_does_not_excuse_following_suit() -> None:
    text = ("У Юга с третьей взятки лежит штрафная карта ♥Q. Сейчас Запад ходит трефой, у Юга "
            "трефы есть. Должен ли он играть даму?")
    situation = situation_from_story(text)
    assert situation is not None and situation.event is Event.FOLLOW_SUIT
    ruling = rule_situation(situation)
    assert (ruling.status, ruling.laws) == ("final", ["44C"])
    # a penalty card with no suit held told stays Law 45C5 (Law 50)
    alone = situation_from_story("Восток уронил ♠Q лицом вверх, она стала штрафной.")
    assert alone is not None and alone.event is Event.PENALTY_CARD


def test_a_pause_one_party_claims_and_the_teller_doubts_stays_unknown() -> None:
    claimed = "Я назвал со стола «трефа валет», потом «нет, трефа король». "
    sure = situation_from_story(claimed + "Партнёр уверяет, что я поправился без паузы.")
    assert sure is not None and sure.without_pause is True
    doubted = situation_from_story(
        claimed + "Партнёр уверяет, что я поправился без паузы, но возможно, я задумался."
    )
    assert doubted is not None and doubted.event is Event.NAMED_CARD
    assert doubted.without_pause is None  # asked (45C4(B)), not taken from one side's word
