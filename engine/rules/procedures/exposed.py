"""Law 24: a card exposed or led during the auction (facts ``exposed`` and ``offender``).

The cards stay face up on the table until the end of the auction; if the offender becomes a
defender, declarer may treat each as a penalty card (Law 50). 24A a single card below an
honour, not led prematurely: no further penalty. 24B a single honour or a card led
prematurely, 24C two or more cards: partner passes at his next turn (23A). A single card
whose rank nobody saw (``показано=одна``) gets both 24A and 24B, as the rank decides; one
card whose rank the words do not give (``показано=карта``) is asked about, both clauses cited
(a second ``показано`` is the answer).
"""

from __future__ import annotations

from engine.rules.citations import register
from engine.rules.context import Context, Draft
from engine.rules.facts import Exposure

CITES = register("24", "24A", "24B", "24C", "23A")

_OPTIONS = ("малая", "онер", "ход", "2+")
_CLAUSE: dict[Exposure, str] = {"small": "24A", "honour": "24B", "lead": "24B", "2+": "24C",
                                "single": "24A"}
_WHAT: dict[Exposure, str] = {
    "single": "одиночная карта, достоинство которой не известно",
    "small": "одиночная карта младше онера, которой не было сделано преждевременного хода",
    "honour": "одиночный онер",
    "lead": "карта, которой был сделан преждевременный ход",
    "2+": "две или более карт",
}


def exposed_card(ctx: Context) -> Draft | None:
    """The ruling on a card seen during the auction, when the facts describe one."""
    facts = ctx.facts
    if not (facts.has("exposed") or facts.has("offender")):
        return None
    exposure = facts.take_exposure()
    if exposure == "card" and facts.has("exposed"):
        exposure = facts.take_exposure()  # «показано=карта показано=онер»: the answer given
    offender = facts.take_seat("offender")
    draft = Draft("exposed_card", "exposed_card", offender).cite("24")
    draft.say("Во время торговли была видна карта игрока (24).")
    if offender is None:
        if exposure is not None:  # what was seen is told, whose it was is not
            _unowned(draft, exposure)
        return draft.ask(
            "offender", "Чью карту было видно (кто её показал)?", ("С", "В", "Ю", "З")
        )
    if exposure == "card":  # one card, its rank untold: the rank decides between A and B
        return draft.cite("24A", "24B").ask(
            "exposed",
            f"Какую карту показал {offender.russian}: младше онера (24A), онер или карту "
            "преждевременного хода (24B)?",
            ("малая", "онер", "ход"),
        )
    if exposure is None:
        return draft.ask(
            "exposed",
            f"Что показал {offender.russian}: одиночную малую карту, одиночный онер, карту "
            "преждевременного хода или две и более карт?",
            _OPTIONS,
        )
    partner = offender.partner
    clause = _CLAUSE[exposure]
    draft.sentences.clear()
    draft.cite(clause).say(
        f"Во время торговли показана карта {offender.russian_genitive} ({_WHAT[exposure]}): "
        "она остаётся лежать на столе лицевой стороной вверх до конца торговли; если "
        f"{offender.russian} станет вистующим, разыгрывающий может считать её штрафной "
        "картой (правило 50) (24)."
    )
    if ctx.state.ended:
        return draft.say("Торговля уже закончена, поэтому пасовать никому не нужно.")
    if exposure == "small":
        return draft.say("Дальнейшего наказания нет (24A).")
    if exposure == "single":  # the rank not seen: both clauses, as the director finds it
        return draft.cite("24B").adjust("23A").say(
            "Если это карта младше онера, дальнейшего наказания нет (24A); если онер, "
            f"{partner.russian} должен спасовать в свою следующую очередь заявки (24B; если "
            "этот пас ущемит ненарушившую сторону — 23A). Достоинство карты выясняет судья."
        )
    ctx.penalize(draft, partner, "pass_next_turn", clause)
    return draft.adjust("23A").say(
        f"{partner.russian} должен спасовать в свою следующую очередь заявки ({clause}; если "
        "этот пас ущемит ненарушившую сторону — 23A)."
    )


def _unowned(draft: Draft, exposure: Exposure) -> None:
    """The clause the card seen falls under, said before its owner is known."""
    clause = _CLAUSE.get(exposure, "24")
    if exposure == "small":
        draft.cite(clause).say(
            f"Было видно: {_WHAT[exposure]}. Дальнейшего наказания нет (24A)."
        )
    elif exposure in ("single", "card"):
        draft.cite("24A", "24B").say(
            "Была видна одиночная карта: если она младше онера, дальнейшего наказания нет (24A); "
            "если онер, партнёр её владельца должен спасовать в свою следующую очередь заявки "
            "(24B)."
        )
    else:
        draft.cite(clause).say(
            f"Было видно: {_WHAT[exposure]}. Партнёр игрока, чьи это карты, должен спасовать в "
            f"свою следующую очередь заявки ({clause})."
        )
