"""Callback data factories: ids and small numbers only (Telegram allows 64 bytes).

>>> LawCb(id="25B2(B)(1)", edit=True).pack()
'law:25B2(B)(1):1'
>>> len(RulingCb(action="opt", step=12, option=3).pack().encode())
12
"""

from __future__ import annotations

from aiogram.filters.callback_data import CallbackData

CALLBACK_DATA_LIMIT = 64


class LawCb(CallbackData, prefix="law"):
    """Open a clause: ``edit`` navigates in place, otherwise a new message is sent."""

    id: str
    edit: bool = True


class LawsIndexCb(CallbackData, prefix="laws"):
    """Show the table of contents (every law of the edition)."""

    edit: bool = True


class MoreCb(CallbackData, prefix="more"):
    """More search results for a stored answer (the query lives in the feedback store)."""

    answer: int
    offset: int


class VoteCb(CallbackData, prefix="vote"):
    """👍 / 👎 under a search answer."""

    answer: int
    up: bool


class RulingCb(CallbackData, prefix="rul"):
    """A step of the ruling wizard: pick an option, go back, or start over."""

    action: str  # "opt" | "back" | "restart" | "cancel"
    step: int
    option: int = -1


class ExampleCb(CallbackData, prefix="ex"):
    """One of the examples offered by /start and /help."""

    n: int


class JudgeCb(CallbackData, prefix="judge"):
    """«⚖️ Разобрать» under a search answer: the ruling wizard for the stored question."""

    answer: int
