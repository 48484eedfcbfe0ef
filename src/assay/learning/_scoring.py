"""The two deterministic scorers (pure functions): the word-overlap baseline and the default
no-model scorer. How each works and how they compare: docs/learning.md, "Scoring".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rapidfuzz.distance import Levenshtein

from assay.learning._classify import classify
from assay.learning._decision import CORRECT_AT
from assay.learning._models import Course, CourseConcept, ErrorType, Misconception, Scoring
from assay.learning._text import STOPWORDS, Analysed, analyse, canonical, word_tokens

__all__ = [
    "OVERLAP_CAP",
    "Signals",
    "course_warnings",
    "deterministic_score",
    "overlap_score",
    "score_overlap",
]

#: The overlap baseline never says better than "correct, no more".
OVERLAP_CAP = 0.8

_IDK = re.compile(
    r"^\W*(i\s+(do\s*n[o']?t|dont)\s+know|idk|no\s+idea|not\s+sure|dunno|pass|skip|\?+|n/?a|nothing|"
    r"i\s+forgot|no\s+clue|none)\b",
    re.IGNORECASE,
)
_PROCEDURE_CUES = frozenset(
    [
        "first",
        "then",
        "next",
        "after",
        "afterwards",
        "finally",
        "step",
        "steps",
        "loop",
        "iterate",
        "until",
        "repeat",
        "start",
        "begin",
        "compare",
        "swap",
        "move",
        "increment",
        "decrement",
        "call",
        "return",
        "push",
        "pop",
    ]
)


def overlap_score(response: str, expected: str) -> float:
    """The seed's fallback: ``min(0.8, |learner ∩ expected| / |expected|)`` over sets of word tokens
    (lower-cased Unicode ``\\w+``); 0 when the expected answer has no tokens."""
    expected_words = set(word_tokens(expected))
    if not expected_words:
        return 0.0
    learner_words = set(word_tokens(response))
    return min(OVERLAP_CAP, len(learner_words & expected_words) / len(expected_words))


def score_overlap(response: str, expected: str) -> Scoring:
    """The overlap baseline as a full scoring: CORRECT at 0.8, otherwise INCOMPLETE (it has no way
    to tell kinds of mistake apart)."""
    value = overlap_score(response, expected)
    kind = ErrorType.CORRECT if value >= CORRECT_AT else ErrorType.INCOMPLETE
    return Scoring(score=round(value, 4), scored_by="overlap", error_type=kind)


@dataclass
class Signals:
    """What the deterministic scorer saw, for classification, feedback and the teacher."""

    coverage: float = 0.0
    key_points_covered: int = 0
    key_points_total: int = 0
    missed_points: list[str] = field(default_factory=list)
    contradicted_points: list[str] = field(default_factory=list)
    misconception: str | None = None
    misconception_strength: float = 0.0
    typos: list[str] = field(default_factory=list)
    wrong_complexity: list[str] = field(default_factory=list)
    wrong_numbers: list[str] = field(default_factory=list)
    procedure_cues: int = 0
    relevance: float = 0.0
    empty: bool = False
    off_topic: bool = False
    not_english: bool = False


def _split_points(expected: str) -> list[str]:
    parts = re.split(r"(?<=[.;!?])\s+|\n+", expected.strip())
    return [p for p in (part.strip() for part in parts) if len(word_tokens(p)) >= 2] or [expected]


def _fuzzy_matches(response: Analysed, vocabulary: set[str]) -> dict[str, str]:
    """Response tokens that are a small typo of a vocabulary stem: {typed: meant}."""
    found: dict[str, str] = {}
    long_vocab = [v for v in vocabulary if len(v) >= 5 and not v.startswith("bigo_")]
    for stem in response.content - vocabulary:
        if len(stem) < 5 or stem.isdigit() or stem.startswith("bigo_"):
            continue
        limit = 1 if len(stem) < 8 else 2
        best = min(long_vocab, key=lambda v: Levenshtein.distance(stem, v), default=None)
        if best is not None and Levenshtein.distance(stem, best, score_cutoff=limit) <= limit:
            found[stem] = best
    return found


def _negation_mismatch(response: Analysed, point: Analysed, stems: set[str]) -> bool:
    """Whether the response denies what the point asserts (or asserts what it denies) about the
    shared words: most shared words negated in one text and not in the other."""
    if not stems:
        return False
    flips = 0
    for stem in stems:
        said = [i in response.negated for i in response.positions(stem)]
        point_denies = all(i in point.negated for i in point.positions(stem))
        if point_denies and not any(said):
            flips += 2  # the point denies it ("no full scan"), the answer only asserts it ("scans all")
        elif not point_denies and said and all(said):
            flips += 1  # the point asserts it, the answer only denies it
    return len(stems) >= 2 and flips * 2 > len(stems)


def _point_coverage(
    response: Analysed, content: set[str], point: Analysed, topic: set[str]
) -> tuple[float, bool]:
    wanted = point.content
    if not wanted:
        return 1.0, False
    shared = wanted & content
    coverage = len(shared) / len(wanted)
    # The concept's own name ("window" in "sliding window") is said everywhere; its polarity in one
    # sentence says nothing about agreement.
    contradicted = coverage >= 0.4 and _negation_mismatch(
        response, point, (shared & response.content) - topic
    )
    return coverage, contradicted


def _phrase_match(response: Analysed, phrase: Analysed) -> tuple[float, list[int]]:
    """How well a phrase occurs in the response, in order: the share of the phrase's tokens
    (stop words included: "first in, first out" is not "last in, first out") matched in sequence,
    each within three tokens of the previous match, at most one skipped; and where they matched."""
    wanted = phrase.stems
    if not wanted:
        return 0.0, []
    stems = response.stems
    best: list[int] = []
    for start, stem in enumerate(stems):
        if stem != wanted[0] and (len(wanted) < 2 or stem != wanted[1]):
            continue
        found: list[int] = []
        at, skipped = start - 1, 0
        for token in wanted:
            window = stems[at + 1 : at + 4]
            if found:  # a phrase does not run across a sentence
                cut = next((k for k in range(at + 1, at + 4) if k in response.breaks), None)
                if cut is not None:
                    window = stems[at + 1 : cut]
            if token in window:
                at = at + 1 + window.index(token)
                found.append(at)
            else:
                skipped += 1
                if skipped > 1 or token in phrase.content:
                    break  # only a stop word may be missing: "max heap" is not "min heap"
        if len(found) > len(best):
            best = found
    return len(best) / len(wanted), best


def _squash(text: str) -> str:
    return " ".join(text.lower().split())


def _indicator_strength(response: Analysed, misconception: Misconception, reference: Analysed) -> float:
    """1.0 when one of the misconception's indicator phrases occurs in the response (and the
    response does not deny it), else 0.0. Short phrases must match whole and in order; phrases of
    five tokens or more may miss one token. A phrase with symbols (``s[i] =``) is matched
    literally; a one-word phrase (``fifo``) counts only when the reference answer never uses it."""
    said = _squash(response.text)
    for text in misconception.indicators:
        if re.search(r"[^\w\s'’-]", text):
            if _squash(text) in said:
                return 1.0
            continue
        phrase = analyse(text)
        if len(phrase.content) == 1 and len(phrase.tokens) == 1:
            (stem,) = phrase.content
            if stem in reference.content or len(stem) < 4:
                continue
        elif not phrase.content and len(phrase.tokens) < 3:
            continue
        strength, where = _phrase_match(response, phrase)
        needed = 1.0 if len(phrase.tokens) < 5 else 0.8
        denied = any(i in response.negated for i in where)
        if strength >= needed and denied == bool(phrase.negated):
            return 1.0
    return 0.0


_BELIEF_WORDS = frozenset(
    canonical(w) for w in ["believ", "think", "thinks", "confus", "assum", "assumes", "expect", "expects"]
)


def _described_belief(
    answer: Analysed,
    content: set[str],
    misconceptions: list[Misconception],
    reference: Analysed,
    concept: CourseConcept,
) -> str | None:
    """A misconception whose description's distinctive words (those the expected answer and the
    concept's name never use) the answer mostly repeats, asserted rather than denied."""
    common = reference.content | analyse(concept.name).content | _BELIEF_WORDS
    best: tuple[float, str] | None = None
    for misconception in misconceptions:
        described = analyse(misconception.description)
        distinctive = described.content - common
        if len(distinctive) < 2:
            continue
        shared = distinctive & content
        share = len(shared) / len(distinctive)
        denied = sum(all(i in answer.negated for i in answer.positions(s)) for s in shared)
        if share >= 0.6 and denied * 2 < len(shared) and (best is None or share > best[0]):
            best = (share, misconception.id)
    return best[1] if best else None


