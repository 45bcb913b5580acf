"""The last step of the ranking: a learned weighing of the evidence each candidate has.

The text search, the director's index and the example bank each have a say; how much each
one should weigh depends on the question's wording, and guesses about it did not
generalise across authors. The twenty best candidates (by the hand-set combination) are
re-ordered by a linear score over the features below, with weights learned from every
author's labelled questions (``benchmarks/train_ranker.py``, pairwise logistic regression,
each set's candidates computed with an example bank without that set). The weights are
data: ``engine/data/ranker.tsv``.

>>> weights = parse_weights("# test\\ncombined\\t2.0\\nvote\\t1.0\\n", "test.tsv", strict=False)
>>> round(score(weights, {"combined": 0.5, "vote": 1.0, "text": 3.0}), 3)
2.0
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.search.errors import DataFileError

RANKER_FILE = "ranker.tsv"
RANKER_PATH = Path(__file__).resolve().parent.parent / "data" / RANKER_FILE
DEPTHS = 5  # law, section, item, (A) item, (1) item

# every feature of a candidate clause (values in [0, 1])
FEATURES = (
    "text",  # its text score over the best text score
    "ruled",  # the director's index: the weight of the ruling that reaches it
    "voted",  # the example bank: the vote that reaches it (its own or a law's above it)
    "combined",  # the hand-set combination of the three over the best one
    "rank",  # 1 / (1 + its place in that combination)
    *(f"depth{depth}" for depth in range(DEPTHS)),  # law, section, item, …
    "textless",  # a title over items, with no words of its own
    "share",  # the share of the question's words it answers
    "vote-share",  # its own vote over all the votes
    "vote",  # its own vote (at most 1)
    # the same × how long the question is (a story, or a few words): the evidence weighs
    # differently in a story told by a player and in a short query
    "combined-long",
    "ruled-long",
    "voted-long",
    "vote-long",
    "vote-top",  # its own vote over the strongest vote
    "voted-top",  # the vote that reaches it over the strongest one
    "first-ruled",  # the hand-set best: its ruling …
    "first-text",  # … and its text score
    "phase-off",  # its law is of the play and the question's facts of the auction, or back
)

# the facts (``engine/search/facts.py``) that place a question in the play or in the auction:
# a long story matches words of both, and the text search cannot tell which part it tells
PLAY_FACTS = frozenset({
    "card", "dummy", "on-dummy", "names-dummy", "who=dummy", "who=declarer", "discard",
    "no-follow", "face-down", "held", "void", "touched", "wrong-hand", "wrong-card",
    "asks-revoke", "dummy-violated", "informs-law", "swapped", "absent-card", "no-suit",
    "left-seat", "remark", "withdraw", "honour", "lead", "fifth", "penalty-card",
})
AUCTION_FACTS = frozenset({
    "bid", "pass", "double", "redouble", "insufficient", "oot", "call", "call-change",
    "next=act", "next=bid", "next=call", "next=pass", "next-lho", "turn=rho", "turn=lho",
    "turn=partner", "must-pass", "accept", "reject", "owner-called", "own-side",
    "conventional", "partner-acts", "misinformed", "auction", "above-seven", "after",
})
FIRST_PLAY_LAW = 41  # laws 41-46: the play; 19-40: the auction

Features = Mapping[str, float]


@dataclass(frozen=True)
class Evidence:
    """What the search knows of one candidate clause, before it becomes ``FEATURES``."""

    place: int  # its place in the hand-set combination (0: the best)
    depth: int  # 0 a law, 1 a section, …
    textless: bool  # a title over items, with no words of its own
    text: float  # its text score over the best one
    ruled: float  # the director's index's gain that reaches it
    voted: float  # the example bank's gain that reaches it
    combined: float  # the hand-set combination over the best one
    share: float  # the share of the question's words it answers
    vote: float  # its own vote (unbounded)
    vote_share: float  # its own vote over all the votes
    vote_top: float  # its own vote over the strongest vote
    voted_top: float  # the gain that reaches it over the strongest gain
    phase_off: bool = False  # its law is of the other part of the deal than the question's


def phase(facts: Iterable[str]) -> int:
    """Which part of the deal the question's facts tell of: 1 the play, -1 the auction, 0
    neither or both as much.

    >>> phase(["who=dummy", "card", "oot"]), phase(["bid", "oot", "lead"]), phase(["oot"])
    (1, -1, -1)
    >>> phase([]), phase(["card", "bid"])
    (0, 0)
    """
    found = set(facts)
    play, auction = len(found & PLAY_FACTS), len(found & AUCTION_FACTS)
    return (play > auction) - (auction > play)


def phase_off(question: int, law: int) -> bool:
    """Whether a clause of ``law`` lies in the other part of the deal than the question's.

    >>> phase_off(1, 27), phase_off(1, 45), phase_off(-1, 45), phase_off(0, 45)
    (True, False, True, False)
    """
    return question * (1 if law >= FIRST_PLAY_LAW else -1) < 0


def features(evidence: Evidence, length: float) -> dict[str, float]:
    """The features of a candidate; ``length``: how long the question is (0 to 1).

    >>> found = features(Evidence(0, 2, False, 1.0, 0.5, 0.0, 1.0, 0.4, 2.0, 0.5, 1.0, 0.0), 0.5)
    >>> found["depth2"], found["vote"], found["ruled-long"], found["first-ruled"]
    (1.0, 1.0, 0.25, 0.5)
    >>> set(found) <= set(FEATURES)
    True
    """
    vote = min(1.0, evidence.vote)
    out = {
        "text": evidence.text,
        "ruled": evidence.ruled,
        "voted": evidence.voted,
        "combined": evidence.combined,
        "rank": 1.0 / (1 + evidence.place),
        f"depth{evidence.depth}": 1.0,
        "textless": 1.0 if evidence.textless else 0.0,
        "share": evidence.share,
        "vote-share": evidence.vote_share,
        "vote": vote,
        "combined-long": evidence.combined * length,
        "ruled-long": evidence.ruled * length,
        "voted-long": evidence.voted * length,
        "vote-long": vote * length,
        "vote-top": evidence.vote_top,
        "voted-top": evidence.voted_top,
        "phase-off": 1.0 if evidence.phase_off else 0.0,
    }
    if evidence.place == 0:
        out["first-ruled"] = evidence.ruled
        out["first-text"] = evidence.text
    return out


def score(weights: Mapping[str, float], features: Features) -> float:
    known = weights.get
    return sum([known(name, 0.0) * value for name, value in features.items()])


def parse_weights(text: str, source: str = RANKER_FILE, strict: bool = True) -> dict[str, float]:
    """``feature<TAB>weight`` lines; strict: every feature of ``FEATURES``, nothing else."""
    weights: dict[str, float] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip() or raw.startswith("#"):
            continue
        columns = raw.split("\t")
        try:
            name, weight = columns[0].strip(), float(columns[1])
        except (IndexError, ValueError):
            raise DataFileError(source, number, "нужно два столбца: признак и вес-число") from None
        if strict and name not in FEATURES:
            raise DataFileError(source, number, f"неизвестный признак «{name}»")
        weights[name] = weight
    missing = [name for name in FEATURES if name not in weights]
    if strict and missing:
        raise DataFileError(source, 0, f"нет весов признаков: {', '.join(missing)}")
    return weights


@cache
def load_weights() -> dict[str, float]:
    """The packaged weights (read once per process)."""
    return parse_weights(RANKER_PATH.read_text(encoding="utf-8"), str(RANKER_PATH))
