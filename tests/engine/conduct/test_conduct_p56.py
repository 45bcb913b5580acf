"""P56: words of the play the play reader did not know (stop 56).

A holding told after a colon («у меня бубночки: королёк и пятёрочка») and a rank played alone
from it follows suit (44C); dummy's suit told with its ranks in words lets a card he lacks be
named (46B4), and the card dummy won a trick with is no holding; dummy who tells of a revoke
once the last trick is played uses his right (42B3), the revoke's own law named beside it;
«торговлю выиграл Юг» names declarer; dummy shouting «Судья!» breaches 43A1(A); a review asked
after a card was played is too late whoever asked (41C); a trick told by its number («в
третьей взятке … спросила») puts the question after the lead, and a colon after the player
asked still opens the question asked at the table; «I should have asked during the auction»
is no time of the asking; a partner's «tank» said to have told a switch is Law 16's; declarer
who started a trick from his hand after winning in dummy, dummy silent, led from the wrong
hand (Law 55), and the ruling names him. Dummy who asks of a revoke or points one out while
his look at a defender's hand (a «squint») is disputed may have breached 43A2 first: a
question of a breach (43B2), and a trick told by its number (dummy named) is during the play.
A card held face up told by one side and denied in the other's own word (two versions) leaves
the position to ask; a «nosey» at a defender's cards is dummy's look (43A2(C)).

Each worded unlike the post that revealed the gap, ruled through the story door. Three pass
on the session start too and guard the change (the tank, dummy's warning of the wrong hand
staying his case, the card dummy won with).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("a_holding_told_after_a_colon_and_a_rank_alone_follows",
     "Играем против 3♠, разыгрывает Запад, я на Севере. Он пошёл с руки ♦Q, а у меня бубночки:"
     " королёк и пятёрочка. Ну я и положил пятёрочку. Запад ворчит: король есть, надо бить! "
     "Обязан был?",
     "final", "follow_suit", "-", "44C"),
    ("dummys_suit_told_with_its_ranks_in_words",
     "Разыгрываю 3БК с Севера, ход со стола. Говорю: «дама бубен». А у болвана из бубен "
     "остались только король, валет и четвёрка, дамы нет. Восток требует короля. Что играется?",
     "final", "designation", "N", "46B4"),
    ("dummy_tells_of_a_revoke_once_the_last_trick_is_played",
     "Я был болваном, 4♥ играла партнёрша с Юга. В шестой взятке Восток не дал в пику, сбросил"
     " трефу, а позже пику всё-таки сыграл. Я молчал. Дождался, пока сыграли последнюю взятку,"
     " и только тогда говорю: а у Востока ренонс был! Восток: болван тут ни при чём. Я был "
     "вправе?",
     "final", "dummy_right", "-", "42B3"),
    ("the_player_who_won_the_auction_is_declarer",
     "Я сижу на Западе, партнёр на Востоке. Торговлю выиграл Юг, контракт 2♥, три паса. "
     "Партнёр уже держит карту: говорит, его ход. Кто из нас ходит первым?",
     "final", "opening_lead", "-", "41A"),
    ("dummy_shouting_for_the_director",
     "Играли против 2♠ Севера, болван у них Юг. В девятой взятке моя партнёрша задумалась. "
     "Болван не стерпел и гаркнул через весь зал: «Судья!» Судья пришёл и сказал, что всё в "
     "порядке. Можно ли болвану так делать?",
     "final", "dummy_breach", "S", "43A1(A)"),
    ("a_review_asked_after_cards_were_played_is_too_late_whoever_asked",
     "Привет. 3БК играю с Севера. Шестая взятка. Запад в свою очередь: повтори мне всю "
     "торговлю. Я: поздно, 3БК без контры, и всё. Он зовёт судью. Прав ли я?",
     "final", "review_or_explanation", "-", "41C"),
    ("a_trick_told_by_its_number_puts_the_question_after_the_lead",
     "Против 4♠ Востока, я на Юге. Болван Запад в торговле давал 3♣. До первого хода я не "
     "спросила. В третьей взятке, когда дошла моя очередь, спросила у разыгрывающего: что "
     "значили 3♣? Он говорит: поздно. Имею ли я право?",
     "final", "review_or_explanation", "-", "41B"),
    ("when_one_ought_to_have_asked_is_no_time_of_the_asking",
     "3♠ by LHO, so partner's on lead and puts his card face down. Before he turns it over I "
     "ask RHO what LHO's 2♣ meant. LHO says I should have asked during the auction. RHO says "
     "Stayman. Was I allowed to ask then?",
     "final", "review_or_explanation", "-", "41B"),
    ("a_partners_tank_said_to_have_told_the_switch",
     "Evening. 3NT by East, I'm North. At trick two partner sat there a good minute before "
     "following low. Later I won the ♣A and switched to hearts, which set it. Declarer says I "
     "only switched because partner's tank told me something. Who's right?",
     "outside", "none", "-", "16"),
    ("declarer_leads_from_his_hand_after_winning_in_dummy_dummy_silent",
     "Играл 3♠ с Юга. Четвёртую взятку выиграл на столе королём бубен, а следующую по привычке"
     " начал с руки: положил ♥4 лицом вверх. Болван промолчал. Восток говорит: ход-то со "
     "стола! Что теперь?",
     "outside", "none", "S", "55"),
    ("dummy_warning_against_the_wrong_hand_stays_dummys_case",
     "Болван Север вышел из-за стола и стоял у партнёра за спиной. Потом взятку взял стол, а "
     "партнёр потянулся ходить с руки, и болван ему: «не с той руки!». Соперники возмутились. "
     "Что им положено?",
     "final", "dummy_breach", "N", "43B2(B)"),
    ("a_card_dummy_won_with_is_no_holding",
     "Declarer South, 4H. Trick 5, dummy had just won a club with the king. I said 'queen', "
     "meaning the heart queen. Dummy holds the queen of hearts and the queen of diamonds. "
     "Partner put the diamond queen on the table. Which queen is played?",
     "needs_facts", "designation", "S", "46B3(A)"),
    ("dummy_asks_of_a_revoke_after_an_alleged_squint",
     "Evening all. 3NT by me, South, with Bert as dummy. Trick six, LHO leads a club, and I "
     "discard a heart. Bert says: 'No clubs, partner?' RHO objects: earlier, fetching the tea,"
     " Bert had a good squint at LHO's hand. Bert swears he never looked. What now?",
     "needs_facts", "dummy_breach", "-", "42B1"),
    ("dummy_first_to_point_out_at_a_numbered_trick_peek_alleged",
     "Hello all. 4♥ by me, South, partner Ron as dummy. At trick eight West, who had shown out"
     " of diamonds at trick three, followed with a diamond. Ron spoke up first: 'West had no "
     "diamonds before!' West reckons Ron stood up and peeked at his cards earlier; Ron swears "
     "he did not. Do I get my revoke penalty?",
     "needs_facts", "dummy_breach", "N", "43B2"),
    ("one_sides_word_that_a_card_was_held_face_up_against_the_others",
     "Table 2: 3♣ by West, East dummy. Trick four, South leads a heart. South says West took "
     "out the ♥K and held it face up just above the table, then played the ♥5. West says he "
     "only had it half out, up by his chin. Must West play the king?",
     "needs_facts", "card_played", "W", "45C2"),
    ("a_nosey_at_a_defenders_cards_is_a_look",
     "My fault, I admit it. 2♥ by North, I'm dummy. On the way back from the bar I had a nosey"
     " at RHO's cards. A few tricks later partner discards on a diamond lead and I say 'no "
     "diamonds, partner?'. He finds the ♦4 stuck behind his clubs and puts it on. The "
     "defenders call the director. What now?",
     "needs_facts", "dummy_breach", "S", "43A2(C)"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
