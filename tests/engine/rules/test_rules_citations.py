"""Every clause id a procedure can cite exists in the loaded law text."""

from __future__ import annotations

import csv
import importlib
import pkgutil
from pathlib import Path

import pytest

from engine import conduct
from engine.rules import lead, procedures, ruling
from engine.rules.citations import declared
from engine.rules.ruling import rule
from laws_text import load_corpus

# every procedure module that declares what it can cite (common.py only holds helpers)
MODULES = [
    importlib.import_module(f"{procedures.__name__}.{info.name}")
    for info in pkgutil.iter_modules(procedures.__path__)
]
# the play-period engine (engine/conduct) cites through the same register
CONDUCT = [
    importlib.import_module(f"{conduct.__name__}.{info.name}")
    for info in pkgutil.iter_modules(conduct.__path__)
]
CITING = [
    *(m for m in MODULES if hasattr(m, "CITES")),
    lead,
    ruling,
    *(m for m in CONDUCT if hasattr(m, "CITES")),
]
TABLE = Path(__file__).resolve().parents[2] / "data" / "rulings.tsv"


@pytest.mark.parametrize("module", CITING, ids=[m.__name__.rsplit(".", 1)[-1] for m in CITING])
def test_every_id_a_procedure_can_cite_exists(module: object) -> None:
    corpus = load_corpus()  # fails loudly if the canonical text is missing: that is a bug
    cites = module.CITES  # type: ignore[attr-defined]
    assert cites, f"{module} declares no citations"
    missing = [clause for clause in cites if clause not in corpus]
    assert not missing, f"{module}: {missing}"


def test_only_declared_ids_can_be_cited() -> None:
    from_modules = {clause for module in CITING for clause in module.CITES}  # type: ignore[attr-defined]
    assert set(declared()) <= from_modules


def test_golden_rulings_cite_the_text_as_it_is() -> None:
    """With the corpus given, no cited id had to fall back to an ancestor."""
    corpus = load_corpus()
    with TABLE.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    for row in rows:
        plain, checked = rule(row["input"]), rule(row["input"], corpus)
        assert checked.laws == plain.laws, row["name"]
        assert [p.law for p in checked.penalties] == [p.law for p in plain.penalties]
        assert all(law in corpus for law in checked.laws)
