"""Properties of the story reader: it never raises, never invents calls, reads back what it
was given."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.rules.model import Call, Seat, Strain
from engine.story.model import Story
from engine.story.reader import read_story
from engine.story.ruling import auction_ruling

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# pieces of stories, so that generated text often looks like one
_PIECES = [
    "Север", "Восток", "Юг", "Запад", "я", "партнёр", "левый", "правый", "LHO", "RHO",
    "открыл", "сказал", "пас", "контра", "реконтра", "1♣", "2♦", "3♥", "4♠", "5БК", "1 трефу",
    "2 !h", "1!s", "0♠", "9♦", "10 червей", "-", "–", "—", "/", "(", ")", "p", "x", "xx", "nb",
    "сдающий", "сдача", "Board", "19", "правило", "27B1", "не принял", "принял", "заменил на",
    "сразу поправился", "вне очереди", "?", ".", ",", "\n\n", "С:", "N:", "З", "😀", "<b>",
    "ёлка", "ctdth", "gfc", "4♠-1", "3БК+1", "вместо", "можно ли", "после",
]
story_pieces = st.lists(st.sampled_from(_PIECES), max_size=60).map(" ".join)


@SETTINGS
@given(st.one_of(st.text(max_size=400), story_pieces))
def test_reader_and_ruling_never_raise(text: str) -> None:
    story = read_story(text)
    assert isinstance(story, Story)
    ruling = auction_ruling(story)
    assert ruling is None or ruling.status in ("final", "needs_facts", "error")
    assert ruling is None or ruling.status != "error", ruling.summary if ruling else ""
    for item in story.calls:
        assert item.implied or text[item.span[0] : item.span[1]]  # read from the text


@SETTINGS
@given(st.text(alphabet="абвгдеёжзийклмнопрстуфхцчшщъыьэюя ,.!?", max_size=300))
def test_words_without_digits_or_call_words_give_no_bids(text: str) -> None:
    story = read_story(text)
    assert not any(item.call.is_bid for item in story.calls)


_SPELL = {Strain.CLUBS: "C", Strain.DIAMONDS: "D", Strain.HEARTS: "H", Strain.SPADES: "S",
          Strain.NOTRUMP: "NT"}


@SETTINGS
@given(st.lists(st.one_of(
    st.builds(Call.bid, st.integers(1, 7), st.sampled_from(list(Strain))),
    st.just(Call.pass_()), st.just(Call.double()), st.just(Call.redouble()),
), min_size=2, max_size=12), st.sampled_from(list(Seat)))
def test_shorthand_reads_back(calls: list[Call], dealer: Seat) -> None:
    typed = "-".join(
        f"{c.level}{_SPELL[c.strain]}" if c.is_bid and c.strain is not None
        else {"pass": "p", "double": "X", "redouble": "XX"}[c.kind.value]
        for c in calls
    )
    story = read_story(f"Dealer {dealer.letter}. {typed}. What is the ruling?")
    assert [item.call for item in story.calls] == calls
    assert story.dealer is dealer and story.dealer_from == "fact"


def test_huge_and_binary_input() -> None:
    assert read_story("1♠ пас " * 3000).calls  # read up to its limit, not refused
    assert any("длинное" in note for note in read_story("пас " * 3000).notes)
    assert read_story("\x00\xff\ufffd" * 500).calls == ()
    assert auction_ruling(read_story("")) is None
    assert read_story(None).calls == ()  # type: ignore[arg-type]
