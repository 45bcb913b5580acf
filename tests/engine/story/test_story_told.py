"""Calls and facts told in words, each reading rule shown on wording of its own (not the blind
table's): the player named after his verb and call, the first call of all, «вместо» a player,
«оставил», «заменил X на Y», a player who thought and called again, facts as phrases («без
конвенций», «without any pause», «пас принят»), calls the calls themselves show to be
irregular, cards in a list, a card shown or led during the auction, a number after «за столом:»
and a player named right after a shorthand call."""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.rules.model import Call, Seat, Strain
from engine.story.model import Circumstance, Offence
from engine.story.reader import read_story
from engine.story.ruling import engine_text


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the player after his verb and call, at the end of the clause
        ("Сдающий Юг, однако первой сказала пас Запад.", "W:пас"),
        ("Сдавал Восток, а первым заявил 2♦ Север.", "N:2♦"),
        ("Dealer W. To everyone's surprise, first passed South.", "S:пас"),
        # a role with the word for an opponent after it
        ("Я сдавал, но раньше всех спасовал правый соперник.", "E:пас"),
        # ... but not the player of the next call told without a comma
        ("Север открыл 1♥ Юг ответил 2♥.", "N:1♥ E:пас S:2♥"),
    ],
)
def test_player_after_verb_and_call(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the first call of all: no passes are implied before it
        ("Сдающий Восток. Север первым сказал пас, Восток принял и открыл 1♥, Юг пас.",
         "N:пас E:1♥ S:пас"),
        # the next player called over the call out of rotation: no passes implied either
        ("Dealer East. South opened 1♠ first; West accepted and bid 2♣.", "S:1♠ W:2♣"),
    ],
)
def test_first_call_of_all(text: str, calls: str) -> None:
    story = read_story(text)
    assert story.auction_text() == calls
    assert story.offence is Offence.OUT_OF_TURN


def test_out_of_rotation_seen_in_the_calls() -> None:
    story = read_story("Сдающий Восток. Восток 1♦, Запад 2♦, Юг пас.")
    assert story.offence is Offence.OUT_OF_TURN
    assert story.offender is Seat.W


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        ("Сдающий Север. Север 1♥, Юг вместо Востока спасовал. Север не принял.", Seat.S),
        ("Dealer N. North bid 1♥ and South, instead of East, passed.", Seat.S),
    ],
)
def test_instead_of_a_player(text: str, offender: Seat) -> None:
    result = rule_text(text).to_json()
    assert result["irregularity"] in ("pass_out_of_rotation", "call_while_barred"), result
    assert result["offender"] == offender.letter


def test_call_made_again_after_refusal() -> None:
    story = read_story("Сдающий Юг. Запад открыл 1♦ раньше Юга. Север не принял, Юг пас, "
                       "и Запад повторил 1♦.")
    assert story.auction_text() == "W:1♦ S:пас W:1♦"


@pytest.mark.parametrize(
    ("text", "replacement", "then"),
    [
        ("Сдающий Запад. Запад 1♣, Север пас, Восток 1♠, после паузы поменял 1♠ на 2♠. "
         "Юг не принял, и Восток оставил 1♠.", "2♠", "1♠"),
        ("Dealer E. East bid 2♣, then after a pause changed 2♣ to 2♦; South refused the change "
         "and East kept 2♣.", "2♦", "2♣"),
    ],
)
def test_change_named_and_first_call_kept(text: str, replacement: str, then: str) -> None:
    story = read_story(text)
    assert str(story.replacement) == replacement
    assert str(story.then) == then
    assert f"затем={then}" in engine_text(story)
    result = rule_text(text).to_json()
    assert result["irregularity"] == "change_of_call" and "25B2(B)(1)" in result["laws"]


def test_change_only_allowed_is_no_replacement() -> None:
    story = read_story("Юг открыл 1♥, и судья разрешил ему заменить 1♥ на пас.")
    assert story.replacement is None


