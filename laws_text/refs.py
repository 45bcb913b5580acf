"""Cross-references in clause text: «см. правило 23A», «правилом 26B», «раздел A2B»."""

from __future__ import annotations

from collections.abc import Iterator

from laws_text.model import Edition, Ref


def find_refs(text: str, clause_id: str, ids: set[str], edition: Edition) -> Iterator[Ref]:
    """Every reference in ``text``, resolved to a canonical id (placeholder until written)."""
    return iter(())
