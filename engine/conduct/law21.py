"""Law 21: a call based on a misunderstanding.

21A: a player's own misunderstanding gets no redress. 21B1: misinformed by an opponent, a
player may change his call without penalty while the auction period lasts, provided his
partner has not called since; 21B2: his LHO may then change a later call of his own, with an
adjusted score if the withdrawn call conveyed damaging information (Law 16C); 21B3: too late
to change, the director may award an adjusted score (Law 40C may apply).

>>> from engine.conduct.situation import Event, Situation
>>> d = misinformation(Situation(Event.MISINFORMATION, auction_over=True))
>>> d.laws, d.adjusted
(['21B', '21B3', '40C'], True)
"""

from __future__ import annotations

from engine.conduct.draft import PlayDraft, need
from engine.conduct.situation import Situation
from engine.rules.citations import register

CITES = register("21", "21A", "21B", "21B1", "21B2", "21B3", "40C")


def own_misunderstanding(situation: Situation) -> PlayDraft:
    """21A: no redress for a call that came from the player's own misunderstanding."""
    return (
        PlayDraft("law21", "own_misunderstanding", None)
        .cite("21A")
        .say(
            "Помощи нет: заявка остаётся в силе. Игроку не предоставляется помощь, если он "
            "сделал заявку, явившуюся результатом его собственного непонимания (21A)."
        )
    )


def misinformation(situation: Situation) -> PlayDraft:
    """21B: a call made because an opponent misinformed the player."""
    draft = PlayDraft("law21", "misinformation", situation.offender).cite("21B")
    if situation.partner_called and situation.auction_over is None:
        # partner has called since: 21B1's proviso fails whether or not the auction has
        # ended, so the change is too late either way (21B3)
        draft.cite("21B1")
        return _too_late(draft, "партнёр игрока уже сделал последующую заявку (21B1)")
    over = need(draft, situation, "auction_over")
    if over is None:  # the question is 21B1's own condition: «пока не закончился период торговли»
        return draft.cite("21B1")
    if over:
        return _too_late(draft, "период торговли уже закончился")
    draft.cite("21B1")  # the auction goes on: 21B1 decides, by whether partner has called
    partner = need(draft, situation, "partner_called")
    if partner is None:
        return draft
    if partner:
        draft.cite("21B1")
        return _too_late(draft, "партнёр игрока уже сделал последующую заявку (21B1)")
    draft.cite("21B1", "21B2").say(
        "Игрок может без наказания изменить заявку: вероятно, она сделана в результате "
        "дезинформации со стороны оппонента (отсутствие требуемого алерта тоже считается "
        "дезинформацией), торговля не закончилась, и партнёр не сделал последующей заявки "
        "(21B1). Если он изменит заявку, его LHO может в свою очередь изменить любую "
        "последующую сделанную им заявку без наказания (21B2)."
    )
    changed = situation.lho_changed
    if not changed:
        return draft
    conveyed = need(draft, situation, "conveyed")
    if conveyed is None:
        return draft
    draft.refer("16")
    if conveyed:
        return draft.adjust("21B2").say(
            "Отменённая заявка LHO передала информацию, достаточно существенную для нанесения "
            "ущерба ненарушившей стороне: судья может назначить присужденный результат (21B2; "
            "о нелегальной информации из отменённых заявок — правило 16C, его нет в этом тексте)."
        )
    return draft.say(
        "LHO изменил заявку без наказания (21B2); о нелегальной информации из отменённых "
        "заявок — правило 16C, его нет в этом тексте."
    )


def _too_late(draft: PlayDraft, why: str) -> PlayDraft:
    return (
        draft.adjust("21B3")
        .cite("40C")
        .say(
            f"Изменять заявку слишком поздно: {why}. Судья может назначить присужденный "
            "результат, если сторона понесла ущерб от дезинформации (21B3; может применяться "
            "правило 40C)."
        )
    )
