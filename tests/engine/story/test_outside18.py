"""Laws outside 19-46 told without their words (O18): the revoke dummy pointed out after
looking at a defender's cards, words that are a law's case by themselves and which the learned
model does not veto (``outside.<law>.sure``), and the contexts that keep look-alikes inside.
"""

from __future__ import annotations

import pytest

from engine.search.normalize import normalise
from engine.story.outside import lead_by_another, outside_laws
from engine.story.outside_model import with_kin


def _laws(text: str) -> list[str]:
    return with_kin([law.law for law in outside_laws(text)])


# --- a defender's revoke that dummy pointed out, its penalty asked: Law 64, whoever dummy
# addressed («у вас», «вы») or named by a director's letter («W»); dummy who had looked at a
# player's cards first stays with 43B2(A) (test_story_outside_roles)
DUMMY_POINTED_OUT = [
    "Болван на шестой взятке вдруг говорит моему партнёру: «Вы же не дали в масть!» Партнёр "
    "действительно ошибся. Теперь разыгрывающий хочет за это наказания.",
    "Болван Додик первым заявил Маше: «А у вас ревок!» — Маша не дала в масть крести. Белла "
    "хочет за ревок взятки. Ей положено?",
    "Стол 7, 4H, разыгрывает S. Через взятку болван N первым сказал, что W не дал в масть, "
    "хотя у него осталась черва. E-W считают, что наказывать их теперь нельзя.",
]


@pytest.mark.parametrize("text", DUMMY_POINTED_OUT)
def test_a_defenders_revoke_dummy_pointed_out_is_law_64(text: str) -> None:
    assert "64" in _laws(text)


def test_a_revoke_by_declarer_the_east_west_letters_name_stays_with_dummy() -> None:
    # West declares: «W не дал в масть» is declarer's failure, which 42B1/43B2 answer
    text = ("Стол 4, 3NT by W. Болван E встал и зашёл за спину W. N первым сказал, что W не дал "
            "в масть. Наказание?")
    assert "64" not in _laws(text)


# --- words that tell a law's case by themselves: the learned model's veto does not apply
SURE = [
    ("16", "Board 7, dealer S. S: 1S - W: 2H - N: 3S - O: (very long think, maybe 40 seconds) "
           "passe - S: passe - W: 4H. W has a normal 2H overcall, nothing extra. We called the "
           "Turnierleiter after the hand, 4H made. Is this allowed, to bid again after the "
           "pard has thought so long?"),
    ("16", "Dealer Ouest. O 1 pique, N 2 coeurs, then Est thought a very long time and finally "
           "said passe. Sud passe. Ouest now bids 4 piques with a minimum hand."),
    ("16", "Юг открыл 2♥ вне очереди, заявку аннулировали, потом Юг всё-таки показал черву. "
           "Север знает, что у партнёра черва, из отменённой заявки. Может ли Север этим "
           "пользоваться? Помню, что это из области нелегальной информации."),
    ("75", "LHO opened 1NT, RHO bid 2H and LHO explained it as a transfer to spades. I passed. "
           "It turned out they have no such agreement. We only found out at the end of the "
           "hand and it cost us a good score. What is the TD supposed to do?"),
    ("75", "После розыгрыша выяснилось, что их 2 бубны не мульти, как нам объяснили, а "
           "натуральные. Куда обращаться?"),
    ("75", "RHO told me 2C was natural. After the hand we saw on their card it was Stayman."),
    ("50", "Контракт 4♠, разыгрывает Юг. Ранее Восток уронил ♥Q лицом вверх, и она лежит перед "
           "ним как старшая штрафная карта. Теперь Юг ходит с руки ♣3, Запад даёт ♣8, со стола "
           "♣K. У Востока трефы есть. Обязан ли он сыграть лежащую ♥Q или дать в масть?"),
    ("47", "Восток сыграл картой, а потом сказал, что сыграл так только потому, что я "
           "неправильно ответил ему на вопрос о торговле. Может ли он забрать карту?"),
    ("75", "The rival explain his bid as natural, but after the game we see in his card it is a "
           "convention. We lose because of this. What we can do?"),
    ("16", "Partner held the bidding card in his hand for ages, then put down pass. I then bid "
           "game. Opps called the TD."),
    ("54", "I was declarer, South, contract 4 kier. My right opponent (East) led ace pik face "
           "up, but lead was from West, not from him. Dummy was not on table yet."),
]


@pytest.mark.parametrize(("law", "text"), SURE)
def test_words_that_are_the_case_name_its_law(law: str, text: str) -> None:
    assert law in _laws(text)