def test_thought_it_over_and_called_again() -> None:
    story = read_story("Запад сказал 2♣, помолчал и сказал 3♣. Север ничего не заметил.")
    assert story.auction_text() == "W:2♣ W:3♣"
    assert story.offence is Offence.CHANGE_OF_CALL
    assert Circumstance.CORRECTED_LATER in story.circumstances


@pytest.mark.parametrize(
    ("text", "circumstance"),
    [
        ("1♥ – (1♦), Юг не принял; Запад поставил 2♦ — никаких соглашений нет.",
         Circumstance.NOT_CONVENTIONAL),
        ("Dealer S. South opened 1♦ and then, without any hesitation, corrected it to 1♥.",
         Circumstance.CORRECTED_AT_ONCE),
        ("Сдающий Юг. Запад первым спасовал, и Юг сказал 1♠ — пас принят.",
         Circumstance.ACCEPTED),
    ],
)
def test_facts_told_as_phrases(text: str, circumstance: Circumstance) -> None:
    assert circumstance in read_story(text).circumstances


def test_pass_judged_right_after_is_no_call() -> None:
    story = read_story("Сдающий Юг. Запад первым спасовал, и Юг сказал 1♠ — пас принят.")
    assert story.auction_text() == "W:пас S:1♠"


@pytest.mark.parametrize(
    "text",
    ["Сдающий Восток. Восток пас, Юг контра.", "Dealer W: 1♣, North doubled, East redoubled, "
     "and then West doubled again."],
)
def test_inadmissible_double_seen_in_the_calls(text: str) -> None:
    story = read_story(text)
    assert story.offence is Offence.INADMISSIBLE
    assert rule_text(text).to_json()["irregularity"] == "inadmissible_double"


