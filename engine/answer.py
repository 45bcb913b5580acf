"""One door for a message: a question, an auction, or a table story → what the engine answers.

``answer(text, searcher)`` is what ``bridge-laws ask`` and the bot show: the clauses the
search finds (part by part when a message asks several things), the laws outside 19-46 the
message is about, the rules engine's ruling when the message holds an auction or a table
story it can rule on, and notices (another edition's ids, board numbers, how a story was read).

``rule_text(text)`` is what ``bridge-laws ruling`` answers: the notation of the contract
(``1♠ пас 1♥ ; принято=нет``, ``; событие=пятая_карта``) when the text is written in it,
else the story told in words.

The order of a story's answers follows a director's: an irregularity in the auction the story
tells is ruled by Laws 19-39; a case governed by a law this text does not hold is said to be
so; a case of the play or of Laws 20-23 goes to the play procedures; a legal auction gets its
contract and opening leader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from engine.errors import EngineError
from engine.rules.model import Seat
from engine.rules.parse import parse
from engine.rules.result import AUCTION_CODES, PLAY_CODES, Irregularity, Ruling
from engine.search import Hit
from engine.search.normalize import normalise
from engine.search.printed import as_typed
from engine.search.question import checked
from engine.story.editions import board_spans, foreign_ids
from engine.story.model import Circumstance, Offence, Phase
from engine.story.outside import (
    EXPOSURE_LAWS,
    GUESSED,
    REVOKE_LAWS,
    TOLD,
    OutsideLaw,
    handed_on,
    outside_laws,
    outside_summary,
    surely_outside,
)
from engine.story.outside_model import with_kin
from engine.story.parts import split_parts
from engine.story.reader import face_down_told, misexplained, read_story
from laws_text import Corpus

if TYPE_CHECKING:
    from engine.conduct.situation import Situation
    from engine.search import Searcher, SearchResult
    from engine.story.model import Story

_EQUALS = re.compile(r"\s*=\s*")
_TOKEN = re.compile(r"[\s,/]+")
_TOLD_AUCTION = 3  # calls of a told auction whose final ruling leads the results
_STORY_WORDS = 25  # a message this long is a story: the engine's reading leads more readily
_MIN_SCORE = 0.01  # a hit's score stays positive (other programs read it)
_RULED = 2  # how many of the ruling's clauses lead the search results
# the play engine's events that happen during the auction too (Laws 20-23) or right at its
# end (the opening lead); every other one happens only in the play
_AUCTION_TIME_EVENTS = frozenset(
    {"review", "explanation", "misinformation", "own_misunderstanding", "passed_out",
     "damaging_pass", "opening_lead"}
)
# cases of Laws 21-22 the story's words name that outrank an irregularity its calls seem to
# tell (a call changed after a misexplanation is no change of call, Law 25)
_WORDS_FIRST = frozenset({"misinformation", "own_misunderstanding", "passed_out"})
# what the story tells of an insufficient bid being dealt with as one (Law 27's own facts)
_INSUFFICIENT_HANDLED = frozenset({Circumstance.ACCEPTED, Circumstance.NOT_ACCEPTED,
                                   Circumstance.INSUFFICIENT_SAID})
# the clauses an auction ruling names for the contract its auction reaches (who declares, who
# leads), whatever the irregularity
_CONTRACT_CLAUSES = frozenset({"22B", "41A"})
# a call out of rotation is a pass (Law 30), a bid (31) or a double or redouble (32): once the
# engine has read which, the other two laws' clauses answer another case
_OUT_OF_ROTATION_LAWS = {"pass_out_of_rotation": 30, "bid_out_of_rotation": 31,
                         "double_out_of_rotation": 32}
# the play engine's events at the border of the auction and the play: the opening lead and a
# question about the auction; an explanation the agreement contradicts makes them 21B
_BORDER_EVENTS = frozenset({"opening_lead", "review", "explanation"})
# the play engine's events of a question asked about the auction (Law 20)
_ASKED = frozenset({"review", "explanation"})
# events the play reading names only from the story's own words (no search hint needed)
_TOLD_EVENTS = frozenset({
    "own_misunderstanding", "misinformation", "follow_suit", "damaging_pass", "quitted_trick",
    "defective_trick", "card_turned", "fifth_card", "passed_out",
})
# laws outside the text that a ruling's clause hands the case on to and that a question is
# then about: the penalty card, leads out of turn, revokes, claims, the penalty of a dummy who
# broke a limitation (43B1 → Law 90; the play procedures name 90 for nothing else), not a mere
# mention of the director's powers (Law 12) or of unauthorised information (Law 16)
_CONSEQUENCES = frozenset(
    {"50", "53", "54", "55", "56", "57", "61", "62", "63", "64", "68", "69", "70", "71", "90"}
)
# laws whose procedures the play engine holds: 20-23 and 41-46
_PLAY_LAWS = frozenset({20, 21, 22, 23, 41, 42, 43, 44, 45, 46})


@dataclass
class Part:
    """One question of a message that asks several, with what the search found for it."""

    text: str
    result: SearchResult


@dataclass
class Answer:
    """Everything the engine says about one message."""

    query: str
    result: SearchResult  # the search over the whole message
    outside: list[OutsideLaw] = field(default_factory=list)
    ruling: Ruling | None = None
    parts: list[Part] = field(default_factory=list)  # filled when the message asks several
    notices: list[str] = field(default_factory=list)
    # the notation the ruling rests on, as read (the text itself when written in it); what
    # ``reading_notation`` checks, so that the wizard need not read the message again
    reading: str | None = None

    @property
    def outside_ids(self) -> list[str]:
        """The laws outside 19-46 the message is about: those its words name, then those the
        ruling's clauses send it to (45E1 → Law 50, 43B2(C) → Law 64), then their kin (the
        other laws of the same topic: a revoke is Laws 61-64)."""
        found = [law.law for law in self.outside]
        if self.ruling is not None and self.ruling.status != "error":
            referred = [law for law in self.ruling.outside
                        if law in _CONSEQUENCES and law not in found]
            found += handed_on(referred, self.ruling.laws)  # 43B2's own remedy: not Law 90
        return with_kin(found)


_SHOWN_READ_AS = 5  # words read from Latin letters that a notice names at most


def answer(text: str, searcher: Searcher, top: int = 3) -> Answer:
    """The search, the laws outside the text, the ruling and the parts of one message.

    Raises ``BadQuery`` (as the search does) when there is no question at all.
    """
    query = text
    text, read_as = searcher.in_cyrillic(text)  # «partner skazal pas»: one reading for all
    result = searcher.search(_without_boards(text), top=top)
    result.query = query
    corpus = searcher.corpus
    outside = outside_laws(text)
    reply = Answer(query, result, outside)
    if read_as:
        shown = ", ".join(f"{latin} → {russian}" for latin, russian in read_as[:_SHOWN_READ_AS])
        more = "…" if len(read_as) > _SHOWN_READ_AS else ""
        reply.notices.append(f"Читаю латиницу как русский текст: {shown}{more}")
    reply.notices += [found.notice for found in foreign_ids(text, corpus)]
    pieces = split_parts(text)
    if len(pieces) > 1:
        reply.parts = [Part(piece, searcher.search(piece, top=top)) for piece in pieces]
        if not result.hits:  # the whole too mixed to be sure of; its questions are not
            result.hits = _by_turns([part.result.hits for part in reply.parts], top)
    notation = is_notation(text)
    if notation:  # an auction typed in the notation is ruled as such
        reply.ruling, reply.reading = rule_text(text, corpus), text
    else:
        story = read_story(text)
        reply.ruling, reply.reading = _reading(story, corpus, outside, _hint(result, corpus))
    if reply.ruling is not None and reply.ruling.irregularity == "passed_out":
        reply.outside = [law for law in outside if not _played_law(law.law)]
    if reply.ruling is not None and (notation or not _doubted(text, reply.ruling)):
        told = len(text.split()) >= _STORY_WORDS
        result.hits = _ruled_first(result.hits, reply.ruling, corpus, top, notation, told)
    return reply


_PLAY_LAWS_OUTSIDE = range(47, 72)  # the play's laws outside the text: a claim, a revoke, a lead …


def _played_law(law: str) -> bool:
    """A law of the play outside the text (47-71): no board passed out was played.

    >>> _played_law("68"), _played_law("77"), _played_law("16")
    (True, False, False)
    """
    return law.isdigit() and int(law) in _PLAY_LAWS_OUTSIDE


def _doubted(text: str, ruling: Ruling) -> bool:
    """Whether the learned case model (``engine.story.case_model``) is sure the story is
    about another irregularity of this text than the one its reading ruled on: then the
    reading's clauses do not take the search's place (on posts of writers the readers never
    saw, the clauses the search finds are right more often there)."""
    if ruling.irregularity in (None, "none", "call_while_barred"):
        return False  # a duty broken: the model names the offence that imposed it (37)
    from engine.story.case_model import case_guess

    guess = case_guess(text)
    return (guess is not None and guess.sure and guess.code != "outside"
            and guess.code != ruling.irregularity)


def _by_turns(rankings: list[list[Hit]], top: int) -> list[Hit]:
    """The best clause of each question in turn, then the second ones, each clause once.

    >>> [hit.clause_id for hit in _by_turns([[Hit("20F1", 2.0), Hit("20B", 1.0)],
    ...                                     [Hit("20F1", 3.0), Hit("41B", 1.0)]], 3)]
    ['20F1', '20B', '41B']
    """
    out: list[Hit] = []
    for place in range(max((len(hits) for hits in rankings), default=0)):
        for hits in rankings:
            if place < len(hits) and all(hit.clause_id != hits[place].clause_id for hit in out):
                out.append(hits[place])
    return out[:top]


def _without_boards(text: str) -> str:
    """The text with board and table numbers blanked («сдача 19» is no Law 19).

    >>> _without_boards("Сдача 19: партнёр спасовал").split()
    [':', 'партнер', 'спасовал']
    """
    normalised = normalise(text)
    spans = board_spans(normalised)
    if not spans:
        return text
    for start, end, _ in spans:
        normalised = normalised[:start] + " " * (end - start) + normalised[end:]
    return normalised


def _searched_inside(law: str, hits: list[Hit], corpus: Corpus) -> str:
    """A whole law or section the ruling cites gives way to the search's best clause inside
    it: the ruling knows the law (it may still ask a fact), the search read which of its rules
    the words tell.

    >>> from laws_text import load_corpus
    >>> _searched_inside("31", [Hit("27B2", 2.0), Hit("31A2(A)", 1.0)], load_corpus())
    '31A2(A)'
    >>> _searched_inside("31B", [Hit("31A2(A)", 1.0)], load_corpus())
    '31B'
    """
    for hit in hits:
        if hit.clause_id != law and any(a.id == law for a in corpus.ancestors(hit.clause_id)):
            return hit.clause_id
    return law


def _ruled_first(
    hits: list[Hit],
    ruling: Ruling,
    corpus: Corpus,
    top: int,
    notation: bool = False,
    story: bool = False,
) -> list[Hit]:
    """The clauses the ruling applies join the search's best clauses: the engine read the
    case, the search its words. They lead when the engine is sure of its reading (an auction
    typed in the notation, a final ruling on a told auction, a play procedure that read a
    whole story to its end, or a short case of the law the search found too); otherwise they
    follow the search's best clause. A case governed by a law outside the text brings the
    clauses of this text it touches (its «see also»). A general clause the ruling cites next
    to one of its own parts gives way to it. Scores stay positive, best first."""
    if ruling.status not in ("final", "needs_facts", "outside"):
        return hits
    if ruling.irregularity == "none" and ruling.status != "outside" and not notation:
        return hits  # a legal auction: its clauses say nothing the question asked
    cited = [law for law in ruling.laws if law in corpus]
    specific = [
        law for law in cited
        if not any(other != law and other.startswith(law) for other in cited)
    ]
    specific = [_searched_inside(law, hits, corpus) for law in specific]
    specific = _handed_on_last(specific, corpus)[:_RULED]
    if not specific:
        return hits
    # the search's best is one it applies to the case (the contract an auction ruling also
    # names, 22B and 41A, is not what an irregularity of the auction is about)
    about = [law for law in cited
             if not (ruling.irregularity in AUCTION_CODES and law in _CONTRACT_CLAUSES)]
    agreed = bool(hits) and hits[0].clause_id in about
    sure = notation or (_sure(hits, ruling, specific, corpus, story) and not agreed)
    fitting = _of_the_case(hits, ruling, corpus)
    ordered = [] if sure else [hit.clause_id for hit in fitting[:1]]
    ordered += [law for law in specific if law not in ordered]
    ordered += [hit.clause_id for hit in fitting if hit.clause_id not in ordered]
    ordered += [hit.clause_id for hit in hits if hit.clause_id not in ordered]
    found = {hit.clause_id: hit for hit in hits}
    best = max((hit.score for hit in hits), default=1.0)
    out: list[Hit] = []
    for clause_id in ordered[:top]:
        hit = found.get(clause_id, Hit(clause_id, out[-1].score if out else best))
        ceiling = out[-1].score if out else max(best, hit.score)
        out.append(replace(hit, score=max(min(hit.score, ceiling), _MIN_SCORE)))
    return out


def _of_the_case(hits: list[Hit], ruling: Ruling, corpus: Corpus) -> list[Hit]:
    """The search's hits without those of another kind of call out of rotation than the one
    the engine read (a bid out of turn is Law 31's: Laws 30 and 32 give way).

    >>> from laws_text import load_corpus
    >>> from engine.rules.ruling import rule
    >>> ruling = rule("1♦ пас 1♠ пас 2♦ Ю:3♦")
    >>> [h.clause_id for h in _of_the_case([Hit("32A", 2), Hit("31A1", 1)], ruling, load_corpus())]
    ['31A1']
    """
    law = _OUT_OF_ROTATION_LAWS.get(ruling.irregularity or "")
    if law is None:
        return hits
    others = set(_OUT_OF_ROTATION_LAWS.values()) - {law}
    return [hit for hit in hits if corpus[hit.clause_id].law not in others]


def _handed_on_last(clauses: list[str], corpus: Corpus) -> list[str]:
    """The clauses with those that hand the case on to a later law, also cited, put last:
    29A («… может понести наказание в соответствии с правилами 30, 31 или 32») gives way to
    the clause of Law 30, 31 or 32 the ruling applies, which says what happens now.

    >>> from laws_text import load_corpus
    >>> _handed_on_last(["29A", "30A"], load_corpus())
    ['30A', '29A']
    >>> _handed_on_last(["37", "23A", "26A2"], load_corpus())  # earlier laws: nothing moves
    ['37', '23A', '26A2']
    """

    def hands_on(clause: str) -> bool:
        later = {int(ref.target) for ref in corpus[clause].refs if ref.target.isdigit()}
        return any(
            corpus[other].law in later and corpus[other].law > corpus[clause].law
            for other in clauses
        )

    handing = [clause for clause in clauses if hands_on(clause)]
    return [clause for clause in clauses if clause not in handing] + handing


def _sure(
    hits: list[Hit], ruling: Ruling, specific: list[str], corpus: Corpus, story: bool
) -> bool:
    """Whether the engine's reading outranks the search's words. A long story (``story``)
    tells the engine more and the search, matching every word of it, less: there a final
    ruling on a call it tells (a story need not retell the whole auction around the call it
    is about), a play procedure's reading (even one still asking a fact), or the clause of
    this text that a case governed by another law touches, are enough."""
    if ruling.status != "final":  # still asking, or governed elsewhere: a story's reading
        # (an auction's irregularity read from a story is its law, whatever fact is asked)
        return story and (ruling.status == "outside" or ruling.irregularity in PLAY_CODES
                          or (ruling.irregularity in AUCTION_CODES
                              and len(ruling.auction.calls) >= _TOLD_AUCTION))
    if ruling.irregularity in AUCTION_CODES:
        return len(ruling.auction.calls) >= (1 if story else _TOLD_AUCTION)
    if story:  # a play procedure read a whole story to its end
        return True
    searched = [corpus[hit.clause_id].law for hit in hits[: 3 if story else 1]]
    return corpus[specific[0]].law in searched


def rule_text(text: str, corpus: Corpus | None = None, searcher: Searcher | None = None) -> Ruling:
    """The ruling on a text in the contract's notation, or on a table story. Never raises."""
    # the auction procedures load when a ruling is asked for, not with every question
    from engine.rules.ruling import guarded
    from engine.rules.ruling import rule as rule_auction

    if not isinstance(text, str) or not text.strip():
        return rule_auction(text if isinstance(text, str) else "", corpus)
    if is_notation(text):
        if _is_play_notation(text):
            from engine.conduct.rule import rule_play  # the play engine loads only when needed

            return rule_play(text, corpus)
        return rule_auction(text, corpus)
    if _looks_like_notation(text):  # a slip in the notation: its own error names the token
        return rule_auction(text, corpus)
    # the outer boundary: a story too long to read says so in Russian, a bug crashes nobody
    return guarded(_story_or_error, text, corpus, searcher)


def _story_or_error(text: str, corpus: Corpus | None, searcher: Searcher | None) -> Ruling:
    from engine.rules.ruling import error_ruling

    checked(text)  # the search's own limits (too long, no word) and their Russian messages
    text = searcher.in_cyrillic(text)[0] if searcher is not None else as_typed(text)
    hint = _searched(text, searcher)
    ruling = story_ruling(read_story(text), corpus, outside_laws(text), hint)
    if ruling is not None:
        return ruling
    message = (
        "Не нашёл в тексте ни торговли, ни случая за столом, который можно разобрать. "
        "Напишите торговлю (например, «1♠ пас 1♥ ; принято=нет») или расскажите, кто что "
        "заявил или сыграл."
    )
    return error_ruling(message)


def story_ruling(
    story: Story,
    corpus: Corpus | None,
    outside: list[OutsideLaw],
    hint: str | None = None,
) -> Ruling | None:
    """A director's answer to a story: its auction's irregularity, a law outside the text,
    the play procedures, or the contract of a legal auction; None when it tells no case."""
    return _reading(story, corpus, outside, hint)[0]


def story_notation(text: str, corpus: Corpus | None, searcher: Searcher | None) -> str | None:
    """The notation a ruling on ``text`` rests on (the text itself when it is the notation):
    the story's calls by seat, or the play period's facts. None when the story holds no case,
    is governed outside the text, or its notation would not rule as the story does. The ruling
    wizard builds on it, adding one ``fact=value`` per question. Never raises."""
    try:
        if is_notation(text):
            return text
        ruling, notation = _reading(
            read_story(text), corpus, outside_laws(text), _searched(text, searcher)
        )
        return _checked(ruling, notation, corpus)
    except Exception:  # the outer boundary: without a notation the wizard only does not ask
        return None


def reading_notation(reply: Answer, corpus: Corpus | None) -> str | None:
    """``story_notation`` of the message ``reply`` answers, from the door's own reading of it
    (no second reading; the check is against the ruling the door gave). Never raises."""
    try:
        return _checked(reply.ruling, reply.reading, corpus)
    except Exception:  # the outer boundary, as in story_notation
        return None


def _checked(ruling: Ruling | None, notation: str | None, corpus: Corpus | None) -> str | None:
    """``notation`` when it rules as the story did (the wizard builds on it), else None."""
    if ruling is None or notation is None:
        return None
    again = rule_text(notation, corpus)
    same = (
        again.status == ruling.status
        and again.irregularity == ruling.irregularity
        and again.offender == ruling.offender
        and again.laws == ruling.laws
        and [q.fact for q in again.questions] == [q.fact for q in ruling.questions]
    )
    return notation if same else None


def _reading(
    story: Story, corpus: Corpus | None, outside: list[OutsideLaw], hint: str | None
) -> tuple[Ruling | None, str | None]:
    """The ruling on a story and the notation it rests on (None for a law outside the text)."""
    auction = calls = None
    if _told_auction(story):  # the auction procedures load only for a told auction
        from engine.story.ruling import auction_ruling, engine_text

        auction = auction_ruling(story, corpus)
        calls = engine_text(story) if auction is not None else None
    if auction is not None and auction.status != "error" and auction.irregularity != "none":
        told = _told_case(story, corpus, hint, auction.irregularity)
        if told is not None:
            return told  # the calls the words tell around a misexplained call are no offence
        learned = _learned_play_case(story, corpus, hint, auction)
        if learned is not None:
            return learned  # the auction is the setting of a case of the play
        if outside:
            auction.outside = [law.law for law in outside]
        return auction, calls
    # a play procedure of this text that reads the story to a final ruling rules (unless the
    # case model, too, finds a law outside the text governing, and one was named); otherwise
    # the law the words name does, and a law only the learned model guesses yields to a
    # procedure of this text that reads the story (even one still asking for a fact)
    played, facts = _play_ruling(story, corpus, hint, auction)
    if played is not None and played.irregularity == "passed_out":
        outside = [law for law in outside if not _played_law(law.law)]  # nothing was played
    if played is not None and played.status == "final" and played.irregularity != "none":
        worded = any(not law.fired.startswith(GUESSED) for law in outside)
        if outside and outside[0].law in played.outside:
            # «I wants it as a penalty card» of a defender's fifth card: the clause that rules
            # hands the case on to that law itself (45E1 to Law 50), its ruling stands
            played.outside = list(dict.fromkeys([*played.outside, *(law.law for law in outside)]))
            return played, facts
        if outside and played.irregularity == "dummy_right" and all(
                law.law in REVOKE_LAWS for law in outside):
            # dummy told the defenders of their revoke once the play was over (42B3): what
            # dummy may do is the case; the revoke's own law is named beside it
            played.outside = list(dict.fromkeys([*played.outside, *(law.law for law in outside)]))
            return played, facts
        if outside and ((outside[0].law in _LEADS_IN_PLAY
                         and outside[0].law in surely_outside(story.text))
                        or _outside_likely(story, worded)):
            # words that tell the outside law's case by themselves, or the case model agrees
            # with the words or the outside model: another law governs; the clauses of this
            # text the reading applied are the ones to see, its offender the one who acted
            ruling = _outside_ruling(outside, auction, played,
                                     actor=_outside_actor(story, outside))
            ruling.laws = list(played.laws) or ruling.laws
            return ruling, None
        return played, facts
    if played is not None and played.status == "needs_facts" and any(
        question.fact == "was_lead" for question in played.questions
    ):
        return played, facts  # whether the card was a lead decides which law governs (45E)
    named = [law for law in outside if not law.fired.startswith(GUESSED)]
    if played is not None and played.status == "outside" and (
        {law.law for law in named} & set(played.outside)
    ):
        return played, facts  # the play procedures read the case the named law governs
    if played is not None and played.status == "outside" and named and all(
            law.fired.startswith(TOLD) for law in named):
        # the laws named come from the same who-did-what reading (a fifth card, so Law 50)
        # and the procedure, knowing more (the director judged it a lead), names another
        played.outside = list(dict.fromkeys([*played.outside, *(law.law for law in named)]))
        return played, facts
    if named:
        ruling = _outside_ruling(outside, auction, played, _declarer_of(facts),
                                 _outside_actor(story, outside))
        if played is not None and played.status == "outside":  # the play procedures name one
            ruling.outside = list(dict.fromkeys([*played.outside, *ruling.outside]))
        return ruling, None
    if played is not None:
        return played, facts
    if outside:
        return _outside_ruling(outside, auction, actor=_outside_actor(story, outside)), None
    return auction, calls


# a lead out of turn in the play (53, 55, 56): no procedure of Laws 41-46 rules it, so words
# that tell it by themselves outweigh the procedure that read the story its own way
_LEADS_IN_PLAY = frozenset({"53", "55", "56"})
# laws of one player's irregular act in the play (a card shown, a lead or play out of turn,
# a revoke): the player the play procedures found acting is their offender too
_OFFENDERS_ACT = frozenset({*EXPOSURE_LAWS, "53", "54", "55", "56", "57", "58", *REVOKE_LAWS})

_WRONG_HAND = "55"  # declarer's lead from the wrong hand: declarer is the one who erred
# the clause whose procedure reads who did what an outside law is about: who failed to follow
# suit (a revoke, 61-64), who put a card on the table (a lead out of turn, 53-56)
_ACTOR_CLAUSES = {**dict.fromkeys(REVOKE_LAWS, "44C"),
                  **dict.fromkeys(("53", "54", "55", "56"), "45A")}


def _declarer_of(facts: str | None) -> Seat | None:
    """The declarer the play's facts name («… declarer=S …»), or None."""
    if not facts:
        return None
    from engine.conduct.facts import read_facts

    try:
        found = read_facts(facts.split(";", 1)[-1])
    except EngineError:
        return None
    declarer = found.get("declarer")
    return declarer if isinstance(declarer, Seat) else None


def _told_case(
    story: Story, corpus: Corpus | None, hint: str | None, irregularity: str = "none"
) -> tuple[Ruling, str | None] | None:
    """The play procedures' ruling when the story's own words (no search hint, no auction)
    name a case of Laws 21-22 (``_WORDS_FIRST``): a call changed after a misexplanation, or
    a deal passed out and then bid, is not the auction irregularity its calls seem to be; nor
    is a call told after the final pass that a player asks to have explained (41B)."""
    from engine.conduct.reading import situation_from_story

    told = situation_from_story(story.text, told=story)
    if told is None:
        return None
    # «попросила объяснить, что значила их заявка 2♦» after the final pass: the call is the
    # one asked about (41B), not one made after the final pass (Law 39)
    asked = (
        irregularity == "call_after_final_pass"
        and told.event.value in _ASKED
        and told.request is not None
        and told.request.value == "explanation"
    )
    if told.event.value not in _WORDS_FIRST and not asked:
        return None
    if told.event.value == "own_misunderstanding" and irregularity in (
            "insufficient_bid", "call_while_barred", "inadmissible_double", "exposed_card"):
        # a bid made over a call not seen is insufficient all the same (27, 21A); a player who
        # «forgot» he had to pass called while barred (37); a redouble of a double nobody
        # made is inadmissible (36); a card seen in the auction is Law 24's («я не
        # разглядел, десятка или девятка»), whatever he misunderstood
        return None
    if irregularity == "call_while_barred" and told.event.value == "misinformation":
        # «арбитр объяснил, что … Запад обязан спасовать»: the director's words on the duty
        # explain no call; a call made while barred is the case (37)
        return None
    if irregularity == "insufficient_bid" and told.event.value == "misinformation" and (
        story.circumstances & _INSUFFICIENT_HANDLED
    ):
        # the insufficient bid was accepted or refused and put right («партнёр не принял,
        # левый поправил на 3♦»): a call not alerted, asked of later, leaves it the case (27)
        return None
    # a call asked about after the final pass: the words name the case (the search's guess
    # is not needed), asked after the final pass
    played, facts = _play_ruling(
        story, corpus, None if asked else hint, None, asked_after_end=asked
    )
    code = "review_or_explanation" if asked else told.event.value
    if played is None or played.status == "error" or played.irregularity != code:
        return None
    return played, facts


def _learned_play_case(
    story: Story, corpus: Corpus | None, hint: str | None, auction: Ruling
) -> tuple[Ruling, str | None] | None:
    """The play procedures' ruling on a story whose auction the reader found irregular, when
    the learned case model (``engine.story.case_model``) is sure the post is about a case of
    the play or of Laws 20-23 and the play reading rules that very case: a story tells the
    auction to set the scene, and a call the reader misplaces in it is no offence anyone
    asked about."""
    from engine.rules.result import PLAY_CODES
    from engine.story.case_model import case_guess

    guess = case_guess(story.text)
    if guess is None or not guess.sure or guess.code not in PLAY_CODES:
        return None
    played, facts = _play_ruling(story, corpus, hint, auction)
    if played is None or played.status not in ("final", "needs_facts") \
            or played.irregularity != guess.code:
        return None
    return played, facts


_OUTSIDE_LIKELY = 0.7  # the case model's probability of «outside» that outweighs a reading


def _outside_likely(story: Story, worded: bool = False) -> bool:
    """Whether the learned case model finds the story governed by a law outside the text with
    a probability of ``_OUTSIDE_LIKELY`` at least (or, when the words themselves name that
    law, ``worded``, as its best guess at all): a law the words or the outside model named
    then governs, not a procedure of this text that read the story its own way."""
    from engine.story.case_model import case_guess

    guess = case_guess(story.text)
    return guess is not None and guess.code == "outside" and (
        worded or guess.probability >= _OUTSIDE_LIKELY)


def _play_ruling(
    story: Story,
    corpus: Corpus | None,
    hint: str | None,
    auction: Ruling | None,
    asked_after_end: bool = False,
) -> tuple[Ruling | None, str | None]:
    """The play procedures' ruling and its facts, when the story points to the play or to
    Laws 20-23 (``asked_after_end``: its words ask about a call after the final pass)."""
    info = auction.auction if auction is not None and auction.status != "error" else None
    from engine.conduct.facts import write_facts
    from engine.conduct.reading import situation_from_story
    from engine.conduct.situation import Event, Situation

    situation = situation_from_story(story.text, hint, info, story)
    if situation is None and info is not None and info.passed_out:
        situation = Situation(Event.PASSED_OUT)  # four passes told in shorthand (22A)
    if situation is None:
        return None, None
    if situation.event is Event.PASSED_OUT and info is not None and info.contract:
        return None, None  # «все пас» after a bid ends the auction; it passes out nothing
    situation = _misexplained(story, situation)
    situation = _misinformed_before_lead_faced(story, situation)
    if (info is not None and info.contract is not None and situation.auction_over is None
            and situation.event.value in _ASKED):
        # a question told after an auction told to its end: asked after the final pass
        situation = replace(situation, auction_over=True)
    if asked_after_end:  # the call asked about was told after the final pass
        situation = replace(situation, auction_over=True)
    if (situation.event.value in _ASKED and situation.auction_over is None
            and situation.lead_faced is None and face_down_told(story)):
        # a question put when the opening lead lay face down: after the final pass, before
        # the lead was faced (41B), even when the whole post is a question
        situation = replace(situation, auction_over=True, lead_faced=False)
    pointed = (
        asked_after_end
        or hint is not None
        or story.phase is Phase.PLAY
        or _told_play(situation)
        or (info is not None and info.passed_out)
        or _legal_auction_asks(auction, situation)
    )
    if not pointed or (
        story.phase is Phase.AUCTION
        and situation.event.value not in _AUCTION_TIME_EVENTS
        and not _told_play(situation)
    ):
        return None, None  # nothing points to the play or to Laws 20-23
    from engine.conduct.rule import rule_situation  # the procedures load only for a case

    return rule_situation(situation, corpus), "; " + write_facts(situation)


def _misexplained(story: Story, situation: Situation) -> Situation:
    """A case at the border of the auction and the play (the opening lead, a question about
    the auction) whose story tells an explanation the agreement contradicts (a call told as
    natural and as conventional, a verb of explaining): misinformation (21B), given by who
    explained. A lead told face down is not yet faced: the auction period goes on (21B1)."""
    from engine.conduct.situation import Event

    if situation.event.value not in _BORDER_EVENTS:
        return situation
    told, explainer = misexplained(story)
    if not told:
        return situation
    offender = situation.offender if situation.offender is not None else explainer
    unfaced = face_down_told(story) and situation.lead_faced is None
    return replace(
        situation,
        event=Event.MISINFORMATION,
        offender=offender,
        lead_faced=False if unfaced else situation.lead_faced,
        auction_over=False if unfaced and situation.auction_over is None
        else situation.auction_over,
    )


def _misinformed_before_lead_faced(story: Story, situation: Situation) -> Situation:
    """A misinformation told with the opening lead laid face down and not said faced: the
    auction has ended but its period goes on until the lead is faced, so 21B1 still decides
    («пока не закончился период торговли»), not 21B3."""
    from engine.conduct.situation import Event

    if (situation.event is not Event.MISINFORMATION or situation.lead_faced is not None
            or situation.auction_over is False or not face_down_told(story)):
        return situation
    return replace(situation, auction_over=False, lead_faced=False)


def _legal_auction_asks(auction: Ruling | None, situation: Situation) -> bool:
    """A legal auction told to ask what was explained or reviewed in it (Law 20): the calls
    are the scene, the question is the case; a legal auction's contract answers nothing."""
    return (
        auction is not None
        and auction.status == "final"
        and auction.irregularity == "none"
        and situation.request is not None
        and situation.event.value in _ASKED
    )


def _told_play(situation: Situation) -> bool:
    """Whether the reading found what only the play has: a declarer, a card, a trick or who
    played (a story need not say «розыгрыш» for a trick told card by card)."""
    return (
        situation.declarer is not None
        or situation.card is not None
        or bool(situation.trick)
        or situation.actor is not None
        or situation.led is not None
        or situation.event.value in _TOLD_EVENTS
    )


def _searched(text: str, searcher: Searcher | None) -> str | None:
    """The search's best clause for ``text`` when it lies in the play procedures' laws."""
    if searcher is None:
        return None
    try:
        return _hint(searcher.search(text, top=1), searcher.corpus)
    except EngineError:
        return None


# the story wrote calls out as an auction («p-(p)-p-(X)», «пас – пас – контра»)
_WRITTEN_AUCTION = ("auction.parentheses", "dash.separator")


_CALLED_IN = frozenset({Circumstance.DIRECTOR_CALLED, Circumstance.NOT_ACCEPTED,
                        Circumstance.ACCEPTED})  # what is done about a call: it was an incident


def _told_auction(story: Story) -> bool:
    """An auction the story tells: two calls or more that it names, a bid among them. One
    call, or doubles and passes alone, describe a kind of case, not a hand to rule on."""
    told = [item for item in story.calls if not item.implied]
    if story.offence is Offence.EXPOSED_CARD:
        return True  # the card itself is the case (Law 24), told with or without calls
    if story.offence is not None and any(item.seat is not None for item in told):
        return True  # one call by a named player, told as an irregularity
    if any(item.seat is not None and item.call.is_above_seven for item in told):
        return True  # «левый решил пошутить и сказал 8бк»: a bid above seven is one (Law 38)
    if len(told) == 4 and all(item.call.is_pass for item in told):
        return True  # a deal passed out, told call by call
    if len(told) == 1 and story.dealer_from == "fact" and told[0].seat not in (
            None, story.dealer) and _CALLED_IN & story.circumstances:
        return True  # «сдавала Зинаида (Север) … а Михалыч (Запад) «одна бубна». Позвали
        # судью»: the one call told came before the dealer's, and the director was called
    if story.offence is not None and len(told) >= 2 and story.dealer_from in ("fact", "board"):
        return True  # «сдавал я, Север. Пас-(пас)-контра»: a hand from its dealer, an offence
    if len(told) >= 3 and any(item.call.is_double_or_redouble for item in told) and (
            any(rule in story.fired for rule in _WRITTEN_AUCTION)
            or all(item.role is not None for item in told)):
        return True  # a double among a hand's calls written out in a row («p-(p)-p-(X)») or
        # told one by one, each with its player ("Pass from partner, pass from RHO, and I
        # said double!")
    return len(told) >= 2 and any(item.call.is_bid for item in told)


def _outside_actor(
    story: Story, outside: list[OutsideLaw]
) -> tuple[Seat | None, Irregularity | None]:
    """Who did what the outside law is about, read by the play procedure nearest to it: the
    player who did not follow suit for a revoke (44C: the irregularity ``follow_suit``), the
    player who put a card on the table for a lead out of turn (45A); (None, None) for the
    other laws or when nobody is named."""
    hint = _ACTOR_CLAUSES.get(outside[0].law) if outside else None
    if hint is None:
        return None, None
    from engine.conduct.reading import situation_from_story
    from engine.conduct.situation import Event

    situation = situation_from_story(story.text, hint, told=story)
    if situation is None:
        return None, None
    if situation.event in (Event.FOLLOW_SUIT, Event.REVOKE) and hint == "44C":
        return situation.seat, "follow_suit"
    return situation.seat, None


def _outside_ruling(
    outside: list[OutsideLaw], auction: Ruling | None, played: Ruling | None = None,
    declarer: Seat | None = None,
    actor: tuple[Seat | None, Irregularity | None] = (None, None),
) -> Ruling:
    """«This law is not in this text», naming the player who did what the law is about
    (``actor``: a defender who revoked, a player who led out of turn) or else the one the
    play procedures found acting, and the declarer the play's facts name when the law is
    that of his lead from the wrong hand (Law 55)."""
    see_also = list(dict.fromkeys(c for law in outside for c in law.see_also))
    seat, code = actor
    offender = (seat or played.offender) if played is not None and outside and (
        outside[0].law in _OFFENDERS_ACT) else seat
    if declarer is not None and outside and outside[0].law == _WRONG_HAND:
        offender = declarer  # only declarer leads from his hand or dummy's
    ruling = Ruling(
        status="outside",
        laws=see_also,
        outside=with_kin([law.law for law in outside]),
        summary=outside_summary(outside),
        offender=offender,
    )
    if code is not None:
        ruling = replace(ruling, irregularity=code)  # a revoke: a failure to follow suit
    if auction is not None and auction.status != "error":
        ruling = replace(ruling, auction=auction.auction)
    return ruling


def _hint(result: SearchResult, corpus: Corpus) -> str | None:
    """The search's best clause when it lies in the laws the play procedures hold."""
    for hit in result.hits[:1]:
        if corpus[hit.clause_id].law in _PLAY_LAWS:
            return hit.clause_id
    return None


def is_notation(text: str) -> bool:
    """Whether the text is written in the contract's notation (calls and facts), not words."""
    try:
        parse(text)
    except EngineError:
        return _is_play_notation(text)
    return True


def _looks_like_notation(text: str) -> bool:
    """No word in the text but calls: «1♠ пас 1з» is the notation with a slip, not a story.

    >>> _looks_like_notation("1♠ пас 1з"), _looks_like_notation("Север открыл 1♠, Юг 1з")
    (True, False)
    """
    auction, _, _ = text.partition(";")
    for token in _TOKEN.split(auction):
        head, colon, body = token.rpartition(":")
        if colon and len(head) <= 2:  # a seat prefix, known or not: «З:1ч», «Щ:пас»
            token = body
        letters = "".join(ch for ch in token if ch.isalpha())
        if len(letters) >= 3 and not _is_call(token):
            return False
    return True


def _is_call(token: str) -> bool:
    try:
        parse(token)
    except EngineError:
        return False
    return True


def _is_play_notation(text: str) -> bool:
    """Facts after «;» of which one only the play procedures know (``событие=…``)."""
    _, _, facts = text.partition(";")
    keys = [pair.partition("=")[0] for pair in _EQUALS.sub("=", facts).split() if "=" in pair]
    if not keys:
        return False
    from engine.conduct.facts import is_fact_name as is_play_fact
    from engine.rules.facts import is_fact_name as is_auction_fact

    return any(is_play_fact(key) and not is_auction_fact(key) for key in keys)
