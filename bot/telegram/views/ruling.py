"""The ruling card and the wizard's question, from the ``ruling`` / ``card`` JSON of the CLI.

Verdict first: one line of what happens now, then the penalties as short lines, the question
when a fact is missing, the clauses as buttons, the reasoning folded below.

>>> verdict({"status": "final", "irregularity": "none", "auction": {"complete": True,
...          "contract": "4♠", "declarer": "N", "opening_leader": "E"}})
'Нарушения нет; контракт 4♠, разыгрывает Север, первый ход — Восток.'
>>> verdict({"status": "final", "irregularity": "pass_out_of_rotation", "offender": "E",
...          "laws": ["29", "29A", "30A"], "next_to_call": "N",
...          "penalties": [{"seat": "E", "kind": "pass_next_turn", "law": "30A"}]})
'Заявка вне очереди аннулируется, очередь возвращается к тому, чья она была: Восток \
пасует при следующей своей очереди; следующим заявляет Север.'

>>> fact_label("offender=E")
'нарушитель: Восток (E)'
>>> seat_name("E")
'Восток (E)'
>>> compose("1♠ пас 1♥", ["accepted=нет", "replacement=2♥"])
'1♠ пас 1♥ ; accepted=нет replacement=2♥'
>>> compose("1♠ 1♥ ; нечаянно=нет", ["accepted=да"])
'1♠ 1♥ ; нечаянно=нет accepted=да'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import BoxCb, RulingCb
from bot.telegram.render import esc, fit, label, shorten
from bot.telegram.views.bidding import auction_lines
from bot.telegram.views.law import open_buttons
from engine.rules.result import IRREGULARITY_NAMES as IRREGULARITIES
from laws_text import Corpus

# the codes of the auction (Laws 24-39); the others are the play's and Laws 20-23's
AUCTION_CODES = frozenset(
    {
        "none", "insufficient_bid", "pass_out_of_rotation", "bid_out_of_rotation",
        "double_out_of_rotation", "inadmissible_double", "call_while_barred",
        "bid_above_seven", "call_after_final_pass", "change_of_call", "exposed_card",
    }
)
# what happens to the irregular call, by the clause that rules it (the first one cited wins;
# the more specific clauses come first)
EFFECTS: tuple[tuple[str, str], ...] = (
    ("35A", "неприемлемая контра (реконтра) и все заявки после неё аннулируются"),
    ("35B", "акция игрока, обязанного пасовать, и заявки после неё остаются в силе"),
    ("35C", "назначение выше семи и все заявки после него аннулируются, нарушитель "
            "заменяет его пасом"),
    ("35D", "заявка после финального паса и все заявки после неё аннулируются"),
    ("28B", "заявка в очередь аннулировала заявку вне очереди"),
    ("29B", "заявка вне очереди остаётся в силе"),
    ("29A", "заявка вне очереди аннулируется, очередь возвращается к тому, чья она была"),
    ("27A", "недостаточное назначение принято и остаётся в торговле"),
    ("27B", "недостаточное назначение не принято и заменяется"),
    ("25A", "нечаянная оплошность исправлена без паузы: последняя заявка остаётся"),
    ("36", "неприемлемая контра (реконтра) аннулируется"),
    ("37", "заявка игрока, обязанного пасовать, аннулируется"),
    ("38", "назначение выше семи аннулируется"),
    ("39", "заявка после финального паса аннулируется"),
    ("24A", "показанная карта лежит открытой до конца торговли"),
    ("24B", "показанная карта лежит открытой до конца торговли"),
)
# sentences of a summary that tell how a story was read, not what happens
_NOTES = ("Сдающий не указан", "Сдача ", "Доска ", "Пасы, о которых", "Сообщение длинное")
PENALTIES = {
    "pass_next_turn": "пасует при следующей своей очереди",
    "pass_throughout": "пасует до конца торговли",
    "no_double_this_turn": "не может контрировать и реконтрировать в эту очередь",
}
LEADS = {
    "26": "ограничения на первый ход (правило 26)",
    "26A": "ограничения на первый ход в масти нарушения (правило 26A)",
    "26B": "разыгрывающий может запретить ход в одну масть (правило 26B)",
}
FACTS = {
    "dealer": "сдающий",
    "accepted": "принято",
    "conventional": "конвенционно",
    "replacement": "замена",
    "rho": "правый соперник заявил",
    "then": "затем",
    "rho_called": "правый соперник успел заявить",
    "inadvertent": "нечаянно",
    "exposed": "показано",
    "offender": "нарушитель",
    "simultaneous": "одновременно",
}
CALL_FACTS = frozenset({"replacement", "rho", "then"})  # facts whose value is a call (CLI.md)
SEATS = {"N": "Север", "E": "Восток", "S": "Юг", "W": "Запад"}


def seat_name(seat: str | None) -> str:
    return f"{SEATS[seat]} ({seat})" if seat in SEATS else "—"


def fact_label(fact: str) -> str:
    """A wizard answer as a reader sees it: ``accepted=нет`` -> ``принято: нет``."""
    from engine.conduct.facts import russian_key

    key, _, value = fact.partition("=")
    shown = seat_name(value) if value in SEATS else value
    name = FACTS.get(key) or russian_key(key).replace("_", " ")
    return f"{name}: {shown.replace('_', ' ')}"


def compose(auction: str, facts: Sequence[str]) -> str:
    """The engine's input: the auction as typed, then the wizard's ``fact=value`` answers."""
    if not facts:
        return auction
    joiner = " " if ";" in auction else " ; "
    return auction + joiner + " ".join(facts)


def ruling_text(
    ruling: dict[str, Any],
    shown: str,
    answered: Sequence[str] = (),
    *,
    edition: str = "",
    compact: bool = False,
) -> str:
    """The ruling card, verdict first: one line of what happens now, the penalties and lead
    restrictions as short lines, the question when a fact is missing, then the case (with the
    auction read, by seat, and its dealer) and the reasoning folded («почему?»), and which text
    of the laws it follows.

    ``shown`` is what the user gave (an auction, or a story); ``compact`` (groups) keeps the
    reasoning out.
    """
    status = ruling.get("status", "error")
    if status == "error":
        lines = ["<b>⚖️ Не понял</b>", f"Запрос: <code>{esc(shorten(shown, 300))}</code>"]
        lines.append(esc(ruling.get("error") or ruling.get("summary") or "не удалось разобрать"))
        lines.append(
            "Пример: <code>/ruling 1♠ пас 1♥</code> или <code>/ruling С:1ч З:1п</code>, "
            "или расскажите случай словами: кто что заявил или сыграл."
        )
        return "\n".join(lines)
    lines = [f"⚖️ <b>{esc(verdict(ruling))}</b>"]
    lines.extend(f"• {line}" for line in consequences(ruling))
    questions = ruling.get("questions") or []
    question = questions[0] if status == "needs_facts" and questions else None
    if question is not None:
        lines.append(f"\n❓ <b>{esc(question['ask'])}</b>")
        if question.get("fact") in CALL_FACTS:
            lines.append("<i>Нажмите вариант или напишите заявку, например: 2♥ или пас.</i>")
    case = [_case_line(shown), *auction_lines(ruling)]
    if answered:
        case.append("Известно: " + esc(", ".join(answered)))
    lines.append("\n" + "\n".join(case))
    if not compact:
        why = _reasoning(ruling, question)
        if why:
            lines.append(f"<blockquote expandable><b>Почему:</b> {why}</blockquote>")
    if edition:
        lines.append(f"<i>{esc(edition)}</i>")
    return fit("\n".join(lines))


def verdict(ruling: dict[str, Any]) -> str:
    """One line (plain text) of what happens now: what is cancelled or stands, who must pass,
    who calls next, the contract, who won the trick; or what is still to be told."""
    status = ruling.get("status")
    irregularity = ruling.get("irregularity", "none")
    name = IRREGULARITIES.get(irregularity, irregularity)
    offender = ruling.get("offender")
    if status == "outside":
        return _outside_verdict(ruling)
    if status == "needs_facts":
        who = f" ({SEATS[offender]})" if offender in SEATS else ""
        return f"{_capital(name)}{who}: решение зависит от ответа ниже."
    if irregularity not in AUCTION_CODES:  # the play period and Laws 20-23
        trick = _what_next(ruling) if ruling.get("trick") else []
        return _capital(trick[0]) + "." if trick else (
            _first_sentence(ruling.get("summary") or "") or _capital(name) + "."
        )
    parts: list[str] = []
    if irregularity == "none":
        parts.append("нарушения нет")
    else:
        who = f" — {SEATS[offender]}" if offender in SEATS else ""
        effect = _effect(ruling, f"{name}{who}")
        unpunished = not ruling.get("penalties") and not ruling.get("lead_restrictions")
        if unpunished and "наказан" not in effect:
            effect += ", без наказания"
        parts.append(effect)
    parts.extend(_what_next(ruling))
    return _capital("; ".join(parts)) + "."


def consequences(ruling: dict[str, Any]) -> list[str]:
    """The penalties, the lead restrictions and the adjusted score as short HTML lines."""
    lines = []
    for penalty in ruling.get("penalties") or []:
        lines.append(f"{esc(_penalty(penalty))} ({esc(penalty['law'])})")
    lead = ruling.get("lead_restrictions")
    if lead:
        lines.append(esc(LEADS.get(lead, lead)))
    if ruling.get("adjusted_score"):
        lines.append("судья может присудить результат, если ненарушившая сторона пострадала")
    return lines


def _outside_verdict(ruling: dict[str, Any]) -> str:
    summary = ruling.get("summary") or ""
    head = summary.split("См. также", 1)[0].strip()
    if head:
        return head.rstrip(".") + "."
    laws = ", ".join(ruling.get("outside") or [])
    return f"Это правило {laws}; его нет в этом тексте."


def _effect_key(ruling: dict[str, Any]) -> str | None:
    laws = set(ruling.get("laws") or [])
    return next((law for law, _ in EFFECTS if law in laws), None)


def _effect(ruling: dict[str, Any], irregularity: str) -> str:
    """What happens to the irregular call, by the clause that rules it (else the
    irregularity's name), and who must pass."""
    key = _effect_key(ruling)
    text = irregularity if key is None else dict(EFFECTS)[key]
    barred = [p for p in ruling.get("penalties") or [] if p["kind"] != "no_double_this_turn"]
    if barred:
        text += ": " + ", ".join(_penalty(p) for p in barred[:2])
    return text


def _what_next(ruling: dict[str, Any]) -> list[str]:
    auction = ruling.get("auction") or {}
    trick = ruling.get("trick")
    if trick:
        return [
            f"взятку взял {SEATS.get(trick['winner'], trick['winner'])}, следующий ход — "
            f"{SEATS.get(trick['next_leader'], trick['next_leader'])}"
        ]
    if auction.get("passed_out"):
        return ["все спасовали — сдача не разыгрывается"]
    if _complete(ruling):
        return [
            f"контракт {auction['contract']}, разыгрывает {SEATS[auction['declarer']]}, "
            f"первый ход — {SEATS[auction['opening_leader']]}"
        ]
    seat = ruling.get("next_to_call")
    if seat in SEATS:
        must = [p for p in ruling.get("penalties") or [] if p["seat"] == seat
                and p["kind"] in ("pass_next_turn", "pass_throughout")]
        return [f"следующим заявляет {SEATS[seat]}" + (" — пас" if must else "")]
    return []


def _complete(ruling: dict[str, Any]) -> bool:
    auction = ruling.get("auction") or {}
    return bool(
        auction.get("complete") and auction.get("contract")
        and auction.get("declarer") in SEATS and auction.get("opening_leader") in SEATS
    )


def _penalty(penalty: dict[str, Any]) -> str:
    seat = SEATS.get(penalty["seat"], penalty["seat"])
    return f"{seat} {PENALTIES.get(penalty['kind'], penalty['kind'])}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _first_sentence(summary: str) -> str:
    """The summary's first sentence that is not a note on how the case was read."""
    for sentence in re.split(r"(?<=[.!?])\s+(?=[А-ЯЁA-Z])", summary):
        if sentence and not sentence.startswith(_NOTES):
            return sentence.strip()
    return ""


def _case_line(shown: str) -> str:
    """What the user gave: an auction in the notation, or a story (shortened)."""
    from engine.answer import is_notation

    text = " ".join(shown.split())
    if len(text) <= 300 and is_notation(text):
        return f"Торговля: <code>{esc(text)}</code>"
    return f"Случай: «{esc(shorten(text, 200))}»"


def _reasoning(ruling: dict[str, Any], question: dict[str, Any] | None) -> str:
    """HTML of the folded part: the summary, the calls as read, the clauses."""
    parts = []
    summary = _without_question(ruling.get("summary") or "", question)
    if summary:
        parts.append(esc(summary))
    auction = ruling.get("auction") or {}
    calls = auction.get("calls") or []
    if calls:
        read = ", ".join(f"{SEATS.get(c['seat'], c['seat'])} {c['call']}" for c in calls)
        parts.append("Заявки: " + esc(shorten(read, 400)))
    if ruling.get("laws"):
        parts.append("Правила: " + esc(", ".join(ruling["laws"])))
    if ruling.get("outside") and ruling.get("status") != "outside":
        parts.append("Вне этого текста: правило " + esc(", ".join(ruling["outside"])))
    return "\n".join(parts)


def _without_question(summary: str, question: dict[str, Any] | None) -> str:
    """The summary without the question it ends with (the card shows the question apart)."""
    if question is None or question["ask"] not in summary:
        return summary
    head = summary[: summary.index(question["ask"])].rstrip()
    for lead in ("Нужно уточнить:", "Нужно уточнить"):
        head = head.removesuffix(lead).rstrip()
    return head


def edition_line(corpus: Corpus) -> str:
    """Which text the answer follows (every ruling and /card screen says it)."""
    edition = corpus.edition
    return (
        f"По тексту {edition.year} года (правила {edition.first_law}–{edition.last_law}); "
        "на турнире решает судья по действующей редакции."
    )


def ruling_laws(ruling: dict[str, Any], corpus: Corpus) -> list[str]:
    """Every clause the ruling cites (laws, penalties, lead restriction), in the text, once."""
    ids = list(ruling.get("laws") or [])
    ids += [penalty["law"] for penalty in ruling.get("penalties") or []]
    if ruling.get("lead_restrictions"):
        ids.append(ruling["lead_restrictions"])
    return [clause_id for clause_id in dict.fromkeys(ids) if clause_id in corpus]


def ruling_keyboard(
    ruling: dict[str, Any],
    corpus: Corpus,
    *,
    step: int,
    can_go_back: bool,
    wizard: bool = True,
    from_box: bool = False,
) -> InlineKeyboardMarkup:
    """Option buttons for the current question, clause buttons, «◀ назад» and «заново»
    (without ``wizard``, only the clauses: there is nothing to answer); ``from_box``: the
    auction was tapped in the bidding box, «✎ торговля» goes back to it."""
    rows: list[list[InlineKeyboardButton]] = []
    questions = ruling.get("questions") or []
    if wizard and ruling.get("status") == "needs_facts" and questions:
        options = questions[0].get("options") or []
        buttons = [
            InlineKeyboardButton(
                text=label(_option_label(option), 30),
                callback_data=RulingCb(action="opt", step=step, option=i).pack(),
            )
            for i, option in enumerate(options)
        ]
        rows.extend(buttons[i : i + 3] for i in range(0, len(buttons), 3))
    laws = ruling_laws(ruling, corpus)
    for start in range(0, len(laws), 4):
        rows.extend(open_buttons(laws[start : start + 4]))
    if wizard:
        nav = []
        if can_go_back:
            nav.append(_nav("◀ назад", "back", step))
        nav.append(_nav("заново", "restart", step))
        rows.append(nav)
    if from_box:
        edit_box = BoxCb(key="edit").pack()
        rows.append([InlineKeyboardButton(text="✎ торговля", callback_data=edit_box)])
    return InlineKeyboardMarkup(inline_keyboard=rows)


def _option_label(option: str) -> str:
    return seat_name(option) if option in SEATS else option


def _nav(text: str, action: str, step: int) -> InlineKeyboardButton:
    return InlineKeyboardButton(
        text=text, callback_data=RulingCb(action=action, step=step).pack()
    )


def card_text(card: dict[str, Any], request: str, *, edition: str = "") -> str:
    """Law 46, verdict first: which dummy card the designation plays, then why."""
    status = card.get("status", "error")
    law = f" ({esc(card['law'])})" if card.get("law") else ""
    if status == "error":
        lines = ["<b>🃏 Не понял</b>", f"Запрос: <code>{esc(shorten(request, 300))}</code>"]
        lines.append(esc(card.get("error") or card.get("summary") or "не удалось разобрать"))
        lines.append("Пример: <code>/card ♠KJ5 ♥A32 ; пика</code>")
    else:
        if card.get("card"):
            head = f"Сыграна карта {esc(card['card'])}{law}."
        elif card.get("choices"):
            head = "Разыгрывающий должен сказать, какую карту он назвал: " + esc(
                ", ".join(card["choices"])) + f"{law}."
        else:
            head = f"Указание недействительно: карта не сыграна{law}."
        lines = [f"🃏 <b>{head}</b>", f"Запрос: <code>{esc(shorten(request, 300))}</code>"]
        if card.get("summary"):
            lines.append(
                f"<blockquote expandable><b>Почему:</b> {esc(card['summary'])}</blockquote>"
            )
    if edition:
        lines.append(f"<i>{esc(edition)}</i>")
    return fit("\n".join(lines))


def card_keyboard(card: dict[str, Any], corpus: Corpus) -> InlineKeyboardMarkup | None:
    law = card.get("law")
    rows = open_buttons([law]) if law and law in corpus else []
    return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None
