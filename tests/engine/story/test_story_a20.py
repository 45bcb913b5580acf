"""Brief A20: reading rules found on the development auction misses (stop 20).

Each case is worded unlike the posts that showed the gap (those posts live in the story sets);
it checks the mechanism: who called (a name first told in another case, the teller's seat as a
place before an aside, «партнёр» of a player named in the genitive, «вместо него», a player
opposite the one named before, my seat before a list of passes, the teller declaring himself
a player's partner, the dealer told by a role of several words with the board), the card
reached for and the card that came out, a change in other tongues or after an apology, a pause
told by looking at the cards, Ukrainian suit words, a card seen «когда торговались», a call
«сняли», judged by its turn, of one's own partner, or spoken of as the one to accept, a duty
told of «она» after the teller spoke or without its length after the player's own call out of
rotation, the director's words opening a question, the penalty asked, a slip to a double, a
bid above seven put right by a pass, a replacement let stand, a call after the final pass
told before the auction.
"""

from __future__ import annotations

from engine.rules.model import Seat
from engine.story.model import Circumstance as _C
from engine.story.reader import read_story
from engine.story.table import named_players, stated_dealer
from engine.story.words import tokenize
from tests.engine.story.told_checks import calls_made, ruled

# --- who called -------------------------------------------------------------------------------


def test_name_told_first_in_instrumental_case() -> None:
    text = ("Играю в паре со старым другом, Петром Семёновичем, он у нас Западом сидит. "
            "Сдавал Север, и тут Пётр Семёнович сразу: «пас».")
    tokens = named_players(tokenize(text))
    assert [t.text for t in tokens if t.raw.startswith("Пётр")] == ["запад"]
    assert calls_made(text) == [(Seat.W, "пас")]


def test_my_seat_as_place_then_aside_with_another_player() -> None:
    text = ("Сдавала Нина на Севере, открыла одну пику, Костя на Востоке пас, а я на Юге, не "
            "дождавшись Лиды на Западе, сказал: контра. Лида спасовала.")
    assert read_story(text).auction_text() == "N:1♠ E:пас S:контра W:пас"


def test_partner_of_a_player_named_in_genitive() -> None:
    text = ("Валентина на Востоке раздавала, сказала одну трефу, я пас, и тут Гоша, "
            "партнёр Валентины, говорит: реконтра.")
    assert stated_dealer(tokenize("Валя на Востоке раздавала, сказала 1♣"), set()) is Seat.E
    assert calls_made(text)[-1] == (Seat.W, "реконтра")


def test_pass_instead_of_the_player_in_turn() -> None:
    text = ("Север открыл 1 бубну. Говорить должен был Восток, но вместо него пас объявил его "
            "партнёр, который сидел Западом.")
    assert calls_made(text) == [(Seat.N, "1♦"), (Seat.W, "пас")]


# --- the card reached for, the card that came out, the change -----------------------------------


def test_reached_for_one_card_pulled_another() -> None:
    text = ("Сдающий Восток. Восток пас, Юг пас, Запад тянется за карточкой 1♠, а достаёт "
            "2♠ и тут же, без паузы, меняет на 1♠. Что теперь?")
    story = read_story(text)
    assert story.auction_text() == "E:пас S:пас W:2♠"
    assert str(story.replacement) == "1♠"
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("change_of_call", Seat.W)
    assert "25A" in laws


def test_went_for_but_another_card_came_out_then_swapped() -> None:
    text = ("Board 3, my RHO deals and passes, I open 1S, LHO passes and partner goes for 3S "
            "but 4S comes out with it. He swaps it for 3S after looking at it for a while.")
    story = read_story(text)
    assert story.auction_text() == "S:пас W:1♠ N:пас E:4♠"  # board 3: South deals, I am West
    assert str(story.replacement) == "3♠"


