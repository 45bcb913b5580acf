"""The glossary: ``/terms`` lists the terms, ``/terms LHO`` (or a tap) explains one.

The terms live in ``bot/data/terms.tsv`` (term, aliases, a Russian explanation in our own
words, and the clauses to read); a term is found by its name or an alias, whatever the case,
the dots (``S.O.``) or the keyboard layout (``дрщ``).

>>> find_term("s.o.").term, find_term("ТД").term, find_term("дрщ").term
('S.O.', 'ТД', 'LHO')
>>> find_term("Болвана") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from aiogram import Router
from aiogram.filters import Command, CommandObject
from aiogram.types import CallbackQuery, InlineKeyboardButton, InlineKeyboardMarkup, Message

from bot.telegram.callbacks import TermCb
from bot.telegram.middlewares.chat import reply_to
from bot.telegram.render import clean_input, esc, shorten
from bot.telegram.replies import edit, send
from bot.telegram.services import Services
from bot.telegram.views.law import open_buttons

TERMS_FILE = "data/terms.tsv"
ALL = "*"
_LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё"
_SWAP = str.maketrans(_LATIN_KEYS + _RUSSIAN_KEYS, _RUSSIAN_KEYS + _LATIN_KEYS)


@dataclass(frozen=True)
class Term:
    key: str  # ASCII, for buttons
    term: str
    aliases: tuple[str, ...]
    explanation: str
    clauses: tuple[str, ...]


@cache
def glossary() -> tuple[Term, ...]:
    """Every term of ``bot/data/terms.tsv``, in the file's order."""
    text = resources.files("bot").joinpath(TERMS_FILE).read_text(encoding="utf-8")
    terms = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, term, aliases, explanation, clauses = line.split("\t")
        terms.append(
            Term(
                key=key,
                term=term,
                aliases=tuple(a.strip() for a in aliases.split("|") if a.strip()),
                explanation=explanation,
                clauses=tuple(c.strip() for c in clauses.split(",") if c.strip()),
            )
        )
    return tuple(terms)


def _fold(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.lower().replace("ё", "е"))


@cache
def _index() -> dict[str, Term]:
    index: dict[str, Term] = {}
    for term in glossary():
        for name in (term.key, term.term, *term.aliases):
            index.setdefault(_fold(name), term)
    return index


def find_term(text: str) -> Term | None:
    """The term named by ``text`` (or by it typed in the other keyboard layout)."""
    index = _index()
    for candidate in (text, text.lower().translate(_SWAP)):
        term = index.get(_fold(candidate))
        if term is not None:
            return term
    return None


def term_text(term: Term) -> str:
    aliases = f" ({esc(', '.join(term.aliases))})" if term.aliases else ""
    lines = [f"📘 <b>{esc(term.term)}</b>{aliases}", esc(term.explanation)]
    if term.clauses:
        lines.append(f"<i>Смотрите: {esc(', '.join(term.clauses))}</i>")
    return "\n\n".join(lines)


def term_keyboard(term: Term, services: Services) -> InlineKeyboardMarkup:
    ids = [c for c in term.clauses if c in services.corpus][:4]
    rows = open_buttons(ids)
    every = InlineKeyboardButton(text="☰ все термины", callback_data=TermCb(key=ALL).pack())
    rows.append([every])
    return InlineKeyboardMarkup(inline_keyboard=rows)


def terms_list() -> tuple[str, InlineKeyboardMarkup]:
    """Every term with its first aliases, and a button for each."""
    lines = ["📘 <b>Термины</b> — нажмите термин или напишите <code>/terms LHO</code>:", ""]
    for term in glossary():
        gloss = f" — {esc(', '.join(term.aliases[:2]))}" if term.aliases else ""
        lines.append(f"• <b>{esc(term.term)}</b>{gloss}")
    buttons = [
        InlineKeyboardButton(text=term.term, callback_data=TermCb(key=term.key).pack())
        for term in glossary()
    ]
    rows = [buttons[i : i + 4] for i in range(0, len(buttons), 4)]
    return "\n".join(lines), InlineKeyboardMarkup(inline_keyboard=rows)


async def terms_command(message: Message, command: CommandObject, services: Services) -> None:
    """/terms: the glossary; /terms LHO: that term."""
    asked = clean_input(command.args or "")[:100]
    where = reply_to(message)
    if not asked:
        await send(message, *terms_list(), reply_to=where)
        return
    term = find_term(asked)
    if term is None:
        text, markup = terms_list()
        head = f"Не знаю термина «{esc(shorten(asked, 40))}». Вот какие знаю:\n\n"
        await send(message, head + text, markup, reply_to=where)
        return
    await send(message, term_text(term), term_keyboard(term, services), reply_to=where)


async def term_button(callback: CallbackQuery, callback_data: TermCb, services: Services) -> None:
    """A term (or the list) in place of the message."""
    if callback_data.key == ALL:
        await edit(callback, *terms_list())
    else:
        term = next((t for t in glossary() if t.key == callback_data.key), None)
        if term is None:
            await callback.answer("Такого термина больше нет: /terms")
            return
        await edit(callback, term_text(term), term_keyboard(term, services))
    await callback.answer()


def build_router() -> Router:
    router = Router(name="terms")
    router.message.register(terms_command, Command("terms"))
    router.callback_query.register(term_button, TermCb.filter())
    return router
