"""Whether a call read in a story was made at the table or only spoken of.

«вместо 1♥», «хотел сказать 2♠», «после моих 7♠», «на свой же дабл», «думая, что я открыл
1♥», «можно ли теперь сказать 2♥?», «контракт 4♠», «4♠-1», «сыграл с болвана 2♠», «правило 27»
all name a call or a number nobody made; «заменил на 2♥» and «сказал: нет, 2♣» name the call
put in place of another.

>>> from engine.story.calls import read_call
>>> from engine.story.words import tokenize
>>> def kind(text, at):
...     tokens = tokenize(text)
...     return call_context(tokens, at, read_call(tokens, at), asked_what_may_be_done(tokens))
>>> kind("я сказал 1♦ вместо 1♥", 4), kind("исправил на 2♥", 2), kind("правило 3 пики", 1)
('meant', 'replacement', 'skip')
>>> kind("сыграли 4♠-1", 1), kind("можно ли сказать 2♥?", 3), kind("Юг сказал 2♥", 2)
('skip', 'skip', 'call')
"""

from __future__ import annotations

import re
from itertools import pairwise

from engine.lexicon import words
from engine.rules.model import Strain
from engine.search.morph import parses
from engine.story.calls import Found, owner_at, read_call, subject_at
from engine.story.words import (
    CLOSING_QUOTES,
    DASHES,
    SEPARATORS,
    Word,
    is_in,
    past_gender,
    phrase_at,
    phrase_ending_at,
    phrases,
    quoted_words,
    sentence_start,
)

VERBS = ("story.verb.call", "story.verb.pass", "story.verb.double", "story.verb.redouble")


def spoken_of(between: list[Word]) -> bool:
    """A verb that speaks of a call («не увидел», «accepted») after the player named and no
    verb of calling after it («я не увидел и сказал 1♠» still makes the call).

    >>> from engine.story.words import tokenize
    >>> spoken_of(tokenize("не увидел")), spoken_of(tokenize("не увидел и сказал"))
    (True, False)
    """
    last = max((k for k, t in enumerate(between) if is_in(t, "story.verb.spoken_of")),
               default=None)
    if last is None:
        return False
    return not any(is_in(t, c) for t in between[last + 1 :] for c in VERBS)


def standalone_dash(tokens: list[Word], i: int) -> bool:
    """A dash with space on both sides (``1♠ – – 2♠``), not one glued to a call (``2C-p``).

    >>> from engine.story.words import tokenize
    >>> standalone_dash(tokenize("1♠ – – 2♠"), 1), standalone_dash(tokenize("2C-p"), 1)
    (True, False)
    """
    before = i == 0 or bool(tokens[i].gap)
    after = i + 1 >= len(tokens) or bool(tokens[i + 1].gap)
    return before and after


# how far before its first word of what may be done a question reaches back: a sentence
# never cut by a full stop (an SMS, a chat line) tells its calls first and asks last
_QUESTION_REACH = 8


def asked_what_may_be_done(tokens: list[Word]) -> set[int]:
    """Indexes of the tokens of sentences that end with «?» and ask what may be done, from
    ``_QUESTION_REACH`` tokens before the first word that asks («сд с 1бк п 3бк п п п и потом
    з говорит контр разыгр хочет запретить ход в масть можно??»: the calls are told, only
    the end asks)."""
    out: set[int] = set()
    start = 0
    quoted = quoted_words(tokens)
    for i, token in enumerate(tokens):
        if token.text in ".!?" or token.is_paragraph or i == len(tokens) - 1:
            if token.text == "?" and i in quoted:
                continue  # «говорит: «Нет, лучше 2 трефы, можно?»»: the player asks, in his
                # own words, while he calls: his call is made, not asked about
            if token.text == "?":
                hits = phrases(tokens[start : i + 1], "story.hypothetical")
                if hits:
                    out.update(range(max(start, start + hits[0][0] - _QUESTION_REACH), i + 1))
            else:  # «2) может ли он, Север, сейчас контрировать 2♣.»: asked without its mark
                hits = phrases(tokens[start : i + 1], "story.modal_question")
                if hits:
                    out.update(range(start + hits[0][0], i + 1))
            start = i + 1
    return out


def call_context(tokens: list[Word], i: int, found: Found, questions: set[int]) -> str:
    """``call``, ``replacement``, ``then`` («went back to 3NT»), ``meant`` («хотел сказать
    2♠», «вместо 1♥»), ``undone`` (judged right after: «пас отменили»), ``replaced`` (the
    call a change replaced: «заменил 2♦ на 2♥»), ``stands`` («3♠ can
    stand»: the change chosen when it is the replacement, else spoken of) or ``skip``
    (a law, a board, a contract, a card, a call only spoken of) for the call read at ``i``."""
    before = [t for t in tokens[max(0, i - 3) : i] if t.is_word]
    near = before[-2:]
    window = tokens[max(0, i - 3) : i]
    cut = max((k + 1 for k, t in enumerate(window) if t.text == ","), default=0)
    near_in_clause = [t for t in window[cut:] if t.is_word][-2:]  # (not «LHO, who wasn't
    # looking, bids 2C»: the words of another clause)
    bid = (found.call is not None and found.call.is_bid) or found.call is None
    if i not in questions and not found.weak and found.end < len(tokens) and is_in(
        tokens[found.end], "story.modal"
    ) and _stands_after(tokens, found.end):
        return "stands"  # «Director said 3♠ can stand»: what he chose, if it was his change
    if not found.weak and found.end < len(tokens) and is_in(
            tokens[found.end], "story.call_stood"):
        return "stands"  # «…, so 7S stood»: the call told standing, not made again
    if not found.weak and any(
            end == len(before) for _, end in phrases(before, "story.goes_on_with")):
        return "stands"  # «торговля продолжается с 1♠»: the call the auction goes on from
    if _doubted(tokens, i, found) or _in_indirect_question(tokens, i):
        return "skip"  # «Восток 1♥ — или 1♠? нет, …», «не помню, успел ли я выложить 2♣»: a
        # call the teller wonders about
    if i in questions or _in_ruling(tokens, i) or _penalty_told(tokens, i, found):
        return "skip"
    if _undone(tokens, found.end):
        return "undone"  # «пас отменили», «LHO's double was refused»: judged right after
    if any(is_in(t, "story.undo_verb") for t in _same_clause(tokens, i, 2)):
        return "skip"  # «судья отменил пас»; not «ТД отменил, запад спасовал»: West's pass
    if _conditional_after(tokens, found.end):
        return "skip"  # «с контрой вышло бы куда больше»: a call supposed, not made
    if found.end < len(tokens) and (is_in(tokens[found.end], "story.call_as_topic") or any(
            a == 0 for a, _ in phrases(tokens[found.end : found.end + 3], "story.call_as_topic"))):
        return "skip"  # «3S suited me», «2♥ означало пять червей»: what a call meant, not made
    if _lying_listed(tokens, i) or _lying_after(tokens, found.end):
        return "skip"  # «на столе всё уже лежало: 1т и 1ч рядом», «карточка 2т у левой
        # лежала криво»: the cards seen lying there
    if _looked_at(tokens, i, found.end):
        return "skip"  # «на 1т не смотрел», "never looked at the 2H": a call looked at, not made
    if _defined(tokens, i, found.end) or _given_as_meaning(tokens, i):
        return "skip"  # «Мы договорились: 2♦ — слабая рука с пиками»: what a call means
    if _turn_judged(tokens, found.end):
        return "skip"  # «пас был в очередь его RHO», «контра была вне очереди»: spoken of
    if not found.weak and found.end < len(tokens) and (
        is_in(tokens[found.end], "story.modal") or is_in(tokens[found.end], "story.must")
    ):
        return "skip"  # «1♥ надо снять», «my 3S should stand»: what is due to the call
    kept = i > 1 and (is_in(tokens[i - 2], "story.call_article_keeps") or any(
        is_in(tokens[i - 2], c) for c in VERBS))  # «came in with a double before I'd called»
    if not found.weak and i > 0 and tokens[i - 1].text in ("a", "an") and not kept and any(
        hits and hits[0][0] == 0 for hits in (
            phrases(tokens[found.end : found.end + 4], "story.out_of_turn"),
            phrases(tokens[found.end : found.end + 4], "story.insufficient"))
    ):
        return "skip"  # «a double out of rotation at his RHO's turn»: the call named as a noun
    if not found.weak and (_owned_before(tokens, i) or _seen_possessed(tokens, i)):
        return "skip"  # «my 3S should stand», «мой пас не приняла»: a call spoken of
    verb_at = i - 2  # «slaps down the X», «puts out the X»: the verb before its particle
    while verb_at > 0 and is_in(tokens[verb_at], "story.call_card_word"):
        verb_at -= 1
    if i > 0 and found.call is not None and not found.call.is_bid and is_in(
        tokens[i - 1], "story.call_article"
    ) and not (verb_at >= 0 and (any(is_in(tokens[verb_at], c) for c in VERBS)
                                 or is_in(tokens[verb_at], "story.call_article_keeps"))):
        return "skip"  # «the paso gave no information», «этот пас»: spoken of (not «said
        # the pass», nor «went back to the pass»: the call then is made or chosen)
    if i > 0 and is_in(tokens[i - 1], "story.call_demonstrative"):
        return "skip"  # «после этих 5 Karo», «over those 2 hearts»: a call pointed back at
    if _accepted_call(tokens, i) or _judged_after(tokens, found.end) or (
        (_seen_after(tokens, found.end) and not _said_before(tokens, i))
        or _called_insufficient(tokens, i, found.end)
    ):
        return "skip"  # «принимаю 3♥», «I accept 3S», «accepted the 2C»: a call judged
    if bid and i > 1 and tokens[i - 1].text == "of" and (
            is_in(tokens[i - 2], "call.double") or is_in(tokens[i - 2], "call.redouble")):
        return "skip"  # «so no double of 7S», "West's double of 1S": the bid doubled, spoken of
    if _nobody_calls(tokens, i) or _denied_before(tokens, i) or _not_made(tokens, i):
        return "skip"  # «Nobody had doubled», «никто не контрировал», «что там 2♥, а не 1♥»
    if found.call is not None and found.call.is_pass and near and is_in(near[-1], "story.final"):
        return "skip"  # «после финального паса»: the pass spoken of
    if bid and _numbered(tokens, i):
        return "skip"
    if _among_options(tokens, i):
        return "skip"  # «Рассматриваю два варианта: (1) оставить 2♥ …; (2) заявить 3♥»
    if bid and not found.weak and phrases(near, "story.made_it"):
        clause = tokens[max(0, i - 5) : i]  # «I'd have made it 2H»: the subject three back
        if _contracted_would(clause) or any(is_in(t, "story.conditional") for t in clause):
            return "skip"  # «I'd have made it 2H», «would have made it 2H»: not done
        return "replacement"  # «he made it 2NT»: the bid put in place of his call, no contract
    if bid and any(is_in(t, "story.contract") for t in near) and not (
            tokens[i - 1].text == ":" and _run_follows(tokens, found.end)):
        return "skip"  # not «я разыгрываю: 1S-(p)-3S»: the auction told after a colon
    if bid and any(end == len(before) for _, end in phrases(before, "story.held_to")):
        return "skip"  # «LHO wanted to hold us to 3S»: the contract he wanted, no call
    if bid and any(end == len(before) for _, end in phrases(before, "story.board_ended_in")):
        return "skip"  # «Сдача 3 прошла тихо, все в 4 пики»: where the tables ended
    if bid and _contract_of_declarer(tokens, i):
        return "skip"  # «разыгрывающий Юг в 4♠», «declarer in 4S»: the contract, not a call
    if _doubled_contract(tokens, i, found):
        return "skip"  # «Four hearts doubled, South declarer»: the contract played
    if tokens[i].text.isalpha() and _compound(tokens, found.end):
        return "skip"  # «the pass-out seat», «double-dummy»: a word made with a call's name
    if near and (is_in(near[-1], "story.accepted") or is_in(near[-1], "story.accept_infinitive")):
        return "skip"  # «ок, принимаем 2♠», "I'll accept 2C": the call accepted, spoken of
    if any(is_in(t, "story.modal") for t in near_in_clause):
        return "skip"  # «you can only double», «можно контрить»: what may be done, not done
        # (not «А может, три пики?»: «может» set off by a comma is «maybe»)
    if _talked_of(tokens, i):
        return "skip"  # «the Law speaks of a double out of turn, not of a redouble»: a call
        # named in what is said of calls, not made
    if _habitual(tokens, i):
        return "skip"  # «он всегда говорит «контра на две пики»»: a habit, not a call made
    if _spoken_about(tokens, i):
        return "skip"  # «разглядел 2♦», «asked what 2♣ meant», «alerted his 1♣»
    if _call_as_noun(tokens, i):
        return "skip"  # «that's wile harsh for a wee double»: the call named as a thing
    if _claimed(tokens, i):
        return "skip"  # «Он утверждает: пас за пас не наказывается»: what he argues
    if not found.weak and _instead_after(tokens, found.end) and not _intent_before(tokens, i):
        return "replacement"  # «put down 3♠ instead»: the call put in place of his own
    if not found.weak and _corrected_after_retract(tokens, i, found.end):
        return "replacement"  # «1♥... нет, подождите, 1♠ — поправилась я»: her own change
    if not found.weak and _said_on_correcting(tokens, i):
        return "replacement"  # «и тут же поправилась: «одна пика»»: the call she put instead
    if not found.weak and _put_out_of_turn(tokens, i):
        return "call"  # «не стал ждать и положил 1♦»: the bidding card put down out of turn
    if not found.weak and (_put_at_once(tokens, i) or _put_then_at_once(tokens, i, found)):
        return "replacement"  # «сразу же положил 1♣»: the card put down at once in its place
    if not found.weak and _put_after_taking_back(tokens, i):
        return "replacement"  # «а потом забрал и положил 2♥»: the card put in its place
    if not found.weak and _put_after_slip(tokens, i):
        return "replacement"  # «— Ой, не та! — и положила 2♦»: the card put in its place
    in_clause = [t for t in window[cut:] if t.is_word]  # not «LHO, who hadn't seen my card,
    # bid 1♥»: a card of another clause
    if bid and any(is_in(t, "story.card_verb") for t in in_clause) and not _bidding_card(
            tokens, i, found, before):
        return "skip"
    if bid and _result_follows(tokens, found.end):
        return "skip"
    if bid and among_cards(tokens, i):
        return "skip"  # «the K♠ and the 4♦», «♥K, ♠4»: a card in a list of cards
    if not found.weak and _contract_after_all_pass(tokens, i, found.end):
        return "skip"  # «Все пас, 3♥ у Севера»: the contract told, no call made again
    if _owner_after(tokens, found.end) and not (
        i > 0 and is_in(tokens[i - 1], "story.verb.sounded")
    ) and not labelled_with_owner(tokens, i, found.end):
        # «последовала контра Запада», «Первая реплика: 1♦ Запада.»: the call made, its player
        # after it
        return "skip"  # «судья пас Запада отменил», «вынужденный пас партнёра»: spoken of
    if _mine_after(tokens, found.end):
        return "skip"  # «1♦-?-п. Пас мой, в очередь Востока»: whose the call told was
    if _compared(tokens, i, found.end):
        return "skip"  # «что 2♦ ниже 2♥», «1♠ lower than 2♣»: two calls compared, not made
    if _denied(tokens, found.end):
        return "skip"  # «контру на этом круге дать не может»: a call denied, not made
    if _holding(tokens, i):
        return "skip"  # «у него там 6 пик», «I had 5 hearts»: cards held, not a bid
    if _obliged(tokens, i):
        # «who had to pass», «обязан был пасовать», and after a colon, before his own words
        # are read as a change («А я говорю: обязан повторить 1♦!»): a call owed, not made
        return "skip"
    if _changed_in_own_words(tokens, i):
        return "replacement"  # «S → 1S», «нет, хочу сказать 1♠», «ой, не 2♥, 1♥»: his new call
    if _said_twice(tokens, i, found):
        return "skip"  # «ой, пасс, пасс!»: the player's own words say one call twice
    if any(start == 0 for start, _ in phrases(tokens[found.end : found.end + 2],
                                              "story.take_back_after")):
        return "skip"  # «хотела контру забрать»: the call made is what she wanted back
    if any(is_in(t, "story.not_made") for t in near_in_clause) and not _instead_of_player(
            tokens, i):
        return "meant"
    if any(end == len(before) for _, end in phrases(before, "story.meant_to")):
        return "meant"  # «I meant to bid 1 heart», «wanted to bid 2S»: the call he meant
    if any(start == 0 for start, _ in phrases(tokens[found.end : found.end + 3],
                                              "story.meant_after")):
        return "meant"  # «Восток потом 2♣ хотел сказать, а судья …»: the call he meant
    if phrases(_clause_before(tokens, i), "story.call_in_doubt"):
        return "meant"  # «Earl may or may not have put a Pass card down»: left in doubt
    if not found.weak and _reached_for(tokens, i):
        return "meant"  # «тянул из бокса 1♠, а вытянулось 2♠»: the card he reached for
    if not found.weak and _promised(tokens, i):
        return "meant"  # «исправлю на 2♥ и всё»: a call promised, not made yet
    if _regretted(tokens, i):
        return "skip"  # «надо было 1бк», "should have bid 2S": the call not made, regretted
    if len(before) >= 2 and any(
        is_in(first, "story.answered") and is_in(second, "story.possessive")
        for first, second in pairwise(before)
    ):
        return "skip"  # «на свой же дабл», «на мою 1♠»: the call answered, spoken of
    if _in_thought(tokens, i):
        return "skip"
    if _objection(tokens, i):
        return "skip"  # «Левый рассердился: нельзя, контра только сразу …»: a rule stated
    if near and is_in(near[-1], "story.insufficient") and not _made_insufficient(tokens, i):
        return "skip"  # «недостаточную 2♣», «the insufficient 2C»: the call spoken of
    if near and is_in(near[-1], "story.about"):
        return "skip"  # «спросил про 2♣», «asked about 2C»: the call spoken of
    if any(is_in(t, "story.conditional") for t in near) or _contracted_would(near):
        return "skip"  # «сказал бы контру», «would have doubled»: a call not made
    if any(is_in(t, "story.dash_word") for t in before):
        return "skip"  # «прочерки — пасы», «a dash is a pass»: what a dash means, no call
    if _said_again(tokens, i):
        return "replacement"  # «сказал: нет, 2♣»: the player's own words taking his call back
    if near and (is_in(near[-1], "story.after") or (
        len(near) == 2 and is_in(near[0], "story.after") and is_in(near[1], "story.possessive")
    )) and not _run_follows(tokens, found.end):
        return "skip"  # «после моих 7♠», «after 2C»: a moment spoken of
    if not found.weak and _swapped_from(tokens, i, found):
        return "replaced"  # «заменил 2♦ на 2♥»: the call replaced, spoken of if told before
    if not found.weak and (swap := _swapped_to(tokens, i)) is not None:
        return "replacement" if swap else "skip"  # «судья позволил заменить 1♠ на пас»
    clause = _clause_before(tokens, i)
    if not found.weak and phrases(clause[-4:], "story.went_back"):
        return "then"  # «partner went back to 3NT»: what he chose when the change was refused
    # «в итоге она сказала — контра», «3♠ can stand»: what he chose, if a change was told
    # before it (the auction reader reads it as a call like any other otherwise)
    if not found.weak and (phrases(_sentence_before(tokens, i), "story.final_choice")
                           or _stands_after(tokens, found.end)):
        return "chosen"
    if not found.weak and (any(is_in(t, "story.replacing") for t in clause)
                           or phrases(clause, "story.replacing")):
        # what the player who replaces says of it, not words before him («… так нельзя,
        # судья пришёл, Зина исправила на 2 бубны»: told without a stop between)
        own = clause[max((k for k in range(len(clause)) if subject_at(clause, k) is not None),
                         default=0):]
        if any(is_in(t, "story.change_not_made") for t in own) or phrases(
                own, "story.change_not_made"):
            return "skip"  # «хочу заменить на пас», «судья разрешил заменить»: not made yet
        return "replacement"
    return "call"


