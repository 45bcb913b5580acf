"""Laws outside this text: which law a question is about, other editions' ids, board numbers.

The golden table ``tests/data/outside_questions.tsv`` holds questions governed by a law
outside 19-46 (with the laws that may be named) and look-alike questions governed by 19-46
(labelled ``-``). Every question of the example bank (``engine/data/examples``) is governed
by a clause of 19-46, so any of them flagged outside is a false alarm.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import lexicon
from engine.search.errors import DataFileError
from engine.search.examples import load_examples
from engine.story.editions import board_numbers, foreign_ids
from engine.story.outside import (
    OutsideLaw,
    concept_cues,
    outside_laws,
    outside_summary,
    outside_table,
    parse_table,
)
from engine.story.outside_model import with_kin
from laws_text import load_corpus

TABLE = Path(__file__).resolve().parents[2] / "data" / "outside_questions.tsv"
# floors measured on the table (flagged 1339/1359, a law it names — the surest or one of its
# kin — 1309/1359, look-alikes flagged 11/463; rows from blind rounds of new phrasing are added
# after their blind score was taken: rounds 11-14, 280 questions of new voices, lowered the
# fit from 1077/1079 and 1066/1079, and the cue rules were not tuned to them) and on the
# example bank (5/4715 flagged)
RECALL_FLOOR = 0.98  # outside questions flagged outside
RIGHT_LAW_FLOOR = 0.955  # … with one of the laws the row names
INSIDE_CEILING = 0.03  # look-alike questions of 19-46 flagged outside
BANK_CEILING = 0.002  # example-bank questions (under 40 words) flagged outside: 4/4698
LONG_WORDS = 40
LONG_BANK_CEILING = 0.10  # the bank's long forum stories flagged outside: 35/412


def _rows() -> list[tuple[str, tuple[str, ...]]]:
    rows = []
    for number, line in enumerate(TABLE.read_text(encoding="utf-8").splitlines(), start=1):
        if number == 1 or not line.strip():
            continue
        question, laws, _note = line.split("\t")
        rows.append((question, () if laws == "-" else tuple(laws.split())))
    return rows


@pytest.fixture(scope="module")
def rows() -> list[tuple[str, tuple[str, ...]]]:
    return _rows()


def test_table_is_large_enough_and_labelled_with_outside_laws(rows) -> None:
    outside = [laws for _, laws in rows if laws]
    inside = [laws for _, laws in rows if not laws]
    assert len(outside) >= 150 and len(inside) >= 60
    covered = load_corpus().edition
    for laws in outside:
        assert all(law.isdigit() and not covered.covers(int(law)) for law in laws), laws


def test_outside_questions_name_their_law(rows) -> None:
    outside = [(q, laws) for q, laws in rows if laws]
    # the laws as the answer names them: the surest, then the others of its topic
    found = [(q, laws, with_kin([law.law for law in outside_laws(q)])) for q, laws in outside]
    flagged = sum(bool(got) for _, _, got in found)
    right = sum(bool(set(got) & set(laws)) for _, laws, got in found)
    missed = [q for q, _, got in found if not got]
    assert flagged / len(outside) >= RECALL_FLOOR, missed
    assert right / len(outside) >= RIGHT_LAW_FLOOR


def test_look_alike_questions_of_this_text_stay_inside(rows) -> None:
    inside = [q for q, laws in rows if not laws]
    flagged = [q for q in inside if outside_laws(q)]
    assert len(flagged) / len(inside) <= INSIDE_CEILING, flagged


def test_example_bank_is_almost_never_sent_outside() -> None:
    examples = [e for e in load_examples() if len(e.question.split()) < LONG_WORDS]
    flagged = [e.question for e in examples if outside_laws(e.question)]
    assert len(flagged) / len(examples) <= BANK_CEILING, flagged


def test_long_stories_of_the_bank_are_seldom_sent_outside() -> None:
    # a story of 40-120 words mentions much in passing («claimed», «thought for»): the cue
    # rules fire on far more of them than on questions, and the learned model's veto takes
    # back only those it is sure of
    examples = [e for e in load_examples() if len(e.question.split()) >= LONG_WORDS]
    flagged = [e.question for e in examples if outside_laws(e.question)]
    assert examples
    assert len(flagged) / len(examples) <= LONG_BANK_CEILING, flagged


@pytest.mark.parametrize(
    ("question", "law"),
    [
        ("Соперник сделал ренонс, заметили через две взятки", "64"),
        ("Declarer claimed the rest, we disagreed", "70"),
        ("Партнёр пошёл не в очередь на пятой взятке", "56"),
        ("У вистующего штрафная карта, что может требовать разыгрывающий?", "50"),
        ("Партнёр долго думал и спасовал, а я поднял", "16"),
        ("Пара опоздала на 20 минут к началу турнира", "90"),
        ("Что в правиле 64?", "64"),
        ("по 73 правилу можно ли так?", "73"),
        ("Law 16 B1", "16"),
    ],
)
def test_a_question_names_its_law(question: str, law: str) -> None:
    assert law in [found.law for found in outside_laws(question)]


@pytest.mark.parametrize(
    "question",
    [
        "Болван спросил разыгрывающего, нет ли у него червей. Можно?",  # 42B1
        "Дамми заметил ренонс вистующего и сказал вслух посреди розыгрыша",  # 43A1(B)
        "Карта, показанная в торговле, станет штрафной?",  # 24
        "Первый ход закрытой картой сделал не тот вистующий",  # 41A
        "Что в 45C5 про штрафную карту?",  # 45C5
        "Сдача 19: Север открыл 1♠, Восток сказал 1♥",  # 27: a board is not a law
        "Стол 3, доска 7: пас вне очереди",  # 30
        "Юг законтрировал 1 пику своего же партнёра",  # 19A1: «законтрировал 1» is no law
        "Хотел сказать 1 черву, вытащил 1 пику и сразу без паузы поправился",  # 25A
    ],
)
def test_a_question_of_this_text_is_not_sent_outside(question: str) -> None:
    assert outside_laws(question) == []


@pytest.mark.parametrize(
    ("consequence", "with_auction"),
    [
        ("не согласен с судьёй. что дальше",
         "Пас вне очереди, я не согласен с судьёй. Что дальше?"),
        ("Сколько это будет?", "Юг открыл 1♠ — сколько это будет?"),
        ("Сыграли с партнёром одновременно. Чья считается?",
         "Сказали пас с партнёром одновременно. Чья заявка считается?"),
    ],
)
def test_a_question_naming_only_a_consequence_is_read_on_looser_cues(
    consequence: str, with_auction: str
) -> None:
    assert outside_laws(consequence)
    # the same words in a question about what Laws 19-46 govern do not send it outside
    assert outside_laws(with_auction) == []


def test_a_revoke_told_without_the_word_is_found() -> None:
    told = "Партнёрша на бубновую взятку положила трефу, а через три хода пошла с бубнового короля"
    assert [law.law for law in outside_laws(told)] == ["64"]
    # a trick told card by card is no revoke: the suit led is not seen again after the discard
    trick = "Контракт в трефах, ход пикой. Север положил туза пик, Восток побил двойкой треф."
    assert outside_laws(trick) == []


def test_a_law_named_by_number_comes_first_and_says_so() -> None:
    found = outside_laws("По правилу 64: партнёр сделал ренонс, а потом заклеймил остаток")
    assert found[0].law == "64" and "64" in found[0].fired
    assert {"64", "68"} <= {law.law for law in found}


def test_ranges_of_laws_are_read() -> None:
    assert [law.law for law in outside_laws("правила 53-56")] == ["53", "54", "55", "56"]


def test_summary_says_the_text_lacks_the_law_and_lists_see_also_of_this_text() -> None:
    summary = outside_summary(outside_laws("Соперник сделал ренонс"))
    assert summary.startswith("Это правило 64 (ренонс); его нет в этом тексте")
    assert "правила 19–46, редакция 1987 года" in summary and "44C" in summary
    several = outside_summary([OutsideLaw("68", "претензия", (), ""),
                               OutsideLaw("70", "спор", ("99Z",), "")])
    assert several.startswith("Это правила 68 (претензия) и 70 (спор); их нет")
    assert "99Z" not in several  # a see-also id the text lacks is never shown


def test_table_rows_are_sound() -> None:
    corpus = load_corpus()
    table = outside_table()
    assert set(table) >= {"16", "50", "53", "54", "55", "56", "64", "68", "70", "75", "90"}
    contexts = {c.removeprefix("outside.ctx.") for c in lexicon.concepts("outside.ctx.")}
    for law, row in table.items():
        assert not corpus.edition.covers(int(law))
        assert all(clause in corpus for clause in row.see_also), row
        assert set(row.blocked_by) <= contexts, row
        assert set(row.requires) <= set(table), row


def test_every_cue_concept_is_a_law_of_the_table_and_every_slot_is_known() -> None:
    table = outside_table()
    for concept in lexicon.concepts("outside."):
        kind = concept.split(".")[1]
        if kind in ("ctx", "slot", "fuzzy", "board"):
            continue
        assert kind in table, concept
        for word in lexicon.words(concept):
            for part in word.split("+"):
                part = part.strip()
                if part.startswith("@"):
                    assert f"outside.slot.{part[1:]}" in lexicon.concepts("outside.slot."), word
        assert concept_cues(concept), concept


def test_a_malformed_table_line_is_named() -> None:
    with pytest.raises(DataFileError, match="строка 2"):
        parse_table("law\ttopic\tsee_also\tblocked_by\trequires\n64\tренонс\n", "x.tsv")


@pytest.mark.parametrize(
    ("question", "law"),
    [
        ("Партнёр сделал рененс, сколько взяток?", "64"),  # a typo
        ("штарфная карта у вистующего, что требует разыгрывающий?", "50"),
        ("gfhnyth cltkfk htyjyc? crjkmrj dpznjr&", "64"),  # the English layout
        ("ХЕЗИТАЦИЯ ПАРТНЁРА ПЕРЕД ПАСОМ!!!", "16"),
    ],
)
def test_typos_layout_and_case_do_not_hide_the_law(question: str, law: str) -> None:
    assert law in [found.law for found in outside_laws(question)]


# --- other editions' ids and board numbers ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "clause_id", "nearest"),
    [
        ("Law 30 B.1.b.(i)", "30B1(B)(i)", "30B1"),
        ("по 30B1b(i)", "30B1(B)(i)", "30B1"),
        ("что значит 25B2(b)(ii)?", "25B2(B)(ii)", "25B2(B)"),
        ("правило 27B4", "27B4", "27B"),
        ("пункт 44C10", "44C10", "44C"),
    ],
)
def test_an_id_this_text_lacks_gets_a_notice(text: str, clause_id: str, nearest: str) -> None:
    (found,) = foreign_ids(text, load_corpus())
    assert (found.clause_id, found.nearest) == (clause_id, nearest)
    assert found.notice == f"В тексте 1987 года нет пункта {clause_id}; ближайший — {nearest}."


@pytest.mark.parametrize(
    "text",
    ["45C4(b)", "п. 27Б1б", "27 b 1 (a)", "правило 27 в торговле", "2NT over 1C",
     "Law 64B2", "сдача 19", "правило 31 а что", "3d 4h 1c"],
)
def test_ids_this_text_has_and_other_numbers_get_no_notice(text: str) -> None:
    assert foreign_ids(text, load_corpus()) == []


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Сдача 19: Юг открыл", [19]),
        ("доска 7, стол 3", [7, 3]),
        ("Board 19 and board #4", [19, 4]),
        ("сдача №5", [5]),
        ("на 12-й сдаче", [12]),
        ("в 7 сдаче", [7]),
        ("table 2", [2]),
        ("Юг открыл 1 пику, Север 2 червы, по правилу 27", []),
    ],
)
def test_board_numbers(text: str, numbers: list[int]) -> None:
    assert board_numbers(text) == numbers


# --- nothing raises -----------------------------------------------------------------------

JUNK = ["", " ", "\x00\x01", "<b>ренонс</b>", "😡" * 50, "htyjyc", "?" * 3000, "1" * 5000,
        "правило " * 400, "Law 30 B.1.b.(i)" * 100]


@pytest.mark.parametrize("text", JUNK)
def test_junk_never_raises(text: str) -> None:
    assert isinstance(outside_laws(text), list)
    assert isinstance(foreign_ids(text, load_corpus()), list)
    assert isinstance(board_numbers(text), list)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=300))
def test_any_text_never_raises(text: str) -> None:
    laws = outside_laws(text)
    assert all(not load_corpus().edition.covers(int(law.law)) for law in laws)
    outside_summary(laws)
    foreign_ids(text, load_corpus())
    board_numbers(text)
