"""A learned reading of «which case is this story?»: the irregularity code a director would
give it (``insufficient_bid``, ``fifth_card``, ``dummy_right`` …, «outside» for a law outside
19-46).

The play reader (``engine.conduct.reading``) chooses the event from decisive words and a
priority among them that was written by hand for the voices of the development stories; on
posts of writers it never saw it picks the wrong event more often than a text classifier
trained on many voices does (``benchmarks/train_case.py`` prints both, each set scored by a
model that never saw its writers). This multinomial logistic regression over the outside
model's features (``engine.story.outside_model.features``: lemmas, lemma pairs, character
n-grams, the jargon's translations) is that classifier. Its weights are
``engine/data/case_model.tsv`` in the outside model's format: for each feature and each code
the weight it adds to the code's score; ``@prior`` the codes' biases; ``@threshold`` the
probability from which the reader follows the model against its own choice.

>>> guess = case_guess("Защитник положил во взятку пятую карту, ♠6. Явно не ход.")
>>> guess.code, guess.probability > 0.5
('fifth_card', True)
>>> case_guess("") is None
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.story.outside_model import Model, features, log_odds, packaged

__all__ = ["CaseGuess", "case_guess", "case_model"]

TABLE = "data/case_model.tsv"


def case_model() -> Model:
    """The packaged case model (read once per process)."""
    return packaged(TABLE)


@dataclass(frozen=True)
class CaseGuess:
    code: str  # the likeliest code
    probability: float  # its probability
    threshold: float  # the probability from which the reader follows the model
    probabilities: dict[str, float]  # every code's

    @property
    def sure(self) -> bool:
        """The model is sure enough to overrule the reader's own choice."""
        return self.probability >= self.threshold


def case_guess(text: str, learned: Model | None = None) -> CaseGuess | None:
    """The model's code for a story (None for an empty one)."""
    if not isinstance(text, str) or not text.strip():
        return None
    learned = learned or case_model()
    scores = log_odds(features(text), learned)
    top = max(scores)
    exps = [math.exp(score - top) for score in scores]
    total = sum(exps)
    probabilities = {code: value / total for code, value in zip(learned.classes, exps,
                                                                 strict=True)}
    code = max(probabilities, key=probabilities.__getitem__)
    return CaseGuess(code, probabilities[code], learned.threshold, probabilities)
