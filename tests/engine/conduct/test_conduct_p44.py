"""P44: four passes told one by one and a lead faced after them is a deal passed out (22A),
whatever the learned model guesses of the lead; a defender's card held and taken back, told
after the declarer is named («Играл Север 4♠, вистовал я …»), is that defender's (45C1), not
declarer's; dummy's warning in the polite «вы» is his right to prevent an irregularity (42B2);
dummy putting his finger on a card indicates it (45F, not 45D); a suit contract in words with
its declarer («Three hearts by East») sets the trump; dummy's «why don't you …» to declarer is
a breach (43A1(C)); dummy keeping the count is his right (42A2); a card put on top of a full
trick is a fifth card; dummy's wrong card found before anyone touched the next trick, a
defender having followed to it, is ruled at once (45D); an explanation told as given clearly
and then misheard is the player's own misunderstanding (21A); «I've not a club» is a void, so
a discard is legal (44D); a pause the teller says he cannot tell («не скажу») is asked, and an
«at once» told before any card was named is of something else; a contracted «she's» names the
player told before; one more card put «на ту же взятку» is a fifth card.

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from tests.engine.conduct.door import ruled


def test_four_passes_then_a_lead_faced_is_a_deal_passed_out() -> None:
    ruling = ruled(
        "Сдача 3, сдавал Восток. Восток пас, Юг пас, Запад пас, Север пас. Юг машинально "
        "положил ♣К лицом вверх, как первый ход, а Запад уже стал выкладывать свою руку "
        "болваном. Что делать?")
    assert ruling.irregularity == "passed_out", (ruling.irregularity, ruling.laws)
    assert "22A" in ruling.laws


def test_a_defenders_card_held_after_the_declarer_is_named_is_the_defenders() -> None:
    ruling = ruled(
        "Играл Запад 3 без козыря, вистовал я с Севера. Напарник мой Юг достал из руки ♥К, "
        "подержал его — потом передумал и маленькую положил. Запад говорит: короля играть "
        "обязан. Кто прав?")
    assert ruling.irregularity == "card_played", (ruling.irregularity, ruling.laws)
    assert ruling.offender is not None and ruling.offender.letter == "S", ruling.offender


def test_dummys_polite_warning_of_the_wrong_hand_is_his_right() -> None:
    ruling = ruled(
        "Я играла 4♥. Взяла взятку рукой и потянулась к столу, а болван мне тихо: «Вы в "
        "руке». Восток возмутился: болвану говорить нельзя! Кто прав?")
    assert ruling.irregularity == "dummy_right", (ruling.irregularity, ruling.laws)
    assert "42B2" in ruling.laws


def test_dummy_putting_his_finger_on_a_card_indicates_it() -> None:
    ruling = ruled(
        "3NT by South, I was West. I led the ♠4 and before South named anything, dummy "
        "(North) put his finger on the ♠K. South then called for the king. What now?")
    assert ruling.irregularity == "dummy_indicated_card", (ruling.irregularity, ruling.laws)
    assert "45F" in ruling.laws


def test_a_suit_contract_in_words_with_its_declarer_sets_the_trump() -> None:
    ruling = ruled(
        "Three hearts by East, dummy West. I'm South and led the ace of clubs. Dummy played "
        "the two of hearts, my partner the king of clubs and East the four of clubs. Who "
        "won the trick and who leads now?")
    assert ruling.status == "final", ruling.to_json()["questions"]
    assert ruling.to_json()["trick"] == {"winner": "W", "next_leader": "W"}


def test_dummys_question_why_declarer_does_not_draw_trumps_is_a_breach() -> None:
    ruling = ruled(
        "Контракт 3♠, разыгрывает Запад, болван — Восток. На седьмой взятке Запад опять "
        "пошёл бубной, а болван не выдержал: «Ты зачем трефы не снимаешь?» Мы с "
        "партнёром позвали судью. Болвану разве можно так?")
    assert ruling.irregularity == "dummy_breach", (ruling.irregularity, ruling.laws)
    assert "43A1(C)" in ruling.laws


def test_dummy_laying_his_cards_to_keep_the_count_is_his_right() -> None:
    ruling = ruled(
        "I was dummy (South) in 2♥ by North. I laid my played cards in a neat line, "
        "upright for our tricks and sideways for theirs, just to keep the count. LHO said "
        "dummy may not touch anything. Was I wrong?")
    assert ruling.irregularity == "dummy_right", (ruling.irregularity, ruling.laws)
    assert "42A2" in ruling.laws


def test_a_card_put_on_top_of_a_full_trick_is_a_fifth_card() -> None:
    ruling = ruled(
        "4♥ играл Запад, я Север. На шестой взятке все четверо сыграли, взял Восток. А я "
        "по рассеянности выложила поверх ещё ♦2 — никто её не просил. Что теперь с этой "
        "двойкой?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)


def test_dummys_card_found_before_anyone_touched_the_next_trick_is_withdrawn() -> None:
    ruling = ruled(
        "Two spades by me, South; dummy North. I called for the four of clubs and partner "
        "put the five. East had already followed with the jack when I saw it; nobody had "
        "touched the next trick. What happens to the five and to East's jack?")
    assert ruling.irregularity == "dummy_misplayed_card", (ruling.irregularity, ruling.laws)
    assert ruling.status == "final", ruling.to_json()["questions"]


def test_a_clear_explanation_misheard_is_the_players_own_misunderstanding() -> None:
    ruling = ruled(
        "North opened 2♣ and South explained clearly: 'strong, any shape'. I was half "
        "listening and took it as clubs, so I passed with a club stack. Before my partner's "
        "opening lead I realised. Can I have my call back?")
    assert ruling.irregularity == "own_misunderstanding", (ruling.irregularity, ruling.laws)


def test_a_defender_with_not_a_card_of_the_suit_led_need_not_trump() -> None:
    ruling = ruled(
        "4♠ by East, I'm North on defence. Partner led the ace of clubs, dummy followed, and "
        "I've not a club in my hand, so I threw a small heart rather than ruff partner's "
        "ace. Declarer says I had to ruff. Did I?")
    assert ruling.irregularity == "follow_suit", (ruling.irregularity, ruling.laws)
    assert "44D" in ruling.laws


def test_a_pause_the_teller_cannot_tell_is_asked() -> None:
    ruling = ruled(
        "Утром была на даче, потом сразу на турнир. Играла 3♥ с юга, ход со стола. Сказала "
        "«дама пик», а хотела даму треф. Поправилась, но тут же или после паузы — не скажу. "
        "Восток ещё не играл. Обязана ли я играть пиковую даму?")
    assert ruling.irregularity == "designation", (ruling.irregularity, ruling.laws)
    assert ruling.status == "needs_facts", ruling.summary


def test_a_contracted_he_names_the_player_told_before() -> None:
    ruling = ruled(
        "There's a bloke at our club always in a hurry. He's North, declaring 4H. He leads a "
        "diamond from his hand, I'm East, and while I'm still thinking he's flipped his own "
        "card face down like the trick is done. Can he?")
    assert ruling.irregularity == "card_turned", (ruling.irregularity, ruling.laws)
    assert ruling.offender is not None and ruling.offender.letter == "N", ruling.offender


def test_one_more_card_put_on_the_same_trick_is_a_fifth_card() -> None:
    ruling = ruled(
        "Играл Юг 2♠, я Запад. Юг пошёл бубной, я дал, со стола дали, Восток положил ♦3, а "
        "потом, задумавшись, ещё и ♣В на ту же взятку, лицом вверх. Что теперь с вальтом?")
    assert ruling.irregularity == "fifth_card", (ruling.irregularity, ruling.laws)
    assert ruling.offender is not None and ruling.offender.letter == "E", ruling.offender
