"""Ways forum writers tell an auction that the reader had missed, each worded unlike the post
that revealed it: a player barred by an earlier ruling, the teller's seat when a call was out
of turn, whose turn it was («it was LHO's turn», «очередь Запада», «в очередь своего
партнёра»), a name introduced with its seat, the director's words, a call only spoken of.
"""

from __future__ import annotations

import pytest

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.story.auction import read_auction
from engine.story.calls import letter_seat, read_call
from engine.story.mention import call_context
from engine.story.model import Circumstance, Offence
from engine.story.reader import read_story
from engine.story.ruling import engine_text
from engine.story.table import turn_holder
from engine.story.words import tokenize


@pytest.mark.parametrize(
    ("text", "offender", "law"),
    [
        # the duty told with «обязан был», the call a bid, nobody calling over it
        ("Левый после своего паса вне очереди обязан был пасовать до конца торговли. "
         "Я открыл 1♦, а левый взял и сказал 1♠. Что теперь?", Seat.W, "37"),
        # English, the duty in the passive, a redouble by the teller's partner
        ("My partner was barred for the rest of the auction after my insufficient bid. "
         "RHO bid 3S, I passed, LHO passed and partner doubled! The director is coming.",
         Seat.N, "37"),
        # the duty at one turn only, the next player calling over the bid before the ruling
        ("Правый должен был спасовать в свою следующую очередь, но сказал 2♣, а я, не "
         "заметив, ответила 2♥. Судью позвали потом.", Seat.E, "35B"),
    ],
)
def test_a_player_barred_by_an_earlier_ruling(text: str, offender: Seat, law: str) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", offender)
    assert law in ruling.laws


def test_the_duty_reaches_the_rules_engine_as_a_fact() -> None:
    story = read_story("Партнёр должен был пасовать до конца торговли, но после 4♥ "
                       "соперников он дал контру.")
    assert story.offence is Offence.CALL_WHILE_BARRED and story.barred is Seat.N
    assert "пасует_до_конца=N" in engine_text(story)


def test_a_duty_the_calls_already_show_adds_no_fact() -> None:
    """The calls told hold the ruling that barred the player: they are ruled as they are."""
    story = read_story("Сдающий Север. Север пас, Восток пас, Запад вне очереди сказал пас, "
                       "Юг не принял; Запад должен был спасовать в следующую очередь. "
                       "Юг 1♥, а Запад говорит 2♦.")
    assert "пасует" not in engine_text(story)
    assert rule_text(story.text).irregularity == "call_while_barred"


def test_a_duty_told_as_the_ruling_on_the_call_itself_is_no_bar() -> None:
    """«The TD said I must pass at my next turn» rules the pass told, it bars nothing after."""
    story = read_story("Partner opened 1H. It was LHO's turn, but I said pass. RHO refused it, "
                       "and the director said I must pass at my next turn.")
    assert story.barred is None
    ruling = rule_text(story.text)
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.S)


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        # a pass out of turn by the teller's LHO, the dealer stated: «я» stays South
        ("Dealer S. I was still looking at my hand when LHO passed, out of turn. Partner did "
         "not accept it, and then I opened 1C.", "pass_out_of_rotation", Seat.W),
        # Russian, the partner's bid out of turn before the dealer on his right
        ("Сдающий Восток. Правый ещё думал, а партнёр уже открыл 1♠ — не в свою очередь. "
         "Левый не принял.", "bid_out_of_rotation", Seat.N),
    ],
)
def test_the_tellers_seat_when_a_call_was_out_of_turn(
    text: str, irregularity: str, offender: Seat
) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # whose turn, English possessive, in the sentence of the call out of turn
        ("Partner opened 1S. It was LHO's turn, yet RHO bid 2D.", "N:1♠ E:2♦"),
        # whose turn, Russian, the seat after «очередь»
        ("Сдающий Юг. Юг пас. Очередь Запада, а Север уже говорит 1♣.", "S:пас N:1♣"),
        # the caller's own partner, named after «своего партнёра»
        ("Сдающий Юг. Юг открыл 1♣, а Север, в очередь своего партнёра Запада, сказал 1♥.",
         "S:1♣ N:1♥"),
    ],
)
def test_whose_turn_keeps_the_turn(text: str, calls: str) -> None:
    assert read_auction(text).auction_text() == calls


def test_the_callers_own_partner_was_in_turn() -> None:
    ruling = rule_text("Левый дал контру не в свою очередь, в очередь своего партнёра. "
                       "Судью позвали сразу.")
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.W)
    assert "32A" in ruling.laws


def test_a_name_introduced_with_its_seat() -> None:
    """«Петя (Запад)»: every form of the name names West afterwards."""
    reading = read_auction("Сдающий Север. Север 1♦, Восток пас, Юг 1♥, а Петя (Запад) 1♦. "
                           "У Пети рука слабая.")
    assert reading.auction_text() == "N:1♦ E:пас S:1♥ W:1♦"
    reading = read_auction("Сдавал я. Я открыл 1♣, и тут Маша (моя партнёрша) сказала 1♠ "
                           "вместо Запада.")
    assert reading.auction_text() == "S:1♣ N:1♠"


