"""P30: play facts a director reads from the words.

- A scene written as a transcript («Болван: (встаёт …) / Я: (играю …) / Болван: Ренонс!»):
  a line in brackets is what its speaker did, any other line what he said.
- 45E1: a fifth card put on by a defender who thought he had not played, told in one long
  asking sentence («count 'em» opens no quote) or in the sentence after the full trick.
- 45D: «в следующую взятку никто ещё не ходил»; a time of noticing the teller does not know.
- 45C2/45C3: a card held an inch off the table; declarer who grabbed dummy's card.
- 44C: no duty to win the trick; 41A: a face-down lead taken back; 41B/41C: a review before
  the third trick («в 3-ю взятку»); 45C4(B): a pause the teller cannot remember.
- Ukrainian and Belarusian posts; a learner's bare English verb («dummy East say»); Law 16
  from a defender's long think in the play.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_transcript_line_is_what_its_speaker_said_or_did() -> None:
    ruling = ruled(
        "Контракт 3БК, я разыгрываю, партнёр — болван. Как было: / Партнёр: (встаёт и "
        "заглядывает правому в карты) / Я: (играю бубну с руки) / Правый: (сбрасывает пику) "
        "/ Партнёр: Ренонс! У него же есть бубна! / Правый: (молча меняет карту) / Что теперь "
        "положено?")
    assert ruling.irregularity == "dummy_breach"
    assert "43B2(A)" in ruling.laws


def test_a_fifth_card_put_on_by_a_defender_who_thought_he_owed_one_is_no_lead() -> None:
    ruling = ruled(
        "Играем 3БК, я Север, разыгрываю. Взятка пятая: Восток пошёл ♥5, я положил ♥A, Запад "
        "♥2, со стола ♥3. Все четыре карты лежат, и тут Запад выкладывает пятой картой ♠7, "
        "решил, что не сыграл. О ходе речи нет. Что будет с этой семёркой?")
    assert (ruling.status, ruling.irregularity, ruling.offender) == ("final", "fifth_card",
                                                                     Seat.W)
    assert "45E1" in ruling.laws


def test_a_whole_post_in_one_asking_sentence_still_tells_who_played() -> None:
    ruling = ruled(
        "Ladies and gents, I'm North declaring 2♥, trick five, East leads the ♦4, I play the "
        "♦K, West the ♦2, dummy the ♦6, four cards, count 'em, all there, and then West, "
        "thinking he still owes a card, pitches the ♣9 on top of the lot, a fifth card, and "
        "it's my trick so no way it's a lead, so tell me, what happens to that nine?")
    assert (ruling.status, ruling.irregularity, ruling.offender) == ("final", "fifth_card",
                                                                     Seat.W)


def test_dummys_wrong_card_noticed_before_anyone_played_to_the_next_trick() -> None:
    ruling = ruled(
        "Разыгрываю 2♠ с Запада, болван Восток. Север ходит ♣6. Я прошу со стола «маленькую "
        "трефу», а болван кладёт ♣Q. Юг покрывает королём. Тут я и спохватился; в следующую "
        "взятку никто ещё не ходил. Что с дамой и с королём Юга?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert "45D" in ruling.laws


def test_declarers_card_held_an_inch_off_the_table_is_played() -> None:
    ruling = ruled(
        "I was declarer in 3NT, sitting West. At trick 7 it was my turn after dummy and North. "
        "I took out the ♥Q and was holding it face up, about an inch off the table, then "
        "decided on the ♥4 instead. North says the queen is played. Is it?")
    assert (ruling.status, ruling.irregularity) == ("final", "card_played")
    assert "45C2" in ruling.laws


def test_a_follower_need_not_win_the_trick_with_his_ace() -> None:
    ruling = ruled(
        "Разыгрывал Запад 3♥, болван у Востока. Восток ходит ♠3, у меня пики туз и семёрка, я "
        "дал семёрку, туз оставил. Разыгрывающий потом сказал, что я обязан был бить тузом, "
        "раз мог взять. Это правда?")
    assert (ruling.status, ruling.irregularity, ruling.offender) == ("final", "follow_suit",
                                                                     None)
    assert "44C" in ruling.laws


def test_declarer_who_grabbed_dummys_card_must_play_it() -> None:
    ruling = ruled(
        "I was South in 4♥, partner dummy. At trick 3 I led a club from hand, West followed, "
        "and I grabbed dummy's ♣K, it was half out of the row when I said 'no, the small "
        "one'. East says the king must be played. Right?")
    assert (ruling.status, ruling.irregularity) == ("final", "card_played")
    assert "45C3" in ruling.laws


def test_a_review_asked_before_the_third_trick_comes_too_late() -> None:
    ruling = ruled(
        "Контракт 4♠, играет Юг, болван Север. Перед ходом в 3-ю взятку Юг попросил "
        "повторить всю торговлю. Восток отказал. Кто прав?")
    assert (ruling.status, ruling.irregularity) == ("final", "review_or_explanation")
    assert {"41B", "41C"} & set(ruling.laws)


def test_a_face_down_lead_taken_back_by_the_leader_himself() -> None:
    ruling = ruled(
        "Контракт 3♣, разыгрывает Север, первый ход за Востоком. Восток кладёт ♥Q рубашкой "
        "вверх, потом забирает её обратно в руку и кладёт закрыто ♠2. Север возражает. Какая "
        "карта — первый ход?")
    assert (ruling.status, ruling.irregularity, ruling.offender) == ("final", "opening_lead",
                                                                     Seat.E)


def test_a_pause_the_teller_cannot_remember_is_asked() -> None:
    ruling = ruled(
        "Играю 3БК с Юга. Со стола надо было короля бубен, а я ляпнул короля червей. Потом "
        "поправился, но сразу или через несколько секунд — не помню. Запад ещё не сыграл. "
        "Какой король пошёл?")
    assert ruling.status == "needs_facts"
    assert ruling.irregularity == "designation"
    assert "without_pause" in {q.fact for q in ruling.questions}


def test_a_post_in_ukrainian_is_read_in_russian() -> None:
    ruling = ruled(
        "Грали 3♥, розігрувала Північ, болван Південь. Північ не дала в трефу, і Південь "
        "одразу спитав: «партнере, треф нема?» Схід каже, що болвану говорити не можна. Хто "
        "правий?")
    assert (ruling.irregularity, ruling.status) == ("dummy_right", "final")
    assert "42B1" in ruling.laws


def test_a_post_in_belarusian_is_read_in_russian() -> None:
    ruling = ruled(
        "Гулялі 4♠, разыгрываў Поўдзень, балван Поўнач. Балван устаў і паглядзеў у карты "
        "Захаду, а потым сказаў партнёру хадзіць з рукі. Што за гэта будзе?")
    assert ruling.irregularity == "dummy_breach"


def test_the_fifth_card_told_in_the_sentence_after_the_full_trick() -> None:
    ruling = ruled(
        "3♣ играет С, первый ход был В. Во взятке уже лежали четыре карты, её взял С. А З, "
        "не глядя, положил туда ещё ♠4. Что теперь?")
    assert (ruling.irregularity, ruling.offender) == ("fifth_card", Seat.W)
    assert "45E1" in ruling.laws


def test_a_learners_bare_verb_still_tells_what_dummy_said() -> None:
    ruling = ruled(
        "Contract 4 hearts by West, East is dummy. West start to play club from hand and "
        "dummy East say loud «no, partner, play spade first!». North and South angry, they "
        "call director. What penalty for dummy?")
    assert (ruling.irregularity, ruling.offender) == ("dummy_breach", Seat.E)
    assert "43A1(C)" in ruling.laws


def test_when_dummys_wrong_card_was_noticed_disputed_is_asked() -> None:
    ruling = ruled(
        "Играл 3♥ Юг, болван Север. Запад пошёл ♠6, Юг попросил со стола «пиковую тройку», а "
        "болван положил ♠J. Восток дал ♠Q, Юг ♠K. Ошибку кто-то потом заметил, но когда "
        "именно — не помню. Что с валетом?")
    assert (ruling.status, ruling.irregularity) == ("needs_facts", "dummy_misplayed_card")
    assert "attention" in {q.fact for q in ruling.questions}


def test_a_defenders_long_think_then_his_partners_switch_is_law_16_in_the_play() -> None:
    ruling = ruled(
        "I'm declarer in 3NT, partner's dummy. At trick five I lead the ♣Q from dummy, West "
        "thinks for like thirty seconds, sighs, then plays the ♣2, and later East switches "
        "to a club right through my king. Is that fair?")
    assert ruling.status == "outside"
    assert {"16", "73"} & {str(law) for law in ruling.outside}


def test_an_apostrophe_inside_a_word_quotes_nothing_and_a_bare_rank_is_asked() -> None:
    ruling = ruled(
        "Right, I'm North, declaring 4♠, partner's dummy, and it's dummy's lead to the next "
        "trick, and I say 'queen', only 'queen', and dummy's got the ♦Q and the ♣Q, two "
        "queens, and nobody knows which, so which queen is played, going once?")
    assert (ruling.status, ruling.irregularity) == ("needs_facts", "designation")
    assert {"46B3", "46B3(A)"} & set(ruling.laws)
    assert "=" not in ruling.summary
