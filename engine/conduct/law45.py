"""Law 45: which card counts as played.

45A a card from the hand, 45B a card of dummy's, named by declarer; 45C cards that must be
played: a defender's card held so that partner could see its face (45C1), declarer's card
held face up near the table (45C2), dummy's card declarer touched for another purpose than
arranging or reaching (45C3), a named card (45C4(A)) unless an inadvertent slip corrected
without pause (45C4(B)), a penalty card (45C5, Law 50); 45D a card dummy placed unasked;
45E a fifth card to a trick; 45F dummy indicating a card; 45G turning a card too early.

>>> from engine.conduct.situation import Event, Role, Situation
>>> d = fifth_card(Situation(Event.FIFTH_CARD, actor=Role.DEFENDER, was_lead=False))
>>> d.laws, d.outside, d.governed
(['45E', '45E1'], ['50'], False)
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, actor_seat, dummy_seat, need, who
from engine.conduct.situation import Role, Situation
from engine.rules.citations import register

CITES = register(
    "45",
    "45A",
    "45B",
    "45C",
    "45C1",
    "45C2",
    "45C3",
    "45C4",
    "45C4(A)",
    "45C4(B)",
    "45C5",
    "45D",
    "45E",
    "45E1",
    "45E2",
    "45F",
    "45G",
)


def card_played(situation: Situation) -> PlayDraft:
    """45C1-45C3: whether a card held, shown or touched must be played."""
    draft = PlayDraft("law45", "card_played", actor_seat(situation))
    if situation.played_card and situation.actor is not Role.DUMMY:
        return draft.cite("45A").say(
            "Каждый игрок, кроме болвана, играет картой, доставая её из своей руки и кладя на "
            "стол лицевой стороной вверх непосредственно перед собой (45A): карта, положенная "
            "так, сыграна, и забрать её обратно нельзя."
        )
    role = need(draft, situation, "actor")
    if role is None:  # a defender's card: 45C1; declarer's: 45C2 (or 45C3 for dummy's)
        return draft.cite("45C1" if situation.seen else "45C2" if situation.position
                          else "45C")
    if role is Role.DEFENDER:
        return _defender_card(situation, draft)
    if role is Role.DECLARER:
        return _declarer_card(situation, draft)
    return _dummy_card(situation, draft)


def _defender_card(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("45C1")
    seen = need(draft, situation, "seen")
    if seen is None:
        return draft
    if not seen:
        draft.offender = None
        return draft.cite("45A").say(
            "Карта не считается сыгранной: правило 45C1 требует сыграть карту вистующего, "
            "которую партнёр мог увидеть, а эту он видеть не мог. Вистующий играет картой, "
            "кладя её на стол лицевой стороной вверх (45A)."
        )
    already = need(draft, situation, "already_played")
    if already is None:
        return draft
    if already:
        return fifth_card(situation, draft)
    return draft.say(
        "Карта должна быть сыграна в текущей взятке: её держали так, что партнёр вистующего "
        "мог увидеть её лицевую сторону (45C1)."
    )


def _declarer_card(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.cite("45C2")
    held = need(draft, situation, "position")
    if held is None:
        return draft
    if held:
        return draft.say(
            "Разыгрывающий должен сыграть эту карту: она держалась лицевой стороной вверх, "
            "касаясь или почти касаясь стола, или в положении, указывающем, что она сыграна "
            "(45C2)."
        )
    draft.offender = None
    return draft.refer("48").say(
        "Карта не считается сыгранной: правило 45C2 её не касается. Показ карт "
        "разыгрывающим — правило 48, его нет в этом тексте."
    )


def _dummy_card(situation: Situation, draft: PlayDraft) -> PlayDraft:
    draft.offender = situation.declarer
    if situation.played_card:
        draft.offender = None
        return draft.cite("45B").say(
            "Нарушения нет: разыгрывающий играет картой стола, называя карту, после чего "
            "болван поднимает эту карту и кладёт её на стол лицевой стороной вверх; играя со "
            "стола, разыгрывающий может, если это необходимо, поднимать требуемую карту "
            "самостоятельно (45B)."
        )
    draft.cite("45C3")
    touched = need(draft, situation, "touched")
    if touched is None:
        return draft
    if not touched:
        draft.offender = None
        return draft.cite("45B").say(
            "Карта стола не сыграна: разыгрывающий играет картой стола, называя её, после чего "
            "болван кладёт её на стол лицом вверх (45B); к этой карте он не прикасался (45C3)."
        )
    arranging = need(draft, situation, "arranging")
    if arranging is None:
        return draft
    if arranging:
        draft.offender = None
        return draft.say(
            "Карта стола не сыграна: разыгрывающий прикасался к ней, чтобы упорядочить карты "
            "стола или достать более старшую или младшую карту (45C3)."
        )
    return draft.say(
        "Карта стола должна быть сыграна: разыгрывающий безусловно прикасался к ней с целью "
        "иной, нежели упорядочение карт стола или доставание более старшей или младшей карты "
        "(45C3)."
    )


def named_card(situation: Situation) -> PlayDraft:
    """45C4: a named card must be played; a slip corrected without pause may be changed."""
    draft = PlayDraft("law45", "designation", actor_seat(situation)).cite("45C4(A)")
    card = f" {situation.card.code}" if situation.card is not None else ""
    corrected = need(draft, situation, "corrected")
    if corrected is None:
        return draft.cite("45C4(B)")  # the answer chooses between the two: both are cited
    stands = (
        f"Названная карта{card} должна быть сыграна: {who(situation, capital=False)} назвал или "
        "иначе обозначил её как "
        "карту, которой он предполагает сыграть (45C4(A))."
    )
    if not corrected:
        return draft.say(stands)
    draft.cite("45C4(B)")
    if situation.without_pause is False:  # a change after a pause: 45C4(B) cannot apply,
        # whether or not the naming was a slip
        return draft.say(
            stands + " Исправление сделано после паузы, а без наказания исправить ошибочное "
            "обозначение можно только без паузы (45C4(B))."
        )
    inadvertent = need(draft, situation, "inadvertent")
    if inadvertent is None:
        return draft
    if not inadvertent:
        return draft.say(
            stands + " Исправить без наказания можно только неумышленное ошибочное "
            "обозначение (45C4(B))."
        )
    pause = need(draft, situation, "without_pause")
    if pause is None:
        return draft
    if not pause:
        return draft.say(
            stands + " Исправление сделано после паузы, а без наказания исправить ошибочное "
            "обозначение можно только без паузы (45C4(B))."
        )
    draft.say(
        f"Исправление принимается: {who(situation, capital=False)} может без наказания исправить "
        "неумышленное "
        f"ошибочное обозначение карты{card}, сделанное без паузы (45C4(B))."
    )
    played = need(draft, situation, "opponent_played_after")
    if played is None:
        return draft
    if played:
        return draft.say(
            "Оппонент уже легально сыграл в свою очередь до изменения обозначения: он может без "
            "наказания отменить свою карту и заменить её другой (45C4(B))."
        )
    return draft.say("Оппонент ещё не играл в эту взятку: других последствий нет.")


def penalty_card(situation: Situation) -> PlayDraft:
    """45C5: a penalty card may have to be played under Law 50."""
    return (
        PlayDraft("law45", "card_played", actor_seat(situation))
        .cite("45C5")
        .refer("50", governed=True)  # what is done with a penalty card is Law 50's
        .say(
            "Старшая или младшая штрафная карта может быть принудительно сыграна согласно "
            "правилу 50 (45C5); правила 50 в этом тексте нет."
        )
    )


def dummy_misplaced(situation: Situation) -> PlayDraft:
    """45D: a card dummy put in the played position that declarer did not name."""
    draft = PlayDraft("law45", "dummy_misplayed_card", dummy_seat(situation)).cite("45D")
    attention = need(draft, situation, "attention")
    if attention is None:
        return draft
    if not attention:
        return draft.say(
            "Карта остаётся сыгранной: внимание к ошибке болвана привлекли уже после того, как "
            "каждая сторона сыграла в следующую взятку, а отменить её можно только до этого "
            "(45D)."
        )
    draft.say(
        "Карту, которую болван положил без указания разыгрывающего, надлежит отменить: "
        "внимание привлекли до того, как каждая сторона сыграла в следующую взятку (45D)."
    )
    played = need(draft, situation, "defender_played")
    if played is None:
        return draft
    if played:
        return draft.refer("47").say(
            "Вистующий может без наказания отменить карту, сыгранную после ошибки, но до того, "
            "как к ней привлекли внимание (45D; см. правило 47F, его нет в этом тексте)."
        )
    return draft.say("Вистующие после ошибки не играли: отменять им нечего.")


def fifth_card(situation: Situation, draft: PlayDraft | None = None) -> PlayDraft:
    """45E: a fifth card to a trick, by a defender (45E1) or by declarer (45E2)."""
    if draft is None:
        draft = PlayDraft("law45", "fifth_card", actor_seat(situation))
    draft.irregularity = "fifth_card"
    draft.cite("45E")
    role = need(draft, situation, "actor")
    if role is None:
        return draft
    draft.cite("45E1" if role is Role.DEFENDER else "45E2")  # whose fifth card: the clause
    lead = need(draft, situation, "was_lead")
    if lead is None:
        return draft
    if role is Role.DEFENDER:
        if lead:
            return draft.refer("53", "56", governed=True).say(
                "Судья счёл пятую карту вистующего ходом: применяется правило 53 или 56 "
                "(45E1); этих правил нет в этом тексте."
            )
        return draft.refer("50").say(
            "Пятая карта, сыгранная во взятку вистующим, становится штрафной картой, "
            "предметом правила 50 (45E1); правила 50 в этом тексте нет."
        )
    if lead:
        return draft.refer("55", governed=True).say(
            "Судья счёл пятую карту разыгрывающего ходом: применяется правило 55 (45E2); его "
            "нет в этом тексте."
        )
    return draft.say(
        "Наказания нет: разыгрывающий сыграл во взятку пятой картой со своей руки или со "
        "стола, и судья не считает это ходом (45E2)."
    )


def dummy_indicated(situation: Situation) -> PlayDraft:
    """45F: dummy touched or indicated a card without declarer's instruction."""
    draft = PlayDraft("law45", "dummy_indicated_card", dummy_seat(situation)).cite("45F")
    arranging = need(draft, situation, "arranging")
    if arranging is None:
        return draft
    if arranging:
        draft.offender = None
        return draft.say(
            "Нарушения нет: болван трогал карту, чтобы упорядочить карты своей руки, а это "
            "ему разрешено (45F)."
        )
    suggestion = need(draft, situation, "suggestion")
    if suggestion is None:
        return draft
    why = (
        "Болван тронул или указал карту без инструкции разыгрывающего: следует немедленно "
        "вызвать судью, и он устанавливает, содержало ли действие фактическую подсказку (45F)."
    )
    if not suggestion:
        return draft.say(
            "Розыгрыш продолжается без последствий: судья счёл, что подсказки не было."
        ).say(why)
    return draft.adjust("45F").say(
        "Розыгрыш продолжается, но судья резервирует право назначить присужденный результат, "
        "если вистующие понесут ущерб в результате игры по подсказке (45F)."
    ).say(why)


def card_turned(situation: Situation) -> PlayDraft:
    """45G: nobody should turn his card face down before all four have played to the trick."""
    draft = PlayDraft("law45", "card_turned", actor_seat(situation)).cite("45G")
    all_played = need(draft, situation, "all_played")
    if all_played is None:
        return draft
    if all_played:
        draft.offender = None
        return draft.say(
            "Нарушения нет: все четыре игрока уже сыграли во взятку, и карту можно "
            "перевернуть (45G)."
        )
    return draft.say(
        f"{who(situation)} перевернул карту слишком рано: никому из игроков не следует "
        "переворачивать свою карту лицевой стороной вниз до того, как все 4 игрока сыграли "
        "во взятку (45G). Особого наказания этот пункт не предусматривает."
    )
