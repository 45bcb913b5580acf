"""The rules engine for auction irregularities (Laws 19-39, 41A): ``rule(text) -> Ruling``.

Entry point: ``engine.rules.ruling.rule``. Layout: ``model`` (seats, strains, calls, the log),
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
- 28B only for the RHO whose turn it was (as the CLI contract says); an LHO calling over a
  call out of rotation accepts it (29B), even when it was his turn.
- 30C: a pass out of rotation is natural unless ``conventional=да``.
- 31A1 with an insufficient bid: when RHO passes, the repeated bid is insufficient and Law 27
  applies to it as an insufficient bid in rotation.
- 31B: "had not called before" binds only the LHO's turn (the footnote); at partner's turn
  31B always applies.
- 32B2 names a bid by RHO; a double or redouble by him is read the same way.
- 30B2(B): a double by the partner barred from doubling is treated by analogy with Law 36.
- 34: "all subsequent passes are cancelled" includes the pass out of rotation itself, so that
  the auction proceeds "as though there had been no irregularity".
- 35: the director is taken to be called right after the LHO's call, so "all subsequent calls"
  cancelled by 35A/35C/35D is that one call; later calls in the input come after the ruling.
- 39 after four passes: no contract, no defenders: the call is cancelled without penalty.
- Law 24 after the auction has ended: no pass penalty is left to apply.
"""
