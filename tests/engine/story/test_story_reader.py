"""The reader's named patterns: what each reads from the words, and that it says it fired."""

from __future__ import annotations

import pytest

from engine.lexicon import concepts
from engine.play.cards import Card, Rank, Suit
from engine.rules.model import Call, Seat, Strain
from engine.story.model import Circumstance, Offence, Phase, Role
from engine.story.reader import PATTERNS, read_story
from engine.story.ruling import auction_ruling, engine_text

_IB = "Север открыл 1 пику, Восток пас, Юг 1 черва. "


@pytest.mark.parametrize(
    ("text", "circumstance", "pattern"),
    [
        (_IB + "Запад не принял.", Circumstance.NOT_ACCEPTED, "lho.not_accepted"),
        (_IB + "LHO did not accept it.", Circumstance.NOT_ACCEPTED, "lho.not_accepted"),
        (_IB + "Запад принял.", Circumstance.ACCEPTED, "lho.accepted"),
        (_IB + "Юг сразу поправился.", Circumstance.CORRECTED_AT_ONCE, "change.at_once"),
        (_IB + "Через минуту Юг передумал.", Circumstance.CORRECTED_LATER, "change.later"),
        (_IB + "Это стейман.", Circumstance.CONVENTIONAL, "call.conventional"),
        (_IB + "Заявка натуральная.", Circumstance.NOT_CONVENTIONAL, "call.natural"),
        (_IB + "Позвали ТД.", Circumstance.DIRECTOR_CALLED, "director.called"),
        (_IB + "Запад, не заметив, сказал пас.", Circumstance.LHO_CALLED_OVER,
         "lho.called_over"),
    ],
)
def test_circumstance_patterns(text: str, circumstance: Circumstance, pattern: str) -> None:
    story = read_story(text)
    assert circumstance in story.circumstances
    assert pattern in story.fired


def test_negated_acceptance_is_not_acceptance() -> None:
    story = read_story(_IB + "Запад не принял.")
    assert Circumstance.ACCEPTED not in story.circumstances
    assert engine_text(story).endswith("принято=нет")


def test_not_conventional_is_not_conventional() -> None:
    story = read_story(_IB + "Заявка не конвенционная.")
    assert story.circumstances >= {Circumstance.NOT_CONVENTIONAL}
    assert Circumstance.CONVENTIONAL not in story.circumstances


def test_words_asked_tell_nothing() -> None:
    story = read_story(_IB + "Может ли Запад принять?")
    assert Circumstance.ACCEPTED not in story.circumstances


def test_insufficient_bid_offender_from_the_auction() -> None:
    story = read_story(_IB + "Что решать?")
    assert story.offence is Offence.INSUFFICIENT_BID
    assert story.offender is Seat.S
    assert "offence.insufficient_in_auction" in story.fired
    assert story.phase is Phase.AUCTION


def test_out_of_turn_offender_and_turn() -> None:
    story = read_story("Север открыл 1♦, Восток ещё думает, а Запад уже говорит 1♠.")
    assert story.offence is Offence.OUT_OF_TURN
    assert (story.offender, story.turn) == (Seat.W, Seat.E)
    assert Circumstance.OUT_OF_TURN_SAID in story.circumstances


def test_replacement_and_change_of_call() -> None:
    story = read_story("Я открыл 1♥, но сразу поправился на 1♠, без паузы.")
    assert story.replacement == Call.bid(1, Strain.SPADES)
    assert story.offence is Offence.CHANGE_OF_CALL
    assert engine_text(story) == "S:1♥ ; сдающий=S нечаянно=да замена=1♠"
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.S)


def test_meant_call_becomes_the_replacement_when_corrected() -> None:
    story = read_story("I opened 1C, but I meant 1D and fixed it immediately, without pause.")
    assert story.replacement == Call.bid(1, Strain.DIAMONDS)
    assert "replacement.meant" in story.fired


def test_play_story() -> None:
    story = read_story(
        "Разыгрывающий сыграл с болвана 2♠, а я, защитник, положил ♥Q и короля пик."
    )
    assert story.phase is Phase.PLAY
    assert not story.calls
    assert story.cards == (Card(Suit.SPADES, Rank.TWO), Card(Suit.HEARTS, Rank.QUEEN),
                           Card(Suit.SPADES, Rank.KING))
    assert story.actors == (Role.DECLARER, Role.DUMMY, Role.DEFENDER)
    assert auction_ruling(story) is None


def test_after_the_play() -> None:
    story = read_story("После окончания игры соперник сказал, что у него была ещё пика.")
    assert story.phase is Phase.AFTER


def test_every_pattern_has_a_unique_name() -> None:
    names = [name for name, _ in PATTERNS]
    assert len(names) == len(set(names))


def test_story_concepts_are_in_the_lexicon() -> None:
    story = concepts("story.")
    for needed in ("story.verb.call", "story.accepted", "story.not_accepted",
                   "story.corrected_at_once", "story.role.lho", "story.dealer", "story.board"):
        assert needed in story


