"""Long posts: numbers that are no clause of this text, a whole law named in a story, and the
clauses the examples vote for that the text search leaves out of a story's candidates."""

from __future__ import annotations

import pytest

from engine.search import Searcher
from engine.search.refs import find_references, other_edition
from engine.search.searcher import STORY_CANDIDATES, VOTED_CANDIDATES
from laws_text import load_corpus

LAWS = range(19, 47)


@pytest.mark.parametrize(
    "text",
    [
        "на двоих у нас было 31 очко, и партнер все равно спасовал",
        "соперники набрали 24 imps за матч",
        "судья думал 20 минут",
        "в турнире играли 26 пар",
    ],
)
def test_a_number_that_counts_something_is_no_law(text: str) -> None:
    assert find_references(text, LAWS) == []


def test_a_law_number_before_a_word_is_still_a_law() -> None:
    assert [r.clause_id for r in find_references("правило 31 о чем говорит", LAWS)] == ["31"]
    assert [r.clause_id for r in find_references("что по 33 бывает", LAWS)] == ["33"]


@pytest.mark.parametrize(
    ("text", "law"),
    [("открыла 30-е правило и не нашла", "30"), ("в 44-й статье", "44"),
     ("по 27-м правилам", "27")],
)
def test_an_ordinal_ending_is_no_section_letter(text: str, law: str) -> None:
    assert [r.clause_id for r in find_references(text, LAWS)] == [law]


def test_a_sentence_ends_after_the_number() -> None:
    found = find_references("смотрите правило 36. в нем все сказано", LAWS)
    assert [r.clause_id for r in found] == ["36"]


def test_an_id_quoted_from_another_edition_is_marked_foreign() -> None:
    text = ("по кодексу 2007 года закон 21b1(a) разрешает замену. а здесь, по правилу 21, "
            "что будет?")
    found = find_references(text, LAWS, 1987)
    assert [(r.clause_id, r.foreign) for r in found] == [("21B1(A)", True), ("21", False)]
    assert other_edition("under the current laws it is law 25b", 1987)
    assert not other_edition("в нашем переводе 1987 года пункт 25b", 1987)
    assert not other_edition("в 2017 году закон 25b", None)  # no edition year: years say nothing


def test_a_foreign_id_is_not_answered_as_a_clause(packaged_searcher: Searcher) -> None:
    """A post quoting the current code's id asks what THIS text says: the search answers by
    its words, it does not show that id's nearest clause as if the post had named it."""
    text = ("В редакции 2017 года закон 40B2 дает право регламентировать конвенции. "
            "А по тексту 1987 года кто может регламентировать использование конвенций в торговле?")
    result = packaged_searcher.search(text)
    assert not result.direct
    assert result.hits


def test_a_short_reference_to_a_law_still_shows_the_law(packaged_searcher: Searcher) -> None:
    assert packaged_searcher.search("что в правиле 25?").hits[0].clause_id == "25"


def test_a_story_naming_a_whole_law_shows_its_rule_first(packaged_searcher: Searcher) -> None:
    """«Перечитал 31-е правило»: the story asks which rule of Law 31 applies; its best clause
    leads, the law itself follows right after it."""
    corpus = load_corpus()
    story = (
        "Вчера на турнире я перечитал 31-е правило и запутался. Сдавал Юг, но первым сказал "
        "одну трефу Запад, вне очереди, раньше Юга. Юг заявку Запада не принял, позвали судью. "
        "Что теперь будет с партнером Запада и должен ли он пасовать до конца торговли?"
    )
    hits = [hit.clause_id for hit in packaged_searcher.search(story).hits]
    assert hits[0] != "31"
    assert corpus[hits[0]].law == 31
    assert hits[1] == "31"


def test_a_story_keeps_the_clauses_its_examples_vote_for(packaged_searcher: Searcher) -> None:
    """The clauses the nearest examples vote for most are among a story's candidates, even
    where its many words rank them below the first twenty."""
    searcher = packaged_searcher
    story = (
        "Играли в клубе в четверг, народу было много, все устали к последнему туру. Север "
        "сказал три пики, подумал секунд пять и говорит: нет, пусть будет пас. Восток ничего "
        "не ответил, у него сильная рука и он молчал. Позвали судью, а он долго искал книжку "
        "с правилами. Как это разбирать и что можно Востоку?"
    )
    understood = searcher._understand(story)
    votes = searcher.bank.votes(understood.features)
    candidates = [c.clause_id for c in searcher.candidates(story)]
    assert len(candidates) <= STORY_CANDIDATES + VOTED_CANDIDATES
    for clause_id in sorted(votes, key=lambda c: -votes[c])[:VOTED_CANDIDATES]:
        corpus = searcher.corpus
        kin = {clause_id, *(c.id for c in corpus.ancestors(clause_id)),
               *(c.id for c in corpus.descendants(clause_id))}
        assert not kin.isdisjoint(candidates), clause_id


def test_a_short_question_gets_no_voted_extras(packaged_searcher: Searcher) -> None:
    assert len(packaged_searcher.candidates("контра вне очереди")) <= 10


def test_a_remark_quoting_a_card_names_no_card_from_dummy() -> None:
    """Dummy's words «зачем ты пошёл с короля?» mention a card; declarer names none."""
    from engine.search.facts import facts
    from engine.search.normalize import normalise

    remark = normalise("Болван на пятой взятке сказал мне: «ну зачем ты с короля пошла?»")
    assert "names-dummy" not in facts(remark)
    named = normalise("Разыгрывающий сказал болвану: «короля», и замолчал")
    assert {"names-dummy", "no-suit"} <= facts(named)


def test_a_long_story_weighs_the_words_it_asks_about(packaged_searcher: Searcher) -> None:
    """The words of a story's question sentence count more than the narrative's alone."""
    from engine.search.searcher import QUESTION_BOOST

    story = (
        "Играли в пятницу вечером в клубе, народу было много, зал шумный. Север открыл одну "
        "трефу, Восток спасовал, Юг подумал и сказал одну бубну, Запад тоже спасовал. "
        "Может ли Юг теперь заменить свою бубну?"
    )
    analysis = packaged_searcher._understand(story).analysis
    weights = {terms[0]: weight for terms, weight in zip(analysis.terms, analysis.weights,
                                                         strict=True)}
    assert weights["заменить"] == pytest.approx(QUESTION_BOOST)
    assert weights["клуб"] == pytest.approx(1.0)
    short = packaged_searcher._understand("Может ли Юг заменить свою бубну?").analysis
    assert max(short.weights) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("text", "laws"),
    [
        ("Доска 27, стол 33. Север открыл 1 пику, партнер спасовал", []),
        ("Board #21: East opened out of turn", []),
        ("на 24-й сдаче Запад пошел не в очередь, правило 41?", ["41"]),
        ("по 43 стол не может заглядывать в карты", ["43"]),
    ],
)
def test_a_board_or_table_number_is_no_law(text: str, laws: list[str]) -> None:
    found = find_references(text.lower(), LAWS)
    assert [r.clause_id for r in found] == laws


def test_the_search_itself_reads_no_board_as_a_law(packaged_searcher: Searcher) -> None:
    """Without the door's blanking (a part of a message is searched as it is)."""
    question = "Сдача 26. Партнер сказал пас не в свою очередь, что теперь?"
    result = packaged_searcher.search(question)
    assert not result.direct
    assert result.hits and not result.hits[0].clause_id.startswith("26")
