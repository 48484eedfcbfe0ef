"""Feedback text (pure): praise when correct, otherwise what to fix, addressing the misconception."""

from __future__ import annotations

from typing import Any

from assay.learning._models import CourseConcept, Decision, ErrorType, Misconception

__all__ = ["build_feedback"]


def _first(items: list[str], n: int = 2) -> str:
    return "; ".join(items[:n])


def build_feedback(
    *,
    error_type: ErrorType,
    decision: Decision,
    concept: CourseConcept,
    misconception: Misconception | None,
    signals: dict[str, Any],
    prerequisite_names: list[str],
) -> str:
    """The learner's feedback for one evaluation (docs/learning.md, "Feedback")."""
    missed: list[str] = list(signals.get("missed_points") or [])
    parts: list[str] = []
    if error_type is ErrorType.CORRECT:
        covered, total = signals.get("key_points_covered"), signals.get("key_points_total")
        parts.append(f"Well done: your answer on {concept.name} is correct.")
        if isinstance(covered, int) and isinstance(total, int) and total:
            parts.append(f"It covers {covered} of the {total} key points.")
        if decision is Decision.PROCEED and missed:
            parts.append(f"For a light review: {_first(missed, 1)}")
        return " ".join(parts)
    if misconception is not None:
        parts.append(f"Your answer suggests a common misconception: {misconception.description}")
        parts.append(misconception.remediation)
    elif signals.get("empty"):
        parts.append(f"There is no answer to assess yet. A place to start on {concept.name}:")
        parts.append(concept.key_points[0] if concept.key_points else concept.description)
    elif signals.get("off_topic"):
        parts.append(f"Your answer does not seem to be about {concept.name}.")
        if concept.description:
            parts.append(concept.description)
    elif signals.get("contradicted_points"):
        parts.append(
            f"Your answer says the opposite of a key point: {_first(signals['contradicted_points'], 1)}"
        )
    elif error_type is ErrorType.CARELESS:
        slips = [f"'{typed}'" for typed in signals.get("typos") or []]
        if signals.get("wrong_complexity"):
            shown = ", ".join(str(t).replace("bigo_", "O(") + ")" for t in signals["wrong_complexity"])
            parts.append(f"Almost: check the complexity you gave ({shown}).")
        elif slips:
            parts.append(f"Almost: check the spelling of {', '.join(slips[:3])}.")
        else:
            parts.append("Almost: a small slip keeps this from being correct; read your answer again.")
        for text in signals.get("careless_details") or []:
            parts.append(str(text))
    elif error_type is ErrorType.PROCEDURAL:
        parts.append("You are on the right topic, but the method or its steps are not right.")
        for text in signals.get("procedural_details") or []:
            parts.append(str(text))
        if missed:
            parts.append(f"What the method needs: {_first(missed)}")
    else:
        parts.append("Partly there, but the answer leaves out important points.")
        for text in signals.get("incomplete_details") or []:
            parts.append(str(text))
        if missed:
            parts.append(f"Add: {_first(missed)}")
    if decision is Decision.REMEDIATE and prerequisite_names:
        parts.append(f"Go back to {', '.join(prerequisite_names)} first, then try {concept.name} again.")
    elif decision is Decision.ALTERNATE and concept.examples:
        parts.append(f"Try this one next: {concept.examples[0].question}")
    elif decision is Decision.RETRY:
        parts.append("Try the question again.")
    return " ".join(p.strip() for p in parts if p and p.strip())
