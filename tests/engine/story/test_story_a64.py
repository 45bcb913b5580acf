"""A64: words of a table story the story reader did not know (stop 64).

A bookish verb of saying a call («Ю уже произнёс «пас»») tells the call; "RHO was the dealer"
names the dealer with an article between; diminutive suit names («одну пичечку», «две
бубёночки») and «один без козыречка» are bids.

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (5eef98d).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
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
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
