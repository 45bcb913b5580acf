"""In-text evidence against a law outside 19-46: contexts of this text that an outside law's cue
words also fit, the learned model held back beside them, and the consequences a ruling of this
text hands on to a law outside it only when the text has no remedy of its own.

The questions here are written for this file, unlike the story rows that revealed each case.
"""

from __future__ import annotations

import pytest

from engine.story import outside, outside_model
from engine.story.outside import HELD_MARGIN, cue_laws, handed_on, held_back, outside_laws
from engine.story.outside_model import Prediction, model


def _laws(text: str) -> list[str]:
    return [law.law for law in cue_laws(text)]


IN_TEXT_CONTEXT = [
    # 44D: a void player discarded instead of ruffing (no revoke: was he obliged to ruff?)
    ("У партнёра не было червей, он сбросил пику, хотя мог козырнуть. Разве он не обязан "
     "был бить козырем?", {"61", "62", "63", "64"}),
    # 45E: a card put on a trick already complete is a fifth card, not a dropped card
    ("Declarer dropped another card on a trick that already had four cards in it. What "
     "happens to that card?", {"13", "48", "49", "50"}),
    ("Защитник уронил ещё одну карту в уже полную взятку. Что теперь с этой картой?",
     {"13", "48", "49", "50"}),
    # 22A: a pause before the last pass of a deal passed out informs no one
    ("Все четверо спасовали, хотя Юг перед пасом долго думал. Что теперь?", {"16", "73"}),
    # 25A: a call made absent-mindedly is no hesitation
    ("Партнёр задумался о своём и машинально сказал пас вместо 2♥. Что можно сделать?",
     {"16"}),
    # 40A: a psychic call is legal in this text; calling it cheating does not make it Law 91
    ("Соперник открыл 1♥ с тремя очками, чистый блеф. Это же жульничество?", {"91", "90"}),
    # «claims the trick»: who won one trick (44), not a claim of Law 68
    ("LHO claims the trick because his jack is higher than my ten. Who won it?", {"68"}),
    # a short question naming a law of this text by its bare number («по 45:»)
    ("По 45: карта упала лицом вверх — что?", {"50", "48", "49"}),
]


@pytest.mark.parametrize(("question", "not_named"), IN_TEXT_CONTEXT)
def test_a_context_of_this_text_keeps_the_cue_laws_away(
    question: str, not_named: set[str]
) -> None:
    assert not set(_laws(question)) & not_named
    assert not {law.law for law in outside_laws(question)} & not_named


OUTSIDE_STILL = [
    # the contexts above do not take away the laws they do not fit
    ("Declarer claimed the rest of the tricks, but we still had a trump. What now?", "68"),
    ("Партнёр сбросил трефу при наличии червы, ренонс обнаружили через взятку.", "64"),
    ("На прошлой сдаче соперник ренонсировал, а ещё раньше все четверо спасовали на "
     "другой доске. Что с ренонсом?", "64"),
    ("Соперник долго думал, потом спасовал, и его партнёр открыл после этого 3БК.", "16"),
    # «психанул» is losing one's temper, not a psychic call
    ("Он психанул, наорал на соперников, и его выгнали с турнира. Могли так сделать?", "91"),
    # «по 20 очков» is a count, not Law 20
    ("У обоих по 20 очков, а у защитника выпала карта на стол посреди розыгрыша. Штрафная?",
     "50"),
]


@pytest.mark.parametrize(("question", "law"), OUTSIDE_STILL)
def test_the_laws_the_contexts_do_not_fit_stay(question: str, law: str) -> None:
    assert law in _laws(question)


def test_held_back_when_a_context_kept_a_cue_from_firing() -> None:
    assert held_back("Все четверо спасовали, хотя Юг перед пасом долго думал. Что теперь?")
    assert not held_back("Юг перед пасом долго думал. Партнёр спасовал. Что теперь?")
    assert not held_back("")


@pytest.mark.parametrize(("margin", "named"), [(0.5, False), (HELD_MARGIN + 0.5, True)])
def test_a_held_question_needs_a_surer_model(
    monkeypatch: pytest.MonkeyPatch, margin: float, named: bool
) -> None:
    question = "Все четверо спасовали, хотя Юг перед пасом долго думал. Что теперь?"
    guess = Prediction("ui", "16", model().threshold + margin, ("думать",))
    monkeypatch.setattr(outside_model, "prediction", lambda text: guess)
    monkeypatch.setattr(outside, "cue_laws", lambda text: [])
    assert bool(outside_laws(question)) is named


def test_a_question_nothing_held_keeps_the_models_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    guess = Prediction("revoke", "64", model().threshold + 0.1, ("ренонс",))
    monkeypatch.setattr(outside_model, "prediction", lambda text: guess)
    monkeypatch.setattr(outside, "cue_laws", lambda text: [])
    assert [law.law for law in outside_laws("Что будет за это на седьмой взятке?")] == ["64"]


def test_a_referral_stays_when_this_text_has_no_remedy_of_its_own() -> None:
    # dummy spoke up during the play (43A1): only Law 90's penalty follows
    assert handed_on(["90"], ["43A1(B)", "43B1"]) == ["90"]
    assert handed_on(["90"], ["42B3", "43A1(B)", "43B1"]) == ["90"]


def test_a_breach_of_43a2_is_remedied_here_even_when_nothing_followed() -> None:
    # dummy looked at a defender's hand (43A2(C)) or exchanged hands with declarer (43A2(A))
    # and nothing followed: 43A2 names its breaches as those with 43B2's specific penalties,
    # so Law 90 is a see-also, not the case's law (the forum posts of every voice agree)
    assert handed_on(["90"], ["43A2(C)", "43B1"]) == []
    assert handed_on(["90"], ["43A2(A)", "43B1"]) == []


def test_a_referral_yields_to_this_texts_specific_remedy() -> None:
    # dummy left his seat, then warned declarer of the wrong hand: 43B2(B) is the remedy
    assert handed_on(["90"], ["43A2(B)", "43B1", "43B2", "43B2(B)"]) == []
    # ... and asked declarer about a revoke: the revoke's law is still the case's
    assert handed_on(["90", "64"], ["43A2(C)", "43B1", "43B2", "43B2(C)"]) == ["64"]
    # a referral of another law is not touched by 43B2
    assert handed_on(["50"], ["45E1", "43B2"]) == ["50"]
