"""The rules engine for auction irregularities (Laws 19-39, 41A): ``rule(text) -> Ruling``.

Entry point: ``engine.rules.ruling.rule``. The input: calls separated by spaces, commas,
slashes or dashes (a dash in place of a call is a pass), seat prefixes, the dealer as a fact,
in words («сдающий Юг», ``Dealer E``) or by a board number («сдача 7»); ``auction.calls`` shows
how it was read. Layout: ``model`` (seats, strains, calls, the log),
``tokens``/``parse``/``facts`` (the input grammar of ``bridge-laws ruling``), ``state`` (replay,
Law 19, end of auction, contract, declarer, 41A), ``procedures`` (the ordered table, one module
per family of irregularities), ``lead`` (Law 26), ``replay`` and ``ruling`` (assembly).

Where the 1987 text leaves a director a choice, the engine reads it so (each also in a comment
at the clause):

- 26: a suit bid relates to its suit; NT, pass, double, redouble to none (26B); a call that
  was or may have been conventional gives the code "26" (the director judges which suits).
  "Later specified by the same player" (26A1) counts his final call on that round too.
- 23: ``adjusted_score`` is true whenever the ruling leaves the director the power to adjust
  for damage: a forced pass of partner (23A), a pass out of turn under 30A/30B2 (23B), and
  the no-penalty correction of 27B1(A) (27B1(B)).
- 28B for the RHO whose turn it was (as the CLI contract says), and for the dealer when the
  call came before his first call (he is the offender's LHO, in turn: his call is in rotation);
  otherwise an LHO calling over a call out of rotation accepts it (29B). An RHO's call followed
  by the offender's same bid or double again is taken as made after the cancellation (the
  repetition 31A1/32B1 order), not as 28B.
- 30C: a pass out of rotation is natural unless ``conventional=да``.
- 31A1 with an insufficient bid: when RHO passes, the repeated bid is insufficient and Law 27
  applies to it as an insufficient bid in rotation (the engine makes the repetition itself when
  the input ends there, and the Law 27 ruling continues the Law 31 one).
- 31B: "had not called before" binds only the LHO's turn (the footnote); at partner's turn
  31B always applies.
- 32B2 names a bid by RHO; a double or redouble by him is read the same way.
- 30B2(B): a double by the partner barred from doubling is treated by analogy with Law 36.
- 34: "all subsequent passes are cancelled" includes the pass out of rotation itself, so that
  the auction proceeds "as though there had been no irregularity". It applies too when the
  accepted pass out of rotation is itself the third pass; the LHO's pass over it is cancelled
  with it.
- 25: a substitute that is itself irregular (insufficient, above seven, an inadmissible double)
  is still a change of call. Not accepted (25B2) it is cancelled, so its irregularity does not
  matter; standing under 25A, or accepted under 25B1 when it is not an insufficient bid the LHO
  may treat as legal (27A), the law of its own irregularity rules on it next.
- 26: one restriction per round of an offender: the cancelled calls of one round (an
  insufficient bid and a 27B3 double, a change of call and the call it replaced) are
  alternatives. A suit not named later gives 26A2; if it was named later (26A1), an "other"
  cancelled call of that round still gives 26B. No 26A1 advice to a player who must pass to
  the end of the auction.
- 39: a pass by the LHO right after a call after the final pass is cancelled with it (39A).
- A call that cannot correct an insufficient bid (still insufficient, above seven) is no
  correction: the offender is asked again (27B), not refused as bad input.
- 35: the director is taken to be called right after the LHO's call, so "all subsequent calls"
  cancelled by 35A/35C/35D is that one call; later calls in the input come after the ruling.
- 39 after four passes: no contract, no defenders: the call is cancelled without penalty.
- Law 24 after the auction has ended: no pass penalty is left to apply.
"""
