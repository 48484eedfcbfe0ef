"""Which items a candidate covered with substance: pure functions over the candidate's own words.

A sentence covers an item when the item (or a synonym, docs/interview.md "Matching") occurs in it
between word boundaries *and* the sentence says something about it: enough words of its own beside
the items it names, and a claim — a number, a reason, a decision verb. Three ways of saying nothing
are refused: a bare list of items ("scale, QPS, latency and availability"), a run of three or more
items joined only by commas and conjunctions inside a longer sentence, and one empty template
repeated for item after item ("I think about latency. I think about scale. ...").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from assay.interview._lexicon import item_pattern

__all__ = ["Coverage", "SentenceAnalysis", "analyse_sentence", "coverage", "split_sentences"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_DIGIT = re.compile(r"\d")
_PERCENTILE = re.compile(r"\bp\d+(?:\.\d+)?\b", re.IGNORECASE)
_ENDS_THOUGHT = re.compile(r"[.!?;:)]\s*$")
_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+|\n+")
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'%]*")
#: Words that join items in a list without saying anything about them.
_GLUE = _words(
    "and or also plus etc the a an of then too as well like such including include includes with "
    "maybe perhaps probably some any all other things thing stuff topics topic i i'd we we'd "
    "let's lets about consider considering think thinking mention mentioning cover covering "
    "important matters matter key aspects aspect points point areas area"
)
#: Words that make a sentence a claim about what it names (a reason, a decision, a quantity).
_CLAIM = _words(
    "because since so therefore thus otherwise instead rather than versus vs trade tradeoff "
    "tradeoffs trade-off which means meaning if when unless until per each every under over "
    "within below above at least most store stores storing stored keep keeps kept serve serves "
    "served serving handle handles handling use uses using used route routes routing return "
    "returns returned read reads write writes written expect expects expected estimate estimated "
    "assume assuming need needs require requires required choose chose pick picked prefer put "
    "puts send sends sent split splits partition partitioned replicate replicated scale scales "
    "invalidate invalidated evict expire expires fail fails fails over recover avoid avoids "
    "reduce reduces cut cuts spread spreads keyed by into from to for behind in front via "
    "across must should will would can could ensure guarantee guarantees allow allows support "
    "supports let lets accept accepts is are was be being"
)
#: Quantities written as words count as numbers.
_NUMBER_WORDS = _words(
    "one two three four five six seven eight nine ten dozen dozens hundred hundreds thousand thousands "
    "million millions billion billions trillion half twice double"
)
_LIST_JOIN = re.compile(
    r"^[\s,/&()+-]*(?:(?:and|or|plus|&)\b[\s,/()-]*)?(?:(?:a|an|the)\s+)?$", re.IGNORECASE
)
#: A run of this many items joined only by commas and conjunctions is a list, not coverage.
LIST_RUN = 3
#: Own words (beside the items) a sentence needs, at least (fewer when one is a number), and per item.
MIN_OWN_WORDS = 3
MIN_OWN_WORDS_WITH_NUMBER = 2
OWN_WORDS_PER_ITEM = 1.5
#: The same empty template used for this many sentences is keyword stuffing.
TEMPLATE_REPEATS = 3


def _squash(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def split_sentences(text: str) -> list[str]:
    """The sentences of a message (line breaks and ``. ! ? ;`` end one; ``99.9`` does not)."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s and s.strip()]


@dataclass
class SentenceAnalysis:
    """One sentence: the items it names, whether it says something about them, and its template."""

    text: str
    items: list[str] = field(default_factory=list)
    listed: set[str] = field(default_factory=set)
    own_words: int = 0
    claim: bool = False
    number: bool = False
    template: str = ""

    @property
    def substantive(self) -> bool:
        """Enough own words for the items it names, and a claim."""
        named = len(self.items)
        return (
            named > 0
            and self.claim
            and self.own_words >= self._min_own_words()
            and (named == 1 or self.own_words >= OWN_WORDS_PER_ITEM * named)
        )

    def _min_own_words(self) -> int:
        # A quantity said of one item is a claim however short ("p99 under 80ms", "20k QPS at peak").
        if self.number:
            return 1 if len(self.items) == 1 else MIN_OWN_WORDS_WITH_NUMBER
        return MIN_OWN_WORDS

    def covers(self) -> list[str]:
        """The items this sentence covers on its own (the template check is done across sentences)."""
        if not self.substantive:
            return []
        return [item for item in self.items if item not in self.listed]


