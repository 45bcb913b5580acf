"""A45: the seats by their sailors' names («Норд», «Зюйда», «Остом»), the South African «my oke»
for the partner, an accepting refused in the sentence after the question that offered it, a
word of habit that tells one past act («never noticed»), words of how a call was made between
the player and his verb («шутя сказал x»), an emoji after a bracketed call that stands for the
dash before the player named for it, a call written on a slip («написал»), a call made again
after the first was undone and the auction told going on («Далее: …»), a forced pass told in a
run of calls («had to pass and …»), a call named as a thing («for a little double»), a game bid
told by its level alone («закрыл четырьмя»), a change let stand in words («пусть будут три
пики»), and a capitalised verb opening a sentence, which is no player's name; the colon of a
time of day (no auction told after it), a role told after «то есть» (who the seat is, not a
retraction), the dummy to be named in the auction (still the auction), the next player's call
told after a long aside and before later calls (the auction goes on), a name with «моя» after
it (the partner), a bidding card «put out» or «slapped down», and a call made «до моей заявки»
(no pass of the teller's put in its turn before it).

Each test is worded unlike the post that revealed the gap, so that it checks the mechanism,
not a phrase.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Phase, Role
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling
from engine.story.table import named_players
from engine.story.words import tokenize


def _seats_and_calls(text: str) -> list[tuple[Seat | None, str]]:
    """The calls told (not those put in their turn between them), with their seats."""
    return [(call.seat, str(call.call)) for call in read_story(text).calls if not call.implied]


def test_the_sailors_names_of_the_seats_place_the_calls() -> None:
    text = ("Сдавал Ост. Ост открыл одной трефой, я на Зюйде сказал одну пику, Вест — две "
            "бубны, и тут Норд, не дождавшись Оста, говорит «пас».")
    calls = _seats_and_calls(text)
    assert calls[:3] == [(Seat.E, "1♣"), (Seat.S, "1♠"), (Seat.W, "2♦")], calls
    assert calls[3][0] is Seat.N, calls


def test_my_oke_is_the_partner() -> None:
    story = read_story("My oke opened 1H, LHO passed, I said 2H and RHO came in with 2S.")
    assert story.calls[0].role is Role.PARTNER, story.auction_text()


def test_an_accepting_asked_about_is_refused_in_the_next_sentence() -> None:
    text = ("Dealer West. West opened 1C, North passed, and before East had called, South "
            "doubled. Could West have accepted the double? She didn't. East then bid 1S. What "
            "now for South and North?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "double_out_of_rotation", ruling.laws
    assert ruling.offender is Seat.S
    assert "32B2" in ruling.laws, ruling.laws


def test_never_noticed_tells_one_act_not_a_habit() -> None:
    calls = _seats_and_calls("West was dealer. North said pass before West had looked at his "
                             "cards. West never saw it and opened one spade.")
    assert (Seat.W, "1♠") in calls, calls


def test_words_of_how_a_call_was_made_stand_between_the_player_and_his_verb() -> None:
    calls = _seats_and_calls("Сдавал Юг: 1c-(пас)-3nt-все пас. и тут левый говорит «4s», а "
                             "партнер смеху ради сказал x, и только потом позвали тд.")
    assert calls[-1] == (Seat.N, "контра"), calls


def test_an_emoji_after_a_bracketed_call_leads_to_the_player_named_for_it() -> None:
    text = ("торговля: 1h-(1s)-4h-(4s)-6h-(8s) 🙃 левый правда выдал 8s. тд сказал снять. "
            "что дальше?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "bid_above_seven", ruling.laws
    assert ruling.offender is Seat.W  # the teller is South, his left-hand opponent West


def test_a_call_written_on_a_slip_names_the_player_of_a_shorthand_call() -> None:
    text = "без коробков, на бумажках: 1d-(1h)-3d-(8h) — правый написал 8h. а дальше?"
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "bid_above_seven", ruling.laws
    assert ruling.offender is Seat.E  # the teller is South, his right-hand opponent East


def test_a_call_made_again_after_the_first_was_undone_is_a_second_call() -> None:
    text = ("Сдавал Юг. Ю–1♣, и тут Север, не дожидаясь Востока, назвал 1♥. Восток не принял, "
            "заявка отменена. Далее: В–пас, Ю–1♦, З–пас, С–1♥, все пас. Верно ли ведено?")
    calls = _seats_and_calls(text)
    assert calls[:2] == [(Seat.S, "1♣"), (Seat.N, "1♥")], calls
    assert calls.count((Seat.N, "1♥")) == 2, calls


def test_a_forced_pass_in_a_run_of_calls_was_made() -> None:
    calls = _seats_and_calls("West opened 1S, North doubled, East had to pass and South bid "
                             "2H.")
    assert calls == [(Seat.W, "1♠"), (Seat.N, "контра"), (Seat.E, "пас"), (Seat.S, "2♥")], calls


def test_a_call_named_as_a_thing_is_no_call() -> None:
    calls = _seats_and_calls("North opened 1D, East passed and South bid 1S. West said later "
                             "it was all a fuss about nothing, so much trouble for one silly "
                             "double.")
    assert calls == [(Seat.N, "1♦"), (Seat.E, "пас"), (Seat.S, "1♠")], calls


def test_a_game_bid_told_by_its_level_alone() -> None:
    calls = _seats_and_calls("Сдавал я, Юг. Открыл одной пикой, Запад пас, партнёр дал три "
                             "пики, Восток пас, и я закрыл четырьмя.")
    assert calls[-1] == (Seat.S, "4♠"), calls


def test_a_change_let_stand_in_words_is_accepted() -> None:
    text = ("Сдавал Север. Север 1♦, Восток пас, Юг 1♠, Запад пас, Север «1БК» — и тут же, "
            "подумав, «нет, 2♣». Восток, человек мирный, махнул рукой: ладно, пусть будут две "
            "трефы, и сам спасовал. Правильно?")
    assert (Seat.E, "2♣") not in _seats_and_calls(text)  # East only let it stand
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "change_of_call", ruling.laws
    assert "25B1" in ruling.laws, ruling.laws


def test_a_capitalised_verb_opening_a_sentence_is_no_name() -> None:
    tokens = named_players(tokenize("Торгуюсь Западом, партнёр на Востоке. Север сказал пас."))
    assert tokens[0].text == "торгуюсь", [t.text for t in tokens[:3]]


def test_the_colon_of_a_time_of_day_does_not_open_an_auction() -> None:
    text = ("Сдача 8, сдающий Восток. В Ю З С / 1ч пас 2ч пас / пас пас. Торговля закончилась "
            "в 20:45. Минутой позже Север говорит «3♠», а Восток ему: «пас». Что ему будет?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "call_after_final_pass", ruling.laws
    assert ruling.offender is Seat.N


def test_a_role_told_after_that_is_keeps_the_seat_named() -> None:
    calls = _seats_and_calls("Сдавал Восток: 1♣, пас, 1♥, пас, 2♥, все пас. И тут Север, то "
                             "есть будущий разыгрывающий, сказал «3♥».")
    assert calls[-1] == (Seat.N, "3♥"), calls


def test_the_dummy_to_be_named_in_the_auction_keeps_it_an_auction() -> None:
    text = ("Сдающий Запад. З–пас, С–1♠, В–пас, Ю–4♠, З–пас, С–пас, В–пас. После третьего паса "
            "Юг (будущий болван) сказал «5♠». Что положено?")
    assert read_story(text).phase is Phase.AUCTION


def test_the_next_players_call_told_after_a_long_aside_goes_on() -> None:
    text = ("Сдавал Север, мой партнёр, открыл одной бубной, Восток вошёл одной пикой, я на "
            "Юге сказал две трефы, а Запад, видно, мои трефы проглядел, как водитель знак в "
            "метель на трассе, и объявил «одна черва» — партнёра выручить хотел. Север "
            "принимать не стал, Запад исправился на две червы. Восток потом ещё и в три пики "
            "полез. Что положено?")
    ruling = auction_ruling(read_story(text))
    assert ruling is not None
    assert ruling.irregularity == "insufficient_bid", ruling.laws
    assert ruling.offender is Seat.W


def test_a_name_with_my_after_it_is_the_partner() -> None:
    calls = _seats_and_calls("Сдавал Восток: 1♠, я пас, и тут Светка моя говорит «2♦» раньше "
                             "Запада.")
    assert calls[-1] == (Seat.N, "2♦"), calls


def test_a_bidding_card_put_out_is_a_call() -> None:
    calls = _seats_and_calls("North 1D, East 1S, South 2D, and West slaps down a red X. The "
                             "director was called.")
    assert calls[-1] == (Seat.W, "контра"), calls


def test_a_call_before_the_tellers_own_is_out_of_turn() -> None:
    text = ("Сдавал Север, открыл 1♠, Восток пас, а Запад — наш сосед по даче — ещё до моей "
            "заявки сказал «контра», не терпелось ему. Партнёр не принял. Что теперь?")
    story = read_story(text)
    assert [(c.seat, str(c.call)) for c in story.calls] == [
        (Seat.N, "1♠"), (Seat.E, "пас"), (Seat.W, "контра")], story.auction_text()


def test_a_note_in_brackets_after_a_line_is_the_tellers_not_an_objection() -> None:
    text = ("Сдавал Восток. По ролям: / Восток: 1♦ / Я: пас / Запад: 1♠ / Партнёр: 2♣ (думал, "
            "что контрировать нельзя) / Восток: пас. Правильно?")
    calls = _seats_and_calls(text)
    assert (Seat.N, "2♣") in calls, calls


def test_a_player_who_forgot_he_was_barred_called_while_barred() -> None:
    from engine.answer import rule_text
    from engine.search import get_searcher

    text = ("Сдавал Восток. Я на Юге спасовал раньше Востока, судья велел мне спасовать в "
            "следующий раз. Восток открыл 1♥, а я забыл и сказал 1♠. Запад тоже не заметил и "
            "сказал 2♥, и только тогда позвали судью. Что теперь?")
    ruling = rule_text(text, None, get_searcher())
    assert ruling.irregularity == "call_while_barred", (ruling.irregularity, ruling.laws)
    assert ruling.offender is Seat.S


def test_a_call_set_against_the_replacement_after_a_preposition_is_no_call() -> None:
    text = ("Сдавал Запад: 1♥, партнёр 1♣. Восток не принял, партнёр исправил на 2♣, а не на "
            "2♦, как я ждал. Что теперь?")
    calls = _seats_and_calls(text)
    assert all(call != "2♦" for _, call in calls), calls
