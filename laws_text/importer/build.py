"""Import raw dumps into the canonical text: clean each source, take the most complete one as
primary, parse its structure, split titles (line-broken sources as ground truth), attach
footnotes, and report where the sources disagree."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path

from laws_text.canonical import RawClause, render_canonical
from laws_text.importer.cleanup import PAGE, SEP, CleanSource, clean_source
from laws_text.importer.hints import TitleHint, normal_words, title_hints
from laws_text.importer.hyphens import HyphenJoiner
from laws_text.importer.structure import ParsedClause, parse_structure, split_title
from laws_text.model import Edition, Footnote

EDITION = Edition(
    name="Законы дубликатного бриджа",
    year=1987,
    first_law=19,
    last_law=46,
    notice=(
        "Это русский перевод Законов дубликатного бриджа редакции 1987 года (правила 19–46). "
        "Действующий кодекс WBF — редакция 2017 года; в ней правила 23–27, 29–32 и 46 "
        "существенно изменены: правило 23 стало правилом о сопоставимой заявке "
        "(«comparable call»), а наказания по правилам 27 и 31 намного мягче. "
        "На турнире решает судья по действующей редакции."
    ),
)
HEADER = """Законы дубликатного бриджа, редакция 1987 года: правила 19-46, русский перевод.
Канонический текст. Его делает команда
  bridge-laws import laws_text/sources/*.txt -o laws_text/laws_1987.txt
и его можно править руками (опечатку перевода не исправляйте: она часть текста).
Правя руками, поправьте и источник в laws_text/sources/, иначе тест импорта покажет расхождение.
Формат: [номер] Заголовок; @pages страницы; @footnotes сноски (страница и звёздочки);
@note примечание редактора; дальше текст пункта (строки склеиваются через пробел).
[^55*] текст сноски; # Глава/Часть/Раздел - заголовок над правилом; % комментарий."""
TRUNCATED_NOTE = "Текст обрывается в источнике на полуслове; продолжение не восстановлено."


@dataclass
class ImportResult:
    text: str  # the canonical file
    clauses: list[RawClause]
    footnotes: list[Footnote]
    primary: str
    report: list[str] = field(default_factory=list)  # Russian lines: disagreements, fixes


def import_files(paths: list[Path]) -> ImportResult:
    raws = {path.name: path.read_text(encoding="utf-8", errors="replace") for path in paths}
    return import_sources(raws)


def import_sources(raws: dict[str, str]) -> ImportResult:
    joiner = HyphenJoiner(raws.values())
    sources = [clean_source(name, _drop_noise(raw), joiner) for name, raw in raws.items()]
    primary = max(sources, key=lambda s: len(normal_words(_plain(s.text))))
    others = [source for source in sources if source is not primary]
    parsed = parse_structure(primary.text, primary.first_page)
    hints = [hint for source in sources for hint in title_hints(source.name, source.text)]
    report: list[str] = [f"основной источник: {primary.name} ({len(parsed)} пунктов)"]
    clauses = [_finish(clause, hints, report) for clause in parsed]
    report.extend(f"{c.id}: {note.lower()}" for c in clauses for note in c.notes)
    _mark_truncated_end(clauses, report)
    footnotes = [
        Footnote(f"{n.page}{n.marker}", n.page, n.marker, n.text) for n in primary.footnotes
    ]
    _check_footnotes(clauses, footnotes, report)
    for other in others:
        report.extend(compare_sources(primary, other))
    after: dict[str, list[Footnote]] = {}
    for note in footnotes:
        holder = [c for c in clauses if note.page in c.pages][-1]
        after.setdefault(holder.id, []).append(note)
    text = render_canonical(EDITION, clauses, after, HEADER)
    return ImportResult(text, clauses, footnotes, primary.name, report)


def _drop_noise(raw: str) -> str:
    """A line that only counts 1 2 3 ... N (a page-number strip in 001) is not text."""

    def is_counter(line: str) -> bool:
        numbers = line.split()
        return len(numbers) >= 10 and numbers == [str(i) for i in range(1, len(numbers) + 1)]

    return "\n".join(line for line in raw.split("\n") if not is_counter(line))


def _plain(text: str) -> str:
    return re.sub(rf"{PAGE}\d+{PAGE}|{SEP}", " ", text)


def _finish(clause: ParsedClause, hints: list[TitleHint], report: list[str]) -> RawClause:
    raw = clause.raw
    if clause.level == 0:
        title, text = clause.law_title or "", raw
    else:
        hint = _hint_length(clause, raw, hints)
        title, text = split_title(raw, hint)
        guess, _ = split_title(raw)
        if hint is not None and guess != title:
            report.append(f"{clause.id}: заголовок взят из построчного источника: «{title}»")
    return RawClause(
        id=clause.id,
        title=title,
        text=text,
        pages=tuple(clause.pages),
        footnote_keys=tuple(clause.footnote_keys),
        notes=list(clause.notes),
        headings=list(clause.headings),
    )


def _mark_truncated_end(clauses: list[RawClause], report: list[str]) -> None:
    """The source may stop mid-sentence (46B4 does): say so, invent nothing."""
    last = clauses[-1] if clauses else None
    if last and last.text and not re.search(r"[.:;!?)»\"]$", last.text):
        last.notes.append(TRUNCATED_NOTE)
        report.append(f"{last.id}: {TRUNCATED_NOTE.lower()} («…{last.text[-30:]}»)")


def _hint_length(clause: ParsedClause, raw: str, hints: list[TitleHint]) -> int | None:
    """How many whitespace tokens of ``raw`` a matching hint says the title has."""
    tokens = raw.split()
    lengths = set()
    for hint in hints:
        if hint.marker != clause.marker:
            continue
        wanted = normal_words(" ".join(hint.words))
        for k in range(1, min(len(tokens), len(hint.words) + 3) + 1):
            got = normal_words(" ".join(tokens[:k]))
            if got == wanted:
                lengths.add(k)
                break
            if len(got) > len(wanted):
                break
    return max(lengths) if lengths else None


def _check_footnotes(
    clauses: list[RawClause], footnotes: list[Footnote], report: list[str]
) -> None:
    keys = {note.key for note in footnotes}
    used = {key for clause in clauses for key in clause.footnote_keys}
    for clause in clauses:
        missing = [key for key in clause.footnote_keys if key not in keys]
        if missing:
            report.append(f"{clause.id}: нет сноски для знака {', '.join(missing)}")
            clause.footnote_keys = tuple(k for k in clause.footnote_keys if k in keys)
    for key in sorted(keys - used):
        report.append(f"сноска {key}: её знака нет в тексте")


def compare_sources(primary: CleanSource, other: CleanSource) -> list[str]:
    """Where a partial source's words differ from the primary's (ё folded to е). Words the
    partial source lacks are expected (it is partial); words it has otherwise are reported."""
    ours = normal_words(_plain(primary.text)) + [
        w for n in primary.footnotes for w in normal_words(n.text)
    ]
    theirs = normal_words(_plain(other.text)) + [
        w for n in other.footnotes for w in normal_words(n.text)
    ]
    matcher = difflib.SequenceMatcher(None, ours, theirs, autojunk=False)
    lines = []
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op in ("equal", "delete"):
            continue
        lines.append(
            f"{other.name}: здесь «{_excerpt(theirs[b1:b2])}», "
            f"в основном «{_excerpt(ours[a1:a2])}»"
        )
    yo = sum(1 for word in re.findall(r"\w+", other.text) if "ё" in word.lower())
    matched = sum(block.size for block in matcher.get_matching_blocks())
    lines.append(
        f"{other.name}: совпало {matched} из {len(theirs)} слов"
        + (f"; {yo} слов с «ё» (в основном источнике «е»)" if yo else "")
    )
    return lines


def _excerpt(words: list[str], limit: int = 8) -> str:
    if len(words) <= limit:
        return " ".join(words)
    half = limit // 2
    return " ".join(words[:half]) + " … " + " ".join(words[-half:])
