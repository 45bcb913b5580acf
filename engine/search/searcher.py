"""The search over the law text: direct references first, then ranked clauses."""

from __future__ import annotations

import heapq
import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import astuple, dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, cast

from engine import lexicon
from engine.search import cache as index_cache
from engine.search.analyze import (
    Analysis,
    Vocabulary,
    analyse,
    fix_layout,
    fix_layout_words,
    fix_translit,
)
from engine.search.bids import unglued
from engine.search.director import load_situations, rulings, spread
from engine.search.errors import BadQuery
from engine.search.examples import (
    Example,
    ExampleBank,
    examples_text,
    features,
    load_examples,
    packaged_examples_bytes,
)
from engine.search.facts import facts
from engine.search.index import SearchIndex, build_index
from engine.search.jargon import (
    JargonEntry,
    jargon_text,
    load_jargon,
    packaged_matcher,
    seed_jargon,
)
from engine.search.morph import lemmas, seed, seeded
from engine.search.printed import as_typed
from engine.search.question import checked, domain_terms, elsewhere, without
from engine.search.refs import Reference, find_references, later_spelled
from engine.search.rerank import Evidence, load_weights, phase, phase_off, score
from engine.search.rerank import features as rerank_features
from engine.search.spoken import fact_lemmas, inflected
from laws_text import Corpus, UnknownClause, breadcrumb, load_corpus

INDEX_VERSION = "22"  # 22: the facts the example bank is built with read English (stop 20)
PAIR_WEIGHT = 0.6
DERIVED_WEIGHT = 0.5  # a verb matching its «-ние» noun or its «-ся» form
OOV_WEIGHT = 2.0  # how much a word the text never uses counts against coverage
MIN_COVERAGE = 0.15  # below it, the best clause answers too little of the question
MIN_EVIDENCE = 1.0  # IDF weight answered (a bridge word must be among the matched)
# … and enough of it answers a long story whatever its share: a table story says much the
# law does not (names, table numbers, who was surprised); the off-topic questions that are
# not about another game answer less than 1 (tests/data/offtopic.tsv)
STRONG_EVIDENCE = 3.5
DIRECT_SCORE = 100.0
HEADING_BONUS = 0.5  # × (1 + bonus × share of the clause's headings the question says)
HEADING_CANDIDATES = 30
DEPTH_PRIOR = (0.1, 0.0, 0.0, 0.0, 0.0)  # score × (1 + prior) for a law, section, … item
COORDINATION = 0.5  # a clause answering more of the question's words gains: score × share^c
HEADING_SHARE = 0.5  # the gain of a ruled clause that has no words of its own, only items
TIE = 0.01
RARE_DF = 2  # a word of the question only this many clauses use is decisive evidence …
RARE_BONUS = 0.5  # … and counts this × its IDF more in the clauses that use it
SITUATION_BOOST = 1.0  # a clause the director's index names gains boost × weight × best score
LONG_QUESTION = 12  # content words of a question that is long (a story) for the ranker
# the learned ranking re-orders this many (the weights are learned on the first ten:
# benchmarks/train_ranker.py); a long story's clause is often 11th-20th by the hand-set
# combination, so a story gets more; a short question keeps ten, and its speed
CANDIDATES = 10
STORY_CANDIDATES = 20
VOTED_CANDIDATES = 3  # … and the clauses the examples vote for most join a story's candidates
# content words of a question naming a whole law that make it ask which of its rules applies
WITHIN_WORDS = 6
QUESTION_BOOST = 1.5  # a long story's words that its questions say too weigh this much more
# the sentences of a text that ask: from the last sentence end before a «?» to it
_ASKED = re.compile(r"[^.!?;/]*\?")
EXAMPLE_BOOST = 0.35  # a clause the nearest examples vote for gains boost × min(1, vote) × best


_NO_SCORES: dict[int, float] = {}  # a term no clause uses (shared: never changed)


@dataclass(frozen=True)
class Hit:
    clause_id: str
    score: float
    matched: tuple[str, ...] = ()  # word forms of the clause's text that matched


@dataclass(frozen=True)
class Candidate:
    """A clause the ranking considers, with the evidence for it (``rerank.FEATURES``)."""

    clause_id: str
    number: int  # its document number in the index
    combined: float  # the hand-set combination of text, rulings and votes
    features: dict[str, float]


