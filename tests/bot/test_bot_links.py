"""Links that travel: deep links, «поделиться», prev/next at every level, the clauses that
refer to this one, «↩ назад» after a followed reference, and the glossary (/terms)."""

from __future__ import annotations

import re

import pytest
from aiogram.methods import AnswerCallbackQuery, EditMessageText

from bot.telegram.callbacks import LawCb
from bot.telegram.handlers.terms import find_term, glossary
from bot.telegram.views.law import (
    backlinks,
    law_keyboard,
    law_text,
    neighbour,
    payload_clause,
    start_payload,
)
from laws_text import load_corpus
from tests.bot.harness import Harness, buttons, sent_texts
from tests.bot.recording import BOT_USERNAME, check_markup, check_text

CORPUS = load_corpus()
START_PARAMETER = re.compile(r"[A-Za-z0-9_-]{1,64}")


# --- deep links ---------------------------------------------------------------------------
@pytest.mark.parametrize("clause_id", CORPUS.ids)
def test_every_clause_travels_in_a_deep_link_and_back(clause_id: str) -> None:
    payload = start_payload(clause_id)
    assert START_PARAMETER.fullmatch(payload), payload
    assert payload_clause(payload) == clause_id


@pytest.mark.parametrize(
    ("payload", "clause_id"),
    [("law_27B1_A_", "27B1(A)"), ("law_25B2_B__2_", "25B2(B)(2)"), ("law_27", "27"),
     ("help", None), ("law_", None), ("law_27B1(A)", None), ("law_" + "9" * 80, None)],
)
def test_payload_mapping(payload: str, clause_id: str | None) -> None:
    assert payload_clause(payload) == clause_id


