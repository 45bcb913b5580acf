"""The table of Ukrainian and Belarusian words read as Russian (``engine/data/kindred.tsv``):
well formed, one Russian form per word and language, no word mapped to itself."""

from __future__ import annotations

import re

from engine.search.kindred import TABLE, as_russian

ROWS = [line.split("\t") for line in TABLE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")]


def test_every_row_has_a_language_a_word_and_its_russian_form() -> None:
    assert ROWS
    for row in ROWS:
        assert len(row) == 3, row
        language, word, russian = row
        assert language in ("uk", "be"), row
        assert word == word.lower() and russian == russian.lower(), row
        assert re.fullmatch(r"[а-яёіїєґў'’ʼ]+", word), row
        assert re.fullmatch(r"[а-яё]+(-[а-яё]+)?( [а-яё]+)?", russian), row  # «кто-то»
        assert word != russian, row


def test_no_word_is_given_twice_in_one_language() -> None:
    seen = [(language, word) for language, word, _ in ROWS]
    assert len(seen) == len(set(seen))


def test_a_ukrainian_post_is_read_in_russian_word_by_word() -> None:
    assert as_russian("Південь сказав, що суддя не дозволив") == (
        "Юг сказал, что судья не разрешил")


def test_a_belarusian_post_is_read_in_russian_word_by_word() -> None:
    assert as_russian("Здаваў Усход, а суддзю паклікалі, калі партнёр выправіў заяўку на 2♥.") \
        == "Сдавал Восток, а судью позвали, когда партнёр исправил заявку на 2♥."
