"""From a story to the rules engine: ``auction_ruling(story) -> Ruling | None``.

The story's calls become the notation ``bridge-laws ruling`` reads (seat prefixes, facts after
``;``); what the words do not say stays unsaid, so the engine asks it (``needs_facts``).

>>> from engine.story.reader import read_story
>>> story = read_story("Сдающий Север. Север открыл 1 трефу, Восток пас, Юг 1 бубна, "
...                    "а Запад говорит 1 трефа. Я не принял. Что решать?")
>>> engine_text(story)
'N:1♣ E:пас S:1♦ W:1♣ ; сдающий=N принято=нет'
>>> ruling = auction_ruling(story)
>>> ruling.irregularity, ruling.offender, ruling.auction.dealer_from
('insufficient_bid', <Seat.W: 3>, 'fact')
>>> auction_ruling(read_story("Что такое недостаточное назначение?")) is None
True
"""

from __future__ import annotations

from dataclasses import replace

from engine.rules.result import Ruling, SeatCall
from engine.rules.ruling import rule
from engine.story.model import Circumstance, Story
from laws_text import Corpus

_FACTS = (
    (Circumstance.NOT_ACCEPTED, "принято=нет"),
    (Circumstance.ACCEPTED, "принято=да"),
    (Circumstance.CORRECTED_AT_ONCE, "нечаянно=да"),
    (Circumstance.CONVENTIONAL, "конвенционно=да"),
    (Circumstance.NOT_CONVENTIONAL, "конвенционно=нет"),
)


def engine_text(story: Story) -> str:
    """The story's auction and facts in the notation of ``bridge-laws ruling``."""
    calls = " ".join(str(item) for item in story.calls)
    facts = [f"сдающий={story.dealer.letter}"]
    said = story.circumstances
    for circumstance, fact in _FACTS:
        if circumstance in said and not (
            circumstance is Circumstance.ACCEPTED and Circumstance.NOT_ACCEPTED in said
        ):
            facts.append(fact)
    if Circumstance.CORRECTED_LATER in said and Circumstance.CORRECTED_AT_ONCE not in said:
        facts.append("нечаянно=нет")
    if story.replacement is not None:
        facts.append(f"замена={story.replacement}")
    return f"{calls} ; {' '.join(facts)}"


def auction_ruling(story: Story, corpus: Corpus | None = None) -> Ruling | None:
    """The rules engine's ruling on the story's auction, None when the story holds none.

    ``auction.calls`` and ``auction.dealer_from`` are the calls and the dealer as the story
    was read; the story's notes open the summary. Never raises.
    """
    try:
        if not story.has_auction:
            return None
        ruling = rule(engine_text(story), corpus)
    except Exception as error:  # the outer boundary, as ``rule`` itself
        message = f"внутренняя ошибка: {type(error).__name__}"
        return Ruling(status="error", summary=message, error=message)
    if ruling.status == "error":
        return ruling
    calls = tuple(SeatCall(seat, call) for seat, call in story.seated())
    ruling.auction = replace(ruling.auction, calls=calls, dealer_from=story.dealer_from)
    if story.notes:
        ruling.summary = " ".join((*story.notes, ruling.summary))
    return ruling