@pytest.mark.parametrize(
    ("text", "circumstance"),
    [
        ("Левый сказал пас вне очереди. Меня позвали сразу, и я пас отменил.",
         Circumstance.NOT_ACCEPTED),
        ("East bid 1S out of turn and the director was called immediately.",
         Circumstance.NOT_ACCEPTED),
        ("Запад сказал 1♥ вне очереди. Судью позвали сразу, но Север решил принять 1♥.",
         Circumstance.ACCEPTED),
    ],
)
def test_the_director_called_at_once(text: str, circumstance: Circumstance) -> None:
    story = read_story(text)
    assert circumstance in story.circumstances
    other = {Circumstance.ACCEPTED, Circumstance.NOT_ACCEPTED} - {circumstance}
    assert not other & story.circumstances


@pytest.mark.parametrize(
    ("text", "at", "kind"),
    [
        ("судья контру Востока отменил", 1, "skip"),  # a call with its player, spoken of
        ("у партнёра там 5 червей", 3, "skip"),  # cards held
        ("I had 6 spades", 2, "skip"),
        ("with a hand worth 3NT", 4, "skip"),  # a hand fit for a call
        ("ну а реконтру ему дать нельзя", 2, "skip"),  # a call denied
        ("Запад сказал 2♦, и Восток не может понять", 2, "call"),  # the denial is another's
    ],
)
def test_calls_only_spoken_of(text: str, at: int, kind: str) -> None:
    tokens = tokenize(text)
    found = read_call(tokens, at)
    assert found is not None
    assert call_context(tokens, at, found, set()) == kind


def test_a_change_told_by_its_maker_names_the_call_replaced() -> None:
    """«…, и партнёр: нет, давайте 3♥»: the call before his words was his."""
    story = read_story("(1♦) 1♠ (пас) 2♥ — и тут партнёр подумал и говорит: «нет, давайте "
                       "3♥». Это не оговорка, он передумал.")
    assert str(story.replacement) == "3♥"
    assert Circumstance.CORRECTED_AT_ONCE not in story.circumstances
    assert story.seated()[-1][0] is story.me.partner


def test_they_call_as_a_side_not_as_the_last_player_named() -> None:
    reading = read_auction("Dealer W. LHO opened 1H, partner passed and RHO bid 2H; they "
                           "then jumped to 4H.")
    assert [call.seat for call in reading.calls][-1] is not Seat.E


def test_two_cards_named_in_words_are_two_cards_seen() -> None:
    story = read_story("While the bidding was going on LHO dropped two of them, the 3 of clubs "
                       "and the queen of diamonds, face up.")
    assert story.exposed == "2+"
    assert "24C" in rule_text(story.text).laws


def test_no_bid_all_round_ends_the_auction() -> None:
    ruling = rule_text("Dealer N. Partner opened 1H, RHO said no bid, I raised to 2H and it "
                       "went no bid all round. Then LHO said 'double'.")
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.W)


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a call named with its player after «over»: made before the call told with it
        ("Partner opened 2S, RHO passed, I passed, and LHO bid 2H over partner's 2S.",
         "N:2♠ E:пас S:пас W:2♥"),
        ("Правый открыл 1♦, а левый сказал 1♠ после 1♦ правого, хотя очередь была моя.",
         "E:1♦ W:1♠"),
        ("LHO bid 1H after RHO's 1D, but it was my turn.", "E:1♦ W:1♥"),
        # the same call told before: only spoken of again
        ("Dealer S. I opened 2D, LHO passed, partner passed and RHO bid 1S over my 2D.",
         "S:2♦ W:пас N:пас E:1♠"),
    ],
)
def test_a_call_told_after_the_one_it_answers(text: str, calls: str) -> None:
    assert read_auction(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # one call, the player in turn told by a seat letter
        ("Доска 9, сдающий С. В сказал пас раньше С. Ю не принял.", Seat.E),
        # one call, the player in turn about to call
        ("Dealer S. I was about to open when RHO bid 1H. Partner didn't accept it.", Seat.E),
    ],
)
def test_one_call_out_of_turn_told_by_whose_turn_it_was(text: str, offender: Seat) -> None:
    ruling = rule_text(text)
    assert ruling.offender is offender
    assert ruling.irregularity in ("pass_out_of_rotation", "bid_out_of_rotation")


def test_a_call_in_a_what_if_question_is_not_made() -> None:
    story = read_story("Левый открыл 1♠, я сказал 1♥, правый не принял, я исправил на 2♥. "
                       "А если бы я исправил на 1БК?")
    assert str(story.replacement) == "2♥"


