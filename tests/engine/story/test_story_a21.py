"""A21: the auction period on stories by new writers (an appeal, a columnist, a TD's log,
an Indian club, capitals, a couple).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism
(whose turn it was, what was said before the director came, what a verb takes as its
object), not a phrase.
"""

from __future__ import annotations

from engine.rules.ruling import rule
from engine.story.auction import read_auction
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled


def test_the_dealer_calls_over_a_call_made_before_him() -> None:
    # North called at the turn of the dealer East, his LHO: East's own call is in rotation
    # (28B), not an acceptance of North's pass
    irregularity, offender, laws = auction_ruled(
        "Сдающий Восток. Восток ещё думал, а Север уже сказал «пас». Восток, не обращая "
        "внимания, открыл 1♠, и только тогда позвали судью. Что теперь с Севером?"
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")
    assert "28B" in laws


def test_the_dealer_calls_over_in_the_rules_notation() -> None:
    assert "28B" in rule("С:пас В:1♠ ; сдающий=В").laws
    assert "28B" not in rule("Ю:пас З:1♠ ; сдающий=В").laws  # West was not in turn


def test_a_bid_above_seven_called_over_before_the_director_came() -> None:
    # South doubled the 8♣ before anybody called the director: Law 35C, although the
    # director later undid everything
    irregularity, offender, laws = auction_ruled(
        "Сдавал Север. Север 7♠, Восток 8♣, а Юг тут же сказал «контра». Только потом "
        "сообразили и позвали судью, он всё отменил."
    )
    assert (irregularity, offender) == ("bid_above_seven", "E")
    assert "35C" in laws


def test_a_bid_above_seven_with_the_director_called_before_any_call() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдавал Север. Север 7♠, Восток 8♣. Юг сразу позвал судью, тот всё отменил."
    )
    assert (irregularity, offender) == ("bid_above_seven", "E")
    assert "35C" not in laws


def test_a_double_out_of_turn_repeated_after_the_rho_passed() -> None:
    # the offender made the same double again after his RHO's pass, as 32B1 orders: the
    # RHO passed after the double was cancelled, not over it (no 28B)
    irregularity, offender, laws = auction_ruled(
        "Сдавал Запад, открыл 1♦. Север пас, и тут я, Юг, раньше Востока: контра. Восток "
        "спасовал, я контру повторил."
    )
    assert (irregularity, offender) == ("double_out_of_rotation", "S")
    assert "32B1" in laws and "28B" not in laws


def test_a_bid_out_of_turn_repeated_in_the_rules_notation() -> None:
    laws = rule("С:1♣ Ю:1♥ В:пас Ю:1♥ ; сдающий=С").laws
    assert "31A1" in laws and "28B" not in laws
    assert "28B" in rule("С:1♣ Ю:1♥ В:пас Ю:2♥ ; сдающий=С").laws  # no repetition: 28B


def test_a_verb_of_doubling_takes_the_bid_as_its_object() -> None:
    reading = read_auction("Сдавал Север. Север 4♠, Восток пас, Юг пас, Запад законтрировал "
                           "4♠. Дальше все пасовали.")
    assert reading.auction_text().startswith("N:4♠ E:пас S:пас W:контра")
    assert "W:4♠" not in reading.auction_text()


def test_the_calls_before_the_director_are_the_incident_named() -> None:
    # the words name a call out of turn; the calls told after the director went on from his
    # ruling, and ruling them all would find only a pass after the auction ended
    irregularity, offender, laws = auction_ruled(
        "Dealer North. North opened 1H and, before East had a chance to call, West doubled. "
        "We summoned the director at once. Then East passed, South bid 2H, West 3C, North "
        "4H, all pass, and East passed again. Was it right?"
    )
    assert (irregularity, offender) == ("double_out_of_rotation", "W")
    assert "32A" in laws


def test_a_call_after_words_that_the_auction_was_over() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдавал Юг. Юг — одна черва, Запад — пас, Север — четыре червы, и три паса подряд. "
        "Когда всё было кончено и Западу, которому полагалось ходить, оставалось лишь "
        "положить карту, Восток вдруг объявил «четыре пики». Судью позвали сразу."
    )
    assert (irregularity, offender) == ("call_after_final_pass", "E")
    assert any(law.startswith("39") for law in laws)