def _defined(tokens: list[Word], i: int, end: int) -> bool:
    """A call opening its sentence, set after a colon or after words of the pair's system («у
    нас»), then a dash or «это» and a word of what it shows («Мы договорились: 2♦ — слабая рука
    с пиками», «2♣ - Stayman», «у нас 2БК это минимум»): the call's meaning in a system, not a
    call made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Мы договорились: 2♦ — слабая рука. Юг открыл 2♦ — я пас")
    >>> _defined(toks, 3, 4), _defined(toks, 10, 11)
    (True, False)
    >>> toks = tokenize("Партнёр ошибся, у нас 2БК это минимум.")
    >>> _defined(toks, 5, 6)
    True
    >>> toks = tokenize("хотя у нас контра на слабый без козыря штрафная")
    >>> _defined(toks, 3, 4)
    True
    """
    near = max(0, i - 4)
    ours = any(near + b == i for _, b in phrases(tokens[near:i], "story.our_system"))
    opens = i == 0 or tokens[i - 1].text in ".:!?" or tokens[i - 1].is_paragraph or ours
    if ours and end < len(tokens) and is_in(tokens[end], "story.call_over"):
        # «у нас контра на слабый без козыря штрафная»: what the call shows over a bid
        for k in range(end + 1, min(end + 7, len(tokens))):
            if not tokens[k].is_word:
                break
            if is_in(tokens[k], "story.call_meaning_word"):
                return True
    if not opens or end + 1 >= len(tokens) or not (
            tokens[end].text in DASHES | {"="} or is_in(tokens[end], "story.call_is")):
        return False
    return is_in(tokens[end + 1], "story.call_meaning_word")


_ARTICLES = ("a", "an", "the")  # between a word that takes a call and the call
_LIST_REACH = 6  # tokens of a listed call back to the colon that opens the list


def _lying_listed(tokens: list[Word], i: int) -> bool:
    """A call in a list after a colon that a verb of lying opens («когда на столе всё уже
    лежало: 1т и 1ч рядом»): bidding cards seen lying on the table, told again, not made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Я подошёл, когда на столе всё уже лежало: 1т и 1ч рядом.")
    >>> _lying_listed(toks, 10), _lying_listed(toks, 12), _lying_listed(tokenize("Юг: 1т"), 2)
    (True, True, False)
    """
    for k in range(i - 1, max(0, i - _LIST_REACH) - 1, -1):
        if tokens[k].text == ":":
            return k > 0 and is_in(tokens[k - 1], "story.lying_verb")
        found = read_call(tokens, k)
        if not (tokens[k].text in (",", "и", "and") or (found is not None and found.call)):
            return False
    return False


_LYING_REACH = 3  # words between a call and the verb of its card lying («2т у левой лежала»)


def _lying_after(tokens: list[Word], end: int) -> bool:
    """A verb of lying within a few words after a call, in its clause («карточка 2т у левой
    лежала криво»): the bidding card told as it lay, not a call made there.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("карточка 2т у левой лежала криво, а партнёр 2♠")
    >>> _lying_after(toks, 2), _lying_after(toks, 10)
    (True, False)
    """
    for k in range(end, min(len(tokens), end + _LYING_REACH + 1)):
        if not tokens[k].is_word:
            return False
        if is_in(tokens[k], "story.lying_verb"):
            return True
    return False


_LOOK_REACH = 3  # tokens between a call and the verb of looking at it («на 1т и не смотрел»)


def _looked_at(tokens: list[Word], i: int, end: int) -> bool:
    """A call that is what a player looked at: «на» or "at" right before it, a verb of looking
    right before that or within a few words after the call («на 1т не смотрел», «глянул на
    1♥», "never looked at the 2H card").

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("он положил свой 1ч и на 1т не смотрел")
    >>> _looked_at(toks, 6, 7), _looked_at(toks, 3, 4)
    (True, False)
    """
    k = i - 1
    while k > 0 and tokens[k].text in _ARTICLES:
        k -= 1
    if k < 0 or not is_in(tokens[k], "story.look_at"):
        return False
    if k > 0 and is_in(tokens[k - 1], "story.look_verb"):
        return True
    return any(is_in(t, "story.look_verb") for t in tokens[end : end + _LOOK_REACH])


_MEANING_REACH = 5  # tokens from «это» to the call given as another call's meaning


def _given_as_meaning(tokens: list[Word], i: int) -> bool:
    """A call after «это» that follows another call and a dash, in the same sentence: what a
    player took that call for («думал, что реконтра — это «ещё разочек контра»»), not made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Он думал, что реконтра — это «ещё разочек контра». Юг — пас")
    >>> _given_as_meaning(toks, 10), _given_as_meaning(toks, 15)
    (True, False)
    """
    for k in range(i - 1, max(1, i - _MEANING_REACH) - 1, -1):
        if tokens[k].text in ".!?;" or tokens[k].is_paragraph:
            return False
        if is_in(tokens[k], "story.call_is") and tokens[k - 1].text in DASHES and k >= 2:
            said = read_call(tokens, k - 2)
            return said is not None and said.call is not None
    return False


def _turn_judged(tokens: list[Word], end: int) -> bool:
    """The auxiliary «был» right after the call, then whose turn it was or words of out of
    turn («пас был в очередь его RHO», «контра была вне очереди»): the call spoken of.

    >>> from engine.story.words import tokenize
    >>> [_turn_judged(tokenize(t), 1) for t in ("пас был в очередь RHO",
    ...                                        "контра была вне очереди", "контра была объявлена")]
    [True, True, False]
    """
    if end + 1 >= len(tokens) or not is_in(tokens[end], "story.aux_was"):
        return False
    after = tokens[end + 1 : end + 6]
    return any(hits and hits[0][0] == 0 for hits in (
        phrases(after, "story.turn_of"), phrases(after, "story.out_of_turn")))


def _changed_in_own_words(tokens: list[Word], i: int) -> bool:
    """The call at ``i`` is put in place of a call by the grammar of a replacement: an arrow
    right before it («E → 2NT», «2♥ → 2♠»), a wish said after words taking a call back
    («said: no, I want to say 1S», «нет, хочу сказать 1♠»), or the second call of «not X,
    (but) Y» in a player's own words («ой, не две червы, одна черва», «oh, not 2H, 1H»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("S → 1S; он: нет, хочу сказать 2♠; «ой, не 2♥, а 1♥»")
    >>> [_changed_in_own_words(toks, k) for k in (2, 10, 16, 19)]
    [True, True, False, True]
    >>> _changed_in_own_words(tokenize("Юг сказал не 2♥, а 1♥"), 6)
    False
    """
    return (_arrow_before(tokens, i) or _wish_taken_back(tokens, i) or _not_this_but(tokens, i)
            or _no_then(tokens, i) or _meant_in_own_words(tokens, i) or _oops_at_once(tokens, i))


_OOPS_REACH = 12  # words back from an interjection to the call it puts right


def _oops_at_once(tokens: list[Word], i: int) -> bool:
    """A call right after an interjection («ой», "oops"), with words of no pause between it
    and a call earlier in its sentence («сказал 1c и прям в ту же секунду без паузы ой 1d»):
    the call put in place of that one at once.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("сказал 1c и в ту же секунду без паузы ой 1d, оговорился")
    >>> _oops_at_once(toks, 10), _oops_at_once(tokenize("сказал 1c. ой 1d"), 4)
    (True, False)
    """
    k = i - 1
    while k >= 0 and tokens[k].text in _BETWEEN_MARKS:
        k -= 1
    if k <= 0 or not is_in(tokens[k], "story.interjection"):
        return False
    start = max(sentence_start(tokens, k), k - _OOPS_REACH)
    calls = [j for j in range(start, k) if (found := read_call(tokens, j)) is not None
             and found.call is not None and not found.weak]
    return bool(calls) and bool(phrases(tokens[calls[-1] + 1 : k], "story.corrected_at_once"))


