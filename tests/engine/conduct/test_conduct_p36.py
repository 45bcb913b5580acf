"""P36: a card stuck to the one played, both lying in the trick, is one card too many in it
(45E) though the post never says «fifth» and an opponent calls it a penalty card; dummy
keeping the score with his played cards; a suit found later «оказывается» is a revoke (Laws
61-64, outside the text); a claim's «беру … все» is no longer found in «беру взятку тузом,
все четыре карты лежат».

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import ruled


def test_declarers_card_stuck_to_another_is_a_fifth_card() -> None:
    ruling = ruled(
        "Play 4♠ by North, I'm East. I led a heart, South followed, and North played the ♥2 "
        "with the ♦J stuck to it: both cards landed on the trick. West wants the jack as a "
        "penalty card. Is he right?")
    assert ruling.irregularity == "fifth_card"
    assert "45E2" in ruling.laws


def test_a_defenders_card_stuck_to_his_own_is_a_fifth_card() -> None:
    ruling = ruled(
        "Я Восток, вистую против 3БК Юга. Партнёр пошёл пикой, болван дал малую, я положил "
        "валета, а к нему прилипла трефовая тройка, и обе легли открытыми во взятку. Юг "
        "хочет штрафную. Как быть?")
    assert ruling.irregularity == "fifth_card"
    assert "45E1" in ruling.laws


def test_dummy_keeping_the_score_is_his_right() -> None:
    ruling = ruled(
        "Я болван, партнёр Север играет 3БК. Я следил за счётом, складывая сыгранные карты "
        "вдоль и поперёк. Запад говорит, что так нельзя. Прав ли он?")
    assert ruling.irregularity == "dummy_right"
    assert "42A2" in ruling.laws


def test_a_suit_found_later_is_a_revoke_outside_the_text() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Север. На пикового туза Восток сбросил бубну, Юг взял. Через "
        "две взятки Восток выкладывает ♠5 — пика у него, оказывается, была. Сколько взяток "
        "нам положено?")
    assert ruling.status == "outside"
    assert "64" in ruling.outside


def test_a_review_asked_after_the_lead_told_face_up_in_other_words() -> None:
    ruling = ruled(
        "Me declaring 2♥ as South. West leads, the card's face up, partner has spread the "
        "dummy, and before calling a card I ask East to run the bidding back for me. East: "
        "too late, the lead's face up. Can I still ask?")
    assert ruling.irregularity == "review_or_explanation"
    assert "41B" in ruling.laws


def test_a_face_down_opening_lead_put_back_is_the_opening_leads_case() -> None:
    ruling = ruled(
        "South is declarer in 2♠, so West is on lead. West put the ♦5 face down, thought "
        "again, took it back and put the ♣Q face down instead, all before it was faced. "
        "May a player take back a face-down lead himself?")
    assert ruling.irregularity == "opening_lead"
    assert "41A" in ruling.laws


def test_a_card_turned_before_the_teller_had_played_is_too_early() -> None:
    ruling = ruled(
        "I was West, declaring 3♣. North led a heart, dummy played low, South played the ace "
        "and turned it face down before I'd even pulled out a card. Is South allowed to do "
        "that?")
    assert ruling.irregularity == "card_turned"
    assert ruling.status == "final"
    assert "45G" in ruling.laws


def test_a_partner_who_has_made_no_call_leaves_the_change_open() -> None:
    ruling = ruled(
        "East dealt 1♣, I (South) passed, West bid 1♦ and East, asked, called it natural. "
        "North passed, then East said: sorry, 1♦ shows hearts. My partner has not yet made "
        "any call since. May I change my pass?")
    assert ruling.irregularity == "misinformation"
    assert ruling.status == "final"
    assert "21B1" in ruling.laws


def test_a_correct_card_misread_is_ones_own_misunderstanding() -> None:
    ruling = ruled(
        "I was North. East opened 1♣ and their card says very clearly: could be two. I did "
        "not read carefully, took it for natural and passed; so did everybody. Nobody "
        "explained anything wrong. Can my pass be changed?")
    assert ruling.irregularity == "own_misunderstanding"
    assert "21A" in ruling.laws


def test_a_bid_passed_out_is_no_deal_passed_out() -> None:
    ruling = ruled(
        "South opened 1♠, West asked and North said 'natural'. I (West) thought it was "
        "artificial and doubled, then North bid 2♠ and it was passed out. On the dummy I saw "
        "my mistake. Any redress?")
    assert ruling.irregularity != "passed_out"


def test_dummy_putting_another_card_than_the_one_named() -> None:
    ruling = ruled(
        "West declares 4♠, East is dummy with ♥A and ♥Q. West called for the queen of "
        "hearts and dummy slapped down the ace; I (South) followed with the two. West: "
        "'I said the queen!' Nobody had played to the next trick. What now?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert "45D" in ruling.laws


def test_a_missing_alert_found_when_dummy_came_down_is_too_late() -> None:
    ruling = ruled(
        "Север открыл 1БК, Восток пас, Юг 2♥, Север не алертовал. Я, Запад, спасовал. "
        "Север сказал 2♠, все пас. Восток зашёл трефой, Юг выложил стол — 2♥ был "
        "трансфер. Что нам положено?")
    assert ruling.irregularity == "misinformation"
    assert "21B3" in ruling.laws


def test_dummy_tidying_his_own_cards_is_no_offence() -> None:
    ruling = ruled(
        "Я болван, Юг; партнёр играет 3♠. Мои бубны на столе лежали криво, и пока партнёр "
        "думал, я переложила даму бубен на место, просто навела порядок. Запад говорит, что "
        "я подсказала. Кто прав?")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is None


def test_a_face_down_lead_swapped_by_the_leader_himself() -> None:
    ruling = ruled(
        "South declares 3♦, so West is on lead. West puts the ♠6 face down, then picks it "
        "back and puts the ♣A face down instead. South says the first card must be led. "
        "Who is right?")
    assert ruling.irregularity == "opening_lead"
    assert ruling.offender is not None and ruling.offender.letter == "W"
    assert "41A" in ruling.laws


def test_dummy_named_in_french_inside_an_english_post() -> None:
    ruling = ruled(
        "West declares 3NT, I am South. Le mort (East) stood up and walked behind declarer "
        "to look at his hand, then said «you're in le mort!» as West reached for a card. "
        "What do we get?")
    assert ruling.irregularity == "dummy_breach"
    assert "43B2(B)" in ruling.laws
