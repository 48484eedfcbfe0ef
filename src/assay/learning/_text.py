"""Text analysis for the deterministic scorers: tokens, stems, domain synonyms, negation.

Tokenisation (both scorers, docs/learning.md "Tokenisation"): the text is lower-cased and split
into Unicode word tokens (``\\w+``: letters, digits and ``_`` of any script), so ``Hash-map's`` gives
``hash``, ``map``, ``s``. The deterministic path adds: big-O expressions and their names in words
become one token (``O(n log n)``/``linearithmic`` → ``bigo_nlogn``), English stop words are dropped,
tokens are stemmed (Snowball English) and domain synonyms map to one canonical stem.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

import snowballstemmer

__all__ = ["Analysed", "analyse", "canonical", "word_tokens"]

_WORD = re.compile(r"\w+")
_PIECE = re.compile(r"\w+|[.,;:!?()\[\]]")
_CLAUSE_WORDS = frozenset(
    ["and", "but", "or", "so", "because", "which", "while", "whereas", "although", "though"]
)
_BIGO = re.compile(r"\b[oθΘ]\s*\(\s*([^()]{1,30}?)\s*\)", re.IGNORECASE)
_BIGO_WORDS = [
    (re.compile(r"\b(constant)(\s+|-)(time|space|lookups?|memory)\b"), "bigo_1"),
    (re.compile(r"\b(logarithmic)\b"), "bigo_logn"),
    (re.compile(r"\b(linearithmic|n\s*log\s*n)\b"), "bigo_nlogn"),
    (re.compile(r"\b(linear)(\s+|-)(time|space|scan|search|memory|pass)\b"), "bigo_n"),
    (re.compile(r"\b(quadratic)\b"), "bigo_n2"),
    (re.compile(r"\b(exponential)\b"), "bigo_2n"),
]

#: Negation cues: a key word within a few tokens after one of these is read as denied.
NEGATIONS = frozenset(
    [
        "not",
        "no",
        "never",
        "none",
        "nothing",
        "cannot",
        "cant",
        "can't",
        "don't",
        "dont",
        "doesn't",
        "doesnt",
        "isn't",
        "isnt",
        "aren't",
        "arent",
        "wasn't",
        "won't",
        "wont",
        "without",
        "neither",
        "nor",
        "nt",
        "instead",
        "rather",
    ]
)

STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "but",
        "if",
        "then",
        "so",
        "of",
        "to",
        "in",
        "on",
        "at",
        "by",
        "for",
        "with",
        "from",
        "into",
        "onto",
        "as",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "it",
        "its",
        "this",
        "that",
        "these",
        "those",
        "there",
        "here",
        "which",
        "who",
        "whom",
        "whose",
        "what",
        "when",
        "where",
        "why",
        "how",
        "i",
        "you",
        "he",
        "she",
        "we",
        "they",
        "me",
        "him",
        "her",
        "us",
        "them",
        "my",
        "your",
        "his",
        "our",
        "their",
        "do",
        "does",
        "did",
        "done",
        "can",
        "could",
        "would",
        "should",
        "will",
        "shall",
        "may",
        "might",
        "must",
        "have",
        "has",
        "had",
        "having",
        "than",
        "too",
        "very",
        "just",
        "also",
        "only",
        "each",
        "every",
        "any",
        "some",
        "all",
        "both",
        "more",
        "most",
        "such",
        "own",
        "same",
        "other",
        "s",
        "t",
        "d",
        "ll",
        "m",
        "re",
        "ve",
        "about",
        "over",
        "under",
        "again",
        "once",
        "because",
        "while",
        "until",
        "up",
        "down",
        "out",
        "off",
        "through",
        "during",
        "before",
        "after",
        "above",
        "below",
        "between",
    ]
)

# Words a learner uses for the same idea; each group maps to its first member's stem. Written from
# the vocabulary of algorithm courses, not from any labelled answers.
_SYNONYM_GROUPS = [
    "find search lookup look locate retrieve access get fetch query",
    "fast quick efficient cheap speedy",
    "slow expensive costly inefficient",
    "element item entry value member record",
    "store save keep hold insert add put push",
    "remove delete pop discard evict drop",
    "array list vector sequence",
    "map dictionary dict table hashmap hashtable",
    "key index identifier",
    "memory space storage",
    "function method procedure routine",
    "call invoke",
    "repeat iterate loop traverse walk scan",
    "compare check test examine",
    "smallest minimum min least lowest",
    "largest maximum max greatest highest biggest",
    "half halve halving middle mid midpoint",
    "sort sorted order ordered arrange",
    "start begin beginning front head first",
    "end finish tail back last",
    "parent ancestor",
    "child children descendant",
    "node vertex vertices",
    "edge link connection arc",
    "neighbour neighbor adjacent",
    "duplicate repeated repeat",
    "collision clash",
    "base terminating stopping",
    "subproblem subproblems subtask",
    "memoize memoization memoise memoisation cache caching",
    "recursion recursive recurse",
    "wrong incorrect invalid",
    "correct right valid",
    "size length count number",
    "twice double two",
    "empty blank",
    "grow expand extend resize",
    "shrink contract reduce",
    "overlap intersect",
    "priority urgency",
    "position location place slot",
    "pick choose select determine",
    "compute calculate work",
    "directly straight immediately",
    "whole entire full",
    "split divide partition",
    "combine merge join",
    "level layer",
    "visit explore",
    "time runtime",
]
# Words that carry their own negation: read as the negated positive word.
_NEGATED_WORDS = {
    "unsorted": "sorted",
    "unordered": "ordered",
    "unbalanced": "balanced",
    "unvisited": "visited",
    "unweighted": "weighted",
    "undirected": "directed",
    "unbounded": "bounded",
    "nonempty": "empty",
    "impossible": "possible",
    "incorrect": "correct",
    "inefficient": "efficient",
    "unstable": "stable",
}


@lru_cache(maxsize=1)
def _stemmer() -> snowballstemmer.stemmer:
    return snowballstemmer.stemmer("english")


@lru_cache(maxsize=1)
def _synonyms() -> dict[str, str]:
    table: dict[str, str] = {}
    stemmer = _stemmer()
    for group in _SYNONYM_GROUPS:
        words = group.split()
        head = str(stemmer.stemWord(words[0]))
        for word in words:
            table.setdefault(str(stemmer.stemWord(word)), head)
    return table


def word_tokens(text: str) -> list[str]:
    """The seed's tokens: lower-cased Unicode word tokens (``\\w+``)."""
    return _WORD.findall(text.lower())