async def test_start_with_a_clause_link_opens_the_clause(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/start law_27B1_A_"))
    assert text.startswith("Правило 27") and "27B1(A). Без наказания" in text
    assert f"t.me/{BOT_USERNAME}?start=law_27B1_A_" in text
    (text,) = sent_texts(await tg.send("/start law_27B9"))
    assert "Нет пункта 27B9" in text
    (text,) = sent_texts(await tg.send("/start"))
    assert "Примеры — нажмите" in text
    (text,) = sent_texts(await tg.send("/start <b>junk</b>"))
    assert "Примеры — нажмите" in text  # not a link: the help


async def test_the_law_view_shares_and_links(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/law 27B1"))
    assert f"🔗 https://t.me/{BOT_USERNAME}?start=law_27B1" in text
    markup = tg.last_message().reply_markup
    assert markup is not None
    share = [b for row in markup.inline_keyboard for b in row if "поделиться" in b.text]
    assert len(share) == 1 and share[0].switch_inline_query == "27B1"
    await tg.press(tg.last_message(), "27B1(A)")  # navigating keeps the link, for the clause
    assert "start=law_27B1_A_" in (tg.last_message().text or "")


# --- prev / next --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("clause_id", "previous", "following"),
    [("27", "26", "28"), ("19", None, "20"), ("27B1", "27A", "27B2"), ("27B", "27A", "27C"),
     ("27C", "27B", "28"), ("27B1(A)", "27A", "27B1(B)"), ("27B1(B)", "27B1(A)", "27B2")],
)
def test_neighbours_are_siblings_then_the_parents_neighbours(
    clause_id: str, previous: str | None, following: str | None
) -> None:
    before, after = neighbour(CORPUS, clause_id, -1), neighbour(CORPUS, clause_id, 1)
    assert (before.id if before else None, after.id if after else None) == (previous, following)


def test_only_the_first_and_last_clauses_lack_a_neighbour() -> None:
    no_previous = [c for c in CORPUS.ids if neighbour(CORPUS, c, -1) is None]
    no_next = [c for c in CORPUS.ids if neighbour(CORPUS, c, 1) is None]
    assert all(c.startswith("19") for c in no_previous)
    assert all(c.startswith("46") for c in no_next)


async def test_law_27_goes_both_ways(tg: Harness) -> None:
    await tg.send("/law 27")
    labels = buttons(tg.last_message())
    assert "◀ 26" in labels and "28 ▶" in labels
    await tg.press(tg.last_message(), "28 ▶")
    assert "28. Заявки, рассматриваемые" in (tg.last_message().text or "")


# --- references both ways, and back -------------------------------------------------------
def test_backlinks_are_the_clauses_whose_text_refers_here() -> None:
    assert backlinks(CORPUS, "31") == ("27C", "29A", "30C")
    for clause_id in CORPUS.ids:
        for source in backlinks(CORPUS, clause_id):
            assert clause_id in {ref.target for ref in CORPUS[source].refs}


async def test_following_a_reference_has_a_way_back(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/law 31"))
    assert "Ссылаются на этот пункт: 27C, 29A, 30C" in text
    assert "⤴ 27C" in buttons(tg.last_message())
    await tg.send("/law 27C")
    message = tg.last_message()
    assert not any(label.startswith("↩") for label in buttons(message))
    requests = await tg.press(message, "→ 31")
    assert [type(r) for r in requests] == [EditMessageText, AnswerCallbackQuery]
    assert "31. Назначение вне очереди" in (tg.current(message).text or "")
    await tg.press(tg.current(message), "31A. ")  # moving around keeps the way back
    assert "↩ назад: 27C" in buttons(tg.current(message))
    await tg.press(tg.current(message), "↩ назад: 27C")
    assert "27C." in (tg.current(message).text or "")
    assert not any(label.startswith("↩") for label in buttons(tg.current(message)))


async def test_a_backlink_also_remembers_where_from(tg: Harness) -> None:
    await tg.send("/law 31")
    await tg.press(tg.last_message(), "⤴ 29A")
    assert "29A." in (tg.last_message().text or "")
    assert "↩ назад: 31" in buttons(tg.last_message())


@pytest.mark.parametrize("clause_id", CORPUS.ids)
def test_every_clause_with_its_link_and_a_trail_is_within_telegram_limits(clause_id: str) -> None:
    check_text(law_text(CORPUS, clause_id, BOT_USERNAME), "HTML")
    check_markup(law_keyboard(CORPUS, clause_id, ("25B2(B)(1)", "25B2(B)(2)", "27B1(A)")))


def test_the_trail_keeps_callback_data_small() -> None:
    longest = max(CORPUS.ids, key=len)
    trail = tuple(sorted(CORPUS.ids, key=len)[-5:])
    data = LawCb(id=longest, trail=trail).pack()
    assert len(data.encode()) <= 64
    assert LawCb.unpack(data).trail == trail[-len(LawCb.unpack(data).trail):]
    check_markup(law_keyboard(CORPUS, longest, trail))


async def test_old_clause_buttons_still_open(tg: Harness) -> None:
    await tg.send("/law 27")
    await tg.press_data(tg.last_message(), "law:27B1(A):1")
    assert "27B1(A)." in (tg.last_message().text or "")
    before = tg.last_message().text
    requests = await tg.press_data(tg.last_message(), "law:27:1:a:b:c")  # junk: ignored
    assert not sent_texts(requests) and tg.last_message().text == before


# --- glossary -----------------------------------------------------------------------------
def test_every_term_points_to_clauses_of_the_text() -> None:
    names = [t.term for t in glossary()]
    for wanted in ("LHO", "RHO", "S.O.", "ТД", "OOT", "IB", "UI", "MI", "CC", "болван",
                   "разыгрывающий", "вистующий", "контра", "реконтра", "назначение", "заявка"):
        assert wanted in names
    for term in glossary():
        assert term.clauses and all(c in CORPUS for c in term.clauses), term.term
        assert len({t.key for t in glossary()}) == len(glossary())


@pytest.mark.parametrize(
    ("typed", "term"),
    [("LHO", "LHO"), ("lho", "LHO"), ("дрщ", "LHO"), ("S.O.", "S.O."), ("so", "S.O."),
     ("TD", "ТД"), ("судья", "ТД"), ("dummy", "болван"), ("Болван", "болван"),
     ("X", "контра"), ("защитник", "вистующий")],
)
def test_terms_are_found_by_any_name(typed: str, term: str) -> None:
    found = find_term(typed)
    assert found is not None and found.term == term


def test_the_glossary_words_are_the_texts_own() -> None:
    """LHO, RHO, S.O., «болван», «вистующий» ... are words of the law text itself."""
    text = " ".join(c.text for c in CORPUS).lower()
    for word in ("lho", "rho", "s.o.", "болван", "вистующ", "разыгрывающ", "реконтр", "судь"):
        assert word in text


async def test_terms_command_and_buttons(tg: Harness) -> None:
    (text,) = sent_texts(await tg.send("/terms"))
    assert "LHO — левый соперник" in text and "ТД" in text
    message = tg.last_message()
    requests = await tg.press(message, "RHO")
    assert [type(r) for r in requests] == [EditMessageText, AnswerCallbackQuery]
    assert "справа" in (tg.current(message).text or "")
    assert "📖 28A" in buttons(tg.current(message))
    await tg.press(tg.current(message), "все термины")
    assert "Термины" in (tg.current(message).text or "")
    (text,) = sent_texts(await tg.send("/terms S.O."))
    assert "Sponsoring organization" in text and "40D" in text
    (text,) = sent_texts(await tg.send("/terms <script>"))
    assert "Не знаю термина «<script>»" in text  # escaped, and the list follows