def test_the_player_named_while_another_calls_is_not_the_caller() -> None:
    """«пока Север думал, она …»: «она» is the player named before, not North."""
    reading = read_auction("Сдающий Запад. Запад 1♣, Вера (Восток) 1♦ — и пока Север думал, "
                           "она говорит «пас».")
    assert reading.auction_text() == "W:1♣ N:пас E:1♦ E:пас"


def test_the_call_kept_after_a_refused_change() -> None:
    story = read_story("Сдающий Север. Север открыл 1♥, а через пару секунд: «нет, пусть будет "
                       "2♥». Не оговорка, передумал. Восток не принял, и Север решил оставить 1♥.")
    assert str(story.then) == "1♥"
    assert Circumstance.CORRECTED_AT_ONCE not in story.circumstances
    assert "25B2(B)(1)" in rule_text(story.text).laws


def test_in_his_turn_names_nobody_elses_turn() -> None:
    assert turn_holder(tokenize("Я в свою очередь открыл 1♠, а партнёр сказал 2♠.")) is None
    assert turn_holder(tokenize("Очередь Юга, а Запад уже сказал пас.")) is Seat.S


def test_a_duty_told_after_the_only_call_reads_no_lone_call() -> None:
    """«Партнёр дал контру вне очереди, и судья сказал, что он должен пасовать»: the duty is
    the ruling on that call; the lone call of a story that names no dealer is not ruled."""
    story = read_story("Партнёр сказал контру не в свою очередь, и судья объявил, что теперь "
                       "он должен пасовать до конца торговли. Можно ли ему спросить торговлю?")
    assert story.barred is None and story.calls == ()


def test_the_player_in_turn_is_the_one_who_called_after_a_call_out_of_turn() -> None:
    """No dealer told: the first call told out of turn was refused, and the next caller, who
    is not the offender's LHO, was the player in turn."""
    text = "RHO's out-of-turn pass was not accepted, and partner then opened 1H."
    reading = read_auction(text)
    assert (reading.auction_text(), reading.dealer) == ("E:пас N:1♥", Seat.N)
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.E)


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        # terse director's notes: seats as capital letters, «до» for whose turn
        ("Доска 6. LHO пас до RHO. Партнёр не принял.", "pass_out_of_rotation", Seat.W),
        ("Сдача 14. З должен был пасовать до конца (после недостаточной). С 1♦, В пас, "
         "Ю пас, а З контра.", "call_while_barred", Seat.W),
        ("Сдача 2. Во время торговли у В выпала ♦K лицом вверх.", "exposed_card", Seat.E),
        # the player's own words after an interjection, quoted: a change of call
        ("Сдача 5. С 1♥ и сразу «ой, 1♠» — оговорка. В не принял.", "change_of_call", Seat.N),
        # the director gave the turn back: the call out of turn was not accepted
        ("Сдача 3 (сдаёт Ю). З открыл 1♦ вперёд Ю. ТД вернул очередь Югу, Юг пас.",
         "bid_out_of_rotation", Seat.W),
    ],
)
def test_terse_notes(text: str, irregularity: str, offender: Seat) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)


def test_an_interjection_of_another_player_is_his_call() -> None:
    """«… все пас. И вдруг правый говорит «ой, 5♠»»: RHO's call, not a change of the last."""
    story = read_story("Левый 1♥, партнёр пас, правый 4♥, я пас, левый пас, партнёр пас. И вдруг "
                       "правый говорит «ой, 5♥».")
    assert story.replacement is None
    assert rule_text(story.text).irregularity == "call_after_final_pass"


def test_a_capital_preposition_opening_a_sentence_is_no_seat() -> None:
    tokens = tokenize("В торговле С пас. С ним спорить бесполезно.")
    assert [letter_seat(tokens, k) for k in (0, 2, 5)] == [None, Seat.N, None]


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        # the dealer named by a role with «мой»; the teller first although he was not
        ("Сдающий — мой правый. Я первым сказал пас, забыв об этом. Левый не принял.",
         "pass_out_of_rotation", Seat.S),
        # the dealer by a role, the call out of turn told by the dealer's pronoun
        ("Сдавал левый. Не успел он открыть, как справа сказали 1♦. Партнёр не принял.",
         "bid_out_of_rotation", Seat.E),
        ("RHO dealt. Partner bid 1C before he could open. LHO didn't accept it.",
         "bid_out_of_rotation", Seat.N),
    ],
)
def test_role_seats_relative_to_the_dealer(text: str, irregularity: str, offender: Seat) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)


@pytest.mark.parametrize(
    ("text", "irregularity", "offender"),
    [
        ("1♦ (партнёр) — пас — и левый сразу 1♠, вперёд меня! Партнёр не принял.",
         "bid_out_of_rotation", Seat.W),
        ("Во время торговли у правого из рук вылетел валет бубен, все видели.",
         "exposed_card", Seat.E),
    ],
)
def test_slang_of_the_table(text: str, irregularity: str, offender: Seat) -> None:
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)
