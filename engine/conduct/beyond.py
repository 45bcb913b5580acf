"""Situations of the play that laws outside this text govern wholly: a lead out of turn in the
play (Laws 53-56), a revoke (Laws 61-64), inspecting a quitted trick (Law 66), a defective
trick (Law 67), a claim (Laws 68-71). The ruling names the law and
cites only the clauses of 19-46 that bear on the case.

>>> from engine.conduct.situation import Event, Situation
>>> d = revoke(Situation(Event.REVOKE))
>>> d.outside, d.governed, d.laws
(['61', '62', '63', '64'], True, ['44C'])
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, actor_seat
from engine.conduct.situation import Role, Situation
from engine.rules.citations import register

CITES = register("44C", "44G")


def lead_out_of_turn(situation: Situation) -> PlayDraft:
    draft = PlayDraft("beyond", "trick", actor_seat(situation)).cite("44G")
    if situation.actor is Role.DEFENDER:
        laws: tuple[str, ...] = ("53", "56")
    elif situation.actor in (Role.DECLARER, Role.DUMMY):
        laws = ("53", "55")
    else:
        laws = ("53", "55", "56")
    return draft.refer(*laws, governed=True).say(
        f"Ход не в очередь в розыгрыше решают правила {', '.join(laws)}; их нет в этом тексте "
        "(в нём правила 19–46). Ходить должен игрок, выигравший предыдущую взятку (44G)."
    )


def revoke(situation: Situation) -> PlayDraft:
    draft = PlayDraft("beyond", "follow_suit", actor_seat(situation)).cite("44C")
    return draft.refer("61", "62", "63", "64", governed=True).say(
        "Ренонс решают правила 61–64; их нет в этом тексте (в нём правила 19–46). Обязанность "
        "давать в масть имеет приоритет по отношению ко всем остальным требованиям (44C)."
    )


def claim(situation: Situation) -> PlayDraft:
    draft = PlayDraft("beyond", "none", actor_seat(situation))
    return draft.refer("68", "69", "70", "71", governed=True).say(
        "Претензии и уступки взяток решают правила 68–71; их нет в этом тексте (в нём "
        "правила 19–46)."
    )


def quitted_trick(situation: Situation) -> PlayDraft:
    draft = PlayDraft("beyond", "trick", None)
    return draft.refer("66", governed=True).say(
        "Осмотр взяток (в том числе уже закрытых) решает правило 66; его нет в этом тексте "
        "(в нём правила 19–46)."
    )


def defective_trick(situation: Situation) -> PlayDraft:
    draft = PlayDraft("beyond", "trick", actor_seat(situation))
    return draft.refer("67", governed=True).say(
        "Дефектную взятку (в ней нет карты игрока или в ней лишняя карта) решает правило 67; "
        "его нет в этом тексте (в нём правила 19–46)."
    )
