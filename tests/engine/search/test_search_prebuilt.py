"""The search the package ships is the search its data build, so a fresh install's first
answer loads it instead of building it (``python -m engine.search.prebuild`` renews it)."""

from __future__ import annotations

import shutil
from pathlib import Path

from engine import lexicon
from engine.search import Searcher
from engine.search import cache as index_cache
from engine.search.examples import packaged_examples_bytes, packaged_examples_text
from laws_text import load_corpus

RENEW = "run «python -m engine.search.prebuild» and commit engine/data/prebuilt/"


def test_the_shipped_search_is_current(packaged_searcher: Searcher) -> None:
    keys = {packaged_searcher.index_key, packaged_searcher.bank_key(packaged_examples_text())}
    shipped = {path.name for path in index_cache.PREBUILT.glob("search-*.bin")}
    assert shipped == {f"search-{key}.bin" for key in keys}, RENEW


def test_the_bank_key_read_from_bytes_is_the_key_of_the_text(tmp_path: Path) -> None:
    # the start-up keys the bank by the files' bytes, never decoded: the same key as the text
    assert packaged_examples_bytes() == packaged_examples_text().encode("utf-8")
    (tmp_path / "b.tsv").write_bytes("вопрос\t27B1\r\nпас\r1\n".encode())
    (tmp_path / "a.tsv").write_bytes("\ufeffответ\t30\n".encode())
    text = packaged_examples_text(tmp_path)
    assert packaged_examples_bytes(tmp_path) == text.encode("utf-8")
    assert index_cache.fingerprint(["k", text]) == index_cache.fingerprint(
        ["k", packaged_examples_bytes(tmp_path)]
    )


def test_an_empty_cache_is_filled_from_the_shipped_search(
    packaged_searcher: Searcher, tmp_path: Path
) -> None:
    fresh = Searcher(load_corpus(), cache_dir=tmp_path, shipped=index_cache.PREBUILT)
    assert len(list(tmp_path.glob("search-*.bin"))) == 2  # copied, for the next process
    for question in (
        "партнёр сказал пас не в свою очередь",
        "болван заглянул в карты вистующего",
        "контра на заявку своего партнёра",
    ):
        assert fresh.search(question) == packaged_searcher.search(question)


def test_a_spoiled_shipped_file_is_not_used(tmp_path: Path) -> None:
    shipped = tmp_path / "shipped"
    shutil.copytree(index_cache.PREBUILT, shipped)
    for path in shipped.glob("search-*.bin"):
        path.write_bytes(b"\x00spoiled")
    key = next(shipped.glob("search-*.bin")).name[len("search-") : -len(".bin")]
    assert index_cache.load(tmp_path / "cache", key, shipped) is None
    assert not (tmp_path / "cache").exists()


def test_no_cache_directory_means_no_cache_at_all() -> None:
    key = next(index_cache.PREBUILT.glob("search-*.bin")).name[len("search-") : -len(".bin")]
    assert index_cache.load(None, key, index_cache.PREBUILT) is None


def test_the_shipped_lexicon_is_the_lexicon_parsed() -> None:
    data = lexicon.source_bytes()
    shipped = lexicon.PREBUILT_DIR / lexicon.prebuilt_name(data)
    assert shipped.exists(), RENEW
    assert [path.name for path in lexicon.PREBUILT_DIR.glob("lexicon-*.bin")] == [shipped.name]
    assert lexicon.read_shipped(shipped) == lexicon.parse_lexicon(data.decode("utf-8"))


def test_a_spoiled_shipped_lexicon_is_not_used(tmp_path: Path) -> None:
    spoiled = tmp_path / "lexicon-0-0.bin"
    spoiled.write_bytes(b"\x00spoiled")
    assert lexicon.read_shipped(spoiled) is None
    assert lexicon.read_shipped(tmp_path / "absent.bin") is None
