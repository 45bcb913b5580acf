"""The bidding box: ``/ruling`` alone, the auction by taps in one message, then the wizard."""

from __future__ import annotations

import json

import pytest
from aiogram.fsm.storage.redis import RedisStorage
from aiogram.methods import AnswerCallbackQuery, EditMessageText, SendMessage
from aiogram.types import Message

from bot.telegram.app import build_dispatcher
from bot.telegram.render import plain
from bot.telegram.services import Services
from bot.telegram.views.bidding import Box, auction_table
from tests.bot.conftest import make_harness
from tests.bot.harness import GROUP, OTHER, Harness, buttons, callback_answers, sent_texts
from tests.e2e.conftest import redis_url  # noqa: F401 (a fixture: a throwaway redis-server)


async def open_box(tg: Harness, **kwargs: object) -> Message:
    requests = await tg.send("/ruling", **kwargs)  # type: ignore[arg-type]
    assert [type(r) for r in requests] == [SendMessage]
    return tg.last_message()


async def tap(tg: Harness, box: Message, *labels: str, user: object = None) -> list[object]:
    """Press each label in turn under the box (as it stands after the previous tap)."""
    requests: list[object] = []
    for label in labels:
        extra = {"user": user} if user is not None else {}
        requests += await tg.press(tg.current(box), label, **extra)  # type: ignore[arg-type]
    return requests


def text_of(tg: Harness, box: Message) -> str:
    return plain(tg.current(box).text or "")


async def test_ruling_alone_opens_the_box(tg: Harness) -> None:
    box = await open_box(tg)
    labels = buttons(box)
    for key in ("сдаёт С", "сдаёт З", "1", "7", "♣", "♦", "♥", "♠", "БК", "пас", "контра",
                "реконтра", "вне оч.: С", "вне оч.: З", "⌫", "✓ разобрать"):
        assert key in labels, key
    text = text_of(tg, box)
    assert "Заявок пока нет" in text and "Сдающий: Север (не выбран" in text
    assert "Пришлите торговлю" in text  # a typed auction is still welcome


async def test_every_tap_edits_the_same_message_and_shows_the_table(tg: Harness) -> None:
    box = await open_box(tg)
    requests = await tap(tg, box, "сдаёт В", "1", "♠", "пас", "1", "♥")
    edits = [r for r in requests if isinstance(r, EditMessageText)]
    assert len(edits) == 6 and {e.message_id for e in edits} == {box.message_id}
    assert not [r for r in requests if isinstance(r, SendMessage)]
    text = text_of(tg, box)
    assert "Сдающий: Восток (выбран кнопкой)" in text
    assert "В     Ю     З     С\n1♠    пас   1♥" in text  # the columns start at the dealer
    assert "Торговля: В:1♠ пас 1♥" in text
    assert "Похоже: недостаточное назначение" in text


async def test_check_rules_and_the_wizard_goes_on_in_the_same_message(tg: Harness) -> None:
    box = await open_box(tg)
    await tap(tg, box, "1", "♠", "пас", "1", "♥")
    requests = await tap(tg, box, "✓")
    assert [type(r) for r in requests] == [EditMessageText, AnswerCallbackQuery]
    text = text_of(tg, box)
    assert text.startswith("⚖️ Недостаточное назначение") and "❓" in text
    assert "Сдающий: Север" in text and "1♠    пас   1♥" in text  # the table on the card too
    assert {"да", "нет", "заново"} <= set(buttons(tg.current(box)))
    await tap(tg, box, "нет", "2♥", "нет")
    final = text_of(tg, box)
    assert final.startswith("⚖️ Недостаточное назначение не принято и заменяется")
    assert "27B1(A)" in final


async def test_the_auction_can_be_edited_again_from_the_ruling(tg: Harness) -> None:
    box = await open_box(tg)
    await tap(tg, box, "сдаёт Ю", "1", "♠", "пас", "1", "♥", "✓", "нет")
    assert "✎ торговля" in buttons(tg.current(box))
    await tap(tg, box, "✎ торговля")
    text = text_of(tg, box)
    assert text.startswith("⚖️ Торговля по кнопкам") and "Торговля: Ю:1♠ пас 1♥" in text
    await tap(tg, box, "⌫", "2", "♥", "✓")
    assert text_of(tg, box).startswith("⚖️ Нарушения нет")
    assert "Ю     З     С     В\n1♠    пас   2♥" in text_of(tg, box)


