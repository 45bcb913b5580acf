"""The search's cue words live in the lexicon (``engine/data/lexicon.tsv``), not in code.

Every module of ``engine/search`` and ``engine/play`` names a concept
(``words("search.pass")``) instead of keeping its own list of the words, so a word is
added in one place and two modules cannot disagree about it: «все запасовали» and «все
спасовали» are the same story.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine.lexicon import concepts, words
from engine.search.facts import facts
from engine.search.normalize import normalise

ROOT = Path(__file__).resolve().parents[3]
MODULES = sorted((ROOT / "engine" / "search").glob("*.py")) + sorted(
    (ROOT / "engine" / "play").glob("*.py")
) + [ROOT / "engine" / "lexicon.py"]  # its helpers read concepts too (``english_text``)
MOST = 4  # a literal holding more Cyrillic words than this is a word list
_CYRILLIC_WORD = re.compile(r"[а-яё][а-яё-]+")
# tables of morphology, not words: suffixes and sound alternations
_MORPHOLOGY = {
    ("clues.py", "_PARTICIPLE"),  # «-нный», «-нного», …: passive participles' endings
    ("morph.py", "_LABIAL_L"),  # «бл», «вл», …: the inserted «л» of a verb stem
    ("morph.py", "_ALTERNATING"),  # «вл»/«в», «жд»/«д»: consonant alternations
    ("words.py", "_ADJ"),  # «ый», «ая», …: adjective endings
    ("words.py", "_NOUN_A"),  # «а», «ы», «у», …: noun endings
}


def _cyrillic(strings: list[object]) -> list[str]:
    return [s for s in strings if isinstance(s, str) and _CYRILLIC_WORD.fullmatch(s.lower())]


def _constants(nodes: list[ast.expr]) -> list[object]:
    return [node.value for node in nodes if isinstance(node, ast.Constant)]


def _split_texts(tree: ast.Module, skipped: set[int]) -> set[str]:
    """Module-level strings that the code splits into words (``_TEXT.split()``)."""
    named = {
        target.id: node.value.value
        for node in tree.body if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets if isinstance(target, ast.Name)
    }
    texts: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or id(node) in skipped:
            continue
        function = node.func
        if isinstance(function, ast.Attribute) and function.attr == "split":
            receiver = function.value
            if isinstance(receiver, ast.Constant) and isinstance(receiver.value, str):
                texts.add(receiver.value)
            elif isinstance(receiver, ast.Name) and receiver.id in named:
                texts.add(named[receiver.id])
        elif isinstance(function, ast.Name) and "split" in function.id:
            texts.update(v for v in _constants(node.args) if isinstance(v, str))
    return texts


def word_lists(path: Path) -> list[str]:
    """Where a module keeps a literal list of more than ``MOST`` Cyrillic words."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and (path.name, t.id) in _MORPHOLOGY for t in node.targets
        ):
            skipped.update(id(child) for child in ast.walk(node))
    found: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Set | ast.List | ast.Tuple):
            listed = _cyrillic(_constants(node.elts))
        elif isinstance(node, ast.Dict):
            listed = _cyrillic(_constants([key for key in node.keys if key is not None]))
        elif isinstance(node, ast.Call):  # has(token, "а", "б", …)
            listed = _cyrillic(_constants(node.args))
        else:
            continue
        if len(listed) > MOST:
            found.append(f"{path.name}:{node.lineno}: {' '.join(listed[:6])} …")
    for text in _split_texts(tree, skipped):
        if len(listed := _cyrillic(text.split())) > MOST:
            found.append(f"{path.name}: text «{' '.join(listed[:6])} …»")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda path: path.name)
def test_no_module_keeps_a_word_list(path: Path) -> None:
    assert word_lists(path) == []


def test_the_scan_sees_each_kind_of_list(tmp_path: Path) -> None:
    """The check itself: a set, a dict, a call and a split text are each found."""
    five = '"пас", "пасс", "пасовать", "спасовать", "запасовать"'
    module = tmp_path / "sample.py"
    module.write_text(
        f"A = frozenset({{{five}}})\n"
        f"B = {{{five.replace(', ', ': 1, ')}: 1}}\n"
        f"C = has(token, {five})\n"
        '_TEXT = """пас пасс пасовать спасовать запасовать"""\n'
        "D = _TEXT.split()\n"
        'E = ("нный", "нного", "нной", "нную", "нным")\n',
        encoding="utf-8",
    )
    assert len(word_lists(module)) == 5


def _asked(path: Path) -> tuple[set[str], set[str]]:
    """The concepts a module asks for by name, and the prefixes of those it builds."""
    names: set[str] = set()
    prefixes: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        function = node.func
        name = function.attr if isinstance(function, ast.Attribute) else getattr(
            function, "id", ""
        )
        if name != "words":
            continue
        argument = node.args[0]
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
            names.add(argument.value)
        elif isinstance(argument, ast.JoinedStr) and isinstance(
            first := argument.values[0], ast.Constant
        ):
            prefixes.add(str(first.value))
    return names, prefixes


def _all_asked() -> tuple[set[str], set[str]]:
    names: set[str] = set()
    prefixes: set[str] = set()
    for path in MODULES:
        more_names, more_prefixes = _asked(path)
        names |= more_names
        prefixes |= more_prefixes
    return names, prefixes


def test_every_concept_the_code_asks_for_exists() -> None:
    names, prefixes = _all_asked()
    assert names, "no module asks the lexicon"
    assert names - set(concepts()) == set()
    for prefix in prefixes:
        assert concepts(prefix), prefix


@pytest.mark.parametrize("area", ["search.", "designation."])
def test_every_concept_of_the_search_and_play_is_read(area: str) -> None:
    names, prefixes = _all_asked()
    unread = [c for c in concepts(area) if c not in names and not c.startswith(tuple(prefixes))]
    assert unread == []


def test_the_pass_words_are_one_concept() -> None:
    assert {"спасовать", "запасовать", "пасануть", "пасс"} <= words("search.pass")


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("все запасовали", "все спасовали"),
        ("после того как все запасовали, партнер сказал контра",
         "после того как все спасовали, партнер сказал контра"),
        ("он обязан был пасовать, а сказал 2 пики", "он обязан был запасовать, а сказал 2 пики"),
    ],
)
def test_the_pass_verbs_tell_the_same_story(first: str, second: str) -> None:
    assert facts(normalise(first)) == facts(normalise(second))
    assert facts(normalise(first))
