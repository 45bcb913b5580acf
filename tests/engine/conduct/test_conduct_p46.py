"""P46: a question asked at the table after a verb of asking and a colon (what comes before
the colon is told: «at trick six, at my turn, I asked: …»), the own turn told as «когда мой
ход», dummy «blurting» a remark (43A1(C)), the
teller declaring told with the verb first («Разыгрывал я … с Севера»), a card «held face
up» that is no holding of a suit (no revoke, Law 64), dummy's cards on the table told as «стол
лёг» (the opening lead is faced: too late to change a call, 21B3), whose opening lead told as
the player's own reasoning («значит, мой ход»), dummy who broke 43A2 and was then the first to
say a defender had revoked (43B2(A)), and a card told to dummy after a colon («Я болвану:
«Старшую черву»», 46B1).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.story.outside import outside_laws
from tests.engine.conduct.door import offender_letter, ruled


def test_a_question_quoted_after_asked_is_asked_the_rest_is_told() -> None:
    ruling = ruled(
        "Контракт 3БК у Севера, я на Востоке вистую. В седьмой взятке, в свою очередь, я "
        "спросила: а что у вас значила ответ 2♦? Север говорит, что во время розыгрыша уже "
        "нельзя. Так ли?")
    assert ruling.status == "final", ruling.questions
    assert ruling.irregularity == "review_or_explanation", ruling.laws
    assert "41B" in ruling.laws or "20F2" in ruling.laws, ruling.laws


def test_when_it_was_my_turn_is_my_own_turn() -> None:
    ruling = ruled(
        "Играли 2♠, разыгрывал Юг. Я Запад. В четвёртой взятке, когда мой ход, спросил, "
        "что означало их 2♣. Юг ответил, что поздно. Можно спрашивать?")
    assert ruling.status == "final", ruling.questions


def test_dummy_blurting_a_remark_is_his_breach() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Запад, болван — Восток. На пятой взятке Запад пошёл ♠К, а "
        "Восток как ляпнет: «Эх, с туза надо было!» Можно болвану так?")
    assert ruling.status == "final", ruling.questions
    assert ruling.irregularity == "dummy_breach", ruling.laws
    assert "43A1(C)" in ruling.laws, ruling.laws
    assert offender_letter(ruling) == "E", ruling.offender


def test_the_teller_declaring_told_with_the_verb_first() -> None:
    ruling = ruled(
        "Разыгрывал я 3♣ с Севера. Восток на пики дал сначала ♠8, потом ♠3. В свою очередь я "
        "спросил Запада, что у них значит такой порядок карт. Запад ответил, но сказал, что я "
        "не вправе спрашивать. Кто прав?")
    assert ruling.status == "final", ruling.questions
    assert ruling.offender is None, ruling.offender  # declarer asked: nobody at fault
    assert "20F2" in ruling.laws, ruling.laws


def test_a_card_held_face_up_is_no_holding_of_a_suit() -> None:
    text = ("Right, I'm declarer, West, in 4♠. Trick six, North leads a club, I pull out the "
            "ace of clubs and I'm holding it face up just off the table, about to drop it, then "
            "I think hang on, the nine will do, and put the ace back in my hand. North says "
            "I've played it. I never let go! Must I play the ace?")
    assert "64" not in [law.law for law in outside_laws(text)]
    ruling = ruled(text)
    assert ruling.irregularity == "card_played", ruling.laws
    assert "45C2" in ruling.laws, ruling.laws


def test_the_table_lay_down_means_the_lead_was_faced() -> None:
    ruling = ruled(
        "Север открыл 2♥, Юг не алертировал. Я, Восток, решил, что это натурально, и "
        "спасовал. Контракт 4♠ у Юга, я пошёл, и только когда стол лёг, Юг сказал: «У нас это "
        "две масти». Можно мне теперь поменять пас?")
    assert ruling.status == "final", ruling.questions
    assert ruling.irregularity == "misinformation", ruling.laws
    assert "21B3" in ruling.laws, ruling.laws


def test_whose_opening_lead_told_as_a_players_reasoning() -> None:
    ruling = ruled(
        "Торговля: Север 1♥, Восток пас, Юг 2♥, Запад пас, Север пас, Восток пас. Я, "
        "Запад, решил: последним назначал Юг, я от него слева, значит, мой ход. Партнёр "
        "сказал, что ходит он. Кто прав?")
    assert ruling.irregularity == "opening_lead", ruling.laws
    assert "41A" in ruling.laws, ruling.laws


def test_dummy_who_left_his_seat_is_first_to_say_a_defender_revoked() -> None:
    ruling = ruled(
        "Я разыгрывал 4♥ с Юга. Болван встал и пошёл смотреть карты Запада, а потом первым "
        "сказал: «Запад, у тебя же есть пики!» Получу я что-нибудь за ренонс?")
    assert ruling.irregularity == "dummy_breach", ruling.laws
    assert "43B2(A)" in ruling.laws, ruling.laws


def test_dummy_who_wandered_round_announced_the_revoke() -> None:
    ruling = ruled(
        "My partner was declarer in 2♠ and I was dummy. I got up and stood behind East for a "
        "while, and at trick six I announced that East had revoked earlier. Does declarer "
        "get the revoke penalty?")
    assert ruling.irregularity == "dummy_breach", ruling.laws
    assert "43B2(A)" in ruling.laws, ruling.laws


def test_a_card_told_to_dummy_after_a_colon_is_named() -> None:
    ruling = ruled(
        "Контракт 2♠, я Запад, разыгрываю. На столе черви: король, дама, четвёрка. Север "
        "пошёл червонной двойкой. Я болвану: «Старшую черву». Болван положил даму, а я хотел "
        "короля. Какая карта сыграна?")
    assert ruling.irregularity == "designation", ruling.laws
    assert "46B1" in ruling.laws, ruling.laws
    assert offender_letter(ruling) == "W", ruling.offender  # declarer, not his dummy
