"""Law 41: the opening lead face down (41A), questions before it is faced (41B, with 20C2 and
20F2), too late once it is faced (41C), and dummy's layout (41D).

Readings of the 1987 text, documented here:
- 41B names the opening leader's partner and the presumed declarer; the opening leader may
  ask at his first turn to play, that is before he leads (20C2, 20F2). The presumed dummy is
  named by neither: the engine says he has no such right.
- After the opening lead is faced, a player who has not yet played a card may still require
  a review at his first turn to play (41B: "это право теряется, когда он сыграл картой");
  after that only the contract and whether it was doubled may be told (41C).
- A card led by the wrong player before the opening lead: a defender's is Law 54, a card of
  declarer's side Law 48 (both outside this text).

>>> from engine.conduct.situation import Event, Situation
>>> from engine.rules.model import Seat
>>> d = opening_lead(Situation(Event.OPENING_LEAD, declarer=Seat.S))
>>> d.laws, d.sentences[0][:36]
(['41A'], 'Первый ход делает Запад, закрытой ка')
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, actor_seat, dummy_seat, need
from engine.conduct.situation import Request, Role, Situation
from engine.rules.citations import register

CITES = register("41", "41A", "41B", "41C", "41D", "20C1", "20C2", "20F2", "43A1(C)")

# a defender's right to ask whose lead it is (20C1), said where he asked it
WHO_LEADS_RIGHT = ("после финального паса любой вистующий имеет право спросить, не он ли должен "
                   "делать первый ход")


def opening_lead(situation: Situation) -> PlayDraft:
    """Who makes the opening lead, and how (41A)."""
    draft = PlayDraft("law41", "opening_lead", None).cite("41A")
    if situation.declarer is None and situation.seat is not None:
        if situation.face_down:  # whoever led face down, only the director withdraws it
            return draft.say(
                f"{situation.seat.russian} сделал первый ход закрытой картой. Ход закрытой "
                "картой может быть отменён только судьёй после нарушения (правило 47E2); "
                "отменённая карта возвращается в руку вистующего (41A). Первый ход делает "
                "вистующий слева от разыгрывающего (41A)."
            )
        if situation.face_down is False:  # told as the opening lead, not one out of turn
            draft.offender = situation.seat  # 41A asks for a lead face down
            return draft.say(
                f"{situation.seat.russian} сделал первый ход открытой картой, хотя правило 41A "
                "требует закрытой (если S.O. не определило, что первые ходы делаются открытой "
                "картой, — сноска к 41A); карта остаётся ходом. Если же ходил не тот игрок, "
                "это решают правила 54 (вистующий) и 48 (сторона разыгрывающего), их нет в "
                "этом тексте."
            )
    declarer = need(draft, situation, "declarer")
    if declarer is None:
        return draft
    leader = declarer.lho
    seat = situation.seat
    if seat is not None and seat is not leader:
        return _wrong_leader(situation, draft, leader)
    draft.offender = None
    if situation.request is Request.WHO_LEADS:
        draft.cite("20C1").say(f"Спросить было можно: {WHO_LEADS_RIGHT} (20C1).")
    draft.say(
        f"Первый ход делает {leader.russian}, закрытой картой: вистующий слева от "
        f"разыгрывающего ({declarer.russian_genitive}) (41A)."
    )
    if situation.face_down is False:
        draft.offender = leader  # he led face up, 41A asks for a card face down
        draft.say(
            "Ход сделан открытой картой, хотя правило 41A требует закрытой (если S.O. не "
            "определило, что первые ходы делаются открытой картой, — сноска к 41A); карта "
            "остаётся ходом."
        )
    else:
        draft.say(
            "Ход закрытой картой может быть отменён только судьёй после нарушения (правило "
            "47E2); отменённая карта возвращается в руку вистующего (41A)."
        )
        if situation.face_down and situation.corrected:
            draft.offender = seat or leader  # he took his face-down lead back himself
            draft.say(
                "Сам ходящий заменить закрытую карту не может: ходом остаётся первая карта, "
                "положенная рубашкой вверх (41A)."
            )
    return draft


def _wrong_leader(situation: Situation, draft: PlayDraft, leader: object) -> PlayDraft:
    seat, declarer = situation.seat, situation.declarer
    assert seat is not None and declarer is not None
    draft.offender = seat
    if situation.face_down and not seat.same_side(declarer):
        return draft.say(
            f"Первый ход закрытой картой сделал не тот вистующий ({seat.russian}); первый ход "
            f"делает {declarer.lho.russian}, вистующий слева от разыгрывающего. Ход закрытой "
            "картой может быть отменён только судьёй после нарушения (правило 47E2); "
            "отменённая карта возвращается в руку вистующего (41A)."
        )
    if seat.same_side(declarer):
        draft.refer("48", governed=True)
        what = f"{seat.russian} — сторона разыгрывающего"
        law = "правило 48 (показ карт разыгрывающего)"
    else:
        draft.refer("54", governed=True)
        what = f"{seat.russian} — не тот вистующий"
        law = "правило 54 (первый ход не в очередь)"
    return draft.say(
        f"Первый ход сделал не тот игрок ({what}): это решает {law}, его нет в этом тексте. "
        f"По правилу 41A первый ход делает {declarer.lho.russian} (41A)."
    )


def dummy_layout(situation: Situation) -> PlayDraft:
    """How and when dummy spreads his hand (41D)."""
    draft = PlayDraft("law41", "opening_lead", None).cite("41D")
    if situation.seat is not None or situation.actor is not None:
        draft.offender = dummy_seat(situation)  # the dummy told to have spread his hand
    if situation.lead_faced is False:
        draft.say(
            "Болван выкладывает руку только после того, как карта первого хода открыта (41D), "
            "а она ещё не открыта."
        )
    else:
        draft.say("Карта первого хода открыта: болван выкладывает свою руку на стол (41D).")
    trump = situation.trump
    if trump is None:
        where = "козыри (если они есть) — справа от болвана"
    elif trump.suit is None:
        where = "козырей нет (бескозырный контракт)"
    else:
        where = f"козыри ({trump.value}) — справа от болвана"
    return draft.say(
        "Карты лицом вверх, по мастям, по старшинству в колонках, направленных продольной "
        f"стороной на разыгрывающего, {where}; разыгрывающий играет картами и своей руки, и "
        "стола (41D)."
    )


def contract_info(situation: Situation, draft: PlayDraft) -> PlayDraft:
    """41C: at his turn to play, declarer or a defender may learn the contract and doubling."""
    draft.cite("41C")
    if situation.actor is None and situation.in_turn:  # dummy has no turn to play of his own
        return draft.say(
            "Да: в свою очередь игры разыгрывающий и любой из вистующих имеет право узнать, "
            "какой контракт играется и была ли контра или реконтра, но не от кого она "
            "последовала (41C)."
        )
    if situation.actor is None and situation.in_turn is None:  # the answer for each role
        return draft.cite("43A1(C)").say(
            "Разыгрывающий и любой из вистующих в свою очередь игры имеют право узнать, какой "
            "контракт играется и была ли контра или реконтра, но не от кого она последовала "
            "(41C). Болван такого права не имеет: он не может задавать вопросов по поводу "
            "торговли или игры (43A1(C))."
        )
    role = need(draft, situation, "actor")
    if role is None:
        return draft
    if role is Role.DUMMY:
        return draft.cite("43A1(C)").say(
            "Нет: болван не может задавать вопросов по поводу торговли или игры (43A1(C)); "
            "право узнать контракт есть у разыгрывающего и вистующих (41C)."
        )
    if situation.in_turn is None:  # the answer holds at his turn; it is the whole answer
        return draft.say(
            f"{role.russian.capitalize()} в свою очередь игры имеет право узнать, какой "
            "контракт играется и была ли контра или реконтра, но не от кого она последовала "
            "(41C)."
        )
    if not situation.in_turn:
        return draft.say(
            f"Не сейчас: {role.russian} вправе узнать контракт в свою очередь игры (41C)."
        )
    return draft.say(
        f"Да: {role.russian} в свою очередь игры имеет право узнать, какой контракт играется "
        "и была ли контра или реконтра, но не от кого она последовала (41C)."
    )


def inquiry(situation: Situation, draft: PlayDraft, request: Request) -> PlayDraft:
    """After the final pass: a review of the auction or an explanation (41B, 41C, 20C2, 20F2)."""
    clause = "20C2" if request is Request.REVIEW else "20F2"
    conventions = request is Request.CONVENTIONS  # card-play conventions: the play, 20F2
    draft.cite(clause if conventions else "41B")
    if (situation.actor is None and situation.lead_faced and situation.in_turn is None
            and situation.played_card is None and not conventions):
        return _during_play(draft, request)  # the same answer for whoever asked
    if (situation.actor is None and situation.lead_faced and situation.played_card
            and request is Request.REVIEW):
        # a review asked in the play by a player who has played a card: too late for
        # declarer and either defender alike (41C); dummy may not ask at all (43A1(C))
        draft.cite("20C2", "43A1(C)")
        return _too_late(draft, True).say(_DUMMY_MAY_NOT_ASK)
    role = need(draft, situation, "actor")
    if role is None:
        return draft
    if role is Role.DUMMY:
        return _dummy_asks(situation, draft, clause)
    if conventions:
        return _conventions(situation, draft, role)
    faced = need(draft, situation, "lead_faced")
    if faced is None:
        return draft
    if request is Request.REVIEW:
        return _review(situation, draft, role, faced)
    return _explanation(situation, draft, role, faced)


_DUMMY_MAY_NOT_ASK = "Болван не может задавать вопросы по поводу торговли или игры (43A1(C))."


def _during_play(draft: PlayDraft, request: Request) -> PlayDraft:
    """A request after the opening lead is faced, the asker's part untold: what each may."""
    dummy = " " + _DUMMY_MAY_NOT_ASK
    draft.cite("43A1(C)")
    if request is Request.REVIEW:
        draft.cite("41C", "20C2")
        return draft.say(
            "Карта первого хода открыта: повторять предшествующие заявки уже поздно (41C). "
            "Разыгрывающий или вистующий, ещё не сыгравший картой, может потребовать "
            "повторения торговли только в свою первую очередь игры (41B, 20C2); в свою "
            "очередь игры каждый из них вправе узнать, какой контракт играется и была ли "
            "контра или реконтра (41C)." + dummy
        )
    draft.cite("20F2").refer("16")
    return draft.say(
        "Можно: разыгрывающий и вистующие сохраняют право просить объяснений торговли "
        "оппонентов на всём протяжении розыгрыша, каждый — в свою очередь игры (41B, 20F2). "
        "К вистующим может применяться правило 16 о нелегальной информации (41B); его нет "
        "в этом тексте." + dummy
    )