def _meant_in_own_words(tokens: list[Word], i: int) -> bool:
    """A call right after «I mean», «то есть», «вернее» in a player's own quoted words («then
    said 'I mean 1H'», «говорит: «вернее, 2♦»»): the call he puts in place of his own.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("West bid 1D, then said 'I mean 1H' after a bit.")
    >>> _meant_in_own_words(toks, 9), _meant_in_own_words(tokenize("1D, I mean 1H"), 4)
    (True, False)
    """
    k = i
    while k > 0 and tokens[k - 1].text in _BETWEEN_MARKS:
        k -= 1
    spans = [(start + max(0, k - 3), end + max(0, k - 3))
             for start, end in phrases(tokens[max(0, k - 3) : k], "story.restated_as")]
    if not any(end == k for _, end in spans):
        return False  # the words of meaning first: the quotes are read only then
    quoted = _spoken(tokens)
    return i in quoted and any(end == k and all(j in quoted for j in range(start, end))
                               for start, end in spans)


_BETWEEN_MARKS = frozenset((",", "—", "–", "-", "…", "!"))


def _spoken(tokens: list[Word]) -> frozenset[int]:
    """The tokens of a player's quoted words: those ``quoted_words`` finds, and those between
    two single quotes in one sentence, the first after a space and the second right after a
    word ("I said 'two clubs, no, two diamonds'"; an apostrophe that ends a word alone,
    «nothin'», opens nothing).

    >>> from engine.story.words import tokenize
    >>> sorted(_spoken(tokenize("I said 'two clubs, no' and nothin' more")))
    [3, 4, 5, 6]
    """
    inside = set(quoted_words(tokens))
    opening: int | None = None
    for k, token in enumerate(tokens):
        if token.text != "'":
            if token.text in ".!?" and opening is not None:
                opening = None  # a quote does not run past its sentence
            continue
        if opening is None and token.gap and k + 1 < len(tokens) and not tokens[k + 1].gap:
            opening = k
        elif opening is not None and not token.gap and k > opening + 1:
            inside.update(range(opening + 1, k))
            opening = None
    return frozenset(inside)


def _no_then(tokens: list[Word], i: int) -> bool:
    """The second call of «X, нет, Y» in a player's own words («две трефы, нет, две бубны»,
    "'two clubs, sorry, two diamonds'"): he puts Y in place of the X he said.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Я сказал: «две трефы, нет, две бубны».")
    >>> _no_then(toks, 9), _no_then(toks, 4)
    (True, False)
    >>> _no_then(tokenize("Юг 2♣, нет, Юг 2♦"), 5)
    False
    >>> _no_then(tokenize("я говорю: «Две пики... ой, две трефы!»"), 11)
    True
    """
    k = i - 1
    while k >= 0 and tokens[k].text in _BETWEEN_MARKS:
        k -= 1
    if k < 0 or not (is_in(tokens[k], "story.retract") or is_in(tokens[k], "story.oops")):
        return False
    k -= 1
    while k >= 0 and tokens[k].text in _BETWEEN_MARKS | {"."}:
        k -= 1  # «Две пики... ой, две трефы!»
    quoted = _spoken(tokens)  # read only once the words of taking back stand before it
    return i in quoted and k >= 0 and k in quoted and any(
        (said := read_call(tokens, s)) is not None and said.call is not None
        and said.end == k + 1 for s in range(max(0, k - 2), k + 1))


def _conditional_after(tokens: list[Word], end: int) -> bool:
    """A word of the conditional in the two words after a call, in its clause («с контрой
    вышло бы больше», «контра бы не помогла»): the call supposed, not made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("с контрой вышло бы больше. Контра, бы")
    >>> _conditional_after(toks, 2), _conditional_after(toks, 7)
    (True, False)
    """
    for token in tokens[end : end + 3]:
        if not token.is_word:
            return False
        if is_in(token, "story.conditional_after"):
            return True
    return False


def _contracted_would(near: list[Word]) -> bool:
    """«I'd have doubled»: «'d» before «have» is «would» (no «had have» is English).

    >>> from engine.story.words import tokenize
    >>> _contracted_would(tokenize("I'd have")), _contracted_would(tokenize("I'd passed"))
    (True, False)
    """
    return any(is_in(first, "story.contracted_subject") and second.text == "have"
               for first, second in pairwise(near))


def _said_twice(tokens: list[Word], i: int, found: Found) -> bool:
    """The same call right before this one, only a comma, a dash or «!» between, in a
    player's own words («сказала: «ой, пасс, пасс!»», «'no, 2H, 2H'»): one call said twice.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("сказала: «ой, пасс, пасс!»")
    >>> _said_twice(toks, 7, read_call(toks, 7)), _said_twice(toks, 5, read_call(toks, 5))
    (True, False)
    >>> toks = tokenize("W пас, пас, пас")
    >>> _said_twice(toks, 5, read_call(toks, 5))
    False
    """
    k = i - 1
    while k >= 0 and i - k <= 3 and tokens[k].text in (",", "!", "—", "–", "-"):
        k -= 1
    if k == i - 1 or k < 0 or found.call is None:
        return False
    for s in range(max(0, k - 2), k + 1):
        said = read_call(tokens, s)
        if said is not None and said.end == k + 1 and said.call == found.call:
            return in_own_words(tokens, s - 1) or _said_again(tokens, s)
    return False


def _reached_for(tokens: list[Word], i: int) -> bool:
    """A verb of reaching for a bidding card up to four words before the call, in its clause,
    with no verb of calling between: the card intended, not the call made.

    >>> from engine.story.words import tokenize
    >>> _reached_for(tokenize("S тянул из бокса 1S, а вытянулось 2S"), 4)
    True
    >>> _reached_for(tokenize("тянул время и сказал 1S"), 4)
    False
    >>> _reached_for(tokenize("N goes for 2C but 2D comes out"), 5)
    False
    """
    clause = _same_clause(tokens, i, 4)
    hits = phrases(clause, "story.reach_for")
    if not hits:
        return False
    after = clause[hits[-1][1] :]  # «goes for 2C but 2D»: the card after «but» is the one out
    return not any(is_in(t, c) for t in after for c in (*VERBS, "story.contrast"))


def _arrow_before(tokens: list[Word], i: int) -> bool:
    """An arrow right before the call («→», «⇒», «->»): the call the one before it became."""
    if i == 0 or not is_in(tokens[i - 1], "story.replace_arrow"):
        return False
    arrow = tokens[i - 1]
    if arrow.text == ">":  # «->», «=>»: glued to a dash or «=» before it
        return i >= 2 and tokens[i - 2].text in ("-", "=") and not arrow.gap
    return True


def _wish_taken_back(tokens: list[Word], i: int) -> bool:
    """Words of wishing right before the call («I want to say», «хочу сказать») after words
    taking a call back that open the player's own words («said: no, I want to say 1S»)."""
    start = max(0, i - 5)
    wishes = [a for a, b in phrases(tokens[start:i], "story.wish_said") if start + b == i]
    if not wishes:
        return False
    k, taken_back, interjection = _own_words_start(tokens, start + wishes[0] - 1)
    if k < 0 or not (taken_back or interjection):
        return False
    return tokens[k].text in _OPENERS or is_in(tokens[k], "story.verb.call") or taken_back


def _not_this_but(tokens: list[Word], i: int) -> bool:
    """The second call of «не X, (а) Y», «not X(,) but Y» said by a player right after an
    exclamation, a word taking a call back, a colon or an opening quote («: ой, не две червы,
    одна черва»): Y is the call he puts in place of X (the teller's «сказал не 2♥, а 1♥» is
    no change)."""
    k = i - 1
    while k >= 0 and i - k <= 3 and (
        tokens[k].text in ",—–" or is_in(tokens[k], "story.contrast")
    ):
        k -= 1
    if k == i - 1 or k < 1:
        return False
    for s in range(max(0, k - 2), k + 1):
        said = read_call(tokens, s)
        if said is None or said.call is None or said.end != k + 1:
            continue
        if s < 2 or not is_in(tokens[s - 1], "story.call_set_against"):
            return False
        before, taken_back, interjection = _own_words_start(tokens, s - 2)
        return taken_back or interjection or (before >= 0 and tokens[before].text in _OPENERS)
    return False


def _promised(tokens: list[Word], i: int) -> bool:
    """A verb in the first person of the future right before the call, in its clause
    («исправлю на 2♥», «скажу пас»): what the speaker means to call, not a call made.

    >>> from engine.story.words import tokenize
    >>> _promised(tokenize("исправлю на 2♥ и всё"), 2), _promised(tokenize("говорю 2♥"), 1)
    (True, False)
    """
    from engine.search.morph import readings  # loaded once, shared with search

    for token in _same_clause(tokens, i, 3):
        if token.text.isascii() or not token.text.isalpha():
            continue
        found = readings(token.text)
        tag = found[0].tag if found else None
        if tag is not None and tag.POS == "VERB" and tag.tense == "futr" and tag.person == "1per":
            # «Юг: «Скажу 2♥»»: said at the table, the future is the call itself
            return i not in quoted_words(tokens)
    return False


def _same_clause(tokens: list[Word], i: int, count: int) -> list[Word]:
    """Up to ``count`` words right before ``i`` in its clause (a comma, a dash or a stop
    ends it).

    >>> from engine.story.words import tokenize
    >>> [t.text for t in _same_clause(tokenize("ТД отменил, запад спасовал"), 4, 2)]
    ['запад']
    """
    out: list[Word] = []
    for token in reversed(tokens[max(0, i - 2 * count) : i]):
        if token.text in ".!?;,—–:" or token.is_paragraph or len(out) == count:
            break
        if token.is_word:
            out.append(token)
    return out[::-1]


def _accepted_call(tokens: list[Word], i: int) -> bool:
    """Words of accepting up to two words before the call, in its clause («принимаю 3♥»,
    «I accept 3S», «accepted the 2C»): the call an opponent made, judged, not a call made.

    >>> from engine.story.words import tokenize
    >>> _accepted_call(tokenize("Юг говорит: принимаю 3♥"), 4)
    True
    >>> _accepted_call(tokenize("принял, и сказал 2♠"), 4)
    False
    >>> _accepted_call(tokenize("не принял и спасовал"), 3)
    False
    >>> _accepted_call(tokenize("Мог ли Юг просто принять «1♥»"), 6)
    True
    """
    clause = _same_clause(tokens, i, 3)
    while clause and (clause[-1].text == "the" or is_in(clause[-1], "story.possessive")):
        clause.pop()  # «accepted the 2C», «принял его 1♦»
    if not clause or any(is_in(clause[-1], c) for c in VERBS):
        return False  # «не принял и спасовал»: the pass is made
    for concept in ("story.accepted", "story.not_accepted", "story.accept_infinitive"):
        if any(end == len(clause) for _, end in phrases(clause, concept)):
            return True
    return False


def _instead_after(tokens: list[Word], end: int) -> bool:
    """«instead» right after the call, not «instead of» («put down 3♠ instead»): the call
    is the one put in place of another.

    >>> from engine.story.words import tokenize
    >>> _instead_after(tokenize("put down 3S instead —"), 3)
    True
    >>> _instead_after(tokenize("bid 3S instead of 3H"), 2)
    False
    """
    if end >= len(tokens) or tokens[end].text != "instead":
        return False
    return not (end + 1 < len(tokens) and tokens[end + 1].text == "of")


_INTENT_REACH = 10  # words before a call «instead» in which the call meant may be told


def _intent_before(tokens: list[Word], i: int) -> bool:
    """Words of the card reached for or the call meant earlier in the call's sentence
    («reached for the 2♠ card, drew out 2♥ instead»): «instead» puts the call in place of
    the one meant, so it is the call made, not a change of an earlier one.

    >>> from engine.story.words import tokenize
    >>> _intent_before(tokenize("N reached for the 2S card, drew out 2H instead"), 8)
    True
    >>> _intent_before(tokenize("N bid 2H, then put down 3H instead"), 7)
    False
    """
    start = max(sentence_start(tokens, i), i - _INTENT_REACH)
    return any(bool(phrases(tokens[start:i], c)) for c in ("story.reach_for", "story.meant_to"))


def _corrected_after_retract(tokens: list[Word], i: int, end: int) -> bool:
    """A call right after a word taking the call before back («нет», «no, wait») and right
    before a verb of putting it right («— поправилась я», «, corrected herself»): the call
    the player put in place of her own, not the teller's correction of his telling.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("я открыла 1♥... нет, подождите, 1♠ — поправилась я")
    >>> _corrected_after_retract(toks, 9, 11)
    True
    >>> _corrected_after_retract(tokenize("1♥... нет, 1♠. Запад пас"), 5, 7)
    False
    """
    if not _replacing_after(tokens, end):
        return False
    k = i - 1
    while k >= 0 and (tokens[k].text in ",—–-" or is_in(tokens[k], "story.hold_on")):
        k -= 1
    return k >= 0 and is_in(tokens[k], "story.retract")


def _replacing_after(tokens: list[Word], end: int) -> bool:
    """A verb of putting a call right right after a call that ends at ``end``, a comma or a
    dash between («1♠ — поправилась я», "1S, corrected herself")."""
    while end < len(tokens) and tokens[end].text in ",—–-":
        end += 1
    return end < len(tokens) and is_in(tokens[end], "story.replacing")


def _put_at_once(tokens: list[Word], i: int) -> bool:
    """A bidding card put down right after a word of immediacy («тут же положил 1♥»,
    «immediately put down 1H»): the call put in place of the one before it.

    >>> from engine.story.words import tokenize
    >>> _put_at_once(tokenize("и сразу же положил 1♣"), 4)
    True
    >>> _put_at_once(tokenize("N не стал ждать своей очереди и сразу положил 1♣"), 9)
    False
    """
    clause = _clause_before(tokens, i)
    if _not_waited(tokens, i):
        return False  # «не дождался и сразу выложил 1NT»: at once, before his turn; no change
    if _player_opens(tokens, i, len(clause)):
        return False  # «Юг сказал 1♠, а Запад тут же выложил 2♥»: another player's call
    return bool(clause) and is_in(clause[-1], "story.put_card") and bool(
        phrases(clause[-4:-1], "story.immediately"))


