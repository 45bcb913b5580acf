"""Brief A19: the story reader rules on the call the story asks about.

Each case is worded unlike the posts that showed the gap (those posts live in the story sets);
it checks the mechanism: a duty to pass told in the first person or as an infinitive after the
player in the dative, the pass spelled «pas», a player named as the partner of a player
already placed, a register of numbered calls with the director's ruling as an aside, and a
refusal told for the earlier call, not for the call made over the barred player's bid.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.auction import barred_told
from engine.story.table import named_players
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled

# --- the duty to pass, told in other grammatical forms ----------------------------------------


@pytest.mark.parametrize("text", [
    "Судья решил, что я пасую до конца торговли.",
    "Директор объявил: Северу по правилу 31 пасовать в свою следующую очередь.",
    "The arbiter said my LHO must pas until the end of the auction.",
])
def test_duty_told_in_other_forms(text: str) -> None:
    assert barred_told(tokenize(text))


@pytest.mark.parametrize("text", [
    "Коллеги хотели заставить Север и Юг пасовать до конца торговли.",
    "Нужно ли обоим игрокам этой пары пасовать до конца?",
])
def test_infinitive_without_player_is_no_duty(text: str) -> None:
    # nobody in the dative before the infinitive: an opinion or a question, not a duty put
    assert barred_told(tokenize(text)) == []


def test_barred_by_infinitive_then_bids() -> None:
    text = ("Первым говорил Север: пас. Запад сказал пас раньше Востока, пас сняли, судья "
            "постановил: Западу пасовать в следующую очередь. Восток открыл 1♣, Юг дал 1♥, а "
            "Запад забыл и заявил 1♠. Север тут же позвал судью. Что теперь?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.W)


def test_barred_player_spelled_pas() -> None:
    text = ("I was South and dealer. The arbiter told my partner he must pas until end of "
            "auction, because he passed before me. Later my partner forgot and said 2 karo. "
            "West at once called the arbiter. What now?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.N)
    assert "37" in laws


# --- a player named as another player's partner ----------------------------------------------


def test_name_as_partner_of_named_player() -> None:
    tokens = named_players(tokenize(
        "Левый, Гоша, сказал 1♥. Судья велел партнёрше Гоши, Зине, молчать. Зина сказала 2♠"))
    assert [t.text for t in tokens if t.raw in ("Зине", "Зина")] == ["правый", "правый"]


def test_name_then_partner_of_seat() -> None:
    tokens = named_players(tokenize("Тоня, напарница Востока, спасовала. Потом Тоня сказала 1♠"))
    assert [t.text for t in tokens if t.raw == "Тоня"] == ["запад", "запад"]


def test_barred_partner_of_named_player_bids() -> None:
    text = ("Сдаю я: «один бубен». Левый, Гоша: «1♣». Мало! Партнёр не принял, Гоша поставил "
            "«три трефы». Судья сказал: партнёрше Гоши, Зое, молчать до конца торговли. "
            "Партнёр: «3♦». И тут Зоя: «три пики!» Что делать с Зоей?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.E)


# --- a register of numbered calls with a long aside -----------------------------------------


def test_register_with_ruling_aside_goes_on() -> None:
    text = ("Стол 5, сдающий С. Запись: №1 С — 1♦; №2 В — 1♥; №3 Ю — 1♠; №4 З — 1♣ "
            "(мало; С не принял; З поставил 2♣; судья объявил: В пасует до конца торговли); "
            "№5 С — 2♦; №6 В — 2♥. Что с 2♥?")
    assert (Seat.E, "2♥") in calls_made(text)
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.E)


def test_aside_naming_a_seat_keeps_ruling() -> None:
    # «(North)» only names the player: the pass after «must» is still the director's word
    text = ("I dealt as South. The arbiter told my partner (North) he must pass until the end "
            "of the auction for his pass out of turn. Later North forgot and bid 2H. East "
            "called the arbiter at once. What now?")
    assert calls_made(text)[-1] == (Seat.N, "2♥")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.N)


# --- a refusal told for the earlier call ----------------------------------------------------


def test_call_over_barred_bid_answers_it() -> None:
    text = ("Сдавал Север. Север пас, Восток 1♠, Юг 1♦. Запад недостаточное не принял, Юг "
            "поставил 2♦, и судья сказал Северу пасовать до конца торговли. Запад сказал 2♠, "
            "а Север забыл и заявил 3♦. Восток сразу спасовал, и только тогда позвали судью.")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.N)
    assert "35B" in laws
