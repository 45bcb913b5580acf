"""The circumstances a question's words tell (``engine/search/marks.py``).

``_cues`` runs only for the words in ``_CUES`` (most words of a question tell nothing and
the check runs on every question): that set must hold every word and word set ``_cues``
looks at, or a circumstance would silently go unseen.
"""

from __future__ import annotations

import ast
import inspect

import pytest

from engine.search import marks
from engine.search.examples import load_examples
from engine.search.facts import facts
from engine.search.normalize import normalise


def test_every_word_the_cues_look_at_is_a_cue() -> None:
    tree = ast.parse(inspect.getsource(marks._cues))
    literals = {
        node.value for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    } - {ast.get_docstring(tree.body[0])}
    named_sets = {
        node.id for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(getattr(marks, node.id, None), frozenset)
    }
    facts_added = {  # facts.add("…"): names of facts, not words
        node.args[0].value for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add"
        and isinstance(node.args[0], ast.Constant)
    } | {"other-strain", "reject", "accept", "repeat"}
    missing = {w for w in literals - facts_added if " " not in w} - marks._CUES
    assert not missing
    for name in named_sets:
        assert getattr(marks, name) <= marks._CUES, name


class _Everything:
    """A set every word is in: the check without the shortcut."""

    def __contains__(self, item: object) -> bool:
        return True

    def isdisjoint(self, other: object) -> bool:
        return False


def test_the_shortcut_changes_no_question_s_facts(monkeypatch: pytest.MonkeyPatch) -> None:
    questions = [normalise(example.question) for example in load_examples()]
    fast = [facts(question) for question in questions]
    monkeypatch.setattr(marks, "_CUES", _Everything())
    assert [facts(question) for question in questions] == fast