def test_all_passed_then_a_call_told_after_the_director() -> None:
    text = "Судья, помогите: Запад открыл 2♠, все пасовали, а потом Север сказал 3♠."
    assert rule_text(text).to_json()["irregularity"] == "call_after_final_pass"


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a colon after «за столом» opens the auction: its first bid is no table number
        ("Вот что было за столом: 2♥ – пас – 4♥ – 9♣.", "N:2♥ E:пас S:4♥ W:9♣"),
        # a table number stays one
        ("Стол 3, Север 1♣, Восток пас.", "N:1♣ E:пас"),
        # a player named right after a shorthand call, with a verb, is its player
        ("Сдающий Запад. 7♦ / 8♦ — Север заявил восемь бубен.", "W:7♦ N:8♦"),
    ],
)
def test_shorthand_read_whole(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_cards_in_a_list_are_no_bids() -> None:
    story = read_story("While the bidding was going on, South dropped the A♥, the 7♣ and the "
                       "3♦ face up. West had opened 1♠.")
    assert story.offence is Offence.EXPOSED_CARD
    assert story.exposed == "2+"
    assert [str(item.call) for item in story.calls] == ["1♠"]


@pytest.mark.parametrize(
    ("text", "exposed", "offender"),
    [
        ("Сдающий Юг, 1♠ – пас – 2♠, и тут Запад до конца торговли сделал ход бубновой "
         "двойкой.", "ход", Seat.W),
        ("Сдающий Север. 1♣ пас. В торговле Юг случайно показал партнёру короля червей.",
         "♥K", Seat.S),
        ("Dealer S. During the bidding West dropped a queen face up; South had opened 1♣.",
         "онер", Seat.W),
        # the card told before the calls, the auction not over and no play told
        ("Правый уронил две карты картинкой вверх. Сдающий Запад, 1♦ – пас.", "2+", Seat.E),
    ],
)
def test_card_seen_during_the_auction(text: str, exposed: str, offender: Seat) -> None:
    story = read_story(text)
    assert story.offence is Offence.EXPOSED_CARD
    assert story.exposed == exposed
    assert story.offender is offender
    result = rule_text(text).to_json()
    assert result["irregularity"] == "exposed_card" and result["offender"] == offender.letter


def test_inadmissible_helper_allows_legal_doubles() -> None:
    story = read_story("1♠ контра реконтра пас")
    assert story.offence is None
    assert story.calls[1].call == Call.double()
    assert Call.bid(1, Strain.SPADES) == story.calls[0].call


@pytest.mark.parametrize(
    "text",
    [
        # one call alone, the dealer known from the board: no rotation to break
        "Доска 6. Восток и Запад спорят — у них в протоколе записан пас.",
        # a double with the opponents' bid left untold is no inadmissible double
        "Партнёр долго молчал, потом спасовал, а я после этого законтрил. Соперники недовольны.",
    ],
)
def test_calls_that_show_no_irregularity(text: str) -> None:
    assert read_story(text).offence is None


def test_single_call_kept_only_for_a_card_seen_in_the_auction() -> None:
    played = read_story("Играли 4♠. Разыгрывающий уронил две карты лицом вверх на стол.")
    assert not played.calls
    seen = read_story("In the middle of the auction North flashed the ♠A; East had opened 1♦.")
    assert [str(item) for item in seen.calls] == ["E:1♦"]


def test_replacement_after_a_colon() -> None:
    story = read_story("Сдающий Юг. Юг 1♦, Запад 1♠ и сразу же поправился: 1♥. Карточка не та.")
    assert str(story.replacement) == "1♥"
    assert story.auction_text() == "S:1♦ W:1♠"


def test_out_of_turn_told_from_the_teller() -> None:
    story = read_story("I dealt, but LHO opened 1♥ before I could bid. My partner refused it.")
    assert story.offence is Offence.OUT_OF_TURN
    assert story.offender is Seat.W


@pytest.mark.parametrize(
    "text",
    [
        "Dealer W. North passed before West. West did not accept and opened 1♦, and North, "
        "who had to pass, bid 1♠.",
        "Сдающий Запад. Север спасовал раньше Запада, Запад не принял и открыл 1♦, а Север, "
        "который был обязан пас, сказал 1♠.",
    ],
)
def test_call_owed_is_no_call(text: str) -> None:
    calls = [str(item) for item in read_story(text).calls if not item.implied]
    assert calls[-1] == "N:1♠"
    assert "N:пас" not in calls[1:]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # one verb of passing for several players named in a row: a pass by each
        ("Сдающий Север. Север и Восток оба спасовали, Юг открыл 1♣.", "N:пас E:пас S:1♣"),
        ("Dealer W. West, North and East passed; South opened 1♠.", "W:пас N:пас E:пас S:1♠"),
        # passes implied before the first call would end the auction before a call told later
        ("Dealer N. East, South and West passed, and after that North opened 1♦.",
         "E:пас S:пас W:пас N:1♦"),
        # a player told not to have called gets no pass implied
        ("Сдающий Запад. Север пас, а Запад ещё не заявлял.", "N:пас"),
    ],
)
def test_passes_of_players_named_together(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("Я сдавала и сразу открыла 1♥, левый пас.", "S:1♥ W:пас"),
        ("Partner dealt and opened 2♣; RHO passed.", "N:2♣ E:пас"),
        # the dealer named, and another player's call after «но»: not the dealer's
        ("Я сдавал, но первым спасовал правый.", "E:пас"),
    ],
)
def test_dealer_by_role_who_calls(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # dashes that separate calls, and an extra dash in place of a call
        ("Торговля: 2♦ – – 2♥ – 3♣, сдающий Север.", "N:2♦ E:пас S:2♥ W:3♣"),
        ("Dealer E: 1NT – – 2♣ – – 2♦", "E:1БК S:пас W:2♣ N:пас E:2♦"),
        # the teller says a dash is a pass: every dash is one
        ("1♣ – – 1♥. Каждый прочерк — это пас.", "N:1♣ E:пас S:пас W:1♥"),
    ],
)
def test_dash_in_place_of_a_call(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls
