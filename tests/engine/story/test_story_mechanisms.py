"""Ways of telling an auction that lost rulings on forum posts (brief S5), each case worded
unlike the post that revealed it: the mechanism is tested, not the post.

A dash that is punctuation of the prose around a diagram, the teller starting his telling
again, a call spoken of in the English possessive, passes counted, the teller's seat with
calls in parentheses, the legal call Law 36 orders, a convention denied, a seat after a name,
a player named through his partner, a dealer still busy with his cards, a call made again,
a pass owed by a ruling, a pause counted in seconds, the call a player insisted on, the
player's own words taking his call back, the teller implicit after «что».
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.auction import silent_players
from engine.story.model import Circumstance, Phase
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling, engine_text
from engine.story.words import tokenize


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a dash after the last call of a diagram, prose after it: punctuation, not a pass
        ("Сдающий Юг. / Ю З С В / 1♠ — и тут Север, не дождавшись Запада, сказал 2♠. "
         "Запад не принял.", "S:1♠ N:2♠"),
        # a dash between a verb and the call it introduces: punctuation, not a pass
        ("Сдающий Восток. / В Ю З С / 1♦ пас 1♥ пас / Восток подумал и поднял — 2♥.",
         "E:1♦ S:пас W:1♥ N:пас E:2♥"),
        # the teller takes his telling back and starts again from the opening bid
        ("1♣ – 1♦ – 1♥ – 1♠... нет, не так: Север 1♣, Восток 1♦, Юг 1♠, Запад 1♥.",
         "N:1♣ E:1♦ S:1♠ W:1♥"),
        # a call in the English possessive as the object of a verb: spoken of, not made
        ("RHO opened 2H, I passed, and LHO doubled his partner's 2H. Partner bid 3C before "
         "anyone noticed.", "E:2♥ S:пас W:контра N:3♣"),
        # passes counted after a bid end the auction
        ("Юг открыл 1♠, потом три паса, и тут Запад вдруг сказал 2♥. Судью позвали сразу.",
         "S:1♠ W:пас N:пас E:пас W:2♥"),
        # calls in parentheses: the teller stays South, the dealer is counted back from him
        ("1♠ (2♥) 2♠ (3♥) — и я, подумав, сказал 3♠.", "S:1♠ W:2♥ N:2♠ E:3♥ S:3♠"),
        # a name, then «с» and a seat: that player's seat
        ("Сдающий Восток. Игорь с Востока открыл 1♠, Юг пас, Маша с Запада сказала 1♥.",
         "E:1♠ S:пас W:1♥"),
        # «Север, его партнёр, …»: the player named again through his partner
        ("Сдающий Юг. Юг ещё раскладывал карты, а Север, его партнёр, сказал «пас». "
         "Запад не принял.", "N:пас"),
        # «опять 1♥»: the same player's call made again, not the first one spoken of
        ("Сдающий Север. Восток без очереди открыл 1♥, Юг не принял. Север 1♣, Восток опять 1♥.",
         "E:1♥ N:1♣ E:1♥"),
        # «в следующую очередь пас»: the pass a ruling owes, not a call made
        ("Север 1♣, Восток 1♥. Судья объявил: Западу в следующую очередь пас.", "N:1♣ E:1♥"),
        # the player's own words in quotes take his call back: the teller's call stays
        ("Сдающий Север. Север 1♣, Восток сказал «2♦», потом задумался: «нет, пас». "
         "Юг не принял.", "N:1♣ E:2♦"),
        # the teller implicit in a clause after «что»
        ("Задумалась и не заметила, что сказала «пас» раньше левого — сдающим был он. "
         "Правый не принял.", "S:пас"),
    ],
)
def test_calls_read(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "irregularity", "offender", "law"),
    [
        ("RHO opened 2H, I passed, and LHO doubled his partner's 2H. Partner bid 3C before "
         "anyone noticed.", "inadmissible_double", Seat.W, "35A"),
        ("Юг открыл 1♠, потом три паса, и тут Запад вдруг сказал 2♥. Судью позвали сразу.",
         "call_after_final_pass", Seat.W, "39B"),
        # Law 36 orders a legal call instead of the double: no change of call (Law 25)
        ("Сдача 1. Север открыл 1♣, Восток сказал «контра», Юг пас, и Запад тоже сказал "
         "«контра». Судья велел Западу заменить контру, и он спасовал.",
         "inadmissible_double", Seat.W, "36"),
        # a convention denied: the insufficient bid corrected in its denomination stands
        ("Север 1♠, Восток 1♥ — недостаточная. Юг не принял, Восток исправил на 2♥, заявка "
         "никакая не искусственная.", "insufficient_bid", Seat.E, "27B1(A)"),
        # the dealer still busy with his cards: his partner's lone pass was out of rotation
        ("Сдающий Юг. Юг ещё раскладывал карты, а Север, его партнёр, сказал «пас». "
         "Запад не принял.", "pass_out_of_rotation", Seat.N, "30A"),
        ("Сдающий Север. Восток без очереди открыл 1♥, Юг не принял. Север 1♣, Восток опять 1♥.",
         "bid_out_of_rotation", Seat.E, "31A2(A)"),
        # the call a player insisted on after his change was refused: any other call (25B2B2)
        ("Dealer West. West opened 1C, and some five seconds later said 'no, 1D'. North did "
         "not accept, and West insisted on 1D.", "change_of_call", Seat.W, "25B2(B)(2)"),
        ("Задумалась и не заметила, что сказала «пас» раньше левого — сдающим был он. "
         "Правый не принял.", "pass_out_of_rotation", Seat.S, "30A"),
        # the story's only call, told not accepted, by a player who is not the dealer
        ("сдавала я, а правый сразу «1 !c», я ещё карты не разобрала. левый не принял.",
         "bid_out_of_rotation", Seat.E, "31B"),
        # a duty told with who was told it and by whom between («велел ему пасовать»)
        ("Earlier LHO was told by the director to pass for the rest of the auction. Then "
         "partner bid 3H, and LHO bid 3S. The TD was called at once.",
         "call_while_barred", Seat.W, "37"),
        # the turn told for the second call («before RHO could call LHO …»), not the first
        ("Partner opened 1H, and before RHO could call LHO said '1S'. Partner did not "
         "accept it.", "bid_out_of_rotation", Seat.W, "31B"),
    ],
)
def test_ruling(text: str, irregularity: str, offender: Seat, law: str) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == (irregularity, offender)
    assert law in ruling.laws


def test_ordered_replacement_is_no_fact() -> None:
    story = read_story("Сдача 1. Север открыл 1♣, Восток сказал «контра», Юг пас, и Запад "
                       "тоже сказал «контра». Судья велел Западу заменить контру, и он спасовал.")
    assert "замена" not in engine_text(story)
    at_once = read_story("Север 1♥, Восток пас, Юг 2♥ и Запад «контра» — тут же, без паузы, "
                         "поправился на пас, оговорился.")
    assert "замена=пас" in engine_text(at_once)  # corrected at once: Law 25A may apply


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Север 1♦, Восток 1♠, помолчал секунды три и сказал: «нет, 2♠».", True),
        ("North 1D, East 1S, and after 10 seconds East said 'no, 2S'.", True),
        ("Север 1♦, Восток 1♠ и сразу, без паузы, поправился на 2♠, хотя судью ждали "
         "пять минут.", False),
        ("Север 1♦, Восток 1♠ и сказал: «нет, 2♠».", False),
    ],
)
def test_pause_counted(text: str, said: bool) -> None:
    story = read_story(text)
    assert (Circumstance.CORRECTED_LATER in story.circumstances) is said


@pytest.mark.parametrize(
    ("text", "conventional"),
    [
        ("Север 1♠, Восток 1♥, Юг не принял; Восток сказал 2♥, не искусственная.", False),
        ("North 1S, East 1H, not accepted; East corrected to 2H, not an artificial bid.", False),
        ("Север 1♠, Восток 1♥, Юг не принял; 1♥ у них искусственная.", True),
    ],
)
def test_convention_denied(text: str, conventional: bool) -> None:
    said = read_story(text).circumstances
    assert (Circumstance.CONVENTIONAL in said) is conventional
    assert (Circumstance.NOT_CONVENTIONAL in said) is not conventional


def test_possessive_subject_is_a_call_made() -> None:
    # «then LHO's 1D hit the table»: the possessive call is the subject, a call made
    story = read_story("Dealer N. Partner opened 1C, RHO's 1H came next, I bid 1S and then "
                       "LHO's 1D hit the table.")
    assert story.auction_text() == "N:1♣ E:1♥ S:1♠ W:1♦"


def test_bridge_word_is_no_name() -> None:
    # «Ход с Юга» is a lead from South, not a player called «Ход»
    story = read_story("Сдающий Север. Север 1♣, Восток пас, Юг 1♥, Запад пас. Ход с Юга.")
    assert story.auction_text() == "N:1♣ E:пас S:1♥ W:пас"


def test_left_out_passes_never_end_the_auction() -> None:
    # a pass the story leaves out would end the auction before the double told next: the
    # double was made out of turn, not after the final pass
    story = read_story("Partner opened 1S, RHO doubled, I passed, LHO passed; then RHO "
                       "doubled again.")
    assert story.auction_text() == "N:1♠ E:контра S:пас W:пас E:контра"
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity != "call_after_final_pass"


def test_silent_seat_is_not_the_teller() -> None:
    # the dealer told not to have called yet is another player: my call was out of turn
    story = read_story("Dealer East. East hadn't opened yet, and I bid 1H. Nobody accepted.")
    assert story.me is not Seat.E
    assert story.calls[0].seat is not Seat.E


def test_duty_told_after_a_regular_diagram() -> None:
    # the calls before the words of the duty are regular: one auction, the duty as a fact
    story = read_story("Доска 7, сдающий Юг. / Ю З С В / 1♦ пас ? / Север по прежнему решению "
                       "был обязан пасовать до конца. Север объявил 1♥. Прошу решение.")
    assert story.auction_text() == "S:1♦ W:пас N:1♥"
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.N)
    assert "37" in ruling.laws


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the telling taken back after a question mark, started again from the opening
        ("север 1 !d, восток пас, юг 1 !s, запад пас?? нет, стоп. север 1 !d, восток 1 !h, "
         "юг 1 !s", "N:1♦ E:1♥ S:1♠"),
        # «три паса» after a bid: the auction ended there
        ("we got to 3NT, three passes, and then LHO said 'double'",
         "N:3БК E:пас S:пас W:пас W:контра"),
        # a call told with «после … у» and its player: made before the call told with it
        ("партнёр сказал 5 !c после 4 !h у левого", "W:4♥ N:5♣"),
    ],
)
def test_calls_read_more(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_turn_words_of_another_sentence() -> None:
    # «before I bid» in the sentence after the call tells when the TD came, not whose turn
    story = read_story("RHO had been told to pass throughout. Later he bid 4H. My partner "
                       "called the director before I bid.")
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.E)


def test_taking_back_words_without_a_call() -> None:
    # «sorry, LHO didn't accept» corrects who refused, it takes no call back
    story = read_story("Dealer North. Partner opened 1C and RHO bid 1H. I accepted... sorry, "
                       "partner didn't accept.")
    assert story.auction_text() == "N:1♣ E:1♥"


def test_apology_opens_the_players_own_words() -> None:
    story = read_story("Сдающий Запад. Запад открыл 1♦, помолчал и произнёс: «извините, 1♥». "
                       "Север не принял.")
    assert story.auction_text() == "W:1♦"
    assert str(story.replacement) == "1♥"


def test_strain_letter_after_a_level_is_no_layout_slip() -> None:
    # «2 C»: a Latin letter after a level is a strain, not «с» typed in the wrong layout
    story = read_story("Partner 1 NT, RHO X, I XX, LHO 2 C. Nobody noticed.")
    assert story.auction_text() == "N:1БК E:контра S:реконтра W:2♣"


def test_no_trump_with_a_hyphen() -> None:
    story = read_story("Dealer East. RHO opened two no-trump, I passed, LHO bid three clubs.")
    assert story.auction_text() == "E:2БК S:пас W:3♣"


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # the auction told going on by a player who has not called yet
        ("RHO's king of hearts slipped out face up; partner hadn't called yet.", Seat.E),
        ("Идёт торговля, и у Запада вылетела дама пик лицом вверх.", Seat.W),
    ],
)
def test_card_seen_while_the_auction_goes_on(text: str, offender: Seat) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("exposed_card", offender)


def test_card_in_the_play_is_no_auction_card() -> None:
    # a player silent in a story of the play does not put the card in the auction
    story = read_story("Разыгрывающий уронил карту лицом вверх на втором круге розыгрыша, "
                       "а партнёр молчал.")
    assert story.offence is None


@pytest.mark.parametrize(
    ("text", "offender"),
    [
        # the player told to pass named in the dative
        ("Судья велел партнёру молчать до конца торговли. Потом левый 2♥, и партнёр сказал 3♥.",
         Seat.N),
        # a stated dealer, no call told before the duty: the calls told go on from its ruling
        ("Сдающий Юг. Ранее Западу велели пасовать до конца торговли. Через круг Запад "
         "объявил 2♣.", Seat.W),
    ],
)
def test_duty_of_a_player_told_to(text: str, offender: Seat) -> None:
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", offender)


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # «again» after the call: the same player's call made once more
        ("Dealer North. RHO bid 1S before partner opened. Partner did not accept, opened 1D, "
         "and RHO bid 1S again.", "E:1♠ N:1♦ E:1♠"),
        # the object of a call, not told before it: that player's call, made before it
        ("Then I redoubled RHO's double by mistake.", "E:контра S:реконтра"),
    ],
)
def test_calls_read_again_and_object(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_name_without_a_seat_gives_no_guessed_player() -> None:
    # a card of a player known by name only: the exposer is not guessed from «до меня»
    story = read_story("Идёт торговля, до меня очередь ещё не дошла, и у Пети из рук вылетает "
                       "король треф лицом вверх.")
    assert story.offence is not None and story.offender is None


# --- brief S6: a call spoken of, not made; a contract named with its declarer ---------------


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a call seen wrongly: what the player read is not a call anybody made
        ("Сдающий Запад. Запад открыл 1♠, а Север прочитал 1♣ и сказал 1♦.", "W:1♠ N:1♦"),
        ("Dealer South. South opened 1♠ and West, who misread 1♠ as 1♣, overcalled 1♦.",
         "S:1♠ W:1♦"),
        ("Сдающий Юг. Юг открыл 1♠, Запад принял 1♠ за 1♣ и сказал 1♦.", "S:1♠ W:1♦"),
        # a question about a call's meaning: the call asked about is not made again
        ("Восток открыл 2♣, Юг поинтересовался, что означает 2♣, и спасовал.", "E:2♣ S:пас"),
        # an alert of a call: the call alerted is not made again
        ("Dealer West. West bid 1♣, North passed, East alerted his partner's 1♣ and then "
         "bid 1♥.", "W:1♣ N:пас E:1♥"),
        # a call described by its meaning after a possessive: described, not made
        ("Dealer North. North opened 1♣ and East passed. Their 1♣ is artificial, so South "
         "bid 1♥.", "N:1♣ E:пас S:1♥"),
        # the player asked, then called: his call is made
        ("Сдающий Север. Север открыл 1♠, Восток спросил про систему и сказал 2♥.",
         "N:1♠ E:2♥"),
        # «announced 1H» makes the call
        ("Dealer South. South passed and West announced 1♥.", "S:пас W:1♥"),
    ],
)
def test_call_spoken_of_is_not_made(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    "text",
    [
        "Разыгрывающий Восток в 3БК держал даму треф лицом вверх над столом и передумал.",
        "Declarer, West, in 3NT held the ♣Q face up above the table, then changed his mind.",
    ],
)
def test_contract_with_its_declarer_is_the_play(text: str) -> None:
    story = read_story(text)
    assert story.auction_text() == ""
    assert story.phase is Phase.PLAY
    assert auction_ruling(story) is None


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # a call one wants to make, and the bid it would double: neither is made
        ("Dealer West. West opened 1♠, North passed, East passed, and I wanted to double 1♠ "
         "but did not.", "W:1♠ N:пас E:пас"),
        # a call one may or can make: what may be done, not a call made
        ("Сдающий Север. Север открыл 1♥, Восток пас. Мне сказали, что тут можно контрить "
         "и нельзя 1♠.", "N:1♥ E:пас"),
        # a call a player makes as a habit: not a call at this table
        ("Партнёр, когда даёт контру, всегда говорит «контра на три трефы». Соперники "
         "недовольны.", ""),
        ("My partner always says «double of 3 clubs» when he doubles. The opponents complain.",
         ""),
        # a word made with a call's name: no call
        ("Dealer North. North opened 1♦, East passed, South passed and West in the pass-out "
         "seat bid 1♠.", "N:1♦ E:пас S:пас W:1♠"),
    ],
)
def test_call_wanted_allowed_habitual_or_compound_is_not_made(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_thought_with_a_comma_before_that_is_no_call() -> None:
    # «посчитал, что 1♠ открыл Запад»: what he thought, the comma before «что» notwithstanding
    story = read_story("Сдающий Юг. Юг открыл 1♠, Запад пас, а Север дал контру. Видно, "
                       "посчитал, что 1♠ открыл Запад.")
    assert story.auction_text() == "S:1♠ W:пас N:контра"


@pytest.mark.parametrize(
    "text",
    [
        "Левый открыл 1♦, и я сразу сказал пас, а говорить должен был партнёр.",
        "LHO opened 1♦ and I passed at once, but partner was due to call.",
    ],
)
def test_player_due_to_call_makes_the_call_out_of_rotation(text: str) -> None:
    # the player whose duty it was to call: no pass of his is implied, the pass is out of turn
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.S)


@pytest.mark.parametrize(
    "text",
    [
        "Dealer West. West opened 1♥, North passed, East passed. Is it legal to double 1♥ now?",
        "Сдающий Запад. Запад открыл 1♥, Север пас, Восток пас. Законно ли теперь дать контру?",
    ],
)
def test_question_whether_a_call_is_allowed_makes_no_call(text: str) -> None:
    # «is it legal to …?»: the call asked about is not made
    assert read_story(text).auction_text() == "W:1♥ N:пас E:пас"


def test_north_told_silent_is_a_silent_player_like_any_other_seat() -> None:
    # North is seat 0: a truth test on the seat once dropped him («а Север ещё молчал»)
    for word, seat in (("Север", Seat.N), ("Восток", Seat.E), ("Юг", Seat.S), ("Запад", Seat.W)):
        assert silent_players(tokenize(f"а {word} ещё молчал, и тут сказали 1♠"), Seat.E) == {
            seat
        }, word
