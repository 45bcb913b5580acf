"""Readings of a story fixed by the lead in stop 20.

- Players listed, then a dash and one pass («Восток, Юг, Запад — пас»): a pass by each.
- «его партнёр», «партнёр его», "her partner": the partner of the last other player named,
  not the teller's.
- A duty's length told right before the pass («его парт до конца пасует?») is a penalty, not
  a pass made.
- A player told «ещё» then «не …» («Север ещё карты не разобрал») had not called yet.
- The teller who is the director tells his ruling («Я дал: 1♥ аннулирован …»): the calls
  after it go on from it.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.story.reader import read_story


def _seated(text: str) -> list[tuple[Seat | None, str]]:
    return [(call.seat, str(call.call)) for call in read_story(text).calls]


def test_players_listed_before_a_dash_and_a_pass_pass_each() -> None:
    text = ("Сдавал Запад: 1♣; Север — 1♥; Восток — 2♥; Юг, Запад, Север — пас. А потом Юг "
            "вдруг говорит: «Три трефы!» Что с ним делать?")
    assert _seated(text)[3:6] == [(Seat.S, "пас"), (Seat.W, "пас"), (Seat.N, "пас")]
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.S)
    assert "39B" in ruling.laws  # South is a defender of East's 2♥


def test_his_partner_is_the_partner_of_the_player_just_named() -> None:
    text = ("Сдавал Запад. Запад открыл 1♦, я пас, его партнёр 1♠, мой партнёр пас, Запад "
            "2♦, и тут партнёр его, не дожидаясь меня, говорит 2♠. Как быть?")
    assert _seated(text)[:5] == [(Seat.W, "1♦"), (Seat.N, "пас"), (Seat.E, "1♠"),
                                 (Seat.S, "пас"), (Seat.W, "2♦")]
    assert _seated(text)[-1] == (Seat.E, "2♠")
    english = "Dealer South. South opened 1H, I passed, her partner bid 2H. Legal so far?"
    assert _seated(english)[2] == (Seat.N, "2♥")


def test_a_duty_length_before_the_pass_is_no_pass_made() -> None:
    text = ("Сдавал Север. Восток сразу открыл 1♠, очередь была Севера. Север не принял. "
            "Восток теперь что, а его партнёр до конца пасует?")
    assert _seated(text) == [(Seat.E, "1♠")]


def test_still_then_not_tells_a_player_who_had_not_called() -> None:
    text = ("Сдаёт Запад. Запад ещё карты толком не рассортировал, а Восток уже: «1♣». "
            "Север сразу позвал судью. Что Востоку будет?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.E)
    assert "31B" in ruling.laws or "31" in ruling.laws


def test_a_player_beside_me_is_my_neighbour_not_me() -> None:
    text = ("Торговля только началась: я открыл 1♠, и дама слева от меня, перебирая карты, "
            "уронила на стол короля треф картинкой вверх. Что теперь?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("exposed_card", Seat.W)


def test_a_pass_is_no_verb_that_tells_a_players_gender() -> None:
    # «пас» is also the past tense of «пасти»: it must not make LHO the «он» of the card
    text = ("Сдавал я, открыл 1♦. Левый пас. Партнёр 1♥. Правый Гена тянется к боксу, и у "
            "него из рук выпадает туз пик лицом вверх. Что теперь?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("exposed_card", Seat.E)


def test_a_participle_of_sitting_after_a_name_seats_the_player() -> None:
    text = ("Сдавала Вера Павловна, сидевшая на Юге. Вера Павловна открыла одну черву, Олег, "
            "сидевший на Западе, пас, и тут Марк, игравший на Востоке, не дожидаясь Севера, "
            "объявил один пик. Что решит судья?")
    assert _seated(text) == [(Seat.S, "1♥"), (Seat.W, "пас"), (Seat.E, "1♠")]
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.E)


def test_a_card_dropped_while_we_were_still_bidding_is_law_24() -> None:
    text = ("Пока мы ещё торговались, у партнёра из рук выпала карта лицом вверх, туз червей. "
            "Что теперь?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("exposed_card", Seat.N)
    assert "24B" in ruling.laws
