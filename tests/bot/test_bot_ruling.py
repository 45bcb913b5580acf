"""The ruling wizard (FSM) and /card, through the production Dispatcher."""

from __future__ import annotations

from aiogram.methods import AnswerCallbackQuery, EditMessageText, SendMessage

from tests.bot.harness import GROUP, OTHER, Harness, buttons, callback_answers, sent_texts


async def test_a_legal_auction_is_final_at_once(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/ruling 1♠ пас 4♠ пас пас пас"))
    assert text.startswith("⚖️ Нарушения нет; контракт 4♠, разыгрывает Север")
    assert "◀ назад" not in buttons(tg.last_message())


async def test_wizard_asks_one_question_at_a_time_editing_the_same_message(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/ruling 1♠ пас 1♥"))
    assert "недостаточное назначение" in text and "❓" in text
    card = tg.last_message()
    assert {"да", "нет", "заново"} <= set(buttons(card))
    requests = await tg.press(card, "нет")
    assert [type(r) for r in requests] == [EditMessageText, AnswerCallbackQuery]
    assert "принято: нет" in sent_texts(requests)[0]
    assert "◀ назад" in buttons(tg.current(card))
    requests = await tg.press(tg.current(card), "2♥")
    requests = await tg.press(tg.current(card), "нет")  # not conventional
    (final,) = sent_texts(requests)
    assert final.startswith("⚖️ Недостаточное назначение не принято и заменяется, без наказания")
    assert "27B1(A)" in final
    assert "📖 27B1(A)" in buttons(tg.current(card))


async def test_back_and_restart(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥")
    card = tg.last_message()
    first = tg.current(card).text
    await tg.press(card, "нет")
    second = tg.current(card).text
    await tg.press(tg.current(card), "пас")
    await tg.press(tg.current(card), "◀ назад")
    assert tg.current(card).text == second
    await tg.press(tg.current(card), "заново")
    assert tg.current(card).text == first
    assert "◀ назад" not in buttons(tg.current(card))


async def test_a_call_can_be_typed_as_the_answer(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥")
    await tg.press(tg.last_message(), "нет")
    old = tg.last_message()
    requests = await tg.send("3 ♥")
    sent = [r for r in requests if isinstance(r, SendMessage)]
    assert len(sent) == 1 and "замена: 3♥" in sent[0].text and "27B2" in sent[0].text
    assert not buttons(tg.current(old))  # the answered question loses its buttons


async def test_a_bad_typed_answer_is_explained_and_the_wizard_waits(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥")
    (text,) = sent_texts(await tg.send("может быть"))
    assert "Выберите ответ кнопкой" in text and "/cancel" in text
    (text,) = sent_texts(await tg.send("да"))
    assert "принято: да" in text


async def test_ruling_alone_asks_for_the_auction(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/ruling"))
    assert "Пришлите торговлю" in text
    (text,) = sent_texts(await tg.send("что такое контра?"))
    assert "Жду торговлю" in text and "/cancel" in text
    (text,) = sent_texts(await tg.send("1♠ пас 1♥"))
    assert "недостаточное назначение" in text


async def test_an_impossible_auction_gets_a_russian_error(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/ruling абракадабра"))
    assert "Не понял" in text and "/ruling 1♠ пас 1♥" in text


async def test_cancel_leaves_the_wizard(tg: Harness) -> None:
    await tg.send("/ruling")
    (text,) = sent_texts(await tg.send("/cancel"))
    assert text == "Разбор прерван."
    (text,) = sent_texts(await tg.send("недостаточное назначение"))
    assert "27A" in text  # a question again, not an auction


async def test_old_buttons_and_other_users_buttons_are_refused(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥", chat=GROUP)
    card = tg.last_message()
    requests = await tg.press(card, "нет", user=OTHER)
    assert "другой участник" in (callback_answers(requests)[0] or "")
    await tg.press(card, "нет")
    stale = card  # the message object as it was before the edit: an answered step
    requests = await tg.press_data(stale, "rul:opt:0:0")
    assert "другой участник" in (callback_answers(requests)[0] or "")


async def test_a_member_pressing_anothers_wizard_gets_a_copy_of_his_own(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥", chat=GROUP)
    card = tg.last_message()
    requests = await tg.press(card, "нет", user=OTHER)
    (offer,) = sent_texts(requests)
    assert "другой участник" in offer
    offer_message = tg.last_message()
    again = await tg.press(card, "да", user=OTHER)
    assert sent_texts(again) == []  # offered once per member and wizard, not on every press
    (copy,) = sent_texts(await tg.press(offer_message, "Свой разбор", user=OTHER))
    assert "недостаточное назначение" in copy  # the same case, ruled afresh
    own = tg.last_message()
    await tg.press(own, "нет", user=OTHER)
    assert "принято: нет" in (tg.current(own).text or "")
    # the first member's wizard is untouched and still his to answer
    await tg.press(card, "да")
    assert "принято: да" in (tg.current(card).text or "")


async def test_clause_buttons_on_the_card_open_clauses(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥ ; принято=нет замена=3♥")
    requests = await tg.press(tg.last_message(), "📖 27B2")
    (text,) = sent_texts(requests)
    assert "27B2. Конвенционное назначение" in text


async def test_card_designation_law_46(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/card ♠KJ5 ♥A32 ; пика"))
    assert "♠5" in text and "46" in text
    assert any(label.startswith("📖 46") for label in buttons(tg.last_message()))
    (text,) = sent_texts(await tg.send("/card"))
    assert "Пример" in text
    (text,) = sent_texts(await tg.send("/card <b>ерунда</b>"))
    assert "<b>ерунда</b>" in text  # shown escaped, as typed


async def test_a_wrong_typed_answer_is_explained_in_russian(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥")
    await tg.press(tg.last_message(), "нет")  # not accepted: which call replaces 1♥?
    (text,) = sent_texts(await tg.send("абв"))
    assert text.startswith("Не понял ответ") and "«замена»" in text
    assert "replacement" not in text
