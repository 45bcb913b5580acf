"""One door for every message (issue 13): a typed auction or story gets a verdict-first ruling,
a question its clauses (with «⚖️ Разобрать» when it describes an irregularity), a law outside
the text its honest answer; groups get compact answers, and a reply to the bot's answer is
read together with the question it answered."""

from __future__ import annotations

import io

from aiogram.methods import SendMessage, SetMyCommands, SetMyDescription, SetMyShortDescription

from bot.telegram.app import set_commands
from bot.telegram.console import run_console
from bot.telegram.handlers.start import EXAMPLES
from bot.telegram.render import plain
from bot.telegram.services import Services
from bot.telegram.views.search import JUDGED_LAWS
from engine.answer import rule_text
from tests.bot.conftest import make_harness
from tests.bot.harness import GROUP, OTHER, Harness, buttons, sent_texts

STORY = (
    "Сдача 7. Север открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа. "
    "Я не принял."
)
FOLLOWS = "По тексту 1987 года"


def _html(requests: list[object]) -> list[str]:
    return [r.text for r in requests if isinstance(r, SendMessage)]


async def test_a_typed_auction_gets_a_verdict_first_ruling(tg: Harness) -> None:
    requests = await tg.send("1♠ пас 1♥")
    (text,) = sent_texts(requests)
    first = text.splitlines()[0]
    assert first == "⚖️ Недостаточное назначение (Юг): решение зависит от ответа ниже."
    assert "❓ Запад (левый соперник нарушителя) принимает" in text
    assert FOLLOWS in text.splitlines()[-1]
    assert "<blockquote expandable><b>Почему:</b>" in _html(requests)[0]
    assert {"да", "нет", "📖 27"} <= set(buttons(tg.last_message()))
    await tg.press(tg.last_message(), "нет")
    await tg.press(tg.last_message(), "2♥")
    await tg.press(tg.last_message(), "нет")
    final = plain(tg.last_message().text or "")
    assert final.startswith("⚖️ Недостаточное назначение не принято и заменяется, без наказания;")
    assert "следующим заявляет Запад" in final.splitlines()[0]


async def test_a_typed_story_gets_a_verdict_first_ruling_and_its_wizard(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send(STORY))
    assert text.startswith("⚖️ Недостаточное назначение (Запад): решение зависит от ответа")
    assert "Какую заявку Запад делает вместо 1♣?" in text
    assert "Случай: «Сдача 7. Север открыл 1 трефу" in text
    assert "Заявки: Юг пас, Запад пас, Север 1♣" in text  # how the story was read
    card = tg.last_message()
    assert {"2♣", "пас", "📖 27B"} <= set(buttons(card))
    await tg.press(card, "пас")
    final = plain(tg.current(card).text or "")
    verdict, *lines = final.splitlines()
    assert verdict.startswith("⚖️ Недостаточное назначение не принято и заменяется: ")
    assert "Восток пасует до конца торговли" in verdict and "следующим заявляет Север" in verdict
    assert "• Восток пасует до конца торговли (27B2)" in lines
    assert any(line.startswith("• ограничения на первый ход") for line in lines)
    assert "замена: пас" in final and FOLLOWS in final
    assert "📖 27B2" in buttons(tg.current(card))


async def test_a_legal_auction_and_a_story_of_the_play(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("1♠ пас 4♠ пас пас пас"))
    assert text.startswith("⚖️ Нарушения нет; контракт 4♠, разыгрывает Север, первый ход — Восток")
    story = ("Играли бескозырку, 1БК у меня. Левый пошёл ♦5, со стола (партнёр) ♦K, правый ♥A — "
             "бубен у него нет, я ♦2. Правый забрал взятку себе. Кто на самом деле взял?")
    expected = rule_text(story).to_json()
    (text,) = sent_texts(await tg.send(story))
    assert expected["status"] == "final" and expected["trick"]
    assert text.startswith("⚖️ Взятку взял ")
    assert all(f"📖 {law}" in buttons(tg.last_message()) for law in expected["laws"])


async def test_a_law_outside_the_text_gets_its_honest_answer(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("Партнёр сделал ренонс, заметили через две взятки"))
    assert text.startswith("⚖️ Ренонс решают правила 61–64; их нет в этом тексте")
    assert buttons(tg.last_message()) == ["📖 44C"]  # see also; nothing to ask


