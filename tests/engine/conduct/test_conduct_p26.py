"""P26: who played a card, read from how players write the seats: a capital «В» or «С» set off
by a comma, a bracket, a dash or a card (no preposition stands so), a player named inside a
clause of «что» is not the subject of the verb after it, a verb denied played nothing, and a
fifth card the words never call so is placed where «one more» card is told.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event, Role
from engine.rules.model import Seat


def test_a_capital_letter_before_a_bracketed_aside_is_a_seat() -> None:
    situation = situation_from_story(
        "Контракт 3♠ играет Ю, болван С. Все четыре карты девятой взятки уже лежали, а "
        "В (новичок в клубе), не глядя, кладёт поверх ещё ♦7. Что с этой семёркой?")
    assert situation is not None and situation.event is Event.FIFTH_CARD
    assert (situation.seat, situation.actor) == (Seat.E, Role.DEFENDER)


def test_the_player_of_a_clause_of_that_is_not_who_played() -> None:
    situation = situation_from_story(
        "Контракт 4♥, разыгрывает Юг. В третьей взятке все четверо уже сыграли, и тут "
        "Восток, подумав, что его партнёр ещё не клал карту, положил сверху ещё ♣2.")
    assert situation is not None and situation.event is Event.FIFTH_CARD
    assert situation.seat is Seat.E


def test_capital_seat_letters_before_dashes_and_cards_tell_a_trick() -> None:
    ruling = rule_text("Контракт 2♥, играет Ю. Первая взятка: ход З ♠K, С — ♠2, В — ♠A, "
                       "Ю — ♠5. Кто взял взятку и кто ходит следующим?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.E, Seat.E)


def test_a_preposition_v_before_a_noun_stays_a_preposition() -> None:
    situation = situation_from_story(
        "Контракт 3БК играет Север. В пятой взятке Запад положил поверх ещё одну карту, ♥3.")
    assert situation is not None and situation.seat is Seat.W


def test_a_lead_denied_after_a_particle_is_denied() -> None:
    situation = situation_from_story(
        "Во взятке уже лежали все четыре карты, а Запад положил сверху ещё ♠5, ходить-то не "
        "ему было. Штрафная?")
    assert situation is not None and situation.event is Event.FIFTH_CARD
    assert situation.was_lead is False


def test_a_lead_told_of_another_player_does_not_make_the_fifth_card_a_lead() -> None:
    situation = situation_from_story(
        "4♥ by South. Trick 5 is complete: West led ♣J, North ♣2, East ♣Q, South ♣A, so "
        "South was the one on lead. Then West, half asleep, put the ♦4 on top of the "
        "finished trick. Is it a penalty card?")
    assert situation is not None and situation.event is Event.FIFTH_CARD
    assert situation.seat is Seat.W
    assert situation.was_lead is False