def test_notes_say_how_roles_were_read() -> None:
    story = read_story("1♠ (2♥) 2♠ (3♥) 3♠ (4♥) — и тут партнёр сказал 4♠.")
    assert story.me is Seat.S  # South by default: partner's 4♠ is in turn when I opened
    assert "Считаю, что вы — Юг." in story.notes
    assert story.auction_text() == "S:1♠ W:2♥ N:2♠ E:3♥ S:3♠ W:4♥ N:4♠"


# --- facts told in words that go to the rules engine as facts (brief C1b) -------------------


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("Север 1♣, Восток пас, и у Запада выпала дама бубен лицом вверх.",
         ["показано=♦Q", "нарушитель=W"]),
        ("Север 1♣, Восток пас, а Юг уронил три карты лицом вверх.",
         ["показано=2+", "нарушитель=S"]),
        ("Во время торговли левый уронил маленькую пику, партнёр её видел.",
         ["показано=малая", "нарушитель=W"]),
        ("Север открыл 1♦, и Юг с Востоком заявили разом: Восток пас, Юг 1♠.",
         ["одновременно=да"]),
        ("Юг сказал 2♥, подумал и заменил на 3♣. Запад не принял замену. Юг выбрал 2БК.",
         ["замена=3♣", "затем=2БК"]),
        ('Dealer S. South opened 1H, West passed, North bid 2NT, paused and then said "no, '
         'make that 3H". East refused the change, and North went back to 2NT.',
         ["замена=3♥", "затем=2БК", "принято=нет", "нечаянно=нет"]),
        ("Сдающий Север. Север открыл 1♣, Восток пас, Юг 1♥, Запад 1♦. Север не принял. "
         "Тогда Запад сказал 2♦ — никакой конвенции, обычный вход.",
         ["конвенционно=нет", "принято=нет"]),
    ],
)
def test_facts_told_in_words(text: str, facts: list[str]) -> None:
    told = engine_text(read_story(text)).split(";")[1].split()
    assert set(facts) <= set(told), told


def test_simultaneous_calls_go_out_of_rotation_first() -> None:
    story = read_story("Север открыл 1♦, и Юг с Востоком заявили разом: Восток пас, Юг 1♠.")
    assert engine_text(story).startswith("N:1♦ S:1♠ E:пас ;")
    ruling = auction_ruling(story)
    assert ruling is not None and "33" in ruling.laws


def test_card_dropped_in_the_play_is_no_auction_irregularity() -> None:
    story = read_story("Торговля 1♠ пас 4♠ пас пас пас. На второй взятке Восток уронил карту "
                       "лицом вверх.")
    assert story.offence is not Offence.EXPOSED_CARD
    assert "показано" not in engine_text(story)


def test_the_directors_words_are_no_calls() -> None:
    story = read_story("Сдающий Юг. Запад сказал «пас» раньше Юга. Север не принял, и судья "
                       "сказал, что Запад пасует в следующий круг. Юг открыл 1♥, Запад пас.")
    assert story.auction_text() == "W:пас S:1♥ W:пас"


def test_a_card_named_again_in_the_play_is_the_play() -> None:
    story = read_story("Разыгрывающий назвал со стола «маленькую пику», болван её вынул, а он "
                       "тут же: «ой, нет, короля пик» — в ту же секунду.")
    assert story.phase is Phase.PLAY and not story.calls


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a suit word of another language with a capital is a strain, not a player's name
        ("Teiler Ost. Ost 1SA, я passe, West 2 Treff, Nord passe, Ost 2 Pik, я passe.",
         [(Seat.E, "1БК"), (Seat.S, "пас"), (Seat.W, "2♣"), (Seat.N, "пас"), (Seat.E, "2♠"),
          (Seat.S, "пас")]),
        ("Nord 1 Karo, Ost 2 Coeur, я passe.",
         [(Seat.N, "1♦"), (Seat.E, "2♥"), (Seat.S, "пас")]),
        # «дбл»: the online «dbl» typed in Cyrillic
        ("Сдавал партнёр: 1бк, Восток пас, я 3бк, Запад пас, и партнёр дбл.",
         [(Seat.N, "1БК"), (Seat.E, "пас"), (Seat.S, "3БК"), (Seat.W, "пас"),
          (Seat.N, "контра")]),
    ],
)
def test_suit_and_double_words_of_other_forms_are_calls(
    text: str, calls: list[tuple[Seat, str]]
) -> None:
    story = read_story(text)
    assert [(seat, str(call)) for seat, call in story.seated()] == calls


@pytest.mark.parametrize(
    "text",
    [
        "Вопрос общий: у нас в клубе многие говорят «Kontra 2 Pik» или «Rekontra 3 Treff», "
        "с уровнем. Так можно?",
        "Can I say 'double four spades' at the table, or only 'double'?",
    ],
)
def test_a_double_quoted_with_its_bid_is_its_spoken_form_not_an_auction(text: str) -> None:
    assert auction_ruling(read_story(text)) is None


def test_quoted_calls_of_a_told_auction_are_still_its_calls() -> None:
    story = read_story("Сдавал Север: 1♠, Восток «контра», Юг «2♥», Запад пас. Всё верно?")
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity == "none"
    assert len(ruling.auction.calls) == 4
