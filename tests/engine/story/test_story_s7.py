"""Ways of telling an auction that lost rulings on unseen forum posts (brief S7), each case
worded unlike the post that revealed it: the mechanism is tested, not the post.

Seats written as small letters, a seat letter set off by a comma or followed by an adverb,
the teller's seat told in parentheses while he calls, the dealer told with an aside or only
thought, a call nobody made or one set against the call told, a call accepted (not made), a
player's own clause after the director's ruling, a pronoun standing for a player named in the
dative, a call made again with «снова» before its verb, a refusal told as «не согласился».
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.model import Circumstance
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling, engine_text


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # small letters for the seats, «в» and «с» among them: players, not prepositions
        ("сдавал в. в 1т, ю пас, з 1п, с 1ч. зовём судью", "E:1♣ S:пас W:1♠ N:1♥"),
        # a seat letter followed by a comma opens the player's clause
        ("ю открыл 1п, и в, не дождавшись своей очереди, сказал пас. ну и дела",
         "S:1♠ E:пас"),
        # a seat letter, an adverb, the verb: the player calls
        ("сдавал с. ю сходу открыл 1♠, никто не заметил", "S:1♠"),
        # the teller's seat in parentheses, then his call told in the same sentence
        ("Dealer West. I (East) opened 1♣ while West was still sorting his cards. "
         "South refused it.", "E:1♣"),
        # the director's ruling, then a comma and the player's own call: his call
        ("Сдающий Юг. Запад без очереди открыл 1♦. Судья всё отменил, Юг спасовал.",
         "W:1♦ S:пас"),
        # a double nobody made is no call
        ("Сдающий Север. Север 1♠, Восток 2♦, Юг пас, Запад пас. Никто не контрировал, а "
         "Север вдруг говорит: реконтра.", "N:1♠ E:2♦ S:пас W:пас N:реконтра"),
        # a bid set against the call told («а не 1♣») is no call
        ("Сдающий Восток. Восток пас, Юг 1♦ (а не 1♣, как мне показалось), Запад пас, "
         "Север 1♠.", "E:пас S:1♦ W:пас N:1♠"),
        # a call accepted is spoken of, not made again
        ("Dealer S. I opened 1S, LHO 2H, partner pass, RHO 1H. I accept 1H. I bid 2S.",
         "S:1♠ W:2♥ N:пас E:1♥ S:2♠"),
        # a call followed by what it meant or how it suited: spoken of, not made
        ("Dealer N. North 1C, East 1S. Partner thought 1S showed hearts; it doesn't. He "
         "passed.", "N:1♣ E:1♠ S:пас"),
        ("Сдающий Юг. Юг 1♦, Запад 2♣. У нас 2♣ означает обе мажорные, а у них — трефы. "
         "Север пас.", "S:1♦ W:2♣ N:пас"),
        # «опять» before the verb: the same call made again, not spoken of
        ("Сдающий Север. Север 1♣, Юг без очереди 1♥, Восток не принял. Восток пас, Юг "
         "опять сказал 1♥.", "N:1♣ S:1♥ E:пас S:1♥"),
        # the redouble in forum shorthand
        ("сдающий з. з 1п, с контра, в рекон", "W:1♠ N:контра E:реконтра"),
    ],
)
def test_calls_read(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    "text",
    [
        "с партнёром играли в клубе, в 4♠ сели без одной",
        "В прошлый раз с трудом открыл 1♠, а в ответ партнёр пас",
    ],
)
def test_prepositions_stay_prepositions(text: str) -> None:
    """Without a seat written as «ю» or «з», «с» and «в» are prepositions; «в ответ» after a
    comma is no player."""
    story = read_story(text)
    assert all(call.seat not in (Seat.N, Seat.E) or call.words != "в" for call in story.calls)
    assert "E:" not in story.auction_text().split(" ")[0]


@pytest.mark.parametrize(
    ("text", "dealer"),
    [
        # an aside between commas after the word of dealing
        ("Сдающий, кстати, Восток. Восток пас, Юг 1♠, Запад 2♣.", Seat.E),
        # the dealer the teller only thought he was is no dealer
        ("Я думал, что сдавал я, и открыл 1♣. Доска 4.", Seat.W),
        # an aside of several words, the teller's own among them
        ("Сдающий, если мне не изменяет память, Север. Восток сразу сказал пас.", Seat.N),
        # «дилер — я (запад)»: the teller with his seat is the dealer
        ("Дилер — я (запад). 1♠ пас 2♠ пас", Seat.W),
    ],
)
def test_dealer(text: str, dealer: Seat) -> None:
    assert read_story(text).dealer is dealer


def test_pronoun_for_player_told_to() -> None:
    """«велел Востоку исправить, и он поставил 2♦»: «он» is East, the replacement his."""
    story = read_story("Сдающий Север. Север 1♠, Восток 1♦. Юг не принял, судья велел "
                       "Востоку исправить, и он поставил 2♦ — натурально.")
    assert story.auction_text() == "N:1♠ E:1♦"
    assert "замена=2♦" in engine_text(story)
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.offender is Seat.E
    assert "27B1(A)" in ruling.laws


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Север пас, Восток 1♠, Юг 1♦. Запад не согласился.", Circumstance.NOT_ACCEPTED),
        ("Север пас, Восток 1♠, Юг 1♦. Запад согласился.", Circumstance.ACCEPTED),
        ("North passed, East 1S, South 1D. West did not accept.", Circumstance.NOT_ACCEPTED),
    ],
)
def test_acceptance_negated(text: str, said: Circumstance) -> None:
    circumstances = read_story(text).circumstances
    assert said in circumstances
    other = ({Circumstance.ACCEPTED, Circumstance.NOT_ACCEPTED} - {said}).pop()
    assert other not in circumstances


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # «она» after players told in the masculine: not one of them, the player in turn
        ("Сдающий Запад. Запад открыл 1♠, Север пасанул, Восток поднял до 2♠, а она "
         "машинально сказала 2♦.", "W:1♠ N:пас E:2♠ S:2♦"),
        # «она» after a player told in the feminine: that player
        ("Сдающий Север. Север 1♣, правая сказала 1♦, я пас, и тут она же говорит 1♥.",
         "N:1♣ E:1♦ S:пас E:1♥"),
        # «он» after a player told in the masculine: that player
        ("Сдающий Юг. Юг 1♥, Запад спасовал, Север 2♥, и он же снова 3♥.",
         "S:1♥ W:пас N:2♥ N:3♥"),
    ],
)
def test_pronoun_gender(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        # the teller drops «я»: a feminine verb after players named in the masculine
        ("Сдающий Запад. Запад 1♣, Север пас, Восток 1♠. Задумавшись, сказала 1♦. Запад "
         "позвал судью.", "W:1♣ N:пас E:1♠ S:1♦"),
        # nobody named before: a verb of calling with no subject is the teller's
        ("Вечер пятницы, клуб. Хотела сказать пас, а вытащила 1♣. Левый пас, партнёр 1♠.",
         "S:1♣ W:пас N:1♠"),
        # the player named after his verb and call is the caller, not the teller
        ("Сдающий Север. Первым сказал 1♦ Запад, и Север не принял.", "W:1♦"),
        # the dealer named by his seat, then his call with no subject: the dealer's call
        ("Сдавал Восток, открыл 1♥ — без раздумий. Юг пас, Запад 1♠.", "E:1♥ S:пас W:1♠"),
        # dots after a player named, before his call: a pause in the telling
        ("Dealer North. 1D by North, East pass, South 1H, and West... also 1H. Help!",
         "N:1♦ E:пас S:1♥ W:1♥"),
        # a suit's name cut short after the level
        ("Сдающий Юг. Юг 1 черв, Запад 2 тр, Север пас, Восток 2 буб.",
         "S:1♥ W:2♣ N:пас E:2♦"),
        # «после» before a run of calls: the auction told from there, not a moment
        ("после 1♦ / пас / 1♠ у партнёра правый вдруг говорит 1♥", "S:1♦ W:пас N:1♠ E:1♥"),
        # «ещё раз» after the call: the same call made again
        ("Сдающий Юг. Юг 1♥, Запад вне очереди пас, Север не принял. Север пас, Запад пас "
         "ещё раз.", "S:1♥ W:пас N:пас W:пас"),
    ],
)
def test_calls_read_more(text: str, calls: str) -> None:
    assert read_story(text).auction_text() == calls


def test_change_told_as_call_and_replacement() -> None:
    """«хотела 1♦, вытащила 1♣, через долю секунды поставила 1♦»: the same player's second
    call is the replacement;
    the rules engine gets it once, as ``замена``, and rules Law 25A."""
    story = read_story("Сдавала сама. Хотела открыть 1♦, но вытащила 1♣ — промахнулась. "
                       "Через долю секунды поставила 1♦ поверх, соперники ещё молчали.")
    assert story.auction_text() == "S:1♣ S:1♦"
    text = engine_text(story)
    assert text.startswith("S:1♣ ;") and "замена=1♦" in text and "нечаянно=да" in text
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity == "change_of_call"
    assert "25A" in ruling.laws and ruling.offender is Seat.S


@pytest.mark.parametrize(
    ("text", "calls", "me"),
    [
        # dots of a pause between the verb and the call: the same sentence, the same player
        ("Dealer West. West 1H, partner 1S, RHO pass, and me? I said… 1H. LHO called the TD.",
         "W:1♥ N:1♠ E:пас S:1♥", Seat.S),
        # a player named by his role with his seat in parentheses tells the teller's seat
        ("Правый (Север) открыл 1♦, я сказала 1♠, левый 1♥.", "N:1♦ E:1♠ S:1♥", Seat.E),
        ("Dealer N. My LHO (South) passed out of turn; West refused it.", "S:пас", Seat.E),
    ],
)
def test_teller_seat_and_pauses(text: str, calls: str, me: Seat) -> None:
    story = read_story(text)
    assert (story.auction_text(), story.me) == (calls, me)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        # a double told first, the dealer only inferred from whose turn it was: «начало=нет»
        ("Левый вдруг сказал контра, хотя очередь была партнёра. Я не принял.", True),
        # the dealer stated and the double the first call of all: a double of nothing
        ("Сдающий Юг. Не дождавшись Юга, Запад сказал контра. Юг не принял.", False),
        # a pass told first: the auction is told from its start
        ("Север пас, Восток контра.", False),
    ],
)
def test_untold_start_fact(text: str, fact: bool) -> None:
    assert ("начало=нет" in engine_text(read_story(text))) is fact


def test_duty_imposed_means_not_accepted() -> None:
    """«его партнёра обязали пасовать до конца»: the director ruled, nobody accepted."""
    story = read_story("Левый сказал контру в очередь своего партнёра, и партнёра обязали "
                       "пасовать до конца торговли. Правильно?")
    assert Circumstance.NOT_ACCEPTED in story.circumstances
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.status == "final" and "32A" in ruling.laws


def test_first_call_kept_in_first_person() -> None:
    """«ладно, оставляю 2♣»: after the change was refused, the player kept his first call."""
    story = read_story("Сдающий Восток. Восток 1♦, Юг сказал 1♠, через пару секунд «нет, "
                       "1БК». Запад отказался принимать. Юг: «хорошо, оставляю 1♠».")
    assert "затем=1♠" in engine_text(story)
    ruling = auction_ruling(story)
    assert ruling is not None and "25B2(B)(1)" in ruling.laws


@pytest.mark.parametrize(
    ("text", "facts", "cited"),
    [
        ("Торговля закончилась, контракт 3БК играет Север. После последнего паса Запад, "
         "который будет вистовать, вдруг сказал 4♠.", "после_торговли=да", "39"),
        ("After the final pass declarer North was already reaching for dummy's cards when "
         "the defender West said double.", "после_торговли=да разыгрывающий=N", "39B"),
    ],
)
def test_calls_after_the_final_pass(text: str, facts: str, cited: str) -> None:
    """Calls told after the words of the final pass, the auction itself untold: the fact
    ``после_торговли``, never an auction made up around them."""
    story = read_story(text)
    assert story.after_end and facts in engine_text(story)
    ruling = auction_ruling(story)
    assert ruling is not None and ruling.irregularity == "call_after_final_pass"
    assert cited in ruling.laws
