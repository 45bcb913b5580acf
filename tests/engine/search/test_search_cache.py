"""The built index is cached by what it was built from, and any cache problem is harmless."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search import cache as index_cache
from laws_text import load_corpus

QUESTION = "партнёр сказал пас не в свою очередь"


@pytest.fixture(scope="module")
def first(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Searcher]:
    """A searcher built into an empty cache directory (built once for the module)."""
    directory = tmp_path_factory.mktemp("cache")
    return directory, Searcher(load_corpus(), cache_dir=directory)


@pytest.mark.slow  # builds the search from nothing
def test_second_searcher_reads_the_cache_and_answers_the_same(
    first: tuple[Path, Searcher], tmp_path: Path
) -> None:
    built, searcher = first
    files = sorted(built.glob("search-*.bin"))
    assert len(files) == 2  # the index, and the example bank built over it
    for file in files:  # a directory of this test's own: the module's stays as it was built
        shutil.copy2(file, tmp_path / file.name)
    files = sorted(tmp_path.glob("search-*.bin"))
    second = Searcher(load_corpus(), cache_dir=tmp_path)
    assert sorted(tmp_path.glob("search-*.bin")) == files
    assert second.search(QUESTION) == searcher.search(QUESTION)
    assert second.domain == searcher.domain
    assert second.bank == searcher.bank


@pytest.mark.slow  # builds the search from nothing
def test_corrupt_cache_is_rebuilt(first: tuple[Path, Searcher], tmp_path: Path) -> None:
    built, searcher = first
    expected = searcher.search(QUESTION)  # built, not loaded: the cache was empty
    for file in built.glob("search-*.bin"):
        shutil.copy2(file, tmp_path / file.name)
    assert len(list(tmp_path.glob("search-*.bin"))) == 2
    for file in tmp_path.glob("search-*.bin"):
        file.write_bytes(b"\x00garbage")
    assert Searcher(load_corpus(), cache_dir=tmp_path).search(QUESTION) == expected


@pytest.mark.slow  # builds the search from nothing
def test_unwritable_cache_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    searcher = Searcher(load_corpus(), cache_dir=blocker / "cache")
    assert searcher.search(QUESTION).hits


def test_cache_dir_from_environment(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", "")
    assert index_cache.default_cache_dir() is None
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", "/tmp/x")
    assert index_cache.default_cache_dir() == Path("/tmp/x")
    monkeypatch.delenv("BRIDGE_LAWS_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", "/var/cache/me")
    assert index_cache.default_cache_dir() == Path("/var/cache/me/bridge-laws")
