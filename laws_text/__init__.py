"""The Russian text of the Laws of Duplicate Contract Bridge (1987), Laws 19-46."""

from laws_text.corpus import Corpus, breadcrumb, load_corpus, load_corpus_from
from laws_text.errors import BadClauseId, BridgeLawsError, UnknownClause
from laws_text.ids import parse_clause_id
from laws_text.model import Clause, Edition, Footnote, Heading, Ref

__all__ = [
    "BadClauseId",
    "BridgeLawsError",
    "Clause",
    "Corpus",
    "Edition",
    "Footnote",
    "Heading",
    "Ref",
    "UnknownClause",
    "breadcrumb",
    "load_corpus",
    "load_corpus_from",
    "parse_clause_id",
]
