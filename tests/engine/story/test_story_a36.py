"""A36: the last call of a shorthand auction told again in words with its player, where the
story says whose turn it was (the seat the rotation gave that call), was made out of turn by
the player the words name.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_shorthand_double_told_as_made_by_the_player_out_of_turn() -> None:
    text = ("Сдавал Юг. Торговля: 1♠-(пас)-2♠-(пас)-3♠-(контра). Только контру сказал "
            "Восток, а очередь была Запада. Я не принял. Что дальше?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "E")
    assert "32A" in laws


def test_a_shorthand_double_told_as_made_in_turn_stays_where_it_is() -> None:
    text = ("Сдавал Юг. Торговля: 1♠-(пас)-2♠-(пас)-3♠-(контра). Контру сказал Запад, в "
            "свою очередь. Что это значит?")
    irregularity, _, laws = auction_ruled(text)
    assert irregularity == "none"
    assert "19A1" in laws


def test_a_bid_told_apart_after_a_finished_auction_is_a_call_after_the_final_pass() -> None:
    text = ("Сдавал Запад. 1♥ – пас – 4♥ – пас – пас – пас, карточки уже убирали в коробки, "
            "все расслабились. Тут Восток, будущий болван, произносит: «пять червей». Что "
            "теперь?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "E")
    assert "39A" in laws


def test_a_bid_spoken_of_in_the_play_is_no_call_after_the_final_pass() -> None:
    text = ("Сдавал Запад. 1♥ – пас – 4♥ – пас – пас – пас, играет Запад. В третьей взятке "
            "Восток, болван, вздохнул вслух: «надо было пять червей». Так можно?")
    assert [call for _, call in calls_made(text)][-1] == "пас"


def test_a_seats_question_mark_cell_asks_nothing_of_the_line_before_it() -> None:
    text = ("Сдача 7, сдаёт Юг. Юг 1♣ | Зап 1♥, и у него из руки падают две карты лицом "
            "вверх | Сев пас | Вост ? Кто теперь обязан пасовать?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "W")
    assert "24C" in laws


def test_the_player_raised_is_not_the_one_who_calls() -> None:
    text = ("Dealer North. Partner opened 1♦, RHO passed, I bid 1♥, LHO 1♠ and partner "
            "raised me to 1♥, not seeing the spade. I called the director. What now?")
    assert calls_made(text)[-1] == (Seat.N, "1♥")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "N")


def test_a_first_told_call_that_opens_no_auction_does_not_place_the_teller() -> None:
    text = ("Board 5, teams. RHO bid 6♠ and partner, carried away, said 'eight no trump'. LHO "
            "called the director at once. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", "N")


def test_a_contract_someone_wants_the_others_held_to_is_no_call() -> None:
    text = ("Dealer North. North 1♥, East pass, South 2♥, all pass. Then South bid 3♥ by "
            "mistake, and West wanted to hold them to 3♥. The director cancelled it. Right?")
    assert [call for _, call in calls_made(text)][-1] == "3♥"
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", "S")


def test_a_call_after_a_colon_with_its_player_after_it_is_made() -> None:
    text = ("Сдача 3, сдаёт Юг. Открытие: 1♠ Юга. Запад задумался, и тут Восток, не "
            "дождавшись партнёра, говорит «пас». Юг не принял. Что дальше?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "E")
    assert any(law.startswith("30B") for law in laws)


def test_cards_dropped_before_the_dealers_first_call_by_a_player_named_by_a_pronoun() -> None:
    text = ("Сдача 2, сдавала Восток. Она ещё ничего не успела сказать, как уронила карты, и "
            "три легли лицом вверх. Что теперь, кто пасует?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "E")
    assert "24C" in laws


def test_a_call_in_a_question_of_duty_asked_first_is_no_call() -> None:
    text = ("Вопрос: Северу обязательно повторять пас? Ситуация такая: сдавал Юг, Юг 1♥, и "
            "Север, не дождавшись Запада, сказал пас. Запад не принял.")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")
    assert calls_made(text)[0][1] == "1♥"


def test_two_calls_told_as_made_at_once_in_ukrainian_cite_law_33() -> None:
    text = ("Роздавав Південь. Південь 1♥, Захід пас, і тут одночасно Північ каже «2♥», а "
            "Схід — «пас». Хто порушив?")
    _, _, laws = auction_ruled(text)
    assert "33" in laws


def test_a_duty_told_with_a_dash_after_the_player_in_the_dative() -> None:
    text = ("Сдача 2, сдаёт Восток. Юг пасует до открытия, вне очереди; Запад не принял, Югу — "
            "пас в следующую очередь. Дальше: 1♥-2♣-пас. 2♣ — это Юг, забыл. Запад уже "
            "сказал пас. Что теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("call_while_barred", "S")
