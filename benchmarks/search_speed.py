"""Search speed: start-up to the first answer, time per query, peak memory, against pymorphy3.

    python benchmarks/search_speed.py [--questions tests/data/questions.tsv] [--runs 5]

Prints, in one run:
* start-up of ``bridge-laws ask`` to its first answer (index cache warm, and cache off),
  next to a process that only loads pymorphy3's dictionary, as a ratio;
* median and 99th-percentile time per query in a loaded process that votes with numpy, as
  the bot, the console and ``ask --jsonl`` do (a one-shot ``ask`` votes in plain Python and
  does not import numpy; ``benchmarks/startup.py`` times it) (lemma caches emptied
  before each query, and warm), next to the time pymorphy3 alone needs to parse the
  same query's words (the irreducible part: a default ``pymorphy3.MorphAnalyzer``), as a
  ratio; and the same ratio against
  parsing the words as the search reads them (a question typed on the English layout is
  Russian words: parsing its Latin letters costs pymorphy3 nothing, parsing the words does);
* peak memory (max RSS) of ``bridge-laws ask --jsonl`` answering every question;
* what the bm25s library would add: its import time, and its scoring time per query.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

QUESTION = "партнёр сказал пас не в свою очередь, что теперь"
MORPH_ONLY = "import pymorphy3; pymorphy3.MorphAnalyzer()"


def ask_command() -> list[str]:
    script = shutil.which("bridge-laws")
    return [script] if script else [sys.executable, "-m", "bot.cli"]


def wall(command: list[str], env: dict[str, str], stdin: bytes = b"") -> tuple[float, int]:
    """Seconds from start to exit, and the child's peak RSS in KB."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
    )
    assert process.stdin is not None
    process.stdin.write(stdin)
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        error = process.stderr.read().decode() if process.stderr else ""
        raise SystemExit(f"{' '.join(command)} failed: {error}")
    return elapsed, usage.ru_maxrss


def median_wall(command: list[str], env: dict[str, str], runs: int) -> float:
    return statistics.median(wall(command, env)[0] for _ in range(runs))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def startup(runs: int, cache_dir: str) -> None:
    # bytecode written and read as after an install (pip compiles it): a shell that forbids
    # writing it would time the compiling of every changed module, not the start-up
    env = {**os.environ, "BRIDGE_LAWS_CACHE": cache_dir}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    ask = [*ask_command(), "ask", "--json", QUESTION]
    wall(ask, env)  # fills the index cache and the bytecode
    warm = median_wall(ask, env, runs)
    cold = median_wall(ask, {**env, "BRIDGE_LAWS_CACHE": ""}, runs)
    morph = median_wall([sys.executable, "-c", MORPH_ONLY], env, runs)
    bare = median_wall([sys.executable, "-c", "pass"], env, runs)
    bm25s = median_wall([sys.executable, "-c", "import bm25s"], env, runs)
    print(f"start-up to first answer (median of {runs}):")
    print(f"  bridge-laws ask, index cache warm  {warm:6.3f} s  ({warm / morph:4.2f}× pymorphy3)")
    print(f"  bridge-laws ask, index cache off   {cold:6.3f} s  ({cold / morph:4.2f}× pymorphy3)")
    print(f"  python loading pymorphy3 only      {morph:6.3f} s")
    print(f"  python doing nothing               {bare:6.3f} s")
    print(f"  python importing bm25s             {bm25s:6.3f} s  (+{bm25s - bare:.3f} s)")


def memory(questions: list[str], cache_dir: str) -> None:
    env = {**os.environ, "BRIDGE_LAWS_CACHE": cache_dir}
    batch = ("\n".join(questions) + "\n").encode()
    _, ask_kb = wall([*ask_command(), "ask", "--jsonl"], env, batch)
    _, morph_kb = wall([sys.executable, "-c", MORPH_ONLY], env)
    print(f"peak memory (max RSS): bridge-laws ask --jsonl over {len(questions)} questions "
          f"{ask_kb / 1024:.1f} MB; python with pymorphy3 only {morph_kb / 1024:.1f} MB")


