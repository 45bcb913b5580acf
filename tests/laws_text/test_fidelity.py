"""Not one word lost or invented: the canonical text against the raw sources, checked with a
normaliser written here independently of the importer."""

from __future__ import annotations

import re
from collections import Counter

from laws_text import Corpus, breadcrumb
from laws_text.importer.structure import RESTORED_NOTE
from tests.laws_text.conftest import source

PAGE = re.compile(r"(?:(?<=\s)|^)- \d{2,3}(?: -(?=\s|$)|(?=\s))")
SEPARATORS = re.compile(r"-{3,}|={3,}|\?{3,}|(?:(?:==|\?\?) ){2,}(?:==|\?\?)")
FOOTNOTE_BLOCK = re.compile(r"(?:-{20,}|\?{20,})\s*(\(\*+\) - .*?)(?=\s- \d{2,3}\b|\Z)", re.S)


def words(text: str) -> list[str]:
    """Words with ё folded, case folded, and every hyphen inside a word dropped, so that
    «ко- торое», «которое», «по-прежнему» and «по- прежнему» compare by letters alone."""
    text = text.replace("ё", "е").replace("Ё", "Е").lower()
    text = re.sub(r"(\w)-\s*(\w)", r"\1\2", text)
    return re.findall(r"\w+", text)


def raw_words(raw: str) -> tuple[list[str], list[str]]:
    """(body words in order, footnote words) of a raw dump."""
    lines = [ln for ln in raw.split("\n") if not re.fullmatch(r"[\d ]{30,}", ln)]
    text = " ".join(lines)
    notes = [m.group(1) for m in FOOTNOTE_BLOCK.finditer(text)]
    text = FOOTNOTE_BLOCK.sub(" ", text)
    text = SEPARATORS.sub(" ", PAGE.sub(" ", text))
    note_words = [w for note in notes for w in words(SEPARATORS.sub(" ", note))]
    return words(text), note_words


def canonical_words(corpus: Corpus) -> tuple[list[str], list[str]]:
    """(book-order words: headings, markers, titles, texts; footnote words)."""
    body: list[str] = []
    for clause in corpus:
        for heading in clause.headings:
            body += words(str(heading))
        # a restored law header («Правило 19. Контры и реконтры») is not in the sources
        head = "" if RESTORED_NOTE in clause.notes else breadcrumb(clause)
        body += words(head) + words(clause.text)
    notes = [w for note in corpus.footnotes.values() for w in words(note.text)]
    return body, notes


def test_canonical_has_exactly_the_words_of_the_main_source(corpus: Corpus) -> None:
    raw_body, raw_notes = raw_words(source("000"))
    body, notes = canonical_words(corpus)
    assert Counter(body + notes) == Counter(raw_body + raw_notes)
    assert body == raw_body  # and in the same order
    assert Counter(notes) == Counter(raw_notes)


def _contains(haystack: list[str], needle: list[str]) -> bool:
    n = len(needle)
    return any(haystack[i : i + n] == needle for i in range(len(haystack) - n + 1))


def test_partial_sources_match_the_canonical_text_fragment_by_fragment(corpus: Corpus) -> None:
    body, notes = canonical_words(corpus)
    for prefix in ("001", "003"):
        raw = source(prefix)
        text = FOOTNOTE_BLOCK.sub(
            " ", " ".join(raw.split("\n")[:-1] if prefix == "001" else [raw])
        )
        fragments = PAGE.split(text)
        checked = 0
        for fragment in fragments:
            fragment_words = words(SEPARATORS.sub(" ", fragment))
            inner = fragment_words[1:-1]  # a fragment may be cut mid-word at either edge
            if len(inner) < 3:
                continue
            assert _contains(body, inner), f"{prefix}: fragment not in canonical: {inner[:12]}"
            checked += 1
        assert checked >= 4
        for block in FOOTNOTE_BLOCK.finditer(raw.replace("\n", " ")):
            assert _contains(notes, words(SEPARATORS.sub(" ", block.group(1)))), prefix


def test_no_debris_left_in_any_text(corpus: Corpus) -> None:
    texts = [clause.title for clause in corpus] + [clause.text for clause in corpus]
    texts += [note.text for note in corpus.footnotes.values()]
    for text in texts:
        assert not PAGE.search(f" {text} "), text
        assert not re.search(r"-{3,}|={2,}|\?{2,}", text), text
        assert not re.search(r"\w- \w", text), text  # a hyphenated break left unjoined
        assert "\x01" not in text and "\x02" not in text


def test_footnotes_stand_under_the_clause_whose_marker_they_explain(corpus: Corpus) -> None:
    assert corpus["26A2"].footnotes == ()
    assert "специфицированную масть" in corpus["26A2"].text
    assert "Если заявка была повторена" not in corpus["26A2"].text
    (law26,) = corpus["26"].footnotes
    assert law26.text.startswith("Если заявка была повторена,но с существенно иным значением")
    (note26b,) = corpus["26B"].footnotes
    assert note26b.text.startswith("Разыгрывающий специфицирует эту масть")
    # markers restart on every page: the two (*) of Law 26 are different footnotes
    assert law26.key == "55*" and note26b.key == "56*"
    assert [n.key for n in corpus["20F1"].footnotes] == ["50**"]
    assert [n.key for n in corpus["20B"].footnotes] == ["50*"]
    assert [n.key for n in corpus["20C2"].footnotes] == ["50*"]
    assert [n.key for n in corpus["31B"].footnotes] == ["60**"]


def test_every_marker_has_its_footnote_and_every_footnote_a_marker(corpus: Corpus) -> None:
    used = {note.key for clause in corpus for note in clause.footnotes}
    assert used == set(corpus.footnotes)
    for clause in corpus:
        markers = set(re.findall(r"\((\*+)\)", clause.text))
        assert markers == {note.marker for note in clause.footnotes}, clause.id


def test_restored_heading_and_truncated_end_are_marked_not_invented(corpus: Corpus) -> None:
    assert corpus["19"].title == "Контры и реконтры"
    assert any("восстановлен" in note for note in corpus["19"].notes)
    last = corpus["46B4"]
    assert last.text.endswith("разыгрывающий может об")
    assert any("обрывается" in note for note in last.notes)
    assert corpus.ids[-1] == "46B4"


def test_hyphenation_keeps_real_hyphens_and_joins_breaks(corpus: Corpus) -> None:
    everything = " ".join(c.title + " " + c.text for c in corpus)
    everything += " ".join(n.text for n in corpus.footnotes.values())
    for word in ("по-прежнему", "какие-либо", "из-за", "какую-либо", "(НАКАЗАНИЕ)", "которое"):
        assert word in everything
    assert "НАКАЗА НИЕ" not in everything and "НАКАЗА-НИЕ" not in everything
    # 003 has these words whole where 000 broke them: the importer must agree with 003
    whole_003 = set(re.findall(r"\w+(?:-\w+)*", source("003").replace("ё", "е")))
    ours = set(re.findall(r"\w+(?:-\w+)*", everything))
    broken_in_000 = {
        a + b for a, b in re.findall(r"(\w+)- (\w+)", source("000").replace("ё", "е"))
    }
    for word in broken_in_000 & whole_003:
        assert word in ours, word