def _dummy_asks(situation: Situation, draft: PlayDraft, clause: str) -> PlayDraft:
    draft.cite(clause)
    draft.offender = actor_seat(situation)  # dummy (or the presumed dummy) asked
    if situation.lead_faced:
        draft.cite("43A1(C)").say(
            "Нет: болван не может задавать вопросы по поводу торговли или игры (43A1(C))."
        )
    else:
        draft.say("Нет: предполагаемому болвану такое право не дано.")
    return draft.say(
        "До открытия первого хода спрашивать могут партнёр ходящего и предполагаемый "
        f"разыгрывающий (41B), а в розыгрыше — разыгрывающий и вистующие ({clause})."
    )


def _is_leader(situation: Situation, draft: PlayDraft) -> bool | None:
    if situation.opening_leader is not None:
        return situation.opening_leader
    seat, declarer = actor_seat(situation), situation.declarer
    if seat is not None and declarer is not None:
        return seat is declarer.lho
    need(draft, situation, "opening_leader")
    return None


def _review(situation: Situation, draft: PlayDraft, role: Role, faced: bool) -> PlayDraft:
    draft.cite("20C2")
    if not faced:
        leader = False if role is Role.DECLARER else _is_leader(situation, draft)
        if leader is None:
            return draft
        if not leader:
            return draft.say(
                f"Можно: до того как карта первого хода открыта, {role.russian} вправе "
                "потребовать повторения торговли (41B); просьбу обращают к оппоненту (20C2)."
            )
    if situation.played_card is None and faced and _leader_known(situation):
        return _too_late(draft, faced)  # the opening lead, faced, is the leader's card
    played = need(draft, situation, "played_card")
    if played is None:
        if faced:  # too late (41C) unless his first turn to play is still to come (41B)
            draft.cite("41C")
        return draft
    if played:
        return _too_late(draft, faced)
    if not faced:
        return draft.say(
            "Можно: ходящий в свою первую очередь игры (до того как сделал ход) вправе "
            "потребовать повторения всех предшествующих заявок (20C2, 41B)."
        )
    in_turn = need(draft, situation, "in_turn")
    if in_turn is None:
        return draft
    if not in_turn:
        draft.offender = actor_seat(situation)  # asked out of his turn to play
        return draft.say(
            f"Не сейчас: {role.russian} может потребовать повторения торговли в свою первую "
            "очередь игры (41B, 20C2)."
        )
    draft.say(
        f"Можно: {role.russian} в свою первую очередь игры вправе потребовать повторения "
        "всех предшествующих заявок; это право теряется, когда он сыграл картой (41B, 20C2)."
    )
    if "played_card" in situation.assumed:  # not told: the other answer is said as well
        draft.cite("41C").say(
            "Если же он уже сыграл картой, повторять предшествующие заявки слишком поздно "
            "(41C)."
        )
    return draft


