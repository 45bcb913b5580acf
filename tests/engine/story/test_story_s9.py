"""S9: the story reader on new voices (a committee's minutes, a kibitzer behind one player).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism
(who said what, in what order, whose turn it was), not a phrase.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from engine.story.table import stated_dealer, turn_holder
from engine.story.words import tokenize
from tests.engine.story.told_checks import auction_ruled


def test_calls_after_a_duty_go_on_from_the_ruled_call() -> None:
    # the duty came from a ruling on the calls told before it: the calls told after it go
    # on from the LHO of the corrected call, not from the stated dealer
    irregularity, offender, laws = auction_ruled(
        "Сдающий Восток. Восток открыл 1♦, Юг сказал 1♣. Запад недостаточное не принял, "
        "Юг исправил на 2♠, и судья объявил, что Север теперь пасует до конца торговли. "
        "Запад спасовал, а Север сказал 3♠."
    )
    assert (irregularity, offender) == ("call_while_barred", "N")
    assert "37" in laws


def test_a_name_in_parentheses_after_the_seat_names_that_seat() -> None:
    story = read_story(
        "Запад (Гусев) – 1♣, Север (Титова) – пас, Восток (Белов) – 1♥, Юг (Орлова) – пас. "
        "Потом Белов, подумав, сказал 2♥."
    )
    assert story.seated()[-1] == (Seat.E, story.seated()[-1][1])
    assert str(story.seated()[-1][1]) == "2♥"


@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("Север сказал 1♠, хотя очередь принадлежала Западу", Seat.W),
        ("Восток спасовал раньше, чем Запад что-то сказал", Seat.W),
        ("Запад открыл 1♦, хотя очередь заявки была его партнёра", Seat.E),
    ],
)
def test_whose_turn_it_was_through_words_between(text: str, holder: Seat) -> None:
    assert turn_holder(tokenize(text)) is holder


def test_a_turn_owned_in_the_dative_makes_the_call_out_of_rotation() -> None:
    irregularity, offender, _ = auction_ruled(
        "Сдающий Юг спасовал, и тут Север сказал 1♠, хотя очередь принадлежала Западу. "
        "Запад не принял."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")


def test_a_pass_before_the_partner_could_speak() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдача 3. Юг открыл 1♦, и Восток спасовал раньше, чем Запад успел хоть что-то "
        "сказать. Юг пас вне очереди не принял."
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "E")
    assert "30B2(A)" in laws


def test_a_pronoun_of_the_dealer_told_not_to_have_called_yet() -> None:
    irregularity, offender, _ = auction_ruled(
        "Сдавал Север, он ещё рассматривал карты, а Восток уже открыл 1♣. Никто не принял."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "E")


def test_a_player_told_silent_does_not_make_the_next_call() -> None:
    irregularity, offender, _ = auction_ruled(
        "Сдающий Запад. Запад пас, Север пас. Юг, не заметив, что Восток ещё молчал, "
        "сказал 1♠. Восток не принял."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "S")


def test_a_dealer_named_by_a_role_of_two_words() -> None:
    assert stated_dealer(tokenize("Сдавал игрок справа, мы ждали"), set()) is not None
    irregularity, offender, laws = auction_ruled(
        "Сдавал сосед справа, но партнёр не дождался и сказал 1♥. Сосед справа не принял."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "31B" in laws


def test_the_dealers_lone_call_changed_at_once() -> None:
    # nobody is named with the call: the dealer made the first call of the board
    irregularity, offender, laws = auction_ruled(
        "Сдающим был Восток. Пальцы зацепили карточку 1БК, и тут же говорит: нет, 1♦ "
        "конечно. Юг позвал судью."
    )
    assert (irregularity, offender) == ("change_of_call", "E")
    assert "25A" in laws


def test_a_change_after_thinking_by_a_word_of_choosing() -> None:
    story = read_story("Сдавал я. Открыл 1♥, подумал секунд пять и говорю: нет, давай 1♠.")
    assert str(story.replacement) == "1♠"
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity == "change_of_call"
    assert "25A" not in ruling.laws


def test_a_role_seated_by_from_and_a_compass_word() -> None:
    irregularity, offender, laws = auction_ruled(
        "Я смотрел игру со стороны. Сдавал Юг. Ещё до Юга его партнёр с Севера сказал 1♠. "
        "Запад не принял."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "31B" in laws


def test_a_dash_between_plain_words_is_no_pass() -> None:
    story = read_story(
        "Сдающий Север. Север открыл 1♣, Восток сказал 1♦. Юг ничего не понял — бывает."
    )
    assert [str(call) for _, call in story.seated()] == ["1♣", "1♦"]


def test_a_nameless_call_long_after_a_lone_call_is_told_apart() -> None:
    story = read_story(
        "Сдавал Запад. Раньше Запада Север сказал 1♥. Запад не принял, позвали судью. "
        "Судья объяснил правило, и потом у Юга с двенадцатью очками весь вечер пас."
    )
    assert [str(call) for _, call in story.seated()] == ["1♥"]


def test_a_play_role_set_apart_after_a_relative_one() -> None:
    irregularity, offender, laws = auction_ruled(
        "Dealer South. 1S - pass - 4S - pass - pass - pass. Then my RHO, the defender, "
        "bid 5H. Partner and I are declaring."
    )
    assert (irregularity, offender) == ("call_after_final_pass", "E")
    assert "39B" in laws


def test_a_call_named_as_what_was_not_accepted_is_no_call() -> None:
    story = read_story(
        "Сдающий Север открыл 1♥. Восток 1♠, а Запад 2♣ вне очереди — Юг 2♣ вне очереди "
        "не принял."
    )
    assert [str(call) for _, call in story.seated()].count("2♣") == 1


def test_no_conventions_at_all_means_natural() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдавал правый, он открыл 1♠. Я сказал 1♥, не заметил открытия. Левый не принял, "
        "и я исправил на 2♥ — просто черви, без каких-либо конвенций."
    )
    assert (irregularity, offender) == ("insufficient_bid", "S")
    assert "27B1(A)" in laws


def test_the_dealer_named_then_called_by_a_pronoun() -> None:
    story = read_story("Сдавал правый, он открыл 1♦, а я сказал 1♠.")
    assert story.auction_text() == "E:1♦ S:1♠"


def test_a_partner_still_busy_while_the_teller_calls_for_him() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдавал Запад, открыл 1♣. Пока мой партнёр ещё сортировал карты, я сказал пас. "
        "Запад не принял."
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "S")
    assert "30B2(A)" in laws


def test_a_call_promised_in_the_future_is_not_made() -> None:
    story = read_story(
        "Сдающий Юг открыл 1♠, Запад сказал 1♦. Север не принял. Запад говорит: ладно, "
        "поставлю 2♦, и дело с концом."
    )
    assert [str(call) for _, call in story.seated()] == ["1♠", "1♦"]


def test_an_insufficient_bid_out_of_turn_cites_27c_before_acceptance_is_known() -> None:
    from engine.rules.ruling import rule

    ruling = rule("N:1♠ W:1♥")
    assert ruling.irregularity == "bid_out_of_rotation"
    assert "27C" in ruling.laws
    assert "27C" not in rule("N:1♠ W:2♥").laws


def test_the_teller_as_dealer() -> None:
    story = read_story("I opened 1H as dealer, LHO passed and partner bid 2H.")
    assert story.auction_text() == "S:1♥ W:пас N:2♥"


def test_a_dash_before_a_plain_remark_is_no_pass() -> None:
    story = read_story(
        "Dealer North. North bid 1C, East doubled - nobody had opened anything yet, he "
        "thought. South passed."
    )
    assert [str(call) for _, call in story.seated()] == ["1♣", "контра", "пас"]


def test_the_tellers_own_call_named_as_his_is_spoken_of() -> None:
    story = read_story(
        "Dealer South. I bid 1S, West 2H, partner 2S. Later West said my 1S was weak."
    )
    assert story.auction_text() == "S:1♠ W:2♥ N:2♠"


def test_a_pass_that_promises_points_by_agreement_is_conventional() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдающий Восток. Ещё до Востока Юг сказал пас — у них пас в первой руке обещает "
        "15+ очков. Запад не принял."
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "S")
    assert "30C" in laws


def test_a_call_followed_by_what_is_due_to_it_is_spoken_of() -> None:
    story = read_story(
        "Сдающий Север открыл 1♠, Восток 2♣, Юг 2♠. Запад считает, что 2♣ надо отменить."
    )
    assert story.auction_text() == "N:1♠ E:2♣ S:2♠"


def test_a_seat_letter_after_but_opens_a_clause() -> None:
    story = read_story("Сдающий С. С – 1♣, В – пас. Очередь Ю, но З, не подумав, говорит «пас».")
    assert story.auction_text().split()[-1] == "W:пас"


def test_a_card_put_down_at_once_is_a_change_made_at_once() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдающий Север. Север вытащил из коробки 3♣ вместо 1♣, сразу же положил 1♣ и "
        "извинился. Восток позвал судью."
    )
    assert (irregularity, offender) == ("change_of_call", "N")
    assert "25A" in laws


def test_a_call_with_an_article_is_a_noun_not_a_call() -> None:
    story = read_story(
        "Dealer East. East opened 1S, and North passed before South could call — an odd "
        "pass out of turn, I thought."
    )
    assert [str(call) for _, call in story.seated()] == ["1♠", "пас"]


def test_the_skipped_player_calls_next_in_the_same_auction() -> None:
    story = read_story(
        "South opened 1D, and North bid 1S before West had called, which surprised "
        "everybody at the table and led to a long argument about the laws. West then "
        "bid 2C."
    )
    assert story.auction_text().split()[-1] == "W:2♣"


def test_the_turn_told_in_parentheses_belongs_to_the_first_call() -> None:
    irregularity, offender, laws = auction_ruled(
        "Север сказал 1♣ раньше времени (очередь была Запада), а Восток, не заметив, "
        "ответил 1♥."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "29B" in laws


def test_a_redouble_dictated_in_two_words() -> None:
    irregularity, offender, laws = auction_ruled(
        "сдающий север сказал две пики восток ре контра а никто не контрил юг позвал судью"
    )
    assert (irregularity, offender) == ("inadmissible_double", "E")
    assert "36" in laws


def test_a_thought_ends_where_an_immediate_action_is_coordinated() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдавал правый, а я решил, что сдаю я, и сразу говорю пас. Никто ещё не открывал. "
        "Левый не стал принимать."
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "S")
    assert "30A" in laws


def test_a_card_swapped_for_another_is_a_change_of_call() -> None:
    story = read_story(
        "Dealer North. North bid 1D, East passed, and South put out 2C, then switched it to 2D."
    )
    assert str(story.replacement) == "2♦"
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity == "change_of_call"
    assert {"25A", "25B"} <= set(ruling.laws)  # the question decides between the two


def test_a_call_put_down_instead() -> None:
    story = read_story("Dealer East. East opened 1H; I bid 1S, then took it back and bid 2S "
                       "instead. West called the director.")
    assert str(story.replacement) == "2♠"


def test_a_call_owed_by_the_directors_ruling() -> None:
    irregularity, offender, laws = auction_ruled(
        "Dealer West. Before West had called, North opened 1S. West then passed, and the "
        "director said North must simply bid 1S again."
    )
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")
    assert "31A1" in laws


def test_a_player_told_silent_is_still_he_of_the_next_sentence() -> None:
    story = read_story(
        "Сдающий Юг. Партнёр открыл 1♥ раньше меня, а правый ещё молчал. Потом он сказал пас."
    )
    assert story.auction_text() == "N:1♥ E:пас"
