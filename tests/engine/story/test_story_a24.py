"""A24: the auction period read from how calls, seats and asides are written (a German seat
letter, a player's words after an aside and a colon, a pause before a quoted call, marks of
surprise in shorthand, the seat not waited for, a belief told without «что»).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.story.auction import read_auction
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled


def test_a_german_o_is_east_when_the_other_seats_are_latin_letters() -> None:
    # N, S and W are written as Latin capitals and E never is: «O» is Ost
    text = ("Dealer N. N: 1 Herz - O: Pass - S: 2 Herz - W: Pass - N: Pass - O: Kontra - "
            "S: Rekontra")
    reading = read_auction(text)
    assert reading.auction_text() == "N:1♥ E:пас S:2♥ W:пас N:пас E:контра S:реконтра"


def test_an_o_among_english_seat_letters_with_e_stays_a_word() -> None:
    reading = read_auction("Dealer N. N 1H, E pass, S 2H, W pass. O well, N passed")
    assert reading.auction_text().startswith("N:1♥ E:пас S:2♥ W:пас")


def test_a_seat_letter_an_aside_and_a_colon_before_a_quoted_double() -> None:
    # the aside names another seat; the double after «резко:» is the letter's
    text = ("Сдавал С. С 1♥ — и тут Ю, даже не дождавшись Востока, резко: «Контра!» "
            "З сказал, что не принимает.")
    reading = read_auction(text)
    assert [(c.seat.name if c.seat else None, str(c.call)) for c in reading.calls] == [
        ("N", "1♥"), ("S", "контра")]
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "S")
    assert "32" in laws


def test_a_time_of_day_between_a_seat_letter_and_his_words() -> None:
    # «З в 19:05: …»: the clock says when West spoke, West still spoke
    text = "Сдача 3, сдавал С. С 1♦. Очередь В, но З в 19:05: «пас». С не принял, позвали ТД."
    reading = read_auction(text)
    assert reading.auction_text() == "N:1♦ W:пас"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "W")


def test_a_pause_before_a_quoted_redouble_keeps_its_player() -> None:
    # «Запад... «реконтра»»: the dots pause the telling, the quote opens the call; then East
    # calls over it before anyone notices (35A)
    text = ("Сдаёт Юг. Юг 1♣, Запад пас, Север 3♣! И вдруг Восток... «реконтра»! Откуда, "
            "если контры не было? Юг, не заметив, пасует... и только потом Север зовёт судью.")
    reading = read_auction(text)
    assert reading.auction_text() == "S:1♣ W:пас N:3♣ E:реконтра S:пас"
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "E")
    assert "35A" in laws


def test_marks_of_surprise_glued_to_a_call_keep_the_shorthand_run() -> None:
    # «(XX?!)» is one call with the teller's surprise, the run goes on after it
    reading = read_auction("Dlr S. 1S-(X)-p-(XX?!)-p-(p)-p")
    assert reading.auction_text() == "S:1♠ W:контра N:пас E:реконтра S:пас W:пас N:пас"


def test_a_seat_letter_said_to_be_the_teller_before_a_dash() -> None:
    text = ("Board 9, dealer was N. Before N had called, E bid 1S. Then S - that was me - "
            "bid 2D without a thought.")
    reading = read_auction(text)
    assert reading.me.name == "S"
    assert reading.auction_text() == "E:1♠ S:2♦"


def test_the_seat_not_waited_for_calls_next_and_the_calls_after_him_go_on() -> None:
    # «не дожидаясь Юга»: South had not called; after the refusal South bids, then West
    # bids the same again: one auction, the repeated bid closes it (31A2(A))
    text = ("Сдаёт Север. Север пас, Восток пас. Запад, не дожидаясь Юга, назначил 1♥! Север "
            "отказался принимать, очередь вернулась к Югу. Юг говорит 1♣, а Запад снова 1♥! "
            "Что будет с Востоком?")
    reading = read_auction(text)
    assert reading.auction_text() == "N:пас E:пас W:1♥ S:1♣ W:1♥"
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")
    assert "31A2(A)" in laws


def test_a_belief_told_without_that_makes_no_call() -> None:
    # «я решил, партнёр 3♦ сказал»: what he believed partner said, not a call of partner's
    text = ("Сдавал я (Юг): 1♥, Запад пас, партнёр 2♥, Восток пас, и я — контра. "
            "Потом объясняю: я решил, Восток 3♦ сказал.")
    reading = read_auction(text)
    assert reading.auction_text() == "S:1♥ W:пас N:2♥ E:пас S:контра"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "S")


def test_pondering_while_another_calls_is_no_belief() -> None:
    reading = read_auction("Сдавал Север: 1♠, Восток пас. Пока я думал, Запад сказал «контра».")
    assert reading.auction_text().endswith("W:контра")


def test_pd_is_partner_in_chat_shorthand() -> None:
    reading = read_auction("board 5, i dealt. me 1s, lho p, pd 2s, rho p, me 4s, all pass")
    assert [c.role.value if c.role else None for c in reading.calls][:3] == [
        "me", "lho", "partner"]


def test_a_call_pointed_back_at_with_a_demonstrative_is_not_made_again() -> None:
    # «после этих 3 треф» speaks of West's bid; North's card after it is only in doubt
    text = ("Сдавал С. С 1♦, В пас, Ю 1♠ – и тут З, не дождавшись своего партнёра, говорит "
            "«контра». Я не принял, судья: В пасует до конца. Дальше: З пас, С 2♠, В пас, "
            "Ю пас, и В, забыв про запрет, – «3 трефы»! Не помню, успел ли С после этих "
            "3 треф что-то сказать.")
    reading = read_auction(text)
    assert reading.auction_text().endswith("E:3♣")
    assert "C:3♣" not in reading.auction_text() and "N:3♣" not in reading.auction_text()


def test_a_word_of_going_on_joins_the_calls_told_after_a_remark() -> None:
    # «Дальше …» after a remark: the same auction goes on, not another one
    remark = ("Потом был долгий спор про алерт, соседи косились, кто-то принёс кофе, "
              "позвали судью, он посмотрел карточку.")
    told_on = read_auction(f"Торговля: 1♣ - 1♦ - 1♥ - пас. {remark} Дальше `3♥-пас-4♥`.")
    assert told_on.auction_text() == "N:1♣ E:1♦ S:1♥ W:пас N:3♥ E:пас S:4♥"
    apart = read_auction(f"Торговля: 1♣ - 1♦ - 1♥ - пас. {remark} Вот `3♥-пас-4♥`.")
    assert apart.auction_text() != told_on.auction_text()


def test_a_card_fallen_after_a_pause_and_told_face_up_in_a_fragment() -> None:
    # the dots pause the sentence before the card; «Картинкой вверх!» adds to the sentence
    # before it: South's card, a small one, during the auction (24A)
    text = ("Сдача 7, сдаёт Север. Север пас, Восток 1♠ — и у Юга из веера выпархивает... "
            "четвёрка бубен! Картинкой вверх! Что теперь будет с Севером?")
    story = read_story(text)
    assert story.offender is not None and story.offender.letter == "S"
    assert story.exposed == "♦4"


def test_a_bid_thrown_onto_the_table_is_no_table_number() -> None:
    # «кладёт на стол 4 червы»: the place the bidding card lands, then the bid (not table 4)
    text = ("Сдаёт Юг. Юг 1♥, Запад пас, Север 2♥, Восток пас. Судья: Запад после прошлой "
            "сдачи... нет, Запад пасует до конца торговли! Юг 3♥, и Запад, забыв, говорит "
            "4♣! А Север, не дожидаясь судьи, кладёт на стол 4 червы.")
    reading = read_auction(text)
    assert reading.auction_text().endswith("W:4♣ N:4♥")
