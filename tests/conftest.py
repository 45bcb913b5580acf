"""What the whole suite shares: the search built once per session, hypothesis's budget, and
the order in which the workers (``-n 3 --dist loadfile``) take the files.

Building the search (the law text lemmatised, then the example bank: some 4700 questions
understood one by one) costs seconds of CPU; loaded from its on-disk cache
(``engine/search/cache.py``: ``$BRIDGE_LAWS_CACHE``, else ``~/.cache/bridge-laws``, keyed by
what it is built from) it costs a fraction of one. A fresh clone (CI) starts with that cache
cold. The ``search_cache`` fixture (autouse) makes the first build happen here, once, in the
pytest process; every later searcher — here, and in the subprocesses the CLI and bot tests start,
which inherit the environment — loads it instead of building it again.

The same holds for Python's own bytecode: where ``PYTHONDONTWRITEBYTECODE`` is set (some
containers set it), every worker and every program a test starts compiled the whole engine
again, and every worker rewrote the assertions of some 350 test modules again (about 4 s of
CPU per worker at collection). The suite writes those caches (``__pycache__``, ignored by git)
whatever the variable says: the first process to import a module compiles it, every later one
loads it.
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from engine.search import Searcher

# Property tests that do not set their own ``max_examples`` run this many examples;
# HYPOTHESIS_PROFILE=thorough hunts longer (the same properties). Both keep what the active
# profile says otherwise (under CI=1, hypothesis's «ci»: derandomised, no database).
settings.register_profile("suite", parent=settings(), max_examples=50)
settings.register_profile("thorough", parent=settings(), max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))

# Bytecode caches, written here and in every process started from here (see the docstring).
# Set before the first test module is imported: pytest's assertion rewriting reads the flag
# when it imports one. xdist starts its workers after this, with this environment.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

_PRIVATE_CACHE: list[tuple[str, str | None]] = []  # (directory, the variable's old value)

# ``-n 3 --dist loadfile`` (the README's command) hands whole files to the workers, by
# default the files with the most tests first: a slow file of a few tests (a program started
# as a process, a search scored set by set) came last and kept one worker busy long after
# the others had finished. Slow files go first: these, slowest first (their time is their
# tests' work, so no mark says it; figures per file: ``python benchmarks/suite_time.py
# PATHS``), then every file that marks a test ``slow`` (a program started as a process, the
# search built from nothing), then the rest in xdist's order. A missing path is passed over.
SLOW_FILES = (
    "tests/engine/search/test_search_authors.py",  # with test_search_quality.py, see below
    "tests/engine/story/test_story_outside.py",
    "tests/engine/story/test_story_properties.py",  # a few tests, one of them huge input
    "tests/engine/search/test_search_answering.py",
    "tests/engine/search/test_search_startup.py",
    "tests/engine/search/test_search_marks.py",
)
# Files that build the same costly thing run in the same worker, where it is built once: both
# score sets against banks of the other authors (``heldout_searcher``: every bank question
# understood once per worker, ~10 s of CPU), and the development set is scored once for both.
SAME_WORKER = {
    "tests/engine/search/test_search_quality.py": "tests/engine/search/test_search_authors.py",
}


def slow_first(files: list[str], root: Path) -> list[str]:
    """``files`` (paths from the root) in the order the workers should take them."""
    listed = [name for name in SLOW_FILES if name in files]
    marked = [name for name in files if name not in listed and _marks_slow(root / name)]
    first = set(listed) | set(marked)
    return listed + marked + [name for name in files if name not in first]


def _marks_slow(path: Path) -> bool:
    try:
        return "mark.slow" in path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile`` with ``SAME_WORKER`` as one file and slow files first."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    # The order is xdist's private API (pinned below 4 in pyproject.toml); if a release moves
    # it, the files run in xdist's own order rather than not at all.
    if not all(
        hasattr(LoadFileScheduling, name) for name in ("_split_scope", "_assign_work_unit")
    ):
        return None

    class SlowFirst(LoadFileScheduling):  # type: ignore[misc]
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            scope: str = super()._split_scope(nodeid)
            return SAME_WORKER.get(scope, scope)

        def _assign_work_unit(self, node: Any) -> None:
            if not self.ordered:  # the queue is complete by the first assignment
                self.ordered = True
                for scope in reversed(slow_first(list(self.workqueue), config.rootpath)):
                    self.workqueue.move_to_end(scope, last=False)
            super()._assign_work_unit(node)

    return SlowFirst(config, log)


def _writable(directory: Path | None) -> bool:
    if directory is None:
        return False
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=directory):
            return True
    except OSError:
        return False


def pytest_configure(config: pytest.Config) -> None:
    """With the cache turned off (``BRIDGE_LAWS_CACHE=""``) or its directory not writable, a
    private one for this session's processes."""
    from engine.search.cache import default_cache_dir

    if not _writable(default_cache_dir()):
        directory = tempfile.mkdtemp(prefix="bridge-laws-cache-")
        _PRIVATE_CACHE.append((directory, os.environ.get("BRIDGE_LAWS_CACHE")))
        os.environ["BRIDGE_LAWS_CACHE"] = directory


def pytest_unconfigure(config: pytest.Config) -> None:
    while _PRIVATE_CACHE:
        directory, old = _PRIVATE_CACHE.pop()
        shutil.rmtree(directory, ignore_errors=True)
        if old is None:
            os.environ.pop("BRIDGE_LAWS_CACHE", None)
        else:
            os.environ["BRIDGE_LAWS_CACHE"] = old


@pytest.fixture(scope="session")
def packaged_searcher() -> Searcher:
    """The process's searcher (``get_searcher``: the packaged text and example bank), built or
    loaded once and saved to the cache. Shared: use it, never change it (``use_examples``)."""
    from engine.search import get_searcher

    searcher = get_searcher()
    searcher.accelerate()  # votes with numpy, as the bot does (the same votes, faster)
    return searcher


@pytest.fixture(scope="session", autouse=True)
def search_cache(packaged_searcher: Searcher) -> Path:
    """The search's cache directory, warm: a searcher built with ``cache_dir=search_cache``
    loads its index and its packaged example bank instead of building them.

    Autouse: before the first test of any directory, so that no program a test starts
    (``ask``, ``ruling`` on a story, ``console``, ``bot``) builds the search itself.
    """
    assert packaged_searcher.cache_dir is not None
    return packaged_searcher.cache_dir


@pytest.fixture(scope="session")
def heldout_searcher(search_cache: Path) -> Searcher:
    """A searcher whose example bank the tests swap (``use_examples``) before they score:
    each author's set against a bank of the OTHER sets (tests/engine/search).

    Every question is then in 30-odd banks, and building a bank is understanding its
    questions one by one. What the search understands of a question
    (``Searcher._understand``: the text, the vocabulary, the director's index) never
    depends on the bank, so here each question is understood once per session, not once
    per bank that holds it; the banks themselves are built as ``use_examples`` builds them,
    in memory (never saved: a test's bank is no search a program should find in the cache).
    The index is the session's, read from ``search_cache`` rather than built again.
    """
    from engine.search import Searcher
    from laws_text import load_corpus

    searcher = Searcher(load_corpus(), search_cache, examples=())
    searcher.cache_dir = None
    searcher.accelerate()  # every bank it is given votes with numpy (the same votes)
    searcher._understand = functools.cache(searcher._understand)  # type: ignore[method-assign]
    return searcher
