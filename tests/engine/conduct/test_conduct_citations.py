"""Every clause id the play-period engine can cite exists in the law text, and every clause of
Laws 20-23 and 41-46 leads to the event that rules on it."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

from engine import conduct
from engine.conduct import event_for_clause
from engine.rules.citations import declared
from laws_text import load_corpus

MODULES = [
    importlib.import_module(f"{conduct.__name__}.{info.name}")
    for info in pkgutil.iter_modules(conduct.__path__)
]
CITING = [m for m in MODULES if hasattr(m, "CITES")]
_OURS = re.compile(r"(2[0-3]|4[1-6])(\D|$)")


def test_the_law_modules_all_cite() -> None:
    names = {m.__name__.rsplit(".", 1)[-1] for m in CITING}
    expected = {"law20", "law21", "law22", "law23", "law41", "law42", "law43", "law44"}
    assert expected | {"law45", "law46"} <= names


@pytest.mark.parametrize("module", CITING, ids=[m.__name__.rsplit(".", 1)[-1] for m in CITING])
def test_every_id_a_law_module_can_cite_exists(module: object) -> None:
    corpus = load_corpus()
    cites = module.CITES  # type: ignore[attr-defined]
    assert cites
    assert [clause for clause in cites if clause not in corpus] == []


def test_the_clauses_of_these_laws_are_cited() -> None:
    """Every clause of 20-23 and 41-46 that says something is cited by some procedure."""
    corpus = load_corpus()
    ours = [i for i in corpus.ids if _OURS.match(i)]
    # headings without words of their own (their children are cited)
    headings = {"20C", "20F", "42A", "43A", "43A1", "43A2", "43B"}
    assert [i for i in ours if i not in set(declared()) and i not in headings] == []


def test_every_clause_of_these_laws_has_an_event_and_no_other_does() -> None:
    corpus = load_corpus()
    for clause in corpus.ids:
        event = event_for_clause(clause)
        assert (event is not None) is bool(_OURS.match(clause)), clause


@pytest.mark.parametrize("text", ["45c4b", "Правило 45 Ц 4 б", "45.C.4.(b)"])
def test_event_for_clause_reads_ids_as_people_type_them(text: str) -> None:
    assert event_for_clause(text) is conduct.Event.NAMED_CARD


@pytest.mark.parametrize("text", ["", "привет", "99", "19A1", "27B1"])
def test_event_for_clause_is_none_elsewhere(text: str) -> None:
    assert event_for_clause(text) is None