async def test_user_text_in_a_ruling_is_escaped(tg: Harness) -> None:
    story = "<b>Север</b> открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа & всё"
    requests = await tg.send(story)
    (text,) = sent_texts(requests)  # the recording session checked the HTML
    assert "<b>Север</b> открыл" in text
    assert "&lt;b&gt;Север&lt;/b&gt;" in _html(requests)[0]


async def test_a_question_that_describes_an_irregularity_offers_the_wizard(
    tg: Harness,
) -> None:
    (text,) = sent_texts(await tg.send("Восток открыл 1 пику не в очередь, что делать?"))
    assert text.startswith("1. 31 — Назначение вне очереди")
    requests = await tg.press(tg.last_message(), "⚖️ Разобрать")
    (prompt,) = sent_texts(requests)
    assert "правило 31" in prompt and JUDGED_LAWS[31] in prompt
    (card,) = sent_texts(await tg.send("1♠ Ю:2♥"))
    assert card.startswith("⚖️ Назначение не в очередь (Юг)")


async def test_the_wizard_offer_works_in_a_group_by_reply(tg: Harness) -> None:
    await tg.send("@bridge_laws_bot Восток открыл 1 пику не в очередь, что делать?", chat=GROUP)
    requests = await tg.press(tg.last_message(), "⚖️ Разобрать")
    (prompt,) = [r for r in requests if isinstance(r, SendMessage)]
    assert prompt.reply_markup is not None and "правило 31" in prompt.text  # a ForceReply
    (card,) = sent_texts(await tg.send("1♠ Ю:2♥", chat=GROUP, reply_to=tg.last_message()))
    assert card.startswith("⚖️ Назначение не в очередь (Юг)")
    assert "Почему" not in card  # compact in a group


async def test_a_story_of_the_play_is_offered_pre_filled(tg: Harness) -> None:
    question = "Если у меня есть масть, в которую пошли, я обязан её дать?"
    (text,) = sent_texts(await tg.send(question))
    assert "44C" in text.splitlines()[0]  # the clauses first: it is a general question
    (card,) = sent_texts(await tg.press(tg.last_message(), "⚖️ Разобрать"))
    assert card.startswith("⚖️ Обязанность ходить в масть")
    assert "❓" in card and "заново" in buttons(tg.last_message())


def test_every_judged_law_example_is_ruled_on(services: Services) -> None:
    for law, example in JUDGED_LAWS.items():
        ruling = services.ruling(example)
        assert ruling["status"] in ("final", "needs_facts"), (law, ruling)
        assert ruling["irregularity"] != "none", law


async def test_a_message_that_asks_several_things_is_answered_part_by_part(tg: Harness) -> None:
    text = ("Вопросы вдогонку к вчерашнему: 1) пас вне очереди до любого открытия — что "
            "нарушителю? 2) а если уже было открытие и он спасовал в очередь партнёра?")
    (answer,) = sent_texts(await tg.send(text))
    assert "Вопрос 1:" in answer and "Вопрос 2:" in answer and "30A" in answer


async def test_a_new_message_during_the_wizard_goes_through_the_door(tg: Harness) -> None:
    await tg.send("1♠ пас 1♥")
    (text,) = sent_texts(await tg.send("что такое недостаточное назначение в торговле?"))
    assert "Выберите ответ кнопкой" not in text and "27" in text
    await tg.send("1♠ пас 1♥")
    (text,) = sent_texts(await tg.send("может быть"))  # a short reply is an answer attempt
    assert "Выберите ответ кнопкой" in text


