"""Bad input never raises out of the play-period engine's entry points."""

from __future__ import annotations

import pytest

from engine.conduct import KNOWN_FACTS, rule_play, rule_situation


@pytest.mark.parametrize(
    ("text", "piece"),
    [
        ("x" * 6000, "Слишком длинный"),
        ("   ", "Пустой"),
        ("\x00\x01 ; \x02=\x03", "Неизвестный факт"),
        ("<script>alert(1)</script>", ""),
        ("; ;;; ;", "Не указано событие"),
        ("; cj,snbt=gznfz_rfhnf", "Неизвестный факт"),
        ("; событие=пятая_карта кто=", "нет значения"),
        ("; =да", "Неизвестный факт"),
        ("🃏 ; событие=взятка", ""),
    ],
)
def test_bad_text_gives_a_russian_error(text: str, piece: str) -> None:
    ruling = rule_play(text)
    assert ruling.status == "error"
    assert ruling.error and piece in ruling.error
    assert not ruling.error.startswith("внутренняя ошибка")


@pytest.mark.parametrize("value", [None, 42, b"bytes", ["список"]])
def test_not_a_text_or_a_situation_is_an_error(value: object) -> None:
    assert rule_play(value).status == "error"  # type: ignore[arg-type]
    assert rule_situation(value).status == "error"  # type: ignore[arg-type]


def test_known_facts_name_the_russian_keys() -> None:
    for key in ("событие (event)", "кто (actor)", "это_ход (was_lead)", "взятка (trick)"):
        assert key in KNOWN_FACTS


def test_every_fact_has_a_name_to_write_it_with() -> None:
    """Each fact of the play notation has its words in the lexicon, so that the notation a
    story's reading writes (``write_facts``) reads back (a fact without them made every story
    that set it an internal error)."""
    from engine.conduct.facts import KINDS
    from engine.lexicon import concepts

    named = set(concepts("conduct.key."))
    missing = [key for key in KINDS if f"conduct.key.{key}" not in named]
    assert not missing, missing
