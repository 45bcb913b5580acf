"""Law 44: following suit (44C, 44D) and who wins a trick and leads next (44E-44G), from the
cards, the order of play and the trump suit (``engine.play.tricks``).

A card not of the suit led from a player who held that suit is a revoke: Laws 61-64, outside
this text (status ``outside``).

>>> from engine.conduct.situation import Event, Situation, Trump
>>> from engine.play.cards import Card, Rank, Suit
>>> from engine.rules.model import Seat
>>> s, h = Suit.SPADES, Suit.HEARTS
>>> cards = (Card(s, Rank.KING), Card(s, Rank.ACE), Card(h, Rank.TWO), Card(s, Rank.THREE))
>>> d = trick(Situation(Event.TRICK, leader=Seat.N, trick=cards, trump=Trump.HEARTS))
>>> d.trick.winner, d.laws
(<Seat.S: 2>, ['44E', '44G'])
"""

from __future__ import annotations

from engine.conduct.draft import QUESTIONS, PlayDraft, actor_seat, need, who
from engine.conduct.situation import Role, Situation
from engine.play.cards import Card, Suit
from engine.play.errors import BadTrick
from engine.play.tricks import winning_index
from engine.rules.citations import register
from engine.rules.model import Seat
from engine.rules.result import TrickInfo

CITES = register("44", "44A", "44B", "44C", "44D", "44E", "44F", "44G")


def follow_suit(situation: Situation) -> PlayDraft:
    """Whether the card played followed suit as 44C requires (44D when the player could not)."""
    draft = PlayDraft("law44", "follow_suit", None).cite("44C")
    led = situation.led or (situation.trick[0].suit if situation.trick else None)
    if situation.has_suit is False and situation.hand is None:
        return _void(draft, led, situation.card)
    if led is None:
        led = need(draft, situation, "led")
    if led is not None and situation.card is None and situation.duty_asked:
        return _duty(draft, led)
    if situation.has_suit and situation.revoke:
        return _revoke(situation, draft, led)
    if led is not None and situation.card is None and situation.has_suit:
        return draft.say(
            f"{who(situation)} имеет карту масти хода {led.symbol} и должен давать в масть: "
            "каждый игрок должен давать в масть, если это возможно, и эта обязанность имеет "
            "приоритет по отношению ко всем остальным требованиям (44C)."
        )
    card = need(draft, situation, "card")
    if led is None or card is None:
        return draft
    if card.suit is led:
        return draft.say(
            f"Нарушения нет: {card.code} — карта масти хода {led.symbol}; каждый игрок должен "
            "давать в масть, если это возможно (44C)."
        )
    held = _held(situation, led, card)
    if held is None:
        need(draft, situation, "has_suit")
        return draft
    if held:
        return _revoke(situation, draft, led, card)
    return _void(draft, led, card)


def _duty(draft: PlayDraft, led: Suit) -> PlayDraft:
    """What 44C asks of a player to the trick, for a story that asks it and names no card he
    played («обязан ли он бить тузом?», "may she ruff though she holds a diamond?")."""
    return draft.say(
        f"Каждый игрок должен давать в масть хода {led.symbol}, если это возможно, и эта "
        "обязанность имеет приоритет по отношению ко всем остальным требованиям (44C): имея "
        "карту этой масти, игрок обязан сыграть её (любую карту этой масти: бить старшей "
        "правила не требуют), а козырять или сносить не вправе; не имея её, он может играть "
        "любой картой (44D)."
    )


def _revoke(
    situation: Situation, draft: PlayDraft, led: Suit | None, card: Card | None = None
) -> PlayDraft:
    """He held the suit led and did not follow: a revoke, Laws 61-64 (outside this text)."""
    draft.offender = actor_seat(situation)
    if situation.actor is Role.DUMMY and situation.declarer is not None:
        draft.offender = situation.declarer  # declarer plays dummy's cards (45B)
    draft.refer("61", "62", "63", "64", governed=True)
    suit = f" {led.symbol}" if led is not None else ""
    played = f", а сыграл {card.code}" if card is not None else ", но не дал в масть"
    return draft.say(
        f"Это ренонс: {who(situation, capital=False)} имел карту масти хода{suit}{played}; "
        "давать в масть обязательно, и эта обязанность имеет приоритет по отношению ко всем "
        "остальным требованиям (44C). Ренонс разбирают правила 61–64, их нет в этом тексте."
    )


