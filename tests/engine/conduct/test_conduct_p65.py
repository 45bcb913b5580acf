"""P65: a call misunderstood by its own player; what declarer and dummy said in the play (stop 65).

An agreement or the opponents' card told («у нас в КК это форсинг», «в их карточке стоит
15-17», "in our card it is written Multi", «мы договорились, что 2♦ — Михаэлс») beside a
player's belief about the call («я подумал, что инвит», "I thought it was a weak two",
«приняла его за натуральные бубны»), with nothing of the play told: the player misunderstood
a call that was explained right, and gets no redress (21A). A belief about whose turn it was
is not such a misunderstanding.

Declarer asking what the defenders' discards meant, no card named by anyone, asks for an
explanation (20F2), whatever card the search guessed; "at his turn to play" and "halfway
through" are the play period. "'Having none, partner?'" is dummy asking declarer about a
revoke (42B1); "went walkabout" is dummy off his seat (43A2(B)); «надо было с бубны
заходить» is dummy's comment on the play (43A1(C)). The partner addressed in the words that
name dummy's card ('top heart, partner.') is no part of its name, and "the ace, ten and four
of hearts" is three hearts of dummy's, not one.
"I was dummy on Board 9, sitting East" tells the teller's seat with the board between.

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
    ("declarer_asked_what_our_signals_meant",
     "Two hearts by North, dummy South; we were East-West. Halfway through, North paused at "
     "his turn to play and asked what our discards meant: was a low one encouraging or not? "
     "My partner refused to say, it's our business. Must we tell him?",
     "final", "review_or_explanation", "-", "20F2"),
    ("dummy_asked_having_none_partner",
     "Me dummy up North, pard South playing 2♠. Trick five, East leads a heart and pard "
     "throws a club. 'Having none, partner?' I ask. West says dummy can't open his mouth. Who's "
     "right?",
     "final", "dummy_right", "-", "42B1"),
    ("dummy_went_walkabout_to_watch",
     "Three no trumps by West, my pard, so I was dummy in the East seat. Got bored and went "
     "walkabout to watch how she played it, never looked at the other hands. North said dummy "
     "must stay put. Did I break a law?",
     "final", "dummy_breach", "E", "43A2(B)"),
    ("dummy_commented_who_leads_like_that",
     "Играли 4♠ с Севера, болван Юг. На шестой взятке Север зашёл с трефы, а болван ворчит: "
     "с бубны надо было заходить. Мы позвали судью. Можно болвану так?",
     "final", "dummy_breach", "S", "43A1(C)"),
    ("top_heart_partner_with_ranks_listed",
     "I'm South in four spades, dummy North holds the ace, ten and four of hearts. West leads "
     "a heart and I say 'top heart, partner.' Dummy plays the ace. East says I never named a "
     "card. Is the ace played?",
     "final", "designation", "S", "46B1"),
    ("dummy_on_board_nine_sitting_east",
     "I was dummy on Board 9, sitting East, and my partner played 3NT. When he cashed the "
     "last club I said 'lovely' out loud. South said dummy may not comment. Was I wrong?",
     "final", "dummy_breach", "E", "43A1(C)"),
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