def _leader_known(situation: Situation) -> bool:
    """Whether the asker is told to be the opening leader (without asking it)."""
    if situation.opening_leader is not None:
        return situation.opening_leader
    seat, declarer = actor_seat(situation), situation.declarer
    return seat is not None and declarer is not None and seat is declarer.lho


def _too_late(draft: PlayDraft, faced: bool) -> PlayDraft:
    if faced:
        draft.cite("41C")
        return draft.say(
            "Слишком поздно: игрок уже сыграл картой, право требовать повторения торговли "
            "потеряно (41B), и повторять предшествующие заявки уже поздно (41C). В свою "
            "очередь игры он вправе узнать, какой контракт играется и была ли контра или "
            "реконтра (но не от кого) (41C)."
        )
    return draft.say(
        "Нельзя: право требовать повторения торговли теряется, когда игрок сыграл картой (41B)."
    )


def _explanation(situation: Situation, draft: PlayDraft, role: Role, faced: bool) -> PlayDraft:
    draft.cite("20F2")
    if role is Role.DEFENDER:
        draft.refer("16")
    if not faced:
        leader = False if role is Role.DECLARER else _is_leader(situation, draft)
        if leader is None:
            return draft
        if not leader:
            return draft.say(
                f"Можно: до того как карта первого хода открыта, {role.russian} вправе "
                "попросить объяснить заявку оппонента (41B)." + _law16(role)
            )
        played = need(draft, situation, "played_card")
        if played is None:
            return draft
        if not played:
            return draft.say(
                "Можно: ходящий в свою очередь игры (до того как сделал ход) вправе "
                "потребовать объяснения торговли оппонентов (20F2)." + _law16(role)
            )
    in_turn = need(draft, situation, "in_turn")
    if in_turn is None:
        return draft
    if not in_turn:
        draft.offender = actor_seat(situation)  # asked out of his turn to play
        return draft.say(
            f"Не сейчас: {role.russian} может потребовать объяснения торговли оппонентов в "
            "свою очередь игры (20F2, 41B)." + _law16(role)
        )
    if role is Role.DEFENDER and situation.question_hinted:
        return _hinted(situation, draft, role)
    return draft.say(
        f"Можно: {role.russian} в свою очередь игры вправе потребовать объяснения торговли "
        "оппонентов на всём протяжении розыгрыша (20F2, 41B)." + _law16(role)
    )


