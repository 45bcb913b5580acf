"""Brief A3: who made the call, told in any grammar.

Each case is worded unlike the posts that showed the gap (those live in
``tests/data/stories/forum_a3_navigator_radioham.tsv`` and the released story sets); it checks
a mechanism: the agent of a passive verb in the instrumental («Западом было названо 1♠»), a
role word and a name set side by side («Правый, Фима, …», «Сёма, мой партнёр, …»), a call sign
as a name, «он»/«она» of a seating clause standing for the name told before, a player told not
to have called yet after «не успел», the dealer told through a role in any word order, whose
turn it was after «за», and a replacement told in the passive.
"""

from __future__ import annotations

import pytest

from engine.rules.model import Seat
from engine.story.auction import silent_players
from engine.story.calls import agent_at, subject_at
from engine.story.model import Role
from engine.story.table import call_sign, named_players, seating, stated_dealer, turn_holder
from engine.story.words import passive_participle, tokenize
from tests.engine.story.told_checks import calls_made, ruled

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W

# --- the agent of a passive verb, in the instrumental -----------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Дилер Восток. Востоком было объявлено 1♣, потом Югом названо 1♥, Западом — пас.",
     [(E, "1♣"), (S, "1♥"), (W, "пас")]),
    ("Сдающий Запад. Западом заявлена одна бубна; Севером, подумав, сказано 1♠.",
     [(W, "1♦"), (N, "1♠")]),
    ("Дилер Север. Север пас. Было объявлено Западом 2♦, хотя говорить должен был Восток.",
     [(N, "пас"), (W, "2♦")]),
    ("Дилер Север. Север 1♣. Тогда контра была дана Западом без очереди.",
     [(N, "1♣"), (W, "контра")]),
    ("Дилер Север. Север 1♣. Западом, не подождав партнёра, — 1♠.", [(N, "1♣"), (W, "1♠")]),
])
def test_passive_agent_in_the_instrumental_makes_the_call(
    text: str, expected: list[tuple[Seat, str]]
) -> None:
    assert calls_made(text) == expected


@pytest.mark.parametrize(("text", "at"), [
    ("Слово было за Востоком, однако Запад сказал пас", 4),   # after a preposition
    ("Я сидел Западом, было скучно", 2),                      # a word of sitting
    ("Спорили с Севером до полуночи", 2),                     # no passive verb at all
])
def test_instrumental_seat_that_is_no_agent(text: str, at: int) -> None:
    assert agent_at(tokenize(text), at) is None


def test_passive_participle_in_any_reading() -> None:
    assert [passive_participle(w) for w in ("заявлена", "открыто", "сказал", "1♠")] == [
        True, True, False, False]


@pytest.mark.parametrize(("text", "expected"), [
    # the teller in the instrumental, his partner in turn: a bid in partner's turn (31B)
    ("Дилером был партнёр. Мной, пока он раскладывал карты, было названо 1♥. Левый "
     "соперник не принял, пригласили арбитра.", ("bid_out_of_rotation", S, "31B")),
    # a seat in the instrumental, a double in partner's turn (32A)
    ("Сдающий Юг. Югом открыто 1♦. Востоком, хотя слово было за Западом, была объявлена "
     "контра. Юг контру не принял.", ("double_out_of_rotation", E, "32A")),
])
def test_passive_story_ruled_on_the_agent(text: str, expected: tuple[str, Seat, str]) -> None:
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == expected[:2] and expected[2] in laws


# --- a role word and a name side by side ------------------------------------------------------


@pytest.mark.parametrize(("text", "name", "word"), [
    ("Левая, Вероника, молчала. Потом Вероника сказала пас.", "Вероника", "левый"),
    ("Ганс, мой партнёр, открыл 1♥. Затем Ганс пас.", "Ганс", "партнер"),
    ("Напротив — партнёрша Лукерья. Лукерья пасует.", "Лукерья", "партнер"),
    ("Сначала пас, а правый, Оскар, вдруг 1♠. Оскар потом пас.", "Оскар", "правый"),
])
def test_role_and_name_side_by_side_name_the_player_later(
    text: str, name: str, word: str
) -> None:
    tokens = named_players(tokenize(text))
    assert [t.text for t in tokens if t.raw == name][-1] == word


@pytest.mark.parametrize("text", [
    "Кира, партнёр Бориса, сказала пас. Кира молчит.",   # someone else's partner
    "Партнёр Бориса сказал пас. Бориса не было.",         # a name in the genitive
    "Кира, его партнёр, сказала пас. Кира молчит.",       # «его»: not the teller's
])
def test_someone_elses_role_beside_a_name_tells_nothing(text: str) -> None:
    tokens = named_players(tokenize(text))
    assert all(t.text in ("кира", "бориса") for t in tokens if t.raw in ("Кира", "Бориса"))


