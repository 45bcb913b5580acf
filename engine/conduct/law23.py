"""Law 23: a pass that may damage the non-offending side: forced by a penalty (23A) or out
of turn at partner's turn (23B). The auction and play go on; afterwards the director may
award an adjusted score.

Reading: a forced pass (23A) is not itself an irregularity, so its code is ``none``; a pass
out of turn at partner's turn (23B) is ``pass_out_of_rotation`` (its penalty is Law 30).

>>> from engine.conduct.situation import Event, PassKind, Situation
>>> d = damaging_pass(Situation(Event.DAMAGING_PASS, kind=PassKind.FORCED, could_know=True))
>>> d.laws, d.adjusted
(['23', '23A'], True)
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, need
from engine.conduct.situation import PassKind, Situation
from engine.rules.citations import register

CITES = register("23", "23A", "23B", "30")


def damaging_pass(situation: Situation) -> PlayDraft:
    draft = PlayDraft("law23", "none", situation.offender).cite("23")
    kind = need(draft, situation, "kind")
    if kind is None:
        return draft
    if kind is PassKind.FORCED:
        return _forced(situation, draft.cite("23A"))
    draft.irregularity = "pass_out_of_rotation"
    draft.cite("23B")
    damage = need(draft, situation, "may_damage")
    if damage is None:
        return draft
    if not damage:
        return draft.cite("30").say(
            "Присужденного результата по правилу 23B нет: судья не считает, что пас вне "
            "очереди в очередь партнёра может нанести ущерб (23B). Сам пас вне очереди "
            "исправляется по правилу 30."
        )
    return draft.adjust("23B").say(
        "Торговля и игра продолжаются; после игры судья назначает присужденный результат, "
        "если сочтёт, что пасом вне очереди ненарушившей стороне нанесён ущерб (23B)."
    )


def _forced(situation: Situation, draft: PlayDraft) -> PlayDraft:
    could_know = need(draft, situation, "could_know")
    if could_know is None:
        return draft
    if not could_know:
        return draft.say(
            "Присужденного результата по правилу 23A нет: нарушитель в момент нарушения не "
            "мог знать, что вынужденный пас партнёра может ущемить ненарушившую сторону (23A)."
        )
    return draft.adjust("23A").say(
        "Торговля и игра продолжаются; после игры судья назначает присужденный результат, "
        "если сочтёт, что вынужденным пасом ненарушившей стороне нанесён ущерб (23A)."
    )
