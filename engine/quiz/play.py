"""Topics of the play period (Laws 41-46): a trick, a designation of dummy's card, a fifth card,
an act of dummy. Situations are written in the ``; событие=...`` notation of the play engine.
"""

from __future__ import annotations

from random import Random

from engine.conduct.facts import read_facts
from engine.play.cards import Card, Holding
from engine.play.designation import parse_designation
from engine.play.holding import parse_holding
from engine.play.law46 import rule as designate
from engine.play.request import CardRequest
from engine.quiz.case import Case, Topic, letter
from engine.quiz.model import Level
from engine.quiz.outcome import Answer, seat_answer, trick_winner
from engine.rules.model import Seat
from engine.rules.result import Ruling

_SUITS = "♣♦♥♠"
_RANKS = "AKQJT98765432"
_SUIT_WORDS = {"♣": "трефа", "♦": "бубна", "♥": "черва", "♠": "пика"}
_SUIT_ACCUSATIVE = {"♣": "трефу", "♦": "бубну", "♥": "черву", "♠": "пику"}
_RANK_WORDS = {
    "A": "туз", "K": "король", "Q": "дама", "J": "валет", "T": "десятка", "9": "девятка",
    "8": "восьмёрка", "7": "семёрка", "6": "шестёрка", "5": "пятёрка", "4": "четвёрка",
    "3": "тройка", "2": "двойка",
}
_SUIT_GENITIVE = {"♣": "треф", "♦": "бубен", "♥": "червей", "♠": "пик"}
NOTHING = "Со стола ничего не играется"


def shown(code: str) -> str:
    """A card as a reader sees it: ``♠T`` → ``♠10``."""
    return code.replace("T", "10")


def _trick_answer(ruling: Ruling, _text: str) -> Answer | None:
    return trick_winner(ruling)


def trick(rng: Random) -> Case:
    """Law 44: who won a trick, with trumps or at notrump."""
    leader = rng.choice(list(Seat))
    led = rng.choice(_SUITS)
    trump = rng.choice((*_SUITS, "бк"))
    cards: list[str] = []
    for _ in range(4):
        while True:
            suit = led if not cards or rng.random() < 0.65 else rng.choice(_SUITS)
            code = f"{suit}{rng.choice(_RANKS)}"
            if code not in cards:
                cards.append(code)
                break
    seats = [leader, leader.lho, leader.partner, leader.rho]

    def facts(strain: str) -> str:
        return f"; событие=взятка козырь={strain} взятка={','.join(cards)} ходил={letter(leader)}"

    contract = "Играют без козыря" if trump == "бк" else f"Козырь — {trump}"
    pairs = zip(seats, cards, strict=True)
    played = ", ".join(f"{seat.russian} {shown(code)}" for seat, code in pairs)
    story = f"{contract}. Ходит {leader.russian}: {played}."
    others = [s for s in (*_SUITS, "бк") if s != trump]
    variants = tuple(facts(s) for s in others)
    return Case(facts(trump), story, "Кто взял взятку?", _trick_answer, variants,
                fill=tuple(seat_answer(s) for s in Seat), level=Level.PLAYER)


def _holding(rng: Random) -> dict[str, str]:
    suits = rng.sample(_SUITS, rng.choice((2, 3)))
    return {s: "".join(sorted(rng.sample(_RANKS, rng.choice((2, 3, 4))), key=_RANKS.index))
            for s in sorted(suits, key=_SUITS.index, reverse=True)}


def _card_answer(ruling: Ruling, text: str) -> Answer | None:
    """The card the Law 46 engine plays for the scenario's words (``None`` when it asks)."""
    if ruling.status != "final":
        return None
    facts = read_facts(text.partition(";")[2])
    dummy, said = facts.get("dummy"), facts.get("said")
    if not isinstance(dummy, Holding) or not isinstance(said, str):
        return None
    played = designate(CardRequest(dummy, said, parse_designation(said)))
    if played.status != "final":
        return None
    return card_answer(played.card)


def card_answer(card: Card | None) -> Answer:
    if card is None:
        return Answer(("card", None), NOTHING)
    return Answer(("card", card.code), f"{shown(card.code)}")


