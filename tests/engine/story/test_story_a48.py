"""A48: a call out of rotation refused in a player's own short words ("I said no thanks") after
the director asked whether he would take it (the question is no acceptance); the words that end
the auction with its contract ("the auction ended with North in 3NT") tell the contract, not a
call made after the final pass; a double card pulled or slapped down ("pulls the X card",
"slapped down the X") is a double; the bid after "double of" is the bid doubled, spoken of; a
capital seat letter before «не» and a past verb joined to a verb of calling («С не дождался,
открыл 1п») is the seat, not the preposition, as is a letter after «игрок»; and a run of calls
told right after the dealer named ("I'm South, lefty dealt, 1D-P-1S-P") starts from the dealer,
not from the teller named before. A post asking for a ruling that mentions a wrong card and the
director names no appeal (Law 92); a ruling said to be wrong does. A call out of rotation taken
off («Пас сняли»: not accepted) and the player in turn calling before the duty is told: the duty
is the ruling on that call (30B1). A sentence opening with a past verb of calling right after
one that named another player as dealer («Правый сдавал. Открыл 1♥») goes on with him. A call
said again after a change of mind («передумал и сказал «3 пики»») replaces the first, and
«принимает ли он замену» asks whether the opponent accepts it."""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from tests.engine.story.told_checks import seated_calls


def test_a_call_out_of_rotation_refused_with_no_thanks_is_not_accepted() -> None:
    text = ("I'm South, dealer North. 1D (P) 1S, and then RHO, who had passed already, said "
            "'double' before his partner had called. The director asked if I'll take it and I "
            "said no thanks. What happens to his partner now?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("double_out_of_rotation", Seat.E), ruling
    assert "29B" not in ruling.laws, ruling.laws  # not accepted
    assert "29A" in ruling.laws, ruling.laws


def test_the_auction_ended_with_its_contract_names_no_call_after_the_final_pass() -> None:
    text = ("The auction ended with South in 4♥. West thought for a long time and then asked "
            "what North's 2♣ meant. Was that allowed?")
    ruling = auction_ruling(read_story(text))
    assert ruling is None or ruling.irregularity != "call_after_final_pass", ruling


def test_a_double_card_pulled_or_slapped_down_is_a_double() -> None:
    for verb in ("pulled out the", "slapped down the", "pulled the"):
        text = f"Dealer South. I opened 1H, LHO passed, partner 2H, and RHO {verb} X card."
        assert seated_calls(text)[-1] == "E:контра", (verb, seated_calls(text))


def test_the_bid_after_double_of_is_the_bid_doubled_not_a_new_call() -> None:
    text = ("I'm West. Partner opened 6D, righty bid 6S, and I said 8D. The director came, and "
            "now partner and I must pass to the end, so no double of 6S for us. Is that so?")
    assert seated_calls(text) == ["E:6♦", "S:6♠", "W:8♦"], seated_calls(text)


def test_a_capital_letter_before_a_negated_verb_and_a_call_is_a_seat() -> None:
    text = "Сдаёт Ю. Ю думает. В не утерпел, сказал 1♦. Позвали судью."
    assert seated_calls(text)[0] == "E:1♦", seated_calls(text)


def test_a_letter_after_the_word_player_is_a_seat() -> None:
    text = "Сдавал Юг. Раньше Юга игрок З положил 2♣, никто не принял."
    assert seated_calls(text) == ["W:2♣"], seated_calls(text)


def test_a_run_of_calls_after_the_dealer_named_starts_from_the_dealer() -> None:
    text = "I'm North, righty dealt, 1H-P-1S-P, then righty put down 2D and changed it to 2S."
    assert seated_calls(text)[:4] == ["W:1♥", "N:пас", "E:1♠", "S:пас"], seated_calls(text)


def test_a_wrong_card_and_a_director_in_a_post_asking_a_ruling_name_no_appeal() -> None:
    from engine.story.outside import outside_laws

    text = ("Need a ruling here. My LHO took out the wrong card and changed it at once. "
            "Partner called the director. Does the change stand?")
    assert "92" not in [law.law for law in outside_laws(text)]
    told = "The director's ruling was wrong, I think. Can we take it further, and to whom?"
    assert "92" in [law.law for law in outside_laws(told)]


def test_a_call_out_of_turn_taken_off_then_the_duty_rules_that_call() -> None:
    text = ("Сдаёт Запад. Запад — 1♠. Восток — «пас», хотя очередь Севера. Пас сняли. Север — "
            "2♦. Судья: Восток пасует в следующую очередь. Восток пас, Юг 2♥, Запад пас, Север "
            "пас, Восток 3♣. Так ли?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.E), ruling
    assert "30B1" in ruling.laws, ruling.laws


def test_a_sentence_opening_with_a_past_verb_goes_on_with_the_dealer_named_before() -> None:
    text = "Правый сдавал. Открыл 1♥, потом сразу передумал и поставил 2♥. Можно так?"
    story = read_story(text)
    assert seated_calls(text)[0] == "E:1♥", seated_calls(text)
    assert str(story.replacement) == "2♥"


def test_a_call_said_again_after_a_change_of_mind_replaces_it_and_acceptance_is_asked() -> None:
    text = ("Юг — 1 пика, Запад — пас, партнёр сказал «2 пики», а через пару секунд передумал "
            "и сказал «3 пики». Принимает ли он замену, Восток так и не сказал. Что остаётся?")
    story = read_story(text)
    assert str(story.replacement) == "3♠", story
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "change_of_call", ruling
    assert ruling.status == "needs_facts", ruling
