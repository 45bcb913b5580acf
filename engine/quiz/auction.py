"""Topics of the auction period (Laws 24-39, 41A): each makes a seeded situation and its variants.

Every situation is written in the notation of ``bridge-laws ruling`` with seat prefixes, so that
the ruling does not depend on a dealer assumed; the story says the same in Russian words.
"""

from __future__ import annotations

from random import Random

from engine.quiz.case import Case, Topic, letter, notation, told
from engine.quiz.model import Level
from engine.quiz.outcome import Answer, after_the_auction, opening_leader, seat_answer
from engine.rules.model import Call, Seat, Strain
from engine.rules.result import Ruling

NOW = "Что теперь?"
_SUITS = (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES)
_SMALL = ("2", "3", "4", "5", "6", "7", "8", "9")
_HONOURS = ("A", "K", "Q", "J", "T")
_HONOUR_WORDS = {"A": "туза", "K": "короля", "Q": "даму", "J": "валета", "T": "десятку"}
_SUIT_GENITIVE = {
    Strain.CLUBS: "треф",
    Strain.DIAMONDS: "бубен",
    Strain.HEARTS: "червей",
    Strain.SPADES: "пик",
}


def _now(ruling: Ruling, _text: str) -> Answer:
    return after_the_auction(ruling)


def _now_turn(ruling: Ruling, _text: str) -> Answer:
    return after_the_auction(ruling, turn=True)


def _leader(ruling: Ruling, _text: str) -> Answer | None:
    return opening_leader(ruling)


def _seat(rng: Random) -> Seat:
    return rng.choice(list(Seat))


def insufficient(rng: Random) -> Case:
    """Law 27: an insufficient bid over the opening, accepted or corrected."""
    dealer = _seat(rng)
    high = rng.choice((Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP))
    low = rng.choice([s for s in Strain if s < high])
    offender, lho = dealer.lho, dealer.partner
    opening, bid = Call.bid(1, high), Call.bid(1, low)
    calls = [(dealer, opening), (offender, bid)]
    base = notation(calls)
    other = Call.bid(2, rng.choice([s for s in Strain if s != low]))
    fixes = {"lowest": Call.bid(2, low), "other": other, "pass": Call.pass_(),
             "jump": Call.bid(3, low)}

    def facts(kind: str, conventional: bool) -> str:
        if kind == "accepted":
            return f"{base} ; принято=да"
        flag = "да" if conventional else "нет"
        return f"{base} ; принято=нет замена={fixes[kind]} конвенционно={flag}"

    kind = rng.choice((*fixes, "accepted"))
    conventional = kind != "accepted" and rng.random() < 0.25
    story = f"Сдаёт {dealer.russian}. {told(calls)} — недостаточное назначение."
    if kind == "accepted":
        story += f" {lho.russian} принимает его."
    else:
        meaning = "могло быть конвенционным" if conventional else "было естественным"
        story += (
            f" {lho.russian} не принимает; {offender.russian} меняет {bid} на "
            f"{fixes[kind]}. Назначение {bid} {meaning}."
        )
    variants = [facts(k, False) for k in (*fixes, "accepted") if k != kind]
    if kind != "accepted":
        variants.append(facts(kind, not conventional))
    return Case(
        facts(kind, conventional), story, NOW, _now, tuple(variants), mirror=True,
        level=Level.TOURNAMENT if conventional else None,
    )


