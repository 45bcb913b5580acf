"""The learned outside-laws model: its weights file, clear questions, the bank, and bad input."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.search.errors import DataFileError
from engine.search.examples import load_examples
from engine.story import outside
from engine.story.outside import outside_laws, outside_table
from engine.story.outside_model import (
    GROUPS,
    features,
    group_of,
    log_odds,
    model,
    packaged,
    parse_model,
    prediction,
)


def test_weights_file_parses_and_is_consistent() -> None:
    learned = model()
    assert set(learned.classes) <= set(GROUPS)
    assert len(learned.prior) == len(learned.classes)
    assert math.isfinite(learned.threshold)
    assert 500 < len(learned.weights) < 20_000  # pruned: the runtime starts fast
    for feature, row in learned.weights.items():
        assert feature and "\t" not in feature
        assert len(row) == len(learned.classes)
        assert all(math.isfinite(value) for value in row)


def test_every_main_law_is_in_the_outside_table() -> None:
    table = outside_table()
    for group, (law, laws) in GROUPS.items():
        assert law in laws and law in table, group
        assert group_of(law) == group


def test_a_malformed_line_is_named() -> None:
    good = "feature\trevoke\tclaim\n@prior\t-1\t-2\n@threshold\t0.5\nренонс\t2.0\t0.1\n"
    assert parse_model(good).weights["ренонс"] == (2.0, 0.1)
    with pytest.raises(DataFileError):
        parse_model(good + "взятка\t1.0\n")
    with pytest.raises(DataFileError):
        parse_model("feature\trevoke\n@prior\tx\n@threshold\t0\n")
    with pytest.raises(DataFileError):
        parse_model("feature\trevoke\n@prior\t-1\n")  # no threshold


def test_features_read_lemmas_pairs_and_the_wrong_layout() -> None:
    assert {"ренонс", "установить", "ренонс_установить"} <= features("Ренонс установлен?")
    assert "ренонс" in features("htyjyc eccnfyjdkty?")  # «ренонс установлен?» on Latin keys
    assert "claim" in features("Declarer claimed the rest")


CLEAR = [
    ("Соперник не дал в масть, хотя у него была черва, и заметили это через две взятки. "
     "Сколько взяток нам передадут за ренонс?", "revoke"),
    ("Разыгрывающий положил карты и сказал, что остальные взятки его, а мы не согласны "
     "с претензией. Как судья решит?", "claim"),
    ("Партнёр долго думал перед пасом, а потом я сказал три бубны. Соперники говорят, "
     "что я воспользовался паузой. Это можно?", "ui"),
    ("Мы опоздали к началу на двадцать минут, и судья снял с нас очки. Законно?",
     "tardiness"),
    ("Мы не согласны с решением судьи. Как подать апелляцию и кто её рассмотрит?", "appeal"),
]


@pytest.mark.parametrize(("question", "group"), CLEAR)
def test_clear_questions_are_named(question: str, group: str) -> None:
    found = prediction(question)
    assert found is not None and found.group == group
    assert found.law == GROUPS[group][0]


def test_a_sample_of_the_bank_is_not_sent_outside() -> None:
    sample = load_examples()[::10]
    flagged = [q.question for q in sample if prediction(q.question) is not None]
    assert len(flagged) <= 0.01 * len(sample), flagged[:5]


def test_the_cue_rules_answer_stands() -> None:
    found = outside_laws("Соперник сделал ренонс, заметили через две взятки")
    assert [law.law for law in found] == ["64"]
    assert not found[0].fired.startswith("модель")


def test_the_model_speaks_when_the_cue_rules_are_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(outside, "cue_laws", lambda text: [])
    found = outside_laws(CLEAR[0][0])
    assert [law.law for law in found] == ["64"]
    assert found[0].fired.startswith("модель: ") and found[0].topic == "ренонс"
    assert outside_laws("Партнёр открылся 1 пикой, я ответил 2 трефы. Можно пас?") == []


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_outside_laws_never_raises(text: str) -> None:
    found = outside_laws(text)
    assert isinstance(found, list)
    for law in found:
        assert law.law.isdigit()


@pytest.mark.parametrize("junk", ["", "   ", "\x00\x01", "<b>пас</b>", "😡" * 50,
                                  "а" * 30_000, "ytljcnfnjxyjt pfrfp"])
def test_bad_input_never_raises(junk: str) -> None:
    assert isinstance(outside_laws(junk), list)
    found = prediction(junk)  # must not raise either
    assert found is None or found.law in outside_table()


def test_the_model_read_back_from_the_cache_is_the_packaged_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the first process parses the packaged file and keeps the parse; a later one reads it
    monkeypatch.setenv("BRIDGE_LAWS_CACHE", str(tmp_path))
    packaged.cache_clear()
    try:
        parsed = model()
        assert any(tmp_path.iterdir()), "the parse was not kept in the cache"
        packaged.cache_clear()
        cached = model()
    finally:
        packaged.cache_clear()
    assert cached is not parsed
    assert (cached.classes, cached.prior, cached.threshold) == (
        parsed.classes, parsed.prior, parsed.threshold
    )
    found = features("разыгрывающий ренонс на третьей взятке, признали после следующей")
    assert log_odds(found, cached) == log_odds(found, parsed)
