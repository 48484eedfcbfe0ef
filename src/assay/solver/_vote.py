"""Choosing one answer from several models: normalise, majority, confidence, primary (pure functions).

The rules are docs/solve.md's "Consensus": answers are compared after normalisation
(:func:`assay.llm.normalise_answer`: numbers vs numeric strings, booleans, trimmed and case-folded
strings, JSON with sorted keys); a strict majority wins; otherwise the reconciliation round's final
answers are voted on, ties broken by summed confidence, then by the primary model.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from assay.llm import normalise_answer
from assay.solver._models import Candidate, Decision

__all__ = ["answer_problem", "coerce", "decide", "decide_reconciled", "normalise", "tally"]

MAX_ANSWER_BYTES = 1_000_000 - 4_096  # the payload (email, secret, url, answer) must stay under 1 MB


def normalise(answer: Any) -> str | None:
    """The voting key of an answer (``None`` for no answer)."""
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return None
    return normalise_answer(answer)


def answer_problem(answer: Any, kind: str | None) -> str | None:
    """What is wrong with ``answer`` for a page that asks for ``kind`` (None: nothing we can tell)."""
    if answer is None:
        return "the answer is null"
    if isinstance(answer, str) and not answer.strip():
        return "the answer is empty"
    size = len(json.dumps(answer, default=str).encode())
    if size > MAX_ANSWER_BYTES:
        return f"the answer is {size} bytes; it must stay under 1 MB"
    if kind == "number":
        if isinstance(answer, bool) or not isinstance(answer, int | float | str):
            return f"the page asks for a number, got {type(answer).__name__}"
        if isinstance(answer, str):
            try:
                float(answer.strip().replace(",", ""))
            except ValueError:
                return f"the page asks for a number, got the text {answer[:60]!r}"
    elif (
        kind == "boolean"
        and not isinstance(answer, bool)
        and str(answer).strip().lower() not in ("true", "false")
    ):
        return f"the page asks for true or false, got {str(answer)[:60]!r}"
    elif kind == "object" and not isinstance(answer, dict):
        return f"the page asks for a JSON object, got {type(answer).__name__}"
    elif kind == "array" and not isinstance(answer, list):
        return f"the page asks for a JSON array, got {type(answer).__name__}"
    elif kind == "data_uri" and not (isinstance(answer, str) and answer.startswith("data:")):
        return "the page asks for a base64 data URI (data:image/png;base64,...)"
    return None


def tally(candidates: list[Candidate]) -> Counter[str]:
    """How many models gave each normalised answer."""
    return Counter(c.normalised for c in candidates if c.normalised is not None)


def _strict_majority(counts: Counter[str]) -> str | None:
    total = sum(counts.values())
    if not total:
        return None
    top, count = counts.most_common(1)[0]
    return top if count * 2 > total else None


def _pick(candidates: list[Candidate], key: str) -> tuple[Any, list[str]]:
    chosen = [c for c in candidates if c.normalised == key]
    return chosen[0].answer, [c.model for c in chosen]


def _ran(cand: Candidate) -> bool:
    """Whether the candidate's answer is the value its program computed (not a claim)."""
    return cand.source.endswith("code") and cand.execution is not None and cand.execution.status == "ok"


def decide(candidates: list[Candidate], primary: str | None) -> tuple[Decision, bool]:
    """First-round decision: ``(decision, needs_reconciliation)``.

    A single answering model or a strict majority decides at once; disagreement returns the
    primary-fallback decision together with ``True`` (reconcile when time allows).
    """
    counts = tally(candidates)
    reasons = [f"{c.model}: {c.error}" for c in candidates if c.error]
    if not counts:
        return Decision(method="none", reasons=[*reasons, "no model produced an answer"]), False
    answered = sum(counts.values())
    winner = _strict_majority(counts)
    if winner is not None:
        answer, who = _pick(candidates, winner)
        method = "single" if answered == 1 else "majority"
        why = (
            f"{len(who)} of {answered} answering models agree" if answered > 1 else f"only {who[0]} answered"
        )
        return Decision(
            answer=answer,
            normalised=winner,
            method=method,
            contributors=who,
            reasons=[*reasons, why],
            counts=dict(counts),
        ), False
    reasons.append(f"no majority among {answered} answers: {dict(counts)}")
    # A value a program computed outranks one a model only claimed (verdicts come from running
    # code): with the 0.5B primary, its claimed guess beat the 1.5B's executed, correct answer.
    executed = {c.normalised for c in candidates if c.normalised is not None and _ran(c)}
    claimed_only = {c.normalised for c in candidates if c.normalised is not None} - executed
    if len(executed) == 1 and claimed_only:
        key = next(iter(executed))
        answer, who = _pick(candidates, key)
        reasons.append("the only answer computed by a program that ran; the others were claims")
        return Decision(
            answer=answer,
            normalised=key,
            method="executed",
            contributors=who,
            reasons=reasons,
            counts=dict(counts),
        ), True
    primary_cand = next((c for c in candidates if c.model == primary and c.normalised is not None), None)
    if primary_cand is not None and primary_cand.normalised is not None:
        answer, who = _pick(candidates, primary_cand.normalised)
        reasons.append(f"primary fallback: {primary}'s answer")
        method = "primary"
        key = primary_cand.normalised
    else:
        key = counts.most_common(1)[0][0]
        answer, who = _pick(candidates, key)
        reasons.append(f"primary {primary} gave no answer: the most common one")
        method = "plurality"
    return Decision(
        answer=answer, normalised=key, method=method, contributors=who, reasons=reasons, counts=dict(counts)
    ), True


