"""Mechanisms of blind table 6's dev half (P11): what a story leaves open stays unknown.

Each case is worded apart from the table's posts; each checks a fact the reading must NOT
assume (``None``) besides the ones it must find, which ``play_story_snippets.tsv`` cannot say.
"""

from __future__ import annotations

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event


@pytest.mark.parametrize(("story", "hint", "event", "known", "unknown"), [
    # an alternative left open («… или нет — не знаем»): whether he held the suit is asked
    ("Разыгрывает Север 3♥. Запад пошёл ♠K, Восток положил бубну. У Востока пики были или "
     "нет — мы не знаем.", None, Event.FOLLOW_SUIT, {"led": "♠"}, ("has_suit", "revoke")),
    # dummy's card of the suit led is no discard: the defender only wants to discard
    ("Играем 2♥, разыгрывает Юг. Запад пошёл ♣A, со стола дали ♣3. Восток хочет сбросить "
     "бубну, хотя у него есть трефа.", "44C", Event.FOLLOW_SUIT, {"has_suit": True},
     ("revoke",)),
    # «Можно ему поменять?» names no second changer: whether partner called since is asked
    ("Торговля ещё идёт. Север открыл 1♦, Восток пас, Юг 1♠. Запад спросил, Юг объяснил 1♦ "
     "как натуральный, Запад спасовал, а потом выяснилось, что 1♦ мог быть коротким. Запад "
     "хочет поменять пас. Можно ему поменять?", "21B1", Event.MISINFORMATION,
     {"auction_over": False}, ("partner_called", "lho_changed")),
    # a clause of «before» tells what had not happened: the lead is not yet faced
    ("Торговля закончилась, играет Север. Восток положил первый ход закрытой картой, и до "
     "того, как ход открыли, я, Запад, его партнёр, спросил, что значила контра Юга.", None,
     Event.REVIEW, {"lead_faced": False}, ()),
])
def test_what_is_left_open_stays_unknown(
    story: str, hint: str | None, event: Event, known: dict[str, object],
    unknown: tuple[str, ...],
) -> None:
    situation = situation_from_story(story, hint)
    assert situation is not None and situation.event is event
    for fact, value in known.items():
        got = getattr(situation, fact)
        assert (got.value if hasattr(got, "value") else got) == value, fact
    for fact in unknown:
        assert getattr(situation, fact) is None, fact
