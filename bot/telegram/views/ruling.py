"""The ruling card and the wizard's question, from the ``ruling`` / ``card`` JSON of the CLI.

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

from collections.abc import Sequence
from typing import Any

from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callbacks import RulingCb
from bot.telegram.render import esc, label
from bot.telegram.views.law import open_buttons
from laws_text import Corpus

IRREGULARITIES = {
    "none": "нарушения нет",
    "insufficient_bid": "недостаточное назначение",
    "pass_out_of_rotation": "пас не в очередь",
    "bid_out_of_rotation": "назначение не в очередь",
    "double_out_of_rotation": "контра (реконтра) не в очередь",
    "inadmissible_double": "недопустимая контра (реконтра)",
    "call_while_barred": "заявка игрока, которому велено пасовать",
    "bid_above_seven": "назначение выше семи",
    "call_after_final_pass": "заявка после окончания торговли",
    "change_of_call": "изменение заявки",
    "exposed_card": "карта, показанная в торговле",
}
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
STATUS = {"final": "Решение", "needs_facts": "Нужны подробности", "error": "Не понял"}


def seat_name(seat: str | None) -> str:
    return f"{SEATS[seat]} ({seat})" if seat in SEATS else "—"


def fact_label(fact: str) -> str:
    """A wizard answer as a reader sees it: ``accepted=нет`` -> ``принято: нет``."""
    key, _, value = fact.partition("=")
    shown = seat_name(value) if value in SEATS else value
    return f"{FACTS.get(key, key)}: {shown}"


def compose(auction: str, facts: Sequence[str]) -> str:
    """The engine's input: the auction as typed, then the wizard's ``fact=value`` answers."""
    if not facts:
        return auction
    joiner = " " if ";" in auction else " ; "
    return auction + joiner + " ".join(facts)


def ruling_text(ruling: dict[str, Any], auction: str, answered: Sequence[str] = ()) -> str:
    """The ruling card (or what is known so far) as HTML."""
    status = ruling.get("status", "error")
    lines = [f"<b>⚖️ {STATUS.get(status, status)}</b>", f"Торговля: <code>{esc(auction)}</code>"]
    if answered:
        lines.append("Известно: " + esc(", ".join(answered)))
    if status == "error":
        lines.append(esc(ruling.get("error") or ruling.get("summary") or "не удалось разобрать"))
        lines.append("Пример: <code>/ruling 1♠ пас 1♥</code> или <code>/ruling С:1ч З:1п</code>")
        return "\n".join(lines)
    irregularity = ruling.get("irregularity", "none")
    lines.append(f"Нарушение: <b>{esc(IRREGULARITIES.get(irregularity, irregularity))}</b>")
    if ruling.get("offender"):
        lines.append(f"Нарушитель: {seat_name(ruling['offender'])}")
    for penalty in ruling.get("penalties", []):
        what = PENALTIES.get(penalty["kind"], penalty["kind"])
        lines.append(f"• {seat_name(penalty['seat'])} {esc(what)} ({esc(penalty['law'])})")
    lead = ruling.get("lead_restrictions")
    if lead:
        lines.append(f"• {esc(LEADS.get(lead, lead))}")
    if ruling.get("adjusted_score"):
        lines.append("• судья может присудить результат")
    if ruling.get("next_to_call"):
        lines.append(f"Следующим заявляет: {seat_name(ruling['next_to_call'])}")
    lines.extend(_auction_lines(ruling.get("auction") or {}))
    if ruling.get("laws"):
        lines.append("Правила: " + esc(", ".join(ruling["laws"])))
    questions = ruling.get("questions") or []
    question = questions[0] if status == "needs_facts" and questions else None
    summary = _without_question(ruling.get("summary") or "", question)
    if summary:
        lines.append(f"\n{esc(summary)}")
    if question is not None:
        lines.append(f"\n❓ <b>{esc(question['ask'])}</b>")
        if question.get("fact") in CALL_FACTS:
            lines.append("<i>Нажмите вариант или напишите заявку, например: 2♥ или пас.</i>")
    return "\n".join(lines)


def _without_question(summary: str, question: dict[str, Any] | None) -> str:
    """The summary without the question it ends with (the card shows the question apart)."""
    if question is None or question["ask"] not in summary:
        return summary
    head = summary[: summary.index(question["ask"])].rstrip()
    for lead in ("Нужно уточнить:", "Нужно уточнить"):
        head = head.removesuffix(lead).rstrip()
    return head


def _auction_lines(auction: dict[str, Any]) -> list[str]:
    if auction.get("passed_out"):
        return ["Сдача спасована."]
    if not auction.get("contract"):
        return []
    line = f"Контракт: <b>{esc(auction['contract'])}</b>"
    if auction.get("declarer"):
        line += f", разыгрывает {seat_name(auction['declarer'])}"
    if auction.get("opening_leader"):
        line += f", первый ход: {seat_name(auction['opening_leader'])}"
    return [line]


def ruling_laws(ruling: dict[str, Any], corpus: Corpus) -> list[str]:
    """Every clause the ruling cites (laws, penalties, lead restriction), in the text, once."""
    ids = list(ruling.get("laws") or [])
    ids += [penalty["law"] for penalty in ruling.get("penalties") or []]
    if ruling.get("lead_restrictions"):
        ids.append(ruling["lead_restrictions"])
    return [clause_id for clause_id in dict.fromkeys(ids) if clause_id in corpus]


def ruling_keyboard(
    ruling: dict[str, Any], corpus: Corpus, *, step: int, can_go_back: bool
) -> InlineKeyboardMarkup:
    """Option buttons for the current question, clause buttons, «◀ назад» and «заново»."""
    rows: list[list[InlineKeyboardButton]] = []
    questions = ruling.get("questions") or []
    if ruling.get("status") == "needs_facts" and questions:
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
    nav = []
    if can_go_back:
        nav.append(_nav("◀ назад", "back", step))
    nav.append(_nav("заново", "restart", step))
    rows.append(nav)
    return InlineKeyboardMarkup(inline_keyboard=rows)


def _option_label(option: str) -> str:
    return seat_name(option) if option in SEATS else option


def _nav(text: str, action: str, step: int) -> InlineKeyboardButton:
    return InlineKeyboardButton(
        text=text, callback_data=RulingCb(action=action, step=step).pack()
    )


def card_text(card: dict[str, Any], request: str) -> str:
    """Law 46: which dummy card the designation plays."""
    status = card.get("status", "error")
    lines = [f"<b>🃏 {STATUS.get(status, status)}</b>", f"Запрос: <code>{esc(request)}</code>"]
    if status == "error":
        lines.append(esc(card.get("error") or card.get("summary") or "не удалось разобрать"))
        lines.append("Пример: <code>/card ♠KJ5 ♥A32 ; пика</code>")
        return "\n".join(lines)
    if card.get("card"):
        lines.append(f"Сыграна карта: <b>{esc(card['card'])}</b>")
    if card.get("choices"):
        lines.append("Разыгрывающий выбирает из: " + esc(", ".join(card["choices"])))
    if card.get("law"):
        lines.append(f"Правило: {esc(card['law'])}")
    if card.get("summary"):
        lines.append(f"\n{esc(card['summary'])}")
    return "\n".join(lines)


def card_keyboard(card: dict[str, Any], corpus: Corpus) -> InlineKeyboardMarkup | None:
    law = card.get("law")
    rows = open_buttons([law]) if law and law in corpus else []
    return InlineKeyboardMarkup(inline_keyboard=rows) if rows else None