def pass_out_of_turn(rng: Random) -> Case:
    """Laws 29-30: a pass out of rotation before or after the first bid."""
    dealer = _seat(rng)
    opening = Call.bid(1, rng.choice(list(Strain)))
    before = rng.random() < 0.3
    seats = (dealer.lho, dealer.partner, dealer.rho) if before else (dealer.partner, dealer.rho)
    offender = rng.choice(seats)

    def facts(who: Seat, first: bool, accepted: bool, conventional: bool = False) -> str:
        yes = "да" if accepted else "нет"
        if first:
            return f"{letter(who)}:пас ; сдающий={letter(dealer)} принято={yes}"
        tail = " конвенционно=да" if conventional else ""
        return f"{notation([(dealer, opening), (who, Call.pass_())])} ; принято={yes}{tail}"

    turn = dealer if before else dealer.lho
    if before:
        story = f"Сдаёт {dealer.russian}, но первым «пас» говорит {offender.russian}."
    else:
        story = (
            f"Сдаёт {dealer.russian}. {dealer.russian} {opening}, и тут {offender.russian} "
            f"не в свою очередь (очередь {turn.russian_genitive}) говорит «пас»."
        )
    story += f" {offender.lho.russian} пас не принимает."
    variants = [facts(who, before, False) for who in (dealer.lho, dealer.partner, dealer.rho)
                if who is not offender]
    variants += [facts(offender, not before, False), facts(offender, before, True)]
    if not before:
        variants.append(facts(offender, False, False, conventional=True))
    return Case(facts(offender, before, False), story, NOW, _now_turn, tuple(variants),
                mirror=True)


def bid_out_of_turn(rng: Random) -> Case:
    """Law 31: a bid out of rotation at RHO's turn (31A) or at partner's/LHO's turn (31B)."""
    dealer = _seat(rng)
    high = rng.choice(list(Strain))
    strain = rng.choice([s for s in Strain if s not in (high, Strain.CLUBS)])
    opening, bid = Call.bid(1, high), Call.bid(2, strain)
    rho_bid, repeat = Call.bid(2, Strain.CLUBS), Call.bid(3, strain)
    other = Call.bid(3, Strain.CLUBS)

    def at_partner_turn(accepted: bool = False) -> str:
        yes = "да" if accepted else "нет"
        return f"{notation([(dealer, opening), (dealer.rho, bid)])} ; принято={yes}"

    def at_rho_turn(rho: Call, then: Call | None = None) -> str:
        tail = f" затем={then}" if then is not None else ""
        calls = notation([(dealer, opening), (dealer.partner, bid)])
        return f"{calls} ; принято=нет правый={rho}{tail}"

    shapes = {
        "31B": at_partner_turn(),
        "31A1": at_rho_turn(Call.pass_()),
        "31A2(A)": at_rho_turn(rho_bid, repeat),
        "31A2(B)": at_rho_turn(rho_bid, rng.choice((other, Call.pass_()))),
        "29B": at_partner_turn(accepted=True),
    }
    kind = rng.choice(("31B", "31A1", "31A2(A)", "31A2(B)"))
    if kind == "31B":
        offender, turn = dealer.rho, dealer.lho
    else:
        offender, turn = dealer.partner, dealer.lho
    story = (
        f"Сдаёт {dealer.russian}. {dealer.russian} {opening}, и тут {offender.russian} "
        f"не в свою очередь (очередь {turn.russian_genitive}) заявляет {bid}. "
        f"{offender.lho.russian} не принимает"
    )
    if kind == "31A1":
        story += f"; {turn.russian} пасует."
    elif kind.startswith("31A2"):
        then = shapes[kind].rsplit("затем=", 1)[1]
        story += f"; {turn.russian} заявляет {rho_bid}, затем {offender.russian} — {then}."
    else:
        story += "."
    variants = tuple(v for k, v in shapes.items() if k != kind)
    level = Level.TOURNAMENT if kind.startswith("31A2") else None
    return Case(shapes[kind], story, NOW, _now_turn, variants, mirror=True, level=level)


