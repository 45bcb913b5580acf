"""P54: words of the play the play reader did not know (stop 54).

Dummy giving a card «a little push forward» indicates it (45F); a defender who reached to
discard but stopped and «ничего не положил», or asked first whether he might, has played no
card: whether he must follow is 44C's question, with nobody at fault; a defender who «chucks»
a card or «trumps it» on a suit led and later «finds the» card of that suit revoked (Laws
61-64, outside the text), and he is the offender; «Все пас, 2♠ у Севера» tells the contract,
not a call made after the auction (the misinformation found once dummy was down is then the
case: too late to change a call, 21B3).

Each worded unlike the post that revealed the gap, ruled through the story door.
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_gives_a_card_a_little_push_forward",
     "4S by me, partner dummy. At trick five, while I was thinking, partner gives the king of "
     "hearts a little push forward. I had said nothing. What now?",
     "final", "dummy_indicated_card", "N", "45F"),
    ("a_defender_who_stopped_before_discarding_played_nothing",
     "Юг играл 4♠, я сидел на Западе. Юг пошёл с руки маленькой червой, партнёр дал "
     "пятёрку, со стола двойка, а у меня в червах один король, и жалко его, я уже потянулся "
     "сбросить бубну. Но остановился, ничего не положил и решил спросить судью. Можно не "
     "давать короля?",
     "final", "follow_suit", "-", "44C"),
    ("a_partner_who_chucked_a_card_then_finds_the_suit_led_revoked",
     "3NT by South, I'm West. Trick four, declarer leads a spade and my partner East chucks a "
     "heart. At trick eight he finds a small spade tucked behind his clubs. Declarer wants "
     "tricks. How many?",
     "outside", "follow_suit", "E", "64"),
    ("a_partner_who_trumped_then_finds_the_suit_led_revoked",
     "4H by North, I'm West. Trick six, declarer leads a diamond and my partner East trumps it "
     "and wins. Then East leads a club. A trick later he finds the four of diamonds among his "
     "spades. What happens now?",
     "outside", "follow_suit", "E", "64"),
    ("the_contract_told_after_all_pass_is_no_call",
     "Север открыл 1♠, Восток пас, Юг 2♠. Я на западе спросила Севера, что это, он сказал: "
     "натурально. Все пас, 2♠ у Севера. Юг выложил стол, а там блок. Что теперь?",
     "final", "misinformation", "N", "21B3"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
