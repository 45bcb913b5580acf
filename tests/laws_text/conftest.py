from __future__ import annotations

from pathlib import Path

import pytest

from laws_text import Corpus, load_corpus

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "laws_text" / "sources"
CANONICAL = ROOT / "laws_text" / "laws_1987.txt"


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return load_corpus()


def source(prefix: str) -> str:
    (path,) = SOURCES.glob(f"{prefix}_*.txt")
    return path.read_text(encoding="utf-8")