@lru_cache(maxsize=8192)
def canonical(token: str) -> str:
    """The canonical stem of one token (stemmed, then mapped through the synonym table)."""
    if token.startswith("bigo_"):
        return token
    stem = str(_stemmer().stemWord(token))
    return _synonyms().get(stem, stem)


def _bigo_token(inner: str) -> str:
    body = re.sub(r"[\s*·]", "", inner.lower()).replace("^", "").replace("²", "2")
    body = body.replace("log(n)", "logn").replace("lg", "log").replace("logn", "logn")
    return "bigo_" + re.sub(r"\W", "", body)


@dataclass
class Analysed:
    """One text, analysed.

    Attributes:
        tokens: lower-cased word tokens in order (big-O expressions as one ``bigo_*`` token).
        stems: the canonical stem of each token, in order.
        content: the canonical stems of non-stop-word tokens, as a set.
        negated: positions (in ``tokens``) that fall within three tokens after a negation cue.
        breaks: positions that start a sentence or clause after ``. ; : ! ?``.
    """

    text: str
    tokens: list[str]
    stems: list[str]
    content: set[str]
    negated: set[int] = field(default_factory=set)
    breaks: set[int] = field(default_factory=set)

    def positions(self, stem: str) -> list[int]:
        """Where this canonical stem occurs."""
        return [i for i, s in enumerate(self.stems) if s == stem]


def analyse(text: str) -> Analysed:
    """Tokenise, stem and mark negations (see the module docstring)."""
    lowered = text.lower()
    lowered = _BIGO.sub(lambda m: " " + _bigo_token(m.group(1)) + " ", lowered)
    for pattern, token in _BIGO_WORDS:
        lowered = pattern.sub(" " + token + " ", lowered)
    lowered = lowered.replace("n't", " nt").replace("’", "'")
    tokens: list[str] = []
    boundaries: set[int] = set()  # token positions that start a new clause
    breaks: set[int] = set()  # token positions that start a new sentence or clause after punctuation
    for piece in _PIECE.findall(lowered):
        if piece[0].isalnum() or piece[0] == "_":
            if piece in _CLAUSE_WORDS:
                boundaries.add(len(tokens))
            tokens.append(piece)
        else:
            boundaries.add(len(tokens))
            if piece in ".;:!?":
                breaks.add(len(tokens))
    stems = [canonical(t) for t in tokens]
    negated: set[int] = set()
    for i, token in enumerate(tokens):
        positive = _NEGATED_WORDS.get(token)
        if positive is not None:  # "unsorted" is "not sorted"
            stems[i] = canonical(positive)
            negated.add(i)
    content = {s for t, s in zip(tokens, stems, strict=True) if t not in STOPWORDS and t not in NEGATIONS}
    for i, token in enumerate(tokens):
        if token in NEGATIONS:
            # A negation reaches the next three tokens of its clause ("no full scan", not "..., and").
            for j in range(i + 1, min(len(tokens), i + 4)):
                if j in boundaries:
                    break
                negated.add(j)
    return Analysed(text=text, tokens=tokens, stems=stems, content=content, negated=negated, breaks=breaks)
