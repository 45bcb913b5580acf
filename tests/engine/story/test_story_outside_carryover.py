"""The learned outside-laws model on wordings it never saw: typos, slang endings, the wrong
layout, English, and in-text questions that must stay in this text.

The questions here are written for this file, unlike the rows the model learned from; each
test removes the cue rules (``outside.cue_laws``) so that the model alone answers.
"""

from __future__ import annotations

import pytest

from engine.glyphs import to_russian
from engine.story import outside
from engine.story.outside_model import features, grams, prediction


@pytest.fixture
def model_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(outside, "cue_laws", lambda text: [])


def test_grams_mark_the_edges_and_skip_short_words() -> None:
    assert grams("клейм") == ["~#кле", "~клей", "~лейм", "~ейм#"]
    assert grams("пас") == [] and grams("4♠") == [] and grams("") == []


def test_a_misspelt_word_shares_most_of_its_grams() -> None:
    right = set(grams("претензия"))
    typo = features("притензия")  # one letter wrong
    assert len(right & typo) >= len(right) // 2


MISSPELT = [
    # a revoke with its key words misspelt («ренанснул», «праотивник»): the lemmas of the
    # misspelt words are unknown, their character n-grams are not
    ("праотивник ренанснул, потом ещё 2 взятки отыграли. сколька нам отдадут?", "revoke"),
    # a claim told in misspelt slang («заклемил остатак»)
    ("дикларер заклемил остатак, у нас же козырь был", "claim"),
    # a claim typed on the English layout («противник заклеймил остаток? а у нас козырь»)
    ("ghjnbdybr pfrktqvbk jcnfnjr? f e yfc rjpshm", "claim"),
]


@pytest.mark.parametrize(("question", "group"), MISSPELT)
def test_misspelt_outside_questions_are_named(
    model_alone: None, question: str, group: str
) -> None:
    found = prediction(question)
    assert found is not None and found.group == group
    assert found.evidence and not any(word.startswith("~") for word in found.evidence)


IN_TEXT = [
    # an insufficient bid (27)
    "Сосед после моих 2♥ назвал 1♠ — явно не заметил. Что ему теперь можно заявить?",
    # who makes the opening lead (41A)
    "Торговля закончилась, контракт у нас. Кто из соперников ходит первым — слева от "
    "разыгрывающего или справа?",
    # a card exposed during the auction (24)
    "Ещё шла торговля, а у соседа справа из рук выпал король треф картинкой вверх. Что с ним?",
    # a call out of rotation (28-32)
    "Партнёр назвал 1♦, не дождавшись своей очереди, раньше соперника справа. Как быть?",
]


@pytest.mark.parametrize("question", IN_TEXT)
def test_in_text_questions_stay_in_this_text(model_alone: None, question: str) -> None:
    assert outside.outside_laws(question) == []


def test_an_english_post_is_not_read_on_the_russian_layout() -> None:
    # its words turned into Russian letters are nonsense whose n-grams would speak for some
    # group by chance; a question typed on the wrong layout is still read on the right one
    english = "Declarer asked what the discards meant, and LHO refused to explain"
    found = features(english)
    assert to_russian("declarer") not in found and to_russian("discards") not in found
    assert "declarer" in found
    assert "противник" in features("ghjnbdybr pfrktqvbk jcnfnjr")
