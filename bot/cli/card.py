"""``bridge-laws card [--json | --jsonl] [TEXT]``: the dummy card a designation plays (Law 46)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from bot.cli.common import add_text_and_output_arguments, run_verdict_command

if TYPE_CHECKING:
    from engine.play import CardRuling

HELP = "какую карту стола играет неполное называние (правило 46): «♠KJ5 ♥A32 ; маленькую пику»"

EPILOG = (
    "ТЕКСТ: КАРТЫ_БОЛВАНА ; ЧТО_СКАЗАЛ_РАЗЫГРЫВАЮЩИЙ [; led=МАСТЬ] [; won=МАСТЬ]. "
    "led — масть хода в текущей взятке, когда болван отвечает; won — масть, в которой болван "
    "выиграл предыдущую взятку, когда он ходит. "
    'Пример: bridge-laws card "♠KJ5 ♥A32 ♦- ♣QT98 ; валет ; led=♠"'
)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    add_text_and_output_arguments(parser, "запрос; без него читается стандартный ввод")


def run(args: argparse.Namespace) -> int:
    from engine.play import designate_card

    return run_verdict_command(args, designate_card, render)


def render(ruling: CardRuling) -> str:
    """The ruling as Russian text for a person."""
    if ruling.card is not None:
        head = (
            f"Со стола играется {ruling.card.code} ({ruling.card.russian}) — правило {ruling.law}."
        )
    elif ruling.status == "needs_facts":
        head = f"Нужно уточнение — правило {ruling.law}."
    else:
        head = f"Обозначение недействительно, карта не сыграна — правило {ruling.law}."
    lines = [head]
    if ruling.choices:
        names = ", ".join(f"{card.code} ({card.russian})" for card in ruling.choices)
        lines.append(f"Варианты: {names}.")
    lines.append(ruling.summary)
    return "\n".join(lines)
