"""Title hints from line-broken sources: there an item's title stands on a line of its own,
so the line tells where the title ends. Hints are matched to the primary source's items."""

from __future__ import annotations

import re
from dataclasses import dataclass

from laws_text.importer.cleanup import PAGE, SEP

_MARKER = re.compile(
    r"(?:^|(?<=[\s.]))(?P<marker>[A-H]\.|[1-9]\.|\([A-H]\)\.|\([1-9]\)\.)(?=[«\"(]?[А-ЯЁA-Z])"
)
_NOISE = re.compile(rf"{PAGE}\d+{PAGE}|{SEP}")


@dataclass(frozen=True)
class TitleHint:
    marker: str  # "B.", "1.", "(A)."
    words: tuple[str, ...]  # the title's words, as printed in that source
    source: str


def normal_words(text: str) -> list[str]:
    """Words for comparing sources: ё folded to е, punctuation and case kept apart."""
    return re.findall(r"\w+(?:-\w+)*", text.replace("ё", "е").replace("Ё", "Е").lower())


def title_hints(name: str, clean_text: str) -> list[TitleHint]:
    """Every item whose title ends at a line break in a line-broken source."""
    lines = [_NOISE.sub(" ", line).strip() for line in clean_text.split("\n")]
    hints: list[TitleHint] = []
    for i, line in enumerate(lines):
        markers = list(_MARKER.finditer(line))
        if not markers:
            continue
        match = markers[-1]  # only the last marker's title can end at the line's end
        title = [line[match.end() :].strip()]
        j = i + 1
        while j < len(lines) and lines[j] and re.match(r"[а-яё]", lines[j]):
            if _MARKER.search(lines[j]):
                break
            title.append(lines[j])
            j += 1
        if j >= len(lines) or not lines[j]:
            continue  # the source ends here: the title may go on
        if not title[0] or len(" ".join(title)) > 120:
            continue
        hints.append(TitleHint(match.group("marker"), tuple(" ".join(title).split()), name))
    return hints
