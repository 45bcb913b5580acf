"""A private chat: help, questions, the law browser, odd messages."""

from __future__ import annotations

from dataclasses import replace

from aiogram.methods import AnswerCallbackQuery, EditMessageText, SendMessage
from aiogram.types import Sticker, User

from bot.telegram.services import Services
from engine.search import SearchResult
from tests.bot.conftest import make_harness
from tests.bot.harness import Harness, buttons, sent_texts


async def test_start_and_help_show_examples_and_the_edition_notice(tg: Harness) -> None:
    for command in ("/start", "/help"):
        (text,) = sent_texts(await tg.send(command))
        assert "1987" in text and "2017" in text and "23–27" in text
        assert "@bridge_laws_bot" in text
        assert "📖 27B1" in buttons(tg.last_message())


async def test_an_example_button_runs_the_example(tg: Harness) -> None:
    await tg.send("/help")
    requests = await tg.press(tg.last_message(), "📖 27B1")
    (text,) = sent_texts(requests)
    assert text.splitlines()[2].startswith("27B1.")


async def test_question_gives_clauses_with_bold_snippets_and_buttons(tg: Harness) -> None:
    requests = await tg.send("недостаточное назначение")
    (sent,) = [r for r in requests if isinstance(r, SendMessage)]
    assert "<b>недостаточное</b>" in sent.text
    assert "Правило 27. Недостаточное назначение" in sent.text
    labels = buttons(tg.last_message())
    opens = [label for label in labels if label.startswith("📖 27")]
    assert len(opens) == 3 and "ещё ▾" in labels and "👍" in labels and "👎" in labels


async def test_more_sends_the_next_results(tg: Harness) -> None:
    await tg.send("недостаточное назначение")
    first = tg.last_message()
    requests = await tg.press(first, "ещё")
    (text,) = sent_texts(requests)
    assert text.startswith("4. ")
    assert not set(buttons(tg.last_message())) & set(buttons(first)) - {"ещё ▾"}


async def test_open_button_sends_the_clause_as_a_new_message(tg: Harness) -> None:
    await tg.send("недостаточное назначение")
    first = next(label for label in buttons(tg.last_message()) if label.startswith("📖"))
    requests = await tg.press(tg.last_message(), first)
    (sent,) = [r for r in requests if isinstance(r, SendMessage)]
    assert f"<b>{first.removeprefix('📖 ')}. " in sent.text


async def test_nothing_found_is_said_honestly(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("рецепт борща со сметаной"))
    assert text.startswith("Не нашёл") and "27B1" in text
    assert buttons(tg.last_message()) == []


class Suggesting:
    """The search as it answers below its threshold: no hits, laws to suggest."""

    def __init__(self, corpus: object) -> None:
        self.corpus = corpus

    def search(self, query: str, top: int = 3) -> SearchResult:
        laws = ["Правило 27. Недостаточное назначение", "Правило 40. Взаимопонимание партнеров"]
        return SearchResult(query, [], suggestions=laws)

    def in_cyrillic(self, text: str) -> tuple[str, list[tuple[str, str]]]:
        return text, []


async def test_suggestions_below_the_threshold_can_be_opened(services: Services) -> None:
    tg = make_harness(replace(services, searcher=Suggesting(services.corpus)))
    (text,) = sent_texts(await tg.send("где почитать про взаимопонимание партнёров"))
    assert text.startswith("Не нашёл") and "• Правило 40. Взаимопонимание партнеров" in text
    assert buttons(tg.last_message()) == ["📖 27", "📖 40"]


async def test_scoring_a_rubber_is_said_to_be_outside_the_text(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("как считать очки в роббере"))
    assert "его нет в этом тексте" in text


async def test_a_message_that_is_an_id_opens_the_clause(tg: Harness) -> None:
    for typed in ("27B1", "27b1", "Правило 27 Б1"):
        (text,) = sent_texts(await tg.send(typed))
        assert "27B1. Неконвенционное назначение" in text
    labels = buttons(tg.last_message())
    assert "⬆ 27B" in labels and any(label.startswith("27B1(A)") for label in labels)


async def test_law_browser_navigation_edits_the_message_in_place(tg: Harness) -> None:
    await tg.send("/law 27B1")
    message = tg.last_message()
    requests = await tg.press(message, "27B1(A)")
    assert [type(r) for r in requests] == [EditMessageText, AnswerCallbackQuery]
    assert "27B1(A). Без наказания" in tg.current(message).text
    await tg.press(tg.current(message), "→ 27B1(B)")  # a cross-reference in the text
    assert "27B1(B). Присуждение результата" in tg.current(message).text
    await tg.press(tg.current(message), "⬆ 27B1")
    await tg.press(tg.current(message), "⬆ 27B")
    await tg.press(tg.current(message), "27B2. ")
    assert "27B2." in tg.current(message).text
    await tg.press(tg.current(message), "◀ 27B1")  # the sibling before, not the book's line
    assert "27B1. Неконвенционное назначение" in tg.current(message).text


async def test_a_law_shows_the_table_of_contents_button_and_laws_list(tg: Harness) -> None:
    await tg.send("/law 19")
    message = tg.last_message()
    await tg.press(message, "оглавление")
    labels = buttons(tg.current(message))
    assert labels[0].startswith("19.") and labels[-1].startswith("46.")
    assert len(labels) == 28


async def test_references_outside_the_text_are_marked(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/law 19A3"))
    assert "правило 16" in text and "в этом тексте его нет" in text
    assert "→ 16" not in buttons(tg.last_message())


async def test_unknown_and_outside_ids_are_explained(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/law 80"))
    assert "Правила 80 нет в этом тексте" in text
    (text,) = sent_texts(await tg.send("/law 27B9"))
    assert "Нет пункта 27B9" in text
    assert buttons(tg.last_message())  # a button to what does exist


async def test_law_without_an_id_shows_the_laws_and_with_words_searches(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/law"))
    assert "Выберите правило" in text
    (text,) = sent_texts(await tg.send("/law недостаточное назначение"))
    assert "27A" in text


async def test_stale_law_button_is_answered(tg: Harness) -> None:
    await tg.send("/law 27")
    requests = await tg.press_data(tg.last_message(), "law:99Z:1")
    assert [r.text for r in requests if isinstance(r, AnswerCallbackQuery)] == [
        "Такого пункта нет в тексте правил."
    ]


async def test_unknown_command_and_non_text(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/frobnicate now"))
    assert "Не знаю команды /frobnicate" in text
    sticker = Sticker(file_id="x", file_unique_id="y", type="regular", width=1, height=1,
                      is_animated=False, is_video=False)
    (text,) = sent_texts(await tg.send(None, sticker=sticker))
    assert "только текст" in text


async def test_a_clause_posted_through_inline_mode_is_not_a_question(tg: Harness) -> None:
    from tests.bot.recording import BOT_USERNAME

    me = User(id=tg.bot.id, is_bot=True, first_name="Законы бриджа", username=BOT_USERNAME)
    posted = "27B1. Неконвенционное назначение " * 50
    assert await tg.send(posted, via_bot=me) == []
