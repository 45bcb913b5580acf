"""Telegram HTML: escaping user text, bold snippets, and splitting long answers safely.

Everything the bot sends uses ``parse_mode=HTML``; every piece of text that did not come
from our own templates goes through :func:`esc`.

>>> esc("<b>1♠ & 2♥</b>")
'&lt;b&gt;1♠ &amp; 2♥&lt;/b&gt;'
>>> bold_segments([("в свою ", False), ("очередь", True)])
'в свою <b>очередь</b>'
>>> split_html("<b>" + "слово " * 5 + "</b>", limit=24)
['<b>слово слово </b>', '<b>слово слово </b>', '<b>слово </b>']
>>> plain("<b>27B1</b> &lt;текст&gt;")
'27B1 <текст>'
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable, Sequence

MESSAGE_LIMIT = 4096
CALLBACK_ANSWER_LIMIT = 200
BUTTON_LABEL_LIMIT = 48

_TAG = re.compile(r"(<[^<>]+>)")
_TAG_NAME = re.compile(r"^</?\s*([a-zA-Z-]+)")
_ENTITY = re.compile(r"&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);")
_CONTROL = {"Cc", "Cs", "Co", "Cn"}


def esc(text: str) -> str:
    """Escape user or corpus text for Telegram HTML (quotes left alone, as Telegram allows)."""
    return html.escape(text, quote=False)


def clean_input(text: str) -> str:
    """Drop control characters and junk code points a user (or a fuzzer) may send."""
    if text.isprintable():  # no control, surrogate, private or unassigned code point, no tab
        return text.strip()
    kept = (ch for ch in text if ch in "\n\t" or unicodedata.category(ch) not in _CONTROL)
    return "".join(kept).replace("\t", " ").strip()


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis (plain text, not HTML).

    >>> shorten("недостаточное назначение", 12)
    'недостаточн…'
    """
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def bold_segments(segments: Iterable[tuple[str, bool]]) -> str:
    """Snippet segments (text, matched) as HTML with the matched words in bold."""
    out = []
    for text, matched in segments:
        piece = esc(text)
        out.append(f"<b>{piece}</b>" if matched and piece.strip() else piece)
    return "".join(out)


def plain(html_text: str) -> str:
    """What a reader sees: tags removed and entities decoded."""
    return html.unescape(_TAG.sub("", html_text))


def utf16_len(text: str) -> int:
    """Length as Telegram counts it (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


# --- splitting ---------------------------------------------------------------------------

def _tag_name(tag: str) -> str:
    match = _TAG_NAME.match(tag)
    return match.group(1).lower() if match else ""


def _pieces(html_text: str, limit: int) -> Iterable[str]:
    """Tags, and text cut into words (with their trailing space); no piece exceeds ``limit``."""
    for token in _TAG.split(html_text):
        if not token:
            continue
        if token.startswith("<") and token.endswith(">"):
            yield token
            continue
        for word in re.findall(r"\S+\s*|\s+", token):
            while utf16_len(word) > limit:
                cut = _safe_cut(word, limit)
                yield word[:cut]
                word = word[cut:]
            if word:
                yield word


def _safe_cut(word: str, limit: int) -> int:
    """A cut position within ``limit`` UTF-16 units that breaks no entity and no surrogate."""
    cut = min(len(word), limit // 2)
    for match in _ENTITY.finditer(word):
        if match.start() < cut < match.end():
            cut = match.start()
    return max(cut, 1)


def split_html(html_text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """Split HTML into chunks of at most ``limit`` UTF-16 units, closing and reopening tags.

    Breaks prefer a line end, then a space; tags and entities are never cut.
    """
    if utf16_len(html_text) <= limit:
        return [html_text]
    chunks: list[str] = []
    current: list[str] = []
    stack: list[tuple[str, str]] = []  # (name, opening tag) of the tags in flight
    line_break: tuple[int, list[tuple[str, str]]] | None = None  # after the last line end

    def closers(tags: list[tuple[str, str]]) -> str:
        return "".join(f"</{name}>" for name, _ in reversed(tags))

    def size(pieces: list[str]) -> int:
        return sum(utf16_len(p) for p in pieces)

    for piece in _pieces(html_text, max(limit // 4, 1)):
        after = _after(stack, piece)
        if current and size(current) + utf16_len(piece) + utf16_len(closers(after)) > limit:
            index, tags = len(current), list(stack)
            if line_break is not None and size(current[: line_break[0]]) > limit // 2:
                index, tags = line_break
            body = "".join(current[:index])
            if body.strip():
                chunks.append(body + closers(tags))
            current = [opening for _, opening in tags] + current[index:]
            line_break = None
        current.append(piece)
        stack = after
        if piece.endswith("\n"):
            line_break = (len(current), list(stack))
    body = "".join(current)
    if body.strip():
        chunks.append(body + closers(stack))
    return chunks or [""]


def _after(stack: list[tuple[str, str]], piece: str) -> list[tuple[str, str]]:
    """The open-tag stack once ``piece`` is appended."""
    if not (piece.startswith("<") and piece.endswith(">")):
        return stack
    name = _tag_name(piece)
    if piece.startswith("</"):
        return stack[:-1] if stack and stack[-1][0] == name else stack
    return stack if piece.endswith("/>") else [*stack, (name, piece)]


def fit(html_text: str, limit: int = MESSAGE_LIMIT, tail: str = "\n…") -> str:
    """One message: the text itself, or its first chunk followed by ``tail``."""
    chunks = split_html(html_text, limit - utf16_len(tail))
    return chunks[0] if len(chunks) == 1 else chunks[0] + tail


def label(text: str, limit: int = BUTTON_LABEL_LIMIT) -> str:
    """A button label: plain text, one line, not too long."""
    return shorten(text, limit)


def bullet_list(lines: Sequence[str]) -> str:
    """HTML lines as a bulleted list (each line already escaped)."""
    return "\n".join(f"• {line}" for line in lines)
