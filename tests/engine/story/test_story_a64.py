"""A64: words of a table story the story reader did not know (stop 64).

A bookish verb of saying a call («Ю уже произнёс «пас»») tells the call; "RHO was the dealer"
names the dealer with an article between; diminutive suit names («одну пичечку», «две
бубёночки») and «один без козыречка» are bids. One opening call told, refused by the
left-hand opponent and nothing put in its place («Сдающий Восток. Я открыл 1♦, а Запад не
принял») was made out of turn (a call in turn needs no accepting); "LHO wouldn't take it" is a
refusal; «объявляет» in the present tense tells a call. A double told, refused or
cancelled, and made again after other calls («прав дбл, хотя очередь парта … тд всё отменил,
парт сказал 2т, прав опять дбл») was first made out of turn by the player who made it again: the
auction asked about is that double and the calls after its cancelling up to its repetition
(32B).

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (5eef98d).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from engine.story.reader import read_story
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("bookish_verb_of_saying_a_pass",
     "Сдача 5, сдающий В. В ещё думал над картами, а Ю уже произнёс «пас». З этот пас принимать "
     "не стал, позвали судью. Что теперь с Ю?",
     "final", "pass_out_of_rotation", "S", "30A"),
    ("rho_was_the_dealer_and_i_opened",
     "Friday duplicate. RHO was the dealer, and before she'd opened her mouth I bid 1S, sure it "
     "was my deal. LHO didn't accept it and the director came. What happens now?",
     "needs_facts", "bid_out_of_rotation", "S", "31"),
    ("diminutive_suits_in_an_insufficient_bid",
     "Я на юге. Партнёрша открыла одну пичечку, правый две трефочки, я две червочки, а левый "
     "сказал две бубёночки. Недостаточно ведь! Партнёрша не приняла. Что теперь будет?",
     "needs_facts", "insufficient_bid", "W", "27"),
    ("diminutive_notrump_and_an_insufficient_bid",
     "Я открыла один без козыречка, левый спасовал, а партнёр мой сказал одну трефочку, "
     "задумался, видно. Правый не принял. Как быть?",
     "needs_facts", "insufficient_bid", "N", "27"),
    ("lone_opening_refused_is_out_of_turn",
     "Сдающий Восток. Я открыл 1♦, а Запад мою заявку не принял и позвал судью. Что теперь "
     "будет со мной и с партнёром?",
     "needs_facts", "bid_out_of_rotation", "S", "31"),
    ("lho_would_not_take_my_opening",
     "Dealer West, so LHO was first to call. I opened 1D anyway. LHO wouldn't take it and the "
     "TD came over. Now what?",
     "final", "bid_out_of_rotation", "S", "31"),
    ("present_tense_announces_a_call_after_the_end",
     "Торговля: С 1♥ – В пас – Ю 4♥ – З пас – С пас – В пас. Всё, конец. Тут З объявляет "
     "«5♣». Ю ничего не говорил. Что будет?",
     "final", "call_after_final_pass", "W", "39"),
    ("shorthand_double_cancelled_then_again",
     "сдавал я. 1ч - лев пас - и прав дбл, хотя очередь парта. я не принял, тд всё отменил, "
     "парт сказал 2т, прав опять дбл. тд сказал лев пасует до конца торговли. так?",
     "final", "double_out_of_rotation", "E", "32B2"),
    ("my_double_out_of_turn_then_again",
     "Board 8, West dealt. 1D-P-X, and that X was mine, though it was East's turn. LHO didn't "
     "accept it, the director came, East passed, and I doubled again. Is there any penalty?",
     "final", "double_out_of_rotation", "S", "32B1"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


def test_a_call_told_again_right_after_the_run_reads_without_an_error() -> None:
    """A call right after the run with no words between them (found by fuzzing): the check
    for a run's last call told again must not index an empty gap."""
    story = read_story("реконтра партнёр cancelled the контра X дбл")
    assert not any("внутренняя ошибка" in note for note in story.notes), story.notes
    assert story.calls, story.notes