def test_role_and_name_story_ruled_on_the_named_player() -> None:
    text = ("Сдавал мой партнёр, Гена. Гена ещё думал, а левый, Стас, уже объявил 1♥. "
            "Гена не принял, позвали судью. Стас переживает.")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("bid_out_of_rotation", W) and "31B" in laws


def test_a_name_set_off_after_a_role_keeps_the_role_silent() -> None:
    text = "Сдаю я: 1♠. Левый, Аким, ещё думал, а правый уже: 2♣."
    assert silent_players(tokenize(text), S) == {W}


# --- call signs, pronouns of a seating clause -------------------------------------------------


def test_call_sign_is_a_name() -> None:
    assert [call_sign(t) for t in tokenize("UT5ABC Zorro77 2NT 31B1 RHO")] == [
        True, True, False, False, False]
    tokens = named_players(tokenize("Рассадка: UT5ABC — Восток, я Юг. UT5ABC сказал 2♣."))
    assert [t.text for t in tokens][-4] == "восток"


def test_pronoun_of_a_seating_clause_stands_for_the_name_before() -> None:
    told = seating(tokenize("Первой пришла Лидия. Села она на Востоке, Прохор на Западе."))
    assert told == {"лидия": "восток", "прохор": "запад"}


def test_relative_clause_of_sitting_tells_the_place() -> None:
    tokens = named_players(tokenize("Фрол, который сидел на Востоке, сказал пас. Фрол молчит."))
    assert [t.text for t in tokens if t.raw == "Фрол"] == ["восток", "восток"]


def test_pronoun_later_in_the_names_sentence() -> None:
    told = seating(tokenize("Тимофей у нас старший, ему за семьдесят, он на Юге и сидел."))
    assert told == {"тимофей": "юг"}
    told = seating(tokenize("Тимофей у нас старший, а внук его, он на Юге и сидел."))
    assert "тимофей" not in told


def test_a_couple_sits_opposite() -> None:
    told = seating(tokenize("Первым пришёл Фома. Ульяна, супруга его, села справа от меня."))
    assert told == {"ульяна": "правый", "фома": "левый"}
    told = seating(tokenize("Фома был с нами. Ульяна, моя сестра, села справа от меня."))
    assert told == {"ульяна": "правый"}


def test_pronoun_with_a_call_is_no_seating() -> None:
    assert seating(tokenize("Первой пришла Лидия. Она сказала пас на Востоке.")) == {}


# --- who had not called yet, whose turn, who dealt --------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Не успел левый и карты разобрать, как правый сказал 1♠", {W}),
    ("И не успела партнёрша подумать, как я открыл 1♣", {N}),
])
def test_not_yet_then_player(text: str, expected: set[Seat]) -> None:
    assert silent_players(tokenize(text), S) == expected


def test_turn_after_za_in_the_instrumental() -> None:
    assert turn_holder(tokenize("Слово было за Югом, но Запад уже сказал пас")) is S
    assert turn_holder(tokenize("Теперь очередь за левым, а правый говорит 2♦")) is Role.LHO


@pytest.mark.parametrize(("text", "expected"), [
    ("Напарник мой сдающим был, а я думал.", Role.PARTNER),
    ("Левый мой сдающий был.", Role.LHO),
    ("Раздача была партнёрши, она и открыла 1♦.", Role.PARTNER),
    ("Тогда как раз моя сдача: открываю 1♣.", Role.ME),
    ("Сдавала в тот раз у нас правая.", Role.RHO),
    ("Сдача 12, открыл 1♣ Север.", None),
])
def test_dealer_told_through_a_role_in_any_order(text: str, expected: Role | None) -> None:
    assert stated_dealer(tokenize(text), set()) is expected


# --- a replacement told in the passive --------------------------------------------------------


def test_replacement_told_in_the_passive() -> None:
    text = ("Сдающий Север. Север 1♥, Восток 1♦. Север не принял. Назначение натуральное, "
            "и было исправлено на 2♦.")
    irregularity, offender, laws = ruled(text)
    assert (irregularity, offender) == ("insufficient_bid", E) and "27B1(A)" in laws


# --- seat letters: whose turn, and a call after an aside ----------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("dlr S. S 1c, дальше должен W, но N говорит 1h", W),
    ("Юг 1♣, дальше должен Запад, а Север говорит 1♥", W),
    ("Юг 1♣, Запад дальше должен пасовать до конца", None),
])
def test_turn_next_names_a_seat_letter_or_word(text: str, expected: Seat | None) -> None:
    assert turn_holder(tokenize(text)) is expected


