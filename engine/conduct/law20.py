"""Law 20: who may ask for a call, the auction or an explanation to be repeated, and when.

During the auction: 20A (a call not heard: at once), 20B (a review of the auction at one's
turn to call, not when the laws require a pass), 20D (ask an opponent), 20F1 (an explanation
of the opponents' auction at one's turn to call; Law 16 may apply). After the final pass:
20C1 (a defender may ask whether it is his opening lead); the rest of the play period (20C2,
20F2 with 41B and 41C) is ``law41.inquiry``. 20E: every player, dummy included, corrects an
error in a review at once (Law 12C1 when it damages).

>>> from engine.conduct.situation import Event, Situation
>>> d = review(Situation(Event.REVIEW, auction_over=False, in_turn=True, must_pass=True))
>>> d.laws, d.sentences[0][:40]
(['20B'], 'Повторения торговли требовать нельзя: иг')
"""

from __future__ import annotations

from engine.conduct import law41
from engine.conduct.draft import PlayDraft, actor_seat, need
from engine.conduct.situation import Event, Request, Role, Situation
from engine.rules.citations import register
from engine.rules.result import Irregularity

CITES = register("20", "20A", "20B", "20C1", "20D", "20E", "20F1", "20F2", "41B")

_CODE: Irregularity = "review_or_explanation"


def review(situation: Situation) -> PlayDraft:
    """A request for a call, the auction, the contract or the lead to be told (20, 41B, 41C);
    an explanation the opponent asked refused (20F2)."""
    draft = _request(situation)
    if situation.refused and situation.event is Event.EXPLANATION:
        draft.cite("20F2").say(
            "Отказать нельзя: после финального паса разыгрывающий или любой вистующий в свою "
            "очередь игры может потребовать объяснения торговли оппонентов, а разыгрывающий — "
            "и объяснения конвенций, применяемых вистующими в игре картами (20F2)."
        )
    return draft


def _request(situation: Situation) -> PlayDraft:
    default = Request.EXPLANATION if situation.event is Event.EXPLANATION else Request.REVIEW
    request = situation.request or default
    draft = PlayDraft("law20", _CODE, None)
    if request is Request.CALL:
        return draft.cite("20A").say(
            "Игрок, не расслышавший заявку отчётливо, может немедленно потребовать её "
            "повторения (20A)."
        )
    if request is Request.CORRECTION:
        draft.cite("20E").refer("12")
        return draft.say(
            "Ошибку в повторении торговли надо исправить немедленно: за это отвечают все "
            "игроки, включая болвана и игрока, который по правилам обязан пасовать (20E). Если "
            "неправильное повторение привело к ущербу — правило 12C1 (его нет в этом тексте)."
        )
    if request is Request.WHO_LEADS:
        return _who_leads(situation, draft)
    if request is Request.CONTRACT:
        return law41.contract_info(situation, draft)
    if request is Request.CONVENTIONS:  # card-play conventions: only the play period has them
        return law41.inquiry(situation, draft, request)
    if request is Request.REVIEW and situation.asked_partner:
        return _asked_partner(situation, draft)
    over = need(draft, situation, "auction_over")
    if over is None:  # during the auction (20B, 20F1) or after it (41B, 20F2)
        return draft.cite(*(("20B", "41B") if request is Request.REVIEW else ("20F1", "20F2")))
    if over:
        return law41.inquiry(situation, draft, request)
    if request is Request.REVIEW:
        return _review_in_auction(situation, draft)
    return _explanation_in_auction(situation, draft)


def _who_leads(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("20C1")
    role = need(draft, situation, "actor")
    if role is None:
        return draft
    if role is Role.DEFENDER:
        return draft.say(f"Да, можно: {law41.WHO_LEADS_RIGHT} (20C1; см. также правило 41).")
    return draft.say(
        f"Правило 20C1 даёт право спросить, чья атака, вистующим, а спрашивает {role.russian}: "
        "это право ему не предоставлено (20C1)."
    )


def _asked_partner(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("20D")  # a right misused, no penalty: no offender named (as for 20B)
    seat = actor_seat(situation)
    who = f"{seat.russian} обратился" if seat is not None else "Игрок обратился"
    return draft.say(
        f"{who} с просьбой повторить торговлю к своему партнёру, а с такой просьбой надлежит "
        "обращаться только к оппоненту (20D); повторить торговлю должен оппонент."
    )


def _review_in_auction(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("20B")
    in_turn = need(draft, situation, "in_turn")
    if in_turn is None:
        return draft
    if not in_turn:
        return draft.say(
            "Сейчас нельзя: во время торговли повторить предшествующие заявки можно попросить "
            "только в свою очередь заявки (20B)."
        )
    must_pass = need(draft, situation, "must_pass")
    if must_pass is None:
        return draft
    if must_pass:  # the barred player's own request is the one ruled on
        draft.offender = actor_seat(situation)
        return draft.say(
            "Повторения торговли требовать нельзя: игрок, которого правила обязывают "
            "пасовать, такого права не имеет (20B)."
        )
    return draft.cite("20D").say(
        "Можно: в свою очередь заявки игрок вправе попросить повторить все предшествующие "
        "заявки, включая алерты (20B); просьбу обращают только к оппоненту (20D). Частичного "
        "повторения просить нельзя, и прерывать повторение до конца нельзя (сноска к 20B)."
    )


def _explanation_in_auction(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("20F1")
    in_turn = need(draft, situation, "in_turn")
    if in_turn is None:
        return draft
    if not in_turn:
        return draft.say(
            "Сейчас нельзя: во время торговли объяснения торговли оппонентов можно потребовать "
            "только в свою очередь заявки (20F1)."
        )
    seat = actor_seat(situation)
    asker = f" ({seat.russian})" if seat is not None else ""
    return draft.refer("16").say(
        f"Можно: игрок{asker} в свою очередь заявки вправе потребовать полного объяснения "
        "торговли оппонентов; отвечать обычно следует партнёру игрока, сделавшего "
        "объясняемую заявку (20F1). Может применяться правило 16 (сноска к 20F1; его нет в "
        "этом тексте)."
    )
