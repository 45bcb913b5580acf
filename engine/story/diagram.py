"""An auction pasted as a table: four seats in a row, then the calls column by column.

«Запад | Север | Восток | Юг / – | – | пас | 1♥ / 1♠ | 2♣ | 1♦» and «W N E S / – 1♥ пас
контра» say whose each call was by where it stands, not by whose turn it was. In the first row
the cells before the dealer's column are empty, whatever they hold (a dash, nothing); a cell
with «?» is a player who had not called; any other dash is a pass. The calls keep their seats,
so a call in a column whose turn it was not is a call out of rotation, and the reader sees it.

>>> from engine.story.words import tokenize
>>> def cells(text, dealer=None):
...     found = read_diagram(tokenize(text), dealer)
...     return found and " ".join(f"{c.seat.name}:{c.call or '?'}" for c in found.cells)
>>> cells("Запад | Север | Восток | Юг / – | – | пас | 1♥ / 1♠ | 2♣ | 1♦. Юг встал")
'E:пас S:1♥ W:1♠ N:2♣ E:1♦'
>>> cells("W N E S / – 1♥ пас контра", dealer=Seat.N)
'N:1♥ E:пас S:контра'
>>> cells("Запад | Север | Восток | Юг / пас | пас | (?) | 1♠.", dealer=Seat.W)
'W:пас N:пас E:? S:1♠'
>>> cells("West North East South\\n1♠ – 2♠ –")
'W:1♠ N:пас E:2♠ S:пас'
>>> cells("Север, Юг и Запад видели") is None
True
>>> cells("С В Ю З / 1♠ пас — и Запад объявил контру")
'N:1♠ E:пас'
>>> cells("З С В Ю / – 1♣ ? / Восток думает", dealer=Seat.N)
'N:1♣ E:?'
>>> cells("По протоколу: З С В Ю: – – 1♥ пас / 1♠ ? — очередь Севера", dealer=Seat.E)
'E:1♥ S:пас W:1♠ N:?'
>>> cells("| З | С | В | Ю | / |---|---|---|---| / | пас | 1♣ | 1♠ | `1♥` |")
'W:пас N:1♣ E:1♠ S:1♥'
>>> cells("| С | В | Ю | З | / |:---:|---|---|---| / | 1♥ | 1♠ | 2♥ | 2♠ | / | 2♥?! | | | |")
'N:1♥ E:1♠ S:2♥ W:2♠ N:2♥'
>>> found = read_diagram(tokenize("| С | В | Ю | З | / | 1♠ | пас | `2♠` → `3♠` | |"))
>>> cells("| С | В | Ю | З | / | 1♠ | пас | `2♠` → `3♠` | |"), str(found.replacement)
('N:1♠ E:пас S:2♠', '3♠')
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.rules.model import Call, Seat
from engine.story.calls import Found, read_call
from engine.story.table import dealer_word
from engine.story.words import DASHES, Word

_BETWEEN_HEADS = frozenset("|,;")  # what may stand between the seats of the head
_BETWEEN_CELLS = frozenset("|/\\()*!`")  # borders of cells and rows, alert marks, code
_UNKNOWN = frozenset("?")  # a cell of a player who had not called
_ARROWS = frozenset(("→", "->", "=>"))  # a call replaced in its own cell: «2♥ → 2♠»
_MIN_CALLS = 2  # fewer calls under a head are a list of players, not an auction


@dataclass(frozen=True)
class Cell:
    """One cell under a head: its seat, the call (None: nobody called there) and where its
    words are."""

    seat: Seat
    call: Call | None
    start: int
    found: Found | None


@dataclass(frozen=True)
class Diagram:
    """The table read: its columns, where it stands among the words, and its cells from the
    dealer's on (the empty cells of the first row left out)."""

    columns: tuple[Seat, Seat, Seat, Seat]
    start: int
    end: int
    cells: tuple[Cell, ...]
    replacement: Call | None = None  # «`2♠` → `3♠`»: the call put in place of the last one

    @property
    def dealer(self) -> Seat | None:
        return self.cells[0].seat if self.cells else None

    def covers(self, token: int) -> bool:
        return self.start <= token < self.end


def _head(tokens: list[Word], i: int) -> tuple[tuple[Seat, Seat, Seat, Seat], int] | None:
    """Four different seats from ``i`` on, apart or parted by «|» or commas, and where they
    end."""
    seats: list[Seat] = []
    k = i
    while k < len(tokens) and len(seats) < 4:
        if seats and tokens[k].text in _BETWEEN_HEADS:
            k += 1
            continue
        seat = dealer_word(tokens[k], near=False)
        if not isinstance(seat, Seat) or seat in seats:
            return None
        seats.append(seat)
        k += 1
    if len(seats) < 4:
        return None
    if k < len(tokens) and tokens[k].text == ":" and not _rule(tokens, k):
        k += 1  # «З С В Ю: – 1♠ пас»: a colon closes the head
    return (seats[0], seats[1], seats[2], seats[3]), k