# --- the case told by its events, in new words
TOLD = [
    ("64", "я вистую, контракт 4 вини у соседа слева. пошёл я с бабы крести, со стола мелочь, "
           "напарник двойку крести, а разыгрывающий бубну кинул. потом через две взятки он "
           "крестей сыграл, значит были. это чего теперь"),
    ("64", "RHO showed out of clubs at trick 3, then won trick 7 with the club queen."),
    ("64", "At trick four West discarded a diamond on my heart lead; at trick nine he followed "
           "with the heart ten. Any adjustment?"),
    ("68", "He just spread his cards and said \"making\", but there was a trump out."),
    ("15", "In round 4 we played Board 14, but by the movement card Board 14 was for table 5 and "
           "we should play Board 16. What happens now with our score?"),
    ("56", "Правый, Фима, выиграл взятку тузом. И вдруг Лёва, его партнёр, выходит пиковым "
           "валетом! Фима: «Лёва, ты куда, это моя взятка!»"),
    ("61", "Восток, увидев, что Запад не дал в масть, спросил его: «Партнёр, пик нет?» Разве "
           "вистующим можно так спрашивать? Болвану-то можно спрашивать только меня."),
    ("68", "Declarer showed his cards and said he'd draw trumps and run the clubs. I still had a "
           "trump. Who gets the tricks?"),
    ("16", "Правый очень долго тянул с пасом, а левый потом дал контру с пустой рукой. Можно ли "
           "что-то сделать?"),
    ("75", "Our opponents said 2D was weak. After the board we found out it was a strong bid. We "
           "lost a lot. What can we do?"),
    ("75", "Объяснили нам 2 трефы как стейман, а потом, после сдачи, на карте у них натуральная. "
           "Нам положена компенсация?"),
    ("77", "What's the score for 3NT doubled making with an overtrick vulnerable?"),
    ("87", "Turned out North had 12 cards and South had 14 after the board had been played at "
           "three tables. How is it scored?"),
]


@pytest.mark.parametrize(("law", "text"), TOLD)
def test_a_case_told_by_its_events_names_its_law(law: str, text: str) -> None:
    assert law in _laws(text)


def test_the_teller_named_by_one_letter_led_out_of_turn() -> None:
    # «я» is the teller wherever it stands; only compass letters need punctuation after them
    text = normalise("Первый ход должен был делать мой партнёр, а я по ошибке открыл туза пик "
                     "лицом вверх. Что может потребовать разыгрывающий?")
    assert lead_by_another(text) == ("54", "партнер … я … открыл")


# --- look-alikes of 19-46 that stay inside
INSIDE = [
    # dummy keeping count of the tricks (42A2): «сколько взяток» asks no revoke's penalty
    "Вопросы про болвана. Может он вслух считать сколько взяток взяли? И может он спросить у "
    "меня разыгрывающего когда я не дал в масть нет ли у меня этой масти?",
    # a player with no card of the suit led did not revoke (44D)
    "Галя вскочила: «ренонс!». Ходили бубной, а правый противник положил маленькую трефу. "
    "Оказалось, у него бубён нет вовсе. Так он имел право положить любую карту?",
    "Я разыгрывал, сбросил трефу на бубну, а бубен у меня правда не было. Соперники кричат "
    "ренонс. Кто прав?",
    # a slip corrected in the same breath (25A), not a hesitation
    "Partner dealt, one diamond; RHO no bid. I said 'one heart' — a slip of the tongue, I "
    "meant one spade — and corrected it to one spade in the same breath, no pause whatsoever.",
    # two editions compared: no scoring «по разнице»
    "Вопрос по разнице редакций. N — 1D, E — 1S, S — 1H. W не принял. S исправил на 2H. По "
    "Кодексу 2017 судья мог бы скорректировать результат. А по редакции 1987?",
    # an appeals committee's minutes: the ruling on the facts it found, not how to appeal
    "Протокол № 21. Рассмотрена апелляция пары Лаптев – Ершова. Комиссия установила: торговля "
    "Лаптев (Север) – 1БК, Мухин (Восток) – 2♥, Ершова (Юг) – 2♦, Орлов (Запад) – пас. Только "
    "после паса Орлова Мухин обратил внимание, что 2♦ ниже 2♥, и вызвал судью. Судья сказал, что "
    "торговля продолжается. Мухин с решением не согласен.",
    # when to ask and who explains (20F), not an explanation found wrong
    "My left opponent alerts the 2♦ of his partner. I want to know what it means, but it is "
    "not my turn yet. When exactly may I ask the opponents about their bidding, and who must "
    "give the explanation?",
]


@pytest.mark.parametrize("text", INSIDE)
def test_look_alikes_of_this_text_stay_inside(text: str) -> None:
    assert outside_laws(text) == []
