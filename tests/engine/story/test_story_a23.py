"""A23: the auction period in forms that forum posts paste (a scoring program's seat-column
grid followed by the story in words, a key-value incident form, a lower-case run-on).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.story.auction import read_auction
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled


def test_a_grid_call_told_again_in_words_is_not_one_more_call() -> None:
    # the grid holds the whole auction; the words after it name the insufficient bid and the
    # bid over it again: they are the grid's calls, not calls after the final pass
    text = (
        "Протокол из Bridgemate, сдавал Запад: / W N E S / 1♠ 1♣ 2♥ P / P P / "
        "Север проглядел 1♠ Запада и назвал 1♣, а Восток сразу сказал 2♥, ничего не ждал."
    )
    reading = read_auction(text)
    assert reading.auction_text() == "W:1♠ N:1♣ E:2♥ S:пас W:пас N:пас"
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "N")
    assert "27A" in laws


def test_a_grid_call_told_again_twice_keeps_the_second_as_a_new_call() -> None:
    # each cell is spoken of once: the same player's same bid told a second time («снова»)
    # after a call the grid lacks is a call of its own
    reading = read_auction(
        "Сдавал Север. С В Ю З / пас (?) 1♦ / Юг объявил 1♦ в очередь Востока. "
        "Восток затем сказал 1♠, а Юг снова 1♦."
    )
    assert reading.auction_text().endswith("E:1♠ S:1♦")


def test_the_last_pass_of_a_grid_told_again_by_its_player() -> None:
    # the grid ends with West's pass; West tells that he passed: one pass, not two in a row
    text = (
        "Сдаёт Север, я на Западе. / N E S W / 1♠ 2♥ P P / X P XX P / "
        "Юг реконтрировал контру своего партнёра, я спасовал, и только тогда Восток "
        "позвал судью."
    )
    reading = read_auction(text)
    assert reading.auction_text() == (
        "N:1♠ E:2♥ S:пас W:пас N:контра E:пас S:реконтра W:пас")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "S")


def test_a_question_line_of_a_form_asks_nothing_of_the_lines_before_it() -> None:
    # a form filled in line by line: the «Вопрос:» line ends with «?», the lines above it
    # are facts (the refusal of the change, the change of mind)
    text = (
        "Турнир: командный / Сдача: 5 (сдавал Север) / Торговля: 1♣ – пас – 1♥ – 1♠ / "
        "Что случилось: Запад через полминуты передумал и захотел сменить 1♠ на 2♠; Север "
        "замену не принял / Вопрос: судья прав?"
    )
    story = read_story(text)
    assert "lho.not_accepted" in story.fired
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "W")


def test_not_noticing_that_all_passed_tells_no_passes() -> None:
    # a lower-case run-on: «не заметил что все спасовали» speaks of the passes told before
    # and adds none; the double said right before «не заметил» is made, not spoken of
    text = (
        "сдавал юг 1б пас 3б пас пас пас торговля закончилась а левый вдруг говорит контра "
        "не заметил что все спасовали"
    )
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "W")
    assert read_auction(text).auction_text() == "S:1♦ W:пас N:3♦ E:пас S:пас W:пас W:контра"
