"""Laws outside 19-46 in new voices: one keyboard-layout decision shared with the search, the
learned model's law beside the cue rules' when it names another topic, and the words of
posts the cue rules once missed.
"""

from __future__ import annotations

import pytest

from engine.search import get_searcher
from engine.search.analyze import fix_layout
from engine.search.normalize import normalise
from engine.story import outside, outside_model
from engine.story.outside import GUESSED, JOIN_LEAD, cue_laws, outside_laws
from engine.story.outside_model import Prediction, model, on_russian_layout

LAYOUT = [
    "ghjnbdybr pfrktqvbk jcnfnjr",  # all on the English layout
    "Партнёр сделал htyjyc, заметили через две взятки",  # one word on it
    "Declarer asked what the discards meant, and LHO refused to explain",  # English
    "LHO не принял 1♠, а RHO сказал пас",  # Latin terms in a Russian post
    "Партнёр сделал ренонс",  # nothing Latin
]


@pytest.mark.parametrize("text", LAYOUT)
def test_the_layout_is_the_searchs_one_decision(text: str) -> None:
    fixed, corrections = fix_layout(normalise(text), get_searcher().vocabulary)
    assert on_russian_layout(text) == (fixed if corrections else None)


def test_one_word_on_the_wrong_layout_is_read_by_the_cue_rules() -> None:
    # most of the post is Russian: the old test of «most chunks Latin» never converted it
    assert on_russian_layout("Партнёр сделал htyjyc") == "партнер сделал ренонс"
    assert [law.law for law in cue_laws("Партнёр сделал htyjyc, заметили через две взятки")] == [
        "64"
    ]


def test_an_english_post_is_not_converted() -> None:
    assert on_russian_layout("Declarer claimed the rest, but I still had a trump") is None
    assert "68" in [law.law for law in cue_laws("Declarer claimed the rest, but I had a trump")]


def _guess(group: str, law: str, margin: float = 1.0, lead: float = JOIN_LEAD) -> Prediction:
    odds = model().threshold + margin
    return Prediction(group, law, odds, ("ренонс",), {group: odds, "penalty_card": odds - lead})


def test_the_models_other_topic_follows_the_cue_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    # «penalty card» is the cue words' law; the model is far surer of a revoke
    monkeypatch.setattr(outside_model, "inside_odds", lambda text: 0.0)
    monkeypatch.setattr(outside_model, "prediction", lambda text: _guess("revoke", "64"))
    found = outside_laws("Разыгрывающий говорит, что моя карта теперь штрафная карта")
    assert [law.law for law in found] == ["50", "64"]
    assert found[0].fired != found[1].fired and found[1].fired.startswith(GUESSED)


def test_a_model_only_a_little_surer_of_another_topic_adds_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(outside_model, "inside_odds", lambda text: 0.0)
    guess = _guess("revoke", "64", lead=JOIN_LEAD - 0.5)
    monkeypatch.setattr(outside_model, "prediction", lambda text: guess)
    found = outside_laws("Разыгрывающий говорит, что моя карта теперь штрафная карта")
    assert [law.law for law in found] == ["50"]


def test_the_models_same_topic_adds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(outside_model, "inside_odds", lambda text: 0.0)
    monkeypatch.setattr(outside_model, "prediction", lambda text: _guess("penalty_card", "50"))
    found = outside_laws("Разыгрывающий говорит, что моя карта теперь штрафная карта")
    assert [law.law for law in found] == ["50"]


def test_a_law_named_by_number_is_not_joined(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(outside_model, "prediction", lambda text: _guess("tardiness", "74"))
    assert [law.law for law in outside_laws("Сдача 19: что по правилу 16?")] == ["16"]


def test_a_held_context_keeps_a_doubtful_guess_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(outside_model, "inside_odds", lambda text: 0.0)
    monkeypatch.setattr(outside_model, "prediction", lambda text: _guess("ui", "16", 0.1))
    monkeypatch.setattr(outside, "held_back", lambda text: True)
    found = outside_laws("Разыгрывающий говорит, что моя карта теперь штрафная карта")
    assert [law.law for law in found] == ["50"]


@pytest.mark.parametrize(
    ("question", "law"),
    [
        # the American spelling of the traveller (the score slip): a score to be corrected
        ("Opps wrote 790 on the traveler, I think it should be 990. Who's right?", "79"),
        # another name of unauthorised information, despite a call out of rotation
        ("Юг открыл 2♥ вне очереди, заявку отменили. Может ли Север пользоваться этим? "
         "Это ведь нелегальная информация.", "16"),
        # the English «lead» as slang: the wrong defender led first
        ("Кто лидит первым против 3БК? А если лидит не тот, что тогда?", "54"),
    ],
)
def test_words_of_new_voices(question: str, law: str) -> None:
    assert law in [found.law for found in cue_laws(question)]


def test_a_score_to_correct_is_law_79_on_a_doubled_contract_too() -> None:
    # a doubled contract keeps the scoring table's cue words in 19D's question; a score
    # recorded wrong is Law 79's whatever the contract was
    question = ("We played 4♠ doubled, vulnerable, and made 5. Opps wrote 790 on the traveler, "
                "I think it should be 990. Who's right?")
    assert [law.law for law in outside_laws(question)][:1] == ["79"]
