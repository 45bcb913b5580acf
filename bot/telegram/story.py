"""A table story as the notation the ruling wizard builds on (``AUCTION ; fact=value ...``).

The engine rules on a story in words (``engine.answer.rule_text``); the wizard then asks the
missing facts one at a time and rules again on ``base ; fact=value``. Words and ``;`` facts
do not mix safely (a call written as a fact's value may be read as another call of the
story), so the wizard builds on the story's reading in the notation: the auction's calls
with their seats (``engine.story.ruling.engine_text``) or the facts of the play period
(``engine.conduct.facts.write_facts``). A reading is used only when ruling on it gives the
same ruling as the story itself; otherwise there is none, and the wizard shows the ruling
without asking further.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.rules.result import Ruling
    from laws_text import Corpus

# laws whose procedures the play engine holds: 20-23 and 41-46 (as engine/answer.py reads)
_PLAY_LAWS = frozenset({20, 21, 22, 23, 41, 42, 43, 44, 45, 46})


def wizard_notation(text: str, corpus: Corpus | None, searcher: Any) -> str | None:
    """The notation that rules as the story ``text`` does; the text itself when it is the
    notation; None when the story holds no case or no faithful reading. Never raises."""
    from engine.answer import is_notation, rule_text

    try:
        if is_notation(text):
            return text
        candidate = _reading(text, corpus, searcher)
        if candidate is None:
            return None
        told = rule_text(text, corpus, searcher)
        read = rule_text(candidate, corpus)
    except Exception:  # the bot's boundary: without a reading the wizard just does not ask
        return None
    return candidate if _same(told, read) else None


def _reading(text: str, corpus: Corpus | None, searcher: Any) -> str | None:
    """The story in the notation, following the order ``engine.answer.story_ruling`` rules
    in: an irregular auction, else the play period's facts, else a legal auction."""
    from engine.conduct.facts import write_facts
    from engine.conduct.reading import situation_from_story
    from engine.story.outside import outside_laws
    from engine.story.reader import read_story
    from engine.story.ruling import auction_ruling, engine_text

    story = read_story(text)
    auction = auction_ruling(story, corpus) if story.has_auction else None
    if auction is not None and auction.status != "error" and auction.irregularity != "none":
        return engine_text(story)
    if outside_laws(text):
        return None  # a law outside the text: nothing to ask
    info = auction.auction if auction is not None and auction.status != "error" else None
    situation = situation_from_story(text, _hint(text, searcher), info)
    if situation is not None:
        return "; " + write_facts(situation)
    return engine_text(story) if auction is not None else None


def _hint(text: str, searcher: Any) -> str | None:
    """The search's best clause when it lies in the laws of the play procedures."""
    if searcher is None:
        return None
    try:
        hits = searcher.search(text, top=1).hits
    except Exception:  # a question the search refuses still has its story read
        return None
    for hit in hits[:1]:
        if searcher.corpus[hit.clause_id].law in _PLAY_LAWS:
            return str(hit.clause_id)
    return None


def _same(told: Ruling, read: Ruling) -> bool:
    """Whether two rulings say the same thing (the summary's wording aside)."""
    return (
        told.status == read.status
        and told.irregularity == read.irregularity
        and told.offender == read.offender
        and told.laws == read.laws
        and [q.fact for q in told.questions] == [q.fact for q in read.questions]
    )
