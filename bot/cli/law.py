"""``bridge-laws law [--json] ID``: one clause with its breadcrumb, text, footnotes and links."""

from __future__ import annotations

import argparse
from typing import Any

from bot.cli.common import EXIT_BAD_INPUT, EXIT_OK, fail, print_json

HELP = "показать пункт правил по номеру: 27, 27B1, 27б1а, «Правило 26A2»"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", nargs="+", metavar="НОМЕР", help="номер пункта, например 27B1(A)")
    parser.add_argument("--json", action="store_true", help="ответ в JSON (см. контракт CLI)")


def run(args: argparse.Namespace) -> int:
    from laws_text import BridgeLawsError, load_corpus

    corpus = load_corpus()
    try:
        clause = corpus.lookup(" ".join(args.id))
    except BridgeLawsError as error:
        return fail(str(error), EXIT_BAD_INPUT)
    if args.json:
        print_json(clause_json(corpus, clause.id))
    else:
        print(render_clause_text(corpus, clause.id))
    return EXIT_OK


def clause_json(corpus: Any, clause_id: str) -> dict[str, Any]:
    """The contract's JSON for one clause (ids printed are all in the loaded text)."""
    clause = corpus[clause_id]
    return {
        "id": clause.id,
        "title": clause.title,
        "path": corpus.path(clause.id),
        "text": clause.text,
        "footnotes": [note.text for note in clause.footnotes],
        "refs": [ref.target for ref in clause.refs if ref.in_text],
        "children": list(clause.children),
        "parent": clause.parent,
    }


def render_clause_text(corpus: Any, clause_id: str) -> str:
    """The clause and everything below it, each footnote under the clause carrying it."""
    from laws_text import breadcrumb

    clause = corpus[clause_id]
    lines = [" › ".join(corpus.path(clause_id)), ""]
    for item in [clause, *corpus.descendants(clause_id)]:
        indent = "  " * (item.depth - clause.depth)
        if item is not clause:
            lines.append(f"{indent}{breadcrumb(item)}")
        if item.text:
            lines.append(f"{indent}{item.text}")
        lines.extend(f"{indent}  ({note.marker}) {note.text}" for note in item.footnotes)
        lines.extend(f"{indent}  [примечание: {note}]" for note in item.notes)
    refs = [ref for item in [clause, *corpus.descendants(clause_id)] for ref in item.refs]
    inside = sorted({ref.target for ref in refs if ref.in_text}, key=corpus.ids.index)
    outside = sorted({ref.target for ref in refs if not ref.in_text})
    lines.append("")
    if inside:
        lines.append("Ссылки: " + ", ".join(inside))
    if outside:
        lines.append("Ссылки на правила вне этого текста: " + ", ".join(outside))
    pages = sorted(
        {page for item in [clause, *corpus.descendants(clause_id)] for page in item.pages}
    )
    lines.append(
        f"Страницы: {', '.join(map(str, pages))}. {corpus.edition.name}, {corpus.edition.year}."
    )
    if clause.law in CHANGED_IN_2017:
        lines.append("Внимание: " + corpus.edition.notice)
    return "\n".join(lines)


# Laws the 2017 code changed substantially (see the edition notice).
CHANGED_IN_2017 = frozenset({23, 24, 25, 26, 27, 29, 30, 31, 32, 46})
