"""Law 42: dummy's rights. Absolute (42A: give information on fact or law in the director's
presence, keep count of tricks, play the cards as declarer directs) and qualified by Law 43
(42B: ask declarer, not a defender, about a failure to follow suit; try to prevent declarer's
irregularity; draw attention to an irregularity only after the play of the hand). A right
exercised is nothing to rectify; the same act after an A2 breach leads to 43B2.

>>> from engine.conduct.situation import DummyAct, Event, Situation
>>> d = dummy_action(Situation(Event.DUMMY_ACTION, act=DummyAct.TRACK))
>>> d.irregularity, d.laws
('dummy_right', ['42A2'])
"""

from __future__ import annotations

from engine.conduct import law43
from engine.conduct.draft import PlayDraft, dummy_seat, need
from engine.conduct.situation import DummyAct, Role, Situation
from engine.rules.citations import register

CITES = register("42", "42A1", "42A2", "42A3", "42B", "42B1", "42B2", "42B3")

_ABSOLUTE: dict[DummyAct, tuple[str, str]] = {
    DummyAct.INFORM: (
        "42A1",
        "болван вправе в присутствии судьи давать информацию по факту или правилам",
    ),
    DummyAct.TRACK: ("42A2", "болван может вести счёт выигранных и потерянных взяток"),
    DummyAct.PLAY: ("42A3", "болван играет картами стола по указаниям разыгрывающего"),
}
_NOTHING = "Нарушения нет, исправлять нечего: "


def dummy_action(situation: Situation) -> PlayDraft:
    """What dummy did, judged as a right of Law 42 or, beyond it, a breach of Law 43."""
    draft = PlayDraft("law42", "dummy_right", None)
    act = need(draft, situation, "act")
    if act is None:
        return draft
    if law43.is_breach(act):
        return law43.breach(situation)
    if act in _ABSOLUTE:
        clause, words = _ABSOLUTE[act]
        return draft.cite(clause).say(f"{_NOTHING}{words} ({clause}).")
    if act is DummyAct.ASK_REVOKE:
        return _ask_revoke(situation, draft)
    if act is DummyAct.WARN:
        return _qualified(
            situation,
            draft,
            "42B2",
            act,
            (
                "болван может пытаться предотвратить нарушение со стороны разыгрывающего "
                "(например, предостеречь от хода с неправильной руки)"
            ),
        )
    return _point_out(situation, draft)


def _qualified(
    situation: Situation, draft: PlayDraft, clause: str, act: DummyAct, words: str
) -> PlayDraft:
    """A 42B right: exercised as such unless dummy had breached 43A2 (then 43B2)."""
    draft.cite("42B", clause)
    a2 = need(draft, situation, "a2")
    if a2 is None:
        if situation.a2_alleged:
            # a 43A2 breach alleged and denied: whether dummy breached is the question
            draft.irregularity = "dummy_breach"
        return draft
    if a2:
        draft.offender = dummy_seat(situation)
        return law43.after_a2(situation, draft, act)
    return draft.say(f"{_NOTHING}{words} ({clause}).")


def _ask_revoke(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("42B1")
    target = need(draft, situation, "target")
    if target is None:
        return draft
    if target is not Role.DECLARER:
        draft.irregularity = "dummy_breach"
        draft.offender = dummy_seat(situation)
        draft.cite("43A1(B)", "43A1(C)").say(
            "Нарушение: болван может спросить о ренонсе разыгрывающего, но не вистующего "
            "(42B1); спросив вистующего, он привлёк внимание к нарушению во время розыгрыша "
            "(43A1(B)), а задавать вопросы по поводу игры болван не может (43A1(C))."
        )
        return law43.penalty(draft)
    return _qualified(
        situation,
        draft,
        "42B1",
        DummyAct.ASK_REVOKE,
        (
            "болван может спросить разыгрывающего, не давшего в масть, не имеет ли он карт в "
            "этой масти"
        ),
    )


def _point_out(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("42B3")
    over = need(draft, situation, "play_over")
    if over is None:
        return draft
    if over:
        return draft.say(
            f"{_NOTHING}болван может привлечь внимание к любому нарушению после окончания "
            "розыгрыша сдачи (42B3)."
        )
    draft.irregularity = "dummy_breach"
    draft.offender = dummy_seat(situation)
    draft.cite("43A1(B)").say(
        "Нарушение: болван привлёк внимание к нарушению во время розыгрыша, а это можно "
        "только после окончания розыгрыша (42B3, 43A1(B))."
    )
    law43.penalty(draft)
    a2 = need(draft, situation, "a2")
    if a2 is None:
        return draft.cite("43B2")  # a breach of 43A2 before would bring 43B2's penalties
    if not a2:
        if a2 is not None:
            draft.say("Ограничений 43A2 болван до этого не нарушал: 43B2 не применяется.")
        return draft
    target = need(draft, situation, "target")
    if target is None:
        return draft
    if target is Role.DECLARER:
        return draft.say(
            "Нарушение допустил разыгрывающий, а не вистующий: 43B2(A) не применяется."
        )
    return law43.after_a2(situation, draft, DummyAct.POINT_OUT)