def _player_opens(tokens: list[Word], i: int, span: int) -> bool:
    """A player named among the ``span`` words before ``i`` («а Запад тут же выложил 2♥»):
    the call is that player's, not one put in place of the call before it.

    >>> from engine.story.words import tokenize
    >>> _player_opens(tokenize("а Запад сразу выложил 2♥"), 4, 4)
    True
    >>> _player_opens(tokenize("и сразу же положил 1♣"), 4, 4)
    False
    """
    return any(subject_at(tokens, k) is not None for k in range(max(0, i - span), i))


def _put_clause(tokens: list[Word], i: int) -> list[Word]:
    """The words of the clause before ``i`` when a verb of putting down ends them («… и
    положил» right before the call), else none."""
    clause = _clause_before(tokens, i)
    return clause if clause and is_in(clause[-1], "story.put_card") else []


def _put_after_taking_back(tokens: list[Word], i: int) -> bool:
    """A bidding card put down right after words of taking one back («а потом забрал и
    положил 2♥», «took it back and put down 2H»): the call put in place of the one before.

    >>> from engine.story.words import tokenize
    >>> _put_after_taking_back(tokenize("а потом забрал и положил 2♥"), 5)
    True
    >>> _put_after_taking_back(tokenize("забрал взятку, положил 2♥"), 4)
    False
    >>> _put_after_taking_back(tokenize("З убрал карточку 1п и выложил 2т"), 6)
    True
    """
    clause = _put_clause(tokens, i)
    if any(all(is_in(t, "story.took_back_then") for t in clause[end:-1])
           for _, end in phrases(clause[:-1], "story.took_back")):
        return True
    # «убрал карточку 1п и выложил 2т», "took back the 1S and put 2C": the call taken back
    # named between the words of taking it back and those of putting the new one
    if not clause or not all(is_in(t, "story.took_back_then") for t in clause[:-1]):
        return False
    put_at = next(k for k in range(i - 1, -1, -1) if tokens[k] is clause[-1])
    k = put_at - len(clause)
    start = next((s for s in range(max(0, k - 2), k + 1)
                  if (found := read_call(tokens, s)) is not None and found.end == k + 1), None)
    if start is None:
        return False
    window = tokens[max(0, start - 4) : start]
    return any(end == len(window) for _, end in phrases(window, "story.took_back"))


def _put_after_slip(tokens: list[Word], i: int) -> bool:
    """A bidding card put down right after the player's own words that the one before was
    the wrong card («— Ой, не та! — и положила 2♦», «oops, wrong one, and put down 2D»): the
    call put in place of the one before.

    >>> from engine.story.words import tokenize
    >>> _put_after_slip(tokenize("Ой, не та! — и положила 2♦"), 8)
    True
    >>> _put_after_slip(tokenize("Ой, не та! Партнёр выругался. Я положила 2♦"), 10)
    False
    """
    clause = _put_clause(tokens, i)
    if not clause:
        return False
    put_at = next(k for k in range(i - 1, -1, -1) if tokens[k] is clause[-1])
    window = tokens[max(0, put_at - 8) : put_at]
    ends = [k for k, t in enumerate(window) if t.text in ".?" or t.is_paragraph]
    said = window[ends[-1] + 1 :] if ends else window  # the exclamation itself may end in «!»
    return bool(phrases(said, "story.slip_exclaimed"))


def _put_then_at_once(tokens: list[Word], i: int, found: Found) -> bool:
    """A bidding card put down, the word of immediacy after it («put the 1 heart bid down
    immediately»): the call put in place of the one before it.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("and put the 1 heart bid down immediately, no pause")
    >>> _put_then_at_once(toks, 3, read_call(toks, 3))
    True
    >>> toks = tokenize("and put the 1 heart bid down. Immediately LHO doubled")
    >>> _put_then_at_once(toks, 3, read_call(toks, 3))
    False
    """
    before = [t for t in tokens[max(0, i - 3) : i]  # «put the 1 heart bid», «put my 1♥»
              if not (is_in(t, "story.possessive") or is_in(t, "story.call_article"))]
    if not before or not is_in(before[-1], "story.put_card"):
        return False
    after = tokens[found.end : found.end + 5]
    stop = next((k for k, t in enumerate(after) if t.text in ".,;!?" or t.is_paragraph),
                len(after))
    return bool(phrases(after[:stop], "story.immediately"))


def _put_out_of_turn(tokens: list[Word], i: int) -> bool:
    """A bidding card put down right before the call, in a sentence that tells the player did
    not wait for his turn («не стал ждать своей очереди и положил 1♦»): a call made.

    >>> from engine.story.words import tokenize
    >>> _put_out_of_turn(tokenize("В не стал ждать своей очереди и положил 1♦"), 8)
    True
    >>> _put_out_of_turn(tokenize("В положил 1♦"), 2)
    False
    """
    clause = _clause_before(tokens, i)
    return bool(clause) and is_in(clause[-1], "story.put_card") and _not_waited(tokens, i)


def _not_waited(tokens: list[Word], i: int) -> bool:
    """Words of a call out of turn («не дождался», «не стал ждать своей очереди») in the
    sentence before ``i``, up to twelve tokens back."""
    start = i
    while start > 0 and i - start < 12 and not (
        tokens[start - 1].text in ".!?" or tokens[start - 1].is_paragraph
    ):
        start -= 1
    return bool(phrases(tokens[start:i], "story.out_of_turn"))


def _made_insufficient(tokens: list[Word], i: int) -> bool:
    """A verb of calling right before the word of insufficiency that stands before the call
    («Запад дал недостаточное 2♣», «West made an insufficient 2C»): the call made, named
    insufficient as it is told.

    >>> from engine.story.words import tokenize
    >>> _made_insufficient(tokenize("West made an insufficient 2C"), 4)
    True
    >>> _made_insufficient(tokenize("the insufficient 2C was cancelled"), 2)
    False
    """
    k = i - 2
    if k >= 0 and tokens[k].text in ("a", "an"):
        k -= 1
    return k >= 0 and any(is_in(tokens[k], c) for c in (*VERBS, "story.verb.made"))


def _seen_possessed(tokens: list[Word], i: int) -> bool:
    """A player's possessive right before the call, and a verb of seeing or hearing a few words
    before it in the clause («hadn't noticed partner's 2D», «never heard LHO's double»): the
    call is the object of that verb, made before and spoken of now.

    >>> from engine.story.words import tokenize
    >>> _seen_possessed(tokenize("RHO hadn't noticed partner's 2D"), 4)
    True
    >>> _seen_possessed(tokenize("then partner's 2D came"), 2)
    False
    """
    if i == 0 or not tokens[i - 1].text.endswith("'s"):
        return False
    for k in range(i - 2, max(-1, i - 5), -1):
        token = tokens[k]
        if (is_in(token, "story.verb.double") and k == i - 2) or (
                token.text in _BETWEEN_MARKS and k > 0 and is_in(tokens[k - 1],
                                                                   "story.verb.double")):
            return True  # «doubled — his own partner's 2H»: the bid doubled, made before
        if not token.is_word or any(is_in(token, c) for c in VERBS):
            return False
        if is_in(token, "story.verb.spoken_of"):
            return True
    return False


def _owned_before(tokens: list[Word], i: int) -> bool:
    """The teller's possessive right before the call («my 3S», «мой пас»): a call of his
    named as his is one made before and spoken of now.

    >>> from engine.story.words import tokenize
    >>> _owned_before(tokenize("partner thinks my 3S should stand"), 3)
    True
    >>> _owned_before(tokenize("и сказал 3♠"), 2)
    False
    >>> _owned_before(tokenize("Партнёр мой 1♦ открыл"), 2)
    False
    """
    if i > 0 and is_in(tokens[i - 1], "story.possessive_mine"):
        named = subject_at(tokens, i - 2) if i > 1 else None  # «Партнёр мой 1♦ открыл»: the
        return named is None or named.end != i  # possessive after the player, not the call's
    return False


def _called_insufficient(tokens: list[Word], i: int, end: int) -> bool:
    """A copula and a word of insufficiency right after the call, the call not the last of a
    sequence («wait, 1 kier is insufficient»; not «1♠ - пас - 1♥ — это недостаточно»): the
    call judged, not made again.

    >>> from engine.story.words import tokenize
    >>> _called_insufficient(tokenize("wait, 1 kier is insufficient"), 2, 4)
    True
    >>> _called_insufficient(tokenize("1♥ is my bid"), 0, 1)
    False
    >>> _called_insufficient(tokenize("1♠ - пас - 1♥ — это недостаточно"), 4, 5)
    False
    >>> _called_insufficient(tokenize("стойте, одна пика ж недостаточно"), 2, 4)
    True
    """
    k = i - 1
    while k >= 0 and tokens[k].text in SEPARATORS:
        k -= 1
    if k < i - 1 and k >= 0 and (found := read_call(tokens, k)) is not None and (
        found.call is not None
    ):
        return False  # the last call of a sequence, judged by the teller
    k = end
    if k < len(tokens) and tokens[k].text in ("—", "–", "-"):
        k += 1
    if k < len(tokens) and is_in(tokens[k], "story.copula_particle"):
        k += 1  # «одна пика ж недостаточно»: the particle stands for the copula
    elif k >= len(tokens) or not is_in(tokens[k], "story.copula"):
        return False
    else:
        k += 1
    hits = phrases(tokens[k : k + 3], "story.insufficient")
    return bool(hits) and hits[0][0] == 0


def _judged_after(tokens: list[Word], end: int) -> bool:
    """The call is the object of the words of accepting that follow it in its clause, with
    only the words of its irregularity between («Юг пас вне очереди не принял», «Север 1♣
    не принял»): a call an opponent judged, not a call made.

    >>> from engine.story.words import tokenize
    >>> _judged_after(tokenize("Юг пас вне очереди не принял"), 2)
    True
    >>> _judged_after(tokenize("Юг пас, Запад не принял"), 2)
    False
    """
    k = end
    for concept in ("story.out_of_turn", "story.insufficient"):
        hits = phrases(tokens[k : k + 5], concept)
        if hits and hits[0][0] == 0:
            k += hits[0][1]
    for concept in ("story.not_accepted", "story.accepted"):
        hits = phrases(tokens[k : k + 4], concept)
        if hits and hits[0][0] == 0:
            return True
    return False


def _nobody_calls(tokens: list[Word], i: int) -> bool:
    """«Nobody had doubled anything», «никто не контрировал»: a word for no player up to
    four words before the call, in its clause — a call nobody made.

    >>> from engine.story.words import tokenize
    >>> _nobody_calls(tokenize("Nobody had doubled anything"), 2)
    True
    >>> _nobody_calls(tokenize("никто не заметил, и Юг сказал 2♠"), 6)
    False
    """
    return bool(phrases(_same_clause(tokens, i, 4), "story.nobody"))


def _not_made(tokens: list[Word], i: int) -> bool:
    """A call after a negated verb of calling («ругал, что не дал контру», "he didn't bid
    2S"): a call not made.

    >>> from engine.story.words import tokenize
    >>> _not_made(tokenize("что не дал контру"), 3), _not_made(tokenize("что дал контру"), 2)
    (True, False)
    >>> _not_made(tokenize("East didn't double"), 2), _not_made(tokenize("нет пас"), 1)
    (True, False)
    """
    if i > 0 and tokens[i].text.isascii() and tokens[i].text.isalpha() and is_in(
            tokens[i - 1], "story.negation") and not is_in(tokens[i - 1], "story.retract"):
        return True  # "East didn't double": the call's own word denied (not "no, pass"; a
        # Russian «не пасовал, а контрировал» is read with the words around it)
    k = i - 1
    while k >= 0 and tokens[k].text in _QUOTE_OPENERS:
        k -= 1  # «не сказал «пас»»; not «даже голову не подняла: «1♥»», his words after a colon
    if k < 1 or not any(is_in(tokens[k], c) for c in VERBS):
        return False
    return is_in(tokens[k - 1], "story.negation")


def _denied_before(tokens: list[Word], i: int) -> bool:
    """A bid right after «а не», «, не», «but not», «not» with a comma or «а» before it:
    the call the words set against the one told («что там 2♥, а не 1♥»), not a call made.

    >>> from engine.story.words import tokenize
    >>> _denied_before(tokenize("там 2H, а не 1H"), 5), _denied_before(tokenize("он не 1H"), 2)
    (True, False)
    >>> _denied_before(tokenize("исправил на 2♦ а не на 2♠"), 6)
    True
    """
    k = i
    while k > 2 and i - k < 2 and _modifier(tokens[k - 1]):
        k -= 1  # «а не свой первоначальный пас»: the call's own words between
    if k > 2 and is_in(tokens[k - 1], "story.call_set_against_to"):
        k -= 1  # «исправил на 2♦, а не на 2♠», «changed to 2D, not to 2S»
    if k < 2 or not is_in(tokens[k - 1], "story.call_set_against"):
        return False
    return tokens[k - 2].text in (",", *_OPENERS) or is_in(tokens[k - 2], "story.contrast")


_ADJECTIVE_ENDINGS = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ую", "юю")


def _modifier(token: Word) -> bool:
    """A possessive or an adjective before a call («свой», «первоначальный», «his»).

    >>> from engine.story.words import tokenize
    >>> [_modifier(t) for t in tokenize("свой первоначальный Север")]
    [True, True, False]
    """
    return is_in(token, "story.possessive") or (
        token.text.isalpha() and len(token.text) > 4 and token.text.endswith(_ADJECTIVE_ENDINGS)
    )


