"""P45: the teller defending from a seat told in the instrumental («Вистую Востоком»), a gamer's
«тиммейт» for the partner, a card shown by the way it was held without «so that» («held it up
high»), an opponent seeing a defender's card (which says nothing of his partner, 45C1) and a
seeing denied with «couldn't», a fifth card with words that nobody led after it or that the
lead was another player's, dummy putting another card than the one declarer named to him (45D),
«I'd no …» as a void (44D), a contract after a word of when («Вчера 3БК»), a side-suit discard
named without its rank (it cannot win the trick), a defender leading «будто его ход» after
another won (Law 56, outside), a player of the trick who «ещё не сходил» (45G), dummy's card
taken and a small one named instead (45C3), a misinformation found after the final pass but
before the opening lead, by the player whose pass ended the auction (21B1), the teller's seat
in a clause after «Я …,», and the explainer correcting himself («простите, у нас …») with the
call «забрать» asked for, a log's arrow naming who played each card («W -> ♠Q»), and a note in
brackets telling a question was asked at the player's turn.

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import offender_letter, ruled


def test_the_teller_defending_from_a_seat_in_the_instrumental() -> None:
    ruling = ruled(
        "Вистую Востоком против 3♠ Севера. Взятку взял Север, четыре карты ещё лежали, и я "
        "по рассеянности положил сверху ещё ♣7. Север требует штрафную. Как быть?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert offender_letter(ruling) == "E", ruling.offender


def test_teammate_in_gamers_words_is_the_partner() -> None:
    ruling = ruled(
        "играем против 4♥ Запада, я на Юге. взятка: я ♠A, стол ♠2, тиммейт ♠5, Запад ♠3 — "
        "всё, четыре карты. а тиммейт тупанул и кидает сверху ещё ♦9. это штраф?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert offender_letter(ruling) == "N", ruling.offender


def test_a_card_held_up_high_by_a_defender_is_his() -> None:
    ruling = ruled(
        "I was declaring 3NT from North. At trick 4 my RHO drew out the ♦K and held it up high "
        "for a few seconds, like a torch, then tucked it back and pulled out a small one. I "
        "could read it from my seat. Must he play the king?")
    assert ruling.irregularity == "card_played", (ruling.irregularity, ruling.laws)
    assert offender_letter(ruling) == "W", ruling.offender  # North's right-hand opponent


def test_an_opponent_seeing_a_defenders_card_leaves_his_partners_sight_asked() -> None:
    ruling = ruled(
        "4♥ by South, I was West. My partner East held the ♣Q out sideways for a moment. "
        "Declarer says he could see it from his seat. Does East have to play it?")
    assert ruling.irregularity == "card_played", (ruling.irregularity, ruling.laws)
    assert ruling.status == "needs_facts", ruling.summary
    assert "45C1" in ruling.laws


def test_a_seeing_denied_with_couldnt_is_none() -> None:
    ruling = ruled(
        "4♠ by South, I was dummy, North. West held the ♥J out sideways, low over the table. I "
        "could see it plain enough. East says he couldn't have seen it from his chair. Is it "
        "a played card?")
    assert ruling.status == "needs_facts", ruling.summary
    assert "45C1" in ruling.laws


def test_a_fifth_card_nobody_led_after_is_no_lead() -> None:
    ruling = ruled(
        "3NT by West, I was North. Four cards were on the table and West had won the trick "
        "when I absent-mindedly dropped the ♠9 on top of it. No one had led to the next "
        "trick yet. What happens to the nine?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.summary
    assert "45E1" in ruling.laws


def test_a_fifth_card_when_the_lead_was_anothers_is_no_lead() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Север. Взятку взял Восток, четыре карты ещё лежат. Север "
        "задумался и кладёт на неё ещё ♣4 из руки. Ход-то за Востоком, не за ним. Есть "
        "наказание?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.summary
    assert "45E2" in ruling.laws


def test_dummy_putting_another_card_than_the_one_named() -> None:
    ruling = ruled(
        "Разыгрываю 2♥ с Севера. Говорю болвану: «пику», а он, задумавшись, кладёт маленькую "
        "бубну. Восток сыграл бубну, я тоже. Потом заметили. Что делать?")
    assert ruling.irregularity == "dummy_misplayed_card", (ruling.irregularity, ruling.laws)
    assert "45D" in ruling.laws


def test_id_no_cards_of_the_suit_is_a_void() -> None:
    ruling = ruled(
        "2♥ by West. Dummy led a club and I'd no clubs, so as East... sorry, as South, I threw "
        "a small diamond instead of trumping. Partner says I had to trump. Did I?")
    assert ruling.irregularity == "follow_suit", (ruling.irregularity, ruling.laws)
    assert "44D" in ruling.laws


def test_a_contract_after_a_word_of_when_sets_the_trump() -> None:
    ruling = ruled(
        "Сегодня 4♠, разыгрывал Север. Восток пошёл ♦K, со стола ♦2, Запад ♦5, Север побил "
        "♠3. Кто взял взятку?")
    assert ruling.irregularity == "trick", (ruling.irregularity, ruling.laws)
    assert ruling.trick is not None and ruling.trick.winner.letter == "N", ruling.trick


def test_a_side_suit_discard_without_its_rank_cannot_win() -> None:
    ruling = ruled(
        "4♠ играл Юг. Запад вышел ♥Q, со стола сбросили бубну, Восток побил ♠2, Юг положил "
        "♥A. Чья взятка?")
    assert ruling.irregularity == "trick", (ruling.irregularity, ruling.laws)
    assert ruling.trick is not None and ruling.trick.winner.letter == "E", ruling.trick


def test_a_defender_leading_as_if_on_lead_after_another_won_is_law_56() -> None:
    ruling = ruled(
        "Играли 4♥, разыгрывал Север, я Восток. Шестую взятку взял Юг своим тузом, а мой "
        "партнёр Запад тут же выложил трефового короля, будто его ход. Что теперь с королём и "
        "кто ходит?")
    assert "56" in ruling.outside, (ruling.outside, ruling.laws)


def test_a_card_turned_before_a_player_had_played() -> None:
    ruling = ruled(
        "3♣ играл Восток. Я на Юге пошёл ♠A, Запад дал ♠2 и сразу перевернул свою карту, а "
        "Север ещё не сходил. Так можно?")
    assert ruling.irregularity == "card_turned", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.summary


def test_dummys_card_taken_then_a_small_one_named_is_touched() -> None:
    ruling = ruled(
        "I was South in 3NT. With the lead in dummy I reached across and took hold of the ♣K, "
        "meaning to play it, then thought again and said small club instead. East insists "
        "the king must be played. I wasn't tidying anything.")
    assert ruling.irregularity == "card_played", (ruling.irregularity, ruling.laws)
    assert "45C3" in ruling.laws


def test_misinformation_found_before_the_lead_by_the_last_passer() -> None:
    ruling = ruled(
        "Сдавал Север: 1♣, Восток пас, Юг пас, я на Западе пас. Торговля кончилась, первый "
        "ход ещё не сделан, и тут Север говорит, что у них 1♣ может быть с двух карт, а Юг "
        "объяснил мне «натуральные трефы». Могу я изменить свой пас?")
    assert ruling.irregularity == "misinformation", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.summary
    assert "21B1" in ruling.laws and "21B3" not in ruling.laws, ruling.laws


def test_the_tellers_seat_in_a_clause_after_i() -> None:
    ruling = ruled(
        "Я кузнец из Тулы, сижу всегда на Востоке. Играли 3♦ Юга. Я положил во взятку "
        "четвёртой картой ♥5, а потом сверху ещё ♥7. Штраф?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert offender_letter(ruling) == "E", ruling.offender


def test_the_explainer_correcting_himself_is_misinformation() -> None:
    ruling = ruled(
        "Север открыл 1♥, Восток 2♥. Я спросил Запада, он говорит: «обе младшие». Я "
        "спасовал. Запад подумал и говорит: «извините, у нас это пики и младшая». Мой "
        "партнёр ещё молчит. Можно мне пас забрать?")
    assert ruling.irregularity == "misinformation", (ruling.irregularity, ruling.laws)
    assert offender_letter(ruling) == "W", ruling.offender


def test_a_logs_arrow_names_who_played_each_card() -> None:
    ruling = ruled(
        "Contract 4♥, declarer = S. Trick 7: W -> ♠Q, N -> ♠2, E -> ♥3, S -> ♠A. Who won it "
        "and who leads to trick 8?")
    assert ruling.trick is not None and ruling.trick.winner.letter == "E", ruling.trick


def test_a_note_in_brackets_tells_the_question_was_asked_in_turn() -> None:
    ruling = ruled(
        "Протокол. 3БК играет Север. Седьмая взятка. ВОПРОС (Восток, в свою очередь игры): "
        "что значила ваша заявка 2♦? ОТВЕТ (Север): не скажу, торговля закончена. Должен ли "
        "Север отвечать?")
    assert ruling.irregularity == "review_or_explanation", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.summary

