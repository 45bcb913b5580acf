"""What one update costs the bot (issue 13, throughput): the door reads a message once — the
ruling wizard builds on the door's own reading of a story instead of reading it again —, the
cheap paths say exactly what the slow ones did, and no log line is written per update at the
default level."""

from __future__ import annotations

import logging
import unicodedata
from dataclasses import replace
from typing import Any

import pytest

from bot.telegram.logs import PER_UPDATE, per_update_level
from bot.telegram.middlewares.metrics import Metrics
from bot.telegram.render import clean_input
from bot.telegram.services import Services
from engine.answer import story_notation
from tests.bot.conftest import make_harness
from tests.bot.harness import buttons, sent_texts

STORY = (
    "Сдача 7. Север открыл 1 трефу, Восток пас, Юг 1 бубна, а Запад говорит 1 трефа. "
    "Я не принял."
)


class Counted:
    """A ``Services.notation`` that counts its calls (the second reading of a story)."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self.calls = 0

    def __call__(self, text: str) -> str | None:
        self.calls += 1
        return story_notation(text, self.services.corpus, self.services.searcher)


async def test_a_story_is_read_once_and_its_wizard_is_the_same(services: Services) -> None:
    fast_notation = Counted(services)
    fast = make_harness(replace(services, notation=fast_notation))
    slow_notation = Counted(services)
    slow = make_harness(replace(services, notation=slow_notation, reading=None))
    cards = []
    for tg in (fast, slow):
        texts = sent_texts(await tg.send(STORY))
        card = tg.last_message()
        await tg.press(card, "пас")
        cards.append((texts, buttons(card), tg.current(card).text))
    assert cards[0] == cards[1]
    assert cards[0][0][0].startswith("⚖️ Недостаточное назначение (Запад)")
    assert (fast_notation.calls, slow_notation.calls) == (0, 1)


def test_the_doors_reading_serves_only_the_text_it_read(services: Services) -> None:
    notation = Counted(services)
    own = replace(services, notation=notation)
    own.read(STORY, 4)
    assert own.wizard_base("Другой рассказ") is None and notation.calls == 1
    own.read(STORY, 4)
    base = own.wizard_base(STORY)
    assert base == story_notation(STORY, services.corpus, services.searcher)
    assert notation.calls == 1
    assert own.wizard_base(STORY) == base and notation.calls == 2  # taken once
    own.read(STORY, 4)
    own.ruling(STORY)  # a ruling of its own (a button): the wizard rests on that one
    assert own.wizard_base(STORY) == base and notation.calls == 3


@pytest.mark.parametrize(
    "text",
    ["  27B1 ", "что такое\tренонс", "строка\nвторая", "a\x00b\u200bc\ue000", "\U0001f600 ok",
     "пас\u2028пас", "\x85", "", "   "],
)
def test_clean_input_fast_path_keeps_its_meaning(text: str) -> None:
    control = {"Cc", "Cs", "Co", "Cn"}
    kept = (ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in control)
    assert clean_input(text) == "".join(kept).replace("\t", " ").strip()


def test_metrics_keep_one_histogram_per_kind() -> None:
    metrics = Metrics()
    for seconds in (0.001, 0.2, 30.0):
        metrics.count_update("message", seconds)
    histogram: Any = metrics.latency["message"]
    assert histogram.number == 3 and sum(histogram.counts) == 2  # 30 s is over every bound
    assert list(metrics.latency) == ["message"]


@pytest.mark.parametrize(
    ("level", "per_update"),
    [(logging.DEBUG, True), (logging.INFO, False), (logging.WARNING, False)],
)
def test_the_line_per_update_shows_at_debug_only(level: int, per_update: bool) -> None:
    event = logging.getLogger(PER_UPDATE)
    try:
        event.setLevel(per_update_level(level))
        assert event.isEnabledFor(logging.INFO) is per_update
        assert event.isEnabledFor(logging.WARNING) is (level <= logging.WARNING)
    finally:
        event.setLevel(logging.NOTSET)
