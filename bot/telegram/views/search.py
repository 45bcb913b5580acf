"""Search answers: each clause with id, title and a snippet whose matched words are bold."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import JudgeCb, MoreCb, VoteCb
from bot.telegram.render import esc, shorten
from bot.telegram.services import Services
from bot.telegram.views.law import open_buttons
from laws_text import Corpus

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


# The auction irregularities the wizard rules on once it has the auction: law -> an example
# auction of that irregularity (the prompt of «⚖️ Разобрать» shows the notation with it).
JUDGED_LAWS: dict[int, str] = {
    24: "1♠ пас ; показано=онер нарушитель=Ю",
    25: "1♠ пас 2♥ Ю:3♥",
    27: "1♠ пас 1♥",
    28: "1♠ Ю:2♥ В:пас",
    29: "1♠ Ю:2♥",
    30: "1♠ Ю:пас",
    31: "1♠ Ю:2♥",
    32: "1♠ З:к",
    33: "1♠ Ю:пас В:пас ; одновременно=да",
    34: "1♠ Ю:2♥",
    35: "1♠ пас к пас",
    36: "1♠ пас к",
    37: "1♠ пас 1♥ 2♠ пас 3♠ ; принято=нет",
    38: "1♠ пас 8♠",
    39: "1♠ пас пас пас В:2♥",
}


def judge_law(corpus: Corpus, clause_id: str) -> tuple[int, str] | None:
    """The law of an auction irregularity a clause belongs to, with an example auction."""
    if clause_id not in corpus:
        return None
    law = corpus[clause_id].law
    return (law, JUDGED_LAWS[law]) if law in JUDGED_LAWS else None


def results_text(
    services: Services, result: Any, hits: Sequence[Any], first: int = 1, *, compact: bool = False
) -> str:
    """The answer to a question: numbered clauses, and the search's notice if any.

    ``compact`` (groups: the caller passes the best clause only) adds a pointer to the
    buttons that open the others.
    """
    blocks = [hit_block(services, first + i, hit) for i, hit in enumerate(hits)]
    if compact:
        blocks.append("<i>Остальные пункты — кнопками ниже.</i>")
    text = "\n\n".join(blocks)
    if result.notice:
        text = f"<i>{esc(result.notice)}</i>\n\n{text}"
    return text


def parts_text(
    services: Services, parts: Sequence[Any], *, per_part: int
) -> tuple[str, list[str]]:
    """A message that asks several things: each question with its best clauses."""
    blocks: list[str] = []
    ids: list[str] = []
    for number, part in enumerate(parts, start=1):
        hits = part.result.hits[:per_part]
        head = f"<b>Вопрос {number}:</b> «{esc(shorten(part.text, 120))}»"
        if not hits:
            blocks.append(f"{head}\nНе нашёл ответа в правилах.")
            continue
        lines = [hit_block(services, i, hit) for i, hit in enumerate(hits, start=1)]
        blocks.append(head + "\n" + "\n".join(lines))
        ids += [hit.clause_id for hit in hits if hit.clause_id not in ids]
    return "\n\n".join(blocks), ids[:8]


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
    answer_id: int,
    ids: Sequence[str],
    *,
    offset: int,
    more: bool,
    vote: bool = True,
    judge: bool = False,
) -> InlineKeyboardMarkup:
    """«⚖️ Разобрать» (when asked), open each clause, «ещё», and 👍/👎."""
    rows: list[list[InlineKeyboardButton]] = []
    if judge:
        rows.append([InlineKeyboardButton(
            text="⚖️ Разобрать", callback_data=JudgeCb(answer=answer_id).pack())])
    ids = list(ids)
    for start in range(0, len(ids), 4):
        rows.extend(open_buttons(ids[start : start + 4], edit=False))
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