def _void(draft: PlayDraft, led: Suit | None, card: Card | None) -> PlayDraft:
    """44D: a player without a card of the suit led may play any card, a trump or not."""
    suit = f" {led.symbol}" if led is not None else ""
    played = f"; {card.code} сыграна легально" if card is not None else ""
    return draft.cite("44D").say(
        f"Нарушения нет: масти хода{suit} у игрока не было, и он может играть любой "
        "картой (если на его действия не наложены ограничения после нарушения его стороны) "
        f"(44D){played}; бить козырем правила его не обязывают."
    )


def _held(situation: Situation, led: Suit, card: Card) -> bool | None:
    hand = situation.hand
    if hand is None:
        return situation.has_suit if situation.has_suit is not None else None
    if card not in hand:
        raise BadTrick(card.code, f"карты {card.code} нет в руке игрока ({hand})")
    return hand.has_suit(led)


def _rule_known(situation: Situation, draft: PlayDraft, cards: tuple[Card, ...]) -> PlayDraft:
    """A whole trick told with the trump, who led it not: which card wins, and by which rule
    (44E a trump, 44F the suit led), is known; the seat that won it waits for the leader.

    >>> from engine.conduct.situation import Event, Trump
    >>> from engine.play.cards import Rank
    >>> d = trick(Situation(Event.TRICK, trump=Trump.SPADES, trick=tuple(
    ...     Card(s, r) for s, r in ((Suit.DIAMONDS, Rank.KING), (Suit.DIAMONDS, Rank.FOUR),
    ...                             (Suit.HEARTS, Rank.ACE), (Suit.DIAMONDS, Rank.TWO)))))
    >>> d.laws, [q.fact for q in d.questions]
    (['44F', '44G'], ['leader'])
    """
    led = cards[0].suit
    if len(cards) != 4 or len(set(cards)) != 4 or (
            situation.trump is None and any(c.suit is not led for c in cards)):
        return draft
    trump = situation.trump.suit if situation.trump is not None else None
    index, law = winning_index(cards, trump)
    return draft.cite(law, "44G").say(
        f"Взятку выиграла карта {cards[index].code} ({law}); кто её сыграл, тот и ходит в "
        "следующую взятку (44G)."
    )


def trick(situation: Situation) -> PlayDraft:
    """Who won the trick (44E, 44F) and leads to the next (44G); an unfinished trick (44B)."""
    draft = PlayDraft("law44", "trick", None)
    cards = need(draft, situation, "trick")
    leader = need(draft, situation, "leader")
    if cards is not None and leader is None:
        return _rule_known(situation, draft, cards)
    if cards is None or leader is None:
        return draft
    if len(set(cards)) != len(cards):
        raise BadTrick("", "во взятке одна и та же карта сыграна дважды")
    if len(cards) > 4:
        raise BadTrick(
            str(len(cards)),
            f"во взятке не может быть {len(cards)} карт (о пятой карте — событие=пятая_карта)",
        )
    led = cards[0].suit
    trumped = situation.trump is not None and situation.trump.suit in {c.suit for c in cards}
    if situation.trump is None and any(c.suit is not led for c in cards):
        draft.cite("44E", "44F")  # a trump played wins (44E); none, the suit led does (44F)
        need(draft, situation, "trump")
        return draft
    trump = situation.trump.suit if situation.trump is not None else None
    index, law = winning_index(cards, trump)
    winner = _after(leader, index)
    if len(cards) < 4 and situation.all_played:
        # the story asks who won a trick all four played to, but names fewer of its cards:
        # the rule is 44E (a trump played) or 44F, the cards are still to be told
        draft.cite("44E" if trumped else "44F", "44G")
        ask, options = QUESTIONS["trick"]
        draft.ask("trick", ask, options)
        return draft
    if len(cards) < 4:
        nxt = _after(leader, len(cards))
        return draft.cite("44B").say(
            f"Взятка ещё не закончена: следующим играет {nxt.russian} (44B). Пока взятку "
            f"берёт {winner.russian} картой {cards[index].code} ({law})."
        )
    draft.trick = TrickInfo(winner, winner)
    how = "самым старшим козырем" if trumped else f"самой старшей картой в масти хода {led.symbol}"
    draft.cite(law, "44G")
    draft.say(
        f"Взятку выиграл {winner.russian} картой {cards[index].code} — {how} ({law}); "
        f"он и ходит в следующую взятку (44G)."
    )
    if situation.trump is None:
        draft.say(
            f"Козырь не указан, но все карты в масти хода: если {led.symbol} — козыри, "
            "результат тот же (44E)."
        )
    return draft


def _after(seat: Seat, steps: int) -> Seat:
    """The seat ``steps`` places to the left: the order of play is clockwise."""
    return Seat((seat + steps) % 4)
