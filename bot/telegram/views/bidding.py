"""The bidding box (``/ruling`` alone) and the auction as a small table by seat.

The box is a value kept in the FSM (``Box.to_data`` / ``Box.from_data``: JSON only, so it
works with Redis); each tap is a short key (``BoxCb``) that :meth:`Box.press` applies. The
auction it builds is written in the engine's notation (``С:1♠ пас 1♥``), and what the engine
read from it is shown back as a table whose columns start at the dealer.

>>> box = Box()
>>> [box.press(key) for key in ("dE", "l1", "sS", "p", "oW", "l2", "sH")]
[None, None, None, None, None, None, None]
>>> box.notation()
'В:1♠ пас З:2♥'
>>> box.press("sC")
'Сначала уровень: 1–7, потом масть.'
>>> print(plain(auction_table([("E", "1♠"), ("S", "пас"), ("W", "2♥")], "E")))
В     Ю     З     С
1♠    пас   2♥
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import BoxCb
from bot.telegram.render import esc, plain

SEATS = ("N", "E", "S", "W")
SEAT_LETTERS = {"N": "С", "E": "В", "S": "Ю", "W": "З"}
SEAT_NAMES = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}
STRAINS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "N": "БК"}
CALLS = {"p": "пас", "x": "контра", "xx": "реконтра"}
SHORT = {"контра": "X", "реконтра": "XX"}  # how a table cell writes them
MAX_CALLS = 60
CELL = 6
DEALER_FROM = {
    "fact": "указан",
    "board": "по номеру сдачи",
    "prefix": "по первой заявке",
    "assumed": "не указан — считаю Север",
}
NO_LEVEL = "Сначала уровень: 1–7, потом масть."
NOTHING_TO_ERASE = "Стирать нечего."
TOO_LONG = f"Торговля длиннее {MAX_CALLS} заявок — так не бывает. ✓ — разобрать."
STALE_KEY = "Эта кнопка устарела."
HELP = (
    "<i>Сдающий, затем заявки по порядку: уровень и масть, пас, контра, реконтра. "
    "«вне оч.» — следующую заявку сделал не тот, чья очередь; ⌫ — стереть; ✓ — разобрать. "
    "Пришлите торговлю и текстом, если удобнее: <code>1♠ пас 1♥</code>, "
    "или расскажите случай словами. Прервать: /cancel</i>"
)


@dataclass
class Box:
    """The auction being tapped in: the dealer (None: not chosen), the calls with the seat
    of those marked out of turn, a level waiting for its strain, a seat waiting for its call."""

    dealer: str | None = None
    calls: list[tuple[str, str | None]] = field(default_factory=list)
    level: int | None = None
    out_of_turn: str | None = None

    # --- storage ------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "calls": [[call, seat] for call, seat in self.calls],
            "level": self.level,
            "oot": self.out_of_turn,
        }

    @classmethod
    def from_data(cls, data: Any) -> Box:
        """The box stored by :meth:`to_data`; anything else (junk, an old format) is empty."""
        if not isinstance(data, dict):
            return cls()
        calls: list[tuple[str, str | None]] = []
        for item in data.get("calls") or []:
            if isinstance(item, list | tuple) and len(item) == 2 and _is_call(item[0]):
                calls.append((item[0], item[1] if item[1] in SEATS else None))
        level = data.get("level")
        return cls(
            dealer=data.get("dealer") if data.get("dealer") in SEATS else None,
            calls=calls[:MAX_CALLS],
            level=level if isinstance(level, int) and 1 <= level <= 7 else None,
            out_of_turn=data.get("oot") if data.get("oot") in SEATS else None,
        )

    # --- taps ---------------------------------------------------------------------------
    def press(self, key: str) -> str | None:
        """Apply one key of the box; a Russian word for the user when it cannot apply."""
        kind, rest = key[:1], key[1:]
        if key in CALLS:
            return self._add(CALLS[key])
        if kind == "d" and rest in SEATS:
            self.dealer = rest
        elif kind == "l" and rest in {"1", "2", "3", "4", "5", "6", "7"}:
            self.level = None if self.level == int(rest) else int(rest)
        elif kind == "s" and rest in STRAINS:
            if self.level is None:
                return NO_LEVEL
            return self._add(f"{self.level}{STRAINS[rest]}")
        elif kind == "o" and rest in SEATS:
            self.out_of_turn = None if self.out_of_turn == rest else rest
        elif key == "del":
            return self._erase()
        else:
            return STALE_KEY
        return None

    def _add(self, call: str) -> str | None:
        if len(self.calls) >= MAX_CALLS:
            return TOO_LONG
        self.calls.append((call, self.out_of_turn))
        self.level = self.out_of_turn = None
        return None

    def _erase(self) -> str | None:
        if self.level is not None or self.out_of_turn is not None:
            self.level = self.out_of_turn = None
        elif self.calls:
            self.calls.pop()
        else:
            return NOTHING_TO_ERASE
        return None

    # --- the engine's notation ----------------------------------------------------------
    def notation(self) -> str:
        """The auction as the engine reads it: the dealer as the first call's seat (or as
        the fact ``сдающий`` when the first call is out of turn), marked calls with their
        seat, the others in turn."""
        parts = []
        for index, (call, seat) in enumerate(self.calls):
            if seat is None and index == 0 and self.dealer is not None:
                seat = self.dealer
            parts.append(f"{SEAT_LETTERS[seat]}:{call}" if seat else call)
        text = " ".join(parts)
        if self.dealer is not None and self.calls and self.calls[0][1] is not None:
            text += f" ; сдающий={SEAT_LETTERS[self.dealer]}"
        return text


def _is_call(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    if value in CALLS.values():
        return True
    return len(value) >= 2 and value[0] in "1234567" and value[1:] in STRAINS.values()


# --- the table ----------------------------------------------------------------------------
def auction_table(calls: Sequence[tuple[str, str]], dealer: str) -> str:
    """``(seat, call)`` pairs as a monospace table, one round a row, the columns from the
    dealer on; a call not in rotation after the one before is starred, a seat it skipped
    gets «—».
    """
    order = [SEATS[(SEATS.index(dealer) + i) % 4] for i in range(4)] if dealer in SEATS else [
        *SEATS
    ]
    rows: list[list[str]] = []
    row: list[str] = []
    expected = order[0]
    for seat, call in calls:
        if seat not in SEATS:
            continue
        column = order.index(seat)
        if column < len(row):
            rows.append(row)
            row = []
        row.extend("—" for _ in range(column - len(row)))
        cell = SHORT.get(call, call) + ("" if seat == expected else "*")
        row.append(cell)
        expected = SEATS[(SEATS.index(seat) + 1) % 4]
        if len(row) == 4:
            rows.append(row)
            row = []
    if row:
        rows.append(row)
    lines = [_line([SEAT_LETTERS[seat] for seat in order])]
    lines += [_line(cells) for cells in rows]
    return "<pre>" + esc("\n".join(lines)) + "</pre>"


def _line(cells: Sequence[str]) -> str:
    return "".join(cell.ljust(CELL) for cell in cells).rstrip()


def auction_lines(ruling: dict[str, Any]) -> list[str]:
    """The auction the engine read, by seat, and the dealer with where it came from (HTML);
    nothing when the ruling read no calls."""
    auction = ruling.get("auction") or {}
    calls = [
        (str(c.get("seat")), str(c.get("call")))
        for c in auction.get("calls") or []
        if isinstance(c, dict)
    ]
    if not calls:
        return []
    dealer = str(auction.get("dealer") or "N")
    source = DEALER_FROM.get(str(auction.get("dealer_from")), "")
    lines = [f"Сдающий: {SEAT_NAMES.get(dealer, dealer)}" + (f" ({source})" if source else "")]
    lines.append(auction_table(calls, dealer))
    if any(cell.endswith("*") for cell in plain(lines[-1]).split()):
        lines.append("<i>* — не в свою очередь</i>")
    return lines


# --- the box on screen --------------------------------------------------------------------
def box_text(box: Box, ruling: dict[str, Any] | None) -> str:
    """The box's message: the dealer and where it came from, the auction so far as the
    engine reads it, what is pending, and how to use the keys."""
    lines = ["⚖️ <b>Торговля по кнопкам</b>"]
    dealer = box.dealer or "N"
    source = "выбран кнопкой" if box.dealer else "не выбран — считаю Север"
    lines.append(f"Сдающий: {SEAT_NAMES[dealer]} ({source})")
    read = ruling if ruling is not None and ruling.get("status") != "error" else None
    calls = _read_calls(read, len(box.calls)) or _own_seats(box)
    if calls:
        table = auction_table(calls, dealer)
        lines.append(table)
        if any(cell.endswith("*") for cell in plain(table).split()):
            lines.append("<i>* — не в свою очередь</i>")
        lines.append(f"Торговля: <code>{esc(box.notation())}</code>")
    else:
        lines.append("<i>Заявок пока нет.</i>")
    lines.extend(_state_lines(box, read))
    lines.append(HELP)
    return "\n".join(lines)


def _read_calls(ruling: dict[str, Any] | None, count: int) -> list[tuple[str, str]]:
    calls = ((ruling or {}).get("auction") or {}).get("calls") or []
    pairs = [(str(c.get("seat")), str(c.get("call"))) for c in calls if isinstance(c, dict)]
    return pairs if len(pairs) == count else []


def _own_seats(box: Box) -> list[tuple[str, str]]:
    """Seats by rotation alone, when the engine could not read the auction."""
    seat = box.dealer or "N"
    out = []
    for call, marked in box.calls:
        seat = marked or seat
        out.append((seat, call))
        seat = SEATS[(SEATS.index(seat) + 1) % 4]
    return out


def _state_lines(box: Box, ruling: dict[str, Any] | None) -> list[str]:
    lines = []
    if ruling is not None and box.calls:
        from bot.telegram.views.ruling import IRREGULARITIES

        irregularity = ruling.get("irregularity", "none")
        auction = ruling.get("auction") or {}
        if irregularity != "none":
            name = IRREGULARITIES.get(irregularity, irregularity)
            lines.append(f"⚠️ Похоже: {esc(name)}. ✓ — разобрать.")
        elif auction.get("complete"):
            lines.append("Торговля закончена. ✓ — разобрать.")
        elif ruling.get("next_to_call") in SEAT_NAMES:
            lines.append(f"Очередь: {SEAT_NAMES[ruling['next_to_call']]}.")
    if box.out_of_turn is not None:
        lines.append(f"Следующая заявка — {SEAT_NAMES[box.out_of_turn]}, не в свою очередь.")
    if box.level is not None:
        lines.append(f"Уровень {box.level} — теперь масть.")
    return lines


def box_keyboard(box: Box) -> InlineKeyboardMarkup:
    """Dealer, levels 1-7, strains, pass/double/redouble, «вне оч.» by seat, ⌫ and ✓."""

    def key(text: str, code: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text=text, callback_data=BoxCb(key=code).pack())

    def chosen(text: str, on: bool) -> str:
        return f"◉ {text}" if on else text

    rows = [
        [key(chosen(f"сдаёт {SEAT_LETTERS[s]}", box.dealer == s), f"d{s}") for s in SEATS],
        [key(chosen(str(n), box.level == n), f"l{n}") for n in range(1, 8)],
        [key(symbol, f"s{code}") for code, symbol in STRAINS.items()],
        [key("пас", "p"), key("контра", "x"), key("реконтра", "xx")],
        [
            key(chosen(f"вне оч.: {SEAT_LETTERS[s]}", box.out_of_turn == s), f"o{s}")
            for s in SEATS
        ],
        [key("⌫", "del"), key("✓ разобрать", "ok")],
    ]
    return InlineKeyboardMarkup(inline_keyboard=rows)
