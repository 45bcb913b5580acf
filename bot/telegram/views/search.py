"""Search answers: each clause with id, title and a snippet whose matched words are bold."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import MoreCb, VoteCb
from bot.telegram.render import esc, shorten
from bot.telegram.services import Services
from bot.telegram.views.law import open_buttons

SNIPPET_WIDTH = 220
PAGE = 3


def clause_snippet(services: Services, clause_id: str, matched: Sequence[str]) -> str:
    """The excerpt of a clause around the matched words, as HTML with bold matches."""
    corpus = services.corpus
    text = corpus[clause_id].text or corpus.full_text(clause_id)
    segments = services.snippet(text, matched, SNIPPET_WIDTH)
    out = []
    for piece, is_match in segments:
        escaped = esc(piece)
        out.append(f"<b>{escaped}</b>" if is_match and escaped.strip() else escaped)
    return "".join(out)


def hit_block(services: Services, number: int, hit: Any) -> str:
    """One result: «1. 27B1 — Title», breadcrumb law, snippet."""
    clause = services.corpus[hit.clause_id]
    law = services.corpus.get(str(clause.law))
    head = f"{number}. <b>{esc(clause.id)}</b> — {esc(clause.title)}"
    if law is not None and law.id != clause.id:
        head += f"\n<i>Правило {esc(law.id)}. {esc(law.title)}</i>"
    return f"{head}\n{clause_snippet(services, hit.clause_id, hit.matched)}"


def results_text(services: Services, result: Any, hits: Sequence[Any], first: int = 1) -> str:
    """The answer to a question: numbered clauses, and the search's notice if any."""
    blocks = [hit_block(services, first + i, hit) for i, hit in enumerate(hits)]
    text = "\n\n".join(blocks)
    if result.notice:
        text = f"<i>{esc(result.notice)}</i>\n\n{text}"
    return text


def not_found_text(query: str, result: Any | None) -> str:
    """The honest «не нашёл», with what the search suggests instead."""
    lines = [f"Не нашёл в правилах ответа на «{esc(shorten(query, 80))}»."]
    if result is not None and result.notice:
        lines.append(f"<i>{esc(result.notice)}</i>")
    suggestions = list(result.suggestions) if result is not None else []
    if suggestions:
        lines.append("Возможно, вам нужно:\n" + "\n".join(f"• {esc(s)}" for s in suggestions))
    lines.append(
        "Попробуйте сказать иначе, короче, словами из правил "
        "(например: «недостаточное назначение», «заявка не в очередь») или номером пункта: 27B1."
    )
    return "\n".join(lines)


def suggested_ids(suggestions: Sequence[str], services: Services) -> list[str]:
    """Clauses the suggestions name («Правило 27. Недостаточное назначение» -> 27)."""
    ids = []
    for suggestion in suggestions:
        match = re.match(r"^(?:Правило\s+)?(\d+[0-9A-H()]*)\b", suggestion)
        if match and match.group(1) in services.corpus:
            ids.append(match.group(1))
    return list(dict.fromkeys(ids))[:4]


def results_keyboard(
    answer_id: int, ids: Sequence[str], *, offset: int, more: bool, vote: bool = True
) -> InlineKeyboardMarkup:
    """Open each clause, «ещё», and 👍/👎."""
    rows = open_buttons(list(ids), edit=False)
    if more:
        rows.append(
            [
                InlineKeyboardButton(
                    text="ещё ▾",
                    callback_data=MoreCb(answer=answer_id, offset=offset + len(ids)).pack(),
                )
            ]
        )
    if vote:
        rows.append(vote_row(answer_id))
    return InlineKeyboardMarkup(inline_keyboard=rows)


def vote_row(answer_id: int) -> list[InlineKeyboardButton]:
    return [
        InlineKeyboardButton(text="👍", callback_data=VoteCb(answer=answer_id, up=True).pack()),
        InlineKeyboardButton(text="👎", callback_data=VoteCb(answer=answer_id, up=False).pack()),
    ]


def without_votes(markup: InlineKeyboardMarkup | None) -> InlineKeyboardMarkup | None:
    """The same keyboard with the 👍/👎 row removed (after a vote)."""
    if markup is None:
        return None
    prefix = VoteCb.__prefix__ + VoteCb.__separator__
    rows = [
        [b for b in row if not (b.callback_data or "").startswith(prefix)]
        for row in markup.inline_keyboard
    ]
    rows = [row for row in rows if row]
    return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None