def _run_follows(tokens: list[Word], end: int) -> bool:
    """A separator and another call right after the call («после 1♠ — пас — 2♦»): the
    auction told from that call on, not a moment spoken of.

    >>> from engine.story.words import tokenize
    >>> _run_follows(tokenize("после 1♠ — пас — 2♦"), 2), _run_follows(tokenize("после 1♠ я"), 2)
    (True, False)

    The opponents' calls may stand in parentheses, with or without a dash before them
    («после 1NT-(2H)-X», «after 1NT (2H) X»):

    >>> _run_follows(tokenize("после 1NT-(2H)-X"), 2), _run_follows(tokenize("after 1NT (2H)"), 2)
    (True, True)
    >>> _run_follows(tokenize("после 1♠ (в четвёртой руке)"), 2)
    False
    """
    k = end
    if k < len(tokens) and tokens[k].text in "—–-/,":
        k += 1
    if k < len(tokens) and tokens[k].text == "(":
        k += 1
    if k == end or k >= len(tokens):
        return False
    found = read_call(tokens, k)
    return found is not None and found.call is not None and not found.dash


def _said_before(tokens: list[Word], i: int) -> bool:
    """A verb of calling right before the call («левый говорит контра не заметил что …»: a
    run-on without commas): the call is what was said, the verb of seeing after it opens
    the next clause.

    >>> from engine.story.words import tokenize
    >>> _said_before(tokenize("левый говорит контра не заметил"), 2)
    True
    >>> _said_before(tokenize("W двух пик не заметил"), 1)
    False
    """
    return i > 0 and is_in(tokens[i - 1], "story.verb.call")


def _seen_after(tokens: list[Word], end: int) -> bool:
    """The call is the object of a verb of seeing or hearing that follows it in its clause,
    negated or not («W двух пик не заметил», «1♠ he never heard»): a call spoken of, not made.

    >>> from engine.story.words import tokenize
    >>> _seen_after(tokenize("W двух пик не заметил"), 3), _seen_after(tokenize("W 2♠, N пас"), 2)
    (True, False)
    """
    k = end
    while k < len(tokens) and k - end < 4 and (
        is_in(tokens[k], "story.negation") or is_in(tokens[k], "story.role.pronoun")
        or is_in(tokens[k], "story.auxiliary")
    ):
        k += 1
    return k < len(tokens) and is_in(tokens[k], "story.verb.spoken_of") and (
        not any(is_in(tokens[k], c) for c in ("story.accepted", "story.not_accepted")))


def _claimed(tokens: list[Word], i: int) -> bool:
    """The call is in what a player argues, a sentence opened by a verb of opinion and a colon
    («Он утверждает: пас за пас не наказывается», "He insists: pass means pass"), not a call.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Он утверждает: пас за пас. Я пас")
    >>> _claimed(toks, 3), _claimed(toks, 5), _claimed(toks, 8)
    (True, True, False)
    >>> _claimed(tokenize("Он сказал: пас"), 3)
    False
    """
    start = sentence_start(tokens, i)
    colons = [k for k in range(max(start, 1), i) if tokens[k].text == ":"]
    return bool(colons) and is_in(tokens[colons[-1] - 1], "story.opinion_verb")


def _call_as_noun(tokens: list[Word], i: int) -> bool:
    """The call named as a thing after «for a» and at most two words of what it was like
    («harsh for a wee double», «for one little double», «за одну контру»): spoken of.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("that's harsh for a wee double")
    >>> _call_as_noun(toks, len(toks) - 1), _call_as_noun(tokenize("West says double"), 2)
    (True, False)
    """
    for _start, end in phrases(tokens[max(0, i - 4) : i], "story.call_as_noun"):
        between = tokens[max(0, i - 4) + end : i]
        if len(between) <= 2 and all(t.is_word and read_call(tokens, k) is None
                                     for k, t in enumerate(between, max(0, i - 4) + end)):
            return True
    return False


def _spoken_about(tokens: list[Word], i: int) -> bool:
    """A verb of seeing a call wrongly, asking about, explaining or alerting it, up to four
    words before the call in its sentence, with no call and no verb of calling between: the
    call is spoken of («я разглядел 2♦ и спасовал», «North asked what 2♣ meant»), not made.

    >>> from engine.story.words import tokenize
    >>> _spoken_about(tokenize("он спросил, что значит 2♣"), 5)
    True
    >>> _spoken_about(tokenize("он спросил и сказал 2♣"), 4), _spoken_about(tokenize("я 2♣"), 1)
    (False, False)
    """
    if any(is_in(tokens[i], c) for c in VERBS):
        return False  # «разглядел 2♦ и спасовал»: the pass is a verb of calling, made
    if i >= 2 and is_in(tokens[i - 1], "story.seen_as"):
        k = next((k for k in range(i - 2, max(-1, i - 5), -1)
                  if (seen := read_call(tokens, k)) is not None and seen.end == i - 1), None)
        if k is not None:  # «misread 1♠ as 1♣», «принял 2♥ за 2♦»: what he saw, spoken of
            return _spoken_about(tokens, k) or any(
                is_in(t, "story.verb.spoken_of") for t in tokens[max(0, k - 2) : k])
    start = i
    while start > 0 and i - start < 5:
        token = tokens[start - 1]
        if token.text in ".!?;" or token.is_paragraph or any(is_in(token, c) for c in VERBS):
            break
        found = read_call(tokens, start - 1)
        if found is not None and not found.weak:
            break  # «Запад открыл 1♠, а Север прочитал 1♣»: the call before ends the window
        start -= 1
    window = tokens[start:i]
    if any(end == len(window) for _, end in phrases(window, "story.call_not_seen")):
        return True  # «не увидел 1♠ у правого»: the call the verb did not see, right after it
    if not phrases(window, "story.call_spoken_verb"):
        return False
    return not any((found := read_call(window, k)) is not None and not found.weak
                   for k in range(len(window)))


def _compound(tokens: list[Word], end: int) -> bool:
    """A call's word glued by a hyphen to a word that is no call («pass-out», «double-dummy»):
    one compound word, no call.

    >>> from engine.story.words import tokenize
    >>> _compound(tokenize("the pass-out seat"), 2), _compound(tokenize("1♠-pass-2♠"), 3)
    (True, False)
    """
    if end + 1 >= len(tokens) or tokens[end].text != "-" or tokens[end].gap:
        return False
    following = tokens[end + 1]
    if following.gap or not following.text.isalpha() or read_call(tokens, end + 1) is not None:
        return False
    starts = phrases(tokens[end + 1 : end + 5], "story.all_pass")  # «4♠-все пас»: the rest
    return not is_in(following, "story.glue") and not (starts and starts[0][0] == 0)


def _talked_of(tokens: list[Word], i: int) -> bool:
    """Words that speak of a call stand right before it, an article between them allowed
    («the Law speaks of a double out of turn and not of a redouble», «в правиле говорится
    про контру»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("East argued that the Law speaks of a double and not of a redouble")
    >>> _talked_of(toks, 8), _talked_of(toks, 13), _talked_of(tokenize("East bid a double"), 3)
    (True, True, False)
    """
    k = i
    while k > 0 and tokens[k - 1].text in _ARTICLES:
        k -= 1
    before = tokens[max(0, k - 4) : k]
    return any(end == len(before) for _, end in phrases(before, "story.call_talked_of"))


_HABIT_REACH = 8  # tokens from a word of habit to the call it governs


def _habitual(tokens: list[Word], i: int) -> bool:
    """A word of habit («всегда», «usually») up to eight tokens before the call in its clause:
    what a player does as a rule, spoken of, not a call made at this table.

    >>> from engine.story.words import tokenize
    >>> _habitual(tokenize("он всегда говорит «контра на две пики»"), 4)
    True
    >>> _habitual(tokenize("он всегда опаздывает, а я сказал 2♠"), 7)
    False
    >>> _habitual(tokenize("LHO, who never saw my bid, puts 2C"), 9)
    False
    >>> _habitual(tokenize("partner, a man who never lets a slam go, said 8C"), 13)
    False
    >>> _habitual(tokenize("North never noticed and opened one diamond"), 5)
    False
    """
    for k in range(i - 1, max(-1, i - _HABIT_REACH - 1), -1):
        token = tokens[k]
        if token.text in ".!?;" or token.is_paragraph or token.text in _CLAUSE_TURNS:
            return False
        if token.text == "," and _relative_before(tokens, k):
            return False  # «LHO, who never saw my bid, puts 2C»: the habit is the clause's
        if phrase_at(tokens, k, "story.habitual", 4) and not phrase_at(
                tokens, k, "story.not_habitual", 4):
            return True  # not «North never noticed and opened one diamond»: one past act
    # «сорок лет говорит «контра четырём червам» или «реконтра на четыре червы»»: a quoted
    # call offered as the other way of the habitual one before it
    k = i - 1
    while k >= 0 and tokens[k].text in _OPENING_QUOTES:
        k -= 1
    if k >= 1 and is_in(tokens[k], "story.or") and (
            tokens[k - 1].text in CLOSING_QUOTES.values()):
        opening = next((j for j in range(k - 2, max(-1, k - 10), -1)
                        if tokens[j].text in _OPENING_QUOTES), None)
        return opening is not None and _habitual(tokens, opening + 1)
    return False


def _relative_before(tokens: list[Word], comma: int) -> bool:
    """The words before the comma at ``comma`` (back to the comma before them) open with a
    relative word («, who never saw my bid,»): a relative clause closes there."""
    k = comma - 1
    while k >= 0 and tokens[k].text not in ",.!?;" and not tokens[k].is_paragraph:
        k -= 1
    # («, a Connemara man who never lets a slam go,»: an appositive whose relative clause
    # opens a word or two in)
    return any(is_in(t, "story.relative") for t in tokens[k + 1 : min(comma, k + 1 + _APPOSED)])


_APPOSED = 4  # words of an appositive before the relative word that opens its clause
_CLAUSE_TURNS = frozenset(("а", "но", "but", "however", "однако"))


def _doubled_contract(tokens: list[Word], i: int, found: Found) -> bool:
    """A bid, a word of its being doubled, then declarer named within a few words («Four
    hearts doubled, South declarer», «4♠ redoubled by West»): the contract played, and the
    double in it, not calls.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Four hearts doubled, South declarer.")
    >>> [_doubled_contract(toks, k, read_call(toks, k)) for k in (0, 2)]
    [True, True]
    >>> toks = tokenize("North bid four hearts, East doubled, South passed.")
    >>> _doubled_contract(toks, 6, read_call(toks, 6))
    False
    """
    if found.call is None:
        return False
    if found.call.is_bid:
        at = found.end
    elif i > 0 and any((bid := read_call(tokens, k)) is not None and bid.call is not None
                       and bid.call.is_bid and bid.end == i for k in range(max(0, i - 3), i)):
        at = i
    else:
        return False
    if at >= len(tokens) or not is_in(tokens[at], "story.contract_doubled"):
        return False
    return any(is_in(t, "story.role.declarer") or is_in(t, "story.contract_by")
               for t in tokens[at + 1 : at + 5])


def _contract_of_declarer(tokens: list[Word], i: int) -> bool:
    """«Разыгрывающий Юг в 4♠», «declarer, South, in 4S»: a bid after «в»/«in» with the
    declarer named within four words before it is the contract played.

    >>> from engine.story.words import tokenize
    >>> _contract_of_declarer(tokenize("Разыгрывающий Юг в 4♠ держал"), 3)
    True
    >>> _contract_of_declarer(tokenize("Юг в ответ 4♠"), 3)
    False
    """
    if i == 0 or not is_in(tokens[i - 1], "story.contract_in"):
        return False
    return any(is_in(t, "story.role.declarer") for t in tokens[max(0, i - 5) : i - 1])


_SMALL_CARD = re.compile(r"^(?:10|[2-9])[♠♥♦♣]$")
_HONOUR = re.compile(r"^(?:[akqjtкдвт]|10)[♠♥♦♣]$|^[♠♥♦♣](?:[akqjtкдвт]|10|[2-9])$")


def among_cards(tokens: list[Word], i: int) -> bool:
    """A level and a suit joined to a card named just before it («the K♠ and the 4♦», «♠Q,
    4♥»): another card of the list, not a bid."""
    k = i - 1
    while k >= 0 and i - k <= 4 and (
        tokens[k].text == "," or is_in(tokens[k], "story.card_joiner")
    ):
        k -= 1
    if not 0 <= k < i - 1:
        return False
    return _HONOUR.match(tokens[k].text) is not None or (
        _SMALL_CARD.match(tokens[k].text) is not None and among_cards(tokens, k))


_PLAYER_OF = ("story.seat_of.north", "story.seat_of.east", "story.seat_of.south",
              "story.seat_of.west", "story.role_of.me", "story.role_of.partner",
              "story.role_of.lho", "story.role_of.rho")


def instead_of_him(tokens: list[Word], i: int) -> bool:
    """«вместо него» right before the call at ``i``: the player named before, whose turn it
    was, is not the one who made it.

    >>> from engine.story.words import tokenize
    >>> instead_of_him(tokenize("Восток думал, а вместо него пас"), 6)
    True
    """
    return i >= 2 and is_in(tokens[i - 2], "story.not_made") and is_in(
        tokens[i - 1], "story.him_her")


def _instead_of_player(tokens: list[Word], i: int) -> bool:
    """«Запад вместо Востока спасовал», «passed instead of his partner», «а вместо него пас
    сказала его партнёрша»: «вместо» names the player whose turn it was (by a seat, a role
    or a pronoun), not a call meant; the call right after is made.

    >>> from engine.story.words import tokenize
    >>> [_instead_of_player(tokenize(t), 2) for t in ("вместо него пас", "вместо 1♥ пас")]
    [True, False]
    """
    for k in range(max(0, i - 3), i):
        if is_in(tokens[k], "story.not_made"):
            if k + 2 == i and instead_of_him(tokens, i):
                return True  # «вместо него»: the player named before, whose turn it was
            rest = [t for t in tokens[k + 1 : i] if not is_in(t, "story.possessive")
                    and t.text != "of"]
            if rest and is_in(rest[0], "story.lead_noun"):
                return True  # «А партнёр вместо хода: 4п»: a call where a lead was due
            return bool(rest) and any(is_in(rest[0], c) for c in _PLAYER_OF)
    return False