def designation(rng: Random) -> Case:
    """Law 46: which card of dummy an incomplete designation plays."""
    holding = _holding(rng)
    suits = list(holding)
    suit = rng.choice(suits)
    rank = rng.choice(holding[suit])
    missing = next(s for s in _SUITS if s not in holding)
    words = {
        "suit": _SUIT_WORDS[suit],
        "high": f"старшую {_SUIT_ACCUSATIVE[suit]}",
        "low": f"младшую {_SUIT_ACCUSATIVE[suit]}",
        "full": f"{_RANK_WORDS[rank]} {_SUIT_GENITIVE[suit]}",
        "void": _SUIT_WORDS[missing],
    }
    table = ",".join(f"{s}{ranks}" for s, ranks in holding.items())

    def facts(kind: str) -> str:
        return f"; событие=обозначение стол={table} сказал={words[kind].replace(' ', '_')}"

    kind = rng.choice(tuple(words))
    dummy = " ".join(f"{s}{shown(ranks)}" for s, ranks in holding.items())
    story = f"На столе: {dummy}. Разыгрывающий, играя со стола, говорит: «{words[kind]}»."
    cards = [card_answer(card) for card in parse_holding(table.replace(",", " ")).cards]
    fill = (*rng.sample(cards, len(cards)), card_answer(None))
    variants = tuple(facts(k) for k in words if k != kind)
    return Case(facts(kind), story, "Какая карта сыграна?", _card_answer, variants, fill=fill,
                level=Level.PLAYER)


_ROLES = {"вистующий": "Вистующий", "разыгрывающий": "Разыгрывающий", "болван": "Со стола"}


def _fifth_answer(ruling: Ruling, _text: str) -> Answer | None:
    if ruling.status != "final":
        return None
    if "50" in ruling.outside:
        return Answer(("fifth", "penalty_card"), "Карта становится штрафной (правило 50)")
    return Answer(("fifth", "none"), "Наказания нет")


def fifth_card(rng: Random) -> Case:
    """Law 45E: a fifth card played to a trick."""
    role = rng.choice(tuple(_ROLES))

    def facts(who: str) -> str:
        return f"; событие=пятая_карта кто={who} это_ход=нет"

    whom = {"вистующий": "вистующий", "разыгрывающий": "разыгрывающий со своей руки",
            "болван": "разыгрывающий со стола"}
    story = (f"Во взятке уже лежат четыре карты, и {whom[role]} кладёт в неё пятую. "
             "Судья решает, что это не ход в следующую взятку.")
    variants = tuple(facts(r) for r in _ROLES if r != role)
    return Case(facts(role), story, "Что теперь?", _fifth_answer, variants, level=Level.CLUB)


_ACTS = {
    "сообщил_факт": "в присутствии судьи подсказывает факт по правилам",
    "считал_взятки": "следит за счётом взяток",
    "предостерёг а2=нет": "предупреждает разыгрывающего, что тот собирается ходить не с той руки",
    "указал_на_нарушение розыгрыш_окончен=да": "после розыгрыша указывает на нарушение",
    "указал_на_нарушение розыгрыш_окончен=нет а2=нет": "во время розыгрыша указывает на "
    "нарушение соперника",
    "вызвал_судью": "во время розыгрыша сам вызывает судью",
    "спросил_про_ренонс кого=разыгрывающий нарушал_а2=нет": "спрашивает разыгрывающего, "
    "не ренонс ли это",
    "спросил_про_ренонс кого=вистующий": "спрашивает вистующего, не ренонс ли это",
}


def _dummy_answer(ruling: Ruling, _text: str) -> Answer | None:
    if ruling.status != "final":
        return None
    if ruling.irregularity == "dummy_right":
        return Answer(("dummy", "right"), "Болван вправе так поступить")
    if "90" in ruling.outside:
        return Answer(("dummy", "breach", 90),
                      "Нарушение ограничений болвана; возможен процедурный штраф (правило 90)")
    return Answer(("dummy", "breach"), "Нарушение ограничений болвана")


def dummy(rng: Random) -> Case:
    """Laws 42 and 43: what dummy may and may not do."""
    act = rng.choice(tuple(_ACTS))

    def facts(chosen: str) -> str:
        return f"; событие=действие_болвана действие={chosen}"

    story = f"Болван {_ACTS[act]}."
    variants = tuple(facts(a) for a in _ACTS if a != act)
    return Case(facts(act), story, "Как судья оценит это?", _dummy_answer, variants,
                level=Level.CLUB)


TOPICS = (
    Topic("trick", Level.PLAYER, (44,), trick),
    Topic("designation", Level.PLAYER, (46,), designation),
    Topic("fifth_card", Level.CLUB, (45,), fifth_card),
    Topic("dummy", Level.CLUB, (43, 42), dummy),
)
