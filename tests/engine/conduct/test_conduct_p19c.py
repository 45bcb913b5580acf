"""Reading rules added in brief P19c, each checked end to end on a story worded unlike the
dev posts they were found on: a call quoted as a cardinal and a suit («их «две червы»») is no
card named; a question over the face-down lead told before dummy's layout in a post that asks
two things leads (41B); a misinformation with the lead still face down is 21B1's, not too late;
a lead "led face up" tells the time of a request, not a card played, and «I just forgot» is
the teller's slip, not the agreement found out; a player's name stands for the seat the story
gives him; a later trick told under way means cards have been played (41C)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import Event
from engine.rules.model import Seat
from engine.story.reader import face_down_told, read_story
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited)
CASES = [
    # «их «две червы»»: a call asked about over the face-down lead (41B), not the card ♥2
    ("quoted_call_is_no_card",
     "Мой партнёр сделал первый ход закрытой картой. После этого я спросил у разыгрывающего, "
     "что означали их «две червы». Правый сказал: поздно, ход уже лежит. Можно было спросить?",
     "final", "review_or_explanation", "-", "41B"),
    # two questions: the request over the face-down lead, told first, leads dummy's layout
    ("question_before_layout",
     "Вопросов два. Первый: Запад положил ход рубашкой вверх, и после этого Восток спросил, "
     "что значила 2♦ Севера. Север сказал, что поздно. Второй: болван разложил масти как "
     "попало, козыри слева. Как правильно?",
     "needs_facts", "review_or_explanation", "-", "41B"),
    # the misexplanation found out while the lead lies face down: the auction period goes on
    ("misinformed_lead_still_face_down",
     "Восток открыл 2♦. Я спросил Запада, что это, он объяснил: слабые с шестью бубнами. "
     "Я пас, Запад 4♥, все пас. Мой партнёр положил карту первого хода рубашкой вверх, и тут "
     "выяснилось, что 2♦ у них мульти. Могу я сейчас поменять последний пас?",
     "needs_facts", "misinformation", "W", "21B1"),
    # "led face up" is the lead faced; "I just forgot" is the teller's slip, no misinformation
    ("led_face_up_then_review",
     "South played 2S. As West I led face up right away, the way we do online. Declarer "
     "wanted the bidding repeated, and my partner said that was too late now. We normally "
     "lead face down here, I just forgot. Who was right?",
     "final", "review_or_explanation", "-", "41B"),
    # «Тимур на Западе … у Тимура червей не оказалось, он …»: the name is West
    ("named_player_holds_card",
     "Играли 3♠, разыгрывала Нина на Юге, Олег у неё болван, мы с Тимуром вистовали, Тимур "
     "на Западе, я на Востоке. На третьей взятке у Тимура червей не оказалось, он вытащил "
     "бубнового туза и держал его так, что я его видел, а потом передумал и положил маленькую "
     "трефу. Должен ли туз быть сыгран?",
     "final", "card_played", "W", "45C1"),
    # «идёт четвёртая взятка»: declarer has played cards, the review comes too late (41C)
    ("later_trick_review_too_late",
     "Идёт четвёртая взятка. Разыгрывающий Север в свою очередь просит Запада повторить всю "
     "торговлю. Запад отказывается: поздно. Кто прав?",
     "final", "review_or_explanation", "-", "41C"),
    # «я увидел в их конвенционной карте»: the agreement found out, not the teller's slip
    ("seen_in_their_card_is_no_slip",
     "Я сидел на Юге. Торговля: Запад 1♣, Север пас, Восток 2♦. Я спросил Запада, что значит "
     "2♦, он сказал: натуральные бубны. Я спасовал, и тут я увидел в их конвенционной карте: "
     "2♦ — трансфер на черви. Мой партнёр ещё не заявлял. Могу я поменять пас?",
     "final", "misinformation", "W", "21B1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_quoted_call_names_no_card() -> None:
    """«что значила их «три пики»»: a call asked about, no card ♠3 read."""
    found = situation_from_story(
        "Партнёр положил первый ход рубашкой вверх, и я спросил, что значила их «три пики».")
    assert found is not None
    assert found.card is None
    assert found.event in (Event.REVIEW, Event.EXPLANATION)


def test_card_named_with_its_noun_stays_a_card() -> None:
    """«тройку пик» is a card all the same."""
    found = situation_from_story("Разыгрывающий со стола назвал «тройку пик», болван её положил.")
    assert found is not None
    assert found.card is not None


def test_habit_of_leading_face_down_is_no_lead_laid() -> None:
    assert not face_down_told(read_story("We usually lead face down at our club."))
    assert face_down_told(read_story("Partner laid his opening lead face down."))


def test_name_then_sitting_sentence_is_that_seat() -> None:
    """«Ядвига торопится. Сидела на Западе»: the name opening the post is West."""
    found = situation_from_story(
        "Ганна у нас вечно спешит. Сидела на Западе, вистовала, разыгрывал Север, болван на "
        "Юге. Ганна положила карту во взятку и сразу перевернула её рубашкой вверх, а Восток "
        "ещё не сыграл. Можно так?")
    assert found is not None
    assert found.event is Event.CARD_TURNED
    assert found.seat is Seat.W or found.offender is Seat.W
