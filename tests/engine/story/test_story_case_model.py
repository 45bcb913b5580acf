"""The learned case model: its weights file, the codes it names, bad input, and what the play
reader does with it (``event.learned`` in ``engine.conduct.reading``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.answer import _doubted, rule_text
from engine.conduct import reading
from engine.conduct.reading import _CASE_EVENTS, read_story_facts
from engine.rules.model import Seat
from engine.rules.result import AUCTION_CODES, PLAY_CODES, Ruling
from engine.search import Searcher
from engine.story.case_model import CaseGuess, case_guess, case_model
from engine.story.outside_model import features, log_odds
from engine.story.ruling import _INCIDENT_FLOOR
from laws_text import load_corpus


def test_weights_file_names_known_codes_and_a_probability_threshold() -> None:
    learned = case_model()
    assert set(learned.classes) <= {*AUCTION_CODES, *PLAY_CODES, "outside"}
    assert len(learned.prior) == len(learned.classes)
    assert 0.5 <= learned.threshold < 1.0  # sure means likelier than every other code together
    assert len(learned.weights) > 1000


def test_every_play_code_the_model_names_has_an_event_the_reader_can_take() -> None:
    play = set(case_model().classes) & set(PLAY_CODES)
    assert play, "the model names no play-period code"
    assert play <= set(_CASE_EVENTS)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Вистующий положил в полную взятку пятую карту. Что с ней?", "fifth_card"),
        ("Все четверо сказали пас, сдачу не играли. Надо ли пересдать?", "passed_out"),
        ("Болван сказал разыгрывающему: «ты ходишь не из той руки». Можно ли ему так?",
         "dummy_right"),
        ("Партнёр открыл 1♠, правый сказал 1♥ — недостаточно. Что теперь?", "insufficient_bid"),
    ],
)
def test_plain_stories_get_their_code(text: str, code: str) -> None:
    guess = case_guess(text)
    assert guess is not None
    assert guess.code == code, sorted(guess.probabilities.items(), key=lambda kv: -kv[1])[:3]
    assert abs(sum(guess.probabilities.values()) - 1.0) < 1e-9


def test_probabilities_follow_the_scores() -> None:
    text = "Разыгрывающий назвал карту стола, потом поправился. Какая карта сыграна?"
    guess = case_guess(text)
    assert guess is not None
    scores = dict(zip(case_model().classes, log_odds(features(text), case_model()), strict=True))
    assert guess.code == max(scores, key=scores.__getitem__)


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_a_guess_or_none_and_never_raises(text: str) -> None:
    guess = case_guess(text)
    assert guess is None or guess.code in case_model().classes


@pytest.mark.parametrize("junk", ["", "   ", "\x00\x01\x02", "🂡🂱🃁" * 50, "<b>x</b>" * 400])
def test_junk_is_no_case(junk: str) -> None:
    guess = case_guess(junk)
    assert guess is None or 0.0 < guess.probability <= 1.0


def test_the_reader_follows_a_sure_model_and_says_so() -> None:
    # the words «поправился» and «назвал» point at a card named (45C4); the post is about a
    # card of dummy's placed without declarer naming it (45D), which the model is sure of
    text = ("Разыгрывающий ещё думал, а болван сам взял с доски ♦5 и положил во взятку. "
            "Разыгрывающий не называл карту. Что делать?")
    situation, fired = read_story_facts(text)
    guess = case_guess(text)
    assert guess is not None and guess.sure and guess.code == "dummy_misplayed_card"
    assert situation is not None and situation.event.value == "dummy_misplaced"
    if "event.learned" in fired:  # when the words alone chose another event, it says why
        assert fired.index("event.learned") == fired.index("event.choose") + 1


def test_several_questions_are_read_by_the_words_not_the_model() -> None:
    text = ("Два вопроса про стол. 1) Юг играет 3♥ и со стола говорит только «пику». На столе "
            "♠Q, ♠8, ♠2. Какой картой играть? 2) Потом Юг задел ♦J на столе, не поправляя "
            "карты. Должна ли она быть сыграна?")
    _, fired = read_story_facts(text)
    assert "event.learned" not in fired


def _sure_of(code: str, probability: float) -> object:
    def guess(text: str) -> CaseGuess:
        return CaseGuess(code, probability, 0.55, {code: probability})
    return guess


def test_a_sure_model_overrules_the_words_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Разыгрывающий назвал со стола «туз», оговорился и сразу поправился. Какая карта?"
    before, _ = read_story_facts(text)
    assert before is not None and before.event.value == "named_card"
    monkeypatch.setattr(reading, "case_guess", _sure_of("fifth_card", 0.9))
    after, fired = read_story_facts(text)
    assert after is not None and after.event.value == "fifth_card"
    assert "event.learned" in fired
    monkeypatch.setattr(reading, "case_guess", _sure_of("fifth_card", 0.5))  # not sure
    unsure, fired = read_story_facts(text)
    assert unsure is not None and unsure.event.value == "named_card"
    assert "event.learned" not in fired


def test_a_law_outside_the_text_named_by_the_words_stays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = "Защитник сделал ренонс: не дал в масть, а потом оказалось, что черва у него была."
    before, _ = read_story_facts(text)
    monkeypatch.setattr(reading, "case_guess", _sure_of("card_turned", 0.99))
    after, _ = read_story_facts(text)
    assert before is not None and after is not None
    assert before.event.value == after.event.value == "revoke"


def test_no_event_told_needs_a_surer_model(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Вчера в клубе был странный случай с картой. Как быть?"
    assert read_story_facts(text)[0] is None
    monkeypatch.setattr(reading, "case_guess", _sure_of("card_turned", 0.7))
    assert read_story_facts(text)[0] is None
    monkeypatch.setattr(reading, "case_guess", _sure_of("card_turned", 0.95))
    told, _ = read_story_facts(text)
    assert told is not None and told.event.value == "card_turned"


def test_an_auction_told_as_the_setting_of_a_play_case_is_no_offence(
    packaged_searcher: Searcher,
) -> None:
    # the reader finds the shorthand irregular (insufficient); the post asks who leads and how
    text = ("`1т-(1п)-1ч-(п)-2ч-(п)-4ч` пас пас пас. Левый спрашивает «мой ход?», а правый уже "
            "тянет карту из руки. Я стопнул, пока ничего не легло. Кто ходит и как — рубашкой "
            "вверх или сразу открыто? У нас половина клуба кидает сразу лицом.")
    guess = case_guess(text)
    assert guess is not None and guess.sure and guess.code == "opening_lead"
    ruling = rule_text(text, load_corpus(), packaged_searcher).to_json()
    assert ruling["irregularity"] == "opening_lead"
    assert "41A" in ruling["laws"]


def test_calls_over_a_bid_above_seven_are_the_incident_not_new_offences() -> None:
    """Read as told, the passes after «8♦» look like calls out of turn (the 8♦ is cancelled);
    the model is sure the post is about the bid above seven, and the calls up to the LHO's
    call over it give exactly that: 35C."""
    text = ("Сдача 5, сдавал Север. С 1♠ В пас Ю 3♠ З пас С 4БК В пас Ю 5♥ З пас С 7♠ — и "
            "тут Восток, смеясь: «восемь бубен!». Я машинально пас, Запад тоже пас. Потом все "
            "спохватились. Что теперь, играем 7♠? Востоку что-то будет?")
    guess = case_guess(text)
    assert guess is not None and guess.sure and guess.code == "bid_above_seven"
    ruling = rule_text(text, load_corpus())
    assert (ruling.irregularity, ruling.offender) == ("bid_above_seven", Seat.E)
    assert "35C" in ruling.laws


def test_the_model_need_only_find_its_code_likeliest_when_the_first_calls_give_it() -> None:
    """«8♦» in symbols: the model finds the bid above seven likeliest, sure or not (the floor
    is below the threshold of sure), and the first calls told give exactly that case."""
    text = ("Сдача 5, сдавал Север. С 1♠ В пас Ю 3♠ З пас С 4БК В пас Ю 5♥ З пас С 7♠ — и "
            "тут Восток, смеясь, «8♦». Я машинально пас, Запад тоже пас. Потом все "
            "спохватились. Что теперь, играем 7♠? Востоку что-то будет?")
    guess = case_guess(text)
    assert case_model().threshold > _INCIDENT_FLOOR
    assert guess is not None and guess.code == "bid_above_seven"
    assert guess.probability >= _INCIDENT_FLOOR
    ruling = rule_text(text, load_corpus())
    assert (ruling.irregularity, ruling.offender, "35C" in ruling.laws) == (
        "bid_above_seven", Seat.E, True)


def test_a_call_breaking_a_duty_stays_the_case_however_the_post_names_the_first_offence(
) -> None:
    text = ("Я сдаю: «одна пика». Левый: «одна черва». Недостаточно! Партнёр не принял. "
            "Левый подумал и сказал: «две трефы». Судья объявил: правому пасовать до конца. "
            "Партнёр «две пики», а правый: «три трефы». Недостаточное назначение — что дальше?")
    ruling = rule_text(text, load_corpus())
    assert (ruling.irregularity, ruling.offender) == ("call_while_barred", Seat.E)


@pytest.mark.parametrize(
    ("ruled", "doubted"),
    [
        ("insufficient_bid", True),  # the model is sure of another case: the search leads
        ("fifth_card", False),  # the reading and the model agree
        ("none", False),  # nothing ruled
        ("call_while_barred", False),  # a broken duty: the model names its first offence
    ],
)
def test_a_ruling_the_model_is_sure_is_another_case_does_not_lead_the_search(
    ruled: str, doubted: bool
) -> None:
    text = "Защитник положил во взятку пятую карту, ♠6, поверх полной взятки. Что с ней?"
    guess = case_guess(text)
    assert guess is not None and guess.sure and guess.code == "fifth_card"
    assert _doubted(text, Ruling(status="final", irregularity=ruled)) is doubted


def test_a_law_outside_named_governs_when_the_model_agrees_over_a_play_reading() -> None:
    """A wrong board played: the play reader finds a card played (45B) in the words, but the
    outside detector names Law 15 and the case model is sure the case is outside the text."""
    text = ("Добрый день. У нас в клубе пара Восток-Запад по ошибке взяла со стола соседей не "
            "ту доску, седьмую вместо пятой, и сыграла её: 4♠, ровно. Заметили только при "
            "записи результата. Какой результат засчитать и что делать с пятой сдачей?")
    guess = case_guess(text)
    assert guess is not None and guess.code == "outside" and guess.probability >= 0.7
    ruling = rule_text(text, load_corpus())
    assert ruling.status == "outside"
    assert "15" in ruling.outside
