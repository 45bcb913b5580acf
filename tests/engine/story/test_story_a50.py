"""A50: an auction told over in two words after its last pass ("…, all done", «конец
торговли») makes a named player's call after it a call after the final pass, even with long
words naming him; a call made «пока он думал» (the player in turn named by a pronoun) is out
of turn; a copula between the word of dealing and the dealer («Сдающим был мой левый»)
still names the dealer, and a relation set beside a seat at the end of a sentence («мой
партнёр, Север.») seats the teller; a player named by his seat and told still busy while a
later player called was skipped: the teller is not seated to make that call legal. A bare
«end of the auction» in a duty to pass («must pass to the end of the auction») tells no
auction over. The British «no» for a pass is read between the slashes of a run of calls and
right after a seat («East no,»); a suit's length spelt in words with the words of a hand
(«four spades to the queen», «Two hearts, 11 count») tells the hand, not a bid. «ой» between
two calls in a player's quoted words puts the second in place of the first; «After the final
pass» right after a call dates it and adds no passes; «raised my one spade to four» tells my
bid and the raise; a level alone after its player («я две, партнёр четыре») raises the last
strain, and «три пасса» counts passes; a player named in a clause of «пока» after its verb
(«не дождавшись, пока заявит мой партнёр») makes no call; a call supposed in a question («If
lefty passes, does partner simply double again?») is asked about, not made; nor is one only
considered («I was considering 3NT», «I were looking at doubling them»). A double by a player
named, told apart after an ended auction and the words of the lead to come, is a call after
the final pass, as a bid so told already was. A call asked about with «can't» («So I can't
double 2D now?») is not made; a bidding card pulled out («pull the X card out») is a call
made; a teller who was «first hand» («Я первая рука») dealt.

Worded unlike the posts that revealed the gaps.
"""

from __future__ import annotations

from tests.engine.story.told_checks import auction_ruled, seated_calls


def test_a_call_after_an_auction_told_all_done_is_after_the_final_pass() -> None:
    text = ("1H pard, (pass), 3H me, (pass), pass, (pass), all done. Then that quiet old fella "
            "on my left, West, who's on lead, pipes up 'double'. Now what?")
    assert seated_calls(text)[-1] == "W:контра", seated_calls(text)
    assert auction_ruled(text)[:2] == ("call_after_final_pass", "W")


def test_a_call_after_an_auction_told_over_in_russian_is_after_the_final_pass() -> None:
    text = ("Сдавал я. 1♠ – пас – 2♠ – пас – пас – пас, конец торговли. Через пару секунд мой "
            "правый сосед по столу, вечно витающий где-то в облаках пенсионер, Восток, вдруг "
            "выдал «контра».")
    assert auction_ruled(text)[:2] == ("call_after_final_pass", "E")


def test_a_duty_to_pass_to_the_end_of_the_auction_tells_no_auction_over() -> None:
    text = ("Dealer North. North 1D, East 1C, I didn't accept, East made it 2C. The director "
            "told West he must pass to the end of the auction. Then I bid 2S, West doubled.")
    assert auction_ruled(text)[:2] == ("call_while_barred", "W")


def test_a_call_while_the_dealer_named_by_a_pronoun_thinks_is_out_of_turn() -> None:
    text = "Сдавала партнёрша. Пока она думала, Восток положил 1♠. Мы не приняли."
    assert seated_calls(text)[:1] == ["E:1♠"], seated_calls(text)
    assert auction_ruled(text)[:2] == ("bid_out_of_rotation", "E")


def test_a_copula_between_dealing_and_the_dealer_still_names_him() -> None:
    text = "Сдающим был мой левый. Я открыл 1♠. Что будет?"
    assert auction_ruled(text)[:2] == ("bid_out_of_rotation", "S")


def test_a_relation_beside_a_seat_at_the_end_of_a_sentence_seats_the_teller() -> None:
    text = "Раздавал мой левый соперник, Восток. Запад открыл 1♣. Правильно?"
    assert seated_calls(text)[:1] == ["W:1♣"], seated_calls(text)
    assert auction_ruled(text)[:2] == ("bid_out_of_rotation", "W")


def test_a_seat_told_still_busy_was_skipped_by_the_call_after_it() -> None:
    text = ("Открыл левый соперник, 1♦. Юг ещё раздумывал над заявкой, а Запад уже объявил "
            "«пас». Я судью звать не стал.")
    assert auction_ruled(text)[:2] == ("pass_out_of_rotation", "W")


