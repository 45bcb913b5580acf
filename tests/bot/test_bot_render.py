"""HTML rendering: escaping, splitting below Telegram's limit without breaking tags, and the
recording session's own checks (they must be able to fail)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.telegram.callbacks import LawCb, MoreCb, RulingCb, VoteCb
from bot.telegram.render import esc, fit, plain, split_html, utf16_len
from bot.telegram.views.law import law_keyboard, law_text
from laws_text import load_corpus
from tests.bot.recording import LimitViolation, check_html, check_markup, check_text

words = st.text(alphabet="абв xyz♠👍&<>\"'\n", min_size=0, max_size=30)
fragments = st.lists(
    st.tuples(words, st.sampled_from(["", "b", "i", "code"])), min_size=1, max_size=200
)


def build(parts: list[tuple[str, str]]) -> str:
    return "".join(f"<{tag}>{esc(text)}</{tag}>" if tag else esc(text) for text, tag in parts)


@settings(max_examples=150, deadline=None)
@given(fragments, st.integers(min_value=40, max_value=400))
def test_split_keeps_every_chunk_valid_short_and_the_text_whole(
    parts: list[tuple[str, str]], limit: int
) -> None:
    html_text = build(parts)
    chunks = split_html(html_text, limit)
    for chunk in chunks:
        assert utf16_len(chunk) <= limit
        check_html(chunk)
    joined = "".join(plain(chunk) for chunk in chunks)
    assert "".join(joined.split()) == "".join(plain(html_text).split())


def test_split_prefers_line_ends() -> None:
    text = "\n".join(f"<b>{i}</b> строка текста" for i in range(400))
    chunks = split_html(text)
    assert len(chunks) > 1
    assert all(chunk.endswith("текста\n") or chunk.endswith("текста") for chunk in chunks)


def test_fit_cuts_and_says_so() -> None:
    long = "<i>" + "слово " * 2000 + "</i>"
    short = fit(long, tail="\n…")
    assert utf16_len(short) <= 4096 and short.endswith("…")
    check_html(short)


@pytest.mark.parametrize("clause", [c.id for c in load_corpus()])
def test_every_clause_renders_within_telegram_limits(clause: str) -> None:
    corpus = load_corpus()
    check_text(law_text(corpus, clause), "HTML")
    check_markup(law_keyboard(corpus, clause))


def test_callback_data_stays_small() -> None:
    longest = max(load_corpus().ids, key=len)
    for data in (
        LawCb(id=longest, edit=False),
        MoreCb(answer=10**12, offset=99),
        VoteCb(answer=10**12, up=False),
        RulingCb(action="restart", step=999, option=99),
    ):
        assert len(data.pack().encode()) <= 64


@pytest.mark.parametrize(
    "bad",
    ["<b>x", "a & b", "<script>x</script>", "x < y", "<b><i>x</b></i>", "x" * 4097, "👍" * 2049],
)
def test_the_recording_checks_catch_what_telegram_refuses(bad: str) -> None:
    with pytest.raises(LimitViolation):
        check_text(bad, "HTML")


def test_the_recording_checks_catch_long_callback_data() -> None:
    from aiogram.types import InlineKeyboardButton, InlineKeyboardMarkup

    button = InlineKeyboardButton(text="x", callback_data="я" * 33)
    with pytest.raises(LimitViolation):
        check_markup(InlineKeyboardMarkup(inline_keyboard=[[button]]))
