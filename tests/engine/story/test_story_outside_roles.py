"""Laws outside 19-46 found by who did what: a defender's revoke whose penalty is asked though
dummy spoke of it, a fifth card by a defender or by declarer, a lead made by another player
than the one whose turn it was, a law number of another edition, a question of who won a
trick. The stories are written for these tests in voices the cue rules were not tuned on.
"""

from __future__ import annotations

import pytest

from engine.search.normalize import normalise
from engine.story.outside import (
    TOLD,
    fifth_card_by,
    lead_by_another,
    outside_laws,
    revoke_by_defender,
    tokens,
)
from engine.story.outside_model import with_kin


def _laws(text: str) -> list[str]:
    return with_kin([law.law for law in outside_laws(text)])


def _words(text: str) -> list[str]:
    return [word for word, _, _ in tokens(normalise(text))]


# --- a defender's revoke that dummy pointed out: Law 64 decides its penalty -------------------
DEFENDER_REVOKES = [
    "Играли 3♥, я разыгрывающий. На шестой взятке левый не дал в масть, а мой болван тут же "
    "сказал ему: «Треф нет?» Соперники говорят, что теперь наказания за ренонс не будет. Так?",
    "4♠ у Севера, болван — Юг. Восток не дал в масть на восьмой взятке, и болван сразу позвал "
    "судью. Разыгрывающий требует штраф за ренонс, Восток говорит, что болвану нельзя. Кто прав?",
    "I was declaring 2S. At trick 4 LHO revoked and dummy pointed it out before anyone else. "
    "Do we still get the revoke penalty?",
]
# dummy asked declarer (42B1), or had looked at a defender's cards first (43B2(A)), or the
# question asks only whether dummy may speak: the case stays in this text
DUMMY_CASES = [
    "Болван спросил разыгрывающего: «Пик нет?» Юг не дал в масть, но исправился. Наказание?",
    "Болван заглянул в карты Запада, а потом первым заметил, что Запад не дал в масть. "
    "Может ли разыгрывающий требовать наказания?",
    "Болван видит, что вистующий не дал в масть. Может он сразу сказать об этом вслух?",
]


@pytest.mark.parametrize("text", DEFENDER_REVOKES)
def test_a_defenders_revoke_is_law_64_though_dummy_spoke(text: str) -> None:
    found = outside_laws(text)
    assert "64" in [law.law for law in found]
    assert found[0].fired.startswith(TOLD)


@pytest.mark.parametrize("text", DUMMY_CASES)
def test_dummys_own_cases_stay_in_this_text(text: str) -> None:
    assert "64" not in _laws(text)


def test_the_revoker_is_read_from_the_words_before_the_failure() -> None:
    assert revoke_by_defender(_words("на пятой взятке правый не дал в масть")) == (
        "правый не дал в масть"
    )
    assert revoke_by_defender(_words("4♥ Юга. Запад не дал в масть")) == "запад не дал в масть"
    # East and West declare: a western revoke is declarer's
    assert revoke_by_defender(_words("разыгрывающий Запад. Запад не дал в масть")) is None
    assert revoke_by_defender(_words("партнер не дал в масть")) is None


# --- a fifth card: a defender's is a penalty card (45E1 → Law 50), declarer's is not ---------
DEFENDER_FIFTH = [
    "Мы вистуем против 3БК. Взятка уже полная, все четыре карты лежат, и тут моя партнёрша "
    "задумчиво кладёт сверху ещё даму червей. Взятку взял стол. Разыгрывающий говорит, что "
    "дама теперь его. Что с ней будет дальше?",
    "Defending 4H, the trick was complete with four cards when my partner, still thinking, "
    "added the jack of clubs on top. Declarer won the trick. What happens to that jack now?",
]
DECLARER_FIFTH = [
    "Я разыгрывающий, на столе четыре карты лежат, а я по рассеянности кладу сверху ещё одну "
    "свою маленькую трефу. Соседи кричат, что она теперь штрафная. Правда штрафная?",
]


@pytest.mark.parametrize("text", DEFENDER_FIFTH)
def test_a_defenders_fifth_card_told_at_length_is_law_50(text: str) -> None:
    assert "50" in _laws(text)


@pytest.mark.parametrize("text", DECLARER_FIFTH)
def test_declarers_fifth_card_is_no_penalty_card(text: str) -> None:
    assert _laws(text) == []


def test_declarers_fifth_card_called_a_lead_is_law_55() -> None:
    text = ("Я разыгрывал 4♠. Со стола вышли сразу две карты, слиплись, обе во взятке. Вистующий "
            "говорит, что вторая — это уже ход в следующую взятку. Есть штраф?")
    assert "55" in _laws(text)


def test_who_played_the_fifth_card() -> None:
    text = "вистуем. взятка полная, а партнерша кладет сверху валета. что с ним?"
    assert fifth_card_by(normalise(text), _words(text)) == "defender"
    assert fifth_card_by("партнер пошел пикой", _words("партнер пошел пикой")) is None