def _hinted(situation: Situation, draft: PlayDraft, role: Role) -> PlayDraft:
    """A defender asked in turn, and his partner is said to have acted on the question: the
    question was his right; what the partner may do with it is Law 16's (20F2, 41B)."""
    asker = actor_seat(situation)
    draft.offender = asker.partner if asker is not None else None
    draft.refer("16", governed=True)
    return draft.say(
        f"Спросить было можно: {role.russian} в свою очередь игры вправе потребовать "
        "объяснения торговли оппонентов (20F2, 41B). Воспользовался ли его партнёр "
        "информацией из вопроса, решает правило 16 о нелегальной информации (к вистующим оно "
        "может применяться, 20F2, 41B); его нет в этом тексте (правила 19–46, редакция 1987 года)."
    )


def _law16(role: Role) -> str:
    if role is not Role.DEFENDER:
        return ""
    return (
        " К вистующим может применяться правило 16 о нелегальной информации (41B, 20F2); его "
        "нет в этом тексте."
    )


def _conventions(situation: Situation, draft: PlayDraft, role: Role) -> PlayDraft:
    draft.cite("20F2")
    if role is not Role.DECLARER:
        return draft.say(
            "Правило 20F2 даёт право требовать объяснения конвенций, применяемых в игре "
            "картами, только разыгрывающему (о конвенциях вистующих); вистующий вправе "
            "спрашивать об объяснении торговли оппонентов (20F2)."
        )
    if situation.in_turn is None:  # asked whether he may: the answer holds at his turn
        return draft.say(
            "Можно, в свою очередь игры: разыгрывающий вправе потребовать объяснения "
            "конвенций, применяемых вистующими в игре картами (20F2)."
        )
    if not situation.in_turn:
        draft.offender = actor_seat(situation)  # asked out of his turn to play
        return draft.say(
            "Не сейчас: разыгрывающий может потребовать объяснения конвенций вистующих в "
            "свою очередь игры (20F2)."
        )
    return draft.say(
        "Можно: разыгрывающий в свою очередь игры вправе потребовать объяснения конвенций, "
        "применяемых вистующими в игре картами (20F2)."
    )
