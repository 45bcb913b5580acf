"""P31: play facts a director reads from the words (blind21 dev rows).

- 41B/41C: a review asked in other words («can I have the bidding again»), asked first before
  an explanation; whether the contract is doubled («Контракт в контре?») is 41C; the asker of
  a quoted request is the player named before its colon, not the one who answered.
- 21B1: the partner «ещё не успел ничего сказать»: the auction goes on.
- 41A: «и все трое спасовали» ends the auction, so the opening leader follows.
- 43A1(C): dummy's remark said with an old-fashioned verb («молвил»).
- 44C: a card of the suit led played after a wish to discard, or told by a pronoun («я её и
  дала»), follows suit: no revoke.
- A dialect elision («quick 'un») opens no quote.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.conduct.reading import read_story_facts
from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_review_asked_in_plain_words_after_a_card_played_is_too_late() -> None:
    ruling = ruled(
        "Right 'un for you. I was declarer in 3NT, North. The lead came, dummy went down and "
        "we played out trick one. At trick two I says 'could I have the auction again?' and "
        "then 'what did their 2D mean?'. East says nope, too late. Right?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "41C" in ruling.laws or "41B" in ruling.laws
    assert "поздно" in ruling.summary.lower()


def test_whether_the_contract_was_doubled_may_be_asked_by_a_defender_in_the_play() -> None:
    ruling = ruled(
        "Играли 3♠, разыгрывал Восток. Первый ход сделала моя партнёрша (Юг), стол выложили. "
        "Перед своей картой я спросил: «Контракт в контре?». Разыгрывающий промолчал. Имел я "
        "право спросить?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert "41C" in ruling.laws
    assert "вистующий" in ruling.summary.lower()


def test_the_asker_is_the_player_named_before_the_colon_of_his_request() -> None:
    situation, _ = read_story_facts(
        "Играли 2♥, разыгрывал Юг. Я, сидя на Западе, положил первый ход рубашкой вверх и ещё "
        "не открыл его, когда мой партнёр, Восток, негромко произнёс: «Если можно, повторите "
        "торговлю». Юг тут же возразил: «Ход уже сделан, поздно». Кто прав?")
    assert situation is not None
    assert situation.seat is Seat.E


def test_a_partner_who_had_no_time_to_call_keeps_the_auction_open_for_a_change() -> None:
    ruling = ruled(
        "Сдавал Юг. Юг 1♥, Запад 2♦. Я (Север) спросил, что это, Восток сказал: «натурально». "
        "Я спасовал, Восток пас, и тут Восток поправился: «это обе чёрные». Партнёр мой ещё "
        "не успел ничего заявить. Можно мне поменять пас?")
    assert (ruling.status, ruling.irregularity) == ("final", "misinformation")
    assert "21B1" in ruling.laws


def test_all_three_passed_ends_the_auction_and_names_the_opening_leader() -> None:
    ruling = ruled(
        "Сдавал Север. Север открыл одной пикой, Восток пас, Юг две пики, Запад пас, Север "
        "четыре пики, и все трое спасовали. Кто ходит первым, Восток или Запад?")
    assert (ruling.status, ruling.irregularity) == ("final", "opening_lead")
    assert "Восток" in ruling.summary


def test_dummys_remark_with_an_old_fashioned_verb_is_a_breach() -> None:
    ruling = ruled(
        "Играли 4♥, разыгрывал Запад, Восток лёг болваном. На пятой взятке Восток не утерпел "
        "и молвил: «Не так надо было, голубчик, козыри сначала». Север возмутился. Можно "
        "болвану так?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A1(C)" in ruling.laws


def test_a_card_of_the_suit_led_told_by_a_pronoun_follows_suit() -> None:
    ruling = ruled(
        "Играли 3♠, разыгрывал Север. Со стола пошли бубной, у меня была только ♦4, я её и "
        "положила. Партнёр потом ворчит: «надо было козырнуть, у тебя ♠9 была». Обязана я "
        "была давать бубну?")
    assert ruling.irregularity == "follow_suit"
    assert ruling.status == "final" and not ruling.outside


def test_a_wish_to_discard_then_a_card_of_the_suit_led_is_no_revoke() -> None:
    ruling = ruled(
        "Играли 3БК, разыгрывал Восток. Партнёр пошёл ♥К. У меня черви есть, две. Хотелось "
        "сбросить пику, показать силу. Подумал и положил всё-таки ♥4. Можно было пику?")
    assert (ruling.status, ruling.irregularity) == ("final", "follow_suit")
    assert ruling.offender is None or ruling.offender is not Seat.N
    assert not ruling.outside


def test_lithuanian_play_roles_name_the_defender_who_put_a_fifth_card() -> None:
    ruling = ruled(
        "Klausimas. 3 vynai, lošėjas Rytai, stalas Vakarai. Пятая взятка: все четверо уже "
        "сыграли, и тут Pietūs кладёт на взятку ещё и ♦7 — думал, что не сыграл. На ход не "
        "похоже. Что теперь?")
    assert (ruling.irregularity, ruling.offender) == ("fifth_card", Seat.S)
    assert "45E1" in ruling.laws


def test_the_teller_leading_from_dummy_is_no_warning_from_dummy() -> None:
    ruling = ruled(
        "Сдавал я, торговля короткая: в первом круге я 1 пика, левый пас, партнёр 3 пики, "
        "правый пас; во втором круге я 4 пики, и круг обошёл. Играю, партнёр — болван. Хожу "
        "со стола бубной, правый кладёт бубну, а я сбрасываю трефу. Партнёр мне: «Бубен "
        "нет?» Кто прав?")
    assert ruling.irregularity == "dummy_right"
    assert "42B1" in ruling.laws


def test_misinformation_owned_as_a_wrong_explanation_before_partner_calls() -> None:
    ruling = ruled(
        'West dealt and opened 2D. I asked, and East said "weak, diamonds". I passed, East '
        "passed, and then East said: sorry, it is actually a Multi. My partner has not called "
        "yet. Can I change my pass?")
    assert (ruling.status, ruling.irregularity) == ("final", "misinformation")
    assert "21B1" in ruling.laws


def test_a_suit_mumbled_without_a_rank_is_the_lowest_even_if_a_rank_follows_later() -> None:
    ruling = ruled(
        "4♥, играет Ю, С — болван. На столе в бубнах ♦Д73. Взятка 5. Ю с руки пошёл ♦2, З "
        "положил ♦9. Ю пробормотал: «бубну» — и задумался. С ждёт. Через полминуты Ю: «ну, "
        "♦Д». В говорит: названа масть без карты — значит младшая. Какая бубна играется?")
    assert (ruling.status, ruling.irregularity) == ("final", "designation")
    assert "46B2" in ruling.laws


def test_seats_told_as_the_players_from_them_in_dialect() -> None:
    ruling = ruled(
        "Играли 4♦, разыгрывал восточный, болваном западный. Я северянин. Напарник мой южанин "
        "пошёл ♦4, с болвана легла ♦9, я бубен не имел, скинул ♠J, а восточный с руки ♦3. Чья "
        "взятка и откуда ходить?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None and (ruling.trick.winner, ruling.trick.next_leader) == (
        Seat.W, Seat.W)


def test_a_revoke_only_supposed_does_not_make_the_asked_player_a_defender() -> None:
    ruling = ruled(
        "Я разыгрывала 3♥, партнёр — болван. В четвёртой взятке ходят пики, я сбрасываю "
        "трефу, и партнёр спрашивает: «Пик нет, партнёр?» Левый возмутился. А если бы это он "
        "не дал в масть, болван мог бы спросить его?")
    assert ruling.irregularity == "dummy_right"
    assert "42B1" in ruling.laws and not ruling.outside


def test_dummys_cards_told_with_got_let_a_rank_named_alone_be_ruled() -> None:
    ruling = ruled(
        "Declaring 3NT from North, dummy South. Trick 5, East leads a club. Dummy's out of "
        "clubs, got ♠J, ♥J and ♦J. I says 'jack' and dummy just sits there. Which jack?")
    assert ruling.irregularity == "designation"
    assert "46B3(B)" in ruling.laws
