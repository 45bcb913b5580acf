"""Inline mode: an id offers that clause, words offer the best clauses, never over 50."""

from __future__ import annotations

from aiogram.methods import AnswerInlineQuery

from tests.bot.harness import Harness


async def inline(tg: Harness, text: str) -> AnswerInlineQuery:
    (answer,) = [r for r in await tg.inline(text) if isinstance(r, AnswerInlineQuery)]
    return answer


async def test_an_id_offers_that_clause_first(tg: Harness) -> None:
    answer = await inline(tg, "27B1")
    ids = [result.id for result in answer.results]
    assert ids[0] == "27B1" and "27B1(A)" in ids
    content = answer.results[0].input_message_content
    assert "27B1. Неконвенционное" in content.message_text  # type: ignore[union-attr]
    assert answer.results[0].reply_markup is not None  # navigation works in the posted message


async def test_words_offer_the_top_clauses(tg: Harness) -> None:
    answer = await inline(tg, "недостаточное назначение")
    assert all(r.id.startswith("27") for r in answer.results[:3])  # Law 27
    assert 3 <= len(answer.results) <= 50


async def test_empty_query_lists_every_law(tg: Harness) -> None:
    answer = await inline(tg, "")
    assert [r.id for r in answer.results] == [str(n) for n in range(19, 47)]


async def test_nothing_found_and_bad_ids_say_so_on_the_button(tg: Harness) -> None:
    answer = await inline(tg, "🙂🙂🙂")
    assert answer.results == [] and answer.button is not None
    answer = await inline(tg, "80")
    assert answer.results == [] and "80" in answer.button.text  # type: ignore[union-attr]


async def test_navigation_in_a_posted_inline_message_edits_it(tg: Harness) -> None:
    from aiogram.methods import EditMessageText
    from aiogram.types import CallbackQuery, Update

    from tests.bot.harness import USER

    query = CallbackQuery(id="1", from_user=USER, chat_instance="c", inline_message_id="IM1",
                          data="law:27B1(A):1")
    requests = await tg.feed(Update(update_id=500, callback_query=query))
    (edit,) = [r for r in requests if isinstance(r, EditMessageText)]
    assert edit.inline_message_id == "IM1" and "27B1(A)." in edit.text
