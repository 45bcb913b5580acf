"""A41: one call told out of turn by a player named, the dealer untold («Запад не в свою
очередь сказал контра; кто сдавал — не помним»): the law of that call out of turn is named, and
the ruling asks whose turn it was (given as the dealer's seat); the answer rules it. A call in
what a player argues after a verb of opinion and a colon («Он утверждает: пас за пас не
наказывается») is no call made. Scots negations («didna accept») refuse; «кум», with the
teller's possessive or alone, is his partner; «прав.сопер.», «лев.сопер.» are RHO and LHO;
«before I'd called» tells the teller's turn skipped. An English post's Latin words («here»)
are no Russian typed on the wrong layout («руку»).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Circumstance
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from engine.story.words import tokenize


def test_one_pass_out_of_turn_with_the_dealer_untold_asks_whose_turn_it_was() -> None:
    text = ("Играли на даче, без бордов. Мой партнёр вне очереди спасовал, а кто должен был "
            "начинать, никто уже не скажет. Что ему за это?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.status, ruling.irregularity) == ("needs_facts", "pass_out_of_rotation")
    assert "30" in ruling.laws
    question = ruling.questions[0]
    assert question.fact == "dealer" and len(question.options) == 3


def test_the_answer_whose_turn_it_was_gives_the_final_ruling() -> None:
    text = ("Восток заявил 2♦ не в свою очередь, кто сдавал — не помним. Юг его заявку не "
            "принял. Как теперь?")
    first = auction_ruling(read_story(text))
    assert first is not None and first.offender is Seat.E
    assert first.status == "needs_facts"
    ruling = auction_ruling(read_story(text + " ; сдающий=Ю"))
    assert ruling is not None
    assert (ruling.status, ruling.irregularity, ruling.offender) == (
        "final", "bid_out_of_rotation", Seat.E)
    assert "31B" in ruling.laws  # at LHO's turn


def test_words_of_a_turn_before_the_player_named_tell_no_call_out_of_turn() -> None:
    # the words of waiting are the teller's, before his partner and the call are named (a
    # story of a pause, not of a turn skipped)
    text = ("Я долго думал, прежде чем ответить, а партнёр потом сказал 3♣. Соперники "
            "недовольны. Это нормально?")
    ruling = auction_ruling(read_story(text))
    assert ruling is None or ruling.irregularity != "bid_out_of_rotation"


def test_calls_in_what_a_player_argues_after_a_colon_are_not_calls_made() -> None:
    text = ("Сдавал Запад. Запад открыл 1♦, Север сказал 1♠, Восток спасовал, Юг 2♠. Запад "
            "настаивает: контра после пары пасов — это всегда вызов. Кто прав?")
    assert read_story(text).auction_text() == "W:1♦ N:1♠ E:пас S:2♠"


def test_scots_negation_before_accepting_refuses_the_call() -> None:
    text = "Dealer North. North 1H, East 1S, South 1C. West didna accept the 1C. What now?"
    assert Circumstance.NOT_ACCEPTED in read_story(text).circumstances


def test_kum_with_the_tellers_possessive_is_his_partner() -> None:
    text = ("Сдавал я, Юг, открыл 1♣. Запад ещё думал, а кум мой уже сказал 1♥. Запад не "
            "принял. Что теперь куму будет?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.N)


def test_right_opponent_cut_short_with_dots_is_rho() -> None:
    text = "сдавал я (Юг). прав.сопер. не дождался и сказал 1♣, я не принял. что ему будет?"
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.E)


def test_before_id_called_tells_the_tellers_turn_skipped() -> None:
    text = ("Dealer West. West passed, and before I'd called, partner jumped in with 2S. West "
            "refused it. Ruling?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.S)


def test_kum_alone_is_the_partner_too() -> None:
    text = ("Я сидел на Юге, сдавал Запад. Запад открыл 1♦, а кум потянулся к боксу и уронил "
            "пикового короля лицом вверх. Что кумом теперь будет?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("exposed_card", Seat.N)


def test_an_english_posts_latin_words_are_not_russian_on_the_wrong_layout() -> None:
    tokens = tokenize("Old bridge hand here. I was South and the dummy was North, then he led.")
    assert "here" in [token.text for token in tokens]
    assert "запад" in [token.text for token in tokenize("Ghbdtn! Pfgfl crfpfk 1♠")]
