"""The director's index (``engine/data/situations.tsv``): facts of an irregularity → clauses.

Each row names the facts a clause rules on («pass oot turn=partner» → 30B2). A question's
facts (``facts.py``) select the rows whose facts all hold; the most specific of them rule
most. The result is a weight per clause, used as a boost next to the text search.

>>> text = "pass oot\\t30\\tx\\npass oot turn=rho\\t30B1\\tx\\nbid oot\\t31\\tx\\n"
>>> rows = parse_situations(text)
>>> [(sorted(row.needs), row.clause) for row in rows][:2]
[(['oot', 'pass'], '30'), (['oot', 'pass', 'turn=rho'], '30B1')]
>>> rulings(rows, frozenset({"pass", "oot", "turn=rho"}))
{'30': 0.049, '30B1': 1.0}
>>> rulings(rows, frozenset({"pass"}))
{}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.search.errors import DataFileError

SITUATIONS_FILE = "situations.tsv"
SITUATIONS_PATH = Path(__file__).resolve().parent.parent / "data" / SITUATIONS_FILE
SHARPNESS = 4.0  # a less specific row weighs (its facts / the best row's facts) ** SHARPNESS
GENERIC: frozenset[str] = frozenset()  # facts that do not make a row more specific
DOMINATED = 0.25  # a row whose facts another matched row has, and more
ANCESTOR_SHARE = 0.0  # what a ruled clause keeps of its gain when a clause below it is ruled too


@dataclass(frozen=True)
class Situation:
    needs: frozenset[str]  # facts that must hold
    absent: frozenset[str]  # facts that must not hold («!fact»)
    clause: str
    line: int = 0


def parse_situations(text: str, source: str = SITUATIONS_FILE) -> list[Situation]:
    """Rows of a situations file; a malformed line raises an error naming it."""
    rows: list[Situation] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        columns = raw.split("\t")
        if len(columns) != 3 or not columns[2].strip():
            raise DataFileError(source, number, "нужно три столбца: факты, пункт, цитата")
        names = columns[0].split()
        needs = frozenset(name for name in names if not name.startswith("!"))
        absent = frozenset(name[1:] for name in names if name.startswith("!"))
        if not needs or not columns[1].strip():
            raise DataFileError(source, number, "пустые факты или пункт")
        rows.append(Situation(needs, absent, columns[1].strip(), number))
    return rows


@cache
def situations_text() -> str:
    return SITUATIONS_PATH.read_text(encoding="utf-8")


@cache
def load_situations() -> tuple[Situation, ...]:
    """The packaged director's index (read once per process)."""
    return tuple(parse_situations(situations_text(), str(SITUATIONS_PATH)))


def rulings(rows: Sequence[Situation], facts: frozenset[str]) -> dict[str, float]:
    """Clause → weight in (0, 1] of the rows the facts select (1 for the most specific)."""
    matched = [row for row in rows if row.needs <= facts and row.absent.isdisjoint(facts)]
    if not matched:
        return {}
    best = max(_specificity(row) for row in matched)
    weights: dict[str, float] = {}
    for row in matched:
        weight = (_specificity(row) / best) ** SHARPNESS
        if any(row.needs < other.needs for other in matched):
            weight *= DOMINATED  # a row that says the same and more has ruled on this case
        weights[row.clause] = max(weights.get(row.clause, 0.0), weight)
    return {clause: round(weight, 3) for clause, weight in weights.items()}


def _specificity(row: Situation) -> int:
    return max(1, len(row.needs - GENERIC))


def spread(
    ruled: Mapping[str, float],
    inside: Mapping[str, Sequence[str]],
    above: Mapping[str, frozenset[str]],
) -> dict[str, float]:
    """The gain of every clause: a ruling clause's weight reaches the clauses below it.

    The most specific ruling wins: a clause above another ruled clause keeps only
    ``ANCESTOR_SHARE`` of its gain, and passes it down only into the branch of the one below.
    ``inside``: each clause's descendants; ``above``: each clause's ancestors and itself.

    >>> inside = {"30": ("30A", "30B", "30B1"), "30A": (), "30B": ("30B1",), "30B1": ()}
    >>> above = {"30": frozenset({"30"}), "30A": frozenset({"30", "30A"}),
    ...          "30B": frozenset({"30", "30B"}), "30B1": frozenset({"30", "30B", "30B1"})}
    >>> spread({"30": 0.5, "30B1": 1.0}, inside, above)
    {'30': 0.0, '30B': 0.0, '30B1': 1.0}
    """
    def below(clause: str, ancestor: str) -> bool:
        return ancestor in above[clause]

    gains: dict[str, float] = {}
    for clause_id, weight in ruled.items():
        inner = [other for other in ruled if other != clause_id and below(other, clause_id)]
        for clause in (clause_id, *inside[clause_id]):
            if inner and not any(below(clause, o) or below(o, clause) for o in inner):
                continue  # a branch beside a more specific ruling
            on_the_way = any(o != clause and below(o, clause) for o in inner)
            gain = weight * (ANCESTOR_SHARE if on_the_way else 1.0)
            gains[clause] = max(gains.get(clause, 0.0), gain)
    return gains
