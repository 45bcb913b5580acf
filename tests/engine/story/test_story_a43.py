"""A43: a colloquial «не,» taking a call back («и такой: не, 3♣»), a refusal told in the
progressive («wasn't accepting it»), an insufficient bid refused and then put right «at once»
(Law 27, not the slip of 25A), a call asked about in the question («is the 1NT standing?») and a
call told as made after the final pass in its own sentence.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Circumstance, Offence
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling


def test_a_bare_ne_before_a_comma_takes_the_call_back() -> None:
    text = ("Сдавал Запад, открыл 1♠, мой партнёр пас, сосед справа 2♦, подержал паузу и "
            "говорит: не, 3♦. Судья что скажет?")
    story = read_story(text)
    assert str(story.replacement) == "3♦", story.auction_text()
    assert story.offence is Offence.CHANGE_OF_CALL
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "change_of_call"
    assert ruling.offender is Seat.E


def test_a_refusal_told_in_the_progressive_is_a_refusal() -> None:
    text = ("West dealt and opened 1S. North bid 2C out of turn, before East had called. "
            "East said he was not accepting it. What happens now?")
    assert Circumstance.NOT_ACCEPTED in read_story(text).circumstances


def test_an_insufficient_bid_refused_then_put_right_at_once_is_law_27() -> None:
    text = ("Сдавал Север. Север 1♥, Восток 2♣, Юг 1♠ — проглядел двойку Востока. Запад: "
            "«не принимаю». Юг сразу же исправил на 2♠, обычные пики, без всяких конвенций. "
            "Должен ли теперь Север молчать?")
    story = read_story(text)
    assert Circumstance.CORRECTED_AT_ONCE not in story.circumstances
    ruling = auction_ruling(story)
    assert ruling is not None
    assert ruling.irregularity == "insufficient_bid"
    assert "27B1(A)" in ruling.laws
    assert "25A" not in ruling.laws


def test_a_call_asked_about_in_the_closing_question_is_not_made() -> None:
    text = ("Dealer West. I was North and called 1H out of turn; West then passed without "
            "noticing. Who is barred now, partner or nobody, or is the 1H standing?")
    story = read_story(text)
    assert [str(c.call) for c in story.calls] == ["1♥", "пас"], story.auction_text()


def test_a_call_told_as_made_after_the_final_pass_joins_the_auction_told_before() -> None:
    text = ("Auction went N 1H - P - 3H - P - P - P, so North plays 3H. Then my partner "
            "(East, on lead) comes out with '3S' after the final pass, far too late. West "
            "answers 'double' before anyone speaks. Are both calls void?")
    story = read_story(text)
    assert not any(item.implied for item in story.calls), story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.E)


def test_all_passed_told_again_after_the_passes_adds_none() -> None:
    text = ("Сдавал Север. 1♦ – пас – 3♦ – пас – пас – пас. Когда все спасовали, Север "
            "вдруг объявил «4♦». Что за это полагается?")
    story = read_story(text)
    assert [str(c.call) for c in story.calls].count("пас") == 4, story.auction_text()


def test_a_raise_told_by_its_level_alone_is_a_bid_in_the_suit_raised() -> None:
    text = ("I dealt and opened 1 spade, LHO passed, partner raised to 3, and RHO doubled. "
            "All fine?")
    assert [str(c.call) for c in read_story(text).calls][:3] == ["1♠", "пас", "3♠"]


def test_a_call_in_brackets_at_our_turn_is_the_lhos_out_of_turn() -> None:
    text = ("I sit South. 1!h-p-(2!c)… that 2C came from West while it was my turn. Partner "
            "did not accept it, and I bid 2!h. Is East now barred?")
    story = read_story(text)
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W), (
        story.auction_text())


def test_brackets_that_fell_on_our_turn_before_mark_our_side() -> None:
    text = ("Board 3, dealer South. 1C-(P)-1H-(P)-X. Yes, South doubled his partner's 1H by "
            "mistake; we (West) called the director at once. What now?")
    story = read_story(text)
    assert story.seated()[-1][0] is Seat.S, story.auction_text()


def test_a_bracketed_tag_with_words_after_the_player_names_the_call_before_it() -> None:
    text = ("Сдавал Север. Торговля: 1♣-1♦-п (Юг, по требованию судьи)-1♠-п-п-п. "
            "Правильно ли судья велел Югу пасовать?")
    story = read_story(text)
    assert [(seat, str(call)) for seat, call in story.seated()][2:4] == [
        (Seat.S, "пас"), (Seat.W, "1♠")], story.auction_text()


def test_one_named_call_then_the_auction_told_on_is_one_auction() -> None:
    text = ("Сдающий Юг. Первым, не дождавшись Юга, спасовал Север, в чём и беда; Восток "
            "этот пас не принял, и позвали судью. Я сидел Западом. "
            "Дальнейшая торговля: 1♦-1♥-п-2♥-п-п-п. Верно ли, что Север пасовал только раз?")
    story = read_story(text)
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.N), (
        story.auction_text())


def test_a_call_undone_in_the_present_tense_is_not_made_again() -> None:
    text = ("Сдача 3, сдаёт партнёр, Север. Правый ждать не стал — выложил 1♦. Я молчу, "
            "зовём судью, 1♦ отменяют, очередь Севера. Дальше 1♠-(2♣). Что теперь Западу?")
    story = read_story(text)
    assert [str(c.call) for c in story.calls].count("1♦") == 1, story.auction_text()


def test_a_late_double_after_an_auction_told_in_full_is_ruled_on_that_auction() -> None:
    text = ("Скажите, контра Востока после финального паса чем-то грозит, или её просто "
            "снимают? Дело было так: сдача 1. 1♠-п-4♠-п-п-п. После третьего паса Восток, "
            "вистующий, говорит «контра». Север, разыгрывающий, хочет что-то запретить Западу.")
    story = read_story(text)
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("call_after_final_pass", Seat.E)
    assert "39B" in ruling.laws


def test_diminutive_suit_words_and_pass_are_calls() -> None:
    text = ("Сдавала я, Юг. Открыла 1 трефочку, Запад сказал пасик, партнёр 1 червочку. "
            "Всё ли в порядке?")
    assert [str(c.call) for c in read_story(text).calls] == ["1♣", "пас", "1♥"]


def test_a_duty_to_pass_told_as_somebodys_opinion_imposes_none() -> None:
    text = ("Сдающий Запад. Юг спасовал раньше Запада, но Запад, не дожидаясь судьи, тут же "
            "открыл 1♣. Восток считает, что Юг теперь обязан пасовать в следующий раз, а мой "
            "партнёр думает иначе. Кто прав?")
    story = read_story(text)
    assert story.barred is None
    ruling = auction_ruling(story)
    assert ruling is not None
    assert "28B" in ruling.laws, ruling.laws


def test_an_english_dropped_g_is_read_as_the_word_it_stands_for() -> None:
    from engine.story.words import tokenize
    texts = [t.text for t in tokenize("My partner is North, playin' four hearts, and the rest "
                                      "of us are still thinkin' about the opening lead.")]
    assert "playing" in texts and "thinking" in texts
    assert [t.text for t in tokenize("Я играл 4♥, а он говорит 'пас'")][-2] == "пас"


def test_a_call_in_a_clause_of_where_names_its_player() -> None:
    text = ("Сдающий С. Торговля: 1♦-(1♠)…, где «1♠» сказал Запад, хотя очередь была Востока. "
            "Север это не принял, позвали судью. Что теперь Востоку?")
    story = read_story(text)
    assert [(seat, str(call)) for seat, call in story.seated()] == [
        (Seat.N, "1♦"), (Seat.W, "1♠")], story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W)


def test_a_hedge_between_no_and_the_new_call_keeps_it_a_change() -> None:
    text = ("Сдача 7, сдавал Юг. Он сказал «1 трефа», посидел, посмотрел в карты и говорит: "
            "«Нет, пожалуй, 1 бубна». Я Запад, мне заявлять, и замену я не приняла. Что теперь?")
    story = read_story(text)
    assert str(story.replacement) == "1♦", story.auction_text()
    ruling = auction_ruling(story)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender) == ("change_of_call", Seat.S)


def test_a_seat_named_with_that_is_me_before_a_colon_is_the_tellers() -> None:
    text = ("Сдача 3 (сдающий Север, т.е. я): Восток спасовал раньше меня, Юг не принял. "
            "Далее 1♣ (я)-1♦ (Восток)-1♥-п-п-п. Всё ли верно?")
    story = read_story(text)
    assert story.me is Seat.N, story.auction_text()
    assert ("N", "1♣") in [(seat.letter, str(call)) for seat, call in story.seated()]


def test_a_long_sentence_that_tells_then_asks_after_a_colon_tells_its_facts() -> None:
    text = ("Сдача 2 (сдающий Восток). Торговля: 1♦-п-…, и тут у Юга из руки выпала карта "
            "лицом вверх, её видел партнёр, в связи с чем спрашиваю: должен ли Север теперь "
            "пасовать?")
    story = read_story(text)
    assert story.offence is Offence.EXPOSED_CARD, story.fired
    assert story.offender is Seat.S


def test_one_card_told_two_ways_by_different_people_is_one_card() -> None:
    text = ("Сдача 5, сдаёт Север. 1♠-пас, и тут у Юга выпала карта лицом вверх, партнёр "
            "видел; какая — неясно: одни говорят король треф, другие — дама треф. Что "
            "теперь?")
    assert read_story(text).exposed == "одна"


def test_a_bidding_card_one_set_out_to_take_is_the_call_meant() -> None:
    text = ("LHO opened one heart, partner passed, RHO passed, and I went to pull the two "
            "spades card but my hand grabbed two clubs. I swapped it at once, no pause. "
            "Is that fine?")
    story = read_story(text)
    assert str(story.replacement) == "2♠", story.auction_text()
    assert [str(c.call) for c in story.calls][-1] == "2♣"
