"""``bridge-laws ruling [--json | --jsonl] [TEXT]``: the ruling on an auction irregularity."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from bot.cli.common import add_text_and_output_arguments, run_verdict_command

if TYPE_CHECKING:
    from engine.rules.result import Ruling
    from engine.search import Searcher
    from laws_text import Corpus

HELP = "разбор нарушения в торговле со ссылками на правила: «1♠ пас 1♥ ; принято=нет»"

EPILOG = (
    "ТЕКСТ: ТОРГОВЛЯ [; факт=значение ...]. Заявки через пробел или запятую: 1♠ 3БК 2ч 1H, "
    "пас/p/-, контра/к/x, реконтра/рк/xx; место перед заявкой — З:1ч или W: 1H. "
    "Черта или косая черта между заявками — разделитель (1♠ – пас – 2♠, 1БК / 2♦ / пас); "
    "черта на месте заявки — пас. Сдающий: «сдающий Юг» или номер сдачи («сдача 7»). "
    "Факты: сдающий, принято, конвенционно, замена, правый, затем, правый_заявил, нечаянно, "
    "показано, нарушитель. "
    'Пример: bridge-laws ruling "1♠ пас 1♥ ; принято=нет замена=2♠ конвенционно=нет". '
    "Факты розыгрыша (правила 41–46) и процедур правил 20–23: событие, кто, кого, место, "
    "нарушитель, разыгрывающий, ходил, козырь, взятка, карта, масть_хода, взял, рука, "
    "стол, сказал, действие, затем, просьба, вид, торговля_окончена, ход_открыт, "
    "в_свою_очередь, обязан_пасовать, спросил_партнёра, нет_на_столе, сыграл_картой, "
    "отказался_объяснить, ходящий, партнёр_заявил, левый_изменил, информация, мог_знать, "
    "ущерб, было_назначение, закрытой, розыгрыш_окончен, а2, а2_оспаривается, ренонс, "
    "была_масть, партнёр_видел, у_стола, коснулся, упорядочивал, уже_сыграл_во_взятку, "
    "исправил, нечаянно, без_паузы, оппонент_сыграл, внимание, вистующий_сыграл, это_ход,"
    " подсказка, все_сыграли, судья_устанавливает, вопрос_подсказал, спрошена_обязанность. "
    'Пример: bridge-laws ruling "; событие=пятая_карта кто=защитник это_ход=нет"'
)

# codes that name a situation of the play, not an irregularity
_NOT_IRREGULAR = frozenset(
    {"opening_lead", "review_or_explanation", "passed_out", "dummy_right", "follow_suit",
     "trick"}
)
_PENALTY = {
    "pass_throughout": "пасует до конца торговли",
    "pass_next_turn": "пасует в свою следующую очередь",
    "no_double_this_turn": "на этом круге не может контрировать и реконтрировать",
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    add_text_and_output_arguments(parser, "торговля и факты; без них читается ввод")


def run(args: argparse.Namespace) -> int:
    from engine.answer import is_notation, rule_text

    corpus = _corpus()
    searchers: list[Searcher] = []

    def evaluate(text: str) -> Ruling:
        if is_notation(text):  # the notation needs no search: no index is loaded for it
            return rule_text(text, corpus)
        if not searchers:
            searchers.append(_searcher())
        return rule_text(text, corpus, searchers[0])

    return run_verdict_command(args, evaluate, render)


def _searcher() -> Searcher:
    """The search, which tells which clause of the play a story is about (loaded once)."""
    from engine.search import get_searcher

    return get_searcher()


def _corpus() -> Corpus | None:
    """The loaded law text, so that every printed id is one of its clauses."""
    from laws_text import load_corpus
    from laws_text.errors import BridgeLawsError

    try:
        return load_corpus()
    except (OSError, BridgeLawsError):
        return None


def render(ruling: Ruling) -> str:
    """The ruling as Russian text for a person: the same things the JSON says."""
    from engine.conduct.facts import russian_key
    from engine.rules.facts import RUSSIAN_KEYS
    from engine.rules.result import IRREGULARITY_NAMES

    if ruling.status == "outside":
        laws = ", ".join(ruling.outside)
        lines = [f"Вне этого текста: правило {laws} (в этом тексте правила 19–46, 1987)."]
        if ruling.laws:
            lines.append("См. также: " + ", ".join(ruling.laws) + ".")
        lines.append(ruling.summary)
        return "\n".join(lines)
    heading = "Случай" if ruling.irregularity in _NOT_IRREGULAR else "Нарушение"
    lines = [f"{heading}: {IRREGULARITY_NAMES.get(ruling.irregularity, ruling.irregularity)}"]
    if ruling.offender is not None:
        lines[0] += f" (нарушитель — {ruling.offender.russian})"
    lines[0] += "."
    if ruling.laws:
        lines.append("Правила: " + ", ".join(ruling.laws) + ".")
    for penalty in ruling.penalties:
        lines.append(
            f"Наказание: {penalty.seat.russian} {_PENALTY[penalty.kind]} ({penalty.law})."
        )
    if ruling.lead_restrictions is not None:
        suits = " ".join(s.symbol for s in ruling.lead_suits)
        lines.append(
            f"Ограничения на ход: правило {ruling.lead_restrictions}"
            + (f" ({suits})" if suits else "")
            + "."
        )
    if ruling.adjusted_score:
        lines.append(
            "При ущербе ненарушившей стороне судья может назначить присуждённый результат."
        )
    auction = ruling.auction
    if auction.passed_out:
        lines.append("Торговля: все спасовали, сдача не разыгрывается.")
    elif auction.complete and auction.declarer is not None and auction.opening_leader is not None:
        lines.append(
            f"Контракт: {auction.contract}, разыгрывает {auction.declarer.russian}, "
            f"первый ход — {auction.opening_leader.russian}."
        )
    elif ruling.next_to_call is not None:
        lines.append(f"Следующим заявляет: {ruling.next_to_call.russian}.")
    if ruling.trick is not None:
        lines.append(
            f"Взятку взял {ruling.trick.winner.russian}, следующий ход — "
            f"{ruling.trick.next_leader.russian}."
        )
    if ruling.outside:
        lines.append("Вне этого текста: правило " + ", ".join(ruling.outside) + ".")
    if auction.calls:
        lines.append(
            "Заявки: " + ", ".join(f"{c.seat.russian} {c.call}" for c in auction.calls) + "."
        )
    lines.append(ruling.summary)
    for question in ruling.questions:
        options = f" [{' / '.join(question.options)}]" if question.options else ""
        key = RUSSIAN_KEYS.get(question.fact) or russian_key(question.fact)
        lines.append(f"Вопрос ({key}=…): {question.ask}{options}")
    return "\n".join(lines)
