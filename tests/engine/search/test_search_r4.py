"""R4: another code named in a sentence's own grammar; a fifth card and whose it was."""

from __future__ import annotations

import pytest

from engine.search import get_searcher
from engine.search.bids import unglued
from engine.search.facts import facts
from engine.search.normalize import normalise
from engine.search.refs import find_references, later_spelled

# (sentence, cited id, whether it is read as another code's id)
NAMED_CODES = [
    ("Знакомый судья говорит, что по свежему кодексу это закон 27B1b.", "27B1(B)", True),
    ("В нынешних законах WBF это 27B1b, а у нас?", "27B1(B)", True),
    ("In the current WBF laws it is 27B1b.", "27B1(B)", True),
    ("In the EBU we would apply Law 27B1b here.", "27B1(B)", True),
    ("Закон 27B1b. Юг открыл 1 пику, Запад 1 черву.", "27B1(B)", False),
    ("По нашему старому переводу закон 27B1b.", "27B1(B)", False),
    ("Новичок правил не знает, а закон 27B1b говорит о другом.", "27B1(B)", False),
]


@pytest.mark.parametrize(("text", "cited", "foreign"), NAMED_CODES)
def test_a_named_later_code_makes_its_numbers_that_codes(
    text: str, cited: str, foreign: bool
) -> None:
    found = find_references(normalise(text), range(19, 47), 1987, later_spelled(text))
    assert [r.clause_id if not r.cited else r.cited for r in found] == [cited]
    assert found[0].foreign is foreign


def test_a_later_codes_number_is_not_answered_as_this_texts_clause() -> None:
    result = get_searcher().search(
        "Знакомый судья говорит, что по свежему кодексу это закон 27B1b. Юг открыл 1♠, "
        "Запад сказал 1♥, Север не принял, Запад исправил на 2♥. Что по нашей книжке?"
    )
    assert not result.direct
    assert result.hits and result.hits[0].clause_id != "27B1(B)"


# (story, fact that must be there, facts that must not)
FIFTH = [
    ("Вистуем, взятка уже лежит, четыре карты, а она кладёт сверху ещё валета пик.",
     {"fifth", "who=defender"}, {"lead"}),
    ("Я разыгрывающий, взятка полная, а я ещё одну свою карту сверху, бубну маленькую.",
     {"fifth", "who=declarer"}, {"names-dummy", "high-low"}),
    ("Declarer put a fifth card on the trick from dummy.", {"fifth", "who=declarer"}, set()),
    ("У меня четыре карты в масти, я пошёл с маленькой.", set(), {"fifth"}),
]


@pytest.mark.parametrize(("text", "present", "absent"), FIFTH)
def test_a_card_added_to_a_full_trick_is_a_fifth_card(
    text: str, present: set[str], absent: set[str]
) -> None:
    found = facts(normalise(text))
    assert present <= found
    assert not absent & found


# two posts of holdout6 (development data since): the defenders' and declarer's fifth card
@pytest.mark.parametrize(
    ("text", "clause"),
    [
        ("Галя у меня умница, но задумчивая. Вистуем, взятка уже лежит, четыре карты, все "
         "сыграли. А она смотрит в свои карты и кладёт сверху ещё валета пик, пятой картой. "
         "Ходить было не ей, взятку взял разыгрывающий. Разыгрывающий сразу сказал, что этот "
         "валет теперь его, а Галя чуть не расплакалась. Что теперь с этим валетом?", "45E1"),
        ("Я разыгрывающий, взятка полная четыре карты лежат. А я по привычке еще одну свою "
         "карту сверху шлеп, бубну маленькую. Ходить было не мне, взятку сосед справа взял. "
         "Соседи говорят все теперь эта бубна штрафная. Я говорю я ж не вистующий. Правда "
         "штрафная?", "45E2"),
    ],
)
def test_whose_fifth_card_it_was_decides_the_clause(text: str, clause: str) -> None:
    hits = [hit.clause_id for hit in get_searcher().search(text).hits]
    assert hits[:1] == [clause]


# numbers that are dates or a document's, not laws
@pytest.mark.parametrize(
    "text",
    [
        "Выписка из протокола заседания комиссии от 28 ноября. Присутствовали все.",
        "Протокол № 21. Рассмотрена апелляция пары.",
        "On 21 March we played a pairs event.",
        "Дело 24: пас вне очереди.",
    ],
)
def test_a_date_or_a_documents_number_is_no_law(text: str) -> None:
    assert find_references(normalise(text), range(19, 47), 1987) == []


def test_a_law_number_beside_a_document_word_is_still_a_law() -> None:
    found = find_references(normalise("Протокол: по правилу 27 недостаточная"), range(19, 47))
    assert [r.clause_id for r in found] == ["27"]


def test_a_number_told_again_as_a_contrast_is_the_other_codes() -> None:
    text = ("По нынешнему Закону 23 я бы смотрел, сопоставимая ли это заявка. А у вас тут под "
            "номером 23 что-то про пасы. Как решать по вашему тексту?")
    found = find_references(normalise(text), range(19, 47), 1987, later_spelled(text))
    assert [(r.cited, r.foreign) for r in found] == [("23", True), ("23", True)]


def test_a_number_asked_about_in_this_text_stays_this_texts() -> None:
    text = "В новой редакции закон 23 про сопоставимую заявку. А в нашем тексте закон 23 про что?"
    found = find_references(normalise(text), range(19, 47), 1987, later_spelled(text))
    assert [r.foreign for r in found] == [True, False]


def test_a_story_naming_a_section_gets_the_rule_inside_it_first() -> None:
    result = get_searcher().search(
        "Law 31A, bid out of rotation at RHO's turn. Дилер Юг, Юг спасовал, а Север, не "
        "дождавшись Запада, сказал 1♠. Запад не принял, спасовал. Что теперь с Севером?"
    )
    assert result.direct
    assert result.hits[0].clause_id.startswith("31A") and result.hits[0].clause_id != "31A"


def test_a_short_question_naming_a_section_gets_the_section() -> None:
    assert [h.clause_id for h in get_searcher().search("правило 31A").hits][:1] == ["31A"]


def test_latin_suits_glued_to_levels_are_bids() -> None:
    text = unglued(normalise("W 1S, N 2D, E 2C - he simply had not noticed the 2D."))
    assert text.startswith("w 1 s, n 2 d, e 2 c")
    assert "insufficient" in facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Юг 1 пика, пас, 2 пики, и правый сказал реконтра, хотя никто не контрил.",
        'I opened 1S, LHO passed, partner raised to 2S and RHO said "redouble" - nobody had '
        "doubled anything.",
    ],
)
def test_a_redouble_with_nothing_doubled_is_inadmissible(text: str) -> None:
    found = facts(normalise(text))
    assert {"redouble", "inadmissible"} <= found


def test_a_redouble_of_a_double_is_not_inadmissible() -> None:
    found = facts(normalise("Запад дал контру, а Север сказал реконтра. Можно?"))
    assert "inadmissible" not in found
