"""Law 43: dummy's limitations (43A) and the penalties for breaching them (43B).

43A1: dummy should not call the director during play (A), may not draw attention to an
irregularity during play (B), may not participate in the play or comment (C). 43A2: he may not
exchange hands with declarer (A), leave his seat to watch declarer (B), or look at a
defender's hand on his own initiative (C). 43B1: any breach is subject to penalty under Law
90. 43B2: after an A2 breach, if dummy then (A) is the first to draw attention to a
defender's irregularity, declarer may not enforce a penalty for it; (B) warns declarer not to
lead from the wrong hand, either defender may choose the hand declarer leads from; (C) is the
first to ask declarer about a possible revoke, declarer must substitute a correct card if his
play was illegal, and the penalty of Law 64 may apply.

>>> from engine.conduct.situation import DummyAct, Event, Situation
>>> d = breach(Situation(Event.DUMMY_BREACH, act=DummyAct.LOOK, then=DummyAct.WARN))
>>> d.laws, d.outside
(['43A2(C)', '43B1', '43B2', '43B2(B)'], ['90'])
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, dummy_seat, need
from engine.conduct.situation import A2_BREACHES, DummyAct, Situation
from engine.rules.citations import register

CITES = register(
    "43",
    "43A1(A)",
    "43A1(B)",
    "43A1(C)",
    "43A2(A)",
    "43A2(B)",
    "43A2(C)",
    "43B1",
    "43B2",
    "43B2(A)",
    "43B2(B)",
    "43B2(C)",
)

_A1: dict[DummyAct, tuple[str, str]] = {
    DummyAct.CALL_DIRECTOR: (
        "43A1(A)",
        "болвану не следует во время розыгрыша инициировать вызов судьи",
    ),
    DummyAct.POINT_OUT: (
        "43A1(B)",
        "болван не может привлекать внимание к нарушению во время розыгрыша",
    ),
    DummyAct.COMMENT: (
        "43A1(C)",
        "болван не может участвовать в игре, делать любые замечания "
        "или задавать какие-либо вопросы по поводу торговли или игры",
    ),
}
_A2: dict[DummyAct, tuple[str, str]] = {
    DummyAct.EXCHANGE: ("43A2(A)", "болван не может обмениваться руками с разыгрывающим"),
    DummyAct.LEAVE_SEAT: (
        "43A2(B)",
        "болван не может покидать своё место для того, чтобы наблюдать игру разыгрывающего",
    ),
    DummyAct.LOOK: (
        "43A2(C)",
        "болван не может по своей собственной инициативе заглядывать в карты любого из вистующих",
    ),
}


def breach(situation: Situation) -> PlayDraft:
    """A breach of dummy's limitations; after an A2 breach, what dummy did next (43B2)."""
    draft = PlayDraft("law43", "dummy_breach", dummy_seat(situation))
    act = need(draft, situation, "act")
    if act is None:
        return draft
    if act in _A1:
        clause, words = _A1[act]
        return penalty(draft.cite(clause).say(f"Нарушение: {words} ({clause})."))
    if act not in _A2:
        # a right of Law 42 named as a breach: the caller routes it to law42
        return draft.cite("43").say("Это действие болвана разбирает правило 42.")
    clause, words = _A2[act]
    penalty(draft.cite(clause).say(f"Нарушение: {words} ({clause})."))
    then = need(draft, situation, "then")
    if then is None:
        return draft
    return after_a2(situation, draft, then)


def penalty(draft: PlayDraft) -> PlayDraft:
    """43B1: every breach of A1 or A2 is subject to penalty under Law 90."""
    return (
        draft.cite("43B1")
        .refer("90")
        .say("Болван подлежит наказанию по правилу 90 (43B1); правила 90 в этом тексте нет.")
    )


def after_a2(situation: Situation, draft: PlayDraft, then: DummyAct) -> PlayDraft:
    """43B2: what follows when dummy, having breached A2, then acts."""
    draft.irregularity = "dummy_breach"
    if then is DummyAct.POINT_OUT:
        return draft.cite("43B2", "43B2(A)").verdict(
            "Болван, нарушивший ограничения 43A2, первым привлёк внимание к нарушению со "
            "стороны вистующего: разыгрывающий не может рассчитывать на какое-либо наказание "
            "нарушителя (43B2(A))."
        )
    if then is DummyAct.WARN:
        return draft.cite("43B2", "43B2(B)").verdict(
            "Болван, нарушивший ограничения 43A2, предостерёг разыгрывающего от хода с "
            "неправильной руки: любой вистующий может выбрать руку, с которой разыгрывающему "
            "надлежит ходить (43B2(B))."
        )
    if then is DummyAct.ASK_REVOKE:
        draft.cite("43B2", "43B2(C)")
        revoke = need(draft, situation, "revoke")
        if revoke is None:
            return draft
        if not revoke:
            return draft.verdict(
                "Болван, нарушивший ограничения 43A2, первым спросил разыгрывающего о "
                "возможном нарушении, но игра разыгрывающего была легальной: заменять нечего "
                "(43B2(C))."
            )
        return draft.refer("64").verdict(
            "Болван, нарушивший ограничения 43A2, первым спросил разыгрывающего о возможном "
            "фальшренонсе: разыгрывающий должен заменить карту на правильную, и может "
            "применяться наказание по правилу 64 (43B2(C)); его нет в этом тексте."
        )
    return draft.say("Других последствий по правилу 43B2 нет.")


def is_breach(act: DummyAct) -> bool:
    """Whether the act is only a breach (pointing out an irregularity is 42B3's first)."""
    return act in A2_BREACHES or (act in _A1 and act is not DummyAct.POINT_OUT)