def course_warnings(course: Course) -> list[str]:
    """What in a valid course weakens no-model scoring, each with its path: an indicator phrase the
    concept's own reference answer contains (it is ignored, since it cannot tell right from wrong)."""
    warnings: list[str] = []
    for i, concept in enumerate(course.concepts):
        reference = analyse(concept.reference_answer or " ".join(concept.key_points))
        for j, misconception in enumerate(concept.common_misconceptions):
            for k, text in enumerate(misconception.indicators):
                single = misconception.model_copy(update={"indicators": [text]})
                if _indicator_strength(reference, single, reference):
                    warnings.append(
                        f"concepts[{i}]({concept.concept_id}).common_misconceptions[{j}]({misconception.id})"
                        f".indicators[{k}]: {text!r} also matches the reference answer, so it is ignored"
                    )
    return warnings


def _calibrate(coverage: float) -> float:
    """Coverage to score: full coverage 1.0, 0.85 → 0.9, 0.65 → 0.8, linear to 0 below."""
    if coverage >= 0.85:
        return 0.9 + 0.1 * (coverage - 0.85) / 0.15
    if coverage >= 0.65:
        return 0.8 + 0.1 * (coverage - 0.65) / 0.2
    return 0.8 * coverage / 0.65


def _looks_english(response: Analysed) -> bool:
    words = [t for t in response.tokens if t.isalpha()]
    if len(words) < 5:
        return True
    return sum(t in STOPWORDS for t in words) / len(words) >= 0.12