def decide_reconciled(first: Decision, finals: list[Candidate], primary: str | None) -> Decision:
    """Vote on the reconciliation round's final answers; keep ``first`` when it produced none."""
    counts = tally(finals)
    reasons = [*first.reasons, *(f"{c.model} failed to reconcile: {c.error}" for c in finals if c.error)]
    if not counts:
        return first.model_copy(
            update={"reasons": [*reasons, "reconciliation produced no answers"], "reconciliation": finals}
        )

    def made(key: str, method: str, why: str) -> Decision:
        answer, who = _pick(finals, key)
        return Decision(
            answer=answer,
            normalised=key,
            method=method,
            contributors=who,
            reasons=[*reasons, why],
            counts=dict(counts),
            reconciliation=finals,
        )

    winner = _strict_majority(counts)
    if winner is not None:
        return made(
            winner,
            "reconciled",
            f"reconciled: {counts[winner]} of {sum(counts.values())} final answers agree",
        )
    weight: dict[str, float] = {}
    for cand in finals:
        if cand.normalised is not None:
            weight[cand.normalised] = weight.get(cand.normalised, 0.0) + (cand.confidence or 0.0)
    ranked = sorted(weight.items(), key=lambda kv: kv[1], reverse=True)
    if len(ranked) == 1 or ranked[0][1] > ranked[1][1]:
        return made(
            ranked[0][0],
            "reconciled-confidence",
            f"confidence-weighted: summed confidence {ranked[0][1]:.2f}",
        )
    primary_final = next((c for c in finals if c.model == primary and c.normalised is not None), None)
    if primary_final is not None and primary_final.normalised is not None:
        return made(
            primary_final.normalised,
            "reconciled-primary",
            f"tie after reconciliation: {primary}'s final answer",
        )
    return first.model_copy(
        update={
            "reasons": [*reasons, "tie after reconciliation: kept the first-round choice"],
            "reconciliation": finals,
        }
    )


def coerce(answer: Any, kind: str | None, hint: str = "") -> Any:
    """Give an answer the type the page asks for when it is only spelled differently ("42" for 42).

    ``hint`` is the page's sentence about the answer's form: a fixed number of digits pads a
    number to a string with its leading zeros ("exactly 8 digits"), a hex colour turns an
    ``(r, g, b)`` triple into ``#rrggbb``, and "N decimal places" rounds a number.
    """
    lowered = hint.lower()
    digits = re.search(r"\b(\d{1,2})\s+digits\b", lowered)
    if digits and ("leading zero" in lowered or "exactly" in lowered):
        width = int(digits.group(1))
        text = str(answer).strip() if not isinstance(answer, bool) else ""
        if isinstance(answer, int | str) and text.isdigit() and len(text) <= width:
            return text.zfill(width)
    if ("hex" in lowered or re.search(r"#[0-9a-f]{6}\b", lowered)) and _is_rgb(answer):
        return "#{:02x}{:02x}{:02x}".format(*(int(v) for v in answer[:3]))
    answer = _coerce_type(answer, kind)
    places = re.search(r"\b(\d{1,2})\s+decimal places?", lowered)
    if places and kind == "number" and isinstance(answer, float):
        return round(answer, int(places.group(1)))
    return answer


def _is_rgb(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and len(value) in (3, 4)
        and all(isinstance(v, int | float) and not isinstance(v, bool) and 0 <= v <= 255 for v in value)
    )


def _coerce_type(answer: Any, kind: str | None) -> Any:
    if isinstance(answer, str):
        text = answer.strip()
        if kind == "number":
            try:
                number = float(text.replace(",", "")) if text else None
            except ValueError:
                return answer
            if number is not None:
                return int(number) if number.is_integer() and "." not in text else number
        if kind == "boolean" and text.lower() in ("true", "false"):
            return text.lower() == "true"
        if kind in ("object", "array") and text[:1] in "[{":
            try:
                return json.loads(text)
            except ValueError:
                return answer
    if kind == "string" and isinstance(answer, int | float) and not isinstance(answer, bool):
        return str(answer)
    return answer
