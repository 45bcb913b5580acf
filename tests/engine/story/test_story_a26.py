"""A26: how the same story is typed by other hands: Latin letters drawn like Cyrillic ones
inside Russian words, Ukrainian words and letters, Scandinavian suit words, a card written
suit first, and a chat message that tells its calls and only asks at its end.

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.answer import answer, rule_text
from engine.conduct.reading import situation_from_story
from engine.glyphs import cyrillic_lookalikes
from engine.play.cards import Card, Rank, Suit
from engine.rules.model import Seat
from engine.search import get_searcher
from tests.engine.story.told_checks import auction_ruled, calls_made, ruled


def test_latin_lookalikes_inside_russian_words_are_read_as_cyrillic() -> None:
    # every «а», «о», «е», «с», «р» below is the Latin letter; «3» opens «Запад»
    text = ("Сдaчa 9, сдaвaл 3aпaд. 3aпaд oткpыл 1♦, Ceвep cкaзaл 1♣. Bocтoк нe пpинял, "
            "пoзвaли cyдью. Чтo тeпepь?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", Seat.N)
    assert any(law.startswith("27") for law in laws)


def test_a_level_before_a_strain_and_a_latin_word_keep_their_letters() -> None:
    assert cyrillic_lookalikes("3бк, 3пики, 30 очков, Board 3, trefa") == (
        "3бк, 3пики, 30 очков, Board 3, trefa")
    assert cyrillic_lookalikes("в0т") == "вот"


def test_ukrainian_seats_and_verbs_tell_the_auction() -> None:
    text = ("Роздача 6, роздавав схід. Схід відкрив 1 чирву, а захід не в свою чергу "
            "сказав 1 піку раніше за мене (я південь). Я не прийняв, суддю покликали.")
    assert calls_made(text)[:2] == [(Seat.E, "1♥"), (Seat.W, "1♠")]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "W")


def test_ukrainian_i_typed_as_the_latin_letter_reads_the_same() -> None:
    assert calls_made("Пiвнiч сказав 2 хрестi, схiд пас") == [(Seat.N, "2♣"), (Seat.E, "пас")]


def test_scandinavian_suit_words_are_strains() -> None:
    text = ("Board 12, dealer West. West 1 klöver, North 1 hjärter, East 1 ruter - "
            "and then North bid 1 spar before anybody noticed. Ruling?")
    assert [call for _, call in calls_made(text)][:3] == ["1♣", "1♥", "1♦"]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", "E")


def test_a_card_written_suit_first_with_an_honour_letter_or_a_spot() -> None:
    text = ("Contract 3NT by West. North led klöver K, dummy played klöver 4, South "
            "klöver 9 and West klöver A. Who won the trick and who leads?")
    situation = situation_from_story(text)
    assert situation is not None
    assert situation.trick == (Card(Suit.CLUBS, Rank.KING), Card(Suit.CLUBS, Rank.FOUR),
                               Card(Suit.CLUBS, Rank.NINE), Card(Suit.CLUBS, Rank.ACE))


def test_a_lower_case_a_after_a_suit_is_no_ace() -> None:
    situation = situation_from_story(
        "Declarer led a spade a moment later and dummy followed. Whose trick?")
    assert situation is None or all(card.rank is not Rank.ACE for card in situation.trick or ())


def test_a_chat_message_without_full_stops_asks_only_at_its_end() -> None:
    # one sentence, a question word at its end: the calls told first are made
    text = ("сд в 1п п 4п п п п и потом ю говорит контр разыгрывающий хочет запретить "
            "ход в какую то масть можно??")
    ruling = answer(text, get_searcher()).ruling
    assert ruling is not None
    assert ruling.irregularity == "call_after_final_pass"
    assert ruling.offender is Seat.S


def test_a_call_typed_on_the_english_layout_in_a_russian_story_is_read() -> None:
    text = ("Сдавал Север. Север открыл 1♥, и тут Запад, не дождавшись Востока, дал "
            "rjynhe. Юг не принял, позвали судью. Что теперь?")
    reply = answer(text, get_searcher())
    assert any("rjynhe → контру" in notice for notice in reply.notices)
    assert reply.ruling is not None
    assert (reply.ruling.irregularity, reply.ruling.offender) == (
        "double_out_of_rotation", Seat.W)


def test_english_words_and_codes_in_a_russian_story_keep_their_letters() -> None:
    text = ("Играли на BBO, сдавал Юг, я открыл 1NT, а партнёр able to bid 2H, судья "
            "сказал, что всё в порядке.")
    assert get_searcher().in_cyrillic(text) == (text, [])


def test_italian_calls_suits_and_seats_in_an_english_post() -> None:
    text = ("Board 7, dealer Sud. Sud open 1 quadri, Ovest passo, Nord 1 picche, Est contro, "
            "Sud surcontro, and then Nord, too fast, say 2 fiori before Ovest. Est don't "
            "accept. What now?")
    assert [call for _, call in calls_made(text)][:5] == ["1♦", "пас", "1♠", "контра",
                                                          "реконтра"]
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "N")


def test_a_card_named_with_di_or_de_between_rank_and_suit() -> None:
    situation = situation_from_story(
        "Contract 4 cuori by Nord. Est led the re di fiori, Sud played the 2 di fiori, "
        "Ovest the asso di fiori and Nord the 5 de trefle. Whose trick?")
    assert situation is not None
    assert situation.trick is not None and situation.trick[:3] == (
        Card(Suit.CLUBS, Rank.KING), Card(Suit.CLUBS, Rank.TWO), Card(Suit.CLUBS, Rank.ACE))


def test_a_post_whose_lines_are_joined_by_slashes_tells_a_duty_then_its_breach() -> None:
    # the lines of the post kept on one line with « / »; the director's words end with their
    # line, and the question at the end asks about the last one only
    text = ("сдача 7, сдавал С / С — 1♣ / Ю сказал «пас» раньше Востока / В пас Юга не "
            "принял, судья велел Югу пасовать в следующую очередь / В — 1♥ / Ю — 2♣ / "
            "вопрос: что теперь делать с 2♣ Юга?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("call_while_barred", "S")
    assert "37" in laws


def test_a_slash_between_calls_is_still_a_separator() -> None:
    assert [call for _, call in calls_made("Сдавал Север: 1NT / 2D / nb / 3NT. Что скажете?")] == [
        "1БК", "2♦", "пас", "3БК"]



def test_ukrainian_grae_tells_the_declarer() -> None:
    ruling = rule_text("Ми захищаємось, 4♥ грає схід, болван — захід. Схід довго думав, а "
                       "болван тим часом узяв короля треф за краєчок, ніби підказує. Схід "
                       "тоді сказав: «король треф». Що тепер?", None, get_searcher())
    assert ruling.offender is Seat.E  # the declarer who named dummy's card


def test_a_call_followed_by_was_is_spoken_of_not_made() -> None:
    text = ("Partner opened 1♦, I bid 1♠, partner raised to 3♠. I thought 3♠ was only a "
            "limit raise and passed. Can we get the game score?")
    assert calls_made(text) == [(Seat.N, "1♦"), (Seat.S, "1♠"), (Seat.N, "3♠"),
                                (Seat.S, "пас")]
