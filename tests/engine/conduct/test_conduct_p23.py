"""Readings of a play story added in brief P23 (stop 22), each checked end to end on a post worded
unlike the development posts they were found on: German bridge words in a Russian post
(«Alleinspieler», «Strohmann», «keine Pik?»); a Latin seat letter after «и тут» opening the
clause (45E1); «Стол: 7» as a form's field (a table, not dummy); a card named after a colon with
no quotes («говорит со стола: трефа», 46B2); a chart note «Пац. (болван, он же партнёр)»,
where the partner named beside dummy is dummy, and «он первым: «у В же были пики!»», a
defender's holding claimed by dummy (43B2(A)); a card «повёрнута так, что» partner sees it
(45C1); a legal double or redouble disputed cites the law allowing it (19A1, 19B1); German
«Ausspiel» (41A); chat English «i misunderstood», «its on our card», «спрашивать не стал»
(21A); «какой картой должен сыграть …?» asks of a card still to be played (44C)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from engine.conduct.situation import DummyAct, Event, Role
from engine.rules.model import Seat
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher


# (name, story, status, irregularity, offender («-»: none), a law cited or named outside)
CASES = [
    # «Alleinspieler» is declarer; «и тут O, …, legt» opens a clause with the seat letter
    ("german_declarer_letter_after_adverb_fifth_card",
     "Турнир в Бонне. Я Alleinspieler (N), 3 Herz. Седьмая взятка: все четыре карты уже "
     "лежат, и тут O, не глядя, кладёт сверху ещё Pik-Bube. Это штраф?",
     "final", "fifth_card", "E", "45E1"),
    # «Strohmann» is dummy; his German question to declarer who showed out (42B1)
    ("german_dummy_asks_no_suit",
     "Играю 2 Pik, я Alleinspieler (S), Partner N – Strohmann. На ход Herz я сбросила Karo. "
     "Strohmann: „Partner, kein Herz?“ Соперники шумят: болван не имеет права. Так ли?",
     "final", "dummy_right", "-", "42B1"),
    # a suit named after a colon, no quotes, no rank: the lowest card (46B2)
    ("suit_named_after_colon_unquoted",
     "Контракт 4♥, разыгрывает Север. Север говорит со стола: трефа. И больше ничего. "
     "Болван положил тройку треф, а Север хотел туза. Что играется?",
     "final", "designation", "N", "46B2"),
    # a chart note: the partner named beside dummy is dummy; «он первым: «у В же …»»
    ("chart_note_dummy_claims_defender_holding",
     "Сдача 9, играю 3бк (С). Пац. (болван, он же партнёр) ушёл к соседнему столу и "
     "заглядывал в мои карты. В 5-й взятке он первым: «у В же были пики!» — ренонс В. "
     "Штраф В будет?",
     "final", "dummy_breach", "S", "43B2(A)"),
    # live commentary in the present tense: a card turned in the fan so partner sees it (45C1)
    ("commentary_card_turned_partner_sees",
     "Три пики, играет Север! Пятая взятка, Север выходит бубной со стола. Восток "
     "раскрыл карты веером... и король треф развёрнут так, что Запад отлично его видит! "
     "Север: «Король сыгран!» Восток: «Я его не клал!» Должен ли Восток играть короля?",
     "final", "card_played", "E", "45C1"),
    # German «Ausspiel» asks who makes the opening lead (41A)
    ("german_ausspiel_who_leads",
     "Сдача 8, сдавал S: S Pass, W 1 Herz, N Pass, O 2 Herz, S Pass, W 4 Herz, все Pass. Сосед O "
     "говорит, что Ausspiel его, раз он первым назвал черву. Мы думаем, Ausspiel наш. "
     "Кто прав?",
     "final", "opening_lead", "-", "41A"),
    # American chat English: a pass made on one's own misreading of partner's bid (21A)
    ("chat_english_i_misunderstood",
     "ugh. partner opened 2c, i figured it was natural and passed. nope, strong artificial, "
     "its on our card lol. td said i cant take my pass back even though i misunderstood. "
     "right?",
     "final", "own_misunderstanding", "-", "21A"),
    # a textbook problem: an alerted bid the player chose not to ask about (21A)
    ("textbook_did_not_ask_about_alert",
     "Дано: сдавал Север. С — 1♥, В — пас, Ю — 2♦ с алертом. Я (Запад) уточнять не стал, "
     "посчитал, что бубны натуральные, и спасовал. Потом оказалось, что 2♦ — трансфер, "
     "так и записано в их карте. / Требуется: можно ли вернуть мой пас?",
     "final", "own_misunderstanding", "-", "21A"),
    # a textbook problem asks which card is still to be played: no revoke, no offender (44C)
    ("textbook_which_card_must_be_played",
     "Дано: 1) играется 3♠, разыгрывает Юг; 2) у Запада с четвёртой взятки открыта "
     "штрафная карта ♥K; 3) Юг ходит бубной, бубны у Запада есть. / Требуется: какой "
     "картой должен сыграть Запад? / Решение (моё): бубной.",
     "final", "follow_suit", "-", "44C"),
    # a redouble after a pass, disputed: legal, the law that allows it is cited (19B1)
    ("legal_redouble_disputed_cites_19b1",
     "Сдача 7, сдавал С. С 1♥, В контра, Ю пас, З пас, С реконтра. Партнёр З: «так "
     "нельзя, уже был пас!» Могла ли С реконтрировать?",
     "final", "none", "-", "19B1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_table_field_of_a_form_is_no_dummy() -> None:
    """«Стол: 7» heads a form's fields: the table's number, so no dummy is told there."""
    situation = situation_from_story(
        "Стол: 7\nСдача: 15\nКонтракт: 2♠, разыгрывает Восток\nЧто было: Восток сыграл "
        "♦3 из руки и тут же взял её обратно\nВопрос: можно ли так?")
    assert situation is None or situation.actor is not Role.DUMMY


def test_partner_apart_from_dummy_still_blocks_teller_declaring() -> None:
    """A partner named in a sentence of his own is not dummy's apposition: the teller's part
    is not inferred from it alone."""
    situation = situation_from_story(
        "Болван встал из-за стола. Партнёр потом сказал, что так можно. Кто прав?")
    assert situation is None or situation.event is not Event.DUMMY_BREACH \
        or situation.then is not DummyAct.POINT_OUT


def test_declarer_slang_in_a_form() -> None:
    """«декл — Запад»: players' short word for declarer names his seat and his part."""
    situation = situation_from_story(
        "Контракт: 2♥, декл — Запад. Что было: декл сыграл ♦3 с руки и взял её обратно. "
        "Вопрос: можно?")
    assert situation is not None and situation.declarer is Seat.W
    assert situation.actor is Role.DECLARER
