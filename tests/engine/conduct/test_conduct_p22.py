"""Readings of a play story added in brief P22 (stop 22), each checked end to end on a post worded
unlike the development posts they were found on: a review asked by a player bound to pass
charges the asker (20B); «а что было до этого?» asks for the auction; dummy's quoted words that
a defender who just discarded still holds the suit draw attention to a revoke (43B2(A) after
looking at a hand), «С первым: «…»» and «Х, выложив болвана» naming who speaks and who dummy
is; what a player out of the suit led had to play, disputed beside «чья взятка?» (44D); suit
and rank words of another language in a Russian post («trefl», «damę»); «говорит просто пика»
with no quotes (46B2) and «Правый разыгрывает три бубны» (a contract, not a card); «я не
заалертила» said by a player (the speaker is the offender); a call misunderstood told beside an
auction read as four passes (21A, not 22A); an alert the teller did not see (21A); a person
told by a noun with no seat (no offender); what is only supposed («а если бы …») is no event; a
face-down lead the leader wants back after a question (41A); «could ask after the auction was
over» is a rule stated, not when he asked (20F1); «Разве карты стола не должен называть
разыгрывающий?» asks who names dummy's cards (45B); a form signed «от пары …, игрок Восток — …»
tells the teller's seat; «обнаружили позже, когда розыгрыш уже продолжался» is attention drawn
late (45D); a fifth card said to be «не ход» is a defender's (45E1); a log line «3БК Ю.» and «В
следом кладёт на ту же кучку» (45E1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import DummyAct, Event
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited or named outside)
CASES = [
    # a review asked of one's own partner in the auction: 20D (no offender named)
    ("review_from_own_partner_charges_asker",
     "Идёт торговля. Юг в свою очередь попросил своего партнёра Севера напомнить заявки "
     "первого круга, и Север принялся их перечислять. Восток возражает. Можно ли так?",
     "final", "review_or_explanation", "-", "20D"),
    # a player bound to pass asks for a review: 20B, the asker
    ("barred_player_review_charges_asker",
     "Партнёр объявил контру вне очереди, и судья обязал его пасовать до конца торговли. "
     "Потом в свою очередь партнёр попросил повторить ему торговлю. Оппоненты против. "
     "Имеет ли он на это право?",
     "final", "review_or_explanation", "N", "20B"),
    # «а что было до этого?» asked of one's own partner at one's turn
    ("what_came_before_asked_of_partner",
     "слева 1♦, партнёрша пас, справа 1♠, моя очередь, а я отвлеклась и спрашиваю "
     "партнёршу «а что было до этого?», она стала перечислять. соседка справа "
     "говорит, так нельзя. почему?",
     "final", "review_or_explanation", "-", "20D"),
    # dummy looked into a defender's hand, later his words point at that defender's revoke
    ("dummy_letter_first_points_at_revoke",
     "Стол 4. 4♥ Ю, болван С. На 3-й взятке С поднялся и посмотрел в карты З. На 6-й З "
     "сбросил пику на трефовый ход, и С первым: «а у Запада трефы есть!». Ренонс и правда "
     "был. Что получает Юг?",
     "final", "dummy_breach", "N", "43B2(A)"),
    # dummy named by what he did («выложив болвана») and his exclamation about a suit
    ("named_dummy_exclaims_where_is_the_suit",
     "Нина Петровна на Севере разыгрывала 4♥. Олег Иванович, выложив болвана, пошёл "
     "бродить по залу и заглянул в карты Востока. Позже Нина Петровна пошла трефой, Восток "
     "сбросил пику, и Олег Иванович воскликнул: «А трефа-то где?» Ренонс был. Что теперь?",
     "final", "dummy_breach", "S", "43B2(A)"),
    # whether a player out of the suit had to discard, disputed beside «чья взятка?»
    ("duty_to_discard_disputed_with_trick",
     "Контракт 3♥, разыгрывает S, болван N. Ход W ♠K, N ♠3, E — пик нет, кладёт ♥2, "
     "S ♠5. W спорит: E обязан был сбросить, бить козырем нельзя. Какое правило и чья "
     "взятка?",
     "final", "follow_suit", "-", "44D"),
    # Polish suit words in a Russian post: dummy's question to declarer (42B1)
    ("polish_suits_dummy_asks_declarer",
     "Я был dziadek, partner играл 3 kier. Пошла trefl, partner кладёт karo. Я спрашиваю: "
     "partner, nie masz trefl? нет trefli? Левый: dziadek молчит! Partner нашёл trefl и "
     "поменял карту. Можно ли было спросить?",
     "final", "dummy_right", "-", "42B1"),
    # Polish rank words: a defender's card held so that partner saw it (45C1)
    ("polish_rank_held_seen_by_partner",
     "Играет левый. Мой partner долго думал, вынул damę pik и держал так, что я её видел. "
     "Потом передумал и положил małego pika. Rozgrywający: dama musi! Кто прав?",
     "final", "card_played", "N", "45C1"),
    # a suit only, said without quotes or stops, by a declarer told as «левый разыгрывает»
    ("bare_suit_unquoted_run_on",
     "Левый разыгрывает две червы со стола взял взятку королём пик и левый говорит просто "
     "трефа болван дал четвёрку треф а левый говорит нет я хотел туза там туз и четвёрка "
     "судья сказал играется четвёрка прав ли он",
     "final", "designation", "W", "46B2"),
    # the one who says «я не заалертил» is the offender, not the bidder's partner
    ("own_missed_alert_names_offender",
     "партнёр 1♣, справа 2♣ без алерта, я пас, слева 2♠, и тут справа: «ой, я не "
     "заалертил, 2♣ это обе старшие». партнёр ещё ничего не сказал. можно мне заменить пас "
     "на контру?",
     "final", "misinformation", "E", "21B1"),
    # an alert the teller himself missed: 21A
    ("alert_i_did_not_see",
     "Я Запад. Север открыл 1♣, партнёр пас, Юг 1♦, я контра. Потом оказалось, что 1♦ — "
     "перенос в червы. Алерта я не видел, а Север говорит, что показывал карточку. Можно "
     "мне забрать контру?",
     "final", "own_misunderstanding", "-", "21A"),
    # a person told by a noun, with no seat: no offender named
    ("seatless_person_turns_card_early",
     "Одна соседка по клубу, когда играет, кладёт карту во взятку и тут же переворачивает "
     "её рубашкой вверх, хотя остальные ещё не сыграли. Я не успеваю разглядеть. Можно "
     "попросить её так не делать?",
     "final", "card_turned", "-", "45G"),
    # a face-down lead the leader wants back after a question was answered; «а если бы …»
    # supposes a misinformation that did not happen
    ("face_down_lead_wanted_back",
     "Я на Востоке положила первый ход рубашкой вверх, и тут мой партнёр спросил, что "
     "значит 3♣ Юга. Ему ответили верно. Я услышала и захотела поменять ход, карта же "
     "ещё закрыта. Судья запретил. А если бы объяснили неправильно, тогда можно?",
     "needs_facts", "opening_lead", "-", "41A"),
    # «could only ask after the auction had ended» is what someone claims, not the time
    ("could_ask_after_is_a_claim",
     "North dealt and opened 1H, my partner passed, South bid 2C and North alerted it. At "
     "my turn I asked North what 2C meant. South said I could ask after the auction was "
     "over. Was he right? Am I allowed to ask during the bidding?",
     "final", "review_or_explanation", "-", "20F1"),
    # dummy plays his cards himself all evening; who should name them is asked (45B)
    ("who_names_dummy_cards_asked",
     "У соседей болван весь вечер сам выкладывает карты со стола в центр, а разыгрывающий "
     "молча соглашается и ничего не называет. Разве карты стола не должен называть "
     "разыгрывающий?",
     "final", "card_played", "-", "45B"),
    # a signed form: «от пары …, игрок Восток — …» tells the teller's seat; his card played
    # after declarer's slip, then corrected (45C4(B))
    ("signed_form_teller_seat",
     "В комиссию / от пары 7-8 (Восток-Запад), игрок Восток — Петров А.А. / 1. Юг "
     "разыгрывал 3♥, болван — Север. 2. Ходя со стола, Юг назвал «пику тройку». Я тут же "
     "положил ♠Д. 3. Через пару секунд Юг сказал: «нет, трефу тройку, оговорился». 4. "
     "Судья разрешил поправку, а мне — забрать ♠Д. / Прошу пересмотреть.",
     "final", "designation", "S", "45C4(B)"),
    # dummy put another card than the one named; the mismatch found only later (45D)
    ("dummy_wrong_card_found_later",
     "Разыгрывал Запад 4♠, болван — Восток. На пятой взятке Запад назвал со стола ♦К, а "
     "Восток положил ♦3. Я на Юге сыграл ♦2, Запад — ♦5. Ошибку обнаружили позже, когда "
     "розыгрыш уже продолжался. Что теперь с ♦3?",
     "final", "dummy_misplayed_card", "E", "45D"),
    # a fifth card said to be no lead, its player's part untold: a defender's (45E1)
    ("fifth_card_no_lead_is_defenders",
     "в последней взятке в положил пятую карту, две карты слиплись и вторая упала лицом "
     "вверх. ходом это не было. что судья делает с ней?",
     "final", "fifth_card", "E", "45E1"),
    # a log: the contract and its seat, a fifth card put on the same pile
    ("log_fifth_card_on_same_pile",
     "Стол 3, сдача 7. 4♥ С. Взятка 9: В ♠3, Ю ♠К, З ♠2, С ♠Т — и З следом кладёт на ту "
     "же кучку ♦6, взятку ещё не собрали. Что делать с этой картой?",
     "final", "fifth_card", "W", "45E1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_passed_out_reading_yields_to_own_misunderstanding() -> None:
    """Four passes told, and a call the teller himself misunderstood: the misunderstanding is
    what is asked (21A), not a deal passed out (22A)."""
    situation = situation_from_story(
        "Север пас, Восток пас, я на Юге пас, Запад пас. Потом я понял, что сам перепутал: "
        "думал, что у нас пас партнёра первой рукой обещает силу. Никто меня не "
        "дезинформировал. Можно переиграть?")
    assert situation is not None and situation.event is Event.OWN_MISUNDERSTANDING


def test_suit_claim_from_declarer_side_is_no_point_out() -> None:
    """Dummy's words that a suit is held, after declarer (not a defender) discarded, draw no
    attention to a defender's irregularity."""
    situation = situation_from_story(
        "4♠ Ю, болван С. На 5-й взятке С встал и заглянул в карты В. На 7-й Ю сбросил трефу "
        "на бубновый ход, и С первым: «а бубны есть?». Что теперь?")
    assert situation is None or situation.then is not DummyAct.POINT_OUT
