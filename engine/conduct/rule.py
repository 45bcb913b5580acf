"""The rules engine of the play period (Laws 41-46) and of the procedures of Laws 20-23 (the
package ``engine.conduct`` re-exports what this module defines, loading it on first use).

``rule_situation(Situation) -> Ruling`` and ``rule_play(text) -> Ruling`` never raise; a
missing fact gives ``needs_facts`` with a question whose options are the values to answer with.
Layout: ``situation`` (the typed facts), ``facts`` (the ``; fact=value`` notation), one module
per law (``law20`` ... ``law46``) and ``beyond`` (cases governed by laws outside 19-46).

A yes/no fact whose two answers give the same verdict is not asked: the ruling says each
answer's consequence as a condition (``_either_way``).

Status ``outside`` only when a law outside 19-46 governs the case wholly (a lead out of turn,
a revoke, a claim, a fifth card deemed a lead); when a clause of 19-46 rules and refers on
(45E1 → Law 50, 43B1 → Law 90), the status is ``final`` and ``outside`` names the law.

Where the 1987 text leaves a director a choice, the engine reads it so (each also at the clause):

- 41B/20C2: the opening leader may ask for a review before he leads, not after his face-down
  lead; after the lead is faced, a player who has not yet played may ask at his first turn to
  play; after that only the contract and doubling are told (41C). The presumed dummy has no
  such right (41B names the leader's partner and the presumed declarer).
- A card led by the wrong player before the opening lead: a defender's is Law 54, a card of
  declarer's side Law 48.
- 21B2: the adjusted score is asked about only when the LHO did change his call.
- 23A: a forced pass is not itself an irregularity (code ``none``); 23B is
  ``pass_out_of_rotation``.
- 42B/43B2: a qualified right (42B1, 42B2, 42B3) exercised after an A2 breach is ruled by
  43B2; asking a defender about a revoke is a breach (42B1 "но не вистующего", 43A1(C)).
- 44: with the trump unknown, a trick whose cards are all in the suit led is won by the
  highest of them (44E or 44F give the same); an unfinished trick says who plays next (44B).
- 45C2: declarer's card that is not "played" is Law 48's exposure, outside this text.
- 46: when declarer must say which card he meant, the question ``card`` offers the candidates.

>>> r = rule_play("; событие=пятая_карта кто=защитник")
>>> r.status, r.irregularity, [q.fact for q in r.questions]
('needs_facts', 'fifth_card', ['was_lead'])
>>> r = rule_play("; событие=пятая_карта кто=защитник это_ход=нет")
>>> r.status, r.laws, r.outside
('final', ['45E', '45E1'], ['50'])
>>> r = rule_play("1♠ пас 4♠ пас пас пас ; событие=взятка взятка=♥2,♥K,♠3,♥A ходил=В")
>>> r.trick.winner, r.laws
(<Seat.W: 3>, ['44E', '44G'])
>>> rule_play("").status
'error'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.conduct import (
    beyond,
    law20,
    law21,
    law22,
    law23,
    law41,
    law42,
    law43,
    law44,
    law45,
    law46,
)
from engine.conduct.draft import PlayDraft
from engine.conduct.facts import KINDS, known_facts, read_facts
from engine.conduct.situation import RIGHTS, Event, Situation, Trump
from engine.errors import BadFact
from engine.rules.model import Seat
from engine.rules.result import AuctionInfo, Ruling, Status
from engine.rules.ruling import error_ruling, existing_clause, guarded
from engine.rules.ruling import rule as rule_auction
from laws_text import Corpus

MAX_LENGTH = 5000
KNOWN_FACTS = known_facts()


def _dummy(situation: Situation) -> PlayDraft:
    """Laws 42 and 43: the act decides which law judges it."""
    act = situation.act
    if act is None:
        if situation.event is Event.DUMMY_BREACH:
            return law43.breach(situation)
        return law42.dummy_action(situation)
    return law42.dummy_action(situation) if act in RIGHTS else law43.breach(situation)


# one procedure per event (grep the law module for the clauses it applies)
PROCEDURES: dict[Event, Callable[[Situation], PlayDraft]] = {
    Event.OPENING_LEAD: law41.opening_lead,
    Event.DUMMY_LAYOUT: law41.dummy_layout,
    Event.REVIEW: law20.review,
    Event.EXPLANATION: law20.review,
    Event.MISINFORMATION: law21.misinformation,
    Event.OWN_MISUNDERSTANDING: law21.own_misunderstanding,
    Event.PASSED_OUT: law22.passed_out,
    Event.DAMAGING_PASS: law23.damaging_pass,
    Event.DUMMY_ACTION: _dummy,
    Event.DUMMY_BREACH: _dummy,
    Event.FOLLOW_SUIT: law44.follow_suit,
    Event.TRICK: law44.trick,
    Event.CARD_PLAYED: law45.card_played,
    Event.NAMED_CARD: law45.named_card,
    Event.PENALTY_CARD: law45.penalty_card,
    Event.DUMMY_MISPLACED: law45.dummy_misplaced,
    Event.FIFTH_CARD: law45.fifth_card,
    Event.DUMMY_INDICATED: law45.dummy_indicated,
    Event.CARD_TURNED: law45.card_turned,
    Event.DESIGNATION: law46.designation,
    Event.LEAD_OUT_OF_TURN: beyond.lead_out_of_turn,
    Event.REVOKE: beyond.revoke,
    Event.CLAIM: beyond.claim,
    Event.QUITTED_TRICK: beyond.quitted_trick,
    Event.DEFECTIVE_TRICK: beyond.defective_trick,
}

# what the ruling is about, said first when it still waits for a fact
_INTRO: dict[Event, str] = {
    Event.OPENING_LEAD: "Первый ход делает вистующий слева от разыгрывающего (41A).",
    Event.REVIEW: "Право попросить повторить торговлю зависит от периода и очереди (20, 41B).",
    Event.EXPLANATION: "Право попросить объяснение зависит от периода и очереди (20F, 41B).",
    Event.MISINFORMATION: "Заявку, сделанную из-за дезинформации, иногда можно изменить (21B).",
    Event.DAMAGING_PASS: "Пас, который может нанести ущерб, разбирает правило 23.",
    Event.DUMMY_ACTION: "Права болвана — правило 42, его ограничения — правило 43.",
    Event.DUMMY_BREACH: "Ограничения болвана и наказания за их нарушение — правило 43.",
    Event.FOLLOW_SUIT: "Каждый игрок должен давать в масть, если это возможно (44C).",
    Event.TRICK: "Кто выиграл взятку, решают 44E и 44F, кто ходит следующим — 44G.",
    Event.CARD_PLAYED: "Какая карта считается сыгранной, решает правило 45C.",
    Event.NAMED_CARD: "Названная карта должна быть сыграна (45C4(A)); исключение — 45C4(B).",
    Event.DUMMY_MISPLACED: "Карту, положенную болваном без указания, иногда надо отменить (45D).",
    Event.FIFTH_CARD: "Пятую карту во взятке разбирает правило 45E.",
    Event.DUMMY_INDICATED: "Болван не может трогать или указывать карту без инструкции (45F).",
    Event.CARD_TURNED: "Переворачивать карту, пока не все сыграли во взятку, не следует (45G).",
    Event.DESIGNATION: "Неполное называние карты стола разбирает правило 46.",
}

def rule_situation(situation: Situation, corpus: Corpus | None = None) -> Ruling:
    """The ruling on a situation; never raises (status ``error`` with a Russian message).

    >>> from engine.conduct.situation import Role
    >>> rule_situation(Situation(Event.CARD_TURNED, actor=Role.DEFENDER, all_played=False)).laws
    ['45G']
    """
    return guarded(_rule_situation, situation, corpus)


def _rule_situation(situation: Situation, corpus: Corpus | None) -> Ruling:
    if not isinstance(situation, Situation):
        return error_ruling("ожидается описание ситуации")
    draft = _either_way(situation, PROCEDURES[situation.event](situation))
    if draft.questions and not draft.sentences and situation.event in _INTRO:
        draft.sentences.append(_INTRO[situation.event])
    said = [ASSUMED[fact] for fact in sorted(situation.assumed) if fact in ASSUMED]
    draft.sentences[:0] = said
    return _ruling(draft, corpus)


# what a story's reader took when the story did not say it, as the ruling says it first
ASSUMED: dict[str, str] = {
    "played_card": "Считаю, что игрок ещё не сыграл картой: в рассказе об этом не сказано.",
    "all_played": "Считаю, что карту перевернули до того, как все четыре игрока сыграли во "
                  "взятку: в рассказе не сказано иначе.",
    "was_lead": "Считаю, что судья не счёл эту карту ходом: в рассказе не сказано иначе.",
    "in_turn": "Считаю, что игрок спросил в свою первую очередь игры: в рассказе не сказано "
               "иначе.",
}


def _either_way(situation: Situation, draft: PlayDraft) -> PlayDraft:
    """A yes/no fact that does not change the ruling is not asked: when the one question the
    draft asks is such a fact and both answers give the same final ruling (the irregularity,
    the offender, the clauses, the laws outside, the adjusted score and the verdict, its first
    sentence), that ruling is given, each answer's own consequence said as a condition.
    Otherwise the draft, asking."""
    if len(draft.questions) != 1 or KINDS.get(draft.questions[0].fact) != "bool":
        return draft
    question = draft.questions[0]
    procedure = PROCEDURES[situation.event]
    told: list[dict[str, Any]] = [{question.fact: value} for value in (True, False)]
    yes, no = (procedure(replace(situation, **facts)) for facts in told)
    if yes.questions or no.questions:
        return draft
    judged = situation.director_judges is True and question.fact in JUDGED
    if not judged and (_decided(yes) != _decided(no) or yes.sentences[:1] != no.sentences[:1]):
        return draft  # the verdict itself differs («можно» / «не сейчас»): ask
    shared = [sentence for sentence in yes.sentences if sentence in no.sentences]
    if len(shared) == len(yes.sentences) == len(no.sentences):
        return yes
    # a consequence of one finding only (45F: the score adjusted for a suggestion found) is
    # said as its condition, not flagged as the ruling's own
    yes.adjusted = yes.adjusted and no.adjusted
    either = f"{question.ask} Если да: {_joined(yes.sentences, shared)} Если нет: "
    yes.sentences = [*shared, either + _joined(no.sentences, shared)]
    return yes


# facts the law leaves to the director's judgment («Судье надлежит установить, …», 45F): asked
# what the director must establish, the ruling gives each finding's consequence
JUDGED = frozenset({"suggestion"})


def _decided(draft: PlayDraft) -> tuple[object, ...]:
    """What a ruling decides, its wording aside."""
    return (draft.irregularity, draft.offender, sorted(draft.laws), sorted(draft.outside),
            draft.governed, draft.adjusted, draft.trick)


def _joined(sentences: list[str], shared: list[str]) -> str:
    return " ".join(sentence for sentence in sentences if sentence not in shared)


def rule_play(text: str, corpus: Corpus | None = None) -> Ruling:
    """The ruling on ``[AUCTION] ; fact=value ...``; never raises.

    An auction before the ``;`` gives the contract, declarer and opening leader (Laws 22, 41A)
    unless the facts say otherwise.
    """
    return guarded(_rule_play, text, corpus)


def _rule_play(text: str, corpus: Corpus | None) -> Ruling:
    if not isinstance(text, str):
        return error_ruling("ожидается текст")
    if len(text) > MAX_LENGTH:
        return error_ruling(
            f"Слишком длинный текст: {len(text)} знаков (не больше {MAX_LENGTH})."
        )
    if not text.strip():
        return error_ruling(
            f"Пустой запрос: ожидается «[ТОРГОВЛЯ] ; событие=... факт=...». {_HELP}"
        )
    auction, facts = _split(text)
    info: AuctionInfo | None = None
    values = read_facts(facts)
    dealer = values.pop("dealer", None)
    if auction.strip():
        told = rule_auction(auction if dealer is None else f"{auction} ; сдающий={dealer.letter}")
        if told.status == "error":
            return error_ruling(told.summary)
        info = told.auction
        _from_auction(info, values)
    if "event" not in values:
        raise BadFact("событие", "", f"Не указано событие (событие=...). {_HELP}")
    ruling = rule_situation(Situation(**values), corpus)
    if info is not None and ruling.status != "error":
        ruling.auction = info
    return ruling


def _split(text: str) -> tuple[str, str]:
    if ";" in text:
        auction, _, facts = text.partition(";")
        return auction, facts
    if "=" in text:
        return "", text
    return text, ""


def _from_auction(info: AuctionInfo, values: dict[str, object]) -> None:
    """Contract, declarer and trump from a finished auction, unless the facts tell them."""
    if not info.complete:
        return
    if info.passed_out:
        values.setdefault("event", Event.PASSED_OUT)
        return
    values.setdefault("event", Event.OPENING_LEAD)
    if info.declarer is not None:
        values.setdefault("declarer", info.declarer)
    contract = info.contract or ""
    strain = "БК" if "БК" in contract else contract[1:2]
    if strain in {t.value for t in Trump}:
        values.setdefault("trump", Trump(strain))


def _ruling(draft: PlayDraft, corpus: Corpus | None) -> Ruling:
    status: Status
    if draft.questions:
        status = "needs_facts"
    elif draft.governed:
        status = "outside"
    else:
        status = "final"
    sentences = list(draft.sentences)
    known = status != "needs_facts"
    if known and draft.outside and not any("этом тексте" in s for s in sentences):
        names = ", ".join(draft.outside)
        sentences.append(f"Вне этого текста (в нём правила 19–46): правило {names}.")
    if draft.questions:
        sentences.append("Нужно уточнить: " + " ".join(q.ask for q in draft.questions))
    laws = list(draft.laws)
    if corpus is not None:
        laws = list(dict.fromkeys(existing_clause(law, corpus) for law in laws))
    return Ruling(
        status=status,
        irregularity=draft.irregularity,
        offender=draft.offender if isinstance(draft.offender, Seat) else None,
        laws=laws,
        adjusted_score=draft.adjusted,
        questions=list(draft.questions),
        summary=" ".join(sentences),
        trick=draft.trick,
        outside=list(draft.outside),
        steps=[draft.step],
    )


_HELP = (
    "Например: «; событие=пятая_карта кто=вистующий» или «1♠ пас 4♠ пас пас пас ; "
    "событие=взятка взятка=♥2,♥K,♠3,♥A ходил=В»."
)