def test_taken_back_in_french() -> None:
    text = ("Dealer North. North pulled 1♦ out of the box and at once, no pause at all, "
            "said «non, 1 coeur». The opponents want a penalty.")
    story = read_story(text)
    assert str(story.replacement) == "1♥"


def test_taken_back_in_polish_after_a_long_look() -> None:
    text = ("Я открыл 1 trefl, lewy pas, partner говорит 1 pik, потом смотрит в карты и "
            "говорит: nie, 2 kier. Правый не принял. Partner остался при 1 pik.")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("change_of_call", Seat.N)
    assert any(law.startswith("25B") for law in laws)


def test_ukrainian_suit_words() -> None:
    text = "Партнер 1 чирва, правый пас, я кажу «1 без козиря», левый пас, партнер 2 хрести."
    assert [call for _, call in calls_made(text)] == ["1♥", "пас", "1БК", "пас", "2♣"]


# --- a card seen while the auction went on ------------------------------------------------------


def test_card_dropped_while_calls_were_said() -> None:
    text = ("У партнёра выпала из рук карта лицом вверх, червовая, он сразу убрал. Было это, "
            "когда мы ещё торговались. Что теперь будет мне?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("exposed_card", Seat.N)
    assert "24" in laws


# --- a call cancelled, a duty of another player --------------------------------------------------


def test_call_of_named_player_cancelled_is_spoken_of() -> None:
    text = ("Со мной играл Кукушкин, он сидел на Севере, я на Юге. Сдавал Восток, открыл "
            "одну трефу. Моя очередь, а Кукушкин вдруг: «пас». Восток ничего не сказал, "
            "позвали судью, пас Кукушкина сняли.")
    assert calls_made(text) == [(Seat.E, "1♣"), (Seat.N, "пас")]


def test_her_duty_is_not_mine() -> None:
    text = ("Я открыла 1♣, слева пас, партнёрша 1♥, справа пас, и пока я думаю, соседка "
            "слева снова «пас». Я позвала судью. Он сказал, её пас отменяется и в следующую "
            "очередь она обязана пасовать. Я сказала 1♠. Так можно?")
    story = read_story(text)
    assert story.barred is None
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", Seat.W)


def test_duty_without_length_after_own_pass_out_of_rotation() -> None:
    text = ("Сдавал Север, а я по ошибке первым сказал «пас». Пас сняли. Север пас, Восток "
            "1♦, я должен был пасовать, Запад 1♠, Север пас, Восток 2♦. Потом я спокойно "
            "назвал 2♥. Запад говорит, что я должен был молчать до конца. Кто прав?")
    story = read_story(text)
    assert story.barred is None
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("pass_out_of_rotation", Seat.S)
    assert "30A" in laws


def test_partner_of_name_then_his_seat() -> None:
    text = ("Смотрел из-за спины Севера, там сидел Вадик. Вадик открыл 1♥, Восток пас, а "
            "партнёр Вадика, Юг, сказал 1♠.")
    assert read_story(text).auction_text() == "N:1♥ E:пас S:1♠"


# --- whose card fell ----------------------------------------------------------------------------


def test_card_of_the_player_on_my_right() -> None:
    text = ("Торговля только пошла: партнёр открыл 1♦, и дядька справа от меня, тасуя "
            "карты в руке, уронил на стол туза треф лицом вверх. Что ему положено?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("exposed_card", Seat.E)  # South's right: East


def test_his_card_after_a_pass_told_of_another() -> None:
    text = ("Я сдавал, открыл 1♠. Левый пас. Партнёр 2♠. Правый полез в бокс, и у него "
            "выпала на стол дама бубен лицом вверх. Что будет?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("exposed_card", Seat.E)


# --- seats told by place ------------------------------------------------------------------------


def test_player_opposite_the_one_named_before() -> None:
    text = ("Сдавал Борис Ильич, Север, а напротив него Софья Марковна, и вот она, не "
            "дождавшись партнёра, говорит «один пик». Я позвал судью. Что теперь?")
    assert calls_made(text) == [(Seat.S, "1♠")]


def test_my_place_is_not_the_first_of_listed_passes() -> None:
    text = ("Dealer West. West passed, I opened 1S sitting North, East passed, and partner "
            "raised to 2S.")
    assert read_story(text).auction_text() == "W:пас N:1♠ E:пас S:2♠"


def test_teller_says_he_is_the_named_players_partner() -> None:
    text = ("Идёт торговля, и вдруг у Стёпы из рук выскальзывает король пик, падает лицом "
            "вверх. Все видели. Что теперь со мной, я же его партнёр, мне пасовать?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("exposed_card", Seat.N)


# --- an insufficient bid judged, not made again --------------------------------------------------


def test_insufficient_judged_with_a_particle() -> None:
    text = ("Сдавал Запад, открыл 1♠, Север 2♦, а Восток не разглядел и сказал 1♥, я тоже "
            "прозевал и сказал 2♠. Тут Запад: погодите, одна черва ж недостаточно. Кто прав?")
    assert read_story(text).auction_text() == "W:1♠ N:2♦ E:1♥ S:2♠"


def test_call_spoken_of_as_the_one_to_accept() -> None:
    text = ("Сдающий Север. Север пас, Восток 1♦, Юг 1♠, Запад 1♣. Я судья, Юг не принял, "
            "Запад поставил 2♣. Вопрос: мог ли Юг просто принять «1♣» и торговать дальше?")
    assert read_story(text).auction_text() == "N:пас E:1♦ S:1♠ W:1♣ W:2♣"  # no «1♣» again


def test_ruling_of_the_teller_director_annuls_the_call() -> None:
    text = ("Сд. Ю. Ю 1♦ / З пас / С 1♠ / — и тут Запад: «контра!» Очередь была Востока. "
            "Я: контра аннулирована, Восток пасует до конца торговли. Так?")
    story = read_story(text)
    assert story.auction_text() == "S:1♦ W:пас N:1♠ W:контра"


def test_slip_of_the_tongue_to_a_double() -> None:
    text = ("Я собиралась объявить «контра», а произнесла «пас». Сразу, без паузы, "
            "поправилась: «ой, контра». Противники недовольны. Штраф будет?")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("change_of_call", Seat.S)
    assert "25A" in laws


# --- the director's words and the penalty asked in a question ------------------------------------


def test_director_words_opening_a_long_question_are_told() -> None:
    text = ("Сдавал я, а мой партнёр раньше меня сказал «пас». Судья сказал, что он пасует "
            "в следующий раз, а я волен открывать, но я так и не понял, почему так?")
    story = read_story(text)
    assert _C.NOT_ACCEPTED in story.circumstances


def test_penalty_asked_means_not_accepted() -> None:
    text = "Восток открыл 1♥, и Запад, не дожидаясь Юга, сказал пас. Каков штраф Западу?"
    assert _C.NOT_ACCEPTED in read_story(text).circumstances
    accepted = "Восток открыл 1♥, Запад, не дожидаясь Юга, сказал пас, Юг принял. Каков штраф?"
    assert _C.NOT_ACCEPTED not in read_story(accepted).circumstances
    whom = "Я сдавал, 1♦, левый 1♠, партнёр 2♦, а левый снова: пас! Что будет с левым?"
    assert _C.NOT_ACCEPTED in read_story(whom).circumstances


def test_bid_of_own_partner_named_after_it_is_spoken_of() -> None:
    text = ("Сдаёт Юг. Юг 1♥, Запад пас, Север 2♥, Восток пас, Юг контра, Запад 2♠. Да, Юг "
            "законтрировал 2♥ своего партнёра, а Запад не заметил. Что теперь?")
    story = read_story(text)
    assert story.auction_text() == "S:1♥ W:пас N:2♥ E:пас S:контра W:2♠"
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("inadmissible_double", Seat.S)


def test_retraction_of_a_half_told_player_keeps_the_call_before() -> None:
    text = ("Сдаёт Север. Север открыл 1♠, а Юг, не дождавшись Востока... нет, Восток "
            "спасовал, а Юг сказал 2♠.")
    assert read_story(text).auction_text() == "N:1♠ E:пас S:2♠"


def test_dealer_named_by_a_role_of_several_words_before_the_verb() -> None:
    text = ("Board 3, so the lady on my left was dealer. Before she'd even opened her mouth, "
            "partner came out with 1H. She would not accept it and called the director.")
    story = read_story(text)
    assert (story.dealer, story.me) == (Seat.S, Seat.E)
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", Seat.W)


def test_replacement_let_stand_by_the_director_is_the_choice() -> None:
    text = ("LHO dealt and opened 1H, partner passed, RHO put the 2H card down. Ten seconds "
            "later he picked it up and put down 4H instead. I did not accept the change. The "
            "director said 4H may stand but his partner must pass throughout.")
    story = read_story(text)
    assert (str(story.replacement), str(story.then)) == ("4♥", "4♥")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("change_of_call", Seat.E)
    assert "25B2(B)(2)" in laws


def test_telling_started_again_after_an_apology() -> None:
    text = "Ja 1 trefl, lewy pas... ой, простите, заново: я 1 trefl, левый pas, партнёр 1 kier."
    assert read_story(text).auction_text() == "S:1♣ W:пас N:1♥"


def test_call_judged_by_its_turn_is_spoken_of() -> None:
    text = ("Сдавал Восток: (1♦) 1♠, а партнёр сказал пас. Левый не принял. Я думаю, один "
            "круг (пас был в очередь левого).")
    assert read_story(text).auction_text() == "E:1♦ S:1♠ N:пас"


def test_bid_above_seven_put_right_by_a_pass_is_no_change_of_call() -> None:
    text = ("`1♥-(2♠)-4♥-(5♠)-7♥-(9♠)-X`. Девять пик, да. Партнёр тут же контрнул. Судья "
            "вернул всё назад, и правый меняет свою заявку на пас. Штрафа нет?")
    irregularity, offender, laws = ruled(text)
    assert irregularity == "bid_above_seven"
    assert offender in (Seat.E, Seat.W)  # the opponent told in parentheses
    assert "35C" in laws


def test_call_after_a_relative_clause_with_never_is_made() -> None:
    text = ("Board 2, Kate sitting East opens 1S, I bid 2H, and LHO, who never looked at my "
            "bid, puts 2D on the table. Partner would not accept it, so he changed it to 3D. "
            "Kate says 3D is the cheapest diamond bid anyway.")
    story = read_story(text)
    assert story.auction_text() == "E:1♠ S:2♥ W:2♦"
    assert str(story.replacement) == "3♦"


def test_clause_of_what_a_player_thought_does_not_part_the_calls() -> None:
    text = ("Сдавал я, Юг. Открыл 1 трефу. Запад — пас. Очередь Севера, но Восток, похоже, "
            "решил, что в нашем клубе заявляют кто когда хочет, выпалил «1 пику». Я не "
            "принял, директор его 1 пику отменил. Север сказал 1 черву, Восток снова 1 пику.")
    assert read_story(text).auction_text() == "S:1♣ W:пас E:1♠ N:1♥ E:1♠"


def test_call_after_the_end_told_before_the_auction() -> None:
    text = ("Вот потеха: уже после того, как все спасовали, Митрич вдруг объявляет «пять "
            "бубен», а мы-то три пики играть собирались. Было так: я открыл 1♠, левый пас, "
            "Митрич — 2♠, правый пас, я — 3♠, и три паса. Что ему будет?")
    irregularity, offender, _ = ruled(text)
    assert (irregularity, offender) == ("call_after_final_pass", Seat.N)