async def test_group_answers_are_compact(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/ask недостаточное назначение", chat=GROUP))
    assert text.count("\n\n") == 1 and "Остальные пункты — кнопками ниже." in text
    assert len([b for b in buttons(tg.last_message()) if b.startswith("📖")]) == 3
    (card,) = sent_texts(await tg.send("/ask 1♠ пас 1♥", chat=GROUP))
    assert card.startswith("⚖️ Недостаточное назначение") and "Почему" not in card


async def test_a_reply_in_a_group_is_read_with_the_question_it_answers(tg: Harness) -> None:
    follow_up = "а если он просто встал и смотрит?"
    alone = sent_texts(await tg.send(f"/ask {follow_up}", chat=GROUP, user=OTHER))[0]
    assert "43" not in alone.splitlines()[0]  # alone, it is not about dummy at all
    await tg.send("/ask Болван заглянул в карты разыгрывающего", chat=GROUP)
    answer = tg.last_message()
    (text,) = sent_texts(await tg.send(follow_up, chat=GROUP, reply_to=answer))
    shown = text + " ".join(buttons(tg.last_message()))
    assert "43A2" in shown or "43B" in shown


async def test_a_reply_to_a_ruling_keeps_the_story(tg: Harness) -> None:
    await tg.send(f"@bridge_laws_bot {STORY}", chat=GROUP)
    card = tg.last_message()
    (text,) = sent_texts(await tg.send("а если бы Запад заменил на пас?", chat=GROUP,
                                       reply_to=card))
    verdict = text.splitlines()[0]  # the follow-up ruled on the story it follows
    assert verdict.startswith("⚖️ Недостаточное назначение не принято и заменяется")
    assert "Восток пасует до конца торговли" in verdict


async def test_a_long_story_keeps_telegram_limits(tg: Harness) -> None:
    story = STORY + " " + "Все за столом долго спорили, кто прав, и звали судью. " * 16
    assert 900 < len(story) <= 1000
    requests = await tg.send(story)  # the recording session checks length and HTML
    assert sent_texts(requests)[0].startswith("⚖️")


async def test_every_help_example_works(tg: Harness) -> None:
    expected = {
        "недостаточное назначение": "27",
        "контра не в очередь": "32",
        "27B1": "27B1. Неконвенционное",
        "1♠ пас 1♥": "⚖️ Недостаточное назначение",
        STORY: "⚖️ Недостаточное назначение (Запад)",
        "♠KJ5 ♥A32 ; пика": "🃏 Сыграна карта ♠5",
    }
    for label, _, example in EXAMPLES:
        await tg.send("/help")
        (text,) = sent_texts(await tg.press(tg.last_message(), label))
        assert expected[example] in text, (label, text[:200])
    (card,) = sent_texts(await tg.send("/card ♠KJ5 ♥A32 ; пика"))
    assert FOLLOWS in card


async def test_menu_and_descriptions_are_set_in_russian_and_english(services: Services) -> None:
    tg = make_harness(services)
    await set_commands(tg.bot)
    menus = tg.session.of(SetMyCommands)
    assert [m.language_code for m in menus] == [None, "ru", "en"]
    russian = {c.command: c.description for c in menus[1].commands}
    assert {"help", "ask", "law", "ruling", "card", "cancel"} <= set(russian)
    assert all(any("а" <= ch <= "я" for ch in text) for text in russian.values())
    (description,) = tg.session.of(SetMyDescription)
    (short,) = tg.session.of(SetMyShortDescription)
    assert len(description.description) <= 512 and "1987" in description.description
    assert len(short.short_description) <= 120 and "1987" in short.short_description


async def test_the_console_prints_the_verdict_first(services: Services) -> None:
    from bot.telegram.app import build_dispatcher

    out = io.StringIO()
    dp = build_dispatcher(services, throttle_rate=0)
    await run_console(dp, io.StringIO(f"1♠ пас 1♥\n{STORY}\n2\n"), out)
    printed = out.getvalue()
    assert "\n⚖️ Недостаточное назначение (Юг): решение зависит от ответа ниже." in printed
    assert "\n⚖️ Недостаточное назначение (Запад): решение зависит от ответа ниже." in printed
    assert "✎ ⚖️ Недостаточное назначение не принято и заменяется: Восток пасует" in printed
    assert "<b>" not in printed and "&lt;" not in printed


def test_every_clause_the_views_name_is_in_the_text(services: Services) -> None:
    from bot.telegram.views.ruling import EFFECTS, LEADS

    for clause_id, _ in EFFECTS:
        assert clause_id in services.corpus, clause_id
    for clause_id in LEADS:
        assert clause_id in services.corpus, clause_id
    for law in JUDGED_LAWS:
        assert str(law) in services.corpus, law