_OWNERS = ("story.seat_of.north", "story.seat_of.east", "story.seat_of.south",
           "story.seat_of.west", "story.role_of.partner", "story.role_of.lho",
           "story.role_of.rho")


def labelled_with_owner(tokens: list[Word], i: int, end: int) -> bool:
    """A call after a colon with only its owner after it in its sentence («Первая реплика:
    1♦ Запада.»): a line of the auction told, the call made.

    >>> from engine.story.words import tokenize
    >>> labelled_with_owner(tokenize("Первая реплика: 1♦ Запада. Пауза"), 3, 4)
    True
    """
    return i > 0 and tokens[i - 1].text == ":" and end + 1 < len(tokens) and (
        tokens[end + 1].text in ".!;")


def _mine_after(tokens: list[Word], end: int) -> bool:
    """The teller's possessive right after the call, closing its clause («Пас мой, в очередь
    Востока», «контра — моя.»): who made a call already told, not a call made there.

    >>> from engine.story.words import tokenize
    >>> _mine_after(tokenize("Пас мой, в очередь"), 1), _mine_after(tokenize("пас мой партнёр"), 1)
    (True, False)
    """
    return end < len(tokens) and not tokens[end].text.isascii() and is_in(
        tokens[end], "story.possessive_mine") and (
        end + 1 == len(tokens) or not tokens[end + 1].is_word)


_CONTRACT_REACH = 6  # tokens back from a call to the words of everybody passing before it


def _contract_after_all_pass(tokens: list[Word], i: int, end: int) -> bool:
    """A call told right after «все пас» with «у» and its player after it («Все пас, 3♥ у
    Севера»): the contract and its declarer, not a call made.

    >>> from engine.story.words import tokenize
    >>> _contract_after_all_pass(tokenize("Все пас, 3♥ у Севера."), 3, 4)
    True
    >>> _contract_after_all_pass(tokenize("Дошли до 7ч у З. С контра"), 2, 3)
    False
    """
    if end + 1 >= len(tokens) or tokens[end].text != "у" or not _owner_word(tokens[end + 1]):
        return False
    start = max(0, i - _CONTRACT_REACH)
    return bool(phrases(tokens[start:i], "story.all_pass"))


def _owner_word(token: Word) -> bool:
    """A word naming a player as an owner, in the genitive («Севера», «партнёра»)."""
    return any(is_in(token, concept) for concept in _OWNERS)


def _owner_after(tokens: list[Word], end: int) -> bool:
    """A player in the genitive right after the call («пас Запада», «контра партнёра»): the
    call of that player spoken of, not a call made there.

    >>> from engine.story.words import tokenize
    >>> _owner_after(tokenize("судья пас Запада отменил"), 2)
    True
    >>> _owner_after(tokenize("пас, Запад 1♠"), 1), _owner_after(tokenize("pass north's"), 1)
    (False, False)
    >>> _owner_after(tokenize("законтрировал 2♠ собственного партнёра"), 2)
    True
    """
    if end >= len(tokens) or not tokens[end].text.isalpha() or tokens[end].text.isascii():
        return False
    if _name_then_judged(tokens, end):
        return True  # «пас Мухина не приняла»: his call, its owner by name, then judged
    if end + 1 < len(tokens) and is_in(tokens[end], "story.own_adjective"):
        end += 1  # «законтрировал 2♠ собственного партнёра»: the partner's bid
    return _owner_word(tokens[end])


def _name_then_judged(tokens: list[Word], end: int) -> bool:
    """A player's name read as his seat (see ``table.named_players``) right after the call,
    then words of accepting or refusing: the call is the object spoken of.

    >>> from dataclasses import replace
    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Сторона пас Мухина не приняла")
    >>> toks[2] = replace(toks[2], text="восток")
    >>> _name_then_judged(toks, 2), _name_then_judged(tokenize("пас Мухина не приняла"), 1)
    (True, False)
    >>> toks = tokenize("пас Айаала сняли")
    >>> toks[1] = replace(toks[1], text="север")
    >>> _name_then_judged(toks, 1)
    True
    """
    token = tokens[end]
    if not token.raw[:1].isupper() or token.text == token.raw.lower().replace("ё", "е"):
        return False
    # «пас Айаала сняли»: undone is judged too
    return any(phrase_at(tokens, end + 1, concept, 3) for concept in (
        "story.accepted", "story.not_accepted", "story.call_undone"))


def _compared(tokens: list[Word], i: int, end: int) -> bool:
    """The call is one side of a comparison of two calls: a word of comparing between them
    («что 2♦ ниже 2♥», «2C is lower than 2H»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("заметил, что 2♦ ниже 2♥, и позвал судью")
    >>> _compared(toks, 3, 4), _compared(toks, 5, 6), _compared(tokenize("Юг 2♦, ниже"), 1, 2)
    (True, True, False)
    """
    def compare_at(k: int) -> int | None:  # past «ниже», «is lower than»
        hits = phrases(tokens[k : k + 3], "story.compare")
        return k + hits[0][1] if hits and hits[0][0] == 0 else None

    after = compare_at(end) if end < len(tokens) else None
    if after is not None and after < len(tokens):
        other = read_call(tokens, after)
        if other is not None and other.call is not None and not other.weak:
            return True
    for start in range(max(0, i - 5), i):
        before = read_call(tokens, start)
        if before is not None and before.call is not None and not before.weak and (
            compare_at(before.end) == i
        ):
            return True
    return False


def _denied(tokens: list[Word], end: int) -> bool:
    """Words that deny the call, within six words after it in its clause («контру на этом
    круге дать не может», «cannot double»).

    >>> from engine.story.words import tokenize
    >>> _denied(tokenize("контру на этом круге дать не может"), 1)
    True
    >>> _denied(tokenize("контру, и он не может понять"), 1)
    False
    """
    clause: list[Word] = []
    for token in tokens[end : end + 6]:
        if not token.is_word:
            break
        clause.append(token)
    # «1 черви, ну не по уровню, так нельзя»: the call made, judged wrong, not one denied
    return bool(phrases(clause, "story.call_denied")) and not phrases(
        clause, "story.call_judged_wrong")


_HAND_REACH = 4  # tokens after a suit's length in which the words of a hand are looked for


def _holding(tokens: list[Word], i: int) -> bool:
    """Words of holding right before a level and a suit («у него там 6 пик», «I had 5
    hearts»): a count of cards in a hand.

    >>> from engine.story.words import tokenize
    >>> _holding(tokenize("у него там 6 пик"), 3), _holding(tokenize("он сказал 6 пик"), 2)
    (True, False)
    >>> _holding(tokenize("у Севера было 5 червей"), 3)
    True

    A length spelt in words and a suit with «to the …» or a word of a hand's strength or shape
    close after them tell a hand too («four spades to the queen», «Four hearts, 13 count»);
    digits there are a bid explained («1NT, 15-17 points»).

    >>> toks = tokenize("Four hearts, 13 count. I bid four hearts. 1NT, 15 points.")
    >>> [_holding(toks, k) for k in (0, 8, 11)]
    [True, False, False]
    """
    if tokens[i].text[:1].isalpha():  # «four», not «4» or «1NT»
        after = tokens[i + 2 : i + 2 + _HAND_REACH]
        if any(start == 0 for start, _ in phrases(after, "story.hand_top")) or any(
                is_in(t, "story.hand_word") for t in after):
            return True
    start = max(0, i - 3)
    if any(start + end == i for _, end in phrases(tokens[start:i], "story.holding")):
        return True
    if i > 0 and is_in(tokens[i - 1], "story.with_word") and is_in(
            tokens[i], "story.count_instrumental"):
        return True  # «с шестью бубнами»: with six diamonds in the hand
    for k in range(max(0, i - 6), i - 1):  # «у партнёра (там, было) 5 червей», «у меня
        # как раз была классическая контра»: the hand held, with a word of it before the call
        if tokens[k].text in words("story.holding_at") and owner_at(tokens, k + 1) is not None:
            rest = tokens[k + 2 : i]
            return all(is_in(t, "story.holding_then") or (t is rest[-1] and _modifier(t))
                       for t in rest)
    return False


def _obliged(tokens: list[Word], i: int) -> bool:
    """Words of obligation right before the call («who had to pass», «должен был пас»)."""
    start = max(0, i - 6)
    for begin, end in phrases(tokens[start:i], "story.obliged"):
        if _duty_done_in_run(tokens, start + begin, i):
            continue  # «East opened 1H, I passed, West had to pass and partner passed too»
        between = tokens[start + end : i]  # «must just bid 1♥ again»: an adverb, a verb
        if len(between) <= 2 and all(
            is_in(t, "story.call_adverb") or is_in(t, "story.just") or is_in(
                t, "story.repeat_verb") or any(is_in(t, c) for c in VERBS) for t in between
        ):
            return True
    return False


def _duty_done_in_run(tokens: list[Word], begin: int, i: int) -> bool:
    """Words of a past duty («had to», «пришлось») in a run of calls told one by one: a
    player named right after the comma that ends the call before, and «and» or a comma
    right after this call, another player's call following: the forced call was made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("East opened 1H, I passed, West had to pass and partner passed too")
    >>> _duty_done_in_run(toks, 8, 10), _duty_done_in_run(tokenize("West had to pass."), 1, 3)
    (True, False)
    """
    if not is_in(tokens[begin], "story.past_duty") or begin < 3:
        return False
    call_before = read_call(tokens, begin - 3) is not None or any(
        is_in(tokens[begin - 3], c) for c in VERBS)
    if tokens[begin - 2].text != "," or not call_before:
        return False
    found = read_call(tokens, i)
    after = found.end if found is not None else i + 1
    if after + 1 >= len(tokens) or not (tokens[after].text == "," or any(
            is_in(tokens[after], c) for c in ("story.list_and", "story.contrast"))):
        return False
    return any(read_call(tokens, k) is not None or any(is_in(tokens[k], c) for c in VERBS)
               for k in range(after + 1, min(after + 4, len(tokens))))


def _among_options(tokens: list[Word], i: int) -> bool:
    """The call at ``i`` stands in its sentence after words that open a list of options and a
    colon («Рассматриваю два варианта: (1) оставить 2♥ …; (2) заявить 3♥»): a ruling weighed,
    not a call made.

    >>> from engine.story.words import tokenize
    >>> words = tokenize("Рассматриваю два варианта: (1) оставить 2♥; (2) заявить 3♥. Юг 4♥")
    >>> [_among_options(words, k) for k in (8, 14, 17)]
    [True, True, False]
    """
    k = i - 1
    while k >= 0 and tokens[k].text not in ".!?" and not tokens[k].is_paragraph:
        if tokens[k].text == ":" and any(
                is_in(t, "story.options") for t in tokens[max(0, k - 3) : k]):
            return True
        k -= 1
    return False


def _numbered(tokens: list[Word], i: int) -> bool:
    """«правило 27», «стол 3», «Law №40»: a number right after a word that numbers a law, a
    board or a table (not «как было за столом: 1♠», where the auction begins)."""
    k = i - 1
    if k >= 0 and tokens[k].text in "№#":
        k -= 1
    if k >= 0 and k == i - 1 and _put_on_table(tokens, k):
        return False  # «бросает на стол 4 пики»: the bidding card put on the table
    return k >= 0 and is_in(tokens[k], "story.numbered")


def _put_on_table(tokens: list[Word], k: int) -> bool:
    """The word at ``k`` is the place a verb of calling puts a card onto («кладёт на стол»,
    "puts on the table"): a place, not the word of a numbered table.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("он бросает на стол 4 пики, мы пересели на стол 4")
    >>> _put_on_table(toks, 3), _put_on_table(toks, 10)
    (True, False)
    """
    j = k - 1
    if j >= 0 and tokens[j].text == "the":
        j -= 1
    if j < 1 or tokens[j].text not in ("на", "on", "onto"):
        return False
    return any(is_in(tokens[j - 1], c) for c in VERBS)


def _swapped_from(tokens: list[Word], i: int, found: Found) -> bool:
    """«заменил 2♦ на 2♥», «changed 1D to 1H»: a call between a verb of replacing and «на»
    with another call after it is the call replaced."""
    end = found.end
    if not _call_put_after(tokens, end):
        return False
    clause = _clause_before(tokens, i)
    return any(is_in(t, "story.replacing") for t in clause[-3:])


def _call_put_after(tokens: list[Word], end: int) -> bool:
    """After a call, the call put in its place: «на 2♥», «to 1H», or a call named as a noun
    («какой-нибудь законной заявкой», «with a legal call») before the clause ends."""
    if end + 1 < len(tokens) and is_in(tokens[end], "story.replaced_to"):
        after = read_call(tokens, end + 1)
        if after is not None and not after.weak:
            return True
    for k in range(end, min(end + 5, len(tokens))):
        if tokens[k].text in ".,;:!?" or tokens[k].is_paragraph:
            return False
        if is_in(tokens[k], "story.substitute_noun") and (
                is_in(tokens[end], "story.replaced_to") or not tokens[k].text.isascii()):
            return True
    return False


def _swapped_to(tokens: list[Word], i: int) -> bool | None:
    """The second call of «заменил 2♦ на 2♥»: True when it was put in place of the first,
    False when the change is only spoken of («разрешил заменить 1♠ на пас»), None when the
    call is not the second call of such words."""
    if i < 2 or not is_in(tokens[i - 1], "story.replaced_to"):
        return None
    for start in range(max(0, i - 4), i - 1):
        before = read_call(tokens, start)
        if before is not None and not before.weak and before.end == i - 1:
            if not _swapped_from(tokens, start, before):
                return None
            clause = _clause_before(tokens, start)
            return not any(is_in(t, "story.change_not_made") for t in clause)
    return None


_RULING_REACH = 40  # words back from a call in which a duty's span may close a ruling


