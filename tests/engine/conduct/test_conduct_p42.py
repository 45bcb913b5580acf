"""P42: declarer whose first words for dummy's card named a suit alone («трефу», 'heart')
designated its lowest card (46B2), whatever rank he said afterwards he had meant, and a
defender who spoke up after it is not the one who named it; «North's dummy.», a player's word
with «'s» and a role ending the clause, tells who is dummy; a player who asked an opponent
about a call received the explanation, so the misinformation is that opponent's even when the
truth is told later in a sentence of the teller's; colloquial verbs of playing («bungs out»,
«stuck my king on it») play a card; «nobody had started the next trick» is attention drawn in
time (45D).

Each test is worded unlike the post that revealed the gap.
"""

from __future__ import annotations

from engine.rules.model import Seat
from tests.engine.conduct.door import ruled


def test_a_suit_alone_then_a_rank_claimed_is_the_lowest_card_of_the_suit() -> None:
    ruling = ruled(
        "Вистовал против 4♠ Востока, болван Запад, на столе ♦AQ4. Восток сказал «бубну» и "
        "всё. Болван дал четвёрку. Восток говорит нет, я хотел даму, это же импас. Кто прав?")
    assert ruling.irregularity == "designation"
    assert ruling.laws == ["46B2"]
    assert ruling.offender is Seat.E


def test_a_defender_who_spoke_after_the_suit_alone_did_not_name_it() -> None:
    ruling = ruled(
        "West is declarer in four spades, East is dummy with KQ2 of hearts. Declarer just "
        "says 'heart', and dummy plays the two. Declarer wanted the king. South said the two "
        "is played. Who is right?")
    assert "46B2" in ruling.laws, ruling.laws
    assert ruling.offender is Seat.W


def test_a_players_word_with_s_and_a_role_ending_the_clause_tells_the_dummy() -> None:
    ruling = ruled(
        "I'm West. Three clubs by North, South's dummy. At trick four I led a spade, declarer "
        "said 'low', and dummy went and played the ace instead. I put my king on it before "
        "anybody noticed; nobody had started the next trick. What happens?")
    assert ruling.irregularity == "dummy_misplayed_card"
    assert ruling.offender is Seat.S


def test_attention_before_anybody_started_the_next_trick_and_a_colloquial_play() -> None:
    ruling = ruled(
        "I was South defending 3NT by West, East's dummy. Declarer called for a low diamond, "
        "but dummy bunged out the king, and I stuck my ace on it. Nobody's started the next "
        "trick yet. Can I take my ace back?")
    assert (ruling.status, ruling.irregularity) == ("final", "dummy_misplayed_card")
    assert "45D" in ruling.laws


def test_the_opponent_asked_gave_the_misinformation_told_as_the_truth_later() -> None:
    ruling = ruled(
        "I'm North and West dealt and opened 2♣. I asked East what it was and she said "
        "natural, clubs. So I passed. A minute later I glanced at their system card: two "
        "clubs is a transfer to diamonds. The auction is still going. May I change my pass?")
    assert ruling.irregularity == "misinformation"
    assert ruling.offender is Seat.E