# --- a lead by another player than the one whose turn it was ------------------------------
LEADS = [
    ("Контракт 2♥ у соседа слева. Первый ход должен был делать Восток, но Запад не стал ждать "
     "и выложил бубнового короля. Как быть?", "54"),
    ("Играли 4♠ Юга. Атаковать должен был З, однако В, не дождавшись, положил ♣5 открытой "
     "картой. Что может разыгрывающий?", "54"),
    ("Контракт у правого. Значит, ходить мне. А партнёр взял и пошёл сам, открыл туза пик. "
     "Правый говорит, что теперь он выбирает. Что выбирает?", "54"),
]


@pytest.mark.parametrize(("text", "law"), LEADS)
def test_a_lead_by_another_player_is_a_lead_out_of_turn(text: str, law: str) -> None:
    assert law in _laws(text)


def test_a_lead_by_the_player_whose_turn_it_was_is_none() -> None:
    assert lead_by_another("ходить должен был запад, и запад пошел пикой") is None
    assert lead_by_another("ходить должен был запад. в торговле он пошел") is None


def test_a_lead_told_face_down_stays_with_law_47s_context() -> None:
    text = ("Первый ход должен был делать Запад, а Восток положил карту рубашкой вверх, "
            "никто её не видел. Что теперь?")
    assert "54" not in [law.law for law in outside_laws(text)]


# --- numbers of another edition; a question of who won a trick ------------------------------
def test_a_law_number_of_another_edition_names_no_law_here() -> None:
    text = ("В 2017-м это было бы по Закону 50. Вистующий держал карту так, что партнёр видел её. "
            "Что по 1987: она сыграна?")
    assert "50" not in _laws(text)
    assert [law.law for law in outside_laws("Что говорит правило 50 о штрафной карте?")] == ["50"]
    # a question about the later code's law itself: that law, outside this text in any edition
    assert [law.law for law in outside_laws("Что говорит Закон 16 новой редакции?")] == ["16"]


def test_a_discard_in_a_question_of_who_won_the_trick_is_no_revoke() -> None:
    text = ("Хотя спор пустяковый: пики козыри. Пошли трефой, я дала туза, стол сбросил... нет, "
            "побил двойкой пик, партнёр дал короля треф. Кто взял взятку?")
    assert _laws(text) == []


def test_a_card_turned_before_the_trick_was_complete_is_no_quitted_trick() -> None:
    text = ("Левый сыграл в взятку и сразу перевернул свою карту, пока я ещё думал, чем бить. "
            "Я хотел посмотреть, что он положил. Так можно?")
    assert "66" not in _laws(text)
    assert "66" in _laws("Можно ли перевернуть последнюю взятку и посмотреть, кто чем ходил?")


# --- topics named in the words of new voices ----------------------------------------------
TOPICS = [
    ("RHO showed out of hearts at trick 2 and later produced the heart ten. Penalty?", "64"),
    ("One player had 14 cards and another 12. The board was played. What happens?", "13"),
    ("Какой счёт за 6 треф в зоне с реконтрой, +1?", "77"),
    ("Соперники объяснили 2♣ как искусственную, а по их конвенционной карте это натуральная. "
     "Мы пострадали. Исправят результат?", "75"),
    ("Партнёр ещё не сыграл в эту взятку, а я уже пошла в следующую. Что теперь?", "57"),
]


@pytest.mark.parametrize(("text", "law"), TOPICS)
def test_a_topic_in_new_words_names_its_law(text: str, law: str) -> None:
    assert law in _laws(text)


def test_a_call_about_to_be_changed_keeps_misinformation_in_this_text() -> None:
    text = ("Восток объяснил 2♦ партнёра как слабые две, а оказалось — мульти. Я на этом "
            "объяснении спасовал. Партнёр ещё не заявлял. Могу я поменять свой пас?")
    assert _laws(text) == []


# --- a partner's tempo said to be the reason for an action: Law 16, however long the auction -
TEMPO = [
    "Сдавал я, открыл 1 трефу, левый 1 пика, партнёр долго думал, потом пас, правый пас, и я "
    "сказал 2 бубны. Соперники вызвали судью: говорят, я торговал, потому что партнёр думал.",
    "I opened 1S, LHO overcalled 2H, partner thought for a while and passed, RHO passed, and I "
    "reopened with a double. The opponents say I only doubled because partner hesitated.",
]


@pytest.mark.parametrize("text", TEMPO)
def test_a_tempo_said_to_be_used_is_law_16(text: str) -> None:
    found = outside_laws(text)
    assert found and found[0].law == "16" and found[0].fired.startswith(TOLD)


def test_a_tempo_in_a_call_out_of_rotation_stays_in_this_text() -> None:
    text = ("Левый открыл 1♦ вне очереди, была очередь партнёра. Партнёр думал, поэтому левый "
            "и заявил. Что теперь?")
    assert _laws(text) == []
