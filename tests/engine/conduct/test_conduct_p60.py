"""P60: words of the play the play reader did not know (stop 60).

Dummy who «глянул в карты» of a defender looked at his hand (43A2(C)); dummy's remark that the
contract should not have been bid («не стоило заказывать шлем»), or that he «piped up», is a
remark on the auction (43A1(C)); a player who «read the wrong line» of the convention card
tells the teller's own misunderstanding (21A); a story that asks what a player to the trick is
bound to play («обязан ли он бить тузом») and names no card he played is answered with the duty
of 44C itself, not asked for the card; declarer's card held «у подбородка» / "at chin level"
is not held in a position to count as played (45C2), unless the other side puts it «почти у
стола»; why declarer touched dummy's card, told unseen («я толком не разглядел») or only in his
own word («уверяет, что поправлял ряд»), is left to find (45C3), unless the teller's facts
refute that word («но ряды были ровные»); "asked whether she may ruff while she still has the
♥2" is a question of following suit, at whatever trick the lead was told; «а была ли пауза, я
не заметил» leaves the pause of a corrected naming unknown, whatever the namer says of it
(45C4(B)); «Не туза, короля треф!» names a card anew in place of the one named; a final pass
the teller wants to «переиграть» after a missing alert is a call he wants to change, his
partner having called nothing since (21B1), and "no alert from South" names South.

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (459a2bc).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("dummy_glanced_at_a_defenders_hand_then_asked_about_a_revoke",
     "3БК играл я, Юг, партнёр болван. На четвёртой взятке он, пока наливал чай, глянул "
     "в карты Запада. Потом Запад пошёл пикой, я сбросил бубну, а партнёр: «Пик нет?» Пика "
     "у меня нашлась. Что теперь?",
     "final", "dummy_breach", "N", "43B2(C)"),
    ("dummy_remarks_on_the_auction_during_the_play",
     "Играю 6♥ с Юга, партнёр болван. На четвёртой взятке он вздыхает: не стоило "
     "заказывать шлем, очков мало. Запад зовёт судью. Болвану можно так?",
     "final", "dummy_breach", "N", "43A1(C)"),
    ("dummy_pipes_up_about_the_contract",
     "Declarer South in 3NT. Halfway through the play dummy piped up about how many points "
     "we had between us. East called the director. Can dummy do that?",
     "final", "dummy_breach", "N", "43A1(C)"),
    ("must_a_defender_win_with_his_ace",
     "3БК играет Юг. Запад пошёл ♥5, со стола маленькая. Восток с ♥A и ♥3 спрашивает, обязан "
     "ли он бить тузом. Что скажете?",
     "final", "follow_suit", "-", "44C"),
    ("read_the_wrong_line_of_the_convention_card",
     "LHO opened 2♣ and I checked their card before bidding. I read the wrong line, the "
     "one for their overcalls, and thought it was natural clubs. It was strong and "
     "artificial, as the card says. I bid 3♣ and went for 500. Do I get anything?",
     "final", "own_misunderstanding", "-", "21A"),
    ("declarer_held_his_card_at_chin_level",
     "Я разыгрывал 3БК с Юга. Вынул из руки ♠Q и держал её у подбородка, пока думал, потом "
     "вернул в руку и сыграл ♠3. Запад говорит, что дама сыграна. Прав ли он?",
     "final", "card_played", "-", "45C2"),
    ("why_declarer_touched_dummys_card_not_seen",
     "Я Восток. 3БК играл Север, болван Юг. На седьмой взятке Север потянулся к столу и "
     "коснулся ♦В, потом назвал ♦3. Поправлял он ряд или взялся сыграть — я толком не "
     "разглядел. Должен ли валет пойти?",
     "needs_facts", "card_played", "N", "45C3"),
    ("a_lead_at_trick_six_is_no_opening_lead",
     "I was declarer in 4♠, South. Trick six, I led the ♥K from hand; West followed with the "
     "♥3, dummy the ♥4, and East, who has not played yet, asked whether she may ruff while "
     "she still has the ♥2. What do I tell her?",
     "final", "follow_suit", "-", "44C"),
    ("whether_there_was_a_pause_not_noticed",
     "Разыгрывал 4♥ Юг, болван Север. Ход со стола. Юг: «Валета пик… то есть даму пик». Потом "
     "говорит: я же сразу поправился. А была ли пауза, я, честно, не заметил. Какая карта "
     "сыграна?",
     "needs_facts", "designation", "S", "45C4(B)"),
    ("not_the_ace_the_king_names_a_card_anew",
     "Играю 3БК с Юга, партнёр болван. Ход со стола, говорю: «Туз треф». Партнёр кладёт ♣A, а "
     "я: «Не туза, короля треф!» Левый уже тянется к своей карте. Можно поменять?",
     "needs_facts", "designation", "S", "45C4(B)"),
    ("a_final_pass_the_teller_wants_to_play_again",
     "Я Юг. Запад открыл 1БК, партнёр пас, Восток 2♦, алерта от Запада не было, я подумал — "
     "бубны, и спасовал. Запад 2♥, Север пас, Восток пас, я пас. Партнёр ещё не ходил, а "
     "Восток говорит: 2♦ у нас трансфер. Можно мне свой последний пас переиграть?",
     "final", "misinformation", "W", "21B1"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
