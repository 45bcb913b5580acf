"""The director's index: facts of an irregularity, the rows that rule on them, whole questions.

The questions in ``situation_questions.tsv`` were written from the law text, not taken from
the development set: each describes an irregularity by its facts and names the clause
that rules on it (a clause below it counts too).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.search import Searcher
from engine.search.director import (
    SITUATIONS_PATH,
    Situation,
    load_situations,
    parse_situations,
    rulings,
    spread,
)
from engine.search.errors import DataFileError
from engine.search.facts import FACTS, facts, relation
from engine.search.normalize import normalise
from laws_text import load_corpus

TABLE = Path(__file__).resolve().parent / "situation_questions.tsv"


def _questions() -> list[tuple[str, str]]:
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines()[1:]:
        if line.strip():
            question, clause, _ = line.split("\t")
            rows.append((question, clause))
    return rows


@pytest.fixture(scope="module")
def searcher(bankless_searcher: Callable[..., Searcher]) -> Searcher:
    # the director's index on its own, in the hand-set combination: the example bank's vote
    # and the learned order (trained for the search WITH the bank) are measured on the
    # authors' sets (test_search_authors.py)
    return bankless_searcher({"combined": 1.0})


@pytest.mark.parametrize(("question", "clause"), _questions())
def test_the_ruling_clause_comes_first(searcher: Searcher, question: str, clause: str) -> None:
    hits = searcher.search(question).hits
    assert hits, question
    above = {c.id for c in searcher.corpus.ancestors(hits[0].clause_id)}
    assert clause in above, f"{question}: {[h.clause_id for h in hits]}"


# --- the data file ----------------------------------------------------------------------------
def test_every_row_names_a_clause_and_facts_that_can_be_found() -> None:
    corpus = load_corpus()
    rows = load_situations()
    assert len(rows) >= 100
    for row in rows:
        assert row.clause in corpus, f"line {row.line}: {row.clause}"
        unknown = (row.needs | row.absent) - FACTS
        assert not unknown, f"line {row.line}: {unknown}"


def _words(text: str) -> str:
    return " ".join(re.findall(r"[0-9a-zа-я]+", normalise(text)))


def test_every_row_quotes_its_clause() -> None:
    """The quoted words («…», pieces cut at «…») are the clause's: its text, the text below
    it, or the sentence above it that its text completes (the translation's slips kept)."""
    corpus = load_corpus()
    for number, line in enumerate(SITUATIONS_PATH.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        _, clause_id, quote = line.split("\t")
        above = " ".join(f"{c.title} {c.text}" for c in corpus.ancestors(clause_id))
        own = _words(f"{above} {corpus.full_text(clause_id)}")
        quoted = re.findall(r"«(.*?)»", quote)
        assert quoted, f"line {number} quotes nothing"
        for piece in (p for q in quoted for p in q.split("…")):
            assert _words(piece) in own, f"line {number}: «{piece.strip()}» not in {clause_id}"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("pass oot\t30\n", "три столбца"),
        ("\t30\t«x»\n", "пустые"),
        ("!oot\t30\t«x»\n", "пустые"),
    ],
)
def test_malformed_rows_are_reported_with_their_line(text: str, problem: str) -> None:
    with pytest.raises(DataFileError, match=problem):
        parse_situations("# comment\n" + text)


# --- rulings -----------------------------------------------------------------------------------
def _row(names: str, clause: str) -> Situation:
    return parse_situations(f"{names}\t{clause}\t«x»\n")[0]


def test_the_most_specific_row_rules() -> None:
    rows = [_row("pass oot", "30"), _row("pass oot turn=partner", "30B2"), _row("bid oot", "31")]
    ruled = rulings(rows, frozenset({"pass", "oot", "turn=partner"}))
    assert ruled["30B2"] == 1.0
    assert ruled["30"] < 0.5
    assert "31" not in ruled


def test_a_fact_that_must_be_absent_excludes_the_row() -> None:
    rows = [_row("bid oot turn=rho next=pass !unnoticed", "31A1")]
    assert rulings(rows, frozenset({"bid", "oot", "turn=rho", "next=pass"})) == {"31A1": 1.0}
    assert rulings(rows, frozenset({"bid", "oot", "turn=rho", "next=pass", "unnoticed"})) == {}


def test_a_ruling_spreads_below_but_not_into_a_sibling_branch() -> None:
    corpus = load_corpus()
    inside = {c.id: tuple(d.id for d in corpus.descendants(c.id)) for c in corpus}
    above = {c.id: frozenset(a.id for a in corpus.ancestors(c.id)) for c in corpus}
    gains = spread({"30": 0.3, "30B2": 1.0}, inside, above)
    assert gains["30B2"] == gains["30B2(A)"] == gains["30B2(B)"] == 1.0
    assert gains["30"] == gains["30B"] == 0.0  # above a more specific ruling
    assert "30B1" not in gains and "30A" not in gains  # beside it


# --- facts -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("offender", "owner", "turn"),
    [
        ("me", "rho", "rho"),
        ("me", "offender-partner", "partner"),
        ("partner", "me", "partner"),
        ("lho", "me", "rho"),
        ("rho", "me", "lho"),
        ("player", "lho", "lho"),
        ("opp", "me", None),  # which opponent? nobody can tell
        ("north", "east", "lho"),
        ("west", "east", "partner"),
        ("north", "me", None),  # the speaker's own seat is not known
        ("partner", "of-lho", "lho"),  # «его левый сосед»
    ],
)
def test_whose_turn_it_was_is_seen_from_the_offender(
    offender: str, owner: str, turn: str | None
) -> None:
    assert relation(offender, owner) == turn