@pytest.mark.parametrize(("text", "expected"), [
    ("dlr N. N 1c, S (вне очереди!) 1h", [(N, "1♣"), (S, "1♥")]),
    ("dlr E. E pass. W тут же 2d, а S растерянно 2s", [(E, "пас"), (W, "2♦"), (S, "2♠")]),
])
def test_seat_letter_then_an_aside_then_its_call(
    text: str, expected: list[tuple[Seat, str]]
) -> None:
    assert calls_made(text) == expected


def test_pronoun_after_another_noun_is_not_the_name_before() -> None:
    told = seating(tokenize("Судья Ларисе сказал: пасуете. А сын её, он у неё на Юге сидит."))
    assert "ларисе" not in told and "лариса" not in told


# --- a side is no player; a call spoken of with its owner's name -------------------------------


def test_seats_joined_by_a_dash_are_a_side() -> None:
    tokens = tokenize("Пара Восток – Запад согласна. Восток – пас")
    assert [subject_at(tokens, k) is None for k in (1, 3, 6)] == [True, True, False]


def test_call_then_its_owners_name_then_judged_is_spoken_of() -> None:
    text = ("Сели: Ерёмин на Севере, Лыков на Востоке. Сдавал Ерёмин, но Лыков сказал пас "
            "раньше него. Линия Север – Юг пас Лыкова принимать отказалась, Ерёмин открыл 1♦.")
    assert calls_made(text) == [(E, "пас"), (N, "1♦")]


# --- the player told after his call, or as where the call came from ----------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Дилер Юг. Юг 1♦. Ответ 1♠ сделал Восток, хотя слово было за Западом.",
     [(S, "1♦"), (E, "1♠")]),
    ("Дилер Юг. Юг 1♦. У Востока вдруг вырвалось «пас», а ведь говорить должен был Запад.",
     [(S, "1♦"), (E, "пас")]),
    ("Дилер Юг. Юг 1♦. Со стороны Востока раздалась контра — через голову Запада.",
     [(S, "1♦"), (E, "контра")]),
])
def test_player_after_his_call_or_as_its_source(
    text: str, expected: list[tuple[Seat, str]]
) -> None:
    assert calls_made(text) == expected


def test_a_holding_is_no_source_of_a_call() -> None:
    assert agent_at(tokenize("у Юга было 5 пик"), 0) is None
    assert calls_made("Дилер Юг. Юг 1♦. У Востока было пять пик, Восток сказал 1♠.") == [
        (S, "1♦"), (E, "1♠")]


@pytest.mark.parametrize(("text", "expected"), [
    ("Дилер Юг. Юг 1♦. Затем заявка Востока: 1♠, а слово было за Западом.",
     [(S, "1♦"), (E, "1♠")]),
    ("Дилер Юг. Юг 1♦, и тут прозвучала контра Востока, хотя говорить должен был Запад.",
     [(S, "1♦"), (E, "контра")]),
    ("Дилер Юг. Юг 1♦, судья контру Востока отменил.", [(S, "1♦")]),
])
def test_call_noun_or_call_with_its_player_in_the_genitive(
    text: str, expected: list[tuple[Seat, str]]
) -> None:
    assert calls_made(text) == expected


def test_two_calls_compared_are_spoken_of() -> None:
    text = ("Торговля: Юг – 1♠, Запад – 1♦, Север – 2♣, Восток – пас. Только после паса "
            "Востока Юг обратил внимание на то, что 1♦ ниже 1♠.")
    assert calls_made(text) == [(S, "1♠"), (W, "1♦"), (N, "2♣"), (E, "пас")]


def test_slang_verb_of_calling_before_shorthand() -> None:
    assert calls_made("dlr S. S 1c, и тут E выдаёт x, хотя очередь W") == [
        (S, "1♣"), (E, "контра")]


@pytest.mark.parametrize("text", [
    "Западом было объявлено 1♠ (",
    "контра Западом ( Мной дальше пока",
    "Сидела заявка ответ N Мной Севером партнёр дальше названо вырвалось от карты 1♠ У (",
    "Правый, R2AA, Со стороны У",
    "",
])
def test_broken_text_never_raises(text: str) -> None:
    from engine.story.auction import read_auction

    read_auction(text)


def test_call_told_first_as_the_incident_then_in_its_place() -> None:
    text = ("Беда: Фрол назвал семь без козыря, хотя до того торговались вяло и никто ничего "
            "не обещал. Рассадка: Фрол на Западе, я на Востоке. Сдавал Фрол: 1♣, Север "
            "пас, я пас, Юг пас, Фрол — семь без козыря.")
    made = calls_made(text)
    assert made[-1] == (W, "7БК") and [call for _, call in made].count("7БК") == 1
