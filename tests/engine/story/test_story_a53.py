"""A53: a player named with the seat he played the contract from («Нина Ивановна разыгрывала
4 пики с Юга») sits there; the player named after «мы с» is the teller's partner, and so is
one named right after the teller's possessive («у моей Тамары»); a role set off before a
player's two-word name ("my LHO, Big Jim, …") names him; the teller's seat written as one
letter right after «я» («Я В.», «Я Ю 2т»); a card knocked out of a hand during the auction
(«рукавом смахнул две карты», "slid out of her hand") was exposed, and a sentence whose verb
of doing it has no subject («Партнёр полез в бокс. Рукавом смахнул карту») tells the card of
the player of the sentence before; the teller, who speaks of himself, is none of the players
placed by the order of their calls. A name right after the teller's possessive («мой Толя
пас») is his partner unless its sentence tells he is no longer alive («светлая память»); a
revoke told in a contract played is no deal passed out, whatever «back in the board» says;
a player studying a quitted trick of his («перевернул свою взятку №3») is Law 66; a seat letter,
words of not waiting and a colon before a call («а В не дождался: 1п») name who called;
Northern English «on me left» is the left-hand opponent; «Afore East could say owt I called
the director» tells no call out of turn; an English sentence opening with a verb whose «I»
the teller dropped («Noticed it at once and put 2H out») is his.

Worded unlike the posts that revealed the gaps.
"""

from __future__ import annotations

from engine.answer import answer
from engine.search import get_searcher
from engine.story.table import named_players
from engine.story.words import tokenize
from tests.engine.story.told_checks import auction_ruled, seated_calls


def test_the_teller_seat_written_as_one_letter_after_me() -> None:
    text = "Я В. Сдавал З: 1п, С пас. Я 2т, Ю пас, а З вдруг пас раньше партнёра. Как быть?"
    assert seated_calls(text)[:3] == ["W:1♠", "N:пас", "E:2♣"], seated_calls(text)


def test_a_card_swept_out_by_a_sleeve_is_the_card_of_the_player_told_before() -> None:
    text = ("Я Ю. Сдавал С, открыл 1т. В пас. Партнёр полез в бокс за карточкой. Рукавом "
            "смахнул две карты. Обе лицом вверх, дама и тройка. Что теперь мне, пас?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "N"), (irregularity, offender, laws)
    assert "24C" in laws, laws


def test_a_card_that_slid_out_of_a_hand_in_the_auction_is_exposed() -> None:
    text = ("North dealt and bid 1D, East passed, and as my partner South picked up a bid card "
            "the ace of hearts slid out of her hand onto the table, where we all saw it. She "
            "then bid 1S. What happens?")
    irregularity, offender, laws = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "S"), (irregularity, offender, laws)
    assert "24B" in laws, laws


def test_a_name_after_my_possessive_is_my_partner() -> None:
    text = ("Я Восток, сдавала, 1 пика, Юг пас, и у моей Тамары из рук выскользнула десятка "
            "бубен лицом вверх. Мне велели пасовать дальше? Или ей?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "W"), (irregularity, offender)


def test_a_role_before_a_two_word_name() -> None:
    text = ("West dealt: 1C by my LHO, Big Jim (the club's treasurer), pass by partner, and "
            "then Jim dropped the jack of spades face up. Does his partner have to pass?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("exposed_card", "W"), (irregularity, offender)


def test_my_possessive_before_a_calling_name_is_my_partner() -> None:
    text = ("Я на Юге. Левый открыл 1♦, мой Толя пас, правый пас, я 1♠, и мой Толя, не "
            "дождавшись левого, сразу 2♠. Что теперь?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", "N"), (irregularity, offender)


def test_a_name_told_as_no_longer_alive_is_nobody_at_the_table() -> None:
    text = ("Мой Сеня, светлая память, учил меня контрить. А вчера мой Толя сказал 1♠, и я "
            "контра. Что не так?")
    read = [token.text for token in named_players(tokenize(text))]
    assert read[:2] == ["мой", "сеня"] and "партнер" in read, read


def test_a_revoke_in_a_played_contract_is_no_passed_out_deal() -> None:
    text = ("Mary in 3H. West didn't follow to a spade at trick four and threw a club; at "
            "trick ten out came a spade. Nobody noticed till the cards were back in the board. "
            "What happens to the tricks?")
    reply = answer(text, get_searcher())
    assert "64" in [law.law for law in reply.outside], reply.outside
    assert reply.ruling is None or reply.ruling.irregularity != "passed_out", reply.ruling


def test_studying_an_old_trick_is_law_66() -> None:
    text = ("на 11-й взятке правый взял и перевернул свою взятку №3, разглядывает её. "
            "я говорю так нельзя. кто прав?")
    reply = answer(text, get_searcher())
    assert "66" in [law.law for law in reply.outside], reply.outside


def test_a_seat_letter_that_did_not_wait_then_its_call_after_a_colon() -> None:
    text = "сдаёт З: З 1б, ход С. а В не дождался: 1п. судья пришёл. что теперь С?"
    assert seated_calls(text)[:2] == ["W:1♦", "E:1♠"], seated_calls(text)
    assert auction_ruled(text)[:2] == ("bid_out_of_rotation", "E"), auction_ruled(text)


def test_me_for_my_in_northern_english_names_the_left_hand_opponent() -> None:
    text = ("Board 7, me partner's deal. Afore he'd said owt the fella on me left bid 1D. "
            "Nobody wanted it, director come. Partner 1S, then East passed. What about "
            "East now?")
    assert auction_ruled(text)[:2] == ("bid_out_of_rotation", "W"), auction_ruled(text)


def test_calling_the_director_before_a_player_could_speak_is_no_call_out_of_turn() -> None:
    text = ("North 1S, East 2C, me 3S, West 4C, North 4S, East 5C, me 5S, West 6C, North "
            "6S, East 7C, me 7S, West passed, and then North says eight spades. Afore East "
            "could say owt I called the director. What now?")
    assert auction_ruled(text)[:2] == ("bid_above_seven", "N"), auction_ruled(text)


def test_a_sentence_opening_with_a_verb_whose_i_was_dropped() -> None:
    text = ("Partner 1H, RHO no bid, and I went to put 2H down but pulled 2D out. Noticed it "
            "at once and put 2H out instead. Is that allowed?")
    irregularity, offender, _ = auction_ruled(text)
    assert (irregularity, offender) == ("change_of_call", "S"), (irregularity, offender)