def double_out_of_turn(rng: Random) -> Case:
    """Laws 32 and 36: a double out of rotation, or one Law 19 does not allow."""
    dealer = _seat(rng)
    opening = Call.bid(1, rng.choice(list(Strain)))
    x = Call.double()
    partner_turn = f"{notation([(dealer, opening), (dealer.rho, x)])} ; принято=нет"
    own_side = notation([(dealer, opening), (dealer.lho, Call.pass_()), (dealer.partner, x)])
    shapes = {
        "32A": partner_turn,
        "36": own_side,
        "29B": f"{notation([(dealer, opening), (dealer.rho, x)])} ; принято=да",
        "31B": f"{notation([(dealer, opening), (dealer.rho, Call.bid(2, Strain.CLUBS))])}"
        " ; принято=нет",
        "legal": notation([(dealer, opening), (dealer.lho, x)]),
    }
    kind = rng.choice(("32A", "36"))
    if kind == "32A":
        story = (
            f"Сдаёт {dealer.russian}. {dealer.russian} {opening}, и {dealer.rho.russian} не в "
            f"свою очередь (очередь {dealer.lho.russian_genitive}) говорит «контра». "
            f"{dealer.russian} не принимает."
        )
    else:
        story = (
            f"Сдаёт {dealer.russian}. {told([(dealer, opening), (dealer.lho, Call.pass_())])}, "
            f"{dealer.partner.russian} — «контра» на открытие партнёра."
        )
    variants = tuple(v for k, v in shapes.items() if k != kind)
    return Case(shapes[kind], story, NOW, _now_turn, variants, mirror=True)


def above_seven(rng: Random) -> Case:
    """Law 38: a bid above seven."""
    dealer = _seat(rng)
    high = rng.choice(list(Strain))
    low = rng.choice(list(Strain))
    seven = Call.bid(7, high)
    wild = Call.bid(8, low)
    calls = [(dealer, seven), (dealer.lho, wild)]
    story = f"Сдаёт {dealer.russian}. {told(calls)}."
    variants: list[str] = []
    if low < high:
        variants.append(
            f"{notation([(dealer, seven), (dealer.lho, Call.bid(7, low))])} ; принято=нет "
            "замена=пас"
        )
    variants.append(f"{notation([(dealer, seven), (dealer.lho, Call.double())])}")
    variants.append(f"{notation([(dealer, seven), (dealer.partner, wild)])}")
    return Case(notation(calls), story, NOW, _now_turn, tuple(variants), mirror=True)


def after_final_pass(rng: Random) -> Case:
    """Law 39: a call after the final pass, by a defender or by the declaring side."""
    dealer = _seat(rng)
    strain = rng.choice(list(Strain))
    level = rng.choice((2, 3, 4))
    calls = [
        (dealer, Call.bid(1, strain)),
        (dealer.lho, Call.pass_()),
        (dealer.partner, Call.bid(level, strain)),
        (dealer.rho, Call.pass_()),
        (dealer, Call.pass_()),
        (dealer.lho, Call.pass_()),
    ]
    late = rng.choice((Call.double(), Call.bid(level + 1, rng.choice(list(Strain)))))
    who = rng.choice(list(Seat))

    def facts(seat: Seat) -> str:
        return f"{notation([*calls, (seat, late)])} ; принято=нет"

    story = (
        f"Сдаёт {dealer.russian}. {told(calls)} — торговля окончена. После финального паса "
        f"{who.russian} говорит «{late}»; соперники не принимают."
    )
    if late.is_double_or_redouble and who.same_side(dealer):
        late = Call.bid(level + 1, strain)
        story = story.replace("«контра»", f"«{late}»")
    variants = tuple(facts(seat) for seat in Seat if seat is not who)
    return Case(facts(who), story, NOW, _now, variants)


def exposed(rng: Random) -> Case:
    """Law 24: a card exposed during the auction."""
    dealer = _seat(rng)
    opening = Call.bid(1, rng.choice(list(Strain)))
    offender = rng.choice((dealer.lho, dealer.partner, dealer.rho))
    suit = rng.choice(_SUITS)
    small = f"{suit.symbol}{rng.choice(_SMALL)}"
    honour_rank = rng.choice(_HONOURS)
    honour = f"{suit.symbol}{honour_rank}"
    words = {
        "small": f"малую карту {small}",
        "honour": f"{_HONOUR_WORDS[honour_rank]} {_SUIT_GENITIVE[suit]}",
        "2+": "сразу две карты",
    }
    values = {"small": small, "honour": honour, "2+": "2+"}
    kind = rng.choice(tuple(values))

    def facts(kind: str) -> str:
        return (f"{notation([(dealer, opening)])} ; показано={values[kind]} "
                f"нарушитель={letter(offender)}")

    story = (
        f"Сдаёт {dealer.russian}. {dealer.russian} {opening}. {offender.russian} роняет "
        f"{words[kind]} лицом вверх; её видит партнёр."
    ).replace("две карты лицом вверх; её", "две карты лицом вверх; их")
    variants = tuple(facts(k) for k in values if k != kind)
    return Case(facts(kind), story, NOW, _now_turn, variants, mirror=True, level=Level.PLAYER)


