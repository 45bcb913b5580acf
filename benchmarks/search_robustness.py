"""Search robustness: the same questions, clean and spoiled, side by side.

    python benchmarks/search_robustness.py [--styles clean,slang,conversational]

The per-style figures of ``search_quality.py`` compare different questions: a typo set
and a clean set differ in more than their typos. This run takes every correctly written
question of the independent authors' sets (``engine/data/examples/``, the developer's own
sets left out) and spoils each one the three ways users do:

* ``layout``: the whole question typed on the English layout (``gfhnyth`` for «партнер»,
  ``@`` for a quote);
* ``noyo``: ё written as е (only the questions that have an ё);
* ``typo``: one slip per question, two in a long one, in words of five letters or more
  (a letter dropped, doubled, swapped with the next, or its neighbour on the keyboard
  pressed); the slips are drawn from a hash of the question, so every run is the same.

It prints top-1, top-3 and MRR of the clean questions and of each spoiled version of the
same questions, and the difference in points. Each set is scored with a bank without it
(leave-one-author-out), as in ``search_quality.py``.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from search_quality import (  # noqa: E402
    DEVELOPER_SETS,
    Scores,
    evaluate,
    means,
    project,
    read_questions,
)

from engine.glyphs import to_russian  # noqa: E402
from engine.search import Searcher  # noqa: E402
from engine.search.examples import EXAMPLES_DIR, load_examples, without  # noqa: E402
from laws_text import load_corpus  # noqa: E402

_LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./?&"
# the key that types each Russian character on the Russian layout
_TO_LATIN = str.maketrans({to_russian(key): key for key in reversed(_LATIN_KEYS)})
# quotes: the key that types «"» on the Russian layout types «@» on the English one
_TO_LATIN.update({ord(quote): "@" for quote in "«»“”„\""})
_KEYBOARD_ROWS = ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю")
_NEIGHBOURS = {
    letter: row[max(0, i - 1) : i] + row[i + 1 : i + 2]
    for row in _KEYBOARD_ROWS
    for i, letter in enumerate(row)
}


def on_latin_layout(question: str) -> str:
    """The keys a user presses for the question with the English layout left on.

    >>> on_latin_layout("Партнёр сказал «пас», что теперь?")
    'gfhny`h crfpfk @gfc@? xnj ntgthm&'
    """
    return question.lower().translate(_TO_LATIN)


def without_yo(question: str) -> str:
    return question.replace("ё", "е").replace("Ё", "Е")


def with_typos(question: str) -> str:
    """One or two realistic slips, the same for the same question on every run.

    >>> question = "партнёр сказал пас не в свою очередь"
    >>> with_typos(question) != question, with_typos(question) == with_typos(question)
    (True, True)
    """
    seed = int.from_bytes(hashlib.sha256(question.encode("utf-8")).digest()[:8], "big")
    chance = random.Random(seed)
    words = question.split(" ")
    long_words = [i for i, word in enumerate(words) if len(word) >= 5 and word.isalpha()]
    if not long_words:
        return question
    count = 2 if len(words) > 12 and len(long_words) > 1 else 1
    for i in chance.sample(long_words, count):
        words[i] = _slip(words[i], chance)
    return " ".join(words)


def _slip(word: str, chance: random.Random) -> str:
    at = chance.randrange(1, len(word) - 1)  # not the first letter: people see that one
    kind = chance.choice(("drop", "double", "swap", "neighbour"))
    if kind == "drop":
        return word[:at] + word[at + 1 :]
    if kind == "double":
        return word[:at] + word[at] + word[at:]
    if kind == "swap":
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    near = _NEIGHBOURS.get(word[at].lower())
    if not near:
        return word[:at] + word[at + 1 :]
    return word[:at] + chance.choice(near) + word[at + 1 :]


VARIANTS = {"layout": on_latin_layout, "noyo": without_yo, "typo": with_typos}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--styles", default="clean,slang,conversational",
                        help="the styles of the questions to spoil (comma-separated)")
    args = parser.parse_args()
    styles = set(args.styles.split(","))
    corpus = load_corpus()
    examples = load_examples()
    searcher = Searcher(corpus, examples=())
    scores: dict[str, dict[str, list[Scores]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted(EXAMPLES_DIR.glob("*.tsv")):
        if path.stem in DEVELOPER_SETS:
            continue
        rows = [row for row in read_questions(path) if row[2] in styles]
        searcher.use_examples(without(examples, path.stem))
        rank = project(corpus, searcher)
        for name, spoil in VARIANTS.items():
            spoiled = [(spoil(q), accepted, "") for q, accepted, _ in rows]
            kept = [(i, row) for i, row in enumerate(spoiled) if row[0] != rows[i][0]]
            clean_part = [rows[i] for i, _ in kept]
            for label, part in (("clean", clean_part), ("spoiled", [row for _, row in kept])):
                per_style, _, _ = evaluate(corpus, rank, part)
                scores[name][label] += [v for values in per_style.values() for v in values]
    print(f"styles {args.styles}; the same questions clean | spoiled: top-1 top-3 MRR")
    for name in VARIANTS:
        clean, spoiled = means(scores[name]["clean"]), means(scores[name]["spoiled"])
        gap = ", ".join(f"{(a - b) * 100:+.1f}" for a, b in zip(clean, spoiled, strict=True))
        print(f"  {name:7s} n={len(scores[name]['clean']):4d}  "
              f"{clean[0]:.3f} {clean[1]:.3f} {clean[2]:.3f} | "
              f"{spoiled[0]:.3f} {spoiled[1]:.3f} {spoiled[2]:.3f}  points lost: {gap}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