def analyse_sentence(sentence: str, items: Sequence[str]) -> SentenceAnalysis:
    """Find the items a sentence names, its own words, whether it claims something, and list runs."""
    spans: list[tuple[int, int, str]] = []
    for item in items:
        spans.extend((m.start(), m.end(), item) for m in item_pattern(item).finditer(sentence))
    # Overlapping matches: the earliest, then the longest, then the item named by the very words stands
    # ("non-goal" is a constraint in the default lexicon, but the item "non-goals" when a phase has it).
    spans.sort(key=lambda s: (s[0], s[0] - s[1], _squash(s[2]) not in _squash(sentence[s[0] : s[1]])))
    merged: list[tuple[int, int, str]] = []
    for start, end, item in spans:
        if merged and start < merged[-1][1]:
            continue
        merged.append((start, end, item))
    named: list[str] = []
    for _, _, item in merged:
        if item not in named:
            named.append(item)
    residual_parts: list[str] = []
    cursor = 0
    for start, end, _ in merged:
        residual_parts.append(sentence[cursor:start])
        cursor = end
    residual_parts.append(sentence[cursor:])
    residual = " ".join(residual_parts)
    tokens = [t.lower() for t in _TOKEN.findall(residual)]
    own = [t for t in tokens if t not in _GLUE]
    # A quantity may sit inside a matched span ("80ms" is a latency): digits count anywhere but in a
    # percentile's name ("p99").
    number = bool(_DIGIT.search(_PERCENTILE.sub("", sentence))) or any(t in _NUMBER_WORDS for t in tokens)
    claim = number or any(t in _CLAIM for t in tokens)
    analysis = SentenceAnalysis(
        text=sentence,
        items=named,
        own_words=len(own),
        claim=claim,
        number=number,
        template=" ".join(own),
    )
    analysis.listed = _listed_items(sentence, merged)
    return analysis


def _listed_items(sentence: str, spans: list[tuple[int, int, str]]) -> set[str]:
    """Items inside a run of at least LIST_RUN distinct items separated only by list glue."""
    listed: set[str] = set()
    run: list[str] = []
    previous_end: int | None = None
    for start, end, item in spans:
        joined = previous_end is not None and _LIST_JOIN.match(sentence[previous_end:start]) is not None
        if not joined:
            if len(set(run)) >= LIST_RUN:
                listed.update(run)
            run = []
        run.append(item)
        previous_end = end
    if len(set(run)) >= LIST_RUN:
        listed.update(run)
    return listed


@dataclass
class Coverage:
    """What a conversation covered: the covering sentence per item, and what was only mentioned."""

    covered: dict[str, str]
    mentioned: set[str]
    items: list[str]

    @property
    def ratio(self) -> float:
        """Covered items over all items (0 when the phase has none)."""
        return len(self.covered) / len(self.items) if self.items else 0.0

    @property
    def gaps(self) -> list[str]:
        """The items not covered, in the phase's order."""
        return [item for item in self.items if item not in self.covered]


def _utterances(messages: Iterable[str]) -> list[str]:
    """Messages with a thought split across several joined back: one without end punctuation runs on."""
    joined: list[str] = []
    for message in messages:
        text = message.strip()
        if not text:
            continue
        if joined and not _ENDS_THOUGHT.search(joined[-1]):
            joined[-1] = f"{joined[-1]} {text}"
        else:
            joined.append(text)
    return joined


def coverage(candidate_messages: Iterable[str], items: Sequence[str]) -> Coverage:
    """Which of ``items`` the candidate's messages cover with substance (the first covering sentence each).

    A sentence that only names an item ("Sharding.") is completed by the next sentence when that one
    names no item and says something on its own ("By user id, so one user's rows stay together.").
    """
    sentences = [s for text in _utterances(candidate_messages) for s in split_sentences(text)]
    analyses = [analyse_sentence(s, items) for s in sentences]
    templates = Counter(a.template for a in analyses if a.items and a.template)
    covered: dict[str, str] = {}
    mentioned: set[str] = set()
    for index, analysis in enumerate(analyses):
        mentioned.update(analysis.items)
        if analysis.template and templates[analysis.template] >= TEMPLATE_REPEATS:
            continue
        for item in analysis.covers():
            covered.setdefault(item, analysis.text)
        following = analyses[index + 1] if index + 1 < len(analyses) else None
        if (
            following is not None
            and len(analysis.items) == 1
            and not analysis.listed
            and not analysis.substantive
            and not following.items
            and following.claim
            and following.own_words >= MIN_OWN_WORDS
        ):
            covered.setdefault(analysis.items[0], f"{analysis.text} {following.text}")
    return Coverage(covered=covered, mentioned=mentioned, items=list(items))
