"""``bridge-laws ruling --help`` lists the facts of the play-period notation (docs/cli.md sends
the reader there for them): every fact ``read_facts`` knows, each by a name it reads."""

from __future__ import annotations

from bot.cli.ruling import EPILOG
from engine.conduct.facts import KINDS
from engine.lexicon import fold, words


def _forms(name: str) -> set[str]:
    """A listed name as the lexicon may hold it: «_» for a space, or «_» itself."""
    return {fold(name), fold(name.replace("_", " "))}


def _play_fact_names() -> list[str]:
    listed = EPILOG.split("Факты розыгрыша", 1)[1].split(":", 1)[1].split(". Пример", 1)[0]
    return [name.strip() for name in listed.split(",")]


def test_every_play_fact_is_listed_by_a_name_the_notation_reads() -> None:
    names = _play_fact_names()
    missing = [
        key for key in KINDS if key != "dealer"  # the dealer is listed with the auction's facts
        and not any(_forms(name) & words(f"conduct.key.{key}") for name in names)
    ]
    assert not missing, missing


def test_every_listed_name_is_a_fact() -> None:
    known = {word for key in KINDS for word in words(f"conduct.key.{key}")}
    unknown = [name for name in _play_fact_names() if not _forms(name) & known]
    assert not unknown, unknown