async def test_box_keys_do_nothing_while_a_ruling_is_on_screen(tg: Harness) -> None:
    box = await open_box(tg)
    await tap(tg, box, "1", "♠", "пас", "1", "♥", "✓")
    before = tg.current(box).text
    requests = await tg.press_data(tg.current(box), "box:p")
    assert "Начать свой: /ruling" in (callback_answers(requests)[0] or "")
    assert tg.current(box).text == before


async def test_a_typed_ruling_has_no_box_to_go_back_to(tg: Harness) -> None:
    await tg.send("/ruling 1♠ пас 1♥")
    assert "✎ торговля" not in buttons(tg.last_message())
    requests = await tg.press_data(tg.last_message(), "box:edit")
    assert "Начать свой: /ruling" in (callback_answers(requests)[0] or "")


async def test_level_first_then_strain_and_erasing(tg: Harness) -> None:
    box = await open_box(tg)
    requests = await tap(tg, box, "♠")
    assert callback_answers(requests) == ["Сначала уровень: 1–7, потом масть."]
    requests = await tap(tg, box, "⌫")
    assert callback_answers(requests) == ["Стирать нечего."]
    requests = await tap(tg, box, "✓")
    assert "Сначала наберите торговлю" in (callback_answers(requests)[0] or "")
    await tap(tg, box, "2")
    assert "Уровень 2 — теперь масть" in text_of(tg, box)
    assert "◉ 2" in buttons(tg.current(box))
    await tap(tg, box, "⌫")  # drops the waiting level, not a call
    assert "Уровень 2" not in text_of(tg, box) and "◉ 2" not in buttons(tg.current(box))
    await tap(tg, box, "1", "БК", "контра", "реконтра")
    assert "Торговля: 1БК контра реконтра" in text_of(tg, box)
    await tap(tg, box, "⌫")
    assert "Торговля: 1БК контра" in text_of(tg, box)
    assert "реконтра" not in text_of(tg, box).split("Торговля:")[1].split("\n")[0]


async def test_a_call_out_of_turn_is_marked_and_ruled(tg: Harness) -> None:
    box = await open_box(tg)
    await tap(tg, box, "1", "♠", "вне оч.: Ю")
    assert "Следующая заявка — Юг, не в свою очередь" in text_of(tg, box)
    await tap(tg, box, "1", "♥")
    text = text_of(tg, box)
    assert "Торговля: 1♠ Ю:1♥" in text
    assert "1♠    —     1♥*" in text and "* — не в свою очередь" in text
    await tap(tg, box, "✓")
    assert text_of(tg, box).startswith("⚖️ Назначение не в очередь (Юг)")


async def test_the_dealer_out_of_turn_first_goes_in_as_a_fact(tg: Harness) -> None:
    box = await open_box(tg)
    await tap(tg, box, "сдаёт С", "вне оч.: В", "пас")
    assert "Торговля: В:пас ; сдающий=С" in text_of(tg, box)
    await tap(tg, box, "✓")
    assert text_of(tg, box).startswith("⚖️ Пас не в очередь (Восток)")


async def test_typing_the_auction_still_works_and_old_box_keys_are_stale(tg: Harness) -> None:
    box = await open_box(tg)
    (text,) = sent_texts(await tg.send("1♠ пас 1♥"))
    assert "недостаточное назначение" in text
    requests = await tg.press(tg.current(box), "пас")
    assert "Начать свой: /ruling" in (callback_answers(requests)[0] or "")


