"""Turn a raw dump into a clean stream: page breaks and separators become sentinels,
footnote blocks are cut out (and kept), hyphenated line breaks are rejoined."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

PAGE = "\x01"  # PAGE + number + PAGE: a page starts here
SEP = "\x02"  # a separator line (underline of a title, ===, footnote rule) stood here

# "- 57 -" (000, 001) or "- 54 " at a line start (003 lost the closing dash)
_PAGE_MARK = re.compile(r"(?:(?<=\s)|^)- (\d{2,3})(?: -(?=\s|$)|(?=\s))")
_SEPARATOR = re.compile(r"(?:-{3,}|={3,}|\?{3,}|(?:(?:==|\?\?) ){2,}(?:==|\?\?))")
_FOOTNOTE_START = re.compile(r"\((\*+)\) - ")
# a word broken at the end of an old line: "ко- торое", "пра-\nвила", "специ- <page> фицированную"
_BREAK = re.compile(rf"(\w+)-[ \n]+((?:{PAGE}\d+{PAGE}\s*)?)(\w+)")


@dataclass(frozen=True)
class RawFootnote:
    page: int
    marker: str
    text: str


@dataclass
class CleanSource:
    name: str
    text: str  # with PAGE / SEP sentinels; "\n" kept where the raw had line breaks
    footnotes: list[RawFootnote] = field(default_factory=list)
    first_page: int = 0
    joins: list[tuple[str, str, str]] = field(default_factory=list)  # (left, right, result)


def page_sentinel(page: int) -> str:
    return f"{PAGE}{page}{PAGE}"


def clean_source(name: str, raw: str, decide_join: Callable[[str, str], str]) -> CleanSource:
    """Clean one raw dump; ``decide_join(left, right)`` returns the rejoined word."""
    text = raw.replace("\r\n", "\n").replace("\r", "\n").replace("\ufffd", "")
    text = _PAGE_MARK.sub(lambda m: f" {page_sentinel(int(m.group(1)))} ", text)
    text = _SEPARATOR.sub(f" {SEP} ", text)
    first_page = _first_page(text)
    footnotes: list[RawFootnote] = []
    pieces = re.split(rf"{PAGE}(\d+){PAGE}", text)
    out = [_cut_footnotes(pieces[0], first_page, footnotes)]
    for number, piece in zip(pieces[1::2], pieces[2::2], strict=True):
        out.append(page_sentinel(int(number)))
        out.append(_cut_footnotes(piece, int(number), footnotes))
    source = CleanSource(name, "", footnotes, first_page)
    source.text = _rejoin("".join(out), decide_join, source.joins)
    source.footnotes = [
        RawFootnote(n.page, n.marker, " ".join(_rejoin(n.text, decide_join, source.joins).split()))
        for n in footnotes
    ]
    return source


def _first_page(text: str) -> int:
    match = re.search(rf"{PAGE}(\d+){PAGE}", text)
    if not match:
        return 0
    before = text[: match.start()].replace(SEP, "").strip()
    number = int(match.group(1))
    return number - 1 if before else number


def _cut_footnotes(piece: str, page: int, footnotes: list[RawFootnote]) -> str:
    """Cut the footnote block at the end of one page: a separator, then "(*) - ..."."""
    match = re.search(rf"{SEP}\s*(?=\(\*+\) - )", piece)
    if not match:
        return piece
    body = piece[match.end() :]
    starts = list(_FOOTNOTE_START.finditer(body))
    for i, start in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(body)
        footnotes.append(
            RawFootnote(page, start.group(1), " ".join(body[start.end() : end].split()))
        )
    return piece[: match.start()] + " "


def _rejoin(
    text: str, decide_join: Callable[[str, str], str], joins: list[tuple[str, str, str]]
) -> str:
    def join(match: re.Match[str]) -> str:
        left, page, right = match.group(1), match.group(2).strip(), match.group(3)
        word = decide_join(left, right)
        joins.append((left, right, word))
        return word + (f" {page}" if page else "")

    return _BREAK.sub(join, text)