def _raw_cells(
    tokens: list[Word], k: int
) -> tuple[list[tuple[int, Found | None, str]], int, Call | None]:
    """The cells after a head, each as (token, call found, kind: call / dash / unknown), where
    the table ends, and the call written after an arrow in the last call's cell."""
    cells: list[tuple[int, Found | None, str]] = []
    replacement: Call | None = None
    while k < len(tokens):
        token = tokens[k]
        if token.text in _BETWEEN_CELLS or token.is_paragraph:
            k += 1
        elif _rule(tokens, k):  # «|---|---|»: Markdown's line under the head, no passes
            while k < len(tokens) and (tokens[k].text in DASHES or tokens[k].text == ":"):
                k += 1
        elif token.text in _UNKNOWN and not token.gap and cells and cells[-1][2] == "call" \
                and (last := cells[-1][1]) is not None and last.end == k:
            k += 1  # «2♥?!»: a mark on the call before, no cell of its own
        elif token.text in _ARROWS and cells and cells[-1][2] == "call":
            j = k + 1
            while j < len(tokens) and tokens[j].text == "`":
                j += 1  # «`2♠` → `3♠`»: the replacement written as code
            found = read_call(tokens, j)  # the replacement stays in its cell
            if found is not None and found.call is not None:
                replacement = found.call
                k = found.end
            else:
                k += 1
        elif token.text in DASHES:
            if not _cell_follows(tokens, k + 1):
                break  # «1♠ пас — и Запад …»: the dash opens the words after the table
            cells.append((k, None, "dash"))
            k += 1
        elif token.text in _UNKNOWN:
            cells.append((k, None, "unknown"))
            k += 1
        else:
            found = read_call(tokens, k)
            if found is None or found.call is None:
                break
            cells.append((k, found, "call"))
            replacement = None  # a later call: the arrow was not in the last cell
            k = found.end
    return cells, k, replacement


def _rule(tokens: list[Word], k: int) -> bool:
    """Two dashes or more written together («---», «:---:»): a table's rule, not a pass."""
    return (tokens[k].text in DASHES or tokens[k].text == ":") and k + 1 < len(tokens) and (
        tokens[k + 1].text in DASHES and not tokens[k + 1].gap)


def _cell_follows(tokens: list[Word], k: int) -> bool:
    """After a dash: the table goes on (a cell, a border) or ends with the text or a stop."""
    if k >= len(tokens):
        return True
    token = tokens[k]
    if token.is_paragraph or token.text in _BETWEEN_CELLS or token.text in DASHES:
        return True
    if token.text in _UNKNOWN or token.text in ".;":
        return True
    found = read_call(tokens, k)
    return found is not None and found.call is not None


def read_diagram(tokens: list[Word], dealer: Seat | None = None) -> Diagram | None:
    """The first auction table in the words, with the dealer stated elsewhere when there is
    one (it tells which cells of the first row are empty); None when there is none."""
    for i in range(len(tokens)):
        head = _head(tokens, i)
        if head is None:
            continue
        columns, end = head
        raw, stop, replacement = _raw_cells(tokens, end)
        calls = sum(kind == "call" for _, _, kind in raw)
        if calls < _MIN_CALLS and not (calls and any(kind == "unknown" for _, _, kind in raw)):
            continue  # one call and a «?» of a player who had not called is a table too
        first = _first_column(raw, columns, dealer)
        cells = tuple(
            Cell(columns[place % 4], _call_of(found, kind), at, found)
            for place, (at, found, kind) in enumerate(raw, start=0)
            if place >= first
        )
        return Diagram(columns, i, stop, cells, replacement)
    return None


def _first_column(
    raw: list[tuple[int, Found | None, str]], columns: tuple[Seat, ...], dealer: Seat | None
) -> int:
    """How many cells of the first row stand before the dealer's column: up to the stated
    dealer's column while they hold no call, else up to the first call of the row."""
    leading = next((n for n, (_, _, kind) in enumerate(raw) if kind == "call"), len(raw))
    if dealer is not None:
        return min(columns.index(dealer), leading)
    return min(leading, 3)


def _call_of(found: Found | None, kind: str) -> Call | None:
    if kind == "dash":
        return Call.pass_()
    return found.call if found is not None else None


__all__ = ["Cell", "Diagram", "read_diagram"]
