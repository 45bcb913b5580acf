"""A70: a shift log's times, a contract told before its auction, calls told in a thought, a
seat letter before «него», passes «один за другим», a long think before a change, «there the
matter rested», a card reached for and another pulled (stop 70).

«19:02 — контракт 3♠ у С (партнёр), три паса»: the dash after a time of day opens a line of
the log and is no pass; «С (партнёр)» seats the teller opposite North; a contract with «у» and
its seat names the declarer, so a bid after the final pass is a defender's (39B). «4♠ by North,
1♠ then 4♠»: the contract told first and then its auction is one bid, the auction's last, and
the card put face up afterwards is no card exposed in the auction. «видно решил, что это Валя
черву сказала»: who a player thought had called places nobody; «свою же партнёршу законтрил»:
the player doubled does not call. «а С вперёд него: «пас»»: the letter before «вперёд него»
and a colon is the caller. «Запад, Север и Восток один за другим спасовали»: three passes.
"had a good think" before a change is a pause (25B), "I took 2S" the call chosen after it.
"and there the matter rested": the auction is over, so who leads is the question (41A). «тянусь
за 1♥, а вытаскиваю 1♠ … даже не вздохнула»: the card reached for is meant, the one pulled is
the call, put right at once (25A). "thinking we play SOS redoubles": a thought, and «SOS» an
acronym, no player. «ТД вернул торговлю Ю, тот открыл 1ч»: «тот» is the player the auction was
handed back to. "Whether LHO had already passed … nobody agrees": a pass in dispute is no
call. "after t' hand", "Board 4 were fouled": a wrong explanation found after the hand (75),
a fouled board (87). «сказал 1♥ и прям в ту же секунду без паузы ой 1♠»: the call after
«ой» puts the one before right at once (25A); «контру нацелился»: a double aimed at, not made.
«и тут левый снова p»: only a word of when between a player and his shorthand pass.

Each worded unlike the post that revealed the gap; every case fails on the session start
(dabca1c).
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.search import Searcher
from engine.story.reader import read_story
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("a_shift_log_call_after_the_final_pass_by_a_defender",
     "Сдача 5. / 19:02 — контракт 3♠ у С (партнёр), три паса. / 19:03 — ПП после финального "
     "паса: «4♥!» / 19:04 — ТД у стола. Что за это их стороне?",
     "final", "call_after_final_pass", "E", "39B"),
    ("who_a_player_thought_had_called_places_nobody",
     "Левая открыла 1♥, Валя пас, а правый сосед Пётр Ильич вдруг: «контра!» Свою же "
     "партнёршу законтрил, видно решил, что это Валя черву сказала. Позвали судью. Что теперь?",
     "final", "inadmissible_double", "E", "36"),
    ("a_seat_letter_before_vperyod_nego_and_a_colon_calls",
     "Сдача 3. Ю — 1♦. Очередь З, а С вперёд него: «пас». Сразу позвали судью. Как быть?",
     "final", "pass_out_of_rotation", "N", "30B1"),
    ("passes_one_after_another_end_the_auction",
     "Север открыл 1♥, Восток пас, Юг 4♥, и Запад, Север и Восток один за другим спасовали. "
     "Однако Запад вслед за последним пасом сказал «5♣». Что делать?",
     "final", "call_after_final_pass", "W", "39B"),
    ("a_good_think_before_the_change_and_the_call_taken",
     "Partner opened 1D, RHO passed, I said 1S, then had a good think and said 'make it 2S'. "
     "LHO refused the change. The TD said I could keep 1S or choose another call. I took 2S. "
     "Was that right?",
     "final", "change_of_call", "S", "25B2(B)(2)"),
    ("there_the_matter_rested_ends_the_auction",
     "I opened 1♥, LHO bid 2♣, partner 4♥, and there the matter rested. Then both defenders "
     "reached for a card at once. Which of them ought to have led, and how?",
     "final", "opening_lead", "-", "41A"),
    ("the_card_reached_for_is_meant_the_one_pulled_is_changed_at_once",
     "Партнёр открыл 1♦, правая пас, я тянусь за 1♥, а вытаскиваю 1♠! Тут же, даже не "
     "вздохнула, кладу 1♥ сверху. Левая зовёт судью. Что теперь?",
     "final", "change_of_call", "S", "25A"),
    ("thinking_we_play_rescue_redoubles_is_a_thought",
     "RHO dealt and opened 1D, I doubled, LHO passed, and my partner, tired or thinking we play "
     "SOS redoubles, says redouble. Redoubling my own double! The TD was called before anyone "
     "else said a word. Ruling?",
     "final", "inadmissible_double", "N", "36"),
    ("tot_after_the_auction_handed_back_to_a_seat_letter",
     "Стол 5, сдаёт Ю. Ю ещё думает, а З уже: «пас». Зовём ТД. ТД вернул торговлю Ю, тот открыл "
     "1ч. Теперь очередь З. Ему можно заявлять?",
     "final", "pass_out_of_rotation", "W", "30A"),
    ("a_pass_in_dispute_after_whether_is_no_call",
     "LHO opened 1♥ and I bid 1♦ without looking. Whether LHO had already passed by then nobody "
     "agrees. I then offered 2♦. Ruling?",
     "needs_facts", "insufficient_bid", "S", "27"),
    ("a_wrong_explanation_found_after_t_hand",
     "Board 9: after t' hand it turned out LHO told us it were natural, but they play it as a "
     "transfer. We only found out once t' hand were over. Can t' TD do owt?",
     "outside", "none", "-", "75"),
    ("a_board_were_fouled",
     "Board 4 were fouled, seemingly: two cards had been swapped between North's and East's "
     "pockets. Does our score stand?",
     "outside", "none", "-", "87"),
    ("oops_in_the_same_second_puts_the_call_right",
     "Левый сдавал, сказал 1♥ и прям в ту же секунду без паузы ой 1♠, видно оговорился. Я уже "
     "на черви контру нацелился, а судья сказал: 1♠ стоит. Так?",
     "final", "change_of_call", "W", "25A"),
    ("again_between_a_player_and_his_shorthand_pass",
     "я 1h левый (1s) партнер p и тут левый снова p вместо своего партнера. правый молчит, судья "
     "пришёл сразу. что теперь можно правому?",
     "final", "pass_out_of_rotation", "W", "30B2(A)"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_a_contract_told_before_its_auction_is_its_last_bid() -> None:
    story = read_story("3NT by East, 1NT then 3NT, nothing fancy. South was on lead.")
    assert [str(call.call) for call in story.calls] == ["1БК", "3БК"]
    assert story.calls[-1].seat is Seat.E


def test_a_time_of_day_before_a_dash_is_no_pass() -> None:
    story = read_story("22:40 — контракт 4♥, три паса. / 22:41 — Запад после финального паса: "
                       "«4♠!»")
    assert [(str(call.call), call.seat) for call in story.calls] == [("4♠", Seat.W)]
