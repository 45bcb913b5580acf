"""P41: a trick told in the first person with the teller's «я» dropped («Выхожу ♣K.») is led
by the teller; a player's word with «'s» and an article after it («LHO's the dummy») tells
what he is, no possessive; a fifth card named in a sentence of its own after the telling
(«Пятая карта, я свидетель») was played by whoever put one card more on the trick; a player
yet to play told with the imperfective verb («а Юг ещё не играл») makes a card turned too
early final (45G).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_lead_told_with_the_tellers_own_verb_alone_is_his() -> None:
    ruling = ruled(
        "Контракт 3♥, играет Север, стол на Юге, я на Востоке. Седьмая взятка. Выхожу ♣K. "
        "С Юга кладут ♣2, Запад даёт ♣5, Север сбрасывает ♦3. Кто взял и кто ходит дальше?")
    assert ruling.irregularity == "trick"
    assert ruling.trick is not None
    assert (ruling.trick.winner, ruling.trick.next_leader) == (Seat.E, Seat.E)


def test_a_players_word_with_s_and_an_article_after_it_tells_what_he_is() -> None:
    ruling = ruled(
        "I'm West, defending. My LHO's the dummy. Declarer was thinking about which card to "
        "play from the board when dummy nudged the ♣J forward with a finger. Is that allowed?")
    assert ruling.irregularity == "dummy_indicated_card"
    assert ruling.offender is Seat.N


def test_a_fifth_card_named_after_the_telling_is_the_card_put_on_more() -> None:
    ruling = ruled(
        "Играли 3♣, разыгрывал Запад, болван Восток, я Север. Седьмая взятка: все четыре "
        "карты легли, взял Восток. Тут Запад потянулся и бросил туда же ещё ♥7 со стола. "
        "Пятая карта, я свидетель. Как быть?")
    assert ruling.irregularity == "fifth_card"
    assert ruling.offender is Seat.W
    assert any(law.startswith("45E2") for law in ruling.laws), ruling.laws


def test_a_player_who_had_not_yet_played_told_with_the_imperfective_verb() -> None:
    ruling = ruled(
        "Разыгрываю 3♦ на Востоке, болван Запад. В четвёртой взятке Север вышел пикой, я "
        "дал ♠5 и сразу перевернул её рубашкой вверх, а Юг ещё не играл. Можно так?")
    assert (ruling.status, ruling.irregularity) == ("final", "card_turned")
    assert "45G" in ruling.laws