def _in_ruling(tokens: list[Word], i: int) -> bool:
    """«ТД сказал, что я пасую в следующий круг»: a call in the director's ruling, told in
    the sentence where the director is named with a verb of ruling before the call."""
    ruled = False
    k = i
    # «судья сказал молчать до конца торговли север 2 вини восток пас»: the duty's span
    # closes the ruling; a player named after it and his call are the auction going on
    start = max(0, i - _RULING_REACH)
    span_ends = {start + end - 1 for _, end in phrases(tokens[start:i], "story.penalty_span")}
    while k > 0:
        k -= 1
        token = tokens[k]
        if token.text in ".!?…" or token.is_paragraph or line_break(tokens, k):
            return False
        if k in span_ends and not ruled and _player_calls_between(tokens, k + 1, i):
            return False
        if token.text == ")":
            opened = _aside_open(tokens, k)
            if not ruled and any(is_in(t, "story.ruled") for t in tokens[opened:k]):
                return False  # «2♥ (…; судья объявил: …); №6 С — пас»: the ruling is an aside
            k = opened  # «ТД (наш Иваныч) сказал: …», «told partner (North) he must pass»
            continue
        if token.text == "," and _clause_of_player(tokens, k + 1, i):
            return False  # «ТД отменил, запад спасовал», «…, и он поставил 2♥»: his own clause
        if token.text == "," and _aside_after_player(tokens, k):
            return False  # «Юг, вопреки указанию судьи, назначил 2♥»: the TD named in an aside
        if is_in(token, "story.ruled"):
            ruled = True
        elif ruled and is_in(token, "story.director") and not (
                k > 0 and is_in(tokens[k - 1], "story.waited_for")):
            return True  # not «S не дожидаясь тд говорит «контра»»: the director waited for
        elif is_in(token, "story.director") and k > 0 and is_in(tokens[k - 1],
                                                                 "story.ruling_noun"):
            return True  # «Решение судьи: 8т и пас Севера аннулируются, Запад заменяет …»
        elif ruled and subject_at(tokens, k) is not None:
            return False  # «Судья, …: … а потом Юг сказал 2♥»: the player's verb, not the TD's
    return False


def _player_calls_between(tokens: list[Word], start: int, end: int) -> bool:
    """A player named from ``start`` to ``end`` with a call right after him («север 2 вини»,
    not «может …»)."""
    return any(subject_at(tokens, k) is not None and any(
        (found := read_call(tokens, j)) is not None and found.call is not None
        for j in range(k + 1, min(k + 3, len(tokens)))) for k in range(start, end))


def line_break(tokens: list[Word], k: int) -> bool:
    """A slash standing alone after a word that is no call («… велел Востоку пасовать / 6) С —
    2♥»): a post's line break written on one line, not a separator of calls («1NT / 2D»)."""
    if tokens[k].text != "/" or not tokens[k].gap or k == 0 or (
            k + 1 < len(tokens) and not tokens[k + 1].gap):
        return False
    before = tokens[k - 1]
    return before.text.isalpha() and read_call(tokens, k - 1) is None


def _aside_open(tokens: list[Word], close: int) -> int:
    """The index of the «(» that the «)» at ``close`` closes (``close`` when none does)."""
    depth = 0
    for k in range(close, -1, -1):
        if tokens[k].text == ")":
            depth += 1
        elif tokens[k].text == "(":
            depth -= 1
            if depth == 0:
                return k
    return close


_ASIDE_WORDS = 10  # words of an aside after a player («Север, которому судья велел …,»)


def _aside_after_player(tokens: list[Word], k: int) -> bool:
    """The comma at ``k`` closes an aside of two to ten words that opens with a comma right
    after a player named: «Юг, вопреки указанию судьи, назначил 2♥», «Север, которому судья
    велел пасовать до конца торговли, сказал 2♥» (the player's verb follows the aside).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Юг, вопреки указанию судьи, назначил 2♥")
    >>> _aside_after_player(toks, 5), _aside_after_player(tokenize("судья, подумав, сказал"), 3)
    (True, False)
    """
    for j in range(k - 3, max(-1, k - _ASIDE_WORDS - 2), -1):
        if tokens[j].text in ".!?;:" or tokens[j].is_paragraph:
            return False
        if tokens[j].text != ",":
            continue
        if not all(t.is_word for t in tokens[j + 1 : k]):
            return False
        return any((named := subject_at(tokens, m)) is not None and named.end == j
                   for m in range(max(0, j - 3), j))
    return False


def _clause_of_player(tokens: list[Word], k: int, i: int) -> bool:
    """A clause opening at ``k`` (after «и», «а») with a player or a pronoun for one and a
    verb in the past tense, up to the call at ``i``: what the player did.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("судья велел, он сказал 2♦; судья решил, я пасую")
    >>> _clause_of_player(toks, 3, 5), _clause_of_player(toks, 10, 11)
    (True, False)
    """
    while k < i and tokens[k].text in ("и", "а", "and"):
        k += 1
    if k >= i or not (is_in(tokens[k], "story.role.pronoun") or subject_at(tokens, k) is not None):
        return False
    # told in the past tense («он сказал 2♦»), not the duty the ruling sets («я пасую»)
    return any(past_gender(t.text) for t in tokens[k + 1 : i + 1])


def _penalty_told(tokens: list[Word], i: int, found: Found) -> bool:
    """«Запад пасует до конца», «RHO must pass at his next turn», «парт до конца пасует»: a
    pass told as a penalty (the words of its length follow it or come right before it), not
    a pass made."""
    if found.call is None or not found.call.is_pass:
        return False
    ahead = tokens[found.end : found.end + 6]
    hits = phrases(ahead, "story.penalty_span")
    if hits and hits[0][0] <= 2:
        return True
    start = max(0, i - 4)  # «его парт до конца пасует?»: the length told right before it
    return any(start + end == i for _, end in phrases(tokens[start:i], "story.penalty_span"))


def _undone(tokens: list[Word], end: int) -> bool:
    """«Пас отменили», «его пас не принял», «пас его не принял»: the words right after the
    call (or after a pronoun of its owner) undo or judge it."""
    hits = phrases(tokens[end : end + 4], "story.call_undone")
    if not hits or tokens[end].text.isdigit():
        return False
    return hits[0][0] == 0 or (hits[0][0] == 1 and is_in(tokens[end], "story.possessive_own"))


def in_thought(tokens: list[Word], i: int) -> bool:
    """The word at ``i`` tells what somebody thought («думал, что сдавал я»), not a fact.

    >>> from engine.story.words import tokenize
    >>> in_thought(tokenize("думал, что сдавал я"), 3), in_thought(tokenize("сдавал я"), 0)
    (True, False)
    """
    return _in_thought(tokens, i)


def _objection(tokens: list[Word], i: int) -> bool:
    """A call named in words said after a colon that dispute a call («Левый рассердился: nie
    wolno, kontra только сразу после открытия, после двух пасов уже поздно»): what may be
    called, a rule someone states, not a call made.

    >>> from engine.story.words import tokenize
    >>> words = tokenize("Он возмутился: нельзя, контра только сразу. Я: контра")
    >>> _objection(words, 5), _objection(words, 11)
    (True, False)
    """
    # a post's lines kept on one line with « / » (a chat pasted): each line its own sentence
    start = i
    colon: int | None = None  # the last colon before the call in its sentence
    while start > 0 and tokens[start - 1].text not in ".;!?" and not tokens[start].is_paragraph \
            and not line_break(tokens, start - 1):
        start -= 1
        if colon is None and tokens[start].text == ":":
            colon = start
    if colon is None:
        return False
    end = i
    while end + 1 < len(tokens) and tokens[end + 1].text not in ".;!?" and not (
            tokens[end + 1].is_paragraph or line_break(tokens, end + 1)):
        end += 1
    # the disputing words are the ones said after that colon, up to the next speaker's colon
    # («kolya: 1S (2C) 4S / masha: а почему нельзя?»: masha's words dispute nothing of kolya's)
    stop = next((k for k in range(i, end + 1) if tokens[k].text == ":"), end + 1)
    said = _outside_brackets(tokens[colon:stop])
    # not «Я: 2 пики (забыл, что мне нельзя)»: a note in brackets is the teller's, not said
    return bool(phrases(said, "story.call_disputed"))


def _outside_brackets(tokens: list[Word]) -> list[Word]:
    """The tokens not inside round brackets."""
    out: list[Word] = []
    depth = 0
    for token in tokens:
        if token.text == "(":
            depth += 1
        elif token.text == ")" and depth:
            depth -= 1
        elif not depth:
            out.append(token)
    return out


def _regretted(tokens: list[Word], i: int) -> bool:
    """Words of regret right before the call in its clause, with at most a verb of calling
    between («надо было 1бк», «should have bid 2S»): the call that was not made.

    >>> from engine.story.words import tokenize
    >>> _regretted(tokenize("ну не то, надо было 1бк"), 6), _regretted(tokenize("сказал 1бк"), 1)
    (True, False)
    """
    start = max(0, i - 5)
    for k in range(i - 1, start - 1, -1):
        if tokens[k].text in ".!?;:«»\"" or tokens[k].is_paragraph:
            start = k + 1
            break
    for _, end in phrases(tokens[start:i], "story.regret"):
        between = tokens[start + end : i]
        if len(between) <= 2 and all(
            any(is_in(t, c) for c in VERBS) or t.text in ("to", "have") for t in between
        ):
            return True
    return False


def _in_thought(tokens: list[Word], i: int) -> bool:
    """«думая, что я открыл 1♥»: the call is what somebody thought, up to the clause's end
    («не думая сказал пас», «without thinking»: a call made); «думаю 2h или пасс», "2H or
    pass": calls weighed one against the other, none of them made."""
    if _weighed(tokens, i):
        return True
    for k in range(i - 1, max(-1, i - 8), -1):
        if tokens[k].text in ".;!?" or tokens[k].is_paragraph:
            return False
        if tokens[k].text in ("а", "но", "but"):
            return False
        if tokens[k].text in ("и", "and") and k + 1 < i and (
            is_in(tokens[k + 1], "story.immediately")
            or any(is_in(tokens[k + 1], c) for c in VERBS)
        ):
            return False  # «думал, что сдаю я, и сразу пас говорю», «thought it was me and
            # said pass»: the thought ended at «и»
        if k == i - 1 and k > 0 and tokens[k - 1].text == "," and any(
            is_in(tokens[k], c) for c in VERBS
        ):
            return False  # «West, thinking it was 1H, bid 1NT»: the thought ended at the comma
        if _aside_closed_by_dash(tokens, k, i):
            return False  # «Восток, решив пошутить, — «8 треф»»: the aside ended, his call
        if phrases(tokens[k : k + 3], "story.pondered") == [(0, 3)]:
            continue  # «Righty's thinking it over, lefty's faster»: a pause, no thought told
        if _deliberated(tokens, k, i):
            return False  # «пока он думал, что сказать, правый выпалил 1♥»: what to call,
            # no thought told; the clause ended at the comma after it
        if phrases(tokens[k : k + 2], "story.thought") or phrases(
                tokens[k : k + 2], "story.thought_bare") or phrase_at(
                tokens, k, "story.thought", i - k) > 2 or (  # «persuaded myself that»
            # «решил, что»: a comma between
            k + 2 < i and tokens[k + 1].text == "," and phrases(
                [tokens[k], tokens[k + 2]], "story.thought") == [(0, 2)]) or (
            _belief_clause(tokens, k, i)
        ) or (phrases(tokens[k : k + 2], "story.thought_dash") and k + 2 < i
              and tokens[k + 2].text not in "«\"'„“"):
            return not (k > 0 and is_in(tokens[k - 1], "story.thought_denied"))
    return False


def _weighed(tokens: list[Word], i: int) -> bool:
    """The call at ``i`` joined by «или» ("or") to another call, right after it or right
    before it («думаю 2h или пасс», "should I bid 2H or pass?"): an option weighed.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("думаю 2h или пасс, а левый сказал контра")
    >>> [_weighed(toks, k) for k in (1, 3, 8)]
    [True, True, False]
    """
    found = read_call(tokens, i)
    if found is None or found.call is None:
        return False
    end = found.end
    if end + 1 < len(tokens) and is_in(tokens[end], "story.or"):
        after = read_call(tokens, end + 1)
        if after is not None and after.call is not None:
            return True
    if i < 2 or not is_in(tokens[i - 1], "story.or"):
        return False
    return any((before := read_call(tokens, j)) is not None and before.call is not None
               and before.end == i - 1 for j in range(max(0, i - 4), i - 1))


def _deliberated(tokens: list[Word], k: int, i: int) -> bool:
    """«думал, что сказать,» at ``k``: a verb of thinking, «что» and an infinitive (what to
    do, not what he believed), then a comma before the word at ``i``.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("пока он думал, что сказать, правый выпалил 1♥")
    >>> _deliberated(toks, 2, 8), _deliberated(tokenize("думал, что сдавал я"), 0, 4)
    (True, False)
    """
    at = k + 1 + (k + 1 < i and tokens[k + 1].text == ",")
    if at + 2 >= i or tokens[at].text != "что" or not is_in(tokens[k], "story.belief_verb"):
        return False
    infinitive = any(parse.tag.POS == "INFN" for parse in parses(tokens[at + 1].text))
    return infinitive and any(tokens[j].text == "," for j in range(at + 2, i))


def _belief_clause(tokens: list[Word], k: int, i: int) -> bool:
    """A verb of believing at ``k``, a comma, then a clause of its own with a player named
    as its subject before the call at ``i`` («я думал, Серёга 2♥ сказал», "I thought, North
    said 2H"): what was believed, «что» left out.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("да я думал, Север 2♥ сказал")
    >>> _belief_clause(toks, 2, 5), _belief_clause(tokenize("Север думал, сказал 2♥"), 1, 4)
    (True, False)
    >>> _belief_clause(tokenize("пока я думала, Запад говорит 2♥"), 2, 5)
    False
    """
    if k + 2 >= i or tokens[k + 1].text != "," or not is_in(tokens[k], "story.belief_verb"):
        return False
    if any(is_in(t, "story.while") for t in tokens[max(0, k - 3) : k]):
        return False  # «Пока я думала, левый говорит «дабл»»: while she pondered, a call made
    named = subject_at(tokens, k + 2)
    return named is not None and named.end <= i


