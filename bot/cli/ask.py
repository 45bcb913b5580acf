"""``bridge-laws ask [--top K] [--json | --jsonl] [QUESTION]``: free-text search in the laws."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from bot.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    fail,
    print_json,
    read_argument_or_stdin,
    run_jsonl,
)

HELP = "найти пункты правил по вопросу своими словами: «пас не в свою очередь», «27б1»"
MAX_TOP = 20


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("question", nargs="*", metavar="ВОПРОС", help="вопрос (или из stdin)")
    parser.add_argument(
        "--top", type=int, default=3, metavar="K", help="сколько пунктов показать (3)"
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--json", action="store_true", help="ответ в JSON (см. контракт CLI)")
    mode.add_argument(
        "--jsonl", action="store_true", help="по вопросу на строку stdin, по JSON на строку"
    )


def run(args: argparse.Namespace) -> int:
    from engine.search import get_searcher
    from laws_text import BridgeLawsError

    if not 1 <= args.top <= MAX_TOP:
        return fail(f"--top должно быть от 1 до {MAX_TOP}, а не {args.top}", EXIT_BAD_INPUT)
    from engine.answer import answer

    searcher = get_searcher()
    if args.jsonl:
        searcher.accelerate()  # a batch of questions: numpy's import pays off
        return run_jsonl(lambda line: as_json(searcher.corpus, answer(line, searcher, args.top)))
    question = read_argument_or_stdin(args.question)
    try:
        reply = answer(question, searcher, top=args.top)
    except BridgeLawsError as error:
        return fail(str(error), EXIT_BAD_INPUT)
    if args.json:
        print_json(as_json(searcher.corpus, reply))
    else:
        sys.stdout.write(render_answer(searcher.corpus, reply, bold=sys.stdout.isatty()) + "\n")
    return EXIT_OK


def clause_text(corpus: Any, clause_id: str) -> str:
    """The clause's own words, or everything below it for a heading without text."""
    text: str = corpus[clause_id].text
    return text or corpus.full_text(clause_id)


def as_json(corpus: Any, reply: Any) -> dict[str, Any]:
    """The contract's object for one question: results, laws outside the text, the ruling."""
    result = reply.result
    return {
        "query": result.query,
        "results": [
            {
                "id": hit.clause_id,
                "law": corpus[hit.clause_id].law,
                "title": corpus[hit.clause_id].title,
                "score": hit.score,
                "text": clause_text(corpus, hit.clause_id),
            }
            for hit in result.hits
        ],
        "outside": reply.outside_ids,
        "ruling": None if reply.ruling is None else reply.ruling.to_json(),
    }


def render_answer(corpus: Any, reply: Any, bold: bool = False) -> str:
    """The whole answer for a person: outside laws, the ruling, then the clauses (by part)."""
    from engine.story.outside import outside_summary

    lines: list[str] = list(reply.notices)
    if reply.outside:
        lines.append(outside_summary(reply.outside))
        lines.append("Пункты этого текста, которые тоже касаются случая:")
    if reply.ruling is not None and reply.ruling.status not in ("error", "outside"):
        from bot.cli.ruling import render as render_ruling

        lines += ["Решение по описанному случаю:", render_ruling(reply.ruling), ""]
    if reply.parts:
        for number, part in enumerate(reply.parts, start=1):
            lines.append(f"Вопрос {number}: «{_short(part.text)}»")
            lines.append(render(corpus, part.result, bold))
            lines.append("")
        return "\n".join(lines).rstrip()
    lines.append(render(corpus, reply.result, bold))
    return "\n".join(lines)


def render(corpus: Any, result: Any, bold: bool = False) -> str:
    """Russian text: ids, breadcrumbs and excerpts, or an honest «ничего не нашёл»."""
    from engine.search import snippet

    lines: list[str] = []
    if result.notice:
        lines.append(result.notice)
    if not result.hits:
        lines.append(f"Ничего не нашёл по вопросу «{_short(result.query)}».")
        if result.suggestions:
            lines.append("Может быть, вы ищете:")
            lines.extend(f"  • {title}" for title in result.suggestions)
        lines.append("Попробуйте сказать иначе или назовите номер правила (например, 27B1).")
        return "\n".join(lines)
    for rank, hit in enumerate(result.hits, start=1):
        clause = corpus[hit.clause_id]
        lines.append(f"{rank}. Правило {clause.id} — {clause.title}")
        lines.append("   " + " › ".join(corpus.path(clause.id)))
        parts = snippet(clause_text(corpus, clause.id), hit.matched)
        excerpt = "".join(
            f"\033[1m{text}\033[0m" if match and bold else text for text, match in parts
        )
        if excerpt:
            lines.append(f"   {excerpt}")
        lines.append("")
    lines.append(f"Полный текст: bridge-laws law {result.hits[0].clause_id}")
    return "\n".join(lines)


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
