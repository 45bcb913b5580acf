"""Several questions in one post: split into parts, each with the story it needs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.search.examples import load_examples
from engine.story.parts import MAX_PARTS, sentences, split_parts

STORY = "Партнёр сделал ренонс, заметили через две взятки."


@pytest.mark.parametrize(
    "text",
    [
        "Можно ли контрировать заявку партнёра?",
        "Можно ли контрировать заявку партнёра? Или только соперника?",  # a follow-up
        "Сколько взяток передаётся за ренонс? Одна или две?",  # asks nothing of its own
        f"{STORY} Что теперь? Сколько взяток передаётся?",  # «Что теперь?» joins the next
        "Болван спросил: «Червей нет?» Разыгрывающий нашёл черву. Может ли болван так?",
        "Может ли болван смотреть конвенционную карту соперников? А игрок свою?",
        "Партнёр дал контру не в очередь",  # no question mark at all
    ],
)
def test_one_question_is_one_part(text: str) -> None:
    assert split_parts(text) == [text.strip()]


def test_a_story_and_two_questions_make_two_parts_each_with_the_story() -> None:
    text = f"{STORY} Сколько взяток передаётся? И можно ли было болвану сказать об этом?"
    parts = split_parts(text)
    assert len(parts) == 2
    assert all(part.startswith(STORY) for part in parts)
    assert parts[0].endswith("Сколько взяток передаётся?")
    assert parts[1].endswith("И можно ли было болвану сказать об этом?")


@pytest.mark.parametrize(
    "text",
    [
        f"{STORY}\n1) Сколько взяток передаётся?\n2) Мог ли болван сказать об этом?",
        f"{STORY} 1. Сколько взяток передаётся? 2. Мог ли болван сказать об этом?",
        f"{STORY} Сколько взяток передаётся? Второй вопрос: мог ли болван сказать?",
        f"{STORY} Сколько взяток передаётся? И ещё: мог ли болван сказать об этом?",
        f"{STORY} How many tricks are transferred? Also, could dummy point it out?",
    ],
)
def test_marked_questions_are_parts(text: str) -> None:
    parts = split_parts(text)
    assert len(parts) == 2, parts
    assert all(part.startswith(STORY) for part in parts)
    assert "взяток" in parts[0] or "tricks" in parts[0]
    assert "болван" in parts[1] or "dummy" in parts[1]


def test_story_told_between_questions_goes_with_the_later_one() -> None:
    text = (f"{STORY} Сколько взяток передаётся? Потом болван сказал об этом вслух. "
            "Мог ли болван вмешаться во время розыгрыша?")
    first, second = split_parts(text)
    assert "Потом болван" not in first and "Потом болван" in second
    assert second.startswith(STORY)


def test_three_numbered_items_without_a_story() -> None:
    assert split_parts("1) что такое ренонс? 2) что такое клейм? 3) что такое UI?") == [
        "1) что такое ренонс?", "2) что такое клейм?", "3) что такое UI?"]


def test_a_quoted_question_does_not_end_a_sentence() -> None:
    assert sentences("Он спросил: «Пик нет?» Я промолчал.") == [
        "Он спросил: «Пик нет?» Я промолчал."]


def test_few_example_questions_are_split() -> None:
    # nearly all of the bank's questions ask one thing (measured: 71 of 4715 split)
    examples = load_examples()
    split = [e.question for e in examples if len(split_parts(e.question)) > 1]
    assert len(split) / len(examples) <= 0.02


@pytest.mark.parametrize("text", ["", "   ", "\x00", "?" * 5000, "1) 2) 3) 4) 5) 6) 7) 8)",
                                  "а? " * 2000, "<p>Вопрос?</p><p>Ещё вопрос?</p>"])
def test_junk_never_raises(text: str) -> None:
    parts = split_parts(text)
    assert isinstance(parts, list) and len(parts) <= MAX_PARTS


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=400))
def test_any_text_splits_into_non_empty_parts(text: str) -> None:
    parts = split_parts(text)
    assert len(parts) <= MAX_PARTS
    assert all(part.strip() for part in parts)
    assert (parts == []) == (not text.strip())