def per_query(questions: list[str]) -> None:
    import pymorphy3

    from engine.search import BadQuery, Searcher, morph
    from engine.search.analyze import fix_layout
    from engine.search.normalize import normalise, words
    from laws_text import load_corpus

    searcher = Searcher(load_corpus())
    searcher.accelerate()  # a loaded process votes with numpy, as the bot and --jsonl do
    # the baseline is pymorphy3 as it comes (the search's own analyzer skips the likelihood
    # order of readings, which it does not use: comparing with it would hide that saving)
    analyzer = pymorphy3.MorphAnalyzer()
    searcher.search(QUESTION)
    cold: list[float] = []
    warm: list[float] = []
    alone: list[float] = []
    read: list[float] = []
    for question in questions:
        as_read = words(fix_layout(normalise(question), searcher.vocabulary)[0])
        for sink, query_words in ((alone, words(question)), (read, as_read)):
            start = time.perf_counter()
            for word in query_words:
                analyzer.parse(word)
            sink.append(time.perf_counter() - start)
        for sink in (cold, warm):
            if sink is cold:
                morph.clear_caches()
            start = time.perf_counter()
            with contextlib.suppress(BadQuery):
                searcher.search(question)
            sink.append(time.perf_counter() - start)
    print(f"per query over {len(questions)} questions (ms):   median    p99")
    for name, values in (("search, lemma caches emptied", cold), ("search, warm", warm),
                         ("pymorphy3 parse of its words", alone),
                         ("pymorphy3 parse of words as read", read)):
        print(f"  {name:32s} {statistics.median(values) * 1e3:7.3f} "
              f"{percentile(values, 0.99) * 1e3:7.3f}")
    for name, base in (("its words", alone), ("words as read", read)):
        ratios = [c / a for c, a in zip(cold, base, strict=True) if a > 0]
        print(f"  ratio search/pymorphy3 ({name}, caches emptied): median "
              f"{statistics.median(ratios):.2f}×, p99 {percentile(ratios, 0.99):.2f}×")


def bm25s_scoring(questions: list[str]) -> None:
    """The same ranking with scores from bm25s (one get_scores call per term)."""
    import bm25s

    from engine.search import Searcher
    from engine.search.analyze import analyse
    from engine.search.index import K1, B, document_terms
    from laws_text import load_corpus

    corpus = load_corpus()
    searcher = Searcher(corpus)
    tokens = [[t for t, w in terms for _ in range(max(1, round(w)))]
              for terms in document_terms(corpus)]
    retriever = bm25s.BM25(k1=K1, b=B, method="robertson")
    retriever.index(tokens, show_progress=False)
    own: list[float] = []
    library: list[float] = []
    for question in questions:
        analysis = analyse(question.lower(), searcher.vocabulary)
        start = time.perf_counter()
        searcher._scores(analysis)
        own.append(time.perf_counter() - start)
        start = time.perf_counter()
        for alternatives in analysis.terms + analysis.pairs:
            known = [term for term in alternatives if term in retriever.vocab_dict]
            for term in known:
                retriever.get_scores([term])
        library.append(time.perf_counter() - start)
    print(f"scoring only, median per query: hand-rolled postings "
          f"{statistics.median(own) * 1e3:.3f} ms; bm25s get_scores "
          f"{statistics.median(library) * 1e3:.3f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--questions", type=Path, default=ROOT / "tests/data/questions.tsv")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    lines = args.questions.read_text(encoding="utf-8").splitlines()[1:]
    questions = [line.split("\t")[0] for line in lines if line.strip()]
    with tempfile.TemporaryDirectory() as cache_dir:
        startup(args.runs, cache_dir)
        memory(questions, cache_dir)
    per_query(questions)
    bm25s_scoring(questions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
