"""P65: a call misunderstood by its own player, told by what the agreement says (stop 65).

An agreement or the opponents' card told («у нас в КК это форсинг», «в их карточке стоит
15-17», "in our card it is written Multi", «мы договорились, что 2♦ — Михаэлс») beside a
player's belief about the call («я подумал, что инвит», "I thought it was a weak two",
«приняла его за натуральные бубны»), with nothing of the play told: the player misunderstood
a call that was explained right, and gets no redress (21A). A belief about whose turn it was
is not such a misunderstanding.

Each worded unlike the post that revealed the gap, ruled through the story door; every one of
``CASES`` fails on the session start (99a657a). ``GUARDS`` keep what the new reading must not
take: each fails once its exclusion is taken out.
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("jump_raise_forcing_in_our_card_thought_invitational",
     "Партнёр открыл 1♥, я ответил 1♠, он прыгнул в 3♠. У нас в КК это форсинг до гейма, а я "
     "подумал, что инвит, и спасовал. Взяли одиннадцать взяток. Дадут нам гейм?",
     "final", "own_misunderstanding", "-", "21A"),
    ("multi_in_our_card_thought_natural",
     "Partner opened 2♦ and in our card it is written Multi, weak two in a major. I thought it "
     "was a weak two in diamonds and raised to 3♦. Nobody else did anything. Can the director "
     "let me change my bid?",
     "final", "own_misunderstanding", "-", "21A"),
    ("their_card_strong_notrump_doubled_as_weak",
     "Сдавал Восток, открыл 1БК. В их карточке стоит 15-17, а я был уверен, что у них слабый, и "
     "дал контру. Сели мы крепко. Положена мне помощь?",
     "final", "own_misunderstanding", "-", "21A"),
    ("agreed_cue_bid_took_it_for_natural",
     "Мы с мужем договорились, что 2♦ после их 1♦ — Михаэлс. Он так и сказал, а я приняла его за "
     "натуральные бубны и спасовала. Соседи требуют оставить результат. Кто прав?",
     "final", "own_misunderstanding", "-", "21A"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)


GUARDS: list[TextCase] = [
    ("thought_it_was_my_turn_is_no_misunderstanding",
     "Board 2, so East dealt. I thought it was my turn and opened 1♠ before East had called, "
     "and in our card 1♠ promises five. West did not accept it. What happens now?",
     "needs_facts", "bid_out_of_rotation", "S", "31A"),
]


@pytest.mark.parametrize("case", told_params(GUARDS))
def test_what_is_no_misunderstanding(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
