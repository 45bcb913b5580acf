"""Whether the search answers a long story, and the per-query shortcuts that must not change
what it answers (the character table of ``normalise``, the per-term scores, the play
markers asked only of the words they start from)."""

from __future__ import annotations

import csv
import random
import unicodedata
from pathlib import Path

import pytest

from engine.glyphs import fold_ukrainian, fold_yo, plain_latin, plain_suits
from engine.search import Searcher, scenes
from engine.search import normalize as normalize_module
from engine.search.clues import Token, has_any, tokens
from engine.search.normalize import normalise
from laws_text import load_corpus

STORIES = Path(__file__).resolve().parents[2] / "data" / "stories"
# released development sets (holdout5 keeps an unseen slice, holdout6 is unseen)
RELEASED = ("", "holdout", "holdout2", "holdout3", "holdout4")

# a long table story told around a call out of turn: the director's index rules on a clause
# that shares almost none of its words, so the hand-set best answers too little of it
TOLD_AROUND = (
    "Сидим играем, клубный вечер, всё как обычно. Сдавал Восток, я на Юге. Задумался о своём "
    "и выдал pass раньше Востока — думал, что сдавал я. Восток позвал ТД. Пас мой отменили. "
    "Теперь вопрос: что мне делать дальше, и что партнёру?"
)


@pytest.fixture(scope="module")
def by_text(search_cache: Path) -> Searcher:
    """A searcher whose learned order is the text's alone: its first three are not the
    hand-set combination's best (which the director's index puts first)."""
    return Searcher(load_corpus(), search_cache, weights={"text": 1.0})


def test_a_story_is_answered_when_the_learned_best_answers_it(by_text: Searcher) -> None:
    understood = by_text._understand(TOLD_AROUND)
    votes = by_text.bank.votes(understood.features)
    candidates, matched = by_text._candidates(
        understood.analysis, understood.ruled, votes, understood.phase
    )
    assert not by_text._answers(*by_text._coverage(understood.analysis,
                                                   matched[candidates[0].number]))
    result = by_text.search(TOLD_AROUND)
    assert len(result.hits) == 3 and not result.suggestions


def _released_stories() -> list[str]:
    told = []
    for folder in RELEASED:
        for path in sorted((STORIES / folder).glob("*.tsv")):
            with path.open(encoding="utf-8") as file:
                rows = csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE)
                told += [row["story"] for row in rows if row["clauses"] != "-"]
    return told


def test_every_released_story_about_these_laws_gets_clauses(
    packaged_searcher: Searcher,
) -> None:
    stories = _released_stories()
    assert len(stories) > 500
    unanswered = [story[:80] for story in stories if not packaged_searcher.search(story).hits]
    assert unanswered == []


def _one_by_one(text: str) -> str:
    """``normalise`` as it was written first: each character judged where it stands."""
    text = plain_latin(plain_suits(unicodedata.normalize("NFKC", text)))
    text = text.translate(normalize_module._SUITS)
    text = normalize_module._TAG.sub(" ", text)
    text = "".join(char if normalize_module._keep(char) else " " for char in text)
    text = normalize_module._GLUED_BID.sub(r"\1 \2", fold_ukrainian(fold_yo(text.lower())))
    return normalize_module._SPACE.sub(" ", text).strip()


def test_normalise_keeps_and_drops_each_character_as_judged_one_by_one() -> None:
    generator = random.Random(20261201)
    junk = [
        "".join(chr(generator.randrange(0x30000)) for _ in range(300)) for _ in range(200)
    ]
    told = ["Пас ♥ не в очередь 😡\u2028<i>2пики</i>\x00 Ёж", "ＬＨＯ\u00a0дал\u200bконтру"]
    for text in junk + told:
        assert normalise(text) == _one_by_one(text)
    assert len(normalize_module._KEPT) <= normalize_module._KEPT_SIZE


def test_words_no_clause_uses_are_not_remembered(packaged_searcher: Searcher) -> None:
    made_up = ["зюквырпаш", "пасоквистрель", "дамминатор"]
    packaged_searcher.search("партнёр " + " ".join(made_up) + " спасовал не в очередь")
    remembered = packaged_searcher._term_scores
    assert remembered and not any(word in remembered for word in made_up)
    assert all(term in packaged_searcher.index.postings for term in remembered)


def _every_marker_on_every_word(sequence: list[Token]) -> set[str]:
    """``scenes.scene`` as it was written first: each marker asked of each word."""
    found: set[str] = set()
    for i in range(len(sequence)):
        for _, marker in scenes._MARKERS:
            marker(sequence, i, found)
    if "cancelled" in found and any(has_any(t, scenes._LEAD_WORDS) for t in sequence):
        found.add("restriction")
    scenes.exposed(sequence, found)
    return found


def test_the_play_markers_skip_only_words_they_would_pass_over() -> None:
    told = _released_stories()
    for path in sorted((STORIES.parent).glob("questions*.tsv")):
        told += [line.split("\t")[0] for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    told += ["партнёр-болван сказал: «ходи с бубей!»", "dummy-man left the table"]
    for text in told:
        sequence = tokens(normalise(text))
        found: set[str] = set()
        scenes.scene(sequence, found)
        assert found == _every_marker_on_every_word(sequence), text[:80]
