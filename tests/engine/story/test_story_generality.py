"""Phrasings of writers the reader was not tuned on: each case is worded unlike the post that
revealed the gap, so that it shows the reading is general (appositions, possessives, the
teller left implicit, the turn told, a call glossed or answered, a seat after a call)."""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.story.auction import read_auction
from engine.story.calls import owner_at, subject_at
from engine.story.model import Circumstance, Role
from engine.story.reader import read_story
from engine.story.words import tokenize


@pytest.mark.parametrize(
    ("text", "calls", "dealer"),
    [
        # the turn told («хотя очередь была Юга»): nobody skipped passed, the call is out of turn
        ("Север открыл 1♦, Восток спасовал, и Север ещё раз сказал 2♦, хотя очередь была Юга.",
         "N:1♦ E:пас N:2♦", Seat.N),
        # the turn told at the first call: the player in turn was the first to call
        ("Левый законтрил вне очереди, раньше моего партнёра, а потом партнёр сказал 1♠.",
         "W:контра N:1♠", Seat.N),
        # «не думая» is no thought, and «на 1♥» names the call answered
        ("Правый открыл 1♥, а я, не думая, спасовала, как всегда на 1♥. Потом левый 2♥.",
         "E:1♥ S:пас W:2♥", Seat.E),
        # a call glossed in parentheses is one call
        ("Партнёр 1♠, правый X (контра), я пас, левый 2♣.", "N:1♠ E:контра S:пас W:2♣", Seat.N),
        # the player after the call: «by North»
        ("7NT by North, East passed, and South, in the heat of the moment, bid 8C.",
         "N:7БК E:пас S:8♣", Seat.N),
        # «у Запада» after the call, a stated dealer before it
        ("Сдавал Север. Противники добрались до 6♥ у Востока, Юг пас, Запад пас, Север 7♣.",
         "N:пас E:6♥ S:пас W:пас N:7♣", Seat.N),
        # English possessives name the caller
        ("Dealer N. Partner opened 1C, RHO's 1H was next, I bid 1S and then LHO's 1D hit the "
         "table.", "N:1♣ E:1♥ S:1♠ W:1♦", Seat.N),
        # the teller left implicit: a sentence opening with the verb
        ("Сдача 3. Открыла 1♥, левый 1♠, партнёр пас, правый 1♦. Не приняла.",
         "S:1♥ W:1♠ N:пас E:1♦", Seat.S),
        # «партнёр открывшего»: the opener's partner
        ("Запад открыл 1♦, Север пас, партнёр открывшего сказал 1♠, а Юг 1♥.",
         "W:1♦ N:пас E:1♠ S:1♥", Seat.W),
        # a verb opening a sentence with the player named after the call is not the teller
        ("Юг открыл 1♠, Запад пас. Ответил 2♠ Север, а Восток 1♥.", "S:1♠ W:пас N:2♠ E:1♥",
         Seat.S),
        # a diagram flattened onto one line under its head: a dash stands for a pass
        ("Запад Север Восток Юг 1♣ – 1♥ – 1♠", "W:1♣ N:пас E:1♥ S:пас W:1♠", Seat.W),
        # the teller's seat told before «я»
        ("За Севером сидел я. Я открыл 1♥, левый 1♠, партнёр пас, правый 1♦.",
         "N:1♥ E:1♠ S:пас W:1♦", Seat.N),
        # the player after the call with «от», the side alone («справа», «слева»)
        ("Открытие 1♣ от партнёра, пас справа, я 1♥, а слева 1♦.", "N:1♣ E:пас S:1♥ W:1♦",
         Seat.N),
        # a thought told between commas ends before the call made
        ("North 1H, and East, who thought the auction was at 1C, bid 1D.", "N:1♥ E:1♦", Seat.N),
        # a bid told right after a run of shorthand, repeating an earlier one: told on
        # (the dealer counted back from the right-hand opponent: the teller, South)
        ("1!h пас 1!s, а потом правый 1!h, что делать", "S:1♥ W:пас N:1♠ E:1♥", Seat.S),
        # «на мою 1♠» names the call answered, the call itself was told before
        ("Я открыл 1♠, левый пас, партнёр 2♠, и правый дал контру на мою 1♠.",
         "S:1♠ W:пас N:2♠ E:контра", Seat.S),
        # «не дав Западу сказать»: nobody skipped passed
        ("Сдающий Восток. Восток 1♣, и Север, не дав Югу сказать, выдал 1♥.",
         "E:1♣ N:1♥", Seat.E),
        # ... but not when a player was named before: he goes on speaking
        ("Север открыл 1♥, Восток долго думал. Сказал 2♠.", "N:1♥ E:2♠", Seat.N),
        # a Latin «C» typed for the Russian «С» is still North
        ("C: 1♠ В: пас Ю: 2♠", "N:1♠ E:пас S:2♠", Seat.N),
        # «Раньше Юг …» is «formerly», no turn told: East's pass is implied as before
        ("Раньше Юг всегда открывал слабо. Сегодня Север 1♥, Юг 2♥, Запад 1♠.",
         "N:1♥ E:пас S:2♥ W:1♠", Seat.N),
        # «Dealer E»: one Latin letter is a seat, not a word typed in the wrong layout
        ("Dealer E. 1D-p-1S-p-1H", "E:1♦ S:пас W:1♠ N:пас E:1♥", Seat.E),
    ],
)
def test_calls_and_dealer(text: str, calls: str, dealer: Seat) -> None:
    story = read_story(text)
    assert story.auction_text() == calls
    assert story.dealer is dealer


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        # one call, out of turn «раньше неё»: a told irregularity
        ("Сдавала партнёрша, но я поторопилась и сказала 1♦ раньше неё. Правый не принял.",
         "bid_out_of_rotation", Seat.S),
        # «пока я думала»: the player in turn was still deciding
        ("Сдавала я, и пока я думала, левый сказал 1♣. Партнёр не принял.",
         "bid_out_of_rotation", Seat.W),
        # our side's bid with nobody named: the dealer is counted back from the partner
        ("Мы дошли до 5♣, и партнёр, не подумав, сказал 8♣. Левый сразу позвал судью.",
         "bid_above_seven", Seat.N),
        # «before the auction had ended» is not its end; «faced» shows a card
        ("Partner bid 1S, RHO passed and, before the auction had ended, LHO faced the ♣2 on the "
         "table.", "exposed_card", Seat.W),
        ("Восток открыл 1♠, Юг пас, и у Запада из рук выскользнул туз бубен — лёг картинкой "
         "вверх.", "exposed_card", Seat.W),
        # «остальные спасовали» ends the auction
        ("Сдача 6: Юг 1♦, Запад 1♠, Север 3♦, остальные спасовали. Потом Запад сказал контра.",
         "call_after_final_pass", Seat.W),
        # «intending 2H» is the call meant, not a call made
        ("Partner opened 1D, RHO 1S, and I, intending 2H, grabbed 2C from the box and at once "
         "changed it to 2H.", "change_of_call", Seat.S),
        # «insisted on 2NT» speaks of the call; «in one breath» corrects a slip
        ('Partner opened 2NT and in one breath said "sorry, 1NT". RHO insisted on 2NT.',
         "change_of_call", Seat.N),
    ],
)
def test_ruling(text: str, irregularity: str, offender: Seat) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)


