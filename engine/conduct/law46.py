"""Law 46 joins the play period: a designation of dummy's card, ruled by ``engine.play``.

When Law 46 leaves declarer to say which card he meant (46B1 with several suits, 46B3, 46B3(B)),
the question ``card`` offers the candidates; the card answered is the one played.

>>> from engine.conduct.situation import Event, Situation
>>> from engine.play.holding import parse_holding
>>> d = designation(Situation(Event.DESIGNATION, dummy=parse_holding("♠KJ5 ♥A32"), said="пика"))
>>> d.laws, d.sentences[0][:30]
(['46B2'], 'Со стола играется ♠5. Масть на')
"""

from __future__ import annotations

from dataclasses import replace

from engine.conduct.draft import PlayDraft, need
from engine.conduct.situation import Situation
from engine.play.cards import Card, Holding
from engine.play.designation import parse_designation
from engine.play.law46 import rule
from engine.play.request import CardRequest
from engine.play.tricks import legal_cards
from engine.rules.citations import register

CITES = register("46", "46A", "46B", "46B1", "46B2", "46B3", "46B3(A)", "46B3(B)", "46B4", "44C")


def designation(situation: Situation) -> PlayDraft:
    if situation.said is not None and not situation.said.strip():
        situation = replace(situation, said=None)  # nothing said: as the notation reads it
    draft = PlayDraft("law46", "designation", situation.declarer)
    if situation.absent:
        what = f" ({situation.said})" if situation.said else ""
        return draft.cite("46B4").say(
            f"Названной карты{what} на столе нет: такое обозначение является недействительным "
            "(46B4); со стола эта карта не сыграна."
        )
    if situation.dummy is None and situation.said is not None:
        draft = _without_dummy(situation, draft)
        if draft.sentences:
            return draft
    dummy = need(draft, situation, "dummy")
    said = need(draft, situation, "said")
    if dummy is None or said is None:
        return draft
    request = CardRequest(dummy, said, parse_designation(said), situation.led, situation.won)
    ruling = rule(request)
    if ruling.law is not None:
        draft.cite(ruling.law)
    if ruling.law == "46B3" and ruling.status != "final" and situation.led is None:
        draft.cite("46B3(A)")  # dummy leads: the suit dummy won the last trick in decides
    if ruling.status == "final":
        if ruling.card is None:
            return draft.say("Со стола ничего не играется. " + ruling.summary)
        return draft.say(f"Со стола играется {ruling.card.code}. " + ruling.summary)
    choices = ruling.choices or _legal(dummy, situation)
    if not choices:
        return draft.say(ruling.summary)
    chosen = situation.card
    if chosen is not None and chosen in choices:
        return draft.say(
            f"Со стола играется {chosen.code}: разыгрывающий пояснил, какую карту он имел в "
            f"виду. {ruling.summary}"
        )
    draft.say(ruling.summary)
    if ruling.law == "46B3(B)":
        # several legal cards of the rank: the ruling is that declarer designates one (46B3(B)
        # «разыгрывающий должен назвать»); which he then names is his call, not a fact missing
        return draft
    draft.ask(
        "card",
        "Какую карту имел в виду разыгрывающий: " + ", ".join(c.code for c in choices) + "?",
        tuple(c.code for c in choices),
    )
    return draft


def _without_dummy(situation: Situation, draft: PlayDraft) -> PlayDraft:
    """What 46B1 and 46B2 decide before dummy's cards are known: a suit without a rank is its
    lowest card; «младшая» or «старшая» after a lead is the lowest or highest of the suit led."""
    assert situation.said is not None
    said = parse_designation(situation.said)
    if said.card is not None or said.rank is not None:
        if said.suit is None and situation.led is None:
            draft.cite("46B3(A)")  # dummy leads: the suit dummy won the last trick in decides
        return draft.cite("46B3" if said.suit is None else "46A")
    if said.suit is not None and said.height is None:
        return draft.cite("46B2").say(
            f"Со стола играется самая младшая карта {said.suit.symbol}: если разыгрывающий "
            "обозначает масть, но не обозначает старшинство, то считается, что он назвал самую "
            "младшую карту в обозначенной масти (46B2). Если этой масти на столе нет, "
            "обозначение недействительно (46B4)."
        )
    draft.cite("46B1")
    suit = said.suit or situation.led
    if suit is None:
        return draft
    which = "старшая" if said.height == "high" else "младшая"
    return draft.say(
        f"Со стола играется самая {which} карта {suit.symbol}: если разыгрывающий, играя со "
        'стола, говорит "старшая", то считается, что он назвал самую старшую карту в '
        'обозначенной масти; если он говорит "младшая", то считается, что он назвал самую '
        "младшую карту (46B1)."
    )


def _legal(dummy: Holding, situation: Situation) -> tuple[Card, ...]:
    return legal_cards(dummy, situation.led)