@pytest.mark.parametrize(
    ("question", "present", "absent"),
    [
        ("партнер сказал пас вместо меня", {"pass", "oot", "turn=partner"}, set()),
        ("правый соперник контрировал в мою очередь", {"double", "oot", "turn=lho"}, set()),
        ("я сделал заявку в свою очередь", set(), {"oot"}),
        ("можно ли реконтрировать, если контру дал мой партнер", {"redouble", "own-side"}, set()),
        ("соперник дал контру раньше своего партнера", {"turn=partner"}, {"own-side"}),
        ("игрок, который должен был пасовать, дал контру", {"double", "must-pass"}, set()),
        ("партнер теперь должен пасовать до конца?", set(), {"must-pass"}),
        ("вистующий сказал пас после финального паса", {"pass", "after-final", "defender"}, set()),
        ("соперник открыл 1 бк, я сказал 1 пику, потом исправил на 2 пики",
         {"insufficient", "fix=nearest"}, {"fix=other"}),
        ("1 пика после 2 треф, исправили на 3 трефы", {"insufficient", "fix=other"}, set()),
        ("контра вне очереди, правый спасовал", {"next=pass", "turn=rho"}, set()),
        ("дабл не в очередь, а левый потом дал бид", {"next=bid"}, {"turn=rho"}),
        ("во время торговли выпал туз", {"auction", "shown", "honour"}, {"small"}),
        ("болван подсмотрел в карты защитника", {"dummy", "dummy-violated"}, set()),
        # seats by neighbour and by compass, sides seen from the offender
        ("сосед слева сказал 1 бубну, когда очередь была моя", {"bid", "turn=rho"}, set()),
        ("Север открыл 1 пику, когда была очередь Востока", {"bid", "turn=lho"}, set()),
        ("Север открыл 1 пику, когда была моя очередь", {"bid", "oot"}, {"turn=lho", "turn=rho"}),
        ("игрок напротив объявил 2 пики, хотя говорить должен был правый", {"turn=lho"}, set()),
        ("соперник сказал пас вне очереди, а его левый сосед объявил 1 черву",
         {"pass", "next-lho"}, set()),
        ("партнер сказал пас вне очереди, а левый соперник объявил 1 черву", set(), {"next-lho"}),
        ("сосед заявил 1 бк не в свою очередь, но игрок, чья была очередь, сделал свою заявку",
         {"owner-called"}, set()),
        # bids in words; the count of cards is not a bid
        ("партнер ляпнул три без козыря вне очереди", {"bid", "oot"}, set()),
        ("у болвана две пики, а разыгрывающий назвал пику", set(), {"bid"}),
        # cards seen during the auction however they fell
        ("маленькая карта упала на стол в торговле", {"auction", "shown", "small"}, set()),
        ("пока торговались, у соседа выпали король и дама", {"auction", "several"}, set()),
        ("вистующий уронил карту во время розыгрыша", {"shown"}, {"auction"}),
        # declarer's words about dummy's card
        ('разыгрывающий сказал просто "пика"', {"names-dummy", "no-rank"}, {"no-suit"}),
        ("декларант назвал только короля, а масть не сказал", {"no-suit"}, {"no-rank"}),
        ('разыгрывающий сказал "бубну" и больше ничего', {"no-rank"}, {"high-low"}),
        # calls after the auction, doubles of one's own side
        ("торговля уже кончилась, а один из вистующих сказал реконтру",
         {"after-final", "redouble"}, set()),
        ("после торговли вистующий сказал контру", {"after-final", "defender"}, set()),
        ("партнер сказал реконтру на мою контру", {"redouble", "own-side"}, set()),
        ("партнер законтрил после моей контры", {"double", "own-side"}, set()),
        ("партнер дал контру на мою заявку", {"double", "own-side"}, set()),
        # a double made on a call misheard; a call another player misheard
        ("север сказал 3 трефы, юг недослышал и дал контру", {"double", "misheard"}, set()),
        ("мне показалось, что было 2 бубны, и я сказал контра", {"double", "misunderstood"},
         set()),
        ("соперник дал контру, а мой партнер не расслышал", {"call", "misheard"}, {"double"}),
        # a bid named again is not a new bid
        ("дошли до 3 пик, я дал контру, партнер заявил 4 бубны. контра на 3 пики пропала?",
         set(), {"insufficient"}),
        ("запад 2 червы, север 2 червы", {"insufficient"}, set()),
        # a replacement named with «вместо»; «ой» between two bids is a slip corrected
        ("сделал недостаточную заявку и сказал пас вместо неё", {"fix=pass"}, set()),
        ("север сказал 1 пику, ой, 1 черву", {"change"}, {"insufficient"}),
        # whose turn: someone was still thinking when another called
        ("север открыл 1 пику, и пока восток думал, запад сказал контра",
         {"double", "oot", "turn=partner"}, set()),
        # who held a card where partner could see it
        ("восток держал карту так, что запад её видел, разыгрывающий требует её сыграть",
         {"held", "who=defender"}, {"who=declarer"}),
        ("разыгрывающий держал карту почти у стола", {"held", "who=declarer"}, set()),
        # dummy's remarks, unless they are about an irregularity
        ("я был болваном и сказал партнеру, что он зря полез в гейм", {"remark"}, set()),
        ("болван сказал, что вистующий сделал ренонс", set(), {"remark"}),
        ("разыгрывающий сказал болвану: маленькую", set(), {"remark"}),
    ],
)
def test_facts_of_a_question(question: str, present: set[str], absent: set[str]) -> None:
    found = facts(normalise(question))
    assert present <= found, sorted(found)
    assert not absent & found, sorted(found)


def test_every_fact_found_is_a_known_one() -> None:
    for question, _ in _questions():
        assert facts(normalise(question)) <= FACTS
