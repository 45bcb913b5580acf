"""What the whole suite shares: the search built once per session, and hypothesis's budget.

Building the search (the law text lemmatised, then the example bank: some 4700 questions
understood one by one) costs seconds of CPU; loaded from its on-disk cache
(``engine/search/cache.py``: ``$BRIDGE_LAWS_CACHE``, else ``~/.cache/bridge-laws``, keyed by
what it is built from) it costs a fraction of one. A fresh clone (CI) starts with that cache
cold. The ``search_cache`` fixture (autouse) makes the first build happen here, once, in the
pytest process; every later searcher — here, and in the subprocesses the CLI and bot tests start,
which inherit the environment — loads it instead of building it again.
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

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

_PRIVATE_CACHE: list[tuple[str, str | None]] = []  # (directory, the variable's old value)


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

    return get_searcher()


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
def heldout_searcher() -> Searcher:
    """A searcher whose example bank the tests swap (``use_examples``) before they score:
    each author's set against a bank of the OTHER sets (tests/engine/search).

    Every question is then in 30-odd banks, and building a bank is understanding its
    questions one by one. What the search understands of a question
    (``Searcher._understand``: the text, the vocabulary, the director's index) never
    depends on the bank, so here each question is understood once per session, not once
    per bank that holds it; the banks themselves are built as ``use_examples`` builds them.
    """
    from engine.search import Searcher
    from laws_text import load_corpus

    searcher = Searcher(load_corpus(), examples=())
    searcher._understand = functools.cache(searcher._understand)  # type: ignore[method-assign]
    return searcher
