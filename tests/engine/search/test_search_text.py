"""Normalisation, keyboard layout, typo repair and morphology of questions."""

from __future__ import annotations

import pytest

from engine.glyphs import looks_latin, to_russian
from engine.search import Searcher
from engine.search.analyze import analyse, fix_layout
from engine.search.morph import is_stopword, lemmas
from engine.search.normalize import normalise, words


@pytest.fixture(scope="module")
def searcher(packaged_searcher: Searcher) -> Searcher:
    return packaged_searcher


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Партнёр", ["партнер"]),
        ("ЁЛКИ", ["елки"]),
        ("пас👍не в очередь!!!", ["пас", "не", "в", "очередь"]),
        ("<b>контра</b>", ["контра"]),
        ("S.O. и s. o.", ["so", "и", "so"]),
        ("ｆｕｌｌ　ｗｉｄｔｈ", ["full", "width"]),
        ("\x00\x07контра\ufffd", ["контра"]),
    ],
)
def test_words_are_normalised(raw: str, expected: list[str]) -> None:
    assert words(raw) == expected


def test_normalise_drops_emoji_and_keeps_punctuation() -> None:
    assert normalise("  ДАБЛ  😡 не в очередь?! ") == "дабл не в очередь?!"


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("ytljcnfnjxyjt yfpyfxtybt", "недостаточное назначение"),
        ("gfc dyt jxthtlb", "пас вне очереди"),
        ("ghfdbkj 27", "правило 27"),
        ("xnj ltkfnm&", "что делать?"),
        ("ythfpht", "ythfpht"),  # not a word in either layout: left alone
    ],
)
def test_layout_conversion(searcher: Searcher, typed: str, meant: str) -> None:
    converted, _ = fix_layout(typed, searcher.vocabulary)
    assert " ".join(words(converted)) == " ".join(words(meant))


@pytest.mark.parametrize(
    "fine",
    ["LHO принял", "RHO спасовал", "S.O. разрешает", "UI от партнёра", "insufficient bid",
     "dummy rights", "27b1", "bid out of turn"],
)
def test_layout_never_converts_words_that_are_fine(searcher: Searcher, fine: str) -> None:
    converted, corrections = fix_layout(normalise(fine), searcher.vocabulary)
    assert corrections == []
    assert converted == normalise(fine)


def test_layout_keys_round_trip() -> None:
    assert to_russian("z,kjrj") == "яблоко"
    assert looks_latin("z,kjrj") and not looks_latin("яблоко") and not looks_latin("27")


@pytest.mark.parametrize(
    ("typo", "fixed"),
    [
        ("недостточное", "недостаточное"),
        ("назначене", "назначение"),
        ("вистуюший", "вистующий"),
        ("одновреммные", "одновременные"),
        ("реконтрра", "реконтра"),
    ],
)
def test_typo_repair(searcher: Searcher, typo: str, fixed: str) -> None:
    analysis = analyse(typo, searcher.vocabulary)
    assert analysis.words == [fixed]
    assert analysis.corrections == [(typo, fixed)]


@pytest.mark.parametrize("word", ["пас", "контра", "болван", "нет", "28"])
def test_known_and_short_words_are_not_repaired(searcher: Searcher, word: str) -> None:
    assert analyse(word, searcher.vocabulary).corrections == []


def test_every_normal_form_of_an_ambiguous_word() -> None:
    assert set(lemmas("стали")) == {"стать", "сталь"}
    assert lemmas("ёлки") == lemmas("елки")


def test_negations_are_kept() -> None:
    assert not is_stopword("не") and not is_stopword("нет")
    assert is_stopword("в") and is_stopword("которого")


def test_jargon_expands_to_the_translation(searcher: Searcher) -> None:
    analysis = analyse("дабл не в свою очередь", searcher.vocabulary)
    assert ("дабл", "контра") in analysis.expansions
    assert ("не в свою очередь", "вне очереди") in analysis.expansions
    assert ("вне",) in analysis.terms and ("контра",) in analysis.terms
