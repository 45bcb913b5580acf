"""P48: a revoke told by the cards of a trick (a player who threw another suit on the suit led)
and a card of the suit led found in his hand later («у Запада находится ♠7»: Laws 61-64, the
revoker named, not the declarer whose contract «West played 4♠» names); an opening lead put
out face up by the wrong defender right after the auction, told by who should have led («а
выходить должен был …»: Law 54, the offender named); a card put face up after the words end
the auction with its contract ("the auction ended with North in 3NT") is no card exposed in
the auction (24) but a lead; a lead from declarer's hand after dummy won the trick ("out of his
own hand": Law 55); a card added to a full trick by a player who thought he had not played to
it is no lead (45E); a card declarer "called for" is led from dummy (44); the teller who was
dummy warning declarer («я сидел болваном … я ей говорю: ты на столе») used dummy's right
(42B2); a contract "by my partner West" is West's; and a defender's card held «лицом ко мне»,
told by declarer, tells nothing of whether the defender's partner could see it (45C1 asks); a
doubt about the contract played («с контрой ли играю?») is no doubt about a card played; and a
level in digits with a suit in quotes («2 пики») is a call, not a card named (45C4).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import offender_letter, ruled


def test_a_suit_found_later_in_the_hand_of_a_player_who_discarded_is_his_revoke() -> None:
    ruling = ruled(
        "3БК у Севера, я Восток. Взятка 4: Юг ходит ♠К, я ♠2, Север ♠5, Запад сбрасывает ♥3. "
        "Взятка Юга. Дальше играли как обычно. После последней взятки у Запада находится ♠7. "
        "Что нам за это будет?")
    assert ruling.irregularity == "follow_suit", ruling.summary
    assert offender_letter(ruling) == "W", ruling.offender
    assert set(ruling.outside) & {"61", "62", "63", "64"}, ruling.outside


def test_a_discard_with_no_later_holding_is_not_a_revoke() -> None:
    ruling = ruled(
        "3БК у Севера, я Восток. Взятка 4: Юг ходит ♠К, я ♠2, Север ♠5, Запад сбрасывает ♥3. "
        "Кто взял взятку и кто ходит дальше?")
    assert ruling.irregularity == "trick", ruling.summary


def test_an_opening_lead_by_the_wrong_defender_told_by_who_should_have_led() -> None:
    ruling = ruled(
        "Контракт 2♥, играет Север, Юг будет болваном. Последний пас — и Запад тут же "
        "выложил ♦Д лицом вверх. А выходить должен был Восток. Что теперь с дамой?")
    assert ruling.irregularity == "opening_lead", ruling.summary
    assert offender_letter(ruling) == "W", ruling.offender
    assert "54" in ruling.outside, ruling.outside


def test_a_card_faced_after_the_auction_ended_with_its_contract_is_a_lead() -> None:
    ruling = ruled(
        "The auction ended with North in 3NT; I was East, my partner West. Before I had even "
        "picked a card, West tossed the ♣K face up onto the table. Dummy hadn't come down. "
        "What now?")
    assert ruling.irregularity == "opening_lead", ruling.summary
    assert offender_letter(ruling) == "W", ruling.offender
    assert "54" in ruling.outside, ruling.outside


def test_a_lead_from_hand_after_dummy_won_the_trick_is_a_lead_from_the_wrong_hand() -> None:
    ruling = ruled(
        "4♠ by South, I'm West. At trick nine dummy wins with the ♦A, and declarer leads the "
        "♣5 out of his own hand. My partner says: you're in dummy. What now?")
    assert "55" in ruling.outside, (ruling.outside, ruling.summary)


def test_a_card_added_by_a_player_who_thought_he_had_not_played_is_no_lead() -> None:
    ruling = ruled(
        "3♥ играет Север. Взятка: Восток пошёл ♣К, Юг ♣2, Запад ♣5, Север ♣А. Пока все "
        "смотрели, Север положил сверху ещё ♣3 — подумал, что в эту взятку не играл. Что с "
        "этой тройкой?")
    assert ruling.irregularity == "fifth_card", ruling.summary
    assert ruling.status == "final", ruling.questions


def test_a_card_called_for_by_declarer_is_led_from_dummy() -> None:
    ruling = ruled(
        "Spades are trumps, 4♠ by North, I'm East. Dummy won trick three, and declarer called "
        "for the ♥A; West played the ♥4, declarer threw the ♦2 and I ruffed with the ♠3. "
        "Declarer took the trick saying an ace always wins. Whose trick is it?")
    assert ruling.irregularity == "trick", ruling.summary
    assert ruling.trick is not None and ruling.trick.winner.letter == "E", ruling.trick


def test_the_teller_who_was_dummy_warning_declarer_is_dummys_right() -> None:
    ruling = ruled(
        "я сидел болваном, жена разыгрывала 4♥ с запада. стол взял взятку, а она уже берёт "
        "карту из руки. я ей говорю ты на столе. соперники возмутились. нельзя было?")
    assert ruling.irregularity == "dummy_right", ruling.summary
    assert ruling.status == "final", ruling.questions
    assert "42B2" in ruling.laws, ruling.laws


def test_a_contract_by_my_partner_named_with_his_seat_is_that_seats() -> None:
    ruling = ruled(
        "3♦ by my partner West, so I was dummy in East. Trick four, declarer led a spade from "
        "hand and North played low, and before declarer named a card I slid the ♠K forward "
        "an inch. South called the director. What now?")
    assert ruling.irregularity == "dummy_indicated_card", ruling.summary
    assert offender_letter(ruling) == "E", ruling.offender


def test_the_contract_played_is_no_card_discarded_by_its_declarer() -> None:
    ruling = ruled(
        "West played 4♠ and I was North. At trick five declarer led a diamond and my partner "
        "South threw a club. Two tricks later, after we had all played to the next trick, he "
        "found the ♦6 among his hearts. How many tricks go to West?")
    assert ruling.irregularity == "follow_suit", ruling.summary
    assert offender_letter(ruling) == "S", ruling.offender


def test_a_card_held_facing_declarer_who_tells_it_leaves_the_partner_unknown() -> None:
    ruling = ruled(
        "Вопрос. 1) 2♠ играю я, юг. 2) С руки пошла трефа. 3) Восток достал ♣Д и держал её "
        "лицом ко мне. Даму я видел. 4) Потом положил ♣4. 5) Видел ли даму запад — не знаю. "
        "Должен восток играть дамой?")
    assert ruling.irregularity == "card_played", ruling.summary
    assert offender_letter(ruling) == "E", ruling.offender
    assert ruling.status == "needs_facts", ruling.summary


def test_a_doubt_about_the_contract_played_is_no_doubt_about_cards_played() -> None:
    from engine.conduct.reading import situation_from_story

    text = ("Я разыгрывал 3♠ с юга, сыграл уже две взятки и тут засомневался, была ли контра. "
            "Попросил повторить торговлю, мне отказали: поздно. Неужели я не могу узнать даже, "
            "с контрой ли играю?")
    situation = situation_from_story(text)
    assert situation is not None
    assert situation.played_card is True, situation
    ruling = ruled(text)
    assert ruling.irregularity == "review_or_explanation", ruling.summary
    assert ruling.status == "final", ruling.questions


def test_a_level_in_digits_and_a_suit_in_quotes_is_a_call_not_a_card_named() -> None:
    ruling = ruled(
        "Север — 1 трефа, Восток — пас, я сказал «2 пики», а секунд через пять передумал и "
        "сказал «3 пики». Запад замену не принял. Что остаётся?")
    assert ruling.irregularity == "change_of_call", ruling.summary


def test_a_card_held_facing_the_teller_is_held_by_the_one_named_not_by_the_teller() -> None:
    ruling = ruled(
        "Я на севере, Оля напротив, Костя разыгрывал 3 бубны. Оля вистовала, достала даму "
        "треф, подержала и убрала, а сыграла маленькую трефу. Костя говорит, Оля держала даму "
        "лицом ко мне. Должна Оля играть дамой?")
    assert ruling.irregularity == "card_played", ruling.summary
    assert offender_letter(ruling) == "S", ruling.offender


def test_the_teller_told_declarer_in_an_aside_is_declarer_not_dummy() -> None:
    from engine.conduct.reading import situation_from_story
    from engine.conduct.situation import Role

    situation = situation_from_story(
        "Когда торговля закончилась, правый противник открыл карту первого хода, партнёр "
        "выложил руку болвана, а я, будучи разыгрывающим, попросил повторить торговлю. "
        "Соперники отказали. Правы ли они?")
    assert situation is not None
    assert situation.actor is Role.DECLARER, situation
    assert situation.lead_faced is True, situation