def test_a_lone_call_told_with_words_of_impatience_goes_on_the_auction() -> None:
    # the pass is told a long way after the bid before it, but in its own sentence with
    # words of not waiting: it is North's pass at his partner's turn
    irregularity, offender, laws = auction_ruled(
        "Сдавал Запад и открыл одной бубной. Игорь Петрович на Севере сказал одну пику, "
        "Восток — две бубны, и тут, не дождавшись, пока Вера Павловна, сидевшая напротив "
        "него на Юге, допьёт свой чай, Игорь Петрович совершенно спокойно объявил «пас». "
        "Позвали судью."
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")
    assert "30B2(A)" in laws


def test_a_call_out_of_turn_spoken_of_does_not_join_a_later_call() -> None:
    # «заявка вне очереди» names the call already told: East's raise told after it belongs
    # to the calls after the ruling, not to the auction told before
    reading = read_auction(
        "Сдающий Север. Север пас, Восток пас, и тут Запад, раньше меня, сказал 1♥. Судью "
        "позвали сразу. Я открыл 1♠, Запад сказал 2♥. Мне казалось, что всё строже: заявка "
        "вне очереди всё показала партнёру, и Восток потом спокойно поднял до трёх червей."
    )
    assert "3♥" not in reading.auction_text()


def test_a_pass_at_lhos_turn_named_as_out_of_turn_is_so_coded() -> None:
    # Law 30B3: a pass out of rotation at the LHO's turn, ruled as a change of call (25);
    # the words call it a call out of turn, so it is coded as Law 30's pass
    irregularity, offender, laws = auction_ruled(
        "Сдающий Север. Север 1♦, Восток 1♠, Юг 2♣ — и тут Юг, раньше Запада, говорит "
        "«пас». Запад молчит. Что теперь?"
    )
    assert (irregularity, offender) == ("pass_out_of_rotation", "S")
    assert "30B3" in laws


def test_a_pass_at_lhos_turn_named_as_a_change_stays_a_change() -> None:
    irregularity, offender, laws = auction_ruled(
        "Сдающий Север. Север 1♦, Восток 1♠, Юг 2♣, и тут Юг передумал и заменил свою "
        "заявку: «пас». Запад молчит. Это изменение заявки?"
    )
    assert (irregularity, offender) == ("change_of_call", "S")
    assert "30B3" in laws


def test_a_card_seen_whose_rank_nobody_made_out() -> None:
    # one card seen, its rank not made out: both 24A (a small card) and 24B (an honour)
    story = read_story(
        "Сдавал Юг, открыл 1♦. Запад спасовал, а у моего партнёра, пока он тянулся к "
        "боксу, из руки выскользнула карта и легла лицом вверх. Трефа, а какая — никто не "
        "успел разглядеть. Что теперь?"
    )
    assert story.exposed == "одна"
    irregularity, offender, laws = auction_ruled(story.text)
    assert (irregularity, offender) == ("exposed_card", "N")
    assert {"24A", "24B"} <= set(laws)


def test_a_card_seen_in_the_rules_notation() -> None:
    ruling = rule("Ю:1♦ З:пас ; нарушитель=С показано=одна")
    assert ruling.status == "final"
    assert {"24A", "24B"} <= set(ruling.laws)


def test_not_waiting_for_the_director_is_no_call_out_of_turn() -> None:
    story = read_story(
        "Сдающий Восток. Восток 1♠, Юг контра, Запад 2♠, Север пас, Восток пас, Юг пас. "
        "Тут Запад, не дожидаясь директора, объяснил, что 2♠ — натуральная."
    )
    assert story.offence is None


def test_an_inadmissible_double_called_over_before_the_director_in_a_petition() -> None:
    # a petition names the director in its preamble; in the facts East doubles a bid
    # doubled already, and South, not waiting for the director, redoubles over it: Law 35A
    irregularity, offender, laws = auction_ruled(
        "В судейскую коллегию клуба. Прошу пересмотреть решение судьи по сдаче 4. "
        "Обстоятельства: сдавал Север: 1♠; Восток — пас; Юг — 2♠; Запад — контра; Север — "
        "пас. Восток объявил «контра» ещё раз. Юг, не дожидаясь судьи, сказал «реконтра». "
        "Судья снял обе заявки, Восток спасовал, Юг сказал 3♠."
    )
    assert (irregularity, offender) == ("inadmissible_double", "E")
    assert "35A" in laws
