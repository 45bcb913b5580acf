"""Ways of telling an auction that lost rulings on posts by new voices (brief S8), each case
worded unlike the post that revealed it: the mechanism is tested, not the post.

English calls spelt in Cyrillic («уан харт»), kin who sit opposite the teller («муж»), a dealer
or a player called by name and seated in the same breath, passes told by their number, a
dash between a seat and its call that is no pass, an aside after a player that names the
director, a duty told in the present tense (in either order), a card seen while a player
reaches for a bidding card, a bid said in words that is no card, a pause counted in the
genitive, «natural» in the instrumental, and a call set against the one chosen («а не свой
первоначальный пас»).
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.auction import barred_told
from engine.story.calls import read_call, subject_at
from engine.story.mention import _denied_before
from engine.story.model import Role, Story
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling, engine_text
from engine.story.table import named_players, stated_dealer
from engine.story.words import tokenize


def _outcome(story: Story) -> tuple[str, Seat | None, tuple[str, ...]]:
    """The auction ruling on a story: its irregularity, offender and laws (there must be one)."""
    ruling = auction_ruling(story)
    assert ruling is not None
    return ruling.irregularity, ruling.offender, tuple(ruling.laws)


@pytest.mark.parametrize(
    ("text", "call"),
    [("уан клаб", "1♣"), ("ту даймондс", "2♦"), ("фри но трамп", "3БК"), ("фо спейдс", "4♠"),
     ("сикс хартс", "6♥"), ("2 спейдс", "2♠")],
)
def test_english_call_spelt_in_cyrillic(text: str, call: str) -> None:
    found = read_call(tokenize(text), 0)
    assert found is not None and str(found.call) == call


def test_a_russian_word_like_an_english_level_is_no_bid() -> None:
    # «ту пику» is «that spade»: an English level word counts only before an English strain
    assert read_call(tokenize("взял ту пику"), 1) is None


def test_english_calls_make_an_auction_to_rule() -> None:
    story = read_story(
        "Сдавал Восток. Восток говорит «уан клаб», я «уан даймонд», левый «уан харт», а "
        "партнёр вдруг «уан клаб». Правый не принял."
    )
    assert engine_text(story).startswith("E:1♣ S:1♦ W:1♥ N:1♣ ;")
    assert _outcome(story)[:2] == ("insufficient_bid", Seat.N)


def test_kin_is_the_tellers_partner() -> None:
    story = read_story(
        "Мы с мужем играем в паре двадцать лет. Муж открыл 1♥, правый пас, я 2♥, а левый "
        "сказал 1♠. Я не приняла."
    )
    assert engine_text(story).startswith("N:1♥ E:пас S:2♥ W:1♠ ;")
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.offender is Seat.W


def test_someone_elses_kin_is_not_the_tellers_partner() -> None:
    tokens = tokenize("её муж открыл 1♠")
    assert subject_at(tokens, 1) is None
    named = subject_at(tokenize("сестра открыла 1♠"), 0)
    assert named is not None and named.role is Role.PARTNER


def test_dealer_called_by_name_and_seated_after_it() -> None:
    tokens = named_players(tokenize(
        "Сдавала Тамара Ильинична, она сидела Востоком. Она сказала пас."))
    assert stated_dealer(tokens, set()) is Seat.E


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the seat told after the name with «на»
        ("Сдающий Юг. Юг 1♦, Марина на западе сказала 1♥, Север пас.", "S:1♦ W:1♥ N:пас"),
        # the name set off by commas after the seat
        ("Сдающий Восток. Восток, Пётр, сказал 1♣, Юг пас.", "E:1♣ S:пас"),
        # a pronoun and the seat in parentheses after the name
        ("Сдающий Север. Гоша (он Север) открыл 1♠, потом Гоша сказал 2♠.", "N:1♠"),
    ],
)
def test_player_called_by_name_and_seated(text: str, calls: str) -> None:
    assert engine_text(read_story(text)).startswith(calls)


def test_passes_told_by_their_number() -> None:
    story = read_story("Сдающий Север. Север открыл 1♠, затем два паса, и Запад сказал 1♥. "
                       "Север не принял.")
    assert engine_text(story).startswith("N:1♠ пас пас W:1♥ ;")


def test_a_dash_between_a_seat_and_its_call_is_no_pass_when_the_end_is_counted() -> None:
    story = read_story("Торговля: Север — 1♠, Восток — пас, Юг — 4♠, далее три паса. Затем "
                       "Запад сказал «контра».")
    irregularity, offender, laws = _outcome(story)
    assert (irregularity, offender) == ("call_after_final_pass", Seat.W)
    assert "39B" in laws


def test_an_aside_naming_the_director_after_a_player_keeps_his_call() -> None:
    story = read_story(
        "Сдающий Юг. Юг 1♣, Запад пас, и тут Восток сказал пас не в свою очередь, в очередь "
        "партнёра. Юг не принял, судья обязал Востока пасовать до конца торговли. Север 1♥, "
        "Восток, несмотря на запрет директора, сказал 2♣. Юг ничего не заявлял."
    )
    irregularity, offender, laws = _outcome(story)
    assert (irregularity, offender) == ("call_while_barred", Seat.E)
    assert "37" in laws


@pytest.mark.parametrize(
    "duty", ["Север пасует в свою следующую очередь", "в следующий раз Север пасует"],
)
def test_duty_told_in_the_present_in_either_order(duty: str) -> None:
    story = read_story(f"Сдающий Север. Север 1♠, Восток пас, Юг 2♠ и уронил даму бубен. "
                       f"Судья: {duty}. Запад пас, Север 3♠, Восток позвал судью.")
    assert _outcome(story)[:2] == ("call_while_barred", Seat.N)
    assert "пасует_раз=N" in engine_text(story)


def test_the_words_of_the_duty_in_the_present() -> None:
    assert barred_told(tokenize("ТД решил: Восток пасует до конца торговли"))
    assert not barred_told(tokenize("Восток пасует, Юг 1♠"))


def test_a_card_seen_while_reaching_for_a_bidding_card_is_in_the_auction() -> None:
    story = read_story("Сдающий Север. Доставая карточку из коробки, Восток уронил на стол "
                       "валета пик лицом вверх. Север открыл 1♣.")
    irregularity, offender, laws = _outcome(story)
    assert (irregularity, offender) == ("exposed_card", Seat.E)
    assert "24B" in laws


def test_a_bid_said_in_words_is_no_second_card() -> None:
    story = read_story("Сдающий Север. Север 1♣, Восток 1♥, Юг пас, и тут у Запада выпал "
                       "король треф лицом вверх, потом Запад сказал три бубны.")
    assert "показано=♣K" in engine_text(story)


def test_a_pause_counted_in_the_genitive_is_no_slip() -> None:
    story = read_story("Сдающий Юг. Юг 1♦, Запад пас, Север пас, и после нескольких секунд "
                       "раздумий Север поменял пас на 1♠. Восток не принял.")
    assert "нечаянно=нет" in engine_text(story)


def test_natural_in_the_instrumental() -> None:
    story = read_story("Сдающий Юг. Юг 1♠, Запад пас, Север 2♥, Восток 1♦. Юг не принял. "
                       "Восток поправился на 2♦ и пояснил, что 1♦ был натуральным.")
    assert "конвенционно=нет" in engine_text(story)


def test_a_call_set_against_the_one_chosen_with_words_between() -> None:
    tokens = tokenize("выбрал 2♠, а не свой первоначальный пас")
    assert _denied_before(tokens, 7)
    assert not _denied_before(tokenize("и свой пас"), 2)
