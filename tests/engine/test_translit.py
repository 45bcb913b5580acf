"""Russian written in Latin letters («partner skazal pas ne v svoyu ochered'») is read as
Russian by search, the laws outside the text and the story reader alike; English posts and
Russian posts with a few Latin words are left as they are."""

from __future__ import annotations

from engine.answer import answer, rule_text
from engine.rules.model import Seat
from engine.search import Searcher


def test_a_transliterated_story_is_ruled_and_searched_as_russian(
    packaged_searcher: Searcher,
) -> None:
    text = ("Privet vsem. Sdaval Sever, on otkryl 1 chervu. Vostok eshche dumal, a Zapad "
            "uzhe skazal kontra, ne v svoyu ochered'. Chto teper'?")
    reply = answer(text, packaged_searcher)
    assert reply.query == text  # the user's words are shown as typed
    assert any("латиницу" in notice for notice in reply.notices)
    assert reply.ruling is not None
    assert (reply.ruling.irregularity, reply.ruling.offender) == (
        "double_out_of_rotation", Seat.W)
    assert reply.result.hits[0].clause_id.startswith("32")


def test_the_story_door_reads_transliteration_too(packaged_searcher: Searcher) -> None:
    text = ("Sdaval Zapad. Ja sidel na Yuge. Zapad otkryl 1 bubnu, partner skazal pas, "
            "Vostok 1 piku, a ja 1 chervu. Levyj ne prinyal. 4to teper budet?")
    ruling = rule_text(text, packaged_searcher.corpus, packaged_searcher)
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.S)


def test_english_and_mixed_posts_are_not_transliterated(packaged_searcher: Searcher) -> None:
    english = ("Dealer North. North opened 1H, my RHO, and then my partner bid 1S before "
               "East had a chance to call. What is the ruling?")
    assert packaged_searcher.in_cyrillic(english) == (english, [])
    mixed = "Сдавал правый, я сказал 1 bez atu не в свою очередь, а партнёр сказал pas."
    assert packaged_searcher.in_cyrillic(mixed) == (mixed, [])
    polish = "Dzien dobry. Partner otworzyl 1 pik, ja powiedzialem pas, a lewy kontra."
    assert packaged_searcher.in_cyrillic(polish)[0].count("пик") <= 1


def test_seat_letters_of_the_russian_compass_in_latin_are_seats(
    packaged_searcher: Searcher,
) -> None:
    """«V 1H, Z 1S»: В and З written in Latin letters are East and West, so West's 1♠ is a
    bid out of turn (South's turn), not South's own bid."""
    text = ("Privet, pishu latinicej. Sdaval Vostok. V 1H, i srazu Z 1S, ne dozhdavshis "
            "nashej zayavki. Yu ne prinyal, pozvali sud'yu. Chto teper?")
    ruling = rule_text(text, packaged_searcher.corpus, packaged_searcher)
    assert (ruling.irregularity, ruling.offender) == ("bid_out_of_rotation", Seat.W)
    assert [item.seat for item in ruling.auction.calls] == [Seat.E, Seat.W]
    assert packaged_searcher.in_cyrillic(text)[0].count("Ю не принял") == 1
