"""P62: words of the play and of Law 21 the play reader did not know (stop 62).

Partner "had not opened her mouth" («ещё рта не открыла», "afore my partner had called")
when a wrong explanation was put right: he had made no later call, so 21B1 lets the player
change his call; "it wasn't even his lead" makes a defender's fifth card no lead (45E1); a
trick told played "by all four" with the verb first («Шестую взятку сыграли все четверо») and
"we hadn't led to trick seven yet" decide whether dummy's wrong card was noticed in time (45D);
«стол взял ♦К» tells the suit dummy won the last trick in (46B3(A)). A system agreed and
forgotten by the caller is his own misunderstanding (21A); the answer to a question about a
call told in the next sentence ("North told me …") names the explainer; a pet name in the
instrumental with a seat («с Зойкой (Север)») names her in the nominative too, and «Фёдор
Петрович (Север)» is not taken for a folded «ё» word; «ЛО», «ПО» in capitals name the
opponents in the play too; dummy's question to a defender named in the dative before a colon
(«Петрович Востоку: «Треф нет?»») is a breach (42B1, 43); "Dummy hasnae got" the card named
from the board makes it void (46B4); a review asked for after "dummy went doon" is asked in the
play; a call "alerted during the auction" does not put the question in the auction (20F2); "I
fancied trumping in" is a wish, and "partner played the queen" on a diamond lead follows suit.
Dummy's question to a defender once the last trick was played («А как последнюю взятку
сыграли, она Илье: …») draws attention after the play (42B3), and the cards the defender then
shows are no penalty card. A call made on the caller's own guess, never asked about («Я не
спросила, решила, что это трефы, и сказала контра»), then wanted back («хотела контру
забрать») is her own misunderstanding (21A), not a change of call.

Each worded unlike the post that revealed the gap, ruled through the story door; every one
fails on the session start (bd9fcfe).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("before_partner_opened_her_mouth_the_explanation_was_corrected",
     "Играли мы с Галей (С) против Петра Ивановича (З) и его жены Нины (В). Пётр Иванович "
     "открыл 1♦, Галя 1♠, Нина контра. Я (Ю) спрашиваю Петра Ивановича, он говорит: "
     "штрафная. Я убежал в 2♣. Пётр Иванович пас. И тут, Галя ещё рта не открыла, Пётр "
     "Иванович охает: ой, у нас контра отрицательная, в карточке так. Могу я поменять 2♣?",
     "final", "misinformation", "W", "21B1"),

    ("afore_partner_had_called_the_explanation_was_put_right",
     "South here. West opened 1NT, I asked, East explained it as 12 to 14. I passed. Afore my "
     "partner had called, East spoke up: sorry, wrong explanation, it's 15 to 17 by our card. "
     "May I take my pass back?",
     "final", "misinformation", "E", "21B1"),

    ("a_fifth_card_by_a_defender_not_on_lead",
     "3NT by N, dummy S, I'm East. Trick five was complete, four cards down, declarer's trick. "
     "Partner, in a hurry, plonked his club two right on it as a fifth card. It wasn't even his "
     "lead. What happens to the two?",
     "final", "fifth_card", "W", "45E1"),

    ("trick_played_out_by_all_four_told_verb_first",
     "4♥ с Севера, болван Юг, я Запад. Пятая взятка: Север назвал со стола «пиковую двойку», а "
     "болван положил ♠4. Не заметили. Шестую взятку сыграли все четверо, седьмую тоже. Потом "
     "Восток спохватился. Можно вернуть четвёрку?",
     "final", "dummy_misplayed_card", "S", "45D"),

    ("nobody_had_led_to_the_next_trick_yet",
     "3S by N, dummy S. Trick six: declarer called 'low club' and dummy put out the club "
     "queen. East followed, North played small, West followed. We hadn't led to trick seven "
     "yet when West pointed out the queen wasn't what was called. Ruling?",
     "final", "dummy_misplayed_card", "S", "45D"),

    ("dummy_won_the_last_trick_and_declarer_said_only_the_rank",
     "4♠ Ю, болван С. Стол взял ♦К, ход со стола. Ю говорит: «дама». На столе ♦Д и ♠Д. "
     "Спорят, какая дама. Что решает судья?",
     "final", "designation", "S", "46B3(A)"),

    ("a_system_agreed_and_forgotten_by_the_caller",
     "я (ю) на 1бк партнёра сказал 2б как перевод в черви, хотя мы вчера договорились играть "
     "без переводов, я забыл. партнёр пас, соперники ещё молчат. можно 2б заменить?",
     "final", "own_misunderstanding", "-", "21A"),
    ("the_answer_to_a_question_told_in_the_next_sentence",
     "Dealer North. 1H - No - 2D, and I (East) asked what 2D meant. North told me 'natural, "
     "forcing'. I passed. Then I saw their card: 2D is a fit-showing jump, artificial. My "
     "partner hadn't called yet. May I change my pass?",
     "final", "misinformation", "N", "21B1"),
    ("a_pet_name_in_the_instrumental_with_a_seat_then_in_the_nominative",
     "Мы с Зойкой (Север) вистовали, разыгрывала левая 3♠. Я пошла бубной, стол дал двойку, "
     "Зойка положила туза и сразу перевернула его рубашкой вверх, а Запад ещё не сыграл. "
     "Запад зовёт судью. Что тут?",
     "final", "card_turned", "N", "45G"),
    ("a_declarer_and_a_dummy_with_a_yo_in_the_name",
     "Клавдия Ивановна (Юг) разыгрывала два без козыря, болван — Фёдор Петрович (Север). "
     "Стол взял взятку, и она сказала: «Бубну». Фёдор Петрович положил мелкую бубну. Запад "
     "говорит, что сыграна самая младшая бубна. Так ли?",
     "final", "designation", "S", "46B2"),
    ("lho_and_rho_in_capitals_in_the_play",
     "ПО разыгрывал 3БК, болван ЛО. Я пошёл пикой, ПО думает, а болван пальцем в короля пик на "
     "столе показывает. ПО короля и сыграл. Чё будет?",
     "final", "dummy_indicated_card", "W", "45F"),
    ("dummy_speaks_to_a_defender_named_in_the_dative",
     "4♥ Ю, болван С — Петрович, я на З. Пятая взятка: Ю ходит ♣К, В сносит бубну. Петрович "
     "Востоку: «Треф нет, что ли?» Восток сердится. Можно болвану так?",
     "final", "dummy_breach", "N", "42B1"),
    ("the_lead_in_dummy_and_a_card_dummy_hasnae_got",
     "2S by me, South, dummy North. Trick seven, I called for the queen of hearts from the "
     "board. Dummy hasnae got the queen of hearts any more, it went earlier. East says I must "
     "play a low heart. Right?",
     "final", "designation", "S", "46B4"),
    ("a_review_asked_after_dummy_went_doon",
     "3NT by West, dummy East, I'm South. North led, dummy went doon, declarer played a club "
     "fae the table. My turn: I asked for the bidding again. Declarer says my card was already "
     "on the table. I say it was still in my hand. Can I have the bidding?",
     "needs_facts", "review_or_explanation", "-", "41B"),
    ("a_call_alerted_during_the_auction_asked_about_in_the_play",
     "I sat East against 3NT by North. At trick four, at my turn to play, I asked North what "
     "South's 2C had meant, as it was alerted during the auction and I forgot to ask before. "
     "My partner says I may only ask before the opening lead. Is that so?",
     "final", "review_or_explanation", "-", "20F2"),
    ("got_to_follow_holding_one_of_the_suit",
     "4H by North, dummy South, I'm West. Trick six, declarer led a diamond, partner played "
     "the queen. I've one small diamond left, but I fancied trumping in. Partner says I've "
     "got to follow. Who's right?",
     "final", "follow_suit", "-", "44C"),

    ("dummy_asks_a_defender_once_the_last_trick_was_played",
     "Я (Ю) играла 3♥, Вера (С) болваном, против Ильи (З) и Тани (В). Всю сдачу Вера молчала. "
     "А как последнюю взятку сыграли, она Илье: «Илья, а на шестой взятке вы в трефу не "
     "дали, треф не было?» Илья карты показал — треф не было. Таня говорит: болван молчать "
     "должен, зовём судью. Можно было Вере?",
     "final", "dummy_right", "-", "42B3"),

    ("a_call_guessed_without_asking_and_wanted_back",
     "Ой, стыдно. Правый открыл 1♣, я пас, левый сказал 2♣, и правый его проалертил. Я не "
     "спросила, решила, что это трефы, и сказала контра. А это был стейман! Когда узнала, "
     "хотела контру забрать, а судья не дал. Можно хоть что-то сделать?",
     "final", "own_misunderstanding", "-", "21A"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_a_story(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
