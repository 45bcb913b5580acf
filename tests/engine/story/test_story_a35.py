"""A35: a change told with the infinitive («поменять на») replaces the call; a call inside
what someone thought («he thought I bid 1♥», «думал там 2ч») or wanted to make is no call; a
refusal in the infinitive; a legal double disputed in other words cites what allows it; a
board number cut short with a dot («Сд. 23») is no Law 23; words a hyphen contracts («к-ра»,
«п-р») read as the words; a law quoted before the story tells of no player; one card of untold
rank; a bidding card put back and another put; not waiting for the director; a player named in
a clause in brackets, or a letter's aside in brackets before his verb.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.search.printed import as_typed, contractions_in_full
from tests.engine.story.told_checks import auction_ruled, calls_made, ruled


def test_a_change_told_in_the_infinitive_replaces_the_call() -> None:
    text = ("Сдача 5, сдающий Север. Север пас, я (Восток) 2♦, но решил поменять на 2♥, "
            "слова не успел договорить. Юг ещё молчал. Это можно?")
    assert calls_made(text)[-1] == (Seat.E, "2♦")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")
    assert "25" in laws


def test_a_call_inside_what_someone_thought_is_no_call() -> None:
    text = ("Dealer East. East opened 1♠, I (South) bid 2♥ and West said 2♦: he thought I "
            "had bid 1♥ only. Ruling?")
    assert [call for _, call in calls_made(text)] == ["1♠", "2♥", "2♦"]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "W")


def test_a_refusal_in_the_infinitive_joins_the_calls_after_it() -> None:
    text = ("Борд 9, Север сдающий. 1♦ - пас - и Запад сказать контра, но очередь был Юг! Я "
            "Север не принимать. Юг сказать 1♠. Что делать Запад?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", Seat.W)
    assert "32B2" in laws


def test_a_legal_double_called_illegal_in_other_words_cites_19a1() -> None:
    text = ("Сдача: 9. Сдающий: С. Торговля: С 1♦ – В пас – Ю 1♠ – З контра. Что случилось: "
            "Север говорит, Запад не может контрировать. Вопрос: контра легальная?")
    irregularity, _, laws = ruled(text)
    assert irregularity == "none"
    assert "19A1" in laws


def test_a_board_cut_short_with_a_dot_is_no_law() -> None:
    text = "Сд. 23, сд. З: 1♥-(пас)-1♠-(2♣) / пас-(пас)-пас. Всё законно?"
    assert [call for _, call in calls_made(text)] == ["1♥", "пас", "1♠", "2♣", "пас", "пас",
                                                      "пас"]
    irregularity, _, laws = ruled(text)
    assert irregularity == "none"
    assert "23" not in laws


def test_contracted_words_read_in_full() -> None:
    assert contractions_in_full("П-р дал к-ру, а р-ка была позже") == (
        "Партнер дал контру, а реконтра была позже")
    assert contractions_in_full("кто-то из-за к-ра") == "кто-то из-за контра"
    text = "Сдающий Ю: 1ч-(к-ра)-пас-(2т). Что-то не так?"
    assert [call for _, call in calls_made(as_typed(text))] == ["1♥", "контра", "пас", "2♣"]


def test_a_law_quoted_before_the_story_tells_of_no_player() -> None:
    text = ('Читаю Закон 30B2: "если пас в очередь партнёра нарушителя, партнёр нарушителя '
            'пасует до конца торговли". Сдавал Восток, я Юг. Восток 1♠, я пас, Запад 2♠, '
            "и тут Восток — вне очереди — пас. Что теперь Западу?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", Seat.E)


def test_one_card_seen_of_untold_rank_cites_both_clauses() -> None:
    text = ("Сдающий Запад. Запад 1♣, Север пас, и тут у Востока одна карта выскользнула "
            "лицом вверх, какая — никто не разглядел. Запад её видел. Что Западу?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("exposed_card", Seat.E)
    assert {"24A", "24B"} <= set(laws)


def test_a_call_he_wanted_to_make_is_not_made() -> None:
    text = ("Dealer North. East passed before North could call; the director cancelled it and "
            "North opened 1♣. Then East wanted to open 1♥, but was told to pass. Right?")
    assert [call for _, call in calls_made(text)] == ["пас", "1♣"]


def test_a_card_put_back_and_another_put_is_a_change() -> None:
    text = ("Dealer South. South 1♦, West pulled out 2♣, put it back and put 2♦ in the same "
            "motion. Allowed?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "W")
    assert "25A" in laws


def test_not_waiting_for_the_director_is_no_call_out_of_turn() -> None:
    text = ("Сдавал Север: 1♠ - пас (я) - 2♠ - пас (партнёр) - 4♠ - пас - пас - пас. И тут мой "
            "партнёр говорит 5♥. А если бы Север, не дожидаясь судьи, сказал контра?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "W")


def test_a_player_named_in_a_clause_in_brackets_is_spoken_of() -> None:
    text = ("Сдавал Север: 1♣, Восток пас, Юг 1♥, Запад пас, Север 1♠, и тут Юг — не "
            "дождавшись очереди (Восток только доставал карточку) — сказал 2♦. Что будет?")
    assert calls_made(text)[-1] == (Seat.S, "2♦")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "S")


def test_a_seat_letter_with_an_aside_in_brackets_then_his_verb() -> None:
    text = ("сдавал с. с 1ч, в пас, ю 4ч, з пас, с пас, в пас. всё. и тут в (он вистует) "
            "говорит «4п». так можно?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "E")


def test_what_he_thought_was_there_is_no_call() -> None:
    text = "сдавал юг. 1т-(1ч)-1п-(2б)-2ч партнер не заметил 2б думал там 1б. что теперь?"
    assert [call for _, call in calls_made(text)] == ["1♣", "1♥", "1♠", "2♦", "2♥"]


def test_a_card_dropped_in_the_present_tense_by_a_role() -> None:
    text = ("партнер открыл 1 трефу правый пас я 1 черву и тут левый роняет карты. две "
            "штуки лицом вверх туза пик и двойку бубен. что теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "W")
    assert "24C" in laws


def test_a_passed_out_board_names_no_law_of_the_play() -> None:
    from engine.answer import answer
    from engine.search import get_searcher

    reply = answer("Сдача 7, сдавал я: пас, Запад пас, партнёр пас, Восток пас. Восток тут же "
                   "раскрывает карты веером и требует пересдачи. Что по правилам?",
                   get_searcher())
    assert reply.ruling is not None and reply.ruling.irregularity == "passed_out"
    assert not [law for law in reply.outside_ids if 47 <= int(law) <= 71]


def test_a_bidder_who_forgot_an_agreement_explained_right_is_law_75() -> None:
    from engine.story.outside import outside_laws

    english = ("RHO opened 1NT, LHO bid 2♦ and RHO said transfer. Their card says transfer "
               "too, LHO just forgot and has diamonds. Is this misinformation? Can we get a "
               "ruling?")
    russian = ("Правый открыл 1БК, левый 2♦, правый объяснил правильно — трансфер, а левый "
               "просто забыл систему, у него бубны. Это дезинформация?")
    for text in (english, russian):
        assert "75" in [law.law for law in outside_laws(text)], text
