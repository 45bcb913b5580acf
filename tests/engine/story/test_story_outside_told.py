"""Laws outside 19-46 found by what a case is told with (O6): two scores of the duplicate table
set against each other (Laws 77/79), a board played in place of another (Law 15), a card shown
in the play period told before any word of the auction (Laws 48-51). The stories are written
for these tests in voices the cue rules were not tuned on.
"""

from __future__ import annotations

import pytest

from engine.search.normalize import normalise
from engine.story.editions import board_swapped, duplicate_scores, quoted_scores
from engine.story.outside import TOLD, outside_laws
from engine.story.outside_model import with_kin


def _laws(text: str) -> list[str]:
    return with_kin([law.law for law in outside_laws(text)])


# --- scores of the table set against each other ---------------------------------------------
SCORE_DISPUTES = [
    "Сыграли 3 пики с контрой, сделали девять, без зоны. Соперники пишут 730, а мы считаем, "
    "что 530. Кто прав?",
    "Пара с седьмого стола диктует мне 1430, а их соперники говорят 1440. Что ставить?",
    "At our club the EW pair entered 980 but NS insist it was 1010. Who is right?",
]


@pytest.mark.parametrize("text", SCORE_DISPUTES)
def test_two_scores_set_against_each_other_are_the_scoring_laws(text: str) -> None:
    found = outside_laws(text)
    assert found and found[0].law in ("77", "79")
    assert any(law.fired.startswith(TOLD) for law in found)


def test_a_recorded_score_to_correct_is_law_79() -> None:
    text = "В протоколе записали 620 вместо 650, исправить можно?"
    assert outside_laws(text)[0].law == "79"


# a score or number in a story of this text makes no case of the scoring laws
IN_TEXT_NUMBERS = [
    "Партнёр открыл 1 черву, у меня 12 очков, правый сказал 1 пику вне очереди. Что теперь?",
    "Стол 120, сдача 7. Север сказал 2 пики, Восток — 1 бубну. Недостаточная?",
    "Мы записали +620, но соперник в торговле сказал 2 червы вне очереди. Как было решать?",
]


@pytest.mark.parametrize("text", IN_TEXT_NUMBERS)
def test_a_number_alone_is_no_scoring_case(text: str) -> None:
    assert not {"77", "78", "79"} & set(_laws(text))


def test_duplicate_scores_follow_the_table() -> None:
    scores = duplicate_scores()
    # 4♠ made, not vulnerable and vulnerable; 4♠X made; 3NT; 6NT vulnerable; 7NT
    assert {420, 620, 590, 790, 400, 1440, 1520} <= scores
    # undertricks: 1 down 50/100, doubled 100/200, non-vulnerable doubled 3 down 500,
    # 4 down 800 (the fourth costs 300)
    assert {50, 100, 200, 500, 800} <= scores
    assert not {430 + 1, 625, 999, 1987} & scores


def test_quoted_scores_skip_years_boards_and_small_numbers() -> None:
    text = normalise("Сдача 790? Нет: в 1987 году у нас было 12 очков, и записали 790 и 990")
    assert quoted_scores(text) == [790, 990]


# --- a board played in place of another -----------------------------------------------------
SWAPPED_BOARDS = [
    "На пятом столе по ошибке вместо 8-й доски сыграли 18-ю. Как теперь считать?",
    "Our table played board 21 instead of board 12, and board 12 was never played. What now?",
]


@pytest.mark.parametrize("text", SWAPPED_BOARDS)
def test_a_board_played_in_place_of_another_is_law_15(text: str) -> None:
    assert "15" in _laws(text)


def test_a_contract_played_instead_of_another_is_no_wrong_board() -> None:
    assert board_swapped(normalise("Сдача 12: сыграли 4 пики вместо 3 бк")) is None
    assert "15" not in _laws("Сдача 12: разыграли 4 пики вместо 3 БК. Кто виноват?")


# --- a card shown in the play period --------------------------------------------------------
def test_a_card_dropped_in_the_play_is_outside_though_the_auction_is_named_later() -> None:
    text = ("В середине розыгрыша у партнёра выпала дама пик лицом вверх. Разыгрывающий говорит, "
            "что теперь это штрафная карта; партнёр уверен, что так бывает только в торговле.")
    assert "50" in _laws(text)


def test_a_card_dropped_in_the_auction_stays_in_this_text() -> None:
    text = ("Во время торговли у Запада выпал король пик лицом вверх, а потом мы разыграли "
            "4 червы. Должен ли Восток пасовать?")
    assert not {"48", "49", "50", "51"} & set(_laws(text))


# --- a player who had none of the suit led did not revoke (44D) -----------------------------
VOIDS = [
    "На трефовый ход соседка справа сбросила бубну, партнёр крикнул «ренонс!», а треф у неё "
    "просто не было. Можно так?",
    "RHO discarded on my diamond lead and my partner called 'revoke', but RHO had none at all. "
    "Was that legal?",
]


@pytest.mark.parametrize("text", VOIDS)
def test_a_void_is_no_revoke(text: str) -> None:
    assert not {"61", "62", "63", "64"} & set(_laws(text))


def test_a_revoke_with_the_suit_in_hand_stays_outside() -> None:
    text = ("На трефовый ход соседка справа сбросила бубну, а потом пошла с трефового короля. "
            "Ренонс? Что нам положено?")
    assert "64" in _laws(text)


# --- a cue word denied right before it tells no such event ----------------------------------
def test_a_denied_cue_word_tells_no_event() -> None:
    told = "Партнёр во время розыгрыша постучал по столу, когда я думал. Это можно?"
    denied = ("Я не понимаю, что значат их заявки: никто не стучит по столу, алерта нет. "
              "Можно ли спросить?")
    assert "73" in _laws(told)
    assert "73" not in _laws(denied)


def test_a_claim_not_agreed_is_contested_not_a_concession() -> None:
    found = [law.law for law in outside_laws(
        "Разыгрывающий заявил остаток взяток, мы не согласились. Как решит судья?")]
    assert "70" in found and "69" not in found


# --- dummy named only to set the table: a defender's card shown in the play -----------------
DUMMY_SET_THE_TABLE = [
    "Контракт 2 червы, болван — Юг. На восьмой взятке у Востока из веера выскользнул валет "
    "пик и лёг открытым. Разыгрывающий говорит: штрафная. Что с ней теперь?",
    "I was dummy in 4S. At trick 6 RHO dropped the queen of clubs face up while sorting his "
    "hand. Partner says it is a penalty card. Is it?",
]


@pytest.mark.parametrize("text", DUMMY_SET_THE_TABLE)
def test_a_defenders_card_shown_in_the_play_is_outside_though_dummy_is_named(text: str) -> None:
    assert "50" in _laws(text)


def test_dummy_who_spoke_of_the_card_keeps_the_case_in_this_text() -> None:
    text = ("Болван — Север. На пятой взятке у Запада выпала дама, и болван сразу сказал "
            "разыгрывающему, что это штрафная карта. Может ли разыгрывающий требовать наказания?")
    assert not {"49", "50", "51"} & set(_laws(text))


def test_declarer_who_showed_a_card_gets_no_penalty_card() -> None:
    text = ("Разыгрывающий, доставая карту для болвана, случайно показал нам туза треф. "
            "Это штрафная карта?")
    assert not {"50", "51"} & set(_laws(text))