def change_of_call(rng: Random) -> Case:
    """Law 25: a change of call, inadvertent or not, accepted or not."""
    dealer = _seat(rng)
    strain = rng.choice(list(Strain))
    first = Call.bid(2, strain)
    second = Call.bid(3, strain)
    calls = [(dealer, Call.bid(1, strain)), (dealer.lho, Call.pass_()), (dealer.partner, first)]
    base = f"{notation(calls)} ; замена={second}"
    shapes = {
        "25A": f"{base} нечаянно=да",
        "25B1": f"{base} нечаянно=нет принято=да",
        "25B2(B)(1)": f"{base} нечаянно=нет принято=нет затем={first}",
        "25B2(B)(2)": f"{base} нечаянно=нет принято=нет затем=пас",
    }
    kind = rng.choice(tuple(shapes))
    offender = dealer.partner
    story = (f"Сдаёт {dealer.russian}. {told(calls)}, и {offender.russian} тут же меняет "
             f"{first} на {second}")
    if kind == "25A":
        story += ": оговорился и поправился без паузы."
    else:
        story += " — передумал."
        if kind == "25B1":
            story += f" {offender.lho.russian} замену принимает."
        else:
            final = first if kind.endswith("(1)") else Call.pass_()
            story += (f" {offender.lho.russian} замену не принимает; {offender.russian} "
                      f"оставляет {final.accusative}.")
    variants = tuple(v for k, v in shapes.items() if k != kind)
    return Case(shapes[kind], story, NOW, _now_turn, variants, mirror=True)


def opening_lead(rng: Random) -> Case:
    """Law 41A: who makes the opening lead after a legal auction."""
    dealer = _seat(rng)
    first, second = rng.sample(_SUITS, 2)
    final = rng.choice((2, 3, 4))
    bids_first = rng.random() < 0.5  # the opener names the final suit first, or his partner
    trump = first if bids_first else second
    calls = [
        (dealer, Call.bid(1, first)),
        (dealer.lho, Call.pass_()),
        (dealer.partner, Call.bid(1, second) if second > first else Call.bid(2, second)),
        (dealer.rho, Call.pass_()),
    ]
    last = calls[2][1]
    level = max(final, last.level + (0 if trump > second else 1))
    calls += [
        (dealer, Call.bid(level, trump)),
        (dealer.lho, Call.pass_()),
        (dealer.partner, Call.pass_()),
        (dealer.rho, Call.pass_()),
    ]
    story = f"Сдаёт {dealer.russian}. {told(calls)}."
    fill = tuple(seat_answer(seat) for seat in Seat)
    return Case(notation(calls), story, "Кто делает первый ход?", _leader, fill=fill,
                level=Level.PLAYER)


TOPICS = (
    Topic("insufficient_bid", Level.CLUB, (27, 26), insufficient),
    Topic("pass_out_of_rotation", Level.CLUB, (30, 29), pass_out_of_turn),
    Topic("bid_out_of_rotation", Level.CLUB, (31, 29, 26), bid_out_of_turn),
    Topic("double_out_of_rotation", Level.CLUB, (32, 36, 26), double_out_of_turn),
    Topic("bid_above_seven", Level.CLUB, (38, 26), above_seven),
    Topic("call_after_final_pass", Level.TOURNAMENT, (39, 26), after_final_pass),
    Topic("exposed_card", Level.PLAYER, (24,), exposed),
    Topic("change_of_call", Level.TOURNAMENT, (25, 26), change_of_call),
    Topic("opening_lead", Level.PLAYER, (41,), opening_lead),
)