def test_the_british_no_between_slashes_and_after_a_seat_is_a_pass() -> None:
    text = ("Dealer North. 1D / no / 1S / no (he had nothing) / 2S / East no, and then "
            "South bid 4S. What now?")
    assert seated_calls(text)[:6] == ["N:1♦", "E:пас", "S:1♠", "W:пас", "N:2♠", "E:пас"], (
        seated_calls(text))


def test_a_suit_length_told_with_the_hand_is_no_bid() -> None:
    text = ("Two hearts, 11 count, four spades to the queen. Partner opened 1D, RHO passed, I "
            "bid 1S. Then LHO bid 1H. Director?")
    assert seated_calls(text)[0] == "N:1♦", seated_calls(text)
    assert auction_ruled(text)[:2] == ("insufficient_bid", "W")


def test_a_slip_cried_out_between_two_calls_in_quotes_is_a_change_of_call() -> None:
    text = ("Сдавал Север, я Восток. Север 1♦, и я выпаливаю: «Один пик... ой, один червь!» "
            "Юг требует оставить пики. Кто прав?")
    assert auction_ruled(text)[:2] == ("change_of_call", "E")


def test_words_dating_a_call_after_the_final_pass_add_no_passes() -> None:
    text = ("I was declarer in four hearts and the auction ended pass, pass, pass. LHO, who was "
            "on lead, thought a while and said 'double'! After the final pass, if you please. "
            "What can I do?")
    assert seated_calls(text)[-1] == "W:контра", seated_calls(text)
    assert auction_ruled(text)[:2] == ("call_after_final_pass", "W")


def test_a_bid_raised_to_a_level_is_made_before_the_raise() -> None:
    text = "Partner raised my one spade to four. All pass."
    assert seated_calls(text)[:3] == ["S:1♠", "W:пас", "N:4♠"], seated_calls(text)


def test_a_level_alone_after_its_player_raises_the_last_strain() -> None:
    text = ("Сдавал партнёр: одна пика, правый пас, я две, левый пас, партнёр четыре, и три "
            "пасса. Потом левый вдруг: «контра».")
    assert seated_calls(text)[:5] == ["N:1♠", "E:пас", "S:2♠", "W:пас", "N:4♠"], (
        seated_calls(text))


def test_a_player_in_a_clause_of_while_makes_no_call() -> None:
    text = ("Север открылся одной бубной, Восток спасовал, я сказала одну пику, Запад "
            "спасовал, — и тут Восток, не дождавшись, пока заявит мой партнёр, произнёс «контра».")
    assert seated_calls(text)[-1] == "E:контра", seated_calls(text)
    assert auction_ruled(text)[:2] == ("double_out_of_rotation", "E")


def test_a_call_supposed_in_a_question_is_not_made() -> None:
    text = ("Righty dealt and opened one diamond, I passed, and partner doubled before lefty "
            "had called. If lefty passes, does partner simply double again?")
    assert seated_calls(text) == ["E:1♦", "S:пас", "N:контра"], seated_calls(text)


def test_a_call_only_considered_is_not_made() -> None:
    text = ("Strong hand, I was considering 3NT. Dealer East: 1D / no / 2D / and before I called, "
            "partner put a double down. It was my turn. What now?")
    assert seated_calls(text)[:3] == ["E:1♦", "S:пас", "W:2♦"], seated_calls(text)
    assert auction_ruled(text)[0] == "double_out_of_rotation"


def test_a_double_told_apart_after_the_final_pass_is_a_call_after_it() -> None:
    text = ("2H (P) 4H, all pass, board 3 so I'm declaring from the South seat and West has the "
            "opening lead. Before he'd put his card down, RHO blurts out 'double!'. Does that "
            "count?")
    assert seated_calls(text)[-1] == "E:контра", seated_calls(text)
    assert auction_ruled(text)[:2] == ("call_after_final_pass", "E")


def test_a_call_asked_about_with_cant_is_not_made() -> None:
    text = ("Partner opened 1S, righty overcalled 2D, I passed, lefty passed, partner passed, and "
            "righty's 2D was the contract. So I can't double 2D now?")
    assert seated_calls(text) == ["N:1♠", "E:2♦", "S:пас", "W:пас", "N:пас"], seated_calls(text)


def test_a_bidding_card_pulled_out_is_a_call_made() -> None:
    text = ("Dealer North. Partner opens 1H, East passes, and I, not thinking, pull the X card "
            "out of the box. What happens now?")
    assert auction_ruled(text)[:2] == ("inadmissible_double", "S")


def test_a_teller_who_was_first_hand_dealt() -> None:
    text = "I was first hand. 1C (1S) 1H, and partner never saw the spade. What now?"
    assert seated_calls(text) == ["S:1♣", "W:1♠", "N:1♥"], seated_calls(text)
    assert auction_ruled(text)[:2] == ("insufficient_bid", "N")