def deterministic_score(
    response: str,
    expected: str,
    concept: CourseConcept,
    misconceptions: list[Misconception],
    *,
    expected_is_reference: bool = True,
) -> Scoring:
    """Score an answer with no model: key-point coverage (stems, synonyms, typo-tolerant), negation
    checks, curated misconception indicators, empty and off-topic detection.

    Args:
        response: the learner's answer.
        expected: the expected answer (the request's, or the concept's reference answer).
        concept: the concept (its key points and vocabulary).
        misconceptions: the concept's curated misconceptions.
        expected_is_reference: whether ``expected`` is the concept's own reference answer; when a
            caller sent another expected answer, its sentences are the points instead of the
            concept's key points.
    """
    signals = Signals()
    answer = analyse(response)
    reference = analyse(expected)
    if (_IDK.match(response.strip()) and len(answer.content) <= 4) or len(answer.content) <= 1:
        held = next((m for m in misconceptions if _indicator_strength(answer, m, reference)), None)
        if held is None:
            signals.empty = True
            return _finish(0.0, signals, misconceptions)
        signals.misconception, signals.misconception_strength = held.id, 1.0
        return _finish(0.1, signals, misconceptions)
    signals.not_english = not _looks_english(answer)

    points_text = concept.key_points if (expected_is_reference and concept.key_points) else []
    points_text = points_text or _split_points(expected)
    points = [analyse(p) for p in points_text]
    vocabulary = set(reference.content)
    for point in points:
        vocabulary |= point.content
    name = analyse(concept.name).content
    typos = _fuzzy_matches(answer, vocabulary)
    content = (answer.content - set(typos)) | set(typos.values())
    signals.typos = sorted(typos)

    total = 0.0
    for text, point in zip(points_text, points, strict=True):
        coverage, contradicted = _point_coverage(answer, content, point, name)
        if contradicted:
            signals.contradicted_points.append(text)
            continue
        credit = min(1.0, coverage / 0.6)
        total += credit
        if credit >= 0.99:
            signals.key_points_covered += 1
        elif credit < 0.5:
            signals.missed_points.append(text)
    signals.key_points_total = len(points)
    point_cover = total / len(points)
    ref_recall = len(reference.content & content) / len(reference.content) if reference.content else 0.0
    signals.coverage = 0.75 * point_cover + 0.25 * min(1.0, ref_recall / 0.6)

    topic = analyse(
        " ".join(
            [concept.name, concept.description, concept.question, concept.reference_answer, expected]
            + concept.key_points
            + [m.description + " " + " ".join(m.indicators) for m in misconceptions]
            + [e.question + " " + e.reference_answer for e in concept.examples]
        )
    )
    signals.relevance = len(content & topic.content) / len(content) if content else 0.0
    # An answer in another language shares almost no words with the course: not evidence of a
    # wrong topic, so it is not called off-topic (the note says why its score is low).
    signals.off_topic = signals.relevance < 0.2 and signals.coverage < 0.25 and not signals.not_english

    expected_bigo = {t for t in reference.tokens if t.startswith("bigo_")}
    for point in points:
        expected_bigo |= {t for t in point.tokens if t.startswith("bigo_")}
    said_bigo = {t for i, t in enumerate(answer.tokens) if t.startswith("bigo_") and i not in answer.negated}
    if expected_bigo and said_bigo and not (said_bigo & expected_bigo):
        signals.wrong_complexity = sorted(said_bigo)
    expected_numbers = {t for t in reference.tokens if t.isdigit()}
    said_numbers = {t for t in answer.tokens if t.isdigit()}
    if expected_numbers and said_numbers - expected_numbers and not said_numbers & expected_numbers:
        signals.wrong_numbers = sorted(said_numbers - expected_numbers)

    for curated in misconceptions:
        # An indicator the expected answer itself contains cannot tell right from wrong: dropped.
        usable = [
            text
            for text in curated.indicators
            if not _indicator_strength(
                reference, curated.model_copy(update={"indicators": [text]}), reference
            )
        ]
        misconception = curated.model_copy(update={"indicators": usable})
        strength = _indicator_strength(answer, misconception, reference)
        if strength > signals.misconception_strength:
            signals.misconception_strength = strength
            signals.misconception = misconception.id
    if signals.misconception is None:
        described = _described_belief(answer, content, misconceptions, reference, concept)
        if described is not None:
            signals.misconception, signals.misconception_strength = described, 0.8
    if signals.misconception_strength < 0.75:
        signals.misconception = None
    signals.procedure_cues = sum(t in _PROCEDURE_CUES for t in answer.tokens)

    score = _calibrate(signals.coverage)
    if signals.off_topic:
        score = min(score, 0.1)
    elif signals.misconception is not None:
        score = min(score, 0.35)
    elif signals.contradicted_points:
        score = min(score * 0.6, 0.45)
    elif signals.wrong_complexity or signals.wrong_numbers or (signals.typos and score >= CORRECT_AT):
        score = min(score, 0.7)
    return _finish(score, signals, misconceptions)


def _finish(score: float, signals: Signals, misconceptions: list[Misconception]) -> Scoring:
    score = round(max(0.0, min(1.0, score)), 4)
    error_type = classify(
        score,
        empty=signals.empty,
        off_topic=signals.off_topic,
        misconception=signals.misconception is not None,
        contradicted=bool(signals.contradicted_points),
        slips=bool(signals.typos or signals.wrong_complexity or signals.wrong_numbers),
        procedure_cues=signals.procedure_cues,
        coverage=signals.coverage,
    )
    notes = []
    if signals.not_english:
        notes.append(
            "the answer does not look like English; the deterministic scorer reads English only "
            "(a configured model reads other languages)"
        )
    return Scoring(
        score=score,
        scored_by="deterministic",
        error_type=error_type,
        misconception=signals.misconception,
        signals={k: v for k, v in signals.__dict__.items()},
        notes=notes,
    )
