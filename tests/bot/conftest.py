"""Fixtures: the real engine once per session, a fresh Dispatcher and recording Bot per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace

import pytest
from aiogram import Bot

from bot.telegram.app import build_dispatcher, default_properties
from bot.telegram.feedback_store import FeedbackStore
from bot.telegram.services import Services
from tests.bot.harness import Harness
from tests.bot.recording import RecordingSession

TOKEN = "42:TEST-token-never-real"


@pytest.fixture(scope="session")
def engine_services() -> Services:
    """The real engine; its search is the session's (``get_searcher``, tests/conftest.py)."""
    return Services.create()


@pytest.fixture
def services(engine_services: Services) -> Services:
    """The real engine with a fresh, in-memory feedback store."""
    return replace(engine_services, feedback=FeedbackStore())


def make_harness(services: Services, *, throttle_rate: float = 0.0) -> Harness:
    session = RecordingSession()
    bot = Bot(TOKEN, session=session, default=default_properties())
    dp = build_dispatcher(services, throttle_rate=throttle_rate)
    return Harness(dp=dp, bot=bot, session=session)


@pytest.fixture
async def tg(services: Services) -> AsyncIterator[Harness]:
    harness = make_harness(services)
    yield harness
    await harness.dp.storage.close()