async def test_someone_elses_box_is_refused_in_a_group(tg: Harness) -> None:
    box = await open_box(tg, chat=GROUP)
    requests = await tap(tg, box, "пас", user=OTHER)
    assert "другой участник" in (callback_answers(requests)[0] or "")
    assert "Заявок пока нет" in text_of(tg, box)
    offer = tg.last_message()
    assert "другой участник" in (offer.text or "")
    await tg.press(offer, "Свой разбор", user=OTHER)
    own = tg.last_message()
    assert own.message_id != box.message_id and "Заявок пока нет" in text_of(tg, own)
    await tap(tg, own, "пас", user=OTHER)  # his own box takes his taps
    assert "пас" in text_of(tg, own) and "Заявок пока нет" in text_of(tg, box)


async def test_a_typed_auction_shows_its_table_and_where_the_dealer_came_from(
    tg: Harness,
) -> None:
    (text,) = sent_texts(await tg.send("/ruling Ю:1♠ пас 4♠ пас пас пас"))
    assert "Сдающий: Юг (по первой заявке)" in text
    assert "Ю     З     С     В\n1♠    пас   4♠    пас\nпас   пас" in text
    (text,) = sent_texts(await tg.send("/ruling 1♠ пас 1♥"))
    assert "Сдающий: Север (не указан — считаю Север)" in text


async def test_two_replicas_share_the_box_through_redis(
    services: Services, redis_url: str  # noqa: F811
) -> None:
    """Taps that land on different copies of the bot (one Redis) build one auction."""
    first = make_harness(services)
    await first.dp.storage.close()
    storages = [RedisStorage.from_url(redis_url) for _ in range(2)]
    first.dp = build_dispatcher(services, storage=storages[0], throttle_rate=0)
    second = Harness(
        dp=build_dispatcher(services, storage=storages[1], throttle_rate=0),
        bot=first.bot, session=first.session, _update_ids=first._update_ids,
        _message_ids=first._message_ids,
    )
    try:
        box = await open_box(first)
        await first.press(first.current(box), "1")
        await second.press(second.current(box), "♠")
        await first.press(first.current(box), "пас")
        await second.press(second.current(box), "1")
        await first.press(first.current(box), "♥")
        assert "Торговля: 1♠ пас 1♥" in text_of(first, box)
        await second.press(second.current(box), "✓")
        assert text_of(second, box).startswith("⚖️ Недостаточное назначение")
    finally:
        for storage in storages:
            await storage.redis.flushdb()
            await storage.close()


# --- the box as a value -------------------------------------------------------------------
def test_the_box_survives_json_as_redis_keeps_it() -> None:
    box = Box()
    for key in ("dW", "l3", "sN", "x", "oS", "xx", "l4"):
        assert box.press(key) is None
    again = Box.from_data(json.loads(json.dumps(box.to_data())))
    assert again == box and again.notation() == "З:3БК контра Ю:реконтра"


@pytest.mark.parametrize(
    "junk",
    [None, 5, "box", [], {"calls": "1♠"}, {"calls": [["9♠", None], ["1♠", "Q"], [1, 2]]},
     {"dealer": "Z", "level": 9, "oot": "<b>"}],
)
def test_junk_in_the_storage_is_an_empty_box(junk: object) -> None:
    box = Box.from_data(junk)
    assert box.dealer is None and box.level is None and box.out_of_turn is None
    assert all(call == "1♠" and seat is None for call, seat in box.calls)


@pytest.mark.parametrize("key", ["", "d", "dQ", "l0", "l8", "sX", "o", "zz", "ok2"])
def test_unknown_keys_change_nothing(key: str) -> None:
    box = Box()
    assert box.press(key) == "Эта кнопка устарела."
    assert box == Box()


def test_the_box_stops_at_sixty_calls() -> None:
    box = Box()
    for _ in range(60):
        assert box.press("p") is None
    assert box.press("p") is not None and len(box.calls) == 60


def test_table_rows_are_rounds_from_the_dealer() -> None:
    calls = [("S", "пас"), ("W", "1♣"), ("N", "пас"), ("E", "контра"), ("S", "реконтра")]
    assert plain(auction_table(calls, "S")).split("\n") == [
        "Ю     З     С     В",
        "пас   1♣    пас   X",
        "XX",
    ]
