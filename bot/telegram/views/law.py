"""The law browser: one clause as HTML with buttons to its parent, children, neighbours, refs.

Views of a clause depend on the loaded corpus only, so they are cached (buttons are shared,
never mutated).
"""

from __future__ import annotations

import re
from functools import lru_cache

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import LawCb, LawsIndexCb
from bot.telegram.render import esc, fit, label
from laws_text import Clause, Corpus, breadcrumb

INLINE_BODY_LIMIT = 3000  # a clause with no words of its own shows its children's text up to this


@lru_cache(maxsize=1024)
def law_text(corpus: Corpus, clause_id: str) -> str:
    """Breadcrumb, title, text, footnotes and notes of one clause, as Telegram HTML."""
    clause = corpus[clause_id]
    path = corpus.path(clause_id)
    lines = []
    if len(path) > 1:
        lines.append("<i>" + esc(" › ".join(path[:-1])) + "</i>")
    lines.append(f"<b>{esc(clause.id)}. {esc(clause.title)}</b>")
    if clause.text:
        lines.append(esc(clause.text))
    else:
        lines.extend(_children_body(corpus, clause))
    for footnote in clause.footnotes:
        lines.append(f"<i>{esc(footnote.marker)} {esc(footnote.text)}</i>")
    outside = sorted({ref.target for ref in clause.refs if not ref.in_text}, key=_law_number)
    if outside:
        edition = corpus.edition
        one = len(outside) == 1
        lines.append(
            f"<i>Ссылка на {'правило' if one else 'правила'} {esc(', '.join(outside))}: "
            f"в этом тексте {'его' if one else 'их'} нет "
            f"(здесь правила {edition.first_law}–{edition.last_law}).</i>"
        )
    for note in clause.notes:
        lines.append(f"<i>Примечание: {esc(note)}</i>")
    return fit("\n\n".join(lines), tail=f"\n…\nЦеликом: /law {clause.id}")


def _children_body(corpus: Corpus, clause: Clause) -> list[str]:
    """The children's words when the clause has none of its own (or their titles if long)."""
    below = corpus.descendants(clause.id)
    full = [f"<b>{esc(breadcrumb(c))}</b> {esc(c.text)}".rstrip() for c in below]
    if sum(len(part) for part in full) <= INLINE_BODY_LIMIT:
        return full
    return [f"{esc(c.id)}. {esc(c.title)}" for c in (corpus[i] for i in clause.children)]


def _law_number(clause_id: str) -> tuple[int, str]:
    match = re.match(r"\d+", clause_id)
    return (int(match.group()) if match else 0), clause_id


@lru_cache(maxsize=1024)
def law_keyboard(corpus: Corpus, clause_id: str) -> InlineKeyboardMarkup:
    """Parent, previous/next, each child, each cross-reference; all navigate in place."""
    clause = corpus[clause_id]
    rows: list[list[InlineKeyboardButton]] = []
    nav = []
    previous, following = corpus.previous(clause_id), corpus.next(clause_id)
    if previous is not None and previous.id != clause.parent:
        nav.append(_button(f"◀ {previous.id}", previous.id))
    if clause.parent is not None:
        nav.append(_button(f"⬆ {clause.parent}", clause.parent))
    else:
        nav.append(
            InlineKeyboardButton(text="☰ оглавление", callback_data=LawsIndexCb().pack())
        )
    first_child = clause.children[0] if clause.children else None
    if following is not None and following.id != first_child:
        nav.append(_button(f"{following.id} ▶", following.id))
    rows.append(nav)
    for child_id in clause.children:
        child = corpus[child_id]
        rows.append([_button(label(f"{child.id}. {child.title}"), child.id)])
    targets = [ref.target for ref in clause.refs if ref.in_text and ref.target in corpus]
    refs = [_button(f"→ {t}", t) for t in dict.fromkeys(targets) if t != clause_id]
    for start in range(0, len(refs), 4):
        rows.append(refs[start : start + 4])
    return InlineKeyboardMarkup(inline_keyboard=rows)


def laws_index(corpus: Corpus) -> tuple[str, InlineKeyboardMarkup]:
    """Table of contents: every law of the edition as a button."""
    edition = corpus.edition
    text = (
        f"<b>{esc(edition.name)}, {edition.year}</b>\n"
        f"Правила {edition.first_law}–{edition.last_law}. Выберите правило:"
    )
    laws = corpus.laws()
    buttons = [_button(label(f"{law.id}. {law.title}", 30), law.id) for law in laws]
    rows = [buttons[i : i + 2] for i in range(0, len(buttons), 2)]
    return text, InlineKeyboardMarkup(inline_keyboard=rows)


def open_buttons(ids: list[str], *, edit: bool = False) -> list[list[InlineKeyboardButton]]:
    """A row of buttons that open clauses (as new messages unless ``edit``)."""
    return [[_button(f"📖 {clause_id}", clause_id, edit=edit) for clause_id in ids]] if ids else []


@lru_cache(maxsize=4096)
def _button(text: str, clause_id: str, *, edit: bool = True) -> InlineKeyboardButton:
    return InlineKeyboardButton(text=text, callback_data=LawCb(id=clause_id, edit=edit).pack())
