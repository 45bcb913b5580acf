"""The built index is cached by what it was built from, and any cache problem is harmless.

Each test builds the search from nothing, so each builds the smallest one that still shows
the behaviour: the whole law text (the index is what is cached), and an example bank of a
few examples instead of the packaged ~5000, each of which would be understood one by one
(seconds of CPU that prove nothing more: the bank is saved, read and rebuilt the same way
whatever it holds).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search import cache as index_cache
from engine.search import searcher as searcher_module
from engine.search.examples import Example, load_examples
from laws_text import load_corpus

QUESTION = "партнёр сказал пас не в свою очередь"


@pytest.fixture(scope="module")
def bank() -> tuple[Example, ...]:
    """A small example bank: one example of each author, so it is no bank of one kind."""
    chosen: dict[str, Example] = {}
    for example in load_examples():
        chosen.setdefault(example.source, example)
    return tuple(chosen.values())


@pytest.fixture(scope="module")
def first(
    tmp_path_factory: pytest.TempPathFactory, bank: tuple[Example, ...]
) -> tuple[Path, Searcher]:
    """A searcher built into an empty cache directory (built once for the module)."""
    directory = tmp_path_factory.mktemp("cache")
    return directory, Searcher(load_corpus(), cache_dir=directory, examples=bank)


def _never_built(*args: object, **kwargs: object) -> None:
    raise AssertionError("built again, not read from the cache")


@pytest.mark.slow  # builds the search from nothing
def test_second_searcher_reads_the_cache_and_answers_the_same(
    first: tuple[Path, Searcher], bank: tuple[Example, ...], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built, searcher = first
    files = sorted(built.glob("search-*.bin"))
    assert len(files) == 2  # the index, and the example bank built over it
    for file in files:  # a directory of this test's own: the module's stays as it was built
        shutil.copy2(file, tmp_path / file.name)
    files = sorted(tmp_path.glob("search-*.bin"))
    with monkeypatch.context() as patched:  # read, not built again
        patched.setattr(searcher_module, "build_index", _never_built)
        patched.setattr(Searcher, "_built_bank", _never_built)
        second = Searcher(load_corpus(), cache_dir=tmp_path, examples=bank)
    assert sorted(tmp_path.glob("search-*.bin")) == files
    assert second.search(QUESTION) == searcher.search(QUESTION)
    assert second.domain == searcher.domain
    assert second.bank == searcher.bank


@pytest.mark.slow  # builds the search from nothing
def test_corrupt_cache_is_rebuilt(
    first: tuple[Path, Searcher], bank: tuple[Example, ...], tmp_path: Path
) -> None:
    built, searcher = first
    expected = searcher.search(QUESTION)  # built, not loaded: the cache was empty
    for file in built.glob("search-*.bin"):
        shutil.copy2(file, tmp_path / file.name)
    assert len(list(tmp_path.glob("search-*.bin"))) == 2
    for file in tmp_path.glob("search-*.bin"):
        file.write_bytes(b"\x00garbage")
    rebuilt = Searcher(load_corpus(), cache_dir=tmp_path, examples=bank)
    assert rebuilt.search(QUESTION) == expected


@pytest.mark.slow  # builds the search from nothing
def test_unwritable_cache_falls_back_to_memory(
    bank: tuple[Example, ...], tmp_path: Path
) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    searcher = Searcher(load_corpus(), cache_dir=blocker / "cache", examples=bank)
    assert searcher.search(QUESTION).hits


def test_cache_dir_from_environment(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", "")
    assert index_cache.default_cache_dir() is None
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", "/tmp/x")
    assert index_cache.default_cache_dir() == Path("/tmp/x")
    monkeypatch.delenv("BRIDGE_LAWS_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", "/var/cache/me")
    assert index_cache.default_cache_dir() == Path("/var/cache/me/bridge-laws")
