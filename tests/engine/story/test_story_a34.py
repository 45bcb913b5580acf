"""A34: a player tag in brackets after a call does not cut a run of shorthand; the agent of
a passive verb after the call is its player; an aside between dashes keeps its player; a
refusal told in any words joins the calls after it to the auction; a call out of turn told
first and cancelled goes back where it was made when the auction is told again without it.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.story.told_checks import auction_ruled, calls_made


def test_a_bracketed_tag_does_not_cut_the_shorthand_after_it() -> None:
    text = "Сдаёт Юг. 1♣ – 1♥ (левый) – п – и тут правый говорит 1♠. Это в очередь?"
    assert calls_made(text) == [(None, "1♣"), (Seat.W, "1♥"), (None, "пас"), (Seat.E, "1♠")]
    irregularity, _, _ = auction_ruled(text)
    assert irregularity == "none"


def test_the_agent_after_a_passive_verb_owns_the_call() -> None:
    text = ("Сдавал Север. Севером открыто 1♠, Востоком — пас, и прежде чем Югом было что-то "
            "сказано, 2♥ было заявлено Западом. Как быть?")
    assert calls_made(text) == [(Seat.N, "1♠"), (Seat.E, "пас"), (Seat.W, "2♥")]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")


def test_a_refusal_in_the_passive_joins_the_calls_told_after_it() -> None:
    text = ("Сдающий Юг. Югом открыта 1 трефа, и пас был сказан Востоком вне очереди. Западом "
            "он принят не был и был снят. После этого Западом было сказано 1♦, а Востоком — "
            "1♥. Что теперь Востоку?")
    calls = calls_made(text)
    assert calls[:2] == [(Seat.S, "1♣"), (Seat.E, "пас")]
    assert calls[-1] == (Seat.E, "1♥")


def test_an_exclamation_inside_dashes_keeps_the_player_before_them() -> None:
    text = "Восток открыл 1♥, Юг пас, и тут С — а очередь была З! — говорит пас. Что теперь?"
    assert calls_made(text)[-1] == (Seat.N, "пас")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", "N")


def test_an_english_refusal_joins_the_next_call() -> None:
    text = ("RHO opened 1D, I passed, and partner doubled before LHO had a chance. LHO refuses "
            "to accept it. LHO then bid 1S. Now what?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "N")
    assert "32B2" in laws


def test_a_cancelled_call_goes_back_before_the_player_in_turn() -> None:
    text = ("Board 3. LHO jumped the gun and bid 1S first, before the dealer. We did not accept "
            "it and the director cancelled it. Then: S 1C, W 1S, N pass. Any penalty now?")
    assert calls_made(text) == [(Seat.W, "1♠"), (Seat.S, "1♣"), (Seat.W, "1♠"),
                                (Seat.N, "пас")]
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")
    assert "31A2(A)" in laws


def test_a_cancelled_call_at_partners_turn_is_put_before_partners_call() -> None:
    text = ("Сдача 2, сдавал Восток. После 1♦ Востока я (Юг) поспешил и сказал 1♠ — очередь "
            "была не моя, а партнёра. Восток не принял. Дальше так: В 1♦ – Ю пас – З 2♦ – "
            "С пас. Партнёр должен был молчать?")
    calls = calls_made(text)
    assert calls[:3] == [(Seat.E, "1♦"), (Seat.S, "1♠"), (Seat.S, "пас")]


def test_a_call_in_turn_after_a_refusal_is_not_moved() -> None:
    text = ("Сдавал Север. Север 1♣, Восток пас, Юг 1♥, Запад пас. Никто ничего не отменял и "
            "не принимал. Потом Север 2♥, все пас. Всё верно?")
    irregularity, _, _ = auction_ruled(text)
    assert irregularity == "none"


def test_calls_over_a_bid_above_seven_before_anyone_noticed_make_it_35c() -> None:
    text = ("Сдача 7, сдавал Юг. Юг 1♦, Запад 1♥, Север 6♦, Восток 7♥, Юг 7БК, Запад 8♥. "
            "Никто не заметил: Север пас, Восток пас, Юг пас. Потом ТД снял 8♥. Штраф будет?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", "W")
    assert "35C" in laws and "23A" not in laws


def test_the_call_a_change_replaced_is_the_call_made_when_untold() -> None:
    text = "Сдавала Восток. Восток заменила 1♦ на 1♥, не успел я и рта раскрыть. Это можно?"
    assert calls_made(text) == [(Seat.E, "1♦")]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "E")


def test_a_call_one_intended_is_not_made() -> None:
    text = ("Сдавал Север. Север сказал «две пики», хотя намеревался сказать «две трефы», и "
            "сразу же поправился. Восток молчал. Что решать?")
    assert calls_made(text) == [(Seat.N, "2♠")]


def test_a_clause_after_the_call_names_its_player() -> None:
    text = ("Сдавал левый, он открыл 1♣, потом они с партнёром быстро дошли до 6♣, объявил "
            "правый. И тут левый вдруг говорит «восемь треф». Что теперь?")
    calls = calls_made(text)
    assert (Seat.E, "6♣") in calls and calls[-1] == (Seat.W, "8♣")


def test_passing_to_the_end_told_as_a_duty_is_no_calls() -> None:
    text = ("Сдавал Юг: 1♠ – пас – 4♠ – 5♦. ТД решил: Юг и Север пасуют до конца торговли. "
            "Так и было?")
    assert calls_made(text) == [(None, "1♠"), (None, "пас"), (None, "4♠"), (None, "5♦")]


def test_a_name_calling_at_my_turn_is_my_partner() -> None:
    text = ("Сдавал Запад. Запад 1♥, Север пас, Восток 2♥, и тут Маша тут же сказала «пас», "
            "хотя была моя очередь. Запад не принял. Что теперь Маше?")
    calls = calls_made(text)
    assert calls[-1] == (Seat.N, "пас")


def test_a_card_taken_back_by_its_pronoun_and_another_put() -> None:
    text = ("Сдавал Юг: 1♣, Запад выложил 1♠, потом убрал его и положил 1БК. Север замену не "
            "принял. Что решать?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "W")


def test_swedish_seats_with_their_marks_dropped() -> None:
    text = ("Board 5, Nord dealer: Nord 1♥, Öst pass, Syd 4♥, Väst 5♣, Nord 7♥, pass, pass, "
            "and Väst says 8♣. What now?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_above_seven", "W")


def test_partner_abbreviated_with_a_hyphen_and_cut_words() -> None:
    text = ("Сд. 8, сд. З. П-р (С) вне оч. открыл 1т, была очередь З. В не принял, ТД отменил. "
            "Дальше З 1ч, п-р снова 2т. Что мне?")
    calls = calls_made(text)
    assert calls[0] == (Seat.N, "1♣") and calls[-1] == (Seat.N, "2♣")


def test_a_seat_in_brackets_inside_an_aside_is_not_the_caller() -> None:
    text = ("Dealer North. North 1♦, East pass, South 1♠, and then East, before I (West) could "
            "call, said 2♣. Partner did not accept.")
    assert calls_made(text)[-1] == (Seat.E, "2♣")


def test_the_first_call_told_and_cancelled_was_at_the_dealers_turn() -> None:
    text = ("Сдача 3, сдающий Юг. Юг ещё раскладывал карты, а Запад уже сказал 1♦. Север не "
            "принял, ТД заявку аннулировал. Дальше так: Юг 1♣ – Запад 1♦ – Север пас. Что "
            "теперь Востоку?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")
    assert "31A2(A)" in laws


def test_a_dealer_letter_then_a_verb_of_opening() -> None:
    text = "Сдавал З, открыл 1 трефу, С пас, В 1 бубна, Ю пас, З 1 пика. Всё ли правильно?"
    assert calls_made(text)[0] == (Seat.W, "1♣")


def test_romanian_notrump_glued_to_its_level() -> None:
    text = "Dealer N. N 1FA, E pas, S 2FA, V pas. Нормально?"
    assert calls_made(text)[0] == (Seat.N, "1БК")


def test_a_double_said_with_the_bid_it_is_on_names_that_bid_only() -> None:
    text = ("Board 4, Väst dealer. Väst 1♥, Nord pass, Öst 2♥, Syd pass, Väst pass, and Nord "
            "reopened with «dubbel 2 hjärter». Is that legal?")
    calls = calls_made(text)
    assert calls[-1] == (Seat.N, "контра") and len(calls) == 6


def test_a_contract_played_on_another_board_is_no_call() -> None:
    text = ("Клубный вечер. На 5-й сдаче все отыграли 3 червы. На 6-й: сдавал С, 1 пика, В "
            "пас, Ю контра, З пас. Что теперь?")
    calls = calls_made(text)
    assert calls[0] == (None, "1♠") and len(calls) == 4
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", "S")


def test_the_calques_of_a_machine_translation() -> None:
    text = ("Дилер Восток. Восток сделал ставку 1 клуб, я 2 лопаты, мой ЛПО сделал ставку 3 "
            "бриллианта, партнёр пас, ППО 3 сердца. Всё ли легально?")
    calls = calls_made(text)
    assert calls == [(Seat.E, "1♣"), (Seat.S, "2♠"), (Seat.W, "3♦"), (Seat.N, "пас"),
                     (Seat.E, "3♥")]


def test_where_other_tables_ended_is_no_call_and_a_bid_again_can_be_insufficient() -> None:
    text = ("Вторник, 8 пар. Сдача 2 спокойная, все в 3БК. На сдаче 5: сдавал Ю, 1 трефа, З "
            "1 бубна, С 1 черва, В пас, Ю 1 пика, и З сказал 1 бубна — недостаточно. С не "
            "принял. Что теперь?")
    calls = calls_made(text)
    assert calls[0] == (None, "1♣") and calls[-1] == (Seat.W, "1♦")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "W")


def test_a_sentence_putting_the_last_words_right_keeps_its_speaker() -> None:
    text = ("Сдавал Восток. Восток 1♦, и я, не дождавшись партнёра, сказал кон тра. Ну то есть "
            "контра. Восток не принял. Что теперь?")
    assert calls_made(text)[-1] == (Seat.N, "контра")  # I called at my partner's turn: North
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("double_out_of_rotation", "N")
