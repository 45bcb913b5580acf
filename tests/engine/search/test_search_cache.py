"""The built index is cached by what it was built from, and any cache problem is harmless."""

from __future__ import annotations

from pathlib import Path

from engine.search import Searcher
from engine.search import cache as index_cache
from laws_text import load_corpus

QUESTION = "партнёр сказал пас не в свою очередь"


def test_second_searcher_reads_the_cache_and_answers_the_same(tmp_path: Path) -> None:
    first = Searcher(load_corpus(), cache_dir=tmp_path)
    files = list(tmp_path.glob("search-*.bin"))
    assert len(files) == 2  # the index, and the example bank built over it
    second = Searcher(load_corpus(), cache_dir=tmp_path)
    assert list(tmp_path.glob("search-*.bin")) == files
    assert second.search(QUESTION) == first.search(QUESTION)
    assert second.domain == first.domain
    assert second.bank == first.bank


def test_corrupt_cache_is_rebuilt(tmp_path: Path) -> None:
    expected = Searcher(load_corpus()).search(QUESTION)
    Searcher(load_corpus(), cache_dir=tmp_path)
    for file in tmp_path.glob("search-*.bin"):
        file.write_bytes(b"\x00garbage")
    assert Searcher(load_corpus(), cache_dir=tmp_path).search(QUESTION) == expected


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