@dataclass(frozen=True)
class Understood:
    """What the search understood of a question, before ranking."""

    references: list[Reference]
    analysis: Analysis
    corrections: list[tuple[str, str]]
    ruled: dict[str, float]  # the director's index: clause → weight
    features: dict[str, float]  # what the example bank compares
    phase: int  # the part of the deal its facts tell of (``rerank.phase``)


@dataclass
class SearchResult:
    query: str
    hits: list[Hit]
    direct: bool = False  # the question named a clause
    suggestions: list[str] = field(default_factory=list)  # when nothing was found
    notice: str | None = None  # corrections made, references that do not exist


class Searcher:
    """Search one corpus; build once per process (see ``get_searcher``)."""

    def __init__(
        self,
        corpus: Corpus,
        cache_dir: Path | None = None,
        examples: Sequence[Example] | None = None,
        weights: Mapping[str, float] | None = None,
        shipped: Path | None = None,
    ) -> None:
        self.corpus = corpus
        self.cache_dir = cache_dir
        self.shipped = shipped  # the package's prebuilt search (``cache.PREBUILT``), if used
        spoken = fact_lemmas()
        self._key = key = index_cache.fingerprint(
            [INDEX_VERSION, jargon_text(), " ".join(spoken), _cue_words()]
            + [f"{c.id}\t{c.title}\t{c.text}\t{[f.text for f in c.footnotes]}" for c in corpus]
        )
        saved = index_cache.load(cache_dir, key, shipped)
        if saved is not None:
            seed(cast(dict[str, tuple[str, ...]], saved["lemmas"]))
            self.index = SearchIndex.from_plain(cast(dict[str, object], saved["index"]))
            seed_jargon(JargonEntry(*row) for row in cast(list[tuple[Any, ...]], saved["jargon"]))
            self.matcher = packaged_matcher()
            self.domain = frozenset(cast(list[str], saved["domain"]))
            forms = cast(list[str], saved["spoken"])
        else:
            self.index = build_index(corpus)
            self.matcher = packaged_matcher()
            self.domain = domain_terms(corpus, load_jargon())
            for entry in load_jargon():  # the translations' lemmas, saved with the index
                for word in entry.target:
                    lemmas(word)
            forms = inflected(spoken)
            payload: dict[str, object] = {
                "jargon": [astuple(entry) for entry in load_jargon()],  # parsed once
                "spoken": forms,
                "index": self.index.to_plain(),
                "lemmas": seeded(),
                "domain": sorted(self.domain),
            }
            index_cache.save(cache_dir, key, payload)
        self.vocabulary = Vocabulary(self.index.vocabulary, self.matcher, forms)
        self._number = {clause_id: i for i, clause_id in enumerate(self.index.ids)}
        self._term_scores: dict[str, dict[int, float]] = {}  # ``_weighted``: filled as asked
        self._depth = [corpus[clause_id].depth for clause_id in self.index.ids]
        self._priors = [  # the documents a ``DEPTH_PRIOR`` moves, and by how much
            (number, 1.0 + DEPTH_PRIOR[depth])
            for number, depth in enumerate(self._depth) if DEPTH_PRIOR[depth]
        ]
        self._above = {c.id: frozenset(a.id for a in corpus.ancestors(c.id)) for c in corpus}
        self._inside = {c.id: tuple(d.id for d in corpus.descendants(c.id)) for c in corpus}
        # heading lemma -> (document, number of the heading word) for each word it is of
        heading_words: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for document, heading in enumerate(self.index.headings):
            for place, alternatives in enumerate(heading):
                for term in dict.fromkeys(alternatives):
                    heading_words[term].append((document, place))
        self._heading_words = dict(heading_words)
        # per document: the documents above and below it (``_related`` by number)
        self._kin = [
            frozenset(self._number[other] for other in (*self._above[clause_id],
                                                        *self._inside[clause_id])
                      if other in self._number)
            for clause_id in self.index.ids
        ]
        self.weights = load_weights() if weights is None else weights
        self.bank = ExampleBank.empty()
        self._accelerated = False
        if examples is None:  # the packaged files: parsed only when the bank is not cached
            self._use_bank(packaged_examples_bytes(), load_examples)
        else:
            self.use_examples(examples)

    def bank_key(self, examples_text: str | bytes) -> str:
        """The cache key of the example bank built from these examples over this index (the
        same for the text and for its UTF-8 bytes)."""
        return index_cache.fingerprint([self._key, "examples", examples_text])

    @property
    def index_key(self) -> str:
        """The cache key of the index (the text, the vocabulary, the cue words)."""
        return self._key

    def use_examples(self, examples: Sequence[Example]) -> None:
        """Vote with these examples from now on (saved next to the index when built)."""
        self._use_bank(examples_text(examples), lambda: examples)

    def accelerate(self) -> bool:
        """Vote with numpy from now on, if it is installed: for a process that answers many
        questions (the bot, the console, ``ask --jsonl``); a one-shot ``ask`` does not pay
        numpy's import. The same votes either way (``ExampleBank.accelerate``)."""
        self._accelerated = True
        return self.bank.accelerate()

    def _use_bank(
        self, text: str | bytes, examples: Callable[[], Sequence[Example]]
    ) -> None:
        key = self.bank_key(text)
        saved = index_cache.load(self.cache_dir, key, self.shipped)
        if saved is not None:
            self.bank = ExampleBank.from_plain(cast(dict[str, object], saved["bank"]))
        else:
            self.bank = self._built_bank(examples)
            index_cache.save(self.cache_dir, key, {"bank": self.bank.to_plain()})
        if self._accelerated:  # a bank swapped in later votes as its process chose
            self.bank.accelerate()

    def _built_bank(self, examples: Callable[[], Sequence[Example]]) -> ExampleBank:
        bags, labels = [], []
        for example in examples():
            if not all(clause_id in self.corpus for clause_id in example.accepted):
                continue
            try:
                understood = self._understand(example.question)
            except BadQuery:
                continue
            bags.append(understood.features)
            labels.append(example.accepted)
        return ExampleBank.build(bags, labels)

    # --- public -------------------------------------------------------------------------
    def in_cyrillic(self, text: str) -> tuple[str, list[tuple[str, str]]]:
        """Russian written in Latin letters, in Cyrillic (``fix_translit``), with the words
        read so; a word of a Russian text typed on the English layout as the Russian word
        (``fix_layout_words``), after the text is read as typed today (``as_typed``: the old
        spelling, print's broken words and short seats, Latin look-alike letters); any other
        text as it is."""
        text, slips = fix_layout_words(as_typed(text), self.vocabulary)
        text, read = fix_translit(text, self.vocabulary)
        return text, [*slips, *read]

    def search(self, query: str, top: int = 3) -> SearchResult:
        """The best ``top`` clauses for a question; raises BadQuery when there is no question."""
        understood = self._understand(query)
        analysis, ruled = understood.analysis, understood.ruled
        notices: list[str] = []
        direct = self._direct(understood.references, notices)
        corrections = understood.corrections
        if corrections:
            shown = ", ".join(f"«{a}» → «{b}»" for a, b in corrections)
            notices.insert(0, f"Исправлено: {shown}.")
        votes = self.bank.votes(understood.features)
        hits, coverage, matched = self._ranked(analysis, ruled, votes, understood.phase)
        result = SearchResult(query, [], bool(direct), notice="; ".join(notices) or None)
        if direct:
            result.hits = [Hit(clause_id, DIRECT_SCORE) for clause_id in direct]
            inside = [h for h in hits if any(self._below(h.clause_id, d) for d in direct)]
            inside = [h for h in inside if h.clause_id not in direct]
            if inside and self._asks_within(direct, analysis):
                # a story that names a whole law («перечитала 25-е правило») asks which of its
                # rules applies: the best of them leads, the law follows
                result.hits.insert(0, replace(inside.pop(0), score=DIRECT_SCORE))
            result.hits += inside
        elif elsewhere([*analysis.terms, *(lemmas(word) for word in analysis.words)]):
            pass  # another game or matter: nothing found, and no bridge titles to suggest
        elif hits and (self._answers(*coverage) or not ruled.keys().isdisjoint(
            self._above[hits[0].clause_id]
        )):
            result.hits = hits
        else:
            result.suggestions = self._suggestions(hits)
        result.hits = [  # which words matched: only for the hits shown
            replace(hit, matched=self._matched(analysis, number, matched[number]))
            if (number := self._number[hit.clause_id]) in matched else hit
            for hit in result.hits[:top]
        ]
        return result

    # --- parts --------------------------------------------------------------------------
    def _understand(self, query: str) -> Understood:
        """Checked, layout and typos repaired, references out, analysed; its facts."""
        text, corrections = fix_layout(checked(query), self.vocabulary)
        edition = self.corpus.edition
        references = find_references(text, edition.laws, edition.year, later_spelled(query))
        question = unglued(without(text, references))
        analysis = analyse(question, self.vocabulary)
        found = facts(question, dict(analysis.corrections))
        bag = features(analysis.terms, analysis.weights, found)
        self._focus(question, analysis)
        ruled = rulings(load_situations(), found)
        return Understood(
            references, analysis, corrections + analysis.corrections, ruled, bag, phase(found)
        )

    def _focus(self, question: str, analysis: Analysis) -> None:
        """A long story's words that its questions («Можно ли ему поменять заявку?») say too
        weigh more for the text search than the narrative's: the story's many words bury
        the few that say what is asked."""
        told = sum(1 for weight in analysis.weights if weight >= 1.0)
        if told < LONG_QUESTION:
            return
        asked = " ".join(_ASKED.findall(question))
        if not asked:
            return
        focus = set(analyse(asked, self.vocabulary).terms)
        analysis.weights = [
            weight * QUESTION_BOOST if terms in focus else weight
            for terms, weight in zip(analysis.terms, analysis.weights, strict=True)
        ]

    def _asks_within(self, direct: list[str], analysis: Analysis) -> bool:
        """Whether a question names only general clauses (a law, or a section or item with
        rules inside: «Law 31A», «46B3») and tells enough of its own (a case, not «что в
        правиле 27?») for a rule inside them to answer it better than the clause."""
        told = sum(1 for weight in analysis.weights if weight >= 1.0)
        return told >= WITHIN_WORDS and all(self._inside[d] for d in direct)

    def _direct(self, references: list[Reference], notices: list[str]) -> list[str]:
        found: list[str] = []
        for reference in references:
            if reference.foreign:  # another edition's id: the question asks what this text says
                continue
            try:
                clause_id = self.corpus.lookup(reference.clause_id).id
            except UnknownClause as error:
                notices.append(str(error))
                if error.suggestion and error.suggestion in self.corpus:
                    clause_id = error.suggestion
                else:
                    continue
            if clause_id not in found:
                found.append(clause_id)
        return found

    def _scores(self, analysis: Analysis) -> tuple[dict[int, float], dict[int, set[int]]]:
        totals: dict[int, float] = defaultdict(float)
        matched: dict[int, set[int]] = defaultdict(set)
        covered: dict[int, float] = defaultdict(float)  # the weight of the words it matched
        term_weights = analysis.weights
        postings = self.index.postings
        known = self._term_scores.get
        groups = (
            (analysis.terms, analysis.weights, 1.0),
            (analysis.pairs, analysis.pair_weights, PAIR_WEIGHT),
            (analysis.derived, analysis.derived_weights, DERIVED_WEIGHT),
        )
        for terms, weights, factor in groups:
            own = terms is analysis.terms
            for number, alternatives in enumerate(terms):
                weight = weights[number] * factor
                if not weight:
                    continue  # a word that frames the question, not its topic
                best: dict[int, float] = {}
                own_best = False  # ``best`` is a copy this word may change
                for term in alternatives:
                    found = known(term) or self._weighted(term)
                    if not found:
                        continue
                    if not best:
                        best = found
                        continue
                    if not own_best:
                        best, own_best = dict(best), True
                    for document, value in found.items():
                        if value > best.get(document, 0.0):
                            best[document] = value
                if own:  # one pass over the documents: the score, what matched, its weight
                    said = term_weights[number]
                    for document, value in best.items():
                        totals[document] += weight * value
                        matched[document].add(number)
                        covered[document] += said
                else:
                    for document, value in best.items():
                        totals[document] += weight * value
                if own and RARE_BONUS and weights[number] >= 1.0 and 0 < len(best) <= RARE_DF:
                    rare = weight * RARE_BONUS * max(postings[t][0] for t in alternatives
                                                     if t in postings)
                    for document in best:
                        totals[document] += rare
        if HEADING_BONUS:
            # the heading words (their numbers, per document) the question says: looked up
            # by the question's terms, a few, not by every heading of the best documents
            said_words: dict[int, set[int]] = {}
            heading_words = self._heading_words
            for term in {term for alternatives in analysis.terms for term in alternatives}:
                for document, place in heading_words.get(term, ()):
                    said_words.setdefault(document, set()).add(place)
            # the best documents, in a tie the first (as ``heapq.nlargest``, but sorted in C)
            best_documents = sorted(totals, key=totals.__getitem__, reverse=True)
            for document in best_documents[:HEADING_CANDIDATES]:
                heading = self.index.headings[document]
                if heading:
                    said = len(said_words.get(document, ()))
                    totals[document] *= 1 + HEADING_BONUS * said / len(heading)
        if COORDINATION:
            whole = sum(term_weights) or 1.0
            for document, weight in covered.items():
                totals[document] *= (weight / whole) ** COORDINATION
        return totals, matched

    def _weighted(self, term: str) -> dict[int, float]:
        """A term's documents with its IDF × weight in each (none: a term the text lacks),
        computed once per term and process: a question's words repeat other questions'."""
        found = self._term_scores.get(term)
        if found is None:
            entry = self.index.postings.get(term)
            if entry is None:
                return _NO_SCORES  # not kept: the words a process is asked are not bounded
            idf, postings = entry
            found = self._term_scores[term] = {document: idf * v for document, v in postings}
        return found

    def candidates(self, query: str) -> list[Candidate]:
        """The best clauses before the learned re-ranking, with their features.

        For training the ranker (``benchmarks/train_ranker.py``) and for looking into why a
        question found what it found; ``search`` orders these by the learned weights.
        """
        understood = self._understand(query)
        votes = self.bank.votes(understood.features)
        return self._candidates(understood.analysis, understood.ruled, votes, understood.phase)[0]

    def _candidates(
        self, analysis: Analysis, ruled: dict[str, float], votes: dict[str, float], part: int = 0
    ) -> tuple[list[Candidate], dict[int, set[int]]]:
        """The ``CANDIDATES`` (a story: ``STORY_CANDIDATES``) best unrelated clauses by the
        hand-set combination, with their features."""
        totals, matched = self._scores(analysis)
        if not totals:
            return [], matched
        for number, prior in self._priors:
            if number in totals:
                totals[number] *= prior
        text = dict(totals)
        ruling = spread(ruled, self._inside, self._above) if ruled else {}
        voting = self._vote_gains(votes)
        # a ruling at least the best text score, and a hair more, so that it wins a tie;
        # the examples after the rulings: they can overrule a misread fact
        reference = max(totals.values()) * SITUATION_BOOST + TIE
        for clause_id, gain in ruling.items():
            number = self._number[clause_id]
            if self._inside[clause_id] and not self.corpus[clause_id].text:
                gain *= HEADING_SHARE  # a title over its items: the items say the rule
            totals[number] = totals.get(number, 0.0) + gain * reference
        reference = max(totals.values()) * EXAMPLE_BOOST
        for clause_id, gain in voting.items():
            number = self._number[clause_id]
            totals[number] = totals.get(number, 0.0) + gain * reference
        length = min(1.0, sum(1 for w in analysis.weights if w >= 1.0) / LONG_QUESTION)
        wanted = STORY_CANDIDATES if length >= 1.0 else CANDIDATES
        chosen: list[int] = []
        kin = self._kin
        for document in sorted(totals, key=totals.__getitem__, reverse=True):
            if not kin[document].isdisjoint(chosen):  # a clause above or below one chosen
                continue
            chosen.append(document)
            if len(chosen) >= wanted:
                break
        if length >= 1.0:
            chosen += self._voted_outside(votes, chosen)
        best_text = max(text.values()) or 1.0
        best = max(totals.values()) or 1.0
        whole = sum(analysis.weights) or 1.0
        all_votes = sum(votes.values()) or 1.0
        top_vote = max(votes.values(), default=0.0) or 1.0
        top_gain = max(voting.values(), default=0.0) or 1.0
        weights = analysis.weights
        out = []
        for place, number in enumerate(chosen):
            clause_id = self.index.ids[number]
            clause = self.corpus[clause_id]
            ruled_gain, voted_gain = ruling.get(clause_id, 0.0), voting.get(clause_id, 0.0)
            vote = votes.get(clause_id, 0.0)
            evidence = Evidence(
                place=place,
                depth=self._depth[number],
                textless=not clause.text,
                text=text.get(number, 0.0) / best_text,
                ruled=ruled_gain,
                voted=voted_gain,
                combined=totals[number] / best,
                share=sum(map(weights.__getitem__, matched.get(number, ()))) / whole,
                vote=vote,
                vote_share=vote / all_votes,
                vote_top=vote / top_vote,
                voted_top=voted_gain / top_gain,
                phase_off=phase_off(part, clause.law),
            )
            out.append(
                Candidate(clause_id, number, totals[number], rerank_features(evidence, length))
            )
        return out, matched

    def _ranked(
        self, analysis: Analysis, ruled: dict[str, float], votes: dict[str, float], part: int
    ) -> tuple[list[Hit], tuple[float, float], dict[int, set[int]]]:
        candidates, matched = self._candidates(analysis, ruled, votes, part)
        if not candidates:
            return [], (0.0, 0.0), matched
        weights = self.weights
        scored = sorted(
            ((score(weights, c.features), place, c) for place, c in enumerate(candidates)),
            key=lambda item: (-item[0], item[1]),
        )
        # a score is positive (other programs read it); the order is the learned one
        hits = [Hit(c.clause_id, max(round(value, 3), 0.001)) for value, _, c in scored]
        # whether to answer at all is decided on how much of the question the hand-set best
        # or the learned best answers: the director's index can put first a clause that
        # shares few of a long story's words, while the clause the learned order puts first
        # answers them (the learned order only re-orders what the text, the rulings and the
        # examples found)
        coverage = self._coverage(analysis, matched[candidates[0].number])
        if not self._answers(*coverage) and scored[0][2] is not candidates[0]:
            coverage = self._coverage(analysis, matched[scored[0][2].number])
        return hits, coverage, matched

    def _voted_outside(self, votes: dict[str, float], chosen: list[int]) -> list[int]:
        """The clauses the nearest examples vote for most that the text left out: a long
        story's many words bury the few the law shares with it, while its examples, told
        the way players tell, still point to the rule (the ranking weighs their votes)."""
        extra: list[int] = []
        for clause_id in heapq.nsmallest(VOTED_CANDIDATES, votes, key=lambda c: -votes[c]):
            number = self._number.get(clause_id)
            if number is None or number in chosen:
                continue
            if any(self._related(clause_id, self.index.ids[other]) for other in chosen):
                continue
            extra.append(number)
        return extra

    def _vote_gains(self, votes: dict[str, float]) -> dict[str, float]:
        """The example bank: a clause voted for, and the clauses below it, gain (at most 1)."""
        gains: dict[str, float] = {}
        for clause_id, vote in votes.items():
            for clause in (clause_id, *self._inside[clause_id]):  # a law's vote: its items too
                gains[clause] = max(gains.get(clause, 0.0), min(1.0, vote))
        return gains

    def _coverage(self, analysis: Analysis, matched: set[int]) -> tuple[float, float]:
        """The IDF weight of the question the best clause answers, and its share of the whole."""
        total = answered = 0.0
        on_topic = False
        for number, term_weight in enumerate(analysis.weights):
            if term_weight < 1.0:
                continue  # a word the jargon translated: its translation counts instead
            if number not in analysis.borrowed and not self.domain.isdisjoint(
                analysis.terms[number]
            ):
                on_topic = True  # the question says a bridge word (the clause may not)
            postings = self.index.postings
            weights = [postings[term][0] for term in analysis.terms[number] if term in postings]
            weight = max(weights) if weights else OOV_WEIGHT
            total += weight
            if number in matched:
                answered += weight
        if not on_topic:
            return 0.0, 0.0
        return answered, (answered / total if total else 0.0)

    @staticmethod
    def _answers(answered: float, share: float) -> bool:
        """Whether the best clause answers enough of the question to be shown."""
        return answered >= MIN_EVIDENCE and (
            share >= MIN_COVERAGE or answered >= STRONG_EVIDENCE
        )

    def _matched(self, analysis: Analysis, document: int, terms: set[int]) -> tuple[str, ...]:
        surfaces = self.index.surfaces[document]
        forms: set[str] = set()
        for number in terms:
            for term in analysis.terms[number]:
                forms.update(surfaces.get(term, ()))
        return tuple(sorted(forms))

    def _suggestions(self, hits: list[Hit]) -> list[str]:
        laws: list[str] = []
        for hit in hits:
            law = self.corpus.ancestors(hit.clause_id)[0]
            label = breadcrumb(law)
            if label not in laws:
                laws.append(label)
        return laws[:3]

    def _below(self, clause_id: str, ancestor: str) -> bool:
        return ancestor in self._above[clause_id]

    def _related(self, first: str, second: str) -> bool:
        return self._below(first, second) or self._below(second, first)


def _cue_words() -> str:
    """The search's concepts of the lexicon: a word added there changes the facts the
    example bank was built with, so it is part of the cache key."""
    return "\n".join(
        f"{concept}\t{' '.join(sorted(lexicon.words(concept)))}"
        for concept in lexicon.concepts("search.")
    )


@cache
def get_searcher() -> Searcher:
    """The searcher over ``load_corpus()``, built once per process (index cached on disk)."""
    return Searcher(
        load_corpus(), index_cache.default_cache_dir(), shipped=index_cache.PREBUILT
    )
