"""The door at the border of the auction and the play (brief D1): what happened last decides
the phase; an auction in any notation is read before the door decides.

Each case is worded unlike the forum post it came from (tests/data/stories/forum_d1_*.tsv,
holdout7): the mechanism must carry, not the phrase.
"""

from __future__ import annotations

import pytest

from engine.answer import answer, rule_text
from engine.search import get_searcher
from engine.story.reader import face_down_told, misexplained, read_story, undotted


def _ruled(text: str) -> tuple[str, str | None, list[str]]:
    ruling = rule_text(text)
    offender = ruling.offender.name if ruling.offender is not None else None
    return ruling.irregularity, offender, list(ruling.laws)


def test_a_face_down_lead_is_no_card_exposed_in_the_auction() -> None:
    # the words of a lead («made a lead») told with the card face down: the opening lead after
    # the final pass, so the question asked before it is faced is 41B, not Law 24
    text = ("Сдающий W. W — 1H, N — PASS, E — 2H, S — PASS, W — PASS, N — PASS. N сделал "
            "ход лицом вниз, и пока карта не открыта, S спросил у W, что значит 2H. "
            "Имел ли он право спрашивать?")
    irregularity, _, laws = _ruled(text)
    assert irregularity == "review_or_explanation"
    assert "41B" in laws


def test_a_card_dropped_face_up_in_the_auction_stays_law_24() -> None:
    story = read_story("Сдающий Юг. Юг 1♠, Запад пас, Север 2♠, и тут у Востока выпал "
                       "туз червей лицом вверх. Что дальше?")
    assert story.offence is not None and story.offence.value == "exposed_card"


def test_an_explanation_the_agreement_contradicts_before_the_lead_is_21b1() -> None:
    text = ("Сдающий Запад. Запад 1♣, Север пас, Восток 1♦, все пас. Запад пояснил 1♦ как "
            "естественный ответ. Юг положил карту первого хода рубашкой вверх, и тут Восток "
            "признался: по их записи 1♦ — искусственный релей. Что делать Северу?")
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is not None and ruling.offender.name == "W"  # who explained
    assert "21B1" in ruling.laws  # the lead lies face down: the auction period goes on


def test_misexplained_needs_both_meanings_and_a_verb_of_explaining() -> None:
    told, seat = misexplained(read_story(
        "Восток 2♣. Запад растолковал 2♣ как натуральную, а у них это конвенция."))
    assert told and seat is not None and seat.name == "W"
    assert misexplained(read_story("Восток 2♣, натуральная. Запад пас.")) == (False, None)
    assert not misexplained(read_story("Почему Запад объяснил 2♣ как натуральную, "
                                       "если это конвенция?"))[0]


def test_face_down_words() -> None:
    assert face_down_told(read_story("Partner led face down and asked for a review."))
    assert not face_down_told(read_story("Partner led the ♠K face up."))
    # a fact the teller leaves open is not told
    assert not face_down_told(read_story(
        "I don't remember whether the lead was still face down when he asked."))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Сдающий Вост. Вост. 1 бубн; Юг пас; Зап. 1 пик; Сев. пас.",
         "Сдающий Вост. Вост  1 бубн; Юг пас; Зап  1 пик; Сев  пас."),
        ("Дилер — Зап. Потом пас.", "Дилер — Зап. Потом пас."),  # a sentence ends there
        ("N сказал «2S», а S — «P».", "N сказал  2S , а S —  P ."),
        ("Он сказал «Стейман».", "Он сказал «Стейман»."),
    ],
)
def test_undotted_keeps_length_and_only_blanks_seat_dots_and_quoted_calls(
    text: str, expected: str
) -> None:
    assert undotted(text) == expected
    assert len(undotted(text)) == len(text)


def test_seats_cut_short_with_a_dot_are_read_as_seats() -> None:
    story = read_story("Сдающий Вост. Вост. 1 бубн; Юг пас; Зап. 1 пик; Сев. пас; "
                       "Вост. 2 бубн.")
    # each call's own seat is read from its word, not counted round from the first caller
    assert [c.seat.name if c.seat is not None else None for c in story.calls] == [
        "E", "S", "W", "N", "E"]
    assert (story.dealer.name, story.dealer_from) == ("E", "fact")


def test_a_call_in_speech_marks_after_the_final_pass_is_law_39() -> None:
    # declarer N (1♥ first), so S is dummy-to-be: a call of the declaring side, no penalty
    text = ("Сдающий W. W — PASS, N — 1H, E — PASS, S — 2H, W — PASS, N — PASS, E — PASS. "
            "Карт ещё никто не доставал, и тут S произносит «3H». Что теперь?")
    irregularity, offender, laws = _ruled(text)
    assert irregularity == "call_after_final_pass"
    assert offender == "S"
    assert "39A" in laws


def test_a_defender_s_double_in_speech_marks_after_the_final_pass_is_39b() -> None:
    text = ("Dealer N. N — 1S, E — PASS, S — 4S, W — PASS, N — PASS, E — PASS. "
            "Пока W выбирал карту для первого хода, E сказал «X». Как быть?")
    irregularity, offender, laws = _ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "E")
    assert "39B" in laws


def test_the_door_gives_the_same_ruling_as_the_story_engine() -> None:
    text = ("Сдающий W. W — 1H, N — PASS, E — 2H, S — PASS, W — PASS, N — PASS. N сделал "
            "ход лицом вниз, и пока карта не открыта, S спросил у W, что значит 2H.")
    reply = answer(text, get_searcher())
    assert reply.ruling is not None
    assert reply.ruling.irregularity == "review_or_explanation"


@pytest.mark.parametrize(
    "text",
    [
        # a call named after the auction, in a question about it: no call after the final pass
        "Сдающий Север. Север 1♦, Восток пас, Юг 3БК, все пас. Восток поинтересовался у Юга, "
        "что означает 1♦. Имел право?",
        # a question told after an auction told to its end: asked after the final pass (41B),
        # not during the auction (20F1)
        "Dealer W. W 1H, N pass, E 4H, all pass. South asked East to explain 4H. Allowed?",
    ],
)
def test_a_question_told_after_the_whole_auction_is_asked_after_the_final_pass(
    text: str,
) -> None:
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None
    assert ruling.irregularity == "review_or_explanation"
    assert "41B" in ruling.laws


def test_a_question_put_while_the_lead_lies_face_down_is_41b() -> None:
    # a general question: the lead made face down is the scene, so the auction is over and
    # the lead not yet faced (41B), not a question during the auction (20B, 20F1)
    text = ("Можно ли спросить значение заявки соперников после того, как партнёр сделал "
            "первый ход закрытой картой?")
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None
    assert ruling.irregularity == "review_or_explanation"
    assert "41B" in ruling.laws and "20F1" not in ruling.laws
