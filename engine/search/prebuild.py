"""Build the search the package ships: ``python -m engine.search.prebuild``.

Writes the index, the example bank and the parsed lexicon, keyed by what they are built from, into
``engine/data/prebuilt/`` (the files of older keys are removed), so that a fresh install answers
its first question without building them. Run it after changing the law text, the lexicon, the
jargon or the example bank; ``tests/engine/search/test_search_prebuilt.py`` fails until then.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from engine import lexicon
from engine.search import cache as index_cache
from engine.search.examples import packaged_examples_text
from engine.search.searcher import Searcher
from laws_text import load_corpus


def prebuild(target: Path = index_cache.PREBUILT) -> list[Path]:
    """Build from nothing into ``target``; the files written."""
    with tempfile.TemporaryDirectory() as scratch:
        searcher = Searcher(load_corpus(), cache_dir=Path(scratch))
        keys = {searcher.index_key, searcher.bank_key(packaged_examples_text())}
        target.mkdir(parents=True, exist_ok=True)
        for old in target.glob("search-*.bin"):
            old.unlink()
        written = []
        for key in sorted(keys):
            source = Path(scratch) / f"search-{key}.bin"
            shutil.copy2(source, target / source.name)
            written.append(target / source.name)
    for old in target.glob("lexicon-*.bin"):
        old.unlink()
    data = lexicon.source_bytes()
    parsed = target / lexicon.prebuilt_name(data)
    parsed.write_bytes(lexicon.prebuilt_payload(data))
    written.append(parsed)
    return written


def main() -> int:
    for path in prebuild():
        sys.stdout.write(f"{path} ({path.stat().st_size // 1024} KB)\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
