"""Readings of a story fixed by the lead in stop 19.

- A seat letter alone in parentheses after «я» is the teller's seat («Сдаю я (Ю)»).
- A call shown in an overlay or log, each call labelled by its seat («В 1♠ | Ю пас | З
  контра»), is one run of shorthand: the same call told again in words later is an echo.
- The teller's own call told again as «я», where an earlier telling named his seat, is the
  same call, not a second one.
- A quotation brought by a verb of opinion («чат пишет: «…»») tells what somebody thinks,
  not a duty the director imposed.
- A note of the reading is printed once, however often its call was scanned.
- «Дальнейшая торговля: …» goes on from the incident, it does not retell it.
- An insufficient bid told as not accepted, then its caller's next call: the replacement (27B).
- «претензия» alone is a complaint; a claim of tricks needs its context (взятки, разыгрывающий).
- «обычные черви», «настоящая трефа», "genuine clubs": the bid was natural.
- «бэка» is БК spoken letter by letter.
- After a change told, the call «в итоге» chosen (or one that «can stand») is what he chose.
"""

from __future__ import annotations

from engine.answer import rule_text
from engine.rules.model import Seat
from engine.story.reader import read_story


def _seated(text: str) -> list[tuple[Seat | None, str]]:
    return [(call.seat, str(call.call)) for call in read_story(text).calls]


def test_a_bracketed_seat_letter_after_me_is_my_seat() -> None:
    assert read_story("Сдаю я (Ю). Я открыл 1♠, левый пас. Что теперь?").me is Seat.S
    assert read_story("Сдавал партнёр. Я (з) сказал пас. Что теперь?").me is Seat.W


def test_an_overlay_call_told_again_in_words_is_not_a_second_call() -> None:
    text = ("Сдаёт В. Табло: `В 1♥ | Ю пас | З контра | С 2♣`. З контрит черву своего "
            "партнёра, а мой партнёр не заметил и говорит 2♣. Судью позвали после 2♣. "
            "Что теперь?")
    assert _seated(text) == [(Seat.E, "1♥"), (Seat.S, "пас"), (Seat.W, "контра"),
                             (Seat.N, "2♣")]
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.W)
    assert "35A" in ruling.laws


def test_my_call_told_again_as_me_is_the_same_call() -> None:
    text = ("Сдаю я (Ю). `Ю 1♠ | З 2♥ | С 4♠ | В 5♥ | Ю контра`. Да, я дал контру на "
            "5♥ сам не знаю зачем. Что с этим делать?")
    assert _seated(text)[-1] == (Seat.S, "контра")
    assert len(_seated(text)) == 5


def test_a_call_made_again_after_a_colon_is_kept() -> None:
    text = ("Север 1♥, Восток контра, Юг реконтра, Запад 2♣, Север пас, Восток пас, и Юг "
            "почему-то снова: «реконтра». Что теперь?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.S)


def test_an_opinion_quoted_is_not_a_duty_imposed() -> None:
    text = ("Сдаёт В. В 1♥, Ю пас, З контра, С 2♣ — и только тогда позвали судью. Одни "
            "пишут: «З всё, его партнёр пасует до конца», другие — что поздно. Кто прав?")
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("inadmissible_double", Seat.W)
    assert "35A" in ruling.laws


def test_a_note_is_printed_once() -> None:
    text = ("Сдаю я (Ю). `Ю 1♠ | З 2♥ | С 4♠ | В 8♥ | Ю контра`. Да, В сказал 8♥, а я дал "
            "контру. Что теперь с 8♥?")
    summary = rule_text(text).summary
    assert summary.count("назначение выше семи") == 1


PROTOCOL = ("Протокол. Сдача 12, сдающий Запад. Ход торговли: Запад — 1♦, Север — 1♠, Восток — "
            "2♣, Юг — 1БК. Судью вызвал Запад, недостаточное назначение принято не было. "
            "После разъяснения Югом было заявлено 3♣. Мною было постановлено: Север пасует до "
            "конца торговли. Дальнейшая торговля: Запад — 3♦, Север — пас, Восток — пас, Юг — "
            "пас. Верно ли?")


def test_an_auction_that_went_on_is_not_a_retelling_of_the_incident() -> None:
    calls = _seated(PROTOCOL)
    assert calls[:4] == [(Seat.W, "1♦"), (Seat.N, "1♠"), (Seat.E, "2♣"), (Seat.S, "1БК")]
    assert calls[-1] == (Seat.S, "пас")


def test_an_insufficient_bid_not_accepted_then_its_callers_call_is_the_replacement() -> None:
    ruling = rule_text(PROTOCOL)
    assert (ruling.irregularity, ruling.offender) == ("insufficient_bid", Seat.S)
    assert "27B2" in ruling.laws


def test_a_complaint_is_not_a_claim_of_tricks() -> None:
    text = PROTOCOL.replace("Верно ли?", "Север–Юг подали устную претензию. Верно ли?")
    ruling = rule_text(text)
    assert ruling.status != "outside"
    assert ruling.irregularity == "insufficient_bid"


def test_an_ordinary_suit_is_a_natural_bid() -> None:
    text = ("Сдавал Север, 1♦, Восток пас, Юг 1♠, Запад 1♥ — не увидел пики. Север не принял, "
            "Запад исправил на 2♥, черви у него обычные, обычная черва, без всяких конвенций? "
            "Нет, просто обычные черви. Что говорит текст?")
    ruling = rule_text(text)
    assert (ruling.status, ruling.irregularity, ruling.offender) == (
        "final", "insufficient_bid", Seat.W)
    assert "27B1(A)" in ruling.laws


def test_notrump_spoken_letter_by_letter() -> None:
    assert _seated("Север 1♠, Восток пас, Юг один бэка. Что теперь?")[-1] == (Seat.S, "1БК")


def test_the_call_chosen_after_a_refused_change_is_read() -> None:
    text = ("Партнёр открыл одну пику. Правая сказала «пас», а через пять секунд: «ой нет, "
            "контра». Я замену не принял. Судья спросил, что она в итоге выбирает, она "
            "сказала — контра. Что теперь с её партнёром?")
    ruling = rule_text(text)
    assert (ruling.status, ruling.irregularity, ruling.offender) == (
        "final", "change_of_call", Seat.E)
    assert "25B2(B)(2)" in ruling.laws


def test_a_call_chosen_with_no_change_told_is_a_call() -> None:
    text = ("Сдающий Север, Север открыл 1♦, и тут Юг, не дождавшись Востока, сказал 1♠. "
            "Запад не принял. Восток после этого сказал «контра», а Юг в свою очередь выбрал "
            "2♣. Что теперь?")
    assert _seated(text)[-1] == (Seat.S, "2♣")


def test_a_table_with_one_call_and_a_player_yet_to_call() -> None:
    text = ("Задача. Дано: сдача 5. З С В Ю / – 1♥ ? / Восток ещё думает, а Юг вдруг: «пас». "
            "Что теперь должен Юг?")
    assert _seated(text) == [(Seat.N, "1♥"), (Seat.S, "пас")]
    ruling = rule_text(text)
    assert (ruling.irregularity, ruling.offender) == ("pass_out_of_rotation", Seat.S)