_OPENING_QUOTES = frozenset('«"„“')


def _aside_closed_by_dash(tokens: list[Word], k: int, i: int) -> bool:
    """A comma and a dash at ``k`` right before the call at ``i`` (a quote may open it):
    the aside of thought set off by commas has closed, and the dash gives the call made
    («Восток, решив пошутить, — «8 треф»», «West, thinking hard, — 2NT»).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("E, решив пошутить, — «8 треф»")
    >>> _aside_closed_by_dash(toks, 5, 7), _aside_closed_by_dash(toks, 4, 7)
    (True, False)
    """
    if k < 1 or tokens[k].text not in DASHES or tokens[k - 1].text != ",":
        return False
    return all(t.text in _OPENING_QUOTES for t in tokens[k + 1 : i])


def _said_again(tokens: list[Word], i: int) -> bool:
    """«…, сказал: нет, 2♣», «said 'no, sorry, 1H'», «думает и: «ой, нет, пас»»: a call
    after words taking a call back («нет», «sorry», «ой не») that follow a colon, an opening
    quote or a verb of calling: the player's own words changing his call."""
    k, taken_back, interjection = _own_words_start(tokens, i - 1)
    if k < 0 or not (taken_back or interjection):
        return False
    if tokens[i].text in DASHES or (
            i - k == 3 and tokens[i - 1].text in DASHES and (found := read_call(tokens, i))
            and _run_follows(tokens, found.end)):
        return False  # «dealer West: No - 1H - No - 4H»: a pass written the British way,
        # the first of a run of calls set off by dashes
    opened = tokens[k].text in _OPENERS
    if not taken_back:
        return opened and not _named_since_call(tokens, k + 1)  # «1♣ и через секунду «ой, 1♦»»
    return opened or is_in(tokens[k], "story.verb.call") or interjection or (
        is_in(tokens[k], "story.quotative")  # «а он такой не не 2♥»
    ) or is_in(tokens[k], "story.immediately")  # «1 пика и следом нет 1 черва»


_OPENERS = frozenset(':«"\'„“')
_QUOTE_OPENERS = frozenset('«"\'„“')


_SPEECH_OPENERS = frozenset(':«"\'„“—–')


def _said_on_correcting(tokens: list[Word], i: int) -> bool:
    """A call in the words a player said on correcting himself, after a colon or a quote
    («и тут же поправилась: «одна пика»», "corrected himself: 'one spade'"): not the call he
    corrected («исправил 2♠ на 3♠» names that one first, with no colon).

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("сказала «одна черва» и тут же поправилась: «одна пика»")
    >>> _said_on_correcting(toks, 10), _said_on_correcting(tokenize("исправил 2♠ на 3♠"), 1)
    (True, False)
    """
    k = i - 1
    while k >= 0 and tokens[k].text in _SPEECH_OPENERS:
        k -= 1
    return i - 1 > k >= 0 and phrase_ending_at(tokens, k, "story.replacing", 4) is not None


def _own_words_start(tokens: list[Word], k: int) -> tuple[int, bool, bool]:
    """Walking back from ``k`` over commas, dashes and words that take a call back or exclaim
    («нет», «sorry», «ой», «не»): the first other token, whether words taking a call back
    were passed, and whether an exclamation was."""
    taken_back = interjection = False
    while k >= 0:
        token = tokens[k]
        if token.text in ",—–-" or is_in(token, "story.hedge"):
            pass  # «Нет, пожалуй, 1 без козыря»: a hedge between the «нет» and the call
        elif is_in(token, "story.retract") or _taken_back_no(tokens, k):  # «нет», «sorry»
            taken_back = True
        elif is_in(token, "story.interjection"):
            interjection = True
        elif token.is_word and (
                sorry := phrase_ending_at(tokens, k, "story.retract", 3)) is not None:
            k, taken_back = sorry, True  # «нет, прошу прощения, 2♥»: words of apology
        elif not token.text.isdigit() and (
                held := phrase_ending_at(tokens, k, "story.hold_on", 3)) is not None:
            k = held  # 'no, hold on, one spade': words of stopping
        else:
            break
        k -= 1
    return k, taken_back, interjection


def _taken_back_no(tokens: list[Word], k: int) -> bool:
    """«не» taking a call back: after an exclamation («ой не»), doubled («не не, 2♥») or
    standing alone before a comma, as speech says «no» («такой: не, 3♣»)."""
    if tokens[k].text != "не":
        return False
    before = tokens[k - 1] if k > 0 else None
    after = tokens[k + 1] if k + 1 < len(tokens) else None
    return (before is not None and (is_in(before, "story.interjection") or before.text == "не")
            ) or (after is not None and after.text in ("не", ","))


def in_own_words(tokens: list[Word], i: int) -> bool:
    """The word at ``i`` stands in a player's quoted words («говорит: «Нет, простите, …»»,
    «said 'no, sorry, 1H'»), not in the teller's."""
    k, _, _ = _own_words_start(tokens, i)
    return k >= 0 and tokens[k].text in _OPENERS and k < i


def _named_since_call(tokens: list[Word], k: int) -> bool:
    """A player named between the last call (or the sentence's start) and ``k``: the words
    at ``k`` are his, not those of the player who made that call («… партнёр пас. И вдруг
    правый говорит «ой, 5♠»»)."""
    for j in range(k - 1, -1, -1):
        found = read_call(tokens, j)
        if tokens[j].text in ".!?" or (found is not None and not found.weak):
            return False
        if subject_at(tokens, j) is not None:
            return True
    return False


def _bidding_card(tokens: list[Word], i: int, found: Found, before: list[Word]) -> bool:
    """«партнёр положил 1♥»: a verb of putting down («положил», not «сыграл») and a bid of
    one or in notrump, which no playing card can be (there is no rank «1»): the bidding card.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("а партнёр положил 1♥")
    >>> _bidding_card(toks, 3, read_call(toks, 3), toks[0:3])
    True
    >>> toks = tokenize("партнёр положил 2♥")
    >>> _bidding_card(toks, 2, read_call(toks, 2), toks[0:2])
    False
    """
    call = found.call
    if call is None or not call.is_bid or found.weak:
        return False
    if phrases(before, "story.bidding_card_read"):
        return True  # «South's bidding card read 2NT»: what the card on the table said
    if not any(is_in(t, "story.put_card") for t in before) or any(
            is_in(t, "story.not_made") for t in before):
        return False  # «положил вместо неё 1♠»: read as the change it is, not here
    if phrases(before, "story.bidding_box"):
        return True  # «положил из коробки 2♦»: a card of the bidding box, whatever its level
    return call.level == 1 or call.strain is Strain.NOTRUMP
def _doubted(tokens: list[Word], i: int, found: Found) -> bool:
    """A call right after «или» and right before «?» («Восток 1♥ — или 1♠? нет, точно
    1♠»): the teller wonders whether it was that call; it is not a call made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("Восток 1♥ — или 1♠? нет")
    >>> _doubted(toks, 4, read_call(toks, 4)), _doubted(toks, 1, read_call(toks, 1))
    (True, False)
    """
    return (i > 0 and is_in(tokens[i - 1], "story.doubted_or") and found.end < len(tokens)
            and tokens[found.end].text == "?")


def _in_indirect_question(tokens: list[Word], i: int) -> bool:
    """A call in an indirect question, after «ли» in its clause («не помню, успел ли я
    выложить 2♣»): the teller does not know it was made.

    >>> from engine.story.words import tokenize
    >>> toks = tokenize("не помню, успел ли я выложить 2♣. Не знаю, верно ли, но я 2♠")
    >>> _in_indirect_question(toks, 8), _in_indirect_question(toks, 17)
    (True, False)
    """
    for k in range(i - 1, max(-1, i - _INDIRECT_REACH), -1):
        if not tokens[k].is_word and tokens[k].text in ".,;:!?()":
            return False
        if is_in(tokens[k], "story.indirect_question"):
            return True
    return False


_INDIRECT_REACH = 10  # words between «ли» and the call it asks about


def retracts(tokens: list[Word], i: int) -> bool:
    """«…, нет, Север сказал контра»: the teller takes back the call he told just before
    («нет» after a stop or a dash, then a player or a call; not «Ой, нет, всё в очередь»).

    >>> from engine.story.words import tokenize
    >>> retracts(tokenize("Север пас... нет, Север сказал контра"), 5)
    True
    >>> retracts(tokenize("Ой, нет, всё в очередь"), 2)
    False
    >>> retracts(tokenize("said pass — no, wait, he said 2C"), 3)
    True
    >>> retracts(tokenize("1♠ – No – 2♦"), 2)
    False
    """
    if not is_in(tokens[i], "story.retract") or i == 0:
        return False
    if tokens[i - 1].text not in ".…—–-!,?" or _said_again(tokens, i + 1):
        return False
    if tokens[i - 1].text in DASHES and i + 1 < len(tokens) and tokens[i + 1].text in DASHES:
        return False  # «1♠ – No – 2♦ – No»: a pass written the British way, between dashes
    if (own := read_call(tokens, i)) is not None and own.call is not None and own.call.is_pass \
            and tokens[i - 1].text in ".!?" and _run_follows(tokens, own.end):
        return False  # «dealer North. No - 1H - Dbl»: the British pass opening a run
    if in_own_words(tokens, i) or i in _spoken(tokens):
        return False  # «думает и: «ой, нет, пас»», «две трефы, нет, две бубны» in quotes: the
        # player takes his call back, not the teller
    k = i + 1
    while k < len(tokens) and (tokens[k].text in ",—–-" or is_in(tokens[k], "story.hold_on")):
        k += 1  # «— no, wait, he said 2C»
    if k >= len(tokens):
        return False
    named = subject_at(tokens, k)
    if named is not None:  # «нет, Север сказал контра»; not «sorry, LHO didn't accept»
        return _call_follows(tokens, named.end)
    if is_in(tokens[k], "story.role.pronoun"):  # «no, wait, he said 2C»
        return _call_follows(tokens, k + 1)
    found = read_call(tokens, k)
    if found is None or found.weak:
        return False
    # «я открыла 1♥... нет, подождите, 1♠ — поправилась я»: the player put her call right,
    # the teller takes nothing back
    return not _replacing_after(tokens, found.end)


def _call_follows(tokens: list[Word], k: int) -> bool:
    """A call read within four words after ``k``, in the same sentence."""
    for j in range(k, min(len(tokens), k + 4)):
        if tokens[j].text in ".!?" or tokens[j].is_paragraph:
            return False
        found = read_call(tokens, j)
        if found is not None and found.call is not None:
            return True
    return False


def retold_call(tokens: list[Word], i: int) -> Found | None:
    """«1♥ – пас – 1♠ – 2♠… стоп, нет. Партнёр 1♥, правый пас», «1S-P-2S-X… no, sorry:
    partner opened 1S»: the teller takes back what he told and starts again; the first call
    told after his words (the caller may see it repeats a call told before them), or None.

    >>> from engine.story.words import tokenize
    >>> str(retold_call(tokenize("1♥ пас 2♠… стоп, нет. Партнёр 1♥, правый пас"), 6).call)
    '1♥'
    >>> retold_call(tokenize("Ой, нет, всё в очередь"), 2) is None
    True
    >>> retold_call(tokenize("1♥ пас 2♥ пас пас пас, no penalty, contract 2H"), 7) is None
    True
    """
    if not is_in(tokens[i], "story.retract") or i == 0 or tokens[i - 1].text not in _CUE_BEFORE:
        return None
    if i + 1 < len(tokens) and tokens[i + 1].is_word and not is_in(tokens[i + 1], "story.retract"):
        return None  # «…, no penalty, contract stays 2H», «нет наказания»: «no» of a noun
    for k in range(i + 1, min(len(tokens), i + 9)):
        token = tokens[k]
        if token.text in _CUE_BEFORE or token.text in ".:" or is_in(token, "story.retract"):
            continue
        found = read_call(tokens, k)
        if found is not None and found.call is not None and not found.dash:
            return found
    return None


_CUE_BEFORE = frozenset(".…—–-!?,")


_CHOICE_REACH = 10  # tokens before a call in which the words of a final choice are looked for


def _sentence_before(tokens: list[Word], i: int) -> list[Word]:
    """The tokens before ``i`` in its sentence, up to ``_CHOICE_REACH`` of them."""
    start = i
    while start > 0 and i - start < _CHOICE_REACH and tokens[start - 1].text not in ".!?" and (
        not tokens[start - 1].is_paragraph
    ):
        start -= 1
    return tokens[start:i]


def _stands_after(tokens: list[Word], end: int) -> bool:
    """Words right after a call that let it stand («3♠ can stand», «2♥ остаётся в силе»)."""
    hits = phrases(tokens[end : end + 4], "story.call_stands")
    return bool(hits) and hits[0][0] == 0


def _clause_before(tokens: list[Word], i: int) -> list[Word]:
    """Up to six words before ``i`` in its sentence («поправился, без паузы, на 1♠»; a colon
    right before the call opens it: «поправился: 2♦»)."""
    out: list[Word] = []
    for k in range(i - 1, max(-1, i - 10), -1):
        token = tokens[k]
        if token.text == ":" and k == i - 1:
            continue
        if token.text in ".!?:" or token.is_paragraph:
            break
        if read_call([token], 0) is not None and not is_in(token, "story.call.preposition"):
            break
        if token.is_word:
            out.append(token)
    return out[:6][::-1]


def _result_follows(tokens: list[Word], end: int) -> bool:
    """«4♠-1», «3БК+1», «4♠=»: a contract and its result, not a call."""
    if end >= len(tokens) or tokens[end].gap:
        return False
    mark = tokens[end].text
    if mark == "=":
        return True
    if mark in "+-–" and end + 1 < len(tokens) and not tokens[end + 1].gap:
        following = tokens[end + 1].text
        if following.isdigit() and read_call(tokens, end + 1) is None:
            return True
    return False
