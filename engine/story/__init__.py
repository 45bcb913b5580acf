"""Table stories read once into a typed ``Story`` (``reader.read_story``) and ruled on by the
rules engine when they hold an auction (``ruling.auction_ruling``).

Layout: ``model`` (Phase, Role, Circumstance, Offence, StoryCall, Story), ``words`` (the words
of a story with their places, lexicon phrases), ``calls`` (one call or one seat as people
write them), ``mention`` (a call made, or only spoken of), ``table`` (my seat, the dealer, the
board), ``auction`` (the calls in order), ``reader`` (the table of named patterns), ``ruling``
(story → ``engine.rules``). The words live in ``engine/data/lexicon.tsv`` under ``story.*``.
"""
