"""A22: the auction period on stories by new writers (a refusal told after the offer to
accept, a corrected insufficient bid whose nature is still to be asked, a card dropped by
the teller «у меня на Севере», a belief without «что», a correction only wished for,
Russian in Latin letters opening with «Ja»).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import answer
from engine.rules.ruling import rule
from engine.search import get_searcher
from engine.story.auction import read_auction
from engine.story.reader import read_story
from tests.engine.story.told_checks import auction_ruled


def test_the_lowest_correction_cites_both_branches_while_conventional_is_asked() -> None:
    # corrected to the lowest sufficient bid in the same suit: 27B1(A) if the insufficient
    # bid was natural, 27B2 if it may have been conventional; both are cited until answered
    laws = rule("С:1♠ В:2♥ Ю:2♦ ; принято=нет ; замена=3♦").laws
    assert {"27B1(A)", "27B2"} <= set(laws)
    irregularity, offender, laws = auction_ruled(
        "Сдавал Север. Север открыл 1♠, Восток вмешался 2♥, а мой партнёр Юг, не заметив "
        "вмешательства, сказал 2♦. Запад не принял, и Юг поставил 3♦. Что дальше?"
    )
    assert (irregularity, offender) == ("insufficient_bid", "S")
    assert "27B1(A)" in laws


def test_a_refusal_after_the_infinitive_of_accepting() -> None:
    # «принять … отказался»: the verb of refusal after the infinitive, not «не принял»
    story = read_story(
        "Сдающий Юг. Юг 1♥, Запад 1♠, Север 1♦. Восток принять это назначение отказался, "
        "и Север исправил на 2♦."
    )
    assert "lho.refused" in story.fired
    assert "not_accepted" in {c.value for c in story.circumstances}


def test_a_short_no_after_accepting_offered_in_english() -> None:
    # the director offered the double to its LHO, who declined in two words: the double
    # was cancelled before the RHO called, so no 28B; 32B2 for the RHO's bid that followed
    irregularity, offender, laws = auction_ruled(
        "Board 1, North dealt and opened 1S. East passed and then West doubled while it was "
        "still South's turn. The director asked North if she wanted to accept the double; "
        "she didn't, so it was cancelled. South bid 2H and West passed."
    )
    assert (irregularity, offender) == ("double_out_of_rotation", "W")
    assert "32B2" in laws and "28B" not in laws


def test_a_thought_about_accepting_is_no_refusal() -> None:
    story = read_story(
        "Сдавал я, Юг. Я сказал 1♦, потом сразу 1♠. Левый сидит и думает, принимать или "
        "нет. Что будет?"
    )
    assert "lho.refused" not in story.fired


def test_the_teller_tells_his_seat_as_where_something_happened_to_him() -> None:
    # «у меня на Востоке выпала …»: the teller sat East, and the card is his
    irregularity, offender, _ = auction_ruled(
        "Сдача 3, сдавал Юг. Юг открыл 1♣, и тут у меня на Востоке из рук выскользнула "
        "♥К и упала лицом вверх. Судья оставил её на столе."
    )
    assert (irregularity, offender) == ("exposed_card", "E")


def test_the_contract_defended_against_is_no_call() -> None:
    story = read_story(
        "Сдача 3, сдавал Юг. Юг открыл 1♣, и тут у меня на Востоке выпала ♥К лицом вверх. "
        "Потом мы вистовали против 4♠ Севера."
    )
    assert [str(c.call) for c in story.calls] == ["1♣"]


def test_a_belief_without_that_is_no_call() -> None:
    # «думала он спасовал»: what the teller believed, not a pass made
    story = read_story(
        "Сдавал Север. 1♠-2♦-2♣, это я (Юг) сказала 2♣, думала он спасовал. Запад "
        "спокойно сказал пас."
    )
    assert [str(c.call) for c in story.calls].count("пас") == 1


def test_a_pause_of_thought_before_a_call_keeps_the_call() -> None:
    # «пока Восток думал, она говорит «пас»»: the comma ends the thinking; the pass is made
    story = read_story("Сдавал Север. Север 1♦, Восток думал, она говорит «пас».")
    assert [str(c.call) for c in story.calls][-1] == "пас"


def test_a_correction_wished_for_is_not_made() -> None:
    # the LHO called over the insufficient bid; the offender only wanted to correct it
    irregularity, offender, laws = auction_ruled(
        "Сдавал Восток. Восток 1♠, я (Юг) 2♥, Запад 2♦ — не увидел моих червей. Север "
        "спокойно сказал пас. Запад хотел исправить на 3♦, но судья сказал: поздно."
    )
    assert (irregularity, offender) == ("insufficient_bid", "W")
    assert "27A" in laws


def test_latin_letters_opening_a_sentence_with_ja() -> None:
    reply = answer(
        "Sdaval S - ja. Ja 1♦, i tut u pravogo (E) vypala karta na stol licom vverh. "
        "4to teper, partner E dolzhen pasovat?",
        get_searcher(),
    )
    assert reply.ruling is not None
    offender = reply.ruling.offender
    assert reply.ruling.irregularity == "exposed_card"
    assert offender is not None and offender.letter == "E"


def test_a_call_of_the_run_told_again_with_its_player() -> None:
    # the run names nobody; the words after it say who made its 1♦ (my LHO: I am South,
    # dealer East), and the same player then tries a double instead: the insufficient
    # bid's correction by a double (27B3), not a double by North accepting the 1♦
    irregularity, offender, laws = auction_ruled(
        "Доска 10. Было [1♣, 1♠, 1♦]: левый сказал 1♦ поверх моих 1♠. Левый тут же: "
        "«тогда контра» — и кладёт X."
    )
    assert (irregularity, offender) == ("insufficient_bid", "W")
    assert "27B3" in laws


def test_a_player_named_after_his_call_names_no_call_of_the_run() -> None:
    # «1♣ партнёр, 1♠ правый»: each player follows his call; no verb ties him to the next
    reading = read_auction(
        "Было 1♣-(1♠)-1♥-(пас)-2♥. То есть 1♣ партнёр, 1♠ правый, 1♥ я. Всё ли верно?"
    )
    assert [c.role for c in reading.calls[:2]] == [None, None]
