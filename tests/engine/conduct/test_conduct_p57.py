"""P57: words of the play the play reader did not know (stop 57).

«claims» that opens what a player asserts («RHO claims dummy'd been standing behind my chair»)
is no claim of tricks (Law 68), and dummy watching from behind declarer is no spectator (Law
76): with dummy's word against it, the look is alleged, for the director to find (43B2 asks);
«lead's in your hand» is dummy's warning. A telegram's «ТЧК», «ЗПТ», «ВПР» end its sentences
and clauses. A contract the auction «ended up in» is no call, and the auction is over before a
card faced by the wrong defender («It's my lead, not his»: Law 54). «I'm on the table and say
top club» names the highest card (46B1). Dummy who «did not hear and put» another card
misplaced it (45D). An explanation told correct («Юг сказал ясно … объяснял правильно») that
the teller missed is his own misunderstanding (21A). A missing alert owned in a player's
unquoted words after a colon («спохватился: извините, я не алертировал») is his. Declarer
«выдвинул вперёд» a card of dummy's: touched (45C3). A correction «at once» said after a colon
by one side and a pause by the other: two versions, the pause is asked. «I got no spades»:
void, may discard (44D). «Dummy holds the ♠8 and the ♥8» and «Dummy's ♠J won trick three» give
the holding and the suit a rank alone continues (46B3(A)). «my lead?» and a review asked
«before it's faced» are the face-down lead's time (41B). «LHO's fiddling» is «LHO is» (no
possessive): the card that falls out is his. A card said seen by the holder's partner and
denied by him in his own words leaves it to ask.

Each worded unlike the post that revealed the gap, ruled through the story door. Two pass on
the session start too and guard the change (dummy's mishearing, the asker's own mistake).
"""

from __future__ import annotations

import pytest

from engine.search import Searcher
from tests.engine.conduct.blind_table import TextCase, check_told, told_params

CASES: list[TextCase] = [
    ("claims_opens_an_assertion_and_dummys_watch_is_disputed",
     "Club night, 3♠ by me, South, partner dummy North. Trick nine, I won in hand and "
     "reach toward the table, and partner says 'lead's in your hand.' RHO claims dummy'd "
     "been standing behind my chair watching my cards for a couple of tricks. Partner says "
     "that's nonsense, he was at the bar. Does RHO get to choose where I lead from?",
     "needs_facts", "dummy_breach", "-", "42B2"),
    ("a_telegram_ends_its_sentences_with_tchk",
     "Добрый вечер ТЧК Играю 3♠ Север ТЧК Болван Юг ТЧК На столе трефы ♣Q ♣7 ♣2 ТЧК Со "
     "стола говорю одно слово трефу ТЧК Хотел даму ТЧК Болван кладёт ♣2 ТЧК Запад против "
     "замены ТЧК Что сыграно ВПР",
     "final", "designation", "N", "46B2"),
    ("a_contract_ended_up_in_is_no_call_and_my_lead_not_his",
     "LHO opened 1♠, we passed throughout and she ended up in 3♠, West the declarer. "
     "Before I could choose my lead, my partner put the ♥K face up on the table. It's my "
     "lead, not his. What can declarer do?",
     "outside", "none", "N", "54"),
    ("and_say_top_club_names_the_highest",
     "4♠ by me, South. Dummy's clubs: ace, queen, six. I'm on the table and say top club. "
     "Dummy plays the ace. I wanted the queen, really. Can I change it?",
     "final", "designation", "S", "46B1"),
    ("dummy_mishearing_and_placing_another_card",
     "Я был болваном, партнёр играл 4♥ с Юга, я на Севере. Взятку взял стол, партнёр "
     "сказал: «маленькую бубну», а я не расслышал и положил ♦Q. Восток ещё не играл. "
     "Партнёр сразу: я просил маленькую! Что теперь?",
     "final", "dummy_misplayed_card", "N", "45D"),
    ("a_correct_explanation_missed_by_the_asker",
     "Север открыл 1♦, я на Западе спросил Юга, что это. Юг сказал ясно: может быть от "
     "трёх карт. Я прослушал, решил, что у них длинные бубны, и спасовал. Потом "
     "выяснилось, что у Севера три бубны. Юг объяснял правильно. Могу я что-то получить?",
     "final", "own_misunderstanding", "-", "21A"),
    ("a_missing_alert_owned_after_a_colon",
     "Сдавал Север, открыл 2♣. Юг промолчал, алерта не было, хотя у них это искусственно. "
     "Я на Востоке спасовал. Юг сказал 2♦ и спохватился: извините, я не алертировал, 2♣ у "
     "нас искусственное. Мой партнёр ещё не заявлял. Могу ли я заменить пас?",
     "final", "misinformation", "S", "21B1"),
    ("declarer_pushing_dummys_card_forward",
     "Я на Западе, играем против 4♠ Юга, болван Север. Я пошёл ♦5. Юг протянул руку к "
     "столу и выдвинул вперёд ♦K, потом передумал и сказал: нет, маленькую. Должен ли "
     "король быть сыгран?",
     "final", "card_played", "S", "45C3"),
    ("one_sides_at_once_against_the_others_pause_after_colons",
     "Вистуем против 3БК Запада, болван Восток. Я пошёл ♠4, Запад со стола сказал: "
     "«валет», потом: «нет, дама». Запад говорит: сразу поправился. Мой партнёр говорит: "
     "была пауза, секунды три. Какая карта сыграна?",
     "needs_facts", "designation", "W", "45C4(B)"),
    ("got_no_spades_may_throw_a_club",
     "We were defendin' 3♥ by East. Declarer leads the ♠K, my partner covers with the ace, "
     "dummy follows. I got no spades, so I'm fixin' to throw a club. Declarer says I gotta "
     "ruff. Do I?",
     "final", "follow_suit", "-", "44D"),
    ("a_rank_alone_continues_the_suit_dummys_card_won_in",
     "3NT by me, South, dummy North. Dummy's ♠J won trick three. I just say 'eight' to "
     "lead from the board. Dummy holds the ♠8 and the ♥8. LHO says I must pick; I meant "
     "the heart. Which eight is led?",
     "final", "designation", "S", "46B3(A)"),
    ("my_lead_asked_then_a_review_before_the_face_down_lead_is_faced",
     "RHO opened 1♥, I overcalled 1♠, LHO jumped to 4♥, all pass. After the final pass I "
     "ask, 'my lead?' Yes. I put my card face down, and before it's faced partner asks for "
     "a review of the auction. Declarer objects. Were we wrong?",
     "final", "review_or_explanation", "-", "41B"),
    ("a_players_s_before_a_verb_in_ing_is_is",
     "3NT by me, South. Trick eight, I'm on lead. LHO's fiddling with his hand and the ♣Q "
     "falls out face up onto the table. Nobody has led yet. He grabs it back. Does it "
     "stay?",
     "outside", "none", "W", "50"),
    ("a_card_said_seen_and_denied_by_the_one_said_to_see_it",
     "4♠ играла я с Юга, болван Север. - Пятая взятка: я пошла ♦K с руки, Запад дал ♦3. - "
     "Восток вынул ♦A и долго держал его на уровне плеча, раздумывал. - Потом убрал и дал "
     "♦2. - Я говорю: Запад туза видел. - Запад: смотрел в свои карты, ничего не видел. "
     "Обязан ли Восток играть тузом?",
     "needs_facts", "card_played", "E", "45C1"),
]


@pytest.mark.parametrize("case", told_params(CASES))
def test_words_of_the_play(case: TextCase, packaged_searcher: Searcher) -> None:
    check_told(case, packaged_searcher)
