"""Callback data factories: ids and small numbers only (Telegram allows 64 bytes).

>>> LawCb(id="25B2(B)(1)", edit=True).pack()
'law:25B2(B)(1):1'
>>> LawCb(id="31", trail=("27B1(A)",)).pack()
'law:31:1:27B1(A)'
>>> LawCb.unpack("law:27B1(A):1").trail
()
>>> LawCb.unpack("law:31:1:27B1(A).27").trail
('27B1(A)', '27')
>>> len(RulingCb(action="opt", step=12, option=3).pack().encode())
12
"""

from __future__ import annotations

from typing import Any

from aiogram.filters.callback_data import CallbackData

CALLBACK_DATA_LIMIT = 64
TRAIL_LIMIT = 3  # how many clauses «↩ назад» can go back through
TRAIL_JOIN = "."  # never in a clause id


class LawCb(CallbackData, prefix="law"):
    """Open a clause: ``edit`` navigates in place, otherwise a new message is sent.

    ``trail`` is where references were followed from (the latest last), for «↩ назад»;
    packed only when not empty, so ``law:ID:1`` of older messages still opens the clause.
    """

    id: str
    edit: bool = True
    trail: tuple[str, ...] = ()

    def pack(self) -> str:
        head = f"{self.__prefix__}:{self.id}:{int(self.edit)}"
        return f"{head}:{TRAIL_JOIN.join(self.trail)}" if self.trail else head

    @classmethod
    def unpack(cls, value: str) -> LawCb:
        prefix, *parts = value.split(":")
        if prefix != cls.__prefix__ or len(parts) not in (2, 3) or not parts[0]:
            msg = f"not a clause button: {value!r}"
            raise ValueError(msg)
        edit = parts[1] not in ("0", "", "False", "false")
        trail = tuple(t for t in parts[2].split(TRAIL_JOIN) if t) if len(parts) == 3 else ()
        return cls(id=parts[0], edit=edit, trail=trail[-TRAIL_LIMIT:])

    def model_post_init(self, context: Any) -> None:
        if len(self.pack().encode()) > CALLBACK_DATA_LIMIT:  # keep the newest of the trail
            object.__setattr__(self, "trail", self.trail[1:])
            self.model_post_init(context)


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


class CopyCb(CallbackData, prefix="copy"):
    """«Свой разбор» for a group member who pressed another member's wizard button: the
    same case (remembered for the wizard's message ``msg``) in a wizard of his own."""

    msg: int


class BoxCb(CallbackData, prefix="box"):
    """A key of the bidding box (``/ruling`` alone): ``dN`` dealer, ``l3`` level, ``sH``
    strain, ``p`` pass, ``x`` double, ``xx`` redouble, ``oE`` the next call out of turn by
    East, ``del`` ⌫, ``ok`` ✓, ``edit`` «✎ торговля» under the ruling (the auction so far
    lives in the FSM)."""

    key: str


class TermCb(CallbackData, prefix="term"):
    """A term of the glossary (``/terms``) by its ASCII key; ``*`` lists every term."""

    key: str


class ExampleCb(CallbackData, prefix="ex"):
    """One of the examples offered by /start and /help."""

    n: int


class JudgeCb(CallbackData, prefix="judge"):
    """«⚖️ Разобрать» under a search answer: the wizard for the stored question."""

    answer: int
