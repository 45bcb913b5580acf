"""``bridge-laws card [--json | --jsonl] [TEXT]``: the dummy card a designation plays (Law 46)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from bot.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_OK,
    fail,
    print_json,
    read_argument_or_stdin,
    run_jsonl,
)

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
    parser.add_argument(
        "text", nargs="*", metavar="ТЕКСТ", help="запрос; без него читается стандартный ввод"
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="ответ в JSON (см. контракт CLI)")
    output.add_argument(
        "--jsonl", action="store_true", help="по запросу в строке ввода, по JSON в строке вывода"
    )


def run(args: argparse.Namespace) -> int:
    from engine.play import designate_card

    if args.jsonl:
        return run_jsonl(lambda line: designate_card(line).to_json())
    ruling = designate_card(read_argument_or_stdin(args.text).strip())
    if args.json:
        print_json(ruling.to_json())
    elif ruling.status != "error":
        sys.stdout.write(render(ruling) + "\n")
    if ruling.status == "error":
        return fail(ruling.error or ruling.summary, EXIT_BAD_INPUT)
    return EXIT_OK


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
