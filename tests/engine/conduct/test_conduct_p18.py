"""Mechanisms of reading a play story added in brief P18, each checked end to end on a post
worded unlike the posts it was found on: a suit held by none («пик ноль»), a discard asked
about in the future tense, «я» inside another player's quoted words, a change of mind some
seconds later, a partner's pause used (Laws 16, 73), dummy shouting for the director, a lead
from the wrong hand or by the wrong player (Laws 53-56), four passes before a contract
proposed (22A), a change of call wished or asked leave for (21B2), a call made without an
alert (its bidder's partner misinformed), the next trick told played (45D) and a request
denied before dummy looks (43A2(C))."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from engine.conduct.reading import situation_from_story
from tests.engine.conduct import blind_table as blind

if TYPE_CHECKING:
    from engine.search import Searcher



# (name, story, status, irregularity, offender («-»: none), a law cited or named outside);
# «dummy_put_card_himself» still asks whether a defender played after dummy's card
CASES = [
    # «пик ноль»: a suit held by none; the discard is legal, ruffing is not required (44D)
    ("void_said_zero",
     "Играем 3♥. Север пошёл с руки пиковым тузом, у меня пик ноль, я скинула бубну. "
     "Партнёр говорит, надо было бить козырем. Кто прав?",
     "final", "follow_suit", "-", "44D"),
    # «можно я скину черву?»: a discard asked about (a perfective future), not a revoke made
    ("discard_asked_future",
     "Контракт 2♠ у Севера. Разыгрывающий пошёл трефой, у Востока трефы есть. Восток "
     "спрашивает: «Можно я скину черву?» Что ответить?",
     "final", "follow_suit", "-", "44C"),
    # «Восток: «У меня есть бубна …»»: the quoted «я» is East, who must follow suit
    ("quoted_speaker_holds",
     "Контракт 3БК, разыгрывает Юг. Запад пошёл ♦K. Север (болван) дал маленькую бубну. "
     "Восток: «У меня есть бубна, но можно я сброшу пику?» Обязан ли Восток дать в масть?",
     "final", "follow_suit", "-", "44C"),
    # some seconds later and no slip: the named card stands (45C4(A))
    ("changed_mind_seconds_later",
     "Играю 4♠ с Юга. Назвал со стола «бубнового валета», секунды через две сказал: «нет, "
     "даму». Это была не оговорка, я просто передумал. Что играется?",
     "final", "designation", "S", "45C4(A)"),
    # a partner's pause used in the play: Law 16 (outside the text), not a card designated
    ("pause_used_by_partner",
     "Контракт 4♥ у Юга. Восток долго думал перед тем, как сыграть, а Запад потом "
     "воспользовался этой паузой и пошёл в нужную масть. Что скажет судья?",
     "outside", "none", "-", "16"),
    # dummy shouting for the director over a revoke he thought he saw (43A1(A))
    ("dummy_shouts_for_td",
     "I was dummy (South), partner North declaring 3NT. Mid-hand I thought West had revoked "
     "and shouted for the TD at once. Was I allowed to?",
     "final", "dummy_breach", "S", "43A1(A)"),
    # dummy won the trick, declarer led from his own hand: Law 55, outside the text
    ("lead_from_own_hand",
     "Контракт 4♠, я Юг, разыгрываю. Взятку выиграл мой болван, а я пошёл из своей руки ♣2. "
     "Как теперь?",
     "outside", "trick", "S", "55"),
    # «хотя ходить должен был Юг»: a lead out of turn in the play (Laws 53-56)
    ("lead_though_another_to_lead",
     "Играли 2♥, я на Востоке. В пятой взятке я пошёл пиковым тузом, хотя ходить должен был "
     "Юг. Что теперь?",
     "outside", "trick", "E", "53"),
    # four passes, then a contract proposed: the deal is passed out (22A)
    ("passed_out_then_proposed",
     "Сдавал Юг: Юг пас, Запад пас, Север пас, Восток пас. Кто-то предложил всё равно "
     "сыграть в 2♠ без торговли. Можно?",
     "final", "passed_out", "-", "22A"),
    # a bid made without an alert: the alert was the bidder's partner's (21B1)
    ("call_without_alert",
     "Сдающий Запад. Запад 1БК, Север пас, Восток 2♦ без алерта, я на Юге пас, Запад 2♥. "
     "Оказалось, 2♦ — трансфер. Партнёр ещё не заявлял. Могу я поменять пас?",
     "final", "misinformation", "W", "21B1"),
    # the next trick told played by all: attention drawn too late, the card stands (45D)
    ("next_trick_played",
     "Контракт 2БК у Юга, болван Север. Юг назвал со стола ♥3, а болван положил ♥K. Никто не "
     "заметил, и следующую взятку все уже сыграли. Что с королём?",
     "final", "dummy_misplayed_card", "N", "45D"),
    # «хотя никто его не просил»: a request denied, dummy looked on his own (43A2(C))
    ("dummy_looks_unasked",
     "Контракт 5♦. Разыгрывающий Юг, болван Север. Когда мой партнёр на Западе думал над "
     "ходом, Север сам, хотя никто его не просил, встал и заглянул в карты Запада. Что "
     "полагается болвану?",
     "final", "dummy_breach", "N", "43A2(C)"),
    # a verb opening a sentence after one naming another player goes on with him; «я» in a
    # clause of concession after the verb is not its subject
    ("turned_by_player_named_before",
     "Правый, Петя, вистует против 4♠. Перевернул свою карту рубашкой вверх, хотя я ещё свою "
     "не положил. Можно так?",
     "final", "card_turned", "E", "45G"),
    # «Положил … и перевернул её, а я ещё свою не сыграл»: the teller opens another clause
    ("turned_then_teller_contrast",
     "Левый, Вова, вистует. Положил свою карту во взятку и сразу перевернул её рубашкой "
     "вверх, а я ещё свою не сыграл. Так можно?",
     "final", "card_turned", "W", "45G"),
    # a contract in the bridge words of another language («4 pik»); dummy put a card himself
    ("dummy_put_card_himself",
     "I was West. Contract 4 pik by North, partner East led a small club. Before declarer "
     "said anything, dummy put the queen of clubs on the table himself. We called the "
     "director in same trick. Which card does dummy play?",
     "needs_facts", "dummy_misplayed_card", "S", "45D"),
    # a defender's «said no» objects to dummy's card, it corrects no naming: only a suit
    # named, dummy holding three of it (46B2)
    ("objection_is_no_correction",
     "Four spades, declarer South. Dummy has the queen, nine and three of clubs. Declarer "
     "just said 'club' and dummy picked up the queen. West at once said no, that was not "
     "what was called. Which club is played from dummy?",
     "final", "designation", "S", "46B2"),
    # «он и карту ещё не тронул»: dummy's touch denied, the slip corrected at once (45C4(B))
    ("touch_denied_slip_corrected",
     "Играю 3БК. Говорю партнёру со стола: «Даму пик». И сразу: «Ой, не даму — валета!» Он "
     "карту ещё не тронул. Соперники говорят: сказано — сыграно. Я же без паузы поправился. "
     "Как быть?",
     "final", "designation", "S", "45C4(B)"),
    # only a suit said, dummy's touch denied: the designation of 46B2, not dummy's act (45F)
    ("suit_only_dummy_untouched",
     "Разыгрывающий Юг, на столе у Севера в червах ♥К ♥9 ♥3. Юг сказал только «черва» и "
     "замолчал. Болван ещё не тронул ни одной карты. Какой картой играет стол?",
     "final", "designation", "S", "46B2"),
    # «должен был алертить»: whoever had to alert gave the misinformation
    ("who_had_to_alert",
     "Я на Юге. Левый открыл 2♣, партнёр пас, правый 2♦, алерта не было. Я спасовал. Левый "
     "2♥, и выяснилось, что 2♣ искусственная и правый должен был алертить. Партнёр ещё не "
     "заявлял. Можно поменять пас?",
     "final", "misinformation", "E", "21B1"),
]


@pytest.mark.parametrize("case", blind.told_params(CASES))
def test_story(case: blind.TextCase, packaged_searcher: Searcher) -> None:
    blind.check_told(case, packaged_searcher)


def test_a_change_wished_is_not_a_change_made() -> None:
    """«Запад поменял пас …, а Север тоже хочет поменять»: the LHO's change is the question
    (21B2), not told made, so whether it conveyed information is not asked."""
    text = ("Север объяснил 2♦ как слабую, и Запад спасовал. Выяснилось, что 2♦ у них форсинг. "
            "Восток ещё не заявлял. Запад поменял пас на 2♠. А Север теперь тоже хочет поменять "
            "свои 3♦. Можно?")
    found = situation_from_story(text, "21B1")
    assert found is not None
    assert found.lho_changed is None and found.partner_called is False


def test_a_play_the_teller_doubts_is_not_told() -> None:
    """«Соперник сказал, что я уже сыграл … Сыграл ли я — не помню»: whether a card was
    played stays a question (41B)."""
    text = ("Я разыгрывал 3♥. Первый ход сделали, стол выложили, и я попросил повторить "
            "торговлю. Соперник сказал, что я уже сыграл картой. Сыграл ли я уже к тому "
            "моменту — не помню. Можно было просить?")
    found = situation_from_story(text, "41B")
    assert found is not None
    assert found.played_card is None
