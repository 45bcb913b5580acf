"""A49: a call the player reached into the bidding box for («полезла в бокс за 2♥») is the call
intended, not one made; the partner cut short with a dot («партн. (С) 3♣») and a seat letter
with a dot before a call («Затем З. 1♥») name the player of the call, they end no sentence; a
hand's cards spilled face up during the auction («карты рассыпались, две легли на стол лицом»)
are cards exposed (Law 24); the teller or his partner named right after a call and before an
opponent's call in parentheses («4S pard, (pass)») made the call before, not the opponent's;
a call made while barred stays the case when the director is told to have explained the duty
(his words explain no call); a card seen after calls that do not end the auction, before any
word of the play, was seen in the auction; a player «still reaching for the box» has not
called yet. A team match told as the setting of a card «not played yet» names no Law 86; a
board of a team match not played does.

Worded unlike the posts that revealed the gaps.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.auction import silent_players
from engine.story.outside import outside_laws
from engine.story.words import tokenize
from tests.engine.story.told_checks import auction_ruled, ruled, seated_calls


def test_the_call_reached_for_in_the_box_is_not_a_call_made() -> None:
    text = ("Сдавала я, Юг. Полезла в бокс за 2♥, а вытащила 2♠ и тут же, не успев убрать руку, "
            "заменила на 2♥. Запад ещё молчал. Штраф будет?")
    assert seated_calls(text)[:1] == ["S:2♠"], seated_calls(text)
    assert auction_ruled(text)[:2] == ("change_of_call", "S")


def test_a_partner_cut_short_with_a_dot_is_the_player_of_his_call() -> None:
    text = ("Сдавал З., открыл 1♦. Я (Ю) пас. Потом партн. (С) 3♣ вне очереди, до Востока. "
            "Что теперь?")
    assert "N:3♣" in seated_calls(text), seated_calls(text)


def test_a_seat_letter_with_a_dot_before_a_call_is_its_player() -> None:
    text = "Сдавал С. Сначала Ю. 1♠ не в очередь, потом В. 1♣. Как быть?"
    assert seated_calls(text)[:2] == ["S:1♠", "E:1♣"], seated_calls(text)


def test_cards_spilled_face_up_in_the_auction_are_exposed() -> None:
    text = ("Сдавал Север: 1♦, Восток пас. У моего партнёра Юга карты рассыпались, две легли "
            "на стол лицом: валет треф и туз червей. Что теперь с торговлей?")
    irregularity, offender, laws = auction_ruled(text)
    assert irregularity == "exposed_card", (irregularity, offender, laws)
    assert "24C" in laws, laws


def test_the_partner_named_after_his_call_before_an_opponents_call_made_it() -> None:
    text = ("I'm South and dealt. 1C by me, (pass), 1H partner, (pass), 1NT me, (pass), 3NT "
            "partner. Was the 1NT rebid alertable?")
    assert seated_calls(text)[:5] == ["S:1♣", "W:пас", "N:1♥", "E:пас", "S:1БК"], (
        seated_calls(text))


def test_a_call_while_barred_stays_the_case_when_the_director_explained_the_duty() -> None:
    text = ("Уважаемые арбитры, сдавал Север, я сидел Югом. Прежде чем Север успел открыть "
            "торговлю, Восток спасовал вне очереди; арбитр объяснил, что этот пас аннулирован "
            "и Восток обязан спасовать в свою следующую очередь. Торговля: С – 1♦, В – 1♥, "
            "Ю (я) – 1♠, З – 2♥. Только тут все спохватились, что Востоку полагалось "
            "пасовать. Как быть?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_while_barred", Seat.E)


def test_a_card_seen_after_the_calls_told_so_far_was_seen_in_the_auction() -> None:
    text = ("Dealer West. P-1C-1S, and then my partner, fumbling for the box, dropped the ♥K "
            "face up on the table. Director said it stays there. Partner passed, LHO 2S, all "
            "pass. We defend 2S. What about the king now?")
    irregularity, _, laws = auction_ruled(text)
    assert irregularity == "exposed_card", (irregularity, laws)


def test_a_player_still_reaching_for_the_box_has_not_called_yet() -> None:
    tokens = tokenize("Партнёр открыл 1♥. Восток ещё тянулся к боксу, а Запад уже сказал «пас».")
    assert silent_players(tokens, Seat.S) == {Seat.E}


def test_a_team_match_as_the_setting_of_a_card_not_played_names_no_law_86() -> None:
    setting = ("Вчера, командный матч в клубе. 3♣ у С., вистую на З. Взятка 5-я уже полная, а "
               "партн. (В.) подкладывает пятую — ♥К. Думал, еще не сыграл в нее. Кто прав?")
    assert "86" not in [law.law for law in outside_laws(setting)]
    board_unplayed = "Командный матч, одну сдачу не сыграли, не успели по времени. Что присудят?"
    assert "86" in [law.law for law in outside_laws(board_unplayed)]