def test_went_back_to_is_the_call_chosen_not_a_double() -> None:
    story = read_story("Сдающий Юг. Юг 1♣, Запад 1♥, Север 2♦, Восток 2♠, Юг 2♥, Запад 3♦ и "
                       "тут же поменял на 3♥, Север не принял, и Запад вернулся к 3♦.")
    assert story.auction_text() == "S:1♣ W:1♥ N:2♦ E:2♠ S:2♥ W:3♦"
    assert (str(story.replacement), str(story.then)) == ("3♥", "3♦")


def test_a_plain_pass_is_not_conventional() -> None:
    story = read_story("Север открыл 1♥, и Юг, не дождавшись Востока, сказал «пас» — простой "
                       "пас, ничего не показывает.")
    assert Circumstance.NOT_CONVENTIONAL in story.circumstances


def test_possessives() -> None:
    tokens = tokenize("after his partner's IB, RHO's 1H")
    assert subject_at(tokens, 2) is None  # «his partner's»: named through another player
    named = subject_at(tokens, 5)
    assert named is not None and named.role is Role.RHO
    owner = owner_at(tokenize("у Севера"), 1)
    assert owner is not None and owner.seat is Seat.N


def test_the_auction_is_not_ended_before_it_ends() -> None:
    reading = read_auction("Партнёр 1♣, правый пас, и до того как торговля закончилась, "
                           "левый уронил карту.")
    assert reading.auction_text() == "N:1♣ E:пас"
    assert "call.auction_ended" not in reading.fired


@pytest.mark.parametrize("text", [
    "Доска 7, сдающий Запад, 3БК у Юга. Запад пошёл с пики, болван лёг. Кто прав?",
    "Board 6, dealer East, 4S by West. North led out of turn. Ruling?",
])
def test_a_contract_with_its_owner_is_no_auction(text: str) -> None:
    assert read_story(text).calls == ()


@pytest.mark.parametrize("text", [
    # a change wished for or allowed by the director is no change of call made
    "Партнёр открыл 1♥, правый 1♠, я 2♥. Можно мне теперь заменить 2♥ на 3♥? Я очень хочу.",
    "Я открыл 1♣, левый 1♥, партнёр 1♠ — и судья позволил ему заменить 1♠ на пас из-за "
    "неверного объяснения.",
    # a call asked about, a call that would have been made
    "Левый открыл 1♦, правый 2♣, и я спросил про 2♣. Объяснили: натуральная.",
    "Север 1♥, Восток пас, Юг 2♥. Запад говорит, что иначе сказал бы контру. Кто прав?",
])
def test_calls_not_made_tell_no_irregularity(text: str) -> None:
    story = read_story(text)
    assert story.offence is None, story.auction_text()
    assert story.replacement is None
