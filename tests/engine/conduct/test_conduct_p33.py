"""P33: play facts a director reads from the words.

- 45C1: «a он» after «очередь партнёра» is the partner, a player spoken of in the pronoun's
  own sentence, whatever its case, before one named in an earlier sentence.
- From blind23's dev rows: «забыла, как шла торговля» asks nothing of the time (41C, too
  late in the play); a fond suit word held («бубнушка») and «со стола дали маленькую» (a
  card that follows) make a must-follow question, not a revoke; dialect void and dummy's
  question («had nae hearts», «Nee spades, partner?»); an aside between a seat and dummy
  («East, an old sea captain, were dummy»); a card dropped «on the pile» after four is its
  holder's fifth card, whatever a question later calls it; dummy «hollered for the
  director»; «I'm East» is the teller; a question asked over the face-down lead stays the
  case (41B) unless someone wants the lead changed; dummy taking declarer's seat (43A2(A));
  words with a dropped r («pahtnah», «convention cahd»).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.conduct.reading import read_story_facts
from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_the_pronoun_is_the_player_of_its_own_sentence() -> None:
    ruling = ruled(
        "Играли 3♥, разыгрывал Восток. Мы с партнёром вистуем. В шестой взятке ход "
        "партнёра, а он держит карты веером к себе, но так, что мне видна ♣Д. Восток "
        "требует, чтобы дама была сыграна. Прав ли он?")
    assert ruling.irregularity == "card_played"
    assert ruling.offender is Seat.N
    assert "45C1" in ruling.laws


def test_a_forgotten_auction_asked_for_in_the_play_is_too_late() -> None:
    ruling = ruled(
        "Играем 3♠, разыгрывает Юг, я Восток. Восьмая взятка, мой ход, а я забыла, как шла "
        "торговля, и прошу Юга рассказать её заново. Юг отказывается. Должен ли он?")
    assert ruling.irregularity == "review_or_explanation"
    assert ruling.status == "final"
    assert "41C" in ruling.laws


def test_a_fond_name_of_a_suit_held_means_he_must_follow() -> None:
    ruling = ruled(
        "Север играет 4♥, я Запад. Партнёр пошёл бубной, со стола дали маленькую. У меня "
        "одна бубнушка и куча козырей. Обязан ли я класть бубну или можно бить?")
    assert ruling.irregularity == "follow_suit"
    assert ruling.status == "final"
    assert ruling.offender is None
    assert "44C" in ruling.laws


def test_dialect_void_lets_him_discard() -> None:
    ruling = ruled(
        "Board 4, North played 3♠ and I was West. East led the ♥A, dummy played low, and I "
        "had nae hearts at all, so I threw the ♣4. Declarer said I had to ruff. Did I?")
    assert ruling.irregularity == "follow_suit"
    assert "44D" in ruling.laws
    assert ruling.offender is None


def test_an_aside_between_a_seat_and_dummy_keeps_them_together() -> None:
    ruling = ruled(
        "I were West, playing 2♥, and East, an old sea captain, were dummy. At trick three he "
        "got up and walked round to look at my cards. Is that allowed?")
    assert ruling.irregularity == "dummy_breach"
    assert ruling.offender is Seat.E


def test_a_card_dropped_on_the_finished_trick_is_a_fifth_card_of_its_holder() -> None:
    ruling = ruled(
        "I was North, declarer in 4♥. Trick five: East led the ♣K, I played the ♣3, West the "
        "♣5, dummy the ♣9. East's trick. While East was turning it over I dropped my ♦4 on "
        "the pile as well, thinking I still owed a card. Is there a penalty for that fifth card?")
    assert ruling.irregularity == "fifth_card"
    assert ruling.offender is Seat.N
    assert "45E2" in ruling.laws


def test_dummy_hollering_for_the_director_breaches_43a1a() -> None:
    ruling = ruled(
        "South played 4♠ and I was dummy, North. At trick six I thought West had miscounted, "
        "so I hollered for the director myself. Could I do that?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A1(A)" in ruling.laws


def test_i_m_with_a_seat_is_the_teller() -> None:
    ruling = ruled(
        "Board 6, I'm East, played 4♥, dummy West. Trick two I led the ♣Q from hand and at "
        "once turned it face down before anybody else played. Was that wrong?")
    assert ruling.irregularity == "card_turned"
    assert ruling.offender is Seat.E


def test_a_question_asked_over_a_face_down_lead_stays_the_case() -> None:
    ruling = ruled(
        "Сдача 8: Север открыл 1♦, Юг 1♠, Север 2БК, Юг 3БК, мы пасовали. Мой партнёр Восток "
        "положил первый ход рубашкой вверх. Пока карта лежала закрытой, я спросила Юга, что "
        "значит 2БК. Север возмутился. Можно ли было спрашивать?")
    assert ruling.irregularity == "review_or_explanation"
    assert "41B" in ruling.laws


def test_dummy_taking_declarers_seat_exchanges_hands() -> None:
    ruling = ruled(
        "Сдача 12, партнёр Запад играет 3БК, я Восток, болван. После второй взятки он "
        "попросил доиграть за него, я пересел на его место, а он сел за мои карты. Что мы "
        "нарушили?")
    assert ruling.irregularity == "dummy_breach"
    assert "43A2(A)" in ruling.laws


def test_dropped_r_words_are_read() -> None:
    ruling = ruled(
        "Board 12, my pahtnah North opened 1♥, East passed, South bid 2♣. I asked North, he "
        "said natural clubs. I passed, and they ended in 4♥. Dummy came down with one club, "
        "and their convention cahd says 2♣ is a heart raise. Too late to change my pass? "
        "What can the director do?")
    assert ruling.irregularity == "misinformation"
    assert "21B3" in ruling.laws


def test_no_alert_after_a_call_names_the_callers_partner() -> None:
    ruling = ruled(
        "Сдача 5, сдаёт Запад. Запад 1БК, Север пас, Восток 2♥ — алерта нет, Юг пас. Запад "
        "2♠, и тут выясняется, что 2♥ у них трансфер. Север ещё не заявлял. Может ли Юг "
        "поменять свой пас?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.W


def test_a_misheard_explanation_is_the_players_own_misunderstanding() -> None:
    ruling = ruled(
        "Сдача 3. Партнёр 1♣, правый 2♦ с алертом, я спросил левого — он ответил «слабые "
        "мажоры», а я расслышал «бубны» и спасовал. Судья не дал поменять пас. Прав ли он?")
    assert ruling.irregularity == "own_misunderstanding"
    assert "21A" in ruling.laws


def test_a_suit_named_alone_then_a_rank_is_the_lowest_of_the_suit() -> None:
    ruling = ruled(
        "Играем 3БК, разыгрывает Юг, я Запад. Ход со стола, у болвана ♥A 8 3. Юг говорит "
        "просто «черву». Болван тянется к ♥3, а Юг: «нет, туз!» Какая карта сыграна?")
    assert ruling.irregularity == "designation"
    assert "46B2" in ruling.laws


def test_a_lead_out_of_turn_is_the_case_when_a_penalty_card_is_only_talked_of() -> None:
    ruling = ruled(
        "Играли 3БК. На пятой взятке Север взял королём, а Юг сразу пошёл ♣7 — не его ход. "
        "Судья что-то говорил про штрафную карту. Что полагается?")
    assert ruling.status == "outside"
    assert {53, 56} & {int(n) for n in ruling.outside}


def test_cards_put_down_with_all_mine_is_a_claim() -> None:
    ruling = ruled(
        "Board 3, South declaring 4♠. At trick ten he put his cards down and said 'all mine'. "
        "West still had a trump. How many tricks do we get?")
    assert ruling.outside and int(ruling.outside[0]) == 68


def test_a_capital_seat_letter_ending_its_clause_owns_the_contract() -> None:
    ruling = ruled(
        "Контракт 3♣ у Ю. Первый ход за З, но В положил карту рубашкой вверх, её никто не "
        "видел. Что делать?")
    assert ruling.irregularity == "opening_lead"
    assert ruling.offender is Seat.E
    assert "41A" in ruling.laws


def test_declares_with_a_seat_tells_declarer() -> None:
    situation, _ = read_story_facts(
        "East declares 2♠, South leads. At trick 4 dummy touched the ♥Q before East named a "
        "card. What now?")
    assert situation is not None
    assert situation.declarer is Seat.E


def test_a_card_turned_while_a_player_still_had_to_play_is_too_early() -> None:
    ruling = ruled(
        "North plays 3NT. At trick 6 East led the ♦K, South played the ♦2, and West still had "
        "to play when North turned his card face down. Was that wrong?")
    assert ruling.irregularity == "card_turned"
    assert ruling.status == "final"
    assert "45G" in ruling.laws
