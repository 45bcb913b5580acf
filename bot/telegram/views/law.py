"""The law browser: one clause as HTML with buttons to its parent, children, neighbours, refs,
the clauses that refer to it, «↩ назад» after a reference was followed, and «поделиться».

Views of a clause depend on the loaded corpus (and the trail of followed references) only,
so they are cached (buttons are shared, never mutated).

A clause travels in a deep link ``t.me/<bot>?start=law_27B1_A_``: a start parameter allows
only ``A-Za-z0-9_-``, so a bracket becomes ``_``.

>>> start_payload("25B2(B)(1)")
'law_25B2_B__1_'
>>> payload_clause("law_25B2_B__1_")
'25B2(B)(1)'
>>> payload_clause("law_27B1"), payload_clause("help")
('27B1', None)
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import lru_cache

from aiogram import Bot
from aiogram.exceptions import TelegramAPIError
from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import TRAIL_LIMIT, LawCb, LawsIndexCb
from bot.telegram.render import esc, fit, label
from laws_text import Clause, Corpus, breadcrumb

INLINE_BODY_LIMIT = 3000  # a clause with no words of its own shows its children's text up to this
BACKLINK_BUTTONS = 8  # the text names every clause that refers here; buttons for the first ones
PAYLOAD_PREFIX = "law_"
_PAYLOAD = re.compile(r"law_([A-Za-z0-9_]{1,40})")
_BRACKETED = re.compile(r"_([A-Za-z0-9]+)_")


# --- deep links ---------------------------------------------------------------------------
def start_payload(clause_id: str) -> str:
    """The ``start`` parameter of a deep link that opens ``clause_id``."""
    return PAYLOAD_PREFIX + clause_id.replace("(", "_").replace(")", "_")


def payload_clause(payload: str) -> str | None:
    """The clause id a deep link's ``start`` parameter names (None: not a clause link)."""
    match = _PAYLOAD.fullmatch(payload.strip())
    return _BRACKETED.sub(r"(\1)", match.group(1)) if match else None


def deep_link(username: str, clause_id: str) -> str:
    return f"https://t.me/{username}?start={start_payload(clause_id)}"


async def bot_username(bot: Bot | None) -> str | None:
    """The bot's username (``getMe``, cached by aiogram), or None when it cannot be known."""
    if bot is None:
        return None
    try:
        me = await bot.me()
    except TelegramAPIError:  # the link is a convenience: never lose the clause over it
        return None
    return me.username


async def law_screen(
    corpus: Corpus, clause_id: str, bot: Bot | None, trail: tuple[str, ...] = ()
) -> tuple[str, InlineKeyboardMarkup]:
    """The clause's message and buttons, with its deep link when the username is known."""
    username = await bot_username(bot)
    return law_text(corpus, clause_id, username), law_keyboard(corpus, clause_id, trail)


# --- the clause ---------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def law_text(corpus: Corpus, clause_id: str, username: str | None = None) -> str:
    """Breadcrumb, title, text, footnotes and notes of one clause, the clauses that refer to
    it and (with the bot's ``username``) its deep link, as Telegram HTML."""
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
    referring = backlinks(corpus, clause_id)
    if referring:
        lines.append(f"<i>Ссылаются на этот пункт: {esc(', '.join(referring))}</i>")
    if username:
        lines.append(f"🔗 {esc(deep_link(username, clause.id))}")
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


# --- where a clause stands ----------------------------------------------------------------
@lru_cache(maxsize=4)
def _referring(corpus: Corpus) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = defaultdict(list)
    for clause in corpus:  # book order
        for ref in clause.refs:
            if ref.in_text and ref.target != clause.id and clause.id not in found[ref.target]:
                found[ref.target].append(clause.id)
    return {target: tuple(ids) for target, ids in found.items()}


def backlinks(corpus: Corpus, clause_id: str) -> tuple[str, ...]:
    """The clauses whose text refers to ``clause_id``, in the order of the book."""
    return _referring(corpus).get(clause_id, ())


def neighbour(corpus: Corpus, clause_id: str, step: int) -> Clause | None:
    """The sibling before (``step=-1``) or after (``+1``) in the book; at the first or last
    child, the parent's neighbour (so every level has both, but the first and last law)."""
    clause = corpus[clause_id]
    siblings = (
        [law.id for law in corpus.laws()] if clause.parent is None
        else corpus[clause.parent].children
    )
    index = siblings.index(clause_id) + step
    if 0 <= index < len(siblings):
        return corpus[siblings[index]]
    return neighbour(corpus, clause.parent, step) if clause.parent is not None else None


# --- buttons ------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def law_keyboard(
    corpus: Corpus, clause_id: str, trail: tuple[str, ...] = ()
) -> InlineKeyboardMarkup:
    """◀ previous, ⬆ parent, next ▶; each child; → each reference and ⤴ each clause that
    refers here (following one remembers where from); ↩ back; 📤 share. All navigate in place;
    ``trail`` is where references were followed from, the latest last."""
    clause = corpus[clause_id]
    trail = tuple(t for t in trail if t in corpus)[-TRAIL_LIMIT:]
    followed = (*trail, clause_id)[-TRAIL_LIMIT:]
    rows: list[list[InlineKeyboardButton]] = []
    nav = []
    previous, following = neighbour(corpus, clause_id, -1), neighbour(corpus, clause_id, 1)
    if previous is not None:
        nav.append(_button(f"◀ {previous.id}", previous.id, trail=trail))
    if clause.parent is not None:
        nav.append(_button(f"⬆ {clause.parent}", clause.parent, trail=trail))
    else:
        nav.append(
            InlineKeyboardButton(text="☰ оглавление", callback_data=LawsIndexCb().pack())
        )
    if following is not None:
        nav.append(_button(f"{following.id} ▶", following.id, trail=trail))
    rows.append(nav)
    for child_id in clause.children:
        child = corpus[child_id]
        rows.append([_button(label(f"{child.id}. {child.title}"), child.id, trail=trail)])
    targets = [ref.target for ref in clause.refs if ref.in_text and ref.target in corpus]
    refs = [_button(f"→ {t}", t, trail=followed) for t in dict.fromkeys(targets) if t != clause_id]
    referring = backlinks(corpus, clause_id)[:BACKLINK_BUTTONS]
    refs += [_button(f"⤴ {t}", t, trail=followed) for t in referring if t not in targets]
    for start in range(0, len(refs), 4):
        rows.append(refs[start : start + 4])
    last = []
    if trail:
        last.append(_button(f"↩ назад: {trail[-1]}", trail[-1], trail=trail[:-1]))
    last.append(InlineKeyboardButton(text="📤 поделиться", switch_inline_query=clause.id))
    rows.append(last)
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
def _button(
    text: str, clause_id: str, *, edit: bool = True, trail: tuple[str, ...] = ()
) -> InlineKeyboardButton:
    data = LawCb(id=clause_id, edit=edit, trail=trail).pack()
    return InlineKeyboardButton(text=text, callback_data=data)
