"""P55: words of the play the play reader did not know (stop 55).

A contract with its declarer's letter glued on («5♦С») names declarer, and «Я — З» the
teller's seat; an infinitive after the teller's own verb of requesting («Прошу повторить»),
his seat told, is his act; Scots «ma» is «my» ("declarer was on ma left"); a role and a seat
set off by commas ("I was declarer, South, in 4H") seat the teller; a player tapping the table
indicates no card; dummy keeping count of the tricks as he always does is the setting when he
also asked declarer about a revoke; «underruff» is a question of following suit (44D); a card
«laid face up on the table» is played; a defender's card asked about as «поощрение или счёт»
is a card-play convention (20F2); dummy who «tells» the director what happened uses his right
(42A1); «у меня в руке» tells a holding, and so does "I've only"; a card «поставил сверху» is
played; a dummy's card moved back «на место в ряду» was touched to arrange it (45C3); «болван
выигрывает тузом бубен» tells the suit dummy won the last trick in (46B3(A)); a card «вернул …
на место» was put back; a rank word then a suit sign («туз ♦») is a card; the opponents' card
read after dummy came down («выкладывает стол») and saying otherwise than the explanation is
misinformation found too late (21B3).

Each worded unlike the post that revealed the gap, ruled through the story door. Three pass
on the session start too and guard the change (the table tapped, the underruff, the card put
back).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("a_glued_contract_and_a_seat_after_a_dash_seat_the_asker",
     "5♦С. Я — З. Первая взятка сыграна, во второй я уже положил ♠2. Прошу повторить "
     "торговлю. С говорит: поздно. Кто прав?",
     "final", "review_or_explanation", "-", "41B"),
    ("scots_ma_for_my_places_declarer",
     "Aye. Me and ma partner defending 3NT, declarer on ma left. Partner asks 'is it me tae "
     "lead?' Declarer says aye. Partner puts the ♠5 face down and turns it. Who leads?",
     "final", "opening_lead", "-", "41A"),
    ("a_role_then_a_seat_set_off_by_commas_seats_the_teller",
     "I was declarer, South, in 4H (1H by me, 4H by North, all pass), North dummy. At trick "
     "two dummy led a club, East played low, and I held the ♣K face up just above the cloth, "
     "then put it back and played the ♣4. West says the king is played. Is it?",
     "final", "card_played", "S", "45C2"),
    ("a_rank_word_then_a_suit_sign_is_a_card",
     "Спор о взятке. 4♠, разыгрывает Север, болван Юг, я Восток. Ход у Запада: король ♦. "
     "Юг — туз ♦. Я — ♠2, козырь. Север — дама ♦. Север забирает взятку: туз же старше. "
     "Кто выиграл взятку и кто ходит?",
     "final", "trick", "-", "44E"),
    ("the_opponents_card_says_otherwise_after_dummy_came_down",
     "Юг открыл 1♠, Запад пас, Север 3♠. Я на Востоке спросила Юга, что это. Он: «инвит». "
     "Я спасовала. Все пас, 3♠ у Юга. Север выкладывает стол, а там блок: три очка. Что "
     "можно сделать?",
     "final", "misinformation", "S", "21B3"),
    ("tapping_the_table_indicates_no_card",
     "We're in 4S, I'm dummy. Before the opening lead RHO sets a card face down, then asks "
     "if he can change it as nobody has seen it. Partner is tapping the table. Can he change "
     "it, and whose lead is it?",
     "final", "opening_lead", "-", "41A"),
    ("dummy_counting_tricks_and_asking_about_a_revoke",
     "I was dummy in 2H, counting tricks on my fingers like I always do. Trick three, a "
     "diamond led, partner throws a spade from his hand, and I ask 'no diamonds, partner?' "
     "Was that allowed?",
     "final", "dummy_right", "-", "42B1"),
    ("an_underruff_is_a_follow_suit_question",
     "Defending 3H. Declarer leads a spade from dummy, partner ruffs with the ♥10, declarer "
     "overruffs with the ♥J and I underruff with the ♥2, having no spades but plenty of "
     "clubs. Declarer says underruffing is illegal. Is it?",
     "final", "follow_suit", "-", "44D"),
    ("a_card_laid_face_up_on_the_table_is_played",
     "2NT by West, I'm North. At trick three declarer took out the ♣J and laid it face up on "
     "the table, hand away from it. Then he said he wanted the ten instead. Is the jack "
     "played?",
     "final", "card_played", "W", "45A"),
    ("a_defenders_card_asked_about_as_a_signal",
     "Играем 3♥, разыгрывает Север, я Восток. Первая взятка: партнёр ходит ♠A, со стола ♠3, "
     "я ♠8. Север в свою очередь спрашивает: восьмёрка — поощрение или счёт? Обязаны ли мы "
     "отвечать?",
     "final", "review_or_explanation", "-", "20F2"),
    ("dummy_tells_the_director_what_happened",
     "4S by my partner, I'm dummy. After the last trick they say they took five, we say four. "
     "The director asks about trick nine and I tell him that declarer won it with the ♠A. "
     "LHO says dummy must keep quiet. Was I allowed?",
     "final", "dummy_right", "-", "42A1"),
    ("a_holding_told_as_in_my_hand_and_a_ruff_asked_about",
     "Играю 4♥ с Севера. Со стола хожу ♣4, Восток даёт ♣Q. У меня в руке ♣K и ♣2, но хочу "
     "козырнуть. Карту ещё не положил. Можно козырнуть, если трефы есть?",
     "final", "follow_suit", "-", "44C"),
    ("a_holding_told_with_ive_only",
     "4S by East, I'm South. Trick six declarer leads a heart and I've only the ♥K left in "
     "hearts. I'd like to keep it for later. Do I have to follow suit with the king?",
     "final", "follow_suit", "-", "44C"),
    ("a_defender_who_put_his_card_on_top_after_dummys_misplay",
     "3♠ играет Юг, я Запад. Юг назвал со стола даму бубен, а болван положил бубнового "
     "короля. Я сразу поставил сверху туза. Партнёр говорит: назвали даму! До следующей "
     "взятки не дошли. Что с королём и моим тузом?",
     "final", "dummy_misplayed_card", "N", "45D"),
    ("a_dummys_card_moved_back_into_its_row",
     "Я играю 4♠ с Юга. Болван положил трефы вкривь. Перед ходом со стола я подвинул "
     "трефового короля на его место в ряду и назвал бубновую двойку. Запад: король тронут, "
     "значит сыгран! Прав ли он?",
     "final", "card_played", "-", "45C3"),
    ("the_suit_dummy_won_in_decides_a_rank_named_alone",
     "Играю 3БК с Юга, болван Север. В седьмой взятке болван выигрывает королём пик, ход со "
     "стола. Я говорю: «Валета». На столе ♠J и ♥J. Какой валет сыгран?",
     "final", "designation", "S", "46B3(A)"),
    ("a_dummys_card_touched_and_put_back_is_played",
     "Север играет 2♥, болван Юг. В четвёртой взятке ход со стола: Север потянулся к столу, "
     "взял пальцами бубнового туза, подержал и вернул его на место, сказав «нет, маленькую». "
     "Ничего он не поправлял. Играть ли туза?",
     "final", "card_played", "N", "45C3"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
