"""The ruling a play-period procedure drafts, and the questions it asks for a missing fact.

``PlayDraft`` is the auction engine's ``Draft`` with what the play period adds: the laws
outside 19-46 the case is sent to, whether one of them governs it wholly, and the trick.

>>> from engine.conduct.situation import Event, Situation
>>> draft = PlayDraft("t", "fifth_card", None)
>>> need(draft, Situation(Event.FIFTH_CARD), "was_lead") is None
True
>>> draft.questions[0].fact, draft.questions[0].options
('was_lead', ('да', 'нет'))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.conduct.situation import Role, Situation
from engine.rules.context import Draft
from engine.rules.model import Seat
from engine.rules.result import TrickInfo

YES_NO = ("да", "нет")
SEATS = ("С", "В", "Ю", "З")
ROLES = ("разыгрывающий", "болван", "вистующий")
SUITS = ("♠", "♥", "♦", "♣")

# fact -> (question in Russian, the answers to offer); empty options: type a value
QUESTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "actor": ("Кто это сделал: разыгрывающий, болван или вистующий?", ROLES),
    "declarer": ("Кто разыгрывающий?", SEATS),
    "leader": ("Кто сделал ход в эту взятку?", SEATS),
    "trump": ("Какая масть козырная (или бескозырный контракт)?", (*SUITS, "БК")),
    "led": ("Какая масть была в ходе в этой взятке?", SUITS),
    "card": ("Какая карта (например, ♥K или ч:К)?", ()),
    "trick": ("Какие карты сыграны во взятку, по порядку (например, ♠K,♠A,♥2,♠3)?", ()),
    "dummy": ("Какие карты у болвана (например, ♠KJ5,♥A32,♦-,♣QT98)?", ()),
    "said": ("Что сказал разыгрывающий (например, маленькую_пику)?", ()),
    "act": (
        "Что сделал болван?",
        (
            "сообщил_факт",
            "считал_взятки",
            "сыграл_по_указанию",
            "спросил_про_ренонс",
            "предостерёг",
            "указал_на_нарушение",
            "вызвал_судью",
            "комментировал",
            "обмен_руками",
            "покинул_место",
            "заглянул_в_карты",
        ),
    ),
    "then": (
        "Что болван сделал после этого?",
        ("указал_на_нарушение", "предостерёг", "спросил_про_ренонс", "ничего"),
    ),
    "target": (
        "Кого это касалось: разыгрывающего или вистующего?",
        ("разыгрывающий", "вистующий"),
    ),
    "kind": (
        "Какой это пас: вынужденный (наказание заставило партнёра нарушителя пасовать) или "
        "пас вне очереди в очередь партнёра?",
        ("вынужденный", "в_очередь_партнёра"),
    ),
    "auction_over": ("Период торговли уже закончился?", YES_NO),
    "lead_faced": ("Карта первого хода уже открыта?", YES_NO),
    "in_turn": ("Игрок спросил в свою очередь (заявки или игры)?", YES_NO),
    "must_pass": ("Обязан ли этот игрок по правилам пасовать?", YES_NO),
    "played_card": ("Этот игрок уже сыграл картой?", YES_NO),
    "opening_leader": ("Этот вистующий делает первый ход?", YES_NO),
    "partner_called": ("Партнёр этого игрока уже сделал следующую заявку?", YES_NO),
    "lho_changed": ("Левый соперник игрока (LHO) изменил свою последующую заявку?", YES_NO),
    "conveyed": (
        "Передала ли отменённая заявка LHO информацию, достаточно существенную для нанесения "
        "ущерба ненарушившей стороне?",
        YES_NO,
    ),
    "could_know": (
        "Мог ли нарушитель в момент нарушения знать, что вынужденный пас партнёра может "
        "ущемить ненарушившую сторону?",
        YES_NO,
    ),
    "may_damage": (
        "Может ли этот пас, по мнению судьи, нанести ущерб ненарушившей стороне?",
        YES_NO,
    ),
    "face_down": ("Первый ход сделан закрытой картой?", YES_NO),
    "play_over": ("Розыгрыш сдачи уже закончен?", YES_NO),
    "a2": (
        "Нарушал ли болван до этого ограничения 43A2 (обмен руками, уход с места, чтобы "
        "наблюдать за разыгрывающим, заглядывание в карты вистующего)?",
        YES_NO,
    ),
    "revoke": ("Была ли игра разыгрывающего нелегальной (ренонс)?", YES_NO),
    "has_suit": ("Была ли у игрока карта масти хода?", YES_NO),
    "seen": ("Мог ли партнёр вистующего увидеть лицевую сторону этой карты?", YES_NO),
    "position": (
        "Держал ли разыгрывающий карту лицом вверх, касаясь или почти касаясь стола (или в "
        "положении, показывающем, что карта сыграна)?",
        YES_NO,
    ),
    "touched": ("Прикасался ли разыгрывающий к этой карте болвана?", YES_NO),
    "arranging": (
        "Карту трогали только чтобы упорядочить карты (или достать более старшую или младшую "
        "карту)?",
        YES_NO,
    ),
    "already_played": ("Вистующий уже легально сыграл в текущую взятку?", YES_NO),
    "corrected": ("Игрок изменил названную карту?", YES_NO),
    "inadvertent": ("Ошибочное обозначение было неумышленным (оговорка)?", YES_NO),
    "without_pause": ("Исправление было сделано без паузы?", YES_NO),
    "opponent_played_after": (
        "Сыграл ли оппонент в свою очередь картой до того, как обозначение было изменено?",
        YES_NO,
    ),
    "attention": (
        "Внимание к ошибке привлекли до того, как каждая сторона сыграла в следующую взятку?",
        YES_NO,
    ),
    "defender_played": ("Сыграл ли вистующий картой после ошибки болвана?", YES_NO),
    "was_lead": ("Считает ли судья, что эта пятая карта была ходом?", YES_NO),
    "suggestion": ("Содержало ли действие болвана фактическую подсказку?", YES_NO),
    "all_played": ("Все четыре игрока уже сыграли в эту взятку?", YES_NO),
    "question_hinted": (
        "Считают ли, что партнёр спросившего воспользовался его вопросом?", YES_NO),
    "duty_asked": ("Спрашивают ли, что игрок обязан сыграть во взятку?", YES_NO),
}


@dataclass
class PlayDraft(Draft):
    """A play-period ruling being built: ``outside`` names laws outside 19-46 it refers to;
    ``governed`` means one of them rules the case wholly (status ``outside``)."""

    outside: list[str] = field(default_factory=list)
    governed: bool = False
    trick: TrickInfo | None = None

    # the auction engine's builders, returning the play draft itself
    def cite(self, *ids: str) -> PlayDraft:
        super().cite(*ids)
        return self

    def say(self, sentence: str) -> PlayDraft:
        super().say(sentence)
        return self

    def ask(self, fact: str, ask: str, options: tuple[str, ...] = ()) -> PlayDraft:
        super().ask(fact, ask, options)
        return self

    def adjust(self, clause: str) -> PlayDraft:
        super().adjust(clause)
        return self

    def verdict(self, sentence: str) -> PlayDraft:
        """A sentence that says what happens now: it goes before the reasons said so far."""
        self.sentences.insert(0, sentence)
        return self

    def refer(self, *laws: str, governed: bool = False) -> PlayDraft:
        for law in laws:
            if law not in self.outside:
                self.outside.append(law)
        self.governed = self.governed or governed
        return self


def need(draft: PlayDraft, situation: Situation, fact: str) -> Any:
    """The value of ``fact``; when it is unknown, the question for it is added to the draft."""
    value = getattr(situation, fact)
    if value is None or value == () or value == "":
        ask, options = QUESTIONS[fact]
        draft.ask(fact, ask, options)
        return None
    return value


def actor_seat(situation: Situation) -> Seat | None:
    """The seat of who acted: told, or from declarer's seat and the actor's role."""
    if situation.seat is not None:
        return situation.seat
    declarer, role = situation.declarer, situation.actor
    if declarer is None or role is None:
        return None
    if role is Role.DECLARER:
        return declarer
    if role is Role.DUMMY:
        return declarer.partner
    if situation.opening_leader:
        return declarer.lho
    return None


def dummy_seat(situation: Situation) -> Seat | None:
    """Dummy's seat: told as ``seat`` for a dummy, or declarer's partner."""
    if situation.seat is not None:
        return situation.seat
    return None if situation.declarer is None else situation.declarer.partner


def who(situation: Situation, *, capital: bool = True) -> str:
    """«Разыгрывающий (Юг)» — the actor's role in Russian, with the seat when known."""
    role = situation.actor
    name = role.russian if role is not None else "игрок"
    seat = actor_seat(situation)
    text = f"{name} ({seat.russian})" if seat is not None else name
    return text[:1].upper() + text[1:] if capital else text
